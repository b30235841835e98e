"""A Deck shuffled (issue 30, gram104): each sibling of
tests/cards_grammar/sentences_shuffle_events.py read by the grammar alone and judged by what
it MEANS — the Reaction's trigger, whose Deck, and its effect. Right, WRONG (read but means
something else: a precision failure), refused (the judge resolves it by hand; "refused as
expected" where the sentence must be).

    .venv/bin/python benchmarks/shuffle_event_siblings.py
"""

from __future__ import annotations

from collections import Counter

import _common  # noqa: F401 — the repository on the path

from scenarios.cards.grammar.first import grammar_ability
from tests.cards_grammar.sentences_shuffle_events import SIBLINGS


def verdict(text: str) -> str:
    """The sibling's verdict: right / WRONG / refused / refused as expected."""
    try:
        ability, _ = grammar_ability(text, support=False)
    except Exception:  # a crash is a refusal the judge sees as such
        ability = None
    wanted = SIBLINGS[text]
    if ability is None:
        return "refused as expected" if wanted is None else "refused"
    if wanted is None:
        return "WRONG"
    reaction = dict(ability.get("reaction", {}))
    reaction.pop("text", None)
    return "right" if reaction == wanted else "WRONG"


def main() -> None:
    tally: Counter[str] = Counter()
    for text in SIBLINGS:
        found = verdict(text)
        tally[found] += 1
        print(f"{found:20} {text}")
    readable = sum(1 for m in SIBLINGS.values() if m is not None)
    print(
        f"siblings {len(SIBLINGS)}: right {tally['right']}/{readable}, WRONG {tally['WRONG']},"
        f" refused {tally['refused']}, refused as expected {tally['refused as expected']}"
    )


if __name__ == "__main__":
    main()
