"""The top of a deck (issue 30, gram98): each sibling of
tests/cards_grammar/sentences_deck_top.py read by the grammar alone and judged by what it
MEANS — the step and its follow-ups as the sentence says them. Right, WRONG (read but means
something else: a precision failure), refused (the judge resolves it by hand; "refused as
expected" where the engine cannot say it).

    .venv/bin/python benchmarks/deck_top_siblings.py
"""

from __future__ import annotations

from _siblings import report_effects

from tests.cards_grammar.sentences_deck_top import SIBLINGS


def main() -> None:
    report_effects(SIBLINGS)


if __name__ == "__main__":
    main()
