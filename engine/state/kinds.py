"""The kinds of abilities (1.2.4.c). The triggers the engine recognises are in
:mod:`engine.state.triggers`, the subjects effect steps act on in :mod:`engine.state.subjects`;
:mod:`engine.state.cards` re-exports every name.
"""

from __future__ import annotations

from enum import StrEnum


class AbilityKind(StrEnum):
    """The four types of abilities (1.2.4.c)."""

    QUICK_ACTION = "quick_action"
    REACTION = "reaction"
    PASSIVE = "passive"
    EFFECT = "effect"
