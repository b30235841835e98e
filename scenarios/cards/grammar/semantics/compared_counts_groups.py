"""The semantic functions of the grammar block "he (session 37): counts compared, counts of
Expeditions, groups, losses" of ``altered.lark`` (issue 30).

* "[object] loses all its counters", "… all its counters and boosts", "… all its boosts
  and counters": every counter of every name on it removed in one step (2.5.g), boosts among
  them — a boost is a counter (2.5.1.a) — as "Remove all counters from [object]" reads.

* "target Character with fewer Anchored counters than a Character you control", "… with
  more Kelon counters than me": counters of a name (2.5.c) compared as gram108 compares
  boosts (compared_boosts.py; checked as the target is chosen and as the step resolves,
  6.5.b) — the engine's ``boosts_than`` with the name as its third part.

* "for each Expedition that's behind", "per Expedition that is ahead": every player's
  Expeditions in that state (7.5.2, each against the one facing it), counted as the step
  happens (6.5.i) — kept as words, evaluated by evaluate/expedition_counts.py.

* "Put an Anchored counter on each Character you control that has none", "Put a boost on
  each Character you control that has none": the group narrowed to those with none of what
  the step puts (2.5.c counters of that name; no boosts is not Boosted, 2.4.5.a), checked as
  the step happens (6.5.b). "none" anywhere else — no step putting counters or boosts on the
  group — is refused by name (:func:`he_none_named`).

* "For each opponent, if they control more Characters than you, [steps]": the steps done for
  each opponent whose own count is so (6.5.i, 6.5.d) — the engine's game has one opponent
  (1.2.1.b), so it is "If an opponent controls more Characters than you, [steps]".

The players' counts compared ("an opponent controls as many or more Characters as you") keep
their words as ``lead_cond`` does (compiled by scenarios/cards/more_conditions.py)."""

from __future__ import annotations

import re
from typing import Any

from lark.tree import Meta
from lark.visitors import v_args

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.compared_boosts import BOOSTS_THAN, compared_with
from scenarios.cards.grammar.semantics.effects import _counter_name
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Condition

Step = dict[str, Any]

_THIRD = {"control": "controls", "have": "has"}
"""A verb said of "they" (one opponent) in the third person singular."""

NONE_SAID = "(none said)"
"""The counter name a "that has none" qualifier leaves until :func:`he_none_named` names it."""

_LOSERS = ("me", "target", "each", "it")
"""The objects a loss of every counter is read of: the bearer, a target, each of a group,
"it" (as for counters of one name, counter_language.py)."""


class HeCountsGroupsSemantics(SemanticsBase):
    """Rule by rule (method name = rule alias)."""

    def he_lose_every_counter(self, items: list[Any]) -> Step:
        """ "[object] loses all its counters (and boosts)": every counter removed (2.5.g,
        2.5.1.a) from the object, or from each object a group lets through (6.1.e)."""
        obj = items[0]
        if obj.kind not in _LOSERS or (obj.up_to and obj.kind != "target"):
            raise NotRead(
                "loses", "these objects losing every counter is not read yet", "lose_counters"
            )
        return {"action": "remove_counters", "all_counters": True, **_subject(obj)}

    def he_has_none(self, _: list[Any]) -> tuple[str, Any]:
        """ "that has none": none of what the step puts — named by :func:`he_none_named`."""
        return ("named_counters", (NONE_SAID, None, 0))

    @v_args(meta=True)
    def he_they_compared(self, meta: Meta, _: list[Any]) -> Condition:
        """ "they control more Characters than you": said of an opponent (third person)."""
        verb, _sep, rest = self._span(meta).partition(" ")
        return Condition(f"an opponent {_THIRD[verb]} {rest}")

    def he_each_opponent_if(self, items: list[Any]) -> Any:
        """ "For each opponent, if they …, [steps]": "If an opponent …, [steps]" of the one
        opponent (1.2.1.b; 6.5.i, 6.5.d)."""
        condition = next(i for i in items if isinstance(i, Condition))
        steps = items[-1]
        return self.if_clause([condition, steps])  # type: ignore[attr-defined]

    @v_args(meta=True)
    def he_expeditions_counted(self, meta: Meta, _: list[Any]) -> str:
        """ "Expedition that's behind": every player's Expeditions so (7.5.2), counted
        (6.5.i); kept as its words."""
        return self._span(meta)

    @v_args(meta=True)
    def he_counters_than_me(self, meta: Meta, items: list[Any]) -> tuple[str, str]:
        """ "with fewer / more [name] counters than me": against the bearer's (2.5.c)."""
        return (BOOSTS_THAN, f"{_direction(self._span(meta))}:me:{_name(items)}")

    @v_args(meta=True)
    def he_counters_than_another(self, meta: Meta, items: list[Any]) -> tuple[str, str]:
        """ "with fewer [name] counters than a Character you control / an opponent controls":
        against one of those Characters' (one is enough, 2.5.c); any other object refused
        as gram108 refuses it (:func:`compared_with`)."""
        span = self._span(meta)
        whose = compared_with(span, items[-1], "counters", "he_counters_than_another")
        return (BOOSTS_THAN, f"{_direction(span)}:{whose}:{_name(items)}")


def _direction(words: str) -> str:
    """ "more" for "with more … than", else "fewer" ("fewer" / "less")."""
    return "more" if words.split()[1] == "more" else "fewer"


def _name(items: list[Any]) -> str:
    """The counter name printed (2.5.a), as the engine keys it."""
    return _counter_name(items)["counter"]


_NONE = re.compile(r"\b(?:(?:that|which) ha(?:s|ve)|with) none\b")
_PUT_ON = re.compile(r"\bput\b.*\bon\b")


def he_none_named(found: Any, text: str = "") -> None:
    """Name what "that has none" is none of, in place: the counters a step putting them names
    ("Put an Anchored counter on each … that has none", 2.5.c), or boosts (not Boosted,
    2.4.5.a) for "Put a boost on …"; anywhere else — "… that has none gains 1 boost", none
    of what is said before — it is refused (which counters: not said)."""
    for m in _NONE.finditer(text.lower()):
        sentence = re.split(r"[.!?]\s", text.lower()[: m.start()])[-1]
        if _PUT_ON.search(sentence) is None:
            raise NotRead("none", "'has none' is read after 'Put [counters / boosts] on' only")
    _name_none(found)


def _name_none(found: Any) -> None:
    """:func:`he_none_named` on every step of ``found``."""
    if isinstance(found, list):
        for v in found:
            _name_none(v)
        return
    if not isinstance(found, dict):
        return
    flt = found.get("filter")
    if isinstance(flt, dict) and flt.get("counter") == NONE_SAID:
        action = found.get("action")
        if action == "gain_counters" and isinstance(found.get("counter"), str):
            flt["counter"] = found["counter"]
        elif action == "give_boost" and not found.get("for_a_time"):
            del flt["counter"], flt["counters_max"]
            flt["without"] = [*flt.get("without", []), "Boosted"]
        else:
            raise NotRead(
                "none", "'that has none' is read after a step putting counters or boosts only"
            )
    for v in found.values():
        if isinstance(v, (dict, list)):
            _name_none(v)
