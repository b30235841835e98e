"""Printed abilities the engine does not execute, named in the trace when they would apply.

The card reader keeps each printed ability it cannot compile on the card
(:class:`~engine.state.cards.ByHand`), with its trigger when it could read that much. Rather
than ignore it silently, the step at which it would apply says "Not executed — resolve by
hand: <printed text>" with the rule of its trigger, so the judge applies it with the edit
tools: "{J}" when the card enters play (7.1.1.a), "{H}" / "{R}" when it is played from Hand
or Reserve (7.1.1.b, 7.1.1.c), "At [phase]" as the phase begins (4.2.b), an event trigger
the reader understood when its event happens — the trigger is watched by the same code as
an executed Reaction's, with the rule that makes it activate (6.3.f). An ability whose
trigger is not known is named when the card enters play (7.3.10.a), or when it is played
without entering play — a Spell (7.5.12.a); a support ability (2.2.12.d) when the card
goes to Reserve.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.pipeline.reactions import fail_activations, split_activations
from engine.state import zones as z
from engine.state.agenda import Activation
from engine.state.cards import Ability, ByHand, CardDef, TriggerKind
from engine.state.enums import IN_PLAY_ZONES, Phase, ZoneKind
from engine.state.events import Event
from engine.state.game_state import GameState, evolve
from engine.state.records import replace
from engine.why.table import rule_of

_SELF_MOVE_RULES = {
    TriggerKind.ENTERS_PLAY: rule_of("reaction.symbol.enters_play"),
    TriggerKind.PLAYED_FROM_HAND: rule_of("reaction.symbol.played_from_hand"),
    TriggerKind.PLAYED_FROM_RESERVE: rule_of("reaction.symbol.played_from_reserve"),
}
_PLAYED_FROM = {
    TriggerKind.PLAYED_FROM_HAND: "hand",
    TriggerKind.PLAYED_FROM_RESERVE: "reserve",
}


def note(name: str, ability: ByHand) -> str:
    """The trace's words for one ability left to the judge."""
    which = " (support ability)" if ability.support else ""
    return f"Not executed — resolve by hand: {name}{which}: “{ability.text}”"


def _rule_at_move(ability: ByHand, ev: Event) -> str | None:
    """The rule under which ``ability`` would apply at the move ``ev``, or None."""
    to_kind = z.kind_of(ev.to_zone) if ev.to_zone is not None else None
    from_kind = z.kind_of(ev.from_zone) if ev.from_zone is not None else None
    played = from_kind is ZoneKind.LIMBO and ev.played_from is not None
    enters = to_kind in IN_PLAY_ZONES and from_kind not in IN_PLAY_ZONES
    if ability.cost:
        return None  # said in the declaration, before payment (cost_notes, 5.1.2.f)
    if ability.support:
        if ability.trigger is None and to_kind is ZoneKind.RESERVE:
            return (
                rule_of("byhand.support_in_reserve") if from_kind is not ZoneKind.RESERVE else None
            )
        return None
    if ability.trigger is None:
        if enters:
            return rule_of("byhand.enters_play")
        return rule_of("byhand.played") if played else None
    rule = _SELF_MOVE_RULES.get(ability.trigger)
    if rule is None:
        return None
    if ability.trigger is TriggerKind.ENTERS_PLAY:
        return rule if enters else None
    return rule if played and ev.played_from == _PLAYED_FROM[ability.trigger] else None


def move_notes(after: GameState, events: Iterable[Event]) -> tuple[tuple[str, str], ...]:
    """``(note, rule)`` for each not-executed ability of a card the events moved, at the
    move where it would apply (7.1.1.a-c, 7.5.12.a, 7.3.10.a)."""
    out: list[tuple[str, str]] = []
    for ev in events:
        new = ev.new_object_id
        if new is None or new == ev.object_id or new not in after.objects:
            continue
        card = after.card(new)
        if card is None or not card.by_hand:
            continue
        for ability in card.by_hand:
            rule = _rule_at_move(ability, ev)
            if rule is not None:
                out.append((note(after.name(new), ability), rule))
    return tuple(out)


def _by_hand_abilities(state: GameState) -> Iterator[tuple[str, ZoneKind, ByHand]]:
    """``(object, kind of its zone, ability)`` for each not-executed ability of each
    object."""
    for oid, o in state.objects.items():
        card = state.card(oid)
        if card is None or not card.by_hand:
            continue
        kind = z.kind_of(o.zone)
        for ability in card.by_hand:
            yield oid, kind, ability


def _works_in(ability: ByHand, kind: ZoneKind) -> bool:
    """Whether ``ability`` works where its object is: a support ability in Reserve
    (2.2.12.d), any other in play (1.2.4.d)."""
    return kind is ZoneKind.RESERVE if ability.support else kind in IN_PLAY_ZONES


def cost_notes(state: GameState, object_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Notes for the not-executed abilities that would change the cost of the card
    ``object_id`` being played, with their rule (5.1.2.f): the card's own (working in the
    Hand or Reserve it is played from, 1.2.4.d), those of objects in play, and the support
    abilities of cards in a Reserve (2.2.12.d) — said before payment, so the judge settles
    the cost before the Mana Orbs are exhausted."""
    out: list[str] = []
    for oid, kind, ability in _by_hand_abilities(state):
        if not ability.cost:
            continue
        own = oid == object_id and not ability.support
        if own or (oid != object_id and _works_in(ability, kind)):
            out.append(note(state.name(oid), ability) + ", before paying")
    return tuple(out), ((rule_of("byhand.cost"),) if out else ())


def phase_notes(state: GameState, phase: Phase) -> tuple[tuple[str, str], ...]:
    """``(note, "4.2.b")`` for each not-executed "At [phase]" ability of an object in play
    (or in Reserve, for a support ability, 2.2.12.d) as ``phase`` begins."""
    return tuple(
        (note(state.name(oid), ability), rule_of("byhand.at_phase"))
        for oid, kind, ability in _by_hand_abilities(state)
        if ability.trigger is TriggerKind.AT_PHASE
        and ability.phase is phase
        and _works_in(ability, kind)
    )


def _watching(state: GameState) -> GameState | None:
    """``state`` with the watched triggers of not-executed abilities added after each
    card's own abilities (so an activation's index tells them apart), or ``None`` when no
    card has one. Only a view for finding activations: never a state the game goes on
    from."""
    cards = {
        cid: replace(card, abilities=(*card.abilities, *_watches(card)))
        for cid, card in state.cards.items()
        if _watched(card)
    }
    return evolve(state, cards={**state.cards, **cards}) if cards else None


def _watched(card: CardDef) -> tuple[ByHand, ...]:
    return tuple(b for b in card.by_hand if b.watch is not None)


def _watches(card: CardDef) -> tuple[Ability, ...]:
    return tuple(b.watch for b in card.by_hand if b.watch is not None)


def event_notes(
    before: GameState, after: GameState, events: Iterable[Event]
) -> tuple[tuple[str, str], ...]:
    """``(note, rule)`` for each not-executed event-triggered ability whose event the step
    was: it would activate here (6.3.f), the rule being the first its trigger cites."""
    seen_before = _watching(before)
    if seen_before is None:
        return ()
    seen_after = _watching(after) or after
    activations, _ = split_activations(seen_before, seen_after, events)
    return _notes(before, activations)


def fail_notes(state: GameState, failed: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """``(note, "4.2.4.i")`` for each not-executed "When my Expedition fails to move
    forward" ability of an object in an Expedition that did not move forward at Progress."""
    seen = _watching(state)
    if seen is None:
        return ()
    return _notes(state, fail_activations(seen, failed))


def _notes(state: GameState, activations: Iterable[Activation]) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    for act in activations:
        card = state.cards.get(act.source_card or "")
        watched = _watched(card) if card is not None else ()
        at = act.ability_index - len(card.abilities) if card is not None else -1
        if not 0 <= at < len(watched):
            continue  # an executed Reaction (printed or gained): the step activates it anyway
        ability = watched[at]
        rule = act.rules[0] if act.rules else rule_of("byhand.at_event")
        out.append((note(act.source_name, ability), rule))
    return tuple(out)
