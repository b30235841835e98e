"""Rule-changing passives composed of parts (issue 30, gram49), read by the grammar alone and
played on boards: a cost decrease's floor said after any amount stops the decrease there and
not below (5.1.2.f and its Remark), said of where the card is played from (5.2.a); "Opponents
can't play Characters from Reserve in the Expedition facing me" forbids that play into that
Expedition only — from Reserve, into the Expedition facing the bearer's — and is not offered,
the refusal quoting the passive (1.4.1.a, 5.2.1.a); "Your Characters gain [[Tough 1]]" gives
the keyword to the controller's Characters while the bearer is in play (2.3.1.a)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, IllegalAction, Keyword, find, play_card
from engine.play.costs import play_cost
from engine.play.legality import check_play
from engine.reading.passives import has_keyword
from engine.state.cards import CardType
from engine.state.enums import BOOST, Phase
from engine.state.game_state import GameState
from engine.state.records import replace

from ..cards_text.helpers import play
from .grammar_cards import answer_picking, grammar_fields
from .sentences_rule_change_parts import (
    EACH_CANT_GAIN,
    FACING_FROM_RESERVE,
    FLOOR_FROM_HAND,
    FLOOR_PER,
    GROUP_GAINS,
    IN_MINE,
    PER_AT_DUSK,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
PLANT = {**ALLY, "subtypes": ("Plant",)}


def _spell_cost(
    text: str, where: str, cost: int, plants: int = 0, phase: Phase = Phase.AFTERNOON
) -> int:
    """What p1 pays to play a Spell costing ``cost`` from ``where`` ("hand" / "reserve"),
    p1's Bearer printing ``text`` in play beside ``plants`` Plants, during ``phase``."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text))
    for i in range(plants):
        b = b.in_expedition("p1", "companion", f"Plant {i}", **PLANT)
    spell = {"type": CardType.SPELL, "hand_cost": cost, "reserve_cost": cost}
    b = (
        b.in_hand("p1", "Spell", **spell)
        if where == "hand"
        else b.in_reserve("p1", "Spell", **spell)
    )
    state = replace(b.build(), phase=phase)
    return play_cost(state, find(state, "Spell"), 0, False).amount


@pytest.mark.parametrize(
    ("where", "cost", "paid"),
    [("hand", 3, 2), ("hand", 2, 1), ("hand", 1, 1), ("reserve", 3, 3)],
    ids=["3-from-hand", "2-from-hand", "at-the-floor", "from-reserve-unchanged"],
)
def test_5_1_2_f_a_decrease_stops_at_its_floor_from_hand_only(
    where: str, cost: int, paid: int
) -> None:
    assert _spell_cost(FLOOR_FROM_HAND, where, cost) == paid


@pytest.mark.parametrize(("plants", "cost", "paid"), [(0, 3, 3), (1, 3, 2), (2, 4, 2), (3, 2, 1)])
def test_5_1_2_f_a_floor_after_a_count_bounds_the_whole_decrease(
    plants: int, cost: int, paid: int
) -> None:
    assert _spell_cost(FLOOR_PER, "hand", cost, plants) == paid


@pytest.mark.parametrize(("phase", "paid"), [(Phase.DUSK, 1), (Phase.AFTERNOON, 3)])
def test_2_3_2_f_a_counted_decrease_applies_while_its_scope_holds(phase: Phase, paid: int) -> None:
    """ "… cost {1} less for each Plant you control during Dusk": two Plants, a Spell
    costing 3 — 1 during Dusk, 3 otherwise (the condition says whether, the count how much)."""
    assert _spell_cost(PER_AT_DUSK, "hand", 3, plants=2, phase=phase) == paid


def _p2_holding(warden: str, warden_in: str = "hero") -> GameState:
    """p1's Warden printing ``warden`` in p1's ``warden_in`` Expedition; p2 holds a
    Character in Reserve and one in hand, asked for their turn."""
    b = GameBuilder().in_expedition("p1", warden_in, "Warden", **grammar_fields(warden, "Warden"))
    b = b.in_hand("p1", "Unique", **grammar_fields("{J} Draw a card.", "Unique"))
    b = b.in_reserve("p2", "Kept Back", **ALLY).in_hand("p2", "In Hand", **ALLY)
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    return answer_picking(state, tuple(entries), ())[0]


def test_1_4_1_a_cant_play_from_reserve_into_the_expedition_facing_me() -> None:
    state = _p2_holding(FACING_FROM_RESERVE)
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "Kept Back"), "hero")  # faces the Warden's
    assert str(refused.value.rule) == "1.4.1.a"
    said = str(refused.value)
    assert "hero Expedition" in said and "in the Expedition facing me" in said


def test_5_2_1_a_the_other_expedition_and_a_play_from_hand_stay_allowed() -> None:
    state = _p2_holding(FACING_FROM_RESERVE)
    played, _ = play_card(state, "p2", find(state, "Kept Back"), "companion")
    assert played is not None
    state = _p2_holding(FACING_FROM_RESERVE)
    played, _ = play_card(state, "p2", find(state, "In Hand"), "hero")  # from hand
    assert played is not None


def test_1_2_3_c_the_expedition_facing_me_follows_the_bearer() -> None:
    state = _p2_holding(FACING_FROM_RESERVE, warden_in="companion")
    played, _ = play_card(state, "p2", find(state, "Kept Back"), "hero")
    assert played is not None
    state = _p2_holding(FACING_FROM_RESERVE, warden_in="companion")
    with pytest.raises(IllegalAction):
        play_card(state, "p2", find(state, "Kept Back"), "companion")


def test_7_2_1_in_my_expedition_names_the_bearers_own() -> None:
    """ "Characters can't be played from Reserve in my Expedition": any player (p1 here,
    the Warden's controller, as an effect plays it, 5.2.b) into the Warden's Expedition
    only."""
    b = GameBuilder().in_expedition("p1", "hero", "Warden", **grammar_fields(IN_MINE, "Warden"))
    b = b.in_reserve("p1", "Kept Back", **ALLY).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state = b.build()
    kept = find(state, "Kept Back")
    with pytest.raises(IllegalAction) as refused:
        check_play(state, "p1", kept, "hero", in_effect=True)
    assert str(refused.value.rule) == "1.4.1.a"
    assert check_play(state, "p1", kept, "companion", in_effect=True) == 1


def test_2_3_1_a_your_characters_gain_a_keyword_while_the_bearer_is_in_play() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(GROUP_GAINS))
    b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    state = b.build()
    assert has_keyword(state, find(state, "Ally"), Keyword.TOUGH)
    assert not has_keyword(state, find(state, "Theirs"), Keyword.TOUGH)


def test_6_1_g_the_forbidden_place_is_not_offered_the_other_is() -> None:
    """p2's turn options: "Kept Back" from Reserve in the companion Expedition only (the
    hero one faces the Warden's), "In Hand" in both."""
    state = _p2_holding(FACING_FROM_RESERVE)
    assert state.pending is not None
    offered = [o.label for o in state.pending.options]
    kept = [label for label in offered if "Kept Back" in label]
    assert kept and all("companion" in label for label in kept), offered
    assert sum("In Hand" in label for label in offered) >= 2, offered


def test_1_4_1_a_each_character_in_my_expedition_cant_gain_boosts() -> None:
    """ "Each Character in my Expedition can't gain boosts": an Ally beside the Bearer gains
    none from p1's Unique ("{J} Each Character you control gains 1 boost."), one in the other
    Expedition does (2.3.1.b: the group it names, one by one)."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(EACH_CANT_GAIN))
    b = b.in_expedition("p1", "hero", "Beside", **ALLY)
    b = b.in_expedition("p1", "companion", "Away", **ALLY)
    unique = grammar_fields("{J} Each Character you control gains 1 boost.", "Unique")
    b = b.in_hand("p1", "Unique", **unique).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Unique")
    assert state.objects[find(state, "Beside")].counters.get(BOOST, 0) == 0
    assert state.objects[find(state, "Away")].counters.get(BOOST, 0) == 1
