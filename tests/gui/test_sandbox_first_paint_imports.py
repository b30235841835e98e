"""Issue 33, the first switch to the Sandbox: the empty table is built and painted without the
code only later work needs — the rules engine and Explore, the session, the card compiler and
the scenario models (the empty table's session is made on the first action), the printed text
reader and its grammar (a card read from its text), the card pool's store (imported cards),
the report (Export, Summary), saving, the quick entry's reader, the examples dialog — and that
code is still there when it is needed.
Protected by what is imported, not by timing (the figures are
``benchmarks/sandbox_bench.py``'s)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenarios.pool.icons import icons_as_words

pytestmark = pytest.mark.gui
BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"
LATER = (
    "scenarios.cards.printed.reader",  # the printed text reader
    "scenarios.cards.grammar.first",  # the card grammar
    "lark",  # its parser
    "scenarios.pool.store",  # the card pool (SQLite, search)
    "judge_app.sandbox.report",  # Export and Summary
    "judge_app.sandbox.saving",  # Save
    "judge_app.sandbox.quick_entry",  # a board typed as a sentence
    "judge_app.gui.sandbox.examples_dialog",  # File › Examples…
    "engine",  # the rules engine: the empty table's session is made on the first action
    "engine.explore",  # Explore all answers
    "judge_app.sandbox.session",  # the session itself
    "scenarios.cards.compile",  # the card compiler (the card library)
    "scenarios.scenario.models",  # the scenario file's models (pydantic)
)

CHILD = r"""
import json, sys
from pathlib import Path
from judge_app.gui.launch import make_application
LATER, BUSY = json.loads(sys.argv[1]), Path(sys.argv[2])
app = make_application()
from judge_app.gui.sandbox.page import SandboxPage
page = SandboxPage()
page.resize(1280, 720)
page.show()
for _ in range(3):
    app.processEvents()
def report(stage, **more):
    print(json.dumps({"stage": stage, "imported": [n for n in LATER if n in sys.modules], **more}))
report("empty table", tiles=len(page.scene.tiles))
opened = page.open_file(BUSY)
steps = page.run_now("decision")
report("busy board", opened=opened, steps=steps, tiles=len(page.scene.tiles))
"""


def test_the_empty_table_is_painted_without_the_text_reader_or_the_card_pool(
    tmp_path: Path,
) -> None:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["JUDGE_APP_DATA_DIR"] = str(tmp_path / "data")
    env["JUDGE_APP_CACHE_DIR"] = str(tmp_path / "cache")
    for _run in range(2):  # the first start reads the card library and keeps it (cached)
        done = subprocess.run(
            [sys.executable, "-c", CHILD, json.dumps(LATER), str(BUSY)],
            env=env,
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert done.returncode == 0, done.stderr
    stages = {
        s.pop("stage"): s
        for s in (json.loads(line) for line in done.stdout.splitlines() if line.startswith("{"))
    }
    empty = stages["empty table"]
    assert empty["tiles"] == 0
    assert empty["imported"] == []  # none of the later code
    busy = stages["busy board"]
    assert busy["opened"] is True  # the board works as before
    assert isinstance(busy["steps"], int) and busy["steps"] > 0
    assert isinstance(busy["tiles"], int) and busy["tiles"] > 40


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "{T}: Place a Terrain Marker on a region.",
            "[exhaust me]: Place a Terrain Marker on a region.",
        ),
        ("Exhaust me ({T}): Draw a card.", "Exhaust me ([exhaust symbol]): Draw a card."),
        (
            "{J} You may exhaust it {t}. Then discard ({D}) target card.",
            "[When I enter play] You may exhaust it [exhaust symbol]. Then discard "
            "([discard symbol]) target card.",
        ),
        (
            "{H} Discard a card. {R} exhaust target Character.",
            "[When I am played from Hand] Discard a card. [When I am played from Reserve] "
            "exhaust target Character.",
        ),
        ("#Exhaust# me {T} — [[Asleep]] {1}", "Exhaust me [exhaust symbol] — Asleep 1"),
    ],
)
def test_icons_read_as_words_whether_or_not_one_is_printed_beside_its_words(
    text: str, words: str
) -> None:
    """The board looks for an icon printed beside its words (1.1.6.h, 1.1.6.i) only in a text
    that has one, without importing the text reader otherwise: the words are as before."""
    assert icons_as_words(text) == words
