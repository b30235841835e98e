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

A moment's recorded words are not its outcome: a later release may say the same step in
other words (a payment's Mana Orbs by place, a token that ceased to exist, 2.1.e). A line
that now reads differently is no reason to refuse a judge's board — the replay is the same
engine steps and the same answers (each answer's options must still be offered), and the
shown branch must still end on exactly the saved board. Such a board opens in today's
words with a short note saying how many lines read differently; a different outcome (a
decision no longer asked, an answer no longer offered, another board at the end) still
leaves the branches aside, saying so.
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
from judge_app.sandbox.branches_fields import field_problem
from judge_app.sandbox.session import Moment, Session, answer_words
from scenarios.errors import LoadError
from scenarios.limits import (
    MAX_BRANCHES,
    MAX_STATE_BYTES,
    MAX_STATE_DEPTH,
    MAX_TIMELINE_MOMENTS,
    MAX_VALUES,
    read_bounded,
    saved_state_problems,
    shape_problem,
)
from scenarios.scenario.run_result import keyword_action_rules
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


def _board(data: dict[str, Any], where: str) -> GameState:
    """A board read from the file, refused — naming ``where`` it is — if it is damaged or
    holds what no game can (the same checks as a saved state file: two players, a day and
    counters in range, known agenda tasks, a decision offering objects that exist)."""
    try:
        state = from_dict(GameState, data)
    except (TypeError, ValueError, KeyError, AttributeError, IndexError):
        raise _Unreplayable(
            f"{where}: the saved board is damaged (a part of it is missing or of the wrong kind)"
        ) from None
    broken = [*saved_state_problems(state), *violations(state)]
    if broken:
        raise _Unreplayable(f"{where}: a saved board is impossible: {broken[0]}")
    return state


class _Reworded:
    """How many engine moments of a replay today's engine says in other words than the
    line recorded for them."""

    def __init__(self) -> None:
        self.count = 0


def _redo(prev: Moment, data: dict[str, Any], pos: int, reworded: _Reworded) -> Moment:
    how = data.get("redo")
    text = str(data.get("text", ""))
    if how == "step":
        if prev.state.pending is not None:
            raise _Unreplayable(
                f"where “{text}” was saved, this version asks {prev.state.pending.player} "
                f"“{prev.state.pending.prompt}” first: the game went another way"
            )
        if prev.state.game_over or not prev.state.agenda:
            raise _Unreplayable(f"where “{text}” was saved, this version has nothing left to do")
        state, entry = step(prev.state)
        if text != entry.text:  # said otherwise by this release (or quoted by one before)
            reworded.count += 1  # the same step in other words: its outcome is checked below
        said = entry.text  # the moment in today's words
        return Moment(state, said, "engine", entry.rules, keyword_action_rules(entry), pos, entry)
    if how == "answer":
        pending = prev.state.pending
        if pending is None:
            raise _Unreplayable(
                f"the answer “{text}” was saved, but this version asks no decision there: "
                "the game went another way"
            )
        offered = {o.id for o in pending.options}
        missing = [str(c) for c in data["choice"] if str(c) not in offered]
        if missing:
            raise _Unreplayable(
                f"the answer “{text}” was saved, but this version does not offer it for "
                f"“{pending.prompt}”: the game went another way"
            )
        choice = tuple(str(c) for c in data["choice"])
        state, entry = answer(prev.state, pending.id, choice)
        rules, action_rules = entry.rules, keyword_action_rules(entry)
        said = answer_words(pending, choice, entry)  # the answer in today's words
        if said != text:
            reworded.count += 1
        return Moment(state, said, "judge", rules, action_rules, pos, entry, choice)
    if how == "state":
        state = _board(data["state"], f"the board after “{text[:60]}”")
        try:
            kept = from_dict(TraceEntry, data["entry"]) if data.get("entry") else None
        except (TypeError, ValueError, KeyError, AttributeError, IndexError):
            raise _Unreplayable(f"the log line of “{text[:60]}” is damaged") from None
        rules = tuple(data.get("rules", ()))
        return Moment(
            state, text, str(data["source"]), rules, tuple(data.get("action_rules", ())), pos, kept
        )
    raise _Unreplayable(f"“{text[:60]}” is not an engine step, a judge's answer or a board")


def _restored(
    session: Session, data: dict[str, Any], reworded: _Reworded
) -> tuple[list[Branch], int]:
    pos = len(session.script)  # restored moments have the script behind them
    start = Moment(
        _board(data["start"], "the board as first opened"),
        "The board as laid out",
        "start",
        (),
        (),
        pos,
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
                raise _Unreplayable(f"branch “{raw['name'][:60]}” has no parent {parent}")
            moments = branches[parent].moments[: fork + 1]
        for m in raw["moments"]:
            moments.append(_redo(moments[-1], m, pos, reworded))
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
        except ValueError:  # an integer of more digits than Python reads (4,300)
            raise _Unreplayable("it holds a number too long to be one this app writes") from None
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
        wrong = field_problem(data)  # every field's kind, named, before any is used
        if wrong is not None:
            raise _Unreplayable(wrong)
        scenario = read_bounded(session.path, display_path(session.path)).decode("utf-8")
        if data.get("scenario") != _fingerprint(scenario):
            raise _Unreplayable("the scenario file was changed after they were saved")
        reworded = _Reworded()
        branches, shown = _restored(session, data, reworded)
    except LoadError as exc:
        session.notice = f"The branches saved in {where} were left aside: {exc.messages[0]}."
        return
    except RecursionError:
        session.notice = f"The branches saved in {where} were left aside: nested too deeply."
        return
    except UnicodeDecodeError:
        session.notice = f"The branches saved in {where} were left aside: it is not UTF-8 text."
        return
    except OSError as exc:
        session.notice = (
            f"The branches saved in {where} were left aside: it cannot be read "
            f"({exc.strerror or 'the system refused'})."
        )
        return
    except (EngineError, _Unreplayable) as exc:  # said in words by the engine or the replay
        session.notice = f"The branches saved in {where} were left aside: {exc}."
        return
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        # the fields are checked above; what is left is a value this app never writes
        session.notice = (
            f"The branches saved in {where} were left aside: a part of it is not what "
            "this app writes."
        )
        return
    branch = branches[shown]
    current = branch.moments[branch.cursor]
    if current.state != session.state and not _seen_alike(session, current.state):
        session.notice = (
            f"The branches saved in {source.name} were left aside: replayed by this "
            "version, the game went another way and they do not end on the saved board."
        )
        return
    # the saved file's remaining script goes on from the shown moment
    branch.moments[branch.cursor] = replace(current, script_pos=0)
    session.branches = branches
    session.branch = shown
    session.moments = branch.moments
    session.cursor = branch.cursor
    session.mark_saved(session.path)  # the board as reopened, with its branches
    session.notice = reworded_note(reworded.count)


def _seen_alike(session: Session, replayed: GameState) -> bool:
    """Whether the replayed board shows what the saved board shows (every zone, card,
    status, counter, Expedition, phase and decision): the outcome is the same though today's
    engine notes more about how it came (which token a Reaction saw, 2.1.e)."""
    seen = session.board()
    return bool(seen == session._board.view(replayed, session.revealed, session.unexecuted))


def reworded_note(count: int) -> str:
    """What a judge reads on opening a board whose timeline replayed to the same board,
    ``count`` of its lines now said in other words (empty when none)."""
    if count == 0:
        return ""
    lines = "1 line now reads" if count == 1 else f"{count:,} lines now read"
    return (
        f"This board was saved by an earlier version of the app; {lines} differently "
        "(the same steps and decisions, ending on the same board)."
    )
