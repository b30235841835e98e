""" "All other Characters lose their abilities" (the 2.3.2.d Example): the abilities of the
other Characters in play stop existing — printed keyword abilities too — and every
ability it would remove depends on it, so it applies first (2.3.2.d, 2.3.3.a)."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    EffectStep,
    GameBuilder,
    Keyword,
    Phase,
    Subject,
    Terrain,
    TriggerKind,
    find,
    play_card,
)
from engine.reading.passives import has_keyword, ignored_abilities, lost_abilities, statistics
from engine.reading.terrain import terrains_at
from engine.state.cards import IgnoreScope, IgnoreSpec, StatModifier
from engine.state.enums import BOOST

from .helpers import until_decision

F, W = Terrain.FOREST, Terrain.WATER
LOSE = Ability(
    AbilityKind.PASSIVE,
    "All other Characters lose their abilities.",
    ignore=IgnoreSpec(IgnoreScope.ALL_OTHER_CHARACTERS, lose=True),
)
ALL_REGIONS_ARE_FORESTS = Ability(
    AbilityKind.PASSIVE, "All regions are Forests.", all_regions_terrains=frozenset({F})
)
PLUS_ONE = Ability(AbilityKind.PASSIVE, "I have +1 Forest.", stats=StatModifier("self", forest=1))


def test_the_other_characters_lose_their_printed_keywords_and_passives() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Atlas", keywords=frozenset({Keyword.GIGANTIC}))
        .in_expedition("p2", "hero", "Bulky", forest=2, abilities=(PLUS_ONE,))
        .in_expedition("p2", "companion", "Silencer", abilities=(LOSE,))
        .build()
    )
    atlas, bulky, silencer = find(state, "Atlas"), find(state, "Bulky"), find(state, "Silencer")
    assert lost_abilities(state, atlas) and lost_abilities(state, bulky)
    assert not has_keyword(state, atlas, Keyword.GIGANTIC)
    assert statistics(state, bulky)[F] == 2  # its +1 Forest no longer exists
    assert not lost_abilities(state, silencer)  # "other": not its own
    assert (silencer, 0) not in ignored_abilities(state)


def test_permanents_keep_their_abilities() -> None:
    state = (
        GameBuilder()
        .region(0, W)
        .in_landmarks("p1", "Grove", type=CardType.PERMANENT, abilities=(ALL_REGIONS_ARE_FORESTS,))
        .in_expedition("p2", "hero", "Silencer", abilities=(LOSE,))
        .build()
    )
    assert F in terrains_at(state, 0)


def test_2_3_2_d_all_regions_are_forests_is_removed_whatever_the_timestamps() -> None:
    # 2.3.2.d Example: [A] "All regions are Forests" depends on [B] "All other Characters
    # lose their abilities", since applying B removes A: B applies first and A never does.
    for silencer_first in (True, False):
        b = GameBuilder().region(0, W)
        if silencer_first:
            b = b.in_expedition("p2", "hero", "Silencer", abilities=(LOSE,))
        b = b.in_expedition("p1", "hero", "Gaia", abilities=(ALL_REGIONS_ARE_FORESTS,))
        if not silencer_first:
            b = b.in_expedition("p2", "hero", "Silencer", abilities=(LOSE,))
        state = b.build()
        assert (find(state, "Gaia"), 0) in ignored_abilities(state)
        assert terrains_at(state, 0) == {W}, silencer_first


def test_2_3_3_b_two_characters_removing_each_others_abilities_the_earlier_wins() -> None:
    # Each depends on the other (2.3.2.d both ways), so both are free from dependency
    # (2.3.3.a) and the smaller timestamp applies first (2.3.3.b), removing the other.
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "First", abilities=(LOSE,))
        .in_expedition("p2", "hero", "Second", abilities=(LOSE,))
        .build()
    )
    first, second = find(state, "First"), find(state, "Second")
    assert lost_abilities(state, second)
    assert not lost_abilities(state, first)


def test_2_3_1_d_a_reaction_lost_to_a_passive_does_not_activate_and_says_why() -> None:
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.SELF, amount=1)
    react = Ability(
        AbilityKind.REACTION,
        "I gain 1 boost.",
        trigger=TriggerKind.PLAYED_FROM_HAND,
        effect=(boost,),
    )
    b = GameBuilder().in_expedition("p2", "hero", "Silencer", abilities=(LOSE,))
    b = b.in_hand("p1", "Courier", hand_cost=0, reserve_cost=0, abilities=(react,))
    state, _ = until_decision(b.at_phase(Phase.AFTERNOON).build())
    state, first = play_card(state, "p1", find(state, "Courier"), "hero")
    state, rest = until_decision(state)
    line = next(e for e in (first, *rest) if "does not activate" in e.text)
    assert (
        "Courier lost its abilities: its [When I am played from Hand] Reaction does not activate"
        in line.text
    )
    assert "2.3.1.d" in line.rules and "7.3.19.b" not in line.rules
    assert state.objects[find(state, "Courier")].counters.get(BOOST, 0) == 0
