"""Conditions of the conditions section (session 3), read by the grammar alone and played on
boards: where an Expedition is compared with the one facing it (7.5.2.a-c), Ascended (2.4.3),
in a terrain (7.5.8.b), In Contact (7.5.9.a-b), the Mana Orbs in the Mana zone (2.2.1.f) —
each in the case where it holds and where it does not."""

from __future__ import annotations

import pytest

from engine import CardType, GameBuilder
from engine.state.game_state import GameState

from ..cards_text.helpers import names, play
from .grammar_cards import grammar_fields
from .sentences_conditions import BOARD_SENTENCES_CONDITIONS

BEHIND_OR_TIED = "{H} If my Expedition is behind or tied, draw two cards."
NOT_AHEAD = "{H} If my Expedition isn't ahead, draw two cards."
ASCENDED = "{H} If my Expedition is Ascended, draw two cards."
ONE_ASCENDED = "{H} If one of your Expeditions is Ascended, draw two cards."
IN_CONTACT = "{H} If my Expedition is In Contact, draw two cards."
I_IN_CONTACT = "{H} If I'm In Contact, draw two cards."
MANA_ZONE = "{H} If you have 3 or more Mana Orbs in your Mana zone, draw two cards."
COSTLY = "{H} If you control another Character with Hand Cost {3} or more, draw two cards."
BOTH_SUBTYPES = "{H} If you control a Plant Robot, draw two cards."
MY_EXPEDITION = "{J} Each other Character in my Expedition gains 1 boost."
PER_RESERVE = "{H} I gain 1 boost per Character in your Reserve."
X_BOTH = "{H} I gain X boosts, where X is the number of Plant Robots you control."
TWO_OTHERS = "{H} If there are two or more other Characters in my Expedition, draw two cards."
ITS_COST = "When a Character joins my Expedition, if its Hand Cost is {3} or more — Draw a card."


def test_the_sentences_counted_are_those_played_here() -> None:
    played = {BEHIND_OR_TIED, NOT_AHEAD, ASCENDED, ONE_ASCENDED}
    played |= {IN_CONTACT, I_IN_CONTACT, MANA_ZONE, COSTLY, BOTH_SUBTYPES, MY_EXPEDITION}
    played |= {PER_RESERVE, X_BOTH, ITS_COST, TWO_OTHERS}
    assert set(BOARD_SENTENCES_CONDITIONS) == played


def _card(text: str) -> dict[str, object]:
    return grammar_fields(text, "Bearer", unique=False)


def _drawn(text: str, b: GameBuilder, mana: int = 4) -> int:
    """How many cards p1 draws when the bearer is played from Hand into its Hero Expedition."""
    b = b.in_hand("p1", "Bearer", **_card(text)).mana("p1", mana).deck_of("p1", 4)
    state: GameState
    state, _ = play(b.deck_of("p2", 4), "Bearer")
    return len(names(state, "hand:p1"))


@pytest.mark.parametrize(
    ("mine", "theirs", "drawn"),
    [(1, 2, 2), (1, 1, 2), (2, 1, 0)],
    ids=["behind", "tied", "ahead"],
)
def test_7_5_2_behind_or_tied(mine: int, theirs: int, drawn: int) -> None:
    b = GameBuilder().position("p1:hero", mine).position("p2:hero", theirs)
    assert _drawn(BEHIND_OR_TIED, b) == drawn
    assert (
        _drawn(NOT_AHEAD, GameBuilder().position("p1:hero", mine).position("p2:hero", theirs))
        == drawn
    )


@pytest.mark.parametrize("ascended", [True, False])
def test_2_4_3_my_expedition_is_ascended(ascended: bool) -> None:
    b = GameBuilder()
    if ascended:
        b = b.ascended("p1:hero")
    assert _drawn(ASCENDED, b) == (2 if ascended else 0)


@pytest.mark.parametrize(
    ("which", "drawn"), [("p1:companion", 2), ("p2:hero", 0)], ids=["mine", "theirs"]
)
def test_1_2_3_one_of_your_expeditions_is_ascended(which: str, drawn: int) -> None:
    assert _drawn(ONE_ASCENDED, GameBuilder().ascended(which)) == drawn
    # "my Expedition" is the one I am played into (the Hero one), not the other
    assert _drawn(ASCENDED, GameBuilder().ascended(which)) == 0


@pytest.mark.parametrize(
    ("p2_region", "drawn"), [(2, 2), (3, 0)], ids=["same region", "other region"]
)
def test_7_5_9_a_my_expedition_is_in_contact(p2_region: int, drawn: int) -> None:
    # In Contact with an Expedition of another player, the one facing mine or not (7.5.9.a)
    b = GameBuilder().position("p1:hero", 2).position("p2:companion", p2_region)
    assert _drawn(IN_CONTACT, b) == drawn
    b = GameBuilder().position("p1:hero", 2).position("p2:companion", p2_region)
    assert _drawn(I_IN_CONTACT, b) == drawn


def test_7_5_9_a_my_own_other_expedition_is_not_contact() -> None:
    b = GameBuilder().position("p1:hero", 2).position("p1:companion", 2)
    assert _drawn(IN_CONTACT, b.position("p2:hero", 0).position("p2:companion", 4)) == 0


@pytest.mark.parametrize(("mana", "drawn"), [(4, 2), (2, 0)])
def test_2_2_1_f_mana_orbs_in_the_mana_zone(mana: int, drawn: int) -> None:
    # playing the bearer spends one Orb (exhausted, still in the Mana zone, 2.2.1.f)
    assert _drawn(MANA_ZONE, GameBuilder(), mana=mana) == drawn


@pytest.mark.parametrize(("cost", "drawn"), [(3, 2), (2, 0)])
def test_6_5_d_a_counted_description_with_a_cost_comparison(cost: int, drawn: int) -> None:
    # the words are read by the grammar and counted by the engine: objects in play I
    # control (1.2.2), not the bearer ("another", 7.2.1.a), with that printed Hand Cost
    ally = {"hand_cost": cost, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_expedition("p1", "companion", "Ally", **ally)
    assert _drawn(COSTLY, b) == drawn


@pytest.mark.parametrize(
    ("subtypes", "drawn"),
    [(["Plant", "Robot"], 2), (["Plant"], 0), (["Robot"], 0)],
    ids=["both", "plant", "robot"],
)
def test_2_2_2_two_subtypes_said_together_are_both_had(subtypes: list[str], drawn: int) -> None:
    # "a Plant Robot" is a Plant and a Robot, not one of them (2.2.2)
    ally = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_expedition("p1", "companion", "Ally", subtypes=subtypes, **ally)
    assert _drawn(BOTH_SUBTYPES, b) == drawn


def test_7_5_5_b_each_other_character_in_my_expedition() -> None:
    # the Characters of my Expedition are my controller's (7.5.5.b); not "me" (7.2.1.a), not
    # those of my other Expedition, not the opponent's facing it
    ally = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_hand("p1", "Bearer", **_card(MY_EXPEDITION)).mana("p1", 4)
    b = b.in_expedition("p1", "hero", "Here", **ally).in_expedition(
        "p1", "companion", "There", **ally
    )
    b = b.in_expedition("p2", "hero", "Foe", **ally).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Bearer")
    boosts = {
        state.name(o): state.objects[o].boosts
        for o in state.objects
        if state.name(o) in ("Here", "There", "Foe", "Bearer")
    }
    assert boosts == {"Here": 1, "There": 0, "Foe": 0, "Bearer": 0}


def _my_boosts(text: str, b: GameBuilder) -> int:
    b = b.in_hand("p1", "Bearer", **_card(text)).mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Bearer")
    return next(state.objects[o].boosts for o in state.objects if state.name(o) == "Bearer")


def test_6_5_i_per_character_in_your_reserve_counts_characters_only() -> None:
    # the words are counted by the grammar: Characters (2.2.1.i) in the controller's Reserve
    ally = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_reserve("p1", "One", **ally).in_reserve("p1", "Two", **ally)
    b = b.in_reserve("p1", "Spell", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    b = b.in_reserve("p2", "Theirs", **ally)
    assert _my_boosts(PER_RESERVE, b) == 2


def test_6_5_i_x_counts_objects_of_both_subtypes() -> None:
    ally = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_expedition("p1", "companion", "Both", subtypes=["Plant", "Robot"], **ally)
    b = b.in_expedition("p1", "companion", "Plant", subtypes=["Plant"], **ally)
    b = b.in_expedition("p2", "hero", "Theirs", subtypes=["Plant", "Robot"], **ally)
    assert _my_boosts(X_BOTH, b) == 1


@pytest.mark.parametrize(("cost", "drawn"), [(3, 1), (2, 0)])
def test_6_3_i_its_hand_cost_is_that_of_the_character_that_joined(cost: int, drawn: int) -> None:
    # "its": the Character the trigger names (6.3.i), its printed Hand Cost (2.2.7)
    joiner = {"hand_cost": cost, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **_card(ITS_COST))
    b = b.in_hand("p1", "Joiner", **joiner).mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Joiner")
    assert len(names(state, "hand:p1")) == drawn


@pytest.mark.parametrize(("here", "drawn"), [(2, 2), (1, 0)])
def test_7_5_5_b_other_characters_in_my_expedition_are_counted(here: int, drawn: int) -> None:
    # mine only: not "me" (7.2.1.a), not my other Expedition's, not the one facing it
    ally = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = GameBuilder().in_expedition("p1", "companion", "There", **ally)
    b = b.in_expedition("p2", "hero", "Foe", **ally)
    for i in range(here):
        b = b.in_expedition("p1", "hero", f"Here {i}", **ally)
    assert _drawn(TWO_OTHERS, b) == drawn
