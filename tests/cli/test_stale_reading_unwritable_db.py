"""A database file that cannot be written in a folder that can (a root-owned ``cards.db``
copied into a judge's profile) whose cards were read by an older printed text reader: the
cards are searched with their older reading, said once — not a failed command (the
reliability probe's finding: ``cards search`` exited 1, "nothing was changed")."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli.pool_commands import open_pool
from scenarios.pool.locks import PoolReadOnly
from scenarios.pool.store import CardPool


def test_a_stale_reading_that_cannot_be_written_again_is_kept_and_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("JUDGE_APP_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(CardPool, "needs_rereading", lambda _self: True)

    def cannot_write(_self: CardPool, *_args: object, **_kwargs: object) -> None:
        raise PoolReadOnly(["the card database cannot be written: nothing was written"])

    monkeypatch.setattr(CardPool, "reread", cannot_write)
    pool = open_pool()
    said = capsys.readouterr().err
    assert "reading them again" in said
    assert "keep their older reading" in said
    assert pool.counts()["definitions"] == 0  # the pool still answers
