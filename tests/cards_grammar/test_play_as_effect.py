"""The "play as an effect" grammar section reads whole or not at all (issue 31): what its
classes do not cover is left to the judge with a reason, never read as something near."""

from __future__ import annotations

import pytest

from scenarios.cards.grammar.first import grammar_effect


@pytest.mark.parametrize(
    "text",
    [
        # a card played from a zone the engine does not choose from (5.2.a)
        "Play a Character you control for free.",
        "Play a Landmark Permanent from your Hand for free.",
        # an Expedition a step does not move yet ("each of your Expeditions" moves as
        # "Each of your Expeditions moves forward" does: one place in both, gram51)
        "Have one of your Expeditions move forward one region.",
    ],
)
def test_what_the_section_does_not_cover_is_not_read(text: str) -> None:
    steps, stop = grammar_effect(text)
    assert steps is None
    assert stop is not None and stop.reason


def test_from_your_hand_only_keeps_the_reserve_out() -> None:
    steps, _ = grammar_effect("Play a Spell from your Hand for free.")
    assert steps == [
        {
            "action": "play_for_free",
            "subject": "a_card_from_hand_or_reserve",
            "filter": {"types": ["Spell"], "in_your_hand": True},
        }
    ]
