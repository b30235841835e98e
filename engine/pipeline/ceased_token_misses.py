"""A token's Reaction gone with the token (issue 31): a token that left the Expedition zone
ceased to exist (2.1.e), and its Reactions with it — a later event its trigger would match
does not activate them, since a Reaction is activated only if it exists and works in the
game state before the event (6.3.f, 7.3.1.a). A player who saw the token in play asks why
nothing happened; the trace says so, as it says of a card that left play before the event
(:func:`engine.pipeline.dormant_triggers.missed_outside_play`).

The tokens looked at are those the last-known information of the Day still names (2.1.h:
``GameState.last_known``, kept for the Day): a token gone on an earlier Day left no
information, and the Reaction is as gone then (see docs/engine.md, "Last-known information
over Days"). Whether the event would have activated the Reaction is asked of the ordinary
triggers on a view of the board with the token back where it was — the event unchanged (a
view is never a state the game goes on from).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.pipeline.dormant_triggers import ABOUT_THE_PLAYER_OR_MY_EXPEDITION, looks_at
from engine.pipeline.reactions import split_activations
from engine.state.cards import AbilityKind
from engine.state.events import Event
from engine.state.game_state import GameState, evolve
from engine.state.said import possessive, zone_words
from engine.why.table import why

__all__ = ["missed_ceased_tokens"]


def _ceased_tokens(state: GameState, events: tuple[Event, ...]) -> dict[str, list[int]]:
    """The tokens that ceased to exist earlier this Day (no object became of them, 2.1.e),
    each with its Reactions whose trigger one of ``events`` may match."""
    out: dict[str, list[int]] = {}
    for oid, known in state.last_known.items():
        if known.became is not None or oid in state.objects:
            continue
        card = state.cards.get(known.object.card_id or "")
        if card is None or not card.is_token:
            continue
        found = [
            i
            for i, ab in enumerate(card.abilities)
            if ab.kind is AbilityKind.REACTION
            and ab.trigger in ABOUT_THE_PLAYER_OR_MY_EXPEDITION
            and any(looks_at(ab.trigger, ev) for ev in events)
        ]
        if found:
            out[oid] = found
    return out


def _with_back(state: GameState, tokens: Iterable[str], known: GameState) -> GameState:
    """A view of ``state`` with each token of ``tokens`` back where it was as it ceased to
    exist (its last-known object, 2.1.h)."""
    objects = dict(state.objects)
    zones = dict(state.zones)
    for oid in tokens:
        o = known.last_known[oid].object
        objects[oid] = o
        zones[o.zone] = (*zones.get(o.zone, ()), oid)
    return evolve(state, objects=objects, zones=zones)


def missed_ceased_tokens(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(note, rules)`` for each Reaction of a token that ceased to exist earlier this Day
    that the events would have activated were the token still in play (2.1.e, 6.3.f)."""
    evs = tuple(events)
    tokens = _ceased_tokens(before, evs) if evs else {}
    if not tokens:
        return ()
    view_before = _with_back(before, tokens, before)
    view_after = _with_back(after, tokens, before)
    kept, blocked = split_activations(view_before, view_after, evs)
    fired = dict.fromkeys(
        (a.source_object, a.ability_index) for a in (*kept, *blocked) if a.source_object in tokens
    )
    out: list[tuple[str, tuple[str, ...]]] = []
    for oid, index in fired:
        if index not in tokens[oid]:
            continue
        known = before.last_known[oid].object
        card = before.cards[known.card_id or ""]
        text = card.abilities[index].text.rstrip(".")
        where = zone_words(known.zone)
        out.append(
            (
                f"{possessive(card.name)} “{text}” does not activate: the token left "
                f"{where} earlier and ceased to exist, its Reaction with it — a Reaction is "
                "activated only if it exists and works before the event",
                why("reaction.token_ceased"),
            )
        )
    return tuple(out)
