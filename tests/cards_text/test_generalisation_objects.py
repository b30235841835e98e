"""Generalisation, object phrases and destinations: VARIANTS of "target" / "another" /
"each" / "all" / "other" / "up to N" objects, who controls them ("you control", "an
opponent controls"), where they are (in play, in Reserve, in my Expedition), their status,
sub-type and Hand Cost, and the words for a destination ("to Reserve", "to its owner's
Reserve", "in your hand", "to its owner's hand"), as an unseen set would print them.
Expectations are built from each template's parameters."""

from __future__ import annotations

from typing import Any

import pytest

from .generalisation import NUMBERS, compiled, reaction

SUBTYPES = ("Robot", "Plant", "Animal", "Spirit", "Soldier")
STATUSES = ("Anchored", "Asleep", "Fleeting", "Boosted")

CASES: list[tuple[str, str, Any]] = []

# Who controls the target.
for who, controller in (("you control", "you"), ("an opponent controls", "opponent")):
    for verb, step in (
        ("Exhaust", {"action": "exhaust"}),
        ("Discard", {"action": "discard"}),
        ("Ready", {"action": "ready"}),
    ):
        CASES.append(
            (
                f"{verb} target Character {who}.",
                "Spell",
                [{**step, "subject": "target_character", "filter": {"controller": controller}}],
            )
        )
    for n in (1, 2, 3):
        CASES.append(
            (
                f"Discard target Character with Hand Cost {{{n}}} or less {who}.",
                "Spell",
                [
                    {
                        "action": "discard",
                        "subject": "target_character",
                        "filter": {"hand_cost_max": n, "controller": controller},
                    }
                ],
            )
        )

# A status or a sub-type narrowing a target that gains something.
for s in STATUSES:
    for gained in ("Anchored", "Asleep"):
        if gained == s:
            continue
        CASES.append(
            (
                f"Target [[{s}]] Character gains [[{gained}]].",
                "Spell",
                [
                    {
                        "action": "gain_status",
                        "subject": "target_character",
                        "status": gained,
                        "filter": {"statuses": [s]},
                    }
                ],
            )
        )
for sub in SUBTYPES:
    for n in (1, 2):
        boosts = {"amount": n} if n > 1 else {}
        CASES.append(
            (
                f"Target {sub} gains {n} {'boost' if n == 1 else 'boosts'}.",
                "Spell",
                [
                    {
                        "action": "give_boost",
                        "subject": "target_character",
                        **boosts,
                        "filter": {"subtypes": [sub]},
                    }
                ],
            )
        )
    CASES.append(
        (
            f"Up to {NUMBERS[3]} target {sub}s each gain 1 boost.",
            "Spell",
            [
                {
                    "action": "give_boost",
                    "subject": "target_character",
                    "up_to": 3,
                    "filter": {"subtypes": [sub]},
                }
            ],
        )
    )
    CASES.append(
        (
            f"Sacrifice a {sub}.",
            "Spell",
            [
                {
                    "action": "sacrifice",
                    "subject": "a_character_you_control",
                    "filter": {"subtypes": [sub]},
                }
            ],
        )
    )

# "another", "each", "all", "other" — in play and in my Expedition.
GROUPS = {
    "Each Character you control gains 1 boost.": {"subject": "characters_you_control"},
    "All Characters you control gain 1 boost.": {"subject": "characters_you_control"},
    "Each other Character you control gains 1 boost.": {
        "subject": "characters_you_control",
        "filter": {"another": True},
    },
    "Each Character in my Expedition gains 1 boost.": {
        "subject": "characters_you_control",
        "filter": {"in_my_expedition": True},
    },
    "Other Characters in my Expedition gain 1 boost.": {
        "subject": "characters_you_control",
        "filter": {"another": True, "in_my_expedition": True},
    },
    "Another target Character gains 1 boost.": {
        "subject": "target_character",
        "filter": {"another": True},
    },
    "Target Character in my Expedition gains 1 boost.": {
        "subject": "target_character_in_my_expedition"
    },
}
for text, fields in GROUPS.items():
    CASES.append(
        (f"{{J}} {text}", "Character", reaction("enters_play", {"action": "give_boost", **fields}))
    )

# Cards in Reserve and in hand.
RESERVE = {
    "target card in your Reserve": "target_card_in_your_reserve",
    "target card in Reserve": "target_reserve_card",
}
for phrase, subject in RESERVE.items():
    for verb, step in (("Exhaust", {"action": "exhaust"}), ("Ready", {"action": "ready"})):
        if (verb, subject) == ("Ready", "target_reserve_card"):
            continue
        CASES.append((f"{verb} {phrase}.", "Spell", [{**step, "subject": subject}]))
    CASES.append((f"Discard {phrase}.", "Spell", [{"action": "discard", "subject": subject}]))
for where, subject in (("hand", "a_card_from_your_hand"), ("Reserve", "a_card_from_your_reserve")):
    CASES.append(
        (f"Discard a card from your {where}.", "Spell", [{"action": "discard", "subject": subject}])
    )

# Destinations in other words (7.3.27.a: put, return and send are synonyms).
DESTINATIONS = {
    "Send {obj} to Reserve.": {"action": "send", "to": "reserve"},
    "Send {obj} to its owner's Reserve.": {"action": "send", "to": "reserve", "to_owner": True},
    "Return {obj} to Reserve.": {"action": "return", "to": "reserve"},
    "Return {obj} to its owner's hand.": {"action": "return", "to": "hand", "to_owner": True},
    "Send {obj} to its owner's hand.": {"action": "send", "to": "hand", "to_owner": True},
    "Put {obj} in its owner's Mana zone.": {"action": "put", "to": "mana", "to_owner": True},
}
for template, step in DESTINATIONS.items():
    for obj, subject in (
        ("target Character", "target_character"),
        ("target Permanent", "target_permanent"),
    ):
        CASES.append((template.format(obj=obj), "Spell", [{**step, "subject": subject}]))
for into in ("in", "into"):
    CASES.append(
        (
            f"Put target card from your Reserve {into} your hand.",
            "Spell",
            [{"action": "put", "to": "hand", "subject": "target_card_in_your_reserve"}],
        )
    )

# "Up to N" without "target": a choice of none to N (6.1.g).
for n in (2, 3):
    for text, step in (
        (
            "Exhaust up to {n} cards in Reserve.",
            {"action": "exhaust", "subject": "a_card_in_reserve"},
        ),
        (
            "Discard up to {n} cards from your hand.",
            {"action": "discard", "subject": "a_card_from_your_hand"},
        ),
        (
            "Ready up to {n} Characters you control.",
            {"action": "ready", "subject": "a_character_you_control"},
        ),
        (
            "Put up to {n} cards from your hand in Reserve.",
            {"action": "put", "subject": "a_card_from_your_hand", "to": "reserve"},
        ),
    ):
        CASES.append((text.format(n=NUMBERS[n]), "Spell", [{**step, "up_to": n}]))
    for sub in ("Robot", "Plant"):
        CASES.append(
            (
                f"Sacrifice up to {NUMBERS[n]} {sub}s.",
                "Spell",
                [
                    {
                        "action": "sacrifice",
                        "subject": "a_character_you_control",
                        "up_to": n,
                        "filter": {"subtypes": [sub]},
                    }
                ],
            )
        )

# "[You may] have [another] target Character lose [status] and gain N boost(s)" (7.3.18.a).
for another, flt in (("", {}), ("another ", {"filter": {"another": True}})):
    for s in ("Fleeting", "Asleep", "Anchored"):
        for n in (1, 2):
            CASES.append(
                (
                    f"{{J}} You may have {another}target Character lose [[{s}]] and gain "
                    f"{n} {'boost' if n == 1 else 'boosts'}.",
                    "Character",
                    reaction(
                        "enters_play",
                        {
                            "it_follows": True,
                            "action": "lose_status",
                            "subject": "target_character",
                            "status": s,
                            "may": True,
                            "then": [
                                {
                                    "action": "give_boost",
                                    "subject": "it",
                                    **({"amount": n} if n > 1 else {}),
                                }
                            ],
                            **flt,
                        },
                    ),
                )
            )

# Expeditions moving.
for phrase, subject in (
    ("My Expedition", "my_expedition"),
    ("Target Expedition", "target_expedition"),
    ("Your Hero Expedition", "your_hero_expedition"),
    ("Your Companion Expedition", "your_companion_expedition"),
    ("Each of your Expeditions", "each_my_expedition"),
):
    for direction in ("forward", "backwards"):
        CASES.append(
            (
                f"{phrase} moves {direction} one region.",
                "Spell",
                [{"action": f"move_{direction}", "subject": subject}],
            )
        )

# Players.
for phrase, subject in (
    ("You", "controller"),
    ("Each opponent", "opponent"),
    ("Each player", "each_player"),
):
    CASES.append(
        (
            f"{phrase} draw{'' if phrase == 'You' else 's'} a card.",
            "Spell",
            [{"action": "draw", "subject": subject}],
        )
    )


# "without boosts" is "with no boosts": not Boosted (2.4.5.a), as the grammar reads it.
CASES.append(
    (
        "Target Character without boosts gains 1 boost.",
        "Spell",
        [
            {
                "action": "give_boost",
                "subject": "target_character",
                "filter": {"without": ["Boosted"]},
            }
        ],
    )
)

NOT_YET = [
    # Objects or players the engine has no subject or filter for yet; the reader must
    # leave them to the judge rather than read something wider.
    "Target Character without an ability gains 1 boost.",  # no filter selects by abilities
    "Target Character in each Reserve gains 1 boost.",  # one target per Reserve: not read
]


@pytest.mark.parametrize(("text", "type", "expected"), CASES, ids=[c[0] for c in CASES])
def test_variant_compiles_to_what_it_says(text: str, type: str, expected: Any) -> None:
    assert compiled(text, type) == expected


@pytest.mark.parametrize("text", NOT_YET)
def test_variant_not_read_yet_is_left_to_the_judge(text: str) -> None:
    assert compiled(text, "Spell")[0] == "not executed"


def test_the_suite_holds_enough_variants() -> None:
    assert len(CASES) >= 75


def test_every_character_an_opponent_controls_is_a_group_in_play() -> None:
    """Once left to the judge (no subject for it): every Character in play its controller's
    opponents control (3.1.4.a, 7.5.5), a filter on the objects in play (issue 30)."""
    assert compiled("Each Character an opponent controls gains [[Asleep]].", "Spell") == [
        {
            "action": "gain_status",
            "subject": "objects_in_play",
            "status": "Asleep",
            "filter": {"controller": "opponent", "types": ["Character"]},
        }
    ]


def test_a_landmark_permanent_is_a_permanent_in_landmarks() -> None:
    """Once left to the judge (no filter for it): a Permanent whose zone type is Landmark
    is one in Landmarks (2.2.3), a filter of its own (issue 30)."""
    assert compiled("Discard target Landmark Permanent.", "Spell") == [
        {
            "action": "discard",
            "subject": "target_permanent",
            "filter": {"permanents_in_landmarks": True},
        }
    ]
