""" "Remove up to N boosts / [name] counters from me: …" (issue 30, session 42; sentences
written for these tests): a quick action's cost whose number the player chooses as they
declare it, from 0 up to N and never more than the bearer has (5.1.2.c, 2.5.h, 1.2.5.c);
the effect's "that many" (or "X") is that number (7.3.38.a). "Any number of" is X with no
other bound."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, find
from engine.core import answer, play_quick_action
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from ..engine.helpers import rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields

UP_TO = [
    ("Remove up to two boosts from me: Draw that many cards.", "boost", 2, "draw"),
    ("Remove up to two Boost counters from me: Draw that many cards.", "boost", 2, "draw"),
    ("Remove up to 3 boosts from me: Draw that many cards.", "boost", 3, "draw"),
    (
        "{T}, Remove up to three Ember counters from me: Target Character gains that many boosts.",
        "Ember",
        3,
        "give_boost",
    ),
    ("Spend up to two of my boosts: Draw that many cards.", "boost", 2, "draw"),
    ("Spend up to two of my boosts: Draw X cards.", "boost", 2, "draw"),
    ("Remove up to two Spark counters from me: I gain that many boosts.", "Spark", 2, "give_boost"),
    ("{1}, Remove up to four boosts from me: Draw that many cards.", "boost", 4, "draw"),
    ("Remove any number of boosts from me: Draw that many cards.", "boost", 0, "draw"),
    ("Spend any number of my Ember counters: I gain that many boosts.", "Ember", 0, "give_boost"),
]


@pytest.mark.parametrize(("text", "counter", "most", "action"), UP_TO)
def test_up_to_n_counters_spent_as_a_cost_is_x_at_most_n(
    text: str, counter: str, most: int, action: str
) -> None:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else ""
    quick = ability["quick_action"]
    assert quick["cost"]["spend"] == "X" and quick["cost"]["counter"] == counter
    assert quick["cost"].get("spend_most", 0) == most
    (step,) = quick["effect"]
    assert step["action"] == action and step["amount"] == "X"


def test_that_many_is_x_only_after_a_cost_of_up_to_n() -> None:
    # a fixed cost: "that many" counts no step before it (refused, as before)
    ability, stop = grammar_ability(
        "Remove two boosts from me: Draw that many cards.", support=False
    )
    assert ability is None and stop is not None and "that many" in stop.reason


def test_the_writer_says_the_bound_and_reads_back() -> None:
    ability, _ = grammar_ability(UP_TO[0][0], support=False)
    assert ability is not None
    ability.pop("text", None)
    written = write_ability(ability)
    assert "Spend up to 2 of my boosts" in written
    again, stop = grammar_ability(written, support=False)
    assert again is not None, stop.reason if stop else ""
    again.pop("text", None)
    assert again == ability


def _bearer(text: str, boosts: int) -> GameState:
    fields = grammar_fields(text, "Bearer", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", counters={BOOST: boosts}, **fields)
    state, _ = until_decision(
        b.mana("p1", 2).deck_of("p1", 6).deck_of("p2", 4).at_afternoon().build()
    )
    return state


@pytest.mark.parametrize(("had", "offered", "x"), [(3, 2, 2), (3, 2, 1), (1, 1, 1), (0, 0, 0)])
def test_board_x_is_at_most_n_and_what_the_bearer_has(had: int, offered: int, x: int) -> None:
    state = _bearer(UP_TO[0][0], had)
    state, _ = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    decision = state.pending
    assert decision is not None and decision.kind == DecisionKind.CHOOSE_X
    assert decision.option_ids() == tuple(str(n) for n in range(offered + 1))  # 5.1.2.c
    hand = len(state.zone("hand:p1"))
    state, first = answer(state, decision.id, str(x))
    state, entries = until_decision(state)
    state, more = answer_picking(state, (first, *entries), ())
    assert state.objects[find(state, "Bearer")].counters.get(BOOST, 0) == had - x
    assert len(state.zone("hand:p1")) == hand + x
    assert "5.1.2.c" in rules_of(more)
