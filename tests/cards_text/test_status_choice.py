""" "Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]]" (Lyra Festival, Rare): the
target chosen first (6.5.b), then which status, by the controller of the effect as the step
happens (6.1.g); a status the object already has may be chosen (6.1.g Remark, 2.4.1.f)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.state.enums import Status

from ..engine.helpers import until_decision
from .helpers import executed, fields, not_executed, play, read, steps

FESTIVAL = "{J} Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]]."


def test_lyra_festival_printed_sentence_reads_as_a_status_choice() -> None:
    assert steps(executed(read(FESTIVAL))) == [
        {
            "action": "gain_status",
            "subject": "target_character",
            "status": Status.FLEETING,
            "status_choices": ("Fleeting", "Anchored", "Asleep"),
        }
    ]


@pytest.mark.parametrize("status", [Status.FLEETING, Status.ANCHORED, Status.ASLEEP])
def test_6_1_g_the_controller_chooses_the_status_after_the_target(status: Status) -> None:
    b = GameBuilder().in_hand("p1", "Festival", **fields(executed(read(FESTIVAL, name="Festival"))))
    b = b.in_expedition("p2", "hero", "Rival").mana("p1", 1)
    state, _ = play(b, "Festival")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET  # 6.5.b: the target first
    rival = find(state, "Rival")
    state, _ = answer(state, d.id, [rival])
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_STATUS and d.player == "p1"
    assert [o.id for o in d.options] == ["Fleeting", "Anchored", "Asleep"]
    state, chosen = answer(state, d.id, [status.value])
    assert "6.1.g" in chosen.rules
    state, _ = until_decision(state)
    assert state.objects[rival].statuses & {
        Status.FLEETING,
        Status.ANCHORED,
        Status.ASLEEP,
    } == {status}


def test_6_1_g_remark_a_status_it_already_has_may_be_chosen() -> None:
    b = GameBuilder().in_hand("p1", "Festival", **fields(executed(read(FESTIVAL, name="Festival"))))
    b = b.in_expedition("p2", "hero", "Sleeper", statuses=(Status.ASLEEP,)).mana("p1", 1)
    state, _ = play(b, "Festival")
    d = state.pending
    assert d is not None
    state, _ = answer(state, d.id, [find(state, "Sleeper")])
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and "Asleep" in d.option_ids()


@pytest.mark.parametrize(
    ("text", "choices"),
    [
        ("{J} I gain [[Anchored]] or [[Asleep]].", ("Anchored", "Asleep")),
        ("{H} Target Character gains [[Asleep]], or [[Fleeting]].", ("Asleep", "Fleeting")),
        ("{R} Another target Character gains Anchored or Fleeting.", ("Anchored", "Fleeting")),
        ("At Noon — Target Robot gains [[Fleeting]] or [[Exhausted]].", ("Fleeting", "Exhausted")),
    ],
)
def test_variants_other_statuses_subjects_and_triggers(text: str, choices: tuple[str, ...]) -> None:
    assert steps(executed(read(text)))[0]["status_choices"] == choices


@pytest.mark.parametrize(
    "text",
    [
        "{J} I gain [[Asleep]] or [[Asleep]].",  # the same status twice
        "{J} Target Character gains [[Anchored]] or 2 boosts.",  # not statuses alone
    ],
)
def test_choices_not_read_are_left_to_the_judge(text: str) -> None:
    assert not_executed(read(text))
