"""A set's NUMBERED keyword ability named without its number (issue 30): "with [Undertow]"
where the set prints [Undertow 1], [Undertow 3] — the keyword whatever its number, in every
slot a keyword qualifier or condition takes (a step's object, a mode's target, a trigger's
subject, a count, a condition, "If I have [X]", a passive's group; 2.2.12.c, 7.4). The
reminder defines "[Undertow X]"; an object printed with any number has it. A bound ("with
[Undertow 2] or more") and a print of the keyword alone without its number stay refused by
name. Sentences written for these tests, read with the keyword a defining print gives (as
an import gives it)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import CardType, GameBuilder, find

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .read_with_definition import DEFINED_BY, reading

DEFINITION = "[Undertow 2]. (When I leave play, you may pay {2} to draw a card.)"
"""The set's defining print: [Undertow X], a Reaction with the number in its cost."""

READ: tuple[str, ...] = (
    "{J} Target Character with [Undertow] gains 1 boost.",
    "{J} Target Character with Undertow gains 1 boost.",
    "SPELL Each Character you control with [Undertow] gains 1 boost.",
    "SPELL Send target Character without [Undertow] to Reserve.",
    "When an opponent plays a Character with [Undertow] \u2014 I gain 1 boost.",
    "When a Character with [Undertow] leaves play \u2014 Draw a card.",
    "{H} If you control a Character with [Undertow], draw a card.",
    "{R} If I have [Undertow], draw a card.",
    "SPELL Draw a card for each Character with [Undertow] you control.",
    "Characters you control with [Undertow] have +1 mountain.",
    "SPELL Choose one: \u2022 Draw a card. \u2022 Return target Character with Undertow an"
    " opponent controls to its owner's hand.",
)
"""The keyword named alone in each slot: read and run (failed before: "printed without the
number its reminder's X stands for")."""

REFUSED: dict[str, str] = {
    # which number an object's keyword has is not kept by the engine
    "{J} Target Character with [Undertow 2] or more gains 1 boost.": "which number",
    # the keyword printed alone as the bearer's own: its number is the reminder's X
    "[Undertow].": "without the number",
}


@pytest.mark.parametrize("text", READ)
def test_2_2_12_c_a_numbered_set_keyword_named_alone_is_read(text: str) -> None:
    found = reading(f"{DEFINITION}{DEFINED_BY}{text}")
    assert found.executable, [a.reason for a in found.abilities]


@pytest.mark.parametrize(("text", "why"), list(REFUSED.items()))
def test_a_bound_or_a_bare_print_stays_refused_by_name(text: str, why: str) -> None:
    found = reading(f"{DEFINITION}{DEFINED_BY}{text}")
    assert not found.executable
    assert any(why in (a.reason or "") for a in found.abilities)


# ------------------------------------------------------------------ boards
def _fields(text: str, name: str, type: str = "Character") -> dict[str, Any]:
    from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

    with using_keywords(defined_keywords([(DEFINITION, "Definer")])):
        found = grammar_fields(text, name, unique=False, type=type)
    return {**found, "type": CardType.SPELL} if type == "Spell" else found


def _board(spell: str) -> GameBuilder:
    """p1: a Spell printing ``spell``; "Low" ([Undertow 1]), "High" ([Undertow 3]) and
    "Plain" (no keyword) in the Hero Expedition."""
    b = GameBuilder().in_hand("p1", "Order", **_fields(spell, "Order", type="Spell"))
    stats = {"forest": 1, "mountain": 1, "water": 1}
    for name, printed in (("Low", "[Undertow 1]."), ("High", "[Undertow 3]."), ("Plain", "")):
        b = b.in_expedition("p1", "hero", name, **{**stats, **_fields(printed, name)})
    return b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)


def _boosts(state: Any, name: str) -> int:
    return int(state.objects[find(state, name)].boosts)


def test_2_2_12_c_each_character_with_the_keyword_whatever_its_number() -> None:
    state, _ = play(
        _board("Each Character you control with [Undertow] gains 1 boost."), "Order", "spell"
    )
    state, _ = answer_picking(state, (), ())
    assert [_boosts(state, n) for n in ("Low", "High", "Plain")] == [1, 1, 0]


def test_2_2_12_c_each_character_without_the_keyword() -> None:
    state, _ = play(
        _board("Each Character you control without Undertow gains 1 boost."), "Order", "spell"
    )
    state, _ = answer_picking(state, (), ())
    assert [_boosts(state, n) for n in ("Low", "High", "Plain")] == [0, 0, 1]


def test_6_5_i_a_count_of_characters_with_the_keyword_whatever_its_number() -> None:
    state, _ = play(
        _board("Draw a card for each Character with [Undertow] you control."), "Order", "spell"
    )
    state, _ = answer_picking(state, (), ())
    assert len(state.zone("hand:p1")) == 2  # Low and High, not Plain
