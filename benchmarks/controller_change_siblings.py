"""A change of controller as a trigger's event, and control of the bearer replaced (issue 30,
gram112): each sibling of tests/cards_grammar/sentences_controller_changes.py read by the
grammar alone and judged by what it MEANS — the Reaction (trigger, filter, effect) or the
replacing modifier. Right, WRONG (read but means something else: a precision failure),
refused (the judge resolves it by hand; "refused as expected" where the sentence must be).

    .venv/bin/python benchmarks/controller_change_siblings.py
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import _common  # noqa: F401 — the repository on the path

from scenarios.cards.grammar.first import grammar_ability
from tests.cards_grammar.sentences_controller_changes import REPLACEMENTS, SIBLINGS


def read(text: str) -> dict[str, Any] | None:
    """What ``text`` reads to: its Reaction's fields but "text", or its modifier; ``None``."""
    try:
        ability, _ = grammar_ability(text, support=False)
    except Exception:  # a crash is a refusal the judge sees as such
        return None
    if ability is None:
        return None
    if "reaction" in ability:
        reaction = dict(ability["reaction"])
        reaction.pop("text", None)
        return reaction
    instead: dict[str, Any] | None = (ability.get("passive") or {}).get("instead")
    return instead


def main() -> None:
    tally: Counter[str] = Counter()
    wanted_all = {**SIBLINGS, **REPLACEMENTS}
    for text, wanted in wanted_all.items():
        found = read(text)
        if found is None:
            verdict = "refused as expected" if wanted is None else "refused"
        else:
            verdict = "right" if found == wanted else "WRONG"
        tally[verdict] += 1
        print(f"{verdict:20} {text}")
    readable = sum(1 for m in wanted_all.values() if m is not None)
    print(
        f"siblings {len(wanted_all)}: right {tally['right']}/{readable}, WRONG {tally['WRONG']},"
        f" refused {tally['refused']}, refused as expected {tally['refused as expected']}"
    )


if __name__ == "__main__":
    main()
