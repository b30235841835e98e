"""Export report writes the report whole or not at all: a write that fails half-way (here a
file size limit, as a full disk) leaves the earlier report as it was and says why in words
(judge_app.gui.sandbox.documents.export_to)."""

from __future__ import annotations

import resource
import signal
from collections.abc import Callable
from pathlib import Path

import pytest

from judge_app.gui.main_window import MainWindow
from scenarios import EXAMPLES_DIR

pytestmark = pytest.mark.gui
WindowFactory = Callable[..., MainWindow]
REACTIONS = EXAMPLES_DIR / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"


def test_a_report_that_cannot_be_written_whole_leaves_the_earlier_one(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window()
    window.set_mode(1)
    page = window.sandbox
    page.open_file(REACTIONS)
    page.run_now("phase")
    report = tmp_path / "report.html"
    earlier = "<html>the earlier report, 200 bytes long" + "." * 160 + "</html>\n"
    report.write_text(earlier, encoding="utf-8")
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    before = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a failed write, not a signal
    resource.setrlimit(resource.RLIMIT_FSIZE, (4096, hard))  # the report is far longer
    try:
        written = page.export_to(report)
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, before)
    assert not written
    assert report.read_text(encoding="utf-8") == earlier
    said = page.message.text()
    assert "Could not write" in said and "File too large" in said
    assert [p.name for p in tmp_path.iterdir() if "report" in p.name] == ["report.html"]
    assert page.export_to(report)  # without the limit it is written
    assert "CR 5.0, 4.4.b" in report.read_text(encoding="utf-8")
