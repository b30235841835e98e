"""2.3.1.e: passive abilities are re-evaluated after each event.

The engine looks again only at the objects an event changed (``engine.reading.lineage``);
these tests check that the answer is always the one looking at every object would give.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import (
    Ability,
    AbilityKind,
    CardDef,
    CardType,
    GameBuilder,
    GameState,
    Keyword,
    StatModifier,
    Step,
    Terrain,
    find,
    new_game,
    request,
)
from engine.reading import passives
from engine.state.actions import ActionKind
from tests.engine.test_property import _deck as _reaction_deck

from .helpers import random_play

_PLUS_FOREST = Ability(AbilityKind.PASSIVE, stats=StatModifier("my_expedition", forest=1))
_PLUS_WATER_SUPPORT = Ability(
    AbilityKind.PASSIVE, stats=StatModifier("my_characters", water=1), support=True
)


def _every_object(state: GameState) -> tuple[tuple[str, int, Ability], ...]:
    """The reference: every object of the state looked at, ordered by timestamp (2.3.3.b)."""
    found: list[tuple[int, str, int, Ability]] = []
    for oid, o in state.objects.items():
        if o.timestamp is None:
            continue
        if o.emblem is not None:
            found += [(o.timestamp, oid, i, ab) for i, ab in enumerate(o.emblem.abilities)]
            continue
        card = state.card(oid)
        assert card is not None
        found += [
            (o.timestamp, oid, i, ab)
            for i, ab in enumerate(card.abilities)
            if passives.ability_works(state, oid, ab)
        ]
    found.sort(key=lambda e: (e[0], e[1], e[2]))
    return tuple((oid, i, ab) for _, oid, i, ab in found)


def _deck(player: str) -> list[CardDef]:
    cards = _reaction_deck(player)
    for i in range(12):
        ability = _PLUS_FOREST if i % 2 else _PLUS_WATER_SUPPORT
        cards.append(
            CardDef(
                f"{player}-p{i}",
                player,
                f"{player} passive #{i}",
                CardType.CHARACTER,
                hand_cost=i % 3,
                reserve_cost=1,
                forest=1,
                abilities=(ability,),
            )
        )
    return cards


def test_2_3_1_e_an_exhausted_support_ability_stops_working_after_the_event() -> None:
    state = GameBuilder().in_reserve("p1", "Helper", abilities=(_PLUS_WATER_SUPPORT,)).build()
    helper = state.zone("reserve:p1")[0]
    assert [oid for oid, _, _ in passives.working_abilities(state)] == [helper]
    state, _ = request(state, Step(ActionKind.EXHAUST, objects=(helper,)))
    assert passives.working_abilities(state) == ()  # 2.2.12.j: exhausted in Reserve
    state, _ = request(state, Step(ActionKind.READY, objects=(helper,)))
    assert passives.working_abilities(state) == _every_object(state) != ()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32), picks=st.lists(st.integers(0, 10**6), min_size=300, max_size=300)
)
def test_2_3_1_e_working_abilities_after_every_event_match_looking_at_every_object(
    seed: int, picks: list[int]
) -> None:
    start = new_game({"p1": _deck("p1"), "p2": _deck("p2")}, seed=seed)
    for state, _ in random_play(start, picks, 1200):
        assert passives.working_abilities(state) == _every_object(state)


def _gigantic_board(gigantic_has_ability: bool) -> GameState:
    """p1: a Gigantic Character in the hero Expedition, a plain one in the companion one;
    the "+1 forest to my Expedition's Characters" ability on one of them."""
    giant = (_PLUS_FOREST,) if gigantic_has_ability else ()
    plain = () if gigantic_has_ability else (_PLUS_FOREST,)
    return (
        GameBuilder()
        .in_expedition(
            "p1", "hero", "Giant", keywords=frozenset({Keyword.GIGANTIC}), abilities=giant
        )
        .in_expedition("p1", "companion", "Scout", abilities=plain)
        .in_expedition("p2", "companion", "Stranger")
        .build()
    )


def test_7_4_4_f_a_gigantic_characters_expedition_ability_reaches_both_expeditions() -> None:
    state = _gigantic_board(gigantic_has_ability=True)
    assert passives.statistics(state, find(state, "Scout"))[Terrain.FOREST] == 1
    assert passives.statistics(state, find(state, "Giant"))[Terrain.FOREST] == 1
    assert passives.statistics(state, find(state, "Stranger"))[Terrain.FOREST] == 0


def test_2_3_2_e_a_gigantic_character_is_in_the_expedition_of_an_ability_in_either() -> None:
    # Gigantic changes what "my Expedition" applies to: the Giant is in the companion
    # Expedition too (7.4.4.b), so the companion Scout's ability reaches it.
    state = _gigantic_board(gigantic_has_ability=False)
    assert passives.statistics(state, find(state, "Giant"))[Terrain.FOREST] == 1
    assert passives.statistics(state, find(state, "Stranger"))[Terrain.FOREST] == 0
