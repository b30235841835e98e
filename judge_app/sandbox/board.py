"""The board as the sandbox draws it: a read-only projection of an engine state.

:func:`board_view` turns a :class:`~engine.GameState` into plain records — players, zones
with their tiles, the Adventure's regions with the Expedition counters on them, Limbo —
with current characteristics already computed (passive abilities re-evaluated, 2.3.1.e).
The Qt board only paints these records, so what is on screen can be tested without Qt and
compared between two moments.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache

from engine import (
    BOOST,
    CardDef,
    CardType,
    EmblemData,
    ExpeditionKind,
    GameState,
    IgnoreScope,
    Status,
    Terrain,
    ZoneKind,
)
from engine.reading.limits import landmark_limit, reserve_limit
from engine.reading.passives import expedition_statistics, statistics
from engine.reading.terrain import markers_in_order, terrains_at
from engine.state import zones as z
from engine.state.plain_orbs import card_name_words
from engine.why.event_words import DURATION_WORDS
from engine.why.printed_words import card_ability_text
from judge_app.sandbox.board_records import (  # re-exported: their home was here
    ZONE_TITLES as ZONE_TITLES,
)
from judge_app.sandbox.board_records import (
    BoardView as BoardView,
)
from judge_app.sandbox.board_records import (
    DecisionView as DecisionView,
)
from judge_app.sandbox.board_records import (
    ExpeditionMarker as ExpeditionMarker,
)
from judge_app.sandbox.board_records import (
    PlayerView as PlayerView,
)
from judge_app.sandbox.board_records import (
    RegionView as RegionView,
)
from judge_app.sandbox.board_records import (
    TerrainMarkerView as TerrainMarkerView,
)
from judge_app.sandbox.board_records import (
    Tile as Tile,
)
from judge_app.sandbox.board_records import (
    ZoneView as ZoneView,
)
from scenarios.pool.icons import icons_as_words

STATUS_ORDER = (
    Status.EXHAUSTED,
    Status.FLEETING,
    Status.ASLEEP,
    Status.ANCHORED,
    Status.BOOSTED,
)


def zone_keys(player: str) -> dict[str, str]:
    """Short names of a player's zones → the engine's zone keys."""
    return {
        "hand": z.personal(ZoneKind.HAND, player),
        "deck": z.personal(ZoneKind.DECK, player),
        "discard": z.personal(ZoneKind.DISCARD, player),
        "mana": z.personal(ZoneKind.MANA, player),
        "reserve": z.personal(ZoneKind.RESERVE, player),
        "landmarks": z.landmarks(player),
        "hero_expedition": z.expedition(player, ExpeditionKind.HERO),
        "companion_expedition": z.expedition(player, ExpeditionKind.COMPANION),
    }


def zone_title(state: GameState, key: str) -> str:
    """A readable zone name: ``"p1 · Reserve"``."""
    if key == z.LIMBO:
        return "Limbo"
    player = z.player_of(key)
    for short, k in zone_keys(player or "").items():
        if k == key:
            return f"{player} · {ZONE_TITLES[short]}"
    if z.kind_of(key) is ZoneKind.HERO:
        return f"{player} · Hero"
    return key


def emblem_text(state: GameState, oid: str) -> str:
    """An emblem's ability text: its own, or the printed text of the ability of its source
    card it was created from (6.3.h); "" when neither is known."""
    o = state.objects[oid]
    e = o.emblem
    assert e is not None
    ignored = _ignored_words(state, e)
    if ignored:
        return ignored
    source = state.cards.get(e.source_card) if e.source_card else None
    own = source is not None and 0 <= e.ability_index < len(source.abilities)
    if e.text and not (
        own and source is not None and source.abilities[e.ability_index].text == e.text
    ):
        return e.text  # a granted or delayed ability's own words
    if own and source is not None:
        printed = card_ability_text(source, e.ability_index)  # "[Resupply].", as printed
        if printed:
            return printed
    return e.text


def _ignored_words(state: GameState, e: EmblemData) -> str:
    """An Emblem-Ongoing that ignores listed objects' abilities said with their names and
    its duration — "Boaster's abilities are ignored this Day." (7.3.19.a, 2.2.15.a) — rather
    than its ability's "Its abilities are ignored.", which does not say whose; "" for any
    other emblem."""
    for ability in e.abilities:
        spec = ability.ignore
        if spec is None or spec.lose or spec.scope != IgnoreScope.LISTED or not spec.objects:
            continue
        names = [_name_of(state, oid) for oid in spec.objects]
        whose = " and ".join(f"{n}'s" if n else "its" for n in names)
        period = DURATION_WORDS.get(e.duration, "")
        return f"{whose} abilities are ignored {period}".rstrip() + "."
    return ""


def _name_of(state: GameState, oid: str) -> str:
    """An object's card name, or "" when it is no longer on the board."""
    o = state.objects.get(oid)
    card = state.cards.get(o.card_id) if o is not None and o.card_id else None
    return card.name if card is not None else ""


Unexecuted = Mapping[CardDef, tuple[str, ...]]
"""Card definition (without id and owner, see :func:`manual_key`) → the printed abilities the
engine does not execute ("not executed — resolve by hand")."""


@lru_cache(maxsize=8192)
def manual_key(card: CardDef) -> CardDef:
    """``card`` without its id and owner: the same printed card, wherever it is (asked for
    every tile of every redraw: kept, as card definitions never change)."""
    return replace(card, card_id="", owner="")


def gap_words(where: str) -> str:
    """The ability's words from a gap's place (``abilities[0] "{J} ..."`` → "[When I enter
    play] ..."): what the board shows as resolved by hand."""
    m = re.search(r'"(.*)"', where)
    return icons_as_words(m.group(1) if m else where)


_KEPT: dict[int, tuple[object, CardDef | None, tuple[str, ...], Tile]] = {}
"""Tiles that depend on their object alone, by the object's identity (see :func:`tile`)."""
KEPT_MAX = 4096


Read = dict[str, dict[Terrain, int]]
"""Characters' statistics read while one board is projected (object id → statistics): each
is read once for its tile and used again for its Expeditions' totals."""


def tile(
    state: GameState, oid: str, unexecuted: Unexecuted | None = None, read: Read | None = None
) -> Tile:
    """The tile of one object (or hidden card).

    A step makes new objects only for what it changed; the others are the same (immutable)
    objects from one moment to the next. A tile that depends on nothing but its object, its
    printed card and what of it is resolved by hand — a Mana Orb, a card in a Hand, Reserve
    or Landmark, anything but a Character (whose statistics the board around it changes,
    2.3.3) or an emblem (whose words name other objects) — is kept for that object and made
    again only when one of the three changed: a busy board's thirty-odd such tiles were
    made anew at every step (issue 33)."""
    o = state.objects[oid]
    if o.emblem is not None:
        return _tile(state, oid, unexecuted)
    card = state.card(oid)
    if card is None or card.type is CardType.CHARACTER:
        return _tile(state, oid, unexecuted, read)
    by_hand = unexecuted.get(manual_key(card), ()) if unexecuted else ()
    kept = _KEPT.get(id(o))
    if kept is not None and kept[0] is o and kept[1] is card and kept[2] == by_hand:
        return kept[3]
    made = _tile(state, oid, unexecuted)
    if len(_KEPT) >= KEPT_MAX:
        _KEPT.clear()
    _KEPT[id(o)] = (o, card, by_hand, made)
    return made


def _tile(
    state: GameState, oid: str, unexecuted: Unexecuted | None = None, read: Read | None = None
) -> Tile:
    o = state.objects[oid]
    kind = z.kind_of(o.zone)
    statuses = tuple(s.value for s in STATUS_ORDER if o.has(s))
    counters = tuple(sorted((k, v) for k, v in o.counters.items() if k != BOOST and v))
    if o.emblem is not None:
        return Tile(
            oid,
            o.emblem.source_name,
            f"Emblem-{o.emblem.subtype}",
            o.owner,
            o.controller,
            o.zone,
            is_emblem=True,
            text=emblem_text(state, oid),
            timestamp=o.timestamp,
        )
    card = state.card(oid)
    assert card is not None
    if kind is ZoneKind.MANA:
        return Tile(
            oid,
            "Mana Orb",
            CardType.MANA_ORB.value,
            o.owner,
            o.controller,
            o.zone,
            statuses=statuses,
            face_down=True,
            timestamp=o.timestamp,
        )
    printed: tuple[int, int, int] | None = None
    current: tuple[int, int, int] | None = None
    if card.type is CardType.CHARACTER:
        printed = (card.forest, card.mountain, card.water)
        stats = statistics(state, oid)
        if read is not None:
            read[oid] = stats
        current = (stats[Terrain.FOREST], stats[Terrain.MOUNTAIN], stats[Terrain.WATER])
    text = "\n".join(a.text for a in card.abilities if a.text)
    return Tile(
        oid,
        card_name_words(card),
        card.type.value,
        o.owner,
        o.controller,
        o.zone,
        card.hand_cost,
        card.reserve_cost,
        current,
        printed,
        statuses,
        counters,
        o.boosts,
        card.is_token,
        False,
        False,
        card.subtypes,
        card.faction.value if card.faction else None,
        text,
        o.timestamp,
        unexecuted.get(manual_key(card), ()) if unexecuted else (),
    )


_TERRAIN_ORDER = {t: i for i, t in enumerate(Terrain)}


def _terrain_names(terrains: frozenset[Terrain]) -> tuple[str, ...]:
    """Terrain names in the order cards print them: forest, mountain, water."""
    return tuple(t.value for t in sorted(terrains, key=_TERRAIN_ORDER.__getitem__))


def board_view(
    state: GameState,
    revealed: frozenset[str] = frozenset({"hand"}),
    unexecuted: Unexecuted | None = None,
) -> BoardView:
    """The board at ``state``. ``revealed`` names the hidden zones whose contents are shown
    ("hand", "deck"); their counts are always shown."""
    players: list[PlayerView] = []
    read: Read = {}  # each Character's statistics, read once (its tile, its Expeditions)
    for p in state.players:
        zones: dict[str, ZoneView] = {}
        for short, key in zone_keys(p).items():
            ids = state.zone(key)
            hidden = short in ("hand", "deck") and short not in revealed
            tiles = () if hidden else tuple(tile(state, oid, unexecuted, read) for oid in ids)
            limit = None
            if short == "reserve":
                limit = reserve_limit(state, p)  # as working abilities change it (3.2.10.b)
            elif short == "landmarks":
                limit = landmark_limit(state, p)
            zones[short] = ZoneView(
                key, f"{ZONE_TITLES[short]}", tiles, len(ids), hidden and bool(ids), limit
            )
        mana = zones["mana"].tiles
        exhausted = sum(1 for t in mana if t.exhausted)
        hero_id = state.hero_of(p)
        ex_stats: dict[str, tuple[int, int, int]] = {}
        for which in ExpeditionKind:
            s = expedition_statistics(state, z.expedition_id(p, which), read)
            ex_stats[which.value] = (s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER])
        players.append(
            PlayerView(
                p,
                p == state.first_player,
                p == state.turn_player,
                p in state.passed,
                tile(state, hero_id, unexecuted) if hero_id else None,
                zones,
                len(mana) - exhausted,
                exhausted,
                ex_stats,
            )
        )
    markers: dict[int, list[ExpeditionMarker]] = {}
    for ex in state.expedition_ids():
        player, side = ex.split(":")
        region = state.positions.get(ex, 0)
        ascended = Status.ASCENDED in state.expedition_statuses.get(ex, frozenset())
        markers.setdefault(region, []).append(ExpeditionMarker(ex, player, side, region, ascended))
    regions = tuple(
        RegionView(
            i,
            r.name,
            _terrain_names(terrains_at(state, i)),  # markers first (3.2.1.e)
            r.face_up,
            tuple(markers.get(i, ())),
            _terrain_names(r.terrains),
            tuple(
                TerrainMarkerView(m.id, _terrain_names(m.terrains), m.timestamp)
                for m in markers_in_order(r)
            ),
        )
        for i, r in enumerate(state.adventure)
    )
    limbo_ids = state.zone(z.LIMBO)
    limbo = ZoneView(
        z.LIMBO, "Limbo", tuple(tile(state, o, unexecuted) for o in limbo_ids), len(limbo_ids)
    )
    decision, next_task, next_phase = what_comes_next(state)
    return BoardView(
        state.day,
        state.phase.value,
        state.first_player,
        state.turn_player,
        tuple(players),
        regions,
        limbo,
        decision,
        state.winner,
        state.game_over,
        next_task,
        next_phase,
        revealed,
    )


def what_comes_next(state: GameState) -> tuple[DecisionView | None, str | None, str | None]:
    """The parts of the board read from the engine's agenda and pending decision: the
    decision asked, the kind of the next task, and the phase about to begin (if that is
    next and nothing is asked)."""
    d = state.pending
    decision = (
        DecisionView(
            d.player,
            d.kind,
            d.prompt,
            tuple((o.id, o.label) for o in d.options),
            d.min_choices,
            d.max_choices,
            d.rules,
        )
        if d is not None
        else None
    )
    head = state.agenda[0] if state.agenda else None
    next_task = head.kind if head is not None else None
    next_phase = (
        head.phase.value
        if head is not None and head.kind == "begin_phase" and head.phase and state.pending is None
        else None
    )
    return decision, next_task, next_phase
