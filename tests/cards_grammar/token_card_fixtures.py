"""Token cards invented for the gram39 tests (no set prints them): a Character token, a
Landmark Permanent token with an ability of its own, an Expedition Permanent token — given
to the reader as an imported pool's are (``using_tokens``, 2.1.e)."""

from __future__ import annotations

from scenarios.cards.printed.token_names import TokenCard, token_key

WISP = TokenCard(name="Ember Wisp", subtypes=("Spirit",), forest=1, mountain=2, water=0)
GEARLING = TokenCard(name="Gearling", subtypes=("Robot",), forest=1, mountain=1, water=1)
PYRE = TokenCard(
    name="Beacon Pyre",
    type="Permanent",
    zone_type="Landmark",
    subtypes=("Structure",),
    abilities=(
        {
            "text": "At Noon \u2014 Draw a card.",
            "reaction": {"trigger": "at_noon", "effect": [{"action": "draw", "amount": 1}]},
        },
    ),
)
MARKER = TokenCard(name="Tide Marker", type="Permanent", zone_type="Expedition")
TOKENS = {token_key(t.name): t for t in (WISP, GEARLING, PYRE, MARKER)}
