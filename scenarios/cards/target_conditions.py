"""A step's condition that names a target: "If you have less cards in Reserve than target
opponent, draw a card".

"Target opponent" is a target (1.2.6.c): the controller of the effect chooses that player
before the step resolves (6.5.b), and the condition is then evaluated against them, just
before the step would happen (6.5.d). The player is the step's target without being what it
acts on — the card is drawn by "you" — so the step keeps its own subject, and the engine
fills the condition's ``player`` with the choice (``engine.steps.subject_targets.with_target``).
"""

from __future__ import annotations

from dataclasses import replace

from engine.state.cards import TARGET_SUBJECTS, EffectStep, Subject
from engine.state.kinds import OBJECT_TARGET_SUBJECTS
from scenarios.cards.errors import NotExecutable


def condition_target(one: EffectStep) -> EffectStep:
    """``one`` targeting the opponent its condition compares with (6.5.b), or unchanged
    when its condition names no target. A step targeting one object ("If you have less cards
    in Reserve than target opponent: target Character gains Fleeting") chooses its object,
    then the opponent — both targets of the step, chosen before it resolves (6.5.b), then the
    condition is evaluated against that opponent (6.5.d). A step that targets a player, or a
    player for a count, or several objects, is not read: which opponent is which is not said."""
    c = one.condition
    if c is None or not c.against_target:
        return one
    one_object = one.subject in OBJECT_TARGET_SUBJECTS and one.targets <= 1 and not one.any_number
    if one.target_player is not None or (one.subject in TARGET_SUBJECTS and not one_object):
        raise NotExecutable(
            f"condition 'if {c.text}' targets a player beside the step's own target: "
            "not supported yet"
        )
    return replace(one, target_player=Subject.TARGET_OPPONENT)
