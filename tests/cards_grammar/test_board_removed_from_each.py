"""Counters removed from several objects (issue 30, prec24), read by the grammar alone and
played on boards: "Each Character you control loses 1 boost", "Remove 1 boost from each
Character", "those Characters lose 1 boost" take the amount from EACH object — 2.5.g says
what removing X counters does to an object, a step on several objects is one atomic action
per object (6.1.e) — with nothing to choose; a step whose amount is a total among several
objects (written without ``each``) still asks which counters."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine import BOOST, DecisionKind, GameBuilder, answer, find
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _board(fields: dict[str, Any], goat: int, sheep: int, foe: int) -> GameBuilder:
    """p1's "Bearer" in hand; p1's Goat and Sheep and p2's Foe with these many boosts."""
    b = GameBuilder().in_hand("p1", "Bearer", **fields)
    b = b.in_expedition("p1", "hero", "Goat", counters={BOOST: goat}, **ALLY)
    b = b.in_expedition("p1", "companion", "Sheep", counters={BOOST: sheep}, **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", counters={BOOST: foe}, **ALLY)
    return b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)


def _cited(entries: tuple[TraceEntry, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


@pytest.mark.parametrize(
    ("printed", "after"),
    [
        ("{H} Each Character you control loses 1 boost.", (1, 0, 3)),
        ("{H} Characters you control lose 1 boost.", (1, 0, 3)),
        ("{H} Remove 1 boost from each Character.", (1, 0, 2)),
        ("{H} Each Character loses 2 boosts.", (0, 0, 1)),
    ],
    ids=["each-you-control", "group-you-control", "remove-from-each", "two-from-each"],
)
def test_6_1_e_each_object_loses_the_amount(printed: str, after: tuple[int, int, int]) -> None:
    """Goat has 2 boosts, Sheep 1, Foe 3: each Character the text names loses the amount
    printed (all of them when it had that many or less, 2.5.g), one atomic action each
    (6.1.e) — never that amount in total among them — and no player is asked which."""
    fields = grammar_fields(printed, "Bearer", unique=False)
    state, entries = play(_board(fields, 2, 1, 3), "Bearer")
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN, state.pending
    assert (_boosts(state, "Goat"), _boosts(state, "Sheep"), _boosts(state, "Foe")) == after
    assert {"6.1.e", "2.5.g"} <= _cited(entries)
    said = " ".join(e.text for e in entries)
    assert "removed from each" in said and "to remove" not in said, said


def test_2_5_g_a_total_among_several_is_still_chosen() -> None:
    """The same step written as a total (no ``each``): 1 boost in all among Goat and Sheep,
    its controller choosing which (6.1.g) — the prompt in number agreement ("1 boost")."""
    fields = grammar_fields("{H} Each Character you control loses 1 boost.", "Bearer", unique=False)
    (ability,) = fields["abilities"]
    (step,) = ability.effect
    assert step.each_object
    total = replace(ability, effect=(replace(step, each_object=False),))
    state, _ = play(_board({**fields, "abilities": (total,)}, 2, 2, 0), "Bearer")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.REMOVE_COUNTERS, d
    assert d.prompt.startswith("choose 1 boost to remove"), d.prompt
    sheep = [o.id for o in d.options if "Sheep" in o.label][:1]
    state, _ = answer(state, d.id, tuple(sheep))
    state, _ = until_decision(state)
    assert (_boosts(state, "Goat"), _boosts(state, "Sheep")) == (2, 1)


def test_6_5_b_those_characters_each_lose_a_boost_after_the_payment() -> None:
    """ "Up to two target Characters each gain 1 boost. Then, target opponent may pay {2}.
    If they do, those Characters lose 1 boost." (read since prec24; gram58 refused it):
    Goat and Sheep, both targeted (6.5.b), gain one each; p2 pays, and each of them loses
    one (6.5.f, 6.1.e) — back to 2 and 1, not one boost in all."""
    printed = (
        "{J} Up to two target Characters each gain 1 boost. Then, target opponent may pay "
        "{2}. If they do, those Characters lose 1 boost."
    )
    b = _board(grammar_fields(printed, "Bearer", unique=False), 2, 1, 0).mana("p2", 3)
    state, entries = play(b, "Bearer")
    cited = _cited(entries)
    for _ in range(8):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        if d.kind == DecisionKind.OPTIONAL_STEP:
            chosen: tuple[str, ...] = ("yes",)
        else:
            wanted = [o.id for o in d.options if any(n in o.label for n in ("Goat", "Sheep", "p2"))]
            picked = wanted[: max(1, d.max_choices or 1)]
            chosen = tuple(picked or d.option_ids()[: max(1, d.min_choices)])
        state, first = answer(state, d.id, chosen)
        state, more = until_decision(state)
        cited |= _cited((first, *more))
    assert (_boosts(state, "Goat"), _boosts(state, "Sheep")) == (2, 1)
    assert _boosts(state, "Foe") == 0 and _boosts(state, "Bearer") == 0
    assert {"6.5.f", "6.1.e"} <= cited, cited


def test_a_counter_of_any_name_from_each_is_refused_naming_the_words() -> None:
    """ "Remove 1 counter from each Character": which counter on each object would be a
    choice per object, not read yet — refused with a judge's reason, not read as a total."""
    from scenarios.cards.grammar.first import grammar_ability

    ability, stop = grammar_ability("{H} Remove 1 counter from each Character.", support=False)
    assert ability is None and stop is not None
    assert "counters of any names removed from each" in stop.reason


def test_6_5_b_up_to_two_targets_each_lose_a_boost() -> None:
    """ "Up to two target Characters each lose 1 boost": Goat and Foe targeted (6.5.b), one
    boost from each (6.1.e); Sheep, not targeted, keeps its own."""
    fields = grammar_fields(
        "{H} Up to two target Characters each lose 1 boost.", "Bearer", unique=False
    )
    state, _ = play(_board(fields, 2, 1, 3), "Bearer")
    d = state.pending
    assert d is not None and d.kind == DecisionKind.TARGET, d
    picked = tuple(o.id for o in d.options if "Goat" in o.label or "Foe" in o.label)
    state, _ = answer(state, d.id, picked)
    state, _ = until_decision(state)
    assert (_boosts(state, "Goat"), _boosts(state, "Sheep"), _boosts(state, "Foe")) == (1, 1, 2)


def test_2_5_g_named_counters_from_each() -> None:
    """ "Remove 2 Kelon counters from each Character you control": 2 from Goat's 3, Sheep's
    only one, none of Goat's boosts (2.5.c: counters of another name are not removed)."""
    fields = grammar_fields(
        "{H} Remove 2 Kelon counters from each Character you control.", "Bearer", unique=False
    )
    b = GameBuilder().in_hand("p1", "Bearer", **fields)
    b = b.in_expedition("p1", "hero", "Goat", counters={"Kelon": 3, BOOST: 1}, **ALLY)
    b = b.in_expedition("p1", "companion", "Sheep", counters={"Kelon": 1}, **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN, state.pending
    goat = state.objects[find(state, "Goat")].counters
    assert (goat.get("Kelon", 0), goat.get(BOOST, 0)) == (1, 1)
    assert state.objects[find(state, "Sheep")].counters.get("Kelon", 0) == 0


@pytest.mark.parametrize(
    "printed",
    [
        "{H} Remove up to 2 boosts from each Character.",
        "{H} Remove up to 2 Kelon counters from each Character you control.",
    ],
)
def test_up_to_n_from_each_is_refused_not_read_as_a_total(printed: str) -> None:
    """ "Remove up to 2 boosts from each Character": how many from each object would be a
    choice per object — refused, not read as up to 2 in all."""
    from scenarios.cards.grammar.first import grammar_ability

    ability, stop = grammar_ability(printed, support=False)
    assert ability is None and stop is not None
    assert "up to N counters removed from each" in stop.reason, stop.reason
