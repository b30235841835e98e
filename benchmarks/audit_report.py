"""The report of a generative reading audit by family (trigger_audit, condition_audit): each
case is read and checked against what it must mean, and the audit prints how many of each
family were read, read right and read wrong — one report for every such audit."""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from _common import Stopwatch, footer


class AuditCase(Protocol):
    """A generated sentence: its family (the dimensions crossed) and its printed text."""

    @property
    def family(self) -> str: ...

    @property
    def text(self) -> str: ...


C = TypeVar("C", bound=AuditCase)


def run_family_audit(
    label: str, description: str, cases: Iterable[C], check: Callable[[C], str]
) -> None:
    """Parse ``--list`` / ``--family``, check every case ("right", "wrong" or not read) and
    print the totals under ``label``, then each family's."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--list", action="store_true", help="list every case not read right")
    parser.add_argument("--family", default="", help="only this family")
    args = parser.parse_args()
    watch = Stopwatch()
    total: Counter[str] = Counter()
    outcome: dict[str, Counter[str]] = defaultdict(Counter)
    missed: list[tuple[str, str, str]] = []
    for case in cases:
        if args.family and case.family != args.family:
            continue
        got = check(case)
        total[case.family] += 1
        outcome[case.family][got] += 1
        if got != "right":
            missed.append((case.family, got, case.text))
    all_n = sum(total.values())
    read = sum(o["right"] + o["wrong"] for o in outcome.values())
    right = sum(o["right"] for o in outcome.values())
    wrong = sum(o["wrong"] for o in outcome.values())
    print(
        f"{label}: {all_n}: read {read} ({100 * read / all_n:.1f}%), "
        f"read right {right} ({100 * right / all_n:.1f}%), read wrong {wrong}"
    )
    for family, n in total.items():
        o = outcome[family]
        print(
            f"  {family:20} {n:5}: read {o['right'] + o['wrong']:5}, right {o['right']:5}, "
            f"wrong {o['wrong']:3}"
        )
    if args.list:
        for family, got, text in missed:
            print(f"  [{family}] {got}: {text}")
    print(footer(watch))
