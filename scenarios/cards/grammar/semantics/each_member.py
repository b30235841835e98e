"""hc (issue 30, session 37): a follow-up said of "they" after a step on several targets,
judged for each target — "Up to two target Characters each lose all their boosts. If they
had an Ember counter, they gain [[Asleep]]".

The step before is a separate atomic action for each target (6.1.e); "If they had …, they
gain …" is the condition of the follow-up evaluated just before it (6.5.d), said of each
target on its own — "they" are the targets for which it holds, each looked at as it was just
before the step changed it (6.3.k; as it last was if it left, 2.1.h). The lexer reads the
condition as said of "it" (``grammar/they_each_words.py``, the printed words kept); here the
follow-up is checked and marked ``each_member`` (the engine does it once per target,
``engine/steps/each_member.py``).

Refused with a judge's reason: a follow-up that does not act on "them" ("If they had a
boost, draw a card": once, or once per target that had one, is not said), one with
"otherwise", and a "they" condition after one target or a group not targeted.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.each_member_words import said_of_each
from scenarios.cards.grammar.parser import NotRead

EACH_MEMBER = "each_member"
"""The rule a refusal names (the judgement of this module)."""


def _several_targets(step: dict[str, Any]) -> bool:
    """Whether ``step`` chooses several target objects (6.5.b): "up to two / two target
    Characters"."""
    subject = str(step.get("subject", ""))
    if not subject.startswith("target_") or subject in ("target_opponent", "target_player"):
        return False
    many = max(int(step.get("up_to") or 0), int(step.get("targets") or 0))
    return many >= 2


def _they_said(step: Any) -> bool:
    return isinstance(step, dict) and said_of_each(str(step.get("if", ""))) is not None


def each_member_follow_ups(found: Any) -> None:
    """Mark (or refuse) every follow-up whose condition is said of "they" after a step on
    several targets (the module docstring)."""
    if isinstance(found, list):
        for k, step in enumerate(found):
            if k and _they_said(step) and _several_targets(found[k - 1]):
                said = step["if"]
                raise NotRead(
                    said,
                    f"'if {said}' is read by hand: the step it governs does not act on them, "
                    "so whether it happens once or once for each target for which it holds "
                    "is not said (6.5.d, 6.1.e)",
                    EACH_MEMBER,
                )
            each_member_follow_ups(step)
        return
    if not isinstance(found, dict):
        return
    then = found.get("then")
    if isinstance(then, list) and _several_targets(found):
        for follow in then:
            if _they_said(follow):
                _mark(follow)
    for value in found.values():
        each_member_follow_ups(value)


def _mark(follow: dict[str, Any]) -> None:
    """``follow`` done once per target, its condition said of that one — when it acts on
    "them" (the targets for which it holds) and says no "otherwise"."""
    said = follow["if"]
    if follow.get("subject") != "it":
        raise NotRead(
            said,
            f"'if {said}' is read by hand: the step it governs does not act on them, so "
            "whether it happens once or once for each target for which it holds is not said "
            "(6.5.d, 6.1.e)",
            EACH_MEMBER,
        )
    if follow.get("otherwise") or follow.get("also"):
        raise NotRead(
            said,
            f"'if {said}' with an 'otherwise' is read by hand: which targets the other step "
            "acts on is not said (6.5.e)",
            EACH_MEMBER,
        )
    follow[EACH_MEMBER] = True
