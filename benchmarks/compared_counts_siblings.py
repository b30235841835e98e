"""Object filters compared with numbers and counts, and other players' zones as places
(issue 30, gram96): each sibling of tests/cards_grammar/sentences_compared_counts.py read by
the grammar alone and judged by what it MEANS — the step's subject and filter as the
sentence says it. Right, WRONG (read but means something else: a precision failure),
refused (the judge resolves it by hand; "refused as expected" where the engine cannot say
it).

    .venv/bin/python benchmarks/compared_counts_siblings.py
"""

from __future__ import annotations

from _siblings import report_effects

from tests.cards_grammar.sentences_compared_counts import SIBLINGS


def main() -> None:
    report_effects(SIBLINGS)


if __name__ == "__main__":
    main()
