"""A keyword the rules do not define, read by its reminder text (1.1.6): a new set's own
keyword action or ability says what it does in the parenthesis printed after it; a keyword
the rules define (7.3, 7.4) keeps its rule and its reminder stays a reminder."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, find
from scenarios.cards.printed.reminded_keywords import (
    defined_keywords,
    known_keyword,
    read_by_reminder,
    using_keywords,
)

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


def _as_written(found: list[dict[str, Any]], name: str) -> list[dict[str, Any]]:
    """ha: the steps read for a keyword action's name — the one step its definition is
    carries the name as printed (what "When you [Glow]" watches, 2.2.12.c) — without it, to
    compare with the definition written out."""
    names: list[str] = []

    def unnamed(step: dict[str, Any]) -> dict[str, Any]:
        if "keyword_action" in step:
            names.append(step["keyword_action"])
        out = {k: v for k, v in step.items() if k != "keyword_action"}
        if "then" in out:
            out["then"] = type(out["then"])(unnamed(t) for t in out["then"])
        return out

    written = [unnamed(s) for s in found]
    assert names == [name], found
    return written


def test_a_card_with_a_new_keyword_action_plays_its_reminder() -> None:
    text = "{J} [Glow]. (I gain 1 boost.)"
    found = _as_written(steps(executed(read(text))), "Glow")
    assert found == [{"action": "give_boost", "subject": "self"}]
    b = GameBuilder().in_hand("p1", "Glower", **fields(executed(read(text, name="Glower"))))
    state, _ = play(b.mana("p1", 1), "Glower")
    assert state.objects[find(state, "Glower")].boosts == 1


def test_a_new_keyword_printed_without_its_reminder_is_by_hand_naming_it() -> None:
    assert "glow" in not_executed(read("{J} [Glow].")).lower()


def test_the_card_sheet_says_the_reading_rests_on_reminder_text() -> None:
    notes = executed(read("{J} [Glow]. (I gain 1 boost.)")).notes
    assert any("[Glow]" in n and "2.2.12.c" in n for n in notes)
    assert not executed(read("{J} I gain 1 boost.")).notes


# ---- gram50: a set's keyword defined once, its NAME read in every step position (2.2.12.c)
_GLOW = {"glow": "I gain 1 boost."}


@pytest.mark.parametrize(
    ("printed", "said"),
    [
        ("{R} [Glow].", "{R} I gain 1 boost."),
        ("{J} Draw a card, then [Glow].", "{J} Draw a card, then I gain 1 boost."),
        ("{J} Draw a card. Then, [Glow].", "{J} Draw a card. Then, I gain 1 boost."),
        (
            "{J} You may pay {1}. If you do, [Glow].",
            "{J} You may pay {1}. If you do, I gain 1 boost.",
        ),
        ("{J} [Glow], then draw a card.", "{J} I gain 1 boost, then draw a card."),
    ],
)
def test_a_set_keyword_is_read_by_its_name_where_a_step_stands(printed: str, said: str) -> None:
    # the name is a word of the grammar's lexicon (set_lexicon.py, gram54): the text keeps
    # it, and the grammar reads it as its definition's steps
    with using_keywords(_GLOW):
        assert read_by_reminder(printed) == printed
        assert _as_written(steps(executed(read(printed))), "Glow") == steps(executed(read(said)))


@pytest.mark.parametrize(
    "printed",
    [
        "{J} You may exhaust me to [Glow].",  # "to I gain …": not a step said after "to"
        "{J} Target Character gains [[Glow]].",  # granted: no engine grants a set's ability
        "{J} Create a [Glow] Spirit token in my Expedition.",  # a token's name
        "{J} [Glow 2].",  # a number, and no X in the definition
    ],
)
def test_a_set_keyword_elsewhere_is_left_unread(printed: str) -> None:
    with using_keywords(_GLOW):
        assert read_by_reminder(printed) == printed


def test_a_set_keyword_defined_with_x_takes_the_number() -> None:
    # the name and its number, words of the grammar's lexicon (set_lexicon.py, gram54)
    with using_keywords({"glow": "Draw X cards."}):
        two = steps(executed(read("{J} Draw 2 cards.")))
        assert _as_written(steps(executed(read("{J} [Glow 2]."))), "Glow 2") == two
        assert _as_written(steps(executed(read("{J} [[Glow]] 2."))), "Glow 2") == two
        glow_1 = steps(executed(read("{J} You may exhaust me to [Glow 1].")))
        assert _as_written(glow_1, "Glow 1") == steps(
            executed(read("{J} You may exhaust me to draw 1 card."))
        )
    with using_keywords(_GLOW):  # no X in "I gain 1 boost.": the number says nothing
        assert "glow" in not_executed(read("{J} [Glow 2].")).lower()


def test_the_pool_defines_its_keywords_by_their_reminders() -> None:
    found = defined_keywords(["{J} [Glow]. (I gain 1 boost.)", "[[Tough 1]] (Opponents pay.)"])
    assert found == {"glow": "I gain 1 boost."}  # a rules keyword stays the rules'


def test_a_keyword_defined_on_another_print_plays_and_the_sheet_says_so() -> None:
    with using_keywords(_GLOW):
        reading = executed(read("{J} Draw a card, then [Glow].", name="Glower"))
    assert _as_written(steps(reading), "Glow")[-1] == {"action": "give_boost", "subject": "self"}
    assert any("[Glow]" in n and "another card" in n and "2.2.12.c" in n for n in reading.notes)
    b = GameBuilder().in_hand("p1", "Glower", **fields(reading)).deck_of("p1", 2)
    state, _ = play(b.mana("p1", 1), "Glower")
    assert state.objects[find(state, "Glower")].boosts == 1


def test_a_keyword_ability_defined_on_another_print_is_read_where_it_is_the_ability() -> None:
    with using_keywords({"wayfare": "When I leave play \u2014 Draw a card."}):
        # a word of the lexicon (gram61): the grammar reads the name as its definition
        assert read_by_reminder("[Wayfare].") == "[Wayfare]."
        named, written = (
            [
                a.model_dump(mode="json", exclude={"text"})
                for a in executed(read(t, name="Wayfarer")).model.abilities
            ]
            for t in ("[Wayfare].", "When I leave play \u2014 Draw a card.")
        )
        # session 41: the ability printed as [Wayfare] is named by it ("with [Wayfare]"),
        # the reminder written out is not; otherwise they are the same ability
        assert [a.pop("set_keyword") for a in named] == ["Wayfare"]
        assert [a.pop("set_keyword") for a in written] == [""]
        assert named == written and "reaction" in named[0]
        assert read_by_reminder("{J} Draw a card, then [Wayfare].") == (
            "{J} Draw a card, then [Wayfare]."
        )
