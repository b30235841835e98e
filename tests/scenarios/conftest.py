"""Helpers for the scenario tests."""

from __future__ import annotations

from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "scenarios" / "examples"


@pytest.fixture
def write(tmp_path: Path):  # type: ignore[no-untyped-def]
    """Write a temporary YAML file and return its path."""

    def _write(text: str, name: str = "file.yaml") -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return _write
