"""Choosers and instead (session 38): the siblings of :mod:`.sentences_choosers_instead` read as
judged — "Each player / Target player chooses one:" each player's own choice of modes (6.1.h, 6.5.g,
7.5.6.b), the modes' steps the chooser's own (1.4.7.b); "If [c], instead [X']" the replacing
modifier of the step before (6.2.b, 6.5.e, 6.5.d); a choice among "them" only after a step that saw
cards (6.1.g, 3.1.3.f) — each written back by the writer with the same meaning, each near-miss
refused with its reason. Boards: test_board_choosers.py, test_board_instead.py."""

from __future__ import annotations

from typing import Any

import pytest

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.writer.meaning_audit import SPELL, audit, read

from .sentences_choosers_instead import (
    READ_AMONG,
    READ_EVERY_CHOOSER,
    READ_INSTEAD,
    REFUSED_AMONG,
    REFUSED_EVERY_CHOOSER,
    REFUSED_INSTEAD,
)
from .sibling_checks import assert_near_miss_refused

_HEAD = {"each_player": "Each player chooses", "target_player": "Target player chooses"}


def _steps(text: str) -> list[dict[str, Any]]:
    spell = text.startswith(SPELL)
    reading = read(text.removeprefix(SPELL), spell=spell)
    part = reading.get("reaction") or reading.get("quick_action") or reading
    steps: list[dict[str, Any]] = part["effect"]
    return steps


def _refused(text: str, words: str) -> None:
    """A near-miss refused with ``words``: a Spell's effect by the grammar read as a
    Spell's, any other text by the printed reader (else the grammar behind it)."""
    if not text.startswith(SPELL):
        assert_near_miss_refused(text, words)
        return
    with pytest.raises(NotRead) as refused:
        read(text.removeprefix(SPELL), spell=True)
    assert words in str(refused.value)


def _same_written(text: str) -> str:
    written = audit(text.removeprefix(SPELL), spell=text.startswith(SPELL))
    assert written.kind == "same", written
    return written.written


@pytest.mark.parametrize(("text", "judged"), sorted(READ_EVERY_CHOOSER.items()))
def test_each_player_named_chooses_their_own_mode(text: str, judged: tuple[str, int, int]) -> None:
    """The choosing step is the players' (``players_do``): each of them chooses (6.5.g,
    7.5.6.b) and does the mode as its own — no step of a mode names another player, "they"
    and "their" read as the chooser's "you" / "your" (1.4.7.b); never an opponent's choice."""
    step = next(s for s in _steps(text) if s.get("modes"))
    assert (step["players_do"], step["choose"], len(step["modes"])) == judged, step
    assert not step.get("opponent_chooses_modes") and not step.get("may")
    for mode in step["modes"]:
        for done in mode["effect"]:
            assert "players_do" not in done, mode  # the chooser's own (1.4.7.b)
            assert "opponent" not in str(done.get("subject", "")), mode
    assert _HEAD[judged[0]].lower() in _same_written(text).lower()


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_EVERY_CHOOSER.items()))
def test_a_chooser_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


@pytest.mark.parametrize(("text", "judged"), sorted(READ_INSTEAD.items()))
def test_instead_replaces_the_step_before(text: str, judged: tuple[str, str, str]) -> None:
    """ "whole": one step, the replacing one under the condition and the replaced one as
    its "otherwise" — never both (6.2.b, 6.5.e); "chosen": the replaced step's object chosen
    first (6.5.b), then the step for it decided by the condition on it (6.5.d)."""
    how, met, not_met = judged
    steps = _steps(text)
    assert len(steps) == 1, steps  # the replaced step is not done beside its replacement
    step = steps[0]
    if how == "chosen":
        (step,) = step["chosen_instead"]
        assert step["subject"] == "it"
    assert "if" in step and len(step["otherwise"]) == 1, step
    assert (step["action"], step["otherwise"][0]["action"]) == (met, not_met), step
    _same_written(text)


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_INSTEAD.items()))
def test_an_instead_near_miss_stays_refused(text: str, words: str) -> None:
    _refused(text, words)


@pytest.mark.parametrize(("text", "seeing"), sorted(READ_AMONG.items()))
def test_one_of_them_after_cards_seen_reads(text: str, seeing: str) -> None:
    (step,) = _steps(text)
    assert step["action"] == seeing and step["then"][0]["subject"] == "a_card_among_them"


@pytest.mark.parametrize(("text", "words"), sorted(REFUSED_AMONG.items()))
def test_one_of_them_after_no_cards_seen_is_refused(text: str, words: str) -> None:
    _refused(text, words)


def test_the_siblings_are_many() -> None:
    assert len(READ_EVERY_CHOOSER) >= 40 and len(READ_INSTEAD) >= 40
    assert len(REFUSED_EVERY_CHOOSER) >= 5 and len(REFUSED_INSTEAD) >= 5
    assert len(REFUSED_AMONG) >= 5
