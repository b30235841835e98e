"""Questions about a card's cost: when it is decided, how alterations make it, which it is (#32).

Players ask about paying in their own words, rarely in the rules': "Paint Prison — discard a card
from reserve to reduce its cost: when do I decide that?", "Scholars' Vault 1 less and the
croupier's discount both on Kaibara — costs 6?", "the minimum of 1 and a second discount — 0 or
1?", "played from reserve, its hand cost is still 3?". CR 5.0 answers by the playing process
(5.1.2):

* **When a cost is decided** (:data:`COST_DECIDED`): alternative and optional costs, and how
  costs will be paid, are chosen in the declaration of intent, before the card moves to Limbo;
  the game state does not change meanwhile (5.1.2.c, 5.1.2.g, 5.1.2.h) — found by their
  sentence ("In the declaration of intent", "during the declaration of intent", "has declared
  how they intend").
* **The final cost of several alterations** (:data:`COST_FINAL`): increases, then decreases,
  then restrictions on the final cost in timestamp order (5.1.2.f, "cost alterations apply").
* **Which cost a card played has** (:data:`COST_OF_ZONE`): the Hand Cost played from Hand, the
  Reserve Cost from Reserve (5.1.2.d, "It is the Hand Cost when it is played from the Hand").

Each form fires on evidence of its subject: the moment of a decision asked *and* a choice of
how a card is played or paid; a cost alteration written *and* a cost asked (or two alterations
set together, or their order asked); a printed cost named *and* the zone a card is played
from. Not: "when do I choose which Reaction goes first?" (no cost), "does it cost 1 less?"
alone (one alteration, what the card says: the card's own wording brings 5.1.2.f,
:mod:`.written_forms`), "what is its reserve cost?" (no zone played from).
"""

from __future__ import annotations

import re
from typing import Final

from rules_corpus.search.sentence_rules import COST_DECIDED, COST_FINAL, COST_OF_ZONE

# The moment of a decision asked: "when do I decide / choose / declare / pick …", "at what point
# do I choose", "do I decide before or after it goes to Limbo?", "is it decided before …?".
_DECISION_MOMENT: Final = re.compile(
    r"\b(?:when|at what point|at which point|what point)\b[^?.]*"
    r"\b(?:decid\w*|choos\w*|chose|chosen|pick\w*|declar\w*|announc\w*|commit\w*)\b"
    r"|\b(?:decid\w*|choos\w*|chose|chosen|pick\w*|declar\w*|announc\w*|commit\w*)\b[^?.]*"
    r"\b(?:before|after)\b"
)
# A choice of how a card is played or paid: its cost, an alternative or optional cost, paying,
# reducing, Scout's cost, a mode, an X — the decisions of 5.1.2.c.
_PLAYING_CHOICE: Final = re.compile(
    r"\bcosts?\b|\bpa(?:y|ys|id|ying)\b|\breduc\w*|\balternative\b|\boptional\b|\bscout\b"
    r"|\bmodes?\b|\bfor free\b|\bless\b|\bdiscount\w*"
)
# A cost alteration written in the question: "1 less", "2 more", "-1", "+1 cost", "a discount",
# "cheaper", "reduce(s) the cost", "down to a minimum of 1", "can't cost less than 2".
_ALTERATION: Final = re.compile(
    r"\b(?:\d+|one|two|three|four|five)\s+(?:less|more|cheaper)\b"
    r"|(?<![\w/])[-+−]\s?\d+\b(?!\s*/)"
    r"|\bdiscounts?\b|\bcheaper\b|\breduc(?:e|es|ed|ing|tion)\b[^?.]*\bcosts?\b"
    r"|\bcosts?\b[^?.]*\breduc(?:e|es|ed|ing|tion)\b"
    r"|\bminimum\b|\bcan'?t cost less\b|\bcannot cost less\b"
)
# A cost asked as an amount: "costs 6?", "can the robot cost 0?", "do I pay 0?", "do I pay
# anything", "what do I pay", "how much", "0 or 1", "go negative", "is the discount wasted", "my
# character costs?", "in which order" (of the alterations) — not whether an alteration applies
# to something ("does it reduce the scout cost too?": what the alteration reaches, 7.4.5.d).
_AMOUNT_ASKED: Final = re.compile(
    r"\bcosts?\s+(?:\d+|one|two|three|nothing|anything|combien)\b(?!\s+(?:less|more))[^.]*\?"
    r"|\bcosts?\s*\?|\bpay\s+(?:\d+|one|two|three|nothing|anything)\b"
    r"|\bwhat\b[^?.]*\b(?:pay|cost)s?\b|\bhow much\b|\bcombien\b"
    r"|\b\d+\s+or\s+\d+\b|\bnegative\b|\bwasted\b"
    r"|\bin (?:what|which) order\b|\bwhich (?:one )?(?:first|applies)\b"
)
# A card played and paid for: its cost, playing or casting it, a discount, "free", "less" — not the
# Tough cost an opponent pays to target ("do they have to pay 2 more?", 7.4.7).
_PLAYING: Final = re.compile(
    r"\bcosts?\b|\bplay\w*|\bcast\w*|\bdiscounts?\b|\bcheaper\b|\bfree\b|\bless\b"
    # Paying, unless what is paid for is targeting.
    r"|^(?!.*\btarget\w*).*\bpa(?:y|ys|id|ying)\b"
)
# The printed costs (2.2.7 Hand Cost, 2.2.9 Reserve Cost) and the zone a card is played from.
_PRINTED_COST: Final = re.compile(r"\b(?:hand|reserve)\s+costs?\b")
_PLAYED_FROM_ZONE: Final = re.compile(
    r"\b(?:play(?:s|ed|ing)?|cast\w*)\b[^?.]*\bfrom\s+(?:(?:my|your|their|his|her|the)\s+)?"
    r"(?:hand|reserve)\b|\bfrom\s+(?:(?:my|your|their|his|her|the)\s+)?(?:hand|reserve)\b"
    r"[^?.]*\bplay\w*"
)


def cost_forms(text: str, alterations: int) -> tuple[tuple[str, ...], ...]:
    """The cost forms ``text`` (a question in lower case, names as
    :data:`~.question_text.NAMED`) asks; ``alterations``: how many cards named alter a cost
    (their text is worded so, :data:`~.written_forms.COST_ALTERED`; each card once)."""
    found: list[tuple[str, ...]] = []
    if _DECISION_MOMENT.search(text) and _PLAYING_CHOICE.search(text):
        found.append((COST_DECIDED,))
    # The alterations set together: those the question writes, or the cards named that alter a
    # cost (a question restating its card's alteration is one alteration, not two).
    written = len(_ALTERATION.findall(text))
    several = max(written, alterations) >= 2
    asked = _AMOUNT_ASKED.search(text) or several
    if (written or alterations) and _PLAYING.search(text) and asked:
        found.append((COST_FINAL,))
    if _PRINTED_COST.search(text) and _PLAYED_FROM_ZONE.search(text):
        found.append((COST_OF_ZONE,))
    return tuple(found)
