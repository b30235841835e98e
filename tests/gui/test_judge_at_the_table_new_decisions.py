"""Issues 30 and 31, the walk of session 26: the decisions and refusals a judge meets since
this stop's engine work, each driven with the keyboard alone and its inputs counted — a die
roll the judge enters (a dice table, 7.3.33.a-b), a play refused by a counted limit (1.4.1.a),
each player choosing their own target in initiative order (1.4.7.b, 6.1.h) and a step done
"… instead" (6.5.e). The boards are small scenario files whose cards are typed as printed
(``read_text``), written here in a temporary folder.

Found: when "Each player may give target Character they control 1 boost" asked p2 for a
target, the Decision tab said "p2 controls the effect, so chooses its targets" — p1 controls
Decree's effect; p2 chooses because the effect names the players who do the step (1.4.7.b).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from judge_app.gui.main_window import MainWindow
from judge_app.gui.qt import Qt
from judge_app.gui.sandbox.decision_panel import WrappedText
from judge_app.gui.sandbox.page import SandboxPage

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]

HEADER = """title: {title}
cards:
  - name: {name}
    type: {type}
    hand_cost: 1
    reserve_cost: 1{stats}
    text: "{text}"
    read_text: true
  - {{name: Recruit, type: Character, subtypes: [Soldier], hand_cost: 1, reserve_cost: 1,
     forest: 1, mountain: 1, water: 1}}
phase: Afternoon
first_player: p1
"""
DICE = """players:
  p1: {hand: [Fortune Teller], mana: 2, hero_expedition: [Recruit],
       deck: [Vanilla 3/1/0, Vanilla 2/2/2, Vanilla 1/1/1]}
  p2: {deck: [Vanilla 2/2/2]}
script:
  - play: {card: Fortune Teller, to: spell}
  - answer: Mana Orb 1
"""
LIMIT = """players:
  p1: {hero_expedition: [Harbour Clerk], hand: [Vanilla 1/1/1, Vanilla 2/2/2, Vanilla 3/1/0],
       mana: 6, deck: [Vanilla 1/1/1]}
  p2: {deck: [Vanilla 2/2/2], mana: 1}
script:
  - play: {card: Vanilla 1/1/1, to: hero}
  - answer: Mana Orb 1
  - answer: pass
  - play: {card: Vanilla 2/2/2, to: hero}
  - answer: [Mana Orb 2, Mana Orb 3]
"""
EACH = """players:
  p1: {hand: [Decree], mana: 2, hero_expedition: [Recruit, Vanilla 3/1/0], deck: [Vanilla 1/1/1]}
  p2: {hero_expedition: [Vanilla 2/2/2, Vanilla 0/1/3], deck: [Vanilla 2/2/2]}
script:
  - play: {card: Decree, to: spell}
  - answer: Mana Orb 1
"""
INSTEAD = """players:
  p1: {hand: [Drill Sergeant], mana: 2, hero_expedition: [Recruit], deck: [Vanilla 1/1/1]}
  p2: {deck: [Vanilla 2/2/2]}
script:
  - play: {card: Drill Sergeant, to: spell}
  - answer: Mana Orb 1
"""


class Keys:
    """The keys a judge presses on the sandbox page, counted."""

    def __init__(self, qtbot: QtBot, page: SandboxPage) -> None:
        self.qtbot, self.page, self.count = qtbot, page, 0

    def press(self, *keys: Qt.Key) -> None:
        for key in keys:
            self.qtbot.keyClick(self.page.view, key)
            self.count += 1

    def run_to_decision(self) -> None:
        """F5 (Run to decision), then wait for the decision to be on screen."""
        self.press(Qt.Key.Key_F5)
        self.qtbot.waitUntil(lambda: self.page.session.state.pending is not None)

    def answer(self, number: int) -> None:
        """The option's number key, then Enter; then F5 to the next decision (an answer is
        one moment: the judge steps on from it)."""
        before = self.page.session.cursor
        self.press(getattr(Qt.Key, f"Key_{number}"), Qt.Key.Key_Return)
        self.qtbot.waitUntil(lambda: self.page.session.cursor != before)
        self.run_to_decision()


def _opened(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path, card: dict[str, str], board: str
) -> tuple[SandboxPage, Keys]:
    path = tmp_path / "board.yaml"
    stats = "\n    forest: 1\n    mountain: 1\n    water: 1" if card["type"] == "Character" else ""
    path.write_text(HEADER.format(stats=stats, **card) + board, encoding="utf-8")
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(path)
    page.view.setFocus()
    keys = Keys(qtbot, page)
    keys.run_to_decision()
    return page, keys


def _words(label: WrappedText) -> str:
    """What a rich-text label says, as read on screen."""
    return html.unescape(re.sub(r"<[^>]+>", "", label.text()))


def _why(page: SandboxPage) -> str:
    return _words(page.decision.why)


def _boosts(page: SandboxPage, name: str) -> int:
    state = page.session.state
    (oid,) = (
        o for o in state.objects if state.name(o) == name and "expedition" in state.objects[o].zone
    )
    return state.objects[oid].counters.get("boost", 0)


def test_7_3_33_a_the_judge_enters_the_die_and_the_table_line_follows(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    text = (
        "Roll a die: • 1-2: Draw a card. • 3-4: Target Character gains 2 boosts. "
        "• 5-6: Draw two cards."
    )
    card = {"title": "A dice table", "name": "Fortune Teller", "type": "Spell", "text": text}
    page, keys = _opened(make_window, qtbot, tmp_path, card, DICE)
    d = page.session.state.pending
    assert d is not None and d.kind == "roll_die" and d.player == "p1"
    assert "enter what the die showed (1 to 6)" in _why(page)
    keys.answer(4)  # the die showed 4: "3-4: Target Character gains 2 boosts"
    # Recruit, the only Character, is the one legal target: chosen without a question, and
    # the account says so (6.5.b)
    assert _boosts(page, "Recruit") == 2
    said = [m.text for m in page.session.timeline()]
    assert any("p1 has one legal answer, Recruit: it is chosen for them" in t for t in said)
    assert keys.count == 4  # F5; 4, Enter, F5


def test_1_4_1_a_the_refused_play_names_the_limit_its_card_and_the_count(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    text = "Each player can't play more than two Characters each Afternoon."
    card = {"title": "A counted limit", "name": "Harbour Clerk", "type": "Character", "text": text}
    page, keys = _opened(make_window, qtbot, tmp_path, card, LIMIT)
    d = page.session.state.pending
    assert d is not None and d.kind == "turn" and [o.label for o in d.options] == ["pass"]
    said = _words(page.decision.not_offered)
    assert "Vanilla 3/1/0" in said and "Harbour Clerk" in said
    assert "p1 has played 2 Characters this Afternoon" in said and "1.4.1.a" in said
    assert keys.count == 1  # F5: the refusal is on screen without a further key


def test_1_4_7_b_each_player_chooses_their_own_target_and_is_told_why(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    text = "Each player may give target Character they control 1 boost."
    card = {"title": "Each player's target", "name": "Decree", "type": "Spell", "text": text}
    page, keys = _opened(make_window, qtbot, tmp_path, card, EACH)
    d = page.session.state.pending
    assert d is not None and (d.kind, d.player) == ("target", "p1")
    assert _why(page).startswith("p1 controls the effect, so chooses its targets")
    keys.answer(1)  # Recruit
    keys.answer(1)  # yes, give it
    d = page.session.state.pending
    assert d is not None and (d.kind, d.player) == ("target", "p2")
    why = _why(page)
    # p2 decides as the player the effect names, not as its controller (1.4.7.b)
    assert "p2 controls the effect" not in why
    assert why.startswith("p2 does this step: Decree's effect is p1's, but it names the players")
    assert "7.5.6.b" in why and "6.1.h" in why
    keys.answer(1)  # Vanilla 2/2/2
    keys.answer(1)  # yes
    assert _boosts(page, "Recruit") == 1 and _boosts(page, "Vanilla 2/2/2") == 1
    assert keys.count == 13  # F5, then four decisions of a number, Enter and F5


def test_6_5_e_the_step_done_instead_is_the_only_one_asked(
    make_window: WindowFactory, qtbot: QtBot, tmp_path: Path
) -> None:
    text = "Draw a card. If you control a Soldier, target Character gains 2 boosts instead."
    card = {"title": "Instead", "name": "Drill Sergeant", "type": "Spell", "text": text}
    page, keys = _opened(make_window, qtbot, tmp_path, card, INSTEAD)
    # Recruit, the only Character, is the one legal target of the step done instead: chosen
    # without a question (6.5.b), and no card drawn (6.5.e)
    state = page.session.state
    assert _boosts(page, "Recruit") == 2
    assert len([o for o in state.objects.values() if o.zone == "hand:p1"]) == 0  # no draw
    said = [m.text for m in page.session.timeline()]
    assert any("p1 has one legal answer, Recruit" in t for t in said)
    assert keys.count == 1  # F5
