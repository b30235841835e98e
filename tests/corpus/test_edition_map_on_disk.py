"""The edition map is kept beside the search index (issue 19, cold start): read back equal
to a fresh build, used on the next start instead of matching again, and rebuilt when the
file is damaged."""

from __future__ import annotations

from pathlib import Path

import pytest

import rules_corpus.editions as editions
from rules_corpus.editions import build_edition_map, edition_map_for
from rules_corpus.library import open_library


def _map_files(cache: Path) -> list[Path]:
    return sorted(cache.glob("edition-map-*.json"))


def test_the_map_read_back_from_disk_equals_a_fresh_build(tmp_path: Path) -> None:
    library = open_library(cache=tmp_path)
    first = edition_map_for(library.corpus)
    library.close()
    (kept,) = _map_files(tmp_path)
    assert kept.stat().st_size > 0
    again = open_library(cache=tmp_path)
    read_back = edition_map_for(again.corpus)
    fresh = build_edition_map(again.corpus)
    again.close()
    assert read_back == fresh == first
    assert read_back.changes_mentions == fresh.changes_mentions
    assert read_back.equivalent("altered-fan-2024", "7.3.8") == fresh.equivalent(
        "altered-fan-2024", "7.3.8"
    )


def test_the_next_start_reads_the_map_instead_of_matching_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = open_library(cache=tmp_path)
    edition_map_for(library.corpus)
    library.close()

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the editions were matched again")

    monkeypatch.setattr(editions, "build_edition_map", refuse)
    again = open_library(cache=tmp_path)
    assert edition_map_for(again.corpus).pairs
    again.close()


def test_a_damaged_map_file_is_ignored_and_rebuilt(tmp_path: Path) -> None:
    library = open_library(cache=tmp_path)
    edition_map_for(library.corpus)
    library.close()
    (kept,) = _map_files(tmp_path)
    kept.write_text('{"format": 2, "pairs": [{"kind": "rule"', encoding="utf-8")
    again = open_library(cache=tmp_path)
    rebuilt = edition_map_for(again.corpus)
    assert rebuilt == build_edition_map(again.corpus)
    again.close()
    assert kept.read_text(encoding="utf-8").startswith('{"format": 2')
    assert len(kept.read_text(encoding="utf-8")) > 1000  # written anew, whole


def test_a_map_left_by_older_sources_or_code_is_removed_when_a_new_one_is_kept(
    tmp_path: Path,
) -> None:
    stale = tmp_path / "edition-map-altered-fan-2024-altered-cr-5.0-0000-1111.json"
    stale.write_text("{}", encoding="utf-8")
    other_pair = tmp_path / "edition-map-other-old-other-new-0000-1111.json"
    other_pair.write_text("{}", encoding="utf-8")
    library = open_library(cache=tmp_path)
    edition_map_for(library.corpus)
    library.close()
    assert len(_map_files(tmp_path)) == 2  # the new map, and the other editions' file
    assert not stale.exists() and other_pair.exists()
