"""Several targets in one step (issue 30, session 32, g2): each sibling of
tests/cards_grammar/sentences_several_targets.py read by the grammar alone and judged by what
it MEANS — its effect's steps (a Spell's marked "SPELL "). Right, WRONG (read but means
something else: a precision failure), refused (the judge resolves it by hand; "refused as
expected" where the engine cannot say it).

    .venv/bin/python benchmarks/several_targets_siblings.py
"""

from __future__ import annotations

import _common  # noqa: F401  (the repository on the path)

from tests.cards_grammar.sentences_several_targets import SIBLINGS
from tests.cards_grammar.several_targets_judge import verdict


def main() -> None:
    tally: dict[str, int] = {}
    for text, wanted in SIBLINGS.items():
        found = verdict(text, wanted)
        tally[found] = tally.get(found, 0) + 1
        print(f"{found:20} {text}")
    readable = sum(1 for m in SIBLINGS.values() if m is not None)
    print(
        f"siblings {len(SIBLINGS)}: right {tally.get('right', 0)}/{readable}, "
        f"WRONG {tally.get('WRONG', 0)}, refused {tally.get('refused', 0)}, "
        f"refused as expected {tally.get('refused as expected', 0)}"
    )


if __name__ == "__main__":
    main()
