"""Printed sentences for "I had" (gram106, issue 30; written for these tests, not copied
from card data): "me" as it was just before it left play (2.1.h, 6.3.j), as a condition and
as a count. Merged into :mod:`.sentences` at its end."""

from __future__ import annotations

from typing import Any

IF_I_HAD_A_SECRET = "When I leave the Expedition zone — If I had a Secret counter, draw a card."
IF_I_HAD_TWO_BOOSTS = "When I'm sacrificed — If I had 2 or more boosts, draw a card."
PER_BOOST_I_HAD = "When I leave play — Draw a card for each boost I had."
NUMBER_OF_BOOSTS_I_HAD = "When I'm sacrificed — Draw cards equal to the number of boosts I had."


def _draw(trigger: str, **step: Any) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [{"action": "draw", "amount": 1, **step}]}}


READINGS_ME_AS_I_WAS: dict[str, dict[str, Any]] = {
    IF_I_HAD_A_SECRET: _draw("leaves_expedition_zone", **{"if": "i had a secret counter"}),
    IF_I_HAD_TWO_BOOSTS: _draw("sacrificed", **{"if": "i had 2 or more boosts"}),
    PER_BOOST_I_HAD: {
        "reaction": {"trigger": "leaves_play", "effect": [{"action": "draw", "per": "boost i had"}]}
    },
    NUMBER_OF_BOOSTS_I_HAD: _draw("sacrificed", per="boost i had"),
}

RULE_SENTENCES_ME_AS_I_WAS: dict[str, tuple[str, ...]] = {
    "g106_i_had_cond": (IF_I_HAD_A_SECRET, IF_I_HAD_TWO_BOOSTS),
    "g106_counters_i_had": (PER_BOOST_I_HAD, NUMBER_OF_BOOSTS_I_HAD),
}
