"""Why a step has nothing to act on, said again on each later line of it (issue 31).

A step's "nothing" is decided where its objects are found: a choice with no option (6.1.g;
a sacrifice with nothing in play its player controls, 7.3.36.a; an option a "can't" keeps
out, 1.4.1.a), a target not chosen (6.5.b; a Tough cost declined, 7.4.7.d; a Sabotage of
none, 7.3.35.a), a group with no object (6.1.e: an atomic action for each object — none),
the top card of an empty Deck (3.2.2.d). The step's later lines ("Gift of Self: no
object", "Gift of Self would sacrifice: nothing happens") say the part is ignored (6.5.h);
each cites the same reason, carried on the step as its ``rules`` (cited on its lines), so
no "nothing happens" is said with 6.5.h alone — *that* the part is ignored, not *why*.
"""

from __future__ import annotations

from engine.state.records import replace
from engine.state.steps import Step


def has_none(step: Step) -> bool:
    """Whether ``step`` is left with nothing chosen or found and nobody left to choose."""
    return not (step.choosers or step.objects or step.chosen)


def carry_none(step: Step, rules: tuple[str, ...]) -> Step:
    """``step`` carrying ``rules``, the reason it has nothing to act on, when it has none
    (:func:`has_none`); as it is otherwise (a player with nothing to choose among several
    choosers is said on their own line only)."""
    if not has_none(step):
        return step
    return replace(step, rules=tuple(dict.fromkeys((*step.rules, *rules))))
