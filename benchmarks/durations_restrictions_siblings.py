"""Durations and restrictions as one language (issue 30, gram110): each sibling of
tests/cards_grammar/sentences_durations_restrictions.py read by the grammar alone and judged
by what its written steps MEAN (the judgement of benchmarks/durations_delays_siblings.py):
right, WRONG (read, but meaning something else) or refused.

    .venv/bin/python benchmarks/durations_restrictions_siblings.py [--list]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from durations_delays_siblings import report

from tests.cards_grammar.sentences_durations_restrictions import SIBLINGS


def main() -> None:
    report(SIBLINGS, "durations and restrictions")


if __name__ == "__main__":
    main()
