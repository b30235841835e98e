"""Expedition relations (issue 30, session 34) played on boards — the grammar's reading
of each sentence (grammar_fields) on a built board, one atomic action requested, the
Reactions it activates resolved: the outcome and the rule cited.

- "When I join an Expedition, if you control a Plant in it — Draw a card.": the bearer's own
  join, a self-move Reaction looked for after the event (6.3.c, 6.3.e) — moved in from the
  Reserve (a new object, 2.1.d), switching Expeditions (7.5.10.c); its condition looked at
  after the event, in the Expedition it joined (6.3.k, 7.5.10.a).
- Given to a group by a passive ("Plants in my Expedition have …"): the Plant arriving gets
  it and it activates (6.3.e).
- "{J} If I'm in the same Expedition as a Plant, draw a card." / "At Dusk" / a passive: a
  Plant other than me in my Expedition (3.2.4.b, 7.5.5.a)."""

from __future__ import annotations

import pytest

from engine import (
    ActionKind,
    CardType,
    GameBuilder,
    Step,
    ZoneKind,
    find,
)
from engine.reading.passives import statistics
from engine.state.game_state import GameState

from ..engine.helpers import rules_of
from .grammar_cards import after_step_and_limbo, grammar_fields

JOIN_IF = "When I join an Expedition, if you control a Plant in it — Draw a card."
GIVEN = 'Plants in my Expedition have "When I join an Expedition — Draw a card."'
SAME_J = "{J} If I'm in the same Expedition as a Plant, draw a card."
SAME_PASSIVE = "As long as I'm in the same Expedition as a Plant, I have +2/+2/+2."


def _drawn(state: GameState) -> int:
    return len(state.zone("hand:p1"))


def _switch(state: GameState, name: str) -> Step:
    return Step(ActionKind.SWITCH_EXPEDITIONS, controller="p1", objects=(find(state, name),))


def _move_in(state: GameState, name: str, where: str) -> Step:
    return Step(
        ActionKind.MOVE,
        controller="p1",
        objects=(find(state, name),),
        to_zone=ZoneKind.EXPEDITION,
        to_sub=f"p1:{where}",
    )


def _board() -> GameBuilder:
    return GameBuilder().deck_of("p1", 4).deck_of("p2", 4).at_afternoon()


# ------------------------------------------------------------- "When I join an Expedition"
@pytest.mark.parametrize(("plant_in", "drawn"), [("companion", 1), ("hero", 0)])
def test_7_5_10_c_switching_joins_the_other_expedition(plant_in: str, drawn: int) -> None:
    b = _board().in_expedition("p1", "hero", "Joiner", **grammar_fields(JOIN_IF, "Joiner"))
    state = b.in_expedition("p1", plant_in, "Sprout", subtypes=("Plant",)).build()
    state, entries = after_step_and_limbo(state, _switch(state, "Joiner"))
    assert state.objects[find(state, "Joiner")].zone == "expedition:p1:companion"
    # the condition is looked at after the event, in the Expedition joined (6.3.k)
    assert _drawn(state) == drawn
    assert ("7.5.10.a" in rules_of(entries)) is bool(drawn)


@pytest.mark.parametrize(("where", "drawn"), [("hero", 1), ("companion", 0)])
def test_6_3_e_a_new_object_joining_from_reserve(where: str, drawn: int) -> None:
    b = _board().in_reserve("p1", "Joiner", **grammar_fields(JOIN_IF, "Joiner"))
    state = b.in_expedition("p1", "hero", "Sprout", subtypes=("Plant",)).build()
    state, entries = after_step_and_limbo(state, _move_in(state, "Joiner", where))
    # a new object (2.1.d): its self-move Reaction exists after the event (6.3.e)
    assert _drawn(state) == drawn
    assert ({"6.3.e", "7.5.10.a"} <= set(rules_of(entries))) is bool(drawn)


def test_6_3_e_the_join_is_once_per_move() -> None:
    b = _board().in_expedition("p1", "hero", "Joiner", **grammar_fields(JOIN_IF, "Joiner"))
    state = b.in_expedition("p1", "hero", "Sprout", subtypes=("Plant",)).build()
    # a step that changes nothing of where it is: no join (7.5.10.a)
    step = Step(ActionKind.EXHAUST, controller="p1", objects=(find(state, "Joiner"),))
    state, _ = after_step_and_limbo(state, step)
    assert _drawn(state) == 0


def test_2_2_3_d_an_expedition_permanent_joins_one_too() -> None:
    fields = {**grammar_fields(JOIN_IF, "Banner"), "type": CardType.PERMANENT}
    b = _board().in_reserve("p1", "Banner", **fields)
    state = b.in_expedition("p1", "hero", "Sprout", subtypes=("Plant",)).build()
    state, entries = after_step_and_limbo(state, _move_in(state, "Banner", "hero"))
    assert _drawn(state) == 1
    assert "7.5.10.a" in rules_of(entries)


@pytest.mark.parametrize(("kind", "drawn"), [(("Plant",), 1), (("Animal",), 0)])
def test_6_3_e_given_by_a_passive_to_the_one_arriving(kind: tuple[str, ...], drawn: int) -> None:
    b = _board().in_expedition("p1", "hero", "Garden", **grammar_fields(GIVEN, "Garden"))
    state = b.in_reserve("p1", "Seed", subtypes=kind).build()
    state, _ = after_step_and_limbo(state, _move_in(state, "Seed", "hero"))
    # the Plant in my Expedition has the Reaction after the event: it activates (6.3.e)
    assert _drawn(state) == drawn


# ------------------------------------------------------ "in the same Expedition as a Plant"
@pytest.mark.parametrize(("plant_in", "drawn"), [("hero", 1), ("companion", 0)])
def test_3_2_4_b_in_the_same_expedition_as_a_plant(plant_in: str, drawn: int) -> None:
    b = _board().in_reserve("p1", "Seer", **grammar_fields(SAME_J, "Seer"))
    state = b.in_expedition("p1", plant_in, "Sprout", subtypes=("Plant",)).build()
    state, _ = after_step_and_limbo(state, _move_in(state, "Seer", "hero"))
    assert _drawn(state) == drawn


def test_3_2_4_b_i_am_not_the_other_plant() -> None:
    fields = {**grammar_fields(SAME_J, "Seer"), "subtypes": ("Plant",)}
    state = _board().in_reserve("p1", "Seer", **fields).build()
    state, _ = after_step_and_limbo(state, _move_in(state, "Seer", "hero"))
    assert _drawn(state) == 0  # the same Expedition as another: not the bearer itself


def test_3_2_4_b_an_opponents_plant_is_never_in_my_expedition() -> None:
    b = _board().in_reserve("p1", "Seer", **grammar_fields(SAME_J, "Seer"))
    state = b.in_expedition("p2", "hero", "Weed", subtypes=("Plant",)).build()
    state, _ = after_step_and_limbo(state, _move_in(state, "Seer", "hero"))
    assert _drawn(state) == 0  # facing, not the same Expedition (1.2.3.c, 3.2.4.b)


@pytest.mark.parametrize(("plant_in", "power"), [("hero", 3), ("companion", 1)])
def test_2_3_1_b_a_passive_while_in_the_same_expedition(plant_in: str, power: int) -> None:
    fields = {**grammar_fields(SAME_PASSIVE, "Twin"), "forest": 1, "mountain": 1, "water": 1}
    b = _board().in_expedition("p1", "hero", "Twin", **fields)
    state = b.in_expedition("p1", plant_in, "Sprout", subtypes=("Plant",)).build()
    # +2 to each statistic while another Plant is in my Expedition (2.3.1.b)
    assert min(statistics(state, find(state, "Twin")).values()) == power
