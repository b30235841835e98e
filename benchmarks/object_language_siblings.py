"""The object description as one composed language (issue 30, gram79): each sibling sentence
of tests/cards_grammar/sentences_object_language.py read by the card reader (the grammar,
then the sentence patterns) on a 1/1/1 Character and compiled; printed with its reading (or
the judge's by-hand reason) for judging by meaning, and tallied against the verdicts kept in
tests/cards_grammar/test_object_language_siblings.py (right / WRONG / refused).

    .venv/bin/python benchmarks/object_language_siblings.py [-v]
"""

from __future__ import annotations

import json
import sys

from _common import audit_card  # (and the repository on the path)

from scenarios.cards.compile import compile_card
from scenarios.cards.printed import read_printed
from tests.cards_grammar.sentences_object_language import SIBLINGS


def reading_of(sentence: str) -> tuple[bool, str]:
    """Whether ``sentence`` is executable (read and compiled without a gap), and its
    reading's abilities as JSON, or the by-hand reason."""
    reading = read_printed(audit_card(sentence))
    if not reading.executable:
        return False, "; ".join(a.reason for a in reading.abilities if a.reason)
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return False, f"gap: {compiled.gaps}"
    model = reading.model.model_dump(exclude_defaults=True)
    said = {k: v for k, v in model.items() if k in ("abilities", "effect")}
    return True, json.dumps(said, separators=(",", ":"))


def main() -> None:
    verbose = "-v" in sys.argv
    read = 0
    for sentence in SIBLINGS:
        ok, said = reading_of(sentence)
        read += ok
        if verbose:
            print(f"{'READ ' if ok else 'by hand'} {sentence}\n      {said[:600]}")
    print(f"{len(SIBLINGS)} siblings: executable {read}, by hand {len(SIBLINGS) - read}")


if __name__ == "__main__":
    main()
