"""Printed sentences for the grammar's gram67 rules (issue 30; written for these tests, not
copied from card data): a rules keyword ability's own rule said in a set's words — read as
the keyword (7.4.3.b Eternal, 7.4.6.b Seasoned); a cost paid during Rest to stay refused."""

from __future__ import annotations

from typing import Any

ETERNAL_FIRST = "During Rest, I'm not sent to Reserve."
ETERNAL_LAST = "I don't go to Reserve during Rest."
SEASONED_IF = "I keep my boosts when I go from the Expedition zone to Reserve."
SEASONED_LAST = "I keep my boosts when I go to Reserve from the Expedition zone."
PAID = "During Rest, you may pay {1}. If you do, I stay in my Expedition."
INSTEAD_OF = "During Rest, you may pay {2} instead of sending me to Reserve."

READINGS_RESTATED_KEYWORDS: dict[str, dict[str, Any]] = {
    ETERNAL_FIRST: {"passive": {"keyword": "Eternal"}},
    ETERNAL_LAST: {"passive": {"keyword": "Eternal"}},
    SEASONED_IF: {"passive": {"keyword": "Seasoned"}},
    SEASONED_LAST: {"passive": {"keyword": "Seasoned"}},
}

REFUSED_RESTATED_KEYWORDS: dict[str, str] = {
    PAID: "a choice the engine's Rest does not ask",
    INSTEAD_OF: "a choice the engine's Rest does not ask",
}

RULE_SENTENCES_RESTATED_KEYWORDS: dict[str, tuple[str, ...]] = {
    "restated_eternal": (ETERNAL_FIRST, ETERNAL_LAST),
    "restated_seasoned": (SEASONED_IF, SEASONED_LAST),
    "rest_choice_refused": (PAID, INSTEAD_OF),
}
