"""Beginning of the game (4.1): the Adventure, the first player, decks, opening hands and
Mana Orbs. The first Morning is skipped (4.1.j): the first day starts at Noon."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.day.hero_counters import starting_counters
from engine.pipeline.runtime import Result, ask, on_answer, on_task, push
from engine.state import rng as rng_mod
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import CardDef
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.enums import ExpeditionKind, Phase, Terrain, ZoneKind
from engine.state.game_state import GameState, evolve
from engine.state.objects import GameObject, Region
from engine.state.said import count_of
from engine.state.steps import Step
from engine.steps.resolution import run_step
from engine.why.table import why
from engine.why.trace import TraceEntry

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER

PLACEHOLDER_TUMULT: tuple[tuple[frozenset[Terrain], frozenset[Terrain]], ...] = (
    (frozenset({F}), frozenset({M})),
    (frozenset({M}), frozenset({W})),
    (frozenset({W}), frozenset({F, M})),
)
"""Terrains of the two halves of three Tumult cards. PLACEHOLDER data for tests and
benchmarks, not the printed Tumult cards; pass the real ones to :func:`new_game`."""


def new_game(
    decks: Mapping[str, Sequence[CardDef]],
    heroes: Mapping[str, CardDef | None] | None = None,
    seed: int = 0,
    tumult: Sequence[tuple[frozenset[Terrain], frozenset[Terrain]]] = PLACEHOLDER_TUMULT,
) -> GameState:
    """A game before set-up: Heroes in Hero zones, cards in Decks (1.3.1.c). The agenda
    holds the set-up of 4.1, then the first day from Noon (4.1.j)."""
    players = tuple(decks)
    objects: dict[str, GameObject] = {}
    zones: dict[str, tuple[str, ...]] = {key: () for key in z.all_zones(players)}
    cards: dict[str, CardDef] = {}
    card_objects: dict[str, str] = {}
    n = 1
    ts = 1
    for p in players:
        hero = (heroes or {}).get(p)
        entries: list[tuple[CardDef, ZoneKind]] = [(c, ZoneKind.DECK) for c in decks[p]]
        if hero is not None:
            entries.insert(0, (hero, ZoneKind.HERO))
        for card, kind in entries:
            oid = f"o{n}"
            n += 1
            visible = kind is ZoneKind.HERO
            objects[oid] = GameObject(
                oid, z.personal(kind, p), p, p, card.card_id, timestamp=ts if visible else None
            )
            ts += 1 if visible else 0
            zones[z.personal(kind, p)] += (oid,)
            cards[card.card_id] = card
            card_objects[card.card_id] = oid
    tumult_data = tuple(tumult)
    state = GameState(
        players=players,
        cards=cards,
        objects=objects,
        zones=zones,
        card_objects=card_objects,
        rng=rng_mod.seed_state(seed),
        next_object=n,
        next_timestamp=ts,
        positions={e: 0 for e in _expedition_ids(players)},
    )
    return evolve(
        state,
        agenda=(
            *(
                (Task(TaskKind.SETUP_HERO_COUNTERS),)
                if any(starting_counters(h) for h in (heroes or {}).values())
                else ()
            ),
            Task(TaskKind.SETUP_ADVENTURE, choices=_encode_tumult(tumult_data)),
            Task(TaskKind.SETUP_FIRST_PLAYER),
            Task(TaskKind.SETUP_DECKS),
            Task(TaskKind.SETUP_DRAW),
            Task(TaskKind.SETUP_MANA),
            Task(TaskKind.BEGIN_PHASE, phase=Phase.NOON),
        ),
    )


def _expedition_ids(players: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(z.expedition_id(p, k) for p in players for k in ExpeditionKind)


def _encode_tumult(
    data: tuple[tuple[frozenset[Terrain], frozenset[Terrain]], ...],
) -> tuple[str, ...]:
    return tuple(
        "|".join(",".join(sorted(t.value for t in half)) for half in card) for card in data
    )


def _decode_half(text: str) -> frozenset[Terrain]:
    return frozenset(Terrain(t) for t in text.split(",") if t)


@on_task(TaskKind.SETUP_ADVENTURE)
def _setup_adventure(state: GameState, task: Task) -> Result:
    """Hero region and Companion region at the ends (4.1.b), three Tumult cards shuffled in
    position and orientation, face-down, between them (4.1.c); Expedition counters on
    their regions (4.1.d)."""
    rng = state.rng
    order, rng = rng_mod.shuffled(rng, range(len(task.choices)))
    all_terrains = frozenset(Terrain)
    regions = [Region("region0", "Hero region", all_terrains)]
    for slot, card_index in enumerate(order):
        halves = task.choices[card_index].split("|")
        flip, rng = rng_mod.below(rng, 2)
        if flip:
            halves.reverse()
        for h, half in enumerate(halves):
            regions.append(
                Region(
                    f"region{1 + 2 * slot + h}",
                    f"Tumult {card_index + 1}",
                    frozenset(),
                    face_up=False,
                    hidden_terrains=_decode_half(half),
                    tumult_card=card_index,
                )
            )
    regions.append(Region(f"region{len(regions)}", "Companion region", all_terrains))
    last = len(regions) - 1
    positions = {e: (0 if e.endswith(ExpeditionKind.HERO.value) else last) for e in state.positions}
    state = evolve(state, adventure=tuple(regions), positions=positions, rng=rng)
    return state, TraceEntry(
        "the Adventure is built; Expedition counters placed [every zone but the Adventure, "
        "the Hero zones and the Decks is empty; the three Tumult cards are face-down: six "
        "regions with no terrains or other characteristics until turned face up]",
        (*why("setup.adventure"), *why("setup.zones_empty"), *why("setup.tumult_face_down")),
    )


@on_task(TaskKind.SETUP_FIRST_PLAYER)
def _first_player(state: GameState, task: Task) -> Result:
    index, rng = rng_mod.below(state.rng, len(state.players))
    first = state.players[index]
    return evolve(state, first_player=first, rng=rng), TraceEntry(
        f"{first} is the first player", why("setup.first_player")
    )


@on_task(TaskKind.SETUP_DECKS)
def _shuffle_decks(state: GameState, task: Task) -> Result:
    zones = dict(state.zones)
    rng = state.rng
    for p in state.players:
        key = z.personal(ZoneKind.DECK, p)
        zones[key], rng = rng_mod.shuffled(rng, zones[key])
    return evolve(state, zones=zones, rng=rng), TraceEntry(
        "decks are shuffled", why("setup.shuffle")
    )


@on_task(TaskKind.SETUP_DRAW)
def _draw_six(state: GameState, task: Task) -> Result:
    step = Step(
        ActionKind.DRAW,
        players=state.initiative_order(),
        amount=6,
        label="each player draws six",
        rules=why("setup.draw"),
    )
    return run_step(state, step)


@on_task(TaskKind.SETUP_MANA)
def _setup_mana(state: GameState, task: Task) -> Result:
    """Each player puts three cards from Hand in their Mana zone as ready Mana Orbs (4.1.i),
    choosing in initiative order (1.4.5.a); the cards move together."""
    decided = {player for player, _ in task.answers()}
    for p in state.initiative_order():
        hand = state.zone(z.personal(ZoneKind.HAND, p))
        if p not in decided and hand:
            count = min(3, len(hand))
            options = tuple(Option(oid, state.name(oid)) for oid in hand)
            return ask(
                state,
                DecisionKind.INITIAL_MANA,
                p,
                f"choose {count_of(count, 'card')} to put in your Mana zone",
                options,
                task,
                why("setup.mana"),
                count,
                count,
            )
    chosen = tuple(value for _, value in task.answers() if value)
    step = Step(
        ActionKind.MOVE,
        objects=chosen,
        to_zone=ZoneKind.MANA,
        mana_ready=True,
        label="three ready Mana Orbs each",
        rules=why("setup.first_day"),
    )
    state = evolve(state, day=1)
    return run_step(state, step)


@on_answer(DecisionKind.INITIAL_MANA)
def _initial_mana(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, decision.resume.with_answers(decision.player, *choice))
    return state, TraceEntry(
        f"{decision.player} chooses {count_of(len(choice), 'Mana Orb')}", why("setup.mana")
    )
