"""The set-mechanics matrix (gram50, issue 30) crosses positions with kinds of set-defined
words, invents its names, and tells right from wrong and refused on a small sample."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from set_mechanics_matrix import (  # noqa: E402
    ACTION,
    COUNTER,
    _definitions,
    _granted_check,
    _read,
    cases,
    check,
)


def test_the_names_are_invented_and_every_kind_has_positions() -> None:
    found = list(cases())
    families = {c.family.split(":")[0] for c in found}
    assert {"action", "ability", "counter", "Character token", "Landmark token"} <= families
    assert ACTION not in ("Kindle", "Resupply") and COUNTER != "Ember"


def test_a_sample_is_read_right_a_wrong_meaning_is_told_and_a_grant_refused() -> None:
    found = list(cases())
    then = next(c for c in found if c.family == "action: after otherwise")
    assert check(then) == "right"
    wrong = replace(then, oracle=then.oracle.replace("otherwise", "then"))
    assert check(wrong) == "wrong"  # the branch is part of the meaning
    granted = next(c for c in found if c.family == "ability: granted")
    assert check(granted) == "right"  # ie40: the definition's ability, granted (2.2.15.a)
    _, said = _read(granted.text, _definitions(granted))
    assert _granted_check(said, "At Dusk — I gain 1 boost.") == "wrong"  # not the definition
