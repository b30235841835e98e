"""Sub-type-adding passives ("All Characters are Elementals") and grants to a sub-type
("All Elementals have Gigantic") — the abilities of the 2.3.2.e Example: the grant's reach
is read after the sub-types are added, whatever the timestamps (2.3.2.e, 2.3.3.a)."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    CardType,
    GameBuilder,
    Grant,
    GrantScope,
    Keyword,
    find,
)
from engine.reading.filters import matches
from engine.reading.passives import is_gigantic, subtypes_of
from engine.state.cards import ObjectFilter

ALL_ELEMENTALS_GIGANTIC = Ability(
    AbilityKind.PASSIVE,
    "All Elementals have Gigantic.",
    grant=Grant(GrantScope.SUBTYPE, keyword=Keyword.GIGANTIC, subtype="Elemental"),
)
ALL_CHARACTERS_ARE_ELEMENTALS = Ability(
    AbilityKind.PASSIVE, "All Characters are Elementals.", adds_subtypes=("Elemental",)
)


def test_a_grant_to_a_subtype_reaches_only_characters_of_that_subtype() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper", abilities=(ALL_ELEMENTALS_GIGANTIC,))
        .in_expedition("p1", "companion", "Ember", subtypes=("Elemental",))
        .in_expedition("p2", "hero", "Soldier", subtypes=("Soldier",))
        .in_reserve("p1", "Spark", subtypes=("Elemental",))
        .build()
    )
    assert is_gigantic(state, find(state, "Ember"))
    assert not is_gigantic(state, find(state, "Soldier"))
    assert not is_gigantic(state, find(state, "Keeper"))
    assert not is_gigantic(state, find(state, "Spark"))  # 2.3.1.b: in play only


def test_all_characters_are_elementals_adds_the_subtype_in_play_only() -> None:
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Shaper", abilities=(ALL_CHARACTERS_ARE_ELEMENTALS,))
        .in_expedition("p2", "hero", "Soldier", subtypes=("Soldier",))
        .in_landmarks("p2", "Tower", type=CardType.PERMANENT)
        .in_reserve("p2", "Reserve Soldier", subtypes=("Soldier",))
        .build()
    )
    soldier = find(state, "Soldier")
    assert subtypes_of(state, soldier) == ("Soldier", "Elemental")
    assert subtypes_of(state, find(state, "Reserve Soldier")) == ("Soldier",)
    assert "Elemental" not in subtypes_of(state, find(state, "Tower"))
    # Filters read the sub-types passives give ("you control an Elemental").
    elemental = ObjectFilter(subtypes=frozenset({"Elemental"}))
    assert matches(state, soldier, elemental, "p1", None)


def test_2_3_2_e_the_grant_reaches_characters_the_other_ability_makes_elementals() -> None:
    # 2.3.2.e Example: [A] "All Elementals have Gigantic" depends on [B] "All Characters
    # are Elementals" — applying B makes A apply to C, not an Elemental: C is Gigantic,
    # whichever ability has the earlier timestamp.
    for a_first in (True, False):
        b = GameBuilder()
        if a_first:
            b = b.in_expedition("p1", "hero", "A", abilities=(ALL_ELEMENTALS_GIGANTIC,))
        b = b.in_expedition("p1", "companion", "B", abilities=(ALL_CHARACTERS_ARE_ELEMENTALS,))
        if not a_first:
            b = b.in_expedition("p1", "hero", "A", abilities=(ALL_ELEMENTALS_GIGANTIC,))
        state = b.in_expedition("p2", "hero", "C", subtypes=("Soldier",)).build()
        assert is_gigantic(state, find(state, "C")), a_first
        assert is_gigantic(state, find(state, "A")) and is_gigantic(state, find(state, "B"))
