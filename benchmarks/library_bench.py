"""The hand-written library against real card data: how many cards have a printed Common,
and every difference in printed characteristics, icons or text.

    .venv/bin/python benchmarks/library_bench.py /work/shared/cards/sets/*_EN.json

Reads the card data where it is (nothing is copied into the project) and prints the
figures and each problem in a judge's words (``scenarios.cards.library_prints``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import set_cards

from scenarios.cards.library import default_library
from scenarios.cards.library_prints import commons, library_problems
from scenarios.cards.printed import PrintedCard, printed_from_api


def main(paths: list[str]) -> int:
    prints: list[tuple[str, PrintedCard]] = []
    for path in paths:
        data = set_cards(Path(path))
        prints.extend((card["reference"], printed_from_api(card)) for card in data)
    cards = list(default_library().cards.values())
    common = commons(prints)
    matched = [c for c in cards if c.name.casefold() in common and not c.model.token]
    problems = library_problems(cards, prints)
    print(f"library cards: {len(cards)}; with a printed Common in the data: {len(matched)}")
    print(f"problems: {len(problems)}")
    for p in problems:
        print(f"  {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
