"""The Expedition phrase in a designer's words, played on boards (issue 30, gram81): "you
are behind in both / one or more Expeditions" looks at each of the controller's Expeditions
against the one facing it (7.5.2.a-c); "my Expedition is in a region with {O}" is "in {O}"
(7.5.8.b); "for each Expedition you are behind in" counts them (6.5.i); "When a Character
joins the Expedition facing my Expedition" is a join of the one facing the bearer's (1.2.3.c,
7.5.10.a); "When I go to the Discard pile from an Expedition" is met by a discard from the
Expedition zone only (3.2.4, 7.3.7.a) — never from the Landmark zone."""

from __future__ import annotations

import pytest

from engine import DecisionKind, GameBuilder, Terrain, answer, find
from engine.state.enums import CardType, PermanentZone, Status
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields

BEHIND_IN_BOTH = "{J} If you are behind in both Expeditions, draw a card."
BEHIND_IN_ONE_OR_MORE = "{J} If you are behind in one or more Expeditions, draw a card."
NOT_BEHIND_IN_EITHER = "{J} If you are not behind in either Expedition, draw a card."
AHEAD_IN_YOUR_COMPANION = "{J} If you are tied in your Companion Expedition, draw a card."
IN_A_REGION_WITH_WATER = "{J} If my Expedition is in a region with {O}, I gain 1 boost."
PER_EXPEDITION_BEHIND = "{J} Draw a card for each Expedition you are behind in."
JOINS_FACING_MINE = (
    "When a Character joins the Expedition facing my Expedition \u2014 It gains [[Asleep]]."
)
DISCARD_PILE_FROM_AN_EXPEDITION = (
    "When I go to the Discard pile from an Expedition \u2014 Draw a card."
)
DISCARD_PILE = "When I go to the Discard pile \u2014 Draw a card."
DISCARD_TARGET = "{J} Discard target Permanent."

HERO_BEHIND_COMPANION_TIED = {"p1:hero": 0, "p2:hero": 2, "p1:companion": 3, "p2:companion": 3}
"""p1's Hero Expedition is behind (0 regions against 2), its Companion one tied (7.5.2)."""


def _to_next_turn(state: GameState, pick: str | None = None) -> GameState:
    """Each decision answered (the option labelled ``pick`` where offered, else the first)
    until the next turn's choice — never until nothing is pending."""
    for _ in range(10):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            return state
        ids = d.option_ids()
        chosen = [i for i, o in zip(ids, d.options, strict=True) if o.label == pick]
        state, _ = answer(state, d.id, tuple(chosen or ids[: max(d.min_choices, 1)]))
        state, _ = until_decision(state)
    raise AssertionError("no turn's choice after ten decisions")


def _hand_gained(text: str, positions: dict[str, int]) -> int:
    """How many cards p1's hand gained when p1 played a Unique printing ``text``."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    for expedition, at in positions.items():
        b = b.position(expedition, at)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    return len(state.zone("hand:p1")) - 0


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        (BEHIND_IN_BOTH, 0),  # the Companion Expedition is tied, not behind (7.5.2.c)
        (BEHIND_IN_ONE_OR_MORE, 1),  # the Hero Expedition is behind (7.5.2.b)
        (NOT_BEHIND_IN_EITHER, 0),  # the Hero Expedition is
        (AHEAD_IN_YOUR_COMPANION, 1),
        (PER_EXPEDITION_BEHIND, 1),  # one Expedition behind: one card (6.5.i)
    ],
)
def test_7_5_2_you_are_behind_in_expeditions(text: str, drawn: int) -> None:
    assert _hand_gained(text, HERO_BEHIND_COMPANION_TIED) == drawn


def test_7_5_2_both_behind_and_none_behind() -> None:
    both_behind = {"p1:hero": 0, "p2:hero": 2, "p1:companion": 7, "p2:companion": 5}
    assert _hand_gained(BEHIND_IN_BOTH, both_behind) == 1
    assert _hand_gained(PER_EXPEDITION_BEHIND, both_behind) == 2
    none_behind = {"p1:hero": 2, "p2:hero": 1, "p1:companion": 7, "p2:companion": 7}
    assert _hand_gained(NOT_BEHIND_IN_EITHER, none_behind) == 1
    assert _hand_gained(BEHIND_IN_ONE_OR_MORE, none_behind) == 0


@pytest.mark.parametrize(("terrain", "boosts"), [(Terrain.WATER, 1), (Terrain.FOREST, 0)])
def test_7_5_8_b_my_expedition_in_a_region_with_water(terrain: Terrain, boosts: int) -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(IN_A_REGION_WITH_WATER))
    b = b.region(1, terrain).position("p1:hero", 1)
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    assert state.objects[find(state, "Unique")].boosts == boosts


@pytest.mark.parametrize(("dest", "asleep"), [("hero", True), ("companion", False)])
def test_7_5_10_a_a_character_joins_the_expedition_facing_my_expedition(
    dest: str, asleep: bool
) -> None:
    """p2's Nets are in p2's Hero Expedition, which faces p1's Hero Expedition (1.2.3.c)."""
    nets = grammar_fields(JOINS_FACING_MINE, "Nets", unique=False)
    b = GameBuilder().in_expedition("p2", "hero", "Nets", **nets).in_hand("p1", "Diver")
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Diver", dest)
    state = _to_next_turn(state)
    assert (Status.ASLEEP in state.objects[find(state, "Diver")].statuses) is asleep


@pytest.mark.parametrize(
    ("text", "zone", "drawn"),
    [
        (DISCARD_PILE_FROM_AN_EXPEDITION, "expedition", 1),
        (DISCARD_PILE_FROM_AN_EXPEDITION, "landmark", 0),  # not from an Expedition (3.2.4)
        (DISCARD_PILE, "landmark", 1),  # from anywhere (7.3.7.a)
    ],
)
def test_7_3_7_a_i_go_to_the_discard_pile_from_an_expedition(
    text: str, zone: str, drawn: int
) -> None:
    watcher = grammar_fields(text, "Wreck", unique=False)
    if zone == "landmark":
        watcher = {**watcher, "type": CardType.PERMANENT, "permanent_zone": PermanentZone.LANDMARK}
        b = GameBuilder().in_landmarks("p2", "Wreck", **watcher)
    else:
        watcher = {
            **watcher,
            "type": CardType.PERMANENT,
            "permanent_zone": PermanentZone.EXPEDITION,
        }
        b = GameBuilder().in_expedition("p2", "hero", "Wreck", **watcher)
    b = b.in_hand("p1", "Unique", **grammar_fields(DISCARD_TARGET))
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique")
    before = len(state.zone("hand:p2"))
    state = _to_next_turn(state, pick="Wreck")
    assert state.name(state.zone("discard:p2")[0]) == "Wreck"
    assert len(state.zone("hand:p2")) - before == drawn


SWITCH_TO_YOUR_OTHER = "{J} Switch target Character you control to your other Expedition."


def test_7_3_39_a_switch_target_character_you_control_to_your_other_expedition() -> None:
    """Only p1's own Characters are offered; the one chosen goes to p1's other Expedition."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(SWITCH_TO_YOUR_OTHER))
    b = b.in_expedition("p1", "hero", "Swinger").in_expedition("p2", "hero", "Theirs")
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Unique", "companion")
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN
    assert sorted(o.label for o in d.options) == ["Swinger", "Unique"]
    state = _to_next_turn(state, pick="Swinger")
    assert find(state, "Swinger") in state.zone("expedition:p1:companion")
    assert find(state, "Theirs") in state.zone("expedition:p2:hero")


FACING_MINE_MOVES_FORWARD = (
    "When the Expedition facing my Expedition moves forward \u2014 I gain 1 boost."
)
OTHER_MOVES_FORWARD = "When your other Expedition moves forward \u2014 I gain 1 boost."


@pytest.mark.parametrize(
    ("watcher", "mover", "dest", "boosts"),
    [
        # p2's Hero Expedition faces p1's Hero one, where the Watcher is (1.2.3.c)
        (FACING_MINE_MOVES_FORWARD, "Target opponent's Hero Expedition moves forward one "
         "region.", "hero", 1),
        (FACING_MINE_MOVES_FORWARD, "Target opponent's Companion Expedition moves forward "
         "one region.", "hero", 0),
        # the Watcher is in p1's Hero Expedition: the other one is the Companion (7.5.5.a)
        (OTHER_MOVES_FORWARD, "My Expedition moves forward one region.", "companion", 1),
        (OTHER_MOVES_FORWARD, "My Expedition moves forward one region.", "hero", 0),
    ],
)  # fmt: skip
def test_7_3_25_a_one_named_expedition_moves_forward(
    watcher: str, mover: str, dest: str, boosts: int
) -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher"))
    b = b.in_hand("p1", "Mover", **grammar_fields("{J} " + mover, "Mover"))
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Mover", dest)
    state = _to_next_turn(state)
    assert state.objects[find(state, "Watcher")].boosts == boosts
