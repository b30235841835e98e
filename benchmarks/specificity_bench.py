"""Is each citation the most specific rule that governs the step? (issue 31)

    .venv/bin/python benchmarks/specificity_bench.py [--all]

Runs every example scenario, collects the rules each engine trace line cites and flags
(scenarios/specificity.py): a section cited where one of its lettered rules says the
specific thing (unless docs/cr_audit.yaml `sections_cited:` says the section decides as a
whole); a general rule (1.4.*, 6.5.*) cited where the line names a keyword, status or zone
whose own rule the engine knows; a rule cited beside its own child. Prints the counts by
kind and the worst offenders (``--all``: every offending line kind), CPU time beside wall.

``--consulted`` also watches the engine's look-ups (``keyword_consults.py``): the lines whose
step found a keyword ability of 7.4 on an object and cite no rule of that keyword's own
section — leads where a line decides by a keyword it never names (not all are offences: a
step may look a keyword up and not decide by it).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import keyword_consults
from _common import Stopwatch, example_scenarios, footer

from rules_corpus.corpus import parse_corpus
from scenarios.cards.library import default_library
from scenarios.cr_audit import PROCEDURE, engine_cited, load_audit
from scenarios.scenario.run import run_scenario
from scenarios.specificity import KINDS, build_index, deciding_sections, not_more_specific, offences


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="list every offending line kind")
    parser.add_argument(
        "--consulted", action="store_true", help="also list lines citing no rule of a keyword found"
    )
    args = parser.parse_args()
    take = keyword_consults.watch() if args.consulted else None
    leads: Counter[tuple[str, str]] = Counter()
    lead_example: dict[tuple[str, str], str] = {}
    watch = Stopwatch()
    audit = load_audit()
    procedures = {r for r in engine_cited() if audit.get(r) and audit[r].kind == PROCEDURE}
    procedures -= not_more_specific()
    index = build_index(parse_corpus(), procedures, deciding_sections())
    files = lines_seen = 0
    by_kind: Counter[str] = Counter()
    by_rule: Counter[tuple[str, str, str]] = Counter()
    example: dict[tuple[str, str, str], str] = {}
    for path, scenario in example_scenarios(default_library()):
        files += 1
        cards = [*scenario.library.cards.values(), *scenario.local.values()]
        names = {c.model.name for c in cards}
        lines = [line for line in run_scenario(scenario).lines if line.source == "engine"]
        found = take() if take is not None else [frozenset()] * len(lines)
        for line, keywords in zip(lines, found, strict=True):
            said = {*line.shown_rules(), *line.action_rules}
            for kw in keyword_consults.uncited(keywords, said):
                lead = (kw.value, re.sub(r"\d+", "N", line.shown())[:90])
                leads[lead] += 1
                lead_example.setdefault(lead, path.name)
        for line in lines:
            lines_seen += 1
            text = line.shown()
            rules = (*line.shown_rules(), *line.action_rules)
            for o in offences(rules, text, index, names):
                key = (o.kind, o.cited, o.instead)
                by_kind[o.kind] += 1
                by_rule[key] += 1
                shape = re.sub(r"\d+", "N", text)[:150]
                example.setdefault(key, f"{shape}  < {path.name}")
    print(f"example scenarios run: {files}; engine trace lines: {lines_seen}")
    print(f"less specific citations: {sum(by_kind.values())}")
    for kind in KINDS:
        print(f"  {kind}: {by_kind[kind]}")
    shown = by_rule.most_common() if args.all else by_rule.most_common(15)
    if shown:
        print("\nworst offenders (kind, rule cited, what to cite, lines):")
    for (kind, cited, instead), n in shown:
        print(f"  {kind:8} {cited:9} -> {instead}  x{n}\n      {example[(kind, cited, instead)]}")
    if take is not None:
        print(
            f"\nlines whose step found a keyword and cite none of its rules: {sum(leads.values())}"
            " (leads, not all offences)"
        )
        for (word, shape), n in leads.most_common(None if args.all else 15):
            print(f"  {word:9} x{n}  {shape}  < {lead_example[(word, shape)]}")
    print(f"\n{footer(watch)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
