"""gram88's sibling conditions (tests/cards_grammar/sentences_target_opponent_conditions.py:
"target opponent" as the subject of the players' composed conditions, issue 30), each in each
condition form, read by the grammar alone on a Unique Character and compiled: how many the
engine evaluates, how many of those it must refuse it refuses, and the conditions it holds.

    .venv/bin/python benchmarks/target_opponent_conditions_siblings.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _siblings import tally_read_or_refused

from tests.cards_grammar.sentences_target_opponent_conditions import (
    ALSO_REFUSED,
    FORMS,
    REFUSED,
    SIBLINGS,
    said,
)


def main() -> None:
    counts = tally_read_or_refused(
        SIBLINGS, FORMS, said, REFUSED, ALSO_REFUSED, verbose="-v" in sys.argv
    )
    must_refuse = len(REFUSED) * len(FORMS) + len(ALSO_REFUSED)
    print(
        f"{counts.total} sentences ({len(SIBLINGS)} siblings x {len(FORMS)} forms + "
        f"{len(ALSO_REFUSED)}): read {counts.read} of {counts.total - must_refuse}; of the "
        f"{must_refuse} to refuse, refused {counts.refused_right}, read {counts.wrongly_read}"
    )


if __name__ == "__main__":
    main()
