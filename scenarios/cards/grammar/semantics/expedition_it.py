""" "It" an Expedition: "If my Expedition is behind, it moves forward one region", "If your
Hero Expedition is in {V}, it Ascends".

Only an Expedition moves forward or backwards (7.3.25.a, 7.3.24.a) or Ascends (7.3.3.a), so
"it" doing so is an Expedition, and the one the sentence names is the subject of the
condition said before the step (6.5.d): "my Expedition", "its Expedition", "your other
Expedition", "your Hero / Companion Expedition" (7.5, 1.2.3). The step is read with the
placeholder ``_it_expedition`` and given that Expedition as its condition is attached
(:func:`named_by_condition`); a condition naming no Expedition as its subject, or more than
one, leaves "it" unresolved and the ability by hand (:func:`no_expedition_it_left`).
"""

from __future__ import annotations

import re
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step
from scenarios.cards.grammar.semantics.object_filters import ALL_OF_PARTS

_PLACEHOLDER = "_it_expedition"

_SUBJECTS = (
    ("my expedition", "my_expedition"),
    ("its expedition", "its_expedition"),
    ("your other expedition", "your_other_expedition"),
    ("your hero expedition", "your_hero_expedition"),
    ("your companion expedition", "your_companion_expedition"),
)
"""The Expedition phrases a condition starts with (7.5) and the subject each names."""

_PLACES = {
    "my_expedition": ("in_my_expedition", True),
    "your_other_expedition": ("in_your_other_expedition", True),
    "your_hero_expedition": ("in_your_expedition", "hero"),
    "your_companion_expedition": ("in_your_expedition", "companion"),
    "the_expedition_facing_me": ("counted_only", "in the expedition facing me"),
}
"""The qualifier an object's place in each Expedition is said with ("in my Expedition")."""

_ONE_OF_YOURS: dict[str, tuple[str, Any]] = {
    "one_of_your_expeditions_ahead": ("in_expedition_ahead", True),
    "one_of_your_expeditions_behind": ("in_expedition_standing", "behind"),
    "one_of_your_expeditions_tied": ("in_expedition_standing", "tied"),
    "one_of_your_expeditions_in_contact": ("in_expedition_in_contact", True),
    **{
        f"one_of_your_expeditions_in_{terrain}": ("in_terrain", terrain)
        for terrain in lx.TERRAINS.values()
    },
}
"""A condition "one of your Expeditions is ahead / behind / tied / in {V}" (7.5.2.a-c,
7.5.8): it introduces the Expedition(s) of yours it found, and "in that Expedition" / "in it"
after it is in an Expedition of yours so standing or in that terrain (the one the condition
found; both, when both are) — the place a target's description says (6.5.b)."""
_ONE_OF_YOURS_SAID = re.compile(
    r"^one of your expeditions is (?P<s>ahead|behind|tied|in contact|in (?P<t>\{[vmo]\}))$"
)

_CONDITION = re.compile(r"\b(?:if|unless) (?P<cond>[^,:]+)[,:]")
_TRIGGER = re.compile(r"^(?:when|each time) (?P<said>[^\u2014]+)\u2014")
_EXPEDITION_EVENTS = re.compile(
    r"^(?P<who>my expedition|your hero expedition|your companion expedition) "
    r"(?:ascends|becomes in contact|moves forward|fails to move forward)\b"
)
"""Triggers whose event is one named Expedition's (6.3.i): "it" after them may be it."""

_EXPEDITION_WORDS = re.compile(r"\bexpeditions?\b")


class ExpeditionItSemantics(SemanticsBase):
    """ "It moves forward / backwards one region", "it Ascends": the step, its Expedition
    to be named by the condition before it; "in it", "in the Expedition facing it": an
    object's place in the Expedition the sentence named before (:func:`expedition_before`)."""

    @v_args(meta=True)
    def in_it_expedition(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        named = expedition_before(self.text, meta.start_pos)
        standing = _ONE_OF_YOURS.get(named or "")
        if standing is not None:
            # "If one of your Expeditions is ahead, each Character in it …": in the one(s)
            # of yours so standing (7.5.2.a-c; gram52) — the condition says which
            return (ALL_OF_PARTS, [("controller", "you"), standing])
        if named not in _PLACES:
            raise NotRead("in it", _NO_EXPEDITION, "in_it_expedition")
        return _PLACES[named]

    @v_args(meta=True)
    def in_expedition_facing_it(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        """ "in the Expedition facing it", "it" my Expedition: the one facing the
        Expedition I am in (1.2.3.c)."""
        if expedition_before(self.text, meta.start_pos) != "my_expedition":
            raise NotRead("facing it", _NO_EXPEDITION, "in_expedition_facing_it")
        return _PLACES["the_expedition_facing_me"]

    def it_expedition_moves(self, items: list[Any]) -> Step:
        return {"action": f"move_{items[-1]}", "subject": "it", _PLACEHOLDER: True}

    def it_expedition_ascends(self, _: list[Any]) -> Step:
        return {"action": "ascend", "subject": "it", _PLACEHOLDER: True}


_NO_EXPEDITION = "'it' names no one Expedition the condition or trigger before it speaks of"


def expedition_before(text: str, at: int) -> str | None:
    """The Expedition named before ``at`` in the same sentence: the subject of the last
    condition said there ("If my Expedition is ahead, …" / "…: …"), else — in the effect's
    first sentence — the Expedition whose event the trigger is ("When my Expedition Ascends
    —"); ``None`` when none is, or the phrase names several (ambiguous: by hand)."""
    head = text[:at].lower().replace("\u2019", "'")
    sentence = head[head.rfind(".") + 1 :]
    conditions = list(_CONDITION.finditer(sentence))
    if conditions:
        return _condition_expedition(conditions[-1]["cond"])
    if "." in head:
        return None
    trigger = _TRIGGER.match(head.strip())
    event = _EXPEDITION_EVENTS.match(trigger["said"].strip()) if trigger is not None else None
    return event["who"].replace(" ", "_") if event is not None else None


def named_by_condition(step: Step, condition: str) -> Step:
    """``step`` (and its "otherwise", 6.5.e) with the Expedition ``condition`` names as
    the subject of an "it" Expedition step; other steps unchanged."""
    subject = _condition_expedition(condition)
    if subject is None or subject in _ONE_OF_YOURS:  # which one moves: not said (by hand)
        return step
    out = _named(step, subject)
    if out.get("otherwise"):
        out["otherwise"] = [_named(s, subject) for s in out["otherwise"]]
    return out


def _named(step: Step, subject: str) -> Step:
    if not step.get(_PLACEHOLDER):
        return step
    return {k: v for k, v in step.items() if k != _PLACEHOLDER} | {"subject": subject}


def _condition_expedition(condition: str) -> str | None:
    """The subject of ``condition`` when it is one Expedition and the condition names no
    other ("if there are two regions between your Hero Expedition and your Companion
    Expedition": two, ambiguous)."""
    said = condition.lower().removeprefix("unless ").strip()
    if len(_EXPEDITION_WORDS.findall(said)) != 1:
        return None
    if said.startswith("the expedition facing me "):
        return "the_expedition_facing_me"
    standing = _ONE_OF_YOURS_SAID.match(said)
    if standing is not None:  # "one of your Expeditions is ahead": "in it" only (7.5.2)
        if standing["t"]:  # "… is in {V}": in that terrain (7.5.8)
            return f"one_of_your_expeditions_in_{lx.TERRAINS[standing['t']]}"
        return f"one_of_your_expeditions_{standing['s'].replace(' ', '_')}"
    for words, subject in _SUBJECTS:
        if said.startswith(words + " "):
            return subject
    return None


def no_expedition_it_left(found: Any) -> None:
    """Refuse a reading where an "it" Expedition step got no Expedition (no condition
    before it names one): what "it" is, the judge says."""
    if isinstance(found, dict):
        if found.get(_PLACEHOLDER):
            raise NotRead(
                "it",
                "'it' moving or Ascending names no Expedition the condition before it speaks of",
                "it_expedition_moves",
            )
        for value in found.values():
            no_expedition_it_left(value)
    elif isinstance(found, list):
        for value in found:
            no_expedition_it_left(value)
