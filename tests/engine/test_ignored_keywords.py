"""Ignored keyword abilities (7.3.19.b): a printed keyword whose object's abilities are
ignored exists but has no effect — an Eternal Character goes to Reserve at Rest, a Tough
one costs nothing more to target — and the trace says so where it would have decided."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    Duration,
    GameBuilder,
    Keyword,
    OngoingSpec,
    Phase,
    Step,
    find,
    request,
)
from engine.reading.passives import has_keyword, ignored_keywords, tough_amount
from engine.state.cards import IgnoreSpec
from engine.state.game_state import GameState

from .helpers import rules_of, until_decision


def _ignored(state: GameState, name: str, ignore: IgnoreSpec | None = None) -> GameState:
    ongoing = OngoingSpec((), Duration.DAY)
    if ignore is not None:  # only the kinds named (7.3.19.a)
        ongoing = OngoingSpec(
            (Ability(AbilityKind.PASSIVE, "ignored", ignore=ignore),), Duration.DAY
        )
    step = Step(ActionKind.IGNORE, controller="p1", objects=(find(state, name),), ongoing=ongoing)
    state, _ = request(state, step)
    return state


def test_7_3_19_b_an_ignored_eternal_goes_to_reserve_at_rest_and_is_said() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Elder", keywords=frozenset({Keyword.ETERNAL}))
    state = _ignored(b.at_phase(Phase.NIGHT).build(), "Elder")
    assert ignored_keywords(state, find(state, "Elder")) == (Keyword.ETERNAL,)
    assert not has_keyword(state, find(state, "Elder"), Keyword.ETERNAL)
    state, entries = until_decision(state)
    assert state.objects[find(state, "Elder")].zone == "reserve:p1"
    assert "7.3.19.b" in rules_of(entries)
    assert any("Elder's Eternal is ignored" in e.text for e in entries)


def test_7_3_19_b_an_ignored_tough_costs_nothing_more() -> None:
    b = GameBuilder().in_expedition(
        "p2", "hero", "Shell", keywords=frozenset({Keyword.TOUGH}), tough=2
    )
    state = b.build()
    assert tough_amount(state, find(state, "Shell")) == 2
    state = _ignored(state, "Shell")
    assert tough_amount(state, find(state, "Shell")) == 0


def test_7_3_19_a_ignoring_only_reactions_leaves_keywords_working() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Elder", keywords=frozenset({Keyword.ETERNAL}))
    state = _ignored(b.build(), "Elder", IgnoreSpec(kinds=frozenset({AbilityKind.REACTION})))
    assert has_keyword(state, find(state, "Elder"), Keyword.ETERNAL)
    assert ignored_keywords(state, find(state, "Elder")) == ()
