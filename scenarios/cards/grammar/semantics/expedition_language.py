"""The Expedition phrase as a place a step sends an object to (issue 30, gram81): "Switch
[object] to [its controller's] other Expedition" is the object switching Expeditions, sent
from its Expedition to the other of the same player (7.3.39.a) — said of "me", of objects
"you control" with "your / my other Expedition", or with "its / their other
Expedition" of any. "your other Expedition" said of an object an opponent may control
is refused by name: switching never changes who controls it (7.3.39.a), and no other move
sends a Character to another player's Expedition. And as a trigger's event: "When the
Expedition facing me / your other / your Hero / your Companion Expedition moves forward /
backward" — that one Expedition moving (7.3.25.a, 7.3.24.a; 1.2.3.c, 7.5.5.a, 7.2.3.a;
engine/pipeline/expedition_move_triggers.py). Grammar: the block "gram81" in altered.lark."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Object

Step = dict[str, Any]

_NAMED_EXPEDITIONS = {
    "the expedition facing me": "the_expedition_facing_me",  # 1.2.3.c
    "your other expedition": "your_other_expedition",  # 7.5.5.a
    "my other expedition": "your_other_expedition",
    "your hero expedition": "your_hero_expedition",  # 7.2.3.a
    "your companion expedition": "your_companion_expedition",
}
"""The one Expedition a move trigger names, as the engine's trigger begins."""
_THE_OBJECTS_OWN = frozenset({"its", "their"})
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

    @v_args(meta=True)
    def ev_named_expedition_forward(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When the Expedition facing me moves forward" (7.3.25.a, 1.2.3.c)."""
        return {"trigger": f"{self._named_expedition(meta)}_moves_forward"}

    @v_args(meta=True)
    def ev_named_expedition_backward(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When your other Expedition moves backwards" (7.3.24.a, 7.5.5.a)."""
        return {"trigger": f"{self._named_expedition(meta)}_moves_backward"}

    def _named_expedition(self, meta: Meta) -> str:
        said = " ".join(self._span(meta).lower().split()[:-2])
        from scenarios.cards.grammar.printed_words import spans
        from scenarios.cards.grammar.rewordings import reworded

        said = " ".join(w for w, _, _ in reworded(spans(said))).lower()
        if said not in _NAMED_EXPEDITIONS:
            raise NotRead(said, f"'{said}' moving is not read")
        return _NAMED_EXPEDITIONS[said]
