"""Word-level differences between two texts (difflib over word tokens).

:func:`word_diff` splits both texts into words (whitespace-separated, punctuation kept on the
word), compares them on a normalised key (case, surrounding punctuation and quote style
ignored, so "mana." and "mana" are the same word) and returns :class:`DiffOp` runs carrying the
words as printed. :func:`render_diff` turns the runs into one line in the ``[-old-]{+new+}``
style of ``git diff --word-diff``; :func:`diff_json` gives the JSON shape the CLI prints, and
:func:`pair_json` a whole pair in that shape (the CLI's output and the cached map's pairs).
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Any

from rules_corpus.editions.model import DiffOp, EditionPair

_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "–": "-", "—": "-"})
_EDGE_PUNCT = re.compile(r"^[^\w\[\]]+|[^\w\[\]]+$")


_WORD = re.compile(r"\S*\[[^\]]*\]\S*|\S+")


def words(text: str) -> list[str]:
    """The words of ``text`` as printed: split on whitespace, a bracketed icon is one word."""
    return _WORD.findall(text)


def word_key(word: str) -> str:
    """What two words are compared on: lower case, no surrounding punctuation or quotes."""
    key = _EDGE_PUNCT.sub("", word.translate(_QUOTES).lower())
    return key or word


def word_diff(old: str, new: str) -> tuple[DiffOp, ...]:
    """The runs of equal, inserted, deleted and replaced words turning ``old`` into ``new``."""
    old_words, new_words = words(old), words(new)
    matcher = SequenceMatcher(
        None, [word_key(w) for w in old_words], [word_key(w) for w in new_words], autojunk=False
    )
    ops: list[DiffOp] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        ops.append(DiffOp(tag, tuple(old_words[i1:i2]), tuple(new_words[j1:j2])))
    return tuple(ops)


def is_identical(ops: tuple[DiffOp, ...]) -> bool:
    """True when the texts differ at most in case and punctuation."""
    return all(op.tag == "equal" for op in ops)


def changed_words(ops: tuple[DiffOp, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Every word removed and every word added, in order."""
    removed = tuple(w for op in ops if op.tag != "equal" for w in op.old)
    added = tuple(w for op in ops if op.tag != "equal" for w in op.new)
    return removed, added


def render_diff(ops: tuple[DiffOp, ...], deleted: str = "[-{}-]", inserted: str = "{+{}+}") -> str:
    """One line showing the change: equal words as in the new text, ``[-old-]``, ``{+new+}``.

    ``deleted``/``inserted`` are templates whose ``{}`` is replaced by the words, so a UI can
    ask for e.g. HTML ``<del>{}</del>`` / ``<ins>{}</ins>`` (escaping is then the caller's job).
    """
    parts: list[str] = []
    for op in ops:
        if op.tag == "equal":
            parts.append(" ".join(op.new))
            continue
        if op.old:
            parts.append(deleted.replace("{}", " ".join(op.old), 1))
        if op.new:
            parts.append(inserted.replace("{}", " ".join(op.new), 1))
    return " ".join(part for part in parts if part)


def diff_json(ops: tuple[DiffOp, ...]) -> list[dict[str, Any]]:
    """The runs as JSON objects: ``{"op": "replace", "old": [...], "new": [...]}``."""
    return [{"op": op.tag, "old": list(op.old), "new": list(op.new)} for op in ops]


def pair_json(pair: EditionPair) -> dict[str, Any]:
    """A pair of entries of two editions as JSON: the two entries, how they relate and how
    sure the match is, why, and the word differences (:func:`diff_json`)."""
    return {
        "kind": pair.kind,
        "old": pair.old,
        "new": pair.new,
        "relation": pair.relation.value,
        "confidence": pair.confidence,
        "source": pair.source.value,
        "reason": pair.reason,
        "diff": diff_json(pair.diff),
    }
