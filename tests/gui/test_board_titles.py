"""A narrow zone keeps naming itself: its title shortens by words before it is cut."""

from __future__ import annotations

from judge_app.gui.sandbox.board_items import _title_forms


def test_a_discard_pile_title_shortens_by_words_before_the_player_prefix_goes() -> None:
    assert _title_forms("p2 · Discard pile") == [
        "p2 · Discard pile",
        "p2 · Discard",
        "Discard pile",
        "Discard",
    ]


def test_a_title_without_a_player_prefix_has_one_form() -> None:
    assert _title_forms("Limbo") == ["Limbo"]
