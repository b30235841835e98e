"""Counters as filters and as amounts (gs, issue 30, session 35).

Counters of any name describing an object (2.5.a: objects in play, Reserve and Limbo have
counters; 2.5.c: counters have names; 2.5.1.a: a boost is a counter): "with a counter",
"with one or more counters", "with 2 or more counters", "with no counters", "without
counters", "with one or fewer counters", "that has no counters" — in every slot a description
fills, as "with an Ember counter" reads for one name (``counted_things.with_named_counters``).
The part is the description's ``named_counters`` with the engine's :data:`ANY_COUNTER` as its
name: the engine's filter sums the counters of every name on the object (``counters_had``).

"If it had two or more, …" / "If it had none, …" after a step removing counters of one name
from "it": the noun left out is that step's — the counters "it" had just before that step
(6.3.k; as it last was if gone, 6.3.j), the condition "it had [N or more / no] [noun]" the
engine already notes before the removal (``engine.steps.afterwards``). After any other step
(a gain, a draw) or a removal of counters of every name, "it had" names nothing it can count:
refused with that reason.
"""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from engine.state.enums import ANY_COUNTER
from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Condition

Step = dict[str, Any]
Part = tuple[str, Any]

_ELIDED = "it had (the step's counters) "
"""A condition whose noun is the removing step's ("If it had two or more"), kept open for
:func:`resolve_had_elided`."""

_NOT_COUNTED = "'it had' with its noun left out names no counters the step before removed (6.3.k)"


_COUNTERS_REPLACED = (
    "a replacing modifier changing how many boosts or counters a step gives or removes "
    "(6.2.b) is read by hand: the engine applies none to counters (2.5.f, 2.5.g)"
)
"""The one reason every counter replacement is refused with, in every slot it fills."""


def _said_number(word: str) -> int | None:
    return lx.NUMBERS.get(word, int(word) if word.isdigit() else None)


class AnyCounterSemantics(SemanticsBase):
    """The qualifiers of counters of any name (2.5.a, 2.5.1.a) and "it had [N or more]"
    with the noun left out (6.3.k)."""

    @v_args(meta=True)
    def gs_with_counters(self, meta: Meta, _: list[Any]) -> Part:
        """At least that many counters, of any names together (one when no number is said):
        "with counters", "with a counter", "that has 2 or more counters" (2.5.a)."""
        said = " ".join(self._span(meta).lower().split())
        m = re.search(r"\b(\w+) or more\b|\bat least (\w+)\b", said)
        n = _said_number((m[1] or m[2]) if m else "1")
        if n is None or n < 1:
            raise NotRead(said, "this number of counters is not read", "gs_with_counters")
        return ("named_counters", (ANY_COUNTER, n, None))

    def gs_without_counters(self, _: list[Any]) -> Part:
        """No counter of any name, boosts included (2.5.a, 2.5.1.a)."""
        return ("named_counters", (ANY_COUNTER, None, 0))

    def gs_counters_at_most(self, items: list[Any]) -> Part:
        """ "with one or fewer counters": at most that many, of any names together."""
        said = [str(t).lower() for t in items if isinstance(t, Token)]
        most = _said_number(said[0]) if said else 1  # "one" is an anonymous word
        if most is None:
            raise NotRead("or fewer", "this number of counters is not read", "gs_counters_at_most")
        return ("named_counters", (ANY_COUNTER, None, most))

    @v_args(meta=True)
    def gs_would_counters(self, meta: Meta, _: list[Any]) -> str:
        """ "would gain one or more boosts / a Kelon counter": the event of a replacing
        modifier of counters (6.2.b) — refused, whatever the result said instead."""
        raise NotRead(
            " ".join(self._span(meta).split()),
            _COUNTERS_REPLACED,
            "gs_would_counters",
        )

    @v_args(meta=True)
    def gs_counters_instead(self, meta: Meta, _: list[Any]) -> str:
        """ "it gains two [Kelon counters] instead", "I gain that many plus one": a number of
        counters given or removed instead (6.2.b) — refused (see :data:`_COUNTERS_REPLACED`)."""
        raise NotRead(" ".join(self._span(meta).split()), _COUNTERS_REPLACED, "gs_counters_instead")

    @v_args(meta=True)
    def gs_counters_on_target(self, meta: Meta, _: list[Any]) -> str:
        """ "for each Kelon counter on target Character": the count's own target (6.5.b),
        read (gz) when it is one plain target — compiled by scenarios/cards/counted_on_target
        (the step's other targets refused there); "another target", "up to N targets" and a
        described target stay refused: the engine counts on one plain target only."""
        said = " ".join(self._span(meta).split())
        from scenarios.cards.counted_on_target import count_target_of

        if count_target_of(said) is None:
            raise NotRead(
                said,
                "counting the counters on a target no step acts on is read by hand: the count "
                "chooses its own target (6.5.b)",
                "gs_counters_on_target",
            )
        return said.lower()

    @v_args(meta=True)
    def gs_it_had_elided(self, meta: Meta, _: list[Any]) -> Condition:
        """ "it had two or more" / "it had none" / "it had any": completed by
        :func:`resolve_had_elided` with the noun of the step before."""
        words = " ".join(self._span(meta).lower().split()).split(" ", 2)
        return Condition(_ELIDED + (words[2] if len(words) > 2 else ""))


def _removed_noun(step: Step) -> str | None:
    """The noun of the counters ``step`` removes from its object: "boosts", "[name]
    counters"; ``None`` for another step or a removal of counters of every name."""
    if step.get("action") != "remove_counters":
        return None
    counter = str(step.get("counter") or "")
    if counter in ("", ANY_COUNTER):
        return None  # "it had 2 or more counters" is no condition the engine reads on "it"
    return "boosts" if counter == "boost" else f"{counter.lower()} counters"


def _completed(bound: str, noun: str) -> str:
    """ "it had [bound] [noun]": "none" is "no", "any" is "one or more" (6.3.k)."""
    if bound == "none":
        return f"it had no {noun}"
    if bound == "any":
        return f"it had one or more {noun}"
    return f"it had {bound} {noun}"


def _follow_ups(step: Step) -> list[Step]:
    return [s for s in (step.get("then") or []) if isinstance(s, dict)]


def resolve_had_elided(steps: list[Step]) -> list[Step]:
    """Each "if it had [N or more / none / any]" whose noun is left out completed with the
    noun of the counters the step it follows removes (6.3.k, 2.5.g): "Remove all Kelon
    counters from target Character. If it had two or more, draw a card." Refused anywhere
    else (no removal before it, or one of every name)."""
    for step in steps:
        for follow in _follow_ups(step):
            said = str(follow.get("if", ""))
            if _ELIDED not in said:
                continue
            noun = _removed_noun(step)
            if noun is None:
                raise NotRead("it had", _NOT_COUNTED, "gs_it_had_elided")
            head, _, bound = said.partition(_ELIDED)  # "unless " kept (6.5.d)
            follow["if"] = head + _completed(bound, noun)
        if step.get("action") == "remove_counters":
            _refuse_zero_after_removal(_follow_ups(step))
        resolve_had_elided(_follow_ups(step))
    _refuse_left(steps)
    return steps


_ZERO_FITS = re.compile(r"^it had (?:no |(?:\S+ )+or less |(?:fewer|less) than )")
"""An "it had" a count of none fits: "no", "N or less", "fewer than N"."""

_ZERO_REFUSED = (
    "a removal with no counters to remove does nothing, and the engine then skips the step "
    "after it (6.5.f), while this condition asks for it when it had none (6.5.d, 6.5.h)"
)


def _refuse_zero_after_removal(follow_ups: list[Step]) -> None:
    """ "Remove all Kelon counters from target Character. If it had none, draw a card."
    (or "unless it had one or more"): read by hand — the condition holds for an object
    with none, whose removal does nothing, after which the engine does not do the follow-up
    (6.5.f); the CR does it (6.5.d, 6.5.h)."""
    for follow in follow_ups:
        said = str(follow.get("if", ""))
        unless = said.startswith("unless ")
        said = said.removeprefix("unless ")
        if said.startswith("it had ") and bool(_ZERO_FITS.match(said)) != unless:
            raise NotRead("it had", _ZERO_REFUSED, "gs_it_had_elided")


def _refuse_left(steps: list[Step]) -> None:
    """Refuses an elided "it had" no removal completed, wherever it is in the effect."""
    for step in steps:
        for value in step.values():
            if isinstance(value, str) and _ELIDED in value:
                raise NotRead("it had", _NOT_COUNTED, "gs_it_had_elided")
            if isinstance(value, list):
                _refuse_left([v for v in value if isinstance(v, dict)])
                for mode in value:
                    if isinstance(mode, dict) and isinstance(mode.get("effect"), list):
                        _refuse_left([v for v in mode["effect"] if isinstance(v, dict)])
