"""Do trace lines only GAIN words and rules between two versions of the app? (issue 31)

    .venv/bin/python benchmarks/trace_gain_check.py dump OUT.json    # before the change
    .venv/bin/python benchmarks/trace_gain_check.py dump AFTER.json  # after it
    .venv/bin/python benchmarks/trace_gain_check.py compare OUT.json AFTER.json

``dump`` runs every example and blind scenario and writes each trace line (the words as the
timeline shows them, the rules cited); ``compare`` checks that every file has as many lines
and that each line before survives in the line after as a subsequence of its words and of
its rules — a line may gain words and rules, never lose one. It prints the lines that lost
any (up to 15) and the counts. The dumps are generated files: never commit them.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

_WORD = re.compile(r"[\w'&/.\-]+")


def dump(out: Path) -> int:
    from judge_app.cli.cards_commands import ready_library
    from judge_app.sandbox.line_words import timeline_line
    from scenarios.scenario.imported import default_imported
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario
    from scenarios.status_origin_audit import scenario_files

    ready_library()
    imported = default_imported()
    traces: dict[str, list[tuple[str, list[str]]]] = {}
    for path in scenario_files():
        result = run_scenario(load_scenario(path, imported=imported))
        traces[str(path)] = [
            (timeline_line(ln.shown(("hand",))), list(ln.shown_rules(("hand",))))
            for ln in result.lines
        ]
    out.write_text(json.dumps(traces, ensure_ascii=False), encoding="utf-8")
    print(f"{len(traces)} traces written to {out}")
    return 0


def _within(before: Iterable[str], after: Iterable[str]) -> bool:
    rest = iter(after)
    return all(item in rest for item in before)


def compare(before_path: Path, after_path: Path) -> int:
    before = json.loads(before_path.read_text(encoding="utf-8"))
    after = json.loads(after_path.read_text(encoding="utf-8"))
    same = gained = lost = shown = 0
    for name, lines in before.items():
        other = after.get(name)
        if other is None or len(other) != len(lines):
            lost += 1
            print(f"LINES {name}: {len(lines)} -> {None if other is None else len(other)}")
            continue
        for (bt, br), (at, ar) in zip(lines, other, strict=True):
            if bt == at and br == ar:
                same += 1
            elif _within(_WORD.findall(bt), _WORD.findall(at)) and _within(br, ar):
                gained += 1
            else:
                lost += 1
                if shown < 15:
                    shown += 1
                    print(f"LOST {name}\n  before: {bt} {br}\n  after:  {at} {ar}")
    print(f"same {same}, gained {gained}, lost {lost}")
    return 1 if lost else 0


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "dump":
        return dump(Path(argv[1]))
    if len(argv) == 3 and argv[0] == "compare":
        return compare(Path(argv[1]), Path(argv[2]))
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
