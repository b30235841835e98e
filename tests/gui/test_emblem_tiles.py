"""An Emblem's tile says its effect in words, not the card data's icon codes ("{R} …"), and
two Emblems in Limbo stay told apart by their source (the name line) and their effect
(2.2.2.m and its Example: Aloe Vera's "At Noon – Resupply" makes an Emblem-Reaction with the
text "Resupply")."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import QFontMetrics
from judge_app.gui.sandbox.board_items import TILE_W, TileItem, font_px
from judge_app.gui.sandbox.emblem_words import emblem_effect
from judge_app.gui.sandbox.page import SandboxPage
from judge_app.sandbox.board import Tile

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
CODE = re.compile(r"\{[A-Za-z0-9]+\}")

SCENARIO = """\
title: Three Reactions of two players wait in Limbo
rules: [4.4.b]
cards:
  - name: Twin Herald
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "{J} I gain 1 boost.\\n{H} Draw a card."
    read_text: true
    note: A test card.
  - name: Rival Watcher
    type: Character
    hand_cost: 1
    reserve_cost: 1
    forest: 1
    mountain: 1
    water: 1
    text: "When an opponent plays a Character — I gain 2 boosts."
    read_text: true
    note: A test card.
phase: Afternoon
first_player: p1
players:
  p1:
    hand: [Twin Herald]
    deck: [Twin Herald, Twin Herald]
    mana: 1
  p2:
    hero_expedition: [Rival Watcher]
script:
  - play: {card: Twin Herald, to: hero}
"""


@pytest.mark.parametrize(
    ("kind", "printed", "effect"),
    [
        ("Emblem-Reaction", "{J} I gain 1 boost.", "I gain 1 boost."),
        ("Emblem-Reaction", "{R} Sabotage.", "Sabotage."),
        ("Emblem-Reaction", "{h}{r} Draw a card.", "Draw a card."),
        ("Emblem-Reaction", "At Noon – Resupply.", "Resupply."),
        ("Emblem-Reaction", "When I leave your Landmark zone — Draw a card.", "Draw a card."),
        ("Emblem-Reaction", "{I} At Noon — I gain 1 boost.", "I gain 1 boost."),
        (
            "Emblem-Reaction",
            "{J} You may pay {2} to exhaust me ({T}): target Character gains [[Asleep]].",
            "You may pay 2 to exhaust me ([exhaust symbol]): target Character gains Asleep.",
        ),
        ("Emblem-Reaction", "{J} Resupply — then draw a card.", "Resupply — then draw a card."),
        ("Emblem-Ongoing", "At Dusk – nothing is trimmed {T}.", "At Dusk – nothing is trimmed"),
    ],
)
def test_an_emblems_effect_is_said_in_words_without_its_trigger(
    kind: str, printed: str, effect: str
) -> None:
    said = emblem_effect(kind, printed)
    assert said.startswith(effect)
    assert not CODE.search(said)


def joined(lines: list[str]) -> str:
    """A tile's lines read as one text (a line broken after "Emblem-" joins the next)."""
    return "".join(line if line.endswith("-") else line + " " for line in lines).strip()


def limbo_tiles(make_window: WindowFactory, tmp_path: Path) -> tuple[SandboxPage, list[TileItem]]:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    path = tmp_path / "three_reactions.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert page.open_file(path)
    page.run_now("decision")
    while page.step() and len(page.session.board().limbo.tiles) < 3:
        pass
    tiles = [page.scene.tiles[t.object_id] for t in page.session.board().limbo.tiles]
    assert len(tiles) == 3 and all(item.tile.is_emblem for item in tiles)
    return page, tiles


def test_emblem_tiles_say_their_effect_in_words_and_stay_told_apart(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    _, tiles = limbo_tiles(make_window, tmp_path)
    metrics = QFontMetrics(font_px(12))
    shown: list[tuple[str, str]] = []
    for item in tiles:
        # the data's codes are in Twin Herald's abilities ...
        assert bool(CODE.search(item.tile.text)) == (item.tile.name == "Twin Herald")
        lines = item.emblem_lines(metrics, int(TILE_W - 10), 3)
        text = joined(lines)
        assert not CODE.search(text), text  # ... but the tile says words
        # whose it is, then its type (issue 33: the controller on every Limbo tile)
        assert text.startswith(f"{item.tile.controller}'s {item.tile.type}:")
        assert all(metrics.horizontalAdvance(line) <= TILE_W - 10 for line in lines)
        shown.append((item.tile.name, text))
    assert len(set(shown)) == 3  # three Emblems, three tiles a judge tells apart
    assert ("Twin Herald", "p1's Emblem-Reaction: I gain 1 boost.") in shown
    assert ("Twin Herald", "p1's Emblem-Reaction: Draw a card.") in shown
    assert ("Rival Watcher", "p2's Emblem-Reaction: I gain 2 boosts.") in shown
    # the tooltip keeps the whole ability, its trigger in words too
    herald = next(i for i in tiles if "{J}" in i.tile.text)
    assert "[When I enter play] I gain 1 boost." in herald.toolTip()


def test_an_emblem_tile_paints_its_effect(make_window: WindowFactory, tmp_path: Path) -> None:
    page, tiles = limbo_tiles(make_window, tmp_path)
    painted: dict[str, str] = {}
    for item in tiles:
        original = item.emblem_lines

        def record(
            *args: object, item: TileItem = item, original: Callable[..., list[str]] = original
        ) -> list[str]:
            lines = original(*args)
            painted[item.tile.object_id] = joined(lines)
            return lines

        item.emblem_lines = record  # type: ignore[method-assign]
    page.view.grab()  # the board painted as the judge sees it
    assert len(painted) == 3, painted
    assert not any(CODE.search(text) for text in painted.values()), painted
    assert len(set(painted.values())) == 3


def test_an_ignore_emblem_says_whose_abilities_and_for_how_long(
    make_window: WindowFactory,
) -> None:
    """Hush's Emblem-Ongoing ignores Boaster's abilities this Day (7.3.19.a, 2.2.15.a): its
    tile names Boaster, where the ability's own words say only "Its abilities are ignored",
    and says it whole on the tile (it uses the tile's foot, where no badge is; Limbo's tiles
    grow for their words)."""
    from judge_app.gui.sandbox.page import EXAMPLES_DIR

    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(
        EXAMPLES_DIR / "7_3_19_a_derived_ignoring_a_characters_abilities_this_day.yaml"
    )

    def emblems() -> list[Tile]:
        return [t for t in page.session.board().limbo.tiles if t.is_emblem]

    while not emblems() and page.step():
        pass
    (emblem,) = emblems()
    assert emblem.text == "Boaster's abilities are ignored this Day."
    item = page.scene.tiles[emblem.object_id]
    painted: list[str] = []
    original = item.emblem_lines

    def record(metrics: QFontMetrics, room: int, max_lines: int) -> list[str]:
        lines = original(metrics, room, max_lines)
        painted[:] = lines
        return lines

    item.emblem_lines = record  # type: ignore[method-assign]
    item.update()
    page.view.viewport().repaint()
    text = joined(painted)
    # the effect's words whole (Limbo's tiles grow for them; where they cannot, "Emblem-"
    # gives way to the effect's words — every tile in Limbo is an Emblem)
    assert text in (
        "p1's Emblem-Ongoing: Boaster's abilities are ignored this Day.",
        "p1's Ongoing: Boaster's abilities are ignored this Day.",
    ), text


def test_a_limbo_tile_grows_to_say_its_words_whole_and_cuts_only_at_a_word(
    make_window: WindowFactory,
) -> None:
    """Issue 33: at 200% Kuwat's Reaction in Limbo read "p1's Reaction: Sacrifice a Cha…".
    Limbo's tiles grow (to a bound) so an Emblem's name and words fit above its option
    number; words that still do not fit are cut after a whole word, the full ability in the
    tooltip."""
    from judge_app.gui.sandbox.board_items import (
        LIMBO_MORE_LINES,
        emblem_tile_height,
        wrap_name,
    )
    from judge_app.gui.sandbox.board_layout import TILE_H

    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    page.new_board()
    page.quick_enter("Kuwat in reserve, Haven, Vanilla, play Kuwat")
    limbo = page.session.board().limbo.tiles
    kuwat = next(t for t in limbo if "Sacrifice" in t.text)
    item = page.scene.tiles[kuwat.object_id]
    height = item.size()[1]
    assert height > TILE_H  # grown: "Kuwat, the Dissenter" takes two lines
    assert height == emblem_tile_height(kuwat.name, kuwat.type, kuwat.text, kuwat.controller)
    assert all(page.scene.tiles[t.object_id].size()[1] == height for t in limbo)
    painted: list[str] = []
    original = item.emblem_lines

    def record(metrics: QFontMetrics, room: int, max_lines: int) -> list[str]:
        lines = original(metrics, room, max_lines)
        painted[:] = lines
        return lines

    item.emblem_lines = record  # type: ignore[method-assign]
    item.update()
    page.view.viewport().repaint()
    assert joined(painted).endswith("Sacrifice a Character."), painted
    assert "Sacrifice a Character" in item.toolTip()
    # a tile grows by a few lines at most; past them the words are cut at a word
    long_text = "At Noon – " + " ".join(["Sacrifice a Character and draw a card."] * 6)
    most = emblem_tile_height("Kuwat, the Dissenter", "Emblem-Reaction", long_text, "p1")
    assert most == TILE_H + LIMBO_MORE_LINES * QFontMetrics(font_px(12)).lineSpacing()
    metrics = QFontMetrics(font_px(12))
    cut = wrap_name(metrics, "p1's Reaction: Sacrifice a Character.", 90, 90, 2, at_word=True)
    assert cut[-1].endswith("…")
    words = ["p1's", "Reaction:", "Sacrifice", "a", "Character."]
    assert cut[-1].removesuffix("…").split()[-1] in words  # a whole word before the "…"
