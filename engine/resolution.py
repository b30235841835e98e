"""Agenda tasks that resolve effects and Reactions.

* ``STEP``: one step of an effect. Its decisions are made just before it (6.1.g), one at a
  time, each a pending decision resuming the same task: the condition of a conditional
  step (6.5.d) — evaluated once, the "otherwise" steps replacing a step whose condition
  is false (6.5.e) —, the modes of a modal step, chosen one at a time and then resolved
  in that order (6.5.g), targets (6.5.b), repetitions (6.5.i), "may" — decided by the
  players who do the step, in initiative order (6.5.c, 6.1.h) —, then choices such as "a
  Character you control", made by each player concerned in initiative order (6.1.h).
  Then the step goes through the pipeline (``engine.pipeline.resolve``).
* ``AFTER_PLAY_IN_EFFECT``: after a card played by an effect (5.2.b), the steps it
  enables: "you may Rush to [do X]" only if a card was actually played due to Rush
  (7.3.34.b), "play a card; if you did, [do Y]" once it started being played (6.5.f).
* ``ACTIVATE_REACTIONS``: the Reaction-activating step creating Emblem-Reactions in Limbo
  (6.3.h).
* ``CHECK_REACTIONS``: the first player in initiative order with a Reaction in Limbo plays
  one (4.4.b), then Reactions are checked again (4.4.c) until none remain (4.4.d).
"""

from __future__ import annotations

from engine.agenda import Activation, Task, TaskKind
from engine.citations import cite
from engine.conditions import holds
from engine.day.morning import morning_resupply
from engine.decisions import Decision, DecisionKind, Option
from engine.errors import IllegalAction
from engine.labels import reaction_label, reaction_labels, zone_words
from engine.pipeline.atomic import over_landmark_limit, put_emblem, subject_objects
from engine.pipeline.draft import Draft
from engine.pipeline.events import Event
from engine.pipeline.keywords import ActionKind
from engine.pipeline.modifiers import (
    STEP_KEY,
    OrderChoice,
    active_modifiers,
    first_answer,
    modifier_key,
    pending_optional,
    pending_order,
    pending_step_question,
)
from engine.pipeline.passives import expeditions_of, is_gigantic
from engine.pipeline.reactions import ACTIVATION_LIMIT, activation_key
from engine.pipeline.resolve import StepOutcome, proposed_actions, resolve_step, resolve_steps
from engine.pipeline.steps import Step
from engine.records import replace
from engine.runtime import Result, ask, on_answer, on_task, push
from engine.state import zones as z
from engine.state.cards import ConditionKind, EffectStep, Subject, TokenSpec
from engine.state.enums import ANY_COUNTER, BOOST, ExpeditionKind, Status, ZoneKind
from engine.state.game_state import GameState, evolve
from engine.state.objects import EmblemData
from engine.subjects import (
    choice_options,
    expedition_label,
    group_objects,
    instantiate,
    is_player_step,
    target_options,
    tough_cost,
    with_target,
)
from engine.trace import TraceEntry
from engine.why import why

__all__ = ["instantiate", "legal_targets", "run_step", "run_steps"]


def legal_targets(state: GameState, step: Step) -> tuple[str, ...]:
    """Suitable targets for ``step`` (6.5.b), as option ids."""
    return tuple(oid for oid, _ in target_options(state, step))


def _describe(state: GameState, events: tuple[Event, ...], label: str) -> str:
    """The events of a step in a judge's words: "discard Vanilla 1/1/1 to p1's Discard
    pile" — never an object id or a zone key."""
    if not events:
        return f"{label}: nothing happens"
    parts = []
    for ev in events:
        oid = ev.new_object_id or ev.object_id
        if oid and oid in state.objects:
            name = state.name(oid)
        elif ev.card_id is not None and ev.card_id in state.cards:
            name = state.cards[ev.card_id].name
        elif oid:
            name = "it"  # an emblem that ceased to exist: the label says which
        else:
            name = ev.player or (expedition_label(ev.expedition) if ev.expedition else "")
        extra = ""
        if ev.status is not None and ev.kind in (ActionKind.GAIN_STATUS, ActionKind.LOSE_STATUS):
            extra = f" {ev.status}"
        if ev.to_zone:
            extra += f" to {zone_words(ev.to_zone)}"
        if ev.ceased:
            extra += " (ceases to exist)"
        if ev.value is not None:
            extra += f" = {ev.value}"
        parts.append(f"{ev.kind.value.replace('_', ' ')} {name}{extra}")
    return f"{label}: " + "; ".join(parts)


def run_step(state: GameState, step: Step, strict: bool = False) -> Result:
    """Resolve ``step`` now and queue its Reaction-activating step (6.3.h)."""
    out = resolve_step(state, step, strict=strict)
    return _outcome(out, step.label or step.kind.value, step, step.rules)


def _why_nothing(out: StepOutcome, step: Step) -> StepOutcome:
    """A step that happened without any event says why: the object it names moved and is
    a new object it cannot act on (2.1.d), or it had nothing to act on and that part of
    the effect is ignored (6.5.h). Impossible atomic actions already say so (1.4.1.c)."""
    if out.events or out.rules:
        return out
    gone = [o for o in step.objects if o not in out.state.objects]
    if gone and step.me in gone:
        # 6.3.j: the Emblem-Reaction is bound to an object that no longer exists; it
        # cannot be altered (2.1.d: the card is a new object now).
        note = "the object it is bound to no longer exists and cannot be altered (6.3.j, 2.1.d)"
        return replace(out, notes=(*out.notes, note), rules=(*out.rules, "6.3.j", "2.1.d"))
    if gone:
        note, rule = "the object it names no longer exists: it is a new object (2.1.d)", "2.1.d"
    elif step.source and not (
        step.objects or step.cards or step.players or step.expeditions or step.regions
    ):
        note, rule = "there is nothing to act on, so that part is ignored (6.5.h)", "6.5.h"
    else:
        return out
    return replace(out, notes=(*out.notes, note), rules=(*out.rules, rule))


def run_steps(
    state: GameState,
    steps: tuple[Step, ...],
    label: str,
    rules: tuple[str, ...],
    strict: bool = False,
) -> Result:
    """Resolve several parts of one step (a cost, 6.4.a) as one event (1.2.7.b)."""
    out = resolve_steps(state, steps, strict=strict)
    return _outcome(out, label, steps[0], rules)


def _outcome(out: StepOutcome, label: str, step: Step, rules: tuple[str, ...]) -> Result:
    out = _why_nothing(out, step)
    new = out.state
    if out.activations:
        new = push(new, Task(TaskKind.ACTIVATE_REACTIONS, activations=out.activations))
    text = _describe(new, out.events, label)
    if out.notes:
        text += " [" + "; ".join(out.notes) + "]"
    several = ("6.1.e", "6.1.f") if step.source and len(out.events) > 1 else ()
    cited = tuple(
        dict.fromkeys((*rules, *(r for e in out.events for r in e.rules), *out.rules, *several))
    )
    return new, TraceEntry(text, cited, out.events)


@on_task(TaskKind.STEP)
def _step_task(state: GameState, task: Task) -> Result:
    step = task.step
    assert step is not None
    controller = step.controller or state.first_player
    label = step.label or step.kind.value
    if step.condition is not None:
        # 6.5.d: evaluated just before the step would happen.
        c = step.condition
        rules = why("effect.condition")
        if c.kind == ConditionKind.IT_IS_TYPE:
            rules = (*rules, *why("effect.condition_type"))  # wherever "it" is now
        if c.kind == ConditionKind.EXPEDITION_BEHIND and _gigantic_me(state, step):
            rules = (*rules, *why("effect.condition_gigantic"))
        if c.kind in (ConditionKind.I_AM_IN_TERRAIN, ConditionKind.IT_IS_IN_TERRAIN):
            rules = (*rules, *cite("7.5.8.c", "7.5.8.b"))
        if step.otherwise:
            rules = (*rules, *why("effect.otherwise"))
        if not holds(c, state, controller, step.me, step.it, step.my_expedition):
            if step.otherwise:
                # 6.5.e: "Otherwise [do step two]": step two instead of step one.
                instead = [
                    Task(TaskKind.STEP, step=following(state, step, t)) for t in step.otherwise
                ]
                return push(state, *instead), TraceEntry(
                    f"{label}: the condition is not met, the otherwise steps happen instead",
                    rules,
                )
            return state, TraceEntry(f"{label}: the condition is not met, ignored", rules)
        # 6.5.e: evaluated once; step one happens and step two does not, even if step one
        # makes the condition false.
        met = "the condition is met"
        if step.otherwise:
            met += ", evaluated once: the otherwise steps will not happen"
        return _again(state, task, replace(step, condition=None, otherwise=())), TraceEntry(
            f"{label}: {met}", rules
        )
    if step.modes:
        return _modal(state, task, step, controller)
    if step.target is not None:
        second = step.choosers[0] if step.choosers else None
        exchange = step.kind is ActionKind.EXCHANGE and second is not None
        if exchange and not choice_options(state, step, second or controller):
            # 7.3.12.b, 6.1.g: the other object cannot be determined, so no target can
            # make the exchange happen.
            return state, TraceEntry(
                f"{label}: the second object cannot be determined, nothing happens",
                why("effect.exchange_impossible"),
            )
        return _ask_target(state, task, step, controller)
    if step.repeat > 1:
        # 6.5.i: performed X times, one after the other; choices may differ each time.
        first = replace(step, repeat=1)
        rest = replace(step, repeat=step.repeat - 1)
        state = push(state, Task(TaskKind.STEP, step=first), Task(TaskKind.STEP, step=rest))
        return state, TraceEntry(
            f"{label}: {step.repeat} instances left, one after the other",
            why("effect.times"),
        )
    if step.amounts:
        options = tuple(Option(str(n), str(n)) for n in step.amounts)
        return ask(
            state,
            DecisionKind.CHOOSE_AMOUNT,
            controller,
            f"choose how many for {label}",
            options,
            task,
            why("choice.one"),
        )
    if step.optional:
        return _ask_may(state, task, step, controller)
    if step.subject is Subject.MY_EXPEDITION and not _gigantic_me(state, step):
        step = replace(step, subject=None)  # "my Expedition": the one "I" is (or was) in
        me = state.objects.get(step.me) if step.me is not None else None
        if step.my_expedition and (me is None or z.kind_of(me.zone) is not ZoneKind.EXPEDITION):
            # 6.3.j: "my Expedition" refers to the object that left the Expedition zone:
            # the Expedition it was in when it stopped existing.
            step = replace(step, rules=(*step.rules, *why("effect.my_expedition_gone")))
    if step.subject is not None:
        return _resolve_subject(state, task, step)
    if step.kind is ActionKind.TAKE_CONTROL:
        before = _before_take_control(state, task, step)
        if before is not None:
            return before
    if step.to_zone is ZoneKind.EXPEDITION and step.to_sub is None:
        return _put_in_expeditions(state, task, step)
    if step.kind is ActionKind.AUGMENT and not step.counter:
        return _augmented_counter(state, task, step)
    if step.kind is ActionKind.SPEND_COUNTERS and step.counter == ANY_COUNTER:
        return _spent_counter(state, task, step)
    asked = morning_resupply(state, task, step)
    if asked is not None:
        return asked
    return _perform(state, task, step)


def _modal(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """6.5.g: the controller of the effect chooses X modes in the order of their choice —
    one at a time, each at most once unless the effect says otherwise —, then the chosen
    modes are resolved in that order and the others are ignored.

    The choosing step itself may be repeated or optional, like any step: "X times" makes
    X instances, one after the other, whose modes are chosen anew each time (6.5.i); "you
    may" is decided just before the modes are chosen (6.5.c). The steps of the chosen
    modes are ordinary steps of the effect, with their own "may" and "X times"."""
    label = step.label or step.kind.value
    if not step.modes_chosen and step.repeat > 1:
        first = replace(step, repeat=1)
        rest = replace(step, repeat=step.repeat - 1)
        state = push(state, Task(TaskKind.STEP, step=first), Task(TaskKind.STEP, step=rest))
        return state, TraceEntry(
            f"{label}: {step.repeat} instances left, one after the other, modes chosen anew",
            why("effect.modes_times"),
        )
    if not step.modes_chosen and step.optional:
        return _ask_may(state, task, step, controller)
    left = [i for i in range(len(step.modes)) if step.repeat_modes or i not in step.modes_chosen]
    if len(step.modes_chosen) < step.choose and left:
        n = len(step.modes_chosen) + 1
        return ask(
            state,
            DecisionKind.CHOOSE_MODE,
            controller,
            f"choose mode {n} of {step.choose} for {label}",
            tuple(Option(str(i), step.modes[i].label()) for i in left),
            task,
            why("effect.modes"),
        )
    tasks = [
        Task(TaskKind.STEP, step=following(state, step, t))
        for i in step.modes_chosen
        for t in step.modes[i].steps
    ]
    names = " | ".join(step.modes[i].label() for i in step.modes_chosen) or "none"
    return push(state, *tasks), TraceEntry(
        f"{label}: the chosen modes resolve in order: {names}; the others are ignored",
        why("effect.modes"),
    )


@on_answer(DecisionKind.CHOOSE_MODE)
def _mode_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    index = int(choice[0])
    step = replace(step, modes_chosen=(*step.modes_chosen, index))
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(
        f"{decision.player} chooses the mode: {step.modes[index].label()}", why("effect.modes")
    )


def _augmented_counter(state: GameState, task: Task, step: Step) -> Result:
    """7.3.4.a: augmenting is gaining one more of a single counter the object already has;
    with several kinds of counters, the controller chooses which."""
    found = [o for o in (*step.objects, *step.cards) if o in state.objects]
    kinds = sorted(state.objects[found[0]].counters) if found else []
    if len(kinds) <= 1:
        return _perform(state, task, replace(step, counter=kinds[0] if kinds else BOOST))
    return ask(
        state,
        DecisionKind.CHOOSE_COUNTER,
        step.controller or state.first_player,
        f"choose the counter to augment on {state.name(found[0])}",
        tuple(Option(k, k) for k in kinds),
        task,
        (*why("effect.augment"), *cite("6.1.g")),
    )


def _spent_counter(state: GameState, task: Task, step: Step) -> Result:
    """ "Spend 1 counter from [a card]": the counter's name is the player's choice among
    those the card has enough of (7.3.38.a, 7.3.38.b, 6.1.g); with one, it is that one."""
    found = [o for o in step.objects if o in state.objects]
    counters = state.objects[found[0]].counters if found else {}
    kinds = sorted(k for k, n in counters.items() if n >= step.amount)
    if len(kinds) <= 1:
        # With none left (the card moved), the spend is impossible and does not happen.
        return _perform(state, task, replace(step, counter=kinds[0] if kinds else BOOST))
    return ask(
        state,
        DecisionKind.CHOOSE_COUNTER,
        step.controller or state.first_player,
        f"choose the counter to spend from {state.name(found[0])}",
        tuple(Option(k, k) for k in kinds),
        task,
        cite("7.3.38.a", "6.1.g"),
    )


@on_answer(DecisionKind.CHOOSE_COUNTER)
def _counter_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    state = push(state, replace(decision.resume, step=replace(step, counter=choice[0])))
    rules = (
        cite("7.3.38.a", "6.1.g")
        if step.kind is ActionKind.SPEND_COUNTERS
        else why("effect.augment")
    )
    return state, TraceEntry(f"{decision.player} chooses {choice[0]} counters", rules)


def _put_in_expeditions(state: GameState, task: Task, step: Step) -> Result:
    """Cards put "in your Expeditions": for each, its Expedition is chosen (6.1.g)."""
    found = [o for o in step.objects if o in state.objects]
    if len(step.choices_made) >= len(found):
        return _perform(state, task, step)
    player = step.controller or state.first_player
    card = found[len(step.choices_made)]
    return ask(
        state,
        DecisionKind.PLACE,
        player,
        f"choose the Expedition for {state.name(card)} ({step.label})",
        tuple(Option(k.value, f"{k.value} Expedition") for k in ExpeditionKind),
        task,
        why("place.one_of_yours"),
    )


def _before_take_control(state: GameState, task: Task, step: Step) -> Result | None:
    """What is decided or noted just before a take-control step happens (7.3.40).

    A Gigantic Character is present in both Expeditions of its controller (7.4.4.b), so
    when the effect names no Expedition, "the Expedition of the same kind" (the engine's
    default for a Character) is two Expeditions. The card must go to one of them: as for
    any object moved where one Expedition is meant but a Gigantic Character makes it
    several, the player performing the action picks it (7.4.4.h) — the player taking
    control, who chooses which one of their Expeditions (7.3.40.a). Once there, the
    Character (still Gigantic) is present in both of its new controller's Expeditions
    (7.4.4.b). The other objects of the step keep the default. The choices are one per
    object of the step, in order (``choices_made``); the step then continues as a step
    putting its objects "in your Expeditions".

    Landmarks beyond the landmark limit: 7.3.40.b moves them to the taker's Landmarks,
    and a player may have more objects there than their landmark limit, sacrificing the
    excess only during the Night phase (3.2.7.c Remark, 4.2.5.c Clean-up). Nothing is
    chosen or sacrificed now; the trace says so once."""
    taker = step.controller or state.first_player
    label = step.label or step.kind.value
    own = [oid for oid in step.objects if oid in state.objects and _controls(state, taker, oid)]
    if own:
        # 7.3.40.d: one cannot take control of an object one already controls: nothing
        # happens to it, so nothing about where it would go is asked.
        names = ", ".join(state.name(oid) for oid in own)
        rest = tuple(oid for oid in step.objects if oid not in own)
        text = f"{label}: {taker} already controls {names}, so nothing happens to it"
        if not rest:
            return state, TraceEntry(text, why("control.already"))
        return _again(state, task, replace(step, objects=rest)), TraceEntry(
            text, why("control.already")
        )
    if step.to_zone is None and step.to_sub is None and _takes_gigantic(state, step, taker):
        made = list(step.choices_made)
        for oid in step.objects[len(made) :]:
            o = state.objects.get(oid)
            which = z.expedition_kind_of(o.zone) if o is not None else None
            if which is not None and _gigantic_of_another(state, oid, taker):
                resume = replace(task, step=replace(step, choices_made=tuple(made)))
                return ask(
                    state,
                    DecisionKind.PLACE,
                    taker,
                    f"{state.name(oid)} is Gigantic: choose the Expedition its card goes to "
                    f"({label}); it will be in both of your Expeditions",
                    tuple(Option(k.value, f"{k.value} Expedition") for k in ExpeditionKind),
                    resume,
                    why("control.gigantic_place"),
                )
            made.append(z.expedition_id(taker, which) if which is not None else "")
        placed = replace(step, to_zone=ZoneKind.EXPEDITION, choices_made=tuple(made))
        return _again(state, task, placed), TraceEntry(
            f"{label}: the cards go to {', '.join(m for m in made if m)}; a Gigantic Character "
            "is then in both Expeditions of the player taking control",
            why("control.gigantic_both"),
        )
    objects = subject_objects(state, step)
    if "3.2.7.c" not in step.rules and over_landmark_limit(state, taker, objects):
        limit = max(state.landmark_limit(taker), 0)
        noted = replace(step, rules=(*step.rules, *why("control.landmark_limit")[:1]))
        return _again(state, task, noted), TraceEntry(
            f"{label}: {taker} will have more objects in their Landmarks than their landmark "
            f"limit ({limit}); that is allowed, the excess is sacrificed only at Clean-up",
            why("control.landmark_limit"),
        )
    return None


def _controls(state: GameState, player: str, object_id: str) -> bool:
    return state.objects[object_id].controller == player


def _gigantic_of_another(state: GameState, object_id: str, taker: str) -> bool:
    o = state.objects.get(object_id)
    return (
        o is not None
        and z.kind_of(o.zone) is ZoneKind.EXPEDITION
        and o.controller != taker
        and is_gigantic(state, object_id)
    )


def _takes_gigantic(state: GameState, step: Step, taker: str) -> bool:
    return any(_gigantic_of_another(state, oid, taker) for oid in step.objects)


def _gigantic_me(state: GameState, step: Step) -> bool:
    me = step.me
    return me is not None and me in state.objects and is_gigantic(state, me)


def _also_receive(state: GameState, step: Step) -> Result:
    """7.3.29.b: a player who also receives a Gift gets the same: draws a card, (Exhausted)
    Resupplies, or creates the same token — in an Expedition of their choice, the Gift's
    other constraints not carrying over (7.3.29.b Remark)."""
    player = step.controller or state.first_player
    label = f"{step.source or 'effect'}: also receive the Gift"
    gift = next((oid for oid in step.it if oid in state.objects), None)
    if gift is None:
        return state, TraceEntry(f"{label}: the Gift cannot be found", why("gift.also_receive"))
    o = state.objects[gift]
    card = state.card(gift)
    kind = z.kind_of(o.zone)
    new: Step | None = None
    if card is not None and card.is_token and kind is ZoneKind.EXPEDITION:
        token = TokenSpec(
            card.name, card.forest, card.mountain, card.water, card.subtypes, card.abilities
        )
        new = Step(ActionKind.CREATE, token=token, subject=Subject.ONE_OF_YOUR_EXPEDITIONS)
    elif kind is ZoneKind.HAND:
        new = Step(ActionKind.DRAW, players=(player,))
    elif kind is ZoneKind.RESERVE:
        exhausted = Status.EXHAUSTED in o.statuses
        new = Step(
            ActionKind.EXHAUSTED_RESUPPLY if exhausted else ActionKind.RESUPPLY,
            players=(player,),
        )
    if new is None:
        return state, TraceEntry(f"{label}: not a Gift the engine knows", why("gift.also_receive"))
    new = replace(
        new, controller=player, source=step.source, label=label, rules=why("gift.also_receive")
    )
    return push(state, Task(TaskKind.STEP, step=new)), TraceEntry(
        f"{player} also receives the Gift ({state.name(gift)})", why("gift.also_receive")
    )


def _again(state: GameState, task: Task, step: Step) -> GameState:
    return push(state, replace(task, step=step))


def _perform(state: GameState, task: Task, step: Step) -> Result:
    """The step happens (6.2.m) once its optional modifiers are decided (6.2.d); the
    steps it enables follow it (6.5.f), and so do the alternatives of declined optional
    modifiers (6.2.e)."""
    if step.kind is ActionKind.RECEIVE_GIFT:
        return _also_receive(state, step)
    if step.kind in (ActionKind.PLAY, ActionKind.PLAY_FOR_FREE):
        # 5.2.b: the card is played immediately, as part of this effect.
        free = step.free or step.kind is ActionKind.PLAY_FOR_FREE
        play = Task(TaskKind.PLAY_IN_EFFECT, step=replace(step, free=free))
        if step.then:
            return _play_then(state, step, play)
        return push(state, play), TraceEntry(
            f"{step.label}: play a card now", why("effect.play_now")
        )
    asked = _decisions_before(state, task, step)
    if asked is not None:
        return asked
    if step.pay:
        return _pay_and_perform(state, task, step)
    out = resolve_step(state, step)
    return _after(state, step, out, _outcome(out, step.label or step.kind.value, step, step.rules))


def is_rush(step: Step) -> bool:
    """Whether a play step is a Rush: "Rush" is instantiated as playing a card immediately
    (7.3.34.a), a step that cites that rule."""
    return step.kind is ActionKind.PLAY and "7.3.34.a" in step.rules


def _play_then(state: GameState, step: Step, play: Task) -> Result:
    """A card played by an effect with the steps it enables: "you may Rush to [do X]",
    where X happens only if a card was actually played due to Rush (7.3.34.b), or "play a
    card; if you did, [do Y]" (6.5.f). The card is played first, in full, as part of the
    effect (5.2.b); a task after the playing process then decides whether X happens."""
    found = subject_objects(state, step)
    oid = found[0] if found else None
    after = Task(
        TaskKind.AFTER_PLAY_IN_EFFECT,
        step=step,
        card=state.objects[oid].card_id if oid is not None else None,
        object_id=oid,
        amount=len(state.plays_this_turn),
    )
    rules = why("effect.rush_to") if is_rush(step) else why("effect.play_if_you_did")
    return push(state, play, after), TraceEntry(f"{step.label}: play a card now", rules)


@on_task(TaskKind.AFTER_PLAY_IN_EFFECT)
def _after_play_in_effect(state: GameState, task: Task) -> Result:
    """After a card played by an effect (5.2.b): the steps it enables follow, "it" being
    the card played, which the effect finds again through the zone changes it made (2.1.g).
    After a Rush, only if a card was actually played due to it (7.3.34.b): a card is played
    when it leaves Limbo during its resolution (7.5.12.a), and it counts as played once
    its resolution started (5.1.2.k). After another play, "if you did" holds once the
    player started playing it (6.5.f): the card left Hand or Reserve for Limbo (5.1.2.h)."""
    step = task.step
    assert step is not None
    label = step.label or step.kind.value
    player = step.controller or state.first_player
    now = state.object_of_card(task.card) if task.card is not None else None
    if now is not None and now not in state.objects:
        now = None
    if is_rush(step):
        resolved = (player, task.card) in state.plays_this_turn[task.amount :]
        in_limbo = now is not None and state.objects[now].zone == z.LIMBO
        done = task.card is not None and resolved and not in_limbo
        rules = why("effect.rushed")
        how = "played due to Rush"
    else:
        done = task.object_id is not None and task.object_id not in state.objects
        rules = why("effect.played")
        how = "played"
    if not done:
        return state, TraceEntry(
            f"{label}: no card was {how}, so what it was to do does not happen", rules
        )
    it = (now,) if now is not None else ()
    follow = [Task(TaskKind.STEP, step=following(state, step, t, it)) for t in step.then]
    name = state.name(now) if now is not None else "the card"
    return push(state, *follow), TraceEntry(
        f"{label}: {name} was {how}, so what follows happens",
        (*rules, *why("effect.finds_it")) if it else rules,
    )


def _decisions_before(state: GameState, task: Task, step: Step) -> Result | None:
    """Ask, just before ``step`` happens (6.1.g), what its modifiers need: whether an
    optional replacing modifier applies (6.2.d), then which of several replacing
    modifiers applies first (6.2.h). ``task`` resumes the step once answered. Those about
    the whole step come first, as its modifiers apply first (6.2.g)."""
    asked = _whole_step_decisions(state, task, step)
    if asked is not None:
        return asked
    pending = None
    if any(m.spec.optional for m in active_modifiers(state)):
        pending = pending_optional(state, step, proposed_actions(state, step))
    if pending is not None:
        m, a = pending
        what = state.name(a.object_id) if a.object_id else (a.player or a.expedition or "")
        return ask(
            state,
            DecisionKind.OPTIONAL_MODIFIER,
            m.controller,
            f"apply {state.name(m.source)}'s modifier to {what}? {m.spec.text}",
            (Option("yes", "apply it"), Option("no", "do not")),
            task,
            why("modifier.optional"),
        )
    order = _pending_order(state, step)
    if order is not None:
        chooser = step.controller or state.initiative_order()[0]
        what = state.name(order.action.object_id) if order.action.object_id else order.key
        return ask(
            state,
            DecisionKind.MODIFIER_ORDER,
            chooser,
            f"several modifiers would replace what happens to {what}: choose the one applied first",
            tuple(Option(c.id, c.note) for c in order.candidates),
            task,
            why("modifier.order"),
        )
    return None


def _whole_step_decisions(state: GameState, task: Task, step: Step) -> Result | None:
    """The first question the whole-step modifiers raise, in the order they apply:
    whether an optional one applies (6.2.d), or which of several applies first (6.2.h)."""
    if not any(m.spec.whole_step for m in active_modifiers(state)):
        return None
    question = pending_step_question(state, step)
    if question is None:
        return None
    what = step.label or step.kind
    if question.optional is not None:
        m = question.optional
        return ask(
            state,
            DecisionKind.OPTIONAL_MODIFIER,
            m.controller,
            f"apply {state.name(m.source)}'s modifier to the whole step ({what})? {m.spec.text}",
            (Option("yes", "apply it"), Option("no", "do not")),
            task,
            why("modifier.optional_whole_step"),
        )
    return ask(
        state,
        DecisionKind.MODIFIER_ORDER,
        step.controller or state.initiative_order()[0],
        f"several modifiers would replace the whole step ({what}): choose the one applied first",
        tuple(
            Option(m.id, f"{state.name(m.source)}: {m.spec.text or m.spec.action}")
            for m in question.candidates
        ),
        task,
        why("modifier.order"),
    )


def run_step_deciding(state: GameState, step: Step) -> Result:
    """:func:`run_step` for steps of the rules themselves (daily effects such as Rest):
    the decisions its modifiers need (6.2.d, 6.2.h) are asked first, and the step then
    resumes as an ordinary step task."""
    asked = _decisions_before(state, Task(TaskKind.STEP, step=step), step)
    if asked is not None:
        return asked
    return run_step(state, step)


def _pay_and_perform(state: GameState, task: Task, step: Step) -> Result:
    """A cost inside an effect ("you may pay 1 and put a card ... to ..."): one step
    (6.1.d, 6.4.a) — mana paid by exhausting Mana Orbs (1.2.5.e) — and one event
    (1.2.7.b); it must be paid in full or not at all (1.2.5.c)."""
    player = step.controller or state.first_player
    orbs = tuple(
        oid
        for oid in state.zone(z.personal(ZoneKind.MANA, player))
        if Status.EXHAUSTED not in state.objects[oid].statuses
    )
    label = step.label or step.kind.value
    if len(orbs) < step.pay:
        return state, TraceEntry(
            f"{label}: {player} cannot pay {step.pay} mana, so it does not happen",
            why("cost.mana_short"),
        )
    if not proposed_actions(state, replace(step, pay=0)):
        # The other part of the cost has nothing to act on (an empty Hand to "put a card
        # from"): a cost is paid in full or not at all (1.2.5.c), as one step (6.1.d), so
        # the mana is not paid either and what the cost was for does not happen (1.4.1.b).
        return state, TraceEntry(
            f"{label}: {player} cannot pay this cost in full (nothing to {step.kind.value}),"
            f" so none of it is paid and what it was for does not happen",
            why("cost.part_unpayable"),
        )
    if not task.choices and step.pay < len(orbs):
        return ask(
            state,
            DecisionKind.PAY_MANA,
            player,
            f"choose {step.pay} Mana Orbs to exhaust for {label}",
            tuple(Option(orb, f"Mana Orb {orb}") for orb in orbs),
            task,
            why("cost.choose_orbs"),
            step.pay,
            step.pay,
        )
    chosen = task.choices or orbs[: step.pay]
    pay = Step(ActionKind.EXHAUST, controller=player, objects=chosen, is_cost=True)
    parts = (replace(step, pay=0), pay)
    try:
        out = resolve_steps(state, parts, strict=True)
    except IllegalAction as exc:
        return state, TraceEntry(
            f"{label}: the cost cannot be paid ({exc})", why("cost.mana_short")
        )
    rules = why("cost.paid")
    return _after(state, step, out, _outcome(out, f"{label}, paying {step.pay}", step, rules))


def _after(state: GameState, step: Step, out: StepOutcome, result: Result) -> Result:
    """The steps that follow a step that happened: "[you may do X] to / if you did [do
    Y]" (6.5.f) — "it" being what X acted on when X chose it — and the alternatives of
    declined optional modifiers (6.2.e)."""
    new, entry = result
    if step.then and not out.events:
        # 6.5.f: "[you may do X] to / if you did [do Y]": nothing of X happened (every
        # atomic action impossible, 1.4.1.c, or nothing to act on), so Y does not either.
        text = f"{entry.text} — nothing was done, so what depends on it does not happen"
        return new, replace(entry, text=text, rules=(*entry.rules, *cite("6.5.f")))
    it = step.it
    if step.chosen:
        acted = [
            ev.new_object_id or ev.object_id
            for ev in out.events
            if ev.object_id in step.chosen and (ev.new_object_id or ev.object_id)
        ]
        it = tuple(a for a in acted if a is not None)
    follow = [Task(TaskKind.STEP, step=following(new, step, t, it)) for t in step.then]
    rolled = _die_outcome(step, out)
    follow.extend(Task(TaskKind.STEP, step=following(new, step, t, it)) for t in rolled)
    if rolled:
        entry = replace(entry, rules=(*entry.rules, *cite("7.3.33.b")))
    for alt in out.alternatives:
        for t in alt.steps:
            follow.append(
                Task(
                    TaskKind.STEP,
                    step=instantiate(t, new, alt.controller, alt.source, None, alt.source_name),
                )
            )
    if follow:
        new = _insert_after_activation(new, state, tuple(follow))
    if step.then:
        entry = replace(entry, rules=(*entry.rules, *why("effect.if_you_did")))
    if out.alternatives:
        entry = replace(entry, rules=(*entry.rules, *why("modifier.alternative")))
    return new, entry


def _die_outcome(step: Step, out: StepOutcome) -> tuple[EffectStep, ...]:
    """ "On a 4+, [X]. On a 1-3, [Y].": the steps for the result just rolled (7.3.33.b)."""
    if not step.outcomes:
        return ()
    for ev in out.events:
        if ev.kind is ActionKind.ROLL_DIE and ev.value is not None:
            for outcome in step.outcomes:
                if outcome.low <= ev.value <= outcome.high:
                    return outcome.steps
    return ()


def _insert_after_activation(new: GameState, old: GameState, tasks: tuple[Task, ...]) -> GameState:
    """Put ``tasks`` right after the Reaction-activating step the step may have queued."""
    added = len(new.agenda) - len(old.agenda)
    agenda = (*new.agenda[:added], *tasks, *new.agenda[added:])
    return evolve(new, agenda=agenda)


def following(
    state: GameState, step: Step, template: EffectStep, it: tuple[str, ...] | None = None
) -> Step:
    """A later step of the same effect, with the same "I", "it" and "you"."""
    return instantiate(
        template,
        state,
        step.controller or state.first_player,
        step.me,
        step.my_expedition,
        step.source or "",
        step.it if it is None else it,
        step.tough_paid,
        me_card=step.me_card,
    )


_IN_PLAY_TARGETS = frozenset(
    {
        Subject.TARGET_CHARACTER,
        Subject.TARGET_PERMANENT,
        Subject.TARGET_CHARACTER_OR_PERMANENT,
        Subject.TARGET_PERMANENT_YOU_CONTROL,
        Subject.TARGET_CHARACTER_IN_MY_EXPEDITION,
    }
)
_SEVERAL_TARGETS = frozenset(
    {
        Subject.TARGET_RESERVE_CARD,
        Subject.TARGET_CARD_IN_YOUR_RESERVE,
        Subject.TARGET_CARD_IN_PLAY_OR_RESERVE,
    }
)
"""Object targets besides those in play that "up to N target ..." may name several of."""


def _ask_target(state: GameState, task: Task, step: Step, controller: str) -> Result:
    options = tuple(Option(i, label) for i, label in target_options(state, step))
    # 2.2.1.h: "target Character" means one in play, unless a zone is named.
    in_play = why("target.in_play") if step.target in _IN_PLAY_TARGETS else ()
    if not options:
        return state, TraceEntry(
            f"{step.label}: no suitable target, nothing happens", (*why("target.none"), *in_play)
        )
    if step.up_to and step.target in _IN_PLAY_TARGETS | _SEVERAL_TARGETS:
        # "Up to N target Characters": between none and N different objects (6.5.b).
        most = min(step.up_to, len(options))
        return ask(
            state,
            DecisionKind.TARGET,
            controller,
            f"choose up to {most} targets for {step.label}",
            options,
            task,
            (*why("target.choose"), *in_play),
            0,
            most,
        )
    return ask(
        state,
        DecisionKind.TARGET,
        controller,
        f"choose a target for {step.label}",
        options,
        task,
        (*why("target.choose"), *in_play),
    )


def _ask_may(state: GameState, task: Task, step: Step, controller: str) -> Result:
    """6.5.c: "may" is decided just before the step; when players do the step ("each player
    may", "target opponent may"), each of them decides, in initiative order (6.1.h)."""
    deciders = step.players if is_player_step(step) else (controller,)
    order = [p for p in state.initiative_order() if p in deciders]
    waiting = [p for p in order if p not in step.decided]
    if not waiting:
        return _again(state, task, replace(step, optional=False)), TraceEntry(
            f"{step.label}: decided by {', '.join(order)}",
            why("may.each_player") if len(order) > 1 else why("may.one"),
        )
    player = waiting[0]
    # 6.1.h, 1.4.5.a: several players decide in initiative order, the one with initiative
    # first, and the others know what was decided.
    rules = why("may.each_player") if len(deciders) > 1 else why("may.one")
    return ask(
        state,
        DecisionKind.OPTIONAL_STEP,
        player,
        f"you may: {step.label}",
        (Option("yes", "do it"), Option("no", "do not")),
        task,
        rules,
    )


def _resolve_subject(state: GameState, task: Task, step: Step) -> Result:
    """Groups are found now; choices are made by each chooser in initiative order (6.1.h);
    a player who has nothing to choose makes no choice and the others still do (6.5.h)."""
    if step.subject is Subject.MY_EXPEDITION:
        both = tuple(sorted(expeditions_of(state, step.me or "")))
        return _place(state, task, step, both, why("place.gigantic"))
    if step.subject is Subject.ONE_OF_YOUR_EXPEDITIONS:
        player = step.controller or state.first_player
        mine = tuple(z.expedition_id(player, k) for k in ExpeditionKind)
        return _place(state, task, step, mine, why("place.one_of_yours"))
    if not step.choosers:
        found = group_objects(state, step)
        chosen = step.chosen
        if step.subject in (
            Subject.TOP_CARDS_OF_YOUR_DECK,
            Subject.TOP_CARDS_OF_EACH_PLAYERS_DECK,
            Subject.CHARACTERS_IN_TARGET_EXPEDITION,
        ):
            chosen = (*chosen, *found)  # "these cards", "them": what later steps call "them"
        if step.subject is Subject.CHARACTERS_IN_TARGET_EXPEDITION:
            step = replace(step, expeditions=())  # the Expedition only found the Characters
        step = replace(step, objects=(*step.objects, *found), chosen=chosen)
        text = ", ".join(state.name(o) for o in (step.chosen or found))
        rules = why("group.found")
        if step.subject is Subject.CHARACTERS_YOU_CONTROL:
            rules = (*rules, *why("group.you"))
        if step.subject is Subject.TOP_CARDS_OF_YOUR_DECK and len(found) < step.amount:
            rules = (
                *rules,
                *why("group.short_deck"),
            )  # fewer cards in the Deck: as many as there are
        return _again(state, task, replace(step, subject=None)), TraceEntry(
            f"{step.label}: " + (text or f"{len(step.objects)} object(s)"), rules
        )
    player, rest = step.choosers[0], step.choosers[1:]
    options = choice_options(state, step, player)
    if not options:
        # 6.1.g: options that are impossible cannot be chosen; with none left, the atomic
        # actions do not happen (a card nobody can play now is no option for a play).
        return _again(state, task, replace(step, choosers=rest)), TraceEntry(
            f"{player} has nothing to choose for {step.label}: that part is ignored",
            why("choice.nothing"),
        )
    several = step.subject is Subject.A_CHARACTER_EACH_PLAYER_CONTROLS
    if step.subject is Subject.MANA_ORBS_YOU_CHOOSE:
        # "Ready two Mana Orbs": exactly that many, or all of them if there are fewer.
        count = min(step.amount, len(options))
        return ask(
            state,
            DecisionKind.CHOOSE,
            player,
            f"choose {count} for {step.label}",
            tuple(Option(oid, state.name(oid)) for oid in options),
            task,
            why("choice.one"),
            count,
            count,
        )
    up_to = min(step.up_to, len(options))
    return ask(
        state,
        DecisionKind.CHOOSE,
        player,
        f"choose up to {up_to} for {step.label}" if step.up_to else f"choose for {step.label}",
        tuple(Option(oid, state.name(oid)) for oid in options),
        task,
        why("choice.each_player") if several else why("choice.one"),
        0 if step.up_to else 1,
        up_to if step.up_to else 1,
    )


def _place(
    state: GameState, task: Task, step: Step, places: tuple[str, ...], rules: tuple[str, ...]
) -> Result:
    """Several Expeditions where one is meant: "my Expedition" of a Gigantic object is both
    of its controller's (7.4.4.f); where a token is created or received they are one subset
    of the Expedition zone and a place is chosen for each token (7.4.4.h) — "one of your
    Expeditions" likewise, one chosen for each token (6.1.g). A token created is placed by
    the player creating it; a token received, by the player receiving it (7.3.30.a), whose
    Expeditions these are: "the player performing the action" (7.4.4.h), and for "one of
    your Expeditions" the controller of the effect, "you" (6.1.g)."""
    if step.kind not in (ActionKind.CREATE, ActionKind.RECEIVE_TOKEN):
        return _again(state, task, replace(step, subject=None, expeditions=places)), TraceEntry(
            f"{step.label}: in {', '.join(places)}", why("place.gigantic_both")
        )
    placed = step.choices_made
    if len(placed) >= step.amount:
        new = replace(step, subject=None, expeditions=placed, amount=1, choices_made=())
        return _again(state, task, new), TraceEntry(
            f"{step.label}: placed in {', '.join(placed)}", rules
        )
    controller = step.controller or state.first_player
    if step.kind is ActionKind.RECEIVE_TOKEN and places:
        controller = places[0].split(":")[0]  # the receiving player (7.3.30.a)
    return ask(
        state,
        DecisionKind.PLACE,
        controller,
        f"choose the Expedition of token {len(placed) + 1} of {step.amount} for {step.label}",
        tuple(Option(e, expedition_label(e)) for e in places),
        task,
        tuple(dict.fromkeys((*rules, *why("choice.one")))),
    )


@on_answer(DecisionKind.OPTIONAL_MODIFIER)
def _modifier_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    whole = pending_step_question(state, step)
    if whole is not None and whole.optional is not None:
        answer = f"{choice[0]}:{whole.optional.id}@{STEP_KEY}"
    else:
        pending = pending_optional(state, step, proposed_actions(state, step))
        assert pending is not None
        answer = f"{choice[0]}:{modifier_key(*pending)}"
    step = replace(step, modifier_answers=(*step.modifier_answers, answer))
    state = push(state, replace(decision.resume, step=step))
    verb = "applies" if choice[0] == "yes" else "does not apply"
    return state, TraceEntry(
        f"{decision.player} {verb} the optional modifier", why("modifier.optional")
    )


def _pending_order(state: GameState, step: Step) -> OrderChoice | None:
    """The 6.2.h choice still to be made for ``step``. Without a replacing passive
    ability there is only the rules' modifiers, which never apply to the same atomic
    action at once — the common case, and it costs nothing."""
    if not any(m.spec.replacing for m in active_modifiers(state)):
        return None
    return pending_order(state, step, proposed_actions(state, step))


@on_answer(DecisionKind.MODIFIER_ORDER)
def _order_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    whole = pending_step_question(state, step)
    if whole is not None and whole.optional is None:
        key = whole.key
    else:
        order = pending_order(state, step, proposed_actions(state, step))
        assert order is not None
        key = order.key
    step = replace(step, modifier_answers=(*step.modifier_answers, first_answer(key, choice[0])))
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(
        f"{decision.player} chooses which modifier applies first: {choice[0]}",
        why("modifier.order")[:1],
    )


@on_answer(DecisionKind.PLACE)
def _place_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    place = choice[0]
    if ":" not in place:  # "hero" / "companion": one of the chooser's Expeditions
        place = z.expedition_id(decision.player, ExpeditionKind(place))
    step = replace(step, choices_made=(*step.choices_made, place))
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(f"{decision.player} chooses {place}", decision.rules[:1])


@on_answer(DecisionKind.TARGET)
def _target_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    assert decision.resume.step is not None
    step = with_target(decision.resume.step, choice)
    if not choice:
        # "Up to N targets" with none chosen: the step has no object to act on (6.5.b).
        state = push(state, replace(decision.resume, step=step))
        return state, TraceEntry(f"{decision.player} chooses no target", why("target.chosen"))
    if choice[0] in state.objects:
        step = replace(step, chosen=(*step.chosen, *choice))
    label = " and ".join(o.label for c in choice for o in decision.options if o.id == c)
    tough = [c for c in choice if c in state.objects and c not in step.tough_paid]
    cost = sum(tough_cost(state, decision.player, c) for c in tough)
    if cost:
        # 7.4.7.c, 7.4.7.e: the Tough cost is paid with the choice of target, once per
        # effect (7.4.7.f).
        step = replace(step, tough_paid=(*step.tough_paid, *tough))
        state = _tough_paid_for_the_effect(state, step)
        orbs = tuple(
            oid
            for oid in state.zone(z.personal(ZoneKind.MANA, decision.player))
            if Status.EXHAUSTED not in state.objects[oid].statuses
        )[:cost]
        pay = Step(
            ActionKind.EXHAUST,
            controller=decision.player,
            objects=orbs,
            is_cost=True,
            label=f"{decision.player} pays Tough {cost}",
            rules=why("tough.pay"),
        )
        state = push(state, Task(TaskKind.STEP, step=pay), replace(decision.resume, step=step))
        return state, TraceEntry(f"{decision.player} targets {label}", why("tough.decided"))
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(f"{decision.player} targets {label}", why("target.chosen"))


_WITHIN_AN_EFFECT = frozenset(
    {
        TaskKind.STEP,
        TaskKind.ACTIVATE_REACTIONS,
        TaskKind.PLAY_IN_EFFECT,
        TaskKind.AFTER_PLAY_IN_EFFECT,
    }
)


def _tough_paid_for_the_effect(state: GameState, step: Step) -> GameState:
    """7.4.7.f: the Tough cost is paid once per effect — the later steps of the same effect
    (same source, "I" and controller, queued before the effect ends) know it is paid."""
    agenda = list(state.agenda)
    for i, task in enumerate(agenda):
        if task.kind not in _WITHIN_AN_EFFECT:
            break
        later = task.step
        if (
            task.kind != TaskKind.STEP
            or later is None
            or (later.source, later.me, later.controller) != (step.source, step.me, step.controller)
        ):
            continue
        paid = tuple(dict.fromkeys((*later.tough_paid, *step.tough_paid)))
        agenda[i] = replace(task, step=replace(later, tough_paid=paid))
    return evolve(state, agenda=tuple(agenda))


@on_answer(DecisionKind.CHOOSE)
def _choose_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    step = replace(
        step,
        objects=(*step.objects, *choice),
        choosers=step.choosers[1:],
        chosen=(*step.chosen, *choice),
    )
    state = push(state, replace(decision.resume, step=step))
    names = ", ".join(state.name(c) for c in choice) or "nothing"
    return state, TraceEntry(f"{decision.player} chooses {names}", decision.rules)


@on_answer(DecisionKind.CHOOSE_AMOUNT)
def _amount_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    step = replace(step, amount=int(choice[0]), amounts=())
    state = push(state, replace(decision.resume, step=step))
    return state, TraceEntry(f"{decision.player} chooses {choice[0]}", why("choice.one"))


@on_answer(DecisionKind.OPTIONAL_STEP)
def _optional_answer(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    step = decision.resume.step
    assert step is not None
    player = decision.player
    if is_player_step(step):
        decided = (*step.decided, player)
        players = (
            step.players if choice == ("yes",) else tuple(p for p in step.players if p != player)
        )
        verb = "chooses to" if choice == ("yes",) else "declines"
        entry = TraceEntry(f"{player} {verb}: {step.label}", why("may.answered"))
        if not players:
            return state, entry
        step = replace(step, decided=decided, players=players)
        return push(state, replace(decision.resume, step=step)), entry
    if choice == ("no",):
        return state, TraceEntry(f"{player} declines: {step.label}", why("may.answered"))
    step = replace(step, optional=False)
    return push(state, replace(decision.resume, step=step)), TraceEntry(
        f"{player} chooses to: {step.label}", why("may.answered")
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
    extra = dict.fromkeys(r for a in task.activations for r in a.rules)
    rules = (*why("reaction.step"), *cite(*extra))
    if skipped:
        text += f" (not activated, limit reached: {', '.join(skipped)})"
        rules = (*rules, *why("reaction.limit"))
    return new, TraceEntry(text, rules, tuple(events))


def _create_emblem(draft: Draft, state: GameState, act: Activation, seq: int) -> Event:
    if act.effect is not None:
        effect = act.effect
    else:
        assert act.source_card is not None
        effect = state.cards[act.source_card].abilities[act.ability_index].effect
    emblem = EmblemData(
        source_object=act.source_object,
        source_card=act.source_card,
        source_name=act.source_name,
        ability_index=act.ability_index,
        effect=effect,
        bound=act.bound,
        source_expedition=act.source_expedition,
        it=act.it,
        finds_in_reserve=act.finds_in_reserve,
        text=act.text,  # what the Emblem-Reaction does, as its ability reads
    )
    rules = why("reaction.step")[:1]
    return put_emblem(draft, emblem, act.controller, seq, ActionKind.CREATE_EMBLEM, rules)


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
            return state, TraceEntry(
                f"{player} must play the {reaction_label(state, mine[0])}",
                why("reaction.must_play"),
            )
        # 4.4.b, 6.3.i: identical Emblem-Reactions are told apart by their effect text and
        # the objects they are bound to, never by object id.
        labels = reaction_labels(state, mine)
        options = tuple(Option(oid, labels[oid]) for oid in mine)
        return ask(
            state,
            DecisionKind.CHOOSE_REACTION,
            player,
            "choose the Reaction to play first",
            options,
            Task(TaskKind.PLAY_REACTION, player=player),
            why("reaction.choose"),
        )
    return state, TraceEntry("no Reactions in Limbo", why("reaction.none"))


@on_answer(DecisionKind.CHOOSE_REACTION)
def _choose_reaction(state: GameState, decision: Decision, choice: tuple[str, ...]) -> Result:
    state = push(state, replace(decision.resume, object_id=choice[0]))
    label = next(o.label for o in decision.options if o.id == choice[0])
    return state, TraceEntry(f"{decision.player} chooses the {label}", why("reaction.must_play"))


@on_task(TaskKind.PLAY_REACTION)
def _play_reaction(state: GameState, task: Task) -> Result:
    """Play a Reaction (5.4): its effect resolves, then it ceases to exist (5.4.d), then
    Reactions are checked again (4.4.c)."""
    assert task.object_id is not None
    emblem_obj = state.objects[task.object_id]
    emblem = emblem_obj.emblem
    assert emblem is not None
    me = emblem.bound[0] if emblem.bound else emblem.source_object
    if emblem.finds_in_reserve and me not in state.objects and emblem.source_card is not None:
        # 7.4.5.e: played with Scout, "I" can be found in Reserve.
        now = state.object_of_card(emblem.source_card)
        if now is not None and z.kind_of(state.objects[now].zone) is ZoneKind.RESERVE:
            me = now
    steps = tuple(
        Task(
            TaskKind.STEP,
            step=instantiate(
                t,
                state,
                emblem_obj.controller,
                me,
                emblem.source_expedition,
                emblem.source_name,
                emblem.it,
                me_card=emblem.source_card,
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
        why("reaction.plays"),
    )


@on_task(TaskKind.END_REACTION)
def _end_reaction(state: GameState, task: Task) -> Result:
    assert task.object_id is not None
    step = Step(
        ActionKind.CEASE_TO_EXIST,
        objects=(task.object_id,),
        rules=why("reaction.done"),
        label=f"the Reaction is done ({reaction_label(state, task.object_id)})",
    )
    return run_step(state, step)
