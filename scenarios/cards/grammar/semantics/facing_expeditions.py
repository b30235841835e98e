"""ga (session 33, issue 30): Expeditions described and related — the Expedition facing
mine as a trigger's place, and conditions on the Expedition a trigger names.

- "When a [Character] leaves the Expedition facing me / mine": a Character in the Expedition
  facing the bearer's before the event and not in it after (7.5.11.a; switching Expeditions
  leaves the former one, 7.5.11.c; a Gigantic bearer faces both of the other player's
  Expeditions, one subset, 7.4.4.g, 7.4.4.j) — the engine's
  ``character_leaves_the_expedition_facing_me``. "you control" never holds there (a
  Character in an Expedition is that Expedition's player's, 7.5.5.a-b): refused; "an
  opponent controls" says nothing more: read as without it.
- "if it is [not] ahead / behind / tied" (", of / with the Expedition facing it" is folded
  away, :mod:`..expedition_words`) and "if it is [not] facing mine / me / my Expedition":
  conditions on the Expedition "it" names (6.3.i) — only after a trigger on an Expedition's
  move, whose "it" is that Expedition (:data:`EXPEDITION_MOVE_TRIGGERS`, the engine's
  activation names it); its position against the one facing it (7.5.2.a-c; tied in
  tiebreakers, 7.5.2.d), or facing the bearer's Expedition (1.2.3.c). After any other
  trigger "it" is a card or nothing: refused (only Expeditions are ahead, behind or tied,
  7.5.2).

Kept as their words ("it's ahead", "it's facing mine"): the engine's reading is in
:mod:`..evaluate.facing_expeditions`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.semantics.trigger_event_refusals import FROM_ZONE_REFUSED
from scenarios.cards.grammar.tree import Condition

LEAVES_FACING = "character_leaves_the_expedition_facing_me"
"""The engine's trigger "When a [Character] leaves the Expedition facing me"."""

EXPEDITION_MOVE_TRIGGERS = frozenset(
    {
        f"{who}_moves_{way}"
        for who in (
            "my_expedition",
            "one_of_your_expeditions",
            "an_opponents_expedition",
            "an_expedition",
            "the_expedition_facing_me",
            "your_other_expedition",
            "your_hero_expedition",
            "your_companion_expedition",
        )
        for way in ("forward", "backward")
    }
)
"""Triggers on an Expedition's move (7.3.25.a, 7.3.24.a) whose "it" is that Expedition, in
the trigger's condition and in its steps (engine.pipeline.expedition_move_triggers)."""

IT_EXPEDITION_CONDITION = re.compile(r"^(?:unless )?it's (?:ahead|behind|tied|facing mine)$")
"""The conditions of this module, as the card structures keep them."""


def _negated(span: str) -> bool:
    words = span.replace("isn't", "is not").split()
    return "not" in words


class FacingExpeditionSemantics(SemanticsBase):
    """The trigger and the conditions of the module docstring."""

    def ga_ev_leaves_facing_expedition(self, items: list[Any]) -> dict[str, Any]:
        another, d = items[0]
        if _noun(d) != "Character" or d.played or d.in_your_reserve:
            raise NotRead(
                "leaves",
                "only a Character leaves the Expedition facing me (1.2.3.c, 7.5.11.a)",
                "ga_ev_leaves_facing_expedition",
            )
        if d.controller == "you":
            raise NotRead(
                "you control",
                "a Character in the Expedition facing me is the other player's, never yours "
                "(7.5.5.b)",
                "ga_ev_leaves_facing_expedition",
            )
        flt = _filter(replace(d, controller=None), where=True)
        if d.token:
            flt["tokens"] = True
        if another:
            flt["another"] = True  # not me (7.2.1.a)
        return {"trigger": LEAVES_FACING, "filter": flt} if flt else {"trigger": LEAVES_FACING}

    @v_args(meta=True)
    def ga_ev_goes_from_facing(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] goes to Reserve from the Expedition facing me": read as the
        sent / put form below; going to another zone from there is refused as every "goes to
        [zone] from [zone]" is (6.3.f)."""
        if not re.search(r"\bto (its owner's |your |their )?reserve from\b", self._span(meta)):
            raise NotRead(self._printed(meta), FROM_ZONE_REFUSED, "ev_goes_from_zone_refused")
        return self.ga_ev_to_reserve_from_facing(items[:1])

    def ga_ev_to_reserve_from_facing(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] goes / is sent to Reserve from the Expedition facing me": the
        engine's ``object_goes_to_reserve`` (3.2.10) of a Character then in the Expedition
        facing mine (1.2.3.c), matched before the event (6.3.f)."""
        another, d = items[0]
        if _noun(d) != "Character" or d.token:
            raise NotRead(
                "to Reserve",
                "only a Character (a token never goes to Reserve, 2.1.e) is read here",
                "ga_ev_to_reserve_from_facing",
            )
        found: dict[str, Any] = self.ev_object_goes_to_reserve([(another, d)])  # type: ignore[attr-defined]
        flt = dict(found.get("filter") or {})
        if flt.get("facing_me") or d.controller == "you":
            raise NotRead(
                "from the Expedition facing me",
                "where the Character was is said twice, or it is never there (7.5.5.b)",
                "ga_ev_to_reserve_from_facing",
            )
        flt.pop("controller", None)  # the Expedition facing mine is the other player's
        return {**found, "filter": {**flt, "facing_me": True}}

    @v_args(meta=True)
    def ga_it_position_cond(self, meta: Meta, _: list[Any]) -> Condition:
        span = self._span(meta)
        said = next(w for w in ("ahead", "behind", "tied") if w in span.split())
        return Condition(f"it's {said}", _negated(span))

    @v_args(meta=True)
    def ga_it_facing_mine_cond(self, meta: Meta, _: list[Any]) -> Condition:
        return Condition("it's facing mine", _negated(self._span(meta)))

    def ga_position(self, _: list[Any]) -> None:
        return None

    def ga_mine(self, _: list[Any]) -> None:
        return None


def expedition_conditions_placed(found: Any, trigger: str | None = None) -> None:
    """Refuse the conditions of this module where "it" names no moving Expedition: after a
    trigger not on an Expedition's move, or in a step acting on what another step chose
    (6.5.b) — only Expeditions are ahead, behind or tied (7.5.2), or facing (1.2.3.c)."""
    if isinstance(found, list):
        for value in found:
            expedition_conditions_placed(value, trigger)
        return
    if not isinstance(found, dict):
        return
    if isinstance(found.get("trigger"), str):
        trigger = found["trigger"]
    said = found.get("if")
    moving = trigger in EXPEDITION_MOVE_TRIGGERS
    if isinstance(said, str) and IT_EXPEDITION_CONDITION.match(said) and not moving:
        raise NotRead(
            "if it",
            "'it' here is no Expedition moving: only Expeditions are ahead, behind, tied "
            "or facing one (7.5.2, 1.2.3.c)",
            "ga_it_position_cond",
        )
    for key, value in found.items():
        if key in ("then",):
            # a follow-up's "it" is what its step acted on (6.5.b): not the Expedition
            expedition_conditions_placed(value, "")
        else:
            expedition_conditions_placed(value, trigger)


def said_of_the_moved_expedition(step: dict[str, Any], trigger: str | None) -> bool:
    """Whether ``step``'s condition is one of this module's, said of the Expedition a move
    trigger names (its "it", 6.3.i), and nothing else in the step names "it" but that
    Expedition ("Characters in it", checked by ``referred_parts.expedition_it_steps``)."""
    from scenarios.cards.grammar.semantics.it_references import names_it
    from scenarios.cards.grammar.semantics.referred_parts import (
        EXPEDITION_IT_TRIGGERS,
        in_the_moved_expedition,
    )

    said = step.get("if")
    if not isinstance(said, str) or not IT_EXPEDITION_CONDITION.match(said):
        return False
    if trigger not in EXPEDITION_IT_TRIGGERS:
        return False
    rest = {k: v for k, v in step.items() if k != "if"}
    return not names_it(rest) or in_the_moved_expedition(rest, trigger)
