"""A status a RULE or a COST gave keeps its origin like one an effect gave (issue 31), and the
line that decides from it says where it came from with the most specific rule: Fleeting as a
card is played from Reserve (2.4.7.a), printed on a Spell (2.4.7.b), again as a Character
from Limbo enters the Expedition zone (2.4.7.c); exhausted by Cooldown (7.4.1.b), by paying
mana (3.2.9.f) or an [exhaust me] cost (7.1.4.a), entering the Mana zone (3.2.9.b). Each
test fails before: these statuses kept no origin, and nothing was said."""

from __future__ import annotations

from pathlib import Path

from engine.state.enums import Phase, Status
from engine.state.game_state import GameState
from engine.state.objects import StatusOrigin
from engine.state.serialization import from_dict, to_dict
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Quick Note, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Draw a card."}
  - {name: Passing Note, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "[[Fleeting]].  Draw a card."}
  - {name: Slow Note, type: Spell, hand_cost: 1, reserve_cost: 1, read_text: true,
     text: "[Cooldown].  Draw a card."}
  - {name: Bury, type: Spell, hand_cost: 0, reserve_cost: 0, read_text: true,
     text: "Put target Character in its owner's Mana zone."}
  - {name: Twin Lever, type: Permanent, zone_type: Landmark, hand_cost: 1, reserve_cost: 1,
     read_text: true, text: "{T} : I gain 1 Kelon counter.  {T} : Draw a card."}
"""

_DECKS = """
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
  p2:
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
"""


def _run(tmp_path: Path, p1: str, script: str, phase: str = "Afternoon") -> RunResult:
    body = f"title: t\n{_CARDS}phase: {phase}\nfirst_player: p1\nplayers:\n  p1:\n{p1}{_DECKS}"
    return run_text(tmp_path, f"{body}script:\n{script}")


def _said(result: RunResult, words: str) -> tuple[str, tuple[str, ...]]:
    for line in result.lines:
        text = line.shown(None)
        if words in text:
            return text, tuple(line.shown_rules(None))
    raise AssertionError(f"no line saying {words!r}: {[ln.shown(None) for ln in result.lines]}")


def test_a_spell_played_from_reserve_is_discarded_naming_where_its_fleeting_came_from(
    tmp_path: Path,
) -> None:
    result = _run(tmp_path, "    reserve: [Quick Note]\n", "  - play: {card: Quick Note}\n")
    text, rules = _said(result, "Quick Note is discarded")
    assert (
        "Quick Note is discarded (Fleeting: it gained Fleeting as it was played from Reserve "
        "on Day 1, in the Afternoon)"
    ) in text
    assert "2.4.7.e" in rules and "2.4.7.a" in rules  # the outcome's rule, then the origin's


def test_a_printed_fleeting_spell_is_discarded_naming_its_text_box(tmp_path: Path) -> None:
    result = _run(tmp_path, "    hand: [Passing Note]\n", "  - play: {card: Passing Note}\n")
    text, rules = _said(result, "Passing Note is discarded")
    assert "(Fleeting: it gained Fleeting by the Fleeting in its text box on Day 1" in text
    assert "2.4.7.b" in rules


def test_a_character_from_reserve_discarded_at_rest_names_limbo_then_the_expedition(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        "    reserve: [Vanilla 2/2/2]\n    mana: 2\n",
        "  - play: {card: Vanilla 2/2/2, to: hero}\n  - pass: p2\n  - pass: p1\n"
        "  - until: Morning\n",
    )
    text, rules = _said(result, "replaced by rule 2.4.7.d")
    assert (
        "Vanilla 2/2/2: replaced by rule 2.4.7.d (it gained Fleeting as it was played from "
        "Reserve, then again as it entered the Expedition zone on Day 1, in the Afternoon)"
    ) in text
    assert {"2.4.7.d", "2.4.7.a", "2.4.7.c"} <= set(rules)


def test_a_cooldown_spell_in_reserve_names_its_cooldown_and_mana_orbs_their_payment(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        "    hand: [Slow Note]\n    reserve: [Vanilla 2/2/2]\n    mana: 1\n",
        "  - play: {card: Slow Note}\n  - pass: p2\n",
    )
    text, rules = _said(result, "exhausted in Reserve, so not playable: Slow Note")
    assert (
        "Slow Note (it was exhausted by its Cooldown as it went to Reserve after resolving on "
        "Day 1, in the Afternoon)"
    ) in text
    assert "2.4.6.c" in rules and "7.4.1.b" in rules
    # the Mana Orb is exhausted by the payment: too few ready Mana Orbs says so (3.2.9.f)
    assert (
        "not enough ready Mana Orbs (Mana Orb 1 was exhausted to pay for Slow Note on Day 1, "
        "in the Afternoon)"
    ) in text
    assert "3.2.9.f" in rules


def test_an_exhaust_me_cost_refused_names_the_quick_action_that_exhausted_it(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        "    landmarks: [Twin Lever]\n",
        "  - quick_action: {card: Twin Lever, ability: 0}\n",
    )
    text, rules = _said(result, "Twin Lever's quick action")
    assert "it is exhausted (it was exhausted to pay for Twin Lever's quick action on Day 1" in (
        text
    )
    assert "7.1.4.a" in rules


def test_a_card_put_in_the_mana_zone_keeps_the_rule_that_exhausted_it_and_round_trips(
    tmp_path: Path,
) -> None:
    result = _run(
        tmp_path,
        "    hand: [Bury]\n    hero_expedition: [Vanilla 2/2/2]\n",
        "  - play: {card: Bury}\n  - answer: [Vanilla 2/2/2]\n",
    )
    state = result.state
    (orb,) = [o for k, ids in state.zones.items() if k == "mana:p1" for o in ids]
    assert state.objects[orb].origin(Status.EXHAUSTED) == StatusOrigin(
        Status.EXHAUSTED, "when put in the Mana zone", 1, Phase.AFTERNOON, ("3.2.9.b",)
    )
    again = from_dict(GameState, to_dict(state))
    assert again == state and again.objects[orb].status_origins[0].rules == ("3.2.9.b",)
