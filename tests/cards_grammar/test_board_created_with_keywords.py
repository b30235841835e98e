"""A token created with a keyword, played on boards (issue 30): "{J} Create a Lumen token
with [Stonewall] in my Expedition" — the set keyword's definition the token has while it is
that object (2.2.12.c, 2.1.e), as "… . It gains [Stonewall]." gives it; "… with [Gigantic]" a
rules keyword the token is created with (7.3.5.a, 7.4). Sentences written for this test."""

from __future__ import annotations

from typing import Any

from engine import CardType, GameBuilder, Keyword, answer, find, play_card
from engine.reading.passives import has_keyword
from engine.reading.set_keywords_had import has_set_keyword
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.token_names import TokenCard, using_tokens

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields

DEFINED = {
    "stonewall": "I can't be sent to Reserve.",
    "flare": "When I enter play \u2014 Draw a card.",
}
TOKENS = {
    "lumen": TokenCard(
        name="Lumen", type="Character", subtypes=("Spirit",), forest=1, mountain=1, water=1
    )
}
"""The set's token card (2.1.e): an invented name."""


def _card(text: str, name: str, type: str) -> dict[str, Any]:
    with using_keywords(DEFINED), using_tokens(TOKENS):
        fields = grammar_fields(text, name, unique=False, type=type)
    return {**fields, "type": CardType.SPELL} if type == "Spell" else fields


def _made(text: str) -> tuple[Any, str]:
    """p1 plays a Character "Maker" printing ``text`` in its Hero Expedition: the state
    after and the id of the token created there. (p1 has in Hand a Spell sending a target
    Character to Reserve: :func:`_sent`.)"""
    b = GameBuilder().in_hand("p1", "Maker", **_card(text, "Maker", "Character"))
    send = _card("Send target Character to Reserve.", "Sender", "Spell")
    b = b.in_hand("p1", "Sender", **send)
    b = b.mana("p1", 8).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Maker", "hero")
    state, _ = answer_picking(state, tuple(entries), ())
    moth = next(o for o in state.zone("expedition:p1:hero") if state.name(o) == "Lumen")
    return state, moth


def _sent(state: Any) -> Any:
    """p2 passes; p1 plays the Spell sending a target Character to Reserve, at the Lumen."""
    if state.pending is not None and state.pending.player == "p2":
        state, _ = answer(state, state.pending.id, ["pass"])
        state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Sender"), "spell")
    state, _ = until_decision(state)
    state, _ = answer_picking(state, (), ("Lumen",))
    return state


def test_2_2_12_c_a_token_created_with_a_set_keyword_has_it_and_it_works() -> None:
    state, moth = _made("{J} Create a Lumen token with [Stonewall] in my Expedition.")
    assert has_set_keyword(state, moth, "Stonewall")
    after = _sent(state)
    assert "Lumen" in names(after, "expedition:p1:hero")  # it can't be sent to Reserve


def test_the_same_said_after_the_place_and_as_it_gains() -> None:
    for text in (
        "{J} Create a Lumen token in my Expedition with [Stonewall].",
        "{J} Create a Lumen token in my Expedition. It gains [Stonewall].",
    ):
        state, moth = _made(text)
        assert has_set_keyword(state, moth, "Stonewall"), text


def test_without_the_keyword_the_token_is_sent() -> None:
    state, moth = _made("{J} Create a Lumen token in my Expedition.")
    assert not has_set_keyword(state, moth, "Stonewall")
    assert "Lumen" not in names(_sent(state), "expedition:p1:hero")


def test_7_4_a_token_created_with_a_rules_keyword_has_it() -> None:
    state, moth = _made("{J} Create a Lumen token with [Gigantic] in my Expedition.")
    assert has_keyword(state, moth, Keyword.GIGANTIC)


def test_a_set_keyword_triggering_on_its_bearers_arrival_is_refused_by_name() -> None:
    """Given once the token is created, "When I enter play" would miss its arrival."""
    text = "{J} Create a Lumen token with [Flare] in my Expedition."
    card = PrintedCard("Probe", "Character", hand_cost=1, reserve_cost=1, main_text=text)
    with using_keywords(DEFINED), using_tokens(TOKENS):
        reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert "[Flare]" in " ".join(a.reason for a in reading.abilities)
