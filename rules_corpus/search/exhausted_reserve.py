"""A card exhausted in a Reserve, asked whether it can still be used (issue 32, search43).

"Lord Kelvin exhausts a card in my Reserve — can I still use Alice's After You?", "my Lyra
Navigator in Reserve is exhausted, can I still use its discard-me Resupply?", "Junior Chef in
Reserve got exhausted — does it still gain a boost?": an exhausted card in Reserve cannot be
played and has no support abilities (CR 5.0 2.4.6.c, 2.4.6.e; 2.2.12.j for any object) — a
status's consequence in one zone that no word of the question names, while the card's own
words (Resupply, Discard, the cost reduction) pull their keyword actions' rules first.

The form (:func:`asks_exhausted_in_reserve`): a sentence of the question puts an exhausted card
in a Reserve (exhausted and Reserve in one sentence) and the question asks whether something
can or still happens, the clause that asks asking of using or playing it, an ability of it
working or what it gets — not whether the card becomes exhausted ("is it exhausted after
Cooldown?": the clause that asks writes "exhausted" then), nor another rule ("can I keep one
more card in Reserve if it's exhausted?": Night's Reserve limit). The rules are found by their
sentence (:data:`SENTENCE`): a rule opening "Exhausted cards (objects) in Reserve".
"""

from __future__ import annotations

import re
from typing import Final

from rules_corpus.search.question_text import last_main_clause

EXHAUSTED_IN_RESERVE: Final = "rules: what an exhausted card in Reserve cannot do"
SENTENCE: Final = re.compile(r"(?:^|[.:] )Exhausted (?:cards|objects) in Reserve\b")

_IN_ONE_SENTENCE: Final = re.compile(
    r"\bexhaust\w*\b[^.?!;]*\breserve\b|\breserve\b[^.?!;]*\bexhaust\w*\b"
)
_STILL_OR_CAN: Final = re.compile(
    r"\bstill\b|\b(?:can|could)\s+(?:i|it|he|she|they|you|we|my|their|his|her)\b"
)
# What the clause that asks asks of the card: using, playing, an ability working or what it gets
# ("can I keep one more card in Reserve if it's exhausted?" asks Night's Reserve limit, not it).
_USED: Final = re.compile(
    r"\b(?:use|using|play|playing|activat\w*|abilit\w*|trigger\w*|gain\w*|gets?|discard\w*"
    r"|works?|happens?|resuppl\w*|sacrific\w*|counts?|counting)\b"
)
_LAST_PART: Final = re.compile(r"[,;:–—]| - ")


def asks_exhausted_in_reserve(question: str) -> bool:
    """Whether ``question`` (lower case) asks what a card exhausted in a Reserve can still do
    (see the module)."""
    if not _IN_ONE_SENTENCE.search(question) or not _STILL_OR_CAN.search(question):
        return False
    # A sentence with no clause opening with an asking word ("…, at night does it still
    # count?"): its last part, after the scene set before a comma or a dash.
    clause = last_main_clause(question, otherwise=lambda s: _LAST_PART.split(s)[-1])
    return "exhaust" not in clause and bool(_USED.search(clause))
