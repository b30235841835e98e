"""The clause "[Expedition] Ascends" (7.3.3.a): the Expedition gains the Ascended status.

"Target Expedition Ascends.", "My Expedition Ascends.": an Expedition phrase
(:data:`~scenarios.cards.printed.place_phrases.EXPEDITIONS`) and the keyword action. An
Expedition already Ascended *attempts* to Ascend (7.5.3.a) — what "When my Expedition
attempts to Ascend" and Mandjet's "would attempt to Ascend" watch. Importing this module
registers the clause with :mod:`scenarios.cards.printed.clauses`.
"""

from __future__ import annotations

import re

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause


@clause(r"(?P<exp>.+?) ascends?")
def _ascend(m: re.Match[str], c: str) -> Step:
    subject = ph.expedition(m["exp"])
    if subject is None:
        raise NotUnderstood(c, f"'{m['exp']}' is not an Expedition the reader understands yet")
    return {"action": "ascend", "subject": subject}
