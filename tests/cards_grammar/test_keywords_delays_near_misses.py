"""The session-28 review's adversarial siblings (sentences_keywords_delays_near_misses.py) read as
judged: each read or refused as its meaning against the CR says, and the ones read wrong before now
read right or refused by name."""

from __future__ import annotations

import pytest

from .read_with_definition import outcome, reading
from .sentences_keywords_delays_near_misses import SIBLINGS, WRONG_BEFORE


@pytest.mark.parametrize("sibling", sorted(SIBLINGS))
def test_each_sibling_is_read_as_judged(sibling: str) -> None:
    assert outcome(sibling) == SIBLINGS[sibling]


def test_at_least_120_siblings_and_every_wrong_one_among_them() -> None:
    assert len(SIBLINGS) >= 120
    assert set(WRONG_BEFORE) <= set(SIBLINGS)


@pytest.mark.parametrize(
    "sibling", [s for s in WRONG_BEFORE if s.startswith("[") and SIBLINGS[s] == "refused"]
)
def test_2_2_12_c_a_number_said_twice_or_as_a_die_face_is_refused_naming_the_keyword(
    sibling: str,
) -> None:
    reasons = " ".join(a.reason for a in reading(sibling).abilities if a.reason)
    name = sibling.split("]", 1)[0].lstrip("[").split()[0]
    assert f"[{name}" in reasons


def test_the_defining_print_itself_is_refused_when_its_number_is_said_twice() -> None:
    text = (
        "[Haggle 2]. (You may play me for {2} less by also sacrificing a Character with Hand"
        " Cost 2 or less.)"
    )
    reasons = " ".join(a.reason for a in reading(text).abilities if a.reason)
    assert "says 2 more than once" in reasons and "[Haggle 2]" in reasons
