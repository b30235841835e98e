"""Issue 18: what a hurried judge tripped over walking the app — card text shown with the
data's icon codes ("{J} Sacrifice a Character.") instead of the words the rules give them, and
example titles with their quotes cut ('You may pay 1 to draw a card" with…')."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot
from ruamel.yaml import YAML

from judge_app.gui.main_window import MainWindow
from judge_app.sandbox.examples import list_examples
from tests.gui.test_hurried_judge import typed_in_add_card

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
ICON_CODE = re.compile(r"\{[A-Za-z]\}")


def load_yaml(text: str) -> object:
    """YAML 1.2 as the scenario reader accepts it ("[p1:hero]" in a flow list is one word)."""
    return YAML(typ="rt").load(text)


def test_the_add_card_dialog_says_a_cards_icons_in_words(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window()
    dialog = typed_in_add_card(qtbot, window, "hand:p1", "Kuwat")
    assert dialog.results.count() >= 1
    dialog.results.setCurrentRow(0)
    shown = dialog.detail.text()
    assert "Sacrifice a Character" in shown
    assert not ICON_CODE.search(shown), shown
    assert "[When I enter play]" in shown


def test_the_examples_list_shows_each_title_as_its_file_writes_it() -> None:
    """Titles quoted in YAML (a rule's words in quotes, "can't") read as written."""
    examples = list_examples()
    assert len(examples) > 100
    quoted = 0
    for example in examples:
        head = example.path.read_text(encoding="utf-8")
        line = next((ln for ln in head.splitlines() if ln.startswith("title:")), None)
        if line is None:
            continue
        written = load_yaml(head)  # the whole file: a long quoted title wraps to more lines
        assert isinstance(written, dict)
        assert example.title == str(written["title"]).strip(), example.path.name
        quoted += line.startswith(("title: '", 'title: "'))
    assert quoted > 0  # the quoted titles were among those checked
