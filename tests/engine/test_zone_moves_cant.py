"""A passive "can't" on a card's move between zones (1.4.1.a), in play or out of it: the
move it names is impossible and ignored, the rest of the effect goes on (6.5.h); "your" is
the ability's controller (7.2.3.a); a move it does not name happens."""

from __future__ import annotations

from pathlib import Path

from engine.state import zones as z
from engine.state.enums import ZoneKind
from scenarios.scenario.run_result import RunResult
from tests.scenario_text import engine_line, run_text

_BOARD = """
title: t
rules: [1.4.1.a]
source: test
cards:
  - name: Sealed Crypt
    type: Permanent
    zone_type: Landmark
    hand_cost: 2
    reserve_cost: 2
    text: "{cant}"
    read_text: true
  - name: Grave Recall
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "{spell}"
    read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Grave Recall]
    mana: 1
    discard: [Vanilla 2/2/2]
    deck: [Vanilla 1/1/1, Vanilla 3/1/0]
    {p1_landmarks}
  p2:
    {p2_landmarks}
script:
  - play: {{card: Grave Recall}}
{answer}"""

_PUT = "Put a card from your Discard pile in your Reserve. Draw a card."


def _run(
    tmp_path: Path, cant: str, *, spell: str = _PUT, mine: bool = False, answer: bool = True
) -> RunResult:
    landmarks = "landmarks: [Sealed Crypt]"
    text = _BOARD.format(
        cant=cant,
        spell=spell,
        p1_landmarks=landmarks if mine else "",
        p2_landmarks="" if mine else landmarks,
        answer="  - answer: Vanilla 2/2/2\n" if answer else "",
    )
    if "p2:\n    \n" in text:
        text = text.replace("p2:\n    \n", "p2: {}\n")
    return run_text(tmp_path, text)


def _zone_of(result: RunResult, name: str) -> ZoneKind:
    state = result.state
    (found,) = [o for o in state.objects.values() if state.name(o.id) == name]
    return z.kind_of(found.zone)


def test_1_4_1_a_a_card_cant_go_from_a_discard_pile_to_a_reserve_the_draw_goes_on(
    tmp_path: Path,
) -> None:
    # the card the "can't" forbids is not offered (6.1.g): nothing to put, said naming it
    result = _run(tmp_path, "Cards can't go from a Discard pile to a Reserve.", answer=False)
    assert _zone_of(result, "Vanilla 2/2/2") is ZoneKind.DISCARD
    assert _zone_of(result, "Vanilla 1/1/1") is ZoneKind.HAND  # 6.5.h: the rest happens
    text, rules = engine_line(result, "p1 has nothing to put for Grave Recall")
    assert "impossible" in text and "Sealed Crypt" in text
    assert "1.4.1.a" in rules and "7.2.3.a" not in rules  # no "you" in it


def test_7_2_3_a_your_opponents_discard_piles_are_the_controllers_opponents(
    tmp_path: Path,
) -> None:
    cant = "Cards can't go from your opponents' Discard piles to a Reserve."
    # p2's Landmark: p1's Discard pile is an opponent's, its card not offered (6.1.g)
    stopped = _run(tmp_path, cant, answer=False)
    assert _zone_of(stopped, "Vanilla 2/2/2") is ZoneKind.DISCARD
    _, rules = engine_line(stopped, "p1 has nothing to put for Grave Recall")
    assert {"1.4.1.a", "7.2.3.a"} <= set(rules)
    mine = _run(tmp_path, cant, mine=True)  # p1's own Landmark: its own pile is not one
    assert _zone_of(mine, "Vanilla 2/2/2") is ZoneKind.RESERVE


def test_1_4_1_a_a_move_to_another_zone_than_the_one_named_happens(tmp_path: Path) -> None:
    spell = "Return a card from your Discard pile to your hand."
    result = _run(tmp_path, "Cards can't go from a Discard pile to a Reserve.", spell=spell)
    assert _zone_of(result, "Vanilla 2/2/2") is ZoneKind.HAND


def test_1_4_1_a_cant_leave_names_every_destination_of_its_cards_only(tmp_path: Path) -> None:
    stopped = _run(tmp_path, "Characters can't leave Discard piles.", answer=False)
    assert _zone_of(stopped, "Vanilla 2/2/2") is ZoneKind.DISCARD
    spells = _run(tmp_path, "Spells can't leave Discard piles.")  # a Character is no Spell
    assert _zone_of(spells, "Vanilla 2/2/2") is ZoneKind.RESERVE


def test_1_4_1_a_a_resupply_from_the_deck_is_stopped_a_draw_is_not(tmp_path: Path) -> None:
    result = _run(
        tmp_path,
        "Cards can't go from a Deck to a Reserve.",
        spell="Resupply. Draw a card.",
        answer=False,
    )
    assert _zone_of(result, "Vanilla 1/1/1") is ZoneKind.HAND
    assert _zone_of(result, "Vanilla 3/1/0") is ZoneKind.DECK
    _, rules = engine_line(result, "Grave Recall would resupply")
    assert "1.4.1.a" in rules
