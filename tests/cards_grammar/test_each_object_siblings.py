"""gf: every sibling of ONCE PER OBJECT (sentences_each_object.py) judged by meaning — the
step read once per object ("for_each") with the group or "it" it must have, a filtered
players' step with each player's condition, or refused (near-misses, with their reason)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from scenarios.cards.printed import read_printed

from .sentences_each_object import NEAR_MISSES, SIBLINGS, SPELL

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from _common import probe_card


def _steps(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for s in found:
        out.append(s)
        out.extend(_steps(list(s.get("then") or [])))
    return out


def _read(sentence: str) -> tuple[list[dict[str, Any]] | None, str]:
    read = read_printed(probe_card(sentence), patterns=False)
    if not read.executable:
        return None, " ".join(a.reason for a in read.abilities if a.reason)
    dumped = read.model.model_dump(exclude_defaults=True, mode="json")
    effect = dumped.get("effect") or [
        s
        for a in dumped.get("abilities") or []
        for part in (a.get("reaction"), a.get("quick_action"))
        if part
        for s in part.get("effect", [])
    ]
    return _steps(list(effect)), ""


def judge(sentence: str) -> str:
    """right / WRONG / refused."""
    expected = SIBLINGS[sentence]
    steps, reason = _read(sentence)
    if steps is None:
        if expected is None and NEAR_MISSES[sentence] in reason:
            return "right"
        return "refused"
    if expected is None:
        return "WRONG"
    if expected == "-":
        ok = any(s.get("players_if") and s.get("players_do") for s in steps)
        return "right" if ok else "WRONG"
    once = [s for s in steps if s.get("for_each")]
    if (
        len(once) != 1
        or once[0]["for_each"] != expected
        or ("per" in once[0] and once[0]["per"] not in ("its hand cost", "its reserve cost"))
    ):
        return "WRONG"
    return "right"


@pytest.mark.parametrize("sentence", sorted(SIBLINGS))
def test_each_sibling_is_read_right_or_refused(sentence: str) -> None:
    verdict = judge(sentence)
    assert verdict == "right", (verdict, sentence, _read(sentence))


def test_the_siblings_cover_every_slot() -> None:
    assert len(SIBLINGS) >= 160
    assert any(s.startswith(SPELL) for s in SIBLINGS)
    assert any(s.startswith("{T}: ") for s in SIBLINGS)


if __name__ == "__main__":
    tally: dict[str, int] = {}
    for s in SIBLINGS:
        v = judge(s)
        tally[v] = tally.get(v, 0) + 1
        if v != "right":
            print(v, s, _read(s)[1])
    print(len(SIBLINGS), tally)
