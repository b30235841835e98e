"""Mode choosers: the siblings of "who chooses a mode" (sentences_mode_choosers.py) read as judged —
the chooser the text names (6.5.g, 6.1.g, 7.5.6.b; targeted, 6.5.b), the number of modes —
and written back by the writer with the same meaning (the chooser never dropped); the
near-misses stay refused with their reason."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.writer.meaning_audit import SPELL, audit, read

from .sentences_mode_choosers import READ_CHOOSERS, REFUSED_CHOOSERS


def _choosing_step(reading: dict[str, Any]) -> dict[str, Any]:
    if "effect" in reading and len(reading) == 1:
        step: dict[str, Any] = reading["effect"][0]
        return step
    step = reading["reaction"]["effect"][0]
    return step


@pytest.mark.parametrize(("text", "judged"), READ_CHOOSERS.items())
def test_the_chooser_is_the_player_named(text: str, judged: tuple[str, int]) -> None:
    spell = text.startswith(SPELL)
    step = _choosing_step(read(text.removeprefix(SPELL), spell=spell))
    who = (
        "target opponent"
        if step.get("modes_chooser_targeted")
        else "opponent"
        if step.get("opponent_chooses_modes")
        else "controller"
    )
    assert (who, step.get("choose")) == judged
    assert step["action"] == "choose" and len(step["modes"]) >= 2
    written = audit(text.removeprefix(SPELL), spell=spell)
    assert written.kind == "same", written
    named = {"target opponent": "Target opponent chooses", "opponent": "Each opponent chooses"}
    assert named.get(who, "Choose") in written.written


@pytest.mark.parametrize(("text", "words"), REFUSED_CHOOSERS.items())
def test_a_near_miss_stays_refused(text: str, words: str) -> None:
    with pytest.raises(NotRead) as refused:
        read(text)
    assert words in str(refused.value)


def test_the_siblings_are_many() -> None:
    assert len(READ_CHOOSERS) >= 40 and len(REFUSED_CHOOSERS) >= 5
