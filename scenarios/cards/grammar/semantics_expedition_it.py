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

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics_base import SemanticsBase, Step

_PLACEHOLDER = "_it_expedition"

_SUBJECTS = (
    ("my expedition", "my_expedition"),
    ("its expedition", "its_expedition"),
    ("your other expedition", "your_other_expedition"),
    ("your hero expedition", "your_hero_expedition"),
    ("your companion expedition", "your_companion_expedition"),
)
"""The Expedition phrases a condition starts with (7.5) and the subject each names."""

_EXPEDITION_WORDS = re.compile(r"\bexpeditions?\b")


class ExpeditionItSemantics(SemanticsBase):
    """ "It moves forward / backwards one region", "it Ascends": the step, its Expedition
    to be named by the condition before it."""

    def it_expedition_moves(self, items: list[Any]) -> Step:
        return {"action": f"move_{items[-1]}", "subject": "it", _PLACEHOLDER: True}

    def it_expedition_ascends(self, _: list[Any]) -> Step:
        return {"action": "ascend", "subject": "it", _PLACEHOLDER: True}


def named_by_condition(step: Step, condition: str) -> Step:
    """``step`` (and its "otherwise", 6.5.e) with the Expedition ``condition`` names as
    the subject of an "it" Expedition step; other steps unchanged."""
    subject = _condition_expedition(condition)
    if subject is None:
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
