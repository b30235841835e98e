"""A keyword or a restriction held for a time, the duration said after or first (issue 30,
gram100): each sibling of tests/cards_grammar/sentences_keywords_for_a_time.py judged by what
its written steps MEAN, as benchmarks/durations_delays_siblings.py judges (right / WRONG /
refused).

    .venv/bin/python benchmarks/keywords_for_a_time_siblings.py [--list]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from durations_delays_siblings import report

from tests.cards_grammar.sentences_keywords_for_a_time import SIBLINGS


def main() -> None:
    report(SIBLINGS, "keywords held for a time")


if __name__ == "__main__":
    main()
