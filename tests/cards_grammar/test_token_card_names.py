"""A set's own token named in any description (issue 30, gram39): the name a token card
prints is a description's noun (2.2.b: a name is a characteristic; a token's are its token
card's, 2.1.e) in every slot — counted, a group, a target, a choice, a condition, a
passive's group, a trigger's object, a creation trigger — read against the imported token
cards, never a list; a name no token card defines is refused. Played on boards: a Landmark
Permanent token created and counted by name, a creation trigger narrowed to a name."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder
from engine.state import zones as z
from engine.state.enums import CardType, PermanentZone, ZoneKind
from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import PrintedCard, Reading, read_printed
from scenarios.cards.printed.token_names import using_tokens

from ..cards_text.helpers import play
from .token_card_fixtures import TOKENS


def _reading(text: str, name: str = "Caller") -> Reading:
    card = PrintedCard(
        name,
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )
    with using_tokens(TOKENS):
        return read_printed(card, patterns=False)  # the grammar alone


def _compiled(text: str) -> str:
    reading = _reading(text)
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    with using_tokens(reading.tokens):  # compiled with the token cards it was read with
        compiled = compile_card(reading.model)
    assert compiled.gaps == ()
    return repr(compiled.fields)


def _fields(reading: Reading) -> dict[str, Any]:
    with using_tokens(reading.tokens):
        compiled = compile_card(reading.model)
    assert compiled.gaps == ()
    return compiled.fields


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("{J} Draw a card for each Ember Wisp token you control.", "Ember Wisp"),
        ("{J} I gain 1 boost for each Beacon Pyre you control.", "Beacon Pyre"),
        ("{J} If you control two or more Gearling tokens, draw a card.", "Gearling"),
        ("{J} Ember Wisp tokens you control gain 1 boost.", "Ember Wisp"),
        ("{R} Exhaust each Gearling token you control.", "Gearling"),
        ("{J} Target Ember Wisp token gains 2 boosts.", "Ember Wisp"),
        ("{J} Sacrifice a Tide Marker. If you do, draw two cards.", "Tide Marker"),
        ("Gearling tokens you control have [[Defender]].", "Gearling"),
        ("When an Ember Wisp token you control leaves play \u2014 Draw a card.", "Ember Wisp"),
        ("When you create one or more Beacon Pyre tokens \u2014 Draw a card.", "Beacon Pyre"),
        ("When an opponent creates a Gearling token \u2014 Draw a card.", "Gearling"),
        # the name, then its card's own type words or sub-type (2.1.e, 2.2.1, 2.2.2)
        ("When you create a Beacon Pyre Landmark token \u2014 Draw a card.", "Beacon Pyre"),
        (
            "When you create a Beacon Pyre Landmark Permanent token \u2014 I gain 1 boost.",
            "Beacon Pyre",
        ),
        ("{I} When you create an [Ember Wisp] Spirit token \u2014 Draw a card.", "Ember Wisp"),
        ("When you create an Ember Wisp Character token \u2014 I gain 1 boost.", "Ember Wisp"),
        (
            "When you create a Tide Marker Expedition Permanent token \u2014 Draw a card.",
            "Tide Marker",
        ),
        ("When you create a [Gearling] Robot token \u2014 I gain 1 boost.", "Gearling"),
    ],
)
def test_2_2_b_a_token_cards_name_narrows_every_slot(text: str, name: str) -> None:
    assert f"names=frozenset({{'{name}'}})" in _compiled(text)


@pytest.mark.parametrize(
    "text",
    [
        "{J} Draw a card for each Glimmer Shard token you control.",
        "{J} Glimmer Shard tokens you control gain 1 boost.",
        "When you create one or more Glimmer Shard tokens \u2014 Draw a card.",
        "When a Glimmer Shard token you control leaves play \u2014 Draw a card.",
        "When you create a Glimmer Shard Landmark token \u2014 Draw a card.",
        # type words or a sub-type its token card does not have: another token (2.1.e)
        "When you create a Beacon Pyre Character token \u2014 Draw a card.",
        "When you create an Ember Wisp Landmark token \u2014 Draw a card.",
        "When you create an Ember Wisp Robot token \u2014 Draw a card.",
    ],
)
def test_2_1_e_a_token_no_token_card_defines_is_refused(text: str) -> None:
    with using_tokens(TOKENS):
        ability, stop = grammar_ability(text, support=False)
    assert ability is None and stop is not None


def test_2_2_2_a_sub_type_is_still_read_as_one_not_as_a_name() -> None:
    compiled = _compiled("{J} Draw a card for each Robot you control.")
    assert "names=frozenset()" in compiled and "'Robot'" in compiled


def test_2_1_e_the_same_words_read_without_the_token_card_are_refused() -> None:
    ability, stop = grammar_ability(
        "{J} Ember Wisp tokens you control gain 1 boost.", support=False
    )
    assert ability is None and stop is not None


_KEEPER = "{J} Create two Beacon Pyre tokens."
_WATCHER = "When you create one or more Beacon Pyre tokens \u2014 Draw a card."
_OTHER = "When you create a Gearling token \u2014 Draw a card."


def test_7_3_5_a_a_landmark_token_created_triggers_the_watcher_of_its_name_once() -> None:
    keeper, watcher, other = (
        _reading(_KEEPER, "Pyre Keeper"),
        _reading(_WATCHER, "Pyre Watcher"),
        _reading(_OTHER, "Gear Watcher"),
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Pyre Keeper", **_fields(keeper))
        .in_expedition("p1", "companion", "Pyre Watcher", **_fields(watcher))
        .in_expedition("p1", "companion", "Gear Watcher", **_fields(other))
        .mana("p1", 2)
    )
    state, trace = play(b.deck_of("p1", 5).deck_of("p2", 3), "Pyre Keeper")
    pyres = [o for o in state.zone(z.landmarks("p1")) if state.name(o) == "Beacon Pyre"]
    assert len(pyres) == 2
    made = state.card(pyres[0])
    assert made is not None and made.is_token
    assert (made.type, made.permanent_zone) == (CardType.PERMANENT, PermanentZone.LANDMARK)
    assert (
        len(state.zone(z.personal(ZoneKind.HAND, "p1"))) == 1
    )  # one step, one activation (1.2.7.c)
    plays = [e.text for e in trace if e.text.startswith("p1 plays the Reaction of")]
    assert plays == [
        "p1 plays the Reaction of Pyre Keeper",
        "p1 plays the Reaction of Pyre Watcher",
    ]
    [created] = [e for e in trace if "Beacon Pyre is created in p1's Landmarks" in e.text]
    # its token card's characteristics: 2.2.3.e decides; 2.2.b (a token's characteristics are
    # its card's) is kept as only relevant beside the token's own rules (engine/why/deciding.py)
    assert "2.2.3.e" in created.rules
    assert "2.2.b" in created.also
    # the other watcher's non-event, with its reason: not the token its trigger describes
    assert "Gear Watcher's Reaction does not activate: Beacon Pyre is not what" in created.text
    assert "6.3.b" in created.rules


def test_2_2_b_tokens_of_the_name_are_counted_and_no_other() -> None:
    counter = _reading("{J} Draw a card for each Ember Wisp token you control.", "Wisp Caller")
    b = (
        GameBuilder()
        .in_hand("p1", "Wisp Caller", **_fields(counter))
        .mana("p1", 2)
        .in_expedition("p1", "hero", "Ember Wisp", is_token=True)
        .in_expedition("p1", "hero", "Ember Wisp", is_token=True)
        .in_expedition("p1", "companion", "Gearling", is_token=True)
        .in_expedition("p1", "companion", "Ember Wisp")  # a card of that name: no token
        .in_expedition("p2", "hero", "Ember Wisp", is_token=True)  # not one p1 controls
    )
    state, _ = play(b.deck_of("p1", 6).deck_of("p2", 3), "Wisp Caller")
    assert len(state.zone(z.personal(ZoneKind.HAND, "p1"))) == 2
