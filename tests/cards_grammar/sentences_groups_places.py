"""Sibling sentences of groups and places (issue 30, session 36), written before building (not
copied from card data): GROUP and PLACE constructions in every slot.

1. ``ITS_GROUPS``: a group relative to another object's place — "each other Character in
   its Expedition" ("its" = the trigger's object, 6.3.i, or the target a step before acted
   on, 6.5.b): the Characters there but "it" (``other_than_it``).
2. ``PLAYERS_GROUPS``: groups of a targeted player — "target opponent's Characters [with …]",
   "all cards in target opponent's Reserve" (1.2.6.c, 6.5.b, 3.2.10).
3. ``UNIONS``: one group made of two — "each Robot and each Plant you control" (6.1.e, 6.1.g).
4. ``STATUS_PASSIVES``: a passive saying a group HAS a status — refused with the rules
   (2.4.1.e, 7.3.16.a, 2.3.1.a; 2.4.5.b for Boosted).

Each READ entry: text -> (subject, filter) of the first step acting on the group (the step
found by ``group_step`` in test_groups_places_siblings.py). ``REFUSED_GX``: near-misses of a
different meaning -> words their refusal reason holds ("" when only "not read" is asserted).
Held by tests/cards_grammar/test_groups_places_siblings.py; boards in
test_board_groups_places.py."""

from __future__ import annotations

from typing import Any

Read = tuple[str, dict[str, Any]]

# ---------------------------------------------------------------- 1. "… in its Expedition"
_ITS_SLOTS: tuple[str, ...] = (
    "When a Character joins your Expeditions — {X}",  # the trigger's object (6.3.i)
    "When another Character joins my Expedition — {X}",
    "When a Character you control gains Anchored — {X}",
    "SPELL Target Character gains 1 boost. {X}",  # the target the step before chose (6.5.b)
    "SPELL Exhaust target Character. {X}",
    "{J} Ready target Character you control. {X}",
    "{R} Send target Character to Reserve. {X}",
    "{H} Target Character gains 1 boost. Then, {x}",
)
_ITS_GROUPS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    # (the group's words, the verb phrase after it, the filter)
    ("each other Character in its Expedition", "gains 1 boost", {}),
    ("all other Characters in its Expedition", "gain 1 boost", {}),
    ("other Characters in its Expedition", "gain 1 boost", {}),
    ("each other Robot in its Expedition", "gains 1 boost", {"subtypes": ["Robot"]}),
    ("each other Boosted Character in its Expedition", "gains 1 boost", {"statuses": ["Boosted"]}),
    (
        "each other Character with no boosts in its Expedition",
        "gains 1 boost",
        {"without": ["Boosted"]},
    ),
)
ITS_GROUPS: dict[str, Read] = {
    slot.replace("{X}", (g[0].upper() + g[1:] + " " + verb + ".")).replace(
        "{x}", g + " " + verb + "."
    ): ("characters_in_it", {**flt, "other_than_it": True})
    for slot in _ITS_SLOTS
    for g, verb, flt in _ITS_GROUPS
}
ITS_GROUPS.update(
    {
        # the verb before the group, "you may", a condition, an amount counted
        "When a Character joins your Expeditions — Exhaust each other Character in its "
        "Expedition.": ("characters_in_it", {"other_than_it": True}),
        "When a Character joins your Expeditions — You may exhaust each other Character in "
        "its Expedition.": ("characters_in_it", {"other_than_it": True}),
        "When a Character joins your Expeditions — If you control a Plant, each other "
        "Character in its Expedition gains 1 boost.": ("characters_in_it", {"other_than_it": True}),
        "{R} Ready target Character. Each other Character you control in its Expedition "
        "gains 1 boost.": ("characters_in_it", {"other_than_it": True, "controller": "you"}),
        # without "other": the Characters there, "it" among them (as before gx)
        "When a Character joins your Expeditions — Each Character in its Expedition gains 1 "
        "boost.": ("characters_in_it", {}),
        "SPELL Target Character gains 1 boost. Characters in its Expedition gain 1 boost.": (
            "characters_in_it",
            {},
        ),
    }
)

# ---------------------------------------------------------- 2. groups of a targeted player
_PLAYER_SLOTS: tuple[str, ...] = ("SPELL {X}", "{J} {X}", "{H} {X}", "At Dusk — {X}")
_PLAYER_GROUPS: tuple[tuple[str, Read], ...] = (
    (
        "Target opponent's Characters lose all their boosts.",
        ("characters_of_target_opponent", {}),
    ),
    (
        "Target opponent's Characters with no boosts gain 1 boost.",
        ("characters_of_target_opponent", {"without": ["Boosted"]}),
    ),
    (
        "Target opponent's Boosted Characters lose all their boosts.",
        ("characters_of_target_opponent", {"statuses": ["Boosted"]}),
    ),
    (
        "Exhaust all of target opponent's Characters.",
        ("characters_of_target_opponent", {}),
    ),
    (
        "Exhaust each of target opponent's Robots.",
        ("characters_of_target_opponent", {"subtypes": ["Robot"]}),
    ),
    (
        "Exhaust all of target opponent's Permanents.",
        ("characters_of_target_opponent", {"types": ["Permanent"]}),
    ),
    (
        "Exhaust all cards in target opponent's Reserve.",
        ("characters_of_target_opponent", {"in_targeted_players_reserve": True}),
    ),
    (
        "Exhaust each card in target opponent's Reserve.",
        ("characters_of_target_opponent", {"in_targeted_players_reserve": True}),
    ),
    (
        "Exhaust all Spells in target opponent's Reserve.",
        (
            "characters_of_target_opponent",
            {"in_targeted_players_reserve": True, "types": ["Spell"]},
        ),
    ),
    (
        "Exhaust all Characters in target opponent's Reserve.",
        (
            "characters_of_target_opponent",
            {"in_targeted_players_reserve": True, "types": ["Character"]},
        ),
    ),
    (
        "Exhaust all of target player's Characters.",
        ("characters_of_target_player", {}),
    ),
    (
        "Target player's Characters with no boosts gain 1 boost.",
        ("characters_of_target_player", {"without": ["Boosted"]}),
    ),
)
PLAYERS_GROUPS: dict[str, Read] = {
    slot.replace("{X}", text): read for slot in _PLAYER_SLOTS for text, read in _PLAYER_GROUPS
}

# ------------------------------------------------------------------ 3. union groups
_UNION_SLOTS: tuple[str, ...] = (
    "SPELL {X}",
    "{J} {X}",
    "{R} {X}",
    "At Dusk — {X}",
    "When you play a Spell — {X}",
)
_PLAY_BOTH = {"types": ["Character", "Permanent"]}
_UNION_TEXTS: tuple[tuple[str, Read], ...] = (
    (
        "Each Character and each Permanent you control gains 1 boost.",
        (
            "objects_in_play",
            {
                **_PLAY_BOTH,
                "controller": "you",
                "any_of": [{"types": ["Character"]}, {"types": ["Permanent"]}],
            },
        ),
    ),
    (
        "Each Robot and each Plant you control gains 1 boost.",
        (
            "objects_in_play",
            {
                **_PLAY_BOTH,
                "controller": "you",
                "any_of": [{"subtypes": ["Robot"]}, {"subtypes": ["Plant"]}],
            },
        ),
    ),
    (
        "Exhaust all Characters and all Permanents an opponent controls.",
        (
            "objects_in_play",
            {
                **_PLAY_BOTH,
                "controller": "opponent",
                "any_of": [{"types": ["Character"]}, {"types": ["Permanent"]}],
            },
        ),
    ),
    (
        "Exhaust each Character you control and each Permanent an opponent controls.",
        (
            "objects_in_play",
            {
                **_PLAY_BOTH,
                "any_of": [
                    {"types": ["Character"], "controller": "you"},
                    {"types": ["Permanent"], "controller": "opponent"},
                ],
            },
        ),
    ),
    (
        "Exhaust each token and each Landmark you control.",
        (
            "objects_in_play",
            {
                **_PLAY_BOTH,
                "controller": "you",
                "any_of": [
                    {"tokens": True},
                    {"types": ["Permanent"], "permanents_in_landmarks": True},
                ],
            },
        ),
    ),
    (
        "Exhaust each Boosted Character and each Permanent you control.",
        (
            "objects_in_play",
            {
                **_PLAY_BOTH,
                "controller": "you",
                "any_of": [
                    {"types": ["Character"], "statuses": ["Boosted"]},
                    {"types": ["Permanent"]},
                ],
            },
        ),
    ),
    (
        "Exhaust all Characters and all Spells in your Reserve.",
        ("cards_in_your_reserve", {"any_of": [{"types": ["Character"]}, {"types": ["Spell"]}]}),
    ),
    (
        "Exhaust Characters and Permanents in your Reserve.",
        ("cards_in_your_reserve", {"any_of": [{"types": ["Character"]}, {"types": ["Permanent"]}]}),
    ),
    (
        "Exhaust each Spell and each Permanent in your Reserve.",
        ("cards_in_your_reserve", {"any_of": [{"types": ["Spell"]}, {"types": ["Permanent"]}]}),
    ),
)
UNIONS: dict[str, Read] = {
    slot.replace("{X}", text): read for slot in _UNION_SLOTS for text, read in _UNION_TEXTS
}

# ------------------------------------------- 4. a status said as had by a passive: refused
_STATUS_GROUPS = (
    "Characters you control with 2 or more Ember counters are",
    "Characters you control with no boosts are",
    "Characters you control are",
    "Robots you control are",
    "Characters in my Expedition are",
    "Other Characters you control with a boost are",
    "I am",
)
_STATUSES = ("[[Anchored]]", "[[Asleep]]", "Anchored", "Asleep", "[[Exhausted]]", "[[Ascended]]")
STATUS_PASSIVES: dict[str, str] = {
    f"{group} {status}.": "2.4.1.e" for group in _STATUS_GROUPS for status in _STATUSES
}
STATUS_PASSIVES.update(
    {
        "Characters you control are [[Boosted]].": "2.4.5.b",
        "I am [[Boosted]].": "2.4.5.b",
    }
)

# ------------------------------------------------------ near-misses: a different meaning
REFUSED_GX: dict[str, str] = {
    # "its" with nothing named before it: no object whose Expedition this is (6.3.i)
    "{J} Each other Character in its Expedition gains 1 boost.": "",
    "At Dusk — Each other Character in its Expedition gains 1 boost.": "",
    # a group of Permanents "in its Expedition": not read (Characters only)
    "When a Character joins your Expeditions — Each other Permanent in its Expedition gains "
    "1 boost.": "",
    # one object, not a group: "another" / "target other" in its Expedition
    "When a Character joins your Expeditions — Another Character in its Expedition gains 1 "
    "boost.": "",
    # a group of a union described by more than kind / controller / place: whether the words
    # describe both groups or the last one is not printed
    "SPELL Exhaust each Character and each Permanent with Hand Cost 2 or less.": "not printed",
    "SPELL Exhaust each Character with no boosts and each Permanent you control.": "not printed",
    # a union across zones (in play and in Reserve)
    "SPELL Exhaust each Character you control and each card in your Reserve.": "in Reserve",
    # Spells are never in play
    "SPELL Exhaust each Spell and each Character you control.": "never in play",
    # "target opponent's" group with a controller of its own
    "SPELL Exhaust all of target opponent's Characters you control.": "another player",
    # "their" Reserve with no player named: not read
    "SPELL Exhaust all cards in their Reserve.": "",
}
