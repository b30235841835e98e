""" "[trigger], if [c], [output]" (issue 30, session 35) played on boards: the trigger's
condition written after a comma (6.3.b) — the Reaction activates only when it holds; with
", otherwise [Z]" it governs the output (6.5.e)."""

from __future__ import annotations

import pytest

from engine import ActionKind, GameBuilder, Step, TokenSpec
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from .grammar_cards import after_judge_step, grammar_fields

_CONDITION = "When a Character joins your Expeditions, if I'm Asleep, draw a card."
_OTHERWISE = (
    "When a Character joins your Expeditions, if I'm Asleep, draw a card, otherwise I gain 1 boost."
)


def _recruit() -> Step:
    """A judge's step creating a Recruit token in p1's Companion Expedition (it joins it)."""
    return Step(
        ActionKind.CREATE, expeditions=("p1:companion",), token=TokenSpec("Recruit", 1, 1, 1)
    )


def _joined(text: str, asleep: bool) -> tuple[GameState, int, set[str]]:
    fields = grammar_fields(text, "Watcher", unique=False)
    statuses = ("Asleep",) if asleep else ()
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", statuses=statuses, **fields)
    state = b.deck_of("p1", 3).build()
    hand = len(state.zone("hand:p1"))
    state, cited = after_judge_step(state, _recruit())
    return state, len(state.zone("hand:p1")) - hand, cited


@pytest.mark.parametrize(("asleep", "drawn"), [(True, 1), (False, 0)], ids=["holds", "not"])
def test_6_3_b_a_triggers_condition_after_a_comma(asleep: bool, drawn: int) -> None:
    _, got, cited = _joined(_CONDITION, asleep)
    assert got == drawn
    assert ("6.3.f" in cited) is bool(drawn)  # activated only when the condition holds
    assert "6.3.b" in cited or not drawn


@pytest.mark.parametrize(
    ("asleep", "drawn", "boosts"), [(True, 1, 0), (False, 0, 1)], ids=["holds", "otherwise"]
)
def test_6_5_e_otherwise_after_the_output(asleep: bool, drawn: int, boosts: int) -> None:
    from engine import find

    state, got, cited = _joined(_OTHERWISE, asleep)
    assert got == drawn
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
    assert {"6.3.f", "6.5.e"} <= cited  # activated either way: the condition is the output's
