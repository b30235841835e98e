"""Issue 31: a line says the case that decides it. A move whose number of regions — after a
replacement made it longer — goes past the far end stops there and cites 7.3.25.d; a
condition on ahead / behind / tied says where the Expedition stands against the one facing
it and cites the case (7.5.2.a ahead, 7.5.2.b behind, 7.5.2.c tied)."""

from __future__ import annotations

import pytest

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    EffectStep,
    GameBuilder,
    Subject,
    TraceEntry,
    answer,
    find,
    play_card,
    request,
)
from engine.state.cards import ModifierSpec
from engine.state.conditions import Condition, ConditionKind
from engine.state.game_state import evolve
from engine.state.steps import Step
from engine.why.standing_notes import standing_note

from .helpers import enters, rules_of, until_decision

ONE_MORE = Ability(
    AbilityKind.PASSIVE,
    "If my Expedition would move forward, it moves forward one more region instead.",
    modifier=ModifierSpec(
        replacing=True, action=ActionKind.MOVE_FORWARD, scope="any", extra_amount=1
    ),
)


@pytest.mark.parametrize(("start", "end", "cut"), [(6, 7, True), (5, 7, False)])
def test_7_3_25_d_a_move_made_longer_by_a_replacement_is_cut_at_the_far_end(
    start: int, end: int, cut: bool
) -> None:
    b = GameBuilder().position("p1:hero", start)
    state = b.in_expedition("p1", "hero", "Sleigh", abilities=(ONE_MORE,)).build()
    step = Step(ActionKind.MOVE_FORWARD, controller="p1", expeditions=("p1:hero",), amount=1)
    state, entry = request(state, step)
    assert state.positions["p1:hero"] == end
    assert ("7.3.25.d" in rules_of((entry,))) is cut


def _hound(theirs: int) -> tuple[TraceEntry, ...]:
    """p1 plays "When I'm played — If my Expedition is behind, I gain 1 boost." in their
    hero Expedition, in region 1; p2's hero Expedition is ``theirs`` regions out."""
    boost = EffectStep(
        ActionKind.GIVE_BOOST,
        Subject.SELF,
        amount=1,
        condition=Condition(ConditionKind.EXPEDITION_BEHIND),
    )
    b = GameBuilder().in_hand("p1", "Hound", hand_cost=0, abilities=enters(boost))
    b = b.position("p1:hero", 1).position("p2:hero", theirs)
    state, _ = until_decision(b.at_afternoon().build())
    state, seen = play_card(state, "p1", find(state, "Hound"), "hero")
    entries: tuple[TraceEntry, ...] = (seen,)
    for _ in range(5):  # the Reaction, played when it is the only one
        state, more = until_decision(state)
        entries += tuple(more)
        decision = state.pending
        if decision is None or decision.player != "p1" or len(decision.options) != 1:
            break
        state, said = answer(state, decision.id, (decision.options[0].id,))
        entries += (said,)
    return entries


@pytest.mark.parametrize(
    ("theirs", "met", "rule", "words"),
    [
        (1, False, "7.5.2.c", "p1's hero Expedition is tied: 1 region from its starting region"),
        (2, True, "7.5.2.b", "is behind: 1 region from its starting region, against 2"),
        (0, False, "7.5.2.a", "is ahead: 1 region from its starting region, against 0"),
    ],
)
def test_7_5_2_a_c_a_behind_condition_says_where_the_expedition_stands(
    theirs: int, met: bool, rule: str, words: str
) -> None:
    (line,) = [e for e in _hound(theirs) if "the condition" in e.text]
    assert words in line.text and ("is met" in line.text) is met
    assert rule in rules_of((line,))
    assert not ({"7.5.2.a", "7.5.2.c"} - {rule}) & rules_of((line,))


def test_7_5_2_d_no_standing_is_measured_during_tiebreakers() -> None:
    state = evolve(GameBuilder().position("p1:hero", 3).build(), tiebreakers=True)
    assert standing_note(state, ("p1:hero",)) == ("", ())
