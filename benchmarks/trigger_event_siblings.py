"""A trigger's event and counters spent as costs as one language (issue 30, gram86): the
sibling sentences of tests/cards_grammar/sentences_trigger_events_counters.py read on a
1/1/1 Character costing 3, each judged by what it means: right (its ability holds the
expected fragment), WRONG (read, but means something else), refused by name (the reason
expected), or unread (left to the judge).

    .venv/bin/python benchmarks/trigger_event_siblings.py [--list]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

from scenarios.cards.grammar.reader import NotRead, read_ability
from scenarios.cards.printed import read_printed
from scenarios.cards.printed.text import clean
from tests.cards_grammar import sentences_trigger_events_counters as s


def holds(actual: Any, expected: Any) -> bool:
    """Whether ``actual`` holds ``expected``: each key's value held, lists item by item."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and holds(actual[k], v) for k, v in expected.items()
        )
    if isinstance(expected, list) and expected and isinstance(expected[0], dict):
        return (
            isinstance(actual, list)
            and len(actual) >= len(expected)
            and all(holds(a, e) for a, e in zip(actual, expected, strict=False))
        )
    return bool(actual == expected)


def verdict(text: str) -> tuple[str, str]:
    """("right" | "WRONG" | "refused" | "unread", the reason or reading) of one sibling."""
    reading = read_printed(probe_card(text, hand_cost=3))
    if reading.executable:
        dumped = reading.model.model_dump(exclude_defaults=True)["abilities"][0]
        ability = json.loads(json.dumps(dumped, default=str))  # tuples as lists
        expected = s.READ.get(text)
        return ("right" if expected and holds(ability, expected) else "WRONG"), str(ability)
    try:  # the grammar's own reason names the words and the rule
        read_ability(clean(text))
        reason = ""
    except NotRead as refused:
        reason = str(refused)
    except ValueError as refused:
        reason = str(refused)
    expected_reason = s.REFUSED.get(text)
    return ("refused" if expected_reason and expected_reason in reason else "unread"), reason


def main() -> None:
    listing = "--list" in sys.argv[1:]
    tally = dict.fromkeys(("right", "WRONG", "refused", "unread"), 0)
    for text in [*s.READ, *s.REFUSED, *s.UNREAD]:
        kind, why = verdict(text)
        tally[kind] += 1
        if listing or kind == "WRONG":
            print(f"{kind:8} {text}  | {why[:160]}")
    print(
        f"trigger event siblings: {sum(tally.values())}; read right {tally['right']}, WRONG "
        f"{tally['WRONG']}, refused by name {tally['refused']}, unread {tally['unread']}"
    )


if __name__ == "__main__":
    main()
