"""The semantic functions of a keyword held for a time said with "is / are / I'm" (issue 30,
gram100): "Until the end of the Day, Characters you control are [Defender]", "I'm [Gigantic]
until the end of the Day", "Target Character is [Tough 1] this turn".

"Is [keyword]" for a time says what "gains [keyword]" for a time says: an Emblem-Ongoing
(2.2.2.m) whose passive ability gives the keyword (2.3.1.a, 7.4) to the objects the step acts
on, for the duration the effect names (2.2.15.a, 2.2.15.c) — read by the one rule that reads
"gains [keyword] this turn" (:meth:`.effects.EffectSemantics.gain_keyword_for_a_time`), so a
status so said is refused as there (2.4.1.e, :mod:`.durations`) and a time that is no
duration too (2.2.15.a). The grammar gives "[object] is / are [keyword] …" that rule's name;
"I'm", one word, names no object, so its rules here put "me" in the object's place.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.tree import Object


class KeywordForATimeSemantics(SemanticsBase):
    """ "I'm [keyword] [duration]" and "[duration], I'm [keyword]"."""

    def me_keyword_for_a_time(self, items: list[Any]) -> Step:
        """ "I'm [Gigantic] until the end of the Day": the card itself gains the keyword for
        that time (2.2.15.a, 7.4), as "I gain [Gigantic] until the end of the Day"."""
        step: Step = self.gain_keyword_for_a_time([Object("me"), *items])  # type: ignore[attr-defined]
        return step

    def me_keyword_for_a_time_first(self, items: list[Any]) -> Step:
        """ "Until the end of the Day, I'm [Gigantic]": the duration said first is the same
        duration (2.2.15.a)."""
        duration, *rest = items
        return self.me_keyword_for_a_time([*rest, duration])
