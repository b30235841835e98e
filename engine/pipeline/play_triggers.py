"""Reactions to a card played (5.1.2.l): "When you / an opponent / a player play(s) a
[card] [from Reserve]", "When you play your second Spell each turn" — activated as the card
leaves Limbo at the end of its resolution (6.3.f, 6.3.g), and the counts of the plays of a
kind in a turn, Day or Afternoon that ordinal triggers and cost changes are decided by
(5.1.2.k, 4.2.3, 4.1)."""

from __future__ import annotations

from engine.pipeline.activation import (
    action_words_loosened,
    condition_holds,
    enters_play_unplayed,
    new_activation,
    placed_in,
    player_fits,
    trigger_matches,
    watching_reactions,
)
from engine.pipeline.ordinal_taken import ordinal_taken_as_met
from engine.reading.plays import play_origins
from engine.state import zones as z
from engine.state.agenda import Activation
from engine.state.cards import (
    HAND_OR_RESERVE,
    Ability,
    TriggerKind,
    TriggerPlayer,
)
from engine.state.enums import CardType, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.why.characteristic_values import played_values
from engine.why.play_counts import play_count_words
from engine.why.table import why

_PLAYED_TYPES = frozenset({CardType.CHARACTER, CardType.PERMANENT, CardType.SPELL})
_PLAY_TRIGGERS = frozenset({TriggerKind.YOU_PLAY_A_CARD, TriggerKind.OPPONENT_PLAYS_A_CARD})


def played_activations(
    before: GameState, after: GameState, events: list[Event]
) -> list[Activation]:
    """ "When you / an opponent / a player play(s) a [card] [from Reserve]": activated by the step
    where the card leaves Limbo at the end of its resolution — to the Expedition zone, the
    Landmark zone, the Reserve or the Discard pile (5.1.2.l); the player who played it is
    its controller. "It" is the card where it went (6.3.i); the Reaction must exist before
    the event (6.3.f)."""
    played: list[tuple[str, str, str, str]] = []
    by_effect: set[str] = set()  # played by an effect, by the player it names (1.4.7.b)
    for ev in events:
        oid = ev.object_id
        if oid is None or oid not in before.objects or ev.from_zone is None:
            continue
        how = ev.played_from or ""
        if z.kind_of(ev.from_zone) is not ZoneKind.LIMBO:
            # put in play, not played (7.5.12.a): only while action words are loosened
            if not (action_words_loosened() and enters_play_unplayed(before, ev)):
                continue
            how = z.kind_of(ev.from_zone).value
        o = before.objects[oid]
        if o.emblem is not None or o.card_id is None or before.type_of(oid) not in _PLAYED_TYPES:
            continue
        played.append((oid, o.controller, ev.new_object_id or "", how))
        if o.played_in_effect:
            by_effect.add(oid)
    out: list[Activation] = []
    if not played:
        return out
    for src, index, ab in watching_reactions(before, _PLAY_TRIGGERS):
        observer = before.objects[src]
        for oid, player, new, how in played:
            if not player_fits(ab.watched_player, observer.controller, player):
                continue  # "you play" / "an opponent plays"; "a player plays": any (1.2.2)
            if not played_from_fits(ab.trigger_from, how):
                continue  # "from Reserve" (5.1.2.d), "from your hand or Reserve" (5.2.a)
            if not _zone_type_fits(before, before.objects[oid].card_id, ab):
                continue  # "a Landmark Permanent" (2.2.3)
            seen, at = (after, new) if new in after.objects and placed_in(ab) else (before, oid)
            if not trigger_matches(seen, at, ab, observer.controller, src):
                continue  # where it was played: the card where it went (5.1.2.l, 5.2.1)
            if (
                ab.trigger_ordinal
                and not ordinal_taken_as_met()
                and not nth_play(before, ab, player, oid)
            ):
                continue  # "your second Spell each turn" (4.2.3, 4.1; said: ordinal_misses)
            it = (new,) if new else ()
            if not condition_holds(ab, before, after, observer.controller, src, src, it):
                continue
            rules = why("reaction.card_played")
            if ab.trigger_filter is not None and ab.trigger_filter.in_terrain is not None:
                # ha: "a Character in {V}": where it went is in that terrain (7.5.8.c)
                rules = (*rules, *why("target.in_terrain"))
            said = ""
            if ab.trigger_ordinal:
                # "your second Spell each turn": the count that decided (5.1.2.k)
                mine = period_plays_of_kind(before, ab, player)
                card = before.objects[oid].card_id or ""
                said = play_count_words(before, ab, player, card, before.name(oid), mine)
                rules = (*rules, *why("play.counted_plays"))
            if oid in by_effect and ab.watched_player is not TriggerPlayer.ANY:
                # "When an opponent plays a card": a card an effect played was played by the
                # player the effect named, as part of the effect (1.4.7.b, 5.2.b)
                rules = (*rules, *why("reaction.played_in_effect"))
                named = (
                    f"{player} played {before.name(oid)}, the player the effect playing it names"
                )
                said = "; ".join(w for w in (said, named) if w)
            # the Hand Cost compared is the card's, printed, whatever was paid (2.2.7.b)
            values, value_rules = played_values(before, oid, seen, at, ab.trigger_filter)
            rules = (*rules, *value_rules)
            activation = new_activation(before, src, index, ab, bound=(src,), it=it, rules=rules)
            said = "; ".join(w for w in (values, said) if w)
            if said and activation.said:
                said = f"{activation.said}; {said}"
            out.append(replace(activation, said=said) if said else activation)
    return out


def nth_play(state: GameState, ab: Ability, player: str, oid: str) -> bool:
    """Whether the card ``oid`` that ``player`` played is their ``trigger_ordinal``-th card
    of the filter's kind this turn, Day or Afternoon (:func:`period_plays_of_kind`)."""
    card = state.objects[oid].card_id
    mine = period_plays_of_kind(state, ab, player)
    if card not in mine:
        return False
    position = len(mine) - mine[::-1].index(card)  # its latest play
    return position == ab.trigger_ordinal


def period_plays_of_kind(state: GameState, ab: Ability, player: str) -> list[str]:
    """The cards ``player`` played of the filter's types (played from ``trigger_from``,
    5.1.2.d, if it names a zone) this turn (``trigger_per`` "turn", 4.2.3), this Day ("day",
    4.1) or this Day's Afternoon ("afternoon", 4.2.3: a card played by an effect in another
    phase, 5.2.b, is not played during the Afternoon), in the order their resolutions began
    (5.1.2.k: one still resolving counts)."""
    plays = {
        "day": state.plays_this_day,
        "afternoon": state.plays_this_afternoon,
    }.get(ab.trigger_per, state.plays_this_turn)
    types = ab.trigger_filter.types if ab.trigger_filter is not None else frozenset()
    # "your first card from Reserve": the plays from that zone only (5.1.2.d); a play whose
    # zone is not known is not counted as one from there
    origins = play_origins(state, plays) if ab.trigger_from else ("",) * len(plays)
    return [
        c
        for (p, c), origin in zip(plays, origins, strict=True)
        if p == player
        and (not types or state.cards[c].type in types)
        and played_from_fits(ab.trigger_from, origin)
        and _zone_type_fits(state, c, ab)
    ]


def _zone_type_fits(state: GameState, card_id: str | None, ab: Ability) -> bool:
    """Whether a played card has the zone type the trigger names ("a Landmark Permanent",
    2.2.3) — a characteristic of the card wherever it is; any card when none is named."""
    if ab.trigger_zone_type is None:
        return True
    card = state.cards.get(card_id or "")
    return card is not None and card.permanent_zone is ab.trigger_zone_type


def played_from_fits(wanted: str, how: str) -> bool:
    """Whether a card played from ``how`` ("hand", "reserve", or "" when not known) is one
    played from ``wanted`` (none: anywhere; "hand_or_reserve": either zone a card is played
    from, 5.2.a — not another zone an effect plays it from, which 5.2.a's "unless specified
    otherwise" allows)."""
    if not wanted:
        return True
    if wanted == HAND_OR_RESERVE:
        return how in ("hand", "reserve")
    return how == wanted
