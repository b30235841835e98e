"""The rules of the replacing modifiers that made an atomic action, kept when that action
turns out impossible (cite17, issue 31).

A replacing modifier changes what an atomic action does (6.2.b): "If I would gain Asleep, I
gain Anchored instead". When the new action is impossible — the object already has
Anchored (2.4.1.f, 7.3.16.b) — it is dropped and nothing happens, but the replacement still
applied: the action it replaced did not happen either and is no event (6.2.m). The line says
so, so it cites the modifier rules the action carries, as it does when the new action
changes something.
"""

from __future__ import annotations

from engine.state.steps import AtomicAction

_MODIFIER_RULES = "6.2."
"""The rules of modifiers (6.2): the ones a replaced atomic action carries from its
replacement (6.2.b, 6.2.k, 6.2.m...)."""


def replacement_rules(action: AtomicAction) -> tuple[str, ...]:
    """The modifier rules (those of 6.2) ``action`` carries from the replacing modifiers that
    made it; ``()`` for an action no modifier changed."""
    if not action.modifiers:
        return ()
    return tuple(r for r in action.rules if r.startswith(_MODIFIER_RULES))
