# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of replacing modifiers (issue 30), written before building, not copied from
card data: replacing modifiers "If [object] would [event], [result] instead" over the CR's events
(7.3: discarded, sacrificed, sent to Reserve, returned to hand, exhausted, leave play …) × objects
(I, a Character you control, a token you control …) × results (6.2.b); a set's own keywords, actions
and abilities, read from the reminders the set prints (2.2.12.c, 7.3, 7.4) — used bare, "again",
optionally, after "If you do", granted to a group or for a time; and "instead" inside an effect (the
step before does not happen, 6.2.b).

Read with :data:`KEYWORDS` as the set's dictionary (``using_keywords``);
benchmarks/replacement_siblings.py measures them."""

from __future__ import annotations

KEYWORDS: dict[str, str] = {
    # keyword actions (7.3): steps; the icon after "exhaust it" is the Exhausted status's
    "haul": "Put a card from your Discard pile in your Reserve, then exhaust it {T}.",
    "dredge": "Put the top card of your deck in your Reserve, then exhaust it {T}.",
    "stow": "Put a card from your hand in your Reserve, then exhaust it {T}.",
    "muster": "Create an Ordis Recruit 1/1/1 token in your Expedition.",
    # keyword abilities (7.4) whose reminder is a replacement (6.2.b)
    "buoyant": "If I would be discarded from an Expedition, I go to Reserve instead.",
    "ironclad": "If I would be sacrificed, I go to my owner's hand instead.",
    "steadfast": "If I would be exhausted, I gain 1 boost instead.",
    "evasive": "If I would be returned to my owner's hand, I go to Reserve instead.",
    "rooted": "If I would be sent to Reserve, I'm exhausted instead.",
    "flotsam": "If I would be discarded from my Expedition, I go to my owner's hand instead.",
}

REPLACEMENTS: tuple[str, ...] = (
    "If I would be discarded from an Expedition, I go to Reserve instead.",
    "If I would be discarded from my Expedition, I go to Reserve instead.",
    "If I would be discarded from the Expedition zone, I go to Reserve instead.",
    "If I would be discarded from an Expedition, I go to my owner's hand instead.",
    "If I would be discarded from an Expedition, I go to my owner's deck instead.",
    "If I would be discarded from an Expedition, put me in Reserve instead.",
    "If I would be discarded from an Expedition, return me to my owner's hand instead.",
    "If I would be discarded, I go to Reserve instead.",
    "If I would be discarded, I go to my owner's hand instead.",
    "If I would be discarded from Reserve, I go to my owner's hand instead.",
    "If I would be discarded from your Reserve, I go to my owner's hand instead.",
    "If I would be sacrificed, I go to Reserve instead.",
    "If I would be sacrificed, I go to my owner's hand instead.",
    "If I would be sacrificed, I'm sent to Reserve instead.",
    "If I would be sacrificed, I am returned to my owner's hand instead.",
    "If I would be sent to Reserve, I go to my owner's hand instead.",
    "If I would be sent to Reserve, I'm discarded instead.",
    "If I would go to Reserve, I go to my owner's hand instead.",
    "If I would be returned to my owner's hand, I go to Reserve instead.",
    "If I would be returned to my owner's hand, I'm discarded instead.",
    "If I would leave play, I go to Reserve instead.",
    "If I would leave play, I go to my owner's hand instead.",
    "If I would leave the Expedition zone, I go to my owner's hand instead.",
    "If I would be exhausted, I gain 1 boost instead.",
    "If I would be exhausted, I gain 2 boosts instead.",
    "If I would be exhausted, draw a card instead.",
    "If I would be discarded from an Expedition, draw a card instead.",
    "If I would be sacrificed, draw a card instead.",
    "If I would gain Fleeting, I gain Anchored instead.",
    "If a Character you control would be discarded from an Expedition, it goes to Reserve instead.",
    "If a Character you control would be sacrificed, it goes to its owner's hand instead.",
    "If a token you control would be discarded from an Expedition, it goes to Reserve instead.",
    "If another Character you control would be discarded from an Expedition, it goes to Reserve instead.",
    "If a Character you control would be sent to Reserve, it goes to its owner's hand instead.",
    "If a Character you control would be exhausted, it gains 1 boost instead.",
    "If a Permanent you control would be sacrificed, it goes to its owner's hand instead.",
    "If a Character would be discarded from an Expedition, it goes to Reserve instead.",
    "If a Character an opponent controls would be sent to Reserve, it is discarded instead.",
    "If a Character you control would be returned to its owner's hand, it goes to Reserve instead.",
    "If a Character you control would be discarded from an Expedition, draw a card instead.",
    "If you would draw a card, resupply instead.",
    "If you would resupply, draw a card instead.",
)

SET_KEYWORD_USES: tuple[str, ...] = (
    "[Buoyant].",
    "[Buoyant]. (If I would be discarded from an Expedition, I go to Reserve instead.)",
    "[Ironclad].",
    "[Steadfast].",
    "[Evasive].",
    "[Rooted].",
    "[Flotsam].",
    "Gigantic, [Buoyant].",
    "I have [Buoyant].",
    "{J} [Haul].",
    "{J} [Haul]. (Put a card from your Discard pile in your Reserve, then exhaust it {T}.)",
    "{J} Haul. Haul again.",
    "{J} Haul. If you control a Landmark, Haul again.",
    "[When I enter play] [Haul].",
    "[When I enter play] You may [Haul].",
    "[When I enter play] You may sacrifice a Permanent. If you do, draw two cards and [Haul].",
    "[When I enter play] You may pay {1} to [Haul].",
    "[When I am played from Reserve] [Dredge].",
    "[When I enter play] [Stow].",
    "{J} [Stow]. Draw a card.",
    "{J} Draw a card, then [Dredge].",
    "[When I enter play] [Muster]. [Muster] again.",
    "When I gain one or more boosts — [Haul].",
    "Characters in my Expedition have [Buoyant].",
    "Characters you control have [Buoyant].",
    "Other tokens you control have [Buoyant].",
    "Other Characters you control have [Ironclad].",
    "Characters you control have [Steadfast].",
    "{J} Target Character you control gains [Buoyant] this Afternoon.",
    "{J} Target Character you control gains [Buoyant] this turn.",
    "{J} Target Character gains [Ironclad] until end of turn.",
    "[When I enter play] Target Character you control gains [Steadfast] this Afternoon.",
    "{J} Characters you control gain [Buoyant] this Afternoon.",
)

INSTEAD_IN_EFFECT: tuple[str, ...] = (
    "{J} Up to two target Characters each gain 1 boost. If one of them is Boosted, draw a card instead.",
    "{J} Target Character gains 1 boost. If it is Boosted, draw a card instead.",
    "{J} Target Character gains 1 boost. If it's Asleep, it gains 2 boosts instead.",
    "{J} Draw a card. If you control a Landmark, draw two cards instead.",
    "{J} Exhaust target Character. If it is a token, sacrifice it instead.",
    "{J} Send target Character to Reserve. If it is a token, discard it instead.",
    "{J} Return target Character to its owner's hand. If it has 2 or more boosts, draw a card instead.",
    "{J} Each opponent sacrifices a Character. Those who can't discard a card from their Reserve instead.",
    "{J} Each opponent sacrifices a token or a Permanent. Those who can't discard a card from their Reserve instead.",
    "{J} Target opponent sacrifices a Character. If they can't, they discard a card from their hand instead.",
    "{J} Each opponent discards a card from their hand. Those who can't sacrifice a Character instead.",
    "{J} Target Character gains 1 boost. If you control three or more Characters, each Character you control gains 1 boost instead.",
)

_BUOYANT_PRINTED = "If I would be discarded from an Expedition, I go to Reserve instead."
_TOKEN_TO_RESERVE = (
    "If a token you control would be discarded from an Expedition, it goes to Reserve instead."
)
_OTHER_TO_HAND = (
    "If another Character you control would be sacrificed, it goes to its owner's hand instead."
)
_OPPONENTS_DISCARDED = (
    "If a Character an opponent controls would be sent to Reserve, it is discarded instead."
)
_SENT_TO_RESERVE = "If I would be sacrificed, I'm sent to Reserve instead."
_RESERVE_DISCARD = (
    "If I would be discarded from the Expedition zone, I go to my owner's hand instead."
)
_LANDMARK = "If I would be discarded from the Landmark zone, I go to my owner's hand instead."
_YOURS_BOOSTS = "If a Character you control would be sacrificed, it gains 2 boosts instead."
_RETURNED = (
    "If a Character you control would be returned to its owner's hand, it goes to Reserve instead."
)

READINGS_GRAM78: dict[str, dict[str, object]] = {
    _BUOYANT_PRINTED: {
        "passive": {
            "instead": {
                "action": "discard",
                "from": "expedition",
                "scope": "self",
                "instead_to": "reserve",
            }
        }
    },
    _TOKEN_TO_RESERVE: {
        "passive": {
            "instead": {
                "action": "discard",
                "from": "expedition",
                "scope": "mine",
                "watched": {"types": ["Character", "Permanent"], "tokens": True},
                "instead_to": "reserve",
            }
        }
    },
    _OPPONENTS_DISCARDED: {
        "passive": {
            "instead": {
                "action": "move",
                "to": "reserve",
                "scope": "any",
                "watched": {"types": ["Character"], "controller": "opponent"},
                "instead_to": "discard",
            }
        }
    },
    "If I would be discarded from my Expedition, I go to Reserve instead.": {
        "passive": {
            "instead": {
                "action": "discard",
                "from": "expedition",
                "scope": "self",
                "instead_to": "reserve",
            }
        }
    },
    _RESERVE_DISCARD: {
        "passive": {
            "instead": {
                "action": "discard",
                "from": "expedition",
                "scope": "self",
                "instead_to": "hand",
            }
        }
    },
    _LANDMARK: {
        "passive": {
            "instead": {
                "action": "discard",
                "from": "landmark",
                "scope": "self",
                "instead_to": "hand",
            }
        }
    },
    _SENT_TO_RESERVE: {
        "passive": {"instead": {"action": "sacrifice", "scope": "self", "instead_to": "reserve"}}
    },
    _RETURNED: {
        "passive": {
            "instead": {
                "action": "move",
                "to": "hand",
                "scope": "mine",
                "watched": {"types": ["Character"]},
                "instead_to": "reserve",
            }
        }
    },
    _OTHER_TO_HAND: {
        "passive": {
            "instead": {
                "action": "sacrifice",
                "scope": "mine",
                "watched": {"another": True, "types": ["Character"]},
                "instead_to": "hand",
            }
        }
    },
}
"""Sentences of gram78's rules and what the grammar reads them as."""

RULE_SENTENCES_GRAM78: dict[str, tuple[str, ...]] = {
    "watch_described": (_TOKEN_TO_RESERVE, _OPPONENTS_DISCARDED, _YOURS_BOOSTS),
    "watch_another_described": (_OTHER_TO_HAND,),
    "would_be_discarded_from": (_BUOYANT_PRINTED, _TOKEN_TO_RESERVE, _RESERVE_DISCARD),
    "discarded_from_expedition": (_BUOYANT_PRINTED,),
    "discarded_from_my_expedition": (
        "If I would be discarded from my Expedition, I go to Reserve instead.",
    ),
    "discarded_from_reserve": (
        "If I would be discarded from Reserve, I go to my owner's hand instead.",
    ),
    "discarded_from_landmarks": (_LANDMARK,),
    "instead_self_zone": (_BUOYANT_PRINTED, _SENT_TO_RESERVE, _OTHER_TO_HAND),
    "instead_self_discarded": (_OPPONENTS_DISCARDED,),
    "instead_it_boosts": (_YOURS_BOOSTS,),
    "self_i": (_BUOYANT_PRINTED, _SENT_TO_RESERVE),
    "self_it": (_TOKEN_TO_RESERVE, _OPPONENTS_DISCARDED),
    "self_they": ("If a Character you control would be discarded, they go to Reserve instead.",),
    "would_go_hand": (_RETURNED,),
}
"""Grammar rule -> sentences showing it (some refused, :data:`REFUSED_GRAM78`)."""

REFUSED_GRAM78: dict[str, str] = {
    "If I would be discarded from Reserve, I go to my owner's hand instead.": "2.2.12.i",
    "If I would be discarded, it goes to Reserve instead.": "not the object the replaced event acts on",
    "If a Character you control would be discarded, they go to Reserve instead.": "not the object the replaced event acts on",
    "If a Character you control would be discarded from my Expedition, it goes to Reserve instead.": "this event of the described object is not read yet",
}
"""Refused, and the words of the reason: what the engine would run otherwise is not what is
printed (a passive does not work in Reserve; "it" / "they" of another object)."""
