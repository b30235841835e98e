"""gram102's sibling conditions on places, moments and players
(tests/cards_grammar/sentences_place_moment_conditions.py, issue 30), each in each slot a
condition takes, read by the grammar alone on a Unique Character and compiled, and judged by
MEANING: right (the engine condition the sibling means), WRONG (compiled to another), refused.
Then the siblings that must be refused.

    .venv/bin/python benchmarks/place_moment_conditions_siblings.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _siblings import unique_card_conditions

from tests.cards_grammar.sentences_place_moment_conditions import (
    FORMS,
    REFUSED,
    SIBLINGS,
    judged,
    said,
)


def main() -> None:
    tally = {"right": 0, "WRONG": 0, "refused": 0}
    for words, meaning in SIBLINGS.items():
        for form in FORMS:
            sentence = said(words, form)
            found = unique_card_conditions(sentence)
            if found is None:
                verdict = "refused"
            else:
                unless = form.startswith("{{J}} Unless")
                verdict = "right" if judged(found, meaning, unless) else "WRONG"
            tally[verdict] += 1
            print(f"{verdict:8} {sentence}")
    kept = 0
    for sentence in REFUSED:
        refused = unique_card_conditions(sentence) is None
        kept += refused
        print(f"{'refused ' if refused else 'READ    '} {sentence} (must be refused)")
    print(
        f"{sum(tally.values())} sentences ({len(SIBLINGS)} siblings x {len(FORMS)} forms): "
        f"right {tally['right']}, WRONG {tally['WRONG']}, refused {tally['refused']}; "
        f"of {len(REFUSED)} to refuse, refused {kept}"
    )


if __name__ == "__main__":
    main()
