"""Die rolls in scenarios (7.3.33.a): what the dice showed, and branches per result.

A roll in the engine is a decision the player who rolls answers with what the die showed
(``roll_die``, 1 to 6: 1.1.7.d). A scenario states the results in order (``rolls: [4,
2]``), or expects outcomes per result (``per_roll:``): each branch names its results —
a number, or a range ``"4-6"`` / ``"4+"`` run once per value — and its expectations, and
the scenario is run once for each combination of values.
"""

from __future__ import annotations

import itertools
import re

from scenarios.limits import MAX_ROLL_RUNS

_RANGE = re.compile(r"^\s*(?P<low>\d+)\s*(?:(?P<plus>\+)|-\s*(?P<high>\d+))?\s*$")


def roll_values(value: object) -> tuple[int, ...]:
    """The results a written roll stands for: ``4`` -> (4,), ``"1-3"`` -> (1, 2, 3),
    ``"5+"`` -> (5, 6); :class:`ValueError` (a judge's message) otherwise."""
    if isinstance(value, bool):
        raise ValueError(f"{value!r} is not a die result (1 to 6)")
    if isinstance(value, int):
        low = high = value
    elif isinstance(value, str) and (m := _RANGE.match(value)) is not None:
        low = int(m["low"])
        high = 6 if m["plus"] else int(m["high"] or low)
    else:
        raise ValueError(f"{value!r} is not a die result: write 1 to 6, a range '1-3' or '4+'")
    if not 1 <= low <= high <= 6:
        raise ValueError(
            f"{value!r}: a six-sided die shows 1 to 6 (7.3.33.a), and a range goes from low to high"
        )
    return tuple(range(low, high + 1))


def combinations(rolls: tuple[tuple[int, ...], ...]) -> list[tuple[int, ...]]:
    """Every sequence of results a branch stands for (one value from each written roll)."""
    return list(itertools.product(*rolls))


def check_runs(rolls: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """Validate a branch's rolls: at least one, at most :data:`MAX_ROLL_RUNS` combinations."""
    if not rolls:
        raise ValueError("a branch names what the dice showed: at least one result")
    runs = 1
    for values in rolls:
        runs *= len(values)
    if runs > MAX_ROLL_RUNS:
        raise ValueError(f"these rolls stand for {runs} runs; at most {MAX_ROLL_RUNS} per branch")
    return rolls


def said(rolls: tuple[int, ...]) -> str:
    """Results in a judge's words: "the die shows 4", "the dice show 4, 2"."""
    if len(rolls) == 1:
        return f"the die shows {rolls[0]}"
    return "the dice show " + ", ".join(str(r) for r in rolls)
