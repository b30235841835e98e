"""Questions about what an object leaving play takes with it, and about a Reaction met by many
objects at once (issue 32, search44).

Three forms players write about cards, each answered by a general rule no word of the question
names:

* **What a gone object had** (:func:`asks_what_gone_had`): "Bravos Excavator leaves the
  Expedition, its boosts are gone, how many augments do I get?", "'for each of my boosts' —
  but it lost the boosts when it left, so 0?". The question says an object left (or was sent,
  bounced, sacrificed…), that it lost what it had, and asks an amount. An effect asking for
  information about an object that no longer exists uses what was true of it as it ceased to
  exist (2.1.h; of a Reaction bound to it, 6.3.j): :data:`~.sentence_rules.BOUND_GONE`, found
  by its sentence.
* **A token moved by a card** (:func:`token_moved_by_card`): "Zou! on a Brassbug token?",
  "Mana Reaping on a Mana Moth token, does its owner get a Mana Orb?". A token (written, or a
  card recognised as one) meets a card whose text moves an object out of play (its rules words
  name a moving keyword action of 7.3: Send, Put, Discard, Sacrifice, Return): a token that would
  leave the Expedition zone for another zone ceases to exist instead (2.1.e, 7.5.11.b) — even
  when the question names no zone (the card's text does).
* **Once, or once per object** (:func:`asks_per_object`): "'when a card joins the Discard pile,
  gain 1 boost' — one boost or one per card?", "Conscription makes 4 Recruits — one boost
  each?". Asked of a card that reacts, whether its Reaction happens once or for each object:
  a Reaction is activated as many times as its trigger matches distinct atomic actions of one
  event (6.3.g), each object affected by a step being its own atomic action (6.1.e) —
  :data:`PER_ACTION` and :data:`~.sentence_rules.AT_ONCE`, found by their sentences.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from rules_corpus.search.mentions import REACTION, CardMention
from rules_corpus.search.question_text import NAMED

# A Reaction activated once per atomic action its trigger matches (6.3.g), by its sentence.
PER_ACTION: Final = "rules: a Reaction activated once per matching atomic action"
PER_ACTION_SENTENCE: Final = re.compile(r"\bactivated multiple times by a single event\b")

# The object left play, or was moved out of it ("leaves the Expedition", "left", "gets bounced",
# "is sent to Reserve", "sacrificed", "dies").
_LEFT: Final = re.compile(
    r"\blea(?:ve|ves|ving)\b|\bleft\b(?!\s+(?:of|side|hand)\b)|\bbounc\w*"
    r"|\b(?:sent|returned|sacrificed|discarded|died|dies)\b"
)
# ... and lost what it had ("its boosts are gone", "it loses the boosts", "removed").
_LOST: Final = re.compile(
    r"\blos(?:e|es|t|ing)\b|\bgone\b|\bremoved\b|\bno longer ha(?:s|ve)\b|\bdisappear\w*"
)
# ... and an amount is asked ("how many", "for each of my boosts", "so 0?", "does it count").
_AMOUNT: Final = re.compile(
    r"\bhow (?:many|much)\b|\bfor each\b|\bso (?:0|zero|none|nothing)\b"
    r"|\bcount(?:s|ed)?\b|\bnumber of\b"
)


def asks_what_gone_had(question: str) -> bool:
    """Whether ``question`` (lower case) says an object left play and lost what it had, and asks
    an amount of it: what was true of it as it ceased to exist is used (2.1.h, 6.3.j)."""
    return bool(_LEFT.search(question) and _LOST.search(question) and _AMOUNT.search(question))


# The keyword actions (CR 5.0 7.3, as a card's rules words name them) that move an object to
# another zone: a token they move out of the Expedition zone ceases to exist instead (2.1.e).
MOVING: Final = frozenset({"Send", "Put", "Discard", "Sacrifice", "Return"})


def _is_token(card: CardMention) -> bool:
    """Whether a card named is a token itself (its rules words name a token's type, and it
    creates none)."""
    return any(w.endswith(" token") for w in card.words) and "Create" not in card.words


# A card aimed at the token: "Zou! on a Brassbug token", "NAMED targets my NAMED", "my token,
# hit with NAMED" (the names written :data:`~.question_text.NAMED`) — not a token merely named
# beside a card that moves something else ("my boosted tokens … I put an orb with NAMED", "I
# sacrifice a token: does NAMED's 'if you do' happen?").
_AIMED: Final = re.compile(
    rf"\b{NAMED}[\s!.,:]*\s(?:on|onto|at|targets?|targeting|hits?|against)\s+(?:[\w'’]+\s+){{0,3}}?"
    rf"(?:{NAMED}|tokens?)\b"
    rf"|\btokens?\b[^.?!;]{{0,40}}\bwith\s+{NAMED}\b"
)


def token_moved_by_card(question: str, cards: Sequence[CardMention]) -> bool:
    """Whether a token — written in ``question`` (lower case, the names written
    :data:`~.question_text.NAMED`) or a card named that is one — is aimed at by another named
    card whose text moves objects to another zone (:data:`MOVING`)."""
    token = bool(re.search(r"\btokens?\b", question)) or any(_is_token(c) for c in cards)
    moving = any(not _is_token(c) and MOVING & set(c.words) for c in cards)
    return token and moving and _AIMED.search(question) is not None


# "One boost or one per card?", "one boost each?", "once or for each?", "how many times does it
# trigger?", "a boost per token?".
_PER_OBJECT: Final = re.compile(
    r"\bone\b[^?.!]*\b(?:per|each)\b|\bonce\b[^?.!]*\b(?:per|each|every)\b"
    r"|\bhow many times\b|\bper (?:card|character|token|object|permanent)\b"
)


# A cap asked ("is there a cap on how many times a reaction can trigger?") is the rules' limit
# on a day's activations (6.3.l), not once-or-per-object.
_CAP: Final = re.compile(r"\b(?:cap|limit|maximum|max|at most)\b")


def asks_per_object(question: str, cards: Sequence[CardMention]) -> bool:
    """Whether ``question`` (lower case) asks if a named card's Reaction happens once or once
    per object (6.3.g, 6.1.e): it asks so of a card known to react, and asks no cap."""
    reacts = any(REACTION in c.words for c in cards)
    return reacts and bool(_PER_OBJECT.search(question)) and not _CAP.search(question)
