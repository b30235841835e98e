"""The trace says which passive ability applies first and why (2.3.2, 2.3.3): a direct
dependency (2.3.2.d-f) makes the ability depended on apply first (2.3.3.a), even when it is
newer (overriding timestamp order, 2.3.3.b); two abilities depending on each other apply
in timestamp order. It is said once, when the dependencies change, not at every
re-evaluation of the passive abilities (2.3.1.e)."""

from __future__ import annotations

from engine import Ability, AbilityKind, GameBuilder, Keyword, Terrain, find
from engine.pipeline.dependency import dependencies, note_dependencies
from engine.reading.passives import is_gigantic
from engine.reading.transitive import chain, closure
from engine.state.cards import (
    Condition,
    ConditionKind,
    Grant,
    GrantScope,
    IgnoreScope,
    IgnoreSpec,
)
from engine.state.game_state import GameState, evolve
from engine.why.trace import TraceEntry

F, W = Terrain.FOREST, Terrain.WATER
LOSE = Ability(
    AbilityKind.PASSIVE,
    "All other Characters lose their abilities.",
    ignore=IgnoreSpec(IgnoreScope.ALL_OTHER_CHARACTERS, lose=True),
)
ALL_FORESTS = Ability(
    AbilityKind.PASSIVE, "All regions are Forests.", all_regions_terrains=frozenset({F})
)
ELEMENTALS_GIGANTIC = Ability(
    AbilityKind.PASSIVE,
    "All Elementals have Gigantic.",
    grant=Grant(GrantScope.SUBTYPE, keyword=Keyword.GIGANTIC, subtype="Elemental"),
)
ALL_ELEMENTALS = Ability(
    AbilityKind.PASSIVE, "All Characters are Elementals.", adds_subtypes=("Elemental",)
)
GIGANTIC_IN_FOREST = Ability(
    AbilityKind.PASSIVE,
    "If I am in Forest, I am Gigantic.",
    grant=Grant(GrantScope.SELF, keyword=Keyword.GIGANTIC),
    condition=Condition(ConditionKind.I_AM_IN_TERRAIN, terrain=F),
)
LINE = TraceEntry("Day 1: Dusk begins", ("4.2.a",))


def _state(*cards: tuple[str, str, Ability]) -> GameState:
    """Characters in play, in this order of timestamps: (player, name, ability)."""
    b = GameBuilder().region(0, W)
    for player, name, ability in cards:
        b = b.in_expedition(player, "hero", name, abilities=(ability,))
    return b.build()


def test_2_3_2_d_the_trace_says_the_newer_ability_removes_the_older_one() -> None:
    state = _state(("p1", "Gaia", ALL_FORESTS), ("p2", "Silencer", LOSE))
    after, entry = note_dependencies(state, LINE)
    assert (
        "Silencer's “All other Characters lose their abilities” applies first and removes "
        "Gaia's “All regions are Forests”, which depends on it, though Gaia's is older"
    ) in entry.text
    assert {"2.3.2.d", "2.3.3.a", "2.3.3.b"} <= set(entry.rules)
    assert entry.rules[0] == "4.2.a"  # the line's own rules come first
    assert len(after.noted_dependencies) == 1  # remembered, to be said once


def test_2_3_3_b_not_cited_when_the_ability_depended_on_is_older_anyway() -> None:
    state = _state(("p2", "Silencer", LOSE), ("p1", "Gaia", ALL_FORESTS))
    _, entry = note_dependencies(state, LINE)
    assert "applies first and removes Gaia's" in entry.text
    assert "older" not in entry.text
    assert "2.3.3.b" not in entry.rules and "2.3.2.d" in entry.rules


def test_said_once_not_at_every_recomputation() -> None:
    state = _state(("p1", "Gaia", ALL_FORESTS), ("p2", "Silencer", LOSE))
    after, first = note_dependencies(state, LINE)
    again, second = note_dependencies(after, LINE)
    assert "applies first" in first.text
    assert second == LINE and again is after


def test_said_again_when_the_dependency_comes_back() -> None:
    with_both = _state(("p1", "Gaia", ALL_FORESTS), ("p2", "Silencer", LOSE))
    noted, _ = note_dependencies(with_both, LINE)
    alone = evolve(_state(("p1", "Gaia", ALL_FORESTS)), noted_dependencies=noted.noted_dependencies)
    forgotten, entry = note_dependencies(alone, LINE)
    assert entry == LINE and forgotten.noted_dependencies == ()  # gone: nothing to say
    back = evolve(with_both, noted_dependencies=forgotten.noted_dependencies)
    _, entry = note_dependencies(back, LINE)
    assert "applies first" in entry.text


def test_2_3_3_a_abilities_depending_on_each_other_apply_older_first() -> None:
    state = _state(("p1", "Hush", LOSE), ("p2", "Silencer", LOSE))
    _, entry = note_dependencies(state, LINE)
    assert "depend on each other: the older, Hush's" in entry.text
    assert entry.text.count("depend on each other") == 1
    assert {"2.3.3.a", "2.3.3.b", "2.3.2.d"} <= set(entry.rules)


def test_2_3_2_e_adding_the_subtype_changes_what_the_grant_applies_to() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Giant maker", abilities=(ELEMENTALS_GIGANTIC,))
        .in_expedition("p1", "hero", "Elementalist", abilities=(ALL_ELEMENTALS,))
        .in_expedition("p2", "hero", "Soldier", subtypes=("Soldier",))
        .build()
    )
    (dep,) = dependencies(state)
    assert dep.point == "passive.depends.reach"
    assert dep.dependent.startswith(find(state, "Giant maker"))
    assert dep.on.startswith(find(state, "Elementalist"))
    _, entry = note_dependencies(state, LINE)
    assert "it changes what Giant maker's “All Elementals have Gigantic” applies to" in entry.text
    assert "2.3.2.e" in entry.rules


def test_2_3_2_f_the_terrain_changes_what_the_conditional_ability_does() -> None:
    state = _state(("p1", "Atlas", GIGANTIC_IN_FOREST), ("p2", "Gaia", ALL_FORESTS))
    (dep,) = dependencies(state)
    assert dep.point == "passive.depends.does"
    _, entry = note_dependencies(state, LINE)
    assert "Gaia's “All regions are Forests” applies first: it changes what Atlas'" in entry.text
    assert "2.3.2.f" in entry.rules


def test_no_dependency_no_words() -> None:
    # "I am Gigantic" asks nothing of the regions: it does not depend on "All regions are
    # Forests", so timestamp order is all there is and nothing is said.
    gigantic = Ability(
        AbilityKind.PASSIVE,
        "I am Gigantic.",
        grant=Grant(GrantScope.SELF, keyword=Keyword.GIGANTIC),
    )
    state = _state(("p1", "Gaia", ALL_FORESTS), ("p2", "Atlas", gigantic))
    after, entry = note_dependencies(state, LINE)
    assert dependencies(state) == ()
    assert entry == LINE and after is state


def test_2_3_2_g_a_dependency_through_a_chain_is_named_and_applied() -> None:
    # Silencer's "If I am in Forest, I am Gigantic" depends on Gaia's "All regions are
    # Forests" (2.3.2.f), which depends on Silencer's "All other Characters lose their
    # abilities" (2.3.2.d) — so the first depends on the last through Gaia's (2.3.2.g),
    # though "lose their abilities" does not remove Silencer's own ability.
    state = (
        GameBuilder()
        .region(0, W)
        .in_expedition("p1", "hero", "Gaia", abilities=(ALL_FORESTS,))
        .in_expedition("p2", "hero", "Silencer", abilities=(GIGANTIC_IN_FOREST, LOSE))
        .build()
    )
    silencer = find(state, "Silencer")
    chained = [d for d in dependencies(state) if d.via]
    assert [(d.dependent, d.on, d.point) for d in chained] == [
        (f"{silencer}#0", f"{silencer}#1", "passive.depends.chain")
    ]
    assert chained[0].via == (f"{find(state, 'Gaia')}#0",)
    _, entry = note_dependencies(state, LINE)
    assert (
        "Silencer's “All other Characters lose their abilities” applies before Silencer's "
        "“If I am in Forest, I am Gigantic”, which depends on it through Gaia's “All regions "
        "are Forests”"
    ) in entry.text
    assert {"2.3.2.g", "2.3.3.a"} <= set(entry.rules)
    # Applied in that order: Gaia's ability is lost first, so the region stays Water and
    # Silencer is not Gigantic.
    assert not is_gigantic(state, silencer)


def test_2_3_2_g_three_abilities_in_a_cycle_all_depend_on_each_other() -> None:
    direct = {"A": ["B"], "B": ["C"], "C": ["A"], "D": []}
    reached = closure(direct)
    assert reached["A"] == {"A", "B", "C"} and reached["D"] == frozenset()
    assert chain(direct, "A", "C") == ("B",)
    assert chain(direct, "A", "B") == () and chain(direct, "D", "A") == ()
