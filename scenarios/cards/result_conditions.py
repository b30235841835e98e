"""Conditions comparing a cost with a die's result: "If its Hand Cost is equal to the die's
result" (*The Wayfarer*: the card revealed, 7.3.33.a).

"Its" is what the trigger names (6.3.i) — its printed Hand or Reserve Cost (2.2.7, 2.2.8);
"the die's result" / "the result" is the roll noted in the step that activated the Reaction,
filled in as it activates. Read: "is equal to", "equals", "is less than or equal to", "is
greater than or equal to", "is less than", "is greater than", "is not equal to". Anything
else is not read (``None``), so the compiler reports it.
"""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, EffectStep
from scenarios.cards.errors import NotExecutable

_COMPARED = re.compile(
    r"^its (?P<cost>hand|reserve) cost (?P<how>is equal to|equals|is not equal to"
    r"|is less than or equal to|is greater than or equal to|is less than|is greater than) "
    r"the (?:die's )?result$"
)
_RANGES: dict[str, tuple[int | None, int | None, bool]] = {
    "is equal to": (0, 0, False),
    "equals": (0, 0, False),
    "is not equal to": (0, 0, True),
    "is less than or equal to": (None, 0, False),
    "is greater than or equal to": (0, None, False),
    "is less than": (None, -1, False),
    "is greater than": (1, None, False),
}
"""Each comparison as the range of (cost - result), and whether it is negated."""


def cost_vs_result(key: str, text: str) -> Condition | None:
    """The condition ``key`` (lower-cased) if it compares "its" cost with the die's result."""
    m = _COMPARED.match(key)
    if m is None:
        return None
    low, high, negated = _RANGES[m["how"]]
    return Condition(
        ConditionKind.ITS_COST_VS_RESULT,
        counted=m["cost"],
        at_least=low,
        at_most=high,
        negated=negated,
        text=text,
    )


_RESULT_KINDS = (ConditionKind.DIE_RESULT, ConditionKind.ITS_COST_VS_RESULT)


def no_unnoted_result(
    conditions: tuple[Condition | None, ...], effect: tuple[EffectStep, ...]
) -> None:
    """Refuse "the die's result" where no roll notes one (7.3.33.a): a result is noted for a
    Reaction activated by a roll ("When you roll one or more dice"), for the results of a
    roll ("On a 4+, …") and for what a roll's "this way" Reactions do — anywhere else the
    condition would silently never hold, a reading that runs but does other than the text
    (precision first). ``conditions``: the Reaction's or quick action's own; ``effect``: its
    steps, their follow-ups included (not the results and "this way" Reactions a roll
    fills in)."""
    named = [c for c in conditions if c is not None and c.kind in _RESULT_KINDS]
    named += [c for step in effect for c in _result_conditions(step)]
    if named:
        words = f"'if {named[0].text}'" if named[0].text else "'the die's result'"
        raise NotExecutable(
            f"{words} names no roll that notes a result: a die's result is read in the "
            'roll\'s own lines ("Roll a die: ● On a 1-3: …", 7.3.33.a), not in a sentence '
            "after it"
        )


def _result_conditions(step: EffectStep) -> list[Condition]:
    """The conditions naming a die's result no roll fills in, in ``step`` and its follow-ups."""
    c = step.condition
    found = [c] if c is not None and c.kind in _RESULT_KINDS and c.result is None else []
    inner = (*step.then, *step.otherwise, *step.also, *step.if_cant, *step.if_not_done)
    inner = (*inner, *step.chosen_instead)
    for s in (*inner, *(s for mode in step.modes for s in mode.steps)):
        found += _result_conditions(s)
    return found
