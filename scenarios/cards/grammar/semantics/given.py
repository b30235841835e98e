"""The semantic functions of abilities given to other objects (2.3.1.a): a Reaction, a
quick action or a passive ability printed inside quotes, given to a group while the
passive ability giving it works ("Characters you control have "{T} : Draw a card."", "Your
Plants have: "{J} …"") or to the objects a step acts on for a time ('Target Character
gains "{T} : …" this turn': an Emblem-Ongoing whose passive ability gives it, 2.2.15.a) —
as a keyword is given (:meth:`.effects.EffectSemantics.gain_keyword_for_a_time`).

"I" in the given ability is the object that has it (its bearer). A Reaction to "playing
[Characters] from Reserve" given to a group is given as they are played (7.1.1.c), as it
was before; the rest are given by the engine to each object the grant covers
(``engine.reading.granted_abilities``). The card compiler refuses, by name, what an object
would be given and never use (``scenarios.cards.given_abilities``).
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Description, Object

Passive = dict[str, Any]


class GivenAbilitySemantics(SemanticsBase):
    """Abilities given to a group (a passive) or to a step's objects for a time."""

    def given_stats(self, items: list[Any]) -> dict[str, Any]:
        """A passive ability said in quotes ("I have +1/+0/+0."): its bearer's statistics
        (2.3.1.a)."""
        return {"passive": self.i_get_stats(items)}  # type: ignore[attr-defined]

    def group_given(self, items: list[Any]) -> Passive:
        """ "[group] have "[ability]"": every object of the group in play has it while this
        passive ability works (2.3.1.a, 2.3.1.b) — objects entering play later too."""
        group, ability = items
        if not isinstance(group, Description) or not group.words:
            raise NotRead("have", "abilities given to this group are not read yet", "granted")
        return {"grant": {"to": group.words, "abilities": [ability]}}

    def gain_abilities_for_a_time(self, items: list[Any]) -> Step:
        """ "[object] gains "[ability]" this turn": an Emblem-Ongoing giving the ability to
        what the step acts on for that time (2.2.15.a, 2.3.1.a)."""
        obj, ability, duration = items[0], items[-2], items[-1]
        subject = _subject(obj) if isinstance(obj, Object) else {}
        # "that Character": a reference back (``_ref``), resolved as any other (6.3.i)
        # gb: "They gain [set keyword] this turn" after a step on several objects: the
        # plural pronoun's mark, checked against that step (them_objects.py, 6.5.b)
        if not subject or set(subject) - {"subject", "filter", "up_to", "_ref", "_them"}:
            raise NotRead("gains", "an ability given for a time to these objects is not read yet")
        return {
            "action": "ongoing",
            **subject,
            "ongoing": {"duration": duration, "abilities": [ability]},
        }
