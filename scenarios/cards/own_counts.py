"""What "per / for each [counted]" counts when the count is each subject's own (6.5.i;
issue 30, gram73): "Each other Character you control gains 1 boost per Ember counter it has"
counts on each Character the step gives boosts to; "Each opponent draws a card for each
Landmark they control" counts for each opponent who draws. Read in the ``per`` slot of a step
only, and only where the engine proposes the step once per object or player
(engine.pipeline.own_counts): anywhere else the count is refused by name, never read as one
count for all (which is what "you control" would mean).
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine import ActionKind, Subject
from engine.state.cards import Condition
from engine.state.conditions import ConditionKind, Counted, Whose
from engine.state.enums import BOOST
from scenarios.cards.errors import NotExecutable

_ITS_COUNTERS = re.compile(
    r"(?:the number of )?(?:(?P<name>[a-z]+) counters?|boosts?) (?:it has|on it)"
)
_THEY_CONTROL = re.compile(
    r"(?:the number of )?(?P<what>.+?) they control(?P<rest> (?:with|without|that) .+)?"
)
"""ie39: "… they control [with an Ember counter / that is Asleep]" — the qualifier after it
said as after "you control"; one that speaks of another player or object is refused below."""
_NOT_THEIRS = re.compile(r"\b(?:you|your|i|me|my|it|its|they|their|them)\b")
_IN_THEIR_ZONE = re.compile(
    r"(?:the number of )?(?P<what>.+) in their (?P<zone>reserve|hand|discard pile|deck)"
)
_COUNTED_GAINS = frozenset({ActionKind.GIVE_BOOST, ActionKind.GAIN_COUNTERS})
"""Steps proposed once per object whose amount is a number of counters (7.3.15, 7.3.17)."""
_PLAYERS_COUNTED = frozenset({ActionKind.DRAW})
"""Steps acting on players whose amount is counted per player (7.3.9 draw X)."""
_PLAYER_GROUPS = frozenset(
    {Subject.EACH_PLAYER, Subject.OPPONENT, Subject.TARGET_OPPONENT, Subject.TARGET_PLAYER}
)
_PLAYERS_DO = frozenset({"each_player", "each_opponent", "target_opponent", "target_player"})
"""The players a step says do it each in turn (the card format's ``players_do``)."""
_PER_PLAYER = frozenset(
    {
        Counted.YOU_CONTROL,
        Counted.YOUR_LANDMARKS,
        Counted.YOUR_RESERVE,
        Counted.YOUR_HAND,
        Counted.YOUR_DISCARD,
        Counted.YOUR_DECK,
        Counted.YOUR_MANA,
    }
)
"""Counts of one player's own objects, which "they" / "their" makes each player's."""


def own_count(
    text: str, kind: ActionKind, subject: Subject | None, players_do: str | None = None
) -> Condition | None:
    """The count of "[N] per [``text``]" when it is each subject's own ("Ember counter it
    has", "Landmark they control", "card in their Reserve"); ``None`` when ``text`` is no
    such count. Said of a step the engine cannot count so, it is refused by name."""
    from scenarios.cards import vocabulary as v  # it reads the count words

    key = " ".join(text.strip().rstrip(".").lower().split())
    m = _ITS_COUNTERS.fullmatch(key)
    if m is not None:
        if kind not in _COUNTED_GAINS or subject is Subject.SELF:
            raise NotExecutable(f"counting '{text}' on each object is not supported for this step")
        counter = m["name"].capitalize() if m["name"] else BOOST
        return Condition(
            ConditionKind.COUNT, counted=Counted.ITS_OWN_COUNTERS, counter=counter, text=text
        )
    m = _THEY_CONTROL.fullmatch(key)
    z = _IN_THEIR_ZONE.fullmatch(key) if m is None else None
    if m is None and z is None:
        return None
    rest = (m["rest"] or "") if m else ""
    if _NOT_THEIRS.search(rest):  # "… they control with more boosts than me": not read
        return None
    mine = v.count_of(f"{m['what']} you control{rest}" if m else f"{z['what']} in your {z['zone']}")  # type: ignore[index]
    if mine is None or mine.counted not in _PER_PLAYER or mine.whose or mine.beyond:
        return None
    # "Each opponent draws a card for each card in their Reserve": each player draws as "you"
    # (``players_do``, 1.4.7.b), the count theirs as they do it
    mine_said = subject in (None, Subject.CONTROLLER)
    theirs = subject in _PLAYER_GROUPS or (mine_said and players_do in _PLAYERS_DO)
    if kind not in _PLAYERS_COUNTED or not theirs:
        raise NotExecutable(f"counting '{text}' for each player is not supported for this step")
    return replace(mine, whose=Whose.THEIR_OWN, text=text)
