"""How an object a step names went, and the rule that says so — one decision for every
step and Reaction that finds its object gone.

An object that no longer exists went one of two ways: a card that changed zones is a new
object there (2.1.d), while a token that would leave the Expedition zone ceases to exist
instead (2.1.e) — no new object anywhere. The card it represented tells them apart: a
token that ceased has no object any more, a card that moved has its new one
(``GameState.card_objects``). A Reaction's effect bound to such an object still resolves
and cannot alter it (6.3.j); the way it went is said with it, not instead of it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.state import zones as z
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.why.table import why


def ceased(state: GameState, card_id: str | None) -> bool:
    """Whether the object that represented ``card_id`` was a token that ceased to exist
    (2.1.e): its card is a token's and no object represents it now."""
    if not card_id:
        return False
    card = state.cards.get(card_id)
    return card is not None and card.is_token and card_id not in state.card_objects


def known_cards(state: GameState, step: Step) -> dict[str, str]:
    """The card each object ``step`` may name represented, where it is known after the
    object is gone: "me" (the step's own record of it, 2.1.d) and what the Emblem-Reactions
    in Limbo are bound to — their source, and the objects their trigger named as "it"
    (6.3.i), noted as they activated."""
    known: dict[str, str] = {}
    for eid in state.zone(z.LIMBO):
        emblem = state.objects[eid].emblem
        if emblem is None:
            continue
        if emblem.source_card:
            known.setdefault(emblem.source_object, emblem.source_card)
        for oid, card_id in zip(emblem.it, emblem.it_cards, strict=False):
            if card_id:
                known.setdefault(oid, card_id)
    if step.me is not None and step.me_card:
        known[step.me] = step.me_card
    return known


def all_ceased(
    state: GameState, gone: Iterable[str], known: Mapping[str, str], ceased_ids: Iterable[str]
) -> bool:
    """Whether every object of ``gone`` was a token that ceased to exist (2.1.e): one this
    effect's own steps saw cease (``ceased_ids``), or one whose card says so."""
    seen = set(ceased_ids)
    gone = tuple(gone)
    return bool(gone) and all(o in seen or ceased(state, known.get(o)) for o in gone)


def bound_gone(state: GameState, step: Step, gone: Iterable[str]) -> tuple[str, tuple[str, ...]]:
    """What a Reaction's step says when the object it is bound to no longer exists
    (6.3.j), with the way it went: a token that ceased to exist when it left play (2.1.e)
    or a card that changed zones, a new object (2.1.d)."""
    if all_ceased(state, gone, known_cards(state, step), step.it_ceased):
        rules = why("effect.gone_bound_token")
        said = "the token it is bound to ceased to exist when it left play and cannot be altered"
        return said, rules
    rules = why("effect.gone_bound")
    return "the object it is bound to no longer exists and cannot be altered", rules
