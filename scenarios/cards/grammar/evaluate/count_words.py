"""The words of a count a condition says — "two or more", "at most three", "no more than
one", "exactly two", "a", "no" — as the bounds the engine counts between (6.5.d): one
reading for every condition that counts, so a count word means the same in each."""

from __future__ import annotations

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.evaluate.quantified_objects import quantified
from scenarios.cards.grammar.parser import NotRead


def count_bounds(words: list[str]) -> tuple[int | None, int | None]:
    """ "no" (at most 0), "N or more" / "at least N" (at least N), "N or less" / "N or
    fewer" / "at most N" / "no more than N" (at most N), "less / fewer than N" (at most N-1),
    "more than N" (at least N+1), "no fewer / no less than N" (at least N); a bare "N" is not
    how cards say "exactly N" and is refused."""
    if words[0] == "exactly":  # "exactly two": at least and at most that many
        return number_word(words[1]), number_word(words[1])
    if words[:1] == ["no"] and words[2:3] == ["than"]:
        n = number_word(words[3])
        return (None, n) if words[1] == "more" else (n, None)
    if words[0] in ("no", "a", "an"):  # "no Spell": none; "a Spell": one or more (6.5.d)
        q = quantified(words[0])
        return q.at_least, q.at_most
    if words[:2] == ["at", "most"]:
        return None, number_word(words[2])
    if words[:2] == ["more", "than"]:
        return number_word(words[2]) + 1, None
    if words[:2] == ["at", "least"]:
        return number_word(words[2]), None
    if words[0] in ("less", "fewer") and words[1] == "than":
        return None, number_word(words[2]) - 1
    n = number_word(words[0])
    if words[1:3] == ["or", "more"]:
        return n, None
    if words[1:3] in (["or", "less"], ["or", "fewer"]):
        return None, n
    raise NotRead(words[0], "a count without 'or more' / 'or less' is not read")


def number_word(word: str) -> int:
    return int(word) if word.isdigit() else lx.NUMBERS[word]
