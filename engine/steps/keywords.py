"""Steps of specific keyword actions that need more than the pipeline.

Taking control of an object — a Gigantic object is taken whole and the taker also
receives its Gift (7.4.4) —, and cards played by an effect (5.2.b): "you may Rush to [do
X]" only if a card was actually played due to Rush (7.3.34.b), "play a card; if you did,
[do Y]" once it started being played (6.5.f).
"""

from __future__ import annotations

from engine.pipeline.atomic import over_landmark_limit, subject_objects
from engine.pipeline.runtime import Result, ask, on_task, push
from engine.reading.limits import landmark_limit
from engine.reading.passives import is_gigantic
from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.agenda import Task, TaskKind
from engine.state.cards import Subject, TokenSpec
from engine.state.decisions import DecisionKind, Option
from engine.state.enums import IN_PLAY_ZONES, ExpeditionKind, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.steps import Step
from engine.steps.outcome import following, resume_step
from engine.why.labels import table_names
from engine.why.sequence_notes import about_it
from engine.why.step_lines import step_entry
from engine.why.table import why
from engine.why.trace import TraceEntry, unnamed_parts


def before_take_control(state: GameState, task: Task, step: Step) -> Result | None:
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
    present = [oid for oid in step.objects if oid in state.objects]
    outside = [oid for oid in present if z.kind_of(state.objects[oid].zone) not in IN_PLAY_ZONES]
    own = [oid for oid in present if oid not in outside and _controls(state, taker, oid)]
    if own or outside:
        # 7.3.40.d: one cannot take control of an object one already controls; 7.3.40.c:
        # nor of one that is not in play. Nothing happens to it, so nothing about where it
        # would go is asked.
        parts: list[str] = []
        rules: tuple[str, ...] = ()
        if own:
            parts.append(f"{taker} already controls {', '.join(state.name(o) for o in own)}")
            rules = why("control.already")
        if outside:
            names = ", ".join(state.name(o) for o in outside)
            parts.append(f"{names} {'is' if len(outside) == 1 else 'are'} not in play")
            rules = (*rules, *why("control.not_in_play"))
        entry = step_entry(step, f"{' and '.join(parts)}, so nothing happens to it", rules)
        rest = tuple(oid for oid in step.objects if oid not in own and oid not in outside)
        if not rest:
            return state, entry
        return resume_step(state, task, replace(step, objects=rest)), entry
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
        return resume_step(state, task, placed), step_entry(
            step,
            f"the cards go to {', '.join(m for m in made if m)}; a Gigantic Character "
            "is then in both Expeditions of the player taking control",
            why("control.gigantic_both"),
        )
    objects = subject_objects(state, step)
    if why("control.landmark_limit")[0] not in step.rules and over_landmark_limit(
        state, taker, objects
    ):
        limit = max(landmark_limit(state, taker), 0)
        noted = replace(step, rules=(*step.rules, *why("control.landmark_limit")[:1]))
        return resume_step(state, task, noted), step_entry(
            step,
            f"{taker} will have more objects in their Landmarks than their landmark "
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


def gigantic_me(state: GameState, step: Step) -> bool:
    me = step.me
    return me is not None and me in state.objects and is_gigantic(state, me)


def also_receive(state: GameState, step: Step) -> Result:
    """7.3.29.b: a player who also receives a Gift gets the same: draws a card, (Exhausted)
    Resupplies, or creates the same token — in an Expedition of their choice, the Gift's
    other constraints not carrying over (7.3.29.b Remark)."""
    player = step.controller or state.first_player
    label = f"{step.source or 'effect'}: also receive the Gift"
    gift = next((oid for oid in step.it if oid in state.objects), None)
    if gift is None:
        return state, step_entry(
            step, "the Gift cannot be found", why("gift.also_receive"), label=label
        )
    o = state.objects[gift]
    card = state.card(gift)
    kind = z.kind_of(o.zone)
    new: Step | None = None
    if card is not None and card.is_token and kind is ZoneKind.EXPEDITION:
        token = TokenSpec(
            card.name,
            card.forest,
            card.mountain,
            card.water,
            card.subtypes,
            card.abilities,
            keywords=card.keywords,
            tough=card.tough,
            scout=card.scout,
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
        return state, step_entry(
            step, "not a Gift the engine knows", why("gift.also_receive"), label=label
        )
    new = replace(
        new, controller=player, source=step.source, label=label, rules=why("gift.also_receive")
    )
    # A Gift drawn into a Hand is a card some player cannot look at (3.1.3.f).
    said, named, zones = table_names(state, (gift,))
    # 7.3.29.b Remark: the same token, in an Expedition of their choice; nothing else the
    # effect did to the Gift carries over
    how = (
        ": the same token, in the Expedition of their choice; the effect's other constraints "
        "do not carry over"
        if new.kind is ActionKind.CREATE
        else ""
    )
    line = f"{player} also receives the Gift ({said}){how}"
    return push(state, Task(TaskKind.STEP, step=new)), TraceEntry(
        line,
        (*why("gift.also_receive"), *(why("trace.card_unnamed") if zones else ())),
        unnamed=unnamed_parts(
            line,
            f"{player} also receives the Gift ({named}){how}",
            zones,
            hides=why("trace.card_unnamed"),
        ),
    )


def is_rush(step: Step) -> bool:
    """Whether a play step is a Rush: "Rush" is instantiated as playing a card immediately
    (7.3.34.a), a step that cites that rule."""
    return step.kind is ActionKind.PLAY and why("action.rush")[0] in step.rules


def play_then(state: GameState, step: Step, play: Task) -> Result:
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
    if is_rush(step):  # to Rush is to play a card immediately (7.3.34.a)
        rules = tuple(dict.fromkeys((*why("action.rush"), *why("effect.rush_to"))))
    elif finds_played(step):  # "Immediately play a Character …. It gains Fleeting."
        rules = why("effect.play_then_it")
    else:
        rules = why("effect.play_if_you_did")
    said = f"play a card now — {player_plays(state, step)}"
    return push(state, play, after), step_entry(step, said, (*rules, *why("doer.named_player")))


def finds_played(step: Step) -> bool:
    """Whether the steps after a card an effect plays act on "it", the card played, with no
    "if you did" to decide them: "Immediately play a Character for {5} less. It gains
    Fleeting." — the play a mandatory step of the effect (5.2.b), "it" the card it played,
    which the effect finds in its new zone through the zone changes it made (2.1.f, 2.1.g),
    so the steps after it act on it only if it was played. "You may play it. If you do, …"
    (optional) is 6.5.f's "[You may do X]; if you did, [do Y]"."""
    return not step.optional and bool(step.then) and all(about_it(t) for t in step.then)


def player_plays(state: GameState, step: Step) -> str:
    """Who plays the card an effect plays, in words: the player the effect names — "you",
    its controller (1.4.7.b, 5.2.b) — as the playing process has them play it."""
    return f"{step.controller or state.first_player} plays it, the player the effect names"


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
    player = step.controller or state.first_player
    now = state.object_of_card(task.card) if task.card is not None else None
    if now is not None and now not in state.objects:
        now = None
    # "it" the card played, no "if you did" to decide the steps after it (2.1.f, 2.1.g)
    found = not is_rush(step) and finds_played(step)
    if is_rush(step):
        resolved = (player, task.card) in state.plays_this_turn[task.amount :]
        in_limbo = now is not None and state.objects[now].zone == z.LIMBO
        done = task.card is not None and resolved and not in_limbo
        rules = why("effect.rushed")
        how = "played due to Rush"
    else:
        done = task.object_id is not None and task.object_id not in state.objects
        rules = why("effect.played_found" if found else "effect.played")
        how = "played"
    if not done and found:
        # "it" finds no card played: the steps after it have nothing to act on (6.5.h)
        return state, step_entry(
            step,
            f"no card was {how}, so what it was to do does not happen — “it” names no card played",
            (*rules, *why("effect.nothing_to_act_on")),
        )
    if not done:
        return state, step_entry(
            step, f"no card was {how}, so what it was to do does not happen", rules
        )
    it = (now,) if now is not None else ()
    follow = [Task(TaskKind.STEP, step=following(state, step, t, it)) for t in step.then]
    name = state.name(now) if now is not None else "the card"
    said = " — “it” is the card played, which the effect finds where it went" if it else ""
    return push(state, *follow), step_entry(
        step,
        f"{name} was {how}, so what follows happens{said if found else ''}",
        tuple(dict.fromkeys((*rules, *why("effect.finds_it")))) if it else rules,
    )
