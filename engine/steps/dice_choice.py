"""Rolling more dice and keeping one (7.3.33.c): "If you would roll one or more dice,
instead roll that many dice plus one and ignore the roll of your choice".

"Some passive abilities allow a player to roll multiple dice and choose one of them [...]
A player who benefits from one of these abilities may look at the result of the rolled
dice before deciding which die [...] to use" (7.3.33.c). The replacing modifier
(``ModifierSpec`` of ``roll_die`` with ``extra_amount``) is known before the roll, so
the roller is asked for each die in turn (decision ``roll_die``, as for one die) and then
which result to keep (the same decision kind, options the results rolled); the others are
ignored. With every die alike there is nothing to choose. An effect may say so itself: "Roll
two dice and choose one result. [X]" (``EffectStep.dice_count``) is asked the same way, the
passives adding their dice to the ones it says. A second such modifier applies to
the event the first made (6.2.i): one more die again, still one kept. The results are
plain data in the step (``Step.dice``, ``Step.dice_count``), so the game saves and loads
mid-roll.
"""

from __future__ import annotations

from engine.pipeline.modifier_match import active_modifiers
from engine.pipeline.replacing import narrows
from engine.pipeline.runtime import Result, ask, push
from engine.state.actions import ActionKind
from engine.state.agenda import Task
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import AtomicAction, Step
from engine.why.table import why
from engine.why.trace import TraceEntry

FACES = (1, 2, 3, 4, 5, 6)  # 1.1.7.d


def extra_dice(state: GameState, roller: str) -> tuple[int, tuple[str, ...]]:
    """How many more dice ``roller`` rolls for one die, and the names of the objects whose
    replacing modifiers say so (in play now, 6.2.l)."""
    roll = AtomicAction(ActionKind.ROLL_DIE, player=roller)
    more, names = 0, []
    for m in active_modifiers(state):
        spec = m.spec
        if not (spec.replacing and spec.action is ActionKind.ROLL_DIE and spec.extra_amount):
            continue
        if spec.scope not in ("any", "mine") or not narrows(
            state, spec, roll, m.source, m.controller
        ):
            continue
        if spec.scope == "mine" and m.controller != roller:
            continue
        more += spec.extra_amount
        names.append(state.name(m.source))
    return more, tuple(names)


def _why_dice(state: GameState, roller: str) -> tuple[str, ...]:
    """The rules a die of several cites: a passive having the roller roll more (7.3.33.c, a
    replacing modifier 6.2.b), else the effect saying the dice itself (7.3.33.c)."""
    return why("dice.more_dice" if extra_dice(state, roller)[0] else "dice.said_dice")


def ask_dice(state: GameState, task: Task, step: Step, roller: str) -> Result | None:
    """Ask for the next die, or which result to keep once all are rolled; ``None`` when no
    passive has the roller roll more (one die, asked as usual)."""
    count = step.dice_count
    names: tuple[str, ...] = ()
    if not step.dice:
        # before the first die: the dice the step says ("Roll two dice and choose one
        # result", else one) and one more per passive that says so (7.3.33.c)
        more, names = extra_dice(state, roller)
        if not more and not count:
            return None
        count = max(count, 1) + more
        step = replace(step, dice_count=count, players=(roller,))
    if len(step.dice) < count:
        by = f" ({', '.join(names)}: {count} dice, one kept)" if names else ""
        return ask(
            state,
            DecisionKind.ROLL_DIE,
            roller,
            f"roll die {len(step.dice) + 1} of {count} for "
            f"{step.source or step.label or 'the judge'}{by} and enter what it showed",
            tuple(Option(str(n), str(n)) for n in FACES),
            replace(task, step=step),
            _why_dice(state, roller),
        )
    results = sorted(set(step.dice))
    if len(results) == 1:
        (kept,) = results
        state = push(state, replace(task, step=replace(step, rolled=kept, amount=kept)))
        return state, TraceEntry(
            f"{roller} rolled {_listed(step.dice)}: all alike, {kept} is used", why("dice.keep")
        )
    return ask(
        state,
        DecisionKind.ROLL_DIE,
        roller,
        f"choose the result to keep of the dice rolled ({_listed(step.dice)}); the others "
        "are ignored",
        tuple(Option(str(n), f"keep {n}") for n in results),
        replace(task, step=step),
        why("dice.keep"),
    )


def several_rolled(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    """One die of several entered, or the result kept (7.3.33.c)."""
    step = decision.resume.step
    assert step is not None
    value = int(choice[0])
    if len(step.dice) < step.dice_count:
        dice = (*step.dice, value)
        state = push(state, replace(decision.resume, step=replace(step, dice=dice)))
        return state, TraceEntry(
            f"{decision.player} rolls die {len(dice)} of {step.dice_count}: {value}",
            _why_dice(state, decision.player),
        )
    ignored = list(step.dice)
    ignored.remove(value)
    state = push(state, replace(decision.resume, step=replace(step, rolled=value, amount=value)))
    return state, TraceEntry(
        f"{decision.player} keeps {value} and ignores {_listed(tuple(ignored))}", why("dice.keep")
    )


def kept_roll_words(step: Step, text: str) -> tuple[str, tuple[str, ...]]:
    """A step's line where the roll that counts is the one kept of several (7.3.33.c): the
    event "p1 rolls a die (2)" said as what happened — "p1 rolls 2 dice (2 and 5) and keeps
    2, the result that counts (the others are ignored)" — with the rule; ``(text, ())`` for
    a step that rolled one die."""
    if len(step.dice) < 2 or step.rolled is None:
        return text, ()
    roller = step.players[0] if step.players else ""
    one = f"{roller} rolls a die ({step.rolled})" if roller else ""
    if not one or one not in text:
        return text, ()
    ignored = list(step.dice)
    ignored.remove(step.rolled)
    kept = (
        f"{roller} rolls {len(step.dice)} dice ({_listed(step.dice)}) and keeps "
        f"{step.rolled}, the result that counts ({_listed(tuple(ignored))} ignored)"
    )
    return text.replace(one, kept, 1), why("dice.keep")


def _listed(values: tuple[int, ...]) -> str:
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"
