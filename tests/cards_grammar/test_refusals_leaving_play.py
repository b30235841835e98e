"""What the section "leaving play" refuses to read rather than read wrongly (precision
first): "or" between two conditions (one word of lookahead cannot tell it from "or more"),
and further objects after a condition other than "you control …" (7.2.1.a)."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.reader import NotRead, read_ability

from .sentences_leaving_play import EITHER


def test_6_5_d_or_between_two_conditions_is_read_as_either() -> None:
    """Read since the section "conditions and choices" (any_of_cond): at least one holds."""
    found = read_ability(EITHER)
    step = found["reaction"]["effect"][0]
    assert step["if"] == "you control a token or you have no cards in your hand"


def test_6_5_d_or_after_a_condition_whose_words_go_on_with_or_is_refused() -> None:
    """ "my Expedition is ahead or …": "or" is the condition's own ("or behind"); one word
    of lookahead cannot tell a join, so it is not read (never read as something else)."""
    with pytest.raises(NotRead):
        read_ability("{J} If my Expedition is ahead or you control a token, draw a card.")


def test_7_2_1_a_further_objects_after_another_condition_are_refused() -> None:
    with pytest.raises(NotRead) as refused:
        read_ability("At Dusk, if I'm Boosted and another Character \u2014 Draw a card.")
    assert refused.value.rule == "distinct_condition"


def test_7_2_1_a_further_objects_after_you_control_still_read() -> None:
    found = read_ability(
        "At Dusk, if you control a token and another Character \u2014 Draw a card."
    )
    assert found["reaction"]["if"] == "you control a token and another character"


@pytest.mark.parametrize(
    "text",
    [
        "At Dusk, if I have 2 or more boosts and you control a token \u2014 Draw a card.",
        "When you play a Character \u2014 If its Hand Cost is {3} or more and you control a "
        "token, draw a card.",
    ],
    ids=["or-more-then-and", "cost-or-more-then-and"],
)
def test_6_5_d_or_more_inside_a_condition_still_joins_with_and(text: str) -> None:
    found = read_ability(text)
    assert "and you control a token" in str(found)


def test_6_3_k_where_it_was_on_another_trigger_is_not_executable() -> None:
    from .grammar_cards import grammar_fields

    text = "When a Character joins your Expeditions, if it was in your Reserve \u2014 Draw a card."
    with pytest.raises(AssertionError, match="not evaluated by the engine"):
        grammar_fields(text, "W", unique=False)


@pytest.mark.parametrize("word", ["sabotaged", "moved"])
def test_7_3_keyword_actions_on_me_without_an_engine_event_are_refused(word: str) -> None:
    """Round 3: "When I'm sabotaged / moved" name no event the engine watches (7.3.35.a,
    7.3.27.a): refused, naming the word and the rule, never read as another event.
    ("Returned to your hand", 7.3.32.a, is read: ``returned_to_hand``; "When I'm readied" is
    read since gram74 as losing Exhausted, 7.3.28.a, as "a Character you control is readied"
    is: tests/cards_grammar/test_event_language.py.)"""
    from .sentences_leaving_play import I_AM_UNWATCHED

    with pytest.raises(NotRead) as refused:
        read_ability(I_AM_UNWATCHED[word])
    assert refused.value.part == word
    assert "7.3." in str(refused.value)
