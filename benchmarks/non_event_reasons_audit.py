"""Every "did not happen" of every example and blind batch, with the rule that decides it
(issue 31).

    .venv/bin/python benchmarks/non_event_reasons_audit.py [--save FILE] [--before FILE]
        [--examples-only] [--limit N]

Runs each file of ``scenarios/examples`` and of every blind batch
(``tests/data/blind_scenarios*``) and reads its trace for the lines saying something did
not happen — by the engine's own words for them, the kinds of
:mod:`non_events_bench` (a Reaction not activated, an option not offered, a cost not paid,
a step doing nothing, a modifier not applied, an Expedition not moving). A judge asked
"why not?" cites the most specific rule, so each such line is sorted:

- **no rule**: it cites only *frame* rules, cited whatever happened (a phase beginning,
  4.2.a; a declaration, 5.1.2.c: ``non_events_bench.FRAME``);
- **generic**: every reason it cites is a Section 1 paragraph (an informal summary,
  1.1.1.d; but 1.4.1.a, a passive ability's "can't", :data:`CANT`) or a rule saying
  what every effect, step or ability is (:data:`GENERIC`: 6.1.a, 6.5.a, 6.5.h — "the
  part that cannot be performed is ignored" says *that* nothing happens, not *why*);
- **says a rule it does not cite**: its words name "(6.5.h)" and its rules do not;
- **specific**: every other line.

Prints, by kind, the lines of the first three sorts grouped by shape (numbers
generalised), with one file showing each. ``--save`` writes the counts; ``--before`` reads
counts saved earlier and prints before -> after.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import re

from _common import EXAMPLES, Stopwatch, example_scenarios, footer
from non_events_bench import FRAME as BENCH_FRAME
from non_events_bench import KINDS as BENCH_KINDS
from non_events_bench import NonEvent, card_texts, shape
from non_events_bench import non_events as bench_non_events

from scenarios.cards.library import default_library
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import Line

ROOT = Path(__file__).resolve().parents[1]

KINDS: dict[str, re.Pattern[str]] = {
    **BENCH_KINDS,
    # the brief's other kinds, in the engine's words for them
    "object gone": re.compile(
        r"no longer exists|does not exist|ceased to exist when|cannot be altered", re.I
    ),
    "duration over": re.compile(r"duration over|no longer applies|ends with the", re.I),
    "condition false": re.compile(r"condition is false|is false|not met|did not start", re.I),
    "may declined": re.compile(r"declines|chooses not to|answers no|chooses none", re.I),
}
"""The engine's words for what did not happen, by kind: the bench's, and the brief's
others (an object gone, a duration over, a condition false, a "may" declined)."""

FRAME = BENCH_FRAME - {"6.1.e"}
"""Rules cited whatever happened (``non_events_bench.FRAME``) — but 6.1.e: on a line
saying a group found no object it is the reason (an atomic action for each object, so
none for none)."""

GENERIC = frozenset(
    {
        "6.1.a",  # what an effect is
        "6.1.b",
        "6.1.c",  # a step for each verb
        "6.5.a",  # steps are mandatory
        "6.5.h",  # the part that cannot be performed is ignored: that, not why
        "2.2.12.a",  # what an ability is
        "2.2.12.m",  # what a passive ability may do
        "7.5.3.a",  # what "attempts to" means
    }
)
"""Rules that say what every effect, step or ability is: a non-event citing only these
(or Section 1 paragraphs) says that nothing happened, not why."""

CANT = frozenset({"1.4.1.a"})
"""The Section 1 paragraph that decides where no later rule says it: a passive ability's
"can't" beating an effect, a cost or a play (1.4.1.a; the decision points where it does,
each with its reason: ``engine.why.summary.CANT_BEATS_CAN_AT``)."""

SORTS = ("no rule", "generic", "says a rule it does not cite")


def non_events(file: str, lines: list[Line], quoted: tuple[str, ...] = ()) -> list[NonEvent]:
    """The lines of one run saying something did not happen, by :data:`KINDS` (the bench's
    kinds and this audit's own)."""
    return bench_non_events(file, lines, quoted, KINDS)


def sort_of(n: NonEvent) -> str:
    """Which of :data:`SORTS` the non-event ``n`` is, or ``"specific"``."""
    reasons = [r for r in n.rules if r not in FRAME]
    if not reasons:
        return "no rule"
    if all(r in GENERIC or (r.startswith("1.") and r not in CANT) for r in reasons):
        return "generic"
    if n.unwritten:
        return "says a rule it does not cite"
    return "specific"


def folders(examples_only: bool) -> list[Path]:
    """The example scenarios, then each blind batch in name order."""
    blind = sorted(p for p in (ROOT / "tests/data").glob("blind_scenarios*") if p.is_dir())
    return [EXAMPLES] if examples_only else [EXAMPLES, *blind]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--save", type=Path, help="write the counts to this JSON file")
    parser.add_argument("--before", type=Path, help="counts saved earlier: print before -> after")
    parser.add_argument("--examples-only", action="store_true")
    parser.add_argument("--limit", type=int, default=0, help="files per folder (0: all)")
    args = parser.parse_args()
    watch = Stopwatch()
    library = default_library()
    found: list[NonEvent] = []
    files = 0
    for folder in folders(args.examples_only):
        for i, (path, scenario) in enumerate(example_scenarios(library, folder)):
            if args.limit and i >= args.limit:
                break
            files += 1
            lines = run_scenario(scenario).lines
            name = str(path.relative_to(ROOT))
            found.extend(non_events(name, lines, card_texts(scenario)))
    counts: dict[str, int] = Counter()
    by_kind: dict[tuple[str, str], dict[str, list[NonEvent]]] = defaultdict(dict)
    for n in found:
        sort = sort_of(n)
        counts[sort] += 1
        for kind in n.kinds:
            counts[f"{kind} / {sort}"] += 1
            if sort != "specific":
                by_kind[(kind, sort)].setdefault(shape(n.text), []).append(n)
    print(f"files run: {files}; non-event lines: {len(found)}")
    before: dict[str, int] = json.loads(args.before.read_text()) if args.before else {}
    keys = [*SORTS, "specific"]
    keys += [f"{k} / {s}" for k in KINDS for s in (*SORTS, "specific")]
    for key in keys:
        if not counts.get(key) and not before.get(key):
            continue
        was = f"{before.get(key, 0)} -> " if args.before else ""
        print(f"  {key}: {was}{counts.get(key, 0)}")
    for (kind, sort), shapes in sorted(by_kind.items()):
        print(f"\n{kind} — {sort}:")
        for text, ns in sorted(shapes.items(), key=lambda kv: -len(kv[1])):
            n = ns[0]
            missing = f"; says {', '.join(n.unwritten)}" if n.unwritten else ""
            print(f"  {len(ns)} x {text}  [{', '.join(n.rules)}]{missing}  < {n.file}")
    if args.save:
        args.save.write_text(json.dumps(dict(counts), indent=1, sort_keys=True) + "\n")
    print(f"\n{footer(watch)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
