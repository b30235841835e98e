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


def test_an_expedition_title_keeps_its_name_before_it_is_cut() -> None:
    """At 200% on a 1080p laptop "p1 · Companion Expedition" had room for "Com…"."""
    assert _title_forms("p1 · Companion Expedition") == [
        "p1 · Companion Expedition",
        "Companion Expedition",
        "Companion Exp.",
        "Companion",
    ]
    assert _title_forms("p2 · Hero Expedition")[-1] == "Hero Exp."  # "Hero" is the Hero's
