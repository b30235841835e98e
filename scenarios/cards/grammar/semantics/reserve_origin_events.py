"""ia (session 38): a card going to Reserve FROM a zone said, as a trigger event — "When a
Spell you control goes to Reserve after it resolves", "When a card is sent to your Reserve
from your hand", "When one of your Characters goes to Reserve from an Expedition" (the
grammar's block "ia", ``altered.lark``).

The event is the card arriving in a Reserve (3.2.10) — "to Reserve" any player's, "to your
Reserve" the controller's own (7.5.10.a) — from the zone the words name: the controller's own
hand (3.2.5), Deck (3.2.2) or Discard pile (3.2.3); the Expedition zone (3.2.4: "an
Expedition", either player's; "your Expeditions" the controller's, with "to Reserve"); or
Limbo once a Spell's resolution is done ("after it resolves", 5.2.4.b: a non-Fleeting Spell
then moves to its owner's Reserve; 3.2.8). Kept as plain data, ``joined_from`` (engine:
``flow_triggers._came_from_zone``). "After it resolves" of anything but a Spell or a card is
refused: only a Spell resolves into a Reserve (5.2.4.b).
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.semantics.trigger_event_refusals import FROM_ZONE_REFUSED

_RULE = "ia_goes_to_reserve_from"

_ORIGINS = {
    "your hand": "hand",
    "your deck": "deck",
    "your discard pile": "discard",
    "an expedition": "expedition",
    "the expedition zone": "expedition",
    "your expeditions": "your_expeditions",
}
"""The zones a card going to Reserve is read as coming from, as printed after "from"."""


class ReserveOriginSemantics:
    """The semantic functions of the grammar's block "ia" (the origin of a move to Reserve)."""

    @v_args(meta=True)
    def ia_from_zone(self, meta: Meta, _: list[Any]) -> str:
        """ "from your hand / deck / discard pile" (the controller's own: 3.2.5.a, 3.2.2.a,
        3.2.3.a), "from an Expedition" / "from the Expedition zone" (3.2.4.a), "from your
        Expeditions"; any other zone said is refused as gram86 refuses it (6.3.f)."""
        said = " ".join(self._span(meta).lower().split())  # type: ignore[attr-defined]
        origin = _ORIGINS.get(said.removeprefix("from "))
        if origin is None:
            raise NotRead(self._printed(meta), FROM_ZONE_REFUSED, _RULE)  # type: ignore[attr-defined]
        return origin

    def ia_from_limbo(self, _: list[Any]) -> str:
        return "limbo"

    def ia_from_facing_me(self, _: list[Any]) -> str:
        return "facing_me"

    def ia_goes_to_reserve_from(self, items: list[Any]) -> dict[str, Any]:
        """ "When [card] goes to Reserve from [zone] / after it resolves" (3.2.10)."""
        if str(items[-1]) == "facing_me":  # ga's reading of the Expedition facing mine
            return dict(self.ga_ev_to_reserve_from_facing(items[:1]))  # type: ignore[attr-defined]
        found: dict[str, Any] = self.ev_object_goes_to_reserve(items[:1])  # type: ignore[attr-defined]
        return _from(found, items[0][1], str(items[-1]))

    def ia_joins_your_reserve_from(self, items: list[Any]) -> dict[str, Any]:
        """ "When [card] goes to / is sent to your Reserve from [zone]" (7.5.10.a, 3.2.10)."""
        if str(items[-1]) == "facing_me":  # ga's reading of the Expedition facing mine
            return dict(self.ga_ev_to_reserve_from_facing(items[:1]))  # type: ignore[attr-defined]
        found: dict[str, Any] = self.ev_card_joins_your_reserve(items[:1])  # type: ignore[attr-defined]
        return _from(found, items[0][1], str(items[-1]))


def _from(found: dict[str, Any], d: Any, origin: str) -> dict[str, Any]:
    """The Reserve trigger ``found`` narrowed to a card coming from ``origin``."""
    noun = _noun(d)
    if origin == "limbo" and noun not in ("Spell", "card"):
        raise NotRead(
            "after it resolves",
            f"a {noun} does not resolve into a Reserve: only a Spell does (5.2.4.b)",
            _RULE,
        )
    if origin == "your_expeditions":
        if found["trigger"] != "object_goes_to_reserve":
            raise NotRead("from your Expeditions", "not read with 'your Reserve' yet", _RULE)
        origin = "expedition"
        flt = dict(found.get("filter") or {})
        if flt.get("controller") not in (None, "you"):
            raise NotRead("from your Expeditions", "whose Expeditions is said twice", _RULE)
        flt["controller"] = "you"  # in your Expeditions: a Character you control (7.5.5.a)
        found = {**found, "filter": flt}
    return {**found, "joined_from": origin}
