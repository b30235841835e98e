"""The siblings of :mod:`.sentences_object_unions` (issue 30, session 39): each read sibling
reads to the part judged by meaning and runs; each near-miss stays refused with its reason;
the slots not built yet are never executed; the writer prints the read ones back to the same
reading. Boards: test_board_object_unions.py."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .grammar_cards import assert_round_trip
from .probe import SPELL, effect_steps, probe_card
from .sentences_object_unions import (
    OBJECTS,
    OBJECTS_NOT_YET,
    OBJECTS_REFUSED,
    PLACES,
    PLACES_NOT_YET,
    PLACES_REFUSED,
)
from .sibling_checks import grammar_reason as _grammar_reason
from .sibling_checks import step_holds as _holds

READ = {**OBJECTS, **PLACES}
REFUSED = {**OBJECTS_REFUSED, **PLACES_REFUSED}


@pytest.mark.parametrize("text", sorted(READ))
def test_a_sibling_reads_as_judged_and_runs(text: str) -> None:
    step = effect_steps(text)[0]
    assert _holds(step, READ[text]), step
    reading = read_printed(probe_card(text))
    assert reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED.items()))
def test_a_near_miss_stays_refused_with_its_reason(text: str, words: str) -> None:
    assert not read_printed(probe_card(text)).executable
    assert words in _grammar_reason(text)


@pytest.mark.parametrize("text", (*OBJECTS_NOT_YET, *PLACES_NOT_YET))
def test_a_slot_not_built_yet_is_never_run(text: str) -> None:
    assert not read_printed(probe_card(text)).executable


@pytest.mark.parametrize("text", sorted(t for t in READ if not t.startswith(SPELL)))
def test_the_writer_prints_it_back(text: str) -> None:
    assert_round_trip(text)


def test_the_union_keeps_each_description_whole() -> None:
    """ "target Character with Hand Cost {2} or less or a token": the cost is the
    Character's, not the token's (English: "or a token" opens a second object)."""
    step = effect_steps("{J} Exhaust target Character with Hand Cost {2} or less or a token.")[0]
    first, second = step["filter"]["any_of"]
    assert first == {"types": ["Character"], "hand_cost_max": 2}
    assert second == {"tokens": True}
    assert "hand_cost_max" not in step["filter"]
