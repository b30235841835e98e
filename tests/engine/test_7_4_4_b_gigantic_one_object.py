"""A Gigantic Character is one object present in both Expeditions of its controller
(7.4.4.b): a group over several Expeditions ("Characters you control gain 1 boost") and a
count ("per Character you control", "X, where X is ...") hold it once, and the trace cites
7.4.4.b where it decides the number — not where no Gigantic Character is counted."""

from __future__ import annotations

from dataclasses import replace

from engine import (
    ActionKind,
    CardType,
    Condition,
    ConditionKind,
    EffectStep,
    GameBuilder,
    Keyword,
    Step,
    Subject,
    find,
    play_card,
    request,
)
from engine.reading.counts import count, counted_objects
from engine.reading.gigantic_presence import gigantic_found
from engine.state.conditions import Counted
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from .helpers import rules_of, until_decision

GIGANTIC = frozenset({Keyword.GIGANTIC})
YOU_CONTROL = Condition(ConditionKind.COUNT, counted=Counted.YOU_CONTROL)


def _builder(gigantic: bool) -> GameBuilder:
    keywords = GIGANTIC if gigantic else frozenset()
    return (
        GameBuilder()
        .in_expedition("p1", "hero", "Colossus", keywords=keywords)
        .in_expedition("p1", "companion", "Scout")
        .in_expedition("p2", "hero", "Rival", keywords=GIGANTIC)
        .deck_of("p1", 5)
    )


def _board(gigantic: bool) -> GameState:
    return _builder(gigantic).at_afternoon().build()


def _charge(gigantic: bool) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """ "Characters you control gain 1 boost" (Charge!, 7.2.3.a), played by p1."""
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.CHARACTERS_YOU_CONTROL, amount=1)
    b = _builder(gigantic).in_hand(
        "p1", "Charge", type=CardType.SPELL, hand_cost=0, effect=(boost,)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Charge"), "spell")
    state, entries = until_decision(state)
    return state, (first, *entries)


def test_7_4_4_b_gigantic_found_is_the_gigantic_characters_in_play_once() -> None:
    state = _board(True)
    colossus, scout = find(state, "Colossus"), find(state, "Scout")
    assert gigantic_found(state, (colossus, scout, colossus)) == (colossus,)
    assert gigantic_found(state, (scout,)) == ()


def test_7_4_4_b_a_count_of_characters_you_control_holds_a_gigantic_one_once() -> None:
    state = _board(True)
    assert count(YOU_CONTROL, state, "p1", None) == 2
    assert len(counted_objects(YOU_CONTROL, state, "p1", None)) == 2


def test_7_4_4_b_characters_you_control_gain_1_boost_gives_a_gigantic_one_1_and_cites() -> None:
    state, entries = _charge(True)
    assert state.objects[find(state, "Colossus")].counters.get(BOOST, 0) == 1
    assert state.objects[find(state, "Scout")].counters.get(BOOST, 0) == 1
    assert state.objects[find(state, "Rival")].counters.get(BOOST, 0) == 0
    assert "7.4.4.b" in rules_of(entries)
    assert any("Colossus: Gigantic, one Character" in e.text for e in entries)


def test_7_4_4_b_not_cited_when_no_gigantic_character_is_in_the_group() -> None:
    state, entries = _charge(False)
    assert state.objects[find(state, "Colossus")].counters.get(BOOST, 0) == 1
    assert "7.4.4.b" not in rules_of(entries)


def test_7_4_4_b_draw_per_character_you_control_counts_a_gigantic_one_once() -> None:
    state = _board(True)
    draw = Step(ActionKind.DRAW, controller="p1", players=("p1",), amount=1, per=YOU_CONTROL)
    state, entry = request(state, draw)
    assert len(state.zone("hand:p1")) == 2
    assert "7.4.4.b" in rules_of((entry,))


def test_7_4_4_b_a_count_without_a_gigantic_character_does_not_cite_it() -> None:
    state = _board(False)
    draw = Step(ActionKind.DRAW, controller="p1", players=("p1",), amount=1, per=YOU_CONTROL)
    state, entry = request(state, replace(draw))
    assert len(state.zone("hand:p1")) == 2
    assert "7.4.4.b" not in rules_of((entry,))
