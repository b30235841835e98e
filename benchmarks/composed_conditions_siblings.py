"""gram84's sibling conditions (tests/cards_grammar/sentences_composed_conditions.py: a
quantified subject × a predicate, issue 30), each in each condition form, read by the grammar
alone on a Unique Character and compiled: how many the engine evaluates, and the conditions it
holds (printed compactly, to judge by meaning; the tests judge the meaning of each kind).

    .venv/bin/python benchmarks/composed_conditions_siblings.py [-v]
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _siblings import unique_card_conditions

from tests.cards_grammar.sentences_composed_conditions import FORMS, REFUSED, SIBLINGS, said


def compact(value: Any) -> str:
    """A condition or filter with only the fields set, for reading by eye."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = []
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            default = (
                f.default_factory() if f.default_factory is not dataclasses.MISSING else f.default
            )
            if f.name != "text" and v != default:
                parts.append(f"{f.name}={compact(v)}")
        return f"{type(value).__name__}({', '.join(parts)})"
    if isinstance(value, tuple):
        return "(" + ", ".join(compact(v) for v in value) + ")"
    if isinstance(value, frozenset):
        return "{" + ",".join(sorted(str(getattr(v, "value", v)) for v in value)) + "}"
    return str(getattr(value, "value", value))


def main() -> None:
    verbose = "-v" in sys.argv
    read = refused_right = wrongly_read = 0
    total = 0
    for sibling in SIBLINGS:
        for form in FORMS:
            total += 1
            conditions = unique_card_conditions(said(sibling, form))
            if conditions is None:
                refused_right += sibling in REFUSED
                print(f"refused  {said(sibling, form)}")
                continue
            read += sibling not in REFUSED
            wrongly_read += sibling in REFUSED
            print(f"read     {said(sibling, form)}")
            if verbose:
                for c in conditions:
                    print(f"           {compact(c)}")
    must_refuse = len(REFUSED) * len(FORMS)
    print(
        f"{total} sentences ({len(SIBLINGS)} siblings x {len(FORMS)} forms): read {read} of "
        f"{total - must_refuse}; of the {must_refuse} to refuse, refused {refused_right}, "
        f"read {wrongly_read}"
    )


if __name__ == "__main__":
    main()
