"""The Expedition phrase as a place a step sends an object to (issue 30, gram81): "Switch
[object] to [its controller's] other Expedition" is the object switching Expeditions, sent
from its Expedition to the other of the same player (7.3.39.a) — said of "me", of objects
"you control" with "your / my other Expedition", or with "its / their / its controller's
other Expedition" of any. "your other Expedition" said of an object an opponent may control
is refused by name: switching never changes who controls it (7.3.39.a), and no other move
sends a Character to another player's Expedition. Grammar: the block "gram81" in
altered.lark."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Object

Step = dict[str, Any]

_THE_OBJECTS_OWN = frozenset({"its", "their", "controller's"})
"""The words naming the switched object's own controller's other Expedition (7.3.39.a)."""


class ExpeditionLanguageSemantics:
    """Rules of the "gram81" block of altered.lark."""

    if TYPE_CHECKING:

        def _span(self, meta: Meta) -> str: ...  # the semantics base's

    @v_args(meta=True)
    def switch_to_other_expedition(self, meta: Meta, items: list[Any]) -> Step:
        """ "Switch target Character you control to your other Expedition" (7.3.39.a)."""
        obj: Object = next(i for i in items if isinstance(i, Object))
        said = self._span(meta).lower().split()
        whose = said[len(said) - 1 - said[::-1].index("to") :]
        own = obj.kind == "me" or obj.description.controller == "you"
        if not own and not _THE_OBJECTS_OWN & set(whose):
            raise NotRead(
                "other expedition",
                "switching an object that may be an opponent's to your other Expedition is "
                "not read: switching sends it to the other Expedition of its own controller "
                "(7.3.39.a)",
            )
        return {"action": "switch_expeditions", **_subject(obj)}
