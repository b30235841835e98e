"""Passive abilities adding terrains to "my region" ("My region is Forest in addition to
its other terrains", Persephone), applied after Terrain Markers (3.2.1.e)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pydantic import ValidationError

from engine import Ability, AbilityKind, GameBuilder, Phase, Terrain
from engine.reading.terrain import expedition_terrains, terrains_at
from engine.state.objects import TerrainMarker
from scenarios.cards.compile import compile_card
from scenarios.cards.models import CardModel

from .helpers import until_decision

F, M, W = Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER
MY_REGION_IS_FOREST = Ability(
    AbilityKind.PASSIVE,
    "My region is Forest in addition to its other terrains.",
    region_terrains=frozenset({F}),
)


def test_my_region_gains_the_terrain_in_addition_to_its_others() -> None:
    state = (
        GameBuilder()
        .region(2, W)
        .position("p1:hero", 2)
        .in_expedition("p1", "hero", "Persephone", abilities=(MY_REGION_IS_FOREST,))
        .build()
    )
    assert state.adventure[2].terrains == {W}  # what the region shows is unchanged
    assert terrains_at(state, 2) == {W, F}
    assert expedition_terrains(state, "p1:hero") == {W, F}
    assert terrains_at(state, 1) == state.adventure[1].terrains  # other regions unchanged


def test_the_ability_works_in_play_only() -> None:
    state = (
        GameBuilder()
        .region(0, W)
        .in_reserve("p1", "Persephone", abilities=(MY_REGION_IS_FOREST,))
        .build()
    )
    assert terrains_at(state, 0) == {W}  # 1.2.4.d: a Character's abilities work in play


def test_3_2_1_e_applied_after_the_terrain_markers() -> None:
    # A Mountain marker makes the region lose its Water (3.2.1.d); Persephone's ability
    # applies after the markers' (3.2.1.e), so the region is Mountain and Forest.
    state = (
        GameBuilder()
        .region(0, W)
        .in_expedition("p1", "hero", "Persephone", abilities=(MY_REGION_IS_FOREST,))
        .build()
    )
    adventure = list(state.adventure)
    marker = TerrainMarker("tm1", frozenset({M}), state.next_timestamp)
    adventure[0] = replace(adventure[0], markers=(marker,))
    state = replace(state, adventure=tuple(adventure), next_timestamp=state.next_timestamp + 1)
    assert terrains_at(state, 0) == {M, F}


def test_4_2_4_b_progress_compares_the_added_terrain() -> None:
    # The region is Water only; both Expeditions are tied in Water. With Persephone the
    # region is also Forest, where p1's Expedition is greater: it moves forward.
    def dusk(with_ability: bool) -> int:
        abilities = (MY_REGION_IS_FOREST,) if with_ability else ()
        b = (
            GameBuilder()
            .region(0, W)
            .in_expedition("p1", "hero", "Persephone", forest=2, water=1, abilities=abilities)
            .in_expedition("p2", "hero", "Rival", water=1)
            .at_phase(Phase.DUSK)
        )
        state, _ = until_decision(b.build())
        return state.positions["p1:hero"]

    assert dusk(with_ability=True) == 1
    assert dusk(with_ability=False) == 0


def test_card_text_region_gains_compiles() -> None:
    card = CardModel.model_validate(
        {
            "name": "Persephone",
            "type": "Character",
            "hand_cost": 3,
            "reserve_cost": 3,
            "abilities": [
                {
                    "text": "My region is Forest in addition to its other terrains.",
                    "passive": {"region_gains": ["forest"]},
                }
            ],
        }
    )
    compiled = compile_card(card)
    assert compiled.gaps == ()
    (ability,) = compiled.fields["abilities"]
    assert ability.kind is AbilityKind.PASSIVE and ability.region_terrains == {F}


def test_card_text_region_gains_needs_a_terrain() -> None:
    with pytest.raises(ValidationError, match="region_gains"):
        CardModel.model_validate(
            {
                "name": "Nobody",
                "type": "Character",
                "abilities": [{"text": "x", "passive": {"region_gains": []}}],
            }
        )
