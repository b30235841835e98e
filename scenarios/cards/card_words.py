"""The words card text uses for statuses, sub-types, rarities, zones and numbers.

Statuses (2.4.1.a), the Character, Permanent and Spell sub-types (2.2.2.d, 2.2.2.e, 2.2.2.g),
rarities (2.2.5.a), the zones card text names and numbers written as words ("draw two
cards"). Like every list of the vocabulary they are closed: a name outside them is a loading
error or a text the engine does not read. They sit apart from :mod:`scenarios.cards.vocabulary`
(which re-exports them) so that the condition reader (:mod:`scenarios.cards.condition_texts`)
and the card loaders share them without importing each other.
"""

from __future__ import annotations

from engine import Status
from scenarios.yamlio import suggest

STATUSES = {s.value.lower(): s for s in Status}


def status_value(word: str) -> Status:
    """A status by name (2.4.1.a)."""
    key = word.strip().lower()
    if key not in STATUSES:
        raise ValueError(f"unknown status {word!r}{suggest(word, [s.value for s in Status])}")
    return STATUSES[key]


CHARACTER_SUBTYPES = frozenset(
    [
        "Adventurer",
        "Animal",
        "Apprentice",
        "Artist",
        "Bureaucrat",
        "Citizen",
        "Companion",
        "Deity",
        "Dragon",
        "Druid",
        "Elemental",
        "Engineer",
        "Fairy",
        "Illusion",
        "Leviathan",
        "Mage",
        "Merchant",
        "Messenger",
        "Noble",
        "Plant",
        "Robot",
        "Rogue",
        "Scholar",
        "Scientist",
        "Soldier",
        "Spirit",
        "Titan",
        "Trainer",
    ]
)
"""2.2.2.d."""
PERMANENT_SUBTYPES = frozenset({"Construction", "Gear", "Ore", "Sap", "Site"})  # 2.2.2.e
# 2.2.2.g. CR 5.0 prints "Conjunction"; the cards and the older edition say "Conjuration".
SPELL_SUBTYPES = frozenset({"Boon", "Conjunction", "Conjuration", "Disruption", "Maneuver", "Song"})

RARITIES = ("common", "rare", "exalted", "unique")  # 2.2.5.a

ZONE_WORDS = frozenset(
    {"hand", "reserve", "discard", "deck", "mana", "landmark", "expedition", "limbo"}
)

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
"""Numbers as card text writes them ("draw two cards"); the printed-text reader uses them too."""
