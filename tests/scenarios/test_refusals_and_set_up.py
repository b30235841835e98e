"""A script item the scenario expects the engine to refuse (``refused:``): held when the
engine refuses it citing the rules named, failed when it refuses for another rule or
carries it out; and a scenario that starts with the game's set-up (``setup: true``, 4.1).
Bad input names the file, line and field."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from scenarios.errors import LoadError
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

Write = Callable[..., Path]

BOARD = """\
title: refusals
players:
  p1:
    hand: [Vanilla 2/2/2]
    reserve: [Haven Trainee]
    mana: 1
  p2:
    hand: [Vanilla 1/1/1]
    mana: 1
script:
"""


def _outcomes(path: Path) -> dict[str, tuple[bool, object]]:
    report = check_scenario(load_scenario(path))
    return {o.label: (o.held, o.actual) for o in report.outcomes}


def test_a_card_without_enough_mana_is_refused_citing_6_4_c(write: Write) -> None:
    path = write(
        BOARD
        + "  - play: {card: Vanilla 2/2/2, to: hero}\n"
        + "    refused: {cites: 6.4.c, says: cannot pay 2 mana with 1 ready Mana Orb}\n"
        + "  - pass: p1\n"
        + "  - play: {card: Vanilla 1/1/1, player: p2, to: hero}\n"
    )
    report = check_scenario(load_scenario(path))
    assert report.ok, [o for o in report.outcomes if not o.held]
    # the refusal changed nothing, and the script went on after it
    state = report.run.state
    assert [state.name(o) for o in state.zone("hand:p1")] == ["Vanilla 2/2/2"]
    assert [state.name(o) for o in state.zone("expedition:p2:hero")] == ["Vanilla 1/1/1"]
    # a player choosing to pay must be able to pay it in full (6.4.c): one reason, cited one
    # way wherever a cost cannot be paid; Section 1's summaries of it only "also relevant"
    # (1.2.5.c, 1.4.1.b; cite17: the line cites the specific rule, as engine lines do)
    assert any(
        line.source == "refusal"
        and line.rules == ("6.4.c",)
        and line.also == ("1.2.5.c", "1.4.1.b")
        for line in report.run.lines
    )


def test_a_play_outside_your_turn_is_refused_by_the_engine_not_the_script(write: Write) -> None:
    path = write(
        BOARD + "  - play: {card: Vanilla 1/1/1, player: p2, to: hero}\n"
        "    refused: {cites: [5.1.1.b]}\n"
    )
    held, actual = _outcomes(path)["script[0] is refused"]
    assert held and isinstance(actual, dict) and actual["cites"] == ["5.1.1.b"]


def test_a_quick_action_that_cannot_be_played_is_refused(write: Write) -> None:
    path = write(
        BOARD + "  - quick_action: {card: Haven Trainee, ability: 0}\n    refused: {cites: 5.3.b}\n"
    )
    assert _outcomes(path)["script[0] is refused"][0]


def test_a_refusal_citing_another_rule_fails_with_the_rule_cited(write: Write) -> None:
    path = write(
        BOARD + "  - play: {card: Vanilla 2/2/2, to: hero}\n    refused: {cites: 5.1.2.i}\n"
    )
    held, actual = _outcomes(path)["script[0] is refused"]
    assert (
        not held and isinstance(actual, dict) and actual["cites"] == ["6.4.c", "1.2.5.c", "1.4.1.b"]
    )


def test_words_the_refusal_does_not_say_fail(write: Write) -> None:
    path = write(
        BOARD + "  - play: {card: Vanilla 2/2/2, to: hero}\n"
        "    refused: {cites: 6.4.c, says: not your turn}\n"
    )
    assert not _outcomes(path)["script[0] is refused"][0]


def test_an_item_carried_out_fails_and_stops_the_script(write: Write) -> None:
    path = write(
        BOARD.replace("mana: 1\n  p2", "mana: 2\n  p2")
        + "  - play: {card: Vanilla 2/2/2, to: hero}\n    refused: {cites: 6.4.c}\n"
        + "  - pass: p1\n"
    )
    report = check_scenario(load_scenario(path))
    verdicts = {o.label: o for o in report.outcomes}
    assert not verdicts["script[0] is refused"].held
    assert verdicts["script[0] is refused"].actual == {"refused": False}
    (error,) = report.run.errors
    assert "line 11" in error and "did not refuse" in error and "6.4.c" in error
    assert report.run.unanswered_script == 2  # neither the item nor the pass after it done


@pytest.mark.parametrize(
    ("item", "words"),
    [
        ("  - until: Dusk\n    refused: {cites: 5.1.1.b}\n", "refused goes with a play"),
        ("  - pass: p1\n    refused: {cites: 5.1.1.b}\n", "not with pass"),
        ("  - pass: p1\n    refused: {cites: 9.9.9}\n", "'9.9.9' is not a rule"),
        ("  - pass: p1\n    refused: {cite: 5.1.1.b}\n", "unknown field 'cite'"),
        ("  - pass: p1\n    refused: {cites: []}\n", "name the rule the engine cites"),
        ("  - pass: p1\n    refused: yes\n", "script[0].refused"),
    ],
)
def test_bad_refused_fields_name_file_line_and_field(write: Write, item: str, words: str) -> None:
    path = write(BOARD + item)
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    text = str(caught.value)
    assert f"{path}:1" in text and "script[0]" in text and words in text


SETUP = """\
title: set-up
setup: true
players:
  p1:
    deck: [Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1, Vanilla 1/1/1]
  p2:
    deck: [Vanilla 2/2/2, Vanilla 2/2/2, Vanilla 2/2/2, Vanilla 2/2/2, Vanilla 2/2/2, Vanilla 2/2/2]
"""


def test_a_scenario_can_start_with_the_set_up(write: Write) -> None:
    report = check_scenario(load_scenario(write(SETUP)))
    state = report.run.state
    assert not report.run.errors
    assert len(state.zone("hand:p1")) == len(state.zone("hand:p2")) == 6  # 4.1.h
    assert not state.zone("deck:p1") and not state.zone("mana:p1")
    assert state.pending is not None and "4.1.i" in state.pending.rules


@pytest.mark.parametrize(
    ("extra", "field", "words"),
    [
        ("phase: Dusk\n", "phase", "the set-up decides it"),
        ("first_player: p2\n", "first_player", "the set-up decides it"),
        ("day: 2\n", "day", "the set-up decides it"),
    ],
)
def test_a_set_up_start_refuses_a_moment(write: Write, extra: str, field: str, words: str) -> None:
    path = write(SETUP.replace("setup: true\n", f"setup: true\n{extra}"))
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    assert f"{path}:3: {field}: " in str(caught.value) and words in str(caught.value)


def test_a_set_up_start_refuses_cards_outside_decks_and_hero_zones(write: Write) -> None:
    text = SETUP.replace("  p2:\n", "    hand: [Vanilla 2/2/2]\n    mana: 2\n  p2:\n")
    path = write(text)
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    message = str(caught.value)
    assert f"{path}:6: players.p1.hand: " in message and "(4.1.a)" in message
    assert f"{path}:7: players.p1.mana: " in message


EDITS = """\
title: edits
players:
  p1:
    hero_expedition: [Vanilla 1/1/1]
  p2: {}
script:
"""


def test_a_judge_edit_is_done_and_a_forbidden_one_refused_with_its_rule(write: Write) -> None:
    path = write(
        EDITS + "  - edit: {object: Vanilla 1/1/1, to: limbo}\n    refused: {cites: 3.2.8.a}\n"
        '  - edit: {object: Vanilla 1/1/1, to: "reserve:p1"}\n'
    )
    report = check_scenario(load_scenario(path))
    assert report.ok, [o for o in report.outcomes if not o.held]
    state = report.run.state
    assert [state.name(o) for o in state.zone("reserve:p1")] == ["Vanilla 1/1/1"]
    said = [line.text for line in report.run.lines if line.source == "script"]
    assert said == [
        "script: the judge moves Vanilla 1/1/1 to Limbo",
        "script: the judge moves Vanilla 1/1/1 to p1's Reserve",
    ]


def test_an_edit_the_rules_forbid_stops_a_script_that_does_not_expect_it(write: Write) -> None:
    path = write(EDITS + '  - edit: {expedition: "p1:hero", region: 8}\n')
    (error,) = check_scenario(load_scenario(path)).run.errors
    assert "line 7" in error and "refused" in error and "3.2.1.b" in error


@pytest.mark.parametrize(
    "edit",
    [
        "{object: Vanilla 1/1/1}",
        "{object: Vanilla 1/1/1, to: limbo, region: 2}",
        "{expedition: 'p1:hero', region: 2, ascended: true}",
        "{player: p1}",
    ],
)
def test_an_edit_that_is_not_one_form_names_its_line(write: Write, edit: str) -> None:
    path = write(EDITS + f"  - edit: {edit}\n")
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    assert f"{path}:7: script[0].edit: an edit is one of" in str(caught.value)


def test_an_answer_the_decision_does_not_offer_is_refused_with_its_rule(write: Write) -> None:
    text = """\
title: a target not offered
cards:
  - name: Cheer
    type: Spell
    hand_cost: 0
    reserve_cost: 0
    text: "Target Character gains 1 boost."
    read_text: true
players:
  p1:
    hand: [Cheer]
    hero_expedition: [Vanilla 1/1/1]
    mana: 1
  p2: {}
script:
  - play: {card: Cheer}
  - answer: p1 orb 1
    refused: {cites: 6.5.b, says: not a legal option}
  - answer: Vanilla 1/1/1
"""
    report = check_scenario(load_scenario(write(text)))
    assert report.ok, [o for o in report.outcomes if not o.held]
    state = report.run.state
    (vanilla,) = state.zone("expedition:p1:hero")
    assert state.objects[vanilla].boosts == 1
