"""The Nth event of a period, one reading for every trigger form that says it (issue 30):
"When you play your second Spell [from Reserve] each turn / each Day / this Day / each
Afternoon", "When you sacrifice your second Character each Day", "When you roll your first
die each turn", "The first time you sacrifice a Character each Afternoon". Three dimensions
compose: the event (the engine's counted events, ``engine.pipeline.counted_events``, and the
cards played, 5.1.2.k), the ordinal, and the period — a turn (4.2.3), a Day (4.1) or the
Day's Afternoon (4.2.3; cards are played and turns taken only then). A card played is also
counted by the zone it was played from (5.1.2.d). An event the engine does not count
("your second card drawn"), or a period it does not count (a phase other than the
Afternoon), is refused, the reason naming the words (precision first)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.counted_events import COUNTED_TRIGGERS
from scenarios.cards.grammar.semantics.object_filters import PLAYED_ZONE_TYPE, _played_filter
from scenarios.cards.grammar.semantics.said_zones import zone_said, zone_words
from scenarios.cards.grammar.tree import Description

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
"""The grammar's ``ordinal`` words."""

_PERIODS = {"turn": "turn", "day": "day", "afternoon": "afternoon"}
"""The periods the engine counts events through (4.2.3, 4.1)."""

_ZONES = {"reserve": "reserve", "hand": "hand"}

_ANY_TOKEN = (Description(token=True), Description(token=True, types=["Character"]))
"""The tokens counted as created, every one (7.3.5.a): "your first token [Character]"."""


def period_of(span: str, rule: str, *, plays: bool = False) -> str:
    """The period a span ends with ("each turn", "this Day", "each Afternoon"); with
    ``plays``, of cards played (played in the Afternoon only, 4.2.3)."""
    found = re.findall(r"\b(?:each|this) (\w+)", span)
    word = found[-1] if found else ""
    if word in _PERIODS:
        return _PERIODS[word]
    if plays:
        why = f"cards played each {word} are not counted (cards are played in the Afternoon, "
        why += "4.2.3)"
    else:
        why = "events are counted through a turn, a Day or the Afternoon (4.2.3, 4.1), not "
        why += f"each {word}"
    raise NotRead(f"each {word}", why, rule)


def ordinal_of(span: str, rule: str) -> int:
    """The ordinal a span says ("your second …", "the first time …")."""
    m = re.search(r"\b(first|second|third|fourth|fifth|sixth)\b", span)
    if m is None:
        raise NotRead("your", "this ordinal is not read", rule)
    return ORDINALS[m[1]]


def played_nth(d: Description, nth: int, per: str, rule: str) -> dict[str, Any]:
    """ "your [Nth] [card] [from Reserve / your hand] [period]": the Nth card of that type
    played from that zone in the period (5.1.2.k, 5.1.2.d); plays are counted by card type
    and zone, so a narrower description is refused."""
    said, whose = zone_said(str(d.from_zone))
    zone = _ZONES.get(said.lower(), "") if d.from_zone and whose in ("", "your") else ""
    if d.from_zone and whose not in ("", "your"):  # "your Nth …": the player is you (3.1.2.b)
        raise NotRead(f"from {zone_words(d.from_zone)}", "the zone is not the player's (3.1.2.b)")
    if d.from_zone and not zone:
        raise NotRead(f"from {d.from_zone}", "cards are played from Hand or Reserve (5.1.2.d)")
    if d.from_your_hand:
        zone, d = "hand", replace(d, from_your_hand=False)
    if d.in_your_reserve and not d.from_zone:  # gu: "from your Reserve", the player's own
        zone, d = "reserve", replace(d, in_your_reserve=False)  # (3.1.2.b, 5.1.2.d)
    flt = _played_filter(replace(d, from_zone=""), False)
    if set(flt) - {"types", PLAYED_ZONE_TYPE}:
        raise NotRead("you play your", "the Nth card played is counted by card type only", rule)
    fields: dict[str, Any] = {"trigger": "you_play_a_card"}
    if flt:
        fields["filter"] = flt
    if zone:
        fields["played_from"] = zone
    return {**fields, "ordinal": nth, "per": per}


def counted_nth(event: dict[str, Any], nth: int, per: str, rule: str) -> dict[str, Any]:
    """An event the engine counts, as the Nth of the period: every Character the controller
    sacrifices (7.3.36.a; "a Character you control is sacrificed" says the same: a player
    sacrifices only what they control), every die they roll (7.3.33.a), every Gift made or
    received (7.3.22.a, 7.3.29.a)."""
    if event == {"trigger": "player_sacrifices", "filter": {"controller": "you"}}:
        event = {"trigger": "you_sacrifice_a_character"}
    if event.get("trigger") == "you_play_a_card" and set(event) - {"trigger", "filter"} == set():
        flt = event.get("filter", {})
        if not set(flt) - {"types", PLAYED_ZONE_TYPE}:
            return {**event, "ordinal": nth, "per": per}
    mine = [{"trigger": t, "player": "you"} for t in ("player_draws_a_card", "card_discarded")]
    if event in mine:
        return {**event, "ordinal": nth, "per": per}  # each card drawn / discarded
    if event.get("trigger") == "player_does_keyword_action":
        # ia: a keyword action carried out, once per step that does it (1.2.7.c, 6.5.f),
        # counted for the player the trigger names (engine.pipeline.counted_events)
        return {**event, "ordinal": nth, "per": per}
    if event.get("trigger") not in COUNTED_TRIGGERS or set(event) != {"trigger"}:
        raise NotRead(
            "time",
            "the Nth event of a period is read for cards played, Characters you sacrifice, "
            "dice you roll, cards you draw or discard, tokens you create and Gifts: the engine "
            "counts no other event through a period",
            rule,
        )
    return {**event, "ordinal": nth, "per": per}


class NthEventSemantics(SemanticsBase):
    """Every form of "the Nth [event] of [a period]" (4.2.3, 4.1, 5.1.2.k)."""

    @v_args(meta=True)
    def ev_you_play_nth(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you play your second Spell [from Reserve] each turn / this Day" """
        span = self._span(meta)
        d = next(i for i in items if isinstance(i, Description))
        rule = "ev_you_play_nth"
        return played_nth(d, ordinal_of(span, rule), period_of(span, rule, plays=True), rule)

    @v_args(meta=True)
    def ev_you_play_nth_in_phase(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you play your first card from Reserve each Afternoon" """
        span = self._span(meta)
        d = next(i for i in items if isinstance(i, Description))
        rule = "ev_you_play_nth_in_phase"
        return played_nth(d, ordinal_of(span, rule), period_of(span, rule, plays=True), rule)

    @v_args(meta=True)
    def ev_you_nth(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you sacrifice your second Character each Day", "When you roll your first
        die each turn": the Nth event of the controller's of the period."""
        span = self._span(meta)
        rule = "ev_you_nth"
        verb = span.split()[1]
        d = next((i for i in items if isinstance(i, Description)), None)
        if verb == "sacrifice":
            plain = d is not None and d == Description(types=["Character"])
            if not plain:
                raise NotRead(
                    "sacrifice your",
                    "the Characters sacrificed are counted, every one (7.3.36.a): a narrower "
                    "description is not counted",
                    rule,
                )
            event: dict[str, Any] = {"trigger": "you_sacrifice_a_character"}
        elif verb == "roll":
            event = {"trigger": "you_roll_a_die"}  # each die its own roll (7.3.33.a)
        elif verb == "create" and d == _ANY_TOKEN[1]:
            # gdef: "your first token Character": the engine counts every token created
            # (7.3.5.a), Permanent tokens too — the Nth Character among them is not kept
            raise NotRead(
                "token character",
                "the tokens created are counted every one (7.3.5.a): the Nth token "
                "Character, Permanent tokens not counted, is found by hand (2.2.1, 4.2.3)",
                rule,
            )
        elif verb == "create" and d in _ANY_TOKEN:
            event = {"trigger": "you_create_a_token"}  # each token created (7.3.5.a)
        elif verb in ("draw", "discard") and d == Description(types=["card"]):
            # each card its own draw / discard (7.3.9.a, 7.3.7.a)
            return {
                "trigger": "player_draws_a_card" if verb == "draw" else "card_discarded",
                "player": "you",
                "ordinal": ordinal_of(span, rule),
                "per": period_of(span, rule),
            }
        else:
            raise NotRead(
                f"{verb} your",
                f"the engine counts no '{verb}' of this through a period (it counts cards "
                "played, Characters sacrificed, dice rolled, cards drawn or discarded, tokens "
                "created and Gifts)",
                rule,
            )
        return counted_nth(event, ordinal_of(span, rule), period_of(span, rule), rule)

    @v_args(meta=True)
    def first_time_trigger(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "The [Nth] time [event] each turn / Day / Afternoon [, if …] —": the same trigger
        as "When [event] —", only the Nth such event of the period."""
        span = self._span(meta)
        rule = "first_time_trigger"
        event = dict(items[0])
        nth = ORDINALS[re.findall(r"\bthe (\w+) time\b", span)[0]]
        if event.get("trigger") == "you_play_a_card" and "played_from" in event:
            zone = event.pop("played_from")
            found = counted_nth(event, nth, period_of(span, rule), rule)
            found["played_from"] = zone
        else:
            found = counted_nth(event, nth, period_of(span, rule), rule)
        conditions = [c for c in items[1:] if hasattr(c, "card_text")]
        if conditions:
            found["if"] = conditions[0].card_text()
        return found
