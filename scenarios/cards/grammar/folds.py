"""The lexer's one fold mechanism: printed words read as the grammar's own, in one pass.

A text's words (each with its printed offsets) are read left to right; at each word the
rewordings that may open there (:class:`Rewording`, a table in :mod:`.rewordings`) are tried
in the table's order, and the first that reads the words there says them in the grammar's
words; a word no rewording reads is kept as printed. Offsets stay in order and a said word
takes a printed word's span, so a rule's span is still its printed text.

A rewording looks ahead at the printed words and behind at what is already said
(:attr:`Words.said`): a phrase one rewording says (``"under your control"`` -> ``"you
control"``) is what the next rewording reads behind it. One that changes words further on
("Choose [cards] in [zone] and discard them": "in" -> "from", "and discard them" not said)
leaves them in :attr:`Words.later`, and every other rewording still reads the words between.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

Found = list[tuple[str, int, int]]

CLAUSE_START = frozenset({".", ":", "\u2014", "\u2022"})
"""What a clause follows (or the text's start, or an icon)."""


@dataclass
class Words:
    """One text being reworded: its printed words and what is said so far."""

    printed: Found
    low: list[str]
    """The printed words in lower case (what a rewording reads ahead)."""
    said: Found = field(default_factory=list)
    """The words said so far, with their printed spans (what a rewording reads behind)."""
    at: int = 0
    """The printed word being read."""
    later: dict[int, str | None] = field(default_factory=dict)
    """Printed words a rewording already said otherwise: index -> the word said (``None``:
    not said)."""

    def say(self, words: Sequence[str], spans: Sequence[tuple[str, int, int]]) -> None:
        """``words`` said on the printed ``spans`` in turn; more words than spans share the
        last span."""
        for k, w in enumerate(words):
            _, start, end = spans[min(k, len(spans) - 1)]
            self.said.append((w, start, end))

    def starts_clause(self, at: int | None = None) -> bool:
        """Whether printed word ``at`` (the one being read) opens a clause: the text's start,
        or after a full stop, a colon, a dash, a bullet or an icon."""
        k = self.at if at is None else at
        return k == 0 or self.low[k - 1] in CLAUSE_START or self.low[k - 1].startswith("{")


@dataclass(frozen=True)
class Rewording:
    """One printed wording the grammar reads as its own."""

    kind: str
    """What it rewords, in the rules' words ("a trigger's word", "a negated count")."""
    opens: frozenset[str]
    """The printed words (lower case) it may begin at."""
    read: Callable[[Words], int]
    """How many printed words it reads at :attr:`Words.at`, saying them
    (:attr:`Words.said`); 0: not this wording."""
    one_word: bool = False
    """A single word said as another ("every" -> "each"): tried after every phrase that may
    open at that word, which reads the word as the grammar says it ("Every opponent and you
    draw" is "Each player draws")."""


class Table:
    """Rewordings by the words they may open at, in the order they are tried at a word: the
    table's order, the phrases before the single words."""

    def __init__(self, rewordings: Sequence[Rewording]) -> None:
        self.rewordings = tuple(sorted(rewordings, key=lambda r: r.one_word))
        self.opening: dict[str, list[Rewording]] = {}
        for rewording in self.rewordings:
            for word in rewording.opens:
                self.opening.setdefault(word, []).append(rewording)

    def fold(self, found: Found) -> Found:
        """``found`` (printed words with their offsets) with every rewording read, in one
        pass (the module docstring)."""
        low = [w.lower() for w, _, _ in found]
        if not any(w in self.opening for w in low):
            return found
        text = Words(found, low)
        while text.at < len(found):
            k = text.at
            if k in text.later:
                word = text.later.pop(k)
                if word is not None:
                    text.said.append((word, found[k][1], found[k][2]))
                text.at += 1
                continue
            for rewording in self.opening.get(low[k], ()):
                read = rewording.read(text)
                if read:
                    text.at += read
                    break
            else:
                text.said.append(found[k])
                text.at += 1
        return text.said
