"""The store and the index are caches: content-hashed, rebuilt, never half-written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rules_corpus.library import open_library
from rules_corpus.model import SourceError
from rules_corpus.sources import SOURCES_DIR, all_files, read_source
from rules_corpus.store.corpus_store import load_corpus


@pytest.fixture
def sources(tmp_path: Path) -> Path:
    target = tmp_path / "sources"
    target.mkdir()
    for name in all_files():
        shutil.copy(SOURCES_DIR / name, target / name)
    return target


def test_store_is_reused_when_sources_unchanged(sources: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = load_corpus(sources, cache)
    second = load_corpus(sources, cache)
    assert not first.from_store and second.from_store
    assert first.corpus.documents == second.corpus.documents


def test_changed_source_rebuilds_store(sources: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = load_corpus(sources, cache)
    path = sources / "heroes_journey_full_rules.txt"
    path.write_text(path.read_text(encoding="utf-8") + "\n\nZebra – A new headword.\n")
    second = load_corpus(sources, cache)
    assert second.digest != first.digest and not second.from_store
    assert second.corpus.get("heroes-journey", "Zebra") is not None
    assert len(list(cache.glob("corpus-*.json"))) == 1


def test_damaged_source_names_file_and_line(sources: Path) -> None:
    path = sources / "altered_cr_5_0.md"
    data = path.read_bytes()
    cut = data.index(b"## 2.2 Characteristics")
    path.write_bytes(data[:cut] + b"\xff\xfe broken" + data[cut:])
    with pytest.raises(SourceError) as error:
        read_source(sources, "altered_cr_5_0.md")
    assert error.value.file == "altered_cr_5_0.md"
    assert error.value.line == data[:cut].count(b"\n") + 1


def test_damaged_source_keeps_previous_good_store_usable(sources: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    good = load_corpus(sources, cache)
    (sources / "altered_cr_5_0.md").write_bytes(b"\x00garbage")
    loaded = load_corpus(sources, cache)
    assert loaded.from_store
    assert loaded.corpus.documents == good.corpus.documents
    assert "altered_cr_5_0.md" in loaded.notices[0] and "line 1" in loaded.notices[0]


def test_damaged_source_without_store_raises(sources: Path, tmp_path: Path) -> None:
    (sources / "heroes_journey_full_rules.txt").write_bytes(b"ok\n\xff")
    with pytest.raises(SourceError, match=r"heroes_journey_full_rules\.txt, line 2"):
        load_corpus(sources, tmp_path / "empty-cache")


def test_corrupted_store_is_rebuilt(sources: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    first = load_corpus(sources, cache)
    next(cache.glob("corpus-*.json")).write_text("{not json", encoding="utf-8")
    again = load_corpus(sources, cache)
    assert again.corpus.documents == first.corpus.documents
    assert any("rebuilt" in n for n in again.notices)


def test_missing_or_corrupted_index_is_rebuilt_with_message(sources: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    steps: list[tuple[int, int]] = []
    library = open_library(sources, cache, progress=lambda d, t: steps.append((d, t)))
    assert steps and steps[-1][0] == steps[-1][1]
    library.close()
    index_dir = next(p for p in cache.glob("index-*") if p.is_dir())
    for segment in index_dir.glob("*.seg"):
        segment.write_bytes(b"garbage")
    for toc in index_dir.glob("*.toc"):
        toc.write_bytes(b"garbage")
    rebuilt = open_library(sources, cache)
    assert any("damaged" in n for n in rebuilt.notices)
    assert rebuilt.index.search("fleeting").hits
    rebuilt.close()


def test_half_built_index_is_never_used(sources: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    library = open_library(sources, cache)
    library.close()
    index_dir = next(p for p in cache.glob("index-*") if p.is_dir())
    (index_dir / "READY").unlink()
    again = open_library(sources, cache)
    assert any("incomplete" in n for n in again.notices)
    again.close()


def test_seed_cache_means_no_indexing_on_first_start(sources: Path, tmp_path: Path) -> None:
    seed = tmp_path / "seed"
    open_library(sources, seed).close()
    steps: list[tuple[int, int]] = []
    fresh = open_library(sources, tmp_path / "user-cache", lambda d, t: steps.append((d, t)), seed)
    assert steps == []  # the shipped index was copied, not rebuilt
    assert fresh.index.search("fleeting").hits
    fresh.close()


def test_seed_cache_ships_the_kept_meaning_arrays_and_drops_older_ones(
    sources: Path, tmp_path: Path
) -> None:
    seed = tmp_path / "seed"
    open_library(sources, seed).close()
    (seed / "semantic-arrays-new.npz").write_bytes(b"shipped")
    user = tmp_path / "user-cache"
    user.mkdir()
    (user / "semantic-arrays-old.npz").write_bytes(b"an earlier version's")
    open_library(sources, user, seed=seed).close()
    assert (user / "semantic-arrays-new.npz").read_bytes() == b"shipped"
    assert not (user / "semantic-arrays-old.npz").exists()
    # a second start copies nothing again and keeps what it has
    (user / "semantic-arrays-new.npz").write_bytes(b"kept by this install")
    open_library(sources, user, seed=seed).close()
    assert (user / "semantic-arrays-new.npz").read_bytes() == b"kept by this install"
