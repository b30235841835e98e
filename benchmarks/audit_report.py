"""The report of a generative reading audit: each case is read and checked against what it
must mean, and the audit prints how many were read, read right and read wrong — by family
(:func:`run_family_audit`: trigger_audit, condition_audit, before_output_audit) or by each
value of each dimension crossed (:func:`run_dimension_audit`: output_audit, chooser_audit)
— or by kind and voice (:func:`run_kind_audit`: description_audit2, description_audit3)
— one report for every such audit."""

from __future__ import annotations

import argparse
import sys
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


def take_sample_size() -> int:
    """``--sample N`` taken out of the command line (0 when absent) before
    :func:`run_family_audit` parses the rest: a matrix generating its cells needs N first."""
    argv = sys.argv[1:]
    if "--sample" not in argv:
        return 0
    i = argv.index("--sample")
    size = int(argv[i + 1])
    del argv[i : i + 2]
    sys.argv[1:] = argv
    return size


def run_family_audit(
    label: str,
    description: str,
    cases: Iterable[C],
    check: Callable[[C], str],
    apart: tuple[str, ...] = ("crash",),
) -> None:
    """Parse ``--list`` / ``--family``, check every case ("right", "wrong" or not read) and
    print the totals under ``label``, then each family's; the outcomes in ``apart`` (a
    crash, a generator's own miss) are counted apart where there are any."""
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
        + _apart(Counter(got for o in outcome.values() for got in o.elements()), apart)
    )
    for family, n in total.items():
        o = outcome[family]
        print(
            f"  {family:20} {n:5}: read {o['right'] + o['wrong']:5}, right {o['right']:5}, "
            f"wrong {o['wrong']:3}" + _apart(o, apart)
        )
    if args.list:
        for family, got, text in missed:
            print(f"  [{family}] {got}: {text}")
    print(footer(watch))


def _apart(outcome: Counter[str], apart: tuple[str, ...]) -> str:
    """ ", crash N" for each outcome counted apart that happened ("" when none did)."""
    return "".join(f", {kind} {outcome[kind]}" for kind in apart if outcome[kind])


class DimensionCase(Protocol):
    """A generated sentence crossing several dimensions: its printed text and, for each
    dimension, the value it takes ("action": "7.3.9 draw", "chooser": "each opponent")."""

    @property
    def text(self) -> str: ...

    @property
    def dims(self) -> tuple[tuple[str, str], ...]: ...


D = TypeVar("D", bound=DimensionCase)

NOT_READ = ("not read", "reader error")
"""The verdicts of a sentence the grammar does not read (listed with ``--list``)."""


def by_dimension(
    verdicts: list[tuple[D, str]],
    dimension: str | None,
    row: Callable[[str, Counter[str], int], str],
) -> list[str]:
    """The lines of the figures by each value of each dimension crossed (only ``dimension``
    when given): a heading per dimension, then ``row(value, verdict counts, size)``."""
    dims = sorted({d for c, _ in verdicts for d, _ in c.dims})
    lines: list[str] = []
    for dim in [dimension] if dimension else dims:
        by: dict[str, Counter[str]] = defaultdict(Counter)
        for c, verdict in verdicts:
            for d, value in c.dims:
                if d == dim:
                    by[value][verdict] += 1
        lines.append(f"  by {dim}:")
        lines.extend(row(value, count, sum(count.values())) for value, count in sorted(by.items()))
    return lines


def run_dimension_audit(
    label: str,
    description: str,
    cases: list[D],
    check: Callable[[D], str],
    *,
    errors: bool = False,
    notes: Callable[[list[tuple[D, str]]], Iterable[str]] | None = None,
) -> None:
    """Parse ``--list`` / ``--wrong`` / ``--dimension``, check every case ("read right",
    "read wrong", "not read" or "reader error") and print the totals under ``label`` (the
    reader errors too with ``errors``), the lines ``notes`` makes of the verdicts, then the
    figures by each value of each dimension (output_audit, chooser_audit)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--list", action="store_true", help="list the sentences not read")
    parser.add_argument("--wrong", action="store_true", help="list the sentences read wrong")
    parser.add_argument("--dimension", help="break the figures down by this dimension only")
    args = parser.parse_args()
    watch = Stopwatch()
    verdicts = [(c, check(c)) for c in cases]
    total = Counter(v for _, v in verdicts)
    n = len(cases)
    read = total["read right"] + total["read wrong"]
    said_errors = f", reader errors {total['reader error']}" if errors else ""
    print(
        f"{label}: {n} sentences; read {read} ({100 * read / n:.1f}%), "
        f"read right {total['read right']} ({100 * total['read right'] / n:.1f}%), "
        f"read wrong {total['read wrong']}{said_errors}"
    )
    for line in notes(verdicts) if notes is not None else ():
        print(line)
    for line in by_dimension(
        verdicts,
        args.dimension,
        lambda value, count, size: (
            f"    {value:<40} right {count['read right']:>3}/{size:<3} wrong {count['read wrong']}"
        ),
    ):
        print(line)
    for c, verdict in verdicts:
        if (args.list and verdict in NOT_READ) or (args.wrong and verdict == "read wrong"):
            print(f"  [{verdict}] {c.text}")
    print(footer(watch))


class SectionCase(AuditCase, Protocol):
    """A generated sentence in a section of the audit (passive_audit, token_ability_audit)."""

    @property
    def section(self) -> str: ...


S = TypeVar("S", bound=SectionCase)


def run_section_audit(
    label: str,
    description: str,
    cases: Iterable[S],
    check: Callable[[S], str],
    *,
    widths: tuple[int, int],
) -> None:
    """Parse ``--list`` / ``--wrong``, check every case ("right", "wrong", "refused" or
    "crash (…)") and print the totals under ``label``, then each section's and each of its
    families' (``widths``: the columns of a section's and a family's name)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--list", action="store_true", help="list the cases refused")
    parser.add_argument("--wrong", action="store_true", help="list the cases read wrong")
    args = parser.parse_args()
    watch = Stopwatch()
    verdicts = [(c, check(c)) for c in cases]
    by_section: dict[str, Counter[str]] = defaultdict(Counter)
    by_family: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for c, v in verdicts:
        key = "crash" if v.startswith("crash") else v
        by_section[c.section][key] += 1
        by_family[(c.section, c.family)][key] += 1
    total: Counter[str] = Counter()
    for counts in by_section.values():
        total.update(counts)
    n = sum(total.values())
    print(
        f"{label}: {n} cases: right {total['right']} ({100 * total['right'] / n:.1f}%), "
        f"wrong {total['wrong']}, refused {total['refused']}, crash {total['crash']}"
    )
    section_width, family_width = widths
    for section, counts in by_section.items():
        size = sum(counts.values())
        print(
            f"  {section:{section_width}} {size:4}: right {counts['right']:4}, "
            f"wrong {counts['wrong']:3}, refused {counts['refused']:4}, crash {counts['crash']}"
        )
        for (sec, family), fc in sorted(by_family.items()):
            if sec == section:
                print(
                    f"    {family:{family_width}} right {fc['right']:3}/{sum(fc.values()):<3} "
                    f"wrong {fc['wrong']} crash {fc['crash']}"
                )
    for c, v in verdicts:
        if (args.list and v == "refused") or (args.wrong and v not in ("right", "refused")):
            print(f"  [{v}] {c.text}")
    print(footer(watch))


class KindCase(Protocol):
    """A sentence of a kind, perhaps in a named voice."""

    @property
    def kind(self) -> str: ...

    @property
    def text(self) -> str: ...

    @property
    def voice(self) -> str: ...


K = TypeVar("K", bound=KindCase)


def run_kind_audit(
    description: str,
    cases: Iterable[K],
    judge: Callable[[K], tuple[str, str]],
    *,
    voice_key: Callable[[K], str],
    voice_title: str,
) -> None:
    """Parse ``--list`` / ``--kind``, judge every case ((verdict, why): "right", "wrong",
    "refused" or "crash") and print the counts by kind, the totals, the right ones by voice
    (``voice_key``: a case's line under ``voice_title``) and, with ``--list``, the cases not
    right with why."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--list", action="store_true", help="list the cases not right")
    parser.add_argument("--kind", default="", help="only the kinds containing this")
    args = parser.parse_args()
    watch = Stopwatch()
    by_kind: dict[str, Counter[str]] = defaultdict(Counter)
    by_voice: dict[str, Counter[str]] = defaultdict(Counter)
    failing: list[tuple[K, str, str]] = []
    for case in cases:
        if args.kind.lower() not in case.kind.lower():
            continue
        verdict, why = judge(case)
        by_kind[case.kind][verdict] += 1
        if case.voice:
            by_voice[voice_key(case)][verdict] += 1
        if verdict != "right":
            failing.append((case, verdict, why))
    grand: Counter[str] = Counter()
    print("by kind:                          cases  right  wrong  refused  crash")
    for kind, t in sorted(by_kind.items()):
        grand.update(t)
        n = sum(t.values())
        print(
            f"  {kind:32s} {n:5d}  {t['right']:5d}  {t['wrong']:5d}  {t['refused']:7d}  "
            f"{t['crash']:5d}"
        )
    n = max(sum(grand.values()), 1)
    print(
        f"all: {sum(grand.values())} cases: right {grand['right']} "
        f"({100 * grand['right'] / n:.1f}%), wrong {grand['wrong']}, refused "
        f"{grand['refused']}, crash {grand['crash']}"
    )
    print(f"{voice_title} (right / cases):")
    for voice, t in sorted(by_voice.items()):
        print(f"  {voice:40s} {t['right']:4d}/{sum(t.values())}")
    if args.list:
        for case, verdict, why in failing:
            print(f"  [{verdict}] {case.text}  -- {why[:300]}")
    print(f"\n{footer(watch)}")
