"""Who grants an ability: an Emblem-Reaction created from an ability its source does not
print ("Your Characters have: '{R} I gain 1 boost.'" — Haven, Bravos Bastion's, on Kuwat)
names the object whose passive ability grants it (2.3.1.a), so a judge reading the options
of a decision sees why the Reaction is there. Pure Python: no Qt.
"""

from __future__ import annotations

from engine.state.enums import IN_PLAY_ZONES
from engine.state.game_state import GameState
from engine.state.kinds import AbilityKind
from engine.state.zones import kind_of


def _folded(text: str) -> str:
    return " ".join(text.replace("“", '"').replace("”", '"').split()).casefold()


def granted_by(state: GameState, emblem_id: str) -> list[str]:
    """The objects in play whose passive abilities grant the ability the emblem
    ``emblem_id`` was created from (empty when its source prints it)."""
    o = state.objects.get(emblem_id)
    e = o.emblem if o is not None else None
    if e is None:
        return []
    card = state.cards.get(e.source_card) if e.source_card else None
    if card is not None and 0 <= e.ability_index < len(card.abilities):
        printed = card.abilities[e.ability_index].text
        if not e.text or _folded(printed) == _folded(e.text):
            return []  # the source's own ability
    if not e.text:
        return []
    found: list[str] = []
    for oid, obj in state.objects.items():
        if obj.card_id is None or oid == e.source_object or kind_of(obj.zone) not in IN_PLAY_ZONES:
            continue
        source = state.card(oid)
        if source is None:
            continue
        for ab in source.abilities:
            grant = ab.grant if ab.kind is AbilityKind.PASSIVE else None
            if grant is not None and any(
                _folded(g.text) == _folded(e.text) for g in grant.abilities
            ):
                found.append(oid)
                break
    return found


__all__ = ["granted_by"]
