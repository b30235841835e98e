"""Cost alterations that did NOT apply, said where the card is declared (5.1.2.f): one
that fits the card played in all but the Expedition it is played into ("Characters you
play in my Expedition cost {1} less" — played into the other one, 5.1.2.c) or in all but
which one it is ("The first Character you play each turn costs {1} less" — the second one
this turn, 5.1.2.k). A judge is asked exactly why such a card cost its printed cost."""

from __future__ import annotations

from engine.play.cost_places import place_words
from engine.play.costs import _applies, _working_alterations, nth_of_its_kind
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
    return tuple(notes), tuple(sorted(rules))


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
