"""ie39 (issue 30, session 39): a quick action's restriction said with "do this" — "Do this
only once per Day.", "Do this only during the Afternoon.", "You can only do this during your
turn." — in the grammar's words.

"Do this" in a sentence of its own after a quick action's effect names the quick action:
the restriction is the one "Activate only …" / "You can only use this ability …" says (the
grammar's ``only_if_clause``, ``only_during_clause``, ``only_during_your_turn_clause``,
``only_per_day_clause``, ``only_per_turn_clause``): a declaration breaking it is not legal
(5.1.2.g; a Day's plays counted, 1.4.6.b; its phase, 4.2.a; the turn, 4.2.3.c). Only at a
clause's start, and only before "only" ("Do this only …", "You can only do this …"); "do"
anywhere else keeps its words. The printed words stay the step's text.
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["ACTIVATION_LIMIT_WORDS"]


def _do_this_only(t: Words) -> int:
    """ "Do this only …" -> "activate only …"."""
    if not t.starts_clause() or t.low[t.at : t.at + 3] != ["do", "this", "only"]:
        return 0
    t.say(["activate", "only"], t.printed[t.at : t.at + 3])
    return 3


def _you_can_only_do_this(t: Words) -> int:
    """ "You can only do this …" -> "you can only use this ability …"."""
    if not t.starts_clause() or t.low[t.at : t.at + 5] != ["you", "can", "only", "do", "this"]:
        return 0
    t.say(["you", "can", "only", "use", "this", "ability"], t.printed[t.at : t.at + 5])
    return 5


ACTIVATION_LIMIT_WORDS = (
    Rewording(
        "a quick action's restriction said with 'do this' (5.1.2.g)",
        frozenset({"do"}),
        _do_this_only,
    ),
    Rewording(
        "a quick action's restriction said with 'do this' (5.1.2.g)",
        frozenset({"you"}),
        _you_can_only_do_this,
    ),
)
"""The wordings of the module docstring."""
