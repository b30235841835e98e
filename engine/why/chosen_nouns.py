"""What a choice of several things chooses, as a noun: "choose 2 Characters to sacrifice",
"choose up to 2 Mana Orbs to ready", "choose any number of Permanents" (issue 31).

A number alone ("choose 1 to discard") leaves the judge guessing what is counted. The noun is
the type of the objects offered (2.2.1.a) — a Mana Orb for each object of a Mana zone
(3.2.9.c) —, or "card" for the cards of a Hand, Deck, Reserve or Discard pile; several types
offered are said together ("Characters or Permanents"); said singular for one (never "1 Mana
Orbs").
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state import zones as z
from engine.state.enums import CardType, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import count_of

_CARD_ZONES = frozenset({ZoneKind.HAND, ZoneKind.DECK, ZoneKind.RESERVE, ZoneKind.DISCARD})
"""Zones whose objects a choice names as cards ("2 cards in your Reserve")."""
_ORDER = tuple(CardType)


def chosen_noun(state: GameState, options: Iterable[str]) -> tuple[str, str]:
    """The noun of what ``options`` are, singular and plural: ("Mana Orb", "Mana Orbs"),
    ("card", "cards"), ("Character or Permanent", "Characters or Permanents"); ("object",
    "objects") for options of no one kind."""
    ids = [o for o in options if o in state.objects]
    if not ids:
        return "object", "objects"
    kinds = {z.kind_of(state.objects[o].zone) for o in ids}
    if kinds <= _CARD_ZONES:
        return "card", "cards"
    if ZoneKind.MANA in kinds and len(kinds) > 1:
        return "object", "objects"
    types = sorted({state.type_of(o) for o in ids}, key=_ORDER.index)
    return " or ".join(t.value for t in types), " or ".join(f"{t.value}s" for t in types)


def chosen_count(state: GameState, n: int, options: Iterable[str]) -> str:
    """``n`` of what ``options`` are: "1 Mana Orb", "2 Characters or Permanents"."""
    one, many = chosen_noun(state, options)
    return count_of(n, one, many)
