"""The semantic functions of the grammar's "can't and rules changed" section (issue 30): "can't"
texts (1.4.1.a), rules changed for their controller (2.2.12.m) and a quick action the
bearer has while a condition holds (2.3.1.a, 2.3.2.f).

What these read was read by the sentence patterns of ``printed/statics.py`` and
``printed/granted.py``; the readings are the same card structures: ``{"cant": words}``,
``{"static": words[, "if": c]}``, a ``quick_action`` with ``if``. The engine check after
reading refuses a "can't" or a rule change it does not apply (precision first).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, _number
from scenarios.cards.grammar.tree import Condition, Description

Passive = dict[str, Any]

_IT_EXPEDITION = "_it_expedition"
"""A static whose "it" is the Expedition the condition before it names."""


class CantSemantics(SemanticsBase):
    """Rule by rule (method name = rule or alias name)."""

    # ------------------------------------------------------------- can't (1.4.1.a)
    @v_args(meta=True)
    def cant_move_forward(self, meta: Meta, _: list[Any]) -> Passive:
        """ "Your other Expedition and the Expedition facing it can't move forward"."""
        return {"cant": _words(self._span(meta))}

    @v_args(meta=True)
    def cant_gain_counters(self, meta: Meta, items: list[Any]) -> Passive:
        """ "Permanents your opponents control can't gain counters": no atomic action gives
        counters (boosts among them, 2.5.1.a) to the objects in play the group lets through
        (1.4.1.a, 2.3.1.b) — the one group reading of the object slot; a group out of play
        ("Cards in your opponent's Reserve …", 2.5) is kept as its words for the engine
        check."""
        from scenarios.cards.grammar.semantics.cr_vocabulary import cant_be

        group = next((i for i in items if isinstance(i, Description)), None)
        try:
            return cant_be(["gain_counters"], group, yours=False)
        except NotRead:
            return {"cant": _words(self._span(meta))}

    def your_other_expedition_who(self, _: list[Any]) -> str:
        return "your other expedition"

    def expedition_facing_who(self, _: list[Any]) -> str:
        return "the expedition facing"

    # ------------------------------------------------------------- your group (2.3.1.a)
    def your_group_keyword(self, items: list[Any]) -> Passive:
        """ "Your [[status]] Characters / tokens / [sub-type]s are [keyword]": the objects
        of that kind the controller controls (1.2.2) — "[group] you control"; a group with
        more words after its noun is not read ("your Characters in Reserve")."""
        group, keyword = items
        return {"grant": {"to": f"{_bare(group)} you control", "keyword": keyword}}

    @v_args(meta=True)
    def group_abilities(self, meta: Meta, items: list[Any]) -> Passive:
        """ "Your Characters have: "{R} …"": a Reaction to playing them from Reserve is
        given as they are played (7.1.1.c); any other ability, to every object of the group
        its controller controls, while this works — "[group] you control have" (2.3.1.a)."""
        bare, ability = _bare(items[0]), items[-1]
        reserve = (ability.get("reaction") or {}).get("trigger") == "played_from_reserve"
        if bare == "characters" and reserve:
            return super().group_abilities(meta, items[1:])  # type: ignore[misc, no-any-return]
        return {"grant": {"to": f"{bare} you control", "abilities": [ability]}}

    # ------------------------------------------------------------- rules changed (2.2.12.m)
    @v_args(meta=True)
    def rule_words_it_expedition(self, meta: Meta, _: list[Any]) -> Passive:
        """ "[Defender] Characters don't prevent it from moving forward": "it" is the
        Expedition the condition before names ("If my Expedition is behind, …")."""
        words = _words(self._span(meta)).replace(" it ", " my expedition ")
        return {"static": words, _IT_EXPEDITION: True}

    def support_beyond(self, _: list[Any]) -> str:
        return "beyond"

    # ------------------------------------------------------------- "it" and its condition
    def counted_zone(self, _: list[Any]) -> str:
        return "zone"

    def plain_passive(self, items: list[Passive]) -> dict[str, Any]:
        if _IT_EXPEDITION in items[0]:
            raise NotRead("it", "'it' does not refer to anything named before it", "rule_change")
        return super().plain_passive(items)  # type: ignore[misc, no-any-return]

    def if_passive(self, items: list[Any]) -> dict[str, Any]:
        condition, passive = items
        if _IT_EXPEDITION in passive:
            return {"passive": _it_is_the_expedition(passive, condition)}
        return super().if_passive(items)  # type: ignore[misc, no-any-return]

    def unless_passive(self, items: list[Any]) -> dict[str, Any]:
        if _IT_EXPEDITION in items[1]:
            raise NotRead("it", "'it' after 'unless' is not read", "rule_change")
        return super().unless_passive(items)  # type: ignore[misc, no-any-return]

    def passive_if(self, items: list[Any]) -> dict[str, Any]:
        if _IT_EXPEDITION in items[0]:
            raise NotRead("it", "'it' before what it names is not read", "rule_change")
        return super().passive_if(items)  # type: ignore[misc, no-any-return]

    # ------------------------------------------------------------- a targeted Expedition
    def target_an_expedition(self, _: list[Any]) -> dict[str, Any]:
        """ "Target an Expedition": chosen now (6.5.b); the next step's "it" is it."""
        return {"action": "_target", "subject": "target_expedition"}

    def it_place(self, _: list[Any]) -> str:
        """ "in it": the Expedition the step before targeted (merged with it)."""
        return "it"

    # ------------------------------------------------------------- lasting "can't" (2.2.2.m)
    def expeditions_cant_move_for(self, items: list[str]) -> dict[str, Any]:
        """ "Expeditions can't move forward this turn / this [Phase]": an Emblem-Ongoing
        whose passive ability says so until the end of its duration (2.2.15.a, 2.2.15.c)."""
        ongoing = {"duration": items[0], "cant": "Expeditions can't move forward"}
        return {"action": "ongoing", "ongoing": ongoing}

    def target_expedition_cant_move_for(self, items: list[str]) -> dict[str, Any]:
        """The same, bound to the Expedition the step targets (6.5.b)."""
        return {**self.expeditions_cant_move_for(items), "subject": "target_expedition"}

    def expeditions_cant_move_back_for(self, items: list[str]) -> dict[str, Any]:
        """ "Expeditions can't move backward this turn / this [Phase]" (7.3.24, 1.4.1.a):
        an Emblem-Ongoing until the end of its duration (2.2.15.a, 2.2.15.c)."""
        ongoing = {"duration": items[0], "cant": "Expeditions can't move backward"}
        return {"action": "ongoing", "ongoing": ongoing}

    def target_expedition_cant_move_back_for(self, items: list[str]) -> dict[str, Any]:
        """The same, bound to the Expedition the step targets (6.5.b)."""
        return {**self.expeditions_cant_move_back_for(items), "subject": "target_expedition"}

    @v_args(meta=True)
    def played_kind(self, meta: Meta, _: list[Any]) -> str:
        return self._span(meta).lower()

    def opponents_cant_play_for(self, items: list[str]) -> dict[str, Any]:
        """ "Your opponents / Target opponent can't play Spells this turn" (1.4.1.a): an
        Emblem-Ongoing until the end of its duration (2.2.15.a, 2.2.15.c)."""
        kind, duration = items
        said = kind.capitalize() if kind != "cards" else "cards"
        ongoing = {"duration": duration, "cant": f"Your opponents can't play {said}"}
        return {"action": "ongoing", "ongoing": ongoing}

    def target_cant_play_for(self, items: list[str]) -> dict[str, Any]:
        """ "Target opponent / Target player can't play Spells this turn": the same
        Emblem-Ongoing for the player the step targets only (6.5.b, 1.2.6.c) — never read as
        every opponent (gram55)."""
        who, kind, duration = items
        said = kind.capitalize() if kind != "cards" else "cards"
        ongoing = {"duration": duration, "cant": f"{who.capitalize()} can't play {said}"}
        return {"action": "ongoing", "subject": who.replace(" ", "_"), "ongoing": ongoing}

    def restricted_target_opponent(self, _: list[Any]) -> str:
        return "target opponent"

    def restricted_target_player(self, _: list[Any]) -> str:
        return "target player"

    def lasting(self, items: list[Token]) -> str:
        """ "this turn", "this Afternoon": the duration as the card format says it."""
        word = str(items[0]).lower() if items else "turn"
        return "this turn" if word == "turn" else f"this {word.capitalize()}"

    # ------------------------------------------------------------- a cost reduced (5.1.2.f)
    def next_cost_reduced(self, items: list[Any]) -> dict[str, Any]:
        """ "Reduce the cost of the next [card] you play this [duration] by {N}": the next
        such card costs N less (5.1.2.f), read as "The next … costs {N} less" is (5.2.d)."""
        description, duration, mana = items
        change = {"cost_change": -_number(mana)}
        return self.next_played([description, duration, change])  # type: ignore[attr-defined, no-any-return]

    # ------------------------------------------------------------- granted quick action
    @v_args(meta=True)
    def if_i_gain_quick(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "If [c], I gain "[cost]: [effect]"": the bearer has the quick action while c
        holds, so it can be played only then (2.3.1.a, 2.3.2.f, 5.1.2.g); once played it
        resolves whatever c becomes, as any quick action does."""
        part = items[1]["quick_action"]
        if "if" in part:
            raise NotRead(
                "you can only activate this",
                "a gained quick action with a condition of its own is not read yet",
                "if_i_gain_quick",
            )
        # id40: the condition's text as every other condition keeps it (``card_text``,
        # lower case) — "You can only activate this if [c]" reads the same c so (5.1.2.g)
        return {"quick_action": {**part, "if": items[0].card_text()}}

    def granted_quick(self, items: list[Any]) -> dict[str, Any]:
        return dict(items[0])


def _it_is_the_expedition(passive: Passive, condition: Condition) -> Passive:
    text = condition.card_text()
    if not text.startswith("my expedition "):
        raise NotRead("it", "'it' does not name the Expedition of the condition", "rule_change")
    kept = {k: v for k, v in passive.items() if k != _IT_EXPEDITION}
    return {**kept, "if": text}


def _bare(group: Description) -> str:
    """The words of a group said with "your": adjectives and a noun only."""
    said = group.words.split()
    qualified = group.controller or group.in_my_expedition or group.in_reserve
    if qualified or group.in_your_reserve or group.counted_only or group.other:
        raise NotRead(group.words, f"'your {group.words}' is not read yet", "your_group")
    if not said or group.from_zone or group.played or group.hand_cost_max is not None:
        raise NotRead(group.words, f"'your {group.words}' is not read yet", "your_group")
    if group.hand_cost_min is not None or group.reserve_cost_max is not None:
        raise NotRead(group.words, f"'your {group.words}' is not read yet", "your_group")
    return group.words


def _words(text: str) -> str:
    return " ".join(text.lower().rstrip(".").split())
