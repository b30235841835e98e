"""The card grammar's parser tables are kept in the cache folder between runs (issue 33: the
first card text read cost seconds of building them): read back they parse the same, and a
damaged file or a changed grammar never gives a wrong parse."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from scenarios.cards.grammar import parser

TEXTS = (
    "When you play me, draw a card.",
    "{J} Discard a card from your Reserve: I gain 1 boost.",
)


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _trees(lark: object) -> list[str]:
    out = []
    for text in TEXTS:
        try:
            out.append(lark.parse(text, start="start").pretty())  # type: ignore[attr-defined]
        except Exception as exc:  # a text the grammar does not read: refused at the same word
            out.append(f"{type(exc).__name__} at {getattr(exc, 'column', '?')}")
    return out


def test_the_tables_are_kept_and_read_back_to_the_same_parses(cache: Path) -> None:
    built = parser.build()
    kept = list(cache.glob("card-grammar-*.lark-cache"))
    assert len(kept) == 1 and kept[0].stat().st_size > 1000
    read_back = parser.build()
    assert _trees(read_back) == _trees(built)
    assert {r.origin.name for r in read_back.rules} == {r.origin.name for r in built.rules}


def test_a_damaged_cache_file_is_rebuilt(cache: Path) -> None:
    built = parser.build()
    (kept,) = cache.glob("card-grammar-*.lark-cache")
    kept.write_bytes(kept.read_bytes()[:200])  # cut short, as by a crash while writing
    again = parser.build()
    assert _trees(again) == _trees(built)
    assert kept.stat().st_size > 1000  # written again whole


def test_another_grammar_text_uses_another_file(cache: Path) -> None:
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    assert parser.cache_file(text) != parser.cache_file(text + "\n// edited\n")


def test_without_a_usable_cache_folder_the_tables_are_built(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(blocker / "cache"))
    assert parser.cache_file(parser.GRAMMAR.read_text(encoding="utf-8")) is None
    assert _trees(parser.build()) == _trees(parser.grammar())


def test_in_the_installed_app_without_the_lexers_source_the_tables_still_load(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The installed app archives its modules: no ``lexer.py`` beside the parser (the frozen
    self-test found the parser failing there). The key is then the lexer's compiled code, and
    the tables are built and read back as from source."""
    text = parser.GRAMMAR.read_text(encoding="utf-8")
    from_source = parser.cache_file(text)
    monkeypatch.setattr(parser, "LEXER", tmp_path / "archived" / "lexer.py")
    archived = parser.cache_file(text)
    assert archived is not None and archived != from_source
    assert _trees(parser.build()) == _trees(parser.grammar())


def test_tables_of_older_grammar_versions_are_removed_but_the_newest(cache: Path) -> None:
    """An updated app writes tables of its own grammar version: the folder keeps the newest
    few, not one ~1.5 MB file per version ever installed."""
    cache.mkdir(parents=True)
    old = []
    for n in range(5):
        stale = cache / f"card-grammar-{n:016x}.lark-cache"
        stale.write_bytes(b"tables of an older grammar")
        os.utime(stale, (1_000_000 + n, 1_000_000 + n))
        old.append(stale)
    parser.build()
    left = sorted(p.name for p in cache.glob("card-grammar-*.lark-cache"))
    assert len(left) == parser.KEPT_TABLES
    assert old[4].name in left and old[3].name in left  # the newest older ones
    assert not old[0].exists()


def test_threads_asking_at_once_share_one_build(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app builds the tables in the background at start-up; a card read on the UI thread
    meanwhile waits for that build rather than doing it a second time."""
    builds: list[int] = []
    started = threading.Event()

    def slow_build() -> object:
        builds.append(1)
        started.set()
        time.sleep(0.2)
        return object()

    monkeypatch.setattr(parser, "build", slow_build)
    monkeypatch.setattr(parser, "_BUILT", [])
    results: list[object] = []
    first = threading.Thread(target=lambda: results.append(parser.grammar()))
    first.start()
    started.wait(5)
    results.append(parser.grammar())
    first.join(5)
    assert len(builds) == 1
    assert results[0] is results[1]


def test_the_tables_shipped_with_the_app_are_read_not_built(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The installed app ships the tables in its seed folder (installer/build.sh): a fresh
    profile copies them into its cache folder, and a profile whose cache folder cannot be
    written reads them in place — neither builds them (minutes on a busy machine)."""
    built = parser.build()
    (tables,) = cache.glob("card-grammar-*.lark-cache")
    seed = tmp_path / "seed"
    seed.mkdir()
    tables.rename(seed / tables.name)
    monkeypatch.setenv("JUDGE_APP_SEED_CACHE", str(seed))
    assert parser.tables_kept()

    def no_build(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the tables were built, not read from the seed")

    monkeypatch.setattr(parser.Lark, "_build_parser", no_build)
    fresh = parser.build()
    assert (cache / tables.name).read_bytes() == (seed / tables.name).read_bytes()
    assert _trees(fresh) == _trees(built)

    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("JUDGE_APP_CACHE_DIR", str(blocker / "cache"))
    assert _trees(parser.build()) == _trees(built)

    monkeypatch.setenv("JUDGE_APP_SEED_CACHE", str(tmp_path / "no seed here"))
    assert parser.seeded_file(parser.grammar_text()) is None
