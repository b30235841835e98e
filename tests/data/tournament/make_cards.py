"""Write DSK_EN.json and DSK_FR.json: invented cards (never the publisher's) in the official
API's shape, for the deck check tests. Run it again after changing the table below."""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TYPES = {"H": "HERO", "C": "CHARACTER", "S": "SPELL", "M": "TOKEN_MANA"}
RARITY = {"C": "COMMON", "R1": "RARE", "R2": "RARE", "E": "EXALTED"}
# (number, faction, type, English name, French name, prints: (suffix, faction of the print))
CARDS: list[tuple[str, str, str, str, str, list[tuple[str, str]]]] = [
    ("01", "AX", "H", "Warden Ilse", "Gardienne Ilse", [("C", "AX")]),
    ("01", "BR", "H", "Captain Orsk", "Capitaine Orsk", [("C", "BR")]),
    ("01", "LY", "H", "Muse Talia", "Muse Talia", [("C", "LY")]),
    ("01", "NE", "M", "Mana Convergence", "Convergence de mana", [("C", "NE")]),
    (
        "02",
        "AX",
        "C",
        "Cog Tinkerer",
        "Bricoleur rouage",
        [("C", "AX"), ("R1", "AX"), ("R2", "BR")],
    ),
    ("20", "AX", "C", "Brass Paragon", "Parangon de laiton", [("E", "AX")]),
    ("03", "BR", "C", "Ember Brawler", "Bagarreur de braise", [("C", "BR"), ("R1", "BR")]),
    ("03", "LY", "S", "Lilting Verse", "Vers chantant", [("C", "LY")]),
    ("03", "MU", "C", "Moss Strider", "Arpenteur de mousse", [("C", "MU")]),
    ("03", "OR", "C", "Gate Clerk", "Greffier de porte", [("C", "OR")]),
]
# more Axiom cards, Common and Rare, for decks of legal size
CARDS += [
    (
        f"{n:02d}",
        "AX",
        "C" if n % 2 else "S",
        f"Axiom Card {n}",
        f"Carte Axiome {n}",
        [("C", "AX"), ("R1", "AX")],
    )
    for n in [*range(4, 20), *range(21, 28)]
]


def card(
    number: str, family_faction: str, kind: str, name: str, suffix: str, faction: str, lang: str
) -> dict[str, object]:
    reference = f"ALT_DSK_B_{family_faction}_{number}_{suffix}"
    elements = {"MAIN_COST": "2", "RECALL_COST": "1", "MAIN_EFFECT": ""}
    if kind == "C":
        elements |= {"FOREST_POWER": "1", "MOUNTAIN_POWER": "1", "OCEAN_POWER": "1"}
    if kind == "H":
        elements = {
            "MAIN_COST": "0",
            "RECALL_COST": "0",
            "PERMANENT": "2",
            "RESERVE": "2",
            "MAIN_EFFECT": "",
        }
    return {
        "@type": "Card",
        "cardType": {"reference": TYPES[kind], "name": TYPES[kind].title()},
        "cardSubTypes": [],
        "cardSet": {"reference": "DSK", "name": "Desk Test Set"},
        "rarity": {"reference": RARITY[suffix], "name": RARITY[suffix].title()},
        "cardRulings": [],
        "reference": reference,
        "mainFaction": {"reference": faction, "name": faction},
        "name": name,
        "elements": elements,
        "isSuspended": False,
        "isErrated": False,
        "isBanned": False,
        "collectorNumber": f"DSK-{number}-{suffix}-{lang}",
    }


for lang, index in (("EN", 3), ("FR", 4)):
    cards = [
        card(number, fam, kind, names[index - 3], suffix, faction, lang)
        for number, fam, kind, *names, prints in CARDS
        for suffix, faction in prints
    ]
    (HERE / f"DSK_{lang}.json").write_text(json.dumps(cards, indent=1, ensure_ascii=False) + "\n")
