"""From an official print to the rules' words: card type, faction, rarity, and the
:class:`~scenarios.cards.printed.PrintedCard` the printed text reader takes.

The data's codes map to the rules' vocabulary (section 2.2): ``CHARACTER`` → Character,
``SPELL`` → Spell, ``HERO`` → Hero, ``LANDMARK_PERMANENT`` → Permanent with zone type
Landmark and ``EXPEDITION_PERMANENT`` → Permanent with zone type Expedition (2.2.3); the
first set's ``PERMANENT`` carries its zone type as a sub-type ("Landmark"). ``TOKEN`` is a
token (2.1.e) — a Character when it has statistics, else a Landmark Permanent;
``TOKEN_MANA`` (Mana Convergence) is used as a Mana Orb. Factions: AX Axiom, BR Bravos,
LY Lyra, MU Muna, OR Ordis, YZ Yzmir (2.2.10); NE is no faction.

A **definition** is what a card is for the rules engine: same name, characteristics and
abilities. The rarity, the language and the faction do not make another definition: a Rare
print "out of faction" (``_R2``) that changes nothing else plays the same, and its faction is
kept per print. Nor does reminder text (in parentheses, with no existence rules-wise,
2.2.12.c-d): prints that differ only in it are one definition. :func:`definition_key`
gives a definition its id.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, replace

from scenarios.cards.printed import PrintedCard
from scenarios.cards.printed.card import FACTIONS, prints_token_reminder
from scenarios.pool.icons import plain_text
from scenarios.pool.official import OfficialPrint
from scenarios.pool.unknowns import TypeReading, read_type

RARITIES = {"COMMON": "common", "RARE": "rare", "EXALTED": "exalted", "UNIQUE": "unique"}
TYPE_WORDS = {
    "CHARACTER": "Character",
    "SPELL": "Spell",
    "HERO": "Hero",
    "PERMANENT": "Permanent",
    "LANDMARK_PERMANENT": "Landmark Permanent",
    "EXPEDITION_PERMANENT": "Expedition Permanent",
    "TOKEN": "Token",
    "TOKEN_MANA": "Mana Orb",
}
LANGUAGE_NAMES = {
    "EN": "English",
    "FR": "French",
    "DE": "German",
    "ES": "Spanish",
    "IT": "Italian",
}


def rules_type(p: OfficialPrint) -> tuple[str, str | None, bool]:
    """``(card type, zone type, token)`` of a print in the rules' words (2.2.1, 2.2.3), the
    type code read from its parts (``TOKEN_LANDMARK_PERMANENT``: a Landmark Permanent token);
    a type the desk does not know is its printed name (the card is played by hand)."""
    reading = type_of(p)
    return reading.type, reading.zone_type, reading.token


def type_of(p: OfficialPrint) -> TypeReading:
    """The print's type code read from its parts (:func:`scenarios.pool.unknowns.read_type`)."""
    has_stats = any(x is not None for x in (p.forest, p.mountain, p.water))
    reading = read_type(p.type_code, p.type_name, has_stats, p.subtype_codes)
    if (
        not reading.token
        and not reading.unknown
        and reading.type in ("Character", "Permanent")
        and prints_token_reminder(p.main_text)
    ):
        # a token card by its token reminder (2.1.e): "LANDMARK_PERMANENT" printing "(If I
        # leave the Landmark zone, remove me from the game.)" is a Landmark Permanent token
        return replace(reading, token=True)
    return reading


def english_subtypes(p: OfficialPrint) -> tuple[str, ...]:
    """The print's sub-types in English, without a Permanent's zone type ("Landmark")."""
    names = p.subtype_names if p.language == "EN" else tuple(c.title() for c in p.subtype_codes)
    return tuple(n for n, c in zip(names, p.subtype_codes, strict=False) if c not in _ZONE_SUBTYPES)


_ZONE_SUBTYPES = frozenset({"LANDMARK", "EXPEDITION"})


def printed_card(p: OfficialPrint) -> PrintedCard:
    """The print as the printed text reader takes it (its text in the print's language;
    the pool passes the English print when there is one)."""
    card_type, zone, token = rules_type(p)
    return PrintedCard(
        name=p.name,
        type=card_type,
        subtypes=english_subtypes(p),
        zone_type=zone,
        faction=FACTIONS.get(p.faction_code),
        rarity=RARITIES.get(p.rarity_code),
        hand_cost=p.hand_cost if not token and card_type != "Hero" else None,
        reserve_cost=p.reserve_cost if not token and card_type != "Hero" else None,
        forest=p.forest if card_type == "Character" else None,
        mountain=p.mountain if card_type == "Character" else None,
        water=p.water if card_type == "Character" else None,
        reserve_limit=p.reserve_limit if card_type == "Hero" else None,
        landmark_limit=p.landmark_limit if card_type == "Hero" else None,
        main_text=plain_text(p.main_text),
        support_text=plain_text(p.support_text),
        token=token,
    )


def definition_key(card: PrintedCard, language: str = "EN") -> str:
    """An id for the card's definition: its name, characteristics and abilities, not its
    rarity or faction. Text in another language than English makes another definition (it
    cannot be compared), until the English print is imported."""
    data = asdict(card)
    data.pop("rarity")
    data.pop("faction")
    data["main_text"] = without_reminders(card.main_text)
    data["support_text"] = without_reminders(card.support_text)
    data["language"] = language
    digest = hashlib.sha1(json.dumps(data, sort_keys=True).encode("utf-8")).hexdigest()
    return digest[:16]


_REMINDER = re.compile(r"\s*\((?!\{)[^()]*\)")
"""Reminder text: words in parentheses — not "({T})", an icon printed beside its word."""


def without_reminders(text: str) -> str:
    """``text`` without its reminder text and with its spacing made even, for comparing
    prints: "Mana Convergence" printed with "(In draft, …)" or "(In Draft or Sealed …)"
    is one card."""
    return " ".join(_REMINDER.sub("", text).split())


def family(reference: str) -> str:
    """The card a print belongs to, for prints of one card across rarities:
    ``ALT_CORE_B_AX_08_R1`` → ``ALT_CORE_B_AX_08``."""
    head, _, last = reference.rpartition("_")
    if head and (last in ("C", "R1", "R2", "R", "E") or last.isdigit()):
        if last.isdigit():  # a Unique: ALT_CORE_B_AX_08_U_123
            head2, _, u = head.rpartition("_")
            return head2 if u == "U" else head
        return head
    return reference
