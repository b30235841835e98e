"""Issue 18: the Sandbox timeline says each atomic action once and each name once — no
script label restated by the engine's sentence, no effect source named again by its action, no
Mana Orb payment spelled out orb by orb, no engine word (an index, an action's enum name).
The engine says the script items, the payments, Resupply and the Expeditions so from its
data (tests/engine/test_line_words_from_data.py, tests/engine/test_said_once_from_data.py):
no rewrite is left; the saved prompts' words are tested here."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from judge_app.gui.main_window import MainWindow
from judge_app.sandbox.line_words import REWRITES, prompt_words, timeline_line
from scenarios import EXAMPLES_DIR

WindowFactory = Callable[..., MainWindow]


def test_no_rewrite_family_is_left() -> None:
    """Issue 31: every family the timeline rewrote is said by the engine from the step's
    data (tests/engine/test_said_once_from_data.py): the same atomic action in a row once with
    how many, a cost by its events, no action's name in brackets; a source then a card of the
    same name ("Quiet Study: Quiet Study is drawn in p1's Hand") names two objects and stays."""
    assert REWRITES == ()
    for said in (
        "Quiet Study: Quiet Study is drawn in p1's Hand (2 times)",
        "Open the Gates: Ordis Recruit is created in p1's hero Expedition (2 times)",
        "Nilam Spires, paying the cost: Nilam Spires is exhausted; Nilam Spires spends 4 "
        "Arcane counters",
    ):
        assert timeline_line(said) == said


@pytest.mark.parametrize(
    ("prompt", "said"),
    [
        # a prompt an earlier release saved with a board's pending decision: the action's
        # name after a colon, said as a verb in the decision panel (the engine now asks
        # "choose what to sacrifice for …" itself, and its lines say who chooses)
        (
            "choose for Kuwat, the Dissenter: sacrifice",
            "choose what to sacrifice for Kuwat, the Dissenter",
        ),
        ("choose 1 for Mana Eruption: discard", "choose 1 to discard for Mana Eruption"),
        ("choose any number for Ganesha: activate", "choose any number to activate for Ganesha"),
        ("choose a target for Hush: ignore", "choose a target to ignore for Hush"),
        (
            "choose up to 2 targets for Gust: return — Owl is not offered: p2 cannot pay its "
            "Tough 1",
            "choose up to 2 targets to return for Gust — Owl is not offered: p2 cannot pay its "
            "Tough 1",
        ),
        # today's prompts are already in words: left alone
        ("choose a target to ignore for Hush", "choose a target to ignore for Hush"),
    ],
)
def test_a_saved_prompt_says_its_action_as_a_verb(prompt: str, said: str) -> None:
    assert prompt_words(prompt) == said


def test_the_engine_notes_in_brackets_are_kept_word_for_word() -> None:
    note = "[Tide Caller's Reaction does not activate: it is in p1's Reserve: no (2.2.12.g)]"
    said = f"Rain Dance goes to p1's Reserve {note}; no Reactions"
    assert timeline_line(said) == said


def test_the_card_datas_icon_codes_are_said_by_the_engine_not_rewritten_here() -> None:
    """The engine says each icon in words as its line is made (engine/why/icon_words.py,
    tests/engine/test_icon_words.py): the timeline leaves such a line as it is."""
    said = (
        "Owl enters p1's hero Expedition [Owl's [When I am played from Hand] Reaction does "
        "not activate: played from reserve (7.1.1.b)]"
    )
    assert timeline_line(said) == said


def test_lines_already_in_words_are_left_alone() -> None:
    for said in (
        "p1 takes a turn; p1: choose a turn effect",
        "p1: you may: Paid Scholar: draw",
        "Reaction-activating step: Iris, the Keeper, Grey Mouse",
        "Day 2: Noon begins; no Reactions in Limbo",
    ):
        assert timeline_line(said) == said


@pytest.mark.gui
def test_the_timeline_of_a_played_scenario_names_each_thing_once(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(EXAMPLES_DIR / "2_1_d_haven_kuwat_new_object_is_not_boosted.yaml")
    for _ in range(40):
        if not page.step():
            break
    lines = page.timeline.list.lines()
    assert len(lines) > 10
    text = "\n".join(lines)
    assert " declares: play" not in text and " orb " not in text
    assert "Mana Orbs 1, 2, 3 and 4 are exhausted" in text
    for line in lines:
        assert not re.search(r"\b[a-z]+_[a-z]+\b", line), line  # no engine enum names
        assert "Kuwat, the Dissenter, Kuwat, the Dissenter" not in line
        assert "Kuwat, the Dissenter: Kuwat, the Dissenter" not in line
    # each line is read whole: wrapped in the panel's width, never cut or scrolled sideways
    listed = page.timeline.list
    longest = max(range(listed.count()), key=lambda i: len(listed.text(i)))
    rect = listed.line_rect(longest)
    assert rect.width() <= listed.viewport().width()
    assert rect.height() > listed.fontMetrics().lineSpacing() * 1.5  # on two lines or more
    # the detail under the list says the selected line the same way
    page.timeline.moment_chosen.emit(4)
    assert " orb " not in page.timeline.detail.toPlainText()
    # and the report the judge exports says the steps as the timeline does
    while page.step():
        pass
    report = tmp_path / "report.html"
    assert page.export_to(report)
    written = report.read_text(encoding="utf-8")
    assert "Mana Orbs 1, 2, 3 and 4 are exhausted" in written
    assert " declares: play" not in written and " orb 1 is" not in written


@pytest.mark.gui
def test_a_target_decision_says_its_action_as_a_verb_in_the_panel_and_the_timeline(
    make_window: WindowFactory,
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    assert page.open_file(
        EXAMPLES_DIR / "7_3_19_a_derived_ignoring_a_characters_abilities_this_day.yaml"
    )
    for _ in range(20):
        pending = page.session.state.pending
        if pending is not None and pending.kind == "target":
            break
        assert page.step()
    header = page.decision.header.text()
    assert "Choose a target to ignore for Hush." in header
    assert ": ignore" not in header
    assert page.step()  # the script answers: the decision is a line of the timeline
    lines = page.timeline.list.lines()
    assert any("p1 chooses a target to ignore for Hush" in line for line in lines), lines
    assert not any("Hush: ignore" in line for line in lines)


@pytest.mark.parametrize(
    ("said", "line"),
    [
        # whose objects a choice offers (3.1.2.b): the engine's note, said as a judge does
        (
            "choose for Kuwat, the Dissenter: discard (from p1's own Reserve: each player "
            "has their own Reserve)",
            "choose what to discard for Kuwat, the Dissenter — only from p1's own Reserve: "
            "each player has their own",
        ),
        (
            "choose a target for Hush: return (from p2's own Discard pile: each player has "
            "their own Discard pile)",
            "choose a target to return for Hush — only from p2's own Discard pile: each "
            "player has their own",
        ),
        # one sacrifices only one's own objects (7.3.36.a)
        (
            "choose for Spy Craft: sacrifice (only what p1 controls in play: one sacrifices "
            "one's own objects)",
            "choose what to sacrifice for Spy Craft — only among what p1 controls: one "
            "sacrifices only one's own objects",
        ),
    ],
)
def test_the_notes_on_whose_objects_a_choice_offers_read_as_a_judge_speaks(
    said: str, line: str
) -> None:
    assert prompt_words(said) == line
    assert "(from" not in prompt_words(said) and ": discard" not in prompt_words(said)
