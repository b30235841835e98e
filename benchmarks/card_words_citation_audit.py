"""The card's own words cited where they decide: each term of CR 7.5 and each trigger symbol
of 7.1.1 the card reader takes, asked on a board where it decides (issue 31).

    .venv/bin/python benchmarks/card_words_citation_audit.py [--all]

A trigger or a condition printed with a section-7.5 term ("fails to move forward",
"leaves", "joins", "In Contact", "ahead", "becomes", "you control", "is played") is defined by
that term's own rule; a judge asked "why did (or didn't) it activate?" quotes that rule, not
a rule elsewhere with similar words (4.2.4.i beside 7.5.7.a, 3.2.4.d beside 7.5.10.c). Each
pair below builds one small board around a "Watcher" whose printed text uses the term,
runs it, and checks

- the **outcome**: whether the Watcher's controller drew its card (the Watcher's effect is
  "draw a card"), as the term decides;
- the **citation**: a trace line naming the Watcher cites the term's rule (beside the
  procedure rule acting there: both may be cited, 5.0's most specific rule for the card's
  word is the 7.5 / 7.1 one).

The ability words that are not section-7 terms are asked the same way with their own rule:
"At [phase]" (4.2.b), a conditional step "If …" (6.5.d). Prints the pairs checked and the
ones whose outcome or citation is wrong, with what the lines said; exits 1 when any is.
``--all`` prints every pair's lines.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boards
from _common import Stopwatch, footer
from card_words_pairs import DRAWN, PAIRS, WATCHER, Pair


@dataclass(frozen=True, slots=True)
class Outcome:
    """One pair run: whether the Watcher's controller drew, and the lines naming it."""

    pair: Pair
    drew: bool
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""

    @property
    def cited(self) -> bool:
        return any(self.pair.rule in rules for _, rules in self.lines)

    @property
    def right(self) -> bool:
        return not self.error and self.drew == self.pair.draws and self.cited


def run_pair(pair: Pair, folder: Path) -> Outcome:
    """Build, load and run one pair's board; the engine lines naming the Watcher."""
    name = f"{pair.term}_{pair.decision}".replace(" ", "_")
    path = folder / f"{''.join(c for c in name if c.isalnum() or c == '_')}.yaml"
    result = boards.run_board(pair.board(), path)
    if isinstance(result, str):
        return Outcome(pair, False, (), f"board does not load: {result}")
    hand = result.state.zone(f"hand:{pair.side}")
    drew = any(result.state.name(o) == DRAWN for o in hand)
    return Outcome(pair, drew, boards.engine_lines(result, WATCHER), boards.run_problems(result))


def audit(folder: Path) -> list[Outcome]:
    """Every pair of ``PAIRS`` run in ``folder``."""
    return [run_pair(p, folder) for p in PAIRS]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every pair's lines")
    args = parser.parse_args()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = audit(Path(tmp))
    wrong = [o for o in outcomes if not o.right]
    terms = sorted({o.pair.term for o in outcomes})
    print(f"terms: {len(terms)} ({', '.join(terms)})")
    print(f"(term, decision) pairs: {len(outcomes)}")
    print(f"  outcome wrong: {sum(o.drew != o.pair.draws for o in outcomes)}")
    print(f"  the term's rule not cited at the decision: {sum(not o.cited for o in outcomes)}")
    for o in outcomes if args.all else wrong:
        p = o.pair
        mark = "ok " if o.right else ("OUTCOME" if o.drew != p.draws else "MISSING")
        print(f"  {mark} {p.term} / {p.decision}: {p.rule}{'  ' + o.error if o.error else ''}")
        for text, rules in o.lines[:8]:
            print(f"        {text[:150]}  [{', '.join(rules)}]")
    print(f"\n{footer(watch)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
