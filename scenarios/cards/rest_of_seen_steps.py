"""Which put of the cards a look or a reveal saw takes the last of them with no choice left:
"Look at the top two cards of your deck. Put one in Reserve and the other at the bottom of
your deck" — when the puts after the look, each mandatory, take every card seen between
them, the last put takes what is left (6.1.g: one card left is no decision; 7.3.27.a). The
engine step is marked ``rest_of_seen`` (engine/steps/rest_of_seen.py); a put that may take
none ("up to", "you may", a description, a condition) leaves the count open: nothing marked."""

from __future__ import annotations

from engine import ActionKind, Subject
from engine.state.abilities import EffectStep
from engine.state.records import replace

_SEEING = frozenset({ActionKind.LOOK, ActionKind.REVEAL})


def mark_rest_of_seen(step: EffectStep) -> EffectStep:
    """``step`` with the last put of its follow-ups marked ``rest_of_seen`` when ``step``
    looks at or reveals the top N cards of a Deck and the mandatory puts after it, one card
    each time, take all N (:mod:`rest_of_seen_steps`)."""
    if step.action not in _SEEING or step.subject is not Subject.TOP_CARDS_OF_YOUR_DECK:
        return step
    among = [i for i, s in enumerate(step.then) if s.subject is Subject.A_CARD_AMONG_THEM]
    if len(among) < 2 or step.amount < 2:
        return step
    puts = [step.then[i] for i in among]
    if any(not _takes_one(s) for s in puts) or sum(s.times for s in puts) != step.amount:
        return step
    last = among[-1]
    then = (*step.then[:last], replace(step.then[last], rest_of_seen=True), *step.then[last + 1 :])
    return replace(step, then=then)


def _takes_one(step: EffectStep) -> bool:
    """Whether ``step`` puts exactly one of the cards seen each time, whatever happens."""
    return (
        step.action is ActionKind.PUT
        and not step.optional
        and step.condition is None
        and step.filter is None
        and not step.up_to
        and not step.choose_count
        and not step.any_number
    )
