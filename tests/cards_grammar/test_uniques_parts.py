"""What the grammar's Uniques' parts section refuses (issue 30, precision first): a
reading that would run but do other than the text is not made; the reason names the part."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_ability, grammar_effects


@pytest.mark.parametrize(
    ("text", "part"),
    [
        # "target" not followed by "it": what is done to the target is not said
        ("{J} Target a Character. Draw a card.", "target"),
        # "If you do, [it]" after a mandatory step would run as "[X], then [Y it]" (6.5.f)
        ("{J} Exhaust target Character. If you do, it gains 1 boost.", "if you do"),
        # only "a card" is watched by these triggers here
        ("When a Character joins the discard pile — Draw a card.", "card"),
        ("When another card goes from your deck or hand to Reserve — Draw a card.", "card"),
        # a card played from the Discard pile is no play the engine watches (a card played
        # from the hand is: played_from "hand", tests/cards_grammar/test_board_leaving_play.py)
        ("When you play a card from your Discard pile — Draw a card.", "from your discard pile"),
        # "I gain 2 boosts" exactly is not "2 or more"
        ("When I gain 2 boosts — Draw a card.", "gain"),
        # "it's" names nothing here: no trigger or step chose "it" (6.3.i)
        ("{J} If it's a Spell, draw a card.", "it"),
        ("{J} If it's a Spell: Draw a card.", "it"),
    ],
)
def test_a_reading_the_section_is_unsure_of_is_not_made(text: str, part: str) -> None:
    ability, stop = grammar_ability(text, support=False, patterns=False)
    assert ability is None
    assert stop is not None and part in f"{stop.part} {stop.reason}".lower()


def test_a_spells_abilities_after_modes_are_not_the_last_modes() -> None:
    """ "Choose one: • X. • Y." then, as another ability, "Z.": Z is not part of mode Y."""
    texts = ["Choose one: • Draw a card. • Resupply.", "I gain 1 boost."]
    steps, stop = grammar_effects(texts)
    assert stop is None and steps is not None
    assert [s["action"] for s in steps] == ["choose", "give_boost"]
    assert steps[0]["modes"][1]["effect"] == [{"action": "resupply"}]
