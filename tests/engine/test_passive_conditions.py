"""A passive ability's own condition ("If I am in Forest, I am Gigantic") and "All regions
are Forests" (the abilities of the 2.3.2.f Example): the condition is read after the
region passives it depends on have applied (2.3.2.f, 2.3.3.a)."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    Ability,
    AbilityKind,
    EffectStep,
    GameBuilder,
    Grant,
    GrantScope,
    Keyword,
    Subject,
    Terrain,
    TriggerKind,
    find,
)
from engine.reading.passives import expeditions_of, ignored_abilities, is_gigantic
from engine.reading.terrain import terrains_at
from engine.state.actions import ActionKind
from engine.state.cards import Condition, ConditionKind, IgnoreScope, IgnoreSpec

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER
IF_IN_FOREST_GIGANTIC = Ability(
    AbilityKind.PASSIVE,
    "If I am in Forest, I am Gigantic.",
    grant=Grant(GrantScope.SELF, keyword=Keyword.GIGANTIC),
    condition=Condition(ConditionKind.I_AM_IN_TERRAIN, terrain=F, text="I am in Forest"),
)
ALL_REGIONS_ARE_FORESTS = Ability(
    AbilityKind.PASSIVE, "All regions are Forests.", all_regions_terrains=frozenset({F})
)
MY_REGION_IS_FOREST = Ability(
    AbilityKind.PASSIVE,
    "My region is Forest in addition to its other terrains.",
    region_terrains=frozenset({F}),
)


def _board(*others: tuple[str, str, tuple[Ability, ...]]) -> GameBuilder:
    b = GameBuilder().region(0, W).position("p1:hero", 0)
    b = b.in_expedition("p1", "hero", "Sylvan", abilities=(IF_IN_FOREST_GIGANTIC,))
    for player, name, abilities in others:
        b = b.in_expedition(player, "companion", name, abilities=abilities)
    return b


def test_passive_condition_false_the_ability_does_not_apply() -> None:
    state = _board().build()
    sylvan = find(state, "Sylvan")
    assert not is_gigantic(state, sylvan)
    assert expeditions_of(state, sylvan) == {"p1:hero"}


def test_passive_condition_true_in_a_forest_region() -> None:
    state = _board().region(0, F).build()
    sylvan = find(state, "Sylvan")
    assert is_gigantic(state, sylvan)
    assert expeditions_of(state, sylvan) == {"p1:hero", "p1:companion"}


def test_all_regions_are_forests_adds_forest_to_every_region() -> None:
    state = _board(("p2", "Gaia", (ALL_REGIONS_ARE_FORESTS,))).build()
    assert all(F in terrains_at(state, i) for i in range(len(state.adventure)))
    assert W in terrains_at(state, 0)  # in addition to what the region already is


def test_2_3_2_f_the_condition_reads_the_terrains_all_regions_are_forests_gives() -> None:
    # 2.3.2.f Example: [A] "If I am in Forest, I am Gigantic" depends on [B] "All regions
    # are Forests" — B applies first, so A (in a Water region) is Gigantic, whatever the
    # timestamps.
    for gaia_first in (True, False):
        b = GameBuilder().region(0, W).position("p1:hero", 0)
        if gaia_first:
            b = b.in_expedition("p2", "companion", "Gaia", abilities=(ALL_REGIONS_ARE_FORESTS,))
        b = b.in_expedition("p1", "hero", "Sylvan", abilities=(IF_IN_FOREST_GIGANTIC,))
        if not gaia_first:
            b = b.in_expedition("p2", "companion", "Gaia", abilities=(ALL_REGIONS_ARE_FORESTS,))
        state = b.build()
        assert is_gigantic(state, find(state, "Sylvan")), gaia_first


def test_2_3_1_f_a_condition_about_its_bearer_sees_it_without_the_ability_itself() -> None:
    # Sylvan also makes its own region Forest: the region of the Expedition it is in
    # without the Gigantic it would give itself (2.3.1.f) — no endless re-evaluation.
    both = (IF_IN_FOREST_GIGANTIC, MY_REGION_IS_FOREST)
    state = GameBuilder().region(0, W).in_expedition("p1", "hero", "Sylvan", abilities=both)
    built = state.build()
    assert is_gigantic(built, find(built, "Sylvan"))


def test_7_3_19_b_ignoring_follows_a_conditional_gigantic_when_only_the_region_changes() -> None:
    # Hush ignores the Reactions of Characters facing it (p2's Hero Expedition). Sylvan,
    # in p2's Companion Expedition, is Gigantic — and so faces Hush too (7.4.4.b) — only
    # while its region is a Forest. Changing the region alone (the objects unchanged)
    # changes what is ignored: nothing is remembered from before.
    mute = Ability(
        AbilityKind.PASSIVE,
        "The Reactions of Characters facing me are ignored.",
        ignore=IgnoreSpec(IgnoreScope.FACING_ME, kinds=frozenset({AbilityKind.REACTION})),
    )
    react = Ability(
        AbilityKind.REACTION,
        "When I join the Expedition zone, draw a card.",
        trigger=TriggerKind.ENTERS_PLAY,
        effect=(EffectStep(ActionKind.DRAW, Subject.CONTROLLER),),
    )
    state = (
        GameBuilder()
        .region(7, W)
        .in_expedition("p1", "hero", "Hush", abilities=(mute,))
        .in_expedition("p2", "companion", "Sylvan", abilities=(IF_IN_FOREST_GIGANTIC, react))
        .build()
    )
    sylvan = find(state, "Sylvan")
    assert state.positions["p2:companion"] == 7
    assert (sylvan, 1) not in ignored_abilities(state)
    adventure = list(state.adventure)
    adventure[7] = replace(adventure[7], terrains=frozenset({F}))
    forest = replace(state, adventure=tuple(adventure))
    assert forest.objects is state.objects
    assert is_gigantic(forest, sylvan)
    assert (sylvan, 1) in ignored_abilities(forest)
    assert (sylvan, 1) not in ignored_abilities(state)
