"""gram94's sibling sentences of the counter language (issue 30,
tests/cards_grammar/sentences_counter_language.py), read through the import's path and with
the grammar alone: how many each reads and runs; ``-v`` prints each sentence's verdict and,
when refused, the reader's reason. Whether a reading MEANS the sentence is judged in the tests
(test_counter_language_siblings.py) and on boards.

    .venv/bin/python benchmarks/counter_language_siblings.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_counter_language import SIBLINGS


def main(verbose: bool) -> None:
    read = alone = 0
    for text in SIBLINGS:
        reading = read_printed(probe_card(text))
        read += reading.executable
        alone += read_printed(probe_card(text), patterns=False).executable
        if verbose:
            reasons = "; ".join(a.reason or "" for a in reading.abilities if a.reason)
            print(f"{'read' if reading.executable else 'REFUSED':8} {text}  {reasons}")
    print(f"siblings {len(SIBLINGS)}: read and run {read}; by the grammar alone {alone}")


if __name__ == "__main__":
    main("-v" in sys.argv)
