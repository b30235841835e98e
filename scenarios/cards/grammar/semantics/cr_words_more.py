"""The semantic functions of CR words the reader lacked (issue 30): a "can't" said by an
effect for a time, "moves backward", "facing me", "reroll" and limits per turn.

- "[Object] can't be [verb]ed / can't gain [status] this turn": an Emblem-Ongoing (2.2.2.m)
  whose "can't" passive ability (1.4.1.a) names the objects the step acted on, for the
  duration (2.2.15.a); every "can't be" verb a passive reads (sacrificed, exhausted,
  readied, discarded, targeted, sent to Reserve) and every status an object can gain
  (2.4.1.a) fills the slot. With no duration printed, how long it lasts is not said: an
  effect's change outlasts its resolution only as an Emblem-Ongoing's, which has a
  duration (2.2.15.b) — refused with that reason. A keyword (7.4) is an ability an effect
  grants, not an atomic action the engine refuses: refused with that reason.
- "[object] loses and can't gain [status] …": the status lost (7.3.21) and then the "can't".
- "[Expedition] moves backward" (7.3.24.a): one region, "one region" said or not.
- "Reroll": no atomic action (7.3 lists Roll a Die, 7.3.33); modifying a roll is what a
  passive ability may allow (7.3.33.c) — refused with that reason.
- "Once per turn": the CR counts a quick action's plays per Day (1.4.6.b) — refused.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.cant_statuses import GAIN_STATUS, keyword_not_refused
from scenarios.cards.grammar.semantics.durations_until_next import END_POINTS
from scenarios.cards.grammar.semantics.it_references import GROUPS_NAMED_AGAIN
from scenarios.cards.grammar.semantics.numbers_and_distribution import SEEN_ON_DECK
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Condition, Object

Step = dict[str, Any]

_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}

_GROUPS_AS_THE_STEP_HAPPENS = frozenset({"characters_of_target_opponent"})
"""Groups in play the engine finds as the ongoing step happens (engine.steps.subject_targets),
besides those a later step names again: "Characters target opponent controls can't gain boosts
this Day" binds the "can't" to the Characters that player controls then (1.4.1.a, 6.5.b) —
not to Characters they play later, as a keyword given for a time is bound."""

_GAINED = ("anchored", "asleep", "fleeting")
"""The statuses an object gains by an effect (2.4.1.a); Exhausted is "can't be exhausted"
(7.3.13.a), Boosted comes with boosts (2.4.5.b), Ascended is an Expedition's (2.4.3)."""


class CrWordsMoreSemantics(SemanticsBase):
    """ "Can't" for a time, "moves backward", "facing me", "reroll", "once per turn"."""

    # ------------------------------------------------------------- can't for a time
    def object_cant_be_for(self, items: list[Any]) -> Step:
        obj, *rest = items
        actions, duration = _split(rest)
        return _cant_for_a_time(obj, [str(a) for a in actions], duration, "object_cant_be_for")

    def object_cant_gain_for(self, items: list[Any]) -> Step:
        obj, gained, *rest = items
        return _cant_for_a_time(obj, [gained], _split(rest)[1], "object_cant_gain_for")

    def object_loses_cant_gain_for(self, items: list[Any]) -> list[Step]:
        """ "Target Character loses and can't gain Asleep this turn": the loss (7.3.21.a)
        of the status, then the "can't" on the same objects (one target, 6.5.b)."""
        obj, gained, *rest = items
        if not gained.startswith("gain_") or gained in (GAIN_STATUS, "gain_boosts"):
            raise NotRead("loses", "'loses and can't gain' of this is not read yet")
        cant = _cant_for_a_time(obj, [gained], _split(rest)[1], "object_loses_cant_gain_for")
        status = gained.removeprefix("gain_").capitalize()
        lose = {"action": "lose_status", "status": status, **_subject(obj)}
        if str(lose["subject"]).startswith(("target_", "a_")):  # chosen once (6.5.b)
            then = {"action": "ongoing", "subject": "it", "ongoing": cant["ongoing"]}
            return [{**lose, "then": [then], "it_follows": True}]
        return [lose, cant]  # "me", or every object of a group as each step happens

    def gainable_status(self, items: list[Token]) -> str:
        word = str(items[0]).lower()
        if word == "exhausted":  # exhausting is gaining Exhausted (7.3.13.a)
            return "exhaust"
        if word not in _GAINED:
            raise NotRead(str(items[0]), f"'can't gain {items[0]}': no effect gives it (2.4)")
        return f"gain_{word}"

    def gainable_keyword(self, items: list[Token]) -> str:
        raise keyword_not_refused(items[0])

    def gainable_boosts(self, _: list[Any]) -> str:
        return "gain_boosts"  # any atomic action giving boosts (2.5.1.a)

    def gainable_any_status(self, _: list[Any]) -> str:
        return GAIN_STATUS  # any status (2.4.1.a), exhausting too (7.3.13.a)

    # ------------------------------------------------------------- Expeditions (7.3.24)
    def facing_expedition_backward(self, _: list[Any]) -> Step:
        return {"action": "move_backwards", "subject": "the_expedition_facing_me"}

    def facing_me_qualifier(self, _: list[Any]) -> tuple[str, str]:
        """ "Characters facing me": in the Expedition facing mine (7.5.2, 7.3.1.e)."""
        return ("counted_only", "in the expedition facing me")

    # ------------------------------------------------------------- Deck positions (3.2.2)
    @v_args(meta=True)
    def owners_deck_place(self, meta: Meta, _: list[Any]) -> tuple[str, str]:
        """ "on top of / at the bottom of its owner's Deck": read by "Put [object] …" only
        (``counted_only``, as "in its owner's Mana zone")."""
        words = self._span(meta).lower().split()
        end = "on top of" if words[0] == "on" else "at the bottom of"
        return ("counted_only", f"{end} its owner's deck")

    @v_args(meta=True)
    def put_it_on_deck(self, meta: Meta, items: list[Any]) -> Step:
        """ "Put it on top of / at the bottom of your deck" (gram57): the card a step named,
        to the top / bottom of its owner's Deck (3.2.2.b, 7.3.27) — "your deck" is its
        owner's only for the card a step of yours saw there (``put_seen_on_deck``)."""
        position = "top" if self._span(meta).lower().split()[2] == "on" else "bottom"
        step = {"action": "put", "to": "deck", "position": position, "to_owner": True}
        return {**step, **_subject(items[0]), SEEN_ON_DECK: True}

    @v_args(meta=True)
    def put_me_on_deck(self, meta: Meta, _: list[Any]) -> Step:
        """ "Put me on top of / at the bottom of my owner's Deck"."""
        position = "top" if self._span(meta).lower().split()[2] == "on" else "bottom"
        step = {"action": "put", "to": "deck", "position": position, "to_owner": True}
        return {**step, "subject": "self"}

    @v_args(meta=True)
    def to_nth_position(self, meta: Meta, items: list[Any]) -> Step:
        """ "Send [object] to the third position (from the top) of its owner's Deck": the
        Nth card from the top (3.2.2.c; the top itself for the first; the bottom when the
        Deck has fewer cards above, 3.2.2.f)."""
        span = self._span(meta)
        if "owner's deck" not in span.lower():
            raise NotRead(
                "deck", "'your deck' for another's card is not read yet", "to_nth_position"
            )
        n = _ORDINALS[next(w for w in span.lower().split() if w in _ORDINALS)]
        verb = span.split()[0].lower()
        position: int | str = "top" if n == 1 else n
        obj = next(i for i in items if isinstance(i, Object))
        return {
            "action": verb,
            "to": "deck",
            "position": position,
            "to_owner": True,
            **_subject(obj),
        }

    def in_same_expedition_as_me(self, _: list[Any]) -> tuple[str, bool]:
        """ "in the same Expedition as me": in my Expedition (7.5.5.a)."""
        return ("in_my_expedition", True)

    # ------------------------------------------------------------- Expeditions (7.5.5.b)
    def only_character_cond(self, _: list[Any]) -> Condition:
        """ "I'm the only Character in my Expedition": no other Character is in it — the
        words the condition reader counts ("there are no other Characters in …")."""
        return Condition("there are no other characters in my expedition")

    # ------------------------------------------------------------- refused, with the rule
    def reroll_refused(self, _: list[Any]) -> Step:
        raise NotRead(
            "reroll",
            "'reroll' is no atomic action (7.3 has Roll a Die, 7.3.33.a); a roll is modified "
            "only as a passive ability allows (7.3.33.c) — how is the judge's call",
            "reroll_refused",
        )


def _split(rest: list[Any]) -> tuple[list[Any], str | None]:
    """The words before the duration and the duration (``None`` when none is printed)."""
    durations = ("this turn", "this Afternoon", "this Day", *END_POINTS)
    if rest and rest[-1] in durations:
        return rest[:-1], rest[-1]
    return rest, None


def _cant_for_a_time(obj: Object, actions: list[str], duration: str | None, rule: str) -> Step:
    """The Emblem-Ongoing step: ``actions`` impossible on the objects ``obj`` names."""
    if duration is None:
        raise NotRead(
            "can't",
            "a 'can't' an effect gives with no duration printed: only an Ongoing Emblem "
            "lasts past the effect, for its duration (2.2.15.b) — how long is the judge's call",
            rule,
        )
    subject = _subject(obj)
    named = str(subject["subject"])
    # a group the step names ("Characters in target Expedition can't gain boosts until the
    # end of the Day"): the Emblem's "can't" is bound to the group's objects as it is created,
    # as a keyword given for a time is (engine.pipeline.creation.bound_to_objects, 1.4.1.a)
    group = named in GROUPS_NAMED_AGAIN or named in _GROUPS_AS_THE_STEP_HAPPENS
    if named not in ("self", "it") and not named.startswith(("target_", "a_")) and not group:
        raise NotRead(
            "can't", "a 'can't' for a time on every object of a group is not read yet", rule
        )
    if set(subject) - {"subject", "filter", "up_to"}:
        raise NotRead("can't", "a 'can't' for a time on these objects is not read yet", rule)
    ongoing = {"duration": duration, "cant_be": list(dict.fromkeys(actions))}
    return {"action": "ongoing", **subject, "ongoing": ongoing}
