"""A token whose token card has an ability the engine does not execute (2.1.e, issue 30):
the ability creating it is read, the token is created with what is read of its token card,
and its unread ability alone is left to the judge — said in the card's reading, and by the
trace when the token enters play, as any card's by-hand ability is. Without the ability's
printed words (a token card known only by its reasons), creating it stays by hand."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.cards import ByHand
from scenarios.cards.printed import PrintedCard, read_printed
from scenarios.cards.printed.token_names import TokenCard, using_tokens

from ..cards_text.helpers import fields, play
from ..engine.helpers import texts

UNREAD = "Flarp the moon: Draw a card."
CREATOR = "{J} Create a [Glimmer 1/1/1] Spirit token in my Expedition."


def _glimmer(*, texts_known: bool) -> TokenCard:
    return TokenCard(
        name="Glimmer",
        subtypes=("Spirit",),
        forest=1,
        mountain=1,
        water=1,
        keywords=("Defender",),
        unread=(f"ability “{UNREAD}”: not understood",),
        unread_texts=(UNREAD,) if texts_known else (),
    )


def _creator() -> PrintedCard:
    return PrintedCard(
        "Conjurer",
        "Character",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=CREATOR,
    )


def test_2_1_e_the_creator_is_read_and_the_tokens_unread_ability_is_said() -> None:
    for patterns in (True, False):  # as shipped, and by the grammar alone
        with using_tokens({"glimmer": _glimmer(texts_known=True)}):
            reading = read_printed(_creator(), patterns=patterns)
        assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
        assert reading.notes == (
            f"the Glimmer token's ability “{UNREAD}” is resolved by hand (2.1.e)",
        )


def test_2_1_e_without_the_printed_words_creating_it_stays_by_hand() -> None:
    with using_tokens({"glimmer": _glimmer(texts_known=False)}):
        reading = read_printed(_creator(), patterns=False)
    assert not reading.executable
    assert "Glimmer token's ability" in reading.abilities[0].reason


def test_2_1_e_the_token_is_created_with_its_read_parts_and_its_unread_ability_by_hand() -> None:
    with using_tokens({"glimmer": _glimmer(texts_known=True)}):
        reading = read_printed(_creator())
    b = GameBuilder().in_hand("p1", "Conjurer", **fields(reading)).mana("p1", 2)
    state, entries = play(b, "Conjurer")
    token = state.card(find(state, "Glimmer"))
    assert token is not None and token.is_token
    assert token.subtypes == ("Spirit",) and (token.forest, token.mountain, token.water) == (
        1,
        1,
        1,
    )
    assert token.by_hand == (ByHand(UNREAD),)
    said = texts(entries)
    assert any("resolve by hand: Glimmer" in t and UNREAD in t for t in said), said
