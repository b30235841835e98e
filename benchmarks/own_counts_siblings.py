"""gram73's sibling sentences (tests/cards_grammar/sentences_own_counts.py: amounts counted
on each object / player, arithmetic on an amount, actions on a described group), read
through the import's path (grammar and printed patterns) and with the grammar alone: how many
each reads and runs, by construction. Whether a reading MEANS the sentence is judged in the
tests (test_own_counts_siblings.py) and on boards (test_board_own_counts.py).

    .venv/bin/python benchmarks/own_counts_siblings.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_own_counts import SIBLINGS


def main() -> None:
    read = sum(read_printed(probe_card(t, hand_cost=3)).executable for t in SIBLINGS)
    alone = sum(
        read_printed(probe_card(t, hand_cost=3), patterns=False).executable for t in SIBLINGS
    )
    print(f"siblings {len(SIBLINGS)}: read and run {read}; by the grammar alone {alone}")


if __name__ == "__main__":
    main()
