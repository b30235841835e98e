"""Object phrases (issue 30, gram103): two objects acting together, another player's objects
said with a possessive, and a group's amount said "each".

- Pairs (7.3.11.a): "Two target Characters exchange / swap their boosts", "Swap the boosts of
  two target Characters" — the exchange "Exchange the boosts of two target [objects]" reads
  (``exchange_boosts_of_two``): two different targets, each gaining or losing the difference.
  The engine exchanges boosts only: "exchange their counters / statistics / Expeditions" is
  refused naming the words.
- Possessives (1.2.6, 6.5.b): "target opponent's Character" is a target Character an opponent
  controls, "an opponent's Character" one chosen among them (6.1.g), "your opponent's
  Characters" all of them. Only an object in play has a controller (7.5.5.b): a card said in
  a zone ("target opponent's card in their Reserve"), or a description naming another
  controller, is refused naming the words.
- "each" after a group's amount (7.3.17.a, 7.3.15.a): "Characters in target Expedition gain 1
  boost each" — every one of them gains it, as "gain 1 boost" already says of a group; said of
  one object, "each" is refused (it names no group).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, cast

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.references import REF
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.numbers_and_distribution import (
    NumbersAndDistributionSemantics,
)
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.semantics.set_keywords import SetKeyword, set_keyword_gained
from scenarios.cards.grammar.semantics.steps import StepSemantics
from scenarios.cards.grammar.semantics.them_objects import THEM
from scenarios.cards.grammar.tree import Description, Object

_RULE = "pairs_and_possessives"

_IN_PLAY_ONLY = {
    "controller",
    "counted_only",
    "in_your_reserve",
    "from_your_hand",
    "from_zone",
    "in_reserve",
    "in_owners_reserve",
    "in_play_or_reserve",
    "from_opponents_reserve",
    "in_my_expedition",
}
"""Description fields a possessive "opponent's" cannot stand with: another controller, or a
place that is a zone outside play or mine (what an opponent controls is in their own
Expeditions or Landmarks, 7.5.5.b, 3.2.4)."""


def _outside_play(desc: Description) -> bool:
    """Whether ``desc`` names a card in a zone outside play (a Reserve, a hand, a discard
    pile) or a card by "card" (3.1.4.a)."""
    default = Description()
    zones = _IN_PLAY_ONLY - {"controller", "in_my_expedition"}
    return "card" in desc.types or any(
        getattr(desc, n, None) != getattr(default, n, None) for n in zones
    )


def _opponents(desc: Description, words: str) -> Description:
    """``desc`` said of objects an opponent controls (7.5.5.b): refused where the words name a
    card outside play, another controller or my Expedition."""
    said = {f.name for f in dataclasses.fields(desc) if f.name in _IN_PLAY_ONLY}
    default = Description()
    clashing = sorted(n for n in said if getattr(desc, n) != getattr(default, n))
    if clashing or "card" in desc.types:
        raise NotRead(
            words,
            "an opponent's object said with another controller or a place outside their "
            "Expeditions and Landmarks is not read: only an object in play has a "
            "controller (7.5.5.b) — resolve it by hand",
            _RULE,
        )
    return dataclasses.replace(desc, controller="opponent")


class PairsAndPossessivesSemantics(SemanticsBase):
    """The rules of the grammar's block "pairs and possessives" (see the module doc)."""

    def pair_exchange_boosts(self, items: list[Any]) -> Step:
        """ "Two target [objects] exchange / swap their boosts", "Swap the boosts of two
        target [objects]" (7.3.11.a): as "Exchange the boosts of two target [objects]"."""
        obj = next(i for i in items if isinstance(i, Object))
        me = cast(NumbersAndDistributionSemantics, self)
        step: Step = NumbersAndDistributionSemantics.exchange_boosts_of_two(me, [obj])
        return step

    def pair_exchange_unread(self, items: list[Any]) -> Step:
        """ "[objects] exchange their counters / statistics / Expeditions": the engine
        exchanges boosts only (7.3.11.a) — refused naming the words."""
        raise NotRead(
            "exchange their",
            "an exchange of anything but boosts between two objects is not read: the engine "
            "exchanges boosts only (7.3.11.a) — resolve it by hand",
            _RULE,
        )

    def unexchanged(self, _: list[Any]) -> str:
        return "unexchanged"

    def target_opponents_object(self, items: list[Any]) -> Object:
        """ "target opponent's [object]": a target [object] an opponent controls (6.5.b)."""
        return Object("target", _opponents(items[0], "target opponent's"))

    def an_opponents_object(self, items: list[Any]) -> Object:
        """ "an opponent's [object]": one an opponent controls, chosen (6.1.g)."""
        return Object("chosen", _opponents(items[0], "an opponent's"))

    def opponents_objects(self, items: list[Any]) -> Object:
        """ "your opponent's [objects]": every one an opponent controls."""
        return Object("each", _opponents(items[0], "your opponent's"))

    def together_in_expedition(self, _: list[Any]) -> tuple[str, str]:
        return ("together", "expedition")

    def together_controller(self, _: list[Any]) -> tuple[str, str]:
        return ("together", "controller")

    def together_names(self, _: list[Any]) -> tuple[str, str]:
        return ("together", "names")

    def gain_keyword_while_in_play(self, items: list[Any]) -> Step:
        """ "[object] gains [keyword]" with no time said: until it leaves play (2.1.d), as
        "gains [keyword] until it leaves play" (``gain_keyword_for_a_time``). Refused for a
        card said in a zone outside play."""
        obj = items[0]
        if isinstance(obj, Object) and _outside_play(obj.description):
            raise NotRead(
                "gains",
                "a keyword gained with no time said by a card outside play is not read "
                "(2.1.d) — resolve it by hand",
                _RULE,
            )
        keyword = items[-1]
        if not isinstance(keyword, str):  # a set's keyword ability: its own reading
            raise NotRead("gains", "a set keyword gained with no time said is not read", _RULE)
        if isinstance(keyword, SetKeyword):
            # ie40: "I gain [Updraft]", "It gains [Updraft]": the keyword's definition given
            # until the object leaves play (2.1.d), as "gains [Updraft] this turn" is for its
            # time — an Emblem-Ongoing giving the reminder's ability (2.2.15.a, 2.3.1.a)
            return set_keyword_gained(self, obj, keyword, "until it leaves play")
        subject = _subject(obj)
        # gb: "They gain [keyword]" after a step acting on several objects ("Create two
        # [tokens] … They gain [Defender].") — the plural pronoun's mark and a noun said back
        # ("those tokens") are checked against the step before (them_objects.py, 6.5.b)
        if set(subject) - {"subject", "filter", "up_to", THEM, REF}:
            raise NotRead("gains", "a keyword gained by these objects is not read yet", _RULE)
        return {
            "action": "ongoing",
            **subject,
            "ongoing": {"duration": "until it leaves play", "keyword": keyword},
        }

    def gain_boosts_each(self, items: list[Any]) -> Step:
        """ "[objects] gain N boosts each" (7.3.17.a): the group's step, each gaining N."""
        obj, amount = items[0], items[1]
        _several(obj)
        step: Step = StepSemantics.gain_boosts(cast(StepSemantics, self), [obj, amount])
        return step

    def gain_counters_each(self, items: list[Any]) -> Step:
        """ "[objects] gain N [name] counters each" (7.3.15.a)."""
        _several(items[0])
        gain = cast(Any, self).gain_counters
        step: Step = gain(items)
        return step


def _several(obj: Object) -> None:
    """ "each" after an amount says it of a group: refused of one object."""
    if isinstance(obj, Object) and (
        obj.kind == "each" or obj.count > 1 or obj.up_to > 1 or obj.plural or obj.any_number
    ):
        return
    raise NotRead("each", "'each' after an amount given to one object is not read", _RULE)


def together_subject(obj: Object, subject: Callable[[Object], dict[str, Any]]) -> dict[str, Any]:
    """The step fields of several targets that go together (6.5.b): "two" or "up to N"
    target [objects] in the same Expedition / controlled by the same player / with different
    names, read as without those words, then ``together``. Refused for one target, a choice
    that is not a target, or with a total too."""
    d = obj.description
    several = obj.kind == "target" and (obj.count > 1 or obj.up_to > 1)
    if not several or d.total is not None:
        raise NotRead(
            _TOGETHER_WORDS[d.together],
            "these objects going together are not read: only two or more targets chosen one "
            "by one are (6.5.b) — resolve it by hand",
            _RULE,
        )
    read = subject(dataclasses.replace(obj, description=dataclasses.replace(d, together="")))
    if not str(read.get("subject", "")).startswith("target_"):
        raise NotRead(_TOGETHER_WORDS[d.together], "these targets together are not read", _RULE)
    return {**read, "together": d.together}


_TOGETHER_WORDS = {
    "expedition": "in the same expedition",
    "controller": "controlled by the same player",
    "names": "with different names",
}
