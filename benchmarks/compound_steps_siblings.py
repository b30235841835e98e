"""The compound effect (issue 30, gram109): each sibling of
tests/cards_grammar/sentences_compound_steps.py read by the grammar alone and judged by what
it MEANS — its effect's steps in printed order, the follow-ups ("then", "if_not_done") on
the step they follow. Right, WRONG (read but means something else: a precision failure),
refused (the judge resolves it by hand; "refused as expected" where the engine cannot say it).

    .venv/bin/python benchmarks/compound_steps_siblings.py
"""

from __future__ import annotations

from typing import Any

from _siblings import report_effects  # (and the repository on the path)

from tests.cards_grammar.sentences_compound_steps import SIBLINGS


def verdict(text: str, wanted: list[dict[str, Any]] | None) -> str:
    """right / WRONG / refused / refused as expected: ``text`` read by the grammar alone,
    its Reaction's effect against ``wanted`` (``None``: must be refused)."""
    from scenarios.cards.grammar.first import grammar_ability

    try:
        ability, _ = grammar_ability(text, support=False)
    except Exception:  # a crash is a refusal the judge sees as such
        ability = None
    if ability is None:
        return "refused as expected" if wanted is None else "refused"
    if wanted is None:
        return "WRONG"
    return "right" if ability.get("reaction", {}).get("effect") == wanted else "WRONG"


def main() -> None:
    report_effects(SIBLINGS, verdict)


if __name__ == "__main__":
    main()
