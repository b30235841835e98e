"""When a Reaction is played, asked against a step of another effect or a phase (issue 32).

Players ask the moment of what a card's Reaction does in their own words: "does his token come
in the middle of NAMED's effect or after?", "does the hive reaction resolve in the middle of
Ogun's effect?", "red says at dusk … is that before or after the expeditions move?", "checked
before progress?", "sabotage after rest — so when exactly?". The rules answer by when Reactions
are checked: a Reaction activated by a step waits in Limbo as an Emblem-Reaction (6.3.h) and is
played only when Reactions are checked — at the beginning of each phase, after its "at [that
phase]" Reactions activate (4.2.b), after each daily effect (4.2.d), after each turn effect
(4.2.g), after each Reaction played (4.4.a, 4.4.c; 5.1.1.c). Asked against a phase's daily
effect ("before progress", "after rest"), the rule listing that phase's daily effects (4.2.1.a–
4.2.5.a) and the at-phase Reactions' (4.2.b) answer beside them.

Within another effect (no phase named) the rules are those checking Reactions after a turn
effect or a Reaction (4.2.g, 4.4.a, 4.4.c, 5.1.1.c, 6.3.h), not the phases' own (4.2.b, 4.2.d):
"before the spell finishes" is no phase's matter. Against a phase: 4.2.b and the rule listing
its daily effects; 4.2.d only for a Reaction that triggers "after" a daily effect.

The form fires on evidence of both sides: a moment asked (:data:`_MOMENT`) and a Reaction's
doing — the words that stand for a Reaction (:data:`REACTION_WORDS`: "trigger", "reaction",
"ETB", "'at dusk …'"), or a card known to react timed against an effect, a part of it or a
daily effect (:data:`_AGAINST_EFFECT`). Not: "can I play a card before the expeditions move?"
(when a player may play: no Reaction), "does the token come in ready?" (no moment), "does it
untap next morning before I draw?" (a daily effect against another), "do I draw twice, one
after the other?" (one step's actions, 6.1.f).
"""

from __future__ import annotations

import re
from typing import Final

from rules_corpus.search.sentence_rules import (
    AFTER_DAILY_EFFECT,
    PHASE_REACTIONS,
    REACTIONS_CHECKED,
    daily_effects,
)

# The moment asked: within another effect's resolution ("in the middle of NAMED's effect",
# "during its resolution", "mid-resolution"), against something ("before or after", "… or
# after?", "checked before progress?", "does the maw get its boosts before I draw?"), or
# "when exactly".
_MOMENT: Final = re.compile(
    r"\bin the middle of\b|\bmid-?(?:resolution|effect)\b|\bhalfway through\b"
    r"|\bduring (?:(?:the|its|his|her|their|my|your|\w+'s?)\s+)?(?:effect|resolution)\b"
    r"|\bbefore or after\b|\bor after\b|\bwhen exactly\b|\bexactly when\b"
    r"|\b(?:does|do|did|is|are|will|would)\b[^?.]*\b(?<!\bone )(?:before|after)\b[^?.]*\?"
    r"|\bright away\b|\bonly after\b"
    r"|\b(?:checked|resolv\w*|happen\w*|trigger\w*|played)\s+(?:only\s+)?(?:before|after)\b"
)
# What a card that reacts is timed against: another effect, its resolution or a part of it
# ("in the middle of NAMED's effect", "before the spell finishes", "only after NAMED is done",
# "before the mana part"), or a phase's daily effect (:data:`_DAILY_EFFECT`).
_AGAINST_EFFECT: Final = re.compile(
    r"\b(?:before|after|middle of|during|through)\b[^?.]*"
    r"\b(?:effects?|resolution|resolv\w*|finish\w*|done|part|spell|ability)\b"
    r"|\bmid-?(?:resolution|effect)\b"
    r"|\b(?:before|after|until)\s+(?:the\s+)?(?:progress|expeditions? moves?|rest|clean-?up)\b"
)
# What stands for a Reaction when no card that reacts is recognised: its name ("the hive
# reaction", "does it trigger"), players' "ETB" (a "When I enter play" Reaction) or an
# "at [phase]" trigger a card says ("red says at dusk …").
REACTION_WORDS: Final = re.compile(
    r"\btrigger\w*|\breactions?\b|\betb\b"
    r"|\bsays?\b[^?.]*\bat (?:the (?:beginning|start) of )?(?:the )?(?:morning|noon|dusk|night)\b"
    # A card's words quoted, opening with their trigger ("'at dusk if you control …'").
    r"|['‘“\"]at (?:morning|noon|dusk|night)\b"
)
# A phase named as the moment of a Reaction or of the step asked against ("at dusk", "during the
# night") — the phases of CR 5.0 (4.2).
_PHASE: Final = re.compile(
    r"\b(?:at|during|before|after|in)\s+(?:the\s+)?(?:beginning\s+of\s+|start\s+of\s+)?"
    r"(?:the\s+)?(morning|noon|afternoon|dusk|night)\b"
)
# A phase's daily effect named as the moment asked against ("before progress", "after the
# expeditions move", "before or after rest"; not "the rest of the effect"): the phase whose
# rule lists it (4.2.1.a Morning: Succeed, Prepare, Draw, Expand; 4.2.4.a Dusk: Progress —
# the Expeditions moving; 4.2.5.a Night: Rest, Clean-up, Check Victory). "Draw" is left out: a
# keyword action far more often than the Morning's daily effect.
DAILY_EFFECT_PHASE: Final = {
    "succeed": "Morning",
    "prepare": "Morning",
    "expand": "Morning",
    "progress": "Dusk",
    "expeditions move": "Dusk",
    "expedition moves": "Dusk",
    "rest": "Night",
    "clean-up": "Night",
    "cleanup": "Night",
    "check victory": "Night",
}
_DAILY_EFFECT: Final = re.compile(
    r"\b(?:before|after|during|until|at)\s+(?:the\s+)?"
    r"(succeed|prepare|expand|progress|expeditions? moves?|rest|clean-?up|check victory)\b"
    r"(?!\s+of\b)"
)


def reaction_moment(text: str, reacting: bool) -> tuple[tuple[str, ...], ...]:
    """The forms a question (lower case, names as :data:`~.question_text.NAMED`) asks when it
    asks the moment of a Reaction's doing. Asked against a phase or a daily effect: the
    at-phase Reactions' rule (4.2.b) and the rule listing that phase's daily effects — and the
    rules on when Reactions are checked only when the Reaction triggers "after" a daily effect
    ("sabotage after rest": 4.2.d); an "at dusk" Reaction is played before Progress begins.
    Otherwise (within another effect, against a step): the rules on when Reactions are checked.
    ``reacting``: a card named is known to react."""
    if not _MOMENT.search(text):
        return ()
    # The Reaction's doing is what is timed: its words say so, or a card that reacts is timed
    # against an effect, its resolution or a part of it ("before the spell finishes") — not a
    # daily effect timed against another ("does it untap next morning before I draw?").
    if not (REACTION_WORDS.search(text) or (reacting and _AGAINST_EFFECT.search(text))):
        return ()
    daily = list(_DAILY_EFFECT.finditer(text))
    phases = [DAILY_EFFECT_PHASE[_daily(m.group(1))] for m in daily]
    phases += [m.group(1).capitalize() for m in _PHASE.finditer(text)]
    if not phases:
        return ((REACTIONS_CHECKED,),)
    found: list[tuple[str, ...]] = [
        (PHASE_REACTIONS,),
        tuple(dict.fromkeys(daily_effects(p) for p in phases)),
    ]
    if any(_AFTER_TRIGGER.search(text[: m.end()]) for m in daily):
        found.append((AFTER_DAILY_EFFECT,))
    return tuple(found)


# A Reaction that triggers after a daily effect ("says sabotage after rest", "'after rest'"):
# "after" not said as the moment asked ("before or after rest", "or after", "is it after …").
_AFTER_TRIGGER: Final = re.compile(
    r"(?<!\bbefore or )(?<!\bor )(?<!\bis it )(?<!\bis that )(?<!\bit )['‘“]?after\s+(?:the\s+)?"
    r"(?:succeed|prepare|expand|progress|expeditions? moves?|rest|clean-?up|check victory)['’”]?$"
)


def _daily(words: str) -> str:
    """A daily effect's words as :data:`DAILY_EFFECT_PHASE` keys them."""
    key = " ".join(words.split())
    return {"expedition move": "expedition moves", "expeditions moves": "expeditions move"}.get(
        key, key
    )
