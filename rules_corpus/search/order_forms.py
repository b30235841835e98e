"""Questions about order and timing, in players' words (issue 32, search39).

Players ask what comes first in their own words, rarely in the rules': "sabotage then draw — can I
do the draw first?", "two of my reactions trigger at dusk, which one resolve first?", "who chooses
the order of the triggers?", "do both trigger at the same time?", "is rest before clean-up?",
"my opponent plays a card, can I play something before it resolves?". CR 5.0 answers each by
what is ordered:

* **An effect's steps** (:data:`STEPS_IN_ORDER`): a separate step for each verb, in the order
  written, unless said to happen simultaneously (6.1.c); a modal effect's modes in the order
  their controller chooses them (6.5.g, :data:`MODES_IN_ORDER`).
* **Reactions waiting in Limbo** (:data:`REACTION_CHOSEN`): when Reactions are checked, the first
  player in initiative order who controls one chooses one and plays it (4.4.b); asked
  whether they happen at the same time, the Reactions one step activates are created together
  by a single Reaction-activating step (6.3.h, :data:`ACTIVATED_TOGETHER`), and played one at a
  time.
* **The Day** (:data:`DAY_PHASES`): five phases in order (4.2.a), each phase's daily effects in
  the order its rule lists them (4.2.1.a–4.2.5.a).
* **Playing within another's resolution** (:func:`plays_within`): there is no responding; a
  player plays a card or a quick action during their turn, as a turn effect (5.1.1.b, 4.2.3.d —
  :data:`~.question_forms.RESPONDING`).

Each form fires on evidence of its subject: an order asked (not "the first card", "the first
player", "in order to") *and* what is ordered — two actions of one effect (written, or a card
named that has them), its parts, steps or verbs; Reactions (the plural, two that react, "my
reaction and his"); two phases or daily effects. Not: an order asked of several players'
actions in one step (6.1.e–f, :data:`~.question_forms.SEVERAL_AT_ONCE`), a Reaction's moment
against another effect (:mod:`.moment_forms`), a narrated "after I sacrifice it I draw, does it
trigger?" (no order asked), "how many cards do I draw in the morning?" (one daily effect).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from rules_corpus.search.moment_forms import DAILY_EFFECT_PHASE, REACTION_WORDS
from rules_corpus.search.question_text import asking_clause
from rules_corpus.search.sentence_rules import (
    ACTIVATED_TOGETHER,
    DAY_PHASES,
    MODES_IN_ORDER,
    REACTION_CHOSEN,
    STEPS_IN_ORDER,
    daily_effects,
)

# The actions an effect's steps do, as players write them (the keyword actions of 7.3 and the
# verbs effects use), each by its stem: two of them set in order are two steps.
_ACTIONS: Final = {
    "draw": r"draw(?:s|n|ing)?",
    "discard": r"discard\w*",
    "sabotage": r"sabotag\w*",
    "resupply": r"resuppl\w*",
    "sacrifice": r"sacrific\w*",
    "exhaust": r"exhaust(?:s|ed|ing)?",
    "ready": r"read(?:y|ies|ied|ying)",
    "boost": r"boost(?:s|ed|ing)?",
    "put": r"put(?:s|ting)?",
    "return": r"return\w*",
    "create": r"creat\w*",
    "gain": r"gain\w*",
    "lose": r"los(?:e|es|ing)",
    "move": r"mov(?:e|es|ed|ing)",
    "mill": r"mill\w*",
    "reveal": r"reveal\w*",
    "shuffle": r"shuffl\w*",
    "send": r"send\w*|sent",
}
_ACTION_WORDS: Final = {key: re.compile(rf"\b(?:{pattern})\b") for key, pattern in _ACTIONS.items()}
_ANY_ACTION: Final = "|".join(_ACTIONS.values())
# The same, for the other forms that name an effect's steps by their actions.
ANY_ACTION: Final = _ANY_ACTION

# "First" asked, not an adjective ("the first card", "the first player", "the first mode"):
# at a clause's end or before "then", "and", "or" ("draw first then discard", "which happens
# first?"), or before an action ("must I first sabotage or first draw?").
_FIRST: Final = (
    r"\bfirst\b(?=\s*(?:[?,.!;:—–-]|$|(?:then|and|or|before|after|instead|please|allowed)\b))"
    rf"|\bfirst\s+(?:(?:i|you|we)\s+)?(?:{_ANY_ACTION})\b"
)
# At the same time, or one after the other.
_TOGETHER: Final = (
    r"\bat the same time\b|\btogether\b|\bsimultaneous\w*|\bat once\b|\bsame moment\b"
    r"|\bone (?:after (?:the )?other|by one|and then the other)\b"
)
# What an effect's steps are named by: its parts, steps, verbs.
_PARTS_WORDS: Final = r"parts?|steps?|verbs?|halves"
# The order of an effect's steps asked: "first", "order" (not "in order to"), "swap", "reverse" —
# or "before"/"after" set between two of its steps in a clause that asks ("can I resupply before
# I sabotage?", "is it possible to do the second part before the first"; not "can I still use it
# after it is exhausted?", one step and an event, nor a narrated "I discard before I draw, …");
# at the same time (:data:`_TOGETHER`) only of cards that do not react.
_STEP = rf"(?:{_ANY_ACTION}|{_PARTS_WORDS})"
_STEPS_ORDER: Final = re.compile(
    rf"{_FIRST}|\border\b(?!\s+to\b)|\b(?:swap|switch|revers)\w*"
    r"|\b(?:can|could|may|must|should|do|does|is it|am i|allowed)\b[^?.,;]*"
    rf"\b{_STEP}\b[^?.,;]*\b(?:before|after)\b[^?.,;]*\b{_STEP}\b"
)
_FIRST_ASKED: Final = re.compile(_FIRST)
_TOGETHER_ASKED: Final = re.compile(_TOGETHER)
_PARTS: Final = re.compile(rf"\b(?:{_PARTS_WORDS})\b")
_MODES: Final = re.compile(r"\bmodes?\b")
# Players set against each other ("who draws first?", "do I discard first or my opponent?"):
# several players' actions, not one effect's steps.
_PLAYERS: Final = re.compile(
    r"\bwho\b|\bwhose\b|\bwhich player\b|\bopponent\w*|\b(?:both|each|every) players?\b"
)

# Reactions ordered: the plural ("my reactions", "the triggers", "emblem reactions"), two of them
# ("both trigger", "two of my reactions"), or one player's set against another's ("my reaction
# and his", "my opponent's reaction and mine").
_REACTIONS: Final = re.compile(
    r"\breactions\b|\bemblem-?reactions?\b"
    r"|\b(?:the|my|his|her|their|our|your|these|those|two|three|both|all|several|multiple"
    r"|opponent'?s?)\s+(?:\w+\s+)?triggers\b|\b(?:of|two|three) triggers\b"
    r"|\b(?:both|two|each|all)\b[^?.]*\b(?:reactions?|trigger\w*)\b"
    r"|\b(?:reaction|trigger)\b[^?.]*\band\b[^?.]*\b(?:mine|his|hers|theirs|yours|reaction|trigger)\b"
)
# The order of Reactions asked: "first", "order", "next", who chooses, plays or goes, which player
# or Reaction, "before the others / mine", at the same time — not "pick which one" alone (a choice
# among objects, "pick which die I keep", no order).
_REACTIONS_ORDER: Final = re.compile(
    rf"{_FIRST}|\border\b(?!\s+to\b)|\bnext\b|{_TOGETHER}"
    r"|\bwho\s+(?:chooses|choose|decides|decide|picks|pick|plays|play|goes|go|resolves|resolve)\b"
    r"|\bwhich (?:player|reaction|trigger)\b"
    r"|\bbefore\s+(?:the\s+)?(?:others?|mine|his|hers|theirs|yours|the other one)\b"
)

# The phases (4.2.a) and the daily effects players name (:data:`~.moment_forms.DAILY_EFFECT_PHASE`;
# not "the rest of the effect").
_PHASE_NAMES: Final = ("morning", "noon", "afternoon", "dusk", "night")
_DAY_ITEM: Final = re.compile(
    r"\b(morning|noon|afternoon|dusk|night|succeed|prepare|expand|progress"
    r"|expeditions? moves?|rest|clean-?up|check victory)\b(?!\s+of\b)"
)
_DAY_ORDER: Final = re.compile(
    rf"{_FIRST}|\border\b(?!\s+to\b)|\bbefore\b|\bafter\b|\bearlier\b|\blater\b"
    r"|\bcomes?\s+(?:first|last|next)\b"
)
_PHASES_WORD: Final = re.compile(r"\bphases\b")

# A play asked within another's resolution, in other games' words: "the stack", "answer his
# spell", "play something before it resolves", "while his spell is resolving can I use a quick
# action?", "react to it with a quick action".
_PLAYS_WITHIN: Final = re.compile(
    r"\bstack\b"
    r"|\banswer\w*\b[^?.]*\b(?:spell|card|play|reaction|quick action)\b"
    r"|\b(?:play|use|cast)\w*\b[^?.]*\b(?:before|while|until)\s+(?:it|that|this|(?:the|his|her"
    r"|their|my opponent'?s)\s+\w+)\s+(?:is\s+)?(?:resolv\w*|finish\w*)"
    r"|\bwhile\b[^?.]*\bresolv\w*\b[^?.]*\b(?:play|use|cast)\b"
    r"|\breact to\b[^?.]*\bwith\s+(?:a\s+|an\s+|my\s+)?(?:quick action|card|spell|character)"
)


def card_actions(words: Iterable[str]) -> int:
    """How many of the actions an effect's steps do (:data:`_ACTIONS`) a card's rules words
    name ("Sabotage", "Draw": two steps to order)."""
    text = " ".join(words).lower()
    return sum(1 for pattern in _ACTION_WORDS.values() if pattern.search(text))


def plays_within(text: str) -> bool:
    """Whether ``text`` (a question in lower case) asks to play within another's resolution —
    what the rules answer by when a player may play at all (5.1.1.b, 4.2.3.d)."""
    return bool(_PLAYS_WITHIN.search(text))


def asks_reactions_order(text: str, reacting: int) -> bool:
    """Whether ``text`` asks the order of Reactions: Reactions named (or ``reacting``, the cards
    named known to react, two or more) and an order asked in the sentence that asks
    (:func:`_asked`)."""
    named = reacting >= 2 or _REACTIONS.search(text)
    return bool(named and _REACTIONS_ORDER.search(_asked(text)))


def _asked(text: str) -> str:
    """Where an order is asked: the last sentence with a clause that asks
    (:func:`~.question_text.asking_clause`), or the whole question when none has one ("I want
    draw first then discard, allowed?") — not an order told in an earlier sentence ("he played
    his own trigger first. Does NAMED …?" sets the scene)."""
    asked = text
    for sentence in _SENTENCES.split(text):
        if asking_clause(sentence):
            asked = sentence
    return asked


_SENTENCES: Final = re.compile(r"(?<=[.?!])\s+")


def order_forms(
    text: str, reacting: int, actions: int, several: bool = False, timed: bool = False
) -> tuple[tuple[str, ...], ...]:
    """The order forms ``text`` (a question in lower case, names as
    :data:`~.question_text.NAMED`) asks. ``reacting``: the cards named known to react;
    ``actions``: the most actions one card named has (:func:`card_actions`); ``several``: the
    question sets several players or objects under one step (6.1.e, asked elsewhere);
    ``timed``: a Reaction's moment is asked (:mod:`.moment_forms`, asked elsewhere)."""
    found: list[tuple[str, ...]] = []
    reactions = asks_reactions_order(text, reacting)
    if reactions:
        found.append((REACTION_CHOSEN,))
        if _TOGETHER_ASKED.search(text):
            found.append((ACTIVATED_TOGETHER,))
    elif not (several or timed or reacting >= 2 or REACTION_WORDS.search(text)):
        # Two cards that may react, or Reactions written: what is ordered is no one effect's
        # steps ("does NAMED get the boost before or after NAMED's draw?").
        steps = _steps_asked(text, reacting, actions)
        if steps:
            found.append(steps)
    if not timed and not reactions:
        found.extend(_day_asked(text))
    return tuple(found)


def _steps_asked(text: str, reacting: int, actions: int) -> tuple[str, ...]:
    """The order of one effect's steps asked (6.1.c), or of its modes (6.5.g): an order asked
    in the clause that asks (:func:`_asked`) and the steps named — two actions written, or the
    effect's parts, steps or verbs, or one action written of a card named that has two, asked
    "first" ("can I do the draw first?") — not players set against each other, nor of a card
    that may react unless a card named has two steps. At the same time is asked of steps only
    when no card named may react ("does NAMED boost at once for each discard?" asks of its
    activations, 6.3.g)."""
    if reacting and actions < 2:
        # A card that may react (or that nobody knows) and no card named with two steps: what
        # is ordered is its Reaction's doing, not one effect's steps.
        return ()
    asked = _asked(text)
    together = reacting == 0 and _TOGETHER_ASKED.search(asked)
    if not (_STEPS_ORDER.search(asked) or together) or _PLAYERS.search(text):
        return ()
    if _MODES.search(text):
        return (MODES_IN_ORDER,)
    written = sum(1 for pattern in _ACTION_WORDS.values() if pattern.search(text))
    first = written == 1 and actions >= 2 and _FIRST_ASKED.search(asked)
    if written >= 2 or _PARTS.search(text) or first:
        return (STEPS_IN_ORDER,)
    return ()


def _day_asked(text: str) -> tuple[tuple[str, ...], ...]:
    """The Day's order asked: two phases or daily effects set against each other, or "the
    phases" in order — the phases' order (4.2.a) when two phases are named, and the rule
    listing each phase's daily effects (4.2.1.a–4.2.5.a)."""
    if not _DAY_ORDER.search(text):
        return ()
    named = [m.group(1) for m in _DAY_ITEM.finditer(text)]
    if len(set(named)) < 2:
        return ((DAY_PHASES,),) if _PHASES_WORD.search(text) else ()
    phases = list(dict.fromkeys(_phase_of(n) for n in named))
    found: list[tuple[str, ...]] = []
    if len(phases) >= 2:
        found.append((DAY_PHASES,))
    found.append(tuple(daily_effects(p) for p in phases))
    return tuple(found)


def _phase_of(item: str) -> str:
    """The phase a phase's or a daily effect's name belongs to."""
    if item in _PHASE_NAMES:
        return item.capitalize()
    key = " ".join(item.split()).replace("cleanup", "clean-up")
    key = {"expedition move": "expedition moves", "expeditions moves": "expeditions move"}.get(
        key, key
    )
    return DAILY_EFFECT_PHASE[key]
