"""Where a choice or a target is narrowed by a filter, the decision cites the rule that lets
an object through or leaves it out: a token's Hand Cost is 0 (2.2.7.c) — it meets "with
Hand Cost 2 or less", not "3 or more" —; a Character is in a terrain if at least one of its
Expeditions is (7.5.8.c, 7.5.8.b) — a Gigantic one is in both of its player's."""

from __future__ import annotations

from engine import GameBuilder, Keyword, Terrain

from ..cards_text.helpers import executed, fields, play, read
from .helpers import pending


def _spell(text: str) -> dict[str, object]:
    return {**fields(executed(read(text, type="Spell", name="Nudge"))), "hand_cost": 0}


def test_2_2_7_c_a_token_is_offered_for_hand_cost_2_or_less_and_the_choice_cites_it() -> None:
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Nudge", **_spell("Target Character with Hand Cost 2 or less gains 1 boost.")
        )
        .in_expedition("p2", "hero", "Recruit", is_token=True, hand_cost=5)
        .in_expedition("p2", "hero", "Costly", hand_cost=4)
    )
    state, _ = play(b, "Nudge", dest="spell")
    decision = pending(state)
    assert [state.name(o) for o in decision.option_ids()] == ["Recruit"]
    assert "2.2.7.c" in decision.rules


def test_2_2_7_c_a_token_is_refused_for_hand_cost_3_or_more_and_the_trace_says_why() -> None:
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Nudge", **_spell("Target Character with Hand Cost 3 or more gains 1 boost.")
        )
        .in_expedition("p2", "hero", "Recruit", is_token=True, hand_cost=5)
    )
    _, entries = play(b, "Nudge", dest="spell")
    none = next(e for e in entries if "no suitable target" in e.text)
    assert "2.2.7.c" in none.rules


def test_2_2_7_c_a_choice_among_your_characters_cites_the_token_hand_cost() -> None:
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Nudge", **_spell("Sacrifice a Character you control with Hand Cost 2 or less.")
        )
        .in_expedition("p1", "hero", "Recruit", is_token=True, hand_cost=5)
        .in_expedition("p1", "hero", "Veteran", hand_cost=1)
    )
    state, _ = play(b, "Nudge", dest="spell")
    decision = pending(state)
    assert sorted(state.name(o) for o in decision.option_ids()) == ["Recruit", "Veteran"]
    assert "2.2.7.c" in decision.rules


def test_2_2_7_c_not_cited_when_no_token_could_be_chosen() -> None:
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Nudge", **_spell("Target Character with Hand Cost 2 or less gains 1 boost.")
        )
        .in_expedition("p2", "hero", "Cheap", hand_cost=1)
        .in_expedition("p2", "hero", "Costly", hand_cost=4)
    )
    state, _ = play(b, "Nudge", dest="spell")
    assert "2.2.7.c" not in pending(state).rules


def test_7_5_8_c_a_gigantic_character_is_in_forest_through_either_expedition() -> None:
    b = (
        GameBuilder()
        .region(0, Terrain.FOREST)  # the Hero Expeditions' region
        .region(7, Terrain.WATER)  # the Companion Expeditions'
        .in_hand("p1", "Nudge", **_spell("Target Character in {V} gains 1 boost."))
        .in_expedition("p2", "companion", "Colossus", keywords=frozenset({Keyword.GIGANTIC}))
        .in_expedition("p2", "companion", "Wader")
    )
    state, _ = play(b, "Nudge", dest="spell")
    decision = pending(state)
    assert [state.name(o) for o in decision.option_ids()] == ["Colossus"]
    assert {"7.5.8.c", "7.5.8.b"} <= set(decision.rules)


def test_2_2_8_c_a_token_is_offered_for_reserve_cost_2_or_less_and_the_choice_cites_it() -> None:
    b = (
        GameBuilder()
        .in_hand(
            "p1", "Nudge", **_spell("Target Character with Reserve Cost 2 or less gains 1 boost.")
        )
        .in_expedition("p2", "hero", "Recruit", is_token=True, reserve_cost=5)
        .in_expedition("p2", "hero", "Costly", reserve_cost=4)
    )
    state, _ = play(b, "Nudge", dest="spell")
    decision = pending(state)
    assert [state.name(o) for o in decision.option_ids()] == ["Recruit"]
    assert {"2.2.8.a", "2.2.8.c"} <= set(decision.rules)
