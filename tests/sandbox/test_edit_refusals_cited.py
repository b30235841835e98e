"""Judge edits the rules refuse, each refusal naming the rule (1.1.2.a, 1.2.3.b, 2.4.1.b).

A scenario file cannot show a refused edit (its board would not load), so the audit
(docs/cr_audit.yaml, ``shown_by``) names these tests: each checks the edit changes nothing
and the refusal cites the rule.
"""

from __future__ import annotations

import pytest

from engine import GameBuilder, IllegalAction, Status, edits
from engine.state.game_state import GameState


def _state() -> GameState:
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Kuwat", forest=2, mountain=1, water=1, hand_cost=2)
        .mana("p1", 2, 1)
        .at_afternoon()
        .build()
    )


def _kuwat(state: GameState) -> str:
    return next(oid for oid in state.objects if state.name(oid) == "Kuwat")


def test_1_1_2_a_a_two_player_game_has_no_third_player() -> None:
    s = _state()
    with pytest.raises(IllegalAction) as caught:
        edits.set_mana(s, "p3", 2, 0)
    assert caught.value.rule == "1.1.2.a" and "p3" in str(caught.value)
    assert edits.set_mana(s, "p2", 2, 0).zone("mana:p2")  # p2 exists: the edit is done


def test_1_2_3_b_there_is_no_zone_outside_the_ten_kinds() -> None:
    s = _state()
    with pytest.raises(IllegalAction) as caught:
        edits.move_object(s, _kuwat(s), "graveyard:p1")
    assert caught.value.rule == "3.1.1.c" and "graveyard" in str(caught.value)
    moved = edits.move_object(s, _kuwat(s), "reserve:p1")  # a zone of the ten kinds
    assert [moved.name(o) for o in moved.zone("reserve:p1")] == ["Kuwat"]


def test_2_4_1_b_ascended_is_set_on_an_expedition_not_on_an_object() -> None:
    s = _state()
    with pytest.raises(IllegalAction) as caught:
        edits.set_statuses(s, _kuwat(s), [Status.ASCENDED])
    assert caught.value.rule == "2.4.1.b" and "Expedition" in str(caught.value)
    ascended = edits.set_ascended(s, "p1:hero", True)
    assert Status.ASCENDED in ascended.expedition_statuses["p1:hero"]
