"""Saving and loading engine states (JSON or YAML), including mid-resolution states.

The engine turns a state into plain data and back (``engine.to_dict``/``from_dict``); this
module only writes and reads that data. ``.json`` files are JSON, ``.yaml``/``.yml`` YAML.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

from engine import GameState, from_dict, to_dict
from engine.invariants import violations
from scenarios.errors import LoadError
from scenarios.limits import (
    MAX_STATE_BYTES,
    MAX_STATE_DEPTH,
    MAX_VALUES,
    read_bounded,
    saved_state_problems,
    shape_problem,
)
from scenarios.yamlio import display_path

FORMAT_VERSION = 1


def state_to_text(state: GameState, fmt: str = "json") -> str:
    """A state as JSON or YAML text."""
    data = {"format": "judge-app engine state", "version": FORMAT_VERSION, "state": to_dict(state)}
    if fmt == "json":
        return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = False
    out = io.StringIO()
    yaml.dump(data, out)
    return out.getvalue()


def state_from_text(text: str, fmt: str, where: str = "<text>") -> GameState:
    """A state from :func:`state_to_text` output; damaged input is a :class:`LoadError`."""
    try:
        data: Any = json.loads(text) if fmt == "json" else YAML(typ="safe", pure=True).load(text)
    except RecursionError:
        raise LoadError([f"{where}: not a saved state: nested too deeply"]) from None
    except (ValueError, TypeError, YAMLError) as exc:
        raise LoadError([f"{where}: not a saved state: {exc}"]) from None
    problem = shape_problem(data, MAX_STATE_DEPTH, MAX_VALUES * 4)
    if problem is not None:
        raise LoadError([f"{where}: not a usable saved state: {problem[0]}"])
    if not isinstance(data, dict) or data.get("format") != "judge-app engine state":
        raise LoadError([f"{where}: not a saved judge-app engine state"])
    if data.get("version") != FORMAT_VERSION:
        raise LoadError([f"{where}: unsupported saved-state version {data.get('version')!r}"])
    try:
        state = from_dict(GameState, data["state"])
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as exc:
        raise LoadError([f"{where}: damaged saved state: {exc}"]) from None
    except RecursionError:
        raise LoadError([f"{where}: damaged saved state: nested too deeply"]) from None
    broken = [*saved_state_problems(state), *violations(state)]
    if broken:
        # a state the engine could never reach: refused before anything runs on it (or
        # a later save trips over it)
        raise LoadError([f"{where}: state: impossible board: {b}" for b in broken[:10]])
    return state


def _fmt(path: Path) -> str:
    return "yaml" if path.suffix.lower() in (".yaml", ".yml") else "json"


def save_state(state: GameState, path: Path) -> None:
    """Write ``state`` to ``path`` (format by extension)."""
    path.write_text(state_to_text(state, _fmt(path)), encoding="utf-8")


def load_state(path: Path) -> GameState:
    """Read a state written by :func:`save_state`."""
    where = display_path(path)
    try:
        text = read_bounded(path, where, MAX_STATE_BYTES).decode("utf-8")
    except UnicodeDecodeError:
        raise LoadError([f"{where}: not UTF-8 text"]) from None
    return state_from_text(text, _fmt(path), where)
