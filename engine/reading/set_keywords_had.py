"""Whether an object has a set's own keyword ability (2.2.12.c): "a Character with
[Tether]", "each Character you control without [Tether]".

A set defines a keyword ability by the reminder text it prints with it; the card reader
gives the ability read from that reminder the keyword's printed name
(:attr:`~engine.state.cards.Ability.set_keyword`). An object in play has the keyword when
one of its abilities that has an effect is that keyword's — printed, or given by a
passive ability or an Emblem-Ongoing (2.3.1.a, 2.2.15.a) — and not when it was lost or is
ignored (2.3.2.d, 7.3.19.b): what :func:`~engine.reading.ignoring.effective_abilities`
holds. A card out of play (in a Hand, a Reserve, Limbo as it is played) has the abilities
printed on it among its characteristics, though they do not work there (2.2.12.b, 1.2.4.d),
as a rules keyword is read (engine.reading.filters._has_keyword).
"""

from __future__ import annotations

from engine.reading.ignoring import effective_abilities
from engine.reading.working import in_play
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

_OUT_OF_PLAY = (ZoneKind.HAND, ZoneKind.RESERVE, ZoneKind.LIMBO)


def has_set_keyword(state: GameState, object_id: str, name: str) -> bool:
    """Whether ``object_id`` has the set keyword ability printed as ``name`` (any case)."""
    wanted = name.lower()
    obj = state.objects.get(object_id)
    if obj is None:
        return False
    if z.kind_of(obj.zone) in _OUT_OF_PLAY:
        card = state.card(object_id)
        return card is not None and any(a.set_keyword.lower() == wanted for a in card.abilities)
    if not in_play(state, object_id):
        return False
    return any(
        src == object_id and ab.set_keyword.lower() == wanted
        for src, _, ab in effective_abilities(state)
    )


__all__ = ["has_set_keyword"]
