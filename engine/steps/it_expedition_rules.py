"""ga (session 33): the rules a condition said of the Expedition "it" names cites as it is
evaluated (6.5.d) — "it's ahead / behind / tied" (7.5.2.a-c, 7.5.2.d), "it's facing mine"
(1.2.3.c, 7.4.4.g)."""

from __future__ import annotations

from engine.state.cards import Condition, ConditionKind
from engine.state.conditions import ExpeditionScope
from engine.state.game_state import GameState
from engine.state.steps import Step
from engine.steps.keywords import gigantic_me
from engine.why.table import why

_IT_STANDING = {
    ConditionKind.EXPEDITION_AHEAD: "effect.ahead",
    ConditionKind.EXPEDITION_BEHIND: "effect.behind",
    ConditionKind.EXPEDITION_TIED: "effect.tied",
}


def it_expedition_rules(state: GameState, step: Step, c: Condition) -> tuple[str, ...]:
    """ga: the rules of a condition said of the Expedition "it" names — ahead / behind /
    tied against the one facing it (7.5.2.a-c; all tied in tiebreakers, 7.5.2.d), or facing
    the bearer's (1.2.3.c; either of a Gigantic bearer's two, 7.4.4.g)."""
    if c.kind == ConditionKind.IT_FACES_MINE:
        gigantic = why("effect.facing_me_gigantic") if gigantic_me(state, step) else ()
        return (*why("effect.facing_me"), *gigantic)
    if c.kind != ConditionKind.EXPEDITION_STATE or c.scope != ExpeditionScope.IT:
        return ()
    if not c.positions or c.against:
        return ()
    return why("effect.all_tied" if state.tiebreakers else _IT_STANDING[c.positions[0]])
