"""Abilities that do not work where their object is (1.2.4.d), said where a judge would
expect them to: the non-events "why didn't my card in Hand trigger?".

Abilities of a non-Hero object work only in play (Expedition zone, Landmark zone); support
abilities only in Reserve, and only when ready (2.4.6.e); Heroes' only in the Hero zone
(1.2.4.d). So:

* as a phase begins, an "At [phase]" Reaction of a card in a Hand, a Reserve (not a working
  support ability) or a Discard pile does not activate — a Deck is left out: its cards are
  hidden even from their owner and nobody expects them to act (3.1.3.f);
* a card's own "If I would ..., ... instead" does not apply to what happens to it outside
  play — a Character played from Reserve gains Fleeting in Limbo all the same (5.2.1.b).
"""

from __future__ import annotations

from engine.labels import zone_words
from engine.pipeline.keywords import MOVING_ACTIONS, ActionKind
from engine.pipeline.passives import ability_works
from engine.state import zones as z
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.enums import Phase, ZoneKind
from engine.state.game_state import GameState
from engine.why import rule_of

EXPECTED_IN = frozenset({ZoneKind.HAND, ZoneKind.RESERVE, ZoneKind.DISCARD})
"""Zones outside play where a player may expect their card to act."""


def _where(state: GameState, object_id: str, ability: Ability) -> str:
    """Where the object is, and why its ability does not work there (1.2.4.d)."""
    zone = state.objects[object_id].zone
    words = zone_words(zone)
    if z.kind_of(zone) is ZoneKind.RESERVE and not ability.support:
        return f"{words} (not a support ability)"
    if ability.support:
        return f"{words} (a support ability works only in Reserve)"
    return words


def phase_reactions_outside_play(state: GameState, phase: Phase) -> tuple[tuple[str, str], ...]:
    """``(note, rule)`` for the "At [phase]" Reactions of cards outside play as ``phase``
    begins: they do not activate (1.2.4.d). An exhausted card's support ability is left to
    its own rule (2.4.6.e)."""
    found: list[str] = []
    for oid, o in state.objects.items():
        if z.kind_of(o.zone) not in EXPECTED_IN or o.emblem is not None:
            continue
        card = state.card(oid)
        if card is None:
            continue
        for ab in (*card.abilities, *o.gained):
            if (
                ab.kind is AbilityKind.REACTION
                and ab.trigger is TriggerKind.AT_PHASE
                and ab.phase is phase
                and not (ab.support and z.kind_of(o.zone) is ZoneKind.RESERVE)
                and not ability_works(state, oid, ab)
            ):
                found.append(f"{state.name(oid)} in {_where(state, oid, ab)}")
    if not found:
        return ()
    note = f"“At {phase.value}” Reactions of cards outside play do not activate: {', '.join(found)}"
    return ((note, rule_of("ability.outside_play")),)


def own_modifiers_outside_play(
    state: GameState,
    object_id: str,
    action: ActionKind,
    to_zone: str | None = None,
    entering: str = "",
) -> tuple[tuple[str, str], ...]:
    """``(note, rule)`` for the object's own "If I would [action] ..." modifiers that do
    not apply because it is not in play (1.2.4.d): those that would match the action (its
    kind, destination ``to_zone`` and the zone it leaves) were it in play. ``entering``:
    the zone it is entering in the same event (Limbo, as a card is played), where they do
    not work either."""
    o = state.objects.get(object_id)
    card = state.card(object_id) if o is not None else None
    if o is None or card is None:
        return ()
    out: list[tuple[str, str]] = []
    for ab in (*card.abilities, *o.gained):
        spec = ab.modifier
        if ab.kind is not AbilityKind.PASSIVE or spec is None or spec.scope != "self":
            continue
        matches = spec.action is action or (
            spec.action is ActionKind.MOVE and action in MOVING_ACTIONS
        )
        if spec.to_zone is not None and (to_zone is None or z.kind_of(to_zone) is not spec.to_zone):
            continue
        if spec.from_zone is not None and z.kind_of(o.zone) is not spec.from_zone:
            continue
        if not matches or spec.whole_step or spec.attempt or ability_works(state, object_id, ab):
            continue
        where = zone_words(entering) if entering else _where(state, object_id, ab)
        text = (spec.text or ab.text).rstrip(".")
        out.append(
            (
                f"{state.name(object_id)}'s “{text}” does not apply: it is in {where}, and its "
                "abilities work only in play",
                rule_of("ability.outside_play"),
            )
        )
    return tuple(out)
