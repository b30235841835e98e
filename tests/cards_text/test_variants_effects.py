"""Variants an unseen set could print of the effects, costs and triggers read for issue 17
(other numbers, sub-types, statuses, zones, triggers, players): each must compile, and to
the same construct as the printed sentence it varies."""

from __future__ import annotations

import pytest

from .helpers import executed, read, steps

ONE_STEP = [
    # text, type, expected fields of the only step (a subset)
    ("{R} You may target an opponent, they draw two cards.", "Character", {"you_decide": True}),
    ("{J} Sacrifice three Plants.", "Character", {"choose_count": 3, "action": "sacrifice"}),
    ("{H} Discard two Spells from your Reserve.", "Character", {"choose_count": 2}),
    ("{H} Exhaust up to three cards in Reserve.", "Character", {"up_to": 3}),
    (
        "{J} For each other Robot you control, you may activate its {j} abilities.",
        "Character",
        {"any_number": True, "trigger": "enters_play"},
    ),
    ("{J} Any number of target Characters lose [[Fleeting]].", "Character", {"any_number": True}),
    ("{H} Remove all boosts from each Character you control.", "Character", {"all_counters": True}),
    (
        "{J} Sacrifice a Spirit or Permanent. If you can't, sacrifice me.",
        "Character",
        {"if_cant": ({"action": "sacrifice", "subject": "self"},)},
    ),
    (
        "{J} Put a card from your hand in your Mana zone as a ready Mana Orb.",
        "Character",
        {"ready_orb": True},
    ),
    ("At Dusk — I lose 2 boosts.", "Character", {"counter": "boost", "amount": 2}),
    (
        "{J} Target Robot in your other Expedition gains 1 boost.",
        "Character",
        {"filter": {"subtypes": ("Robot",), "in_your_other_expedition": True}},
    ),
    (
        "{H} Each Asleep Character controlled by target player gains [[Anchored]].",
        "Character",
        {"subject": "characters_of_target_player"},
    ),
    (
        "{J} Target an Expedition that is ahead. Each of its Characters gains 2 boosts.",
        "Character",
        {"filter": {"expedition_ahead": True}},
    ),
    (
        "{J} Roll a die. When you roll a 5+ this way — I gain 2 boosts.",
        "Character",
        {"action": "roll_die"},
    ),
    (
        "{T} : The next Bureaucrat you play this Afternoon gains 2 boosts.",
        "Permanent",
        {"action": "ongoing"},
    ),
    (
        "{T} : The next Permanent you play from your Reserve this turn costs {2} less.",
        "Permanent",
        {"action": "ongoing"},
    ),
]


@pytest.mark.parametrize(("text", "kind", "expected"), ONE_STEP)
def test_variant_compiles_to_its_construct(
    text: str, kind: str, expected: dict[str, object]
) -> None:
    (step,) = steps(executed(read(text, type=kind)))
    for key, value in expected.items():
        assert step[key] == value, (text, key, step)


@pytest.mark.parametrize(
    "text",
    [
        "{T}, Sacrifice a Robot: Draw a card.",
        "{2}, Discard a card from your Reserve: I gain 2 boosts.",
        "I start the game with 3 Glory counters.",
        "When you play a Spell with Hand Cost greater than or equal to my number of Glory "
        "counters — I gain 1 boost.",
        "At Noon — You may exhaust me and spend 1 of my Sap counters to draw a card.",
        "{H} Target opponent may [Resupply], then may do it again.",
        "{H} Play a Character with Hand Cost {2} or less for free.",
        "{H} Remove all boosts from Characters in play and in Reserve. Then, depending on the "
        "number of boosts removed this way:  • 1-2: Draw a card.  • 3+: I gain 3 boosts.",
    ],
)
def test_variant_is_executed(text: str) -> None:
    kind = "Hero" if "game with" in text or "my number of" in text else "Permanent"
    assert executed(read(text, type=kind))
