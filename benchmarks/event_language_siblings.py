"""A trigger's event as one language (issue 30, gram74): the sibling sentences of
tests/cards_grammar/sentences_event_language.py — [who or what] x [an atomic action's event,
7.3] x [from a zone] x [to a zone] (6.3.b) — read by the card reader, each counted read
(executable), refused by name (the grammar names the words and a rule) or left to the judge.
What each reading means is checked by tests/cards_grammar/test_event_language.py (exact
readings) and test_board_event_language.py (boards that trigger and must not).

    .venv/bin/python benchmarks/event_language_siblings.py [--list]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

from scenarios.cards.grammar.reader import NotRead, read_ability
from scenarios.cards.printed import read_printed
from tests.cards_grammar import sentences_event_language as s

_RULE = re.compile(r"\b\d\.\d+(?:\.\d+)?(?:\.[a-z])?\b")


def _sentences() -> list[str]:
    return [*s.READ, *s.READ_WHERE_FROM, *s.REFUSED, *s.REFUSED_WHERE_FROM]


def _kind(text: str) -> str:
    """ "read", "by name" (refused naming a rule) or "by hand" (left to the judge)."""
    if read_printed(probe_card(text, hand_cost=3)).executable:
        return "read"
    try:
        read_ability(text)
    except NotRead as refused:
        return "by name" if _RULE.search(str(refused)) else "by hand"
    except ValueError:
        return "by hand"
    return "by hand"


def main() -> None:
    listing = "--list" in sys.argv[1:]
    counts = {"read": 0, "by name": 0, "by hand": 0}
    for text in _sentences():
        kind = _kind(text)
        counts[kind] += 1
        if listing:
            print(f"{kind:8} {text}")
    total = sum(counts.values())
    print(
        f"event siblings: {total}; read {counts['read']}, refused by name "
        f"{counts['by name']}, left by hand {counts['by hand']}"
    )


if __name__ == "__main__":
    main()
