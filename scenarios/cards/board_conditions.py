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
  read so ("another" names the bearer's own side, 7.2.1.a: not read);
* "an opponent controls a Landmark / two or more Landmarks" — the Permanents in the other
  player's Landmarks (3.2.7), counted as "you control [...] Landmarks" is, for them (1.2.2);
* "you have two or more Landmarks" — "have" said of the Permanents in the controller's
  Landmarks, as "control" (3.2.7, 1.2.2);
* "your discard pile is empty" / "there are no cards in your discard pile" — the
  controller's Discard pile (3.2.3), a count of at most 0; "your deck is empty" — their
  Deck (3.2.2).
"""

from __future__ import annotations

import re

from engine.state.cards import Condition, ConditionKind, Counted
from engine.state.conditions import Whose
from engine.state.records import replace

_POSITION = re.compile(r"^my expedition is (?P<where>ahead|behind|tied)$")
_POSITIONS = {
    "ahead": ConditionKind.EXPEDITION_AHEAD,
    "behind": ConditionKind.EXPEDITION_BEHIND,
    "tied": ConditionKind.EXPEDITION_TIED,
}
_MOVED_FORWARD = re.compile(r"^my expedition moved forward this day$")
_NO_CARDS = re.compile(r"^you have no cards in (?:your )?(?P<zone>hand|reserve)$")
_DISCARD_EMPTY = re.compile(
    r"^(?:your discard pile is empty|there are no cards in your discard pile"
    r"|you have no cards in your discard pile)$"
)
_DECK_EMPTY = re.compile(r"^(?:your deck is empty|you have no cards in your deck)$")
_HAVE_LANDMARKS = re.compile(r"^you have (?P<rest>.+ landmarks?)$")
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
    if _DECK_EMPTY.match(key):  # 3.2.2
        return Condition(ConditionKind.COUNT, counted=Counted.YOUR_DECK, at_most=0, text=text)
    if _DISCARD_EMPTY.match(key):  # 3.2.3
        return Condition(ConditionKind.COUNT, counted=Counted.YOUR_DISCARD, at_most=0, text=text)
    m = _HAVE_LANDMARKS.match(key)
    if m is not None:  # "have" Landmarks: the Permanents in your Landmarks (3.2.7)
        from scenarios.cards.condition_texts import condition_of  # it asks this module

        mine = condition_of(f"you control {m['rest']}")
        if mine is None or mine.counted != Counted.YOUR_LANDMARKS:
            return None
        return replace(mine, text=text)
    m = _OPPONENT.match(key)
    if m is not None:
        from scenarios.cards.condition_texts import condition_of  # it asks this module

        mine = condition_of(f"you control {m['rest']}")
        if (
            mine is not None
            and mine.kind == ConditionKind.COUNT
            and mine.counted == Counted.YOUR_LANDMARKS
            and (mine.filter is None or not mine.filter.another)
        ):  # their Landmarks (3.2.7), counted for the opponent (1.2.2)
            return replace(mine, whose=Whose.OPPONENT, text=text)
        if (
            mine is None
            or mine.kind != ConditionKind.COUNT
            or mine.counted != Counted.YOU_CONTROL
            or (mine.filter is not None and mine.filter.another)
        ):
            return None
        return replace(mine, counted=Counted.OPPONENT_CONTROLS, text=text)
    return None
