"""Why a Defender does not stop an effect's move forward — the move said with its rule.

"An Expedition containing a Character with Defender cannot move forward during Dusk"
(7.4.2.b), for any reason, not just Progress (7.4.2.c). So an effect that moves forward an
Expedition holding a Defender moves it:

- outside Dusk (at Noon, in the Afternoon, at Night): Defender works during Dusk only
  (7.4.2.b);
- during Dusk, only where a passive ability of an object in it says "[Defender] Characters
  don't prevent it from moving forward" and its condition holds before the move (2.2.12.m,
  with 7.4.2.c: the effect is one of the reasons Defender applies to).

Where Defender does stop the move during Dusk, the atomic action is impossible
(:mod:`engine.pipeline.possible`, 7.4.2.c) and the non-event is said there.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.defender_exception import defender_exception_note
from engine.reading.passives import expedition_members, has_keyword
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import Keyword, Phase
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.steps import AtomicAction
from engine.why.table import why

__all__ = ["defender_move_notes", "defender_stop_words"]


def _now(phase: Phase) -> str:
    """ "at Noon", "in the Afternoon": the phase as a judge says it."""
    return f"at {phase.value}" if phase in (Phase.NOON, Phase.NIGHT) else f"in the {phase.value}"


def _defenders(state: GameState, expedition: str) -> list[str]:
    """The names of the Defender Characters in ``expedition`` (7.4.2.a)."""
    return [
        state.name(oid)
        for oid in expedition_members(state, expedition)
        if has_keyword(state, oid, Keyword.DEFENDER)
    ]


def defender_stop_words(state: GameState, expedition: str) -> str:
    """Words naming the Defender Characters by which an effect's move forward of
    ``expedition`` is impossible during Dusk (7.4.2.c): ": Test Warden has Defender, which
    keeps it from moving forward during Dusk, for any reason"; "" when it holds none."""
    defenders = _defenders(state, expedition)
    if not defenders:
        return ""
    has = "has" if len(defenders) == 1 else "have"
    return (
        f": {' and '.join(defenders)} {has} Defender, which keeps it from moving forward "
        "during Dusk, for any reason, not just Progress"
    )


def _at_dusk(state: GameState, expedition: str) -> tuple[str, tuple[str, ...]] | None:
    """During Dusk, why an effect's move forward of ``expedition`` holding a Defender
    happens: the ability by which Defender Characters don't prevent it (2.2.12.m), cited
    with 7.4.2.c — or ``None`` when Defender does prevent it (the move is impossible)."""
    said, rules = defender_exception_note(state, expedition)
    if not said:
        return None
    return said, tuple(dict.fromkeys((*why("forward.defender_not_preventing_effect"), *rules)))


def _outside_dusk(state: GameState, expedition: str, defenders: list[str]) -> tuple[str, ...]:
    """Outside Dusk: the words of why the Defenders keep ``expedition`` nowhere (7.4.2.b)."""
    has = "has" if len(defenders) == 1 else "have"
    where = zone_words(z.zone_of_expedition(expedition))
    return (
        f"{' and '.join(defenders)} {has} Defender, which keeps {where} from moving "
        f"forward only during Dusk: it moves forward {_now(state.phase)}",
    )


def defender_move_notes(
    state: GameState, actions: Iterable[AtomicAction]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """For each Expedition the (possible) atomic actions move forward that holds a
    Defender Character: why it moves anyway, with the rule — outside Dusk 7.4.2.b, during
    Dusk the ability by which Defender Characters don't prevent it (7.4.2.c, 2.2.12.m)."""
    notes: list[tuple[str, tuple[str, ...]]] = []
    moving = dict.fromkeys(
        a.expedition
        for a in actions
        if a.kind is ActionKind.MOVE_FORWARD and a.expedition is not None
    )
    for expedition in moving:
        defenders = _defenders(state, expedition)
        if not defenders:
            continue
        if state.phase is Phase.DUSK:
            found = _at_dusk(state, expedition)
            if found is not None:
                notes.append(found)
            continue
        (said,) = _outside_dusk(state, expedition, defenders)
        notes.append((said, why("forward.defender_outside_dusk")))
    return tuple(notes)
