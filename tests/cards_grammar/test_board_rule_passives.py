"""Passives that change a rule and incremental or capped amounts (issue 30, gram34), read by
the grammar alone and played on boards: "I can't be exhausted by your opponents' effects"
stops an opponent's effect and not the controller's own (1.4.1.a, 7.5.5.c), said in the trace
with the passive's words; "Your opponents can't play Spells during your turn" stops the
declaration only while it holds (1.4.1.a, 2.3.2.f); "Add 1 to the result of your die rolls"
changes the result noted without a choice (7.3.33.c); "draw one more card" and "…, up to a
maximum of N" after a count (6.5.i)."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder, IllegalAction, Status, find, play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import answer_picking, grammar_fields, roll_watched

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
GUARDED = "I can't be exhausted by your opponents' effects."
EXHAUST = "{J} Exhaust target Character."


def _exhausting(guard_of: str) -> tuple[GameState, list[str]]:
    """``guard_of``'s Guard (``GUARDED``) in play; p1's Unique exhausting a target: Guard."""
    b = GameBuilder().in_expedition(guard_of, "hero", "Guard", **grammar_fields(GUARDED, "Guard"))
    b = b.in_hand("p1", "Unique", **grammar_fields(EXHAUST, "Unique"))
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, more = answer_picking(state, tuple(entries), ("Guard",))
    return state, [e.text for e in more]


def test_1_4_1_a_an_opponents_effect_cannot_exhaust_it() -> None:
    state, said = _exhausting("p2")
    guard = find(state, "Guard")
    assert Status.EXHAUSTED not in state.objects[guard].statuses
    line = next(s for s in said if "is impossible" in s)
    assert "Guard's “I can't be exhausted by your opponents' effects.”" in line
    assert "1.4.1.a" in line


def test_7_5_5_c_its_controllers_own_effect_exhausts_it() -> None:
    state, _ = _exhausting("p1")
    assert Status.EXHAUSTED in state.objects[find(state, "Guard")].statuses


# ------------------------------------------------------------------- a die's result (7.3.33.c)
@pytest.mark.parametrize(
    ("watched", "boosts"),
    [
        ("Add 1 to the result of your die rolls.", 2),  # 3 + 1: "On a 4+"
        ("Characters you control can't be sacrificed.", 1),  # no modifier: 3, "On a 1-3"
    ],
    ids=["added", "none"],
)
def test_7_3_33_c_a_die_modifier_changes_the_result_read(watched: str, boosts: int) -> None:
    state, _, cited = roll_watched(watched, "p1", 3)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == boosts
    assert ("7.3.33.c" in cited) is (boosts == 2)


def test_7_3_33_c_an_opponents_modifier_does_not_change_my_roll() -> None:
    state, _, _ = roll_watched("Add 1 to the result of your die rolls.", "p2", 3)
    assert state.objects[find(state, "Roller")].counters.get(BOOST, 0) == 1


# ------------------------------------------------------------------- "can't play" (1.4.1.a)
SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


def _their_turn(warden: str) -> GameState:
    """p1's Warden printing ``warden`` in play; p1 plays a Unique that draws; p2, holding a
    Spell, is then asked for their turn."""
    b = GameBuilder().in_expedition("p1", "hero", "Warden", **grammar_fields(warden, "Warden"))
    b = b.in_hand("p1", "Unique", **grammar_fields("{J} Draw a card.", "Unique"))
    b = b.in_hand("p2", "Their Spell", **SPELL)
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state = answer_picking(state, tuple(entries), ())[0]
    assert state.pending is not None and state.pending.player == "p2"
    return state


def test_1_4_1_a_a_passive_says_the_opponents_cant_play_spells() -> None:
    state = _their_turn("Your opponents can't play Spells.")
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "Their Spell"), "spell")
    assert "1.4.1.a" in str(refused.value.rule)


def test_2_3_2_f_during_your_turn_only_while_it_is_your_turn() -> None:
    state = _their_turn("During your turn, your opponents can't play Spells.")
    played, _ = play_card(state, "p2", find(state, "Their Spell"), "spell")  # p2's turn
    assert played is not None


# ------------------------------------------------------------------- amounts (6.5.i)
@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        ("{J} Draw a card. Draw one more card.", 2),
        ("{J} Draw a card for each Character you control, up to a maximum of 1.", 1),
        ("{J} Draw a card for each Character you control.", 3),
    ],
    ids=["one-more", "capped", "not-capped"],
)
def test_6_5_i_more_and_a_cap(text: str, drawn: int) -> None:
    """p1 controls Ally and Other, then the Unique played (3 Characters)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text, "Unique"))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p1", "hero", "Other", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state = answer_picking(state, tuple(entries), ())[0]
    assert len(names(state, "hand:p1")) == drawn


# ------------------------------------------------------------------- "can't move" (1.4.1.a)
MOVED_BACK = "{J} Target Expedition moves backward one region."


def _moved_back(bearer_of: str, text: str, pick: str) -> tuple[GameState, list[str]]:
    """``bearer_of``'s Keeper printing ``text`` in their hero Expedition; every Expedition on
    region 3; p1 plays a Unique moving the Expedition labelled ``pick`` backward."""
    b = GameBuilder().in_expedition(bearer_of, "hero", "Keeper", **grammar_fields(text, "Keeper"))
    b = b.in_hand("p1", "Unique", **grammar_fields(MOVED_BACK, "Unique"))
    for e in ("p1:hero", "p1:companion", "p2:hero", "p2:companion"):
        b = b.position(e, 3)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state, more = answer_picking(state, tuple(entries), (pick,))
    return state, [e.text for e in more]


DUE_TO = "My Expedition can't move backward due to effects your opponents control."


def test_1_4_1_a_an_opponents_effect_cannot_move_my_expedition_backward() -> None:
    state, said = _moved_back("p2", DUE_TO, "p2's hero Expedition")
    assert state.positions["p2:hero"] == 3
    line = next(s for s in said if "is impossible" in s)
    assert (
        "Keeper's “My Expedition can't move backward due to effects your opponents control.”"
        in line
    )
    assert "1.4.1.a" in line


def test_7_5_5_c_my_own_effect_moves_it_and_my_other_expedition_moves() -> None:
    state, _ = _moved_back("p1", DUE_TO, "p1's hero Expedition")
    assert state.positions["p1:hero"] != 3  # p1's own effect: not an opponent's
    state, _ = _moved_back("p2", DUE_TO, "p2's companion Expedition")
    assert state.positions["p2:companion"] != 3  # not the Keeper's Expedition


def test_1_4_1_a_your_opponents_expeditions_cant_move_backward() -> None:
    text = "Your opponents' Expeditions can't move backward."
    state, _ = _moved_back("p2", text, "p1's companion Expedition")
    assert state.positions["p1:companion"] == 3
    state, _ = _moved_back("p2", text, "p2's companion Expedition")
    assert state.positions["p2:companion"] != 3  # the Keeper's controller's own


def _p2_holding(warden: str) -> GameState:
    """p1's Warden printing ``warden`` in play; p2 holds a Character in Reserve and one in
    hand, asked for their turn."""
    b = GameBuilder().in_expedition("p1", "hero", "Warden", **grammar_fields(warden, "Warden"))
    b = b.in_hand("p1", "Unique", **grammar_fields("{J} Draw a card.", "Unique"))
    b = b.in_reserve("p2", "Kept Back", **ALLY).in_hand("p2", "In Hand", **ALLY)
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    return answer_picking(state, tuple(entries), ())[0]


@pytest.mark.parametrize(
    "warden",
    [
        "Characters can't be played from Reserve.",
        "Your opponents can't play Characters from Reserve.",
    ],
    ids=["anyone", "opponents"],
)
def test_5_2_a_a_character_cant_be_played_from_reserve_but_from_hand(warden: str) -> None:
    state = _p2_holding(warden)
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "Kept Back"), "hero")
    assert "1.4.1.a" in str(refused.value.rule)
    assert "from Reserve" in str(refused.value)
    played, _ = play_card(state, "p2", find(state, "In Hand"), "hero")  # from hand: allowed
    assert played is not None
