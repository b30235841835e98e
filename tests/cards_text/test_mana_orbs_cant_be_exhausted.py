"""Mana Orbs a "can't be exhausted" protects are not mana to pay with (1.2.5.e: mana is paid
by exhausting Mana Orbs; 1.4.1.a: can't beats can): a card that needs them is not playable,
the refusal — and the sandbox's "why can't I play this" — says so with 1.4.1.b (an
impossible cost cannot be paid), and a "You may pay {1} to …" is not offered (6.1.g)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, IllegalAction, find
from engine.pipeline.objects_cant import orbs_that_cant_be_exhausted, payable_orbs
from engine.play.legality import check_play
from engine.play.not_playable import why_not_playable
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .helpers import executed, fields, read


def _field(text: str) -> dict[str, object]:
    return fields(executed(read(text, type="Permanent", name="Stasis Field")))


def _board(text: str, *, owner: str = "p2") -> GameState:
    b = (
        GameBuilder()
        .in_landmarks(owner, "Stasis Field", **_field(text))
        .in_reserve("p1", "Walker", hand_cost=1, reserve_cost=1)
        .mana("p1", 2)
        .mana("p2", 1)
    )
    state, _ = until_decision(b.at_afternoon().build())
    return state


def test_the_reader_reads_mana_orbs_cant_be_exhausted_as_a_group_of_mana_orbs() -> None:
    ability = _field("Mana Orbs can't be exhausted.")["abilities"][0]  # type: ignore[index]
    assert ability.restriction.group.mana_orbs  # type: ignore[attr-defined]
    assert ability.restriction.actions == frozenset({"exhaust"})  # type: ignore[attr-defined]


def test_1_4_1_a_mana_orbs_that_cant_be_exhausted_are_not_payable() -> None:
    state = _board("Mana Orbs can't be exhausted.")
    assert payable_orbs(state, "p1") == ()
    assert len(orbs_that_cant_be_exhausted(state, "p1")) == 2


def test_1_4_1_a_your_mana_orbs_reaches_only_the_controllers() -> None:
    state = _board("Your Mana Orbs can't be exhausted.")  # p2's Landmark: p2's orbs only
    assert len(payable_orbs(state, "p1")) == 2
    assert payable_orbs(state, "p2") == ()


def test_1_4_1_a_characters_cant_be_exhausted_leaves_mana_orbs_payable() -> None:
    state = _board("Characters can't be exhausted.")
    assert len(payable_orbs(state, "p1")) == 2


def test_1_4_1_b_playing_is_refused_with_the_rule_and_the_sandbox_says_the_same() -> None:
    state = _board("Mana Orbs can't be exhausted.")
    walker = find(state, "Walker")
    with pytest.raises(IllegalAction) as refused:
        check_play(state, "p1", walker, "hero")
    assert refused.value.rule == "6.4.c"  # an impossible cost cannot be paid
    assert "can't be" in str(refused.value)
    why = why_not_playable(state, walker)
    assert [w.rule for w in why] == ["6.4.c"]
    assert "0 Mana Orbs can be exhausted" in why[0].text


def test_1_2_5_c_without_the_passive_the_card_is_playable() -> None:
    b = (
        GameBuilder()
        .in_landmarks("p2", "Idle Field")
        .in_reserve("p1", "Walker", hand_cost=1, reserve_cost=1)
        .mana("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    assert why_not_playable(state, find(state, "Walker")) == ()


def test_the_reader_reads_your_opponents_mana_orbs_with_the_opponent_as_controller() -> None:
    ability = _field("Your opponents' Mana Orbs can't be exhausted.")["abilities"][0]  # type: ignore[index]
    assert ability.restriction.group.mana_orbs
    assert ability.restriction.group.controller == "opponent"


def test_1_4_1_b_your_opponents_mana_orbs_refuses_the_opponents_mana_only() -> None:
    state = _board("Your opponents' Mana Orbs can't be exhausted.")  # p2's Landmark
    assert payable_orbs(state, "p1") == ()  # p1 is p2's opponent
    assert len(payable_orbs(state, "p2")) == 1
    walker = find(state, "Walker")
    with pytest.raises(IllegalAction) as refused:
        check_play(state, "p1", walker, "hero")
    assert refused.value.rule == "6.4.c"
    assert [w.rule for w in why_not_playable(state, walker)] == ["6.4.c"]


def test_1_4_1_b_your_opponents_mana_orbs_leaves_the_controllers_own_mana_payable() -> None:
    state = _board("Your opponents' Mana Orbs can't be exhausted.", owner="p1")
    assert len(payable_orbs(state, "p1")) == 2
    check_play(state, "p1", find(state, "Walker"), "hero")  # p1's own mana pays
