"""The semantic functions of triggers and events (6.3.b, 7.1.1): one per rule."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import _ICON_TRIGGERS, SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter, _played_filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Condition, Description
from scenarios.cards.grammar.verbs import said_pattern


class TriggerSemantics(SemanticsBase):
    """Triggers: {J} {H} {R}, "At [phase]", "When [event]"."""

    # ------------------------------------------------------------- triggers (6.3)
    def icon_trigger(self, items: list[Token]) -> dict[str, Any]:
        return {"trigger": _ICON_TRIGGERS[items[0].strip("{}").upper()]}

    def phase_trigger(self, items: list[Any]) -> dict[str, Any]:
        fields: dict[str, Any] = {"trigger": f"at_{items[0].lower()}"}
        if len(items) > 2:
            fields["if"] = items[1].card_text()
        return fields

    def event_trigger(self, items: list[Any]) -> dict[str, Any]:
        fields = dict(items[0])
        if len(items) > 2:
            fields["if"] = items[1].card_text()
        return fields

    def trigger_condition(self, items: list[Condition]) -> Condition:
        return items[0]

    def ev_leave_expedition(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "leaves_expedition_zone"}

    def ev_leave_landmark(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "leaves_landmark_zone"}

    def ev_sacrificed(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "sacrificed"}

    def ev_go_reserve(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "goes_to_reserve_from_anywhere"}

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] joins my Expedition / your Expeditions" (6.3.b)."""
        (another, d), place = items
        if _noun(d) != "Character" or d.in_your_reserve or d.from_your_hand or d.played:
            raise NotRead("joins", "this kind of object joining is not read yet", "ev_joins")
        if d.controller and place != "an_expedition":
            # gdef: a Character in an Expedition is controlled by that Expedition's player
            # (7.5.5.b): "you control" / "an opponent controls" said of a place whose player
            # is said already either adds nothing (read without it, before this rule) or
            # never happens — not read as a trigger that would activate
            raise NotRead(
                "controls",
                "a Character in an Expedition is controlled by that Expedition's player: "
                "whose Character joins this Expedition is said twice (7.5.5.b)",
                "ev_joins",
            )
        # "When a Character you control joins an Expedition": whose Character joins is the
        # filter's controller (7.5.5.b), checked as it joins (6.3.b) — gdef
        flt = _filter(d, where=True)
        if not flt:
            return {"trigger": f"{another}character_joins_{place}"}
        # the "another" triggers take no filter: "another" is then the filter's (6.3.b)
        if another:
            flt["another"] = True
        return {"trigger": f"character_joins_{place}", "filter": flt}

    def a_joiner(self, items: list[Description]) -> tuple[str, Description]:
        return "", items[0]

    def another_joiner(self, items: list[Description]) -> tuple[str, Description]:
        return "another_", items[0]

    def ev_leaves_your_expeditions(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] leaves your Expeditions" (6.3.b): 'filter'."""
        another, d = items[0]
        if _noun(d) != "Character" or another or d.controller or d.played:
            raise NotRead("leaves", "this kind of object leaving is not read yet", "ev_leaves")
        return {"trigger": "character_leaves_your_expeditions", "filter": _filter(d, where=True)}

    @v_args(meta=True)
    def ev_you_create_token(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you create a token [Character]": 'it' is the token (7.3.5.a); a token
        Character only when "Character" is said (gdef: semantics/created_kinds.py)."""
        from scenarios.cards.grammar.semantics.created_kinds import created_kind

        return {"trigger": "you_create_a_token", **created_kind(self._span(meta))}

    def ev_leaves_your_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "When a card leaves your Reserve [during the Afternoon]" (6.3.b)."""
        (another, d), *phase = items
        # gdef: where=True — its place words are said of it too ("a card in my Expedition")
        if another or d.types != ["card"] or _filter(d, where=True) or d.controller:
            raise NotRead("leaves", "this kind of card leaving is not read yet", "ev_leaves")
        fields: dict[str, Any] = {"trigger": "card_leaves_your_reserve"}
        if phase:
            fields["during"] = lx.PHASES[phase[0].lower()]
        return fields

    @v_args(meta=True)
    def ev_gains_boosts(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When [object] gains N or more boosts [at once]" (6.3.b): in one gain (7.3.17)."""
        (another, d), _ = items
        span = self._span(meta)
        m = re.search(rf"(?:{said_pattern('gain')}) (\w+) or more boosts?(?: at once)?$", span)
        amount = None if m is None else lx.NUMBERS.get(m[1], int(m[1]) if m[1].isdigit() else None)
        if amount is None or another or d.played or _noun(d) != "Character":
            raise NotRead("gains", "this gain of boosts is not read yet", "ev_gains_boosts")
        flt = _filter(d, types=[_noun(d)], where=True)
        return {"trigger": "gains_boosts", "amount": amount, "filter": flt}

    def ev_i_gain_status(self, items: list[Token]) -> dict[str, Any]:
        status = lx.STATUSES[items[0].lower()]
        return {"trigger": "gains_status", "filter": {"only_me": True}, "status": status}

    def ev_gains_status(self, items: list[Any]) -> dict[str, Any]:
        (another, d), status = items
        if another or d.played or _noun(d) != "Character":  # Characters' statuses only
            raise NotRead("gains", "this gain of a status is not read yet", "ev_gains_status")
        flt = _filter(d, types=[_noun(d)], where=True)
        return {"trigger": "gains_status", "filter": flt, "status": lx.STATUSES[status.lower()]}

    def ev_go_reserve_from_expedition(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "goes_to_reserve_from_expedition_zone"}

    def ev_go_reserve_from_hand(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "goes_to_reserve_from_hand"}

    def ev_one_of_your_expeditions_forward(self, items: list[Token]) -> dict[str, Any]:
        """ "When one of your Expeditions moves forward due to {V}" (7.5.2): once per
        Expedition, 'terrain' the one that made it move."""
        terrain = lx.TERRAINS[items[0].lower()]
        return {"trigger": "one_of_your_expeditions_moves_forward", "terrain": terrain}

    def leave_for_each_boost_trigger(self, _: list[Any]) -> dict[str, Any]:
        """ "When I leave the Expedition zone, for each of my boosts —": once per boost I
        had (6.3.f)."""
        return {"trigger": "leaves_expedition_zone_for_each_of_my_boosts"}

    def ev_opponent_draws(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "opponent_draws_or_resupplies"}

    def ev_my_expedition_fails(self, items: list[Token]) -> dict[str, Any]:
        # 4.2.4.i: only Progress (in Dusk) makes an Expedition fail to move forward
        if items and items[0].lower() != "dusk":
            raise NotRead(str(items[0]), "an Expedition fails to move forward only at Dusk")
        return {"trigger": "my_expedition_fails_to_move_forward"}

    def my_expedition_place(self, _: list[Any]) -> str:
        return "my_expedition"

    def your_expeditions_place(self, _: list[Any]) -> str:
        return "your_expeditions"

    def ev_you_play(self, items: list[Description]) -> dict[str, Any]:
        return {"trigger": "you_play_a_card", "filter": _played_filter(items[0], False)}

    def ev_you_play_another(self, items: list[Description]) -> dict[str, Any]:
        return {"trigger": "you_play_a_card", "filter": _played_filter(items[0], True)}

    def ev_my_expedition_forward(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "my_expedition_moves_forward"}

    def ev_you_sacrifice(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_sacrifice_a_character"}

    def ev_you_roll(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "you_roll_dice"}  # once per step (7.3.33.a)
