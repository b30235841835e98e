"""Hand-written library cards checked against themselves and against real prints.

Two kinds of check, both returning problems in a judge's words (``Name: what differs``):

* :func:`icon_problems` needs no card data: each ability's trigger or cost icon agrees
  with its reading — ``{J}`` is "When I enter play" (7.1.1.a), ``{H}`` "When I am played
  from Hand" (7.1.1.b), ``{R}`` "When I am played from Reserve" (7.1.1.c), ``{T}`` exhaust
  me (7.1.4.a), ``{D}`` discard me from Reserve (7.1.4.b), a support ability works in
  Reserve (2.2.12.d) — each ability's text is part of the card's printed ``text``, and a
  card whose note names the print it follows ("ALT_CORE_B_OR_20_C") has that print's
  faction (the reference's faction code).
* :func:`print_problems` compares a card's printed characteristics (2.2: type, zone
  type, sub-types, faction, Hand and Reserve Costs, statistics, Hero limits) with the
  Common print of the same name — the official card data a judge imports
  (:func:`~scenarios.cards.printed.printed_from_api`).

The library keeps the ability text the rules quote (the examples are about that text);
its characteristics follow the Common print. ``benchmarks/library_bench.py`` runs
:func:`print_problems` on card data files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from scenarios.cards.library import LibraryCard
from scenarios.cards.models import AbilityModel, CardModel
from scenarios.cards.printed.card import FACTIONS, PrintedCard
from scenarios.cards.printed.text import clean, split_abilities

_SYMBOL_TRIGGERS = {"J": "enters_play", "H": "played_from_hand", "R": "played_from_reserve"}
_REFERENCE = re.compile(r"\bALT_[A-Z]+_[A-Z]_(?P<faction>[A-Z]{2})_\d+_(?P<rarity>C|R1|R2)\b")
_LEADING_ICON = re.compile(r"^\{(?P<icon>[JHRTD])\}")


def _compact(text: str) -> str:
    """Printed text compared as the reader cleans it (reminder text, brackets, the support
    marker ``{I}``), without spacing or dash differences."""
    cleaned = " ".join(clean(a).removeprefix("{I} ") for a in split_abilities(text))
    return re.sub(r"[\s\u2013\u2014-]+", " ", cleaned).strip()


def _ability_problems(name: str, ab: AbilityModel) -> list[str]:
    out: list[str] = []
    m = _LEADING_ICON.match(ab.text.strip())
    icon = m["icon"] if m else None
    trigger = ab.reaction.trigger if ab.reaction is not None else None
    if icon in _SYMBOL_TRIGGERS and trigger != _SYMBOL_TRIGGERS[icon]:
        out.append(
            f"{name}: “{ab.text}” starts with {{{icon}}} ({_SYMBOL_TRIGGERS[icon]}, 7.1.1) "
            f"but its trigger is {trigger or 'not a Reaction'}"
        )
    for sym, name_of in _SYMBOL_TRIGGERS.items():
        if trigger == name_of and icon != sym:
            out.append(f"{name}: “{ab.text}” is a {name_of} Reaction but is not written {{{sym}}}")
    cost = ab.quick_action.cost if ab.quick_action is not None else None
    if cost is not None:
        if icon == "T" and not cost.exhaust_me:
            out.append(f"{name}: “{ab.text}” is written {{T}} but does not exhaust me (7.1.4.a)")
        if icon == "D" and not (cost.discard_me_from_reserve and ab.support):
            out.append(
                f"{name}: “{ab.text}” is written {{D}}: a support ability that discards me "
                "from Reserve (7.1.4.b, 2.2.12.d)"
            )
        if cost.discard_me_from_reserve and icon != "D":
            out.append(f"{name}: “{ab.text}” discards me from Reserve but is not written {{D}}")
    return out


def icon_problems(model: CardModel) -> list[str]:
    """What a card says of itself that does not agree (see the module's docstring)."""
    out: list[str] = []
    printed = _compact(model.text)
    for ab in model.abilities:
        out.extend(_ability_problems(model.name, ab))
        if ab.text and _compact(ab.text) not in printed:
            out.append(f"{model.name}: the ability “{ab.text}” is not in its printed text")
    for ref in _REFERENCE.finditer(model.note):
        expected = FACTIONS.get(ref["faction"])
        if ref["rarity"] == "C" and model.faction is not None and expected != model.faction:
            out.append(
                f"{model.name}: the note follows {ref.group(0)}, a {expected} card, but its "
                f"faction is {model.faction}"
            )
    return out


def _characteristics(model: CardModel) -> dict[str, object]:
    out: dict[str, object] = {
        "type": str(model.type),
        "zone_type": str(model.zone_type) if model.zone_type is not None else None,
        "subtypes": tuple(model.subtypes),
        "faction": str(model.faction) if model.faction is not None else None,
    }
    if model.type != "Hero":
        out["hand_cost"] = model.hand_cost
        out["reserve_cost"] = model.reserve_cost
    if model.type == "Character":
        out.update(forest=model.forest, mountain=model.mountain, water=model.water)
    if model.type == "Hero":
        out.update(reserve_limit=model.reserve_limit, landmark_limit=model.landmark_limit)
    return out


def print_problems(model: CardModel, common: PrintedCard, reference: str) -> list[str]:
    """How a library card's printed characteristics differ from its Common print's."""
    mine = _characteristics(model)
    theirs = {
        "type": common.type,
        "zone_type": common.zone_type if common.type == "Permanent" else None,
        "subtypes": tuple(common.subtypes),
        "faction": common.faction,
        "hand_cost": common.hand_cost,
        "reserve_cost": common.reserve_cost,
        "forest": common.forest,
        "mountain": common.mountain,
        "water": common.water,
        "reserve_limit": common.reserve_limit,
        "landmark_limit": common.landmark_limit,
    }
    return [
        f"{model.name}: {field} is {mine[field]!r}, the Common ({reference}) prints "
        f"{theirs[field]!r}"
        for field in mine
        if theirs[field] is not None and mine[field] != theirs[field]
    ]


def commons(prints: Iterable[tuple[str, PrintedCard]]) -> dict[str, tuple[str, PrintedCard]]:
    """The Common print of each card name (case-insensitive), from (reference, print)
    pairs; promotional prints (``_P_``) are left out."""
    found: dict[str, tuple[str, PrintedCard]] = {}
    for reference, card in sorted(prints, key=lambda rp: rp[0]):
        if reference.endswith("_C") and "_P_" not in reference:
            found.setdefault(card.name.casefold(), (reference, card))
    return found


def library_problems(
    cards: Iterable[LibraryCard], prints: Iterable[tuple[str, PrintedCard]] = ()
) -> list[str]:
    """Every problem of every card: its own agreement, and its characteristics against the
    Common print of its name among ``prints`` (tokens and cards with no print skipped)."""
    common = commons(prints)
    out: list[str] = []
    for card in cards:
        model = card.model
        out.extend(icon_problems(model))
        hit = common.get(model.name.casefold())
        if hit is not None and not model.token:
            out.extend(print_problems(model, hit[1], hit[0]))
    return out
