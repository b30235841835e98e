"""A card's move between two zones as a trigger event, its origin said first or last (issue
30; semantics/move_origins.py): "When a card goes from your Discard pile to your Reserve" is
"… goes to your Reserve from your Discard pile" (7.3.37.b); a Discard pile joined from
Limbo (a Spell's resolution done, 3.2.8, 5.2.4.b) and a hand joined from a Reserve (3.2.10)
are read in both orders. Sentences written for these tests; the boards play the watched
move and a near miss (another origin) that must not trigger."""

from __future__ import annotations

from typing import Any

import pytest

from engine import CardType, GameBuilder, find
from engine.state.enums import Keyword

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .read_with_definition import DEFINED_BY, reading

DEFINITION = "[Undertow 2]. (When I leave play, you may pay {2} to draw a card.)"
"""A numbered set keyword the sentences name without its number ("with [Undertow]")."""

READ: tuple[str, ...] = (
    # origin first, to a Reserve (as ia reads it origin last)
    "When a card goes from your Discard pile to your Reserve \u2014 I gain 1 boost.",
    "When a Spell goes from your hand to your Reserve \u2014 Draw a card.",
    "When a Character goes from the Expedition zone to your Reserve \u2014 I gain 1 boost.",
    "When a Permanent is sent from your Discard pile to Reserve \u2014 Draw a card.",
    # to a Discard pile, from a hand / a Reserve (g6 origin last) or Limbo, either order
    "When a card goes from your Reserve to your Discard pile \u2014 I gain 1 boost.",
    "When a card is put from your hand into your Discard pile \u2014 I gain 1 boost.",
    "When a Spell goes to your Discard pile from Limbo \u2014 Target Character gains 1 boost.",
    "When a Spell goes from Limbo to your Discard pile \u2014 Draw a card.",
    "When a card joins your Discard pile from Limbo \u2014 I gain 1 boost.",
    # to a hand from a Reserve, either order, the card described
    "When a card goes to your hand from your Reserve \u2014 I gain 1 boost.",
    "When a Character returns to your hand from your Reserve \u2014 Draw a card.",
    "When a Spell goes from your Reserve to your hand \u2014 I gain 2 boosts.",
    "When a Character with [Undertow] is returned to your hand from your Reserve \u2014 I gain"
    " 1 boost.",
    "When a Character with Undertow goes from your Reserve to your hand \u2014 Draw a card.",
)
"""Read and run (each failed before: "the trigger … is not understood yet" or [Undertow]
named alone refused)."""

REFUSED: tuple[str, ...] = (
    # the engine watches no move to a Deck
    "When a card goes from your hand to your deck \u2014 Draw a card.",
    # a Character does not leave Limbo to a Discard pile as a Spell does (5.2.4.b)
    "When a Character goes from Limbo to your Discard pile \u2014 Draw a card.",
    # "you control" is said of an object in play, not of a card in a Reserve (7.5.5.a)
    "When a Character you control goes from your Reserve to your hand \u2014 Draw a card.",
    # the bearer's own Reaction from its Reserve: not a support ability (2.2.12.g)
    "When I return to your hand from your Reserve \u2014 Draw a card.",
)


@pytest.mark.parametrize("text", READ)
def test_7_3_37_b_a_move_said_origin_first_or_last_is_read(text: str) -> None:
    found = reading(f"{DEFINITION}{DEFINED_BY}{text}")
    assert found.executable, [a.reason for a in found.abilities]


@pytest.mark.parametrize("text", REFUSED)
def test_a_move_the_engine_does_not_watch_is_refused(text: str) -> None:
    assert not reading(f"{DEFINITION}{DEFINED_BY}{text}").executable


# ------------------------------------------------------------------ boards
def _fields(text: str, name: str, type: str = "Character") -> dict[str, Any]:
    from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

    with using_keywords(defined_keywords([(DEFINITION, "Definer")])):
        found = grammar_fields(text, name, unique=False, type=type)
    return {**found, "type": CardType.SPELL} if type == "Spell" else found


_STATS = {"forest": 1, "mountain": 1, "water": 1}


def _boosts(state: Any, name: str) -> int:
    return int(state.objects[find(state, name)].boosts)


def _cast(b: GameBuilder, spell: str) -> Any:
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), spell, "spell")
    state, _ = answer_picking(state, (), ())
    return state


@pytest.mark.parametrize(
    ("spell", "boosts"),
    [
        ("Put a card from your Discard pile in your Reserve.", 1),
        ("Put a card from your hand in your Reserve.", 0),  # another origin
    ],
)
def test_3_2_10_a_card_from_your_discard_pile_to_your_reserve(spell: str, boosts: int) -> None:
    watcher = _fields(
        "When a card goes from your Discard pile to your Reserve \u2014 I gain 1 boost.", "Keeper"
    )
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper", **{**_STATS, **watcher})
        .in_hand("p1", "Order", **_fields(spell, "Order", type="Spell"))
        .in_discard("p1", "Wreck")
        .in_hand("p1", "Spare")
    )
    state = _cast(b, "Order")
    assert _boosts(state, "Keeper") == boosts


@pytest.mark.parametrize(("fleeting", "boosts"), [(True, 1), (False, 0)])
def test_5_2_4_b_a_spell_from_limbo_to_your_discard_pile(fleeting: bool, boosts: int) -> None:
    # a Fleeting Spell goes from Limbo to its owner's Discard pile once resolved (5.2.4.b);
    # one that is not goes to Reserve
    watcher = _fields(
        "When a Spell goes from Limbo to your Discard pile \u2014 I gain 1 boost.", "Keeper"
    )
    order = _fields("Draw a card.", "Order", type="Spell")
    if fleeting:
        order = {**order, "keywords": frozenset({Keyword.FLEETING})}
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper", **{**_STATS, **watcher})
        .in_hand("p1", "Order", **order)
    )
    state = _cast(b, "Order")
    assert _boosts(state, "Keeper") == boosts


@pytest.mark.parametrize(
    ("returned", "boosts"),
    [("Drifter", 1), ("Anchor", 0)],  # with [Undertow 3] / without it
)
def test_3_2_10_a_character_with_the_keyword_from_your_reserve_to_your_hand(
    returned: str, boosts: int
) -> None:
    watcher = _fields(
        "When a Character with [Undertow] returns to your hand from your Reserve \u2014 I gain"
        " 1 boost.",
        "Keeper",
    )
    spell = "Return target Character card from your Reserve to your hand."
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper", **{**_STATS, **watcher})
        .in_hand("p1", "Order", **_fields(spell, "Order", type="Spell"))
        .in_reserve("p1", "Drifter", **{**_STATS, **_fields("[Undertow 3].", "Drifter")})
        .in_reserve("p1", "Anchor", **_STATS)
    )
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Order", "spell")
    state, _ = answer_picking(state, (), (returned,))
    assert state.objects[find(state, returned)].zone == "hand:p1"
    assert _boosts(state, "Keeper") == boosts


_ROUND_TRIP = tuple(t for t in READ if "Undertow" not in t)


@pytest.mark.parametrize("text", _ROUND_TRIP)
def test_the_writer_writes_the_move_back(text: str) -> None:
    from scenarios.cards.grammar.first import grammar_ability
    from scenarios.cards.grammar.writer.all_rules import write_ability

    read, why = grammar_ability(text, support=False)
    assert read is not None, why
    written = write_ability(read)
    again, _ = grammar_ability(written, support=False)
    assert again is not None, written
    assert {k: v for k, v in again.items() if k != "text"} == {
        k: v for k, v in read.items() if k != "text"
    }, written
