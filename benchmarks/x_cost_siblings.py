"""Siblings of a quick action's cost of X (eng76): read right / refused by name / read WRONG.

Run: ``.venv/bin/python benchmarks/x_cost_siblings.py``. A sibling in X_READ is right only if
its reading equals the one written; one in X_REFUSED only if refused with its reason; one
in X_BY_HAND only if not read."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scenarios.cards.grammar.first import grammar_ability
from tests.cards_grammar.sentences_x_costs import X_BY_HAND, X_READ, X_REFUSED


def main() -> None:
    right = wrong = refused = 0
    for text, want in X_READ.items():
        got, _ = grammar_ability(text, support=False)
        if got is None:
            refused += 1
            continue
        got.pop("text", None)
        if got == want:
            right += 1
        else:
            wrong += 1
            print("WRONG", text, got)
    named = 0
    for text, reason in X_REFUSED.items():
        got, stop = grammar_ability(text, support=False)
        if got is not None:
            wrong += 1
            print("WRONG (read)", text, got)
        elif stop is not None and reason in stop.reason:
            named += 1
    by_hand = sum(grammar_ability(t, support=False)[0] is None for t in X_BY_HAND)
    print(f"read right {right}/{len(X_READ)}, not read {refused}, read WRONG {wrong}")
    print(f"refused with its reason {named}/{len(X_REFUSED)}; by hand {by_hand}/{len(X_BY_HAND)}")


if __name__ == "__main__":
    main()
