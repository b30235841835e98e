"""Each atomic action of 7.3, cited by its own most specific sub-rule however it occurs
(issue 31).

    .venv/bin/python benchmarks/atomic_action_citation_audit.py [--all]

The keyword audit asks each keyword and status at the events where its sub-rule decides;
this audit asks the same of the atomic actions of 7.3 (exhaust, ready, sacrifice, discard,
send to Reserve, return to Hand, create, gain and lose a status, boosts, counters, move
forward and backward, switch Expeditions, defect, draw, Resupply, roll, take control, …),
each in the ways it can occur: as a step of an effect, as a cost, "you may" declined (6.5.c),
impossible (the object already exhausted, not in play, a count of nothing: 1.4.1.c and the
action's own "cannot" rule), replaced (6.2, a token leaving play 2.1.e, Fleeting 2.4.7.d),
sent to a zone of a player who does not own the card (1.4.3.a), and the status a card gets
or does not get from the zone it is played from (5.2.1.b, 5.2.4.a: said either way).
The boards are built in ``atomic_action_boards.py``; the table of pairs is
``atomic_action_cases.py`` (effects and costs) and ``atomic_action_ways.py`` (the other ways).

For each (action, way) pair it builds a small board programmatically, runs it, and checks
that an engine line **naming the object** (or, for an action on an Expedition or a player,
any engine line) cites the rule that decides at that moment — read from CR 5.0, the table
``CASES`` — and that none of those lines cites the nearby rule that does not decide there
(``not_rule``: an impossible exhaust in an effect is 7.3.16.b, not the Remark of 2.4.6.a on
the {T} cost). Prints the pairs checked and the ones that fail, with what the lines said;
exits 1 when any does. ``--all`` prints every pair's lines.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Stopwatch, footer
from atomic_action_boards import Case, run_board
from atomic_action_cases import action_cases
from atomic_action_ways import way_cases

CASES: list[Case] = [*action_cases(), *way_cases()]
"""Every (action, way) pair asked, with the rule that decides there."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One pair run: the lines that speak of its object, with their rules."""

    case: Case
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""
    wrong_rules: tuple[str, ...] = field(default=())

    @property
    def cited(self) -> bool:
        return any(self.case.rule in rules and self.case.says in text for text, rules in self.lines)

    @property
    def right(self) -> bool:
        return not self.error and self.cited and not self.wrong_rules


def run_case(case: Case, folder: Path) -> Outcome:
    """Build, load and run one pair's board; the engine lines naming its object."""
    path = folder / f"{case.action}_{case.way}.yaml".replace(" ", "_").replace(",", "")
    lines, error = run_board(case.build(), path, case.about)
    wrong = tuple(r for r in case.not_rule if any(r in rules for _, rules in lines))
    return Outcome(case, lines, error, wrong)


def audit(folder: Path) -> list[Outcome]:
    """Every pair of ``CASES`` run in ``folder``."""
    return [run_case(case, folder) for case in CASES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every pair's lines")
    args = parser.parse_args()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = audit(Path(tmp))
    wrong = [o for o in outcomes if not o.right]
    print(f"atomic actions: {len({o.case.action for o in outcomes})}")
    print(f"(action, way) pairs: {len(outcomes)}")
    print(f"  whose trace does not cite the deciding rule (or cites the nearby one): {len(wrong)}")
    for o in outcomes if args.all else wrong:
        c = o.case
        mark = "ok " if o.right else ("NEARBY" if o.wrong_rules else "MISSING")
        extra = f"  cites {', '.join(o.wrong_rules)} instead" if o.wrong_rules else ""
        print(f"  {mark} {c.action} / {c.way}: {c.rule}{extra}{'  ' + o.error if o.error else ''}")
        for text, rules in o.lines[:8]:
            print(f"        {text[:150]}  [{', '.join(rules)}]")
    print(f"\n{footer(watch)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
