"""Each counted atomic action of 7.3, for the amounts 1, N and 0: cited by the sub-rule that
names its number and its object (issue 31).

    .venv/bin/python benchmarks/atomic_action_amounts.py [--all]

The atomic action citation audit (``atomic_action_citation_audit.py``) asks each action in
the ways it occurs; this one crosses the actions that do a number of things — draw X cards
(7.3.9.a), gain X counters (7.3.15.a), give or gain X boosts (7.3.17.a: giving N boosts is
gaining N boosts, and gaining N counters puts N on the object, 7.3.15.a), create X tokens
(7.3.5.a), Resupply X times (7.3.31.a), move forward or backwards X regions (7.3.25.a,
7.3.24.a), remove X counters (2.5.g), spend X counters (7.3.38.a), double counters (7.3.8.a,
7.3.8.b: none to double) — with a number of 1, of N (2 or 3) and of 0 (printed "0", or "1
per [counted]" with nothing counted). For each it runs a small board and checks that an
engine line naming the object (or any engine line, for an action on a player or an
Expedition) cites every rule the pair names, and, for 0, that the line says nothing is done
(the words of ``says``) — a non-event said with its rule. Prints the pairs that fail with
their lines; exits 1 when any does. ``--all`` prints every pair.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Stopwatch, footer
from atomic_action_boards import NAME, Board, effect, quick_action, run_board

BOOST = ("7.3.17.a", "7.3.15.a")
"""Giving or gaining N boosts: 7.3.17.a (N boosts given are N gained) and 7.3.15.a (N
counters put on the object)."""
NONE = "the number comes to 0"
"""What a line says of a counted step whose number came to 0."""
TOKEN = "Ordis Recruit"
"""A token Character of the card library."""


@dataclass(frozen=True, slots=True)
class Amount:
    """One (action, amount) pair: the board, the rules that decide, and what the line says."""

    action: str
    amount: str
    rules: tuple[str, ...]
    build: Board
    about: str = NAME
    says: str = ""


def _pairs() -> list[Amount]:
    kelon = {"card": NAME, "counters": {"Kelon": 2}}
    boosted = {"card": NAME, "boosts": 2}
    deck = {"deck": ["Vanilla 1/1/1", "Vanilla 1/1/1", "Vanilla 1/1/1"]}
    at_2 = {"hero_position": 2}
    counted = "per Character in your companion Expedition"  # none there: 0
    a: list[Amount] = []
    for amount, words in (("1", "1 boost"), ("N", "3 boosts"), ("0", "0 boosts")):
        says = NONE if amount == "0" else words
        text = f"Target Character gains {words}."
        a.append(Amount("gain boosts", amount, BOOST, effect(text), says=says))
        give = f"Give {words} to target Character."
        a.append(Amount("give boosts", amount, BOOST, effect(give), says=says))
    a.append(
        Amount(
            "gain boosts",
            "0 (counted)",
            BOOST,
            effect(f"Target Character gains 1 boost {counted}."),
            says=NONE,
        )
    )
    for amount, words in (("1", "1 Kelon counter"), ("N", "2 Kelon counters")):
        text = f"Target Character gains {words}."
        a.append(Amount("gain counters", amount, ("7.3.15.a",), effect(text), says=words))
    a.append(
        Amount(
            "gain counters",
            "0 (counted)",
            ("7.3.15.a",),
            effect(f"Target Character gains 1 Kelon counter {counted}."),
            says=NONE,
        )
    )
    for amount, text in (("1", "Draw a card."), ("N", "Draw 2 cards."), ("0", "Draw 0 cards.")):
        says = NONE if amount == "0" else "drawn"
        a.append(Amount("draw", amount, ("7.3.9.a",), effect(text, None, p1=deck), "", says))
    a.append(
        Amount(
            "draw",
            "0 (counted)",
            ("7.3.9.a",),
            effect(f"Draw 1 card {counted}.", None, p1=deck),
            "",
            NONE,
        )
    )
    for amount, text in (
        ("1", f"Create an {TOKEN} 1/1/1 token in your hero Expedition."),
        ("N", f"Create 2 {TOKEN} 1/1/1 tokens in your hero Expedition."),
        ("0", f"Create 1 {TOKEN} 1/1/1 token in your hero Expedition {counted}."),
    ):
        says = NONE if amount == "0" else "created"
        a.append(Amount("create", amount, ("7.3.5.a",), effect(text, None), "", says))
    for amount, text in (("1", "Resupply."), ("N", "Resupply twice.")):
        a.append(Amount("resupply", amount, ("7.3.31.a",), effect(text, None, p1=deck), ""))
    for amount, text in (
        ("1", "Your hero Expedition moves forward one region."),
        ("N", "Your hero Expedition moves forward two regions."),
    ):
        a.append(Amount("move forward", amount, ("7.3.25.a",), effect(text, None), ""))
    for amount, text in (
        ("1", "Your hero Expedition moves backwards one region."),
        ("N", "Your hero Expedition moves backwards two regions."),
    ):
        made = effect(text, None, p1=at_2)
        a.append(Amount("move backwards", amount, ("7.3.24.a",), made, ""))
    for amount, text in (
        ("1", "Remove 1 boost from target Character."),
        ("N", "Remove 2 boosts from target Character."),
    ):
        a.append(Amount("remove counters", amount, ("2.5.g",), effect(text, boosted)))
    for amount, text in (
        ("1", "Spend 1 of my boosts: Draw a card."),
        ("N", "Spend 2 of my boosts: Draw a card."),
    ):
        made = quick_action(text, p1={"hero_expedition": [boosted]})
        a.append(Amount("spend counters", amount, ("7.3.38.a",), made))
    a.append(
        Amount(
            "double counters",
            "N",
            ("7.3.8.a",),
            effect("Double the Kelon counters of target Character.", kelon),
        )
    )
    a.append(
        Amount(
            "double counters",
            "0",
            ("7.3.8.b",),
            effect("Double the Kelon counters of target Character. Draw a card."),
        )
    )
    return a


@dataclass(frozen=True, slots=True)
class Outcome:
    """One pair run: the engine lines about its object, with their rules."""

    pair: Amount
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""

    @property
    def right(self) -> bool:
        wanted = set(self.pair.rules)
        return not self.error and any(
            wanted <= set(rules) and self.pair.says in text for text, rules in self.lines
        )


def run_pair(pair: Amount, folder: Path) -> Outcome:
    """Build, load and run one pair's board; the engine lines about its object."""
    name = f"{pair.action}_{pair.amount}".replace(" ", "_").replace("(", "").replace(")", "")
    lines, error = run_board(pair.build, folder / f"{name}.yaml", pair.about)
    return Outcome(pair, lines, error)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every pair's lines")
    args = parser.parse_args()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = [run_pair(p, Path(tmp)) for p in _pairs()]
    wrong = [o for o in outcomes if not o.right]
    print(f"counted atomic actions: {len({o.pair.action for o in outcomes})}")
    print(f"(action, amount) pairs: {len(outcomes)}")
    print(f"  not citing the rule of their number (or not saying nothing is done): {len(wrong)}")
    for o in outcomes if args.all else wrong:
        p = o.pair
        mark = "ok " if o.right else "MISSING"
        err = f"  {o.error}" if o.error else ""
        print(f"  {mark} {p.action} × {p.amount}: {', '.join(p.rules)}{err}")
        for text, rules in o.lines[-4:]:
            print(f"        {text[:150]}  [{', '.join(rules)}]")
    print(f"\n{footer(watch)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
