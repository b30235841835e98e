"""A card's own "I enter play with N [name] counters" (gn, issue 30).

A passive ability of the card that says what it has as it enters play (7.3.10.a: it joins
the Expedition zone or the Landmark zone). The CR gives it two ways, by how it enters:

* **played** (5.2.d): "if a passive ability states that the card being played should gain
  … a counter (including boosts) …, an Emblem-Reaction with that effect is created in Limbo
  during the resolution of that card" — :func:`played_entering_activations`, activated with
  the card's other Reactions to its entering (the Reaction-activating step of 5.1.2.j);
* **put in play by an effect** (6.2.l): "modifiers have to exist before the step they try
  to modify, unless they are a passive ability of an object which modifies specifically how
  that object enters a zone" — the card's own additive modifier (6.2.c) adds the counters to
  the atomic action moving it into play: :func:`entering_additions`.

The ability works nowhere else: a card already in play, or moving between the Expedition
zone and the Landmark zone (it does not enter play, 2.5.k), gets nothing.
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Activation
from engine.state.cards import AbilityKind, EffectStep, Subject
from engine.state.enums import BOOST, IN_PLAY_ZONES, ZoneKind
from engine.state.game_state import GameState
from engine.state.statics import StaticKind, StaticSpec
from engine.state.steps import AtomicAction
from engine.why.table import why


def entering_counters(state: GameState, card_id: str) -> tuple[tuple[int, StaticSpec, str], ...]:
    """The card's printed "I enter play with N [name] counters": (ability index, spec,
    printed text) of each."""
    card = state.cards.get(card_id)
    if card is None:
        return ()
    return tuple(
        (index, ab.static, ab.text)
        for index, ab in enumerate(card.abilities)
        if ab.kind is AbilityKind.PASSIVE
        and ab.static is not None
        and ab.static.kind == StaticKind.ENTERS_PLAY_WITH_COUNTERS
    )


def _gain(spec: StaticSpec) -> tuple[ActionKind, str]:
    """A boost is a counter (2.5.1.a), given by its own action; other counters by name
    (2.5.f)."""
    if spec.counter == BOOST:
        return ActionKind.GIVE_BOOST, BOOST
    return ActionKind.GAIN_COUNTERS, spec.counter


def played_entering_activations(
    before: GameState, player: str, card_id: str, new: str | None
) -> tuple[Activation, ...]:
    """5.2.d: the card ``card_id`` that ``player`` played (now ``new``, in play) says it
    enters play with counters — an Emblem-Reaction giving them is created during its
    resolution, one per such ability."""
    if new is None:
        return ()
    out: list[Activation] = []
    for index, spec, text in entering_counters(before, card_id):
        kind, counter = _gain(spec)
        out.append(
            Activation(
                source_object=new,
                source_card=card_id,
                source_name=before.cards[card_id].name,
                ability_index=index,
                controller=player,
                it=(new,),
                effect=(EffectStep(kind, Subject.IT, amount=spec.amount, counter=counter),),
                rules=why("reaction.played_enters_with_counters"),
                text=text,
            )
        )
    return tuple(out)


def enters_play(state: GameState, a: AtomicAction) -> bool:
    """Whether the moving atomic action ``a`` puts its object in play from outside it
    (7.3.10.a), not as the end of its resolution (from Limbo: played, 5.2.d)."""
    if a.object_id is None or a.to_zone is None or a.object_id not in state.objects:
        return False
    if z.kind_of(a.to_zone) not in IN_PLAY_ZONES:
        return False
    came = z.kind_of(state.objects[a.object_id].zone)
    return came not in IN_PLAY_ZONES and came is not ZoneKind.LIMBO


def entering_additions(
    state: GameState, a: AtomicAction
) -> tuple[tuple[AtomicAction, ...], tuple[str, ...]]:
    """6.2.l, 6.2.c: the counters the object of ``a`` — a moving atomic action putting it in
    play, not played — gains by its own "I enter play with …", and the trace's notes."""
    if a.ceases or not enters_play(state, a):
        return (), ()
    assert a.object_id is not None
    card_id = state.objects[a.object_id].card_id
    if card_id is None:
        return (), ()
    actions: list[AtomicAction] = []
    notes: list[str] = []
    for _, spec, text in entering_counters(state, card_id):
        kind, counter = _gain(spec)
        actions.append(
            AtomicAction(
                kind,
                object_id=a.object_id,
                player=state.objects[a.object_id].controller,
                amount=spec.amount,
                counter=counter,
                rules=(*why("modifier.enters_with_counters"), *why("modifier.additive")),
            )
        )
        notes.append(f"{state.name(a.object_id)} enters play as its “{text.rstrip('.')}” says")
    return tuple(actions), tuple(notes)
