"""ie39 (issue 30, session 39): "they" / "their" in the count of a step a targeted opponent
does — "Target opponent discards a card from their hand for each Character they control with
an Ember counter", "Target opponent sacrifices a Character for each card in their Reserve".

The player the step names does the step (1.4.7.b) and "they" / "their" after it is that
player: the count is what the targeted opponent controls / has in their zone, counted as the
step begins (6.5.i) — before the step's instances choose their target (6.5.b), so it is
counted as "an opponent controls" / "in an opponent's Reserve" counts: in a two-player game
(the engine's) the targeted opponent is THE opponent (1.2.1.b). The printed words stay the
count's text. Said of any other subject ("Each opponent discards … for each … they control":
each their own count, which the engine does not count per player for a chosen step), the
count is refused by name.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.state.cards import Condition, Subject

_THEY_CONTROL = re.compile(r"\bthey control\b")
_THEIR_ZONE = re.compile(r"\bin their (?P<zone>reserve|hand)\b")
_THEIRS = re.compile(r"\b(?:they|their|them)\b")

TARGET_OPPONENT_DOES = frozenset(s for s in Subject if "target_opponent" in s.value)
"""The steps a targeted opponent does, choosing their own object ("Target opponent discards a
card from their hand", "… sacrifices a Character", 1.4.7.b)."""


def says_theirs(text: str) -> bool:
    """Whether a count says "they" / "their"."""
    return _THEIRS.search(text.lower()) is not None


def said_of_target_opponent(text: str) -> str | None:
    """``text`` with "they control" / "in their Reserve / hand" said of the targeted opponent
    ("an opponent controls", "in an opponent's reserve": the one opponent, 1.2.1.b); ``None``
    when it says
    "they" / "their" otherwise, or not at all."""
    key = " ".join(text.strip().rstrip(".").lower().split())
    said = _THEIR_ZONE.sub(
        r"in an opponent's \g<zone>", _THEY_CONTROL.sub("an opponent controls", key)
    )
    return said if said != key and not _THEIRS.search(said) else None


def their_count(text: str, subject: Subject | None) -> Condition | None:
    """What the count ``text`` of a step on ``subject`` counts when it says "they" / "their"
    of the targeted opponent doing the step; ``None`` when the words do not say so or the
    subject is no targeted opponent's."""
    from scenarios.cards.condition_texts import count_of

    if subject not in TARGET_OPPONENT_DOES:
        return None
    said = said_of_target_opponent(text)
    counted = count_of(said) if said is not None else None
    return replace(counted, text=text) if counted is not None else None


def targeted_as_the_opponent(counted: Condition, subject: Subject | None) -> Condition:
    """A count of "target opponent controls" / "target opponent's Reserve / hand" as the X of
    a step a targeted opponent does: counted as the step begins, before its instances target
    (6.5.i, 6.5.b) — so as the opponent's, the one opponent of a two-player game (1.2.1.b).
    Read before ie39 as the targeted player's, with none chosen yet it counted 0."""
    from engine.state.conditions import Counted, Whose

    if subject not in TARGET_OPPONENT_DOES:
        return counted
    if counted.counted == Counted.TARGET_PLAYER_CONTROLS:
        return replace(counted, counted=Counted.OPPONENT_CONTROLS)
    zones = {
        Counted.TARGET_OPPONENTS_RESERVE: Counted.YOUR_RESERVE,
        Counted.TARGET_OPPONENTS_HAND: Counted.YOUR_HAND,
    }
    if counted.counted in zones and not counted.whose:
        return replace(counted, counted=zones[counted.counted], whose=Whose.OPPONENT)
    return counted


__all__ = [
    "TARGET_OPPONENT_DOES",
    "said_of_target_opponent",
    "says_theirs",
    "targeted_as_the_opponent",
    "their_count",
]
