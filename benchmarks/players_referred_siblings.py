"""gram91's siblings (tests/cards_grammar/sentences_players_referred.py, issue 30): another
player bound earlier and referred to later ("they / their / that player"), the results of
their action as conditions, "each player may … If they do, they …", "do the same" — each
read by the grammar alone on a Unique card and compiled, judged by what the reading says:
right (it holds the words its meaning needs), WRONG (read, but without them; or read when
it must be refused), refused.

    .venv/bin/python benchmarks/players_referred_siblings.py [-v]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _siblings import unique_reading

from tests.cards_grammar.sentences_players_referred import REFUSED_SIBLINGS, SIBLINGS, SPELL


def reading_json(sentence: str) -> str | None:
    """The card model of ``sentence`` as JSON (None when refused)."""
    spell = sentence.startswith(SPELL)
    text = sentence.removeprefix(SPELL)
    read = unique_reading(text, "Spell" if spell else "Character")
    if read is None:
        return None
    return json.dumps(read[0].model_dump(exclude_defaults=True, mode="json"))


def main() -> None:
    verbose = "-v" in sys.argv
    tally = {"right": 0, "WRONG": 0, "refused": 0}
    for sentence, words in SIBLINGS.items():
        said = reading_json(sentence)
        verdict = (
            "refused" if said is None else "right" if all(w in said for w in words) else "WRONG"
        )
        tally[verdict] += 1
        print(f"{verdict:8} {sentence}")
        if verbose and said is not None:
            print(f"           {said[:400]}")
    refused_right = wrongly_read = 0
    for sentence in REFUSED_SIBLINGS:
        refused = reading_json(sentence) is None
        refused_right += refused
        wrongly_read += not refused
        print(f"{'refused' if refused else 'WRONG':8} (must refuse) {sentence}")
    print(
        f"{len(SIBLINGS)} siblings to read: right {tally['right']}, WRONG {tally['WRONG']}, "
        f"refused {tally['refused']}; {len(REFUSED_SIBLINGS)} to refuse: refused "
        f"{refused_right}, read {wrongly_read}"
    )


if __name__ == "__main__":
    main()
