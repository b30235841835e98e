"""Card data and decklist files never hang or crash the import: a FIFO, a device or deep
nesting is a clear message naming the file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scenarios.errors import LoadError
from scenarios.pool.decklist import read_decklist
from scenarios.pool.official import read_file


def test_a_decklist_that_is_a_fifo_is_refused_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    with pytest.raises(LoadError) as info:
        read_decklist(fifo, None)  # type: ignore[arg-type]  # refused before any lookup
    assert info.value.messages == [f"{fifo}: not a regular file (a device, pipe or folder)"]


def test_a_decklist_from_dev_zero_is_refused_not_read_forever() -> None:
    with pytest.raises(LoadError) as info:
        read_decklist(Path("/dev/zero"), None)  # type: ignore[arg-type]
    assert "not a regular file" in info.value.messages[0]


def test_card_data_that_is_a_fifo_is_refused_not_waited_on(tmp_path: Path) -> None:
    fifo = tmp_path / "cards.json"
    os.mkfifo(fifo)
    with pytest.raises(LoadError) as info:
        read_file(fifo)
    assert "not a regular file" in info.value.messages[0]


def test_card_data_nested_thousands_deep_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(LoadError) as info:
        read_file(path)
    assert info.value.messages == [f"{path}: not card data: nested too deeply"]
