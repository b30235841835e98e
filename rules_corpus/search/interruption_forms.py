"""Questions whether something cuts into an effect, in players' words (issue 32, search40).

Players coming from other games ask whether an effect can be cut into: "does the reaction
interrupt the rest of the spell?", "can my Reaction go in the middle of their effect?", "does it
stop halfway?", "does the rest still happen if the target is gone?". CR 5.0 answers by what does
the cutting:

* **A Reaction** (:data:`~.sentence_rules.REACTIONS_CHECKED`): it does not cut in. A step that
  activates a Reaction is followed by a single Reaction-activating step that creates an
  Emblem-Reaction in Limbo (6.3.h); Reactions are played only when they are checked — after the
  turn effect, after each Reaction played (4.2.g, 4.4.a–c, 5.1.1.c) — so the effect resolves
  whole first.
* **A part that cannot happen** (:data:`~.sentence_rules.REST_OF_EFFECT`): it is ignored and the
  rest of the effect happens normally (1.2.6.f, 1.4.1.c, 6.5.h); a target is chosen as its step
  resolves, and with no suitable target that step does nothing (1.2.6.c, 6.5.b:
  :data:`~.sentence_rules.TARGET_MISSING`) — nothing "fizzles".
* **A Reaction whose object is gone** (:data:`~.sentence_rules.BOUND_GONE`): its effect still
  resolves, using what was true of the object when it ceased to exist (6.3.j, 2.1.h).
* **A player's card or quick action** is not this module's: when a player may play at all is
  :data:`~.question_forms.RESPONDING`'s (5.1.1.b, 4.2.3.d).

Each form fires on evidence of both sides: a cut asked (interrupt, in the middle, halfway,
before the rest, right away, a pause, a stop) *and* a Reaction doing it (its words, or a card
known to react) with no player's play named; the rest of an effect asked (the rest, the second
part, "fizzle", "cancelled", "stop halfway") *and* a part of it failing or nothing else cutting
in; a Reaction asked whether it still resolves *and* an object gone. Not: "can I interrupt his
spell with a quick action?" (a player's play), "what happens at rest?" (a daily effect), "is the
rest of my hand discarded?" (no effect's rest), "does the spell stop my opponent from drawing?"
(no stop of an effect), "the character died, does it go to reserve?" (nothing asked of an
effect).
"""

from __future__ import annotations

import re
from typing import Final

from rules_corpus.search.moment_forms import REACTION_WORDS
from rules_corpus.search.order_forms import ANY_ACTION
from rules_corpus.search.sentence_rules import (
    BOUND_GONE,
    REACTIONS_CHECKED,
    REST_OF_EFFECT,
    TARGET_MISSING,
)

# What is cut into: an effect, a spell, a card or an ability being resolved.
_EFFECT: Final = r"(?:effects?|spells?|cards?|abilit(?:y|ies)|resolution|resolving|resolves?)"
# A cut asked: "interrupt", "in the middle of", "halfway", "mid-spell", "before the rest / the
# second part", "between the draw and the sabotage", "right away", "wait until … finished",
# "pause", "stop" an effect (not "stop my opponent from drawing", "stop being fleeting").
_CUT: Final = re.compile(
    r"\binterrupt\w*|\bin the middle of\b|\bhalfway\b|\bmidway\b|\bpart ?way\b"
    r"|\bmid-?(?:spell|effect|resolution|resolving|way)\b"
    r"|\bbefore (?:the )?(?:rest|remainder|end)\b"
    r"|\bbefore the (?:second|other|next|last|remaining) (?:part|step|half|verb)s?\b"
    r"|\bbetween\b[^?.]*\b(?:parts|steps|verbs|halves)\b"
    rf"|\bbetween (?:the )?(?:{ANY_ACTION}) and (?:the )?(?:{ANY_ACTION})\b"
    # "Right away" only of an effect being resolved ("right away, or after his spell?"): alone it
    # asks when a passive or a status changes.
    r"|\b(?:immediately|instantly|right away|straight away)\b[^?]*\b(?:effect|spell|resolution)"
    r"|\b(?:effect|spell|resolution)\b[^?]*\b(?:immediately|instantly|right away|straight away)\b"
    r"|\bwait\w*\b[^?.]*\b(?:until|till|for)\b[^?.]*\b(?:finish\w*|done|over|complete\w*|ends?)\b"
    r"|\b(?:paus|halt)\w*|\bbreak\w* into\b|\bcuts? in\b"
    rf"|\bstop\w*\s+(?:(?:the|his|her|their|my|its|that|this|an?)\s+)?{_EFFECT}\b"
    rf"|\b{_EFFECT}\s+(?:to\s+)?stop\w*\b|\bstop\w*\s+to\s+resolv\w*"
)
# A player's own play named as what cuts in ("with a quick action", "by playing a card", "can I
# play …"): when a player may play is asked, not a Reaction's wait.
_PLAYER_PLAYS: Final = re.compile(
    r"\b(?:with|by (?:playing|using|casting))\s+(?:a|an|my|one)\s+(?:quick actions?|cards?|spells?)"
    r"|\b(?:can|could|may)\s+(?:i|we|you)\s+(?:play|use|cast)\b"
    r"|\b(?:can|could|may)\s+(?:i|we|you)\s+interrupt\b"
)
# The rest of an effect asked: "the rest (of the spell)", "the second part", "the draw part",
# "everything else" — not "the rest of my hand" nor the daily effect Rest.
_REST: Final = re.compile(
    rf"\brest of (?:(?:the|its|his|her|their|my|this|that)\s+)?{_EFFECT}"
    r"|\bthe rest\b(?!\s+of\b)|\bremainder\b|\beverything else\b"
    r"|\b(?:second|other|next|last|remaining) (?:part|step|half|verb)s?\b"
    rf"|\b(?:{ANY_ACTION}) part\b"
)
# The whole effect asked whether it stops or is lost: "fizzle", "countered", "cancelled",
# "stop halfway / there", "is the whole effect lost".
_HALTS: Final = re.compile(
    r"\bfizzl\w*|\bcountered\b|\bcancel+(?:ed|s)?\b|\bstops?\s+(?:halfway|midway|part ?way|there)\b"
    r"|\bwhole (?:spell|effect|card)\b[^?.]*\b(?:lost|fails?|wasted|gone)\b"
    r"|\b(?:lost|wasted) too\b"
)
# A part of an effect failing, or an object it needs gone: "the target is gone / died / left
# play" (not "the cards left in my hand"),
# "no longer in play", "can't happen", "impossible", "the sabotage fails", "I can't sabotage".
_FAILS: Final = re.compile(
    r"\bgone\b|\b(?:left|leaves)\s+(?:play|the (?:expedition|board|field))\b|\bdied\b|\bdies\b"
    r"|\bdead\b|\bdestroyed\b|\bsacrificed\b|\bremoved\b|\bno longer\b|\banymore\b"
    r"|\bnot there\b|\bdisappear\w*|\bsent to (?:reserve|(?:the |its owner's |their )?hand)\b"
    r"|\bfail(?:s|ed)?\b|\bimpossible\b|\binvalid\b|\billegal\b"
    r"|\bcan'?t (?:happen|be done|be performed)\b|\bcannot (?:happen|be done|be performed)\b"
    rf"|\b(?:can'?t|cannot)\s+(?:{ANY_ACTION})\b"
)
# A later step asked whether it still happens: "do I still draw?", "does the second step still
# happen?".
_STILL_STEP: Final = re.compile(
    rf"\bstill\s+(?:do\s+)?(?:the\s+)?(?:{ANY_ACTION}|happen\w*|resolv\w*)\b"
)
# A Reaction asked whether it still resolves ("does the reaction still happen / resolve / work /
# give the boost?", "does its reaction fizzle?"), the Reaction the subject — not whether it still
# triggers (6.3's), nor what a character "still gets" from it (its condition, 6.3.k).
_REACTION_RESOLVES: Final = re.compile(
    r"\b(?:reactions?|triggers?|emblem-?(?:reactions?)?)\s+"
    r"(?:still\s+(?:happen|resolve|work|give|do)\w*|fizzl\w*)"
)
_TARGET: Final = re.compile(r"\btarget\w*")
_STILL: Final = re.compile(r"\bstill\b|\banyway\b")


def reaction_interrupts(text: str, reacting: bool) -> bool:
    """Whether ``text`` (a question in lower case) asks whether a Reaction cuts into an effect:
    a cut asked (:data:`_CUT`), a Reaction doing it (its words, or ``reacting``: a card named
    is known to react) and no player's play named (:data:`_PLAYER_PLAYS`)."""
    reaction = reacting or REACTION_WORDS.search(text)
    return bool(reaction and _CUT.search(text) and not _PLAYER_PLAYS.search(text))


def player_cuts_in(text: str) -> bool:
    """Whether ``text`` asks whether a player may play a card or a quick action cutting into
    something ("can I play a card in the middle of my opponent's turn?", "can I use a quick
    action halfway through his spell?"): when a player may play at all (5.1.1.b, 4.2.3.d)."""
    return bool(_PLAYER_PLAYS.search(text) and _CUT.search(text))


def interruption_forms(text: str, reacting: bool) -> tuple[tuple[str, ...], ...]:
    """The interruption forms ``text`` (a question in lower case, names as
    :data:`~.question_text.NAMED`) asks; ``reacting``: a card named is known to react."""
    reaction = reacting or bool(REACTION_WORDS.search(text))
    fails = bool(_FAILS.search(text))
    if reaction and fails and _REACTION_RESOLVES.search(text):
        # The Reaction's object is gone: its effect resolves with what was true of it (6.3.j).
        return ((BOUND_GONE,),)
    cut = reaction_interrupts(text, reacting)
    rest = _REST.search(text) or _STILL_STEP.search(text)
    halts = _HALTS.search(text)
    if cut and not (fails and _STILL.search(text)):
        # "Does the reaction interrupt the rest of the spell when X is sacrificed?": the event
        # that triggers it is no part failing; asked whether the rest *still* happens, it is.
        return ((REACTIONS_CHECKED,),)
    if not ((rest and (fails or halts)) or (halts and not reaction)):
        return ()
    found: list[tuple[str, ...]] = [(REST_OF_EFFECT,)]
    if _TARGET.search(text):
        found.append((TARGET_MISSING,))
    return tuple(found)
