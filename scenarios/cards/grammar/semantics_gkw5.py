"""The semantic functions of the grammar's "gkw5 (session 5)" section (``altered.lark``,
issue 30): the CR's vocabulary in the slots ``benchmarks/cr_vocabulary_audit.py`` composes
(numeric characteristics compared every way, 2.2.7-8; zones as origin and destination,
3.2; Expedition terms, 7.5) and static abilities said of any group (2.2.12.m), into the
same card structures the other sections give for the same words."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.objects import _filter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics_base import SemanticsBase, Step, _number
from scenarios.cards.grammar.tree import Condition, Description, Object

_ZONE_MOVE = re.compile(
    r"^(?P<verb>put|return) (?:a|an) (?P<desc>.+?) from your "
    r"(?P<src>hand|reserve|discard pile|mana zone) "
    r"(?P<dst>(?:in|into|to) (?:your )?(?:hand|reserve|discard pile|mana zone)|"
    r"on top of your deck|at the bottom of your deck)$"
)
"""A card moved from one of the controller's zones to another (3.2, 7.3.27)."""

_ORIGINS = {
    "hand": "a_card_from_your_hand",
    "reserve": "a_card_from_your_reserve",
    "discard pile": "a_card_from_your_discard_pile",
    "mana zone": "a_card_from_your_mana_zone",
}
_DESTINATIONS = {
    "hand": "hand",
    "reserve": "reserve",
    "discard pile": "discard",
    "mana zone": "mana",
}
_KINDS = ("card", "Character", "Permanent", "Spell")


def zone_move(span: str, obj: Object | None) -> Step | None:
    """ "Put a [card] from your [zone] in your [zone]" (7.3.27.a; to the Discard pile it is
    discarded, 7.3.7.a; on top of / at the bottom of the deck, 3.2.2) as a step on a card
    the controller chooses in their own zone (6.1.g); ``None`` for other words."""
    m = _ZONE_MOVE.match(" ".join(span.split()))
    if obj is None:  # "Put a card from your …": the words alone (put_card_between_zones)
        obj = Object("chosen", Description(types=["card"]))
    if m is None or obj.kind != "chosen" or obj.up_to or obj.any_number:
        return None
    src, dst = m["src"], m["dst"]
    if dst.startswith("on top"):
        to, position = "deck", "top"
    elif dst.startswith("at the bottom"):
        to, position = "deck", "bottom"
    else:
        where = re.sub(r"^(?:in|into|to) (?:your )?", "", dst)
        to, position = _DESTINATIONS[where], ""
    if m["verb"] == "return" and to != "hand":
        return None  # "return … to your Reserve": read by the other sections' words
    if to == _DESTINATIONS[src]:
        raise NotRead("from your", "a card moved to the zone it is in", "zone_move")
    d = obj.description
    clean = Description(
        **{
            **vars(d),
            "counted_only": "",
            "from_your_hand": False,
            "in_your_reserve": False,
        }
    )
    types = [t for t in clean.types if t != "card"]
    noun = types[0] if len(types) == 1 else ("card" if not types else "")
    if noun not in _KINDS or clean.controller or clean.in_my_expedition or clean.token:
        raise NotRead("from your", "this card moved between zones is not read yet", "zone_move")
    if src == "mana zone" and (noun != "card" or clean.subtypes):
        # a card in the Mana zone is a Mana Orb (3.2.9): its face is not what it is
        raise NotRead("mana zone", "a kind of card in a Mana zone is not read", "zone_move")
    if src in ("hand", "discard pile", "mana zone") and (clean.statuses or clean.any_statuses):
        raise NotRead("from your", "statuses in this zone are not had (2.4.1.c)", "zone_move")
    flt = _filter(clean, types=[] if noun == "card" else [noun])
    if obj.another:
        flt["another"] = True
    action = "discard" if to == "discard" else m["verb"]
    step: Step = {"action": action, "subject": _ORIGINS[src]}
    if to != "discard":
        step["to"] = to
    if position:
        step["position"] = position
    return {**step, "filter": flt} if flt else step


class Gkw5Semantics(SemanticsBase):
    """The gkw5 section's rules (mixed into :class:`semantics.Semantics`)."""

    # ------------------------------------------------------------- costs compared (2.2.7-8)
    def _cost_kind(self, meta: Meta) -> str:
        """ "hand_cost" / "reserve_cost": the characteristic after "with" (2.2.7, 2.2.8)."""
        return f"{self._span(meta).split()[1]}_cost"

    @v_args(meta=True)
    def cost_less_than(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost less than {3}": at most 2 (a cost is a whole number, 2.2.7.a)."""
        mana = _number(items[-1])
        if mana <= 0:
            raise NotRead("less than", "a cost less than {0} is no cost", "cost_less_than")
        return (f"{self._cost_kind(meta)}_max", mana - 1)

    @v_args(meta=True)
    def cost_greater_than(self, meta: Meta, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost greater than {2}": at least 3 (2.2.7.a)."""
        return (f"{self._cost_kind(meta)}_min", _number(items[-1]) + 1)

    def cost_equal(self, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost {2}": exactly 2, at least and at most (2.2.7.a)."""
        n = _number(items[-1])
        return ("cost_between", (items[0], n, n))

    def cost_at_least(self, items: list[Any]) -> tuple[str, Any]:
        """ "with Hand Cost {3} or greater": as "{3} or more"."""
        return (f"{items[0]}_min", _number(items[1]))

    # ------------------------------------------------------------- zones (3.2, 7.3.27)
    @v_args(meta=True)
    def put_in_reserve(self, meta: Meta, items: list[Any]) -> Step:
        """ "Put a [card] from your [zone] in your [zone]" (zone_move), beside the other
        sections' "Put [object] in [its owner's] [zone]"."""
        found = zone_move(self._span(meta), items[0])
        if found is not None:
            return found
        return super().put_in_reserve(items)  # type: ignore[misc, no-any-return]

    @v_args(meta=True)
    def return_to_hand(self, meta: Meta, items: list[Any]) -> Step:
        """ "Return a [card] from your [zone] to your hand" (zone_move), beside "Return
        [object] to [its owner's] hand"."""
        found = zone_move(self._span(meta), items[0])
        if found is not None:
            return found
        return super().return_to_hand(items)  # type: ignore[misc, no-any-return]

    @v_args(meta=True)
    def put_card_between_zones(self, meta: Meta, _: list[Any]) -> Step:
        """ "Put a card from your [zone] in your [zone]" said with the words "a card" the
        Uniques' parts section reads its own way (zone_move)."""
        found = zone_move(self._span(meta), None)
        if found is None:
            raise NotRead("put", "this card put between zones is not read yet", "put")
        return found

    # ------------------------------------------------------------- Expeditions (7.5)
    @v_args(meta=True)
    def your_expedition_kind_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "your Hero / Companion Expedition is ahead / Ascended / …": the controller's
        Expedition of that kind (7.2.3.a, 7.5.5.a)."""
        words = self._span(meta).split()
        if words[1] not in ("hero", "companion"):
            raise NotRead(words[1], f"'your {words[1]} Expedition' is not an Expedition")
        return Condition(self._span(meta))
