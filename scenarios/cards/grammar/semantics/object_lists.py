"""The refusal of words after the last member of an object's "or" or list, named: "Return
target Character, Permanent or token with Hand Cost {3} or less" — whether "with Hand Cost
{3} or less" describes every kind listed or the token only is not printed (6.5.b), so the
one rule of the object description's "or" (``ic39_objects_or``) refuses it; here its reason
says the words a judge reads by hand (grammar/object_lists.py marks the lists). So for whose
or where words after a second qualifier ("a Character with Hand Cost {2} or less or with
[Tough] in my Expedition": of both, or of the second only?)."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_unions import (
    AMBIGUOUS_QUALIFIER,
    AMBIGUOUS_WHOSE,
)
from scenarios.cards.grammar.tree import Description


def _last_member(items: list[Any], text: str, end: int) -> str:
    """The words of the last member with the words after it, as printed (from after the
    last OR_OBJECT to the description's end)."""
    marks = [t for t in items if isinstance(t, Token) and t.type == "OR_OBJECT"]
    start = marks[-1].end_pos if marks and marks[-1].end_pos is not None else 0
    return text[start:end].replace("[[", "").replace("]]", "").strip()


class ObjectListSemantics(SemanticsBase):
    """The object description's "or" and lists, its ambiguous qualifier named (6.5.b)."""

    @v_args(meta=True)
    def ic39_objects_or(self, meta: Meta, items: list[Any]) -> Description:
        try:
            found: Description = super().ic39_objects_or(meta, items)  # type: ignore[misc]
        except NotRead as refused:
            if refused.reason not in (AMBIGUOUS_QUALIFIER, AMBIGUOUS_WHOSE):
                raise
            said = _last_member(items, self.text, meta.end_pos)
            raise NotRead(
                refused.part,
                f"{refused.reason}: the last object and the words after it, '{said}'",
                refused.rule,
            ) from refused
        return found
