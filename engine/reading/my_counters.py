"""What an amount counted from "my" counters came to, said where it decides: "Hand Cost
{X}+{2} or less, where X is my number of Arcane counters" — the value of X, the bound it
makes, and why an object has none where it is (issue 31, blind batch 22).

A card in a Deck, a Hand or a Discard pile cannot have counters (2.5.b), so a Spell played
from Hand has none as it resolves in Limbo: it had none to keep (2.5.l keeps those of a card
moving from Reserve or Limbo; 2.1.d, nothing else of the old object applies). The judge asked
"why is Haven Warrior not a legal target?" answers with that rule and the number it makes,
not only with the Hand Cost (2.2.7.a).
"""

from __future__ import annotations

from engine.reading.as_it_was import known_object
from engine.state import zones as z
from engine.state.conditions import ObjectFilter
from engine.state.enums import CardType, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words

_NO_COUNTERS = frozenset({ZoneKind.DECK, ZoneKind.HAND, ZoneKind.DISCARD})
"""Zones whose cards cannot have counters (2.5.b)."""


def _none_where(state: GameState, me: str | None) -> str:
    """Why ``me`` has no counters at all, or "" when it may have some: it is in a zone whose
    cards cannot have them, or it was played from Hand (it had none to keep, 2.5.b)."""
    o = state.objects.get(me) if me is not None else None
    if o is None:
        return ""
    kind = z.kind_of(o.zone)
    if kind in _NO_COUNTERS:
        return f"it is in {zone_words(o.zone)}, where a card cannot have counters"
    if o.played_from == ZoneKind.HAND.value and not o.counters:
        return "it was played from Hand, where a card cannot have counters"
    return ""


def spell_in_limbo(state: GameState, me: str | None) -> bool:
    """Whether "I" is a Spell in Limbo, resolving: its effect's "my" is that object (7.2.1.b)
    — a new object from the card played (2.1.d) that kept its counters from the Reserve
    (2.5.l)."""
    if me is None or me not in state.objects:
        return False
    if state.type_of(me) is not CardType.SPELL:
        return False
    return z.kind_of(state.objects[me].zone) is ZoneKind.LIMBO


SPELL_ME_WORDS = " (“my” is the Spell in Limbo that is resolving)"
"""How a line says a Spell's "my" was read on the Spell in Limbo (7.2.1.b)."""


def my_counters_note(
    state: GameState, wanted: ObjectFilter | None, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """``(words, decision points)`` for a filter comparing a Hand Cost with "my number of [name]
    counters": " — Hand Cost 2 or less: X is 0, Evanescence's Arcane counters (it was
    played from Hand, where a card cannot have counters)", citing 2.5.b when the object has
    none for that reason (``counters.none_in_hidden``) beside the Hand Cost's (2.2.7.a).
    ``("", ())`` for another filter."""
    if wanted is None:
        return "", ()
    name = wanted.hand_cost_max_my_counters or wanted.hand_cost_min_my_counters
    if not name:
        return "", ()
    o = known_object(state, me)  # gone from play: the counters it had just before (2.1.h)
    held = o.counters.get(name, 0) if o is not None else 0
    whose = possessive(state.name(me)) if o is not None and me is not None else "my"
    counted = f"X is {held}, {whose} {name} counters"
    if wanted.hand_cost_max_my_counters:
        bound = f"Hand Cost {held + wanted.hand_cost_max_plus} or less"
        if wanted.hand_cost_max_plus:
            bound += f" (X+{wanted.hand_cost_max_plus})"
    else:
        bound = f"Hand Cost {held} or more"
    none = _none_where(state, me) if held == 0 else ""
    spell = spell_in_limbo(state, me)  # a Spell's "my" is the Spell resolving (7.2.1.b)
    words = (
        f"{bound}: {counted}" + (SPELL_ME_WORDS if spell else "") + (f" ({none})" if none else "")
    )
    points = (
        *(("counters.none_in_hidden",) if none else ()),
        "compare.hand_cost",
        *(("effect.spell_me",) if spell else ()),
    )
    return words, points


def my_counters_refusal(
    state: GameState, chosen: str, wanted: ObjectFilter, me: str | None
) -> list[tuple[str, str]]:
    """``(decision point, words)`` for an object a "Hand Cost {X}+{2} or less, where X is my
    number of [name] counters" leaves out: its Hand Cost against the bound, what X is and
    why (2.5.b) — empty for another filter."""
    words, points = my_counters_note(state, wanted, me)
    if not words:
        return []
    card = state.card(chosen)
    cost = 0 if card is not None and card.is_token else (card.hand_cost if card else None)
    bound = words.removeprefix("Hand Cost ")  # "its Hand Cost 3 is not 2 or less (X+2): …"
    said = f"its Hand Cost {cost} is not {bound}" if cost is not None else f"not {words}"
    return [(point, said) for point in points]
