"""Bans and grants to groups read by the grammar alone and played on boards (issue 30, g5):
"can't switch Expeditions" — of the bearer, of a group, of a target for a time — keeps the
object in its Expedition when an effect would switch it (7.3.39.a; "can't" beats "can",
1.4.1.a); a set's keyword ability whose reminder is a Reaction or a passive ability, given to
a group or to a target for a time, works on each object that has it as a quoted ability
would (2.2.12.c, 2.3.1.a)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Keyword, find, play_card
from engine.reading.granted_abilities import granted_to
from engine.reading.passives import has_keyword
from engine.state.game_state import GameState
from scenarios.cards.grammar.set_lexicon import using_keywords

from ..cards_text.helpers import names, play
from ..engine.helpers import choose, rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SWITCH = "{J} Target Character switches Expeditions."
KEYWORDS = {
    "homeward": "When I go to Reserve from the Expedition zone, draw a card.",
    "stonewall": "I can't be sent to Reserve.",
}
"""Two keywords a set defines by their reminders: a Reaction and a passive ability."""


def _switched(bearer: str, pick: str) -> tuple[GameState, set[str]]:
    """p1's Bearer printing ``bearer`` and a plain Ally in the Hero Expedition; p1 plays a
    Unique that switches the target picked: the state after, and the rules cited."""
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(bearer, "Bearer"))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_hand("p1", "Unique", **grammar_fields(SWITCH, "Unique"))
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique", "companion")
    state, entries = answer_picking(state, tuple(entries), (pick,))
    return state, rules_of(entries)


@pytest.mark.parametrize(
    ("bearer", "pick", "stays"),
    [
        ("I can't switch Expeditions.", "Bearer", True),
        ("I can't switch Expeditions.", "Ally", False),
        ("Characters you control can't switch Expeditions.", "Ally", True),
        ("Other Characters you control can't switch Expeditions.", "Bearer", False),
        ("Other Characters you control can't switch Expeditions.", "Ally", True),
    ],
    ids=["bearer", "not-the-bearer", "group", "other-not-me", "other-ally"],
)
def test_7_3_39_a_cant_switch_expeditions_keeps_it_where_it_is(
    bearer: str, pick: str, stays: bool
) -> None:
    state, rules = _switched(bearer, pick)
    assert (pick in names(state, "expedition:p1:hero")) is stays
    assert (pick in names(state, "expedition:p1:companion")) is not stays
    assert ("1.4.1.a" in rules) is stays  # the "can't" made the switch impossible


def test_7_3_39_a_cant_switch_expeditions_for_a_time_binds_the_target() -> None:
    """ "{J} Target Character can't switch Expeditions this Day." on Ally; on p1's next turn
    of the Day a Spell switching Ally does nothing (1.4.1.a, 2.2.15.a): the "can't" lasts
    past the turn it was made in, for the Day."""
    ban = "{J} Target Character can't switch Expeditions this Day."
    spell = grammar_fields("Target Character switches Expeditions.", "Swap", type="Spell")
    b = GameBuilder().in_hand("p1", "Warden", **grammar_fields(ban, "Warden"))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_hand("p1", "Swap", **spell)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Warden", "companion")
    state, _ = answer_picking(state, tuple(entries), ("Ally",))
    state = choose(state, "pass")  # p2 passes: p1's turn, the same Day
    state, first = play_card(state, "p1", find(state, "Swap"), "spell")
    state, more = until_decision(state)
    state, more = answer_picking(state, (first, *more), ("Ally",))
    assert "Ally" in names(state, "expedition:p1:hero")
    assert "1.4.1.a" in rules_of(more)
    assert "Warden" in names(state, "expedition:p1:companion")  # not banned, not switched


def _sent(giver: str, pick: str) -> tuple[GameState, int]:
    """p1's Leader printing ``giver`` (the set's keywords known) and Ally in play; p1 plays
    a Unique sending the target picked to Reserve: the state after, p1's Hand before."""
    with using_keywords(KEYWORDS):
        leader = grammar_fields(giver, "Leader")
    send = grammar_fields("{J} Send target Character to Reserve.", "Unique")
    b = GameBuilder().in_expedition("p1", "hero", "Leader", **leader)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_hand("p1", "Unique", **send).mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique", "companion")
    hand = len(state.zone("hand:p1"))
    state, _ = answer_picking(state, tuple(entries), (pick,))
    return state, hand


def test_2_3_1_a_a_set_keyword_reaction_given_to_a_group_triggers_on_its_member() -> None:
    state, hand = _sent("Characters you control have [[Homeward]].", "Ally")
    assert "Ally" in names(state, "reserve:p1")
    assert len(state.zone("hand:p1")) == hand + 1  # Ally's [Homeward]: draw a card


def test_2_3_1_a_a_set_keyword_given_to_your_group_not_to_an_opponents() -> None:
    state, hand = _sent("Characters you control have [[Homeward]].", "Foe")
    assert "Foe" in names(state, "reserve:p2")
    assert len(state.zone("hand:p1")) == hand  # Foe has no [Homeward]


def test_2_3_1_a_a_set_keyword_passive_given_to_a_group_bans_the_move() -> None:
    state, _ = _sent("Other Characters you control have [[Stonewall]].", "Ally")
    assert "Ally" in names(state, "expedition:p1:hero")  # [Stonewall]: can't be sent


def test_2_2_15_a_a_set_keyword_given_for_a_time_works_on_the_target() -> None:
    """ "{J} Target Character gains [[Stonewall]] this Day." on Ally: on p1's next turn of
    the Day a Spell sending Ally to Reserve does nothing — Ally has the keyword's ability,
    "I can't be sent to Reserve" (2.2.12.c, 2.2.15.a, 1.4.1.a)."""
    with using_keywords(KEYWORDS):
        guard = grammar_fields("{J} Target Character gains [[Stonewall]] this Day.", "Guard")
    push = grammar_fields("Send target Character to Reserve.", "Push", type="Spell")
    b = GameBuilder().in_hand("p1", "Guard", **guard).in_hand("p1", "Push", **push)
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Guard", "companion")
    state, _ = answer_picking(state, tuple(entries), ("Ally",))
    assert [a.text for a in granted_to(state, find(state, "Ally"))] == ["[Stonewall]"]
    assert granted_to(state, find(state, "Guard")) == []
    state = choose(state, "pass")  # p2 passes: p1's turn, the same Day
    state, first = play_card(state, "p1", find(state, "Push"), "spell")
    state, more = until_decision(state)
    state, more = answer_picking(state, (first, *more), ("Ally",))
    assert "Ally" in names(state, "expedition:p1:hero")
    assert "1.4.1.a" in rules_of(more)


@pytest.mark.parametrize(
    "giver",
    [
        "Plants and Animals you control have [[Defender]].",
        "Your Plants and Animals have [[Defender]].",
        "Mages, Plants and Animals you control have [[Defender]].",
    ],
    ids=["and", "your-and", "comma-list"],
)
def test_2_2_2_a_list_of_sub_types_is_every_object_with_one_of_them(giver: str) -> None:
    """ "Plants and Animals you control": each object that is a Plant or an Animal (2.2.2),
    none need be both — given the keyword (2.3.1.a); a Soldier of p1 and an opponent's
    Animal are not (2.3.1.b: the group said)."""
    b = GameBuilder().in_expedition("p1", "hero", "Leader", **grammar_fields(giver, "Leader"))
    b = b.in_expedition("p1", "hero", "Fern", subtypes=("Plant",))
    b = b.in_expedition("p1", "companion", "Wolf", subtypes=("Animal",))
    b = b.in_expedition("p1", "companion", "Guard", subtypes=("Soldier",))
    b = b.in_expedition("p2", "hero", "Bear", subtypes=("Animal",))
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    assert has_keyword(state, find(state, "Fern"), Keyword.DEFENDER)
    assert has_keyword(state, find(state, "Wolf"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Guard"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Bear"), Keyword.DEFENDER)
