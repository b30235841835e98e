"""The rules that decided a reading, for the report and the summary.

A resolved dispute cites forty rules — every step's (beginning a turn, paying Mana, a
Reaction-activating step) — and a ruling followed by all forty hides the few a judge would
quote. The rules that decided are those the judge's own ruling names, those the scenario is
about (its ``rules:``), those cited by the decisions made (why that player chose, 4.4.b), and
those cited by the engine's notes on what did *not* happen ("nothing happens [the object it
is bound to no longer exists (6.3.j, 2.1.d)]"): the surprises a ruling explains. The other
rules stay in the report's step table. Pure Python: no Qt.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from judge_app.sandbox.session import Moment

RULE_ID = re.compile(r"\b\d+(?:\.\d+)+(?:\.[a-z])?\b")
NOTE = re.compile(r"\[[^\[\]]*\]")


def _in(text: str) -> list[str]:
    return RULE_ID.findall(text)


def decisive_rules(
    moments: Iterable[Moment],
    ruling: str = "",
    about: Iterable[str] = (),
    shown: frozenset[str] | None = None,
) -> list[str]:
    """The rules that decided, in the order they first count: the ruling's, the scenario's,
    then the steps' (decisions, and notes on what did not happen)."""
    found: dict[str, None] = dict.fromkeys(_in(ruling))
    found.update(dict.fromkeys(about))
    for m in moments:
        cited = m.cited if shown is None else m.cited_in(shown)
        if m.choice or m.text.endswith("(as the script says)"):
            found.update(dict.fromkeys(m.rules))  # a decision made: what it did
        noted = {r for note in NOTE.findall(m.text) for r in _in(note)}
        found.update(dict.fromkeys(r for r in cited if r in noted))
    return list(found)


__all__ = ["decisive_rules"]
