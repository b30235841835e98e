"""The wordings of each event dimension, read by the grammar alone and played on boards
(issue 30): a card played "from your hand or from your Reserve" — either zone a card is
played from (5.2.a), not another (5.2.b); "When I go to Reserve during Rest" — only the
move the daily effect Rest makes (4.2.5.b); "When a player rolls a die" — either player's
roll (1.2.2, 7.3.33.a); "due to {O} or {V}" — a move forward due to any of these terrains
(4.2.4.j)."""

from __future__ import annotations

import pytest

from engine import ActionKind, DecisionKind, GameBuilder, Phase, answer, find, play_card
from engine.pipeline.play_triggers import played_from_fits
from engine.pipeline.reactions import in_its_daily_effect
from engine.state.agenda import Activation
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.why.table import why

from ..cards_text.helpers import names
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_event_wordings import (
    A_PLAYER_ROLLS,
    I_GO_TO_RESERVE_DURING_REST,
    ONE_OF_YOURS_DUE_TO_EITHER,
    YOU_CREATE_TOKENS,
    YOU_TAKE_CONTROL_OF_AN_OBJECT,
)

FROM_HAND_OR_RESERVE = (
    "When you play a Character from your hand or from your Reserve \u2014 Draw a card."
)
_TWO_TOKENS = "{H} Create two [Brassbug 2/2/2] Robot tokens in my Expedition."
_A_TOKEN = "When you create a token \u2014 Draw a card."
FROM_THEIR_RESERVE = "When an opponent plays a Character from their Reserve \u2014 Draw a card."


def _stats() -> dict[str, int]:
    return {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _to_turn(state: GameState) -> GameState:
    """Answer decisions with their first options until a turn comes back."""
    for _ in range(10):
        d = state.pending
        assert d is not None
        if d.kind == DecisionKind.TURN:
            break
        state, _ = answer(state, d.id, tuple(d.option_ids()[: max(d.min_choices, 1)]))
        state, _ = until_decision(state)
    return state


@pytest.mark.parametrize(("where", "drawn"), [("hand", 1), ("reserve", 1)])
def test_5_2_a_a_card_played_from_your_hand_or_from_your_reserve(where: str, drawn: int) -> None:
    b = GameBuilder().in_expedition(
        "p1",
        "companion",
        "Watcher",
        **grammar_fields(FROM_HAND_OR_RESERVE, "Watcher", unique=False),
    )
    b = (
        b.in_hand("p1", "Walker", **_stats())
        if where == "hand"
        else b.in_reserve("p1", "Walker", **_stats())
    )
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    hand_before = len(names(state, "hand:p1")) - (where == "hand")
    state, _ = play_card(state, "p1", find(state, "Walker"), "hero")
    state, _ = until_decision(state)
    state = _to_turn(state)
    assert len(names(state, "hand:p1")) == hand_before + drawn


def test_5_2_b_a_card_played_from_another_zone_is_not_from_hand_or_reserve() -> None:
    assert played_from_fits("hand_or_reserve", "hand")
    assert played_from_fits("hand_or_reserve", "reserve")
    assert not played_from_fits("hand_or_reserve", "discard")
    assert not played_from_fits("hand_or_reserve", "")  # where it came from is not known
    assert played_from_fits("", "discard") and not played_from_fits("reserve", "hand")


@pytest.mark.parametrize(("opponent_plays", "drawn"), [(True, 1), (False, 0)])
def test_1_2_2_their_reserve_is_the_reserve_of_the_opponent_who_plays(
    opponent_plays: bool, drawn: int
) -> None:
    """ "When an opponent plays a Character from their Reserve": p2's Watcher sees p1 play
    from p1's Reserve; p1's own Watcher does not (it is not an opponent's play)."""
    watcher_owner = "p2" if opponent_plays else "p1"
    b = GameBuilder().in_expedition(
        watcher_owner,
        "companion",
        "Watcher",
        **grammar_fields(FROM_THEIR_RESERVE, "Watcher", unique=False),
    )
    b = b.in_reserve("p1", "Walker", **_stats())
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    before = len(names(state, f"hand:{watcher_owner}"))
    state, _ = play_card(state, "p1", find(state, "Walker"), "hero")
    state, _ = until_decision(state)
    state = _to_turn(state)
    assert len(names(state, f"hand:{watcher_owner}")) == before + drawn


@pytest.mark.parametrize(("text", "drawn"), [(I_GO_TO_RESERVE_DURING_REST, 1)])
def test_4_2_5_b_when_i_go_to_reserve_during_rest(text: str, drawn: int) -> None:
    """Rest sends the Walker to Reserve at Night (4.2.5.b): its Reaction activates — one
    card more than the same board whose Walker prints nothing. (Another move to Reserve, not
    Rest's, is the next test's.)"""
    hands = []
    for printed in (text, ""):
        f = grammar_fields(printed, "Walker", unique=False) if printed else _stats()
        b = GameBuilder().in_expedition("p1", "hero", "Walker", **f)
        state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_phase(Phase.NIGHT).build())
        assert find(state, "Walker") in state.zone("reserve:p1")
        hands.append(len(names(state, "hand:p1")))
    assert hands[0] == hands[1] + drawn


def test_4_2_5_b_only_an_event_of_rest_is_during_rest() -> None:
    """A Reaction kept to Rest activates only on the events of Rest's step (the rule it
    cites, 4.2.5.b) — not on a move to Reserve an effect makes at Night."""
    act = Activation("o1", None, "Walker", 0, "p1", daily_effect="Rest")
    rest = Event(1, ActionKind.SEND, object_id="o1", rules=why("night.rest"))
    other = Event(2, ActionKind.SEND, object_id="o1", rules=("7.3.37.a",))
    assert in_its_daily_effect(act, [rest])
    assert not in_its_daily_effect(act, [other])
    assert in_its_daily_effect(Activation("o1", None, "Walker", 0, "p1"), [other])


@pytest.mark.parametrize("watcher_owner", ["p1", "p2"])
def test_1_2_2_when_a_player_rolls_a_die(watcher_owner: str) -> None:
    """p1 rolls: "a player" is either player, so both p1's and p2's Watcher activate."""
    b = GameBuilder().in_hand(
        "p1", "Roller", **grammar_fields("{H} Roll a die.", "Roller", unique=False)
    )
    b = b.in_expedition(
        watcher_owner,
        "companion",
        "Watcher",
        **grammar_fields(A_PLAYER_ROLLS, "Watcher", unique=False),
    )
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    before = len(names(state, f"hand:{watcher_owner}")) - (watcher_owner == "p1")  # the Roller
    state, _ = play_card(state, "p1", find(state, "Roller"), "hero")
    state, _ = until_decision(state)
    state = _to_turn(state)
    assert len(names(state, f"hand:{watcher_owner}")) == before + 1


@pytest.mark.parametrize(("terrain", "drawn"), [("water", 1), ("forest", 1), ("mountain", 0)])
def test_4_2_4_j_moves_forward_due_to_either_terrain(terrain: str, drawn: int) -> None:
    """ "due to {O} or {V}": a move due to water or to forest activates it, one due to
    mountain alone does not (the same board without the ability drawing as many others)."""
    stats = {"forest": 0, "mountain": 0, "water": 0, terrain: 3}
    f = {**grammar_fields(ONE_OF_YOURS_DUE_TO_EITHER, "Scout", unique=False), **stats}
    runs = []
    for fields in (f, stats):
        b = GameBuilder().in_expedition("p1", "hero", "Scout", **fields)
        state, _ = until_decision(b.deck_of("p1", 6).deck_of("p2", 6).at_phase(Phase.DUSK).build())
        runs.append(len(names(state, "hand:p1")))
    assert runs[0] == runs[1] + drawn


@pytest.mark.parametrize(("text", "drawn"), [(YOU_CREATE_TOKENS, 1), (_A_TOKEN, 2)])
def test_1_2_7_c_one_or_more_tokens_once_per_step(text: str, drawn: int) -> None:
    """Two tokens created by one step: "one or more tokens" activates once (1.2.7.c), "a
    token" once per token (6.3.g)."""
    b = GameBuilder().in_hand("p1", "Maker", **grammar_fields(_TWO_TOKENS, "Maker", unique=False))
    b = b.in_expedition(
        "p1", "companion", "Watcher", **grammar_fields(text, "Watcher", unique=False)
    )
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    before = len(names(state, "hand:p1")) - 1  # the Maker
    state, _ = play_card(state, "p1", find(state, "Maker"), "hero")
    state, _ = until_decision(state)
    state = _to_turn(state)
    assert len(names(state, "hand:p1")) == before + drawn


@pytest.mark.parametrize(("watcher_owner", "drawn"), [("p1", 1), ("p2", 0)])
def test_7_3_40_a_when_you_take_control_of_an_object(watcher_owner: str, drawn: int) -> None:
    """p1 takes control of p2's Foe: p1's Watcher activates ("you" took it); p2's does not."""
    taker = grammar_fields(
        "{H} Take control of target Character an opponent controls.", "Taker", unique=False
    )
    b = GameBuilder().in_hand("p1", "Taker", **taker)
    b = b.in_expedition("p2", "hero", "Foe", **_stats())
    b = b.in_expedition(
        watcher_owner,
        "companion",
        "Watcher",
        **grammar_fields(YOU_TAKE_CONTROL_OF_AN_OBJECT, "Watcher", unique=False),
    )
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build()
    )
    before = len(names(state, f"hand:{watcher_owner}")) - (watcher_owner == "p1")  # the Taker
    state, _ = play_card(state, "p1", find(state, "Taker"), "hero")
    state, _ = until_decision(state)
    state = _to_turn(state)
    assert state.objects[find(state, "Foe")].controller == "p1"
    assert len(names(state, f"hand:{watcher_owner}")) == before + drawn
