"""Several targets in one step (issue 30, session 32, g2): each sibling of
tests/cards_grammar/sentences_several_targets.py read by the grammar alone and judged by what
it MEANS — its effect's steps (a Spell's marked "SPELL "). Right, WRONG (read but means
something else: a precision failure), refused (the judge resolves it by hand; "refused as
expected" where the engine cannot say it).

    .venv/bin/python benchmarks/several_targets_siblings.py
"""

from __future__ import annotations

from _siblings import report_effects  # (and the repository on the path)

from tests.cards_grammar.sentences_several_targets import SIBLINGS
from tests.cards_grammar.several_targets_judge import verdict


def main() -> None:
    report_effects(SIBLINGS, verdict)


if __name__ == "__main__":
    main()
