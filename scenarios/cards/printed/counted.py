"""Effects whose number is X, "where X is my number of [name] counters" (6.5.i, 6.5.g):

* "Do the following X+1 times, where X is my number of Arcane counters: • [step]" — the
  ● line's step, done X+1 times, one after the other, X counted as it begins (``times`` 1
  and ``x_is``);
* "Choose X+1, where X is my number of Arcane counters[. You may pick the same option
  multiple times]: • ... • ..." — a modal step choosing X+1 modes (``choose`` 1 and
  ``x_is``), the same mode more than once if it says so.

Only a single ● line's single step (with what it enables) is repeated; anything else is not
understood.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from scenarios.cards.printed.clauses import NotUnderstood, Step, number_word
from scenarios.cards.printed.text import BULLET

_X_IS = r"x\+(?P<n>\d+),? where x is (?P<x>my number of [a-z]+ counters|my number of boosts)"
_DO_TIMES = re.compile(r"^do the following " + _X_IS.replace(r",? where", r" times, where") + ":$")
_CHOOSE_X = re.compile(
    r"^choose " + _X_IS + r"(?P<again>\. you may pick the same option multiple times)?:$"
)
_CHOOSE_MORE_IF = re.compile(r"^choose one\. if (?P<cond>.+), you may choose both:$")
_CHOOSE_AGAIN = re.compile(
    r"^choose (?P<n>one|two|three|four)\. you may pick the same option multiple times:$"
)


def read_counted(
    text: str,
    read_effect: Callable[[str], list[Step]],
    modal: Callable[[str], Step],
) -> list[Step] | None:
    """The steps of a counted effect (see the module doc), ``None`` if ``text`` is not
    one. ``read_effect`` reads a ● line; ``modal`` reads "Choose N: ● ... ● ..."."""
    if BULLET not in text:
        return None
    head, *lines = [p.strip() for p in text.split(BULLET)]
    low = " ".join(head.lower().split())
    m = _DO_TIMES.match(low)
    if m is not None:
        if len(lines) != 1:
            raise NotUnderstood(low, "repeating several ● lines is not understood yet")
        steps = read_effect(lines[0])
        if len(steps) != 1 or "times" in steps[0]:
            raise NotUnderstood(low, "repeating several steps is not understood yet")
        return [{**steps[0], "times": int(m["n"]), "x_is": m["x"]}]
    m = _CHOOSE_X.match(low)
    if m is not None:
        step = modal(f"choose one: {BULLET} " + f" {BULLET} ".join(lines))
        step.update(choose=int(m["n"]), x_is=m["x"])
        if m["again"]:
            step["repeat_modes"] = True
        return [step]
    m = _CHOOSE_MORE_IF.match(low)
    if m is not None and len(lines) == 2:
        # "Choose one. If [condition], you may choose both": one mode, and the other too
        # while the condition holds as the modes are chosen (6.5.g).
        step = modal(f"choose one: {BULLET} " + f" {BULLET} ".join(lines))
        step["choose_more_if"] = m["cond"]
        return [step]
    m = _CHOOSE_AGAIN.match(low)
    if m is not None:
        step = modal(f"choose one: {BULLET} " + f" {BULLET} ".join(lines))
        step.update(choose=number_word(m["n"], low), repeat_modes=True)
        return [step]
    return None
