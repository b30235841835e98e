"""Several targets that go together (6.5.b): "Up to two target Characters in the same
Expedition", "two target Characters controlled by the same player", "two target Characters
with different names". The targets are chosen one by one (engine.steps.total_targets): each
one offered fits every target chosen before it — the first, any suitable object.
"""

from __future__ import annotations

from engine.reading.passives import expeditions_of
from engine.state.game_state import GameState

TOGETHER_WORDS = {
    "expedition": "in the same Expedition",
    "controller": "controlled by the same player",
    "names": "with different names",
}
"""How a step's ``together`` is said to a player."""


def fits_together(state: GameState, together: str, chosen: tuple[str, ...], candidate: str) -> bool:
    """Whether ``candidate`` may be chosen after the targets ``chosen`` (those still in
    play): in an Expedition each of them is in (a Gigantic one is in both of its
    controller's, 7.4.4.b), controlled by the same player (1.2.5), or named differently
    from each (2.2.b)."""
    before = [c for c in chosen if c in state.objects]
    if together == "expedition":
        places = expeditions_of(state, candidate)
        return bool(places) and all(places & expeditions_of(state, c) for c in before)
    if together == "controller":
        mine = state.obj(candidate).controller
        return all(state.obj(c).controller == mine for c in before)
    if together == "names":
        name = state.name(candidate)
        return all(state.name(c) != name for c in before)
    return True
