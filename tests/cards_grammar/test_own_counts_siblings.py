"""The sibling sentences of gram73 (:mod:`.sentences_own_counts`): each one read runs through
the import's path; each one not read is refused, never read as something else; a count of
each object's own counters or each player's own objects reaches the engine as such."""

from __future__ import annotations

import pytest

from engine.state.conditions import Counted, Whose
from scenarios.cards.compile_steps import compile_step
from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_own_counts import NOT_READ, SIBLINGS

READ = tuple(t for t in SIBLINGS if t not in NOT_READ)


def test_the_lists_hold_together() -> None:
    assert len(SIBLINGS) >= 100 and set(NOT_READ) <= set(SIBLINGS)


@pytest.mark.parametrize("text", READ)
def test_a_sibling_is_read_and_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.abilities and reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", NOT_READ)
def test_a_sibling_not_read_yet_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text, hand_cost=3)).executable


@pytest.mark.parametrize("text", [t for t in READ if " it has" in t or " they control" in t])
def test_its_own_count_is_never_one_count_for_all(text: str) -> None:
    """ "… it has" is counted on each object acted on, "… they control" for each player."""
    model = read_printed(probe_card(text, hand_cost=3)).model
    steps = model.effect if text.startswith("SPELL ") else model.abilities[0].reaction.effect  # type: ignore[union-attr]
    (step,) = [s for s in steps if s.per is not None]
    (compiled,) = compile_step(step)
    assert compiled.per is not None
    assert compiled.per.counted == Counted.ITS_OWN_COUNTERS or compiled.per.whose == Whose.THEIR_OWN
