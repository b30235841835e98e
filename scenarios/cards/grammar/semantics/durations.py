"""The semantic functions of changes that last a time (2.2.15): a keyword an object loses
"this turn / until end of turn / this Afternoon / this Day", and a status said with a
duration, which the rules do not give one.

A keyword lost for a time is the Emblem-Ongoing (2.2.2.m) whose passive ability takes the
keyword away from the objects the step acted on, for the duration the effect says
(2.2.15.a, 2.2.15.c) — as "gains [keyword] this turn" gives one
(:meth:`.semantics_effects.EffectSemantics.gain_keyword_for_a_time`). A status has no
duration: only an Ongoing Emblem has one (2.2.15.b), and an object's statuses change only
when an effect changes them (2.4.1.e) — so "gains Anchored this Day" is read and left to
the judge, with that reason, rather than given an end the rules do not say.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Object

STATUS_HAS_NO_DURATION = (
    "a status gained or lost for a time: only an Ongoing Emblem has a duration (2.2.15.b) "
    "and a status changes only when an effect changes it (2.4.1.e) — when it ends is the "
    "judge's call"
)
"""Why "[object] gains [status] this Day" is left by hand (the judge's words)."""


class DurationSemantics(SemanticsBase):
    """Keywords lost for a time; statuses said with a duration (refused, by hand)."""

    def gain_keyword_for_a_time(self, items: list[Any]) -> Step:
        """ "[object] gains [status] this Day" is read by the rule of a keyword gained for
        a time and refused (:func:`_no_status`); a keyword is the effects' section's."""
        _no_status(items)
        return super().gain_keyword_for_a_time(items)  # type: ignore[misc, no-any-return]

    def lose_keyword_for_a_time(self, items: list[Any]) -> Step:
        """ "[object] loses [keyword] this turn": an Emblem-Ongoing taking the keyword away
        from what the step acts on for that time (2.2.15.a, 7.4)."""
        _no_status(items)
        obj, *words, duration = items
        word = str(words[0]).lower()
        name = lx.KEYWORDS.get(word) or lx.NUMBERED_KEYWORDS[word]
        keyword = name if len(words) == 1 else f"{name} {_number(words[1])}"
        subject = _subject(obj) if isinstance(obj, Object) else {}
        # gb: "They lose [keyword] this turn": the plural pronoun / noun said back, checked
        # against the step before (them_objects.py, grammar/references.py, 6.5.b)
        if not subject or set(subject) - {"subject", "filter", "up_to", "_them", "_ref"}:
            raise NotRead("loses", "a keyword lost for a time by these objects is not read yet")
        return {
            "action": "ongoing",
            **subject,
            "ongoing": {"duration": duration, "lose_keyword": keyword},
        }


def _no_status(items: list[Any]) -> None:
    """A status said with a duration (2.2.15.b, 2.4.1.e): left by hand, naming the words."""
    for item in items:
        if isinstance(item, Token) and item.type == "STATUS":
            raise NotRead(f"{item} {items[-1]}", STATUS_HAS_NO_DURATION, "for_a_time")
