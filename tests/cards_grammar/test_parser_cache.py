"""The card grammar's parser tables are kept in the cache folder between runs (issue 33: the
first card text read cost ~0.2 s of building them): read back they parse the same, and a
damaged file or a changed grammar never gives a wrong parse."""

from __future__ import annotations

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
    built = parser.grammar.__wrapped__()
    kept = list(cache.glob("card-grammar-*.lark-cache"))
    assert len(kept) == 1 and kept[0].stat().st_size > 1000
    read_back = parser.grammar.__wrapped__()
    assert _trees(read_back) == _trees(built)
    assert {r.origin.name for r in read_back.rules} == {r.origin.name for r in built.rules}


def test_a_damaged_cache_file_is_rebuilt(cache: Path) -> None:
    built = parser.grammar.__wrapped__()
    (kept,) = cache.glob("card-grammar-*.lark-cache")
    kept.write_bytes(kept.read_bytes()[:200])  # cut short, as by a crash while writing
    again = parser.grammar.__wrapped__()
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
    assert _trees(parser.grammar.__wrapped__()) == _trees(parser.grammar())


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
    assert _trees(parser.grammar.__wrapped__()) == _trees(parser.grammar())
