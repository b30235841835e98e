"""The verdict of one sibling of :mod:`.sentences_several_targets` (issue 30, g2): its
effect's steps read by the grammar alone, judged against what it means (shared by
test_several_targets.py and benchmarks/several_targets_siblings.py)."""

from __future__ import annotations

from typing import Any


def read_steps(text: str) -> list[dict[str, Any]] | None:
    """The effect's steps ``text`` reads to by the grammar alone, or ``None`` (refused)."""
    from scenarios.cards.grammar.first import grammar_ability, grammar_effect

    try:
        if text.startswith("SPELL "):
            steps, _ = grammar_effect(text[len("SPELL ") :])
            return steps
        ability, _ = grammar_ability(text, support=False)
    except Exception:  # a crash is a refusal the judge sees as such
        return None
    return None if ability is None else ability.get("reaction", {}).get("effect")


def verdict(text: str, wanted: list[dict[str, Any]] | None) -> str:
    """right / WRONG / refused / refused as expected (``wanted`` ``None``: must be refused)."""
    found = read_steps(text)
    if found is None:
        return "refused as expected" if wanted is None else "refused"
    if wanted is None:
        return "WRONG"
    return "right" if found == wanted else "WRONG"
