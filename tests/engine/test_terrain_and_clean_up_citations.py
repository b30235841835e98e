"""Issue 31's citation kinds: a terrain condition depends on a passive ability
setting the terrains of its object's region (2.3.2.f); Clean-up says each zone within its
limit beside one over it (3.2.10.b, 3.2.7.c). Boards built in code, beside the examples
named after these rules in ``scenarios/examples``."""

from __future__ import annotations

from engine import Ability, AbilityKind, GameBuilder, Keyword, Terrain, find
from engine.day.limits_kept import kept_within, limit_source
from engine.pipeline.dependency import dependencies
from engine.state import zones as z
from engine.state.cards import Condition, ConditionKind, Grant, GrantScope
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState
from engine.state.statics import StaticKind, StaticSpec

F, W = Terrain.FOREST, Terrain.WATER
ETERNAL_IN_FOREST = Ability(
    AbilityKind.PASSIVE,
    "If I'm in {V}, I am Eternal.",
    grant=Grant(GrantScope.SELF, keyword=Keyword.ETERNAL),
    condition=Condition(ConditionKind.I_AM_IN_TERRAIN, terrain=F),
)
ALL_WATER = Ability(
    AbilityKind.PASSIVE,
    "All regions are {O} and lose their other terrains.",
    static=StaticSpec(StaticKind.REGIONS_ARE, players="all", terrain=W),
)
MY_REGION_WATER = Ability(
    AbilityKind.PASSIVE,
    "My region and the region of the Expedition facing me are {O} and lose their other terrains.",
    static=StaticSpec(StaticKind.REGIONS_ARE, players="you", terrain=W),
)


def _board(setter: Ability, *, setter_at: tuple[str, str, int]) -> GameState:
    """Demeter (older) in p1's hero Expedition at region 1, every region a Forest, and the
    region setter in ``setter_at`` (player, Expedition, region)."""
    player, which, index = setter_at
    b = GameBuilder()
    for i in range(8):
        b = b.region(i, F)
    b = b.in_expedition("p1", "hero", "Demeter", abilities=(ETERNAL_IN_FOREST,))
    b = b.in_expedition(player, which, "Setter", abilities=(setter,))
    return b.position("p1:hero", 1).position(f"{player}:{which}", index).build()


def test_2_3_2_f_losing_other_terrains_changes_what_a_terrain_condition_does() -> None:
    state = _board(ALL_WATER, setter_at=("p2", "hero", 1))
    (dep,) = dependencies(state)
    assert dep.point == "passive.depends.does"
    assert dep.dependent.startswith(find(state, "Demeter"))
    assert dep.on.startswith(find(state, "Setter"))


def test_2_3_2_f_a_region_setter_in_the_conditions_region_is_depended_on() -> None:
    state = _board(MY_REGION_WATER, setter_at=("p2", "hero", 1))
    assert [d.point for d in dependencies(state)] == ["passive.depends.does"]


def test_2_3_2_f_a_region_setter_elsewhere_is_not_depended_on() -> None:
    state = _board(MY_REGION_WATER, setter_at=("p1", "companion", 6))
    assert dependencies(state) == ()


def _cleanup_board() -> GameState:
    """No Hero: p1 with three Landmarks and two cards in Reserve; p2 with one of each."""
    return (
        GameBuilder()
        .in_landmarks("p1", "Landmark A")
        .in_landmarks("p1", "Landmark B")
        .in_landmarks("p1", "Landmark C")
        .in_reserve("p1", "Vanilla A")
        .in_reserve("p1", "Vanilla B")
        .in_landmarks("p2", "Landmark D")
        .in_reserve("p2", "Vanilla C")
        .build()
    )


def test_3_2_10_b_a_reserve_within_its_limit_is_said_beside_landmarks_sacrificed() -> None:
    state = _cleanup_board()
    notes, rules = kept_within(state, (z.landmarks("p1"),), reserve=True)
    assert notes == (
        "p1's Reserve: 2 of 2 (2 without a Hero), nothing discarded",
        "p2's Reserve: 1 of 2 (2 without a Hero), nothing discarded",
    )
    assert rules == ("3.2.10.b",)


def test_3_2_7_c_landmarks_over_their_limit_are_not_said_kept() -> None:
    state = _cleanup_board()
    reserve = z.personal(ZoneKind.RESERVE, "p1")
    notes, rules = kept_within(state, (reserve,), reserve=False)
    assert notes == ("p2's Landmarks: 1 of 2 (2 without a Hero), nothing sacrificed",)
    assert rules == ("3.2.7.c",)
    assert limit_source(state, "p1", reserve=False) == "2 without a Hero"
