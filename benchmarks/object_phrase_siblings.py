"""THE OBJECT PHRASE (issue 30, gram108): each sibling of
tests/cards_grammar/sentences_object_phrase.py — a noun × who controls it × where it is ×
filters (boosts compared with another object's among them) × quantifiers — read by the
grammar alone and judged by what it MEANS: the step's subject and filter as the sentence
says it. Right, WRONG (read but means something else: a precision failure), refused (the
judge resolves it by hand; "refused as expected" where the engine cannot say it).

    .venv/bin/python benchmarks/object_phrase_siblings.py
"""

from __future__ import annotations

from _siblings import report_effects

from tests.cards_grammar.sentences_object_phrase import SIBLINGS


def main() -> None:
    report_effects(SIBLINGS)


if __name__ == "__main__":
    main()
