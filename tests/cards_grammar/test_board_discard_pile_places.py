"""A Discard pile as the place of a target, played on boards (issue 30, g4;
semantics/discard_pile_places.py, the engine's ``target_discard_card``).

A Discard pile is a personal, visible zone (3.2.3.a, 3.1.3.a): its cards may be targets
(6.5.b) — any player's for "any Discard pile", only those an opponent owns for "an
opponent's"; moved to "your" personal zone, a card another player owns goes to its owner's
instead (1.4.3.a)."""

from __future__ import annotations

import pytest

from engine import CardType, DecisionKind, GameBuilder, Terrain
from engine.state.enums import Status
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields


def _board(spell: str, *picks: str) -> tuple[GameState, list[str], set[str]]:
    """p1 plays the Spell ``spell``; "Mine" lies in p1's Discard pile, "Theirs" in p2's.
    The state once the Spell resolves (targets answered by ``picks``), the labels of the
    first targets offered, the rules the trace cites."""
    fields = grammar_fields(spell, "Caster", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Caster", **{**fields, "type": CardType.SPELL})
    b = b.in_discard("p1", "Mine").in_discard("p2", "Theirs")
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Caster", "spell")
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN, d
    offered = sorted(o.label for o in d.options)
    state, entries = answer_picking(state, tuple(entries), picks)
    return state, offered, rules_of(entries)


def _names(state: GameState, zone: str) -> list[str]:
    return [state.name(o) for o in state.zone(zone)]


def test_3_2_3_a_any_discard_pile_offers_each_player_s_cards() -> None:
    state, offered, cited = _board(
        "Put target card from any Discard pile in its owner's Reserve.", "Theirs"
    )
    assert offered == ["Mine", "Theirs"]
    assert "Theirs" in _names(state, "reserve:p2") and "Theirs" not in _names(state, "discard:p2")
    assert "Mine" in _names(state, "discard:p1")
    assert "6.5.b" in cited


def test_1_4_3_a_an_opponent_s_discard_pile_offers_only_their_cards() -> None:
    state, offered, _ = _board(
        "Return target card from an opponent's Discard pile to its owner's hand.", "Theirs"
    )
    assert offered == ["Theirs"]
    assert "Theirs" in _names(state, "hand:p2")


def test_1_4_3_a_your_hand_for_another_s_card_is_its_owner_s() -> None:
    state, offered, cited = _board(
        "Return target card from your opponents' Discard piles to your hand.", "Theirs"
    )
    assert offered == ["Theirs"]
    assert "Theirs" in _names(state, "hand:p2") and "Theirs" not in _names(state, "hand:p1")
    assert "3.1.2.c" in cited


def test_3_2_3_a_a_card_of_my_own_pile_put_at_the_bottom_of_my_deck() -> None:
    state, offered, _ = _board(
        "Put target card from any Discard pile at the bottom of its owner's deck.", "Mine"
    )
    assert offered == ["Mine", "Theirs"]
    assert _names(state, "deck:p1")[-1] == "Mine"
    assert "Theirs" in _names(state, "discard:p2")


# ---- "it" after its own move: the new object found in a visible destination (2.1.f)


def _on_foe(spell: str) -> tuple[GameState, set[str]]:
    """p1 plays ``spell`` targeting p2's Character "Foe": the state after, the rules cited."""
    fields = grammar_fields(spell, "Caster", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Caster", **{**fields, "type": CardType.SPELL})
    b = b.in_expedition("p2", "hero", "Foe", forest=1, mountain=1, water=1)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = play(b, "Caster", "spell")
    state, entries = answer_picking(state, tuple(entries), ("Foe",))
    return state, rules_of(entries)


def _counters(state: GameState, zone: str, name: str) -> dict[str, int]:
    [oid] = [o for o in state.zone(zone) if state.name(o) == name]
    return dict(state.objects[oid].counters)


def test_2_1_f_it_after_a_move_to_reserve_is_the_new_object_there() -> None:
    state, cited = _on_foe("Send target Character to its owner's Reserve. Then it gains 1 boost.")
    assert _counters(state, "reserve:p2", "Foe") == {"boost": 1}
    assert "2.1.f" in cited


def test_2_1_j_it_after_a_move_to_hand_gains_nothing() -> None:
    # In a hidden zone the card is no object the effect finds (2.1.j; 2.1.f reaches visible
    # zones only): the boost has nothing to go on, said with the rules that decide it.
    state, cited = _on_foe("Return target Character to its owner's hand. Then it gains 1 boost.")
    assert _counters(state, "hand:p2", "Foe") == {}
    assert {"2.1.j", "2.1.d"} <= set(cited)


def test_2_1_f_a_discard_pile_s_card_put_in_reserve_then_exhausted() -> None:
    state, _, cited = _board(
        "Put target card from any Discard pile in its owner's Reserve. Then exhaust it.", "Theirs"
    )
    [oid] = [o for o in state.zone("reserve:p2") if state.name(o) == "Theirs"]
    assert Status.EXHAUSTED in state.objects[oid].statuses
    assert "2.1.f" in cited


# ---- "my region is {V}": the terrain of the region my Expedition is in (7.5.8.a-b)


def _my_region(text: str, *terrains: Terrain) -> int:
    """p1 plays "Unique" printing ``text`` to its Hero Expedition, on region 0 with
    ``terrains``: the cards in p1's hand after its Reaction (one drawn, or none)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).region(0, *terrains)
    state, entries = play(b, "Unique")
    state, _ = answer_picking(state, tuple(entries), ())
    return len(state.zone("hand:p1"))


@pytest.mark.parametrize(
    ("text", "terrains", "drawn"),
    [
        ("{J} If my region is {V}, draw a card.", (Terrain.FOREST,), 1),
        ("{J} If my region is {V}, draw a card.", (Terrain.WATER,), 0),
        ("{J} If my region has {M}, draw a card.", (Terrain.FOREST, Terrain.MOUNTAIN), 1),
        ("{J} If my region is not {O}, draw a card.", (Terrain.WATER,), 0),
        ("{J} If my region is not {O}, draw a card.", (Terrain.MOUNTAIN,), 1),
    ],
    ids=["forest", "not forest", "has mountain", "is water", "not water"],
)
def test_7_5_8_b_my_region_is_the_region_of_my_expedition(
    text: str, terrains: tuple[Terrain, ...], drawn: int
) -> None:
    assert _my_region(text, *terrains) == drawn
