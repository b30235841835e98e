"""Issue 33, fast at the table: a step redraws only what changed — and what is then on screen
is exactly what a window built from scratch shows.

The board keeps its items between redraws and updates them in place, the timeline lays
each line out once and adds the new ones. These tests step the busy board (decisions answered
with their first option, so Limbo fills and empties and the Decision tab comes and goes) and,
at every step, compare the window that was redrawn step by step with a window freshly built
on the same session: every item of the board (what it shows and where), every line of the
timeline (its words, its emphasis, its measured size), the Decision tab.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Status
from judge_app.gui.qt import (
    QApplication,
    QEvent,
    QFont,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QObject,
    QPointF,
    Qt,
)
from judge_app.gui.sandbox.adventure_items import MarkerItem, RegionItem, TerrainMarkerBadge
from judge_app.gui.sandbox.board_items import TileItem, ZoneItem
from judge_app.gui.sandbox.board_layout import TILE_H, choose_layout
from judge_app.gui.sandbox.board_scene import BoardScene, _title_rooms
from judge_app.gui.sandbox.decision_panel import OptionRow
from judge_app.gui.sandbox.page import SandboxPage, palette_for
from judge_app.gui.sandbox.timeline_lines import TimelineLines
from judge_app.gui.sandbox.title_label import TitleLabel
from judge_app.gui.theme import DARK, LIGHT
from judge_app.sandbox.board import BoardView, Tile, ZoneView

pytestmark = pytest.mark.gui
BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"
STEPS = 48


def describe_scene(scene: BoardScene) -> list[tuple[object, ...]]:
    """Every item of the board as what it shows and where (sorted: the order items were
    made in is not part of what the judge sees)."""
    seen: list[tuple[object, ...]] = []
    for item in scene.items():
        at = (round(item.pos().x(), 2), round(item.pos().y(), 2), item.zValue(), item.isVisible())
        if isinstance(item, TileItem):
            what: tuple[object, ...] = (
                "tile",
                item.tile,
                item.owner_colour,
                item.compact,
                item.option,
                item.selected,
                item.toolTip(),
                item.boundingRect().getRect(),
            )
        elif isinstance(item, ZoneItem):
            what = ("zone", item.key, item.title, item.subtitle, item.rect.getRect(), item.colour)
            what += (item.highlight, item.toolTip(), item.boundingRect().getRect())
        elif isinstance(item, RegionItem):
            what = ("region", item.region, item.rect.getRect(), item.label, item.toolTip())
        elif isinstance(item, MarkerItem):
            what = ("marker", item.marker, item.colour, item.toolTip())
        elif isinstance(item, TerrainMarkerBadge):
            what = ("badge", item.region.index, item.text, item.width, item.toolTip())
        elif isinstance(item, QGraphicsSimpleTextItem):
            what = ("line", item.text(), item.brush().color().name(), item.font().pixelSize())
        elif isinstance(item, QGraphicsTextItem):
            what = ("text", item.toPlainText(), item.textWidth())
        else:
            what = (type(item).__name__,)
        seen.append(what + at)
    return sorted(seen, key=repr)


def describe_list(widget: TimelineLines) -> list[tuple[object, ...]]:
    """Every line: its words, tooltip, emphasis, colour and height."""
    return [
        (
            widget.text(row),
            widget.tip(row),
            widget.is_bold(row),
            widget.is_muted(row),
            widget.line_rect(row).height(),
        )
        for row in range(widget.count())
    ]


def describe_decision(page: SandboxPage) -> tuple[object, ...]:
    d = page.decision
    rows = [
        (r.words(), r.button.text(), r.button.isChecked(), r.toolTip(), r.isHidden())
        for r in d.rows
    ]
    return (
        d.header.text(),
        d.why.text(),
        d.count.text(),
        d.not_offered.text(),
        d.not_now.text(),
        rows,
        d.button.isEnabled(),
        page.tabs.tabText(0),
    )


def fresh_page(qtbot: QtBot, stepped: SandboxPage) -> SandboxPage:
    """A window built from scratch on the stepped window's session, at the same size, its
    table laid out as the stepped window's is now (a layout that still holds every card is
    kept from step to step, so the arrangement is the table's, not only the board's)."""
    page = SandboxPage()
    qtbot.addWidget(page)
    page.resize(stepped.size())
    if stepped.message.isVisible():  # the message line above the board takes room
        page.say(stepped.message.text())
    page.show()
    QApplication.processEvents()
    page.splitter.setSizes(stepped.splitter.sizes())
    page.timeline.splitter.setSizes(stepped.timeline.splitter.sizes())
    QApplication.processEvents()  # laid out at its size before the board is
    page.session = stepped.session
    page.scene.keep_layout_of(stepped.scene)
    page.selected = stepped.selected
    page.tabs.setCurrentIndex(stepped.tabs.currentIndex())
    page.redraw()
    for _ in range(3):  # scroll bars come as the board needs them
        QApplication.processEvents()
    return page


@pytest.fixture()
def stepped(qtbot: QtBot, data_dir: Path) -> SandboxPage:
    page = SandboxPage()
    qtbot.addWidget(page)
    page.resize(1500, 900)
    page.show()
    assert page.open_file(BUSY)
    return page


def step_or_answer(page: SandboxPage) -> str:
    s = page.session
    pending = s.state.pending
    if s.needs_judge() and pending is not None:
        assert page.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
        return "answer"
    assert page.step()
    return "step"


def test_every_step_shows_what_a_window_built_from_scratch_shows(
    qtbot: QtBot, stepped: SandboxPage
) -> None:
    """The incremental redraw against a full one, step by step: board, timeline, Decision
    tab, title. The items of the board are kept between redraws (most are not made again)."""
    page = stepped
    kinds: set[str] = set()
    limbo_sizes: set[int] = set()
    for _ in range(STEPS):
        kinds.add(step_or_answer(page))
        for _ in range(3):  # the window lays itself out and paints, as between two presses
            QApplication.processEvents()
        fresh = fresh_page(qtbot, page)
        assert page.view.room() == fresh.view.room()
        assert describe_scene(page.scene) == describe_scene(fresh.scene)
        assert page.scene.sceneRect() == fresh.scene.sceneRect()
        assert describe_decision(page) == describe_decision(fresh)
        # behind the Decision tab the timeline waits: compared once it is shown
        front = page.tabs.currentWidget()
        for shown in (page, fresh):
            shown.tabs.setCurrentWidget(shown.timeline)
            QApplication.processEvents()
        assert describe_list(page.timeline.list) == describe_list(fresh.timeline.list)
        assert page.timeline.list.current_row() == fresh.timeline.list.current_row()
        assert page.timeline.detail.toPlainText() == fresh.timeline.detail.toPlainText()
        assert page.timeline.list.count() == len(page.session.moments)
        page.tabs.setCurrentWidget(front)  # the stepped window goes on as it was
        assert page.title.text() == fresh.title.text()
        limbo_sizes.add(len(page.session.board().limbo.tiles))
        fresh.close()
    assert kinds == {"step", "answer"}  # decisions came and were answered
    assert 0 in limbo_sizes and max(limbo_sizes) >= 6  # Limbo filled and emptied
    # retained: over the steps, far fewer items were made than a rebuild per step would make
    assert page.scene.kept.made < len(page.scene.items()) * 2


def test_a_step_that_changes_one_card_repaints_only_that_card(
    qtbot: QtBot, stepped: SandboxPage
) -> None:
    """Redrawing a board with one tile changed updates that tile in place and leaves every
    other item as it was (the same objects: their cached pictures are reused)."""
    page = stepped
    scene = page.scene
    board = page.session.board()
    before = {id(i) for i in scene.items()}
    tile = next(
        t
        for p in board.players
        for zone in p.zones.values()
        for t in zone.tiles
        if not t.exhausted and not t.face_down
    )
    item = scene.tiles[tile.object_id]
    exhausted = replace(tile, statuses=(Status.EXHAUSTED.value, *tile.statuses))
    assert exhausted.exhausted
    changed = _replace_tile(board, tile.object_id, exhausted)
    made = scene.kept.made
    scene.show_board(changed)
    assert {id(i) for i in scene.items()} == before  # nothing made, nothing removed
    assert scene.kept.made == made
    assert scene.tiles[tile.object_id] is item and item.tile == exhausted
    scene.show_board(board)
    assert item.tile == tile


def test_a_refused_drop_leaves_the_card_where_it_was(qtbot: QtBot, stepped: SandboxPage) -> None:
    """A card dragged onto a zone that refuses it goes back to its place (the redraw after a
    refused move changes nothing, so the drop itself must put it back)."""
    scene = stepped.scene
    item = next(iter(scene.tiles.values()))
    origin = item.pos()
    scene._drag = (item, origin, origin)
    scene._dragging = True
    item.setPos(origin + QPointF(300, 40))

    class Release:
        def scenePos(self) -> QPointF:
            return origin + QPointF(300, 40)

    scene.mouseReleaseEvent(Release())  # type: ignore[arg-type]
    assert item.pos() == origin
    assert not any(zone.highlight for zone in scene.zones.values())


def test_the_board_sits_on_whole_screen_pixels_as_cards_move(
    qtbot: QtBot, stepped: SandboxPage
) -> None:
    """Tiles, zones and lines are placed on whole screen pixels at the view's scale, step
    after step (cards drawn, rested, Limbo filled): an item moved by whole pixels keeps its
    cached picture, one moved by a fraction was painted anew."""
    page = stepped
    moved = 0
    for _ in range(24):
        before = {k: t.pos() for k, t in page.scene.tiles.items()}
        step_or_answer(page)
        scale = page.view.transform().m11()
        assert scale not in (0.0, 1.0)  # a fractional scale: where whole pixels matter
        for item in page.scene.items():
            if isinstance(item, (TileItem, ZoneItem, QGraphicsSimpleTextItem)):
                for v in (item.pos().x() * scale, item.pos().y() * scale):
                    assert abs(v - round(v)) < 1e-6, (item, v)
        moved += sum(1 for k, t in page.scene.tiles.items() if k in before and t.pos() != before[k])
    assert moved > 0  # cards did move


def test_a_zone_that_only_moves_keeps_its_picture(qtbot: QtBot, stepped: SandboxPage) -> None:
    """A zone moved (a row above it grew) is not repainted; a zone whose words or size
    change is."""
    zone = next(iter(stepped.scene.zones.values()))
    repaints: list[int] = []
    zone.update = lambda *args: repaints.append(1)  # type: ignore[method-assign]
    rect = zone.rect
    zone.show_zone(zone.title, zone.subtitle, rect.translated(0, 37), zone.colour)
    assert zone.pos() == rect.topLeft() + QPointF(0, 37) and repaints == []
    zone.show_zone(zone.title, zone.subtitle + " ", rect, zone.colour)
    assert repaints == [1]
    zone.show_zone(zone.title, zone.subtitle + " ", rect.adjusted(0, 0, 0, 20), zone.colour)
    assert repaints == [1, 1]


def test_the_same_theme_again_keeps_the_boards_items(qtbot: QtBot, stepped: SandboxPage) -> None:
    """The theme the board is drawn in, given again (the window gives a Sandbox built on
    first use its theme), keeps every item; another theme makes them all again."""
    before = stepped.scene.items()  # held: no id is reused while they are compared
    tiles = dict(stepped.scene.tiles)
    stepped.set_theme(LIGHT)
    assert {id(item) for item in stepped.scene.items()} == {id(item) for item in before}
    stepped.set_theme(DARK)
    assert stepped.scene.colours == palette_for(DARK)
    assert all(stepped.scene.tiles[key] is not tile for key, tile in tiles.items())


def test_the_table_keeps_its_layout_while_every_card_has_room(
    qtbot: QtBot, stepped: SandboxPage
) -> None:
    """A card fewer in a zone keeps the table as it is (the same layout: nothing moves, the
    table does not jump under the judge's eyes); more cards than a zone's box shows lay the
    table out anew, as laying that board out from scratch does."""
    scene = stepped.scene
    board = stepped.session.board()
    scene.show_board(board)
    first = scene.layout
    player = board.players[1]
    short = next(k for k, v in player.zones.items() if len(v.tiles) > 1 and k != "mana")
    view = player.zones[short]
    fewer = replace(view, tiles=view.tiles[1:])
    smaller = replace(
        board, players=(board.players[0], replace(player, zones={**player.zones, short: fewer}))
    )
    scene.show_board(smaller)
    assert scene.layout is first
    many = replace(
        view, tiles=tuple(replace(view.tiles[0], object_id=f"extra-{i}") for i in range(40))
    )
    larger = replace(
        board, players=(board.players[0], replace(player, zones={**player.zones, short: many}))
    )
    scene.show_board(larger)
    assert scene.layout is not first
    least, wanted = _title_rooms(larger)  # each zone's room for its title, as the scene gives
    assert scene.layout == choose_layout(
        larger,
        *scene.viewport,
        scene.text_scale,
        True if scene.layout.tile_h < TILE_H else None,
        least=least,
        wanted=wanted,
    )


def _replace_tile(board: BoardView, object_id: str, new: Tile) -> BoardView:
    """``board`` with the tile of ``object_id`` replaced by ``new`` (in whichever zone)."""

    def zone(view: ZoneView) -> ZoneView:
        tiles = tuple(new if t.object_id == object_id else t for t in view.tiles)
        return replace(view, tiles=tiles)

    players = tuple(
        replace(p, zones={k: zone(v) for k, v in p.zones.items()}) for p in board.players
    )
    return replace(board, players=players, limbo=zone(board.limbo))


class HideCounter(QObject):
    """Counts how often the widgets it watches are hidden themselves (not with their tab)."""

    def __init__(self) -> None:
        super().__init__()
        self.hidden: list[QObject] = []  # each widget as it was hidden

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.HideToParent:
            self.hidden.append(watched)
        return False


def test_an_answer_leaves_the_option_rows_to_be_reworded_by_the_next_decision(
    qtbot: QtBot, stepped: SandboxPage
) -> None:
    """An answer brings the Timeline forward; the Decision tab's rows are not hidden then,
    only to be shown again (and the panel laid out anew) when the next decision comes: the
    next decision re-words them. Shown with no decision, the tab has no option left."""
    page = stepped
    answers = 0
    counter = HideCounter()
    for _ in range(STEPS):
        pending = page.session.state.pending
        if not (page.session.needs_judge() and pending is not None):
            assert page.step()
            QApplication.processEvents()
            continue
        rows = list(page.decision.rows)
        assert rows and page.tabs.currentWidget() is page.decision
        for r in rows:
            r.installEventFilter(counter)
        assert page.answer(tuple(pending.option_ids()[: max(pending.min_choices, 1)]))
        QApplication.processEvents()
        answers += 1
        if page.session.state.pending is not None or page.tabs.currentWidget() is page.decision:
            continue  # a decision at once (its rows re-worded) or the tab left in front
        assert not any(r.isHidden() for r in rows)  # out of sight, left as they were
        page.tabs.setCurrentWidget(page.decision)  # the judge looks: no option is shown
        QApplication.processEvents()
        assert all(r.isHidden() for r in rows) and not page.decision.rows
        assert counter.hidden == rows  # each once, when the tab came forward
        break
    assert answers >= 1
    assert counter.hidden  # the last check ran


def test_a_decision_after_an_answer_reuses_the_rows_without_hiding_them(
    qtbot: QtBot, stepped: SandboxPage
) -> None:
    """A decision brought forward after an answer shows its options on the rows the last
    decision showed (re-worded), none of them hidden in between."""
    page = stepped
    counter = HideCounter()
    # each decision shown: (its pending id and moment), its rows, the hides counted before
    seen: list[tuple[tuple[str, int], list[OptionRow], int]] = []
    reused = 0
    for _ in range(STEPS):
        pending = page.session.state.pending
        shown = page.tabs.currentWidget() is page.decision and page.decision.rows
        if pending is not None and shown:
            key = (pending.id, page.session.cursor)
            rows = list(page.decision.rows)
            if seen and seen[-1][0] != key:
                _, before_rows, hides = seen[-1]
                shared = [r for r in rows if r in before_rows]
                # rows of the last decision come back re-worded, never hidden meanwhile
                assert not [r for r in shared if r in counter.hidden[hides:]]
                reused += bool(shared)
            for r in rows:
                r.installEventFilter(counter)
            seen.append((key, rows, len(counter.hidden)))
        if page.session.needs_judge() and pending is not None:
            n = max(pending.min_choices, 1)
            assert page.answer(tuple(pending.option_ids()[:n]))
        else:
            assert page.step()
        QApplication.processEvents()
    assert reused >= 1  # a decision came forward on rows an earlier one had shown


def test_the_title_is_measured_as_a_rich_text_label_would_measure_it(qtbot: QtBot) -> None:
    """The board's title is measured from its fonts' metrics (bold and not), with no
    document laid out each step: the width a rich-text label would take, in any font."""
    title, rich = TitleLabel(), QLabel()
    for label in (title, rich):
        qtbot.addWidget(label)
    rich.setTextFormat(Qt.TextFormat.RichText)
    muted = "<span style='color:#777777'>"
    texts = [
        f"<b>A busy board</b> • {muted}(busy_board.yaml) — moment 3 of 12</span>",
        f"<b>Fish &amp; chips: «Ærø» ffi</b> {muted}(not saved; Reading 2) — moment 0 of 1</span>",
        f"<b>x</b>{muted}(a.yaml) — moment 101 of 2000</span>",
    ]
    for size in (9.0, 13.5, 21.0):
        font = QFont(title.font())
        font.setPointSizeF(size)
        for label in (title, rich):
            label.setFont(font)
        for text in texts:
            for label in (title, rich):
                label.setText(text)
            assert title.sizeHint() == rich.sizeHint(), (size, text)
            assert title.minimumSizeHint().height() == rich.minimumSizeHint().height()
