"""gram84's sibling conditions (tests/cards_grammar/sentences_composed_conditions.py: a
quantified subject × a predicate, issue 30), each in each condition form, read by the grammar
alone on a Unique Character and compiled: how many the engine evaluates, and the conditions it
holds (printed compactly, to judge by meaning; the tests judge the meaning of each kind).

    .venv/bin/python benchmarks/composed_conditions_siblings.py [-v]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _siblings import tally_read_or_refused

from tests.cards_grammar.sentences_composed_conditions import FORMS, REFUSED, SIBLINGS, said


def main() -> None:
    counts = tally_read_or_refused(SIBLINGS, FORMS, said, REFUSED, verbose="-v" in sys.argv)
    must_refuse = len(REFUSED) * len(FORMS)
    print(
        f"{counts.total} sentences ({len(SIBLINGS)} siblings x {len(FORMS)} forms): read "
        f"{counts.read} of {counts.total - must_refuse}; of the {must_refuse} to refuse, "
        f"refused {counts.refused_right}, read {counts.wrongly_read}"
    )


if __name__ == "__main__":
    main()
