"""A keyword the rules do not define, read by its reminder text (1.1.6): a new set's own
keyword action or ability says what it does in the parenthesis printed after it; a keyword
the rules define (7.3, 7.4) keeps its rule and its reminder stays a reminder."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from scenarios.cards.printed.reminded_keywords import known_keyword, read_by_reminder

from .helpers import executed, fields, not_executed, play, read, steps


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("{J} [Glow]. (I gain 1 boost.)", "{J} I gain 1 boost."),
        ("{H} [Hearthcall 2] (Draw 2 cards)", "{H} Draw 2 cards."),
        ("[Wayfare]. (When I leave play, draw a card.)", "When I leave play, draw a card."),
    ],
)
def test_an_unknown_keyword_is_read_as_its_reminder(printed: str, said: str) -> None:
    assert read_by_reminder(printed) == said


@pytest.mark.parametrize(
    "printed",
    [
        '[Scout] {1}. (You may play me from hand for {1} with "{h} Send me to Reserve".)',
        "{R} [Exhausted Resupply]. (Put the top card of your deck in Reserve, then exhaust it.)",
        "[[Fleeting]]. (Send me to Discard instead of Reserve after my effect resolves.)",
        "{J} [Sabotage]. (Discard up to one target card from a Reserve.)",
        "{J} [Glow] twice.",  # no reminder: nothing says what it does
        "{J} Create a [Mana Moth] (a 1/1/1 token) in your Landmarks.",  # a name, not a keyword
        "[[Tough X]] (Opponents must pay {X} to target me.)",  # a rules keyword's X amount
    ],
)
def test_a_keyword_the_rules_define_or_one_without_a_reminder_is_untouched(printed: str) -> None:
    assert read_by_reminder(printed) == printed


def test_the_rules_keywords_are_known_and_a_new_word_is_not() -> None:
    assert known_keyword("Tough") and known_keyword("Resupply") and known_keyword("Anchored")
    assert not known_keyword("Glow")


def test_a_card_with_a_new_keyword_action_plays_its_reminder() -> None:
    text = "{J} [Glow]. (I gain 1 boost.)"
    assert steps(executed(read(text))) == [{"action": "give_boost", "subject": "self"}]
    b = GameBuilder().in_hand("p1", "Glower", **fields(executed(read(text, name="Glower"))))
    state, _ = play(b.mana("p1", 1), "Glower")
    assert state.objects[find(state, "Glower")].boosts == 1


def test_a_new_keyword_printed_without_its_reminder_is_by_hand_naming_it() -> None:
    assert "glow" in not_executed(read("{J} [Glow].")).lower()


def test_the_card_sheet_says_the_reading_rests_on_reminder_text() -> None:
    notes = executed(read("{J} [Glow]. (I gain 1 boost.)")).notes
    assert any("[Glow]" in n and "2.2.12.c" in n for n in notes)
    assert not executed(read("{J} I gain 1 boost.")).notes
