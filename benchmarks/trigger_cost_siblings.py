"""Triggers and costs as composable parts (issue 30, gram65): the sibling sentences of
``tests/cards_grammar/sentences_trigger_cost_parts.py`` — each trigger event x its qualifiers
(who, what, where, the Nth of a period, a count reached) and each quick-action cost form x
three effects — read by the grammar alone.

    .venv/bin/python benchmarks/trigger_cost_siblings.py [--list]

Each sentence is READ RIGHT (read as the file writes it, and executable), REFUSED (left to the
judge), or READ WRONG (read otherwise than written, or read where the file expects a refusal:
a precision failure). Printed per group and in all; ``--list`` names each sentence's outcome.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import audit_card
from _siblings import tally_outcomes

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import read_printed
from tests.cards_grammar import sentences_trigger_cost_parts as s


def outcome(text: str, expected: object) -> str:
    """``right``, ``refused`` or ``wrong`` for one sentence; ``expected`` is its reading, or
    a reason (a string) when the file expects it refused."""
    ability, _ = grammar_ability(text, support=False)
    if ability is None:
        return "refused"
    ability.pop("text", None)
    if not isinstance(expected, dict) or ability != expected:
        return "wrong"
    card = audit_card(text, name="Sibling", hand_cost=2)
    return "right" if read_printed(card, patterns=False).executable else "refused"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="each sentence's outcome")
    args = parser.parse_args()
    groups: list[Mapping[str, Any]] = [*s.READ_GROUPS, *s.REFUSED_GROUPS]
    names = {id(getattr(s, n)): n for n in dir(s) if n.isupper()}
    total = tally_outcomes(
        [(names.get(id(group), "?"), group) for group in groups], outcome, list_each=args.list
    )
    n = sum(total.values())
    print(
        f"all {n} sibling sentences: read right {total['right']} ({total['right'] / n:.1%}), "
        f"refused {total['refused']}, read WRONG {total['wrong']}"
    )


if __name__ == "__main__":
    main()
