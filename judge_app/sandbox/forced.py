"""A decision with one legal answer, made without a question (hd).

The rules give an effect's decisions to a player (6.1.g; a target to the effect's controller,
6.5.b; the modes, 6.5.g), and an option that is impossible cannot be chosen (6.1.g). When a
mandatory decision of an effect has exactly ONE legal answer — one suitable target, one mode
left, one object to choose — that player must choose it: asking would be a needless question.
The sandbox makes it for them and its line says so, with the rule that makes the choice
mandatory. Never for a "may" (6.5.c: yes or no is two answers), nor for "up to" / "any number"
(choosing none is an answer, 6.5.b), nor for a turn or a cost of playing a card (the player
may play something else or pass, 4.2.3.d, 5.1.2.c), nor for a die (7.3.33.a). Pure Python.
"""

from __future__ import annotations

from engine import Decision, DecisionKind
from engine.why.icon_words import icons_said

_MANDATORY: dict[str, tuple[str, ...]] = {
    DecisionKind.TARGET: ("6.5.b",),  # "must choose a suitable object … for each target"
    DecisionKind.CHOOSE_MODE: ("6.5.g", "6.1.g"),  # "must choose X modes"; none impossible
    DecisionKind.CHOOSE: ("6.1.g",),  # an effect's choice of objects
    DecisionKind.CHOOSE_STATUS: ("6.1.g",),
    DecisionKind.CHOOSE_COUNTER: ("7.3.4.a",),  # which counter Augment adds to
}
"""The decision kinds of an effect whose one legal answer the player must give, with the
rule that makes the decision mandatory."""


def forced_answer(decision: Decision | None) -> tuple[str, tuple[str, ...]] | None:
    """``(option id, rules)`` when ``decision`` is a mandatory decision of an effect with
    exactly one legal answer; ``None`` when the player has a real choice (or a "may")."""
    if decision is None or decision.kind not in _MANDATORY:
        return None
    if len(decision.options) != 1 or decision.min_choices != 1 or decision.max_choices != 1:
        return None
    rules = tuple(dict.fromkeys((*_MANDATORY[decision.kind], *decision.rules)))
    return decision.options[0].id, rules


def forced_words(decision: Decision) -> str:
    """The line of an answer the sandbox gave: who, what, and that nothing else was legal."""
    label = icons_said(decision.options[0].label)
    return (
        f"{decision.player} has one legal answer, {label}: it is chosen for them, no "
        "question asked (the only option left)"
    )
