"""A Unique's colon over several steps and a condition around "have [object] do", read by
the grammar alone, played on boards (issue 30): one evaluation of the condition governs
every step of the output (6.5.d, 6.5.e), the steps after the first follow it whether or
not it did anything (6.1.c), and "otherwise" replaces them when it is false."""

from __future__ import annotations

from engine import GameBuilder, Status, find
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields
from .sentences_uniques import UNIQUE_SHAPES

SEVERAL, HAVE = UNIQUE_SHAPES
NOTHING_FIRST = (
    "{H} If your hand is empty: Exhaust target Character an opponent controls. I gain 1 boost."
)


def _unique(text: str) -> dict[str, object]:
    return grammar_fields(text)


def _played(text: str, other_cards: int) -> tuple[GameState, set[str]]:
    b = GameBuilder().in_hand("p1", "Unique", **_unique(text))
    for i in range(other_cards):
        b = b.in_hand("p1", f"Other {i}", **_unique(""))
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Unique")
    return state, {r for e in entries for r in e.rules}


def test_6_5_d_a_colon_condition_that_holds_gives_every_step_of_the_output() -> None:
    state, cited = _played(SEVERAL, 0)
    assert len(names(state, "hand:p1")) == 2
    assert state.objects[find(state, "Unique")].boosts == 1
    assert {"6.5.d", "6.5.e", "6.1.c"} <= cited


def test_6_5_d_a_colon_condition_that_fails_gives_no_step_of_the_output() -> None:
    state, _ = _played(SEVERAL, 1)
    assert names(state, "hand:p1") == ["Other 0"]
    assert state.objects[find(state, "Unique")].boosts == 0


def test_6_1_c_the_steps_after_a_step_that_did_nothing_still_happen() -> None:
    """No Character of the opponent to exhaust: the boost still comes (6.5.b, 6.1.c)."""
    state, _ = _played(NOTHING_FIRST, 0)
    assert state.objects[find(state, "Unique")].boosts == 1


def test_6_5_d_have_do_under_a_condition_that_holds() -> None:
    state, _ = _played(HAVE, 0)
    assert Status.ANCHORED in state.objects[find(state, "Unique")].statuses
    assert names(state, "hand:p1") == []


def test_6_5_e_have_do_otherwise_when_the_condition_fails() -> None:
    state, _ = _played(HAVE, 1)
    assert Status.ANCHORED not in state.objects[find(state, "Unique")].statuses
    assert len(names(state, "hand:p1")) == 2
