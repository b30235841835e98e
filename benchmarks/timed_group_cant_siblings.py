"""A "can't" for a time said of a group, "it" or a target (issue 30, gram97): each sibling of
tests/cards_grammar/sentences_timed_group_cant.py judged by what its written steps MEAN, as
benchmarks/durations_delays_siblings.py judges (right / WRONG / refused).

    .venv/bin/python benchmarks/timed_group_cant_siblings.py [--list]
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from durations_delays_siblings import judge

from tests.cards_grammar.sentences_timed_group_cant import SIBLINGS


def main() -> None:
    tally: Counter[str] = Counter()
    for sentence, meaning in SIBLINGS.items():
        verdict = judge(sentence, meaning)
        tally[verdict] += 1
        if "--list" in sys.argv or verdict == "WRONG":
            print(f"{verdict:8} {sentence}")
    total = sum(tally.values())
    print(
        f"timed group can't: {tally['right']}/{total} right, {tally['WRONG']} WRONG, "
        f"{tally['refused']} refused"
    )


if __name__ == "__main__":
    main()
