"""The writer of the grammar's "players acting in turn" section: a step each player (or each
opponent) does (``players_do``, 1.4.7.b, 6.1.h), written as the step is for "you", then in
the third person — "Exhaust a Character you control" -> "Each opponent exhausts a Character
they control" — so that the reader reads it back to the same reading."""

from __future__ import annotations

import re

from scenarios.cards.grammar.writer.objects import Unwritable

_WHO = {
    "each_player": "Each player",
    "each_opponent": "Each opponent",
    "target_opponent": "Target opponent",
    "target_player": "Target player",  # id: "Target player chooses one:" (6.5.b)
}
_NOT_VERBS = frozenset(
    {"a", "an", "the", "target", "each", "i", "my", "it", "its", "they", "all", "up", "another"}
)
"""id: first words of a step said of its object ("A Character you control gains 1 boost"),
not a verb the players do: such a step is not written "Each player [verb]s …"."""
_THIRD = (("you control", "they control"), ("your ", "their "))
_YOU = re.compile(r"\byou(?:r|'re|rs)?\b", re.IGNORECASE)


def players_words(text: str, players: str, may: bool) -> str:
    """ "Each opponent [may] [step in the third person]" for the step's own ``text``."""
    verb, _, rest = text.partition(" ")
    for said, theirs in _THIRD:
        rest = rest.replace(said, theirs)
    if _YOU.search(rest) or players not in _WHO or verb.lower() in _NOT_VERBS:
        raise Unwritable(f"'{text}' as a step {players.replace('_', ' ')} does")
    verb = verb.lower()
    return f"{_WHO[players]} may {verb} {rest}" if may else f"{_WHO[players]} {_third(verb)} {rest}"


def _third(verb: str) -> str:
    """The verb in the third person singular ("ready" -> "readies", "have" -> "has")."""
    if verb == "have":
        return "has"
    if verb.endswith("y") and verb[-2:-1] not in ("a", "e", "o", "u"):
        return verb[:-1] + "ies"
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        return verb + "es"
    return verb + "s"


def you_and_words(text: str, others: str, may: bool) -> str:
    """hd: "You and target opponent each [step]" for the step's own ``text`` said for "you"
    ("Draw a card"), with "their" for each player's own — the card's players kept, not "Each
    player" (the same players, 1.2.1.b, but the opponent is targeted, 6.5.b)."""
    verb, _, rest = text.partition(" ")
    for said, theirs in _THIRD:
        rest = rest.replace(said, theirs)
    if may or _YOU.search(rest) or others != "target_opponent":
        raise Unwritable(f"'{text}' as a step you and {others.replace('_', ' ')} each do")
    return f"You and {others.replace('_', ' ')} each {verb.lower()} {rest}"
