"""Fuzz: malformed scenario, card and state files give a clear message, never a traceback,
within a time bound.

Each variant is a valid file with one to three random mutations (truncation, deleted or
repeated lines, extreme numbers, stray brackets and YAML syntax, deep nesting, alias bombs,
hostile paths). It goes through the command line in-process (``scenario run``, the path a
judge's file takes) or, for card set files, through the library loader. Passing means: the
command exits 0 or 1 with no ``Traceback`` in its output, every error line names the file,
and it took less than :data:`TIME_BOUND_S` (an alarm interrupts a hang).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import signal
from collections.abc import Iterator
from pathlib import Path
from types import FrameType

import pytest

from engine import GameBuilder, to_dict
from judge_app.cli.main import main
from scenarios import EXAMPLES_DIR, LIBRARY_DIR
from scenarios.cards.library import load_set
from scenarios.errors import LoadError
from scenarios.scenario.state_io import FORMAT_VERSION

TIME_BOUND_S = 10
VARIANTS = 40  # per kind of file; three kinds
SCENARIO_SEEDS = sorted(EXAMPLES_DIR.glob("*.yaml"))[:12]
TOKENS = [
    "[",
    "]",
    "{",
    "}",
    ": ",
    "- ",
    "&a ",
    "*a",
    "!!binary ",
    "!!python/object:os.system ",
    "\t",
    "\x00",
    "'",
    '"',
    "~",
    "null",
    "-7",
    "1e308",
    ".nan",
    "99999999999999999999",
    "{card: Kuwat}",
    "then: [",
    "%YAML 1.1\n",
    "---\n",
    "? ",
    "|\n",
    "<<: *a\n",
]
NUMBERS = ["-1", "0", "1000000", "1e308", ".inf", "x", "[]", "{}", "-99999"]
LINES = [
    "state_file: /dev/zero",
    "state_file: ../../etc/passwd",
    "  - request: {action: move, objects: [x], to: nowhere}",
    "mana: 1000000",
    "players: {hand: {}, p2: {}}",
    "first_player: p9",
    "day: -3",
]


class Hang(Exception):
    pass


@contextlib.contextmanager
def time_bound(seconds: int) -> Iterator[None]:
    def alarm(signum: int, frame: FrameType | None) -> None:
        raise Hang(f"took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 3)):
        lines = text.split("\n")
        op = rng.randrange(9)
        at = rng.randrange(max(1, len(lines)))
        if op == 0:
            text = text[: rng.randrange(max(1, len(text)))]
        elif op == 1 and len(lines) > 1:
            del lines[at]
            text = "\n".join(lines)
        elif op == 2:
            lines.insert(at, lines[at] if lines else "")
            text = "\n".join(lines)
        elif op == 3:
            digits = [i for i, c in enumerate(text) if c.isdigit()]
            if digits:
                i = rng.choice(digits)
                text = text[:i] + rng.choice(NUMBERS) + text[i + 1 :]
        elif op == 4:
            i = rng.randrange(max(1, len(text)))
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif op == 5:
            words = text.split()
            if len(words) > 2:
                a, b = rng.sample(range(len(words)), 2)
                text = text.replace(words[a], words[b], 1)
        elif op == 6:
            depth = rng.choice([60, 300, 3000])
            text += f"\nnote: {'[' * depth}{']' * depth}\n"
        elif op == 7:
            bomb = ["x: &b0 [a, a, a, a, a, a, a, a, a]"]
            bomb += [f"y{n}: &b{n} [" + ", ".join([f"*b{n - 1}"] * 9) + "]" for n in range(1, 9)]
            text += "\n" + "\n".join(bomb) + "\n"
        else:
            lines.insert(at, rng.choice(LINES))
            text = "\n".join(lines)
    return text


def _run_cli(*args: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue() + err.getvalue()


def _scenario_variant(n: int, folder: Path) -> Path:
    rng = random.Random(1000 + n)
    seed = SCENARIO_SEEDS[n % len(SCENARIO_SEEDS)]
    path = folder / f"variant{n}.yaml"
    path.write_text(mutate(seed.read_text(encoding="utf-8"), rng), encoding="utf-8")
    return path


ODD_VALUES = [None, -1, 0, "x", "o1", "p3", "hand:p1", [], {}, [[["deep"]]], 10**30, True]


def _poke(node: object, rng: random.Random) -> None:
    """Replace one value somewhere inside ``node`` (a random path down the state)."""
    while True:
        if isinstance(node, dict) and node:
            key = rng.choice(sorted(node, key=str))
            child = node[key]
            if isinstance(child, dict | list) and child and rng.random() < 0.7:
                node = child
                continue
            node[key] = rng.choice(ODD_VALUES)
            return
        if isinstance(node, list) and node:
            i = rng.randrange(len(node))
            child = node[i]
            if isinstance(child, dict | list) and child and rng.random() < 0.7:
                node = child
                continue
            node[i] = rng.choice(ODD_VALUES)
        return


def _state_variant(n: int, folder: Path) -> Path:
    rng = random.Random(2000 + n)
    state = (
        GameBuilder()
        .hero("p1", "Nadir")
        .in_hand("p1", "Kuwat", hand_cost=2)
        .in_expedition("p1", "hero", "Ada", forest=1)
        .mana("p1", 2, 1)
        .at_afternoon()
        .build()
    )
    data = {"format": "judge-app engine state", "version": FORMAT_VERSION, "state": to_dict(state)}
    text = json.dumps(data, indent=1)
    if n % 2:
        for _ in range(rng.randint(1, 3)):
            _poke(data["state"], rng)
        text = json.dumps(data, indent=1)
    else:
        text = mutate(text, rng)
    (folder / "board.state.json").write_text(text, encoding="utf-8")
    path = folder / f"state{n}.yaml"
    path.write_text("title: fuzzed state\nstate_file: board.state.json\n", encoding="utf-8")
    return path


def _card_variant(n: int, folder: Path) -> Path:
    rng = random.Random(3000 + n)
    seed = LIBRARY_DIR / ("basics.yaml" if n % 2 else "cr5_examples.yaml")
    path = folder / f"cards{n}.yaml"
    path.write_text(mutate(seed.read_text(encoding="utf-8"), rng), encoding="utf-8")
    return path


@pytest.mark.parametrize("n", range(VARIANTS))
@pytest.mark.parametrize("kind", ["scenario", "state"])
def test_fuzzed_scenario_and_state_files_give_clear_messages(
    tmp_path: Path, kind: str, n: int
) -> None:
    make = _scenario_variant if kind == "scenario" else _state_variant
    path = make(n, tmp_path)
    with time_bound(TIME_BOUND_S):
        code, output = _run_cli("scenario", "run", str(path))
    assert code in (0, 1)
    assert "Traceback" not in output
    if code == 1 and output.startswith("judge-app: "):
        lines = output.removeprefix("judge-app: ").splitlines()
        assert all(str(path) in line or "state.json" in line for line in lines[:1]), output


@pytest.mark.parametrize("n", range(VARIANTS))
def test_fuzzed_card_files_give_clear_messages(tmp_path: Path, n: int) -> None:
    path = _card_variant(n, tmp_path)
    with time_bound(TIME_BOUND_S):
        try:
            load_set(path)
        except LoadError as exc:
            assert exc.messages
            assert all(m.startswith(str(path)) for m in exc.messages), exc.messages
