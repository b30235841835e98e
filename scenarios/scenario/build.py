"""The starting state of a scenario, built with the engine's :class:`~engine.GameBuilder`."""

from __future__ import annotations

from typing import Any

from engine import BOOST, CardType, ExpeditionKind, GameBuilder, GameState, Phase, ZoneKind
from engine.state import zones as z
from engine.state.plain_orbs import plain_orb_name
from engine.state.records import replace
from scenarios.scenario.load import FIELD_ZONES, Scenario, state_file_path
from scenarios.scenario.models import CardEntry, OrbEntry
from scenarios.scenario.setup_start import setup_state
from scenarios.scenario.state_io import load_state


def build_state(scenario: Scenario) -> tuple[GameState, dict[str, str]]:
    """The starting state and the card id of every ``ref``; a layout's ``loop_bound`` (a
    bound the judge raised by going on with a loop of Reactions, 1.4.6.c) is the game's."""
    state, refs = _built(scenario)
    bound = scenario.model.loop_bound
    if bound is not None and scenario.model.state_file is None:
        state = replace(state, loop_bound=bound)
    return state, refs


def _built(scenario: Scenario) -> tuple[GameState, dict[str, str]]:
    m = scenario.model
    if m.state_file is not None:
        state = scenario.start
        if state is None:
            state = load_state(state_file_path(scenario.path, m.state_file))
        return state, {ref: card for ref, card in m.refs.items() if card in state.cards}
    if m.setup:

        def card_fields(name: str) -> tuple[str, dict[str, Any]]:
            card = scenario.card(name)
            fields = dict(card.compiled.fields)
            fields.setdefault("type", CardType.CHARACTER)  # as the builder defaults it
            return card.name, fields

        return setup_state(m, card_fields)
    players = tuple(m.players)
    b = GameBuilder(players=players, seed=m.seed)
    refs: dict[str, str] = {}
    stamped: dict[str, int] = {}  # object id -> the timestamp its entry gives

    def place(player: str, zone: str, entry: CardEntry) -> None:
        card = scenario.card(entry.card)
        counters = dict(entry.counters)
        if entry.boosts:
            counters[BOOST] = counters.get(BOOST, 0) + entry.boosts
        b.add(
            entry.owner or player,
            zone,
            card.name,
            statuses=entry.statuses,
            counters=counters,
            **card.compiled.fields,
        )
        if entry.ref:
            refs[entry.ref] = list(b.cards)[-1]
        if entry.timestamp is not None:
            stamped[list(b.objects)[-1]] = entry.timestamp

    def place_orbs(player: str, orbs: tuple[OrbEntry, ...]) -> None:
        zone = z.personal(ZoneKind.MANA, player)
        for n, orb in enumerate(orbs, 1):
            owner = orb.owner or player
            if orb.card is None:
                b.add(owner, zone, plain_orb_name(owner, n), orb.statuses, dict(orb.counters))
                if orb.ref:
                    refs[orb.ref] = list(b.cards)[-1]
                continue
            entry = CardEntry(
                card=orb.card, ref=orb.ref, statuses=orb.statuses, counters=orb.counters
            )
            place(owner, zone, entry)

    for p, side in m.players.items():
        if side.hero is not None:
            place(p, z.personal(ZoneKind.HERO, p), side.hero)
        for field_name, zone_of in FIELD_ZONES.items():
            for entry in getattr(side, field_name):
                place(p, zone_of(p), entry)
        if side.mana.orbs:
            place_orbs(p, side.mana.orbs)
        else:
            b.mana(p, side.mana.ready, side.mana.exhausted)
        if side.hero_position is not None:
            b.position(z.expedition_id(p, ExpeditionKind.HERO), side.hero_position)
        if side.companion_position is not None:
            b.position(z.expedition_id(p, ExpeditionKind.COMPANION), side.companion_position)
        for which in side.ascended:
            b.ascended(z.expedition_id(p, ExpeditionKind(which)))
    for index, terrains in enumerate(m.adventure):
        b.region(index, *terrains)
    for index in m.face_down:
        b.face_down(index)
    if m.phase is Phase.AFTERNOON:
        b.at_afternoon(first=m.first_player)
    else:
        b.at_phase(m.phase, first=m.first_player)
    b.day = m.day - 1 if m.phase is Phase.MORNING else m.day
    state = _restamp(b.build(), stamped)
    if m.phase is not Phase.AFTERNOON:
        state = replace(state, phase=_previous(m.phase))
    return state, refs


def _restamp(state: GameState, stamped: dict[str, int]) -> GameState:
    """Give the cards whose entries name a timestamp that timestamp, and every other
    visible object a newer one in the order it was placed (2.2.16.b–c): the layout keeps
    the order in which the board's cards entered play, which decides the order passive
    abilities apply (2.3.3.b)."""
    if not stamped:
        return state
    top = max(stamped.values())
    rest = sorted(
        (o for oid, o in state.objects.items() if oid not in stamped and o.timestamp),
        key=lambda o: o.timestamp or 0,
    )
    stamps = dict(stamped)
    stamps.update({o.id: top + n for n, o in enumerate(rest, 1)})
    objects = {
        oid: replace(o, timestamp=stamps[oid]) if oid in stamps else o
        for oid, o in state.objects.items()
    }
    return replace(state, objects=objects, next_timestamp=top + len(rest) + 1)


def _previous(phase: Phase) -> Phase:
    order = [Phase.MORNING, Phase.NOON, Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT]
    return order[order.index(phase) - 1]
