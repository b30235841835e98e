"""A state's canonical key: equal for two states that are the same game, whatever ids
and timestamps the engine happened to give their objects.

Object ids (``o12``), token card ids (``token12``) and decision ids (``d3``) are names
the engine hands out in the order things happen, so two orders of the same Reactions end
with equal boards under different names. The key renames every object after where it is
— its zone and its place in that zone (``@expedition:p1:hero/0``; Terrain Markers after
their region and place) —, names ids that no longer exist (an emblem still bound to an
object that left, 6.3.j) in order of first mention, and replaces each timestamp by its
rank: only the order of timestamps matters to the rules (1.4.4.a, 2.3.3.b). Counters of
things handed out (next object, next timestamp, next decision, event sequence) are left
out. Everything else — zones in order, statuses, counters, the Adventure, the agenda, the
pending decision, the random generator — is in the key, so two states with equal keys
continue identically.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import fields

from engine.state.game_state import GameState
from engine.state.serialization import JsonValue, to_data

_ID = re.compile(r"\b(?:o|token)\d+\b")
"""Object ids and token card ids as the engine writes them (``o12``, ``token12``)."""

_LEFT_OUT = frozenset(
    {"cards", "objects", "next_object", "next_timestamp", "next_decision", "event_seq"}
)


def _renaming(state: GameState) -> dict[str, str]:
    names: dict[str, str] = {}
    for zone in sorted(state.zones):
        for i, oid in enumerate(state.zones[zone]):
            names[oid] = f"@{zone}/{i}"
    for r, region in enumerate(state.adventure):
        for i, marker in enumerate(region.markers):
            names[marker.id] = f"@region{r}/marker{i}"
    for card_id, oid in state.card_objects.items():
        if card_id.startswith("token") and oid in names:
            names[card_id] = f"@token{names[oid]}"
    return names


def _timestamp_ranks(state: GameState) -> dict[int, int]:
    stamps = {o.timestamp for o in state.objects.values() if o.timestamp is not None}
    stamps.update(m.timestamp for r in state.adventure for m in r.markers)
    return {t: i for i, t in enumerate(sorted(stamps))}


def _ranked(data: JsonValue, ranks: Mapping[int, int]) -> JsonValue:
    """``data`` with every ``timestamp`` field replaced by its rank."""
    if isinstance(data, dict):
        return {
            k: (ranks.get(v, v) if k == "timestamp" and isinstance(v, int) else _ranked(v, ranks))
            for k, v in data.items()
        }
    if isinstance(data, list):
        return [_ranked(v, ranks) for v in data]
    return data


def state_key(state: GameState) -> str:
    """The canonical key of ``state`` (a string: cheap to hash and compare)."""
    names = _renaming(state)
    ranks = _timestamp_ranks(state)
    objects: list[JsonValue] = []
    for zone in sorted(state.zones):
        for oid in state.zones[zone]:
            data = to_data(state.objects[oid])
            assert isinstance(data, dict)
            del data["id"]
            objects.append(data)
    tokens: dict[str, JsonValue] = {
        names[c]: to_data(card) for c, card in state.cards.items() if c in names
    }
    whole: dict[str, JsonValue] = {
        f.name: to_data(getattr(state, f.name))
        for f in fields(GameState)
        if f.name not in _LEFT_OUT and f.name != "pending"
    }
    pending = to_data(state.pending)
    if isinstance(pending, dict):
        pending["id"] = ""
    whole["pending"] = pending
    whole["objects"] = objects
    whole["tokens"] = tokens
    text = json.dumps(_ranked(whole, ranks), separators=(",", ":"), sort_keys=True)
    gone: dict[str, str] = {}

    def rename(match: re.Match[str]) -> str:
        found = match.group(0)
        name = names.get(found)
        if name is None:
            name = gone.setdefault(found, f"@gone{len(gone)}")
        return name

    return _ID.sub(rename, text)
