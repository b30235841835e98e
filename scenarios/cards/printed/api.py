"""One card object of the official card data (JSON) as a :class:`PrintedCard`.

The fields are those of the card API (``cardType.reference``, ``elements.MAIN_COST``, ...;
see the card data's README). The mapping is the rules' own: a Landmark or Expedition
Permanent is a Permanent with that zone type (2.2.3), a token is a Character or a Permanent
with ``token`` set (2.1.e), Hand and Reserve costs are 2.2.7 and 2.2.8, the statistics
2.2.11, a Hero's landmark and reserve limits 2.2.14 and 2.2.13.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.printed.card import FACTIONS, PrintedCard, prints_token_reminder

_TYPES: dict[str, tuple[str, str | None, bool]] = {
    "CHARACTER": ("Character", None, False),
    "SPELL": ("Spell", None, False),
    "HERO": ("Hero", None, False),
    "PERMANENT": ("Permanent", None, False),
    "LANDMARK_PERMANENT": ("Permanent", "Landmark", False),
    "EXPEDITION_PERMANENT": ("Permanent", "Expedition", False),
    "TOKEN": ("Character", None, True),
    "TOKEN_MANA": ("Mana Orb", None, True),
}
"""Card API type -> (rules card type, Permanent zone type, token)."""

_ZONE_SUBTYPES = {"Landmark": "Landmark", "Expedition": "Expedition"}
"""Older prints give a Permanent's zone as a sub-type ("Landmark")."""


class ApiCardError(ValueError):
    """A card object that is not shaped like the card API's (names the field)."""


def _ref(card: dict[str, Any], field: str) -> str | None:
    value = card.get(field)
    if value is None:
        return None
    if not isinstance(value, dict) or not isinstance(value.get("reference"), str):
        raise ApiCardError(f"{field}.reference is missing or not text")
    return str(value["reference"])


def _number(elements: dict[str, Any], key: str) -> int | None:
    """A printed number; ``#`` marks of Rare changes are just text; blank is none."""
    raw = elements.get(key)
    if raw is None:
        return None
    text = str(raw).replace("#", "").strip()
    if not text:
        return None
    if not text.isdigit():
        raise ApiCardError(f"elements.{key} is {raw!r}, not a number")
    return int(text)


def _text(elements: dict[str, Any], key: str) -> str:
    raw = elements.get(key)
    if raw is None:
        return ""
    if not isinstance(raw, str):
        raise ApiCardError(f"elements.{key} is not text")
    return raw


def printed_from_api(card_json: dict[str, Any]) -> PrintedCard:
    """The printed card a card API object describes; :class:`ApiCardError` (a
    ``ValueError`` naming the field) if it is not shaped like one."""
    if not isinstance(card_json, dict):
        raise ApiCardError("a card is a JSON object")
    name = card_json.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ApiCardError("name is missing or not text")
    type_ref = _ref(card_json, "cardType")
    if type_ref is None:
        raise ApiCardError("cardType is missing")
    if type_ref not in _TYPES:
        raise ApiCardError(f"cardType.reference {type_ref!r} is not a known card type")
    card_type, zone_type, token = _TYPES[type_ref]
    elements = card_json.get("elements") or {}
    if not isinstance(elements, dict):
        raise ApiCardError("elements is not an object")
    if card_type in ("Character", "Permanent") and prints_token_reminder(
        _text(elements, "MAIN_EFFECT")
    ):
        token = True  # a token card by its token reminder (2.1.e), whatever its type code
    subtypes: list[str] = []
    for i, sub in enumerate(card_json.get("cardSubTypes") or ()):
        if not isinstance(sub, dict) or not isinstance(sub.get("name"), str):
            raise ApiCardError(f"cardSubTypes[{i}].name is missing or not text")
        word = sub["name"].strip()
        if card_type == "Permanent" and word in _ZONE_SUBTYPES:
            zone_type = zone_type or _ZONE_SUBTYPES[word]
            continue
        subtypes.append(word)
    if card_type == "Permanent" and zone_type is None:
        zone_type = "Landmark"  # 2.2.3: an untyped Permanent of the API is a Landmark
    faction_ref = _ref(card_json, "mainFaction")
    rarity_ref = _ref(card_json, "rarity")
    rarity = rarity_ref.lower() if rarity_ref else None
    is_character = card_type == "Character"
    return PrintedCard(
        name=name.strip(),
        type=card_type,
        subtypes=tuple(subtypes),
        zone_type=zone_type,
        faction=FACTIONS.get(faction_ref or ""),
        rarity=rarity if rarity in ("common", "rare", "exalted", "unique") else None,
        hand_cost=_number(elements, "MAIN_COST"),
        reserve_cost=_number(elements, "RECALL_COST"),
        forest=_number(elements, "FOREST_POWER") if is_character else None,
        mountain=_number(elements, "MOUNTAIN_POWER") if is_character else None,
        water=_number(elements, "OCEAN_POWER") if is_character else None,
        reserve_limit=_number(elements, "RESERVE") if card_type == "Hero" else None,
        landmark_limit=_number(elements, "PERMANENT") if card_type == "Hero" else None,
        main_text=_text(elements, "MAIN_EFFECT"),
        support_text=_text(elements, "ECHO_EFFECT"),
        token=token,
    )


def definition_key(card: PrintedCard) -> tuple[object, ...]:
    """What makes two prints the same definition: name, characteristics and abilities
    (the Rare marks ``#`` are only text)."""
    return (
        card.name,
        card.type,
        card.subtypes,
        card.zone_type,
        card.hand_cost,
        card.reserve_cost,
        card.forest,
        card.mountain,
        card.water,
        card.reserve_limit,
        card.landmark_limit,
        card.main_text.replace("#", ""),
        card.support_text.replace("#", ""),
    )
