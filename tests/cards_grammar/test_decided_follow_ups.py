"""The sibling sentences of "who acts after another player's decision" (gram64): none read
wrong, and the follow-ups read for whom they name (benchmarks/decided_follow_ups_audit.py
prints the whole matrix: 550 sentences, right 454, refused 96 by name at gram64; before
it, right 112)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from decided_follow_ups_audit import verdict

from .sentences_decided_follow_ups import siblings

_SAMPLE = siblings()[::7]
"""One in seven of the matrix (every follow-up form, each actor and action)."""


@pytest.mark.parametrize(("text", "whose"), _SAMPLE)
def test_a_sibling_is_never_read_wrong(text: str, whose: str) -> None:
    assert verdict(text, whose) != "wrong"


@pytest.mark.parametrize(
    "text",
    [
        "{J} Target opponent may exhaust a Character they control. If they don't, draw a card.",
        "{J} Each opponent may ready a Character they control. If they do, draw a card.",
        "{J} Target player may pay {1}. If they don't, they sacrifice a Character.",
        "{J} Your opponent may Resupply. If they do, they draw a card.",
    ],
)
def test_read_for_whom_it_names(text: str) -> None:
    whose = "theirs" if ", they " in text else "yours"
    assert verdict(text, whose) == "right"


def test_they_after_a_decision_about_their_own_object_is_theirs() -> None:
    """The opponent decides whether to sacrifice one of their own Characters (6.5.c, 1.4.7.b);
    "they draw" is that opponent's own step (eng83: the step is said as the one they do, so
    the engine finds the one player who decided — refused before)."""
    from _common import grammar_alone

    reading = grammar_alone(
        "{J} Target opponent may sacrifice a Character. If they don't, they draw a card."
    )
    assert reading.executable
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    (step,) = dumped["abilities"][0]["reaction"]["effect"]
    assert step["players_do"] == "target_opponent" and step["may"] is True
    assert step["subject"] == "a_character_you_control"
    assert step["if_not_done"] == [{"action": "draw"}]  # theirs: no caster's step
    assert "follow_ups_yours" not in step


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            # no decision before it (after "Each player may" it is "If they do, they", gram114)
            "{J} Each player draws a card. Each player who does discards a card from their hand.",
            "follows no decision of each player just before it (6.5.c, 6.5.f)",
        ),
        (
            "{J} Target player may pay {1}. Each opponent who does draws a card.",
            "after a decision no opponent made",
        ),
    ],
)
def test_who_does_refused_by_name(text: str, reason: str) -> None:
    from _common import grammar_alone

    reading = grammar_alone(text)
    assert not reading.executable
    assert reason in reading.abilities[0].reason
