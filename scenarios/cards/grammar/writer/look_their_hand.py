"""ib40 (session 40): the writer's words for a look at another player's hand — "Look at target
opponent's hand." alone or followed by "Choose a Spell from it. They discard it." — as
semantics/look_their_hand.py reads it (the effect's controller's look at the targeted
opponent's Hand, 3.1.3.f; the choice among the cards seen written as after a reveal)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.revealed_choice import revealed_choice_sentences

Step = dict[str, Any]

_LOOK = "Look at target opponent's hand"


def look_sentences(step: Step, sentence: Callable[[Step], str]) -> list[str] | None:
    """The sentences of such a look, or ``None`` for another step."""
    if step.get("action") != "look" or step.get("subject") != "cards_in_target_opponents_hand":
        return None
    if set(step) - {"action", "subject", "then"}:
        return None
    if not step.get("then"):
        return [_LOOK]
    # the choice after it is written as the one after a reveal of that hand (ib39)
    shown = {
        **step,
        "action": "reveal",
        "subject": "cards_in_your_hand",
        "players_do": "target_opponent",
        "follow_ups_yours": True,
    }
    written = revealed_choice_sentences(shown, sentence)
    return None if written is None else [_LOOK, *written[1:]]


def look_words(step: Step) -> str | None:
    """The clause of a look at target opponent's hand with nothing after it ("If …, look at
    …", "You may look at …": the condition and "may" written around it), else ``None``."""
    if step.get("subject") != "cards_in_target_opponents_hand":
        return None
    return _LOOK
