"""A long text costs the sentence encoder only the part the model reads: the first 256 tokens
are found in a bounded start of the text, exactly as the whole text would give them (a 200 KB
ruling answer took seconds to tokenize for the same 256 tokens; issue 34)."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import pytest

from rules_corpus.semantic import vectors
from rules_corpus.semantic.encoder import MAX_TOKENS, Encoder
from rules_corpus.semantic.model_file import load_model


@lru_cache(maxsize=1)
def encoder() -> Encoder:
    return Encoder(load_model(digest=vectors.shipped_model()))


def whole_text_ids(text: str) -> list[int]:
    """What the tokenizer gives for the whole text, truncated to what the model reads."""
    return encoder()._tokenizer.encode(text)


LONG = {
    "200 KB answer": "No. " * 50_000,
    "prose": "The Reactions resolve in initiative order, then the day goes on. " * 400,
    "short words": "a b c d e f g " * 3_000,
    "punctuation": "(x), [y]; {z}! " * 2_000,
    "accents and newlines": "Élémentaire de Kélon\nréserve\tÉquipement — «X» " * 500,
    "long words": ("Untappableness" * 3 + " ") * 600,
    "just past the first cut": "word " * (MAX_TOKENS * 16 // 5 + 3),
    "few tokens, many spaces": "ready" + " " * 9_000 + "go",
}


@pytest.mark.parametrize("text", LONG.values(), ids=LONG.keys())
def test_a_long_text_gives_the_tokens_of_the_whole_text(text: str) -> None:
    assert encoder().token_ids(text) == whole_text_ids(text)


@pytest.mark.parametrize("text", LONG.values(), ids=LONG.keys())
def test_only_a_bounded_start_of_a_long_text_is_tokenized(text: str) -> None:
    seen = encoder().seen_part(text)
    assert text.startswith(seen)
    if len(whole_text_ids(text)) == MAX_TOKENS and " " in text[: len(text) // 2]:
        assert len(seen) <= max(len(text) // 2, 8_192), "the rest is never tokenized"


def test_a_200_kb_ruling_encodes_as_its_start() -> None:
    text = "No. " * 50_000
    assert len(encoder().seen_part(text)) < 10_000
    many = encoder().encode_many([text, text[:5_000]])
    assert np.array_equal(many[0], many[1])  # the model reads the same 256 tokens


def test_a_short_text_is_given_whole() -> None:
    text = "Can I play Kelon Elemental in reaction to a Spell?"
    assert encoder().seen_part(text) == text


STEM_TEXTS = [
    "Can I play Kelon Elemental in reaction to a Spell? See rule 6.2.e: +2, -1, +X, 1-2.",
    "Defender +X; the risk cost is −1 (6.2.e), can't, card's, I, We, You, may, not.",
    "No. " * 50_000,
    "Élémentaire de Kélon — réserve, «X» 🙂 1.1.4.d x X 0 2",
]


@pytest.mark.parametrize("text", STEM_TEXTS, ids=["rules", "signs", "200 KB", "accents"])
def test_a_texts_stems_are_those_of_every_word_analysed_in_place(text: str) -> None:
    """Each distinct word analysed once gives exactly the stems of the whole text analysed
    word after word (a 200 KB ruling answer is stemmed in one regular expression pass)."""
    from rules_corpus.search.analysis import _ANALYZER, stems_of

    assert stems_of(text) == {str(token.text) for token in _ANALYZER(text)}


def test_stems_word_by_word_match_the_analyzer_on_random_text() -> None:
    import random

    from rules_corpus.search.analysis import _ANALYZER, stems_of

    rng = random.Random(34)
    pieces = ["+", "-", "−", "x", "X", "2", "10", ".", " ", "card", "cards", "I", "the", "é", "_"]
    for _ in range(3_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert stems_of(text) == {str(t.text) for t in _ANALYZER(text)}, repr(text)


def test_stems_word_by_word_match_the_analyzer_on_the_projects_own_prose() -> None:
    from pathlib import Path

    from rules_corpus.search.analysis import _ANALYZER, stems_of

    root = Path(__file__).resolve().parents[2]
    for path in [root / "README.md", *sorted((root / "docs").glob("*.md"))]:
        for line in path.read_text(encoding="utf-8").splitlines():
            assert stems_of(line) == {str(t.text) for t in _ANALYZER(line)}, (path.name, line)
