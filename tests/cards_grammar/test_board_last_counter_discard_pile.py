"""Last counters and discard piles (issue 30) played on boards, read by the grammar alone: "When a
Character you control loses its last Thread counter —" activates when a step takes the last counters
of that name from one of the controller's Characters (2.5.g; a set names its counters, 2.5.a) — not
when some remain, not for another name, not for an opponent's Character (1.2.2); "When a card is put
into your discard pile from your deck —" activates once per card a step puts there from the
controller's Deck (3.2.3, 6.3.g) — not for a card discarded from the hand, nor for an opponent's
Deck; a set's numbered keyword action read by its reminder with the number 1 ("[Unravel 1]",
2.2.12.c)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import BOOST, ZoneKind
from engine.state.zones import personal
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from ..cards_text.helpers import play
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields
from .test_board_effects import ALLY

LAST_THREAD = "When a Character you control loses its last Thread counter \u2014 I gain 1 boost."
I_LOSE_LAST = "When I lose my last Thread counter \u2014 I gain 2 boosts."
FROM_DECK = "When a card is put into your discard pile from your deck \u2014 I gain 1 boost."
FROM_HAND = "When a card goes to your discard pile from your hand \u2014 I gain 1 boost."


@pytest.mark.parametrize(
    ("owner", "counter", "had", "boosts"),
    [("p1", "Thread", 1, 1), ("p1", "Thread", 2, 0), ("p2", "Thread", 1, 0), ("p1", BOOST, 1, 0)],
    ids=["its-last-thread", "one-of-two", "an-opponents", "a-boost-not-a-thread"],
)
def test_2_5_g_a_character_you_control_loses_its_last_thread_counter(
    owner: str, counter: str, had: int, boosts: int
) -> None:
    removed = "a Thread counter" if counter == "Thread" else "a boost"
    removing = f"{{H}} Remove {removed} from target Character."
    bearer = grammar_fields(removing, "Bearer", unique=False)
    watcher = grammar_fields(LAST_THREAD, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    b = b.in_expedition(owner, "companion", "Goat", counters={counter: had})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, more = answer_picking(state, entries, ("Goat",))
    assert state.objects[find(state, "Goat")].counters.get(counter, 0) == had - 1
    assert state.objects[find(state, "Watcher")].counters.get(BOOST, 0) == boosts
    assert "2.5.g" in rules_of((*entries, *more))  # the counters removed


def test_2_5_g_i_lose_my_last_thread_counter_myself() -> None:
    bearer = grammar_fields("{H} Remove a Thread counter from target Character.", "Bearer")
    watcher = grammar_fields(I_LOSE_LAST, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", counters={"Thread": 1}, **watcher)
    b = b.in_expedition("p1", "companion", "Goat", counters={"Thread": 1})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = answer_picking(state, entries, ("Watcher",))
    watching = state.objects[find(state, "Watcher")]
    assert watching.counters.get("Thread", 0) == 0
    assert watching.counters.get(BOOST, 0) == 2
    assert state.objects[find(state, "Goat")].counters.get("Thread", 0) == 1


def _milled(played: str, watched: str, hand: int = 0) -> tuple[int, set[str], int]:
    """p1 plays a Character printing ``played`` while a Watcher printing ``watched`` is in
    their hero Expedition: the Watcher's boosts, the rules cited, p1's Discard pile size."""
    b = GameBuilder(seed=3).in_hand("p1", "Bearer", **grammar_fields(played, "Bearer"))
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watched, "Watcher", unique=False))
    for p in ("p1", "p2"):
        for i in range(4):
            b = b.in_deck(p, f"Card{p}{i}", **ALLY)
    for i in range(hand):
        b = b.in_hand("p1", f"Spare{i}", **ALLY)
    state, entries = play(b.mana("p1", 4), "Bearer")
    state, more = answer_picking(state, entries, ("Spare",))
    discard = len(state.zone(personal(ZoneKind.DISCARD, "p1")))
    boosts = state.objects[find(state, "Watcher")].counters.get(BOOST, 0)
    return boosts, rules_of((*entries, *more)), discard


def test_3_2_3_each_card_put_from_your_deck_into_your_discard_pile() -> None:
    boosts, cited, discard = _milled(
        "{H} Put the top 2 cards of your deck into your discard pile.", FROM_DECK
    )
    assert discard == 2
    assert boosts == 2  # once per card (6.3.g)
    assert "6.3.g" in cited  # one activation per atomic action


def test_3_2_3_a_card_discarded_from_hand_is_not_from_your_deck() -> None:
    assert _milled("{H} Discard a card from your hand.", FROM_DECK, hand=1)[:1] == (0,)
    assert _milled("{H} Discard a card from your hand.", FROM_HAND, hand=1)[:1] == (1,)


def test_1_2_2_an_opponents_deck_is_not_your_deck() -> None:
    played = "{H} Each player puts the top 2 cards of their deck into their discard pile."
    boosts, _, discard = _milled(played, FROM_DECK)
    assert discard == 2 and boosts == 2  # p1's two cards only, not p2's


UNRAVEL = "{J} [Unravel 2]. (Put the top 2 cards of your deck into your discard pile.)"


def test_2_2_12_c_a_numbered_set_action_with_one_is_said_singular() -> None:
    with using_keywords(defined_keywords([(UNRAVEL, "Spinner")])):
        boosts, _, discard = _milled("{H} Draw a card and [Unravel 1].", FROM_DECK)
    assert discard == 1 and boosts == 1
