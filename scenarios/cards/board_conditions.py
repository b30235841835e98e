"""Conditions on the board a new set may print, read by :func:`scenarios.cards.vocabulary.
condition_of` after the others:

* "my Expedition is ahead / behind / tied" — the bearer's Expedition compared with the one
  facing it (7.5.2.a-c; all tied during tiebreakers, 7.5.2.d);
* "my Expedition moved forward this Day" — its counter moved forward since the Day began
  (7.3.25.a, 4.1), by Progress or by an effect;
* "you have no cards in your hand / in Reserve" — the controller's own zone is empty
  (a count of at most 0);
* "an opponent controls three or more Characters" — the objects in play the other player
  of a two-player game controls (1.2.1.b, 1.2.2), read as "you control [...]" is and
  counted for the opponent instead. Only what "you control" reads as objects in play is
  read so ("another" names the bearer's own side, 7.2.1.a: not read).
"""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.records import replace

_POSITION = re.compile(r"^my expedition is (?P<where>ahead|behind|tied)$")
_POSITIONS = {
    "ahead": ConditionKind.EXPEDITION_AHEAD,
    "behind": ConditionKind.EXPEDITION_BEHIND,
    "tied": ConditionKind.EXPEDITION_TIED,
}
_MOVED_FORWARD = re.compile(r"^my expedition moved forward this day$")
_NO_CARDS = re.compile(r"^you have no cards in (?:your )?(?P<zone>hand|reserve)$")
_OPPONENT = re.compile(r"^(?:an|your) opponent controls (?P<rest>.+)$")


def board_condition(key: str, text: str) -> Condition | None:
    """The condition ``key`` (lower case, spaces normalised) names, or ``None``."""
    m = _POSITION.match(key)
    if m is not None:
        return Condition(_POSITIONS[m["where"]], text=text)
    if _MOVED_FORWARD.match(key):  # 7.3.25.a, 4.1
        return Condition(ConditionKind.MY_EXPEDITION_MOVED_FORWARD_THIS_DAY, text=text)
    m = _NO_CARDS.match(key)
    if m is not None:
        zone = Counted.YOUR_HAND if m["zone"] == "hand" else Counted.YOUR_RESERVE
        return Condition(ConditionKind.COUNT, counted=zone, at_most=0, text=text)
    m = _OPPONENT.match(key)
    if m is not None:
        from scenarios.cards.condition_texts import condition_of  # it asks this module

        mine = condition_of(f"you control {m['rest']}")
        if (
            mine is None
            or mine.kind != ConditionKind.COUNT
            or mine.counted != Counted.YOU_CONTROL
            or (mine.filter is not None and mine.filter.another)
        ):
            return None
        return replace(mine, counted=Counted.OPPONENT_CONTROLS, text=text)
    return None
