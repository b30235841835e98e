"""Group members (issue 30, session 34) played on boards: a condition said of the members of a group
the step before acted on ("If either / both / neither of them is a Plant", 6.5.b, 6.5.d), each
member's own counters counted ("for each of its Ember counters", 6.5.i, 2.5.c), a card of a sub-type
chosen among the cards seen (6.1.g, 2.2.2) and a Character card put from a zone in the Expedition
its controller chooses (5.2.1.a, 6.1.g) — the outcome and the rule cited per step."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer, find
from engine.state.decisions import DecisionKind
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import executed, fields, names, play, read
from ..engine.helpers import until_decision

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _spell(text: str) -> GameBuilder:
    """p1 holds a Spell printing ``text``; Fern (a Plant, hero) and Goat (an Animal,
    companion) are p1's, Moss (a Plant) p2's."""
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = b.in_expedition("p1", "hero", "Fern", subtypes=("Plant",), **ALLY)
    b = b.in_expedition("p1", "companion", "Goat", subtypes=("Animal",), **ALLY)
    b = b.in_expedition("p2", "hero", "Moss", subtypes=("Plant",), **ALLY)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _answer(state: GameState, labels: tuple[str, ...]) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """The pending decision answered with the options labelled ``labels``."""
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, tuple(o.id for o in d.options if o.label in labels))
    state, more = until_decision(state)
    return state, (first, *more)


def _rules(entries: tuple[TraceEntry, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


# ---------------------------------------------------------------- either / both / neither of them
@pytest.mark.parametrize(
    ("quantified", "picked", "draws"),
    [
        ("either of them is a Plant", ("Fern", "Goat"), 1),
        ("either of them is a Plant", ("Goat",), 0),
        ("both of them are Plants", ("Fern", "Moss"), 1),
        ("both of them are Plants", ("Fern", "Goat"), 0),
        ("both of them are Plants", ("Fern",), 0),  # one chosen: "both" is not said of one
        ("neither of them is a Plant", ("Goat",), 1),
        ("neither of them is a Plant", ("Goat", "Moss"), 0),
        ("all of them have a boost", ("Fern", "Goat"), 1),  # the boosts just given (6.5.d)
    ],
)
def test_6_5_d_a_condition_said_of_the_objects_the_step_before_acted_on(
    quantified: str, picked: tuple[str, ...], draws: int
) -> None:
    text = f"Up to two target Characters gain 1 boost. If {quantified}, draw a card."
    state, _ = play(_spell(text), "Edict", dest="spell")
    assert state.pending is not None and state.pending.kind == DecisionKind.TARGET
    state, entries = _answer(state, picked)
    assert len(state.zone("hand:p1")) == draws
    said = " ".join(e.text for e in entries)
    assert ("is met" in said) == bool(draws), said
    assert {"6.5.b", "6.5.d"} <= _rules(entries)
    for name in picked:  # the step itself happened to each (7.3.15.a)
        assert state.objects[find(state, name)].counters.get(BOOST, 0) == 1


# ---------------------------------------------------------------- each member's own counters
def test_6_5_i_each_plant_with_ember_counters_gains_a_boost_per_its_own_counter() -> None:
    text = (
        "Each Plant you control that has one or more Ember counters gains 1 boost for each of "
        "its Ember counters."
    )
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    plant, animal = ("Plant",), ("Animal",)
    b = b.in_expedition("p1", "hero", "Fern", subtypes=plant, counters={"Ember": 2}, **ALLY)
    b = b.in_expedition("p1", "companion", "Ivy", subtypes=plant, counters={"Ember": 3}, **ALLY)
    b = b.in_expedition("p1", "hero", "Sprout", subtypes=plant, **ALLY)  # none: left out
    b = b.in_expedition("p1", "companion", "Goat", subtypes=animal, counters={"Ember": 4}, **ALLY)
    b = b.in_expedition("p2", "hero", "Moss", subtypes=plant, counters={"Ember": 5}, **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Edict", "spell")
    boosts = {
        n: state.objects[find(state, n)].counters.get(BOOST, 0)
        for n in ("Fern", "Ivy", "Sprout", "Goat", "Moss")
    }
    assert boosts == {"Fern": 2, "Ivy": 3, "Sprout": 0, "Goat": 0, "Moss": 0}
    assert "6.5.i" in _rules(entries) or "7.3.15.a" in _rules(entries)


# ---------------------------------------------------------------- a sub-type among the cards seen
def _seen(text: str) -> tuple[GameState, tuple[TraceEntry, ...]]:
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = b.in_deck("p1", "Rock", **ALLY)
    b = b.in_deck("p1", "Fern", subtypes=("Plant",), **ALLY)
    b = b.in_deck("p1", "Goat", subtypes=("Animal",), **ALLY)
    b = b.in_deck("p1", "Last", **ALLY)
    return play(b.mana("p1", 4).deck_of("p2", 4), "Edict", "spell")


def _answered_all(
    state: GameState, entries: tuple[TraceEntry, ...], prefer: tuple[str, ...]
) -> tuple[GameState, tuple[TraceEntry, ...], list[list[str]]]:
    """Each decision answered with an option labelled in ``prefer``, else its first: the
    state, the trace and the options each decision offered."""
    offered: list[list[str]] = []
    for _ in range(8):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        labels = [o.label for o in d.options]
        offered.append(labels)
        pick = [x for x in labels if x in prefer] or labels[:1]
        state, more = _answer(state, tuple(pick[:1]))
        entries = (*entries, *more)
    return state, entries, offered


def test_6_1_g_an_animal_among_the_cards_seen_goes_to_reserve_the_rest_to_the_bottom() -> None:
    text = (
        "Look at the top three cards of your deck. You may put an Animal among them in your "
        "Reserve. Put the rest at the bottom of your deck in any order."
    )
    state, entries = _seen(text)
    state, entries, offered = _answered_all(state, entries, ("do it", "Goat"))
    assert offered[0] == ["do it", "do not"]  # "you may" (6.5.c)
    assert offered[1] == ["Goat"]  # the Animal alone among Rock, Fern and Goat (2.2.2)
    assert names(state, "reserve:p1") == ["Goat", "Edict"]
    assert names(state, "deck:p1") == ["Last", "Rock", "Fern"]  # the rest under it (3.2.2.b)
    assert {"6.5.c", "6.1.g", "3.1.3.f"} <= _rules(entries)


def test_2_2_2_no_card_of_the_sub_type_seen_none_is_put() -> None:
    text = (
        "Look at the top three cards of your deck. You may put a Soldier among them in your "
        "Reserve. Put the rest at the bottom of your deck in any order."
    )
    state, entries = _seen(text)
    state, entries, offered = _answered_all(state, entries, ())
    assert offered[0] == ["Rock", "Fern", "Goat"]  # no Soldier: straight to the rest (6.1.g)
    assert names(state, "reserve:p1") == ["Edict"]  # the Spell only (5.2.4.b)
    assert names(state, "deck:p1") == ["Last", "Rock", "Fern", "Goat"]


def test_6_1_g_a_plant_from_among_them_in_your_hand() -> None:
    text = (
        "Look at the top three cards of your deck. Put a Plant from among them in your hand. "
        "Put the rest at the bottom of your deck in any order."
    )
    state, entries = _seen(text)
    state, entries, offered = _answered_all(state, entries, ("Fern",))
    assert offered[0] == ["Fern"]
    assert names(state, "hand:p1") == ["Fern"]
    assert names(state, "deck:p1") == ["Last", "Rock", "Goat"]


# ---------------------------------------------------------------- put in your Expedition
@pytest.mark.parametrize("where", ["companion", "hero"])
def test_5_2_1_a_a_plant_from_your_reserve_in_the_expedition_you_choose(where: str) -> None:
    text = "Put a Plant from your Reserve in your Expedition."
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = b.in_reserve("p1", "Fern", subtypes=("Plant",), **ALLY)
    b = b.in_reserve("p1", "Goat", subtypes=("Animal",), **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Edict", "spell")
    state, entries, offered = _answered_all(state, entries, ("Fern", f"{where} Expedition"))
    assert offered == [["Fern"], ["hero Expedition", "companion Expedition"]]  # a Plant only
    assert names(state, f"expedition:p1:{where}") == ["Fern"]
    assert "Goat" in names(state, "reserve:p1")
    assert "6.1.g" in _rules(entries)


def test_6_1_g_up_to_two_characters_from_your_hand_each_in_its_own_chosen_expedition() -> None:
    text = "Put up to two Characters from your hand in your Expeditions."
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = b.in_hand("p1", "Fern", subtypes=("Plant",), **ALLY)
    b = b.in_hand("p1", "Goat", subtypes=("Animal",), **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Edict", "spell")
    d = state.pending
    assert d is not None and {o.label for o in d.options} == {"Fern", "Goat"}
    state, more = answer(state, d.id, tuple(o.id for o in d.options))
    state, later = until_decision(state)
    state, entries, offered = _answered_all(state, (*entries, more, *later), ("hero Expedition",))
    assert offered == [["hero Expedition", "companion Expedition"]] * 2  # one per card
    assert sorted(names(state, "expedition:p1:hero")) == ["Fern", "Goat"]
    assert "6.1.g" in _rules(entries)
