"""A step's condition that names a target: "If you have less cards in Reserve than target
opponent, draw a card", "If target opponent has more Mana Orbs than you: [Sabotage]".

"Target opponent" is a target (1.2.6.c): the controller of the effect must choose that player
before the step resolves (6.5.b), and the condition is then evaluated against them, just
before the step would happen (6.5.d). The player is a target of the step without being what
it acts on — the card is drawn by "you", Sabotage's card is its own target (7.3.35.a) — so the
step keeps its own subject and targets, and the engine asks the condition's target first, in
a decision of its own (``engine.steps.condition_targets``).

A step that names a target player itself beside the condition's ("If target opponent has
more cards in Reserve than you: target opponent discards a card") is not read: whether the
two are one player is not said, and a player is chosen only once per step as a target (6.5.b)
— precision first, the judge resolves it.
"""

from __future__ import annotations

from dataclasses import replace

from engine.state.cards import EffectStep, Subject
from scenarios.cards.errors import NotExecutable

_PLAYER_TARGET_WORDS = ("target_opponent", "target_player")
"""What a subject naming a target player says: "target opponent discards a card from their
hand", "each Character controlled by target player", "target opponent's Companion
Expedition" (6.5.b)."""


def names_target_player(one: EffectStep) -> bool:
    """Whether ``one`` itself targets a player (its subject, what it counts, who does it)."""
    subject = one.subject.value if one.subject is not None else ""
    return (
        any(w in subject for w in _PLAYER_TARGET_WORDS)
        or one.target_player is not None
        or one.opponent_does
    )


def condition_target(one: EffectStep) -> EffectStep:
    """``one`` with the opponent its condition names as a target (6.5.b), or unchanged when
    its condition names no target; :class:`NotExecutable` when the step targets a player
    itself too (see the module doc)."""
    c = one.condition
    if c is None or not c.against_target:
        return one
    if names_target_player(one):
        raise NotExecutable(
            f"condition 'if {c.text}' names target opponent, and the step targets a player "
            "too: whether they are one player is not said, and a player is chosen only once "
            "per step as a target (6.5.b) — not supported yet"
        )
    return replace(one, target_player=Subject.TARGET_OPPONENT)
