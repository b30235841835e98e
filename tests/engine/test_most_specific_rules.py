"""Rule-driven branches cite the most specific rule that governs them (issue 18): rows of the
decision-point table corrected after comparing them with the rules text."""

from __future__ import annotations

from engine import GameBuilder, Keyword, Phase
from engine.pipeline.possible import impossible_reason
from engine.state.actions import ActionKind
from engine.state.game_state import evolve
from engine.state.steps import AtomicAction
from engine.why.table import TABLE

_FORWARD = AtomicAction(ActionKind.MOVE_FORWARD, expedition="p1:hero")


def test_7_4_2_c_defender_stops_any_move_forward_during_dusk_not_just_progress() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Wall", keywords=(Keyword.DEFENDER,))
    dusk = evolve(b.build(), phase=Phase.DUSK)
    assert impossible_reason(dusk, _FORWARD) == "7.4.2.c"
    # Outside Dusk, Defender does not stop an effect moving the Expedition forward.
    assert impossible_reason(evolve(dusk, phase=Phase.AFTERNOON), _FORWARD) is None
    # Without a Defender nothing stops it during Dusk either.
    plain = evolve(GameBuilder().in_expedition("p1", "hero", "Walker").build(), phase=Phase.DUSK)
    assert impossible_reason(plain, _FORWARD) is None


def test_1_2_4_d_support_abilities_work_in_reserve_by_the_rule_of_where_abilities_work() -> None:
    # 2.2.12.d only says what a support ability looks like; 2.2.12.i says where it works
    # (1.2.4.d is Section 1's summary of it, 1.1.1.d).
    assert TABLE["byhand.support_in_reserve"].rules == ("2.2.12.i",)


def test_2_5_g_counters_never_go_below_zero() -> None:
    # 2.5.b is about counters in hidden zones and the Discard pile, not about amounts.
    assert TABLE["edit.negative_counters"].rules == ("2.5.g",)
