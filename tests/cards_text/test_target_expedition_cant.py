""" "Target Expedition can't move forward this Day": the Expedition is targeted (6.5.b), and the
Emblem-Ongoing the step creates (2.2.2.m) says that Expedition — only that one — can't move
forward (1.4.1.a) until the end of its duration (2.2.15.a, 2.2.15.c)."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer
from engine.pipeline.statics import cant_move_forward

from ..engine.helpers import until_decision
from .helpers import executed, fields, not_executed, play, read, steps

TEXT = "Target Expedition can't move forward this Day."


def test_the_printed_sentence_reads_as_a_lasting_effect_on_the_target() -> None:
    assert steps(executed(read(TEXT, type="Spell"))) == [
        {
            "action": "ongoing",
            "subject": "target_expedition",
            "ongoing": {"duration": "this Day", "cant": "Expeditions can't move forward"},
        }
    ]


@pytest.mark.parametrize("target", ["p2:hero", "p1:companion"])
def test_1_4_1_a_only_the_targeted_expedition_cant_move_forward(target: str) -> None:
    b = GameBuilder().in_hand("p1", "Roadblock", **fields(executed(read(TEXT, type="Spell"))))
    state, _ = play(b.mana("p1", 1), "Roadblock", dest="spell")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET  # 6.5.b
    [chosen] = [o.id for o in d.options if o.id == target]
    state, _ = answer(state, d.id, [chosen])
    state, _ = until_decision(state)
    for expedition in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        assert cant_move_forward(state, expedition) is (expedition == target)
    (emblem,) = (o for o in state.zone("limbo") if state.objects[o].emblem is not None)
    assert state.objects[emblem].emblem.duration == "day"


@pytest.mark.parametrize(
    "text",
    [
        "{J} Target Expedition can't move forward this turn.",
        "{H} Target Expedition can't move forward this Afternoon.",
    ],
)
def test_variants_other_durations_and_triggers(text: str) -> None:
    assert steps(executed(read(text)))[0]["subject"] == "target_expedition"


def test_other_lasting_effects_on_a_targeted_expedition_are_left_to_the_judge() -> None:
    # "can't move backwards this Day" is read since gram36 (as "this turn", 2.2.15.a); a
    # time that is no duration is left to the judge, naming the words
    # ("until the end of your next turn" is read since g1, 2.2.15.c, 4.2.3.e)
    said = "Target Expedition can't move backwards until the end of your next Dusk."
    assert "until the end of your next dusk" in not_executed(read(said, type="Spell")).lower()
