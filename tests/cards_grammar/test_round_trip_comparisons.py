"""ge (issue 30, session 33): the writer prints parity ("with an even Hand Cost", 2.2.7) and
comparisons with me ("with the same name as me", 2.2.4.b; "that shares a sub-type with me",
2.2.2) back in card style, and the reader reads the printed text to the same reading — for
every read sibling of sentences_comparisons.py, and for random descriptions joining them
with a controller and "another"."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from .sentences_comparisons import TARGETS

PARITIES = [
    f"{p}:{of}"
    for p in ("even", "odd")
    for of in ("hand_cost", "reserve_cost", "boosts", "forest", "mountain", "water")
]
LIKENESSES = [
    "same:name",
    "different:name",
    "shares:subtype",
    "same:hand_cost",
    "same:reserve_cost",
]


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize("text", sorted(t for t, step in TARGETS.items() if step is not None))
def test_a_comparison_is_written_and_read_back_the_same(text: str) -> None:
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert _read(written) == read, written


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([*PARITIES, *LIKENESSES]),
    st.sampled_from([None, "you", "opponent"]),
    st.booleans(),
)
def test_random_descriptions_are_written_and_read_back(
    part: str, controller: str | None, another: bool
) -> None:
    flt: dict[str, Any] = {"parity" if part in PARITIES else "as_me": part}
    if controller:
        flt["controller"] = controller
    if another:
        flt["another"] = True
    reading = {
        "reaction": {
            "trigger": "enters_play",
            "effect": [{"action": "exhaust", "subject": "target_character", "filter": flt}],
        }
    }
    written = write_ability({**reading, "text": ""})
    assert _read(written) == reading, written
