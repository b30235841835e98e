"""Heroes that start the game with counters (2.5.e): "I begin the game with 5 Heroism
counters". Such counters are on the Hero from the moment it is placed in the Hero zone,
so they are placed by the first task of the set-up, before anything else happens."""

from __future__ import annotations

from engine.pipeline.runtime import Result, on_task
from engine.state import zones as z
from engine.state.agenda import Task, TaskKind
from engine.state.cards import CardDef
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.state.said import count_of
from engine.state.statics import StaticKind
from engine.why.table import why
from engine.why.trace import TraceEntry


def starting_counters(card: CardDef | None) -> dict[str, int]:
    """The counters a card says it begins the game with, by name (2.5.e)."""
    out: dict[str, int] = {}
    for ab in card.abilities if card is not None else ():
        spec = ab.static
        if spec is not None and spec.kind == StaticKind.BEGINS_WITH_COUNTERS:
            out[spec.counter] = out.get(spec.counter, 0) + spec.amount
    return out


@on_task(TaskKind.SETUP_HERO_COUNTERS)
def _hero_counters(state: GameState, task: Task) -> Result:
    """Each Hero in its Hero zone gets the counters it begins the game with (2.5.e)."""
    objects = dict(state.objects)
    placed: list[str] = []
    for player in state.players:
        for oid in state.zone(z.personal(ZoneKind.HERO, player)):
            start = starting_counters(state.card(oid))
            if not start:
                continue
            counters = dict(objects[oid].counters)
            for name, n in start.items():
                counters[name] = counters.get(name, 0) + n
                placed.append(
                    f"{state.name(oid)} begins the game with {count_of(n, f'{name} counter')}"
                )
            objects[oid] = replace(objects[oid], counters=counters)
    return evolve(state, objects=objects), TraceEntry("; ".join(placed), why("setup.counters"))
