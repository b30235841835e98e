"""Paraphrases of one meaning read as the grammar's usual form (gram71, issue 30).

As :mod:`wordings`, rewordings of the lexer's one fold pass (:mod:`.folds`, the table in
:mod:`.rewordings`), offsets kept in order (a reordered phrase's words take the printed
phrase's spans in turn, so a rule's span is still its printed text):

* negation by "any": "I don't have any boosts" is "I have no boosts", "you don't control
  any Landmarks" is "you control no Landmarks": "any" after a negation is a count of none;
* "costs you {1} less" is "costs {1} less": the cost altered is the one the player playing
  the card pays (5.1.2.f), "you" names no one else;
* the actor said as a list: "You and each opponent [verb]", "You and your opponent",
  "Each opponent and you" is "Each player [verb]": in a two-player game (1.2.1.b) both
  players, each doing the step as its own (1.4.7.b);
* "Choose [cards] in [zone] and discard them / it." is "Discard [cards] from [zone].":
  choosing the cards (or targets, 6.5.b) is part of the one step (7.3.7.a);
* "[your Reserve / your hand] has at least N [cards]" is "there are N or more [cards] in
  [your Reserve / your hand]" (one count of the zone's cards, compared);
* a status by "becomes": "Target Character becomes exhausted / ready" is "Exhaust / Ready
  target Character": the status exhausted gained or lost (2.4.6, 7.3.13.a, 7.3.28.a). Only
  exhausted and ready: "becomes Asleep" is kept, as an object "becomes" a status only if it
  did not have it before (7.5.4.a), and "gains Asleep" (7.3.16.a) has no such condition;
* two kinds counted joined by "and": "for each Animal and Plant you control" is "for each
  Animal or Plant you control" — each object that is either kind, counted once (6.5.i,
  2.2.1; gram85). Only between two kind words right after "for each" / "per".
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.folds import Rewording, Words
from scenarios.cards.grammar.verbs import ALSO_SAID, VERBS
from scenarios.cards.grammar.wordings import FLOATED_BEFORE

_LEMMAS = frozenset(
    {v.lemma for v in (*VERBS, *ALSO_SAID.values()) if v.lemma != "be"}
    | {"draw", "discard", "sacrifice", "exhaust", "pay", "put", "send"}
)

_HAVE = {"have": ("have", "has"), "has": ("have", "has"), "control": ("control", "controls")}
_START = frozenset({".", ":", "\u2014", "\u2022", ","})
_ACTOR_LISTS = (
    ["you", "and", "each", "opponent"],
    ["you", "and", "your", "opponent"],
    ["each", "opponent", "and", "you"],
    ["you", "and", "an", "opponent"],
)
_STATUS_VERB = {"exhausted": "Exhaust", "ready": "Ready"}
_ZONES = frozenset({"reserve", "hand"})


def _said_low(t: Words) -> list[str]:
    return [w.lower() for w, _, _ in t.said]


def _opens_clause(said: list[str], k: int) -> bool:
    """Whether said word ``k`` opens a clause (after a comma too)."""
    return k == 0 or said[k - 1] in _START or said[k - 1].startswith("{")


def _not_any(t: Words) -> int:
    """ "I don't have any boosts" -> "I have no boosts"."""
    i, low = t.at, t.low
    nxt = low[i + 1 : i + 3]
    if len(nxt) != 2 or nxt[0] not in _HAVE or nxt[1] != "any":
        return 0
    verb = _HAVE[nxt[0]][1 if low[i] == "doesn't" else 0]
    t.say([verb, "no"], t.printed[i : i + 3])
    return 3


def _costs_you(t: Words) -> int:
    """ "costs you {1} less" -> "costs {1} less"."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] != ["you"] or not (low[i + 2 : i + 3] and low[i + 2].startswith("{")):
        return 0
    t.said.append(t.printed[i])
    return 2


def _actor_list(t: Words) -> int:
    """ "You and each opponent draw" -> "Each player draws"."""
    i, low = t.at, t.low
    listed = ["each" if w == "every" else w for w in low[i : i + 4]]  # "every" (wordings.py)
    if listed not in _ACTOR_LISTS or not _opens_clause(_said_low(t), len(t.said)):
        return 0
    t.say(["Each", "player"], t.printed[i : i + 4])
    read = 4
    if (
        low[i + 4 : i + 5] in (["each"], ["all"])
        and low[i + 5 : i + 6]
        and (low[i + 5] in FLOATED_BEFORE)
    ):
        read += 1  # "You and your opponent each draw": the quantifier floated (wordings.py)
    if low[i + read : i + read + 1] and low[i + read] in _LEMMAS:
        # the verb as "each player" says it: "draw" -> "draws"
        verb, start, end = t.printed[i + read]
        t.said.append((verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s"), start, end))
        read += 1
    return read


def _choose_and_discard(t: Words) -> int:
    """ "Choose a card in your Reserve and discard it." -> "Discard a card from your
    Reserve.": "in" before a possessive is "from" ("in Reserve" is read as printed), "and
    discard them / it" is not said; the words between are read on."""
    i, low = t.at, t.low
    if not _opens_clause(_said_low(t), len(t.said)):
        return 0
    closed = _discard_them(low, i)
    if closed is None:
        return 0
    for k in range(i + 1, closed - 3):
        if low[k] in ("in", "into") and _owned(low, k):
            t.later[k] = "from"
    t.later.update(dict.fromkeys(range(closed - 3, closed)))
    t.say(["Discard"], t.printed[i : i + 1])
    return 1


def _zone_has_at_least(t: Words) -> int:
    """ "your Reserve has at least three Spells" -> "there are three or more Spells in your
    Reserve"."""
    i, low = t.at, t.low
    said = _said_low(t)
    if not (
        len(said) >= 2
        and said[-2] in ("your", "my")
        and said[-1] in _ZONES
        and low[i + 1 : i + 3] == ["at", "least"]
        and len(low) > i + 4
        and low[i + 5 : i + 6] in ([","], ["."])
    ):
        return 0
    owner, zone = t.said[-2], t.said[-1]
    amount, noun = t.printed[i + 3], t.printed[i + 4]
    words = ["there", "are", amount[0], "or", "more", noun[0], "in", owner[0], zone[0]]
    spans = [owner, zone, *t.printed[i : i + 5]]
    del t.said[-2:]
    t.say(words, spans)
    return 5


def _becomes_status(t: Words) -> int:
    """ "Target Character becomes exhausted." -> "Exhaust target Character."."""
    i, low = t.at, t.low
    if low[i + 1 : i + 2] not in (["exhausted"], ["ready"]) or low[i + 2 : i + 3] != ["."]:
        return 0
    subject = _subject_start(_said_low(t))
    if subject is None:
        return 0
    printed = [w for w, _, _ in t.said[subject:]]
    if printed[0].lower() == "i":
        printed = ["me"]
    elif printed[0] == "Target":
        printed[0] = "target"
    spans = [*t.said[subject:], *t.printed[i : i + 2]]
    del t.said[subject:]
    t.say([_STATUS_VERB[low[i + 1]], *printed], spans)
    return 2


_CARD_KINDS = frozenset({"character", "permanent", "spell", "landmark", "token", "hero"})
"""The card kinds "for each [kind] and [kind]" may join (2.2.1, 2.2.3, 2.1.e)."""


def _a_kind(word: str) -> bool:
    from scenarios.cards.grammar.lexicon import SUBTYPES

    return word in _CARD_KINDS or word in SUBTYPES


def _kinds_and(t: Words) -> int:
    """ "for each Animal and Plant" -> "for each Animal or Plant": the "and" said "or"."""
    before = [w.lower() for w, _, _ in t.said[-2:]]
    after = t.low[t.at + 1 : t.at + 2]
    if len(before) < 2 or before[0] not in ("each", "per") or not after:
        return 0
    if not (_a_kind(before[1]) and _a_kind(after[0])):
        return 0
    _, start, end = t.printed[t.at]
    t.said.append(("or", start, end))
    return 1


PARAPHRASES = (
    Rewording("a count of none (6.5.i)", frozenset({"don't", "doesn't"}), _not_any),
    Rewording("a cost altered (5.1.2.f)", frozenset({"costs", "cost"}), _costs_you),
    Rewording("the players acting (7.5.6.b)", frozenset({"you", "each", "every"}), _actor_list),
    Rewording("a choice in the step (7.3.7.a)", frozenset({"choose"}), _choose_and_discard),
    Rewording("a count of a zone's cards (6.5.i)", frozenset({"has"}), _zone_has_at_least),
    Rewording("a status gained (2.4.6)", frozenset({"becomes", "become"}), _becomes_status),
    Rewording("two kinds counted (6.5.i)", frozenset({"and"}), _kinds_and),
)
"""The paraphrases of the module docstring, in the order they are tried at a word."""


def _discard_them(low: list[str], i: int) -> int | None:
    """The index after "and discard them / it" closing the clause "Choose …" at ``i`` (before
    a full stop), when the clause names cards in a zone; else ``None``."""
    for k in range(i + 1, min(i + 16, len(low))):
        if low[k] in (".", ",", ":", ";"):
            return None
        if low[k : k + 3] in (["and", "discard", "them"], ["and", "discard", "it"]):
            end = k + 3
            clause = low[i + 1 : k]
            if ("in" in clause or "into" in clause) and low[end : end + 1] == ["."]:
                return end
            return None
    return None


def _owned(low: list[str], k: int) -> bool:
    """Whether a possessive follows word ``k`` ("in your / an opponent's Reserve")."""
    return low[k + 1 : k + 2] in (["your"], ["my"], ["an"], ["their"], ["its"], ["the"])


def _subject_start(said: list[str]) -> int | None:
    """Where the subject of "becomes" (after the ``said`` words) begins: "I", or "Target …"
    opening the clause."""
    i = len(said)
    if i >= 1 and said[i - 1] == "i" and _opens_clause(said, i - 1):
        return i - 1
    for d in range(i - 1, max(i - 8, -1), -1):
        if said[d] in _START or said[d].startswith("{"):
            return None
        if said[d] == "target" and _opens_clause(said, d):
            return d
    return None


_NOT_ANY = re.compile(r"\b(?:don't|do not) (have|control) any\b|\b(?:doesn't|does not) have any\b")
_ZONE_HAS = re.compile(
    r"^(?P<owner>your|my) (?P<zone>reserve|hand) has "
    r"(?:at least (?P<least>\S+)|(?P<more>\S+) or more) (?P<noun>.+)$"
)


def usual_condition(key: str) -> str:
    """A condition's words (lower case, as the engine keys them) with the paraphrases of the
    module docstring said in the usual form: "i don't have any boosts" -> "i have no boosts",
    "your reserve has at least three spells" -> "there are three or more spells in your
    reserve" (a condition's words are kept as printed by the grammar, and evaluated here)."""
    from scenarios.cards.grammar.now_words import without_now
    from scenarios.cards.grammar.terrain_or_words import terrains_said_once

    key = terrains_said_once(without_now(key))
    key = _NOT_ANY.sub(lambda m: f"{m[1] or 'has'} no", key)
    found = _ZONE_HAS.match(key)
    if found is not None:
        amount = found["least"] or found["more"]
        key = f"there are {amount} or more {found['noun']} in {found['owner']} {found['zone']}"
    return key
