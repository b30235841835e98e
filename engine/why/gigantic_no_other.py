"""A "can't move forward" naming "your other Expedition and the Expedition facing it" whose
bearer is Gigantic stops no Expedition — said where it would have decided (Progress, 4.2.4.b):
a Gigantic object is present in both Expeditions of its controller (7.4.4.b), and an effect
referring to the other Expedition of a Gigantic Character's controller, or the Expedition
facing it, refers to no Expeditions (7.4.4.l). A judge asked "Issitoq is in your hero
Expedition, so your companion Expedition can't move forward?" reads the answer on the line.

The reading itself is :func:`engine.pipeline.statics.cant_move_forward_by` (a bearer in both
Expeditions names none); this module only says it.
"""

from __future__ import annotations

from engine.reading.passives import effective_abilities, expeditions_of
from engine.state.game_state import GameState
from engine.state.restrictions import RestrictionKind
from engine.state.said import possessive
from engine.why.table import why


def gigantic_no_other_notes(state: GameState) -> list[tuple[str, tuple[str, ...]]]:
    """``(note, rules)`` for each working "Your other Expedition and the Expedition facing
    it can't move forward" whose bearer is in both its controller's Expeditions (Gigantic,
    7.4.4.b): it refers to no Expeditions and prevents nothing (7.4.4.l)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for oid, _, ab in effective_abilities(state):
        r = ab.restriction
        if r is None or r.kind != RestrictionKind.OTHER_AND_FACING_MOVE_FORWARD:
            continue
        if len(expeditions_of(state, oid)) < 2:
            continue
        name = state.whose_name(oid)
        text = " ".join(ab.text.split()).rstrip(".") or "its passive ability"
        out.append(
            (
                f"{possessive(name)} “{text}” prevents nothing: {name} is Gigantic, in both "
                "of its controller's Expeditions, so “your other Expedition” and “the "
                "Expedition facing it” refer to no Expeditions",
                (*why("gigantic.present_in_both"), *why("place.gigantic_no_other")),
            )
        )
    return out
