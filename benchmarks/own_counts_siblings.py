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

from scenarios.cards.printed import PrintedCard, read_printed
from tests.cards_grammar.sentences_own_counts import SIBLINGS


def _card(text: str) -> PrintedCard:
    if text.startswith("SPELL "):
        return PrintedCard("Probe", "Spell", hand_cost=1, reserve_cost=1, main_text=text[6:])
    stats = {"forest": 1, "mountain": 1, "water": 1}
    return PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text, **stats)


def main() -> None:
    read = sum(read_printed(_card(t)).executable for t in SIBLINGS)
    alone = sum(read_printed(_card(t), patterns=False).executable for t in SIBLINGS)
    print(f"siblings {len(SIBLINGS)}: read and run {read}; by the grammar alone {alone}")


if __name__ == "__main__":
    main()
