"""Comparisons, counts and groups (issue 30, session 37): COMPARISON / COUNT / GROUP constructions.
Every sibling of sentences_comparisons_counts_groups.py reads to what it means or is refused (never
another meaning); the writer prints each reading back to the same reading; boards play each
construction on both sides of its condition — the outcome and the rule cited:

* counters of a name compared with another object's, a target's filter (2.5.c, 6.5.b);
* two players' counts compared "as many or more … as" (6.5.d, 1.2.1.b);
* every player's Expeditions counted by their state (7.5.2, 6.5.i);
* "Put [counters / a boost] on [group] that has none" (2.5.c, 2.4.5.a, 6.5.b);
* "[object] loses all its counters and boosts": every counter, one step (2.5.g, 2.5.1.a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.grammar.writer.all_rules import write_ability
from scenarios.cards.printed import read_printed

from ..cards_text.helpers import boosts_of, names, play
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .probe import effect_steps, probe_card
from .sentences_comparisons_counts_groups import (
    ALL,
    COMPARED,
    CONDITION_WORDS,
    CONDITIONS,
    EACH_OPPONENT,
    EXPEDITIONS,
    LOSSES,
    NONE,
    PLAYERS_REFUSED,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


@pytest.mark.parametrize(
    ("siblings", "least"),
    [
        (COMPARED, 40),
        (CONDITIONS, 40),
        (EACH_OPPONENT, 20),
        (EXPEDITIONS, 40),
        (NONE, 15),
        (LOSSES, 40),
    ],
    ids=["compared", "players", "each-opponent", "expeditions", "none", "losses"],
)
def test_the_siblings_are_many(siblings: dict[str, Any], least: int) -> None:
    assert len(siblings) >= least


@pytest.mark.parametrize("text", sorted(ALL))
def test_each_sibling_reads_to_its_meaning_or_is_refused(text: str) -> None:
    """Read: executable, and its first step has every field said; ``None``: refused."""
    reading = read_printed(probe_card(text))
    wanted = ALL[text]
    if wanted is None:
        assert not reading.executable, effect_steps(text)
        assert any(getattr(a, "reason", "") for a in reading.abilities)
        return
    assert reading.executable, [a.reason for a in reading.abilities]
    step = effect_steps(text)[0]
    assert {k: step.get(k) for k in wanted} == wanted


@pytest.mark.parametrize("text", sorted(CONDITIONS))
def test_each_players_comparison_holds_between_its_bounds(text: str) -> None:
    """Mine minus theirs (``Counted.LEAD``, 6.5.d): "an opponent controls as many or more
    Characters as you" is at most 0; "you control as many or more … as an opponent" at least
    0; "as many … as" exactly 0."""
    assert read_printed(probe_card(text)).executable
    condition = condition_of(CONDITION_WORDS[text])
    assert condition is not None and condition.counted == "lead"
    assert (condition.at_least, condition.at_most) == CONDITIONS[text]


@pytest.mark.parametrize("text", PLAYERS_REFUSED)
def test_a_comparison_of_two_kinds_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text)).executable


def _read(text: str) -> dict[str, Any]:
    ability, stop = grammar_ability(text, support=False)
    assert ability is not None, stop.reason if stop else text
    return {k: v for k, v in ability.items() if k != "text"}


@pytest.mark.parametrize(
    "text",
    sorted(
        t
        for t, step in {**COMPARED, **LOSSES, **NONE}.items()
        if step is not None and t.startswith("{J}")
    ),
)
def test_each_reading_is_written_and_read_back_the_same(text: str) -> None:
    read = _read(text)
    written = write_ability({**read, "text": text})
    assert _read(written) == read, written


# ------------------------------------------------------------------------ boards
def _offered(state: GameState) -> list[str]:
    d = state.pending
    assert d is not None and d.kind != DecisionKind.TURN, d
    return sorted(o.label for o in d.options)


def _pick(state: GameState, label: str) -> tuple[GameState, tuple[Any, ...]]:
    d = state.pending
    assert d is not None
    state, first = answer(state, d.id, tuple(o.id for o in d.options if o.label == label))
    state, entries = until_decision(state)
    return state, (first, *entries)


def _with(**counters: int) -> dict[str, object]:
    return {**ALLY, "counters": dict(counters)} if counters else dict(ALLY)


FEWER_ANCHORED = (
    "{J} Target Character with fewer Anchored counters than a Character you control gains 2 boosts."
)
MORE_KELON_THAN_ME = "{J} Exhaust target Character with more Kelon counters than me."


def test_2_5_c_fewer_named_counters_than_one_of_yours_is_offered() -> None:
    """My Keeper has 2 Anchored counters: their Nil (0) and One (1) have fewer, Two (2) has
    not (6.5.b); the one chosen gains the boosts."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FEWER_ANCHORED))
    b = b.in_expedition("p1", "companion", "Keeper", **_with(Anchored=2))
    for name, n in (("Nil", 0), ("One", 1), ("Two", 2)):
        b = b.in_expedition("p2", "hero", name, **_with(Anchored=n))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    offered = _offered(state)
    assert "Two" not in offered and "Keeper" not in offered
    assert {"Nil", "One"} <= set(offered)
    state, entries = _pick(state, "One")
    assert boosts_of(state, "One") == 2
    assert "6.5.b" in rules_of(entries)


def test_6_5_b_no_fewer_named_counters_nothing_is_offered_said_with_its_rule() -> None:
    """None of mine has an Anchored counter: no Character has fewer, no suitable target."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(FEWER_ANCHORED))
    b = b.in_expedition("p2", "hero", "Nil", **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    said = [e for e in entries if "no suitable target" in e.text]
    assert said and "6.5.b" in said[0].rules
    assert boosts_of(state, "Nil") == 0


def test_2_5_c_more_named_counters_than_me() -> None:
    """I enter play with no Kelon counter: Marked (1) has more, Plain (0) has not."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(MORE_KELON_THAN_ME))
    b = b.in_expedition("p2", "hero", "Marked", **_with(Kelon=1))
    b = b.in_expedition("p2", "hero", "Plain", **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    assert _offered(state) == ["Marked"]


AS_MANY_OR_MORE = "{J} If an opponent controls as many or more Characters as you, draw two cards."


@pytest.mark.parametrize(
    ("theirs", "drawn"), [(1, 2), (2, 2), (0, 0)], ids=["as-many", "more", "fewer"]
)
def test_6_5_d_an_opponent_controls_as_many_or_more(theirs: int, drawn: int) -> None:
    """I (the Unique) am my only Character: with one or two of theirs the condition holds
    (6.5.d: "as many or more"), with none it does not."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(AS_MANY_OR_MORE))
    for n in range(theirs):
        b = b.in_expedition("p2", "hero", f"Theirs {n}", **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    assert len(names(state, "hand:p1")) == drawn
    said = "is met" if drawn else "is not met"
    checked = [e for e in entries if "the condition" in e.text and said in e.text]
    assert checked and "6.5.d" in checked[0].rules  # the condition checked, with its rule


EACH_OPPONENT_MORE = (
    "{J} For each opponent, if they control more Characters than you, draw two cards."
)


@pytest.mark.parametrize(
    ("theirs", "drawn"), [(2, 2), (1, 0), (0, 0)], ids=["more", "as-many", "fewer"]
)
def test_6_5_i_for_each_opponent_their_own_count(theirs: int, drawn: int) -> None:
    """The one opponent (1.2.1.b): with two Characters against my one (me) they control
    more — the steps are done; with one or none they are not (6.5.d)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(EACH_OPPONENT_MORE))
    for n in range(theirs):
        b = b.in_expedition("p2", "hero", f"Theirs {n}", **ALLY)
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    assert len(names(state, "hand:p1")) == drawn
    said = "is met" if drawn else "is not met"
    checked = [e for e in entries if "the condition" in e.text and said in e.text]
    assert checked and "6.5.d" in checked[0].rules


PER_BEHIND = "{J} Draw a card for each Expedition that's behind."
PER_AHEAD = "{J} I gain 1 boost for each Expedition that's ahead."
YOURS_BEHIND = "{J} Draw a card for each of your Expeditions that's behind."


def _raced(text: str, raced: bool) -> tuple[GameState, tuple[Any, ...]]:
    """p1's Hero Expedition ahead of p2's (2 against 0), p2's Companion ahead of p1's (one
    region from its start against none) — or, not ``raced``, all four tied (7.5.2)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    if raced:
        b = b.position("p1:hero", 2).position("p2:companion", 6)
    return play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")


@pytest.mark.parametrize(("raced", "drawn"), [(True, 2), (False, 0)], ids=["raced", "tied"])
def test_7_5_2_b_every_players_expeditions_behind_are_counted(raced: bool, drawn: int) -> None:
    """Behind: p2's Hero Expedition and p1's Companion Expedition — two, of two players;
    all tied, none (7.5.2.c)."""
    state, _ = _raced(PER_BEHIND, raced)
    assert len(names(state, "hand:p1")) == drawn


def test_7_5_2_a_expeditions_ahead_and_only_yours() -> None:
    state, _ = _raced(PER_AHEAD, True)
    assert boosts_of(state, "Unique") == 2  # p1's Hero and p2's Companion (7.5.2.a)
    state, _ = _raced(YOURS_BEHIND, True)
    assert len(names(state, "hand:p1")) == 1  # only p1's Companion is p1's and behind


PUT_ON_NONE = "{J} Put an Anchored counter on each Character you control that has none."
BOOST_ON_NONE = "{J} Put a boost on each Character you control that has none."


def test_2_5_c_put_on_each_that_has_none() -> None:
    """Bare gets one Anchored counter; Held keeps its one (it had one already); the
    opponent's Character is not mine (6.5.b)."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(PUT_ON_NONE))
    b = b.in_expedition("p1", "companion", "Bare", **ALLY)
    b = b.in_expedition("p1", "companion", "Held", **_with(Anchored=1))
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")

    def held(name: str) -> int:
        return state.objects[find(state, name)].counters.get("Anchored", 0)

    assert (held("Bare"), held("Held"), held("Theirs")) == (1, 1, 0)
    assert held("Unique") == 1  # I am a Character I control with none, too


def test_2_4_5_a_put_a_boost_on_each_that_has_none() -> None:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(BOOST_ON_NONE))
    b = b.in_expedition("p1", "companion", "Bare", **ALLY)
    b = b.in_expedition("p1", "companion", "Boosted", **_with(**{BOOST: 2}))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    assert (boosts_of(state, "Bare"), boosts_of(state, "Boosted")) == (1, 2)


LOSES_ALL = "{J} Target Character loses all its counters and boosts."


def test_2_5_g_loses_all_its_counters_and_boosts() -> None:
    """Every counter of every name goes, boosts among them (2.5.1.a), in one step; the
    other Character keeps its own."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(LOSES_ALL))
    b = b.in_expedition("p2", "hero", "Laden", **_with(**{BOOST: 2, "Kelon": 3, "Frost": 1}))
    b = b.in_expedition("p2", "hero", "Other", **_with(Kelon=1))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Unique")
    state, entries = _pick(state, "Laden")
    assert dict(state.objects[find(state, "Laden")].counters) == {}
    assert boosts_of(state, "Laden") == 0
    assert state.objects[find(state, "Other")].counters.get("Kelon") == 1
    assert "2.5.g" in " ".join(rules_of(entries))
