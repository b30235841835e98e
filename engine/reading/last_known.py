"""Last known information (2.1.h): what an effect reads of an object that is gone.

"If an effect needs to know information about an object that doesn't exist anymore, it
uses the information of that object just before it ceased to exist" (2.1.h). An object
that leaves the Expedition zone becomes a new object (2.1.d) — a Reaction "When I leave
the Expedition zone — Each Character in the Expedition facing me loses 1 boost" resolves
after the object it was printed on is gone, so "me", "my Expedition" and "the Expedition
facing me" are where it was when it left (6.3.j). The Reaction's Emblem keeps that place
(``source_expedition``, ``source_gigantic``) and each step of the effect carries it
(``Step.my_expedition``, ``Step.me_was_gigantic``); every reading of "my" place for an
effect goes through :func:`my_place`, given what :func:`my_last_known_place` says of the
step, so filters ("facing me", "in my Expedition", "in your other Expedition"), places
and conditions read one answer.

A passive or support ability is no effect of a gone object: it reads "me" where it is
now (``was_in`` empty), and a card in Reserve is in no Expedition.
"""

from __future__ import annotations

from engine.reading.gigantic_presence import last_known_mine
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.steps import Step


def my_place(state: GameState, me: str | None, was_in: frozenset[str]) -> frozenset[str]:
    """The Expeditions "I" is in now (a Gigantic one in both, 7.4.4.b) — or, gone from
    the Expedition zone, ``was_in``: where it was just before it left (2.1.h, 6.3.j)."""
    if me is not None and me in state.objects:
        now = expeditions_of(state, me)
        if now:
            return now
    return was_in


def my_last_known_place(state: GameState, step: Step) -> frozenset[str]:
    """The Expeditions the object bearing ``step``'s effect was in when it left the
    Expedition zone (2.1.h, 6.3.j): both of its controller's if it was Gigantic then
    (7.4.4.f); none while it is still there (it is read where it is) or if it never was."""
    me = step.me
    if me is not None and me in state.objects and expeditions_of(state, me):
        return frozenset()
    return last_known_mine(state, None, step.my_expedition, step.me_was_gigantic)


def reads_my_place(step: Step) -> bool:
    """Whether the step's description reads where "I" am: "facing me", "in my
    Expedition", "in your other Expedition" (1.2.3.c, 7.5.5.b)."""
    f = step.filter
    return f is not None and (f.facing_me or f.in_my_expedition or f.in_your_other_expedition)


def left_place_words(state: GameState, step: Step) -> str:
    """The trace's words for where a gone "I" is read (2.1.h): " (Reckless was in p1's
    Hero Expedition when it left, 2.1.h)"; "" when the step reads no place of mine, or
    reads "me" where it is now."""
    was = sorted(my_last_known_place(state, step)) if reads_my_place(step) else []
    if not was:
        return ""
    card = state.cards.get(step.me_card) if step.me_card is not None else None
    who = card.name if card is not None else "I"
    if step.me is not None and step.me in state.objects:
        who = state.name(step.me)
    places = " and ".join(zone_words(z.zone_of_expedition(e)) for e in was)
    return f" ({who} was in {places} when it left, 2.1.h)"
