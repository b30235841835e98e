"""Siblings of three kinds of the card language (issue 30, session 41), each read sibling
with the part of its first step (or its Reaction) judged by meaning, each refused one with
the words its reason names. Judged in test_expedition_clauses_and_lists.py; boards in
test_board_expedition_clauses_and_lists.py.

1. EXPEDITIONS DESCRIBED BY A CLAUSE (7.5.2 ahead / behind / tied, 7.5.9 In Contact, 3.2.4.b
   no other Characters), in every slot an Expedition is said of an object.
2. LISTS AND "OR": kinds listed in a step's object (2.2.1, 6.5.b), a count of objects of
   either kind between bounds (6.5.d), two qualifiers of one kind joined by "or".
3. A TOKEN LEAVING AN EXPEDITION (2.1.e, 7.5.11.b): it ceases to exist and still leaves.

``PRINTED_*``: the printed siblings in the three sets' English text (CORE, ALIZE, BISE), as
printed, which must stay read."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "

# ------------------------------------------------------------------ 1. Expeditions by a clause
EXPEDITION_CLAUSES: dict[str, dict[str, Any]] = {
    SPELL + "Characters in the Expedition that is behind gain 1 boost.": {
        "subject": "objects_in_play",
        "filter": {"expedition_standing": "behind", "types": ["Character"]},
    },
    SPELL + "Characters in the Expedition that's ahead gain 1 boost.": {
        "filter": {"expedition_ahead": True, "types": ["Character"]},
    },
    SPELL + "Target Character in the Expedition that is ahead gains 1 boost.": {
        "subject": "target_character",
        "filter": {"expedition_ahead": True},
    },
    SPELL + "Target Character in the Expedition that is tied gains 1 boost.": {
        "filter": {"expedition_standing": "tied"},
    },
    SPELL + "Return target Character in the Expedition that's behind to its owner's hand.": {
        "action": "return",
        "filter": {"expedition_standing": "behind"},
    },
    SPELL + "Target Character in an Expedition in Contact gains 1 boost.": {
        "filter": {"expedition_in_contact": True},
    },
    SPELL + "Target Character in an Expedition that is In Contact gains 1 boost.": {
        "filter": {"expedition_in_contact": True},
    },
    SPELL + "Exhaust target Character in an Expedition that's In Contact.": {
        "action": "exhaust",
        "filter": {"expedition_in_contact": True},
    },
    SPELL + "Characters in an Expedition in Contact gain 1 boost.": {
        "filter": {"expedition_in_contact": True, "types": ["Character"]},
    },
    SPELL + "Target Character in an Expedition with no other Characters gains 1 boost.": {
        "filter": {"alone_in_expedition": True},
    },
    SPELL + "Sacrifice a Character in an Expedition with no other Characters.": {
        "action": "sacrifice",
        "filter": {"alone_in_expedition": True},
    },
}
EXPEDITION_CLAUSES_REFUSED: dict[str, str] = {
    # ("Target Expedition that is behind moves …" and "When a Character joins an Expedition
    # that is behind —" read since session 42: test_expedition_descriptions.py)
    # an Expedition described by a count of what a player controls in it: the engine has no
    # such description of an Expedition yet
    SPELL + "Target Character in an Expedition where you control two or more Characters "
    "gains 1 boost.": "where you control two or more characters",
    SPELL + "Put a Booster counter on each Character in each Expedition with no "
    "Characters.": "each expedition with no characters",
    "When a Character leaves the Expedition that is ahead \u2014 I gain 1 boost.": (
        "leaves the Expedition that is ahead"
    ),
}
PRINTED_EXPEDITION_CLAUSES = (
    "I cost {2} less to play in an Expedition with no Characters.",
    "When a Character joins my Expedition \u2014 It gains 1 boost and [[Fleeting]].",
    "When another Character joins my Expedition \u2014 Sacrifice it.",
    "When you play a Character \u2014 If its Expedition is behind, I gain 1 Trial counter.",
    "When my Expedition moves forward \u2014 Target Character in my Expedition loses [[Fleeting]].",
    "{H} Exhaust all cards in Reserve. #Then, target an Expedition that's ahead. Each of its "
    "Characters gains [[Asleep]].#",
    "When a Character joins your Expeditions \u2014 It gains 1 boost.",
)

# ------------------------------------------------------------------ 2. lists and "or"
_ANY3 = [{"types": ["Character"]}, {"types": ["Permanent"]}, {"tokens": True}]
OBJECT_LISTS: dict[str, dict[str, Any]] = {
    SPELL + "Return target Character, Permanent or token to its owner's hand.": {
        "action": "return",
        "subject": "target_character_or_permanent",
        "filter": {"any_of": _ANY3},
    },
    SPELL + "Return target Character, Permanent, or token to its owner's hand.": {
        "filter": {"any_of": _ANY3},
    },
    SPELL + "Discard target Character, Permanent or token.": {
        "action": "discard",
        "filter": {"any_of": _ANY3},
    },
    SPELL + "Exhaust target Character, Permanent or token. Draw a card.": {
        "action": "exhaust",
        "filter": {"any_of": _ANY3},
    },
    SPELL + "Sacrifice a Character, a Permanent or a token.": {
        "action": "sacrifice",
        "subject": "a_character_or_permanent_you_control",
        "filter": {"any_of": _ANY3},
    },
    SPELL + "Send target Character, Landmark or token to its owner's Reserve.": {
        "action": "send",
        "filter": {
            "any_of": [
                {"types": ["Character"]},
                {"permanents_in_landmarks": True, "types": ["Permanent"]},
                {"tokens": True},
            ]
        },
    },
    SPELL + "Return target Boosted Character, Permanent or token to its owner's hand.": {
        "filter": {
            "any_of": [
                {"statuses": ["Boosted"], "types": ["Character"]},
                {"types": ["Permanent"]},
                {"tokens": True},
            ]
        },
    },
    SPELL + "Return a Bureaucrat, a Spell or a Permanent from your Reserve to your hand.": {
        "subject": "a_card_from_your_reserve",
        "filter": {
            "any_of": [
                {"subtypes": ["Bureaucrat"]},
                {"types": ["Spell"]},
                {"types": ["Permanent"]},
            ]
        },
    },
    # a property "or": two qualifiers of one kind (2.2.1)
    SPELL + "Target Character with Hand Cost 2 or less or with Tough gains 1 boost.": {
        "subject": "target_character",
        "filter": {
            "any_of": [
                {"types": ["Character"], "hand_cost_max": 2},
                {"keywords": ["Tough"], "types": ["Character"]},
            ]
        },
    },
    SPELL + "Target Character with Tough or with Hand Cost 2 or less gains 1 boost.": {
        "filter": {
            "any_of": [
                {"keywords": ["Tough"], "types": ["Character"]},
                {"types": ["Character"], "hand_cost_max": 2},
            ]
        },
    },
    SPELL + "Return target Character with no boosts or with a Kelon counter to its owner's hand.": {
        "filter": {
            "any_of": [
                {"without": ["Boosted"], "types": ["Character"]},
                {"counter": "Kelon", "counters_min": 1, "types": ["Character"]},
            ]
        },
    },
    SPELL + "Sacrifice a Character with Hand Cost 2 or less or with Tough.": {
        "action": "sacrifice",
        "subject": "a_character_you_control",
    },
    SPELL + "Characters with no boosts or with Tough gain 1 boost.": {
        "subject": "objects_in_play",
        "filter": {
            "any_of": [
                {"without": ["Boosted"], "types": ["Character"]},
                {"keywords": ["Tough"], "types": ["Character"]},
            ]
        },
    },
    "When a Character with Tough or with no boosts joins my Expedition \u2014 I gain 1 boost.": {
        "trigger": "character_joins_my_expedition",
        "filter": {
            "any_of": [
                {"keywords": ["Tough"], "types": ["Character"]},
                {"without": ["Boosted"], "types": ["Character"]},
            ]
        },
    },
}
OBJECT_LISTS.update(
    {
        # a list as a trigger's subject (6.3.b): whose words after the last said of all
        "When a Character, Permanent or token you control leaves play \u2014 Draw a card.": {
            "trigger": "object_leaves_play",
            "filter": {"controller": "you", "any_of": _ANY3},
        },
        "When another Character, Permanent or token you control leaves play \u2014 Draw a card.": {
            "trigger": "object_leaves_play",
            "filter": {"controller": "you", "another": True, "any_of": _ANY3},
        },
        "When a Character, Permanent or token you control is exhausted \u2014 Draw a card.": {
            "trigger": "becomes_status",
            "status": "Exhausted",
            "filter": {"controller": "you", "any_of": _ANY3},
        },
    }
)
COUNTED_ORS: dict[str, tuple[str, int | None, int | None, int]] = {
    # the condition's words -> (whose count, at least, at most, members of the union)
    SPELL + "If you control two or more Characters or tokens, draw a card.": (
        "you_control",
        2,
        None,
        2,
    ),
    SPELL + "If you control three or more Characters or Permanents, draw a card.": (
        "you_control",
        3,
        None,
        2,
    ),
    SPELL + "If you control 2 or more Robots or Plants, draw a card.": ("you_control", 2, None, 2),
    SPELL + "If you control two or fewer Characters or tokens, draw a card.": (
        "you_control",
        None,
        2,
        2,
    ),
    SPELL + "If you control two or more Boosted Characters or tokens, draw a card.": (
        "you_control",
        2,
        None,
        2,
    ),
    SPELL + "If an opponent controls two or more Characters or tokens, draw a card.": (
        "opponent_controls",
        2,
        None,
        2,
    ),
    "When I'm played from Hand \u2014 If you control two or more Characters or tokens, I gain "
    "1 boost.": ("you_control", 2, None, 2),
    SPELL + "If you control exactly two Characters or tokens, draw a card.": (
        "you_control",
        2,
        2,
        2,
    ),
    SPELL + "If you control no Characters or tokens, draw a card.": ("you_control", None, 0, 2),
    SPELL + "If an opponent controls no Characters or tokens, draw a card.": (
        "opponent_controls",
        None,
        0,
        2,
    ),
    SPELL + "If you control a Character with Hand Cost 3 or more or with Tough, draw a card.": (
        "you_control",
        1,
        None,
        2,
    ),
}
COUNTED_EITHER: dict[str, tuple[str, int]] = {
    # "for each [kind] [qualifier] or [qualifier]": one count, each object once (6.5.i, 2.2.1)
    # -> (where counted, members of the union); refused by session 40 (sentences_or_descriptions.py)
    "{J} I gain 1 boost for each Character with a boost or with a counter.": ("in_play", 2),
    "{J} Draw a card for each Character with no boosts or with Tough.": ("in_play", 2),
}
OBJECT_LISTS_REFUSED: dict[str, str] = {
    # the words after the last kind: said of every kind listed or of the last only?
    SPELL + "Return target Character, Permanent or token with Hand Cost 3 or less to its "
    "owner's hand.": "'token with Hand Cost {3} or less'",
    # whose / where words after a second qualifier: of both, or of the second only?
    SPELL + "Target Character with Hand Cost 2 or less or with Tough in my Expedition gains "
    "1 boost.": "'with Tough in my Expedition'",
    SPELL + "Target Character with Hand Cost 2 or less or with Tough you control gains 1 "
    "boost.": "'with Tough you control'",
    # no player controls a Spell (2.2.1.h)
    SPELL + "If you control two or more Spells or tokens, draw a card.": "spells or tokens",
    # two kinds before the two qualifiers: of which kinds is each said? not printed
    SPELL + "Target Character or Permanent with Tough or with Hand Cost 2 or less gains 1 "
    "boost.": "target character or permanent with tough or with hand cost 2 or less",
    # a count without its bound ("two": at least? exactly?) is not read
    SPELL + "If you control two Characters or tokens, draw a card.": (
        "you control two characters or tokens"
    ),
    # a status said bare after "or": of the same "with"? not read
    SPELL + "Target Character with Tough or Anchored gains 1 boost.": "tough or anchored",
}
PRINTED_OBJECT_LISTS = (
    SPELL + "Discard target Character or Permanent.",
    SPELL + "Discard up to two targets, Characters or Permanents.",
    SPELL + "Discard up to two targets, Characters or Permanents. Draw a card.",
    SPELL + "Return target Character or Permanent with Hand Cost {4} or less to its owner's hand.",
    SPELL + "Put target Character or Permanent in its owner's Mana zone.",
    SPELL + "Return target Character or Permanent to the top of its owner's deck.",
    SPELL + "Sacrifice a Character or Permanent. If you do, discard target Character or Permanent.",
    "{R} You may spend 1 of my boosts to discard target Character or Permanent with Hand "
    "Cost {2} or less.",
)

# ------------------------------------------------------------------ 3. a token leaving
TOKEN_LEAVES: dict[str, dict[str, Any]] = {
    "When a token leaves my Expedition \u2014 I gain 1 boost.": {
        "trigger": "character_leaves_my_expedition",
        "filter": {"tokens": True},
    },
    "When another token leaves my Expedition \u2014 I gain 1 boost.": {
        "trigger": "character_leaves_my_expedition",
        "filter": {"tokens": True, "another": True},
    },
    "When a token you control leaves my Expedition \u2014 I gain 1 boost.": {
        "trigger": "character_leaves_my_expedition",
        "filter": {"tokens": True},
    },
    "When a token leaves your Expeditions \u2014 Draw a card.": {
        "trigger": "character_leaves_your_expeditions",
        "filter": {"tokens": True},
    },
    "When a token leaves one of your Expeditions \u2014 Draw a card.": {
        "trigger": "character_leaves_your_expeditions",
        "filter": {"tokens": True},
    },
    "When a token leaves an opponent's Expedition \u2014 I gain 1 boost.": {
        "trigger": "object_leaves_expedition_zone",
        "filter": {"types": ["Character"], "controller": "opponent", "tokens": True},
    },
    "When a token leaves the Expedition facing me \u2014 I gain 1 boost.": {
        "trigger": "character_leaves_the_expedition_facing_me",
        "filter": {"tokens": True},
    },
}
TOKEN_LEAVES_REFUSED: dict[str, str] = {
    # a token never joins a Reserve: it ceases to exist instead (2.1.e)
    "When a token goes to your Reserve \u2014 I gain 1 boost.": "never joins a Reserve",
    "When a token goes to Reserve \u2014 I gain 1 boost.": "(2.1.e, 7.5.11.b)",
    "When a token is put in your Reserve \u2014 I gain 1 boost.": "never joins a Reserve",
    "When a token joins your discard pile \u2014 I gain 1 boost.": "never joins a discard pile",
    "When a token you control goes to your discard pile \u2014 I gain 1 boost.": (
        "never joins a discard pile"
    ),
    "When a token is returned to your hand \u2014 I gain 1 boost.": "never joins a hand",
}
PRINTED_TOKEN_LEAVES = (
    "When a #non-token# Character leaves your Expeditions \u2014 I gain 1 Food counter.",
    "When a Character leaves your Expeditions \u2014 I gain 1 Food counter.",
    "When I leave the Expedition zone \u2014 Create an [Ordis Recruit 1/1/1] Soldier token in my "
    "Expedition.",
)

# ------------------------------------------------------------------ one sentence per new rule
_IN_CONTACT = "{J} Target Character in an Expedition In Contact gains 1 boost."
_THE_BEHIND = "{J} Characters in the Expedition that is behind gain 1 boost."
_ALONE = "{J} Target Character in an Expedition with no other Characters gains 1 boost."
RULE_SENTENCES_EXPEDITION_CLAUSES: dict[str, tuple[str, ...]] = {
    "in_an_expedition_in_contact": (_IN_CONTACT,),
    "in_expedition_standing": (_THE_BEHIND,),
    "alone_in_expedition": (_ALONE,),
}
"""The rules of the block "EXPEDITIONS DESCRIBED BY A CLAUSE" of altered.lark, merged into
:mod:`.sentences` (test_rules.py)."""


def _entering(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


READINGS_EXPEDITION_CLAUSES: dict[str, dict[str, Any]] = {
    _IN_CONTACT: _entering(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "filter": {"expedition_in_contact": True},
        }
    ),
    _THE_BEHIND: _entering(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "objects_in_play",
            "filter": {"expedition_standing": "behind", "types": ["Character"]},
        }
    ),
    _ALONE: _entering(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "filter": {"alone_in_expedition": True},
        }
    ),
}
