"""Abilities granted to other objects (issue 30, eng66): how many of the sibling sentences
of ``tests/cards_grammar/sentences_granted.py`` the reader reads executable, and how many
it refuses. Prints one line per sentence (read / refused and why) and the totals.

    .venv/bin/python benchmarks/granted_siblings.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_granted import GRANTED, REFUSED


def main() -> None:
    read = refused_right = 0
    for text in GRANTED:
        r = read_printed(probe_card(text))
        ok = bool(r.abilities) and r.executable
        read += ok
        why = "" if ok else "; ".join(a.reason for a in r.abilities if a.reason)
        print(f"{'READ   ' if ok else 'missed '} {text}  {why}")
    for text in REFUSED:
        r = read_printed(probe_card(text))
        ok = not r.executable
        refused_right += ok
        print(f"{'refused' if ok else 'WRONG  '} {text}")
    print(f"granted read {read}/{len(GRANTED)}; refused {refused_right}/{len(REFUSED)}")


if __name__ == "__main__":
    main()
