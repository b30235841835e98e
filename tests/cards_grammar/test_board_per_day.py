"""A quick action printed "Use this ability only once each Day", read by the grammar alone
and played on a board (issue 30): played once, it is not offered again that Day and a second
declaration is refused (5.1.2.g, counted as 1.4.6.b counts plays per Day); said of a
Reaction it is not read."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.core import play_quick_action
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from scenarios.cards.grammar.reader import read_ability

from ..cards_text.helpers import names
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY

ONCE = "{1}: Draw a card. Use this ability only once each Day."
TWICE = "{1}: Draw a card. Activate this only twice per Day."


def _offered(state: GameState, oid: str) -> bool:
    assert state.pending is not None
    return any(i.startswith(f"quick:{oid}:") for i in state.pending.option_ids())


def _answered(state: GameState) -> GameState:
    """The quick action paid and resolved: its decisions answered with their first options
    until p1's turn comes back."""
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))
        state, _ = until_decision(state)
    assert state.pending is not None and state.pending.player == "p1"
    return state


@pytest.mark.parametrize(("text", "times"), [(ONCE, 1), (TWICE, 2)])
def test_5_1_2_g_a_quick_action_only_n_times_each_day(text: str, times: int) -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", **{**ALLY, **grammar_fields(text)})
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon(first="p1").build())
    oid = find(state, "Scribe")
    for _ in range(times):
        assert _offered(state, oid)
        state, _ = play_quick_action(state, "p1", oid, 0)
        state = _answered(state)
    assert len(names(state, "hand:p1")) == times  # the cards drawn
    assert not _offered(state, oid)
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", oid, 0)
    assert "5.1.2.g" in str(refused.value.rule)


def test_only_once_each_day_said_of_a_reaction_is_its_activations_each_day() -> None:
    # gv: "Use this ability only once each Day" on a Reaction limits its activations each
    # Day (1.4.6.c), as "This ability triggers only once per Day" reads
    reading = read_ability("{J} I gain 1 boost. Use this ability only once each Day.")
    assert reading["reaction"]["per_day"] == 1
