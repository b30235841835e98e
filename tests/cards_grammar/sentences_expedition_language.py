"""Sibling sentences of the Expedition language (issue 30, gram81), written from the CR's
Expedition words before building: Expedition designators (my / your / your other / your
Hero / your Companion / target / the one facing me / both / one or more of yours / the one
furthest ahead or behind) × relations (ahead, behind, tied, in a region with a terrain,
has moved through, has more / fewer Characters than) in the four uses a designer writes:
CONDITIONS, COUNTS ("for each …"), TRIGGER events (joins, leaves, moves forward, goes to a
zone from an Expedition) and PLACES (create / play / switch in or to). Measured by
benchmarks/expedition_language_siblings.py (7.5.2, 7.5.8.b, 7.3.25, 7.2.3.a, 4.2.5.d)."""

from __future__ import annotations

from typing import Any

CONDITIONS: tuple[str, ...] = (
    "{J} If you are behind in both Expeditions, draw a card.",
    "{J} If you are behind in one or more Expeditions, draw a card.",
    "{J} If you are ahead in both Expeditions, draw a card.",
    "{J} If you are ahead in one or more Expeditions, draw a card.",
    "{J} If you are tied in both Expeditions, draw a card.",
    "{J} If you are tied in one or more Expeditions, draw a card.",
    "{J} If you are ahead in your Hero Expedition, draw a card.",
    "{J} If you are behind in your Companion Expedition, draw a card.",
    "{J} If you are behind in your other Expedition, I gain 1 boost.",
    "{J} If you are ahead in my Expedition, I gain 1 boost.",
    "{J} If you are not behind in either Expedition, draw a card.",
    "{J} If both of your Expeditions are behind, draw a card.",
    "{J} If one of your Expeditions is ahead, draw a card.",
    "{J} If your other Expedition is ahead, I gain 1 boost.",
    "{J} If your Hero Expedition is tied, draw a card.",
    "{J} If the Expedition facing me is ahead, I gain 1 boost.",
    "{J} If my Expedition is in a region with {O}, I gain 1 boost.",
    "{J} If my Expedition is in a region with {V}, I gain 1 boost.",
    "{J} If my Expedition is in a region with {M}, draw a card.",
    "{J} If my Expedition is in a region with {O} or {V}, I gain 1 boost.",
    "{J} If my Expedition isn't in a region with {M}, I gain 1 boost.",
    "{J} If your Hero Expedition is in a region with {M}, draw a card.",
    "{J} If your Companion Expedition is in a region with {V}, draw a card.",
    "{J} If your other Expedition is in a region with {O}, I gain 1 boost.",
    "{J} If the Expedition facing me is in a region with {O}, I gain 1 boost.",
    "{J} If one of your Expeditions is in a region with {O}, draw a card.",
    "{J} If my Expedition has more Characters than the Expedition facing it, I gain 1 boost.",
    "{J} If my Expedition has fewer Characters than the Expedition facing it, I gain 1 boost.",
    "{J} If the Expedition facing me has more Characters than my Expedition, I gain 1 boost.",
    "{J} If my Expedition has more power than the Expedition facing it, I gain 1 boost.",
    "{J} If my Expedition is behind the Expedition facing it, I gain 1 boost.",
    "{J} If my Expedition is tied with the Expedition facing it, I gain 1 boost.",
)

COUNTS: tuple[str, ...] = (
    "{J} I gain 1 boost for each region with {O} my Expedition has moved through.",
    "{J} I gain 1 boost for each region with {V} my Expedition has moved through.",
    "{J} Draw a card for each region with {M} my Expedition has moved through.",
    "{J} I gain 1 boost for each region with {O} or {V} my Expedition has moved through.",
    "{J} I gain 1 boost for each region my Expedition has moved through.",
    "{J} Draw a card for each region with {O} your Hero Expedition has moved through.",
    "{J} I gain 1 boost for each Character in my Expedition.",
    "{J} I gain 1 boost for each Character in the Expedition facing me.",
    "{J} I gain 1 boost for each Character in your other Expedition.",
    "{J} I gain 1 boost for each Character in the Expedition facing my Expedition.",
    "{J} Draw a card for each of your Expeditions that is behind.",
    "{J} Draw a card for each of your Expeditions that is ahead.",
    "{J} Draw a card for each Expedition you are behind in.",
    "{J} Draw a card for each Expedition you are ahead in.",
    "{J} I gain 1 boost for each Expedition in a region with {O}.",
    "{J} I gain 1 boost for each of your Expeditions in a region with {V}.",
)

TRIGGERS: tuple[str, ...] = (
    "When a Character joins the Expedition facing my Expedition — It gains [[Asleep]].",
    "When a Character joins the Expedition facing me — I gain 1 boost.",
    "When a Character joins my Expedition — I gain 1 boost.",
    "When a Character joins your other Expedition — I gain 1 boost.",
    "When a Character joins your Hero Expedition — I gain 1 boost.",
    "When a Character leaves the Expedition facing my Expedition — I gain 1 boost.",
    "When a Character leaves my Expedition — I gain 1 boost.",
    "When a Permanent joins the Expedition facing my Expedition — I gain 1 boost.",
    "When my Expedition moves forward — I gain 1 boost.",
    "When the Expedition facing my Expedition moves forward — I gain 1 boost.",
    "When the Expedition facing me moves forward — I gain 1 boost.",
    "When your other Expedition moves forward — I gain 1 boost.",
    "When an opponent's Expedition moves forward — I gain 1 boost.",
    "When I go to the Discard pile from an Expedition — Draw a card.",
    "When I go to Reserve from an Expedition — Draw a card.",
    "When I go to your Hand from an Expedition — Draw a card.",
    "When I go to the Discard pile from my Expedition — Draw a card.",
    "When a Character you control goes to the Discard pile from an Expedition — Draw a card.",
    "When a Character goes to Reserve from an Expedition — I gain 1 boost.",
    "When a Character an opponent controls goes to the Discard pile from an Expedition — "
    "I gain 1 boost.",
    "When a Character goes to the Discard pile from the Expedition facing my Expedition — "
    "I gain 1 boost.",
)

PLACES: tuple[str, ...] = (
    "{J} Create a Brassbug token in your Expedition that is furthest behind.",
    "{J} Create a Brassbug token in your Expedition that is furthest ahead.",
    "{J} Create a Brassbug token in target Expedition.",
    "{J} Create a Brassbug token in your other Expedition.",
    "{J} Create two Brassbug tokens in target Expedition.",
    "{J} Create a Brassbug token in your Hero Expedition.",
    "{J} Create a Brassbug token in each of your Expeditions.",
    "{J} Create a Brassbug token in your Expedition that is behind.",
    "{J} Create a Brassbug token in the Expedition facing me.",
    "{J} Switch target Character you control to your other Expedition.",
    "{J} Switch me to my other Expedition.",
    "{J} Switch target Character to your other Expedition.",
    "{J} Switch target Character you control to your Expedition that is furthest behind.",
    "{J} You may play a Character from your Reserve in your other Expedition.",
    "{J} Put target Character you control in your other Expedition.",
    "{J} Target Expedition moves forward one region if it has more Characters than the "
    "Expedition facing it.",
    "{J} Target Expedition moves forward one region if it is behind.",
    "{J} Your Expedition that is furthest behind moves forward one region.",
    "{J} The Expedition facing my Expedition moves backwards one region.",
    "The Expedition facing my Expedition can't move forward unless it has more Characters "
    "than my Expedition.",
    "The Expedition facing me can't move forward.",
    "{J} Characters in the Expedition facing me gain [[Asleep]].",
    "{J} Target Character in an Expedition gains [[Fleeting]].",
    "{J} Target Character in the Expedition facing me gains [[Asleep]].",
)

ALL: tuple[str, ...] = CONDITIONS + COUNTS + TRIGGERS + PLACES

_A, _B, _T = "expedition_ahead", "expedition_behind", "expedition_tied"
_V, _M, _O = "forest", "mountain", "water"


def _state(
    scope: str, *positions: str, terrains: tuple[str, ...] = (), negated: bool = False
) -> dict[str, object]:
    """An ``EXPEDITION_STATE`` condition's meaning (7.5.2, 7.5.8.b)."""
    return {
        "kind": "expedition_state",
        "scope": scope,
        "positions": positions,
        "terrains": terrains,
        "negated": negated,
    }


def _count(counted: str, **more: object) -> dict[str, object]:
    return {"kind": "count", "counted": counted, **more}


_ARRIVAL = {"trigger": "enters_play"}
_REGIONS_MOVED_THROUGH = _count("regions_moved_through")  # no engine count yet (4.2.5.d)
# Characters counted in two Expeditions, compared (6.5.d)
_COMPARED: dict[str, object] = {"kind": "counts_compared"}

MEANINGS: dict[str, dict[str, object] | None] = dict(
    zip(
        CONDITIONS,
        (
            _state("each_yours", _B),
            _state("one_of_yours", _B),
            _state("each_yours", _A),
            _state("one_of_yours", _A),
            _state("each_yours", _T),
            _state("one_of_yours", _T),
            _state("your_hero", _A),
            _state("your_companion", _B),
            _state("your_other", _B),
            _state("my", _A),
            _state("each_yours", _A, _T),  # not behind in either: each ahead or tied
            _state("each_yours", _B),
            _state("one_of_yours", _A),
            _state("your_other", _A),
            _state("your_hero", _T),
            _state("facing_me", _A),
            _state("my", terrains=(_O,)),
            _state("my", terrains=(_V,)),
            _state("my", terrains=(_M,)),
            _state("my", terrains=(_O, _V)),
            _state("my", terrains=(_M,), negated=True),
            _state("your_hero", terrains=(_M,)),
            _state("your_companion", terrains=(_V,)),
            _state("your_other", terrains=(_O,)),
            _state("facing_me", terrains=(_O,)),
            _state("one_of_yours", terrains=(_O,)),
            _COMPARED,
            _COMPARED,
            _COMPARED,
            None,  # an Expedition has no "power" (7.5.8: its statistics, terrain by terrain)
            _state("my", _B),
            _state("my", _T),
        ),
        strict=True,
    )
)
MEANINGS.update(
    zip(
        COUNTS,
        (
            _REGIONS_MOVED_THROUGH,
            _REGIONS_MOVED_THROUGH,
            _REGIONS_MOVED_THROUGH,
            _REGIONS_MOVED_THROUGH,
            _REGIONS_MOVED_THROUGH,
            _REGIONS_MOVED_THROUGH,
            _count("my_expedition"),
            _count("opponent_controls", **{"counted.facing_me": True}),
            _count("in_play", **{"counted.in_your_other_expedition": True}),
            _count("opponent_controls", **{"counted.facing_me": True}),
            _count("your_expeditions", positions=(_B,)),
            _count("your_expeditions", positions=(_A,)),
            _count("your_expeditions", positions=(_B,)),
            _count("your_expeditions", positions=(_A,)),
            _count("expeditions_in_terrain", terrains=(_O,)),
            _count("your_expeditions", terrains=(_V,)),
        ),
        strict=True,
    )
)
_GAIN = {"action": "give_boost", "subject": "self"}
_DRAW = {"action": "draw"}
MEANINGS.update(
    zip(
        TRIGGERS,
        (
            {"trigger": "character_joins_an_opponents_expedition", "trigger.facing_me": True},
            {"trigger": "character_joins_an_opponents_expedition", "trigger.facing_me": True},
            {"trigger": "character_joins_my_expedition", **_GAIN},
            {
                "trigger": "character_joins_one_of_your_expeditions",
                "trigger.in_your_other_expedition": True,
            },
            {"trigger": "character_joins_one_of_your_expeditions"},
            {"trigger": "character_leaves_the_expedition_facing_me"},  # not evaluated yet
            {"trigger": "character_leaves_my_expedition", **_GAIN},
            {"trigger": "permanent_joins_the_expedition_facing_me"},  # not evaluated yet
            {"trigger": "my_expedition_moves_forward", **_GAIN},
            {"trigger": "the_expedition_facing_me_moves_forward", **_GAIN},
            {"trigger": "the_expedition_facing_me_moves_forward", **_GAIN},
            {"trigger": "your_other_expedition_moves_forward", **_GAIN},
            {"trigger": "an_opponents_expedition_moves_forward", **_GAIN},
            {"trigger": "discarded_from_expedition_zone", **_DRAW},
            {"trigger": "goes_to_reserve_from_expedition_zone", **_DRAW},
            {"trigger": "returned_to_hand_from_expedition_zone"},  # not evaluated yet
            {"trigger": "discarded_from_expedition_zone", **_DRAW},
            {"trigger": "character_discarded_from_expedition_zone"},  # not evaluated yet
            {"trigger": "character_goes_to_reserve_from_expedition_zone"},
            {"trigger": "character_discarded_from_expedition_zone"},
            {"trigger": "character_discarded_from_expedition_zone"},
        ),
        strict=True,
    )
)
_CREATE = {"action": "create"}
MEANINGS.update(
    zip(
        PLACES,
        (
            {**_CREATE, "subject": "your_expedition_furthest_behind"},  # not evaluated yet
            {**_CREATE, "subject": "your_expedition_furthest_ahead"},
            {**_CREATE, "subject": "target_expedition"},
            {**_CREATE, "subject": "your_other_expedition"},
            {**_CREATE, "subject": "target_expedition"},
            {**_CREATE, "subject": "your_hero_expedition"},
            {**_CREATE, "subject": "each_my_expedition"},
            {**_CREATE, "subject": "each_my_expedition_described"},
            # "in [expedition]" (7.3.5.b): the one facing the bearer's (1.2.3.c)
            {**_CREATE, "subject": "the_expedition_facing_me"},
            {
                "action": "switch_expeditions",
                "subject": "target_character",
                "filter.controller": "you",
            },
            {"action": "switch_expeditions", "subject": "self"},
            None,  # an opponent's Character never goes to your Expedition (7.3.39.a)
            {"action": "switch_expeditions", "subject": "furthest_behind"},  # not evaluated yet
            {"action": "play"},  # not evaluated yet
            {"action": "switch_expeditions", "subject": "target_character"},  # "put … in"
            {"action": "move_forward", "subject": "target_expedition"},
            {"action": "move_forward", "subject": "target_expedition"},
            {"action": "move_forward", "subject": "your_expedition_furthest_behind"},
            {"action": "move_backwards", "subject": "the_expedition_facing_me"},
            {"restriction": "cant_move_forward"},  # not evaluated yet
            {"restriction": "cant_move_forward"},
            {"action": "gain_status", "filter.facing_me": True},
            {"action": "gain_status", "subject": "target_character"},
            {"action": "gain_status", "subject": "target_character", "filter.facing_me": True},
        ),
        strict=True,
    )
)

# ---- the rules of the "gram81" block of altered.lark, each with its reader sentences
DISCARD_PILE_FROM_AN_EXPEDITION = (
    "When I go to the Discard pile from an Expedition \u2014 Draw a card."
)
SWITCH_YOURS = "{J} Switch target Character you control to your other Expedition."
SWITCH_ME = "{J} Switch me to my other Expedition."
SWITCH_ANY_TO_YOURS = "{J} Switch target Character to your other Expedition."
FACING_MINE_FORWARD = (
    "When the Expedition facing my Expedition moves forward \u2014 I gain 1 boost."
)
OTHER_FORWARD = "When your other Expedition moves forward \u2014 I gain 1 boost."
HERO_BACKWARDS = "When your Hero Expedition moves backwards \u2014 I gain 1 boost."
SUBTYPE_EXPEDITION_MOVES = "When your Robot Expedition moves forward \u2014 I gain 1 boost."


def _when(trigger: str, step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": trigger, "effect": [step]}}


_I_GAIN = {"action": "give_boost", "amount": 1, "subject": "self"}
READINGS_EXPEDITION_LANGUAGE: dict[str, dict[str, Any]] = {
    DISCARD_PILE_FROM_AN_EXPEDITION: _when(
        "discarded_from_expedition_zone", {"action": "draw", "amount": 1}
    ),
    SWITCH_YOURS: _when(
        "enters_play",
        {
            "action": "switch_expeditions",
            "subject": "target_character",
            "filter": {"controller": "you"},
        },
    ),
    SWITCH_ME: _when("enters_play", {"action": "switch_expeditions", "subject": "self"}),
    FACING_MINE_FORWARD: _when("the_expedition_facing_me_moves_forward", _I_GAIN),
    OTHER_FORWARD: _when("your_other_expedition_moves_forward", _I_GAIN),
    HERO_BACKWARDS: _when("your_hero_expedition_moves_backward", _I_GAIN),
}
RULE_SENTENCES_EXPEDITION_LANGUAGE: dict[str, tuple[str, ...]] = {
    "ev_i_go_to_discard_pile_from_expedition": (DISCARD_PILE_FROM_AN_EXPEDITION,),
    "switch_to_other_expedition": (SWITCH_YOURS, SWITCH_ME, SWITCH_ANY_TO_YOURS),
    "ev_named_expedition_forward": (FACING_MINE_FORWARD, OTHER_FORWARD, SUBTYPE_EXPEDITION_MOVES),
    "ev_named_expedition_backward": (HERO_BACKWARDS,),
}
REFUSED_EXPEDITION_LANGUAGE: dict[str, str] = {
    SWITCH_ANY_TO_YOURS: "7.3.39.a",
    SUBTYPE_EXPEDITION_MOVES: "moving is not read",
}
