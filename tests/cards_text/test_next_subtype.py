"""'The next [sub-type] you play this turn costs {N} less' (5.2.d, 5.1.2.f, 2.2.2): read
by scenarios/cards/printed/next_subtype.py and played on a board — the Emblem-Ongoing
applies to the next card of that sub-type only."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, find, play_card, play_quick_action

from ..engine.helpers import until_decision
from .helpers import executed, fields, not_executed, read

GARDENER = "{T} : The next Plant you play this turn costs {1} less."


def test_5_2_d_the_next_plant_reads_as_an_emblem_for_plants() -> None:
    ab = executed(read(GARDENER)).model.abilities[0].quick_action
    assert ab is not None
    (step,) = ab.effect
    assert step.ongoing is not None and step.ongoing.next_played is not None
    narrowed = step.ongoing.next_played.filter
    assert narrowed is not None and tuple(narrowed.subtypes) == ("Plant",)
    assert step.ongoing.next_played.cost_change == -1


def _cost_of(subtypes: tuple[str, ...]) -> int:
    """Mana asked to play a Hand Cost 2 card of ``subtypes`` after the quick action."""
    b = (
        GameBuilder()
        .in_expedition(
            "p1", "hero", "Gardener", **fields(executed(read(GARDENER, name="Gardener")))
        )
        .in_hand("p1", "Sprout", hand_cost=2, reserve_cost=2, subtypes=subtypes)
        .mana("p1", 3)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = play_quick_action(state, "p1", find(state, "Gardener"), 0)
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Sprout"), "hero")
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.PAY_MANA
    return d.min_choices


def test_5_1_2_f_the_next_plant_costs_one_less_another_card_does_not() -> None:
    assert _cost_of(("Plant",)) == 1
    assert _cost_of(("Robot",)) == 2


def test_a_word_that_is_no_sub_type_is_left_to_the_judge() -> None:
    reason = not_executed(read("{T} : The next Gizmo you play this turn costs {1} less."))
    assert "the next gizmo" in reason and "not a card the reader understands" in reason
