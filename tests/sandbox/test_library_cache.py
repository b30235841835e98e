"""Issue 33: the card library kept compiled in the cache folder between runs — read afresh
when a set changes, and never an error when the cache is missing or damaged."""

from __future__ import annotations

import shutil
from pathlib import Path

from judge_app.sandbox.library_cache import cached_library
from scenarios import LIBRARY_DIR


def _sets(tmp_path: Path) -> Path:
    folder = tmp_path / "sets"
    shutil.copytree(LIBRARY_DIR, folder)
    return folder


def test_the_library_is_read_once_then_comes_from_the_cache(tmp_path: Path) -> None:
    sets, cache = _sets(tmp_path), tmp_path / "cache"
    first = cached_library(sets, cache)
    (written,) = cache.glob("card-library-*.pickle")
    again = cached_library(sets, cache)
    assert again is not first  # unpickled, not the same object ...
    assert sorted(again.cards) == sorted(first.cards)  # ... the same cards
    kuwat = again.get("Kuwat")
    assert kuwat.compiled == first.get("Kuwat").compiled
    assert list(cache.glob("card-library-*.pickle")) == [written]


def test_a_changed_set_is_read_afresh_and_a_damaged_cache_is_no_error(tmp_path: Path) -> None:
    sets, cache = _sets(tmp_path), tmp_path / "cache"
    cached_library(sets, cache)
    (old,) = cache.glob("card-library-*.pickle")
    one = next(
        f for f in sets.glob("*.yaml") if "name: Kuwat, the Dissenter" in f.read_text("utf-8")
    )
    text = one.read_text(encoding="utf-8")
    one.write_text(text.replace("name: Kuwat, the Dissenter", "name: Kuwat, the Renamed"), "utf-8")
    changed = cached_library(sets, cache)
    (new,) = cache.glob("card-library-*.pickle")
    assert new != old
    assert changed.get("Kuwat").name == "Kuwat, the Renamed"
    new.write_bytes(b"not a pickle")
    assert len(cached_library(sets, cache)) == len(changed)  # read from the sets again
