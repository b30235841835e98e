"""Issue 17: the constructs added for the pool read the same shapes in other words — other
verbs, numbers, statuses, zones and counters — as a set the compiler has never seen would
print them (each is read whole, never guessed)."""

from __future__ import annotations

import pytest

from .helpers import executed, read

VARIANTS = [
    (
        "Spell",
        "Roll a die. Return target Character to the Xth position of its owner's deck, "
        "where X is the result.",
    ),
    ("Spell", "Double the number of boosts on target Character."),
    ("Spell", "Double the boosts of each Character you control."),
    ("Spell", "Distribute 2 boosts among any Characters you control."),
    (
        "Spell",
        "Look at the top three cards of your deck. Put one in your hand, and discard the others.",
    ),
    (
        "Spell",
        "Reveal the top three cards of your deck. Put one in Reserve and discard the others.",
    ),
    (
        "Permanent",
        "If you would draw a card, instead look at the top two cards of your deck. Put "
        "one in your hand and discard the other.",
    ),
    ("Character", "{J} You may have target Character gain [[Anchored]] or lose [[Asleep]]."),
    ("Character", "{J} Each player may discard a card from their hand to draw a card."),
    ("Spell", "Target two Characters and exchange their boosts."),
    ("Character", "{J} Roll a die and draw a card."),
    (
        "Permanent",
        "{T} : The next Character you play this turn costs {1} less. If you play it "
        "from your hand, it gains [[Anchored]].",
    ),
    (
        "Spell",
        "Roll a die. Target Character gains X boosts, where X is the result. If X is higher "
        "than the Hand Cost of the target, draw a card.",
    ),
    ("Character", "I can gain [[Anchored]] even if I was already [[Anchored]]."),
    (
        "Spell",
        "Send to Reserve target Character with Hand Cost {X}+{1} or less, where X is my "
        "number of Kelon counters.",
    ),
    (
        "Spell",
        "Target an Expedition. Create X [Ordis Recruit 1/1/1] Soldier tokens in it, where X "
        "is the number of cards in target player's hand.",
    ),
    (
        "Spell",
        "Roll a die. You may sacrifice a Character to increase the result by 1. Draw X "
        "cards, where X is the final result.",
    ),
    (
        "Permanent",
        "The Support abilities of cards in Reserve can give them 2 more counters than "
        "their maximum.",
    ),
]


@pytest.mark.parametrize(("card_type", "text"), VARIANTS)
def test_variant_is_read(card_type: str, text: str) -> None:
    extra = {"zone_type": "Landmark"} if card_type == "Permanent" else {}
    executed(read(text, type=card_type, **extra))
