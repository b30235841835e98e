"""The word-level lexer of the grammar: printed text -> one token per word.

Words the grammar quotes (``"draw"``, ``"target"``, ``"owner's"``) are their own terminals;
the CR's lexicon (:mod:`.lexicon`) gives the word classes; any other word is ``WORD``, which
no rule accepts, so an unread ability is reported at that word. Lower case is the reading;
each token's value is its printed spelling (for names: counters).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from lark.lexer import Lexer, Token

from scenarios.cards.grammar import lexicon as lx

_WORDS = re.compile(r"\{[^}]*\}|[A-Za-z0-9]+(?:['\-][A-Za-z0-9]+)*|[,.:;\u2022\u2014]")


def words(text: str) -> list[str]:
    """The words of ``text`` as printed (icons, words, punctuation)."""
    return _WORDS.findall(text.replace("\u2019", "'").replace("\u2013", "\u2014"))


class WordLexer(Lexer):
    """Lark's custom lexer: literal words first, then the lexicon's classes."""

    def __init__(self, lexer_conf: Any) -> None:
        self.literals: dict[str, str] = {}
        for term in lexer_conf.terminals:
            if term.pattern.type == "str":
                self.literals[term.pattern.value] = term.name

    def lex(self, data: Any, *_: Any) -> Iterator[Token]:
        text = data if isinstance(data, str) else data.text
        printed = words(text)
        for i, word in enumerate(printed):
            low = word.lower()
            kind = self._kind(low, printed[i + 1].lower() if i + 1 < len(printed) else "")
            yield Token(
                kind,
                word,
                start_pos=i,
                line=1,
                column=i + 1,
                end_line=1,
                end_column=i + 2,
                end_pos=i + 1,
            )

    def _kind(self, low: str, following: str) -> str:
        if low in self.literals:
            return self.literals[low]
        if low == "\u2014":
            return "DASH"
        if low == "{i}":
            return "SUPPORT"
        if low == "{t}":
            return "TAP"
        if low == "{d}":
            return "DISCARD_ME"
        if low in lx.ICONS:
            return "ICON"
        if low in lx.TERRAINS:
            return "TERRAIN"
        if re.fullmatch(r"\{\d+\}", low):
            return "MANA"
        if low.isdigit():
            return "NUMBER"
        if low in lx.NUMBERS:
            return "NUMWORD"
        if low in lx.STATUSES:
            return "STATUS"
        if low in lx.KEYWORDS:
            return "KEYWORD"
        if low in lx.NUMBERED_KEYWORDS:
            return "NUMBERED_KEYWORD"
        if low in lx.PHASES:
            return "PHASE"
        if low in lx.SUBTYPES:
            return "SUBTYPE"
        if lx.plural_subtype(low) is not None:
            return "SUBTYPES"
        if following in ("counter", "counters") and low.isalpha():
            return "COUNTER_NAME"
        return "WORD"
