"""The grammar of interaction questions: which principles a question's form asks (#32).

A player asking about two cards rarely asks what the cards say — the answer is usually a
general principle their texts meet. The question's **form**, read by a small grammar of
interaction questions (:func:`form_groups`), says which:
"which resolves first" / "in what order" / "who goes first" (or "when does A …?" asked of
cards that react) asks for an order, "X vs Y" / "which wins" / "can … if … can't" for a
conflict (1.4.1, 1.4.2), "does A trigger when B" for a Reaction's activation (6.3), "whose" /
"mine or theirs" / "count as controlled" for control and ownership (7.5.5, 1.4.3); an order
asked about cards that react is 4.4's, about modifiers 6.2's, about passive abilities 2.3's (or
whatever the cards do, when the verb that asks is "applies"); a card's "can't" asked "can it
…?" is a conflict too; "can I respond" / "during my opponent's turn" asks when a player may
play at all (5.1.1, 4.2.3), "who decides" the rules that say who takes a decision, "does it
count (as a Permanent)?" an object's type (2.2.1, 2.2.3), "before or after" asked of cards that
react when Reactions are played (4.4; at a phase, 4.2.b), and a card with a "when I am played
from …" Reaction put in play by another whether being put is being played (7.1.1, 7.5.12).
Each form is kept apart (:func:`form_groups`), so each brings its own best rule.

The forms name the principles by their sections' titles in the current rules (or by the
sentences that state them, :mod:`.sentence_rules`); :class:`~.interaction.Principles` finds
the sections.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rules_corpus.search.actor_named import EFFECT_NAMES_ACTOR, effect_names_actor
from rules_corpus.search.cost_forms import cost_forms
from rules_corpus.search.exhausted_reserve import EXHAUSTED_IN_RESERVE, asks_exhausted_in_reserve
from rules_corpus.search.impossible import (
    COST_UNPAID,
    EFFECT_UNDONE,
    IMPOSSIBLE,
    PAID_COST,
    asks_impossible,
)
from rules_corpus.search.interruption_forms import (
    interruption_forms,
    player_cuts_in,
    reaction_interrupts,
)
from rules_corpus.search.leaving_forms import (
    PER_ACTION,
    asks_per_object,
    asks_what_gone_had,
    token_moved_by_card,
)
from rules_corpus.search.mentions import (
    ACTOR_TRIGGER,
    PLAYED_FROM,
    REACTION,
    SELF_MOVE,
    CardMention,
)
from rules_corpus.search.moment_forms import reaction_moment
from rules_corpus.search.order_forms import (
    asks_reactions_order,
    card_actions,
    order_forms,
    plays_within,
)
from rules_corpus.search.question_text import (
    NAMED,
    last_main_clause,
    main_clause,
)
from rules_corpus.search.sentence_rules import (
    AT_ONCE,
    BOUND_GONE,
    DECIDES,
    DECK_SHORT,
    DECK_SHORT_COUNT,
    MOVES_REPLACED,
    ORB_SWAPPED,
    PHASE_REACTIONS,
    REACTIONS_CHECKED,
    STATUS_LACKED,
    TOKEN_GONE,
    TURN_EFFECT,
    WORKS_IN_ZONE,
    of_type,
)
from rules_corpus.search.verb_limits import limit_forms
from rules_corpus.search.written_forms import COST_ALTERED, QUOTE

# Section titles of the principles (CR 5.0): the grammar's intents name them.
REACTIONS_ORDER = ("Checking Reactions", "Initiative Order")
MODIFIERS = ("Modifiers",)
PASSIVES_ORDER = ("Applying Passive Abilities", "Order of Application", "Dependency")
CONFLICT = ("Can't Beats Can", "Specific Beats General")
ACTIVATION = ("Reactions", "Activate")
WHO_DID = ("Who Did That?",)
PASSIVES = ("Effect on Characteristics",)
CONTROL = ("Control", "My Cards, My Zones", "Take control")
# A status an object has already, gained again: an object cannot gain a status it has (2.4.1.f,
# 7.3.16.b).
STATUS_AGAIN = ("Gain (status)",)
# Whether counters stay on an object that moves ("does it keep its boosts?"): 2.5's, and an
# object that changes zones is a new object (1.4.4 New Zone, New Object).
COUNTERS_KEPT = ("Counters", "New Zone, New Object")
# "A character in my Reserve": a type means an object in play unless a zone is named (2.2.1.h),
# a rule of the section titled "Type".
TYPE_IN_ZONE = ("Type",)
# "Two NAMED in my Reserve — does the other get a boost?": whether a card's abilities work in the
# zone it is in (1.2.4.d, 2.2.12.g–i), found by their sentence ("only work in …",
# :data:`_WORKS_RULE`).
ABILITY_ZONE = (WORKS_IN_ZONE,)
# Where a card goes: its owner's zones (1.4.3) and every rule that sends a moving card or
# object somewhere else "instead" (1.4.3.a, 2.1.e a token, 2.4.7.d Fleeting, 3.1.2.c): found by
# their sentence's form in the rules (:mod:`.sentence_rules`), not by number.
DESTINATION = ("My Cards, My Zones", MOVES_REPLACED)
# A token asked of with a zone out of play ("my brassbug token is sent to Reserve", "Mana Reaping
# on a Recruit token: does it become a Mana Orb?", "the token goes to my hand"): a token that
# would leave the Expedition zone for another zone ceases to exist instead, and still leaves it
# (2.1.e, 7.5.11.b), found by their sentence (:mod:`.sentence_rules`).
TOKEN_LEAVING = (TOKEN_GONE,)
_TOKEN = re.compile(r"\btokens?\b")
_OUT_OF_PLAY = re.compile(
    r"\b(?:reserve|hand|mana zone|discard(?:s|ed)?(?: pile)?|deck|graveyard)\b"
    r"|\b(?:to|into|in)\s+(?:\w+\s+)?mana\b(?!\s+orbs?\b)"
)
# What stands for the token moved in the clause that asks ("where does it go?", "are they in my
# Reserve?", "where"): the question asks of its place (:func:`_asks_of_token`).
_STANDS_FOR_IT = re.compile(r"\b(?:it|they|them|where)\b")
# A token made or received, not moved ("can I boost before the token is made?", "creates
# Brassbugs", "do I still get the Mana Moth?", "whose tokens come first?"): its arrival is
# asked, not where it goes.
_TOKEN_MADE = re.compile(
    r"\b(?:creat\w*|make|makes|made|making)\b"
    r"|\b(?:do|does|will|would)\s+(?:i|you|we|they|he|she)\s+(?:still\s+)?get\b"
    r"|\bcomes?\s+first\b"
    # "does my recruit token come before the mana part?": when it arrives is asked.
    r"|\bcom(?:e|es|ing)\s+(?:before|after|in the middle)\b"
)
# "Can I respond?", "in response to", "during my opponent's turn": when a player may play a card
# or a quick action at all — during their own turn, as a turn effect (5.1.1 Timing; 4.2.3 the
# Afternoon's turns). There is no responding in the rules: the question is answered by when
# playing is possible.
# The rules that say so by their sentence (:mod:`.sentence_rules`: 5.1.1.b "may play a card or
# a quick action as a turn effect", 4.2.3.d "the three following turn effects") come first.
RESPONDING = (TURN_EFFECT, "Timing", "Afternoon")
# "Who decides / chooses / picks": the rules that say who takes a decision, found by their
# sentence's form (1.4.5.a, 6.1.g, 6.2.d, 6.2.h), not by number.
WHO_DECIDES = (DECIDES, "Initiative Order")
# "Which comes first, the phase or the Reaction?": the rule that activates "at [that phase]"
# Reactions as the phase begins (4.2.b), by its sentence's form.
# "Does NAMED count as a Permanent?", "do my exhausted Mana Orbs count?", "do tokens count?":
# whether an object is of a type (2.2.1 Type; a Permanent's zone type, 2.2.3).
IS_OF_TYPE = ("Type",)
ZONE_TYPE = ("Zone Type",)
# The card types a Permanent's zone type qualifies (2.2.3.b).
_ZONED_KINDS = ("Expedition Permanent", "Landmark Permanent")
# What stands for a card's name in the text the grammar reads (names are no rules words, and a
# name's place says who acts: "when NAMED sacrifices").

_NOT = r"(?:can[’']?t|cannot|can not|doesn[’']?t|don[’']?t|won[’']?t|isn[’']?t)"
# The grammar of interaction questions: each form, the words that say it (on the question in
# lower case, the cards' names taken out).
_ORDER = re.compile(
    # "the first player" is the rules' name of a player (1.3.1.d), not an order asked.
    r"\b(?:which|who|what|whose)\b[^?.]*\b(?:first|before|last)\b(?!\s+players?\b)"
    r"|\bin (?:what|which|that) order\b|\border\b|\bsimultaneous(?:ly)?\b|\bat the same time\b"
    # "do I discard first or my opponent?": an order asked without "which" or "who".
    r"|\bfirst or\b(?!\s+(?:second|third|last)\b)"
)
# What one step does to several players or objects ("each player discards their hand", "both
# players draw", "all my characters gain a boost"), asked in which order or "one at a time": a
# separate atomic action for each, all at once (6.1.e, 6.1.f) — not Reactions taking turns.
SEVERAL_AT_ONCE = (AT_ONCE,)
_SEVERAL = re.compile(
    r"\b(?:each|both|every|all)\s+(?:of\s+)?(?:(?:the|my|your|their|his|her|our)\s+)?"
    r"(?:players?|opponents?|characters?|cards?|permanents?|tokens?|expeditions?|landmarks?)\b"
)
_ONE_AT_A_TIME = re.compile(
    r"\bone (?:at a time|by one|after (?:the )?other)\b|\b(?:all )?at once\b"
)
_CONFLICT = re.compile(
    r"\bvs\.?\b|\bversus\b|\bagainst\b|\bwhich (?:one |card )?(?:wins|applies|prevails|takes)\b"
    r"|\bwho wins\b|\boverrides?\b|\bprecedence\b|\bcontradict"
    rf"|\bcan\b[^?]*\b{_NOT}|\b{_NOT}[^?]*\bcan\b|\bstill\b[^?]*\b(?:play|use|be)\b"
)
_ACTIVATION = re.compile(
    r"\btrigger(?:s|ed)?\b|\bactivat(?:e|es|ed|ion)\b|\breact(?:s|ion)?\b"
    r"|\babilit(?:y|ies)\b[^?.]*\bwork"
)
# "Does A happen before or after B?", "do I win before the Expeditions move?": when a card's
# Reaction is played, against a step or a daily effect — an order asked without "which".
_BEFORE_AFTER = re.compile(
    r"\bbefore or after\b|\b(?:does|do|is|are|will|would)\b[^?.]*\bbefore\b[^?.]*"
    r"\b(?:resolv\w*|mov\w*|progress|trigger\w*|happen\w*|dusk|noon|night|rest)\b"
    # "can I give the boost before the token is made?": whether one player's Reaction may be
    # played before another's (4.4.b: its controller chooses).
    r"|\b(?:can|could)\s+(?:i|we|you)\b[^?.]*\bbefore\b"
)
_RESPOND = re.compile(
    r"\brespond(?:s|ed|ing)?\b|\bin response\b|\binterrupt\w*|\binstant speed\b"
    r"|\b(?:during|on|in)\s+(?:my |the |an )?(?:opponent'?s?|their|his|her)\s+turn\b"
)
_WHO_DECIDES = re.compile(
    r"\bwho\s+(?:decides|chooses|picks|gets to (?:choose|decide|pick)"
    r"|makes the (?:choice|decision))\b"
    r"|\bwhose (?:choice|decision)\b"
)
_TYPE_NOUN = r"(?:characters?|permanents?|spells?|heroes|hero|mana orbs?|tokens?|landmarks?)"
# "Does it count as a Permanent?", "is it considered a Character?", "in their Mana zone, is it
# still a (Gigantic) Character?": whether an object is of a type.
_COUNTS_AS_TYPE = re.compile(
    rf"\bcount(?:s|ed)?\s+as\s+(?:an?\s+)?{_TYPE_NOUN}\b|\bconsidered\s+(?:as\s+)?an?\s+{_TYPE_NOUN}\b"
    rf"|\b(?:is|are)\s+(?:it|they)\s+(?:still\s+)?(?:an?\s+)?(?:\w+\s+)?{_TYPE_NOUN}\b"
)
# The types a question asks of whose objects the rules state the type (:func:`of_type`): a
# Mana Orb by its name, its head noun ("my exhausted orbs") or its zone (the rules state the type
# of the objects in the Mana zone); a Character when a token's is
# asked (the rule states a token card's type, 2.2.1.d); an Emblem, a Region by name.
_TYPE_ASKED = {
    "Mana Orb": re.compile(r"\borbs?\b|\bmana zone\b"),
    "Character": re.compile(r"\btokens?\b[^?.]*\bcharacters?\b|\bcharacters?\b[^?.]*\btokens?\b"),
    "Emblem": re.compile(r"\bemblems?\b"),
    "Region": re.compile(r"\bregions?\b"),
}
_COUNT_ASKED = re.compile(r"\b(?:does|do|did|will|would)\b[^?.]*\bcount\b")
_TYPE_WRITTEN = re.compile(rf"\b{_TYPE_NOUN}\b")
# The statuses (CR 5.0 2.4.1.a), as a question writes them.
_STATUS_WORDS = ("anchored", "ascended", "asleep", "boosted", "exhausted", "fleeting")
# "Does A get a boost when B ...": whether A's Reaction activates — asked of a card that reacts.
_WHEN = re.compile(
    r"\b(?:does|do|will|would)\b[^?]*\bwhen\b"
    # "does A get a boost from me drawing?": what A gains from an event.
    r"|\b(?:does|do|will|would)\b[^?]*\b(?:get|gain)s?\b[^?]*\bfrom\b"
)
# Does an event count as what a trigger waits for ("does putting a card in the Mana zone count
# as a draw?"): whether the trigger matches (6.3.b), asked of cards that react.
_MATCHES = re.compile(
    r"\bcounts? (?:that |this |it )?as (?:a|an|my|their|your|his|her)\b|\bconsidered (?:a|an|as)\b"
)
# Which player did it: a trigger or a passive that looks at who acted (1.4.7).
_WHO = re.compile(r"\b(?:opponent|each player|both players|their)\b")
# "opp", "opps": the word players write at a table for an opponent.
_OPP = re.compile(r"\bopp(s?)\b")
# "Does NAMED get / gain …?", "does it trigger?": whether a card's Reaction gives it something —
# asked of a card whose trigger names the player who acts (mentions.ACTOR_TRIGGER), whether that
# Reaction activates on what another card makes a player do.
_GETS = re.compile(r"\b(?:does|do|did|will|would)\b[^?.]*\b(?:get|gets|gain|gains|trigger\w*)\b")
_CONTROL = re.compile(
    r"\bwhose\b|\bmine or (?:theirs|his|hers|yours)\b|\bowner(?:'s|s)?\b|\bown(?:s|ed)?\b"
    r"|\bcontrol(?:s|led|ler)?\b|\bcount(?:s|ed)? as (?:controlled|mine|yours|theirs)\b"
    # "do the characters in my opponent's reserve count?": what is in a Reserve or a Hand is
    # controlled by nobody (7.5.5.a), whoever's zone it is.
    r"|\b(?:my|your|their|his|her|the|opponent'?s?)\s+(?:reserve|hand)\b[^?]*\bcount"
)
# A card that leaves and comes back ("if they replay it", "when it re-enters"): a new object,
# which remembers nothing of the one before (1.4.4 New Zone, New Object).
_RETURNS = re.compile(
    r"\bre-?(?:enter|play|join)(?:s|ed|ing)?\b|\bcom(?:es|e|ing) back\b|\bcame back\b"
    r"|\b(?:play|plays|played|enters?|entered|joins?|joined)\s+(?:it |him |her |them )?again\b"
)
RETURNED = ("New Zone, New Object",)
# A card with a self-move Reaction moved by another card (:data:`_MOVED_BY`).
SELF_MOVED = (SELF_MOVE,)
# A card with a "when I am played from …" Reaction put in play, or sent back, by something else:
# being put is not being played (7.5.12 Play), and the trigger symbols say which Reactions a card
# entering play without being played activates (7.1.1 and its Remark).
PUT_NOT_PLAYED = ("Trigger Symbols", "Play")
# The keyword actions that move a card (7.3.27 Put, 7.3.32 Return, 7.3.37 Send: synonyms).
MOVE_VERBS = ("Put", "Return", "Send")
_FROM_ZONE = re.compile(
    r"\bplayed (?:it |him |her |them )?from (?:my |your |their |the )?(?:hand|reserve)\b|\bscout\b"
)
# A passive ability's condition that changes, or when it is looked at: passives apply
# continuously and are re-evaluated after each event (2.3.1).
_CONDITION = re.compile(
    r"\bwhen is (?:it|that|this) (?:checked|evaluated|applied|looked at)\b"
    r"|\bwhat if (?:it|he|she|they) (?:loses|stops|no longer)\b|\bno longer\b|\bstops? being\b"
    # "loses his last boost, does he still stay?": what a condition gave, asked again after it
    # changed.
    r"|\b(?:loses|lost)\b[^?]*\b(?:does|do|is|are|can)\s+(?:it|he|she|they)\s+still\b"
    # "loses its boost, do my other characters' stats go back right away?": what a passive gave
    # while its condition held, looked at again after it changed.
    r"|\b(?:loses|lost)\b[^?]*\b(?:right away|immediately|go(?:es)? back|revert\w*)\b"
)
_REPLACING = re.compile(r"\binstead\b")
_ALREADY = re.compile(r"\balready\b")
# A card set against what the rules say ("but the rules say two?"): the card takes priority
# (1.4.2 Specific Beats General).
_RULES_SAY = re.compile(r"\brules? (?:says?|said|states?)\b|\bnormally\b|\busually\b")
_KEEPS_COUNTERS = re.compile(
    r"\bkeeps?\b[^?.]*\b(?:boosts?|counters?)\b"
    # "got boosts …, does it keep them?", "are his 3 boosts gone?" ("what if it loses the
    # boost?" asks a condition looked at again: _CONDITION's)
    r"|\b(?:boosts?|counters?)\b[^?]*\bkeeps?\s+(?:them|it)\b"
    r"|\b(?:boosts?|counters?)\s+(?:gone|lost|removed)\b"
)
# "Where does it go?", "which zone", "whose Reserve": where a moving card ends up.
_DESTINATION = re.compile(
    r"\bwhere\b[^?.]*\b(?:go|goes|going|gone|went|end(?:s)? up|land(?:s)?|put|sent)\b"
    # "returns my token to hand, what happens to the token?": where a moved card ends up.
    r"|\b(?:returns?|sends?|puts?|moves?|discards?|sacrifices?)\b[^?]*\bwhat happens to"
    r" (?:it|him|her|them|the \w+)\b"
    r"|\bwhich (?:zone|pile)\b"
    # "does it go to my opponent's hand?", "does it go back to Reserve at Rest?": whether a
    # moving card or token ends up there (not "does it go to mana instead?", a replacing
    # modifier's question).
    r"|\b(?:does|do|will|would)\s+(?:it|he|she|they|that|this|the \w+)\s+(?:go|end up)"
    r"\s+(?:back\s+)?(?:to|in|into)\b(?![^?]*\binstead\b)"
    r"|\bwhose\b[^?.]*\b(?:zone|reserve|discard pile|hand|deck|landmarks?)\b"
)
# A card that does the action a trigger waits for ("when NAMED sacrifices a character"): who
# did it is 1.4.7's.
_ACTOR = re.compile(rf"\b(?:when|whenever|if|after)\s+{NAMED}\s+(?!is\b|was\b|has\b|gets?\b)\w+")
# A card another card moves into a visible zone ("NAMED puts NAMED in play"; not "returns
# NAMED to hand", a hidden zone: 6.3.c): asked
# whether something happens, it asks whether the moved card's own Reaction activates — a
# self-move Reaction (6.3.c, 6.3.e) — or whether being put there is being played (5.2).
_MOVED_BY = re.compile(
    rf"\b(?:puts?|sends?|returns?|moves?|brings?|places?)\s+{NAMED}\b[^?.]*"
    r"\b(?:in|into|to|onto)\s+(?:(?:my|your|their|his|her|its|the|an?|an opponent's)\s+)?"
    r"(?:play|expeditions?|reserve|landmarks?)\b[^?]*\b(?:does|do|did|will|would|is|are)\b"
)
# "When does NAMED gain its boost?", "when do that card's Reactions happen?": the clause that asks
# opens with "when" — asked of cards that react, the time their Reactions resolve (4.4).
_WHEN_ASKED = re.compile(r"^when\s+(?:does|do|did|will|would|is|are)\b")
# A card type with a zone other than play ("a character in my reserve"): 2.2.1.h.
_TYPE_IN_ZONE = re.compile(
    r"\b(?:a|an|any|each|every|all|one)\s+(?:characters?|permanents?|spells?|landmarks?"
    r"|expedition permanents?|tokens?)\s+(?:in|from)\s+(?:(?:my|your|their|his|her|its|the"
    r"|a|an|each|any)\s+)?(?:opponent'?s?\s+)?(?:reserve|hand|deck|discard pile|mana zone|mana)\b"
)
# "Do characters in my reserve get the boost?": a plural with no article says the same, unless
# the question asks what counts (what is controlled: :data:`_CONTROL`).
_TYPES_IN_ZONE = re.compile(
    r"(?<!\bthe\s)\b(?:characters|permanents|spells|landmarks|tokens)\s+in"
    r"\s+(?:(?:my|your|their|his|her|its|the"
    r"|a|an|each|any)\s+)?(?:opponent'?s?\s+)?(?:reserve|hand|deck|discard pile|mana zone|mana)\b"
)
# A named card in a zone other than play, asked whether something still happens or it gets,
# gains or triggers something: whether its abilities work there (1.2.4.d, 2.2.12.i).
_NAMED_IN_ZONE = re.compile(
    rf"\b{NAMED}\s+(?:(?:is|are|sits?|sitting|still)\s+)?in\s+(?:(?:my|your|their|his|her|the)\s+)?"
    r"(?:opponent'?s?\s+)?(?:reserve|hand|discard pile|deck)\b[^?]*"
    r"\b(?:does|do|will|would|is|are|can)\b[^?]*"
    r"\b(?:get|gets|gain|gains|trigger\w*|work\w*|still|activat\w*|appl\w+)\b"
)
_PASSIVE = re.compile(r"\bappl(?:y|ies|ied)\b|\bpassive\b|\bstatic\b")
# A card's "can't" (the golden rule its text meets, 1.4.1) and a question whether one can.
_CANT_TITLE = CONFLICT[0]
_CAN_ASKED = re.compile(
    r"\b(?:can|could)\s+(?:i|it|he|she|they|we|you|my|his|her|their|its|a|an|the|this|that"
    rf"|{NAMED})\b"
)


# A status a step changes that its object already has, or lacks ("readies two Mana Orbs but only
# one is exhausted", "nothing in my reserve is exhausted — can I ready a ready card?", "exhaust an
# exhausted one"): an object cannot gain a status it has, and one not exhausted cannot be
# readied (7.3.16.b, 7.3.28.b), found by their sentence. "Readies my exhausted card — can I play
# it?" (the status is there to lose) and "does it come in ready or exhausted?" are not it.
STATUS_UNCHANGED = (STATUS_LACKED,)
_READY_VERB = r"read(?:y|ies|ied|ying)"
_LACKS_STATUS = re.compile(
    # "readies two … but only one of mine is exhausted", "nothing in my reserve is exhausted"
    r"\b(?:only\s+(?:one|two|three|\d+)|nothing|none|no\s+\w+)\b[^?.]*"
    r"\b(?:is|are)\s+(?:(?:already|still)\s+)?exhausted\b"
    r"|\b(?:is|are|was|were)\s*(?:n[o']t|not)\s+(?:even\s+)?exhausted\b"
    # "ready a ready card", "exhaust an exhausted one"
    rf"|\b{_READY_VERB}\s+(?:an?|the|my|your)\s+(?:already\s+)?ready\b"
    r"|\bexhaust\s+(?:an?|the|my|your)\s+(?:already\s+)?exhausted\b"
)
_STATUS_STEP = re.compile(rf"\b{_READY_VERB}\b|\bexhaust(?:s|ing)?\b")
# Which Mana Orb a step takes: the question names the orbs (or the Mana zone) and sets a ready
# one against an exhausted one ("discard an exhausted one and keep the ready one", "exhaust the
# ready one to ready another", "swap"): before a step asks a player to choose one of their Mana
# Orbs, they may exhaust one to ready another (3.2.9.e), found by its sentence. "Does it come
# in ready or exhausted?" (the status a card enters with, 3.2.9.b) is not it.
ORB_CHOSEN = (ORB_SWAPPED,)
_ORBS = re.compile(r"\borbs?\b|\bmana zone\b")
_ORB_PAIR = re.compile(
    r"\b(?:exhausted|ready)\s+(?:one|ones|orbs?)\b[^?]*\b(?:exhausted|ready)\s+(?:one|ones|orbs?)\b"
    r"|\bready\s+(?:one|ones|orbs?)\b[^?]*\bexhausted\s+(?:one|ones|orbs?)\b"
    rf"|\bexhaust\w*\b[^?.]*\bto\s+{_READY_VERB}\s+(?:another|an?\s+other|the\s+other)\b"
    r"|\bswap\w*\b"
)
# A step on a Deck that lacks the cards it needs ("their deck only has 3 cards", "with an empty
# deck", "I only have two cards in my deck", "not enough cards in their deck"): the rules on a
# Deck without enough cards (3.2.2.d–f; drawing or resupplying from one, 7.3.9.c, 7.3.31.b–c;
# Morning's shuffle, 4.2.1.f), found by their sentence.
DECK_LACKING = (DECK_SHORT,)
_DECK = re.compile(r"\bdecks?\b")
_FEW_CARDS = re.compile(
    r"\bempty\b|\bnot enough\b|\bruns? out\b|\bran out\b|\bno (?:more )?cards?\b"
    r"|\bonly\s+(?:(?:has|have|had|got)\s+)?(?:\d+|one|two|three|four|five)\s+cards?\b"
    r"|\b(?:fewer|less) than\b|\bout of cards\b"
)
# A step taking a number of cards, written ("draw three", "mill the top 4", "resupply 2"): the
# Deck's rules on the N first cards (:data:`DECK_COUNTED`), not a card at a position.
DECK_COUNTED = (DECK_SHORT_COUNT,)
_COUNT_TAKEN = re.compile(
    r"\b(?:draw\w*|mill\w*|resuppl\w*|discard\w*|reveal\w*|look at)\s+(?:the\s+)?(?:top\s+)?"
    r"(?:\d+|two|three|four|five|six|seven)\b(?!\s*(?:st|nd|rd|th)\b)"
)
# What the Deck's step is named by in the clause that asks: the Deck, its cards, drawing or
# resupplying from it.
_DECK_STEP = re.compile(r"\bdecks?\b|\bcards?\b|\bdraw\w*|\bresuppl\w*|\bmill\w*")


def _asks_of_deck(text: str) -> bool:
    """Whether a question whose Deck lacks cards asks of the step on that Deck: not when the
    clause that asks (:func:`~.question_text.main_clause`, of the last sentence that has one)
    asks whether something else *still* happens and names no Deck, card, draw or resupply
    ("their deck is empty, do I still get Anchored?" asks whether the rest of an effect
    happens, 1.4.1.c, 6.5.f: the empty Deck is its scene). A form fires on evidence of its
    subject, as the token's (:func:`_asks_of_token`)."""
    clause = last_main_clause(text)
    still = re.search(r"\bstill\b", clause)
    return not still or bool(_DECK_STEP.search(clause))


def forms(question: str, cards: Sequence[CardMention]) -> tuple[str, ...]:
    """The principles' section titles the question's form asks about (see the module)."""
    return tuple(dict.fromkeys(t for group in form_groups(question, cards) for t in group))


def form_groups(question: str, cards: Sequence[CardMention]) -> tuple[tuple[str, ...], ...]:
    """The principles the question's form asks about, one group of section titles per form
    it has (an order, a conflict, an activation and who did it, ...): :mod:`.rerank` gives
    each form its best rule, so a question of two forms meets both principles."""
    text = _OPP.sub(r"opponent\1", question.lower().replace("’", "'"))
    words = {w.lower() for c in cards for w in c.words}
    # A card nobody knows (named but not recognised, :func:`unknown_names`) may react: the
    # order of what cards do at once is most often their Reactions'.
    reacting = sum(1 for c in cards if REACTION in c.words or not c.words)
    found: list[tuple[str, ...]] = []
    when_asked = reacting and _WHEN_ASKED.search(main_clause(text)) and not _CONDITION.search(text)
    if reacting and _BEFORE_AFTER.search(text) and not (_ORDER.search(text) or when_asked):
        # "Does A happen before or after B?": when a Reaction is played (4.4), and, asked of a
        # phase, that "at [that phase]" Reactions are played as it begins (4.2.b) — no order
        # of players (1.4.5).
        phase = re.search(r"\b(?:at|during|before|after)\s+(?:noon|dusk|night|morning)\b", text)
        found.append(REACTIONS_ORDER[:1] + ((PHASE_REACTIONS,) if phase else ()))
    # One step's actions on several players or objects, asked in which order: they happen at
    # once (6.1.e, 6.1.f) — unless two cards' Reactions are what is ordered (4.4's).
    several = (
        reacting < 2
        and bool(_ORDER.search(text) or _ONE_AT_A_TIME.search(text))
        and bool(_SEVERAL.search(text))
    )
    if several:
        found.append(SEVERAL_AT_ONCE)
    # What the order asked is of, read by :mod:`.order_forms`: an effect's steps, Reactions in
    # Limbo, the Day — each its own form; a moment of a Reaction is :mod:`.moment_forms`'.
    reacts_known = any(REACTION in c.words for c in cards)
    moment = reaction_moment(text, reacts_known)
    actions = max((card_actions(c.words) for c in cards), default=0)
    ordered = order_forms(text, reacting, actions, several, bool(moment))
    reactions_ordered = asks_reactions_order(text, reacting)
    if _ORDER.search(text) or when_asked:
        order: list[str] = []
        if _REPLACING.search(text) or "replacing modifiers" in words:
            order += MODIFIERS
        # The verb that asks says what is ordered: "which applies first?" asks of passive
        # abilities (2.3), whatever else the cards do; "which resolves / triggers first?"
        # of Reactions.
        asking = main_clause(text)
        applies = bool(_PASSIVE.search(asking)) and not _ACTIVATION.search(asking)
        reacts = (
            reacting
            or reactions_ordered
            or _ACTIVATION.search(text)
            or re.search(r"\bat (?:noon|dusk|night)", text)
        )
        if reacts and not applies:
            order += REACTIONS_ORDER
        if re.search(r"\bwho\b", text):  # players deciding at once: initiative (1.4.5)
            order += REACTIONS_ORDER[1:]
        elif (not order and not ordered) or (_PASSIVE.search(text) and (applies or not reacting)):
            # Which of two abilities that neither react nor replace: passives' order (2.3).
            order += PASSIVES_ORDER
        if several:
            # What is ordered is one step's actions, not Reactions taking turns in Limbo.
            order = [t for t in order if t != REACTIONS_ORDER[0]]
        found.append(tuple(order))
    # "X vs Y", "can … can't" — or a card whose text says what can't be done, asked whether
    # something can (1.4.1: a "can" question meets the card's "can't").
    cant = any(_CANT_TITLE in c.words for c in cards) and _CAN_ASKED.search(text)
    if (_CONFLICT.search(text) or cant) and len(cards) >= 2:
        found.append(CONFLICT)
    activation = _ACTIVATION.search(text) or (reacting and _MATCHES.search(text))
    # "Does A get a boost when B …" asked of a card that reacts: whether its Reaction activates.
    moved = reacting and _MOVED_BY.search(text)
    if activation or (reacting and _WHEN.search(text)) or moved:
        found.append(ACTIVATION)
        if moved and any(SELF_MOVE in c.words for c in cards):
            # The card moved has a self-move Reaction ({J}: "When I enter play"): whether being
            # put there activates it is 6.3.c's and 6.3.e's question.
            found.append(SELF_MOVED)
        if any(PLAYED_FROM in c.words for c in cards) and (moved or _FROM_ZONE.search(text)):
            # Its Reaction waits for it being played from a zone ({H}, {R}): put there by
            # another card, or played from the other zone, it is not (7.1.1, 7.5.12).
            found.append(PUT_NOT_PLAYED)
        if _WHO.search(text) or _ACTOR.search(text):
            found.append(WHO_DID)
    elif _player_acted(text, cards):
        found.append(ACTIVATION)
        found.append(WHO_DID)
    # A Reaction asked to cut into an effect waits for it (6.3.h, 4.2.g:
    # :mod:`.interruption_forms`): no player plays, so when a player may play is not asked.
    cut = reaction_interrupts(text, reacts_known)
    if (_RESPOND.search(text) or plays_within(text) or player_cuts_in(text)) and not cut:
        found.append(RESPONDING)
    # The moment a Reaction's doing is asked against a step or a phase: when Reactions are
    # checked (4.2.g, 4.4.a, 6.3.h), at a phase 4.2.b and its daily effects (:mod:`.moment_forms`).
    # Asked "before or after" of cards that react, Checking Reactions (4.4) is asked already.
    # A player's own play cutting in ("can we cast a spell in the middle of the reaction's
    # effect?") asks when a player may play, not when Reactions are checked.
    timed = any(REACTIONS_ORDER[0] in g for g in found) or player_cuts_in(text)
    found.extend(g for g in moment if not (timed and g == (REACTIONS_CHECKED,)))
    # A Reaction cutting into an effect, the rest of an effect when a part cannot happen, a
    # Reaction whose object is gone (4.2.g, 6.3.h; 1.2.6.f, 6.5.h, 6.5.b; 6.3.j:
    # :mod:`.interruption_forms`) — the rest of an effect with something missing is
    # :func:`asks_impossible`'s already.
    impossible = asks_impossible(text)
    found.extend(
        g
        for g in interruption_forms(text, reacts_known)
        if not (timed and g == (REACTIONS_CHECKED,)) and not (impossible and g != (BOUND_GONE,))
    )
    # The order asked of an effect's steps, of Reactions, of the Day (6.1.c, 6.5.g, 4.4.b,
    # 6.3.h, 4.2.a: :mod:`.order_forms`).
    found.extend(ordered)
    # A card's cost asked: when it is decided, how its alterations make it, which printed cost
    # it has (5.1.2.c–i: :mod:`.cost_forms`).
    found.extend(cost_forms(text, len({c.name for c in cards if COST_ALTERED in c.words})))
    if _WHO_DECIDES.search(text):
        replacing = _REPLACING.search(text) or "replacing modifiers" in words
        found.append(WHO_DECIDES + (MODIFIERS if replacing else ()))
    counted = _COUNT_ASKED.search(main_clause(text)) and _TYPE_WRITTEN.search(text)
    # "Do the characters in my Reserve count?" asks what is controlled (7.5.5), not a type.
    if (_COUNTS_AS_TYPE.search(text) or counted) and not _CONTROL.search(text):
        zoned = any(c.kind in _ZONED_KINDS for c in cards) or "permanent" in text
        stated = tuple(of_type(kind) for kind, asks in _TYPE_ASKED.items() if asks.search(text))
        found.append(IS_OF_TYPE + (ZONE_TYPE if zoned else ()))
        # The rules stating the type asked are a form of their own: each brings its best rule.
        found.append(stated)
    if _CONDITION.search(text):
        found.append(PASSIVES)
    if _CONTROL.search(text):
        found.append(CONTROL)
    if _REPLACING.search(text):
        found.append(MODIFIERS)
    if _RULES_SAY.search(text):
        found.append(CONFLICT[1:])
    if _ALREADY.search(text) and any(s.lower() in text for s in _STATUS_WORDS):
        found.append(STATUS_AGAIN)
    if _STATUS_STEP.search(text) and _LACKS_STATUS.search(text):
        found.append(STATUS_UNCHANGED)
    if _ORBS.search(text) and _ORB_PAIR.search(text):
        found.append(ORB_CHOSEN)
    if _DECK.search(text) and _FEW_CARDS.search(text) and _asks_of_deck(text):
        found.append(DECK_COUNTED if _COUNT_TAKEN.search(text) else DECK_LACKING)
    if _KEEPS_COUNTERS.search(text):
        found.append(COUNTERS_KEPT)
    if _RETURNS.search(text):
        found.append(RETURNED)
    if _DESTINATION.search(text):
        found.append(DESTINATION)
    if _TYPE_IN_ZONE.search(text) or (_TYPES_IN_ZONE.search(text) and not _CONTROL.search(text)):
        found.append(TYPE_IN_ZONE)
    if _NAMED_IN_ZONE.search(text) and CONFLICT not in found:
        # Two cards set against each other answer first by the golden rules (1.4.1).
        found.append(ABILITY_ZONE)
    if asks_impossible(text):
        # A card worded "[Do X]; if you do, [do Y]" (6.5.f) with nothing to do X with: the
        # template's rule says what follows, beside the rules on what cannot be done.
        # A card whose ability has a cost: whether that cost can be paid; a card known to have
        # none: whether its effect still happens; cards nobody knows: either.
        templates = [w for c in cards for w in c.words if w.startswith(QUOTE)]
        known = [c for c in cards if c.words]
        asked = (
            IMPOSSIBLE
            if not known
            else (COST_UNPAID,)
            if PAID_COST in templates
            else (EFFECT_UNDONE,)
        )
        found.append((*asked, *dict.fromkeys(templates)))
    # A token (written, or a card recognised as one) with a zone out of play named, when the
    # question asks nothing else than where it goes ("… 'if you do' still happen?" asks 6.5.f).
    token = _TOKEN.search(text) or any(_is_token(c) for c in cards)
    alone = all(g == DESTINATION for g in found)
    leaves = bool(_OUT_OF_PLAY.search(text)) and not _TOKEN_MADE.search(text)
    if token and alone and leaves and _asks_of_token(text, cards):
        found.append(TOKEN_LEAVING)
    # A token meeting a card whose text moves objects out of play, the zone named or not
    # (2.1.e, 7.5.11.b); what an object that left had, asked as an amount (2.1.h, 6.3.j); a
    # Reaction asked once or per object (6.3.g, 6.1.e): :mod:`.leaving_forms`, search44.
    if not _TOKEN_MADE.search(text) and token_moved_by_card(text, cards):
        found.append(TOKEN_LEAVING)
    if asks_what_gone_had(text):
        found.append((BOUND_GONE,))
    if asks_per_object(text, cards):
        found.append((PER_ACTION, AT_ONCE))
    # A card's verb on an object lacking what it takes or having what it gives: the verb's
    # limit (7.3.21.b, 7.3.38.b, 7.3.8.b, 7.3.16.b, 7.3.28.b: :mod:`.verb_limits`, search43).
    found.extend(limit_forms(text, cards))
    # A card exhausted in a Reserve asked whether it can still be used or played (2.4.6.c,
    # 2.4.6.e, 2.2.12.j: :mod:`.exhausted_reserve`, search43).
    if asks_exhausted_in_reserve(text):
        found.append((EXHAUSTED_IN_RESERVE,))
    # An effect making a named player act, asked who did it (1.4.7.b, 7.5.6.b:
    # :mod:`.actor_named`, search43).
    if effect_names_actor(text, cards):
        found.append((EFFECT_NAMES_ACTOR,))
    return tuple(dict.fromkeys(g for g in found if g))


def _asks_of_token(text: str, cards: Sequence[CardMention]) -> bool:
    """Whether the clause that asks (:func:`~.question_text.main_clause`, of the last sentence
    that has one) is about the token moved — it names a token (or a token card), a zone out of
    play, the place ("where"), or stands for the token ("does it …", "are they …") — or
    whether nothing asks but the whole question ("my token is returned to my hand?", "il va
    où ?"). "I sacrifice a token, it doesn't go to the discard. Does 'if you do …' still
    happen?" asks of the card's words, not of the token: a form fires on evidence of its
    subject (2.1.e, 7.5.11.b)."""
    clause = last_main_clause(text)
    if not clause:
        return True
    named_token = NAMED in clause and any(_is_token(c) for c in cards)
    return bool(
        named_token
        or _TOKEN.search(clause)
        or _OUT_OF_PLAY.search(clause)
        or _STANDS_FOR_IT.search(clause)
    )


def _is_token(card: CardMention) -> bool:
    """Whether a card named is a token itself (its rules words name a token's type, and it
    creates none)."""
    return any(w.endswith(" token") for w in card.words) and "Create" not in card.words


def _player_acted(text: str, cards: Sequence[CardMention]) -> bool:
    """Whether the question asks if a card whose trigger names the player who acts ("When you
    sacrifice a Character –", :data:`~.mentions.ACTOR_TRIGGER`) gets something from what a
    player — another, or each — did ("each player sacrifices, does NAMED get boosts for my
    opponent's sacrifice?"): which player did the action is 1.4.7's question (Who Did That?)."""
    actor = any(ACTOR_TRIGGER in c.words for c in cards)
    return actor and bool(_GETS.search(text)) and bool(_WHO.search(text))


def asks_of_reactions(groups: Sequence[Sequence[str]]) -> bool:
    """Whether a question of these form ``groups`` (:func:`form_groups`) may be about its
    cards' Reactions: it asks no principle at all, or one of Reactions (their order, their
    activation, who did what they wait for)."""
    about = {*REACTIONS_ORDER, *ACTIVATION, *SELF_MOVED, *WHO_DID, *PUT_NOT_PLAYED}
    return not groups or any(about & set(group) for group in groups)
