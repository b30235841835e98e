"""The Nth event of a period, read by the grammar alone and played on boards (issue 30):
"When you sacrifice your second Character each Day / each Afternoon / each turn" counts the
Characters the controller sacrificed in that period (4.1, 4.2.3, 7.3.36.a) — the Day's
earlier turns count for "each Day", not for "each turn"; a sacrifice outside the Afternoon
is none of the Afternoon's —, "When you play your first card from Reserve each Afternoon"
counts the cards played from Reserve only (5.1.2.d)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.core import play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState, evolve
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability

from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_nth_events import (
    FIRST_FROM_RESERVE_EACH_AFTERNOON,
    REFUSED_NTH_EVENTS,
    SECOND_CARD_DISCARDED_EACH_TURN,
    SECOND_CARD_DRAWN_EACH_TURN,
    SECOND_SACRIFICE_EACH,
    SECOND_TOKEN_EACH_TURN,
)

_EARLIER = ("character_sacrificed", "p1", "")
"""A Character p1 sacrificed earlier this Day (engine.pipeline.counted_events)."""


def _sacrificed(watcher: str, earlier_in: str) -> int:
    """The Watcher's boosts after p1 sacrifices one Character this turn, having sacrificed
    another earlier this Day: in an earlier turn of the Afternoon ("turn"), before the
    Afternoon ("morning"), or not at all ("")."""
    b = GameBuilder().in_hand(
        "p1", "Bearer", **grammar_fields("{H} Sacrifice a Character.", "Bearer", unique=False)
    )
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.in_expedition("p1", "companion", "Goat").mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = until_decision(b.at_afternoon().build())
    if earlier_in:
        state = evolve(state, counted_this_day=((*_EARLIER, earlier_in == "turn"),))
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("Goat", "mana", "Mana"))
    return _boosts(state, "Watcher")


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


@pytest.mark.parametrize(
    ("period", "earlier_in", "boosts"),
    [
        ("each Day", "turn", 1),  # an earlier turn's sacrifice is this Day's first
        ("this Day", "morning", 1),  # so is one before the Afternoon (4.1)
        ("each Day", "", 0),  # this one is the Day's first
        ("each turn", "turn", 0),  # the turn's first (4.2.3)
        ("each Afternoon", "turn", 1),
        ("each Afternoon", "morning", 0),  # not during the Afternoon (4.2.3)
    ],
)
def test_4_1_your_second_character_sacrificed_each_period(
    period: str, earlier_in: str, boosts: int
) -> None:
    assert _sacrificed(SECOND_SACRIFICE_EACH.format(period=period), earlier_in) == boosts


def _played_from(zone: str, earlier_from_reserve: bool) -> int:
    """The Watcher's boosts after p1 plays a Bearer from ``zone``; before it, this
    Afternoon, p1 played a card from Reserve (or none)."""
    vanilla = grammar_fields("{H} Draw a card.", "Bearer", unique=False)
    b = GameBuilder()
    b = (
        b.in_reserve("p1", "Bearer", **vanilla)
        if zone == "reserve"
        else b.in_hand("p1", "Bearer", **vanilla)
    )
    watcher = grammar_fields(FIRST_FROM_RESERVE_EACH_AFTERNOON, "Watcher", unique=False)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher).mana("p1", 4)
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    if earlier_from_reserve:
        card = state.objects[find(state, "Watcher")].card_id
        assert card is not None
        state = evolve(
            state,
            plays_this_turn=(("p1", card),),
            plays_this_afternoon=(("p1", card),),
            plays_this_day=(("p1", card),),
            play_origins=("reserve",),
        )
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    return _boosts(state, "Watcher")


@pytest.mark.parametrize(
    ("zone", "earlier", "boosts"),
    [
        ("reserve", False, 1),  # the first card played from Reserve this Afternoon
        ("hand", False, 0),  # played from Hand: not one from Reserve (5.1.2.d)
        ("reserve", True, 0),  # the second from Reserve
    ],
)
def test_5_1_2_d_your_first_card_from_reserve_each_afternoon(
    zone: str, earlier: bool, boosts: int
) -> None:
    assert _played_from(zone, earlier) == boosts


@pytest.mark.parametrize("text", sorted(REFUSED_NTH_EVENTS))
def test_4_2_3_an_nth_event_the_engine_does_not_count_is_resolved_by_hand(text: str) -> None:
    with pytest.raises(NotRead) as refused:
        read_ability(text)
    assert REFUSED_NTH_EVENTS[text] in str(refused.value).lower()


@pytest.mark.parametrize(
    ("cards", "earlier", "boosts"),
    [("two", 0, 1), ("a", 0, 0), ("a", 1, 1), ("three", 0, 1)],
    ids=["second-of-two", "one-card", "second-this-turn", "only-the-second"],
)
def test_7_3_9_a_your_second_card_drawn_each_turn(cards: str, earlier: int, boosts: int) -> None:
    """Each card drawn is its own draw (7.3.9.a), counted through the turn (4.2.3): a card
    p1 drew earlier this turn makes the first of this step the second."""
    plural = "s" if cards != "a" else ""
    bearer = grammar_fields(f"{{H}} Draw {cards} card{plural}.", "Bearer", unique=False)
    watcher = grammar_fields(SECOND_CARD_DRAWN_EACH_TURN, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher).mana("p1", 4)
    state, _ = until_decision(b.deck_of("p1", 6).deck_of("p2", 4).at_afternoon().build())
    if earlier:
        state = evolve(state, counted_this_turn=(("card_drawn", "p1", ""),))
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("cards", "boosts"), [("two", 1), ("a", 0)], ids=["second-of-two", "one-card"]
)
def test_7_3_7_a_your_second_card_discarded_each_turn(cards: str, boosts: int) -> None:
    """Each card discarded is its own discard (7.3.7.a), counted through the turn (4.2.3)."""
    plural = "s" if cards != "a" else ""
    text = f"{{H}} Discard {cards} card{plural} from your hand."
    bearer = grammar_fields(text, "Bearer", unique=False)
    watcher = grammar_fields(SECOND_CARD_DISCARDED_EACH_TURN, "Watcher", unique=False)
    b = (
        GameBuilder()
        .in_hand("p1", "Bearer", **bearer)
        .in_hand("p1", "Junk A")
        .in_hand("p1", "Junk B")
    )
    b = b.in_expedition("p1", "hero", "Watcher", **watcher).mana("p1", 4)
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("Junk", "mana", "Mana"))
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("tokens", "boosts"), [("two", 1), ("a", 0)], ids=["second-of-two", "one-token"]
)
def test_7_3_5_a_your_second_token_created_each_turn(tokens: str, boosts: int) -> None:
    """Each token created is its own creation (7.3.5.a), counted through the turn (4.2.3)."""
    plural = "s" if tokens != "a" else ""
    text = f"{{H}} Create {tokens} [Brassbug 2/2/2] Robot token{plural} in my Expedition."
    bearer = grammar_fields(text, "Bearer", unique=False)
    watcher = grammar_fields(SECOND_TOKEN_EACH_TURN, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher).mana("p1", 4)
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Bearer"), "hero")
    state, entries = until_decision(state)
    state, _ = answer_picking(state, (first, *entries), ("mana", "Mana"))
    assert _boosts(state, "Watcher") == boosts
