"""An effect that names the player who acts, asked who did it (issue 32, search43).

"Gran Bwa makes my opponent draw a card — does their Burrowing Noosh ('when an opponent draws')
trigger?", "Fair Fox says 'its controller resupplies' — did THEY resupply?", "Kitsune: each
player draws — does Quetzalcóatl trigger on my draw?": which player did an action is read from
the first criterion that matches (CR 5.0 1.4.7.a, 7.5.6.a), and the first is that the effect
itself names the player who does it (1.4.7.b, 7.5.6.b "Some effects specify which player does
the action") — the criterion a question whose effect makes another player act turns on, while
the list's opening rule (1.4.7.a) is what its words reach.

The form (:func:`effect_names_actor`): the question writes an effect making a named player act
("makes my opponent draw", "target opponent resupplies", "each player draws", "its controller
resupplies") and asks of a trigger, a count or who did it. An effect making its own controller
act ("makes me sacrifice") is not it: its controller does the action (1.4.7.c); nor is a card
that reacts enough ("each player discards — do I discard first?" asks an order, 6.1.f). The
rules are found by their sentence (:data:`SENTENCE`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from rules_corpus.search.mentions import CardMention

EFFECT_NAMES_ACTOR: Final = "rules: an effect naming the player who does the action"
SENTENCE: Final = re.compile(r"\bspecify which player does the action\b")

_PLAYER = (
    r"(?:(?:my|the|their|his|her|your|target|an?)\s+)?(?:opponents?|opp|opps)"
    r"|them|him|her|each player|every player|both players|everyone"
    r"|(?:its|their|his|her|the) controller"
)
# An effect making a named player act: "makes my opponent draw", "has them discard", "target
# opponent resupplies", "each player draws", "its controller resupplies".
_MADE_TO_ACT: Final = re.compile(
    rf"\b(?:makes?|made|making|has|have|forces?|forced|lets?)\s+(?:{_PLAYER})\s+[a-z]+"
    rf"|\b(?:target opponent|each player|every player|both players|(?:its|their) controller)"
    r"\s+(?:draws?|discards?|resuppl(?:y|ies)|sacrifices?|exhausts?|creates?|plays?|gains?)\b"
)
# ... and asked of a trigger, a count, who did it, or what a card gets from it ("does NAMED get a
# boost from me drawing?").
_ASKED: Final = re.compile(
    r"\btrigger\w*|\bcounts?\b|\bwho\b|\bdid (?:they|i|he|she|my|their)\b|\bactivat\w*"
    r"|\b(?:get|gets|gain|gains)\b[^?]*\bfrom\b"
)


def effect_names_actor(question: str, cards: Sequence[CardMention]) -> bool:
    """Whether ``question`` (lower case) asks who did an action its effect makes a named
    player do (see the module); ``cards``: the cards it names (their words do not decide)."""
    return bool(_MADE_TO_ACT.search(question) and _ASKED.search(question))
