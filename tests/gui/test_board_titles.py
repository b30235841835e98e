"""A narrow zone keeps naming itself: its title shortens by words before it is cut."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from judge_app.gui.sandbox.zone_items import _title_forms


def test_a_discard_pile_title_shortens_by_words_and_keeps_its_player() -> None:
    assert _title_forms("p2 · Discard pile") == ["p2 · Discard pile", "p2 · Discard"]


def test_a_title_without_a_player_prefix_has_one_form() -> None:
    assert _title_forms("Limbo") == ["Limbo"]


def test_an_expedition_title_keeps_its_name_and_its_player_before_it_is_cut() -> None:
    """At 200% on a 1080p laptop "p1 · Companion Expedition" had room for "Com…"."""
    assert _title_forms("p1 · Companion Expedition") == [
        "p1 · Companion Expedition",
        "p1 · Companion Exp.",
        "p1 · Companion",
    ]
    assert _title_forms("p2 · Hero Expedition")[-1] == "p2 · Hero Exp."  # "Hero" is the Hero's


def test_a_narrow_reserve_cuts_its_name_after_its_player_and_keeps_its_count(
    qtbot: QtBot,
) -> None:
    """Issue 33: at 200% p2's Reserve read "Reserve 1/2" — whose Reserve, the title no
    longer said, and the row lies next to the Adventure, away from p2's banner."""
    from judge_app.gui.qt import QFontMetrics, QRectF
    from judge_app.gui.sandbox.board_items import ZoneItem, font_px
    from judge_app.gui.sandbox.page import palette_for
    from judge_app.gui.theme import LIGHT

    title, sub = QFontMetrics(font_px(13, True)), QFontMetrics(font_px(12))
    zone = ZoneItem(
        "reserve:p2", "p2 · Reserve", QRectF(0, 0, 136, 90), palette_for(LIGHT), "#c43d2d", "1/2"
    )
    whole = title.horizontalAdvance("p2 · Reserve") + sub.horizontalAdvance("1/2") + 10
    assert zone.heading(title, sub, whole) == ("p2 · Reserve", "1/2")
    shown, count = zone.heading(title, sub, whole - 8)
    assert count == "1/2"
    assert shown.startswith("p2 · R") and shown.endswith("…"), shown


def test_a_narrow_expedition_keeps_its_name_and_its_statistics_go_to_the_tooltip(
    qtbot: QtBot,
) -> None:
    from judge_app.gui.qt import QFontMetrics, QRectF
    from judge_app.gui.sandbox.board_items import ZoneItem, font_px
    from judge_app.gui.sandbox.page import palette_for
    from judge_app.gui.theme import LIGHT

    title, sub = QFontMetrics(font_px(13, True)), QFontMetrics(font_px(12))
    stats = "forest 8 · mountain 8 · water 8"
    box = QRectF(0, 0, 124, 100)
    zone = ZoneItem(
        "p1:companion", "p1 · Companion Expedition", box, palette_for(LIGHT), "#2d62c4", stats
    )
    wide = zone.heading(title, sub, 600)
    assert wide == ("p1 · Companion Expedition", stats)
    # one column at 200%: the name stays whole, the statistics are in the tooltip
    room = title.horizontalAdvance("p1 · Companion") + 4
    assert zone.heading(title, sub, room) == ("p1 · Companion", "")
    assert stats in zone.toolTip()
    # a count stays beside a title cut short
    count = ZoneItem("limbo", "Limbo", box, palette_for(LIGHT), "#2d62c4", "6")
    shown, kept = count.heading(title, sub, title.horizontalAdvance("Lim") + 20)
    assert kept == "6" and shown.endswith("…")


def test_an_empty_pile_too_narrow_for_its_player_keeps_its_name_and_count(qtbot: QtBot) -> None:
    """An empty Deck on a small screen is its title only (84 units): "p2 · … 0" said
    nothing; the name and count stay, in the player's colour."""
    from judge_app.gui.qt import QFontMetrics, QRectF
    from judge_app.gui.sandbox.board_items import ZoneItem, font_px
    from judge_app.gui.sandbox.page import palette_for
    from judge_app.gui.theme import LIGHT

    title, sub = QFontMetrics(font_px(13, True)), QFontMetrics(font_px(12))
    deck = ZoneItem(
        "deck:p2", "p2 · Deck", QRectF(0, 0, 84, 40), palette_for(LIGHT), "#c43d2d", "0"
    )
    room = title.horizontalAdvance("Deck") + sub.horizontalAdvance("0") + 14
    assert deck.heading(title, sub, room) == ("Deck", "0")
