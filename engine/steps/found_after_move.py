"""An ability's "I" that an earlier step of the same ability moved ("{H} You may sacrifice a
Character. If you do, I gain 2 boosts", the Nurse sacrificing itself): the ability refers to
a card its own effect moved to a visible zone, so it can find the new object there (2.1.f;
2.1.g's Coppélia example: a Reaction's effect acting on the card it moved) — 6.3.j, the
object a Reaction is bound to that no longer exists, is for one gone otherwise. What stops
the step is then the rule of the zone it is found in: objects in a Discard pile, cards in a
Deck or Hand cannot have or gain counters (2.5.b).

Said for a step that gains counters only: that is what the zone forbids whichever object
the step acts on, so the board is the same; a step the new object could undergo is not
followed here (the trace keeps 6.3.j for it, a known limit).
"""

from __future__ import annotations

from engine.pipeline.gains import gains_counters
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.said import zone_words
from engine.state.steps import Step
from engine.why.last_known_words import left_in_this_effect
from engine.why.table import why

_NO_COUNTERS = frozenset({ZoneKind.DISCARD, ZoneKind.DECK, ZoneKind.HAND})
"""Zones whose objects cannot have or gain counters (2.5.b)."""


def found_without_counters(state: GameState, step: Step) -> tuple[str, tuple[str, ...]] | None:
    """``(words, rules)`` when ``step`` would have "I" gain counters and an earlier step
    of this ability moved "I" to a Discard pile, Deck or Hand: the ability finds the card
    there (2.1.f) and it cannot gain counters there (2.5.b). ``None`` otherwise."""
    me, card = step.me, step.me_card
    if me is None or not card or me in state.objects or me not in step.objects:
        return None
    if not gains_counters(step.kind, step.amount) or not left_in_this_effect(state, step):
        return None
    new = state.card_objects.get(card)
    if new is None or new not in state.objects:
        return None
    zone = state.objects[new].zone
    if z.kind_of(zone) not in _NO_COUNTERS:
        return None
    name = state.name(new)
    words = (
        f"this ability's own step moved {name} to {zone_words(zone)}, where the ability finds "
        f"it as a new object, and there it cannot gain counters"
    )
    return words, (*why("effect.follows_its_move"), *why("impossible.counters_zone"))
