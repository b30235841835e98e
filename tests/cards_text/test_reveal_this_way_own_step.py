"""Issue 17: "When you play a Bureaucrat — Roll a die and reveal the top card of your deck.
When you reveal a card this way — If its Hand Cost is equal to the die's result, draw it."
(*The Wayfarer*, out-of-faction Rare): "this way" names the effect's own reveal step (6.1.c:
a step per verb) — for the card it revealed an Emblem-Reaction is created (6.3.h), "it" is
that card (6.3.i) and "the die's result" the roll before it (7.3.33.b)."""

from __future__ import annotations

from engine import GameBuilder, TraceEntry, answer, find
from engine.state.game_state import GameState

from ..engine.helpers import pending, rules_of, until_decision
from .helpers import executed, fields, names, play, read

WANDERER = (
    "When you play a Bureaucrat — Roll a die and reveal the top card of your deck.  "
    "When you reveal a card this way — If its Hand Cost is equal to the die's result, draw it."
)


def _after_roll(result: int) -> tuple[GameState, tuple[TraceEntry, ...]]:
    r = executed(read(WANDERER, name="Wanderer"))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Wanderer", **fields(r))
        .in_hand("p1", "Clerk", subtypes=("Bureaucrat",), hand_cost=0)
        .in_deck("p1", "Top card", hand_cost=3)
        .in_deck("p1", "Second card", hand_cost=3)
    )
    state, entries = play(b, "Clerk")
    assert pending(state).kind == "roll_die"
    state, rolled = answer(state, pending(state).id, (str(result),))
    state, more = until_decision(state)
    return state, (*entries, rolled, *more)


def test_the_reaction_rides_on_the_effect_s_own_reveal_step() -> None:
    r = executed(read(WANDERER, name="Wanderer"))
    assert [a.status for a in r.abilities] == ["executed", "executed"]
    (ability,) = r.model.abilities  # the "this way" Reaction is part of the reveal step
    assert ability.reaction is not None
    (roll,) = ability.reaction.effect
    (reveal,) = roll.outcomes[0].effect
    assert reveal.action == "reveal" and reveal.reveal_reactions[0].action == "draw"


def test_6_3_h_the_revealed_card_is_drawn_when_its_hand_cost_equals_the_result() -> None:
    state, entries = _after_roll(3)
    assert names(state, "hand:p1") == ["Top card"]
    assert {"6.3.h", "6.3.i", "7.3.33.b"} <= rules_of(entries)
    assert find(state, "Second card") in state.zone("deck:p1")


def test_7_3_33_b_another_result_leaves_it_in_the_deck() -> None:
    state, _ = _after_roll(4)
    assert names(state, "hand:p1") == []
    assert names(state, "deck:p1")[0] == "Top card"
