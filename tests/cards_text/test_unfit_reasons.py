"""A reading the card language refuses is said in a judge's words: a check of the card
language says its own reason; the validation library's words ("Extra inputs are not
permitted", "Input should be …") name fields a judge never sees (review23)."""

from __future__ import annotations

from scenarios.cards.printed.reader import _check_effect

_BASE = {"name": "Fixture", "type": "Spell", "hand_cost": 1, "reserve_cost": 1}


def test_a_field_the_card_language_has_no_place_for_is_said_so() -> None:
    reason = _check_effect(_BASE, [{"action": "draw", "same_token": True}])
    assert reason == (
        "the reading does not fit the card language: a part of it has no place there yet"
    )


def test_a_check_of_the_card_language_keeps_its_own_words() -> None:
    reason = _check_effect(_BASE, [{"action": "create", "token_keywords": ["Homeward"]}])
    assert reason.startswith("the reading does not fit the card language: ")
    assert "Homeward" in reason and "Input" not in reason and "Extra" not in reason
