"""ga (session 33): conditions said of the Expedition "it" names — "if it's ahead / behind /
tied" (7.5.2.a-c), "if it's facing mine" (1.2.3.c) — run only in a Reaction whose trigger is
an Expedition's move (7.3.25.a, 7.3.24.a): its "it" is that Expedition (6.3.i;
engine.pipeline.expedition_move_triggers). After any other trigger "it" is a card, a player
or nothing, and only Expeditions are ahead, behind, tied or facing one: such a reading is
refused (precision first), whichever reader made it (the grammar checks it too,
semantics/facing_expeditions.py; the sentence patterns do not know the trigger)."""

from __future__ import annotations

from engine.pipeline.expedition_move_triggers import MOVE_TRIGGERS
from engine.state.abilities import EffectStep
from engine.state.cards import Condition, ConditionKind, TriggerKind
from engine.state.conditions import ExpeditionScope
from scenarios.cards.errors import NotExecutable


def _of_an_expedition_it(condition: Condition | None) -> bool:
    """Whether ``condition`` (or one of its parts) is said of the Expedition "it" names."""
    if condition is None:
        return False
    if condition.kind == ConditionKind.IT_FACES_MINE:
        return True
    if (
        condition.kind == ConditionKind.EXPEDITION_STATE
        and condition.scope == ExpeditionScope.IT
        and condition.positions
        and not condition.against
    ):
        return True
    return any(_of_an_expedition_it(p) for p in condition.parts)


def _steps(steps: tuple[EffectStep, ...]) -> list[EffectStep]:
    out: list[EffectStep] = []
    for s in steps:
        out.append(s)
        out.extend(_steps((*s.then, *s.otherwise, *s.if_cant, *s.if_not_done)))
    return out


def expedition_it_checked(
    kind: TriggerKind, condition: Condition | None, effect: tuple[EffectStep, ...]
) -> None:
    """Refuse a Reaction saying "it's ahead / facing mine" of an "it" no Expedition move
    names (7.5.2, 1.2.3.c)."""
    if kind in MOVE_TRIGGERS:
        return
    said = [condition, *(s.condition for s in _steps(effect))]
    if any(_of_an_expedition_it(c) for c in said):
        raise NotExecutable(
            "'it' here names no Expedition moving: only Expeditions are ahead, behind, tied "
            "or facing one (7.5.2, 1.2.3.c) — read by hand"
        )


def spell_expedition_it_checked(effect: tuple[EffectStep, ...]) -> None:
    """A Spell's (or any effect read without a trigger): "if it's ahead / facing mine" is
    said only right after a step acting on a target Expedition, which "it" then names
    (6.5.b; 7.3.25.a); after any other step "it" is no Expedition (7.5.2) — refused."""
    flat = _steps(effect)
    for before, step in zip((None, *flat[:-1]), flat, strict=True):
        if not _of_an_expedition_it(step.condition):
            continue
        if before is None or "expedition" not in str(before.subject.value):
            raise NotExecutable(
                "'it' here names no Expedition: only Expeditions are ahead, behind, tied or "
                "facing one (7.5.2, 1.2.3.c) — read by hand"
            )
