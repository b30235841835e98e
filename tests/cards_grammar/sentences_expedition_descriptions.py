"""Printed sentences of an Expedition described by where it stands or what is in it, in every
slot a described Expedition takes (issue 30, session 42; written for these tests from CR
7.5.2.a-d, 3.2.4.b, 7.5.5.a-b and 6.5.b, in the cards' printing style):
semantics/expedition_descriptions.py, engine/reading/expedition_descriptions.py. Each
sibling with the Expedition filter it means (the fields set, the others left as they are).
Those played on a board are in ``test_expedition_descriptions.py``."""

from __future__ import annotations

from typing import Any

BEHIND_MOVES = "{J} Target Expedition that is behind moves forward one region."
TWO_OR_MORE_BACK = "{J} Target Expedition with two or more Characters moves backward one region."
EACH_BEHIND_MOVES = "{J} Each Expedition that is behind moves forward one region."
YOURS_EXACTLY_ONE = (
    "{J} Each of your Expeditions where you control exactly one Character moves forward one region."
)

MEANINGS: dict[str, dict[str, Any]] = {
    BEHIND_MOVES: {"expedition_standing": "behind"},
    TWO_OR_MORE_BACK: {"expedition_characters_min": 2},
    YOURS_EXACTLY_ONE: {
        "expedition_characters_min": 1,
        "expedition_characters_max": 1,
        "expedition_controller": "you",
    },
    # standings, with a player said before (7.5.2.a-c, 7.5.5.a)
    "{J} Target Expedition you control that is behind moves forward one region.": {
        "expedition_standing": "behind",
        "expedition_controller": "you",
    },
    "{J} Target Expedition that's ahead moves backward one region.": {"expedition_ahead": True},
    "{J} Target Expedition that is tied moves forward one region.": {"expedition_standing": "tied"},
    # counts, with a player said before and in another wording of the target (3.2.4.b)
    "{J} Target Expedition an opponent controls with two or fewer Characters moves backward "
    "one region.": {"expedition_characters_max": 2, "expedition_controller": "opponent"},
    "{J} Target opponent's Expedition with two or more Characters moves backward one region.": {
        "expedition_characters_min": 2,
        "expedition_controller": "opponent",
    },
    "{J} Target Expedition of an opponent that is behind moves forward one region.": {
        "expedition_standing": "behind",
        "expedition_controller": "opponent",
    },
    # Ascend (7.3.3.a) and the place a token is created in (7.3.5)
    "{J} Target Expedition you control with at least two Characters Ascends.": {
        "expedition_characters_min": 2,
        "expedition_controller": "you",
    },
    "{J} Create a Brassbug token in target Expedition where you control two or more Characters.": {
        "expedition_characters_min": 2,
        "expedition_controller": "you",
    },
    "{J} Create a Brassbug token in target Expedition with no Characters.": {
        "expedition_empty": "any"
    },
    # a group of the controller's Expeditions (6.1.g)
    "{J} Each of your Expeditions with two or more Characters moves forward one region.": {
        "expedition_characters_min": 2
    },
    "{J} Create a Brassbug token in each of your Expeditions with at most one Character.": {
        "expedition_characters_max": 1
    },
    # every player's Expeditions so described (6.1.g)
    EACH_BEHIND_MOVES: {"expedition_standing": "behind"},
    "{J} Each Expedition with no Characters moves forward one region.": {"expedition_empty": "any"},
    "{J} Each Expedition with two or more Characters moves forward one region.": {
        "expedition_characters_min": 2
    },
}

# the terrain an Expedition is in: its region has it (7.5.8.b), in every slot (6.5.b, 6.1.g)
IN_WATER_TOKEN = "{J} Create a Brassbug token in each of your Expeditions that's in {O}."
EACH_IN_MOUNTAIN_MOVES = "{J} Each Expedition in {M} moves forward one region."
YOURS_IN_WATER_MOVE = "{J} Each of your Expeditions that's in {O} moves forward one region."
TARGET_IN_FOREST = "{J} Target Expedition that's in {V} moves forward one region."

IN_TERRAIN_MEANINGS: dict[str, dict[str, Any]] = {
    IN_WATER_TOKEN: {"in_terrain": "water"},
    EACH_IN_MOUNTAIN_MOVES: {"in_terrain": "mountain"},
    YOURS_IN_WATER_MOVE: {"in_terrain": "water"},
    TARGET_IN_FOREST: {"in_terrain": "forest"},
    "{J} Create a Brassbug token in each of your Expeditions in {V}.": {"in_terrain": "forest"},
    "{J} Each of your Expeditions in {V} or {O} moves forward one region.": {
        "in_terrain": "forest",
        "or_terrain": "water",
    },
    "{J} Create a Brassbug token in each Expedition that is in {V} or {M}.": {
        "in_terrain": "forest",
        "or_terrain": "mountain",
    },
    "{J} Create a Brassbug token in each Expedition in {O}.": {"in_terrain": "water"},
    "{J} Each Expedition that is in {V} moves backwards one region.": {"in_terrain": "forest"},
    "{J} Target opponent's Expedition that is in {M} moves backward one region.": {
        "in_terrain": "mountain",
        "expedition_controller": "opponent",
    },
}
"""Expeditions described by the terrain they are in (7.5.8.b): the filter fields set."""
MEANINGS.update(IN_TERRAIN_MEANINGS)

JOINS_BEHIND = "When a Character joins an Expedition that is behind \u2014 Draw a card."

JOIN_MEANINGS: dict[str, tuple[str, dict[str, Any]]] = {
    JOINS_BEHIND: ("character_joins_an_expedition", {"expedition_standing": "behind"}),
    "When a Character joins one of your Expeditions that's ahead \u2014 Draw a card.": (
        "character_joins_one_of_your_expeditions",
        {"expedition_ahead": True},
    ),
    "When a Character joins an opponent's Expedition that is tied \u2014 I gain 1 boost.": (
        "character_joins_an_opponents_expedition",
        {"expedition_standing": "tied"},
    ),
    "When a Plant joins one of your Expeditions that is behind \u2014 Draw a card.": (
        "character_joins_one_of_your_expeditions",
        {"subtypes": ["Plant"], "expedition_standing": "behind"},
    ),
    "When another Character joins an Expedition that's ahead \u2014 I gain 1 boost.": (
        "character_joins_an_expedition",
        {"another": True, "expedition_ahead": True},
    ),
}
"""Join triggers on a described Expedition: the trigger and its object's filter — a join of
one Expedition (7.5.10.a) standing so against the one facing it (7.5.2.a-c), after the event
(6.3.e)."""

REFUSED: tuple[str, ...] = (
    # "with two Characters": exactly two, or at least two? (said neither way)
    "{J} Target Expedition with two Characters moves forward one region.",
    # the objects in a target Expedition so described: not read yet
    "{J} Each Character in target Expedition that is behind gains 1 boost.",
    # "the Expedition with the most Characters": no rule breaks a tie between two Expeditions
    "{J} Each Character in the Expedition with the most Characters gains 1 boost.",
    # an Expedition said twice to be in a terrain; "in {V} or {V}": one terrain (7.5.8.b)
    "{J} Target Expedition you control in {V} that's in {M} moves forward one region.",
    "{J} Each of your Expeditions in {V} or {V} moves forward one region.",
)
"""Siblings refused with a reason a judge reads."""

BOARD: tuple[str, ...] = (
    BEHIND_MOVES,
    TWO_OR_MORE_BACK,
    YOURS_EXACTLY_ONE,
    JOINS_BEHIND,
    EACH_BEHIND_MOVES,
    EACH_IN_MOUNTAIN_MOVES,
    YOURS_IN_WATER_MOVE,
    TARGET_IN_FOREST,
)
"""Played on boards in ``test_expedition_descriptions.py``."""

_YOURS_BEHIND = "{J} Target Expedition you control that is behind moves forward one region."
_OPPONENTS_TWO = (
    "{J} Target opponent's Expedition with two or more Characters moves backward one region."
)

READINGS_EXPEDITION_DESCRIPTIONS: dict[str, dict[str, Any]] = {
    _YOURS_BEHIND: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "move_forward",
                    "subject": "target_expedition",
                    "filter": {"expedition_controller": "you", "expedition_standing": "behind"},
                }
            ],
        }
    },
    _OPPONENTS_TWO: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "move_backwards",
                    "subject": "target_expedition",
                    "filter": {"expedition_controller": "opponent", "expedition_characters_min": 2},
                }
            ],
        }
    },
    YOURS_EXACTLY_ONE: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {
                    "action": "move_forward",
                    "subject": "each_my_expedition_described",
                    "filter": {
                        "expedition_controller": "you",
                        "expedition_characters_min": 1,
                        "expedition_characters_max": 1,
                    },
                }
            ],
        }
    },
}
"""A sentence per grammar rule of the section, read (tests/cards_grammar/test_rules.py)."""

READINGS_EXPEDITION_DESCRIPTIONS[EACH_BEHIND_MOVES] = {
    "reaction": {
        "trigger": "enters_play",
        "effect": [
            {
                "action": "move_forward",
                "subject": "each_expedition_described",
                "filter": {"expedition_standing": "behind"},
            }
        ],
    }
}
READINGS_EXPEDITION_DESCRIPTIONS[JOINS_BEHIND] = {
    "reaction": {
        "trigger": "character_joins_an_expedition",
        "filter": {"expedition_standing": "behind"},
        "effect": [{"action": "draw", "amount": 1}],
    }
}

READINGS_EXPEDITION_DESCRIPTIONS[
    "When a Plant joins one of your Expeditions that is behind \u2014 Draw a card."
] = {
    "reaction": {
        "trigger": "character_joins_one_of_your_expeditions",
        "filter": {"subtypes": ["Plant"], "expedition_standing": "behind"},
        "effect": [{"action": "draw", "amount": 1}],
    }
}
READINGS_EXPEDITION_DESCRIPTIONS[
    "When a Character joins an opponent's Expedition that is tied \u2014 I gain 1 boost."
] = {
    "reaction": {
        "trigger": "character_joins_an_opponents_expedition",
        "filter": {"expedition_standing": "tied"},
        "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
    }
}

RULE_SENTENCES_EXPEDITION_DESCRIPTIONS: dict[str, tuple[str, ...]] = {
    "described_expedition_so": (_YOURS_BEHIND,),
    "opponents_expedition_so": (_OPPONENTS_TWO,),
    "expeditions_with_characters": (_OPPONENTS_TWO,),
    "expeditions_where_you_control": (YOURS_EXACTLY_ONE,),
    "an_expedition_so_joined": (JOINS_BEHIND,),
    "each_expedition_described_moves": (EACH_BEHIND_MOVES,),
    "one_of_yours_so_joined": (
        "When a Plant joins one of your Expeditions that is behind \u2014 Draw a card.",
    ),
    "an_opponents_so_joined": (
        "When a Character joins an opponent's Expedition that is tied \u2014 I gain 1 boost.",
    ),
}

# the terrain an Expedition is in (7.5.8.b): "that's in {O}", "in {O}" after "each Expedition"
for _text, _subject, _action, _terrain in (
    (IN_WATER_TOKEN, "each_my_expedition_described", "create", "water"),
    (
        "{J} Create a Brassbug token in each Expedition in {O}.",
        "each_expedition_described",
        "create",
        "water",
    ),
    (EACH_IN_MOUNTAIN_MOVES, "each_expedition_described", "move_forward", "mountain"),
):
    _step: dict[str, Any] = {"action": _action}
    if _action == "create":
        _step |= {"token": "Brassbug 2/2/2 Robot", "amount": 1}
    _step |= {"subject": _subject, "filter": {"in_terrain": _terrain}}
    READINGS_EXPEDITION_DESCRIPTIONS[_text] = {
        "reaction": {"trigger": "enters_play", "effect": [_step]}
    }
RULE_SENTENCES_EXPEDITION_DESCRIPTIONS.update(
    {
        "expeditions_so_in": (IN_WATER_TOKEN,),
        "expeditions_in_terrain": (EACH_IN_MOUNTAIN_MOVES,),
        "each_expedition_described_place": (
            "{J} Create a Brassbug token in each Expedition in {O}.",
        ),
    }
)
