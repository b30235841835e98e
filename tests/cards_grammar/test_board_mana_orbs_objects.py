"""Mana Orbs as the objects of a step, read by the grammar alone and played on a board
(issue 30): "Ready one of your Mana Orbs" readies the one its controller chooses (3.2.9.c,
6.1.g, 7.3.28), "up to two" lets them choose fewer, "all your Mana Orbs" is every one."""

from __future__ import annotations

import pytest

from engine import GameBuilder, Keyword, Terrain, find
from engine.reading.passives import has_keyword, tough_amount
from engine.state.decisions import Decision
from engine.state.enums import CardType, Status
from engine.state.game_state import GameState
from scenarios.cards.grammar.reader import NotRead, read_ability

from ..cards_text.helpers import names
from .grammar_cards import grammar_fields
from .sentences_mana_orbs_objects import (
    BEHIND_THE_OPPOSING,
    HERO_AHEAD_OF_THE_OPPOSING_HERO,
    IF_A_READY_ORB,
    IF_TWO_EXHAUSTED_ORBS,
    IN_A_FOREST_OR_MOUNTAIN_REGION,
    IN_A_MOUNTAIN_REGION,
    NOT_FACING,
    PUT_SPELL_IN_YOUR_RESERVE,
    READINGS_MANA_ORBS_OBJECTS,
    READY_ALL_YOUR_ORBS,
    READY_ONE_OF_YOUR_ORBS,
    RETURN_SPELL_TO_YOUR_RESERVE,
    TIED_WITH_THE_OPPOSING,
    TOKEN_CHARACTERS_HAVE_TOUGH,
    WHILE_BEHIND_DEFENDER,
)
from .sibling_checks import assert_reading_written_back
from .test_board_numbers_and_distribution import _resolved


def _board(text: str, *, ready: int, exhausted: int) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    return b.mana("p1", ready, exhausted).mana("p2", 2, 2).deck_of("p1", 6).deck_of("p2", 6)


def _exhausted(state: GameState, player: str) -> int:
    return sum(Status.EXHAUSTED in state.objects[o].statuses for o in state.zone(f"mana:{player}"))


def test_3_2_9_c_ready_one_of_your_mana_orbs_readies_the_one_chosen() -> None:
    asked: list[Decision] = []

    def pick(d: Decision) -> list[str]:
        asked.append(d)
        return list(d.option_ids()[:1])

    # one ready Orb pays the Unique's cost (1), then one of the three exhausted is readied
    state, _ = _resolved(_board(READY_ONE_OF_YOUR_ORBS, ready=1, exhausted=2), pick)
    assert _exhausted(state, "p1") == 2
    assert _exhausted(state, "p2") == 2  # an opponent's Mana Orbs are not "yours"
    chosen = [d for d in asked if any("Mana Orb" in o.label for o in d.options)]
    assert chosen and all("p2" not in o.label for d in chosen for o in d.options)


def test_3_2_9_c_ready_all_your_mana_orbs_readies_every_one() -> None:
    state, _ = _resolved(_board(READY_ALL_YOUR_ORBS, ready=1, exhausted=3))
    assert _exhausted(state, "p1") == 0
    assert _exhausted(state, "p2") == 2


def test_6_1_g_ready_up_to_two_of_your_mana_orbs_may_ready_none() -> None:
    text = "{J} Ready up to two of your Mana Orbs."
    state, _ = _resolved(_board(text, ready=1, exhausted=3), lambda d: [])
    assert _exhausted(state, "p1") == 4  # none chosen: the paid Orb and the three stay so


def test_the_writer_writes_mana_orbs_as_objects_back() -> None:
    """Each reading written in the cards' style reads back the same (the writer beside the
    reader)."""
    for text, reading in READINGS_MANA_ORBS_OBJECTS.items():
        if "reaction" in reading:
            assert_reading_written_back(reading, text)


@pytest.mark.parametrize(
    ("text", "terrains", "drawn"),
    [
        (IN_A_MOUNTAIN_REGION, (Terrain.MOUNTAIN,), 1),
        (IN_A_MOUNTAIN_REGION, (Terrain.FOREST, Terrain.WATER), 0),
        (IN_A_FOREST_OR_MOUNTAIN_REGION, (Terrain.FOREST,), 1),
        (IN_A_FOREST_OR_MOUNTAIN_REGION, (Terrain.WATER,), 0),
    ],
    ids=["mountain", "forest and water", "either: forest", "either: water"],
)
def test_7_5_8_b_my_expedition_in_a_terrain_region(
    text: str, terrains: tuple[Terrain, ...], drawn: int
) -> None:
    """ "If my Expedition is in a {M} region": its region has that terrain (7.5.8.b)."""
    b = _board(text, ready=2, exhausted=0).region(0, *terrains)
    state, _ = _resolved(b)
    assert len(state.zone("hand:p1")) == drawn


@pytest.mark.parametrize(
    ("text", "mine", "theirs", "drawn"),
    [
        (BEHIND_THE_OPPOSING, 0, 2, 1),
        (BEHIND_THE_OPPOSING, 2, 2, 0),
        (HERO_AHEAD_OF_THE_OPPOSING_HERO, 3, 1, 1),
        (HERO_AHEAD_OF_THE_OPPOSING_HERO, 1, 3, 0),
        (TIED_WITH_THE_OPPOSING, 1, 1, 1),
        (TIED_WITH_THE_OPPOSING, 1, 0, 0),
    ],
)
def test_7_5_2_ahead_or_behind_the_opposing_expedition(
    text: str, mine: int, theirs: int, drawn: int
) -> None:
    """Ahead / behind / tied against the Expedition facing it (7.5.2.a-c): the two Hero
    Expeditions face each other (1.2.3.c)."""
    b = _board(text, ready=2, exhausted=0).position("p1:hero", mine).position("p2:hero", theirs)
    state, _ = _resolved(b)
    assert len(state.zone("hand:p1")) == drawn


def test_1_2_3_c_an_opposing_expedition_not_facing_it_is_not_read() -> None:
    with pytest.raises(NotRead, match="facing"):
        read_ability(NOT_FACING)


@pytest.mark.parametrize(("mine", "theirs", "works"), [(0, 2, True), (2, 2, False), (3, 1, False)])
def test_2_3_2_f_while_my_expedition_is_behind_i_am_defender(
    mine: int, theirs: int, works: bool
) -> None:
    """ "While [c], I'm [[Defender]]": the passive works only as long as the condition
    holds (2.3.2.f), checked against the Expedition facing mine (7.5.2.b)."""
    b = _board(WHILE_BEHIND_DEFENDER, ready=2, exhausted=0)
    state, _ = _resolved(b.position("p1:hero", mine).position("p2:hero", theirs))
    unique = find(state, "Unique")
    assert has_keyword(state, unique, Keyword.DEFENDER) is works
    assert has_keyword(state, unique, Keyword.ETERNAL) is works


def test_2_1_e_token_characters_in_my_expedition_have_tough() -> None:
    """ "Token Characters in my Expedition have [[Tough 1]]": the Character tokens there
    (2.1.e), not a card Character beside them nor a token elsewhere (7.4.7.c)."""
    ally = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
    b = _board(TOKEN_CHARACTERS_HAVE_TOUGH, ready=2, exhausted=0)
    b = b.in_expedition("p1", "hero", "Tok", is_token=True, **ally)
    b = b.in_expedition("p1", "companion", "Far", is_token=True, **ally)
    b = b.in_expedition("p1", "hero", "Ally", **ally)
    state, _ = _resolved(b)
    assert tough_amount(state, find(state, "Tok")) == 1
    assert tough_amount(state, find(state, "Far")) == 0
    assert tough_amount(state, find(state, "Ally")) == 0


@pytest.mark.parametrize("text", [RETURN_SPELL_TO_YOUR_RESERVE, PUT_SPELL_IN_YOUR_RESERVE])
def test_3_2_3_target_spell_from_your_discard_pile_to_your_reserve(text: str) -> None:
    """The Spell targeted in the controller's Discard pile goes to their Reserve; a Character
    there and an opponent's Spell are not among the targets (3.2.3)."""
    asked: list[Decision] = []

    def pick(d: Decision) -> list[str]:
        asked.append(d)
        return list(d.option_ids()[:1])

    b = _board(text, ready=2, exhausted=0)
    b = b.in_discard("p1", "Old Spell", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    b = b.in_discard("p1", "Old Ally", hand_cost=1, reserve_cost=1, forest=1, mountain=1, water=1)
    b = b.in_discard("p2", "Their Spell", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    state, _ = _resolved(b, pick)
    assert "Old Spell" in names(state, "reserve:p1")
    assert "Old Ally" in names(state, "discard:p1")
    assert "Their Spell" in names(state, "discard:p2")
    offered = {o.label for d in asked for o in d.options}
    assert not any("Ally" in label or "Their" in label for label in offered)


def test_your_zone_for_a_card_that_may_be_anothers_is_not_read() -> None:
    with pytest.raises(NotRead, match="another's"):
        read_ability("{J} Return target Character to your Reserve.")


@pytest.mark.parametrize(
    ("text", "ready", "exhausted", "drawn"),
    [
        (IF_A_READY_ORB, 2, 0, 1),  # one Orb pays the Unique's cost, one stays ready
        (IF_A_READY_ORB, 1, 3, 0),  # the only ready one paid it
        (IF_TWO_EXHAUSTED_ORBS, 2, 0, 0),  # only the one that paid is exhausted
        (IF_TWO_EXHAUSTED_ORBS, 2, 1, 1),
    ],
)
def test_2_4_3_you_have_a_ready_or_exhausted_mana_orb(
    text: str, ready: int, exhausted: int, drawn: int
) -> None:
    state, _ = _resolved(_board(text, ready=ready, exhausted=exhausted))
    assert len(state.zone("hand:p1")) == drawn
