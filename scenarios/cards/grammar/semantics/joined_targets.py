"""Several targets in one step (issue 30, g2): "Target Character and target Permanent each
gain 1 boost", "Exhaust target Character you control and another target Character",
"Return target Character and target Permanent to their owners' hands".

6.5.b: before the step the controller chooses a suitable object for each target, each object
only once per step — the second target is never the first, "another" printed or not; 6.1.e:
the atomic action happens for each object. The reading is the step on the first target, then
(``it_follows``: whatever the first did, as when no first target was found, 6.5.b "does
nothing") the same step on the second, ``other_than_it``: not the object chosen first.

Refused with the judge's reason: a first object that is no single target ("up to two target
Characters and target Permanent", "I", "each Character"), a step with anything the second
target's copy would say again or not at all ("you may", "then", amounts chosen, costs), and
"them" after such a step (semantics/them_objects.py: two objects named back at once)."""

from __future__ import annotations

from copy import deepcopy
from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import Step
from scenarios.cards.grammar.semantics.more_amounts import More
from scenarios.cards.grammar.tree import Description, Object

JOINED = "_g2_joined_target"
"""Mark of a step said of two targets (the second's subject), split by :func:`split_joined`."""

_RULE = "g2_joined_targets"
_STEP_KEYS = frozenset(
    {"action", "amount", "subject", "filter", "to", "ongoing", "counter", "status"}
)
"""What a step said of two targets may say besides its subject: each said again of the
second (an amount, a destination, a keyword for a time, a kind of counter)."""
_SUBJECT_KEYS = frozenset({"subject", "filter"})
_PLAYER_TARGETS = frozenset({"target_opponent", "target_player"})


class JoinedTargetSemantics:
    """ "[target] and [another] target [object] (each)": one object phrase, two targets."""

    @v_args(meta=True)
    def g2_joined_targets(self, meta: Meta, items: list[Any]) -> Object:
        first, second = items[0], items[-1]
        if not isinstance(second, Description) or not isinstance(first, Object):
            raise NotRead("and", "these two objects in one step are not read yet", _RULE)
        single = first.kind == "target" and not (
            first.up_to or first.count or first.any_number or first.and_me or first.plural
        )
        if not single or first.joined is not None:
            raise NotRead(
                "and target",
                "a second target after this object is read by hand: only two single targets "
                "in one step are read (6.5.b)",
                _RULE,
            )
        if second.plural:
            raise NotRead("and target", "several objects as a second target are not read", _RULE)
        return Object(first.kind, first.description, first.another, joined=Object("target", second))


def split_joined(steps: list[Step]) -> list[Step]:
    """Each step said of two targets made the first target's step, then the same step on the
    second target, never the first (6.5.b, 6.1.e) — whatever the first step did."""
    out: list[Step] = []
    targeted = False
    for step in steps:
        _another_after_target(step, targeted)
        targeted = targeted or _object_target(step)
        second = step.pop(JOINED, None)
        if second is None:
            out.append(_checked_then(step))
            continue
        if "then" in step:
            raise NotRead(
                "and target",
                "a word naming back the objects of a step said of two targets is read by "
                "hand: which of the two it names is not said (6.5.b)",
                _RULE,
            )
        if set(step) - _STEP_KEYS or set(second) - _SUBJECT_KEYS:
            raise NotRead(
                "and target",
                "this step said of two targets is read by hand: what it says besides its "
                "objects is not said again for the second (6.5.b)",
                _RULE,
            )
        again = {k: deepcopy(v) for k, v in step.items() if k not in _SUBJECT_KEYS}
        flt = {**second.get("filter", {}), "other_than_it": True}
        flt.pop("another", None)  # "another target": not the first (6.5.b), said as such
        out.append({**step, "it_follows": True, "then": [{**again, **second, "filter": flt}]})
    return out


def _checked_then(step: Step) -> Step:
    """A step whose follow-ups may say two targets (inside "If you do, …")."""
    for key in ("then", "if_not_done", "otherwise"):
        if isinstance(step.get(key), list):
            step[key] = split_joined(step[key])
    return step


def _object_target(step: Step) -> bool:
    """Whether ``step`` chooses an object as a target (6.5.b) — not a player."""
    subject = str(step.get("subject", ""))
    return subject.startswith("target_") and subject not in _PLAYER_TARGETS


def _another_after_target(step: Step, targeted: bool) -> None:
    """ "Exhaust target Character. Another target Character gains 1 boost.": refused — a
    later step may choose the same target again (6.5.b), and "another" there says not the
    object chosen first, or not me (7.2.1.a): which one the card does not say."""
    flt = step.get("filter")
    if isinstance(step.get("amount"), More):
        return  # "Another target Character gains 1 more boost": "more" refused (6.5.i)
    if targeted and _object_target(step) and isinstance(flt, dict) and flt.get("another"):
        raise NotRead(
            "another target",
            "'another target' after a step that chose a target is read by hand: not the "
            "object chosen first (6.5.b) or not me (7.2.1.a), the card does not say which",
            _RULE,
        )


def judged_refusal(stop: NotRead | None) -> bool:
    """Whether the grammar's refusal ``stop`` is this section's judgement on what the card
    means ("another target" after a first target, which object "them" names): the printed
    reader keeps it rather than reading the words by its patterns (precision first)."""
    from scenarios.cards.grammar.semantics.each_its_own import EACH_ITS_OWN

    # also: a count whose step names the counted object ("… in its Expedition", 6.5.i);
    # gm: "either / both / neither of them …" after one object or objects moved (6.5.b, 1.4.4.a)
    return stop is not None and stop.rule in (
        _RULE,
        EACH_ITS_OWN,
        "any_of_them_counters_cond",
        "gm_put_in_expedition",
        # gu: a sacrifice outside play (7.3.36.a); "the Expedition with the most …" (no tie rule)
        "gu_sacrifice_outside_play",
        "gk_expedition_with_most",
        "gu_expedition_with_most_place",
        "gu_former_not_after_leaving",
        # gx: a union of groups whose words' scope is not printed, or across zones (6.1.g);
        # a targeted player's group said with another player (6.5.b)
        "gx_union_groups",
        "gx_target_players_group",
        # ib: a quick action's cost spending from a target or a group (6.5.b, 1.2.5.a)
        "ib_spend_from_cost",
    )
