"""A judge's request in a scenario script (``request:``): the judge has a keyword action done
outside the rules — "sacrifice Vanilla", "ignore its abilities until end of turn" — as an
engine step of the judge's (7.3), done by the controller of the objects it names (1.2.2), and
the Reactions it activates checked right away (4.4.a).

Split from :mod:`scenarios.scenario.run`, which carries the script items out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine import (
    ACTION_RULES,
    DecisionKind,
    GameState,
    Step,
    Task,
    TaskKind,
    ZoneKind,
)
from engine.state.actions import ActionKind
from engine.state.cards import OngoingSpec
from scenarios.cards.vocabulary import DURATIONS, normalise
from scenarios.scenario.load import request_problems
from scenarios.scenario.models import RequestModel
from scenarios.scenario.script_words import ScriptError


def judge_step(state: GameState, req: RequestModel, object_id: Callable[[str], str]) -> Step:
    """The step ``req`` asks for, its objects named by ``object_id``; a request the engine
    cannot do as said is a :class:`ScriptError`."""
    problems = request_problems(req, state.players)
    if problems:
        raise ScriptError(f"request.{problems[0][0]}: {problems[0][1]}")
    kind = ActionKind(normalise(req.action))
    to_zone = ZoneKind(normalise(req.to)) if req.to else None
    objects = tuple(object_id(o) for o in req.objects)
    return Step(
        kind,
        controller=req.controller or _doer(state, objects, req.players),
        source="judge",
        label=f"judge request: {kind.value.replace('_', ' ')}",  # a judge's words
        objects=objects,
        players=req.players,
        expeditions=req.expeditions,
        to_zone=to_zone,
        to_sub=req.to_expedition,
        status=req.status,
        counter=req.counter,
        amount=req.amount,
        rules=(ACTION_RULES[kind],) if kind in ACTION_RULES else (),
        ongoing=_ignore_period(req),
    )


def asked_during(state: GameState) -> bool:
    """Whether a request comes while a choice other than a turn's is asked: it is done with
    the choice set aside (:func:`after_request` asks it again as it was)."""
    return state.pending is not None and state.pending.kind != DecisionKind.TURN


def after_request(before: GameState, done: GameState) -> GameState:
    """The board after a request done on ``before``: the Reactions it activated are checked
    right away (4.4.a) — a choice asked while it was done stays asked as it was, what the
    request activates checked once it is answered; a pending turn decision is asked again
    afterwards, with fresh options."""
    pending = before.pending
    added = len(done.agenda) - len(before.agenda)
    if asked_during(before):
        # A judge's fix while a choice is asked (an object in Limbo ignored as its target
        # is chosen): the choice stays asked as it was.
        tasks = (*done.agenda[:added], Task(TaskKind.CHECK_REACTIONS)) if added else ()
        agenda = (*tasks, *done.agenda[added:])
        return replace(done, agenda=agenda, pending=pending)
    rest = done.agenda[added:]
    resume = (pending.resume,) if pending is not None else ()
    agenda = (*done.agenda[:added], Task(TaskKind.CHECK_REACTIONS), *resume, *rest)
    return replace(done, agenda=agenda, pending=None)


def _doer(state: GameState, objects: tuple[str, ...], players: tuple[str, ...]) -> str:
    """Who does a judge's request when the request does not say: the controller of the
    objects it names ("sacrifice Vanilla": its controller sacrifices it, 7.3.36.a, 1.2.2),
    else the one player it names, else the first player."""
    controllers = {state.objects[o].controller for o in objects if o in state.objects}
    if len(controllers) == 1:
        return controllers.pop()
    if len(players) == 1:
        return players[0]
    return state.first_player


def _ignore_period(req: RequestModel) -> OngoingSpec | None:
    """The duration of a judge's ``ignore`` request (7.3.19.a): its Emblem-Ongoing lasts
    that long (2.2.15.a); without one, the engine's Ignore lasts "this turn"."""
    if req.duration is None:
        return None
    return OngoingSpec((), DURATIONS[req.duration.lower()], f"ignored {req.duration}")
