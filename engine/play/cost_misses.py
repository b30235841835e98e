"""Cost alterations that did NOT apply, said where the card is declared (5.1.2.f): one
that fits the card played in all but the Expedition it is played into ("Characters you
play in my Expedition cost {1} less" — played into the other one, 5.1.2.c) or in all but
which one it is ("The first Character you play each turn costs {1} less" — the second one
this turn, 5.1.2.k). A judge is asked exactly why such a card cost its printed cost.

An Emblem-Ongoing about "the next Permanent you play" (5.2.d, 5.1.2.f) that the card played
does not fit by its type — a Character is no Permanent, each object having a single type
(2.2.1.b) — or by where it is played from ("from your hand", 5.1.2.d) is said the same way:
the card does not use it, and the Emblem stays until its duration ends (2.2.15.c)."""

from __future__ import annotations

from engine.play.cost_places import place_words
from engine.play.costs import (
    _applies,
    _next_matches,
    _working_alterations,
    cost_standing,
    nth_of_its_kind,
)
from engine.state import zones as z
from engine.state.cards import CostSpec
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import possessive
from engine.why.table import why

_ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth")
_PERIODS = {"turn": "this turn", "afternoon": "this Afternoon", "day": "this Day"}


def cost_misses(
    state: GameState, object_id: str, player: str, into: str | None
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The notes of working cost alterations missed by the card ``player`` plays into
    ``into`` only for its place or its rank among the cards played (5.1.2.c, 5.1.2.k),
    and their rules."""
    notes: list[str] = []
    rules: set[str] = set()
    for source, spec, controller, _ in _working_alterations(state):
        if _applies(state, spec, source, controller, object_id, player, into):
            continue
        said = f"{possessive(state.name(source))} “{_change_words(spec)}” does not apply: "
        if spec.into and _applies(
            state, replace(spec, into=""), source, controller, object_id, player, into
        ):
            where = place_words(state, spec, source, player)
            notes.append(f"{said}{state.name(object_id)} is not played {where}")
            rules.update(why("play.cost_place"))
        elif spec.first_each and _applies(
            state, replace(spec, first_each=""), source, controller, object_id, player, into
        ):
            rank = _rank(state, spec, player, object_id, controller, source)
            period = _PERIODS.get(spec.first_each, "")
            notes.append(f"{said}{state.name(object_id)} is the {rank} of its kind {period}")
            rules.update(why("play.counted_plays"))
        elif spec.condition is not None and _applies(
            state, replace(spec, condition=None), source, controller, object_id, player, into
        ):
            # "If my Expedition is behind, Spells you play cost {1} less": where the
            # Expeditions stand (7.5.2.a-c), the condition that keeps the change (5.1.2.f) off
            standing, standing_rules = cost_standing(state, spec, source, controller, into)
            if standing:
                notes.append(f"{said}{standing}")
                rules.update((*standing_rules, *why("play.cost_altered")))
    for note, point in next_played_misses(state, object_id, player, into):
        notes.append(note)
        rules.update(why(point))
    return tuple(notes), tuple(sorted(rules))


def next_played_misses(
    state: GameState, object_id: str, player: str, into: str | None
) -> tuple[tuple[str, str], ...]:
    """``(note, decision point)`` for each Emblem-Ongoing of ``player`` about "the next
    [type] you play" that the card ``object_id`` does not use only for its type (2.2.1.b)
    or only for the zone it is played from (5.1.2.d): "Emblem-Ongoing of Vishvakarma (“the
    next Permanent you play …”) does not apply: Vanilla 1/1/1 is a Character, not a
    Permanent — it stays for the next Permanent until its duration ends"."""
    card = state.card(object_id)
    if card is None:
        return ()
    out: list[tuple[str, str]] = []
    for eid in state.zone(z.LIMBO):
        o = state.objects[eid]
        if o.emblem is None or o.controller != player:
            continue
        for ab in o.emblem.abilities:
            n = ab.next_played
            if n is None or _next_matches(state, ab, object_id, player, into):
                continue
            name = state.name(object_id)
            noun = n.card_type.value if n.card_type is not None else "card"
            head = f"{state.name(eid)} (“the next {noun} you play”) does not apply: "
            stays = f" — it stays for the next {noun} until its duration ends"
            if n.card_type is not None and n.card_type is not card.type:
                loose = replace(ab, next_played=replace(n, card_type=None))
                if _next_matches(state, loose, object_id, player, into):
                    out.append(
                        (
                            f"{head}{name} is a {card.type.value}, not a {noun}{stays}",
                            "play.next_played_type_missed",
                        )
                    )
                continue
            if n.played_from:
                loose = replace(ab, next_played=replace(n, played_from=""))
                where = (
                    state.objects[object_id].played_from
                    or z.kind_of(state.objects[object_id].zone).value
                )
                if _next_matches(state, loose, object_id, player, into):
                    out.append(
                        (
                            f"{head}{name} is played from {where.capitalize()}, not from "
                            f"{n.played_from.capitalize()}{stays}",
                            "play.next_played_origin_missed",
                        )
                    )
    return tuple(out)


def _change_words(spec: CostSpec) -> str:
    n = abs(spec.change)
    return f"costs {n} {'less' if spec.change < 0 else 'more'}"


def _rank(
    state: GameState, spec: CostSpec, player: str, object_id: str, controller: str, source: str
) -> str:
    card_id = state.objects[object_id].card_id
    if card_id is None:
        return "next"
    for n, word in enumerate(_ORDINAL_WORDS, start=1):
        if nth_of_its_kind(state, replace(spec, ordinal=n), player, card_id, controller, source):
            return word
    return f"{len(_ORDINAL_WORDS) + 1}th or later"
