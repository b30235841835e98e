"""The semantic functions of the section "gev5 (session 5)" of ``altered.lark``: triggers on
any object leaving play (7.3.20.a) — "When a Character you control / another Permanent /
a token leaves play".

What the engine's object filter cannot say about the object is not read (precision first).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.objects import _filter, _noun
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics_base import SemanticsBase
from scenarios.cards.grammar.tree import Description

_IN_PLAY_KINDS = frozenset({"Character", "Permanent", "token"})
"""What is in play (3.1.4.a): Characters and Permanents, tokens too (1.1.7.b). A Spell is
never in play; "a card" would leave tokens out, a word the filter does not say."""


class Gev5Semantics(SemanticsBase):
    """Objects leaving play (7.3.20.a)."""

    def ev_object_leaves_play(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [object] leaves play": by ``filter`` (whose, which; "another":
        not me, 7.2.1.a); "it" is the object where it went (6.3.i)."""
        another, d = items[0]
        return {"trigger": "object_leaves_play", "filter": _left_filter(d, bool(another))}


def _left_filter(d: Description, another: bool) -> dict[str, Any]:
    noun = _noun(d)
    if noun not in _IN_PLAY_KINDS or d.played:
        raise NotRead("leaves play", f"a {noun} leaving play is not read", "ev_object_leaves_play")
    if d.in_your_reserve or d.in_my_expedition or d.in_your_other_expedition:
        raise NotRead(
            "leaves play",
            "where the object was before leaving is not read here yet",
            "ev_object_leaves_play",
        )
    flt = _filter(d, types=[] if noun == "token" else [noun], where=True)
    if d.token:
        flt["tokens"] = True  # "a token [Character]": tokens only (1.1.7.b, 2.1.e)
    if another:
        flt["another"] = True
    return flt
