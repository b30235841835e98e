"""An ability's "I" after a step of the same ability moved it ("Sacrifice me. Then put me in
Reserve", "{H} You may sacrifice a Character. If you do, I gain 2 boosts" with the Nurse
sacrificing itself, "Play me for free and I gain Asleep").

The card "I" was is moved by the ability itself, so the ability finds the new object in its
destination zone when that zone is visible (2.1.f; through more than one zone change, as a
card played goes through Limbo, 2.1.g). Every later step on "I" — gaining counters or a
status, exhausting, moving — acts on that new object, and what the zone allows decides the
rest: objects in a Discard pile cannot gain counters (2.5.b) or statuses (2.4.1.c); one in
Reserve can be exhausted. A hidden zone (Hand, Deck) holds cards, not objects (3.1.3.d):
the old object no longer exists (2.1.d) and 2.1.f does not reach it there, so the step has
nothing to act on — said with those rules.

A Reaction's object gone *before* it resolved (not moved by its own effect) is another case:
the Emblem-Reaction is bound to an object that no longer exists (6.3.j).
"""

from __future__ import annotations

from engine.state import zones as z
from engine.state.enums import HIDDEN_ZONES
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.why.last_known_words import left_in_this_effect
from engine.why.table import why

__all__ = ["found_me", "it_not_found_in_hidden", "not_found_in_hidden", "refound"]


def found_me(
    state: GameState,
    me: str | None,
    me_card: str | None,
    follow: bool,
    through: bool,
    left: bool,
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(cards, rules)`` for a step on "I": the card to find "I" by, and the rules that
    let it, when the ability follows "I" through its own move — ``follow`` (the reader
    saw an earlier step of it move "me"), or ``left`` ("I" was in play as the ability
    began and one of its steps took it out). Found in a visible zone only (2.1.f; 2.1.g
    when ``through`` more than one zone change); ``((), ())`` otherwise: the step names
    the old object (2.1.d)."""
    if me is None or not (follow or left):
        return (), ()
    card_id = state.objects[me].card_id if me in state.objects else me_card
    if card_id is None:
        return (), ()
    now = state.card_objects.get(card_id)
    if now == me:
        return (card_id,), ()  # not moved (yet): the same object
    if now is None or now not in state.objects:
        return (), ()
    if z.kind_of(state.objects[now].zone) in HIDDEN_ZONES:
        return (), ()  # a card, no object: 2.1.f finds objects in visible zones only
    point = "action.finds_moved_through" if through else "action.finds_moved"
    return (card_id,), why(point)


def _card_of_me(state: GameState, step: Step) -> str | None:
    """The card "I" was, wherever it is now (2.1.d: the item representing the object)."""
    me = step.me
    if me is None:
        return None
    if me in state.objects:
        return state.objects[me].card_id
    known = state.last_known.get(me)
    return step.me_card or (known.object.card_id if known is not None else None)


def refound(state: GameState, step: Step) -> tuple[Step, str, tuple[str, ...]]:
    """``step`` as it begins to resolve, its "I" found again if this ability moved it
    (:func:`found_me`: in a visible zone, 2.1.f / 2.1.g), with the rules to cite — or, moved
    to a hidden zone, naming the old object, which no longer exists (2.1.d). A step not on
    "I" is returned as it is. The words say where it was found, when it was."""
    me = step.me
    card = _card_of_me(state, step)
    if me is None or card is None or (step.objects != (me,) and step.cards != (card,)):
        return step, "", ()
    left = left_in_this_effect(state, step) and me not in state.objects
    cards, rules = found_me(state, me, card, step.follow, step.follow_through, left)
    if cards and rules:
        now = state.objects[state.card_objects[card]]
        words = (
            f"this ability's own step moved {state.name(now.id)} to {zone_words(now.zone)}, "
            "where the ability finds it as a new object"
        )
        return replace(step, objects=(), cards=cards), words, rules
    if cards:
        return replace(step, objects=(), cards=cards), "", ()
    if step.cards:
        return replace(step, objects=(me,), cards=()), "", ()
    return step, "", ()


def not_found_in_hidden(state: GameState, step: Step) -> tuple[str, tuple[str, ...]] | None:
    """``(words, rules)`` when an earlier step of this ability moved "I" to a hidden zone
    (Hand, Deck): there it is a card, no object the ability can find (3.1.3.d, 2.1.d; 2.1.f
    reaches visible zones only), so the step has nothing to act on. ``None`` otherwise."""
    me, card = step.me, _card_of_me(state, step)
    if me is None or me in state.objects or not (step.follow or left_in_this_effect(state, step)):
        return None
    now = state.card_objects.get(card) if card else None
    if now is None or now not in state.objects:
        return None
    zone = state.objects[now].zone
    if z.kind_of(zone) not in HIDDEN_ZONES:
        return None
    words = (
        f"this ability's own step moved {state.name(now)} to {zone_words(zone)}, a hidden "
        "zone: there it is a card, no object the ability can find, so there is nothing to "
        "act on"
    )
    return words, why("effect.moved_to_hidden")


def it_not_found_in_hidden(
    state: GameState, step: Step, gone: list[str]
) -> tuple[str, tuple[str, ...]] | None:
    """``(words, rules)`` when what the step names ("it", "that card") is an object an
    earlier step of this effect moved to a hidden zone (Hand, Deck): the card is there, but
    cards in hidden zones are not objects (2.1.j), the old object no longer exists (2.1.d)
    and the effect finds moved objects in visible zones only (2.1.f) — so the step has
    nothing to act on ("Return target Character to its owner's hand. Then put it in
    Reserve": it stays in the Hand). A move names 2.1.i too: an object that no longer
    exists cannot move. ``None`` when none of ``gone`` is such a card."""
    if step.me is not None and step.me in gone:
        return None  # "I": not_found_in_hidden says it
    hidden: list[tuple[str, str]] = []
    for oid in gone:
        known = state.last_known.get(oid)
        card = known.object.card_id if known is not None else None
        now = state.card_objects.get(card) if card else None
        if now is None or now not in state.objects:
            continue
        zone = state.objects[now].zone
        if z.kind_of(zone) in HIDDEN_ZONES:
            hidden.append((now, zone))
    if not hidden or len(hidden) != len(gone):
        return None
    where = " and ".join(
        f"{state.name(now)} to {zone_words(zone)}" for now, zone in dict.fromkeys(hidden)
    )
    words = (
        f"an earlier step of this effect moved {where}, a hidden zone: there it is a card, "
        "not an object the effect can find, so there is nothing to act on"
    )
    return words, why("effect.it_moved_to_hidden")
