"""The value a characteristic had where a condition, filter or count compared it, and where
that value comes from — said on the line it decides, with the rule that defines it.

A judge asked "Ordis Carrier was paid 2, so it is not a Permanent with Hand Cost 3 or
more?" answers with the value compared and its source: "Ordis Carrier: Hand Cost 3
(printed), though 2 was paid" — the Hand Cost of a card is the number printed on it
(2.2.7.b), a token's 0 (2.2.7.c), an Emblem has none (2.2.7.d); the Reserve Cost likewise
(2.2.8.b-d); a statistic is printed on a Character card (2.2.11.d) or set by the effect
that created a token (2.2.11.e), each boost adding one (2.5.1.b), passive abilities
changing it only in play (2.3.1.b); boosts are counters (2.5.1.a). A cost decrease changes
only the cost paid (5.1.2.f), so when the mana paid differs from the Hand Cost the line
says so.

:func:`compared_points` reads which characteristics an :class:`ObjectFilter` compares — the
audit of every comparing field of the filter is :data:`COMPARING_FIELDS`, checked against
the filter's fields by a test — and writes the words and rules for one object. Read by the
words that exclude an object (:mod:`engine.reading.excluding_words`: a refused target, a
Reaction whose trigger's object does not match) and, with each point's rules, by
:mod:`engine.why.characteristic_values` (the Reaction-activating step, "When you play a
Permanent with Hand Cost 3 or more", and the chosen target's line).
"""

from __future__ import annotations

from engine.reading.passives import applied_stat_changes, base_statistics, statistics
from engine.reading.terrain_sources import in_terrain_words
from engine.state.conditions import ObjectFilter
from engine.state.enums import CardType, Terrain
from engine.state.game_state import GameState

__all__ = [
    "COMPARING_FIELDS",
    "compared_points",
    "field_value",
    "hand_cost_value",
    "paid_words",
    "reserve_cost_value",
    "statistic_value",
]

COMPARING_FIELDS: dict[str, str] = {
    "hand_cost_max": "hand_cost",
    "hand_cost_min": "hand_cost",
    "hand_cost_max_from": "hand_cost",
    "hand_cost_max_count": "hand_cost",
    "hand_cost_min_my_counters": "hand_cost",
    "hand_cost_max_my_counters": "hand_cost",
    "reserve_cost_max": "reserve_cost",
    "reserve_cost_min": "reserve_cost",
    "stat_of": "statistic",
    "stat_min": "statistic",
    "stat_max": "statistic",
    "stats_max": "statistics",
    "base_stat": "printed_statistics",
    "boosts_min": "boosts",
    "boosts_max": "boosts",
    "boosts_vs_mine": "boosts",
    "boosts_than": "boosts",
    "stat_than": "compared_stat",  # ic: the cost or statistic its value names
}
"""Every field of :class:`ObjectFilter` that compares a characteristic (or the boosts that
add to one) -> the value said for it. ``base_cost_*`` (2.2.9.b, said by its own point) and
``extreme_of`` (said by :func:`compared_values` from its value) are read apart."""

_TERRAIN_NAMES = {Terrain.FOREST: "Forest", Terrain.MOUNTAIN: "Mountain", Terrain.WATER: "Water"}
"""A statistic by the name of its terrain (2.2.11.b)."""


def hand_cost_value(state: GameState, object_id: str) -> tuple[str, tuple[str, ...]]:
    """``(words, decision points)``: "Hand Cost 3 (printed)" (2.2.7.b), "Hand Cost 0 (a
    token's)" (2.2.7.c), "no Hand Cost (an Emblem)" (2.2.7.d) — ``("", ())`` for an object
    with none printed (a Hero)."""
    o = state.objects[object_id]
    card = state.card(object_id)
    if o.emblem is not None:
        return "no Hand Cost (an Emblem)", ("value.emblem_hand_cost",)
    if card is None:
        return "", ()
    if card.is_token:
        return "Hand Cost 0 (a token's)", ("target.token_hand_cost",)
    if card.hand_cost is None:
        return "", ()
    return f"Hand Cost {card.hand_cost} (printed)", ("value.printed_hand_cost",)


def reserve_cost_value(state: GameState, object_id: str) -> tuple[str, tuple[str, ...]]:
    """``(words, decision points)``: "Reserve Cost 2 (printed)" (2.2.8.b), a token's 0
    (2.2.8.c), an Emblem's none (2.2.8.d)."""
    o = state.objects[object_id]
    card = state.card(object_id)
    if o.emblem is not None:
        return "no Reserve Cost (an Emblem)", ("value.emblem_reserve_cost",)
    if card is None:
        return "", ()
    if card.is_token:
        return "Reserve Cost 0 (a token's)", ("target.token_reserve_cost",)
    if card.reserve_cost is None:
        return "", ()
    return f"Reserve Cost {card.reserve_cost} (printed)", ("value.printed_reserve_cost",)


def statistic_value(
    state: GameState, object_id: str, terrain: Terrain
) -> tuple[str, tuple[str, ...]]:
    """``(words, decision points)``: "Water 1 (printed 0, +1 boost)", a Character's
    statistic as it is now (2.2.11.c), from the card (2.2.11.d) or the effect that created
    the token (2.2.11.e), each boost adding one (2.5.1.b), the rest from passive abilities
    working on it in play."""
    card = state.card(object_id)
    if card is None or state.type_of(object_id) is not CardType.CHARACTER:
        return "", ()
    now = statistics(state, object_id)[terrain]
    changes = applied_stat_changes(state, object_id)
    printed = card.stat(terrain)
    base = base_statistics(state, object_id, changes)[terrain]
    boosts = state.objects[object_id].boosts
    source = "a token's" if card.is_token else "printed"
    parts = [f"{source} {printed}"]
    point = "value.token_statistic" if card.is_token else "value.printed_statistic"
    points: tuple[str, ...] = (point,)
    if any(c.base is not None for c, _ in changes):  # "base statistics become …" (2.3.1.d)
        parts = [f"base {base} set by an effect, {source} {printed}"]
    if boosts:
        parts.append(f"+{boosts} boost{'s' if boosts > 1 else ''}")
        points = (*points, "value.boosted_statistic")
    if any(c.become is not None or c.swap is not None or c.highest for c, _ in changes):
        # set or exchanged after the additions (2.3.2.f): the sum no longer says it
        parts.append("then set or swapped by an effect")
    else:
        other = now - base - boosts
        if other:
            parts.append(f"{other:+d} from passive abilities")
    name = _TERRAIN_NAMES[terrain]
    if len(parts) == 1:
        return f"{name} {now} ({source})", points
    return f"{name} {now} ({', '.join(parts)})", points


def paid_words(hand_cost: int | None, paid: int | None, free: bool) -> str:
    """ ", though 2 was paid" when the mana paid to play the card differs from its Hand Cost
    (a cost alteration changes only what is paid, 5.1.2.f); ", though it was played for
    free"; nothing when they agree or nothing was recorded."""
    if hand_cost is None:
        return ""
    if free:
        return ", though it was played for free"
    if paid is None or paid == hand_cost:
        return ""
    return f", though {paid} was paid"


def _compared(wanted: ObjectFilter) -> list[str]:
    """The values ``wanted`` compares, in the order of :data:`COMPARING_FIELDS`."""
    empty = ObjectFilter()
    kinds = [
        kind
        for name, kind in COMPARING_FIELDS.items()
        if getattr(wanted, name) != getattr(empty, name)
    ]
    if wanted.extreme and wanted.extreme_of:
        kinds.append(wanted.extreme_of if wanted.extreme_of in ("hand_cost", "boosts") else "")
        if wanted.extreme_of in set(Terrain):
            kinds[-1] = f"statistic:{wanted.extreme_of}"
    return list(dict.fromkeys(k for k in kinds if k))


def compared_points(
    state: GameState,
    wanted: ObjectFilter | None,
    object_id: str,
    paid: int | None = None,
    free: bool = False,
) -> tuple[str, tuple[str, ...]]:
    """``(words, decision points)``: the value of each characteristic ``wanted`` compares,
    for ``object_id`` as it is in ``state`` — "Hand Cost 3 (printed), though 2 was paid",
    "Water 1 (printed 0, +1 boost)" —, and the points whose rules say where each comes
    from; ``("", ())`` when the filter compares none. ``paid``/``free``: what was paid to
    play the card, when it was just played."""
    if wanted is None or object_id not in state.objects:
        return "", ()
    said: list[str] = []
    points: list[str] = []
    for kind in _compared(wanted):
        words, found = _value(state, object_id, kind, wanted)
        if kind == "hand_cost" and words:
            card = state.card(object_id)
            printed = card.hand_cost if card is not None and not card.is_token else 0
            paid_said = paid_words(printed, paid, free)
            if paid_said:
                words += paid_said
                found = (*found, "play.for_free" if free else "value.paid_differs")
        if words:
            said.append(words)
            points.extend(found)
    if wanted.in_terrain is not None:
        # "target Character in {V}": the region its Expedition is in (7.5.8.a) and what
        # made that region a Forest (7.5.8.b) — a Terrain Marker, a passive ability
        where = in_terrain_words(state, object_id, wanted.in_terrain)
        if where:
            said.append(where)
            points.extend(("value.in_region", "target.in_terrain"))
    return ", ".join(dict.fromkeys(said)), tuple(dict.fromkeys(points))


def _value(
    state: GameState, object_id: str, kind: str, wanted: ObjectFilter
) -> tuple[str, tuple[str, ...]]:
    if kind == "hand_cost":
        return hand_cost_value(state, object_id)
    if kind == "reserve_cost":
        return reserve_cost_value(state, object_id)
    if kind == "boosts":
        n = state.objects[object_id].boosts
        return f"{n} boost{'' if n == 1 else 's'}", ("value.boosts_counted",)
    if kind.startswith("statistic:"):
        return statistic_value(state, object_id, Terrain(kind.split(":", 1)[1]))
    if kind == "statistic" and wanted.stat_of is not None:
        return statistic_value(state, object_id, wanted.stat_of)
    if kind == "compared_stat":  # ic: "lower:hand_cost:it" -> the Hand Cost (2.2.7.b)
        of = wanted.stat_than.split(":")[1] if wanted.stat_than.count(":") == 2 else ""
        if of in ("hand_cost", "reserve_cost"):
            return _value(state, object_id, of, wanted)
        if of in {t.value for t in Terrain}:
            return statistic_value(state, object_id, Terrain(of))
        return "", ()
    if kind in ("statistics", "printed_statistics"):
        return _all_statistics(state, object_id, printed_only=kind == "printed_statistics")
    return "", ()


def _all_statistics(
    state: GameState, object_id: str, printed_only: bool
) -> tuple[str, tuple[str, ...]]:
    """All three statistics: as now ("with no statistic over 2"), or as printed ("with a
    base statistic of 0": the base characteristics of a card are those written on it, 2.2.a,
    2.2.11.d)."""
    card = state.card(object_id)
    if card is None or state.type_of(object_id) is not CardType.CHARACTER:
        return "", ()
    if printed_only:
        values = "/".join(str(card.stat(t)) for t in Terrain)
        if card.is_token:
            return f"base statistics {values} (a token's)", ("value.token_statistic",)
        # "base": those written on the card (2.2.a), whatever boosts or passives add
        return f"base statistics {values} (printed)", (
            "value.printed_statistic",
            "value.base_is_printed",
        )
    said: list[str] = []
    points: list[str] = []
    for t in Terrain:
        words, p = statistic_value(state, object_id, t)
        said.append(words)
        points.extend(p)
    return ", ".join(said), tuple(dict.fromkeys(points))


def field_value(
    state: GameState, object_id: str, wanted: ObjectFilter, field_name: str
) -> tuple[str, tuple[str, ...]]:
    """``(words, decision points)`` for the one comparing field ``field_name`` of
    ``wanted`` (:data:`COMPARING_FIELDS`): "Hand Cost 5 (printed)", said beside the words
    that exclude the object; ``("", ())`` for a field that compares no characteristic."""
    kind = COMPARING_FIELDS.get(field_name)
    if kind is None or object_id not in state.objects:
        return "", ()
    return _value(state, object_id, kind, wanted)
