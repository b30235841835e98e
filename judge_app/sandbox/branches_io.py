"""Saving the timeline tree beside a saved board, and restoring it on open.

A board with branches is saved exactly (``NAME.state.json``, see ``saving``), and its
branches go to ``NAME.branches.json``: the board as first opened (exact), then each
branch's own moments after its fork, each written as how to redo it — an engine step, a
judge's answer (the option ids), or, for script items and judge edits, the exact state
after it. Opening the file replays them with the engine: the moments come back with their
citations, and the shown branch must end on exactly the saved board. The branches file
records a fingerprint of the scenario file it belongs to; if the scenario was changed
since, or anything fails to replay, the branches are left aside with a notice and the
board opens as saved.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from engine import GameState, TraceEntry, answer, from_dict, step, to_dict
from engine.invariants import violations
from engine.state.errors import EngineError
from judge_app.sandbox.branch import Branch
from judge_app.sandbox.session import Moment, Session
from scenarios.errors import LoadError
from scenarios.limits import (
    MAX_BRANCHES,
    MAX_STATE_BYTES,
    MAX_STATE_DEPTH,
    MAX_TIMELINE_MOMENTS,
    MAX_VALUES,
    read_bounded,
    shape_problem,
)
from scenarios.scenario.run import keyword_action_rules
from scenarios.yamlio import display_path

BRANCHES_SUFFIX = ".branches.json"
FORMAT = "judge-app sandbox branches"
VERSION = 1


def branches_path(scenario: Path) -> Path:
    """Where the branches of the board saved as ``scenario`` go."""
    return scenario.with_name(scenario.stem + BRANCHES_SUFFIX)


def _fingerprint(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _moment_data(m: Moment) -> dict[str, Any]:
    data: dict[str, Any] = {"text": m.text, "source": m.source}
    if m.source == "engine":
        data["redo"] = "step"
    elif m.source == "judge" and m.choice:
        data["redo"] = "answer"
        data["choice"] = list(m.choice)
    else:
        data["redo"] = "state"
        data["state"] = to_dict(m.state)
        data["rules"] = list(m.rules)
        data["action_rules"] = list(m.action_rules)
        if m.entry is not None:
            data["entry"] = to_dict(m.entry)
    return data


def branches_data(session: Session, scenario_text: str) -> dict[str, Any]:
    """The timeline tree as JSON-ready data."""
    shown = session.branches[session.branch]
    shown.moments, shown.cursor = session.moments, session.cursor
    return {
        "format": FORMAT,
        "version": VERSION,
        "scenario": _fingerprint(scenario_text),
        "shown": session.branch,
        "start": to_dict(session.branches[0].moments[0].state),
        "branches": [
            {
                "name": b.name,
                "parent": b.parent,
                "fork": b.fork,
                "cursor": b.cursor,
                "origin": b.origin,
                "moments": [_moment_data(m) for m in b.own()],
            }
            for b in session.branches
        ],
    }


def branches_text(session: Session, scenario_text: str) -> str:
    """The branches file's text for a board saved as ``scenario_text``."""
    data = branches_data(session, scenario_text)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


class _Unreplayable(Exception):
    pass


def _checked(state: GameState) -> GameState:
    """A state read from the file, refused if the engine could never reach it."""
    broken = violations(state)
    if broken:
        raise _Unreplayable(f"a saved board is impossible: {broken[0]}")
    return state


def _redo(prev: Moment, data: dict[str, Any], pos: int) -> Moment:
    how = data.get("redo")
    text = str(data.get("text", ""))
    if how == "step":
        state, entry = step(prev.state)
        if text not in (entry.text, entry.earlier_words):  # saved by a release before
            raise _Unreplayable(f"the engine now says “{entry.text}” where it said “{text}”")
        said = entry.text  # the moment in today's words
        return Moment(state, said, "engine", entry.rules, keyword_action_rules(entry), pos, entry)
    if how == "answer":
        pending = prev.state.pending
        if pending is None:
            raise _Unreplayable(f"no decision is pending for {text!r}")
        choice = tuple(str(c) for c in data["choice"])
        state, entry = answer(prev.state, pending.id, choice)
        rules, action_rules = entry.rules, keyword_action_rules(entry)
        return Moment(state, text, "judge", rules, action_rules, pos, entry, choice)
    if how == "state":
        state = _checked(from_dict(GameState, data["state"]))
        kept = from_dict(TraceEntry, data["entry"]) if data.get("entry") else None
        rules = tuple(data.get("rules", ()))
        return Moment(
            state, text, str(data["source"]), rules, tuple(data.get("action_rules", ())), pos, kept
        )
    raise _Unreplayable(f"unknown moment kind {how!r}")


def _restored(session: Session, data: dict[str, Any]) -> tuple[list[Branch], int]:
    pos = len(session.script)  # restored moments have the script behind them
    start = Moment(
        _checked(from_dict(GameState, data["start"])), "The board as laid out", "start", (), (), pos
    )
    branches: list[Branch] = []
    if len(data["branches"]) > MAX_BRANCHES:
        raise _Unreplayable(f"more than {MAX_BRANCHES} branches")
    held = 0  # moments held by the branches so far (a fork shares its parent's first ones)
    for raw in data["branches"]:
        parent = raw["parent"]
        fork = int(raw["fork"])
        held += max(0, fork + 1) + len(raw["moments"])
        if held > MAX_TIMELINE_MOMENTS:  # checked before copying: a small file must not
            # expand into gigabytes (thousands of forks of a long branch)
            raise _Unreplayable(f"more than {MAX_TIMELINE_MOMENTS:,} moments in all")
        if parent is None:
            moments = [start]
        else:
            if not 0 <= parent < len(branches):
                raise _Unreplayable(f"branch {raw['name']!r} has no parent {parent}")
            moments = branches[parent].moments[: fork + 1]
        for m in raw["moments"]:
            moments.append(_redo(moments[-1], m, pos))
        cursor = min(int(raw["cursor"]), len(moments) - 1)
        origin = str(raw.get("origin", "start" if parent is None else "outcome"))
        branches.append(Branch(str(raw["name"]), moments, fork, parent, cursor, origin))
    shown = int(data["shown"])
    if not 0 <= shown < len(branches):
        raise _Unreplayable("the branch shown is missing")
    return branches, shown


def restore_branches(session: Session) -> None:
    """Bring back the branches saved beside the session's file, if any."""
    if session.path is None:
        return
    source = branches_path(session.path)
    if not source.exists():
        return
    where = source.name
    try:
        raw = read_bounded(source, where, MAX_STATE_BYTES).decode("utf-8")
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise _Unreplayable(
                f"it is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
            ) from None
        # what the top level says is checked first: a file of too many branches is left
        # aside before its values are walked (160,000 tiny branches: 2 s of walking)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise _Unreplayable("it is not a judge-app branches file")
        if data.get("version") != VERSION:
            raise _Unreplayable(f"its version {data.get('version')!r} is not one this app reads")
        if isinstance(data.get("branches"), list) and len(data["branches"]) > MAX_BRANCHES:
            raise _Unreplayable(f"more than {MAX_BRANCHES} branches")
        problem = shape_problem(data, MAX_STATE_DEPTH, MAX_VALUES * 4)
        if problem is not None:
            raise _Unreplayable(f"it is not usable: {problem[0]}")
        scenario = read_bounded(session.path, display_path(session.path)).decode("utf-8")
        if data.get("scenario") != _fingerprint(scenario):
            raise _Unreplayable("the scenario file was changed after they were saved")
        branches, shown = _restored(session, data)
    except LoadError as exc:
        session.notice = f"The branches saved in {where} were left aside: {exc.messages[0]}."
        return
    except RecursionError:
        session.notice = f"The branches saved in {where} were left aside: nested too deeply."
        return
    except (
        OSError,
        ValueError,
        KeyError,
        TypeError,
        AttributeError,
        IndexError,
        EngineError,
        _Unreplayable,
    ) as exc:
        session.notice = f"The branches saved in {where} were left aside: {exc}."
        return
    branch = branches[shown]
    current = branch.moments[branch.cursor]
    if current.state != session.state:
        session.notice = (
            f"The branches saved in {source.name} were left aside: "
            "they do not end on the saved board."
        )
        return
    # the saved file's remaining script goes on from the shown moment
    branch.moments[branch.cursor] = replace(current, script_pos=0)
    session.branches = branches
    session.branch = shown
    session.moments = branch.moments
    session.cursor = branch.cursor
    session.mark_saved(session.path)  # the board as reopened, with its branches
