"""The base of the semantic functions: the text a rule matched, numbers, the step type."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx

Step = dict[str, Any]

_ICON_TRIGGERS = {"J": "enters_play", "H": "played_from_hand", "R": "played_from_reserve"}
"""{J} {H} {R}: When I enter play / am played from Hand / from Reserve (7.1.1.a-c)."""


def _number(token: Token | str) -> int:
    """The number a digit or number word says; any other amount ("that many") where a step
    takes a fixed number only is refused with its words (precision first, never a crash)."""
    word = str(token).lower().strip("{}")
    if word.isdigit():
        return int(word)
    if word not in lx.NUMBERS:
        from scenarios.cards.grammar.parser import NotRead

        raise NotRead(word, f"'{word}' for this step is not read yet", "number")
    return lx.NUMBERS[word]


class SemanticsBase(Transformer[Token, Any]):
    """What every group of semantic functions uses: the text parsed."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text.replace("\u2019", "'").replace("\u2013", "\u2014")
        # the trigger a Spell-like effect is read under (a Unique's output read alone)
        self.it_trigger: str | None = None

    def _printed(self, meta: Meta) -> str:
        """The text a rule matched, as printed."""
        if getattr(meta, "empty", True):
            return ""
        # a status or keyword printed as a link ("[[Boosted]]") is its word: the lexer reads
        # the word, so the words kept say it without the marks
        return self.text[meta.start_pos : meta.end_pos].replace("[[", "").replace("]]", "")

    def _span(self, meta: Meta) -> str:
        """The text a rule matched, lower case (conditions and counts are kept so)."""
        return self._printed(meta).lower()
