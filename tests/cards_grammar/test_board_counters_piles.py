"""Counters and piles (issue 30, session 33) played on boards: counters put / placed on an object
activate "When N or more [name] counters are placed on me / on [object] —" as that object's gain
(7.3.15.a) — not for fewer, another name or another's object (1.2.2); "When I have no more Thread
counters —" activates when a step takes the last one (2.5.g), not while one is left; "for each Spell
in all Discard piles" counts every player's pile (3.2.3.a), "your opponents'" the opponent's alone
(1.2.1.b), "target opponent's Reserve" the targeted player's (6.5.b), "card you control or in your
Reserve with one or more Thread counters" both places (1.2.2, 3.2.5)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.state.enums import BOOST, CardType

from ..cards_text.helpers import fields, play, read
from ..engine.helpers import rules_of
from .grammar_cards import answer_picking, grammar_fields
from .test_board_effects import ALLY

PLACED_2 = "When 2 or more Thread counters are placed on me \u2014 I gain 1 boost."
PLACED_ON_YOURS = "When a Thread counter is put on a Character you control \u2014 I gain 1 boost."
NO_MORE = "When I have no more Thread counters \u2014 I gain 2 boosts."
SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


def _put(
    amount: int, counter: str, watched: str, on: str, owner: str = "p1"
) -> tuple[int, set[str]]:
    """p1 plays a Bearer putting ``amount`` ``counter`` counters on target Character, picking
    ``on`` (the Watcher printing ``watched``, or a Goat of ``owner``): the Watcher's boosts
    and the rules the trace cited."""
    said = "a" if amount == 1 else str(amount)
    plural = "" if amount == 1 else "s"
    bearer = grammar_fields(
        f"{{H}} Put {said} {counter} counter{plural} on target Character.", "Bearer"
    )
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watched, "Watcher", unique=False))
    b = b.in_expedition(owner, "companion", "Goat", **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, more = answer_picking(state, entries, (on,))
    target = state.objects[find(state, on)]
    assert target.counters.get(counter, 0) == amount  # the counters were put on
    return state.objects[find(state, "Watcher")].counters.get(BOOST, 0), rules_of((*entries, *more))


@pytest.mark.parametrize(
    ("amount", "counter", "boosts"),
    [(2, "Thread", 1), (3, "Thread", 1), (1, "Thread", 0), (2, "Kelon", 0)],
    ids=["two", "three", "only-one", "another-name"],
)
def test_7_3_15_a_two_or_more_thread_counters_placed_on_me(
    amount: int, counter: str, boosts: int
) -> None:
    got, cited = _put(amount, counter, PLACED_2, "Watcher")
    assert got == boosts
    if boosts:  # the Reaction activated by the counters gained (6.3.f, 7.3.15.a)
        assert {"6.3.f", "7.3.15.a"} <= cited
    else:
        assert "6.3.f" not in cited


@pytest.mark.parametrize(("owner", "boosts"), [("p1", 1), ("p2", 0)], ids=["yours", "theirs"])
def test_1_2_2_a_thread_counter_put_on_a_character_you_control(owner: str, boosts: int) -> None:
    assert _put(1, "Thread", PLACED_ON_YOURS, "Goat", owner)[0] == boosts


@pytest.mark.parametrize(("had", "boosts"), [(1, 2), (2, 0)], ids=["the-last", "one-left"])
def test_2_5_g_i_have_no_more_thread_counters(had: int, boosts: int) -> None:
    bearer = grammar_fields("{H} Remove a Thread counter from target Character.", "Bearer")
    watcher = grammar_fields(NO_MORE, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", counters={"Thread": had}, **watcher)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, more = answer_picking(state, entries, ("Watcher",))
    watching = state.objects[find(state, "Watcher")]
    assert watching.counters.get("Thread", 0) == had - 1
    assert watching.counters.get(BOOST, 0) == boosts
    assert "2.5.g" in rules_of((*entries, *more))


def _counted(text: str, picks: tuple[str, ...] = (), grammar: bool = True) -> tuple[int, set[str]]:
    """p1 plays a Counter printing ``text`` ({H} … gains 1 boost for each …) with Spells and a
    Character in both Discard pile, cards in p2's Reserve, Thread counters on a p1 Character
    and on a card in p1's Reserve: the Counter's boosts and the rules cited."""
    card = grammar_fields(text, "Counter") if grammar else fields(read(text))
    b = GameBuilder().in_hand("p1", "Counter", **card)
    b = b.in_discard("p1", "My Spell", **SPELL).in_discard("p1", "My Goat", **ALLY)
    b = b.in_discard("p2", "Their Spell", **SPELL).in_discard("p2", "Their Other Spell", **SPELL)
    b = b.in_reserve("p2", "Spare", **ALLY).in_reserve("p2", "Other Spare", **ALLY)
    b = b.in_reserve("p2", "Third Spare", **ALLY)
    b = b.in_expedition("p1", "companion", "Threaded", counters={"Thread": 2}, **ALLY)
    b = b.in_expedition("p1", "companion", "Bare", **ALLY)
    b = b.in_expedition("p2", "companion", "Their Threaded", counters={"Thread": 1}, **ALLY)
    b = b.in_reserve("p1", "Kept", counters={"Thread": 1}, **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Counter")
    state, more = answer_picking(state, entries, picks or ("Counter",))
    return state.objects[find(state, "Counter")].counters.get(BOOST, 0), rules_of((*entries, *more))


@pytest.mark.parametrize(
    ("counted", "boosts"),
    [
        ("Spell in all Discard piles", 3),  # both players' piles (3.2.3.a)
        ("card in every Discard pile", 4),
        ("Spell in your opponents' Discard piles", 2),  # the opponent's alone (1.2.1.b)
        ("card you control or in your Reserve with one or more Thread counters", 2),
        ("Character you control or in your Reserve", 4),  # Counter, Threaded, Bare, Kept
    ],
    ids=["spells-all-piles", "cards-every-pile", "opponents-piles", "threaded", "characters"],
)
def test_3_2_3_a_counts_over_piles_and_places(counted: str, boosts: int) -> None:
    got, cited = _counted(f"{{H}} Target Character gains 1 boost for each {counted}.")
    assert got == boosts
    assert "6.5.i" in cited  # the number counted as the step happens


def test_6_5_b_the_number_of_cards_in_target_opponents_reserve() -> None:
    got, cited = _counted(
        "{H} Target Character gains 1 boost for each card in target opponent's Reserve.",
        grammar=False,  # the step's second target is the older reader's (compile_steps.py)
    )
    assert got == 3  # p2's three cards in Reserve
    assert "6.5.b" in cited  # the player targeted
