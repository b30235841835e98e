"""The semantic functions of "can't" said of a move to Reserve in other words and of any
status (1.4.1.a): "I can't be sent to Reserve" — "put", "return" and "send" are synonyms
(7.3.32.c), and any atomic action moving the object to a Reserve is impossible (the
``go_to_reserve`` of "can't go to Reserve"); "Characters you control can't gain statuses" —
every status an effect would give it (2.4.1.a, 7.3.16.a), being exhausted too (7.3.13.a:
exhausting is gaining Exhausted); Boosted is never gained directly (2.4.5.b). "Can't gain
[[Tough]]" names a keyword ability (7.4), which an effect grants, not a status the engine
refuses: refused with that reason."""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be

GAIN_STATUS = "gain_status"
"""The restricted action "gain a status", of any status (engine/pipeline/objects_cant.py)."""


def keyword_not_refused(token: Token | str) -> NotRead:
    """Why "can't gain [keyword]" is resolved by hand: a keyword is an ability (7.4) an
    effect grants; the engine refuses atomic actions (1.4.1.a), not such grants."""
    return NotRead(
        str(token),
        f"'can't gain {token}': a keyword ability (7.4) an effect would grant is not "
        "refused by the engine yet (1.4.1.a)",
        "cant_gain_keyword",
    )


class CantStatusesSemantics(SemanticsBase):
    """ "[I / group] can't be sent to Reserve", "can't gain statuses" (1.4.1.a)."""

    def cant_sent_to_reserve(self, _: list[Any]) -> str:
        return "go_to_reserve"

    def i_cant_gain_statuses(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([_any_status(items)], None, yours=False)

    def group_cant_gain_statuses(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([_any_status(items)], items[0], yours=False)

    def your_group_cant_gain_statuses(self, items: list[Any]) -> dict[str, Any]:
        return cant_be([_any_status(items)], items[0], yours=True)


def _any_status(items: list[Any]) -> str:
    """ "statuses" / "a status" / "any status": any status (2.4.1.a); a numbered keyword
    said there ("can't gain [[Tough]]") is refused with the reason."""
    last = items[-1] if items else None
    if isinstance(last, Token) and last.type == "NUMBERED_KEYWORD":
        raise keyword_not_refused(last)
    return GAIN_STATUS
