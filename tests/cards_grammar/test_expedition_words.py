"""The Expedition phrase's rewordings (scenarios/cards/grammar/expedition_words.py, gram81):
each said in the grammar's words only where the meaning is one (7.5.2, 7.5.8.b, 1.2.3.c),
and what cannot be said so is refused by name (7.3.39.a)."""

from __future__ import annotations

import pytest

from engine.state.conditions import ExpeditionScope
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.printed_words import spans
from scenarios.cards.grammar.rewordings import reworded
from scenarios.cards.printed import PrintedCard, read_printed


def _said(text: str) -> str:
    return " ".join(w for w, _, _ in reworded(spans(text)))


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("if you are behind in both Expeditions", "if both of your Expeditions are behind"),
        ("if you are tied in one or more Expeditions", "if one of your Expeditions is tied"),
        ("if you are ahead in your Hero Expedition", "if your Hero Expedition is ahead"),
        (
            "if you are not behind in either Expedition",
            "if both of your Expeditions are not behind",
        ),
        ("if my Expedition is in a region with {O}", "if my Expedition is in {O}"),
        ("the Expedition facing my Expedition", "the Expedition facing me"),
        ("if my Expedition is behind the Expedition facing it", "if my Expedition is behind"),
        ("for each Expedition you are ahead in", "for each of your Expeditions that is ahead"),
    ],
)
def test_one_meaning_said_in_the_grammars_words(printed: str, said: str) -> None:
    assert _said(printed) == said


@pytest.mark.parametrize(
    "kept",
    [
        "if you are not behind in both Expeditions",  # "not both" is not "neither"
        "if you are behind in target Expedition",  # no player is "in" another's Expedition
        "if my Expedition is behind the Expedition facing me",  # "me" may face another one
        "in a region with two terrains",  # no terrain icon after "with"
        "the Expedition facing your Hero Expedition",
    ],
)
def test_other_words_are_kept(kept: str) -> None:
    assert _said(kept) == " ".join(w for w, _, _ in spans(kept))


def test_7_5_2_the_words_read_decide_the_scope_not_their_printed_order() -> None:
    """ "one or more" must not be read as the "each" its printed words open with."""
    c = condition_of("you are behind in one or more expeditions")
    assert c is not None and c.scope == ExpeditionScope.ONE_OF_YOURS
    c = condition_of("you are behind in both expeditions")
    assert c is not None and c.scope == ExpeditionScope.EACH_YOURS


def test_7_3_39_a_switching_an_object_that_may_be_an_opponents_to_your_expedition() -> None:
    card = PrintedCard(
        "Unique",
        "Character",
        rarity="unique",
        hand_cost=1,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text="{J} Switch target Character to your other Expedition.",
    )
    reading = read_printed(card, patterns=False)
    assert not reading.executable
    assert "7.3.39.a" in reading.abilities[0].reason
