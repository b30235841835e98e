"""Abilities that do not work where their object is (1.2.4.d), said where a judge would
expect them to: the non-events "why didn't my card in Hand trigger?".

Abilities of a non-Hero object work only in play (Expedition zone, Landmark zone); support
abilities only in Reserve, and only when ready (2.4.6.e); Heroes' only in the Hero zone
(1.2.4.d). So:

* as a phase begins, an "At [phase]" Reaction of a card in a Hand, a Deck, a Reserve (not
  a working support ability) or a Discard pile does not activate;
* a card's own "If I would ..., ... instead" does not apply to what happens to it outside
  play — a Character played from Reserve gains Fleeting in Limbo all the same (5.2.1.b).

Each note comes with the kinds of the hidden zones its card is in ("hand", "deck"): the
note itself — the card's name and its Reaction — tells what the card is, so it is told only
to a viewer who may look there (the judge; never the table, 3.1.3.f).
"""

from __future__ import annotations

from engine.pipeline.keywords import MOVING_ACTIONS
from engine.pipeline.replacing import narrows
from engine.reading.passives import ability_works
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import Ability, AbilityKind, TriggerKind
from engine.state.enums import Phase, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import possessive, zone_words
from engine.state.steps import AtomicAction
from engine.why.labels import AT_TABLE, zone_hides
from engine.why.table import rule_of

EXPECTED_IN = frozenset({ZoneKind.HAND, ZoneKind.DECK, ZoneKind.RESERVE, ZoneKind.DISCARD})
"""Zones outside play where a judge may expect a card to act (a Deck's cards only in the
judge's view: nobody else may look at them, 3.2.2.a)."""

_ZONE_NAMES = {
    ZoneKind.EXPEDITION: "the Expedition zone",
    ZoneKind.LANDMARK: "the Landmark zone",
    ZoneKind.HAND: "a Hand",
    ZoneKind.RESERVE: "a Reserve",
    ZoneKind.DECK: "a Deck",
    ZoneKind.DISCARD: "a Discard pile",
}
"""How a zone kind a modifier names ("If I would leave the Expedition zone") is said."""

Note = tuple[str, str, tuple[str, ...]]
"""A non-event said in the trace: its words, its rule, and the kinds of the hidden zones
the card it names is in (empty when every player sees it)."""


def hidden_kinds(state: GameState, object_id: str) -> tuple[str, ...]:
    """The kind of the hidden zone the object is in, when some player cannot look there
    (3.1.3.f); empty otherwise."""
    zone = state.objects[object_id].zone
    return (z.kind_of(zone).value,) if zone_hides(zone, AT_TABLE) else ()


def _where(state: GameState, object_id: str, ability: Ability) -> str:
    """Where the object is, and why its ability does not work there (1.2.4.d)."""
    zone = state.objects[object_id].zone
    words = zone_words(zone)
    if z.kind_of(zone) is ZoneKind.RESERVE and not ability.support:
        return f"{words} (not a support ability)"
    if ability.support:
        return f"{words} (a support ability works only in Reserve)"
    return words


def phase_reactions_outside_play(state: GameState, phase: Phase) -> tuple[Note, ...]:
    """Notes for the "At [phase]" Reactions of cards outside play as ``phase`` begins: they
    do not activate (1.2.4.d) — one for the cards every player sees, one for each kind of
    hidden zone. An exhausted card's support ability is left to its own rule (2.4.6.e)."""
    found: dict[tuple[str, ...], list[str]] = {}
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
                said = f"{state.name(oid)} in {_where(state, oid, ab)}"
                found.setdefault(hidden_kinds(state, oid), []).append(said)
    head = f"“At {phase.value}” Reactions of cards outside play do not activate: "
    rule = rule_of("ability.outside_play")
    return tuple((head + ", ".join(cards), rule, hidden) for hidden, cards in found.items())


def own_modifiers_outside_play(
    state: GameState, action: AtomicAction, entering: str = ""
) -> tuple[Note, ...]:
    """``(note, rule)`` for the object's own "If I would [action] ..." modifiers that do
    not apply to ``action`` because the object is not in play (1.2.4.d): those that would
    match it (its kind, destination, the zone it leaves, and the words narrowing it —
    "gain [[Fleeting]]", "during Dusk" — of :func:`engine.pipeline.replacing.narrows`)
    were it in play. ``entering``: the zone it is entering in the same event (Limbo, as a
    card is played), where they do not work either."""
    object_id = action.object_id
    if object_id is None:
        return ()
    kind, to_zone = action.kind, action.to_zone
    o = state.objects.get(object_id)
    card = state.card(object_id) if o is not None else None
    if o is None or card is None:
        return ()
    # The action shows the card when it puts it where every player sees it (3.1.3.a).
    shown = to_zone is not None and not zone_hides(to_zone, AT_TABLE)
    out: list[Note] = []
    for ab in (*card.abilities, *o.gained):
        spec = ab.modifier
        if ab.kind is not AbilityKind.PASSIVE or spec is None or spec.scope != "self":
            continue
        matches = spec.action is kind or (spec.action is ActionKind.MOVE and kind in MOVING_ACTIONS)
        if spec.to_zone is not None and (to_zone is None or z.kind_of(to_zone) is not spec.to_zone):
            continue
        # "If I would leave the Expedition zone ..." on a card discarded from Reserve: it is
        # not leaving that zone either, but the judge's answer is where it is (1.2.4.d).
        elsewhere = spec.from_zone is not None and z.kind_of(o.zone) is not spec.from_zone
        if not matches or spec.whole_step or spec.attempt or ability_works(state, object_id, ab):
            continue
        if not narrows(state, spec, action, object_id, o.controller):
            continue
        where = zone_words(entering) if entering else _where(state, object_id, ab)
        text = (spec.text or ab.text).rstrip(".")
        left = _ZONE_NAMES.get(spec.from_zone) if elsewhere and spec.from_zone else None
        nor = f"; nor is it leaving {left}" if left else ""
        out.append(
            (
                f"{possessive(state.name(object_id))} “{text}” does not apply: it is in {where}, "
                "and its "
                f"abilities work only in play{nor}",
                rule_of("ability.outside_play"),
                () if entering or shown else hidden_kinds(state, object_id),
            )
        )
    return tuple(out)
