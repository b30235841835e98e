"""gram99's readings played on a board (issue 30): Mana Orbs of a status chosen, put in a
hand, counted and in conditions (3.2.9.b-c), and the optional replacement of [Tunneler]'s
reminder — "If I would go to Reserve from an Expedition, you may put me in your Mana zone as
an exhausted Mana Orb instead" — asked of the modifier's controller (6.2.d)."""

from __future__ import annotations

from collections.abc import Callable

from engine import GameBuilder, Phase, answer, find
from engine.state.decisions import Decision, DecisionKind
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_mana_zone_objects import (
    ALL_ORBS_EXHAUSTED,
    BOOST_PER_EXHAUSTED_ORB_MAX,
    MAY_PUT_EXHAUSTED_ORB_IN_HAND,
    READY_ONE_EXHAUSTED_ORB,
    TUNNELER,
)
from .test_board_mana_orbs_objects import _board, _exhausted
from .test_board_numbers_and_distribution import _resolved


def _yes_then_first(asked: list[Decision]) -> Callable[[Decision], list[str]]:
    """Answers "yes" to a question, else the first option; each decision noted."""

    def pick(d: Decision) -> list[str]:
        asked.append(d)
        yes = [o.id for o in d.options if o.id == "yes"]
        return yes or list(d.option_ids()[:1])

    return pick


def test_3_2_9_b_ready_one_of_your_exhausted_mana_orbs_offers_only_exhausted_ones() -> None:
    asked: list[Decision] = []
    # the ready Orb pays the Unique's cost (1); one ready and three exhausted are left
    state, _ = _resolved(
        _board(READY_ONE_EXHAUSTED_ORB, ready=2, exhausted=2),
        _yes_then_first(asked),
    )
    (chosen,) = [d for d in asked if d.kind is not DecisionKind.TURN]
    assert len(chosen.options) == 3  # the exhausted ones only: the ready Orb is not offered
    assert _exhausted(state, "p1") == 2


def test_7_3_27_a_may_put_an_exhausted_mana_orb_in_hand_and_if_you_do() -> None:
    asked: list[Decision] = []
    b = _board(MAY_PUT_EXHAUSTED_ORB_IN_HAND, ready=1, exhausted=1)
    state, _ = _resolved(b, _yes_then_first(asked))
    assert len(state.zone("mana:p1")) == 1  # one of the two exhausted Orbs went to the hand
    assert len(state.zone("hand:p1")) == 1
    assert state.objects[find(state, "Unique")].counters.get("boost", 0) == 2


def test_3_2_9_b_all_your_mana_orbs_exhausted() -> None:
    drawn = []
    for ready in (1, 2):  # after the cost, none ready / one ready
        state, _ = _resolved(_board(ALL_ORBS_EXHAUSTED, ready=ready, exhausted=2))
        drawn.append(len(state.zone("hand:p1")))
    assert drawn == [1, 0]


def test_6_5_i_boosts_per_exhausted_mana_orb_up_to_a_max() -> None:
    boosts = []
    for exhausted in (1, 4):  # with the cost's Orb: 2, then 5 exhausted (at most 3 boosts)
        state, _ = _resolved(_board(BOOST_PER_EXHAUSTED_ORB_MAX, ready=1, exhausted=exhausted))
        boosts.append(state.objects[find(state, "Unique")].counters.get("boost", 0))
    assert boosts == [2, 3]


def _rest(apply: bool | None) -> tuple[GameState, list[Decision], list[TraceEntry]]:
    """The Drone in p1's Expedition at Night: Rest sends it to Reserve (4.2.5.b) unless its
    modifier applies; p1 answers ``apply`` when asked."""
    fields = grammar_fields(TUNNELER, "Drone", unique=False)
    b = GameBuilder().in_expedition("p1", "hero", "Drone", **fields)
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_phase(Phase.NIGHT).build())
    asked: list[Decision] = []
    said: list[TraceEntry] = []
    for _ in range(5):
        d = state.pending
        if d is None or d.kind is DecisionKind.TURN or "Drone" not in d.prompt:
            break
        asked.append(d)
        assert d.kind == "optional_modifier"
        state, entry = answer(state, d.id, ("yes" if apply else "no",))
        state, more = until_decision(state)
        said += [entry, *more]
    return state, asked, said


def test_6_2_d_tunneler_asks_its_controller_and_goes_to_the_mana_zone_exhausted() -> None:
    state, asked, said = _rest(True)
    assert [d.player for d in asked] == ["p1"]  # the modifier's controller decides (6.2.d)
    drone = find(state, "Drone")
    assert drone in state.zone("mana:p1") and drone not in state.zone("reserve:p1")
    (rest,) = [e for e in said if e.text.startswith("Rest:")]
    assert "Drone is sent to p1's Mana zone" in rest.text
    assert {"4.2.5.b", "6.2.b", "6.2.d", "3.2.9.b"} <= set(rest.rules)  # exhausted, 3.2.9.b
    # it entered exhausted: the next Morning's Prepare readies it (4.2.1.c)
    (prepare,) = [e for e in said if e.text.startswith("Prepare:")]
    assert "p1's Mana Orb 1 is readied" in prepare.text


def test_6_2_d_tunneler_declined_goes_to_reserve() -> None:
    state, asked, said = _rest(False)
    assert len(asked) == 1
    assert find(state, "Drone") in state.zone("reserve:p1")
    assert not any("Mana zone" in e.text for e in said if e.text.startswith("Rest:"))
