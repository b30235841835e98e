"""Sibling sentences of the Expedition race (issue 30, gram83), written before building:
an Expedition SUBJECT (my / your Hero / your Companion / your other / the Expedition facing
me / "I'm" / each, both or one of your Expeditions) × a RELATION (ahead of, behind, tied
with — 7.5.2.a-c said against a named Expedition; in contact with / in the same region as —
7.5.9.a; furthest ahead / behind; in a region with terrains joined by "or" / "and" — 7.5.8.b)
× an OBJECT (an opponent's / each opponent's / every opponent's / the facing / your other /
your Hero / your Companion / both of your Expeditions), in the uses a designer writes:
CONDITIONS ("If …"), COUNTS ("for each of your Expeditions that is …") and FILTERS ("target
Expedition that is …", "Characters in an Expedition that is …"). Measured by
benchmarks/expedition_race_siblings.py; ``MEANINGS`` says what each means (``None``: the
engine cannot say it, a refusal is right)."""

from __future__ import annotations

from typing import Any

_A, _B, _T = "expedition_ahead", "expedition_behind", "expedition_tied"
_V, _M, _O = "forest", "mountain", "water"

# subjects: (words, scope, verb)
_SUBJECTS = (
    ("my Expedition", "my", "is"),
    ("your Hero Expedition", "your_hero", "is"),
    ("your Companion Expedition", "your_companion", "is"),
    ("one of your Expeditions", "one_of_yours", "is"),
    ("both of your Expeditions", "each_yours", "are"),
)
# objects: (words, against, each)
_OBJECTS = (
    ("an opponent's Expedition", "opponents", False),
    ("each opponent's Expedition", "opponents", True),
    ("every opponent's Expedition", "opponents", True),
)
# relations: (words before the object, positions, in_contact)
_RELATIONS = (
    ("ahead of", (_A,), False),
    ("behind", (_B,), False),
    ("tied with", (_T,), False),
    ("in contact with", (), True),
)


def _race(
    scope: str,
    positions: tuple[str, ...],
    against: str,
    each: bool,
    contact: bool = False,
    negated: bool = False,
) -> dict[str, Any]:
    """An ``EXPEDITION_STATE`` condition said against other Expeditions (7.5.2, 7.5.9.a)."""
    return {
        "kind": "expedition_state",
        "scope": scope,
        "positions": positions,
        "against": against,
        "against_each": each,
        "in_contact": contact,
        "negated": negated,
    }


MEANINGS: dict[str, dict[str, Any] | None] = {}

# the composed grid: 5 subjects × 3 objects × 4 relations = 60
for _subject, _scope, _verb in _SUBJECTS:
    for _object, _against, _each in _OBJECTS:
        for _relation, _positions, _contact in _RELATIONS:
            _s = f"{{J}} If {_subject} {_verb} {_relation} {_object}, draw a card."
            MEANINGS[_s] = _race(_scope, _positions, _against, _each, _contact)

_MORE_CONDITIONS: dict[str, dict[str, Any] | None] = {
    # the brief's own (NEWSET24) and their near siblings
    "{J} If your Hero Expedition is ahead of your Companion Expedition, draw a card.": _race(
        "your_hero", (_A,), "your_companion", True
    ),
    "{J} If your Companion Expedition is behind your Hero Expedition, draw a card.": _race(
        "your_companion", (_B,), "your_hero", True
    ),
    "{J} If my Expedition is ahead of your other Expedition, I gain 1 boost.": _race(
        "my", (_A,), "your_other", True
    ),
    "{J} If my Expedition is behind your other Expedition, I gain 1 boost.": _race(
        "my", (_B,), "your_other", True
    ),
    "{J} If my Expedition is in contact with your other Expedition, I gain 1 boost.": _race(
        "my", (), "your_other", True, contact=True
    ),
    "{J} If my Expedition is in the same region as an opponent's Expedition, draw a card.": _race(
        "my", (), "opponents", False, contact=True
    ),
    "{J} If my Expedition is in the same region as your other Expedition, I gain 1 boost.": _race(
        "my", (), "your_other", True, contact=True
    ),
    "{J} If my Expedition is at the same region as an opponent's Expedition, draw a card.": _race(
        "my", (), "opponents", False, contact=True
    ),
    "{J} If the Expedition facing me is ahead of my Expedition, I gain 1 boost.": _race(
        "facing_me", (_A,), "my", True
    ),
    "{J} If the Expedition facing me is behind your other Expedition, I gain 1 boost.": _race(
        "facing_me", (_B,), "your_other", True
    ),
    "{J} If I'm in contact with an opponent's Expedition, I gain 1 boost.": _race(
        "me", (), "opponents", False, contact=True
    ),
    "{J} If I'm behind an opponent's Expedition, I gain 1 boost.": _race(
        "me", (_B,), "opponents", False
    ),
    "{J} If I'm ahead of each opponent's Expedition, I gain 1 boost.": _race(
        "me", (_A,), "opponents", True
    ),
    "{J} If my Expedition is ahead of both of your opponent's Expeditions, draw a card.": _race(
        "my", (_A,), "opponents", True
    ),
    "{J} If my Expedition is ahead of all opponents' Expeditions, draw a card.": _race(
        "my", (_A,), "opponents", True
    ),
    "{J} If my Expedition isn't behind an opponent's Expedition, draw a card.": _race(
        "my", (_B,), "opponents", False, negated=True
    ),
    "{J} If my Expedition is not ahead of each opponent's Expedition, draw a card.": _race(
        "my", (_A,), "opponents", True, negated=True
    ),
    "{J} If each of your Expeditions is ahead of an opponent's Expedition, draw a card.": _race(
        "each_yours", (_A,), "opponents", False
    ),
    "{J} If my Expedition is ahead of the Expedition facing it, I gain 1 boost.": {
        "kind": "expedition_state",
        "scope": "my",
        "positions": (_A,),
        "against": "",
    },
    "{J} If my Expedition is behind the facing Expedition, I gain 1 boost.": {
        "kind": "expedition_state",
        "scope": "my",
        "positions": (_B,),
        "against": "",
    },
    # furthest ahead / behind: no other Expedition further / closer (7.5.2.a-b)
    "{J} If my Expedition is the furthest ahead, I gain 1 boost.": _race(
        "my", (_A, _T), "others", True
    ),
    "{J} If my Expedition is furthest behind, I gain 1 boost.": _race(
        "my", (_B, _T), "others", True
    ),
    "{J} If your Hero Expedition is the furthest ahead, draw a card.": _race(
        "your_hero", (_A, _T), "others", True
    ),
    # terrains (7.5.8.b, 7.5.8.c): "or" one of them, "and" each
    "{J} If I'm in a region with {V} or {M}, I gain 1 boost.": {
        "kind": "expedition_state",
        "scope": "me",
        "terrains": (_V, _M),
    },
    "{J} If I'm in a region with {O}, I gain 1 boost.": {
        "kind": "expedition_state",
        "scope": "me",
        "terrains": (_O,),
    },
    "{J} If I'm in a region with {V} and {M}, I gain 1 boost.": {
        "kind": "expedition_state",
        "scope": "me",
        "all_terrains": (_V, _M),
    },
    "{J} If my Expedition is in a region with {O} and {V}, I gain 1 boost.": {
        "kind": "expedition_state",
        "scope": "my",
        "all_terrains": (_O, _V),
    },
    "{J} If I'm in a region with {M}, {O} or {V}, I gain 1 boost.": {
        "kind": "expedition_state",
        "scope": "me",
        "terrains": (_M, _O, _V),
    },
    # Characters compared across Expeditions: not said by the CR against another Expedition
    "{J} If my Expedition has more Characters than each opponent's Expedition, draw a card.": None,
}
MEANINGS.update(_MORE_CONDITIONS)
CONDITIONS: tuple[str, ...] = tuple(MEANINGS)

COUNTS: dict[str, dict[str, Any] | None] = {
    "{J} Draw a card for each of your Expeditions that is ahead of an opponent's Expedition.": {
        "counted": "your_expeditions",
        "positions": (_A,),
        "against": "opponents",
        "against_each": False,
    },
    "{J} Draw a card for each of your Expeditions that is behind each opponent's Expedition.": {
        "counted": "your_expeditions",
        "positions": (_B,),
        "against": "opponents",
        "against_each": True,
    },
    "{J} I gain 1 boost for each of your Expeditions that is in contact with an opponent's "
    "Expedition.": {
        "counted": "your_expeditions",
        "in_contact": True,
        "against": "opponents",
        "against_each": False,
    },
}

FILTERS: dict[str, dict[str, Any] | None] = {
    "{J} Target opponent's Expedition that is ahead of both of your Expeditions moves "
    "backwards one region.": {
        "target_opponents": True,
        "positions": (_A,),
        "against": "each_yours",
        "against_each": True,
    },
    "{J} Target Expedition that is behind an opponent's Expedition moves forward one region.": {
        "positions": (_B,),
        "against": "opponents",
        "against_each": False,
    },
    "{J} Target Expedition that is in contact with one of your Expeditions moves backwards "
    "one region.": {
        "in_contact": True,
        "against": "one_of_yours",
        "against_each": False,
    },
    "{J} Each Character in an Expedition that is behind an opponent's Expedition gains 1 boost.": {
        "positions": (_B,),
        "against": "opponents",
        "against_each": False,
    },
    "{J} Each Character you control in an Expedition that is ahead of each opponent's "
    "Expedition gains 1 boost.": {
        "positions": (_A,),
        "against": "opponents",
        "against_each": True,
    },
    # the Characters not so placed gain 1 (``none_of``), those in such an Expedition 2
    # (read since gram87 by the "Those … instead" split already in the reader)
    "{J} Each Character you control gains 1 boost. Those in an Expedition behind an "
    "opponent's Expedition gain 2 boosts instead.": {
        "positions": (_B,),
        "against": "opponents",
        "against_each": False,
    },
}

# "all [of your] opponents' Expeditions" (the lexer drops the apostrophe; gram87)
FILTERS["{J} Each Character in an Expedition that is ahead of all of your opponents' "
        "Expeditions gains 1 boost."] = {
    "positions": (_A,), "against": "opponents", "against_each": True,
}  # fmt: skip
FILTERS["{J} Target Expedition that is behind all opponents' Expeditions moves forward one "
        "region."] = {
    "positions": (_B,), "against": "opponents", "against_each": True,
}  # fmt: skip

# The race as a FILTER (gram87), written before building: what is narrowed (a target
# Expedition, an opponent's, a group of Characters, a target Character — "that is" said or
# not) × the relation × the Expeditions against = 5 × 4 × 6 = 120.
_FILTER_FORMS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("{{J}} Target Expedition that is {r} {o} moves forward one region.", {}),
    (
        "{{J}} Target opponent's Expedition that is {r} {o} moves backwards one region.",
        {"target_opponents": True},
    ),
    ("{{J}} Each Character in an Expedition that is {r} {o} gains 1 boost.", {}),
    ("{{J}} Exhaust each Character you control in an Expedition {r} {o}.", {}),
    ("{{J}} Exhaust target Character in an Expedition that is {r} {o}.", {}),
)
_FILTER_OBJECTS = (
    *_OBJECTS[:2],
    ("one of your Expeditions", "one_of_yours", False),
    ("both of your Expeditions", "each_yours", True),
    ("my Expedition", "my", True),
    ("your Hero Expedition", "your_hero", True),
)
for _form, _extra in _FILTER_FORMS:
    for _object, _against, _each in _FILTER_OBJECTS:
        for _relation, _positions, _contact in _RELATIONS:
            FILTERS[_form.format(r=_relation, o=_object)] = {
                **_extra,
                "positions": _positions,
                "in_contact": _contact,
                "against": _against,
                "against_each": _each,
            }

ALL: tuple[str, ...] = CONDITIONS + tuple(COUNTS) + tuple(FILTERS)

# ---- the rules of "the Expedition race (gram83)" block of altered.lark, each with its
# reader sentences (tests/cards_grammar/test_rules.py)


def _if(sentence: str, step: dict[str, Any]) -> dict[str, Any]:
    """The reading of "{J} If [condition], [step]": the step under the condition's words."""
    words = sentence.split("If ", 1)[1].rsplit(",", 1)[0].lower()
    return {"reaction": {"trigger": "enters_play", "effect": [{**step, "if": words}]}}


_DRAW = {"action": "draw", "amount": 1}
_BOOST = {"action": "give_boost", "amount": 1, "subject": "self"}
AHEAD_OF_EACH = "{J} If my Expedition is ahead of each opponent's Expedition, draw a card."
BEHIND_AN = "{J} If my Expedition is behind an opponent's Expedition, draw a card."
TIED_WITH_ALL = "{J} If my Expedition is tied with each opponent's Expedition, draw a card."
CONTACT_ONE = "{J} If my Expedition is in contact with one of your Expeditions, draw a card."
SAME_REGION = "{J} If my Expedition is at the same region as both of your Expeditions, draw a card."
HERO_AHEAD_OF_COMPANION = (
    "{J} If your Hero Expedition is ahead of your Companion Expedition, draw a card."
)
COMPANION_BEHIND_HERO = (
    "{J} If your Companion Expedition is behind your Hero Expedition, draw a card."
)
FACING_AHEAD_OF_MY = "{J} If the Expedition facing me is ahead of my Expedition, I gain 1 boost."
OTHER_BEHIND = "{J} If my Expedition is behind your other Expedition, I gain 1 boost."
FURTHEST_AHEAD = "{J} If my Expedition is the furthest ahead, I gain 1 boost."
FURTHEST_BEHIND = "{J} If I'm furthest behind, I gain 1 boost."
NOT_AHEAD_OF_OPPOSING = "{J} If my Expedition isn't ahead of the opposing Expedition, draw a card."
I_AM_BEHIND = "{J} If I'm behind an opponent's Expedition, I gain 1 boost."
BOTH_OF_OPPONENTS = (
    "{J} If one of your Expeditions is ahead of both of your opponent's Expeditions, draw a card."
)
IN_V_OR_M = "{J} If I'm in a region with {V} or {M}, I gain 1 boost."
IN_V_AND_M = "{J} If I'm in a region with {V} and {M}, I gain 1 boost."
MY_IN_O_AND_V = "{J} If my Expedition is in a region with {O} and {V}, I gain 1 boost."
COUNT_AHEAD = (
    "{J} Draw a card for each of your Expeditions that is ahead of an opponent's Expedition."
)
ROBOT_EXPEDITION = "{J} If my Expedition is ahead of your Robot Expedition, draw a card."

READINGS_EXPEDITION_RACE: dict[str, dict[str, Any]] = {
    **{
        s: _if(s, _DRAW)
        for s in (
            AHEAD_OF_EACH,
            BEHIND_AN,
            TIED_WITH_ALL,
            CONTACT_ONE,
            SAME_REGION,
            HERO_AHEAD_OF_COMPANION,
            COMPANION_BEHIND_HERO,
            NOT_AHEAD_OF_OPPOSING,
            BOTH_OF_OPPONENTS,
        )
    },
    **{
        s: _if(s, _BOOST)
        for s in (
            FACING_AHEAD_OF_MY,
            OTHER_BEHIND,
            FURTHEST_AHEAD,
            FURTHEST_BEHIND,
            I_AM_BEHIND,
            IN_V_OR_M,
            IN_V_AND_M,
            MY_IN_O_AND_V,
        )
    },
    COUNT_AHEAD: {
        "reaction": {
            "trigger": "enters_play",
            "effect": [
                {"action": "draw", "per": "of your expeditions that is ahead of an opponent's "
                 "expedition"}
            ],
        }
    },
}  # fmt: skip
# the race as a filter (gram87)
OPPONENTS_AHEAD_OF_BOTH = (
    "{J} Target opponent's Expedition that is ahead of both of your Expeditions moves "
    "backwards one region."
)
EACH_IN_BEHIND_AN = (
    "{J} Each Character in an Expedition that is behind an opponent's Expedition gains 1 boost."
)
YOURS_IN_CONTACT_WITH_MY = (
    "{J} Exhaust each Character you control in an Expedition in contact with my Expedition."
)
EACH_IN_BEHIND_OPPOSING = (
    "{J} Each Character in an Expedition that is behind the opposing Expedition gains 1 boost."
)
TARGET_AHEAD_OF_OPPOSING = (
    "{J} Target Expedition that is ahead of the opposing Expedition moves forward one region."
)
TARGET_IN_CONTACT_WITH_OPPOSING = (
    "{J} Exhaust target Character in an Expedition that is in contact with the opposing Expedition."
)


def _race_filter(
    positions: tuple[str, ...], against: str, each: bool, contact: bool = False
) -> dict[str, Any]:
    return {
        "expedition_race": {
            "positions": positions,
            "in_contact": contact,
            "against": against,
            "against_each": each,
        }
    }


def _on_enter(step: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": [step]}}


_FILTER_READINGS: dict[str, dict[str, Any]] = {
    OPPONENTS_AHEAD_OF_BOTH: _on_enter({
        "action": "move_backwards",
        "subject": "target_expedition",
        "filter": {**_race_filter((_A,), "each_yours", True), "expedition_controller": "opponent"},
    }),
    EACH_IN_BEHIND_AN: _on_enter({
        "action": "give_boost",
        "amount": 1,
        "subject": "objects_in_play",
        "filter": {**_race_filter((_B,), "opponents", False), "types": ["Character"]},
    }),
    YOURS_IN_CONTACT_WITH_MY: _on_enter({
        "action": "exhaust",
        "subject": "characters_you_control",
        "filter": _race_filter((), "my", True, contact=True),
    }),
    # said against the opposing Expedition: the filter's own words for the one facing it
    EACH_IN_BEHIND_OPPOSING: _on_enter({
        "action": "give_boost",
        "amount": 1,
        "subject": "objects_in_play",
        "filter": {"expedition_standing": "behind", "types": ["Character"]},
    }),
    TARGET_AHEAD_OF_OPPOSING: _on_enter({
        "action": "move_forward",
        "subject": "target_expedition",
        "filter": {"expedition_ahead": True},
    }),
}  # fmt: skip
READINGS_EXPEDITION_RACE.update(_FILTER_READINGS)

RULE_SENTENCES_EXPEDITION_RACE: dict[str, tuple[str, ...]] = {
    "race_target_expedition": (OPPONENTS_AHEAD_OF_BOTH, TARGET_AHEAD_OF_OPPOSING),
    "in_an_expedition_race": (
        EACH_IN_BEHIND_AN,
        YOURS_IN_CONTACT_WITH_MY,
        EACH_IN_BEHIND_OPPOSING,
        TARGET_IN_CONTACT_WITH_OPPOSING,
    ),
    "expedition_race_cond": (AHEAD_OF_EACH, COMPANION_BEHIND_HERO, FACING_AHEAD_OF_MY),
    "race_ahead": (AHEAD_OF_EACH, HERO_AHEAD_OF_COMPANION),
    "race_behind": (BEHIND_AN, OTHER_BEHIND, I_AM_BEHIND),
    "race_tied": (TIED_WITH_ALL,),
    "race_contact": (CONTACT_ONE, SAME_REGION),
    "race_furthest_ahead": (FURTHEST_AHEAD,),
    "race_furthest_behind": (FURTHEST_BEHIND,),
    "race_an_opponents": (BEHIND_AN,),
    "race_each_opponents": (AHEAD_OF_EACH, TIED_WITH_ALL, BOTH_OF_OPPONENTS),
    "race_each_yours": (SAME_REGION,),
    "race_one_of_yours": (CONTACT_ONE,),
    "race_my": (FACING_AHEAD_OF_MY,),
    "race_your_other": (OTHER_BEHIND,),
    "race_your_hero": (COMPANION_BEHIND_HERO,),
    "race_your_companion": (HERO_AHEAD_OF_COMPANION, ROBOT_EXPEDITION),
    "race_opposing": (NOT_AHEAD_OF_OPPOSING,),
    "i_in_terrains_cond": (IN_V_OR_M, IN_V_AND_M),
    "expedition_in_every_terrain": (MY_IN_O_AND_V,),
    "your_expeditions_counted": (COUNT_AHEAD,),
}
REFUSED_EXPEDITION_RACE: dict[str, str] = {
    ROBOT_EXPEDITION: "'your robot Expedition' is not an Expedition",
    TARGET_IN_CONTACT_WITH_OPPOSING: "'in contact with the opposing Expedition' is not read",
}
