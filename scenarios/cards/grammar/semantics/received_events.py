"""The semantic functions of the triggers on receiving, Ascending and entering play (6.3.b):
"When you receive a Gift / a token" (7.3.29.a, 7.3.30.a), "When my Expedition / one of your
Expeditions Ascends" (7.3.3.a) and "When [object] you control enters play" (7.3.10.a)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import (
    PLAYED_ZONE_TYPE,
    _filter,
    _played_filter,
)
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Description

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


_EXPEDITION_PLACES = frozenset(
    {
        "in_my_expedition",
        "in_your_expedition",
        "in_your_other_expedition",
        "in_terrain",
        "facing_me",
        "expedition_ahead",
        "expedition_standing",
        "alone_in_expedition",
        "permanents_in_expeditions",
    }
)
"""gdef: the place words of a description that name an Expedition (7.5.5.a, 3.2.4)."""


class ReceivedEventSemantics(SemanticsBase):
    """Triggers on what a player receives and on Expeditions Ascending; entering play."""

    if TYPE_CHECKING:  # the joins' own semantics (semantics_triggers, semantics_uniques)

        def ev_joins(self, items: list[Any]) -> dict[str, Any]: ...

        def ev_permanent_joins(self, items: list[Any]) -> dict[str, Any]: ...

        def ev_object_goes_to_reserve(self, items: list[Any]) -> dict[str, Any]: ...

    def ev_you_receive_gift(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_receive_a_gift"}  # 7.3.29.a

    def ev_you_receive_token(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_receive_a_token"}  # 7.3.30.a

    def ev_my_expedition_ascends_now(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "my_expedition_ascends"}  # 7.3.3.a

    def ev_your_expedition_ascends_now(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "your_expedition_ascends"}

    def ev_object_enters_play(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] [Character / Permanent] you control enters play" (7.3.10.a): a
        Character you control enters play by joining one of your Expeditions from outside
        them, which is "joins your Expeditions"; a Permanent by joining your Expeditions or
        Landmarks from outside both. Objects of other players, or any player's, are not read
        (the engine watches the controller's zones only)."""
        another, d = items[0]
        if not isinstance(d, Description) or d.controller != "you":
            raise NotRead(
                "enters play",
                "an object entering play is read only for objects you control",
                "ev_object_enters_play",
            )
        mine = replace(d, controller=None)
        noun = _noun(mine)
        if noun == "Character":
            return dict(self.ev_joins([(another, mine), "your_expeditions"]))
        if noun == "Permanent":
            return dict(self.ev_permanent_joins([(another, mine)]))
        raise NotRead(
            "enters play", f"a {noun} entering play is not read yet", "ev_object_enters_play"
        )

    def cant_targeted_by_spells(self, _: list[Any]) -> str:
        return "target_by_spell"  # 6.5.b, 5.1.2.j: not a suitable target of a Spell's effect

    def cant_targeted_by_opponents_spells(self, _: list[Any]) -> str:
        return "target_by_opponents_spell"  # … of a Spell an opponent plays

    def ev_my_expedition_in_contact(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "my_expedition_becomes_in_contact"}  # 7.5.9.a

    def ev_your_expedition_in_contact(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "your_expedition_becomes_in_contact"}

    def ev_i_become_in_contact(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "i_become_in_contact"}  # 7.5.9.b

    def ev_object_sent_to_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "When [object] is sent to Reserve" (7.3.37.a-b): "goes to Reserve" (3.2.10)."""
        return dict(self.ev_object_goes_to_reserve(items))

    def ev_permanent_joins_landmarks(self, items: list[Any]) -> dict[str, Any]:
        """ "When [another] Permanent joins your Landmarks" (7.5.10.a): any Permanent, or
        "another" than the bearer (7.2.1.a); a narrower description is not read yet."""
        another, d = items[0]
        if isinstance(d, Description) and d.permanent_zone == "landmark":
            # "a Landmark Permanent [token]": every Permanent joining Landmarks is one (2.2.3,
            # 3.2.7) — the type's composite said whole (gram54)
            d = replace(d, permanent_zone="")
        if _noun(d) != "Permanent" or d.controller or d.played or d.subtypes:
            raise NotRead(
                "joins your Landmarks",
                "only '[another] Permanent [token]' or 'a Landmark Permanent [token]' joining"
                " your Landmarks is read",
                "ev_permanent_joins_landmarks",
            )
        fields: dict[str, Any] = {"trigger": "permanent_joins_your_landmarks"}
        # gdef: every word said of the Permanent is its filter (6.3.b) — "you own", "non-token",
        # "exhausted", "with an Ember counter", its cost — matched as it is after the join
        # (engine.pipeline.receive_triggers); a place in an Expedition never is a Landmark's
        said = _filter(d, types=[], where=True)
        if set(said) & _EXPEDITION_PLACES:
            raise NotRead(
                "in",
                "a Permanent in your Landmarks is in no Expedition (2.2.3.e, 3.2.7)",
                "ev_permanent_joins_landmarks",
            )
        flt = {**said, **({"another": True} if another else {})}
        return {**fields, "filter": flt} if flt else fields

    @v_args(meta=True)
    def ev_you_play_nth(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you play your second Spell each turn / this Day": the Nth card of that type
        played in the period (4.2.3, 4.1); a description narrower than a card type is not
        read (plays are counted by type)."""
        d = next(i for i in items if isinstance(i, Description))
        m = re.search(r"your (\w+) .* (?:each|this) (turn|day)$", self._span(meta))
        flt = _played_filter(d, False)
        if m is None or m[1] not in _ORDINALS or set(flt) - {"types", PLAYED_ZONE_TYPE}:
            raise NotRead(
                "you play your", "this Nth card played is not read yet", "ev_you_play_nth"
            )
        fields: dict[str, Any] = {"trigger": "you_play_a_card"}
        if flt:
            fields["filter"] = flt
        return {**fields, "ordinal": _ORDINALS[m[1]], "per": m[2]}
