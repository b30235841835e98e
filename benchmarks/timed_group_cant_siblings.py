"""A "can't" for a time said of a group, "it" or a target (issue 30, gram97): each sibling of
tests/cards_grammar/sentences_timed_group_cant.py judged by what its written steps MEAN, as
benchmarks/durations_delays_siblings.py judges (right / WRONG / refused).

    .venv/bin/python benchmarks/timed_group_cant_siblings.py [--list]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from durations_delays_siblings import report

from tests.cards_grammar.sentences_timed_group_cant import SIBLINGS


def main() -> None:
    report(SIBLINGS, "timed group can't")


if __name__ == "__main__":
    main()
