"""Which grammar rules the tests show: each rule (or alias) of ``altered.lark`` with a
semantic function, and the rules a set of sentences exercises when parsed."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from lark import Token, Tree

from scenarios.cards.grammar.parser import NotRead, grammar, parse
from scenarios.cards.grammar.unique import SHAPE


def rule_names() -> frozenset[str]:
    """Every named rule of the grammar (aliases are rules of their own: one semantic
    function each); helper rules starting with ``_`` are not counted."""
    names: set[str] = set()
    for rule in grammar().rules:
        name = rule.alias or rule.origin.name
        name = str(getattr(name, "name", name))
        if rule.options.expand1 and not rule.alias:
            continue  # an inlined choice ("?step"): never a node of its own
        if not name.startswith("_"):
            names.add(name)
    return frozenset(names)


def rules_used(sentences: Iterable[str], *, spell: bool = False) -> frozenset[str]:
    """The rules the parse trees of ``sentences`` contain (a sentence not read adds none)."""
    used: set[str] = set()
    for text in sentences:
        for tree in _trees(text, spell):
            used.update(str(t.data) for t in tree.iter_subtrees())
    return frozenset(used)


def _trees(text: str, spell: bool) -> list[Tree[Token]]:
    """The trees the reader makes of ``text``: the whole ability, else a Spell's effect,
    else a Unique's parts (its trigger and its condition, read one by one)."""
    for start in ("spell_effect",) if spell else ("start", "spell_effect"):
        try:
            return [parse(text, start=start)]
        except NotRead:
            pass
    m = SHAPE.match(text)
    if m is None:
        return []
    found = []
    for part, start in (
        (m["trigger"], "trigger_only"),
        (f"{m['word']} {m['cond']} :", "condition_only"),
    ):
        with suppress(NotRead):
            found.append(parse(part, start=start))
    return found


@dataclass(frozen=True)
class Coverage:
    """How many rules there are and how many a reader test / a board test exercises."""

    rules: int
    reader: int
    board: int
    missing_reader: tuple[str, ...]


def rule_coverage(
    reader_sentences: Iterable[str] | None = None, board_sentences: Iterable[str] | None = None
) -> Coverage:
    """The coverage of the grammar's rules by the sentences of its reader tests and board
    tests (by default those of ``tests/cards_grammar/sentences.py``)."""
    if reader_sentences is None or board_sentences is None:
        from tests.cards_grammar.sentences import BOARD_SENTENCES, RULE_SENTENCES

        reader_sentences = [s for group in RULE_SENTENCES.values() for s in group]
        board_sentences = BOARD_SENTENCES
    names = rule_names()
    reader = rules_used(reader_sentences) & names
    board = rules_used(board_sentences) & names
    return Coverage(len(names), len(reader), len(board), tuple(sorted(names - reader)))


def unread_by_rule(cards: Iterable[Any]) -> Counter[str]:
    """How many printed abilities of ``cards`` the grammar alone leaves unread, counted by the
    grammar rule the reading stopped at (the rule read last before the word not read)."""
    from scenarios.cards.grammar.reader import read_ability, read_spell_effect
    from scenarios.cards.printed.text import clean, split_abilities

    reasons: Counter[str] = Counter()
    for card in cards:
        spell = getattr(card, "type", "") == "Spell"
        for printed in (*split_abilities(card.main_text), *split_abilities(card.support_text)):
            text = clean(printed)
            if not text:
                continue
            stop = _stop(read_ability, text)
            if stop is not None and spell:  # a Spell's effect is read alone (5.1.2.j)
                stop = _stop(read_spell_effect, text)
            if stop is not None:
                reasons[stop.rule or "?"] += 1
    return reasons


def _stop(read: Any, text: str) -> NotRead | None:
    """Why ``read`` does not read ``text`` (``None``: it reads it)."""
    try:
        read(text)
    except NotRead as exc:
        return exc
    return None


def grammar_lines(cards: Iterable[Any], top: int = 10) -> list[str]:
    """The grammar's figures for a pool of printed cards, as report lines: definitions
    executable by the grammar alone, the rules with a reader / board test, and what the
    grammar alone leaves, grouped by grammar rule (the rule read last before the word not
    read, or the rule whose meaning refused the reading)."""
    from scenarios.cards.printed import read_printed

    pool = list(cards)
    alone = sum(read_printed(c, patterns=False).executable for c in pool)
    reasons = unread_by_rule(pool)
    cov = rule_coverage()
    n = max(len(pool), 1)
    lines = [
        f"  grammar alone: {alone}/{len(pool)} definitions executable ({100 * alone / n:.1f}%); "
        f"grammar rules {cov.rules}: with a reader test {cov.reader} "
        f"({100 * cov.reader / max(cov.rules, 1):.0f}%), with a board test {cov.board} "
        f"({100 * cov.board / max(cov.rules, 1):.0f}%)",
        f"  left by the grammar alone, by grammar rule (top {top}):",
    ]
    lines.extend(f"  {k:4d}  {rule}" for rule, k in reasons.most_common(top))
    return lines
