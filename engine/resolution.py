"""Agenda tasks that resolve effects and Reactions.

* ``STEP``: one step of an effect — targets (6.5.b) and "may" (6.5.c) are asked first
  (6.1.g), then the step goes through the pipeline (``engine.pipeline.resolve``).
* ``ACTIVATE_REACTIONS``: the Reaction-activating step creating Emblem-Reactions in Limbo
  (6.3.h).
* ``CHECK_REACTIONS``: the first player in initiative order with a Reaction in Limbo plays
  one (4.4.b), then Reactions are checked again (4.4.c) until none remain (4.4.d).
"""

from __future__ import annotations

from dataclasses import replace

from engine.agenda import Activation, Task, TaskKind
from engine.citations import cite
from engine.decisions import Decision, DecisionKind, Option
from engine.pipeline.draft import Draft
from engine.pipeline.events import Event
from engine.pipeline.keywords import ActionKind
from engine.pipeline.reactions import ACTIVATION_LIMIT, activation_key
from engine.pipeline.resolve import resolve_step
from engine.pipeline.steps import Step
from engine.runtime import Result, ask, on_answer, on_task, push
from engine.state import zones as z
from engine.state.cards import EffectStep, Subject
from engine.state.enums import CardType, ExpeditionKind, ZoneKind
from engine.state.game_state import GameState
from engine.state.objects import EmblemData, GameObject
from engine.trace import TraceEntry


def instantiate(
    template: EffectStep,
    state: GameState,
    controller: str,
    me: str | None,
    my_expedition: str | None,
    source_label: str,
) -> Step:
    """Turn an ability's written step into a concrete :class:`Step`: "I" is ``me``
    (7.2.1.d for emblems), "you" the controller (7.2.3.a)."""
    objects: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    expeditions: tuple[str, ...] = ()
    target: Subject | None = None
    s = template.subject
    if s is Subject.SELF:
        objects = (me,) if me is not None else ()
    elif s is Subject.CONTROLLER:
        players = (controller,)
    elif s is Subject.EACH_PLAYER:
        players = state.initiative_order()
    elif s is Subject.OPPONENT:
        players = (state.opponent(controller),)
    elif s in (Subject.TARGET_CHARACTER, Subject.TARGET_RESERVE_CARD):
        target = s
    elif s is Subject.MY_EXPEDITION:
        expeditions = (my_expedition,) if my_expedition else ()
    elif s is Subject.EACH_MY_EXPEDITION:
        expeditions = (
            z.expedition_id(controller, ExpeditionKind.HERO),
            z.expedition_id(controller, ExpeditionKind.COMPANION),
        )
    return Step(
        kind=template.action,
        controller=controller,
        source=source_label,
        label=f"{source_label}: {template.action.value}",
        objects=objects,
        players=players,
        expeditions=expeditions,
        status=template.status,
        counter=template.counter,
        amount=template.amount,
        token=template.token,
        to_zone=template.to_zone,
        optional=template.optional,
        target=target,
    )


def legal_targets(state: GameState, step: Step) -> tuple[str, ...]:
    """Suitable targets for ``step`` (6.5.b): "a Character" means one in play (2.2.1.h)."""
    if step.target is Subject.TARGET_CHARACTER:
        return tuple(
            oid
            for key in state.zones
            if z.kind_of(key) is ZoneKind.EXPEDITION
            for oid in state.zones[key]
            if state.type_of(oid) is CardType.CHARACTER
        )
    if step.target is Subject.TARGET_RESERVE_CARD:
        return tuple(
            oid for p in state.players for oid in state.zone(z.personal(ZoneKind.RESERVE, p))
        )
    return ()


def _describe(state: GameState, events: tuple[Event, ...], step: Step) -> str:
    if not events:
        return f"{step.label or step.kind.value}: nothing happens"
    parts = []
    for ev in events:
        name = (
            state.name(ev.new_object_id or ev.object_id or "")
            if (ev.new_object_id or ev.object_id)
            else (ev.player or ev.expedition or "")
        )
        extra = ""
        if ev.status is not None and ev.kind in (ActionKind.GAIN_STATUS, ActionKind.LOSE_STATUS):
            extra = f" {ev.status.value}"
        if ev.to_zone:
            extra += f" -> {ev.to_zone}"
        if ev.ceased:
            extra += " (ceases to exist)"
        if ev.value is not None:
            extra += f" = {ev.value}"
        parts.append(f"{ev.kind.value} {name}{extra}")
    return f"{step.label or step.kind.value}: " + "; ".join(parts)


def run_step(state: GameState, step: Step, strict: bool = False) -> Result:
    """Resolve ``step`` now and queue its Reaction-activating step (6.3.h)."""
    out = resolve_step(state, step, strict=strict)
    new = out.state
    if out.activations:
        new = push(new, Task(TaskKind.ACTIVATE_REACTIONS, activations=out.activations))
    text = _describe(new, out.events, step)
    if out.notes:
        text += " [" + "; ".join(out.notes) + "]"
    rules = tuple(dict.fromkeys((*step.rules, *(r for e in out.events for r in e.rules))))
    return new, TraceEntry(text, rules, out.events)


@on_task(TaskKind.STEP)
def _step_task(state: GameState, task: Task) -> Result:
    step = task.step
    assert step is not None
    controller = step.controller or state.first_player
    if step.target is not None:
        targets = legal_targets(state, step)
        if not targets:
            return state, TraceEntry(
                f"{step.label}: no suitable target, nothing happens", cite("6.5.b")
            )
        options = tuple(Option(t, state.name(t)) for t in targets)
        return ask(
            state,
            DecisionKind.TARGET,
            controller,
            f"choose a target for {step.label}",
            options,
            task,
            cite("6.5.b", "6.1.g"),
        )
    if step.optional:
        options = (Option("yes", "do it"), Option("no", "do not"))
        return ask(
            state,
            DecisionKind.OPTIONAL_STEP,
            controller,
            f"you may: {step.label}",
            options,
            task,
            cite("6.5.c"),
        )
    return run_step(state, step)


@on_answer(DecisionKind.TARGET)
def _target_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    assert decision.resume.step is not None
    step = replace(decision.resume.step, target=None, objects=choice)
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(f"{decision.player} targets {state.name(choice[0])}", cite("6.5.b"))


@on_answer(DecisionKind.OPTIONAL_STEP)
def _optional_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    assert decision.resume.step is not None
    if choice == ("no",):
        return state, TraceEntry(
            f"{decision.player} declines: {decision.resume.step.label}", cite("6.5.c")
        )
    step = replace(decision.resume.step, optional=False)
    return push(state, replace(decision.resume, step=step)), TraceEntry(
        f"{decision.player} chooses to: {step.label}", cite("6.5.c")
    )


@on_task(TaskKind.ACTIVATE_REACTIONS)
def _activate(state: GameState, task: Task) -> Result:
    """The Reaction-activating step (6.3.h): one Emblem-Reaction per activation, unless the
    Reaction already activated a hundred times today (6.3.l)."""
    counts = dict(state.reaction_counts)
    draft = Draft(state)
    seq = state.event_seq + 1
    events: list[Event] = []
    skipped: list[str] = []
    for act in task.activations:
        key = activation_key(act)
        if counts.get(key, 0) >= ACTIVATION_LIMIT:
            skipped.append(act.source_name)
            continue
        counts[key] = counts.get(key, 0) + 1
        events.append(_create_emblem(draft, state, act, seq))
    new = draft.freeze(reaction_counts=counts, event_seq=seq)
    names = ", ".join(a.source_name for a in task.activations)
    text = f"Reaction-activating step: {names}"
    rules = cite("6.3.h", "2.2.2.m")
    if skipped:
        text += f" (not activated, limit reached: {', '.join(skipped)})"
        rules = (*rules, *cite("6.3.l"))
    return new, TraceEntry(text, rules, tuple(events))


def _create_emblem(draft: Draft, state: GameState, act: Activation, seq: int) -> Event:
    assert act.source_card is not None
    ability = state.cards[act.source_card].abilities[act.ability_index]
    emblem = EmblemData(
        source_object=act.source_object,
        source_card=act.source_card,
        source_name=act.source_name,
        ability_index=act.ability_index,
        effect=ability.effect,
        bound=act.bound,
        source_expedition=act.source_expedition,
    )
    obj = GameObject(
        id=draft.new_object_id(),
        zone=z.LIMBO,
        owner=act.controller,
        controller=act.controller,
        timestamp=draft.new_timestamp(),
        emblem=emblem,
    )
    draft.objects[obj.id] = obj
    draft.add_to_zone(obj.id, z.LIMBO)
    return Event(
        seq,
        ActionKind.CREATE_EMBLEM,
        new_object_id=obj.id,
        player=act.controller,
        to_zone=z.LIMBO,
        rules=cite("6.3.h"),
    )


def reactions_in_limbo(state: GameState) -> tuple[str, ...]:
    """Emblem-Reactions waiting in Limbo."""
    return tuple(
        oid
        for oid in state.zone(z.LIMBO)
        if (e := state.objects[oid].emblem) is not None and e.subtype == "Reaction"
    )


@on_task(TaskKind.CHECK_REACTIONS)
def _check_reactions(state: GameState, task: Task) -> Result:
    waiting = reactions_in_limbo(state)
    for player in state.initiative_order():
        mine = tuple(oid for oid in waiting if state.objects[oid].controller == player)
        if not mine:
            continue
        if len(mine) == 1:
            state = push(state, Task(TaskKind.PLAY_REACTION, object_id=mine[0], player=player))
            return state, TraceEntry(f"{player} must play {state.name(mine[0])}", cite("4.4.b"))
        options = tuple(Option(oid, state.name(oid)) for oid in mine)
        return ask(
            state,
            DecisionKind.CHOOSE_REACTION,
            player,
            "choose a Reaction to play",
            options,
            Task(TaskKind.PLAY_REACTION, player=player),
            cite("4.4.b", "1.4.5.a"),
        )
    return state, TraceEntry("no Reactions in Limbo", cite("4.4.d"))


@on_answer(DecisionKind.CHOOSE_REACTION)
def _choose_reaction(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, replace(decision.resume, object_id=choice[0]))
    return state, TraceEntry(f"{decision.player} chooses {state.name(choice[0])}", cite("4.4.b"))


@on_task(TaskKind.PLAY_REACTION)
def _play_reaction(state: GameState, task: Task) -> Result:
    """Play a Reaction (5.4): its effect resolves, then it ceases to exist (5.4.d), then
    Reactions are checked again (4.4.c)."""
    assert task.object_id is not None
    emblem_obj = state.objects[task.object_id]
    emblem = emblem_obj.emblem
    assert emblem is not None
    me = emblem.bound[0] if emblem.bound else emblem.source_object
    steps = tuple(
        Task(
            TaskKind.STEP,
            step=instantiate(
                t, state, emblem_obj.controller, me, emblem.source_expedition, emblem.source_name
            ),
        )
        for t in emblem.effect
    )
    state = push(
        state,
        *steps,
        Task(TaskKind.END_REACTION, object_id=task.object_id),
        Task(TaskKind.CHECK_REACTIONS),
    )
    return state, TraceEntry(
        f"{emblem_obj.controller} plays the Reaction of {emblem.source_name}",
        cite("4.4.b", "7.2.1.d"),
    )


@on_task(TaskKind.END_REACTION)
def _end_reaction(state: GameState, task: Task) -> Result:
    assert task.object_id is not None
    step = Step(
        ActionKind.CEASE_TO_EXIST,
        objects=(task.object_id,),
        rules=cite("5.4.d"),
        label="the Reaction is done",
    )
    return run_step(state, step)
