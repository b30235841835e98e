"""ib40 (issue 30, session 40): "Discard a card", "Target opponent discards a card", "Each
player draws a card, then discards a card" — a card discarded with no zone named, in the
grammar's words: a card from the discarder's Hand.

Why the Hand. To discard is to move "an [object or card]" from its current zone to the
Discard pile (7.3.7.a); the rules keep the two words apart: the visible zones contain
*objects* (3.1.3.a), the hidden zones — the Deck and the Hand — contain *cards* (3.1.3.d).
"A card" a player discards is therefore one of their hidden zones; a player cannot look at
the cards of their Deck (3.1.3.f) and so cannot choose one there (6.1.g: the options a
decision is made among), while each player can look at their own Hand (3.2.5.b), so the
choice of the card is made in their Hand — by the discarding player (6.1.g; each player
for their own in initiative order, 6.1.h), or at random when the text says so (3.2.5.c,
6.5.j). The words are said "from your hand" ("Discard a card", "you may discard two
cards") or "from their hand" ("Target opponent / Each player / they discard(s) a card"),
which the grammar reads.

Only the noun "card" / "cards" (with a count or "up to" a count, and a card type before it:
"a Spell card") is so read; "Discard a Spell" names an object of any zone (1.2.2.c), and
stays refused (scenarios/cards/zone_unsaid.py). Only when nothing names the zone after it
(the next word ends the clause, or is "at random", "then", "to", "and", "unless", "for"
each …); never in a trigger or condition ("When you discard a card", "If an opponent
discards a card": what happened, counted from wherever it was, 7.3.7.a).
"""

from __future__ import annotations

from scenarios.cards.grammar.folds import Rewording, Words

__all__ = ["IB40_HAND_WORDS"]

_COUNTS = frozenset(
    {"a", "an", "one", "two", "three", "four", "five", "six", "x", "1", "2", "3", "4", "5"}
)
"""The counts a discarded card is said with."""

_READ_AT = _COUNTS | {"up", "that", "twice"}
"""Where the wording is read: a count, "up to [count]", or "[twice] that many" (the number
the step before yielded: cards it acted on, a die's result; 6.5.i, 7.3.33.b)."""

_TYPES = frozenset({"character", "spell", "permanent"})
"""A card type said before "card" ("a Spell card")."""

_NOUNS = frozenset({"card", "cards"})

_FOLLOWS = frozenset({".", ",", ":", ";", "\u2014", "at", "then", "to", "and", "unless", "for"})
"""What may follow the card phrase: the clause's end, "at random" (6.5.j), the next step,
a count of how many ("discards a card for each Character sacrificed this way", 6.5.i)."""

_BOUNDS = frozenset({".", ",", ":", ";", "\u2014", "\u2022", "then", "and"})
"""What opens the clause the verb is in."""

_HAPPENED = frozenset({"when", "whenever", "after", "if", "time", "once"})
"""Words before the verb in its clause saying a discard that happened (a trigger, a
condition, "each time", a player "who discards"): not a step, keeps its words."""

_THEIRS = frozenset({"they", "player", "opponent", "players", "opponents"})
"""Who discards "from their hand" when the verb is "discard" (plural "they")."""


def _clause_before(said: list[str]) -> list[str]:
    """The words said in the clause so far (from its last boundary)."""
    k = len(said)
    while k > 0 and said[k - 1] not in _BOUNDS and not said[k - 1].startswith("{"):
        k -= 1
    return said[k:]


def _hand_discard(t: Words) -> int:
    """ "[count] [type]? card(s)" said right after "discard(s)", with no zone after it -> the
    same words followed by "from your / their hand" (the module docstring); 0 anywhere
    else. Read at the count, after the verb as said (another rewording may have said
    "then discards" as "then they discard")."""
    i, low = t.at, t.low
    said = [w.lower() for w, _, _ in t.said]
    if not said or said[-1] not in ("discard", "discards"):
        return 0
    before = _clause_before(said[:-1])
    if _HAPPENED & set(before) or before[-1:] in (["who"], ["that"]):
        return 0
    k = i + 1
    many = ["that", "many"]
    if low[i : i + 2] == many or (low[i] == "twice" and low[i + 1 : i + 3] == many):
        k = i + (2 if low[i] == "that" else 3)  # "discards that many cards"
    elif low[i] in ("that", "twice"):
        return 0
    if low[i] == "up" and low[i + 1 : i + 2] == ["to"] and low[i + 2 : i + 3] != []:
        if low[i + 2] not in _COUNTS:
            return 0
        k = i + 3  # "up to two cards": the discarder chooses how many, up to that (6.1.g)
    if k < len(low) and low[k] in _TYPES:
        k += 1
    if k >= len(low) or low[k] not in _NOUNS:
        return 0
    if k + 1 < len(low) and low[k + 1] not in _FOLLOWS:
        return 0  # a zone or another qualifier follows ("from your Reserve", "of …")
    if low[k + 1 : k + 3] == ["at", "random"] and low[k + 3 : k + 4] == ["from"]:
        return 0  # "a card at random from your Reserve": the zone is said
    theirs = said[-1] == "discards" or bool(_THEIRS & set(before))
    for n in range(i, k + 1):
        t.say([low[n]], [t.printed[n]])
    t.say(["from", "their" if theirs else "your", "hand"], [t.printed[k]])
    return k + 1 - i


IB40_HAND_WORDS = (
    Rewording(
        "a card discarded with no zone named: one of the discarder's Hand (3.1.3.d, 3.2.5.b)",
        _READ_AT,
        _hand_discard,
    ),
)
"""The wording of the module docstring."""
