"""Why a player's Mana Orbs are exhausted, said where too few ready ones decide (issue 31):
"not enough ready Mana Orbs (Mana Orbs 1 and 2 were exhausted to pay for Vanilla 1/1/1 on
Day 1, in the Afternoon) to pay in full".

A card put in the Mana zone enters it exhausted (3.2.9.b); paying a mana cost exhausts Mana
Orbs (3.2.9.f); an effect may exhaust one (2.4.6.a). Each keeps that origin as it becomes
exhausted (:class:`engine.state.objects.StatusOrigin`); here the exhausted orbs of one
player are said by their place (:func:`engine.why.labels.orb_label`), those with one origin
together, with the origin's rules.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.objects import StatusOrigin
from engine.why.status_origin_words import origin_words, status_origin_note

__all__ = ["exhausted_orbs_note"]


def _orbs(places: list[int]) -> str:
    if len(places) == 1:
        return f"Mana Orb {places[0]}"
    return "Mana Orbs " + ", ".join(str(n) for n in places[:-1]) + f" and {places[-1]}"


def exhausted_orbs_note(state: GameState, player: str) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: ``player``'s exhausted Mana Orbs, grouped by what exhausted them
    and when — ``("", ())`` when none has an origin kept (the judge's set-up)."""
    mana = state.zone(z.personal(ZoneKind.MANA, player))
    groups: dict[StatusOrigin, list[int]] = {}
    for place, oid in enumerate(mana, start=1):
        origin = state.objects[oid].origin(Status.EXHAUSTED)
        if origin is not None:
            groups.setdefault(origin, []).append(place)
    said: list[str] = []
    rules: list[str] = []
    for origin, places in groups.items():
        words = origin_words(origin, _orbs(places))
        if len(places) > 1:
            words = words.replace(" was exhausted ", " were exhausted ", 1)
        said.append(words)
        _, found = status_origin_note(state, mana[places[0] - 1], Status.EXHAUSTED)
        rules.extend(found)
    return "; ".join(said), tuple(dict.fromkeys(rules))
