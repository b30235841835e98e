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
from specificity_siblings import build_siblings, sibling_leads

from rules_corpus.corpus import parse_corpus
from scenarios.cards.library import default_library
from scenarios.cr_audit import PROCEDURE, engine_cited, load_audit
from scenarios.scenario.run import run_scenario
from scenarios.specificity import KINDS, build_index, deciding_sections, not_more_specific, offences

NOT_REAL: dict[tuple[str, str, str], str] = {}
"""Sibling leads read and judged not real — (rule cited, sibling, example file) with why: a
lead is shared words, not a verdict. Empty: the strict leads are at zero."""

_NO_ALTERNATIVE = "a modifier applied, or one with no 'If you don't' alternative"
LOOSE_READ: dict[tuple[str, str], str] = {
    ("4.2.4.b", "4.2.4.f"): "a tie (4.2.4.e, cited): 4.2.4.f is a statistic of 0",
    ("4.2.4.e", "4.2.4.f"): "a tie (4.2.4.e, cited): 4.2.4.f is a statistic of 0",
    ("4.2.4.g", "4.2.4.f"): "a tie (4.2.4.e, cited): 4.2.4.f is a statistic of 0",
    ("4.2.4.h", "4.2.4.f"): "a tie (4.2.4.e, cited): 4.2.4.f is a statistic of 0",
    ("4.2.4.i", "4.2.4.f"): "a tie (4.2.4.e, cited): 4.2.4.f is a statistic of 0",
    ("4.2.4.b", "4.2.4.j"): "no Expedition moved: 'due to [terrain]' (4.2.4.j) is not asked",
    ("4.2.4.e", "4.2.4.j"): "no Expedition moved: 'due to [terrain]' (4.2.4.j) is not asked",
    ("4.2.4.g", "4.2.4.j"): "no Expedition moved, or 4.2.4.b (cited) says 'greater'",
    ("4.2.4.h", "4.2.4.j"): "no Expedition moved, or 4.2.4.b (cited) says 'greater'",
    ("4.2.4.i", "4.2.4.j"): "no Expedition moved: 'due to [terrain]' (4.2.4.j) is not asked",
    ("4.2.4.g", "4.2.4.d"): "'ignored' is a 'can't' (6.5.h, cited), not 4.2.4.d's 'only due to'",
    ("4.2.4.h", "4.2.4.d"): "'ignored' is a 'can't' (6.5.h, cited), not 4.2.4.d's 'only due to'",
    ("4.2.4.g", "4.2.4.i"): "a statistic of 0 (4.2.4.f, cited); the fail is cited where said",
    ("4.2.4.h", "4.2.4.i"): "a statistic of 0 (4.2.4.f, cited); the fail is cited where said",
    ("4.2.4.f", "4.2.4.i"): "a statistic of 0 (4.2.4.f, cited); the fail is cited where said",
    ("6.2.b", "6.2.e"): _NO_ALTERNATIVE,
    ("6.2.d", "6.2.e"): _NO_ALTERNATIVE,
    ("6.2.i", "6.2.e"): _NO_ALTERNATIVE,
    ("6.1.e", "6.1.h"): "the sacrifices performed: who chose, in initiative order, is cited "
    "at the choices (6.1.h), not where the atomic actions happen",
    ("6.1.f", "6.1.h"): "the sacrifices performed: 6.1.h is cited at the choices",
    ("6.1.c", "6.1.g"): "a step that changed nothing (6.1.c): no option was chosen here",
    ("6.2.m", "6.2.d"): "a modifier that is not optional: 6.2.d is not asked",
    ("7.4.4.p", "7.4.4.n"): "the Character that switches is not Gigantic: 7.4.4.n is not it",
    ("7.4.4.j", "7.4.4.n"): "the Character that switches is not Gigantic: 7.4.4.n is not it",
    ("6.3.j", "6.3.k"): "an effect's condition (6.5.d, cited), not a trigger's (6.3.k)",
    ("7.4.4.b", "7.4.4.j"): "the words are 7.4.4.j's Example (Amarok), not a trigger's Expedition",
    ("2.4.1.c", "2.4.1.g"): "'activate' is the Reaction's words; 2.4.1.g is a status gained again",
}
"""The leads of ``--loose`` read (cited, sibling) with why each is not real. One was real
when first read: the question whether to apply an optional modifier with an "If you don't"
alternative did not cite 6.2.e — it does now (engine/steps/resolution.py)."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="list every offending line kind")
    parser.add_argument(
        "--consulted", action="store_true", help="also list lines citing no rule of a keyword found"
    )
    parser.add_argument(
        "--loose",
        action="store_true",
        help="sibling leads also from words another cited rule already says (read: LOOSE_READ)",
    )
    args = parser.parse_args()
    take = keyword_consults.watch() if args.consulted else None
    leads: Counter[tuple[str, str]] = Counter()
    lead_example: dict[tuple[str, str], str] = {}
    watch = Stopwatch()
    audit = load_audit()
    procedures = {r for r in engine_cited() if audit.get(r) and audit[r].kind == PROCEDURE}
    procedures -= not_more_specific()
    corpus = parse_corpus()
    index = build_index(corpus, procedures, deciding_sections())
    siblings = build_siblings(corpus, procedures)
    sib: Counter[tuple[str, str, str]] = Counter()
    sib_example: dict[tuple[str, str, str], str] = {}
    files = lines_seen = 0
    by_kind: Counter[str] = Counter()
    by_rule: Counter[tuple[str, str, str]] = Counter()
    example: dict[tuple[str, str, str], str] = {}
    for path, scenario in example_scenarios(default_library()):
        files += 1
        cards = [*scenario.library.cards.values(), *scenario.local.values()]
        names = {c.model.name for c in cards}
        fragments = sorted(
            {
                f.strip().rstrip(".")
                for c in cards
                for f in re.split(r"(?<=[.!}])\s+|\s+[—-]\s+|:\s+", c.model.text or "")
                if len(f.strip()) > 12
            },
            key=len,
            reverse=True,
        )
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
            plain = text
            # the card's own words quoted in the line (names, ability texts) are no rule's
            for quoted in (*sorted(names, key=len, reverse=True), *fragments):
                plain = re.sub(re.escape(quoted), " ", plain, flags=re.IGNORECASE)
            for sl in sibling_leads(rules, plain, siblings, loose=args.loose):
                pair = (sl.cited, sl.sibling, path.stem)
                sib[pair] += 1
                shape = re.sub(r"[0-9]+", "N", text)[:150]
                sib_example.setdefault(pair, f"{shape}  {{{', '.join(sl.hits)}}}")
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

    def judged(key: tuple[str, str, str]) -> str | None:
        return NOT_REAL.get(key) or (LOOSE_READ.get(key[:2]) if args.loose else None)

    real = {key: n for key, n in sib.items() if judged(key) is None}
    print(
        f"\nsibling leads (a lettered rule of the same section saying the line's words): "
        f"{sum(sib.values())}; read and not real: {sum(sib.values()) - sum(real.values())}; "
        f"real: {sum(real.values())}"
    )
    for (cited, other, stem), n in sib.most_common(None if args.all else 25):
        key = (cited, other, stem)
        reason = judged(key)
        verdict = f"not real: {reason}" if reason is not None else "REAL"
        print(f"  {cited:9} -> {other:9} x{n}  {verdict}\n      {sib_example[key]}  < {stem}")
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
