"""The citation audit of CR 5.0, in figures: how the rules of sections 1-7 are classified
(docs/cr_audit.yaml), the procedure rules the engine does not cite yet (with where it
decides by them), and the procedure rules no example scenario shows.

    .venv/bin/python benchmarks/citations_bench.py
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules_corpus.corpus import parse_corpus
from scenarios.cr_audit import (
    PROCEDURE,
    engine_cited,
    examples_showing,
    load_audit,
    problems,
    shown_by_problems,
    shown_by_tests,
    uncited_procedures,
    unshown_procedures,
)


def main() -> int:
    audit = load_audit()
    cited = engine_cited()
    corpus = parse_corpus()
    kinds = Counter(e.kind for e in audit.values())
    print(f"rules of sections 1-7: {len(audit)}")
    for kind, count in sorted(kinds.items()):
        print(f"  {kind}: {count}")
    wrong = [*problems(audit, corpus, cited), *shown_by_problems(audit)]
    for line in wrong:
        print(f"audit problem: {line}")
    uncited = uncited_procedures(audit, cited)
    procedures = kinds[PROCEDURE]
    print(f"\nprocedure rules the engine does not cite yet: {len(uncited)} of {procedures}")
    for rule_id in uncited:
        print(f"  {rule_id}  {audit[rule_id].uncited}")
    shown = examples_showing()
    unshown = unshown_procedures(audit, shown)
    by_test = shown_by_tests(audit, shown)
    print(f"\nprocedure rules no example scenario shows: {len(unshown)} of {procedures}")
    print(f"  of which shown by a named unit test instead: {len(by_test)}")
    for rule_id in unshown:
        print(f"  {rule_id}  {audit[rule_id].shown_by or '(nothing shows it yet)'}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
