"""A step gated by a condition on its own objects (issue 30): "Send target Character to
Reserve unless it has [[Tough]]", "Exhaust each Character unless it's a Plant" — "it" is the
object the step acts on. 6.5.d: "[Do step] unless [condition]" is evaluated just before the
step would happen; the target is chosen before (6.5.b) — among all legal ones, the condition
does not narrow the choice — and the condition judged of it then; a step on several objects
is one atomic action per object (6.1.e), so the step is ignored for each object the
condition excludes and happens on the others. Read by the grammar alone, compiled, written
back, and played on boards."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from engine import GameState, Status, TraceEntry, answer, find, play_card
from engine.state import zones as z
from engine.state.cards import EffectStep
from engine.state.decisions import DecisionKind
from engine.state.enums import BOOST, CardType, ExpeditionKind, PermanentZone, ZoneKind
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import PrintedCard, read_printed

from ..engine.helpers import until_decision
from .grammar_cards import answer_picking
from .sentences_object_conditions import (
    BOARD,
    EACH_UNLESS_PLANT,
    MEANINGS,
    REFUSED,
    TARGET_UNLESS_BOOST_COUNTER,
    TARGET_UNLESS_BOOSTED,
    TARGET_UNLESS_CONTROLLER_PERMANENT,
    YOURS_IF_MAGE,
)
from .test_board_composed_descriptions import ALLY, _bearer


def _paid(state: GameState) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p1 plays Bearer in the Afternoon and pays for it (the first Mana Orbs offered, 5.1.2.h):
    the state at its next decision and every trace entry on the way."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    entries = (first, *entries)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    return state, entries


def _card(text: str) -> PrintedCard:
    return PrintedCard(
        "Gate",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )


def _steps(value: Any) -> list[EffectStep]:
    """Every effect step held anywhere in ``value``."""
    if isinstance(value, EffectStep):
        inner = [s for f in dataclasses.fields(value) for s in _steps(getattr(value, f.name))]
        return [value, *inner]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _steps(v)]
    if isinstance(value, (list, tuple)):
        return [s for v in value for s in _steps(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [s for f in dataclasses.fields(value) for s in _steps(getattr(value, f.name))]
    return []


def _compiled_steps(text: str) -> list[EffectStep]:
    reading = read_printed(_card(text), patterns=False)  # the grammar alone
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    compiled = compile_card(reading.model)
    assert not compiled.gaps, compiled.gaps
    return _steps(compiled.fields)


@pytest.mark.parametrize("text", sorted(MEANINGS))
def test_6_5_d_the_condition_is_judged_of_the_steps_own_objects(text: str) -> None:
    """Each sibling reads to a step whose condition is judged of each of its objects, of the
    kind and negation its words say; a condition on the moment stays the step's own."""
    kind, negated = MEANINGS[text]
    steps = _compiled_steps(text)
    gated = [s.object_condition for s in steps if s.object_condition is not None]
    if kind == "your_turn":  # names no object (4.2.3.b): a plain conditional step
        assert not gated
        plain = [s.condition for s in steps if s.condition is not None]
        assert [(c.kind, c.negated) for c in plain] == [(kind, negated)]
        return
    assert [(c.kind, c.negated) for c in gated] == [(kind, negated)], text
    assert all(s.condition is None for s in steps), "the step itself is not conditioned"


@pytest.mark.parametrize("text", REFUSED)
def test_6_5_d_it_with_no_object_of_the_step_is_refused_with_a_reason(text: str) -> None:
    reading = read_printed(_card(text), patterns=False)
    assert not reading.executable
    assert all(a.reason for a in reading.abilities if a.status != "executed")


@pytest.mark.parametrize("text", sorted(t for t, m in MEANINGS.items() if m[0] != "your_turn"))
def test_the_writer_writes_the_condition_on_the_objects_back(text: str) -> None:
    ability = read_ability(text)
    assert read_ability(write_ability(ability)) == ability


def test_every_board_sentence_is_played_here() -> None:
    assert set(BOARD) == {
        TARGET_UNLESS_BOOSTED,
        TARGET_UNLESS_BOOST_COUNTER,
        EACH_UNLESS_PLANT,
        TARGET_UNLESS_CONTROLLER_PERMANENT,
        YOURS_IF_MAGE,
    }


def _where(state: GameState, name: str) -> str:
    return state.objects[find(state, name)].zone


def _target_board(text: str, pick: str) -> tuple[GameState, set[str], set[str]]:
    """p1 plays Bearer printing ``text`` with p2's "Plain" and Boosted "Shiny" in play, and
    targets ``pick``: the state after, the target's options offered and the rules cited."""
    b = _bearer(text).in_expedition("p2", "hero", "Plain", **ALLY)
    b = b.in_expedition("p2", "hero", "Shiny", **ALLY, counters={BOOST: 1})
    state, entries = _paid(b.at_afternoon(first="p1").build())
    assert state.pending is not None
    offered = {w for o in state.pending.options for w in o.label.split()}
    state, entries = answer_picking(state, entries, (pick,))
    cited = {r for e in entries for r in e.rules}
    return state, offered, cited


def test_6_5_d_unless_boosted_a_boosted_target_stays() -> None:
    """The Boosted Character may be targeted (the condition narrows no choice, 6.5.b); once
    chosen, the condition holds of it, so the step is ignored for it (6.5.d)."""
    state, offered, cited = _target_board(TARGET_UNLESS_BOOSTED, "Shiny")
    assert {"Plain", "Shiny"} <= offered
    assert _where(state, "Shiny") == z.expedition("p2", ExpeditionKind.HERO)
    assert {"6.5.d", "6.1.e"} <= cited


def test_6_5_d_unless_boosted_a_target_without_boosts_goes_to_reserve() -> None:
    state, _, cited = _target_board(TARGET_UNLESS_BOOSTED, "Plain")
    assert _where(state, "Plain") == z.personal(ZoneKind.RESERVE, "p2")
    assert "6.5.d" in cited


def test_6_5_d_unless_it_has_a_boost_counter_is_judged_of_the_target() -> None:
    """Shiny has a boost: it gains none; Plain has none: it gains 2 (2.5.1.a, 6.5.d)."""
    state, _, _ = _target_board(TARGET_UNLESS_BOOST_COUNTER, "Shiny")
    assert state.objects[find(state, "Shiny")].counters.get(BOOST, 0) == 1
    state, _, _ = _target_board(TARGET_UNLESS_BOOST_COUNTER, "Plain")
    assert state.objects[find(state, "Plain")].counters.get(BOOST, 0) == 2


def test_6_1_e_each_character_unless_its_a_plant_per_object() -> None:
    """Every Character but the Plants is exhausted — the bearer too; the opponent's Plant and
    the controller's Plant stay ready (one atomic action per object, 6.1.e; 6.5.d)."""
    plant = {**ALLY, "subtypes": ("Plant",)}
    b = _bearer(EACH_UNLESS_PLANT).in_expedition("p1", "companion", "Fern", **plant)
    b = b.in_expedition("p2", "hero", "Moss", **plant)
    b = b.in_expedition("p2", "hero", "Rock", **ALLY)
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, entries = answer_picking(state, entries, ())  # the entries so far, and after
    exhausted = {
        n: state.objects[find(state, n)].has(Status.EXHAUSTED)
        for n in ("Bearer", "Fern", "Moss", "Rock")
    }
    assert exhausted == {"Bearer": True, "Fern": False, "Moss": False, "Rock": True}
    assert {"6.5.d", "6.1.e"} <= {r for e in entries for r in e.rules}


def test_6_5_d_no_object_passes_the_step_is_ignored() -> None:
    """Only Plants in play besides the Boosted bearer ... none but the bearer is exhausted;
    with every object excluded the step is ignored and the effect goes on (6.5.d)."""
    plant = {**ALLY, "subtypes": ("Plant",)}
    text = "{J} Exhaust each other Character unless it's a Plant. Draw a card."
    b = _bearer(text).in_expedition("p2", "hero", "Moss", **plant)
    state = b.at_afternoon(first="p1").build()
    hand = len(state.zone("hand:p1")) - 1  # Bearer is played from it
    state, entries = _paid(state)
    state, entries = answer_picking(state, entries, ())
    assert not state.objects[find(state, "Moss")].has(Status.EXHAUSTED)
    assert len(state.zone("hand:p1")) == hand + 1  # the effect continued (6.5.d)
    assert any("ignored" in e.text for e in entries)


def test_6_5_d_unless_its_controller_controls_a_permanent() -> None:
    """ "Its controller" is the target's (p2): with a Landmark p2 controls, the target stays;
    without, it goes to Reserve."""
    land = {
        "hand_cost": 1,
        "reserve_cost": 1,
        "type": CardType.PERMANENT,
        "permanent_zone": PermanentZone.LANDMARK,
    }
    for with_landmark in (True, False):
        b = _bearer(TARGET_UNLESS_CONTROLLER_PERMANENT).in_expedition("p2", "hero", "Foe", **ALLY)
        b = b.in_landmarks("p1", "Mine", **land)  # the effect's controller's: not counted
        if with_landmark:
            b = b.in_landmarks("p2", "Tower", **land)
        state, entries = _paid(b.at_afternoon(first="p1").build())
        state, _ = answer_picking(state, entries, ("Foe",))
        home = z.expedition("p2", ExpeditionKind.HERO)
        expected = home if with_landmark else z.personal(ZoneKind.RESERVE, "p2")
        assert _where(state, "Foe") == expected, with_landmark


def test_6_5_d_if_its_a_mage_readies_only_the_mages_of_the_group() -> None:
    mage = {**ALLY, "subtypes": ("Mage",), "statuses": (Status.EXHAUSTED,)}
    tired = {**ALLY, "statuses": (Status.EXHAUSTED,)}
    b = _bearer(YOURS_IF_MAGE).in_expedition("p1", "companion", "Wizard", **mage)
    b = b.in_expedition("p1", "companion", "Squire", **tired)
    b = b.in_expedition("p2", "hero", "Their Mage", **mage)
    state, entries = _paid(b.at_afternoon(first="p1").build())
    state, _ = answer_picking(state, entries, ())
    exhausted = {
        n: state.objects[find(state, n)].has(Status.EXHAUSTED)
        for n in ("Wizard", "Squire", "Their Mage")
    }
    assert exhausted == {"Wizard": False, "Squire": True, "Their Mage": True}
