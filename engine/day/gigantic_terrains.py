"""Why a Gigantic Character is "in [terrain]" when its card's Expedition is not, said where
it decides a keyword.

A Gigantic Character is present in both of its controller's Expeditions (7.4.4.b), and a
Character is in a terrain if at least one of its Expeditions is in it (7.5.8.c). So Demeter
("If I'm in {V}, I am Eternal"), Gigantic with its card in a Mountain region, is in {V}
when its player's other Expedition is in a Forest region — and stays in play at Rest. A
judge looking at the card's region sees no Forest; the line that decides by the keyword
says which Expedition made the condition true, with both rules. Said only where Gigantic
decides: when the card's own Expedition meets the condition too, nothing is added.
"""

from __future__ import annotations

from engine.reading.passives import effective_abilities, expeditions_of, is_gigantic
from engine.reading.terrain import expedition_terrains
from engine.state import zones as z
from engine.state.cards import ConditionKind
from engine.state.enums import Keyword, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.why.table import why

Said = tuple[str, tuple[str, ...]]
"""The words and the rules they cite."""


def gigantic_terrain_note(state: GameState, object_id: str, keyword: Keyword) -> Said | None:
    """ "Demeter is in Forest only through p1's companion Expedition: Gigantic, it is in both
    of p1's Expeditions" with 7.4.4.b and 7.5.8.c, when ``object_id`` has ``keyword`` from
    its own passive ability "If I'm in [terrain], I am [keyword]" whose condition holds only
    through the Expedition its card is not in; ``None`` otherwise."""
    if object_id not in state.objects or not is_gigantic(state, object_id):
        return None
    o = state.objects[object_id]
    if z.kind_of(o.zone) is not ZoneKind.EXPEDITION:
        return None
    own = o.zone.split(":", 1)[1]
    others = sorted(expeditions_of(state, object_id) - {own})
    for src, _, ability in effective_abilities(state):
        grant, c = ability.grant, ability.condition
        if src != object_id or grant is None or grant.keyword is not keyword or c is None:
            continue
        if c.kind != ConditionKind.I_AM_IN_TERRAIN or c.negated:
            continue
        asked = c.terrains or ((c.terrain,) if c.terrain is not None else ())
        if not asked or any(t in expedition_terrains(state, own) for t in asked):
            continue  # its card's own Expedition meets it: Gigantic decides nothing
        through = [e for e in others if any(t in expedition_terrains(state, e) for t in asked)]
        if not through:
            continue
        terrain = " or ".join(t.value.capitalize() for t in asked)
        where = " and ".join(zone_words(z.zone_of_expedition(e)) for e in through)
        name = state.name(object_id)
        return (
            f"{name} is in {terrain} only through {where}: Gigantic, it is in both of "
            f"{o.controller}'s Expeditions",
            why("effect.in_terrain_gigantic"),
        )
    return None
