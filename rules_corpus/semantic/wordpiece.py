"""The model's tokenizer in Python: BERT's normaliser, pre-tokeniser and WordPiece, read from the
model's own ``tokenizer.json`` (``rules_corpus/data/minilm_tokenizer.json``).

It gives the ids Hugging Face's ``tokenizers`` library gives for that file — the shipped vectors
were made with them, so a query must be cut the same way (``tests/semantic`` compares the two on
the corpus and on random Unicode). The steps, as the library runs them for this file:

1. the special tokens ([CLS], [SEP], [PAD], [UNK], [MASK]) written in the text are taken as
   they are, before anything else;
2. **BertNormalizer**: control characters, U+0000 and U+FFFD removed, whitespace made a space;
   a space each side of a CJK ideograph; accents stripped (NFD, then no non-spacing marks);
   marks, format characters and punctuation are those of the library's older Unicode tables
   (``library_unicode``);
   lower case, character by character (so a final Σ is σ, as in the library);
3. **BertPreTokenizer**: words split at whitespace, each punctuation character a word of its own
   (ASCII punctuation and Unicode's P* categories);
4. **WordPiece**: the longest vocabulary entry from the start of the word, then the longest
   "##" continuation, …; a word that cannot be covered, or longer than 100 characters, is [UNK];
5. [CLS] … [SEP] around, the text's tokens cut to fit 256 in all.

No dependency: ``tokenizers`` (11 MB in the installed app) was used for this one file only.
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Final

from rules_corpus.semantic.library_unicode import (
    LIBRARY_LETTERS,
    LIBRARY_MARKS,
    LIBRARY_PUNCTUATION,
)

_CJK: Final = (
    (0x4E00, 0x9FFF),
    (0x3400, 0x4DBF),
    (0x20000, 0x2A6DF),
    (0x2A700, 0x2B73F),
    (0x2B740, 0x2B81F),
    (0x2B920, 0x2CEAF),
    (0xF900, 0xFAFF),
    (0x2F800, 0x2FA1F),
)
_OTHER: Final = frozenset({"Cc", "Cf", "Cs", "Co"})  # the library's is_other (unassigned stay)
# Rust's char::is_whitespace (the White_Space property), which Python's str.isspace widens
_WHITE_SPACE: Final = frozenset(
    "\t\n\x0b\x0c\r \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
_ASCII_PUNCTUATION: Final = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")


class TokenizerFileError(ValueError):
    """The tokenizer file is not a BERT WordPiece tokenizer of the shape this reader knows."""


def _is_cjk(code: int) -> bool:
    return any(low <= code <= high for low, high in _CJK)


def _is_punctuation(char: str) -> bool:
    if char in LIBRARY_LETTERS:
        return False
    return (
        char in _ASCII_PUNCTUATION
        or char in LIBRARY_PUNCTUATION
        or unicodedata.category(char).startswith("P")
    )


@lru_cache(maxsize=4096)
def _normal_char(char: str) -> str:
    """One character through BertNormalizer (clean text, CJK spacing); accents and case are
    done on the whole text after, as the library does."""
    code = ord(char)
    if char in "\t\n\r":
        return " "
    if char in LIBRARY_LETTERS:  # newer than the library's tables: a letter to it
        return char
    if code == 0 or code == 0xFFFD or unicodedata.category(char) in _OTHER:
        return ""
    if char in _WHITE_SPACE:
        return " "
    if _is_cjk(code):
        return f" {char} "
    return char


def _is_accent(char: str) -> bool:
    """A non-spacing mark in the library's tables (see ``library_unicode``)."""
    if char in LIBRARY_LETTERS or char in LIBRARY_PUNCTUATION:
        return False
    return char in LIBRARY_MARKS or unicodedata.category(char) == "Mn"


def normalise(text: str) -> str:
    """BertNormalizer with clean_text, handle_chinese_chars, strip_accents and lowercase."""
    cleaned = "".join(_normal_char(char) for char in text)
    stripped = "".join(c for c in unicodedata.normalize("NFD", cleaned) if not _is_accent(c))
    return "".join(c.lower() for c in stripped)  # by character: no final-sigma rule


def pre_tokenise(text: str) -> list[str]:
    """BertPreTokenizer: words at whitespace, each punctuation character apart."""
    words: list[str] = []
    for chunk in text.split():  # Python's whitespace ⊇ Rust's; what differs was cleaned above
        start = 0
        for n, char in enumerate(chunk):
            if _is_punctuation(char):
                if n > start:
                    words.append(chunk[start:n])
                words.append(char)
                start = n + 1
        if start < len(chunk):
            words.append(chunk[start:])
    return words


class WordPiece:
    """The tokenizer of one ``tokenizer.json``: text → ids with [CLS] and [SEP]."""

    def __init__(self, vocab: dict[str, int], specials: dict[str, int], max_tokens: int) -> None:
        self._vocab = vocab
        self._specials = specials
        self._unk = vocab["[UNK]"]
        self._cls = vocab["[CLS]"]
        self._sep = vocab["[SEP]"]
        self._max_tokens = max_tokens
        longest_first = sorted(specials, key=len, reverse=True)
        self._split_specials = (
            re.compile("(" + "|".join(re.escape(s) for s in longest_first) + ")")
            if specials
            else None
        )
        self._words: dict[str, tuple[int, ...]] = {}

    @classmethod
    def from_file(cls, path: Path, max_tokens: int) -> WordPiece:
        """Read ``path`` (a Hugging Face tokenizer.json of a BERT WordPiece model)."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            model = data["model"]
            if model.get("type") != "WordPiece" or data["normalizer"]["type"] != "BertNormalizer":
                raise TokenizerFileError("not a BERT WordPiece tokenizer")
            if data["pre_tokenizer"]["type"] != "BertPreTokenizer":
                raise TokenizerFileError("not BERT's pre-tokeniser")
            if model.get("continuing_subword_prefix", "##") != "##":
                raise TokenizerFileError("another continuation prefix")
            vocab = {str(k): int(v) for k, v in model["vocab"].items()}
            specials = {str(t["content"]): int(t["id"]) for t in data.get("added_tokens", [])}
            for needed in ("[UNK]", "[CLS]", "[SEP]"):
                if needed not in vocab:
                    raise TokenizerFileError(f"no {needed} token")
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            if isinstance(error, TokenizerFileError):
                raise
            raise TokenizerFileError(str(error)) from error
        return cls(vocab, specials, max_tokens)

    def encode(self, text: str) -> list[int]:
        """The ids of ``text``: [CLS], its word pieces (cut to fit), [SEP]."""
        ids: list[int] = []
        pieces = self._split_specials.split(text) if self._split_specials else [text]
        for n, piece in enumerate(pieces):
            if n % 2 == 1:  # a special token written in the text
                ids.append(self._specials[piece])
                continue
            for word in pre_tokenise(normalise(piece)):
                ids.extend(self._word_ids(word))
        return [self._cls, *ids[: self._max_tokens - 2], self._sep]

    def _word_ids(self, word: str) -> tuple[int, ...]:
        found = self._words.get(word)
        if found is not None:
            return found
        ids = self._wordpiece(word)
        if len(self._words) < 65536:  # the words of a corpus repeat; a flood does not grow it
            self._words[word] = ids
        return ids

    def _wordpiece(self, word: str) -> tuple[int, ...]:
        if len(word) > 100:  # max_input_chars_per_word
            return (self._unk,)
        ids: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                found = self._vocab.get(piece)
                if found is not None:
                    ids.append(found)
                    break
                end -= 1
            else:
                return (self._unk,)
            start = end
        return tuple(ids)
