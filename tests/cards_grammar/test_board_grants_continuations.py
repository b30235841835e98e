"""Grants and continuations (issue 30, session 33), read from printed text and played on
boards — the siblings of :mod:`.sentences_grants_continuations` (each read is executable, each
refused is not, its judge's reason named), keywords given to the tokens a step just created or to
the targets a step acted on (7.4, 2.2.15.a, 6.5.b), and several players acting in one step: "You and
target opponent each …" (every player, 1.2.1.b; each as their own, 1.4.7.b), the players' choices in
initiative order (6.1.h, 1.4.5.a)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import DecisionKind, GameBuilder, Keyword, answer, find, play_card
from engine.reading.passives import has_keyword
from engine.state.enums import Phase
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry
from scenarios.cards.grammar.first import grammar_ability, grammar_effect
from scenarios.cards.grammar.set_lexicon import using_keywords
from scenarios.cards.printed import read_printed

from ..cards_text.helpers import names
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .probe import probe_card
from .sentences_grants_continuations import (
    CONTINUED_READ,
    CONTINUED_REFUSED,
    GIVEN_READ,
    GIVEN_REFUSED,
    SET_KEYWORDS,
    TOGETHER_NOT_READ,
    TOGETHER_READ,
    TOGETHER_REFUSED,
)

READ = (*GIVEN_READ, *TOGETHER_READ, *CONTINUED_READ)
REFUSED = {**GIVEN_REFUSED, **TOGETHER_REFUSED, **CONTINUED_REFUSED}


@pytest.fixture(autouse=True)
def _set_keywords() -> Iterator[None]:
    with using_keywords(SET_KEYWORDS):
        yield


@pytest.mark.parametrize("text", READ)
def test_a_sibling_is_read_and_executable(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.abilities and reading.executable, [a.reason for a in reading.abilities]


@pytest.mark.parametrize("text", sorted(REFUSED))
def test_a_near_miss_is_refused_with_its_reason(text: str) -> None:
    assert not read_printed(probe_card(text)).executable
    if text.startswith("SPELL "):
        steps, stop = grammar_effect(text.removeprefix("SPELL "))
        assert steps is None
    else:
        ability, stop = grammar_ability(text, support=False)
        assert ability is None
    assert stop is not None and REFUSED[text] in stop.reason


@pytest.mark.parametrize("text", TOGETHER_NOT_READ)
def test_a_sibling_not_read_yet_is_not_executable(text: str) -> None:
    assert not read_printed(probe_card(text)).executable


def _rules(entries: list[TraceEntry]) -> set[str]:
    return {r for e in entries for r in e.rules}


def _answer_all(
    state: GameState, prefer: tuple[str, ...] = ()
) -> tuple[GameState, list[TraceEntry], list[tuple[str, str]]]:
    """Answer every decision up to the next turn: an option labelled in ``prefer`` where
    there is one, else the first options; the trace and (who, labels chosen) of each."""
    state, entries = until_decision(state)
    trace, asked = list(entries), []
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        chosen = tuple(o.id for o in d.options if o.label in prefer)[:1]
        chosen = chosen or tuple(d.option_ids()[: max(1, d.min_choices)])
        asked.append((d.player, ",".join(o.label for o in d.options if o.id in chosen)))
        state, entry = answer(state, d.id, chosen)
        state, entries = until_decision(state)
        trace += [entry, *entries]
    return state, trace, asked


def _cast(b: GameBuilder, text: str, prefer: tuple[str, ...] = ()) -> tuple[GameState, set[str]]:
    """p1 plays a 0-cost Spell printing ``text`` in the Afternoon; every decision answered."""
    b = b.in_hand("p1", "Call", **grammar_fields(text, "Call", type="Spell", hand_cost=0))
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Call"), "spell")
    state, trace, _ = _answer_all(state, prefer)
    return state, _rules([first, *trace])


def _tokens(state: GameState) -> list[str]:
    return [o for o in state.objects if state.card(o) and state.name(o) == "Ordis Recruit"]


# ---------------------------------------------------------------- keywords given (7.4)


def test_created_tokens_gain_a_keyword_for_the_afternoon_others_not() -> None:
    text = (
        "Create two Ordis Recruit 1/1/1 Soldier tokens in target Expedition."
        " They gain Defender this Afternoon."
    )
    state, rules = _cast(GameBuilder().in_expedition("p1", "hero", "Old"), text)
    tokens = _tokens(state)
    assert len(tokens) == 2
    assert all(has_keyword(state, t, Keyword.DEFENDER) for t in tokens)
    assert not has_keyword(state, find(state, "Old"), Keyword.DEFENDER)
    assert {"7.3.5.b", "2.2.15.a", "6.5.b"} <= rules  # created, given for a time, referred


def test_created_tokens_gain_a_numbered_keyword_until_they_leave_play() -> None:
    text = "Create two Ordis Recruit 1/1/1 Soldier tokens in target Expedition. They gain Tough 1."
    b = GameBuilder().in_expedition("p2", "hero", "Foe")
    state, rules = _cast(b, text)
    tokens = _tokens(state)
    assert len(tokens) == 2
    assert all(has_keyword(state, t, Keyword.TOUGH) for t in tokens)  # after the turn ended
    assert not has_keyword(state, find(state, "Foe"), Keyword.TOUGH)
    assert "2.2.15.a" in rules


def test_up_to_two_targets_gain_a_keyword_the_third_character_not() -> None:
    text = "Up to two target Characters gain 1 boost. They gain Gigantic."
    b = GameBuilder().in_expedition("p1", "hero", "Ann").in_expedition("p1", "hero", "Bob")
    b = b.in_expedition("p1", "companion", "Cid")
    b = b.in_hand("p1", "Call", **grammar_fields(text, "Call", type="Spell", hand_cost=0))
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Call"), "spell")
    state, entries = until_decision(state)
    d = state.pending
    assert d is not None
    picks = tuple(o.id for o in d.options if o.label in ("Ann", "Bob"))
    state, entry = answer(state, d.id, picks)
    state, trace, _ = _answer_all(state)
    assert has_keyword(state, find(state, "Ann"), Keyword.GIGANTIC)
    assert has_keyword(state, find(state, "Bob"), Keyword.GIGANTIC)
    assert not has_keyword(state, find(state, "Cid"), Keyword.GIGANTIC)
    assert "6.5.b" in _rules([first, *entries, entry, *trace])


# ------------------------------------------------- several players in one step (6.1.h)


def test_you_and_target_opponent_each_draw_a_card() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Mine")
    state0, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    hands = (len(state0.zone("hand:p1")), len(state0.zone("hand:p2")))
    state, rules = _cast(
        GameBuilder().in_expedition("p1", "hero", "Mine"),
        "You and target opponent each draw a card.",
    )
    assert len(state.zone("hand:p1")) == hands[0] + 1  # played Call (not counted), drew one
    assert len(state.zone("hand:p2")) == hands[1] + 1
    assert "7.5.6.b" in rules  # each player does it as its own


def test_you_and_target_opponent_each_sacrifice_the_player_in_their_turn_chooses_first() -> None:
    text = "You and target opponent each sacrifice a Character."
    b = GameBuilder().in_expedition("p1", "hero", "Mine").in_expedition("p1", "hero", "Spare")
    b = b.in_expedition("p2", "hero", "Theirs").in_expedition("p2", "hero", "Kept")
    b = b.in_hand("p1", "Call", **grammar_fields(text, "Call", type="Spell", hand_cost=0))
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    state, first = play_card(state, "p1", find(state, "Call"), "spell")
    state, trace, asked = _answer_all(state, prefer=("Spare", "Theirs"))
    choosers = [who for who, _ in asked]
    assert choosers[:2] == ["p1", "p2"]  # p1 takes the turn: initiative (1.4.5.a, 6.1.h)
    assert names(state, "expedition:p1:hero") == ["Mine"]
    assert names(state, "expedition:p2:hero") == ["Kept"]
    assert "6.1.h" in _rules([first, *trace])


def test_at_noon_the_first_player_chooses_first_when_they_are_the_opponent() -> None:
    text = "At Noon \u2014 You and target opponent each sacrifice a Character."
    b = GameBuilder().in_expedition("p1", "hero", "Priest", **grammar_fields(text, "Priest"))
    b = b.in_expedition("p1", "hero", "Spare").in_expedition("p2", "hero", "Theirs")
    b = b.in_expedition("p2", "hero", "Kept")
    state = b.deck_of("p1", 4).deck_of("p2", 4).at_phase(Phase.NOON, first="p2").build()
    state, trace, asked = _answer_all(state, prefer=("Spare", "Theirs"))
    choosers = [who for who, _ in asked]
    # Noon is no Afternoon: the first player (p2) has initiative and decides first (1.4.5.a)
    assert choosers.index("p2") < choosers.index("p1")
    assert "Spare" not in names(state, "expedition:p1:hero")
    assert "Theirs" not in names(state, "expedition:p2:hero")
    assert "6.1.h" in _rules(trace)


def test_each_opponent_chooses_then_each_chosen_character_is_sent_to_reserve() -> None:
    text = "Each opponent chooses a Character they control. Send each chosen Character to Reserve."
    b = GameBuilder().in_expedition("p1", "hero", "Mine").in_expedition("p2", "hero", "Theirs")
    b = b.in_expedition("p2", "hero", "Kept")
    state, rules = _cast(b, text, prefer=("Theirs",))
    assert "Theirs" in names(state, "reserve:p2")
    assert names(state, "expedition:p2:hero") == ["Kept"]
    assert names(state, "expedition:p1:hero") == ["Mine"]
    # the one opponent of a two-player game alone chooses (6.1.g, 7.5.6.b), not 6.1.h
    assert "6.1.g" in rules and "6.1.h" not in rules
