"""Steps whose number is X, counted as they begin: "Do the following X+1 times" (6.5.i)
and "Choose X+1" (6.5.g), "where X is my number of Arcane counters".

X is counted just before the step happens, on the state as it then is. A repeated step
becomes that many instances, one after the other, each making its own choices — targets
included (6.5.i: "that choice can be different in two successive instances"); a modal step
chooses that many modes (6.5.g).
"""

from __future__ import annotations

from engine.pipeline.runtime import Result, push
from engine.reading.counts import count, gigantic_counted
from engine.reading.last_known import my_last_known_place
from engine.state.agenda import Task, TaskKind
from engine.state.conditions import Counted
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import count_of
from engine.state.steps import Step
from engine.steps.outcome import resume_step
from engine.why.idle_keywords import idle_gigantic_in_count
from engine.why.labels import gigantic_once_words
from engine.why.spell_me import spell_me_words
from engine.why.step_lines import step_entry
from engine.why.table import why


def counted_step(state: GameState, task: Task, step: Step) -> Result:
    """Count X for ``step`` (which has ``x_count``) and go on with its number fixed."""
    assert step.x_count is not None
    controller = step.controller or state.first_player
    noted = step.x_count.filter is not None or bool(step.x_count.counter)
    if step.x_count.counted == Counted.THAT_MANY and (step.x_chooses or not noted):
        # "Discard that many cards": the objects the step before acted on; "For each
        # Character sacrificed this way, target opponent discards a card" (ib): the step
        # done that many times, one after the other (6.5.i)
        x = len(step.it)
    else:
        x = count(
            step.x_count, state, controller, step.me, my_last_known_place(state, step), step.me_was
        )
    label = step.label or step.kind.value
    said = f"X = {x} ({step.x_count.text})" if step.x_count.text else f"X = {x}"
    # "where X is my number of Arcane counters": a Spell's "my" is the Spell in Limbo that is
    # resolving, which kept its counters from the Reserve (7.2.1.b, 2.5.l)
    spell, spell_rules = spell_me_words(state, step.me) if _reads_me(step) else ("", ())
    # a Gigantic Character counted is one Character (not two cards), counted once (7.4.4.c)
    giants = gigantic_counted(step.x_count, state, controller, step.me)
    said += gigantic_once_words(state, giants)
    once = (*(why("gigantic.one_object") if giants else ()), *spell_rules)
    idle = idle_gigantic_in_count(state, step.x_count, controller, step.me)
    if idle is not None:  # "in my Expedition" with an idle Gigantic (7.3.19.b)
        said += f"; {idle[0]}"
        once = (*once, *idle[1])
    if step.modes:
        n = step.choose + x
        fixed = replace(step, choose=n, x_count=None)
        return resume_step(state, task, fixed), step_entry(
            step,
            f"{said}, so {count_of(n, 'mode')} {'is' if n == 1 else 'are'} chosen{spell}",
            (*why("effect.choose_counted"), *once),
        )
    if step.x_chooses:
        return _chosen_counted(state, task, step, x, label, said, once, spell)
    n = step.repeat + x
    if step.per_most and n > step.per_most:
        # "[step] for each [counted], up to a max of N": done at most N times (6.5.i)
        said += f", up to a max of {step.per_most}"
        n = step.per_most
    one = replace(step, repeat=1, x_count=None, per_most=0)
    state = push(state, *(Task(TaskKind.STEP, step=one) for _ in range(n)))
    return state, step_entry(
        step,
        f"{said}, so it happens {count_of(n, 'time')}, one after the other, each with its "
        f"own choices{spell}",
        (*why("effect.times_counted"), *once),
    )


_MY_COUNTS = frozenset(
    {Counted.MY_COUNTERS, Counted.MY_STATISTIC, Counted.MY_HAND_COST, Counted.MY_RESERVE_COST}
)
"""The counts that read "me" itself: my counters, my statistic, my costs."""


def _reads_me(step: Step) -> bool:
    return step.x_count is not None and step.x_count.counted in _MY_COUNTS


def counted_for_players(state: GameState, task: Task, step: Step) -> Result:
    """ "Its controller discards X cards from their hand, where X is the number of
    Characters you control": X is counted once, as the step begins, by the effect's
    controller — "you" is the ability's controller (7.2.3.a), not the player who then does
    the step as its own (1.4.7.b) — and that player chooses that many in one step (6.5.h)."""
    template = step.per_player
    assert template is not None and template.x_count is not None
    controller = step.controller or state.first_player
    if template.x_count.counted == Counted.THAT_MANY:
        x = len(step.it)  # "[player] discards that many cards": what the step before acted on
    else:
        x = count(
            template.x_count,
            state,
            controller,
            step.me,
            my_last_known_place(state, step),
            step.me_was,
        )
    text = template.x_count.text
    said = f"X = {x} ({text})" if text and text != "that many" else f"that many = {x}"
    n = template.choose_count + x
    rules = why("effect.chosen_counted")
    if n <= 0:
        return state, step_entry(step, f"{said}, so nothing is chosen and it does nothing", rules)
    fixed = replace(template, choose_count=n, x_count=None, x_chooses=False)
    return resume_step(state, task, replace(step, per_player=fixed)), step_entry(
        step,
        f"{said}, counted for the effect's controller, {controller}; "
        f"{n} {'is' if n == 1 else 'are'} chosen, in one step",
        (*rules, *why("effect.x_counted_by_controller")),
    )


def _chosen_counted(
    state: GameState,
    task: Task,
    step: Step,
    x: int,
    label: str,
    said: str,
    once: tuple[str, ...],
    spell: str = "",
) -> Result:
    """ "Discard X cards from your hand" / "Sacrifice X Characters": X is how many objects
    ONE step chooses, counted as the decision is made, just before the step (6.1.g); exactly
    that many, all if fewer (6.5.h) — one step, an atomic action per object, simultaneous
    (6.1.e-f), not X steps one after the other as "[step] X times / for each" is (6.5.i).
    With none to choose the step does nothing."""
    n = step.choose_count + x
    rules = (*why("effect.chosen_counted"), *once)
    if n <= 0:
        return state, step_entry(
            step, f"{said}, so nothing is chosen and it does nothing{spell}", rules
        )
    fixed = replace(step, choose_count=n, x_count=None, x_chooses=False)
    return resume_step(state, task, fixed), step_entry(
        step, f"{said}, so {n} {'is' if n == 1 else 'are'} chosen, in one step{spell}", rules
    )
