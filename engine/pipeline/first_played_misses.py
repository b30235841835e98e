"""Why "the first [card] you play each Afternoon" did not apply to the card just played
(5.2.d, 5.1.2.k): another card of that kind was played earlier in the period — and counted
as played from the moment its resolution began (5.1.2.k), even if it went back to Reserve
at once (Scout, 7.4.5.c), left play, or is still resolving in Limbo.

A judge asked "my Vanilla is the first Character I played this Afternoon — Icarus bounced
straight back, it doesn't count!" answers with the earlier card and the rule that makes it
count. The playing process (:mod:`engine.play.paying_and_resolving`) says the note on the
line where the card enters play; :mod:`engine.pipeline.statics` decides, with
:func:`earlier_plays`, the same question.
"""

from __future__ import annotations

from engine.reading.passives import effective_abilities
from engine.state import zones as z
from engine.state.enums import CardType, Phase, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import possessive
from engine.state.statics import StaticKind, StaticSpec
from engine.why.table import why

__all__ = ["earlier_plays", "first_played_misses", "period_plays"]


def period_plays(state: GameState, spec: StaticSpec) -> tuple[tuple[str, str], ...]:
    """The cards played in the period a "the first [card] you play each …" names, in the
    order their resolutions began (5.1.2.k): this Day (4.1), this turn (4.2.3) or this
    Afternoon."""
    if spec.each_day:
        return state.plays_this_day
    if spec.each_turn:
        return state.plays_this_turn
    return state.plays_this_afternoon


def earlier_plays(state: GameState, spec: StaticSpec, player: str, card_id: str) -> tuple[str, ...]:
    """The cards of ``spec``'s type that ``player`` played in its period before the card
    ``card_id`` they are playing now — its own play, the latest of that card, is the last
    one kept (5.1.2.k: it counts as played once its resolution began); a card played
    earlier in the period and played again counts once more."""
    plays = list(period_plays(state, spec))
    for i in range(len(plays) - 1, -1, -1):
        if plays[i] == (player, card_id):
            del plays[i]
            break
    return tuple(
        c for p, c in plays if p == player and spec.card_type in (None, state.cards[c].type)
    )


_KIND = {CardType.CHARACTER: "Character", CardType.PERMANENT: "Permanent", CardType.SPELL: "Spell"}


_ZONES = {ZoneKind.RESERVE: "Reserve", ZoneKind.HAND: "Hand", ZoneKind.DISCARD: "Discard pile"}
"""The zones out of play an earlier card may be in, which a player would say makes it not count."""


def _period(spec: StaticSpec) -> str:
    return "Day" if spec.each_day else "turn" if spec.each_turn else "Afternoon"


def _where(state: GameState, card_id: str) -> str:
    """Where the earlier card is now, when a player would doubt it counts."""
    oid = state.object_of_card(card_id)
    if oid is None:
        return ""
    kind = z.kind_of(state.objects[oid].zone)
    if kind is ZoneKind.LIMBO:
        return ", still resolving in Limbo"
    zone = _ZONES.get(kind)
    return f", now in {state.objects[oid].owner}'s {zone}" if zone else ""


def first_played_misses(
    state: GameState, player: str, card_id: str
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(note, rules)`` for each working "the first [card] you play each …" of
    ``player``'s (5.2.d) that does not apply to the card ``card_id`` being played because
    an earlier card of its kind was played in the period (5.1.2.k). ``state``: as the
    card's resolution began."""
    card_type = state.cards[card_id].type
    out: list[tuple[str, tuple[str, ...]]] = []
    for oid, _index, ab in effective_abilities(state):
        spec = ab.static
        if spec is None or spec.kind != StaticKind.FIRST_PLAYED_GAINS_BOOSTS or spec.every:
            continue
        if spec.card_type not in (None, card_type) or state.objects[oid].controller != player:
            continue
        if state.phase is not Phase.AFTERNOON and not spec.each_day:
            continue  # "each Afternoon" outside it: no play of the period at all
        earlier = earlier_plays(state, spec, player, card_id)
        if not earlier:
            continue
        first = earlier[0]
        kind = _KIND.get(spec.card_type, "card") if spec.card_type else "card"
        text = ab.text.strip().rstrip(".")
        out.append(
            (
                f"{possessive(state.name(oid))} “{text}” does not apply to "
                f"{state.cards[card_id].name}: {state.cards[first].name} was the first {kind} "
                f"{player} played this {_period(spec)}{_where(state, first)} — a card counts "
                "as played once its resolution began",
                why("play.first_played_earlier"),
            )
        )
    return tuple(out)
