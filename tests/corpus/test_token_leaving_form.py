"""A token asked of with a zone out of play (issue 32): the rules that say a token which would
leave the Expedition zone for another zone ceases to exist instead, and still leaves it (2.1.e,
7.5.11.b), found by their sentence; not when the token is made or received, nor when the
question asks something else of it."""

from __future__ import annotations

import pytest

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.question_forms import TOKEN_LEAVING, form_groups
from rules_corpus.search.question_text import NAMED
from rules_corpus.search.sentence_rules import TOKEN_GONE, rules_by_sentence

TOKEN_CARD = CardMention("Brassbug", 0, 1, ("Character token",), "Character")
MAKER = CardMention("Mesektet", 0, 1, ("Create", "Character token"), "Landmark Permanent")


def test_the_rules_are_found_by_their_sentence() -> None:
    found = rules_by_sentence(parse_corpus().document("altered-cr-5.0"))[TOKEN_GONE]
    assert found == frozenset({"2.1.e", "7.5.11.b"})


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # Every zone out of play, the token written or a token card named.
        ("named sends my recruit token to reserve, where does it go?", ()),
        ("named on my opponent's named token: does it become a mana orb in their mana zone?", ()),
        ("my mana moth token is returned to my hand?", ()),
        ("named discards my token, is it in my discard pile?", ()),
        ("named puts the token on top of the deck?", ()),
        ("named renvoie mon NAMED en Reserve, il va où ?", (TOKEN_CARD,)),
        ("named puts NAMED into mana?", (TOKEN_CARD,)),
        # The clause that asks stands for the token, or names its place or a token card.
        ("named sends my recruit token to reserve. is it still in play?", ()),
        (f"named sends {NAMED} to reserve: does {NAMED} stay there?", (TOKEN_CARD,)),
        ("named discards my tokens, are they in my discard pile?", ()),
    ],
)
def test_a_token_moved_out_of_play_asks_the_rule(
    question: str, cards: tuple[CardMention, ...]
) -> None:
    assert TOKEN_LEAVING in form_groups(question, cards)


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("my token in my hero expedition gets a boost?", ()),  # no zone out of play
        ("named sends my character to reserve", (MAKER,)),  # no token moved: a maker named
        ("can I give the boost before the recruit token is made?", ()),
        ("named in reserve: do I still get the mana moth token?", ()),
        ("the grems from reserve with no permanent: do I still get the brassbug token?", ()),
        ("are my boosted tokens still defender with 8 mana orbs?", ()),
        # Something else asked of a token moved: its own form's rule answers.
        ("my token is sent to reserve and named triggers: which one resolves first?", ()),
        # The clause that asks is of something else than the token moved: no evidence of the
        # form's subject (the card's words quoted, the player's draw, an opponent's action).
        (
            f"{NAMED}: I sacrifice a {NAMED} token, it doesn't go to the discard. "
            "does 'if you do, I gain 2 boosts' still happen?",
            (TOKEN_CARD,),
        ),
        ("named discards my token, do I draw a card?", ()),
        ("named sends my recruit token to reserve - does my opponent get to sabotage?", ()),
    ],
)
def test_a_token_made_kept_or_asked_otherwise_is_not(
    question: str, cards: tuple[CardMention, ...]
) -> None:
    assert TOKEN_LEAVING not in form_groups(question, cards)
