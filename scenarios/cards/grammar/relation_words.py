"""gk (session 34, issue 30): Expedition relations said in the grammar's words — a rewording
of the lexer's fold pass (:mod:`.folds`, the table in :mod:`.rewordings`).

- "I'm / I am in the same Expedition as a / an / another [description]" (a condition): the
  objects in an Expedition are its player's (an Expedition is a player's, 3.2.4.b; a Character
  is in its controller's, 7.5.5.a), and the bearer is not the other one, so it is "you control
  another [description] in my Expedition" — a Gigantic bearer's Expedition being both of its
  controller's (7.4.4.b). Only after a condition's word ("if", "unless", "as long as",
  "while"); the description runs to the condition's end (a comma, a dash, a colon, a full
  stop, or "and" / "or" opening another condition).

- "in it" in the condition of "When I join an Expedition / one of your Expeditions, if …":
  "it" is the joined Expedition, looked at after the event (6.3.k), when it is the bearer's
  (7.5.10.a; a Gigantic bearer's two, one subset, 7.4.4.j): "in my Expedition".

- "[target / each] Character in any Expedition": a Character in play is in an Expedition of
  one of the players (3.2.4.b): the words narrow nothing and are not said.
- "you control / there is a [description] in each of your Expeditions" (a condition): in your
  Hero Expedition and in your Companion Expedition (3.2.4.b; a Gigantic one in both, 7.4.4.b).

A condition's words are kept as printed by the grammar (its span) and evaluated from them, so
:func:`same_expedition_words` says them so for the engine (``condition_texts.condition_of``).
"""

from __future__ import annotations

import re

from scenarios.cards.grammar.folds import Rewording, Words

_CONDITION_WORDS = (["if"], ["unless"], ["while"], ["as"])
"""The word before a condition ("as" of "as long as")."""
_ENDS = frozenset({",", "\u2014", "-", ":", ".", ";"})
_NEXT_CONDITION = frozenset({"you", "i", "i'm", "there", "it", "it's", "my", "your", "an"})
"""A word after "and" / "or" that opens another condition, not more of a description."""


_SAME = re.compile(
    r"^(?P<lead>(?:if |unless |while |as long as )?)i(?:'m| am) in the same expedition as"
    r" (?:a|an|another) (?P<desc>.+)$"
)


def same_expedition_words(key: str) -> str:
    """A condition's words (lower case) "i'm in the same expedition as a plant" said "you
    control another plant in my expedition" (the module docstring); other words unchanged."""
    m = _SAME.match(key)
    if m is None:
        return key
    return f"{m['lead']}you control another {m['desc']} in my expedition"


def _same_expedition(t: Words) -> int:
    """ "I'm in the same Expedition as a [Plant]" -> "you control another [Plant] in my
    Expedition" (3.2.4.b, 7.5.5.a, 7.4.4.b)."""
    i, low = t.at, t.low
    head = 1 if low[i] == "i'm" else 2 if low[i : i + 2] == ["i", "am"] else 0
    if not head or low[i - 1 : i] not in _CONDITION_WORDS:
        return 0
    k = i + head
    if low[k : k + 5] != ["in", "the", "same", "expedition", "as"]:
        return 0
    article = k + 5
    if low[article : article + 1] not in (["a"], ["an"], ["another"]):
        return 0
    end = article + 1
    while end < len(low) and low[end] not in _ENDS:
        if low[end] in ("and", "or") and low[end + 1 : end + 2] and low[end + 1] in _NEXT_CONDITION:
            break
        end += 1
    if end == article + 1:
        return 0  # no description
    first = t.printed[i]
    t.say(["you", "control", "another"], [first])
    t.said.extend(t.printed[article + 1 : end])
    last = t.printed[end - 1]
    t.say(["in", "my", "Expedition"], [("", last[1], last[2])])
    return end - i


_OWN_JOINS = (
    ["when", "i", "join", "an", "expedition", ","],
    ["when", "i", "join", "one", "of", "your", "expeditions", ","],
)


def _in_the_joined(t: Words) -> int:
    """ "in it" in the condition of "When I join an Expedition, if …" -> "in my Expedition"
    (7.5.10.a, 6.3.k); the reading's condition says it so too
    (semantics/expedition_relations.py)."""
    i, low = t.at, t.low
    if low[i - 1 : i] != ["in"] or low[i + 1 : i + 2] == ["'s"]:
        return 0
    said = [w.lower() for w, _, _ in t.said]
    if "\u2014" in said or "-" in said or "if" not in said:
        return 0
    if not any(said[: len(words)] == words for words in _OWN_JOINS):
        return 0
    _, start, end = t.printed[i]
    t.say(["my", "Expedition"], [("", start, end)])
    return 1


def _character_word(word: str) -> bool:
    """Whether ``word`` names Characters: "Character(s)" or a Character sub-type that is no
    Permanent one (2.2.2.d-e)."""
    from scenarios.cards.card_words import CHARACTER_SUBTYPES, PERMANENT_SUBTYPES
    from scenarios.cards.grammar.lexicon import SUBTYPES, plural_subtype

    if word in ("character", "characters"):
        return True
    name = SUBTYPES.get(word) or plural_subtype(word)
    return name is not None and name in CHARACTER_SUBTYPES and name not in PERMANENT_SUBTYPES


def _in_any_expedition(t: Words) -> int:
    """ "[target / each] Character in any Expedition" -> "[target / each] Character": a
    Character in play is in one of the Expeditions (3.2.4.b, 2.2.1.b), any player's — the
    words narrow nothing."""
    i, low = t.at, t.low
    if low[i : i + 3] != ["in", "any", "expedition"] or i == 0:
        return 0
    if low[i + 3 : i + 4] == ["or"]:
        return 0  # ic40: "in any Expedition or Reserve" — a union of places (place_ors.py)
    if not _character_word(low[i - 1]) and not _character_with(low[:i]):
        return 0
    return 3


_NOT_IN_A_WITH = frozenset({".", ",", ":", "\u2014", "and", "or", "in", "from", "to", "then"})
"""Words a "with" qualifier of the object does not hold: past one, the phrase is another."""


def _character_with(before: list[str]) -> bool:
    """ie39: whether the words ``before`` end with a Character described "with …" ("target
    Character with an Ember counter", "… with 2 or more boosts"): "in any Expedition" after it
    narrows nothing either (3.2.4.b)."""
    for k in range(len(before) - 1, max(len(before) - 9, 0), -1):
        bound = before[k] == "or" and before[k + 1 : k + 2] in (["more"], ["less"], ["fewer"])
        if before[k] in _NOT_IN_A_WITH and not bound:  # "2 or more" is one bound
            return False
        if before[k] == "with":  # "Character [you control / an opponent controls] with"
            k -= 3 if before[k - 2 : k] in (["you", "control"], ["opponent", "controls"]) else 1
            k -= 1 if before[k : k + 1] == ["an"] and k > 0 else 0
            return k >= 0 and _character_word(before[k])
    return False


_EACH_OF_YOURS = re.compile(
    r"^(?P<lead>(?:if |unless |while |as long as )?)(?P<subject>you control|there is|there's)"
    r" (?P<desc>(?:a|an) .+?) in each of your expeditions$"
)


def each_expedition_words(key: str) -> str:
    """ "you control a character in each of your expeditions" -> "you control a character in
    your hero expedition and you control a character in your companion expedition": a
    player's Expeditions are their Hero and Companion Expeditions (3.2.4.b, 7.2.3.a); a
    Gigantic Character is in both (7.4.4.b)."""
    m = _EACH_OF_YOURS.match(key)
    if m is None:
        return key
    subject = "there is" if m["subject"] == "there's" else m["subject"]
    one = f"{subject} {m['desc']} in your"
    return f"{m['lead']}{one} hero expedition and {one} companion expedition"


RELATION_WORDS = (
    Rewording(
        "I'm in the same Expedition as a … (3.2.4.b)", frozenset({"i'm", "i"}), _same_expedition
    ),
    Rewording("in the Expedition I joined (7.5.10.a)", frozenset({"it"}), _in_the_joined),
    Rewording("a Character in any Expedition (3.2.4.b)", frozenset({"in"}), _in_any_expedition),
)
"""The wordings of the module docstring."""
