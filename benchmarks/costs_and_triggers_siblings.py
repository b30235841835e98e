"""Costs and trigger events as composed languages (issue 30, gram95): the sibling sentences
of ``tests/cards_grammar/sentences_costs_and_triggers.py`` — a quick action's cost parts
({T}, {D}, Mana, steps said as costs) and a Reaction's trigger (event x actor x object x
qualifier) — read by the grammar alone.

    .venv/bin/python benchmarks/costs_and_triggers_siblings.py [--list]

Each sentence is READ RIGHT (its reading holds the fields its meaning names, and runs),
REFUSED (left to the judge) or READ WRONG (read otherwise than written, or read where the
file expects a refusal: a precision failure). Printed per group and in all.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card
from _siblings import tally_outcomes

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed import read_printed
from tests.cards_grammar import sentences_costs_and_triggers as s


def outcome(text: str, part: str, wanted: dict[str, Any] | None) -> str:
    """``right``, ``refused`` or ``wrong`` for one sentence: ``part`` is where its fields
    are ("cost" of a quick action, or the "reaction"); ``wanted`` None: a refusal expected."""
    ability, _ = grammar_ability(text, support=False)
    if ability is None:
        return "refused"
    if wanted is None:
        return "wrong"
    got = ability["quick_action"]["cost"] if part == "cost" else ability.get("reaction", {})
    if any(got.get(k) != v for k, v in wanted.items()):
        return "wrong"
    card = probe_card(text, hand_cost=2)
    return "right" if read_printed(card, patterns=False).executable else "refused"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="each sentence's outcome")
    args = parser.parse_args()
    parts = {"COST": "cost", "TRIGGER": "reaction"}
    groups: list[tuple[str, dict[str, Any]]] = [
        ("COST_READ", dict(s.COST_READ)),
        ("COST_REFUSED", dict.fromkeys(s.COST_REFUSED)),
        ("TRIGGER_READ", dict(s.TRIGGER_READ)),
        ("TRIGGER_REFUSED", dict.fromkeys(s.TRIGGER_REFUSED)),
    ]
    total = tally_outcomes(
        [
            (name, {text: (parts[name.split("_")[0]], wanted) for text, wanted in g.items()})
            for name, g in groups
        ],
        lambda text, expected: outcome(text, *expected),
        list_each=args.list,
    )
    print(
        f"{'all':16} {sum(total.values()):3} sentences: read right {total['right']:3}, "
        f"refused {total['refused']:3}, read wrong {total['wrong']}"
    )


if __name__ == "__main__":
    main()
