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
    wrong = problems(audit, corpus, cited)
    for line in wrong:
        print(f"audit problem: {line}")
    uncited = uncited_procedures(audit, cited)
    procedures = kinds[PROCEDURE]
    print(f"\nprocedure rules the engine does not cite yet: {len(uncited)} of {procedures}")
    for rule_id in uncited:
        print(f"  {rule_id}  {audit[rule_id].uncited}")
    unshown = unshown_procedures(audit, examples_showing())
    print(f"\nprocedure rules no example scenario shows yet: {len(unshown)} of {procedures}")
    for rule_id in unshown:
        print(f"  {rule_id}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
