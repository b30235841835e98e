"""Cards of the right type that are not in play, said where a sacrifice finds its options
(2.2.1.h): "Sacrifice a Permanent" refers to an object in play — a Permanent card in the
player's Reserve fits the words but is no option (and a sacrifice is only of an object in
play the player controls, 7.3.36.a). Said so a judge can answer "but my Reserve has one"."""

from __future__ import annotations

from engine.reading.filters import narrowed
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.why.table import why


def outside_play_note(state: GameState, step: Step, player: str) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` naming the cards in ``player``'s Reserve that fit what a sacrifice
    describes and are not options because they are not in play (2.2.1.h); ``("", ())`` for
    another step or when none fits."""
    if step.kind is not ActionKind.SACRIFICE or step.filter is None or not step.filter.types:
        return "", ()  # only a sacrifice whose filter says the type the card words name
    reserve = state.zone(z.personal(ZoneKind.RESERVE, player))
    fit = narrowed(state, reserve, step.filter, player, step.me)
    if not fit:
        return "", ()
    names = ", ".join(state.name(o) for o in fit)
    are = "is" if len(fit) == 1 else "are"
    said = (
        f" ({names} in {player}'s Reserve {are} not in play: the card words mean an object in play)"
    )
    return said, why("choice.not_in_play")
