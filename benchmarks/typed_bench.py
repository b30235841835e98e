"""How a card typed as printed text is cut into its abilities (issue 33, "Type a card").

    .venv/bin/python benchmarks/typed_bench.py ../shared/cards/sets/*_EN.json \\
        [--hold-out ALIZE] [--show]

Each print with a main text is typed two ways, as a judge would:
- **on one line**: its abilities run together, one space apart — the hard case, where only
  the card language says where an ability starts (``typed_abilities``);
- **one ability a line**: as the card shows them.

The abilities as printed are the card data's (parts set apart by two spaces,
``split_abilities``), without the reminders the data prints as a part of their own ("(Send me
to Discard …)", which explains the keyword before it and is no ability). Printed per set and
for the sets built on / held out: prints, those with several abilities, those cut wrongly on
one line (with the cuts missing and the cuts where the card has none), those with a single
ability cut (a precision error: must be 0), and those typed one
ability a line that are not cut as printed, with a digest of every cut (so a change to the
one-line rules can be shown to leave every card typed one ability a line as it was).
``--show`` lists the wrong cuts of the sets built on, never of the set held out.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer, set_cards

from scenarios.cards.printed import ApiCardError, printed_from_api
from scenarios.cards.printed.text import split_abilities
from scenarios.cards.typed_abilities import typed_abilities


def printed_abilities(main_text: str) -> list[str]:
    """The card's abilities as printed, whitespace made single, lone reminders left out."""
    parts = (" ".join(p.split()) for p in split_abilities(main_text))
    return [p for p in parts if p and not p.startswith("(")]


def _cuts(abilities: list[str]) -> set[int]:
    """Where the abilities, run together one space apart, are cut (character offsets)."""
    cuts, at = set(), 0
    for ability in abilities[:-1]:
        at += len(ability) + 1
        cuts.add(at)
    return cuts


@dataclass
class Figures:
    """What one set (or group of sets) gave."""

    prints: int = 0
    several: int = 0
    wrong: int = 0
    single_cut: int = 0
    extra: int = 0
    missed: int = 0
    lines_wrong: int = 0
    digest: hashlib._Hash = field(default_factory=hashlib.sha256)
    misses: list[tuple[list[str], list[str]]] = field(default_factory=list)

    def add(self, printed: list[str]) -> None:
        """Type ``printed`` both ways and count."""
        self.prints += 1
        self.several += len(printed) > 1
        got = [" ".join(a.split()) for a in typed_abilities(" ".join(printed))]
        if got != printed:
            self.wrong += 1
            self.single_cut += len(printed) == 1
            self.misses.append((printed, got))
            should, did = _cuts(printed), _cuts(got)
            self.extra += len(did - should)
            self.missed += len(should - did)
        lines = [" ".join(a.split()) for a in typed_abilities("\n".join(printed))]
        self.lines_wrong += lines != printed
        self.digest.update(json.dumps(lines).encode())

    def merge(self, other: Figures) -> None:
        """Add ``other``'s counts (the digest is per set)."""
        self.prints += other.prints
        self.several += other.several
        self.wrong += other.wrong
        self.single_cut += other.single_cut
        self.extra += other.extra
        self.missed += other.missed
        self.lines_wrong += other.lines_wrong
        self.digest.update(other.digest.digest())
        self.misses += other.misses

    def line(self, label: str) -> str:
        """The figures in a line."""
        right = self.prints - self.wrong
        return (
            f"{label:>18}: {self.prints:5d} prints, {self.several:4d} with several abilities; "
            f"on one line cut wrongly {self.wrong:3d} ({right} right; cuts missing "
            f"{self.missed}, cuts not printed {self.extra}), single-ability cut "
            f"{self.single_cut}; one a line not as printed {self.lines_wrong} "
            f"(digest {self.digest.hexdigest()[:12]})"
        )


def set_figures(path: Path) -> Figures:
    """The figures of one set file."""
    figures = Figures()
    for raw in set_cards(path):
        try:
            card = printed_from_api(raw)
        except (ApiCardError, ValueError):
            continue
        if split_abilities(card.main_text):  # a card whose only text is a reminder counts
            figures.add(printed_abilities(card.main_text))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--hold-out", default="ALIZE", help="set name held out (file prefix)")
    parser.add_argument("--show", action="store_true", help="list the built-on wrong cuts")
    args = parser.parse_args(argv)
    built, held, every = Figures(), Figures(), Figures()
    watch = Stopwatch()
    for path in args.paths:
        figures = set_figures(path)
        print(figures.line(path.name.split("_")[0]))
        (held if path.name.startswith(args.hold_out) else built).merge(figures)
        every.merge(figures)
    print(built.line("built on"))
    if held.prints:
        print(held.line(f"held out {args.hold_out}"))
    print(every.line("all"))
    print(f"  {footer(watch)}")
    if args.show:
        for printed, got in built.misses:
            print("\nprinted:", *printed, sep="\n  | ")
            print("typed on one line, cut:", *got, sep="\n  | ")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
