"""Does every trace line whose outcome rests on a status name where the status came from?
(issue 31; scenarios/status_origin_audit.py)

    .venv/bin/python benchmarks/status_origin_audit.py [--list]

Runs every example scenario and every blind scenario batch, and prints per kind of line how
many name the status's origin, how many rest on a status the judge's set-up gave (no origin
to name), and how many are missed (``--list`` prints those).
"""

from __future__ import annotations

import sys
from collections import Counter

from scenarios.status_origin_audit import KINDS, ROOT, audit_all


def main() -> int:
    found = audit_all()
    named: Counter[str] = Counter(a.kind for _, a in found if a.named)
    judge: Counter[str] = Counter(a.kind for _, a in found if a.judge_given)
    total: Counter[str] = Counter(a.kind for _, a in found)
    for kind in KINDS:
        missed = total[kind] - named[kind] - judge[kind]
        print(
            f"{kind}: {named[kind]}/{total[kind]} name the origin, {judge[kind]} the set-up's, "
            f"{missed} missed"
        )
    missed_all = [(p, a) for p, a in found if not a.named and not a.judge_given]
    print(
        f"all: {sum(named.values())}/{len(found)} name the origin, "
        f"{sum(judge.values())} the set-up's, {len(missed_all)} missed"
    )
    if "--list" in sys.argv:
        for path, a in missed_all:
            print(f"  {path.relative_to(ROOT)}: {a.text[:300]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
