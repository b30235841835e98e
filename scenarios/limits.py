"""Bounds on what a scenario, card or state file may ask of the app, checked before use.

A file is data a judge was sent, not code: whatever it holds, loading it ends quickly with
the board or with a message naming the file (and line) — never a hang, a traceback or all
the memory. The limits are far above any real game (a Deck holds about 40 cards, a player
a handful of Mana Orbs; the largest file shipped has 14 levels and under 2,000 values):

* only **regular files** are read (a FIFO would block forever, ``/dev/zero`` never ends),
  and at most :data:`MAX_FILE_BYTES` (:data:`MAX_STATE_BYTES` for saved states);
* at most :data:`MAX_DEPTH` levels of nesting (``then:`` inside ``then:``, ``[[[...]]]``);
* at most :data:`MAX_VALUES` values once YAML aliases are expanded, so an "alias bomb" (a
  few lines whose aliases multiply into billions of values) is refused, not expanded.

Counts inside a scenario (cards per zone, Mana Orbs, counters) are bounded in its model
(``scenarios.scenario.models``) with the same intent, and the same bounds hold where a
judge puts things on the sandbox board (:func:`board_problem`: edits, Fill a Deck) and
in a decklist (:data:`MAX_DECKLIST_COUNT`), so whatever the app saves it opens again.
The limits are listed for users in ``docs/limits.md``.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine import GameState, ZoneKind
from engine.state import zones as z
from engine.state.said import zone_words
from scenarios.errors import LoadError

MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_STATE_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 48
MAX_STATE_DEPTH = 200
MAX_VALUES = 400_000
MAX_ZONE_CARDS = 500
MAX_MANA = 200
MAX_COUNTERS = 999
MAX_ABILITY_CHARS = 2_000  # one printed ability (the longest real one: under 400)
MAX_ABILITIES = 60  # printed abilities read on one card (real cards: at most 4)
MAX_TOKENS_AT_ONCE = 100  # one step of a card ("Create N ... tokens")
MAX_DECKLIST_COUNT = 99_999  # copies on one decklist line (Fill a Deck holds MAX_ZONE_CARDS)
MAX_ROLLS = 100
MAX_BRANCHES = 1_000  # timeline branches saved beside a sandbox board
MAX_TIMELINE_MOMENTS = 1_000_000  # moments held by those branches, forks counted in full
MAX_ROLL_RUNS = 216  # per die-roll branch: three dice of ranges 1-6


def read_bounded(path: Path, where: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path`` if it is a regular file of at most ``limit`` bytes, else a
    :class:`LoadError`. The file is opened without blocking (a FIFO does not hang) and
    checked on the opened handle (no swap between check and read)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise LoadError([f"{where}: cannot read: {exc.strerror or exc}"]) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise LoadError([f"{where}: not a regular file (a device, pipe or folder)"])
        if info.st_size > limit:
            raise LoadError([f"{where}: too large ({_size(info.st_size)}; at most {_size(limit)})"])
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:  # grew while being read
                raise LoadError([f"{where}: too large (more than {_size(limit)})"])
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise LoadError([f"{where}: cannot read: {exc.strerror or exc}"]) from None
    finally:
        os.close(fd)


def shown_ability(text: str) -> str:
    """A printed ability as messages and the trace quote it: whole up to
    :data:`MAX_ABILITY_CHARS` (every real one), past that its start and its length — an
    ability too long to read is named, not printed in full in every line that names it."""
    if len(text) <= MAX_ABILITY_CHARS:
        return text
    return f"{text[:200]}…({len(text):,} characters)"


def _size(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{n} bytes"


_SPECIAL = re.compile(r"[\[\]{}'\"#\n\\]")


def flow_nesting_problem(text: str, max_depth: int = MAX_DEPTH) -> int | None:
    """The line where ``[`` / ``{`` brackets nest deeper than ``max_depth``, or ``None``.

    A linear scan before parsing (quoted strings and comments skipped; only the special
    characters are visited), so thousands of brackets are refused at once instead of
    driving the YAML parser into deep recursion."""
    if text.count("[") + text.count("{") <= max_depth:
        return None
    depth = 0
    line = 1
    quote = ""
    skip_to = -1
    for m in _SPECIAL.finditer(text):
        at = m.start()
        c = text[at]
        if c == "\n":
            line += 1
        if at < skip_to:
            continue
        previous = text[at - 1] if at else "\n"
        if quote:
            if quote == '"' and c == "\\":
                skip_to = at + 2
            elif c == quote:
                quote = ""
        elif c == "#" and previous in " \t\n":
            end = text.find("\n", at)
            skip_to = len(text) if end < 0 else end
        elif c in "\"'" and (depth or previous in " \t\n:,[{-"):
            quote = c
        elif c in "[{":
            depth += 1
            if depth > max_depth:
                return line
        elif c in "]}":
            depth = max(0, depth - 1)
    return None


def shape_problem(
    data: Any, max_depth: int = MAX_DEPTH, max_values: int = MAX_VALUES
) -> tuple[str, Sequence[int | str]] | None:
    """What is too deep or too big in loaded ``data`` (and where), or ``None``. Walks
    without recursion and stops at the first excess, so it is cheap on any input; a value
    reached through an alias is counted each time it is used, as a reader would expand it."""
    # each visited value: (its parent's index in ``trail``, its key); the path of the
    # offending value is rebuilt from it only when there is one
    trail: list[tuple[int, int | str]] = [(-1, "")]
    stack: list[tuple[Any, int, int]] = [(data, 0, 0)]
    while stack:
        node, depth, at = stack.pop()
        if len(trail) > max_values:
            return f"too many values (more than {max_values:,}, aliases expanded)", _path(trail, at)
        if depth > max_depth:
            return f"nested too deeply (more than {max_depth} levels)", _path(trail, at)
        if isinstance(node, dict):
            items: Any = node.items()
        elif isinstance(node, list | tuple):
            items = enumerate(node)
        else:
            continue
        for key, value in items:
            trail.append((at, key if isinstance(key, int) else str(key)))
            stack.append((value, depth + 1, len(trail) - 1))
    return None


def _path(trail: list[tuple[int, int | str]], at: int) -> tuple[int | str, ...]:
    parts: list[int | str] = []
    while at > 0:
        parent, key = trail[at]
        parts.append(key)
        at = parent
    return tuple(reversed(parts))


def board_problem(state: GameState) -> str | None:
    """What on ``state`` is past the bounds a scenario layout may hold (cards per zone,
    Mana Orbs, counters), in words, or ``None``. A judge's edit is checked with it where
    it enters the board, so the board can always be saved and opened again — the app is
    never stricter when reading a file than when the file was made."""
    for zone, objects in state.zones.items():
        mana = z.kind_of(zone) is ZoneKind.MANA
        bound = MAX_MANA if mana else MAX_ZONE_CARDS
        if len(objects) > bound:
            what = "Mana Orbs" if mana else "cards"
            return (
                f"{zone_words(zone)} would hold {len(objects):,} {what}; "
                f"at most {bound} are allowed there"
            )
    for oid, obj in state.objects.items():
        for name, count in obj.counters.items():
            if count > MAX_COUNTERS:
                return (
                    f"{state.name(oid)} would have {count:,} {name} counters; "
                    f"at most {MAX_COUNTERS} are allowed"
                )
    return None


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}|\\U0000[dD][89a-fA-F]")


def may_hold_surrogates(text: str) -> bool:
    """Whether JSON or YAML ``text`` escapes a UTF-16 surrogate (``\\ud800``): only then
    can the loaded data hold a character no file, database or terminal can store."""
    return _SURROGATE_ESCAPE.search(text) is not None


def surrogate_problem(data: Any) -> tuple[str, Sequence[int | str]] | None:
    """Where loaded ``data`` holds a lone surrogate (a key or string that cannot be
    written as UTF-8), or ``None``. Walks without recursion."""
    stack: list[tuple[Any, tuple[int | str, ...]]] = [(data, ())]
    while stack:
        node, path = stack.pop()
        if isinstance(node, str):
            try:
                node.encode("utf-8")
            except UnicodeEncodeError as exc:
                char = node[exc.start]
                return f"an invalid character (a lone surrogate, U+{ord(char):04X})", path
        elif isinstance(node, dict):
            for key, value in node.items():
                stack.append((key, path))
                stack.append((value, (*path, key if isinstance(key, int) else str(key))))
        elif isinstance(node, list | tuple):
            stack.extend((value, (*path, i)) for i, value in enumerate(node))
    return None


MAX_DAY = 10_000  # as a scenario's ``day`` (scenarios.scenario.models)
_OBJECT_ID = re.compile(r"^o[0-9]+$")


def saved_state_problems(state: GameState) -> list[str]:
    """What a saved state holds that no game can (checked when a state file is read,
    beside the engine's own invariants): not two players, a day or counter out of range,
    an agenda task the engine does not know, a decision offering an object that does not
    exist."""
    from engine.state.agenda import TaskKind

    found: list[str] = []
    if len(state.players) != 2:
        found.append(f"a game has exactly two players (1.1.2.a), not {len(state.players)}")
    if not 0 <= state.day <= MAX_DAY:
        found.append(f"day {_short(state.day)} is not a day of a game (0 to {MAX_DAY:,})")
    for name in ("next_object", "next_timestamp", "next_decision"):
        value = getattr(state, name)
        if not 1 <= value <= 2**62:
            found.append(f"{name} {_short(value)} is out of range")
    if state.loop_bound is not None and not 1 <= state.loop_bound <= 1_000_000_000:
        found.append(f"loop_bound {_short(state.loop_bound)} is out of range (1 to 1,000,000,000)")
    if not 0 <= state.event_seq <= 2**62:
        found.append(f"event_seq {_short(state.event_seq)} is out of range")
    kinds = {v for k, v in vars(TaskKind).items() if k.isupper() and isinstance(v, str)}
    for task in state.agenda:
        if task.kind not in kinds:
            found.append(f"the agenda holds a task the engine does not know ({task.kind!r})")
            break
    if state.pending is not None:
        for option in state.pending.options:
            ghosts = [
                part
                for part in option.id.split(":")
                if _OBJECT_ID.match(part) and part not in state.objects
            ]
            if ghosts:
                found.append(
                    f"the decision offers {option.id!r}, naming {ghosts[0]}, which does not exist"
                )
                break
    return found


def _short(value: object) -> str:
    text = str(value)
    return text if len(text) <= 24 else f"{text[:12]}…({len(text):,} digits)"
