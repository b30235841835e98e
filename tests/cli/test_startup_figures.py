"""``judge-app --startup-figures``: the frozen app's own start-up timing (issue 36)."""

from __future__ import annotations

import pytest

from judge_app.cli.main import main
from judge_app.startup_figures import resident_mb


def test_startup_figures_refuses_a_start_time_that_is_not_a_number(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--startup-figures", "yesterday"]) == 2
    assert "start time" in capsys.readouterr().err


def test_resident_memory_is_read_from_the_process() -> None:
    assert 1 < resident_mb() < 100_000
