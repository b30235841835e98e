"""Rolling a die (7.3.33): the result is a decision the table answers, not a number the
engine draws.

"To roll a die is to roll a fair six-sided die and to note the result" (7.3.33.a), with
dice numbered from 1 to 6 (1.1.7.d). At a real table the die decides, so the engine asks:
just before a "roll a die" step happens (6.1.g), the player who rolls is asked what the
die showed (decision ``roll_die``, options 1 to 6). The judge enters it in the sandbox, a
scenario states it (``rolls:``), and exploration follows every result as its own branch.
The answer is plain data in the step (``Step.rolled``), so a game waiting for a roll, or
resolving the steps that follow one, saves and loads like any other state.

A step that "uses the result of that roll" (7.3.33.b) follows it: "On a 4+, [X]. On a
1-3, [Y]." picks the outcome whose range holds the result. A roll step may carry a target
chosen *before* the roll ("Target a Character, then roll a die. On a: ● 4+, it gains
Anchored."): the target is chosen first (6.5.b), without knowing the result, and is "it"
in the outcomes; with no suitable target the die is still rolled — only what "it" would
do has nothing to act on (6.5.b).
"""

from __future__ import annotations

from engine.pipeline.dice_triggers import with_result
from engine.pipeline.runtime import Result, ask, on_answer, push
from engine.state.actions import ActionKind
from engine.state.agenda import Activation, Task, TaskKind
from engine.state.cards import EffectStep
from engine.state.decisions import Decision, DecisionKind, Option
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.dice_choice import ask_dice, several_rolled
from engine.steps.dice_modify import ask_modify, in_range
from engine.steps.subject_targets import target_options
from engine.why.step_lines import step_entry
from engine.why.table import why
from engine.why.trace import TraceEntry

FACES = (1, 2, 3, 4, 5, 6)
"""The results of a fair six-sided die numbered from 1 to 6 (7.3.33.a)."""


def is_roll(step: Step) -> bool:
    """Whether ``step`` rolls a die (7.3.33.a)."""
    return step.kind is ActionKind.ROLL_DIE


def untargeted_roll(state: GameState, step: Step) -> Result | None:
    """A roll whose target is chosen before it, when there is no suitable target: the die
    is still rolled (the roll is not an atomic action of the target, 6.5.b), "it" is
    nothing. ``None`` when a target can be chosen."""
    if step.target is None or target_options(state, step):
        return None
    return state, step_entry(
        step,
        "no suitable target; the die is still rolled and what the result does "
        "to the target acts on nothing",
        why("dice.no_target"),
    )


def ask_roll(state: GameState, task: Task, step: Step) -> Result | None:
    """Ask the player who rolls what the die showed, just before the step (6.1.g); a step
    rolled by several players is split into one roll each, in initiative order (6.1.h).
    ``None`` once the result is known: the step then happens with it."""
    if step.rolled:
        return ask_modify(state, task, step)  # "you may add 1 to its result" (7.3.33.c)
    controller = step.controller or state.first_player
    rollers = step.players or (controller,)
    if len(rollers) > 1:
        order = [p for p in state.initiative_order() if p in rollers]
        one_each = tuple(replace(task, step=replace(step, players=(p,))) for p in order)
        return push(state, *one_each), step_entry(
            step,
            "each player rolls a die, in initiative order",
            why("dice.each_player"),
        )
    (roller,) = rollers
    several = ask_dice(state, task, step, roller)  # more dice, one kept (7.3.33.c)
    if several is not None:
        return several
    return ask(
        state,
        DecisionKind.ROLL_DIE,
        roller,
        f"roll a die for {step.source or step.label or 'the judge'} and enter what it showed",
        tuple(Option(str(n), str(n)) for n in FACES),
        replace(task, step=replace(step, players=(roller,))),
        why("dice.roll"),
    )


@on_answer(DecisionKind.ROLL_DIE)
def _rolled(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    if step.dice_count > 1:
        return several_rolled(state, decision, choice)
    result = int(choice[0])
    state = push(state, replace(decision.resume, step=replace(step, rolled=result, amount=result)))
    return state, TraceEntry(f"{decision.player} rolls a die: {result}", why("dice.roll"))


def rolled_it(step: Step, it: tuple[str, ...]) -> tuple[str, ...]:
    """What "it" is in the steps after a roll: the target chosen before the roll (6.5.b),
    else what it already was."""
    return step.chosen if is_roll(step) and step.chosen else it


def roll_reactions(state: GameState, step: Step, events: tuple[Event, ...]) -> Task | None:
    """ "Roll a die. When you roll a 1-3 this way — [X]": when the result is in a range, a
    Reaction-activating step creating an Emblem-Reaction with X (6.3.h), which is played
    from Limbo like any other (4.4.b) — it is not a step of the effect that rolled."""
    steps = tuple(
        s
        for ev in events
        if ev.kind is ActionKind.ROLL_DIE and ev.value is not None
        for o in step.roll_reactions
        if in_range(ev.value, o.low, o.high)
        for s in o.steps
    )
    if not steps:
        return None
    me = step.me if step.me is not None and step.me in state.objects else None
    card = state.cards.get(step.me_card) if step.me_card is not None else None
    activation = Activation(
        source_object=me or step.me or "",
        source_card=step.me_card,
        source_name=step.source or "",
        # Not a printed ability: past them, so its label is its effect (engine.why.labels).
        ability_index=len(card.abilities) if card is not None else 0,
        controller=step.controller or state.first_player,
        effect=steps,
        rules=why("dice.this_way_activates"),
    )
    return Task(TaskKind.ACTIVATE_REACTIONS, activations=(activation,))


def die_outcome(step: Step, events: tuple[Event, ...]) -> tuple[EffectStep, ...]:
    """ "On a 4+, [X]. On a 1-3, [Y].": the steps of the outcome whose range holds the
    result just rolled (7.3.33.b); none when no range holds it."""
    if not step.outcomes:
        return ()
    for ev in events:
        if ev.kind is ActionKind.ROLL_DIE and ev.value is not None:
            for outcome in step.outcomes:
                if in_range(ev.value, outcome.low, outcome.high):
                    # "the die's result" in what follows is this roll's (7.3.33.b)
                    return with_result(outcome.steps, ev.value)
    return ()
