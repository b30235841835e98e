""" "I was [status]" in a step: "me" before the event that activated a Reaction (6.3.k; gram113).

"When I gain a boost — If I was boosted, draw a card": the past tense looks at the game state
before the event (6.3.k); the engine notes it as the Reaction activates
(``engine.pipeline.past_me``), whether "I" stays in play or leaves it (then 2.1.h, 6.3.j).
An activated ability ("{T}: If I was exhausted, draw a card"), a passive ability or a Spell
has no event to be "before": :func:`refuse_i_was` refuses "I was …" in one by name rather
than read it as "I am …" (the state now).
"""

from __future__ import annotations

import dataclasses

from engine.state.abilities import Ability
from engine.state.cards import Condition, ConditionKind
from engine.state.kinds import AbilityKind
from scenarios.cards.errors import NotExecutable
from scenarios.cards.i_had import conditions_in


def _says_i_was(c: Condition) -> bool:
    return c.kind == ConditionKind.STATUS and c.past


def refuse_i_was(ability: Ability | None, effect: tuple[object, ...] = ()) -> None:
    """Refuse "I was [status]" in an ability that is not a Reaction (or in a Spell's
    ``effect``): no event activated it, so no game state is "before" (6.3.k)."""
    if ability is not None and ability.kind is AbilityKind.REACTION:
        return
    steps: tuple[object, ...] = effect
    if ability is not None:
        steps = tuple(getattr(ability, f.name) for f in dataclasses.fields(ability))
    if any(_says_i_was(c) for c in conditions_in(steps)):
        raise NotExecutable(
            "'I was …' is read only in a Reaction, as I was before its event (6.3.k): an "
            "ability no event activated has no 'before' — resolve by hand"
        )
