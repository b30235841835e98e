"""Two passive atomic actions joined by "or" in a trigger (issue 30, gram112): each sibling
of tests/cards_grammar/sentences_passive_event_ors.py read by the grammar alone and judged
by what it MEANS — the Reactions it makes (one per event, 6.3.b) and their effect. Right,
WRONG (read but means something else: a precision failure), refused (the judge resolves it
by hand; "refused as expected" where the sentence must be).

    .venv/bin/python benchmarks/passive_event_or_siblings.py
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import _common  # noqa: F401 — the repository on the path

from scenarios.cards.grammar.first import grammar_ability
from tests.cards_grammar.sentences_passive_event_ors import SIBLINGS


def reactions(text: str) -> list[dict[str, Any]] | None:
    """The Reactions ``text`` reads to (each one's fields but "text"), or ``None``."""
    try:
        ability, _ = grammar_ability(text, support=False)
    except Exception:  # a crash is a refusal the judge sees as such
        return None
    if ability is None:
        return None
    out = []
    for made in (ability, *ability.get("_more", ())):
        reaction = dict(made.get("reaction", {}))
        reaction.pop("text", None)
        out.append(reaction)
    return out


def verdict(text: str) -> str:
    """The sibling's verdict: right / WRONG / refused / refused as expected."""
    read, wanted = reactions(text), SIBLINGS[text]
    if read is None:
        return "refused as expected" if wanted is None else "refused"
    return "right" if read == wanted else "WRONG"


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
