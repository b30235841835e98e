"""A Defender does not stop a move forward outside Dusk (7.4.2.b) — the non-event said.

"An Expedition containing a Character with Defender cannot move forward during Dusk"
(7.4.2.b); 7.4.2.c extends it to every reason to move forward during Dusk, not to other
phases. An effect that moves forward, at Noon or in the Afternoon, an Expedition holding a
Defender moves it: the trace says so where a judge is asked "doesn't Defender stop it?".
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.reading.passives import expedition_members, has_keyword
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import Keyword, Phase
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.steps import AtomicAction
from engine.why.table import why

__all__ = ["defender_outside_dusk_notes"]


def _now(phase: Phase) -> str:
    """ "at Noon", "in the Afternoon": the phase as a judge says it."""
    return f"at {phase.value}" if phase in (Phase.NOON, Phase.NIGHT) else f"in the {phase.value}"


def defender_outside_dusk_notes(
    state: GameState, actions: Iterable[AtomicAction]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """For each Expedition the (possible) atomic actions move forward outside Dusk that
    holds a Defender Character: why it moves anyway (7.4.2.b), with the rule."""
    if state.phase is Phase.DUSK:
        return ()
    notes: list[tuple[str, tuple[str, ...]]] = []
    moving = dict.fromkeys(
        a.expedition
        for a in actions
        if a.kind is ActionKind.MOVE_FORWARD and a.expedition is not None
    )
    for expedition in moving:
        defenders = [
            state.name(oid)
            for oid in expedition_members(state, expedition)
            if has_keyword(state, oid, Keyword.DEFENDER)
        ]
        if not defenders:
            continue
        has = "has" if len(defenders) == 1 else "have"
        where = zone_words(z.zone_of_expedition(expedition))
        notes.append(
            (
                f"{' and '.join(defenders)} {has} Defender, which keeps {where} from moving "
                f"forward only during Dusk: it moves forward {_now(state.phase)}",
                why("forward.defender_outside_dusk"),
            )
        )
    return tuple(notes)
