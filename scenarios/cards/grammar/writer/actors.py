"""The writer's words for the actor slot (gram43, issue 30): a choice another player makes
among their own, then the effect's controller's step on what they chose — "Target opponent
chooses a card in their Reserve. Exhaust it." (6.1.h, 1.4.7.c), optionally behind "You may
pay {N}:" (6.5.f) — as semantics/players_named.py reads it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_CHOOSERS = {
    "each_player": "Each player",
    "each_opponent": "Each opponent",
    "target_opponent": "Target opponent",
    "target_player": "Target player",
}
"""The players the actor slot names, as the subject of "chooses" (1.2.6, 6.5.b)."""

_CHOSEN = (
    ("a_character_or_permanent_{p}_controls", "a Character or Permanent they control"),
    ("a_character_{p}_controls", "a Character they control"),
    ("a_card_from_{p}s_reserve", "a card in their Reserve"),
    ("a_card_from_{p}s_hand", "a card from their hand"),
    # ib39: the effect's controller's objects, chosen by the players named (6.1.g)
    ("a_character_or_permanent_you_control_{p}_chooses", "a Character or Permanent you control"),
    ("a_character_you_control_{p}_chooses", "a Character you control"),
    ("a_card_from_your_reserve_{p}_chooses", "a card in your Reserve"),
)
"""The engine's subject of each such choice and the words of the object chosen (6.1.h)."""


def their_choice(subject: str) -> tuple[str, str] | None:
    """(who chooses, what they choose) for ``subject``; ``None``: no choice of theirs."""
    for players, who in _CHOOSERS.items():
        for pattern, chosen in _CHOSEN:
            if subject == pattern.format(p=players):
                return who, chosen
    return None


def their_choice_sentences(step: Step, sentences: Callable[[Step], list[str]]) -> list[str] | None:
    """ "[Players] chooses [object]. [Step] it.": the step the effect's controller does on
    the object another player chose (``effect_controller_does``); ``None`` for another
    step."""
    if not step.get("effect_controller_does"):
        return None
    found = their_choice(str(step.get("subject", "")))
    if found is None or step.get("filter"):
        return None
    who, chosen = found
    acted = {
        k: v
        for k, v in step.items()
        if k not in ("effect_controller_does", "subject", "may", "pay")
    }
    choice = f"{who} chooses {chosen}"
    if step.get("may") and "pay" in step:  # "You may pay {N}:" before the choice (6.5.f)
        choice = f"You may pay {{{step['pay']}}}: {choice}"
    elif step.get("may") or "pay" in step:
        return None
    return [choice, *sentences({**acted, "subject": "it"})]
