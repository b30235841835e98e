"""The semantic index's arrays kept beside the search index (issue 32, search42): a later
start reads back the same floats as the first made, and any change of their inputs (a unit's
text, a bank file) or a damaged file makes them afresh."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from rules_corpus.corpus import Corpus
from rules_corpus.search import semantic_arrays
from rules_corpus.search.asked import ASKED_DIR, ROUND3_DIR, asked_files
from rules_corpus.search.semantic import SemanticIndex
from rules_corpus.search.semantic_arrays import PREFIX, arrays_key
from rules_corpus.search.units import SearchUnit, iter_units
from rules_corpus.semantic.vectors import shipped_model


@pytest.fixture(scope="module")
def units(corpus: Corpus) -> list[SearchUnit]:
    return list(iter_units(corpus))


def _same(a: SemanticIndex, b: SemanticIndex) -> None:
    assert a._matrix.dtype == b._matrix.dtype == np.float32
    assert a._matrix.tobytes() == b._matrix.tobytes()
    for x, y in ((a.asked, b.asked), (a.asked3, b.asked3)):
        assert len(x.rows) > 0
        assert x.rows.tolist() == y.rows.tolist()
        assert x.starts.tolist() == y.starts.tolist()
        assert x.matrix.dtype == y.matrix.dtype == np.float32
        assert x.matrix.tobytes() == y.matrix.tobytes()


def test_a_later_start_reads_back_the_same_floats(units: list[SearchUnit], tmp_path: Path) -> None:
    made = SemanticIndex.load(units, None)  # nothing kept: made from the shipped files
    first = SemanticIndex.load(units, tmp_path)
    kept = list(tmp_path.glob(f"{PREFIX}*.npz"))
    assert len(kept) == 1
    stamp = kept[0].stat().st_mtime_ns
    later = SemanticIndex.load(units, tmp_path)
    assert kept[0].stat().st_mtime_ns == stamp  # read, not written again
    _same(made, first)
    _same(made, later)
    question = "can my character go back to my hand at night"
    assert np.array_equal(made.similarities(question), later.similarities(question))
    assert np.array_equal(made.asked_similarities(question), later.asked_similarities(question))


def test_a_damaged_file_is_made_afresh(units: list[SearchUnit], tmp_path: Path) -> None:
    made = SemanticIndex.load(units, tmp_path)
    (kept,) = tmp_path.glob(f"{PREFIX}*.npz")
    kept.write_bytes(kept.read_bytes()[: kept.stat().st_size // 2])
    again = SemanticIndex.load(units, tmp_path)
    _same(made, again)
    assert semantic_arrays.read_kept(kept, len(units)) is not None  # written whole again


def test_a_file_of_another_shape_is_not_read(units: list[SearchUnit], tmp_path: Path) -> None:
    SemanticIndex.load(units, tmp_path)
    (kept,) = tmp_path.glob(f"{PREFIX}*.npz")
    assert semantic_arrays.read_kept(kept, len(units) - 1) is None


def test_the_name_follows_every_input(
    units: list[SearchUnit], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    model = shipped_model()
    key = arrays_key(units, model)
    assert arrays_key(units, model) == key
    changed = [replace(units[0], body=units[0].body + " (amended)"), *units[1:]]
    assert arrays_key(changed, model) != key
    assert arrays_key(units[1:], model) != key
    assert arrays_key(units, b"another model") != key
    # A bank file edited: the bank is read from a copy with one question more.
    bank = tmp_path / "asked"
    bank.mkdir()
    for path in sorted(ASKED_DIR.glob("*.yaml")):
        (bank / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(semantic_arrays, "asked_files", _files_in(bank))
    assert arrays_key(units, model) == key
    first = sorted(bank.glob("*.yaml"))[0]
    first.write_text(first.read_text("utf-8") + "\n", encoding="utf-8")
    assert arrays_key(units, model) != key


def _files_in(bank: Path) -> Callable[[Path | None], list[Path]]:
    """``asked_files`` reading the first round from ``bank``."""

    def files(directory: Path | None = None) -> list[Path]:
        return asked_files(bank if directory is None else ROUND3_DIR)

    return files


def test_only_the_newest_file_is_kept(units: list[SearchUnit], tmp_path: Path) -> None:
    stale = tmp_path / f"{PREFIX}0123456789abcdef01234567.npz"
    stale.write_bytes(b"old")
    SemanticIndex.load(units, tmp_path)
    kept = list(tmp_path.glob(f"{PREFIX}*.npz"))
    assert len(kept) == 1 and kept[0] != stale


def test_the_name_does_not_follow_where_the_app_is_installed(
    units: list[SearchUnit], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The installer keeps the arrays in its seed cache; the installed app, elsewhere on disk,
    must find them under the same name."""
    model = shipped_model()
    key = arrays_key(units, model)
    moved = tmp_path / "installed" / "round3"
    moved.mkdir(parents=True)
    for path in asked_files(ROUND3_DIR):
        (moved / path.name).write_bytes(path.read_bytes())
    monkeypatch.setattr(semantic_arrays, "ROUND3_DIR", moved)
    assert arrays_key(units, model) == key
