"""Paraphrases of one meaning read as the grammar's usual form (gram71, issue 30).

As :mod:`wordings`, at the lexer, offsets kept in order (a reordered phrase's words take
the printed phrase's spans in turn, so a rule's span is still its printed text):

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
  did not have it before (7.5.4.a), and "gains Asleep" (7.3.16.a) has no such condition.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.verbs import ALSO_SAID, VERBS

Found = list[tuple[str, int, int]]

_LEMMAS = frozenset(
    {v.lemma for v in (*VERBS, *ALSO_SAID.values()) if v.lemma != "be"}
    | {"draw", "discard", "sacrifice", "exhaust", "pay", "put", "send"}
)

_NOT = {"don't": "", "doesn't": "s", "do": "", "does": "s"}
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
_WORDS = frozenset({"don't", "doesn't", "you", "each", "choose", "has", "becomes", "become"})


def _placed(words: list[str], spans: Found) -> Found:
    """``words`` on the printed ``spans`` in turn; more words than spans share the last."""
    out: Found = []
    for k, w in enumerate(words):
        _, start, end = spans[min(k, len(spans) - 1)]
        out.append((w, start, end))
    return out


def _clause_start(low: list[str], i: int) -> bool:
    return i == 0 or low[i - 1] in _START or low[i - 1].startswith("{")


def other_words(found: Found) -> Found:
    """``found`` with the paraphrases of the module docstring read as the usual forms."""
    if not any(w.lower() in _WORDS for w, _, _ in found):
        return found
    low = [w.lower() for w, _, _ in found]
    out: Found = []
    i = 0
    while i < len(found):
        at = low[i]
        nxt = low[i + 1 : i + 3]
        if at in ("don't", "doesn't") and len(nxt) == 2 and nxt[0] in _HAVE and nxt[1] == "any":
            verb = _HAVE[nxt[0]][1 if at == "doesn't" else 0]
            out.extend(_placed([verb, "no"], found[i : i + 3]))
            i += 3
            continue
        if (
            at in ("costs", "cost")
            and low[i + 1 : i + 2] == ["you"]
            and low[i + 2 : i + 3]
            and low[i + 2].startswith("{")
        ):
            out.append(found[i])
            i += 2  # "costs you {1} less" -> "costs {1} less"
            continue
        if low[i : i + 4] in _ACTOR_LISTS and _clause_start(low, i):
            out.extend(_placed(["Each", "player"], found[i : i + 4]))
            i += 4
            if low[i : i + 1] and low[i] in _LEMMAS:
                # the verb as "each player" says it: "draw" -> "draws"
                verb, start, end = found[i]
                out.append(
                    (verb + ("es" if verb.endswith(("s", "sh", "ch", "x")) else "s"), start, end)
                )
                i += 1
            continue
        if at == "choose" and _clause_start(low, i):
            closed = _discard_them(low, i)
            if closed is not None:
                body = found[i + 1 : closed - 3]
                spans = found[i:closed]
                # "in your Reserve" -> "from your Reserve"; "in Reserve" is read as printed
                said = ["Discard"] + [
                    "from" if w.lower() == "in" and _owned(low, i + 1 + k) else w
                    for k, (w, _, _) in enumerate(body)
                ]
                out.extend(_placed(said, spans))
                i = closed
                continue
        if at == "has" and _has_at_least(low, i):
            # "your Reserve has at least three Spells" -> "there are three or more Spells in
            # your Reserve"
            owner, zone = found[i - 2], found[i - 1]
            amount, noun = found[i + 3], found[i + 4]
            said = ["there", "are", amount[0], "or", "more", noun[0], "in", owner[0], zone[0]]
            del out[-2:]
            out.extend(_placed(said, found[i - 2 : i + 5]))
            i += 5
            continue
        if at in ("becomes", "become") and _status_after(low, i):
            subject = _subject_start(low, i)
            if subject is not None:
                kept = len(out) - (i - subject)
                printed = [w for w, _, _ in found[subject:i]]
                if printed[0].lower() == "i":
                    printed = ["me"]
                elif printed[0] == "Target":
                    printed[0] = "target"
                said = [_STATUS_VERB[low[i + 1]], *printed]
                del out[kept:]
                out.extend(_placed(said, found[subject : i + 2]))
                i += 2
                continue
        out.append(found[i])
        i += 1
    return out


def _discard_them(low: list[str], i: int) -> int | None:
    """The index after "and discard them / it" closing the clause "Choose …" at ``i`` (before
    a full stop), when the clause names cards in a zone; else ``None``."""
    for k in range(i + 1, min(i + 16, len(low))):
        if low[k] in (".", ",", ":", ";"):
            return None
        if low[k : k + 3] in (["and", "discard", "them"], ["and", "discard", "it"]):
            end = k + 3
            clause = low[i + 1 : k]
            if "in" in clause and low[end : end + 1] == ["."]:
                return end
            return None
    return None


def _owned(low: list[str], k: int) -> bool:
    """Whether a possessive follows word ``k`` ("in your / an opponent's Reserve")."""
    return low[k + 1 : k + 2] in (["your"], ["my"], ["an"], ["their"], ["its"], ["the"])


def _has_at_least(low: list[str], i: int) -> bool:
    return (
        i >= 2
        and low[i - 2] in ("your", "my")
        and low[i - 1] in _ZONES
        and low[i + 1 : i + 3] == ["at", "least"]
        and len(low) > i + 4
        and low[i + 5 : i + 6] in ([","], ["."])
    )


def _status_after(low: list[str], i: int) -> bool:
    return low[i + 1 : i + 2] in (["exhausted"], ["ready"]) and low[i + 2 : i + 3] == ["."]


def _subject_start(low: list[str], i: int) -> int | None:
    """Where the subject of "becomes" at ``i`` begins: "I", or "Target …" opening the clause."""
    if i >= 1 and low[i - 1] == "i" and _clause_start(low, i - 1):
        return i - 1
    for d in range(i - 1, max(i - 8, -1), -1):
        if low[d] in _START or low[d].startswith("{"):
            return None
        if low[d] == "target" and _clause_start(low, d):
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
    key = _NOT_ANY.sub(lambda m: f"{m[1] or 'has'} no", key)
    found = _ZONE_HAS.match(key)
    if found is not None:
        amount = found["least"] or found["more"]
        key = f"there are {amount} or more {found['noun']} in {found['owner']} {found['zone']}"
    return key
