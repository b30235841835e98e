"""Printed sentences of the grammar's block "gram99" (issue 30; written for these tests from
CR 3.2.9, 6.2 and 7.3): Mana Orbs of a status chosen, put, counted, in conditions and as a
cost, and replacements that put a card in a Mana zone — their readings and rules, and those
played on a board (``test_board_mana_zone_objects.py``). Merged into :mod:`.sentences`."""

from __future__ import annotations

from typing import Any

READY_ONE_EXHAUSTED_ORB = "{J} Ready one of your exhausted Mana Orbs."
EXHAUST_ONE_READY_ORB = "{J} Exhaust one of your ready Mana Orbs."
READY_UP_TO_TWO_EXHAUSTED = "Ready up to two of your exhausted Mana Orbs."
MAY_PUT_EXHAUSTED_ORB_IN_HAND = (
    "{J} You may put one of your exhausted Mana Orbs in your hand. If you do, I gain 2 boosts."
)
PUT_ORB_IN_RESERVE = "Put one of your Mana Orbs in Reserve."
ALL_ORBS_EXHAUSTED = "{J} If all your Mana Orbs are exhausted, draw a card."
NONE_OF_ORBS_READY = "{J} If none of your Mana Orbs are ready, draw a card."
BOOST_PER_EXHAUSTED_ORB_MAX = (
    "{J} I gain 1 boost for each of your exhausted Mana Orbs, up to a max of 3."
)
BOOST_PER_ORB_YOU_HAVE_MAX = "{J} I gain 1 boost per Mana Orb you have, up to a max of 4."
EXHAUST_AN_ORB_COST = "Exhaust one of your Mana Orbs: I gain 1 boost."
TUNNELER = (
    "If I would go to Reserve from an Expedition, you may put me in your Mana zone as an "
    "exhausted Mana Orb instead."
)
CHARACTER_YOU_CONTROL_TO_MANA = (
    "If a Character you control would go to Reserve, you may put it in its owner's Mana zone "
    "instead."
)
DISCARDED_CHARACTER_AS_ORB = (
    "If a Character you control would be discarded from an Expedition, put it in its owner's "
    "Mana zone as an exhausted Mana Orb instead."
)
IT_TO_YOUR_MANA_ZONE = (
    "If a Character you control would go to Reserve, put it in your Mana zone instead."
)
ME_AS_A_READY_ORB = (
    "If I would go to Reserve, put me in your Mana zone as a ready Mana Orb instead."
)


def _on_play(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


_EXHAUSTED = {"statuses": ["Exhausted"]}
_READY = {"without": ["Exhausted"]}  # ready: not exhausted (3.2.9.b)

READINGS_MANA_ZONE_OBJECTS: dict[str, dict[str, Any]] = {
    READY_ONE_EXHAUSTED_ORB: _on_play(
        {"action": "ready", "subject": "mana_orbs_you_choose", "filter": _EXHAUSTED}
    ),
    EXHAUST_ONE_READY_ORB: _on_play(
        {"action": "exhaust", "subject": "mana_orbs_you_choose", "filter": _READY}
    ),
    READY_UP_TO_TWO_EXHAUSTED: {
        "effect": [
            {
                "action": "ready",
                "subject": "mana_orbs_you_choose",
                "amount": 2,
                "up_to": 2,
                "filter": _EXHAUSTED,
            }
        ]
    },
    MAY_PUT_EXHAUSTED_ORB_IN_HAND: _on_play(
        {
            "action": "put",
            "subject": "a_card_from_your_mana_zone",
            "to": "hand",
            "filter": _EXHAUSTED,
            "may": True,
            "then": [{"action": "give_boost", "amount": 2, "subject": "self"}],
        }
    ),
    PUT_ORB_IN_RESERVE: {
        "effect": [{"action": "put", "subject": "a_card_from_your_mana_zone", "to": "reserve"}]
    },
    # "all … exhausted" holds with none ready, with none at all too (3.2.9.b)
    ALL_ORBS_EXHAUSTED: _on_play(
        {"action": "draw", "amount": 1, "if": "you have no ready mana orbs"}
    ),
    NONE_OF_ORBS_READY: _on_play(
        {"action": "draw", "amount": 1, "if": "you have no ready mana orbs"}
    ),
    BOOST_PER_EXHAUSTED_ORB_MAX: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "self",
            "per": "exhausted mana orb in your mana zone",
            "max_total": 3,
        }
    ),
    BOOST_PER_ORB_YOU_HAVE_MAX: _on_play(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "self",
            "per": "mana orb in your mana zone",
            "max_total": 4,
        }
    ),
    EXHAUST_AN_ORB_COST: {
        "quick_action": {
            "cost": {
                "mana": 0,
                "steps": [
                    {"action": "exhaust", "subject": "a_card_from_your_mana_zone", "filter": _READY}
                ],
            },
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    TUNNELER: {
        "passive": {
            "instead": {
                "action": "move",
                "to": "reserve",
                "from": "expedition",
                "scope": "self",
                "instead_to": "mana",
                "optional": True,
            }
        }
    },
    CHARACTER_YOU_CONTROL_TO_MANA: {
        "passive": {
            "instead": {
                "action": "move",
                "to": "reserve",
                "scope": "mine",
                "watched": {"types": ["Character"]},
                "instead_to": "mana",
                "optional": True,
            }
        }
    },
    DISCARDED_CHARACTER_AS_ORB: {
        "passive": {
            "instead": {
                "action": "discard",
                "from": "expedition",
                "scope": "mine",
                "watched": {"types": ["Character"]},
                "instead_to": "mana",
            }
        }
    },
}

REFUSED_MANA_ZONE_OBJECTS: dict[str, str] = {
    IT_TO_YOUR_MANA_ZONE: "a card goes to its owner's zone (3.1.2.c)",
    ME_AS_A_READY_ORB: "enters it exhausted (3.2.9.b)",
}

RULE_SENTENCES_MANA_ZONE_OBJECTS: dict[str, tuple[str, ...]] = {
    "mana_orbs_status_chosen": (
        READY_ONE_EXHAUSTED_ORB,
        EXHAUST_ONE_READY_ORB,
        READY_UP_TO_TWO_EXHAUSTED,
    ),
    "mana_orb_put": (MAY_PUT_EXHAUSTED_ORB_IN_HAND, PUT_ORB_IN_RESERVE),
    "all_your_mana_orbs_cond": (ALL_ORBS_EXHAUSTED,),
    "none_of_your_mana_orbs_cond": (NONE_OF_ORBS_READY,),
    "counted_of_whose": (BOOST_PER_EXHAUSTED_ORB_MAX,),
    "counted": (BOOST_PER_ORB_YOU_HAVE_MAX,),
    "mana_orb_cost": (EXHAUST_AN_ORB_COST,),
    "would_go_reserve_from": (TUNNELER,),
    "instead_me_mana_orb": (TUNNELER, ME_AS_A_READY_ORB),
    "instead_it_owner_zone": (CHARACTER_YOU_CONTROL_TO_MANA,),
    "instead_it_mana_orb": (DISCARDED_CHARACTER_AS_ORB,),
    "instead_it_your_zone": (IT_TO_YOUR_MANA_ZONE,),
}

BOARD_SENTENCES_MANA_ZONE_OBJECTS: tuple[str, ...] = (
    READY_ONE_EXHAUSTED_ORB,
    MAY_PUT_EXHAUSTED_ORB_IN_HAND,
    ALL_ORBS_EXHAUSTED,
    BOOST_PER_EXHAUSTED_ORB_MAX,
    TUNNELER,
)
