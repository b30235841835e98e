"""Object phrases read by the grammar alone and played on boards (issue 30, gram103; written
for these tests): two targets swap their boosts (7.3.11.a); "target opponent's Character"
offers only the Characters an opponent controls (1.2.5, 6.5.b); targets "in the same
Expedition" are chosen one by one, each offered only where the first is (6.5.b)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, GameState, Keyword, Status, answer, find
from engine.reading.passives import has_keyword
from engine.state.enums import BOOST

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .sentences_pairs_and_possessives import (
    PAIR_SWAP,
    SAME_EXPEDITION,
    TARGET_OPPONENTS,
    TOKEN_GAINS_KEYWORD,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _spell(text: str) -> GameBuilder:
    """p1 holds the Spell "Order" printing ``text`` (read by the grammar alone)."""
    order = grammar_fields(text, "Order", unique=False, type="Spell")
    return GameBuilder().in_hand("p1", "Order", **order).mana("p1", 3)


def _offered(state: GameState) -> set[str]:
    assert state.pending is not None
    return {o.label for o in state.pending.options}


CITED: list[str] = []
"""The rules the trace cited at the choices :func:`_choose` answered (this module's tests)."""


def _choose(state: GameState, *labels: str) -> GameState:
    """The pending decision answered with the options labelled ``labels``; the rules its
    trace cites kept in :data:`CITED`."""
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, tuple(o.id for o in d.options if o.label in labels))
    state, entries = until_decision(state)
    CITED.extend(r for e in (first, *entries) for r in e.rules)
    return state


def test_7_3_11_a_two_targets_you_control_swap_their_boosts() -> None:
    b = _spell(PAIR_SWAP).in_expedition("p1", "hero", "Lifted", **ALLY, counters={BOOST: 2})
    b = b.in_expedition("p1", "companion", "Bare", **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY, counters={BOOST: 1})
    state, _ = play(b, "Order", dest="spell")
    assert _offered(state) == {"Lifted", "Bare"}  # the opponent's Foe is not theirs to swap
    state = _choose(state, "Lifted", "Bare")
    boosts = {n: state.objects[find(state, n)].boosts for n in ("Lifted", "Bare", "Foe")}
    assert boosts == {"Lifted": 0, "Bare": 2, "Foe": 1}


def test_1_2_5_target_opponents_character_is_one_an_opponent_controls() -> None:
    b = _spell(TARGET_OPPONENTS).in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.in_expedition("p2", "hero", "Cheap", **{**ALLY, "hand_cost": 2})
    b = b.in_expedition("p2", "companion", "Dear", **{**ALLY, "hand_cost": 5})
    state, _ = play(b, "Order", dest="spell")
    if state.pending is not None and state.pending.kind == DecisionKind.TARGET:
        assert _offered(state) == {"Cheap"}
        state = _choose(state, "Cheap")
    asleep = {
        n for n in ("Mine", "Cheap", "Dear") if state.objects[find(state, n)].has(Status.ASLEEP)
    }
    assert asleep == {"Cheap"}


def _same_expedition_board() -> GameBuilder:
    b = _spell(SAME_EXPEDITION).in_expedition("p1", "hero", "Lone", **ALLY)
    b = b.in_expedition("p1", "companion", "Left", **ALLY)
    b = b.in_expedition("p1", "companion", "Right", **ALLY)
    return b.in_expedition("p2", "hero", "Foe", **ALLY)


def test_6_5_b_the_second_target_is_in_the_same_expedition_as_the_first() -> None:
    CITED.clear()
    state, _ = play(_same_expedition_board(), "Order", dest="spell")
    assert state.pending is not None and state.pending.kind == DecisionKind.TARGET_ONE_MORE
    assert _offered(state) == {"Lone", "Left", "Right", "Foe"}
    state = _choose(state, "Left")
    assert _offered(state) == {"Right"}  # only where Left is (6.5.b)
    state = _choose(state, "Right")
    asleep = {
        n
        for n in ("Lone", "Left", "Right", "Foe")
        if state.objects[find(state, n)].has(Status.ASLEEP)
    }
    assert asleep == {"Left", "Right"}
    assert "6.5.b" in CITED


def test_6_5_b_a_target_alone_in_its_expedition_ends_the_choice() -> None:
    """Lone is alone in p1's Hero Expedition: no second target fits, the step has one."""
    state, _ = play(_same_expedition_board(), "Order", dest="spell")
    state = _choose(state, "Lone")
    assert state.pending is None or state.pending.kind != DecisionKind.TARGET_ONE_MORE
    asleep = {
        n
        for n in ("Lone", "Left", "Right", "Foe")
        if state.objects[find(state, n)].has(Status.ASLEEP)
    }
    assert asleep == {"Lone"}


def test_2_1_d_a_created_token_keeps_the_keyword_it_gains() -> None:
    """ "{J} Create a Brassbug token in my Expedition. It gains [Defender]." on a Character
    played into p1's Hero Expedition: the token made there has Defender (until it leaves
    play, 2.1.d); p1's other Character does not."""
    maker = grammar_fields(f"{{J}} {TOKEN_GAINS_KEYWORD}", "Maker", unique=False)
    b = GameBuilder().in_hand("p1", "Maker", **maker).mana("p1", 3)
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    state, _ = play(b, "Maker", dest="hero")
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        state = _choose(state, *(o.label for o in state.pending.options[:1]))
    token = find(state, "Brassbug")
    assert state.objects[token].zone == "expedition:p1:hero"
    assert has_keyword(state, token, Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Mine"), Keyword.DEFENDER)
