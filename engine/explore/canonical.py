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

Records are immutable and shared between the states of an exploration, so each one's JSON
text is made once and kept in a ``memo`` the caller owns (:data:`KeyMemo`).
"""

from __future__ import annotations

import json
import re
from dataclasses import fields

from engine.state.game_state import GameState
from engine.state.serialization import to_data

_NAMES = re.compile(r'\b(?:o|token)\d+\b|"timestamp":(\d+)')
"""Object ids and token card ids as the engine writes them (``o12``, ``token12``), and
timestamps as :func:`_text` writes them."""

_LEFT_OUT = frozenset(
    {
        "cards",
        "objects",
        "next_object",
        "next_timestamp",
        "next_decision",
        "event_seq",
        "pending",
        "agenda",
        "noted_dependencies",  # what the trace last said (2.3.2), not the game itself
    }
)
_FIELDS = tuple(f.name for f in fields(GameState) if f.name not in _LEFT_OUT)

KeyMemo = dict[int, tuple[object, str]]
"""Value id → (the value, its JSON text). The value is kept so its id stays its own."""


def _text(value: object, memo: KeyMemo) -> str:
    """The compact JSON text of an engine value (remembered in ``memo``)."""
    key = id(value)
    hit = memo.get(key)
    if hit is not None and hit[0] is value:
        return hit[1]
    text = json.dumps(to_data(value), separators=(",", ":"), sort_keys=True)
    memo[key] = (value, text)
    return text


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


def state_key(state: GameState, memo: KeyMemo | None = None) -> str:
    """The canonical key of ``state`` (a string: cheap to hash and compare)."""
    memo = {} if memo is None else memo
    names = _renaming(state)
    ranks = _timestamp_ranks(state)
    in_zones = [state.objects[oid] for z in sorted(state.zones) for oid in state.zones[z]]
    parts = [
        "objects:",
        ",".join(_text(o, memo) for o in in_zones),
        "\nagenda:",
        ",".join(_text(task, memo) for task in state.agenda),
        "\ntokens:",
        ",".join(_text(c, memo) for card_id, c in state.cards.items() if card_id in names),
    ]
    pending = state.pending
    if pending is not None:  # its id left out: decisions are numbered in order asked
        parts += ["\npending:", pending.kind, pending.player, pending.prompt]
        parts += [_text(pending.options, memo), _text(pending.resume, memo)]
        parts += [str(pending.min_choices), str(pending.max_choices)]
    for name in _FIELDS:
        parts += [f"\n{name}:", _text(getattr(state, name), memo)]
    text = "".join(parts)
    gone: dict[str, str] = {}

    def rename(match: re.Match[str]) -> str:
        stamp = match.group(1)
        if stamp is not None:
            return f'"timestamp":{ranks.get(int(stamp), stamp)}'
        found = match.group(0)
        name = names.get(found)
        if name is None:
            name = gone.setdefault(found, f"@gone{len(gone)}")
        return name

    return _NAMES.sub(rename, text)
