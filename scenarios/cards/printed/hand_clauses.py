"""Clauses where players act on a card from their own Hand: "Target opponent discards a card
from their hand", "Each player discards a card from their hand", "Target opponent puts a card
from their hand in Reserve".

The player(s) named — a target opponent (6.5.b) or each player in initiative order — each
choose one of their own cards (6.1.h: from a hidden zone, made explicit without revealing it)
and do the step themselves (1.4.7.b).
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import Step, clause

_WHO = {
    "target opponent": "a_card_from_target_opponents_hand",
    "each player": "a_card_from_each_players_hand",
}


@clause(r"(?P<who>target opponent|each player) discards? a card from their hand")
def _discards(m: re.Match[str], c: str) -> Step:
    return {"action": "discard", "subject": _WHO[m["who"]]}


@clause(r"(?P<who>target opponent|each player) puts? a card from their hand in reserve")
def _puts_in_reserve(m: re.Match[str], c: str) -> Step:
    # Each card goes to its owner's Reserve (3.1.2.c): the player's own.
    return {"action": "put", "to": "reserve", "subject": _WHO[m["who"]]}


@clause(r"each player discards their hand(?P<reserve> and their reserve)?")
def _each_discards_hand(m: re.Match[str], c: str) -> Step:
    # Every card of every player's Hand (and Reserve), each player discarding their own
    # (1.4.7.b), in initiative order (1.4.5.a).
    subject = "cards_in_each_players_hand" + ("_and_reserve" if m["reserve"] else "")
    return {"action": "discard", "subject": subject}
