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
    # two targets of one step: read since g2 (session 32), the step done to each (6.5.b, 6.1.e)
    assert verdicts["two targets"] == "right"


def test_a_place_the_text_names_is_read_or_refused_never_dropped() -> None:
    """A place an object's words name ("in my Expedition", "in your Reserve", "in play or in
    Reserve") is in the reading or the sentence is refused — never read as the object
    anywhere (issue 31 review, cite24: the matrix's ``where`` forms, 0 wrong over every
    construction)."""
    places = [f for f in FORMS if f.name.startswith("where (")]
    assert {"where (my Expedition)", "where (your Reserve)"} <= {f.name for f in places}
    found = list(constructions())
    sample = [c for c in found if c.alias == "exhaust"][:1]
    sample += [c for c in found if c.slot_kind == "plural" and c.origin == "static_after"][:1]
    for c in sample:
        _, plain = _reading(c.sentence(None))
        for form in places:
            verdict, why = judge(c, form, plain)
            assert verdict != "wrong", (c.alias, form.name, why)
