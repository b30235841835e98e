"""A player paying Mana as a step of another player's effect (6.1.h, 6.4.b, 1.2.5.c).

"Target opponent may pay {1}. If they don't, draw a card": the step is the opponent's
payment. The player it names decides whether to pay (6.1.h; a cost may always be declined,
6.4.b) — asked before this module runs, as for every "may" of a player's step — and pays by
exhausting that many of their ready Mana Orbs (1.2.5.e), in full or not at all (1.2.5.c): with
fewer, they cannot pay, and the step is not done. "If they do" follows a payment, "If they
don't" a refusal or a payment they could not make (6.5.f, 6.5.c).
"""

from __future__ import annotations

from engine.pipeline.objects_cant import payable_orbs
from engine.pipeline.resolve import resolve_steps
from engine.pipeline.runtime import Result, ask
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.decisions import DecisionKind, Option
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.afterwards import after_step
from engine.steps.may_steps import not_done
from engine.steps.outcome import step_result
from engine.why.labels import orb_label, orbs_to_exhaust
from engine.why.step_lines import step_entry
from engine.why.table import why


def is_players_payment(step: Step) -> bool:
    """Whether ``step`` is a payment of Mana by the players it names (not a card's cost)."""
    return step.kind is ActionKind.PAY_MANA and bool(step.players) and not step.objects


def players_pay(state: GameState, task: Task, step: Step) -> Result:
    """The player ``step`` names pays ``step.amount`` Mana, choosing which of their ready
    Mana Orbs to exhaust when they have more (1.2.5.e); with fewer they cannot pay (1.2.5.c)
    and what follows a step not done happens instead (6.5.c)."""
    label = step.label or "pay"
    if len(step.players) != 1:
        return state, step_entry(
            step, "several players paying in turn is resolved by hand", why("cost.mana_short")
        )
    player = step.players[0]
    n = step.amount
    orbs = payable_orbs(state, player)  # ready, and none that "can't be exhausted" (1.4.1.a)
    if len(orbs) < n:
        entry = step_entry(
            step,
            f"{player} cannot pay {n} mana ({len(orbs)} Mana"
            f" Orb{'' if len(orbs) == 1 else 's'} can be exhausted), so it is not done",
            why("cost.mana_short"),
            label=label,
        )
        return not_done(state, step, entry)
    if not task.choices and n < len(orbs):
        return ask(
            state,
            DecisionKind.PAY_MANA,
            player,
            f"choose {orbs_to_exhaust(n)} to exhaust for {label}",
            tuple(Option(orb, orb_label(state, orb)) for orb in orbs),
            task,
            why("cost.choose_orbs"),
            n,
            n,
        )
    chosen = task.choices or orbs[:n]
    pay = Step(ActionKind.EXHAUST, controller=player, objects=tuple(chosen), is_cost=True)
    try:
        out = resolve_steps(state, (pay,), strict=True)
    except IllegalAction as exc:
        return not_done(
            state,
            step,
            step_entry(
                step,
                f"{player} cannot pay ({exc})",
                # the refusal's own rule beside it (a "can't" on an orb: 1.4.1.a)
                tuple(dict.fromkeys((*why("cost.mana_short"), exc.rule, *exc.also))),
                label=label,
            ),
        )
    result = step_result(out, f"{label}: {player} pays {n}", step, why("cost.choose_orbs"))
    return after_step(state, replace(step, objects=()), out, result)
