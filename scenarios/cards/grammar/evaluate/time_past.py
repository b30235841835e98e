"""The engine's reading of the past tense of every action (a mixin of
:class:`~scenarios.cards.grammar.evaluate.conditions._Evaluator`; issue 30, gram36): the
words of :mod:`..semantics.time_past` as a count of what a player did in a period
(``Counted.HAPPENED``, engine/reading/happened.py) — a card played (5.1.2.k), an object
sacrificed (7.3.36.a), a card discarded (7.3.7.a) or drawn (7.3.9.a), a token created
(7.3.5.a); by the controller, an opponent (1.2.2, 1.2.1.b) or any player; this turn (4.2.3),
this Day (4.1) or this Afternoon (4.2.3); negated by "haven't / didn't" (6.5.d).

A card done with is no longer the object it was in play: only its printed type, sub-types,
Hand Cost and being a token are asked; any other description (a status, where it is, who
controls it) is refused, never guessed. So is a period the history does not keep (another
phase than the Afternoon), and "a player played two Spells" (one player's two, which the
count of all players' plays does not say)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import ExpeditionScope
from engine.state.records import replace as record_replace
from scenarios.cards.grammar.evaluate.count_conditions import CountedDescription
from scenarios.cards.grammar.evaluate.described_filters import object_filter
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Description

VERBS: dict[str, str] = {
    "played": "played",
    "play": "played",
    "sacrificed": "sacrificed",
    "sacrifice": "sacrificed",
    "discarded": "discarded",
    "discard": "discarded",
    "drew": "drawn",
    "drawn": "drawn",
    "draw": "drawn",
    "created": "created",
    "create": "created",
    "joined": "joined",
    "join": "joined",
}
"""Each word of an action, past or present (after "didn't"), as the event it names."""

_OPPONENTS = ("opponent", "opponents")
_ANY_PLAYER = ("player",)
_SCOPES = (
    ("my expedition", ExpeditionScope.MY),
    ("its expedition", ExpeditionScope.ITS),
    ("one of your", ExpeditionScope.ONE_OF_YOURS),
    ("your hero expedition", ExpeditionScope.YOUR_HERO),
    ("your companion expedition", ExpeditionScope.YOUR_COMPANION),
    ("your other", ExpeditionScope.YOUR_OTHER),
    ("the other", ExpeditionScope.YOUR_OTHER),
    ("the expedition facing", ExpeditionScope.FACING_ME),
)
"""The Expeditions a condition's first words name (7.5.5.a, 1.2.3, 1.2.3.c, 6.3.i); any
other ("each / both of your Expeditions", "your Expeditions") is each of the controller's."""
DONE = "done_in_period"
"""The qualifier of what a count looks back on ("you discarded this Day")."""
_NOT = frozenset({"haven't", "hasn't", "didn't", "not"})


class TimePastEvaluator(SemanticsBase):
    """Past-tense conditions, as counts of what happened (``Counted.HAPPENED``)."""

    printed: str

    @v_args(meta=True)
    def you_did_cond(self, meta: Meta, items: list[Any]) -> Condition:
        return self._happened(meta, items, "")

    @v_args(meta=True)
    def you_did_not_cond(self, meta: Meta, items: list[Any]) -> Condition:
        return self._happened(meta, items, "")

    @v_args(meta=True)
    def others_did_cond(self, meta: Meta, items: list[Any]) -> Condition:
        return self._happened(meta, items, self._who(meta))

    @v_args(meta=True)
    def others_did_not_cond(self, meta: Meta, items: list[Any]) -> Condition:
        return self._happened(meta, items, self._who(meta))

    @v_args(meta=True)
    def was_done_cond(self, meta: Meta, items: list[Any]) -> Condition:
        return self._happened(meta, items, "any")

    @v_args(meta=True)
    def you_sacrificed_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "you sacrificed [a Character] this turn" as before (Characters, 7.3.36.a); any
        other description of what was sacrificed is counted as any object sacrificed."""
        try:
            return super().you_sacrificed_cond(items)  # type: ignore[misc, no-any-return]
        except NotRead:
            return self._happened(meta, items, "")

    @v_args(meta=True)
    def sacrificed_this_period_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "[a Permanent] was sacrificed this Day": by any player (7.3.36.a)."""
        try:
            return super().sacrificed_this_period_cond(items)  # type: ignore[misc, no-any-return]
        except NotRead:
            return self._happened(meta, items, "any")

    @v_args(meta=True)
    def joined_this_period_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "[a Character] joined your Expeditions this turn": the joins of the controller's
        Expeditions in the period (7.5.10.a), whoever made them."""
        return self._happened(meta, items, "")

    @v_args(meta=True)
    def joined_in_period(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """ "that joined your Expeditions this Day": what a count looks back on."""
        return (DONE, self._span(meta))

    @v_args(meta=True)
    def done_in_period(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """ "you discarded this Day": what a count looks back on (``done_count``)."""
        return (DONE, self._span(meta))

    def done_count(self, said: str, d: Description) -> Condition:
        """ "per card you discarded this Day": the count of what the player did in the
        period (``Counted.HAPPENED`` without bounds, 6.5.i), by its printed parts."""
        words = said.split()
        by = "" if words[0] in ("you", "that") else "opponent"  # "that joined your …": yours
        period = words[-1]
        if period not in ("turn", "day", "afternoon"):
            raise NotRead(f"this {period}", "what happened is kept through a turn or a Day")
        event = next(VERBS[w] for w in words if w in VERBS)
        found = self._condition_of(d, None, period, event, by, negated=False)
        return record_replace(found, at_least=None)

    @v_args(meta=True)
    def expedition_moved_cond(self, meta: Meta, _: list[Any]) -> Condition:
        """ "your Hero Expedition has moved forward this Day": the Expeditions the words
        name (``ExpeditionScope``) among those moved forward since the Day began (7.3.25.a,
        4.1: ``moved_forward_today``); only the Day is kept."""
        words = self._span(meta).replace("n't", " not").split()
        if words[-1] != "day":
            raise NotRead(f"this {words[-1]}", "the moves forward are kept through the Day (4.1)")
        head = " ".join(words[:3])
        scope = next(
            (s for said, s in _SCOPES if head.startswith(said)), ExpeditionScope.EACH_YOURS
        )
        if words[1] not in ("hero", "companion", "expedition", "other", "of", "expeditions"):
            raise NotRead(words[1], f"'your {words[1]} Expedition' is not an Expedition")
        found: Condition = self._expedition(words, scope)  # type: ignore[attr-defined]
        return record_replace(found, event="moved_forward", period="day")

    @v_args(meta=True)
    def left_expedition_zone_cond(self, meta: Meta, items: list[Any]) -> Condition:
        """ "[Characters] left the Expedition zone this [period]": a Character in play is in
        the Expedition zone (3.2.4), so it is "left play" (7.3.20.a) — read as those words;
        another object may have left the Landmark zone instead (2.2.3): refused."""
        from scenarios.cards.condition_texts import condition_of

        counted = next(i for i in items if hasattr(i, "description"))
        if counted.description.types != ["Character"]:
            raise NotRead(
                "the Expedition zone",
                "only a Character is known to have left the Expedition zone, not the Landmarks",
            )
        words = self._span(meta).replace("left the expedition zone", "left play")
        found = condition_of(words)
        if found is None:
            raise NotRead("left", "what left play is kept through a turn, a Day or its Afternoon")
        return record_replace(found, text=self.printed)

    def _who(self, meta: Meta) -> str:
        """ "opponent" for an opponent / your opponents (1.2.2), "any" for a player."""
        words = self._span(meta).split()
        return "opponent" if words[1] in _OPPONENTS or words[0] in _OPPONENTS else "any"

    @v_args(meta=True)
    def if_discarded_a_card_colon(self, meta: Meta, _: list[Any]) -> Condition:
        """ "if you discarded a card this Day :" (the words a Unique's colon keeps)."""
        said = self._span(meta).removeprefix("if ").removesuffix(":").split()
        a_card = CountedDescription(1, None, Description(types=["card"]), False)
        return self._happened(meta, [a_card], "", said)

    def _happened(
        self, meta: Meta, items: list[Any], by: str, said: list[str] | None = None
    ) -> Condition:
        words = said or self._span(meta).replace("\u2019", "'").split()
        period = words[-1]
        if period not in ("turn", "day", "afternoon"):
            raise NotRead(
                f"this {period}",
                "what happened is kept through a turn, a Day or its Afternoon (4.1, 4.2.3)",
            )
        event = next(VERBS[w] for w in words if w in VERBS)
        negated = any(w in _NOT for w in words[: words.index(next(w for w in words if w in VERBS))])
        counted = next((i for i in items if hasattr(i, "description")), None)
        if counted is None:  # "any Spells" after a negation: at least one, negated (6.5.d)
            from scenarios.cards.grammar.semantics.object_filters import _describe

            parts = [i for i in items if isinstance(i, tuple)]
            counted = CountedDescription(1, None, _describe(parts), False)
        d: Description = counted.description
        if counted.another:
            raise NotRead("another", "'another' card done with is not read")
        one_player = by == "any" and words[0] in ("a", "any") and words[1] in _ANY_PLAYER
        if one_player and (counted.at_least not in (None, 1) or counted.at_most is not None):
            raise NotRead("a player", "how many one player did is not counted")
        found = self._condition_of(d, counted, period, event, by, negated=negated)
        return found

    def _condition_of(
        self, d: Description, counted: Any, period: str, event: str, by: str, *, negated: bool
    ) -> Condition:
        """The count of ``event`` by ``by`` in ``period`` of what ``d`` describes: its
        printed type, sub-types, Hand Cost and being a token only (a card done with is no
        longer the object it was)."""
        bare = replace(
            d,
            types=[],
            subtypes=[],
            hand_cost_max=None,
            hand_cost_min=None,
            token=False,
            non_token=False,
        )
        bare = replace(bare, plural=False, words="")  # "Characters" as "a Character"
        if bare != Description() or d.other:
            raise NotRead(
                "this " + period,
                "a card done with is described by its printed type, sub-types and Hand Cost only",
            )
        if event == "created" and d.non_token:
            raise NotRead("created", "only tokens are created (7.3.5.a)")
        flt = object_filter(replace(d, token=False, non_token=False), False)
        if d.token or d.non_token:  # a token done with is still known as one (2.1.e)
            flt = record_replace(flt, tokens=d.token, non_token=d.non_token)
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.HAPPENED,
            filter=flt,
            at_least=counted.at_least if counted is not None else None,
            at_most=counted.at_most if counted is not None else None,
            negated=negated,
            text=self.printed,
            event=event,
            period=period,
            by=by,
        )
