"""The Python WordPiece gives the ids Hugging Face's ``tokenizers`` gives for the model's own
tokenizer.json (issue 36: the library is no longer shipped, and the shipped vectors were made
with its ids). ``tokenizers`` stays a test dependency for this comparison only."""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from tokenizers import Tokenizer

from rules_corpus.semantic.model_file import MAX_TOKENS, TOKENIZER_FILE
from rules_corpus.semantic.wordpiece import TokenizerFileError, WordPiece

SOURCES = Path(__file__).resolve().parents[2] / "rules_corpus" / "sources"


@lru_cache(maxsize=1)
def library() -> Tokenizer:
    tokenizer = Tokenizer.from_file(str(TOKENIZER_FILE))
    tokenizer.no_padding()
    tokenizer.enable_truncation(MAX_TOKENS)
    return tokenizer


@lru_cache(maxsize=1)
def ours() -> WordPiece:
    return WordPiece.from_file(TOKENIZER_FILE, MAX_TOKENS)


def test_every_line_of_the_rules_sources_is_cut_as_the_library_cuts_it() -> None:
    lines = [
        line
        for path in sorted(SOURCES.rglob("*"))
        if path.is_file() and path.suffix in {".md", ".txt", ".yaml", ".json"}
        for line in path.read_text("utf-8", errors="replace").splitlines()
    ]
    assert len(lines) > 2000
    differing = [line for line in lines if ours().encode(line) != library().encode(line).ids]
    assert differing == []


@pytest.mark.parametrize(
    "text",
    [
        "Untap? Ready! «Équipement» — dégâts",
        "ΣΑΣ final sigma, İstanbul, ﬁn, Ⅻ ½ ²",
        "[CLS] written in the text [SEP] and [MASK]",
        "中文字符 and かな mixed with 한국어",
        "zero\x00width\u200bjoiner\u200d soft\xadhyphen \ufffd\x85\x0b\x0c\x1c",
        "a" * 150,
        "word " * 400,
        "",
        "\u3098 unassigned \u2065",
    ],
)
def test_odd_texts_are_cut_as_the_library_cuts_them(text: str) -> None:
    assert ours().encode(text) == library().encode(text).ids


def test_every_mark_format_and_punctuation_character_is_cut_as_the_library_cuts_it() -> None:
    """The library's Unicode tables are older than Python's: each character whose category
    decides stripping, removal or splitting is tried inside a word, against the library."""
    kinds = ("Mn", "Mc", "Me", "Cf", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "So")
    chars = [
        chr(code)
        for code in range(0x110000)
        if not 0xD800 <= code <= 0xDFFF and unicodedata.category(chr(code)) in kinds
    ]
    assert len(chars) > 9000
    differing = [
        f"U+{ord(char):04X}"
        for char in chars
        if ours().encode(f"a{char}b") != library().encode(f"a{char}b").ids
    ]
    assert differing == []


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=60))
@example("\U0001182f")  # a Dogra vowel sign, newer than the library's accent table
def test_any_text_is_cut_as_the_library_cuts_it(text: str) -> None:
    assert ours().encode(text) == library().encode(text).ids


def test_a_tokenizer_file_of_another_kind_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "tokenizer.json"
    other.write_text('{"model": {"type": "BPE", "vocab": {}}, "normalizer": null}', "utf-8")
    with pytest.raises(TokenizerFileError):
        WordPiece.from_file(other, MAX_TOKENS)
