"""The object slot matrix finds its constructions in the grammar itself and judges each
cell (gram41, issue 30): run here on a small sample."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

from object_slot_matrix import FORMS, _reading, constructions, judge  # noqa: E402


def test_the_constructions_are_the_grammars_own() -> None:
    found = list(constructions())
    exhaust = [c for c in found if c.alias == "exhaust"]
    assert exhaust and exhaust[0].slot_kind == "np"
    assert exhaust[0].sentence(None) == "{j} exhaust target character."
    assert any(c.slot_kind == "plural" and c.origin == "static_after" for c in found)
    # a construction printing an object noun as literal words is counted as narrow
    assert any(c.slot_kind == "narrow" and "expedition" in c.before for c in found)


def test_a_cell_is_right_refused_or_wrong_by_its_reading() -> None:
    [exhaust] = [c for c in constructions() if c.alias == "exhaust"][:1]
    _, plain = _reading(exhaust.sentence(None))
    verdicts = {f.name: judge(exhaust, f, plain)[0] for f in FORMS}
    assert verdicts["plain"] == "right"
    assert verdicts["zones list"] == "right"  # "up to two target cards you control or in …"
    assert verdicts["two targets"] == "refused"  # two objects of one step: not read
