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

from _siblings import unique_card_conditions
from composed_conditions_siblings import compact

from tests.cards_grammar.sentences_target_opponent_conditions import (
    ALSO_REFUSED,
    FORMS,
    REFUSED,
    SIBLINGS,
    said,
)


def main() -> None:
    verbose = "-v" in sys.argv
    read = refused_right = wrongly_read = total = 0
    for sibling in SIBLINGS:
        for form in FORMS:
            total += 1
            conditions = unique_card_conditions(said(sibling, form))
            if conditions is None:
                refused_right += sibling in REFUSED
                print(f"refused  {said(sibling, form)}")
                continue
            read += sibling not in REFUSED
            wrongly_read += sibling in REFUSED
            print(f"read     {said(sibling, form)}")
            if verbose:
                for c in conditions:
                    print(f"           {compact(c)}")
    for sentence in ALSO_REFUSED:
        total += 1
        refused = unique_card_conditions(sentence) is None
        refused_right += refused
        wrongly_read += not refused
        print(f"{'refused' if refused else 'read   '}  {sentence}")
    must_refuse = len(REFUSED) * len(FORMS) + len(ALSO_REFUSED)
    print(
        f"{total} sentences ({len(SIBLINGS)} siblings x {len(FORMS)} forms + "
        f"{len(ALSO_REFUSED)}): read {read} of {total - must_refuse}; of the {must_refuse} to "
        f"refuse, refused {refused_right}, read {wrongly_read}"
    )


if __name__ == "__main__":
    main()
