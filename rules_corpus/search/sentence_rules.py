"""The rules a question's form invokes that are found by their sentence, not by a title (#32).

Some principles a question asks have no section of their own: who takes a decision, where a
moving card goes instead, when "at [that phase]" Reactions activate, when a player may play at
all (as a turn effect), in which zone abilities work. Each is named here (a name the grammar of
:mod:`.interaction` writes among section titles) with the form of the sentences that state it
in CR 5.0, so a new edition that renumbers keeps them.
"""

from __future__ import annotations

import re
from typing import Final

from rules_corpus.model import Document
from rules_corpus.search.ability_relations import WORKED_BEFORE, WORKED_BEFORE_SENTENCE
from rules_corpus.search.actor_named import EFFECT_NAMES_ACTOR
from rules_corpus.search.actor_named import SENTENCE as EFFECT_NAMES_ACTOR_SENTENCE
from rules_corpus.search.exhausted_reserve import EXHAUSTED_IN_RESERVE
from rules_corpus.search.exhausted_reserve import SENTENCE as EXHAUSTED_IN_RESERVE_SENTENCE
from rules_corpus.search.leaving_forms import PER_ACTION, PER_ACTION_SENTENCE
from rules_corpus.search.verb_limits import LIMIT_SENTENCES

# "Where does it go?": every rule that sends a moving card or object somewhere else "instead"
# (1.4.3.a, 2.1.e a token, 2.4.7.d Fleeting, 3.1.2.c) — "If a card … would go to …, it goes to
# its owner's corresponding zone instead" (an Expedition's moves forward are no card's).
MOVES_REPLACED: Final = "rules: a move replaced"
# "Who decides / chooses / picks": "these decisions are made by the controller", "the player who
# chooses which card", "the controller … must state whether", "must decide first" (1.4.5.a,
# 6.1.g, 6.2.d, 6.2.h).
DECIDES: Final = "rules: who decides"
# "Which comes first, the phase or the Reaction?": "“at [that phase]” Reactions" activate as the
# phase begins (4.2.b).
PHASE_REACTIONS: Final = "rules: at-phase Reactions"
# "Can I respond?": there is no responding in the rules; a player plays a card or a quick action
# during their turn, as a turn effect (5.1.1.b "… as a turn effect", 4.2.3.d "the three following
# turn effects").
TURN_EFFECT: Final = "rules: playing as a turn effect"
# "Two NAMED in my Reserve — does the other get a boost?": in which zone an object's abilities
# work ("only work when that object is in play", "Support abilities only work in Reserve":
# 1.2.4.d, 2.2.12.g–i).
WORKS_IN_ZONE: Final = "rules: where abilities work"
# "Each player discards their hand — who discards first?": what one step does to several objects
# or players happens at once — a separate atomic action for each, all simultaneous ("there is a
# separate atomic action for each affected object", "Atomic actions in a single step happen
# simultaneously": 6.1.e, 6.1.f).
AT_ONCE: Final = "rules: a step's actions at once"

# "Does his token come in the middle of NAMED's effect or after?": a Reaction activated during a
# step waits in Limbo as an Emblem-Reaction until Reactions are checked — after each turn effect
# and each Reaction played ("Reactions are checked", "check Reactions", "a single
# Reaction-activating step is performed": 4.2.g, 4.4.a, 4.4.c, 5.1.1.c, 6.3.h); the rules that
# check them at a phase's beginning or after a daily effect (4.2.b, 4.2.d) are the phases'.
REACTIONS_CHECKED: Final = "rules: when Reactions are checked"
# "Sabotage after rest — so when exactly?": a Reaction that triggers after a daily effect is
# played when Reactions are checked after it ("After each daily effect, Reactions are checked":
# 4.2.d).
AFTER_DAILY_EFFECT: Final = "rules: Reactions checked after a daily effect"
# The daily effects of one phase, named by the rule that lists them ("There is one daily effect
# during Dusk: Progress", "There are three daily effects during Night: Rest, …": 4.2.1.a–4.2.5.a).
DAILY_EFFECTS: Final = "rules: the daily effects of "
PHASES: Final = ("Morning", "Noon", "Afternoon", "Dusk", "Night")


def daily_effects(phase: str) -> str:
    """The name of the rule listing the daily effects of ``phase`` (one of :data:`PHASES`)."""
    return DAILY_EFFECTS + phase


# "My token is sent to Reserve — where does it go?": a token that would leave the Expedition zone
# for another zone ceases to exist instead, and still leaves the Expedition zone ("If a token
# would leave the Expedition zone …", "A token … that ceases to exist because it would move":
# 2.1.e, 7.5.11.b).
TOKEN_GONE: Final = "rules: a token leaving play"

# "Ready two Mana Orbs but only one is exhausted", "can I ready a ready card?": an object
# cannot gain a status it has, nor lose one it lacks ("An object that is not exhausted cannot be
# readied", "cannot gain that status again": 7.3.28.b, 7.3.16.b).
STATUS_LACKED: Final = "rules: a status gained again or lost while lacking"
# "Discard one of my orbs — can I discard an exhausted one and keep the ready one?": before a
# step asks a player to choose one of their Mana Orbs, they may exhaust one to ready another
# ("exhaust a Mana Orb to ready another": 3.2.9.e).
ORB_SWAPPED: Final = "rules: a Mana Orb readied by exhausting another"
# "Their deck only has 3 cards", "with an empty deck": what a step on a Deck too short does
# ("the Deck does not contain enough cards", "an empty Deck", "the Deck is still empty", "M
# cards in their Deck (M < N)": 3.2.2.d–f, 4.2.1.f, 7.3.9.c, 7.3.31.b–c).
DECK_SHORT: Final = "rules: a Deck without enough cards"
# … of them, the N first (or last) cards a step takes ("draw three but only two in my deck"):
# the step takes what there is (3.2.2.e; drawing or resupplying N in the Morning, 7.3.9.c,
# 7.3.31.b) — not a card at a specific position (3.2.2.d, 3.2.2.f).
DECK_SHORT_COUNT: Final = "rules: a Deck without the N cards a step takes"

# "Do my exhausted Mana Orbs count?", "does a token count as a Character?": the rules stating
# which objects are of a type whose card does not print it ("The type of … is Mana Orb",
# "Objects in the Mana zone have the type Mana Orb", "… which are of type Mana Orb": 2.2.1.d–g,
# 3.1.3.c, 3.2.9.c), one name per type of CR 5.0 (2.2.1.a).
OF_TYPE: Final = "rules: the objects of type "
TYPES: Final = ("Character", "Emblem", "Hero", "Mana Orb", "Permanent", "Region", "Spell")


def of_type(kind: str) -> str:
    """The name of the rules stating which objects are of type ``kind`` (:data:`TYPES`)."""
    return OF_TYPE + kind


# "Paint Prison's discard to reduce its cost — when do I decide that?": alternative and optional
# costs and how costs are paid are chosen in the declaration of intent, before the card moves to
# Limbo, the game state unchanged meanwhile ("In the declaration of intent, a player must", "…
# should not change during the declaration of intent", "has declared how they intend to play":
# 5.1.2.c, 5.1.2.g, 5.1.2.h).
COST_DECIDED: Final = "rules: a cost decided in the declaration of intent"
# "1 less and 1 less with a minimum of 1 — 0 or 1?": how cost alterations make the final cost
# ("cost alterations apply": 5.1.2.f).
COST_FINAL: Final = "rules: the final cost of several alterations"
# "Played from reserve — its hand cost is still 3?": the cost of a card played is its Hand Cost
# from Hand, its Reserve Cost from Reserve ("It is the Hand Cost when it is played from": 5.1.2.d).
COST_OF_ZONE: Final = "rules: the cost of a card played from a zone"

# "Sabotage then draw — can I do the draw first?": an effect has a separate step for each verb,
# in the order written ("There is a separate step for each verb": 6.1.c, its example "In the first
# step … In the second step").
STEPS_IN_ORDER: Final = "rules: an effect's steps, one for each verb"
# "Can I do the second mode first?": a modal effect's modes are resolved in the order their
# controller chooses them ("must choose X modes in the order of their choice": 6.5.g).
MODES_IN_ORDER: Final = "rules: modes resolved in the order chosen"
# "Two triggers — which goes first, who chooses?": when Reactions are checked, the first player in
# initiative order who controls a Reaction in Limbo chooses one and plays it ("… who controls a
# Reaction in Limbo chooses": 4.4.b; not 5.1.1.c's "must play a Reaction", which a question
# asking the order put above it).
REACTION_CHOSEN: Final = "rules: the Reaction played next, chosen in initiative order"
# "Do both trigger at the same time?": the Reactions one step activates are created in Limbo by a
# single Reaction-activating step, an atomic action each ("a single Reaction-activating step":
# 6.3.h) — then played one at a time (4.4.b).
ACTIVATED_TOGETHER: Final = "rules: the Reactions one step activates"
# "Is noon before the afternoon?": the Day's five phases in order ("A day contains five phases":
# 4.2.a).
DAY_PHASES: Final = "rules: the phases of a day in order"

# "The target is gone — does the rest of the spell still happen?", "does it stop halfway?": a part
# of an effect that cannot happen is ignored and the rest of the effect happens normally ("part of
# an effect cannot happen", "cannot be performed", "the rest of the effect resolves normally":
# 1.2.6.f, 6.5.h, 1.4.1.c).
REST_OF_EFFECT: Final = "rules: the rest of an effect when a part cannot happen"
# "Does the spell fizzle if its target died?": a target is chosen as its step resolves, and with no
# suitable target that step's atomic action does nothing ("chooses as it resolves", "no suitable
# targets": 1.2.6.c, 6.5.b).
TARGET_MISSING: Final = "rules: a target chosen as its step resolves"
# "The character that triggered it is gone — does the reaction still resolve?": an effect bound to
# an object that no longer exists uses what was true of it when it ceased to exist ("an object
# that does not exist anymore": 6.3.j, 2.1.h).
BOUND_GONE: Final = "rules: an effect bound to an object that no longer exists"

_SENTENCES: Final = {
    **{
        of_type(kind): re.compile(
            rf"\b(?:[Tt]he type of\b[^.]*\bis|ha(?:ve|s) (?:the )?type|of type)\s+{kind}s?\b"
        )
        for kind in TYPES
    },
    COST_DECIDED: re.compile(
        r"\b[Ii]n the declaration of intent, a player must\b"
        r"|\bshould not change during the declaration of intent\b|\bhas declared how\b"
    ),
    COST_FINAL: re.compile(r"\bcost alterations apply\b"),
    STEPS_IN_ORDER: re.compile(r"\bseparate step for each verb\b"),
    MODES_IN_ORDER: re.compile(r"\bmodes in the order of their choice\b"),
    REACTION_CHOSEN: re.compile(
        r"\bfirst player in initiative order who controls a Reaction in Limbo chooses\b"
    ),
    ACTIVATED_TOGETHER: re.compile(r"\bsingle Reaction-activating step\b"),
    DAY_PHASES: re.compile(r"\b[Aa] day contains five phases\b"),
    REST_OF_EFFECT: re.compile(
        r"\bpart of an effect cannot (?:happen|be performed)\b"
        r"|\brest of the effect resolves normally\b"
    ),
    TARGET_MISSING: re.compile(r"\bno suitable targets\b|\bchooses as it resolves\b"),
    BOUND_GONE: re.compile(
        r"\b(?:bound to|information about) an object that does not exist anymore\b"
    ),
    COST_OF_ZONE: re.compile(r"\bHand Cost when it is played from\b"),
    STATUS_LACKED: re.compile(r"\bcannot be readied\b|\bcannot gain that status again\b"),
    ORB_SWAPPED: re.compile(r"\bexhaust an? Mana Orb to ready another\b"),
    DECK_SHORT: re.compile(
        r"\bDeck does not contain enough cards\b|\bempty Decks?\b|\bDeck is (?:still )?empty\b"
        r"|\bcards in their Deck \([A-Z] < [A-Z]\)"
    ),
    DECK_SHORT_COUNT: re.compile(
        r"\b[A-Z] (?:first|last) cards\b[^.]*\bnot contain enough cards\b"
        r"|\bcards in their Deck \([A-Z] < [A-Z]\)"
    ),
    REACTIONS_CHECKED: re.compile(
        r"(?<!, then )(?<!daily effect, )\bReactions are checked\b|\bcheck Reactions\b"
        r"|\bReaction-activating step is performed\b"
    ),
    AFTER_DAILY_EFFECT: re.compile(r"\bAfter each daily effect, Reactions are checked\b"),
    **{
        daily_effects(phase): re.compile(rf"\bdaily effects? during (?:the )?{phase}\b")
        for phase in PHASES
    },
    TOKEN_GONE: re.compile(r"\btokens?\b[^.]*\b(?:would (?:\w+ ){0,2}leave|ceases? to exist)"),
    MOVES_REPLACED: re.compile(
        r"\b(?:card|object|token|Character|Permanent|Spell)s?\b[^.]*?\bwould (?:\w+ ){0,2}"
        r"(?:go|move|join|leave)\b[^.]*\binstead\b"
    ),
    DECIDES: re.compile(
        r"\bdecisions?\b[^.]*\bmade by\b|\bchooses which\b|\bmust state whether\b"
        r"|\bmust decide first\b"
    ),
    PHASE_REACTIONS: re.compile(r"\bat \[that phase\]"),
    TURN_EFFECT: re.compile(r"\bas a turn effect\b|\bfollowing turn effects?\b"),
    WORKS_IN_ZONE: re.compile(r"\bonly works? (?:in|when|while)\b"),
    AT_ONCE: re.compile(
        r"\b[Aa]tomic actions?\b[^.]*\bsimultaneous"
        r"|\bseparate atomic action for each\b"
    ),
    # What each keyword action cannot do (7.3.8.b, 7.3.16.b, 7.3.21.b, 7.3.28.b, 7.3.38.b,
    # 2.4.1.f, 2.4.1.h: :mod:`.verb_limits`, search43).
    **LIMIT_SENTENCES,
    # What an exhausted card in Reserve cannot do (2.4.6.c, 2.4.6.e, 2.2.12.j:
    # :mod:`.exhausted_reserve`, search43).
    EXHAUSTED_IN_RESERVE: EXHAUSTED_IN_RESERVE_SENTENCE,
    # An effect naming the player who does the action (1.4.7.b, 7.5.6.b: :mod:`.actor_named`,
    # search43).
    EFFECT_NAMES_ACTOR: EFFECT_NAMES_ACTOR_SENTENCE,
    # A Reaction activated once per matching atomic action (6.3.g: :mod:`.leaving_forms`,
    # search44).
    PER_ACTION: PER_ACTION_SENTENCE,
    # A Reaction other than a self-move one, activated by what worked before the event (6.3.f:
    # :mod:`.ability_relations`, search46).
    WORKED_BEFORE: WORKED_BEFORE_SENTENCE,
}


def rules_by_sentence(document: Document) -> dict[str, frozenset[str]]:
    """Each name above → the ids of ``document``'s rules whose sentence states it."""
    return {
        name: frozenset(rule.id for rule in document.rules if pattern.search(rule.text))
        for name, pattern in _SENTENCES.items()
    }
