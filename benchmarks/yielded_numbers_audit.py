"""Audit (issue 30, session 43): numbers a step yields, used by the step after it.

    .venv/bin/python benchmarks/yielded_numbers_audit.py [--show]

Crosses number SOURCES — a die roll (7.3.33.a-b), two dice with one result kept (7.3.33.c),
cards discarded / sacrificed / returned / drawn, counters removed or spent, boosts lost —
with number SLOTS — "gains that many boosts", "draw that many cards", "that many counters",
"…, up to a max of 3", "twice that many", "sacrifice / discard that many", "create that many
tokens", "loses that many boosts", "equal to the result", "X, where X is the result" — in
invented sentences (``{J} [source]. [slot].``), and counts for each source how many readings
run (executable), are refused with a reason, or crash. A crash is a bug (target 0); a refusal
must name what is unclear (``--show`` lists every refusal with its reason).

Sources that yield no number for "the result" words (a discard has no result) are crossed
with "that many" slots only; "the result" slots go with dice.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import audit_card

SOURCES = {
    "a die": "Roll a die.",
    "two dice, one kept": "Roll two dice and choose one result.",
    "cards discarded": "Discard up to two cards.",
    "Characters sacrificed": "Sacrifice any number of Characters.",
    "cards returned": "Return up to two cards from your Reserve to your hand.",
    "cards drawn": "Draw two cards.",
    "boosts removed": "Remove all boosts from target Character.",
    "boosts lost": "Target Character loses all its boosts.",
    "counters removed": "Remove all Spark counters from me.",
    "counters spent": "Spend all my Spark counters.",
}
"""What yields the number, said as a step of its own before the slot."""

THAT_MANY_SLOTS = [
    "Target Character gains that many boosts.",
    "I gain that many boosts.",
    "Each Character you control gains that many boosts.",
    "Draw that many cards.",
    "I gain that many Spark counters.",
    "I gain that many Spark counters, up to a max of 3.",
    "Draw twice that many cards.",
    "Target Character loses that many boosts.",
    "Create that many Bug 1/1/1 tokens in my Expedition.",
    "Sacrifice that many Characters.",
    "Each opponent sacrifices that many Characters.",
    "Discard that many cards from your hand.",
    "Discard that many cards.",
    "Target opponent discards that many cards.",
    "Each player discards twice that many cards.",
    "You may draw that many cards.",
]
"""Slots "that many" takes, after any source."""

RESULT_SLOTS = [
    "Target Character gains boosts equal to the result.",
    "Draw cards equal to the result.",
    "Target Character gains X boosts, where X is the result.",
    "I gain X Spark counters, where X is the result.",
    "If the result is 4 or more, draw that many cards.",
    "Target Character gains that many boosts. If the result is 6, draw a card.",
    "On a 5+, draw a card. On a 1-4, I gain that many boosts.",
]
"""Slots naming "the result": a die's only."""

DICE = ("a die", "two dice, one kept")


def _status(text: str) -> tuple[str, str]:
    from scenarios.cards.printed.reader import read_printed

    try:
        reading = read_printed(audit_card(text, name="Probe"))
    except Exception as exc:  # a crash is what the audit looks for
        return "crash", f"{type(exc).__name__}: {exc}"
    if reading.executable:
        return "run", ""
    reasons = [a.reason for a in reading.abilities if a.reason]
    return "refused", "; ".join(reasons)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="list each refusal and crash")
    args = parser.parse_args(argv)
    totals: Counter[str] = Counter()
    shown: list[str] = []
    print(f"{'source':24} {'sentences':>9} {'run':>5} {'refused':>8} {'crash':>6}")
    for name, said in SOURCES.items():
        slots = THAT_MANY_SLOTS + (RESULT_SLOTS if name in DICE else [])
        row: Counter[str] = Counter()
        for slot in slots:
            text = f"{{J}} {said} {slot}"
            status, why = _status(text)
            row[status] += 1
            if status != "run":
                shown.append(f"  [{status}] {text}\n      {why}")
        totals.update(row)
        print(f"{name:24} {len(slots):9} {row['run']:5} {row['refused']:8} {row['crash']:6}")
    n = sum(totals.values())
    print(f"{'total':24} {n:9} {totals['run']:5} {totals['refused']:8} {totals['crash']:6}")
    if args.show:
        print("\n".join(shown))
    return 1 if totals["crash"] else 0


if __name__ == "__main__":
    sys.exit(main())
