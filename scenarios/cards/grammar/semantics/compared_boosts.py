"""The semantic functions of the grammar block "gram108: an object's boosts compared with
another object's" of ``altered.lark`` (issue 30).

"target Character with fewer boosts than a Character you control" (NEWSET27 "First Blood"),
"a Character with more boosts than me": the object's boosts (2.5.1) against the bearer's
("me") or against those of one of the objects said — one is enough, so "fewer than a
Character you control" is fewer than the most any of them has. The engine's filter
``boosts_than`` says it as "fewer" / "more" and whose: "me", "you" (a Character you
control), "opponent" (a Character an opponent controls); the filter is checked as the
target is chosen and again as the step resolves (6.5.b). Any other object compared with
(a Permanent, a Character with its own filter, "target Character") is refused by name
(precision first): the engine compares with Characters of one controller only.

"with no boosts and Hand Cost {3} or less": the parts of "with … and …" in the other order
than ``cost_compared_and`` reads them (6.5.b: every part holds)."""

from __future__ import annotations

from typing import Any

from lark.tree import Meta
from lark.visitors import v_args

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS
from scenarios.cards.grammar.tree import Description

BOOSTS_THAN = "boosts_than"
"""The description part (and the engine filter's field) of boosts compared (2.5.1)."""

_WHOSE = {"you": "you", "opponent": "opponent"}
"""The controller said of the Characters compared with -> the filter's word for them."""


def _direction(words: str) -> str:
    """ "fewer" for "with fewer / less boosts than", "more" for "with more boosts than"."""
    return "more" if words.split()[1] == "more" else "fewer"


class ComparedBoostSemantics(SemanticsBase):
    """Boosts compared with another object's (2.5.1, 6.5.b)."""

    @v_args(meta=True)
    def g108_boosts_than_me(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """ "with fewer / more boosts than me": against the bearer's boosts (2.5.1)."""
        return (BOOSTS_THAN, f"{_direction(self._span(meta))}:me")

    @v_args(meta=True)
    def g108_boosts_than_another(self, meta: Meta, items: list[Any]) -> tuple[str, str]:
        """ "with fewer boosts than a Character you control / an opponent controls": against
        the boosts of one of those Characters (one is enough)."""
        span = self._span(meta)
        whose = compared_with(span, items[-1], "boosts", "g108_boosts_than_another")
        return (BOOSTS_THAN, f"{_direction(span)}:{whose}")

    @v_args(meta=True)
    def g108_also_and_cost_compared(
        self, meta: Meta, items: list[Any]
    ) -> tuple[str, list[tuple[str, Any]]]:
        """ "with no boosts and Hand Cost {3} or less": not Boosted / Boosted (2.4.5.a) and
        the cost compared."""
        compared = self.cost_compared(items[-3:])  # type: ignore[attr-defined]
        boosted = ("without_status" if self._span(meta).split()[1] == "no" else "status", "Boosted")
        return (ALL_OF_PARTS, [boosted, compared])


def compared_with(span: str, described: Any, what: str, alias: str) -> str:
    """Whose objects "with fewer / more [what] than [described]" compares with: "you" for a
    Character you control, "opponent" for one an opponent controls (one is enough, 2.5.c);
    any other object is refused by name, ``alias`` the rule that read it (precision first:
    the engine compares with Characters of one controller only, or me)."""
    whose = _compared_controller(described)
    if whose is None:
        said = span.split(" than ", 1)[-1]
        raise NotRead(
            said,
            f"{what} compared with '{said}' are not read: the engine compares with a"
            " Character you control, one an opponent controls, or me",
            alias,
        )
    return whose


def _compared_controller(d: Any) -> str | None:
    """Whose Characters a description compared with names: "you" for exactly "Character
    you control", "opponent" for exactly "Character an opponent controls"; ``None`` for any
    other description (another type, a filter of its own, no controller)."""
    if not isinstance(d, Description) or d.controller not in _WHOSE:
        return None
    bare = Description(types=["Character"], controller=d.controller)
    return _WHOSE[d.controller] if d == bare else None
