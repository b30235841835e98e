"""Audit (issue 31): does every step whose number or outcome an earlier step made say where it
came from, and cite the rule that carries it over, on its own line?

    JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/carried_amount_audit.py [--show N]

A value decided by one step and used by a later one — the result of a roll ("On a 1-3, I gain
3 boosts", "I gain X boosts, where X is the result"), "that many", "for each [object] …
this way", "for each boost removed this way", "X is the sacrificed Character's Hand Cost" —
is cited today where it is made (the roll: 7.3.33.a) and must be where it is USED. Runs the
example scenarios, every blind batch the team may study and this audit's own probes
(``tests/data/carried_amounts``: one sentence per kind of carried value), watching every step
the engine resolves:

* a step of the outcome a roll led to (found by watching ``die_outcome``) must cite 7.3.33.b
  (the step after a roll uses its result) and say the result ("the die p1 rolled showed 2");
* a step whose amount is counted from the step before (its ``per`` or ``x_count`` counts
  "that many", counters taken "this way" or the cost of what "it" names) must cite 6.5.i
  (done for each of a quantity, as many times as counted) and say where the number came
  from ("… the step before it …").

Counted: the steps of each kind, and those without the rule or without the words. Target 0.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

ROOT = Path(__file__).resolve().parent.parent
CARRIED = {"that_many", "counters_this_way", "its_hand_cost", "its_reserve_cost"}
"""The counts a step makes of what the step before it did (engine/state/conditions.Counted)."""
RULES = {"die result": "7.3.33.b", "counted before": "6.5.i"}
WORDS = {"die result": "the die ", "counted before": "the step before"}


def _folders() -> list[Path]:
    out = [ROOT / "scenarios" / "examples", ROOT / "tests" / "data" / "carried_amounts"]
    out += sorted(p for p in (ROOT / "tests" / "data").glob("blind_scenarios*") if p.is_dir())
    return out


class _Watch:
    """Wraps the engine's step handler and ``die_outcome`` to see each step and its line."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()
        self.missing: Counter[str] = Counter()
        self.shown: list[str] = []
        self.pending: list[tuple[str | None, Any]] = []  # (source, action) of outcome steps
        self.scenario = ""

    def install(self) -> None:
        from engine.pipeline.runtime import TASK_HANDLERS
        from engine.state.agenda import TaskKind
        from engine.steps import afterwards

        handler = TASK_HANDLERS[TaskKind.STEP]
        outcome = afterwards.die_outcome

        def die_outcome(step: Any, events: Any) -> Any:
            steps = outcome(step, events)
            self.pending.extend((step.source, t.action) for t in steps)
            return steps

        def step_task(state: Any, task: Any) -> Any:
            step = task.step
            kind = self._kind(step)
            new, entry = handler(state, task)
            if kind and entry.decision is None:
                self._check(kind, entry)
                if kind == "die result":
                    self.pending.remove((step.source, step.kind))
            return new, entry

        afterwards.die_outcome = die_outcome  # type: ignore[assignment]
        TASK_HANDLERS[TaskKind.STEP] = step_task

    def _kind(self, step: Any) -> str:
        if (step.source, step.kind) in self.pending:
            return "die result"
        for c in (step.per, step.x_count):
            if c is not None and c.counted in CARRIED:
                return "counted before"
        return ""

    def _check(self, kind: str, entry: Any) -> None:
        self.seen[kind] += 1
        for what, ok in (
            ("rule", RULES[kind] in entry.rules),
            ("words", WORDS[kind] in entry.text),
        ):
            if not ok:
                self.missing[f"{kind}: {what}"] += 1
                self.shown.append(f"{self.scenario}: {entry.text[:150]} {list(entry.rules)}")


def _run(path: Path, watch: _Watch) -> None:
    """Run the scenario as ``scenario check`` does (its script, each of its die-roll
    branches)."""
    from scenarios.errors import LoadError
    from scenarios.scenario.check import check_scenario
    from scenarios.scenario.load import load_scenario

    watch.scenario, watch.pending = path.name, []
    try:
        check_scenario(load_scenario(path))
    except LoadError:
        return
    except Exception as exc:  # a scenario the runner cannot follow: counted, not fatal
        print(f"  {path.name}: stopped ({type(exc).__name__})", file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=0, help="steps shown without the citation")
    args = parser.parse_args()
    stopwatch = Stopwatch()
    watch = _Watch()
    watch.install()
    files = 0
    for folder in _folders():
        for path in sorted(folder.glob("*.yaml")):
            files += 1
            _run(path, watch)
    print(f"{files} scenarios")
    print(f"{'value used':16} {'steps':>6} {'no rule':>8} {'no words':>9}")
    for kind in RULES:
        print(
            f"{kind:16} {watch.seen[kind]:6} {watch.missing[f'{kind}: rule']:8} "
            f"{watch.missing[f'{kind}: words']:9}"
        )
    print(f"steps without the citation: {sum(watch.missing.values())}")
    for line in watch.shown[: args.show]:
        print(f"    {line}")
    print(footer(stopwatch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
