"""The siblings of :mod:`.sentences_chosen_not_targeted` (issue 30, session 34): each sentence of
``READ_GO`` is read by the grammar as the step on the object chosen (6.1.g), the later steps
held after its "then" on that same object (6.5.a), and is executable; each of ``REFUSED_GO`` is
not executable, its reason holding the words given."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import effect_steps, probe_card
from .sentences_chosen_not_targeted import READ_GO, REFUSED_GO

_steps = effect_steps


@pytest.mark.parametrize("text", sorted(READ_GO))
def test_a_sibling_reads_as_judged(text: str) -> None:
    action, subject, later = READ_GO[text]
    steps = _steps(text)
    assert len(steps) == 1, steps
    step = steps[0]
    assert (step["action"], step["subject"]) == (action, subject), step
    then = step.get("then") or []
    assert tuple(s["action"] for s in then) == later, step
    assert all(s.get("subject", "it") == "it" for s in then), step
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_GO.items()))
def test_a_near_miss_stays_refused(text: str, words: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    assert any(words in a.reason for a in reading.abilities), [a.reason for a in reading.abilities]


def test_the_siblings_are_many() -> None:
    assert len(READ_GO) >= 40
