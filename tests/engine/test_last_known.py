"""Last known information (2.1.h) on boards: a Reaction of an object gone from the
Expedition zone reads "the Expedition facing me", "my Expedition", "your other Expedition"
and their counts where it was when it left (6.3.j), and says so citing 2.1.h; "If it's an
opponent's Character / one of your Characters" reads who controls what "it" names — or,
once this effect moved it out of play, who controlled it just before (2.1.h)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.state import zones as z
from engine.state.enums import ZoneKind
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

LEAVING = (
    "When I leave the Expedition zone",
    "When I leave play",
    "When I'm sacrificed",
    "When I go to Reserve from my Expedition",
)


def _run(tmp_path: Path, text: str, players: str, script: str) -> RunResult:
    body = f"""title: t
phase: Afternoon
first_player: p1
cards:
  - {{name: Reckless, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1, mountain: 1,
     water: 1, read_text: true, text: "{text}"}}
  - {{name: Push, type: Spell, hand_cost: 1, reserve_cost: 1, read_text: true,
     text: "Send target Character to Reserve."}}
players:
{players}
script:
{script}
  - reactions: in_order
"""
    path = tmp_path / "s.yaml"
    path.write_text(body, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


_BOARD = """  p1:
    hand: [Push]
    mana: 1
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
    hero_expedition: [Reckless]
    companion_expedition: [{card: Vanilla 3/1/0, boosts: 1}]
  p2:
    hero_expedition: [{card: Vanilla 2/2/2, boosts: 2}, {card: Vanilla 2/2/2, boosts: 2}]
    companion_expedition: [{card: Vanilla 1/1/1, boosts: 2}]"""

# How Reckless leaves for each trigger: sacrificed (to the Discard pile) by a judge's
# request, or sent to Reserve by a Spell.
_SACRIFICE = "  - request: {action: sacrifice, objects: [Reckless]}"
_TO_RESERVE = "  - play: {card: Push}\n  - answer: [Reckless]"
_HOW = {
    "When I leave the Expedition zone": _SACRIFICE,
    "When I leave play": _SACRIFICE,
    "When I'm sacrificed": _SACRIFICE,
    "When I go to Reserve from my Expedition": _TO_RESERVE,
}


def _boosts(result: RunResult, zone: str) -> list[int]:
    state = result.state
    return sorted(state.objects[o].boosts for o in state.zone(zone))


def _hand(result: RunResult, player: str) -> int:
    return len(result.state.zone(z.personal(ZoneKind.HAND, player)))


def _cites(result: RunResult, *rules: str) -> bool:
    return all(r in result.cited() for r in rules)


@pytest.mark.parametrize("trigger", LEAVING)
def test_the_expedition_facing_me_is_where_i_was(tmp_path: Path, trigger: str) -> None:
    text = f"{trigger} — Each Character in the Expedition facing me loses 1 boost."
    result = _run(tmp_path, text, _BOARD, _HOW[trigger])
    # p1's Hero Expedition faced p2's Hero Expedition: only those Characters lose one.
    assert _boosts(result, "expedition:p2:hero") == [1, 1]
    assert _boosts(result, "expedition:p2:companion") == [2]
    assert _cites(result, "2.1.h", "6.3.j")
    said = [ln.shown(None) for ln in result.lines]
    assert any("Reckless was in p1's hero Expedition when it left" in s for s in said), said


@pytest.mark.parametrize("trigger", LEAVING)
def test_a_count_facing_me_counts_where_i_was(tmp_path: Path, trigger: str) -> None:
    text = f"{trigger} — Draw a card for each Character in the Expedition facing me."
    result = _run(tmp_path, text, _BOARD, _HOW[trigger])
    # p1's hand held Push; two Characters faced me: 2 drawn (Push gone if it was played)
    played = trigger == "When I go to Reserve from my Expedition"
    assert _hand(result, "p1") == 1 - played + 2


def test_my_expedition_is_the_one_i_left(tmp_path: Path) -> None:
    text = "When I leave play — Characters in my Expedition gain 1 boost."
    board = _BOARD.replace(
        "hero_expedition: [Reckless]", "hero_expedition: [Reckless, Vanilla 1/1/1]"
    )
    result = _run(tmp_path, text, board, _SACRIFICE)
    assert _boosts(result, "expedition:p1:hero") == [1]
    assert _boosts(result, "expedition:p1:companion") == [1]  # not the other one


def test_your_other_expedition_is_the_one_i_was_not_in(tmp_path: Path) -> None:
    text = "When I leave play — Characters in your other Expedition gain 1 boost."
    result = _run(tmp_path, text, _BOARD, _SACRIFICE)
    assert _boosts(result, "expedition:p1:companion") == [2]


def test_no_characters_facing_me_where_i_was(tmp_path: Path) -> None:
    text = "When I leave play — If the Expedition facing me has no Characters, draw a card."
    facing_empty = _BOARD.replace(
        "hero_expedition: [{card: Vanilla 2/2/2, boosts: 2}, {card: Vanilla 2/2/2, boosts: 2}]",
        "hero_expedition: []",
    )
    assert _hand(_run(tmp_path, text, facing_empty, _SACRIFICE), "p1") == 2
    assert _hand(_run(tmp_path, text, _BOARD, _SACRIFICE), "p1") == 1


def test_a_character_in_reserve_is_in_no_expedition(tmp_path: Path) -> None:
    """A Reaction of a card already in Reserve when it activated is no effect of an object
    that left: "facing me" names no Expedition (1.2.3.c), and nothing is read as last known."""
    text = "When you play a Spell — Each Character in the Expedition facing me loses 1 boost."
    board = _BOARD.replace("hero_expedition: [Reckless]", "reserve: [Reckless]")
    board = board.replace("hand: [Push]", "hand: [Push]\n    hero_expedition: []")
    result = _run(tmp_path, text, board, "  - play: {card: Push}\n  - answer: [Vanilla 3/1/0]")
    assert _boosts(result, "expedition:p2:hero") == [2, 2]


_SPELLS = {
    "Gust": "Target Character gains Fleeting. If it's an opponent's Character, draw a card.",
    "Mine": "Target Character gains Fleeting. If it's one of your Characters, draw a card.",
    "Cull": "Return target Character to its owner's hand. If it's an opponent's Character, "
    "draw a card.",
    "Keep": "Send target Character to Reserve. If it's not a Character you control, draw a card.",
}


def _spell_run(tmp_path: Path, spell: str, target: str, owner: str = "") -> RunResult:
    """p1 plays ``spell`` on ``target``; p2's Vanilla 2/2/2 is owned by p1 when ``owner``
    says so, and controlled by p2 (control changed, 1.1.3.d)."""
    own = f", owner: {owner}" if owner else ""
    body = f"""title: t
phase: Afternoon
first_player: p1
cards:
  - {{name: {spell}, type: Spell, hand_cost: 1, reserve_cost: 1, read_text: true,
     text: "{_SPELLS[spell]}"}}
players:
  p1:
    hand: [{spell}]
    mana: 1
    deck: [Vanilla 1/1/1, Vanilla 1/1/1]
    hero_expedition: [Vanilla 3/1/0]
  p2:
    hero_expedition: [{{card: Vanilla 2/2/2{own}}}]
script:
  - play: {{card: {spell}}}
  - answer: [{target}]
"""
    path = tmp_path / "s.yaml"
    path.write_text(body, encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


@pytest.mark.parametrize(
    ("spell", "target", "hand"),
    [
        ("Gust", "Vanilla 2/2/2", 1),
        ("Gust", "Vanilla 3/1/0", 0),
        ("Mine", "Vanilla 3/1/0", 1),
        ("Mine", "Vanilla 2/2/2", 0),
        ("Cull", "Vanilla 2/2/2", 1),
        ("Cull", "Vanilla 3/1/0", 1),  # no card drawn: p1's own card returned
        ("Keep", "Vanilla 2/2/2", 1),
        ("Keep", "Vanilla 3/1/0", 0),
    ],
)
def test_if_its_whose_reads_its_controller(
    tmp_path: Path, spell: str, target: str, hand: int
) -> None:
    """p1's hand after the Spell: the cards drawn (and a card of p1's returned to it)."""
    assert _hand(_spell_run(tmp_path, spell, target), "p1") == hand


def test_a_sacrificed_character_is_whose_it_was_just_before(tmp_path: Path) -> None:
    """p2 controls a Character p1 owns: returned, it goes to p1's hand, yet it was an
    opponent's Character just before — 2.1.h, cited."""
    result = _spell_run(tmp_path, "Cull", "Vanilla 2/2/2", owner="p1")
    assert _hand(result, "p1") == 2  # the card returned and the card drawn
    assert "2.1.h" in result.cited()
