"""A library set file that is not text (damaged, or binary garbage put there) is skipped when
the library's tokens are gathered — the library's own load says what is wrong with it; before,
``cards check`` ended in a UnicodeDecodeError traceback (reliability probe, scenario_fuzz)."""

from __future__ import annotations

from pathlib import Path

import pytest

import scenarios
from scenarios.cards.printed import token_names


def test_a_library_file_that_is_not_text_is_skipped_when_tokens_are_gathered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "zz_hostile.yaml").write_bytes(bytes(range(128, 256)) * 8)
    monkeypatch.setattr(scenarios, "LIBRARY_DIR", tmp_path)
    token_names.library_tokens.cache_clear()
    try:
        assert dict(token_names.library_tokens()) == {}
    finally:
        token_names.library_tokens.cache_clear()
