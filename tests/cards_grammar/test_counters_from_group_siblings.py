"""The siblings of :mod:`.sentences_counters_from_group` (issue 30, session 35): "N counters
from [objects]" said without "each" is N in all (6.1.g): one in all reads as a step on one
object chosen; two or more in all, refused then, read divided since gz (session 36); "from
each" / "from all" stays N from each (6.1.e)."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import effect_steps, probe_card
from .sentences_counters_from_group import READ_GV, REFUSED_GV

_steps = effect_steps


@pytest.mark.parametrize("text", sorted(READ_GV))
def test_a_sibling_reads_as_judged(text: str) -> None:
    action, subject, amount, each = READ_GV[text]
    step = _steps(text)[0]
    assert (step["action"], step["subject"], step["amount"]) == (action, subject, amount), step
    assert bool(step.get("each")) is each, step
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(REFUSED_GV))
def test_a_group_in_all_now_reads_divided(text: str) -> None:
    """gv refused two or more in all; gz (session 36) reads them divided among the group
    (6.1.g): a spend ``in_all`` (7.3.38.a), a removal a total among the objects (2.5.g) —
    never N from each (``each``)."""
    step = _steps(text)[0]
    assert not step.get("each"), step
    assert step["subject"] not in ("a_character_you_control", "target_character"), step
    if step["action"] == "spend_counters":
        assert step.get("in_all") is True, step
    else:
        assert step["action"] == "remove_counters" and "in_all" not in step, step
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


def test_the_siblings_are_many() -> None:
    assert len(READ_GV) + len(REFUSED_GV) >= 30
