"""The command line run as a judge runs it, for the tests of its contract."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def judge_app(
    *args: str,
    env: Mapping[str, str] | None = None,
    timeout: float = 120,
    python: str = sys.executable,
) -> subprocess.CompletedProcess[str]:
    """``judge-app ARGS`` (``python -m judge_app.cli.main``) run in the repository, its output
    captured as text; ``env``: variables set beside this process's own."""
    return subprocess.run(
        [python, "-m", "judge_app.cli.main", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **env} if env is not None else None,
        cwd=REPO,
        timeout=timeout,
    )
