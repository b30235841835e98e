"""Which player does a step a card names (issue 30, effects): "[player] sacrifices a
Character", "[player] discards a card from their hand", "[player] puts a card from their
hand in Reserve" — the player chooses what they control or hold (6.1.h, 7.3.36.a). The
engine resolves these choices for each player, each opponent, a target opponent and a
target player; "its controller" / "its owner" (of what "it" names, 2.1.h) does the step as its
own, as players acting in turn do (:func:`its_player_does`, 1.4.7.b)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scenarios.cards.grammar.parser import NotRead

_SAID = {
    "its_controller": "its controller",
    "its_owner": "its owner",
    "controller": "you",
    "opponent_each": "each opponent",
}


def acting_player(table: Mapping[str, str], player: str, doing: str, rule: str) -> str:
    """``table``'s words for ``player`` (the subject's part naming them); a player it has
    none for raises :class:`NotRead` saying what that player ``doing`` is not read."""
    found = table.get(player)
    if found is not None:
        return found
    said = _SAID.get(player, player.replace("_", " "))
    raise NotRead(said, f"what {said} {doing} is not read yet (resolve it by hand)", rule)


ITS_PLAYERS = frozenset({"its_controller", "its_owner"})
"""The players of what "it" names: who controls / owns it (7.5.6.b; 2.1.h once it left)."""


def its_player_does(player: str, step: dict[str, Any]) -> dict[str, Any] | None:
    """ "Its controller sacrifices a Character", "Its owner discards a card from their hand":
    ``step`` (said for "you": "a Character you control", "a card from your hand") done by
    that player as its own (1.4.7.b) — the engine finds them as the step happens (2.1.h);
    ``None`` for another player."""
    if player not in ITS_PLAYERS:
        return None
    return {**step, "players_do": player}


_EACH_PLAYERS_OWN = (
    "each_player_controls",
    "each_opponent_controls",
    "each_players_hand",
    "each_opponents_hand",
    "each_players_reserve",
    "each_opponents_reserve",
)
"""How the subject of "Each player / Each opponent [step]s a [noun] they control / from their
hand / Reserve" ends: each of those players chooses one of their own (6.1.h)."""


def each_players_own(step: dict[str, Any]) -> bool:
    """Whether ``step`` is "Each player / Each opponent [step]s a [noun] of their own"
    (gram114): each chooses one object of theirs and the step acts on all of them (6.1.h) —
    how many is only known as it happens (a player with none acts on none, 6.1.g), so "for
    each [noun] [step]ped this way" / "that many" after it counts the objects it acted on
    (6.5.i). Not an optional step ("may": each decides, then "who did" counts), nor one
    with a number, a condition or a follow-up of its own."""
    subject = str(step.get("subject", ""))
    plain = not set(step) & {"may", "up_to", "choose_count", "targets", "then", "if", "per"}
    return plain and subject.startswith("a_") and subject.endswith(_EACH_PLAYERS_OWN)


_GROUPS = frozenset({"objects_in_play", "characters_you_control"})
"""Subjects naming every object of a group in play, found as the step happens (6.1.e)."""


def counts_objects(step: dict[str, Any]) -> bool:
    """Whether "that many" after ``step`` counts the objects it acted on (6.5.i): a choice
    of "any number of", "up to N" or "N" objects (6.1.g), or up to N targets (6.5.b) —
    how many there were is only known as the step happens."""
    if step.get("any_number"):
        return True
    subject = str(step.get("subject", ""))
    if each_players_own(step):
        return True  # one object of each player's own, if they had one (6.1.h; gram114)
    if subject in _GROUPS and not set(step) & {"up_to", "choose_count", "targets", "then"}:
        return True  # every object of a group (6.1.e): how many only known as it happens
    if step.get("choose_count", 0) > 1:
        return subject.startswith("a_")
    return step.get("up_to", 0) > 1 and subject.startswith(("a_", "target_"))
