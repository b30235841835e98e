"""Triggers (issue 30): "When [object] gains a status —" (any status, 2.4.1.a) and the
trigger form "The first time [event] each turn —": the same trigger as
"When [event] for the first time each turn —" — only the Nth such event of the turn (4.2.3),
counted by the engine for the events it counts (engine/pipeline/counted_events.py: a Gift
made or received, 7.3.22.a, 7.3.29.a; a Character sacrificed, 7.3.36.a). Events counted
through a Day or a phase ("each Afternoon") are not counted by the engine: refused, the
reason naming the words."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.counted_events import COUNTED_TRIGGERS, _nth
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.tree import Description

_RULE = "first_time_trigger"


class FirstTimeTriggerSemantics(SemanticsBase):
    """ "The [Nth] time [event] each turn [, if …] —" (4.2.3)."""

    @v_args(meta=True)
    def first_time_trigger(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        span = self._span(meta)
        event = dict(items[0])
        period = re.findall(r"\b(?:each|this) (\w+)", span)[-1]
        if period != "turn":
            raise NotRead(
                f"each {period}",
                f"'the first time … each {period}': the engine counts events through a turn "
                "only (4.2.3), not through a Day or a phase",
                _RULE,
            )
        if event == {"trigger": "player_sacrifices", "filter": {"controller": "you"}}:
            event = {"trigger": "you_sacrifice_a_character"}  # a player sacrifices theirs
        if event.get("trigger") not in COUNTED_TRIGGERS or set(event) != {"trigger"}:
            raise NotRead(
                "the first time",
                "'the first / Nth time [event] each turn' is read for Gifts, every Character "
                "sacrificed and every die rolled only: the engine counts no other event "
                "through a turn",
                _RULE,
            )
        found: dict[str, Any] = {**event, "ordinal": _nth(span, "time"), "per": "turn"}
        conditions = [c for c in items[1:] if hasattr(c, "card_text")]
        if conditions:
            found["if"] = conditions[0].card_text()
        return found


class GainsAStatusSemantics(SemanticsBase):
    """ "When [object] gains a status —" (2.4.1.a, 7.3.16.a): any status gained."""

    def ev_i_gain_a_status(self, _: list[Any]) -> dict[str, Any]:
        return {"trigger": "gains_a_status", "filter": {"only_me": True}}

    def ev_gains_a_status(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character [you control] / another Character gains a status" — the
        objects the description lets through (only Characters', as "gains [status]")."""
        another, d = items[0]
        if d.played or _noun(d) != "Character":
            raise NotRead("gains", "this gain of a status is not read yet", "ev_gains_a_status")
        flt = _filter(d, types=["Character"], where=True)
        if another:
            flt["another"] = True  # not the bearer (7.2.1.a)
        return {"trigger": "gains_a_status", "filter": flt}


class TokenEntersPlaySemantics(SemanticsBase):
    """ "When a token enters play under your control / a token you control enters play —":
    a token enters play only as it is created (7.3.5.a; one leaving play ceases to exist,
    2.1.e), joining its controller's Expeditions or Landmarks (7.3.10.a) — the event "you
    receive a token" (7.3.30.a), which the engine watches; "it" is the token (6.3.i). A
    narrower token ("a Robot token") is not read (the engine watches every token)."""

    def ev_object_enters_play(self, items: list[Any]) -> dict[str, Any]:
        another, d = items[0]
        if isinstance(d, Description) and d.token and d.controller == "you":
            plain = replace(d, token=False, controller=None, types=[])
            if another or plain != Description() or d.types not in ([], ["token"]):
                raise NotRead(
                    "token",
                    "a narrower token entering play is not read yet",
                    "ev_object_enters_play",
                )
            return {"trigger": "you_receive_a_token"}
        return dict(super().ev_object_enters_play(items))  # type: ignore[misc]


class ReturnedToHandSemantics(SemanticsBase):
    """ "When I'm returned / sent / put to your Hand —": the bearer moved from play to a Hand
    (7.3.32.a; synonyms, 7.3.32.c), the engine's ``returned_to_hand``; the other words of the
    rule ``ev_i_am_discarded`` are read as before."""

    @v_args(meta=True)
    def ev_i_am_discarded(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        if self._span(meta).split()[-1] == "hand":
            return {"trigger": "returned_to_hand"}
        return dict(super().ev_i_am_discarded(meta, items))  # type: ignore[misc]
