"""Numbered keywords (issue 30, session 39): each construction played on real boards, both sides of
its condition — the outcome and the rule the trace cites:

* a numbered set keyword read by a reminder said with an ordinal, on a print of another
  number (2.2.12.c; the trigger 6.3.f);
* "If you control N or more of them" after a group (6.5.d);
* "they" in the count of a step a targeted opponent does (6.5.b, 6.5.i);
* "Do this only once per Day / if …" (5.1.2.g);
* "loses its last [name] counter — It …" (6.3.i), "in any Expedition" (3.2.4.b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import DecisionKind, GameBuilder, answer, find
from engine.core import play_quick_action
from engine.state.errors import IllegalAction
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

from ..cards_text.helpers import executed, fields, names, play, read
from ..engine.helpers import rules_of, until_decision
from .grammar_cards import grammar_fields
from .test_board_effects import ALLY


def _resolved(
    b: GameBuilder, name: str, pick: Any = None, dest: str = "hero"
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Play ``name`` from p1's Hand, answer its decisions (``pick``, else the first options)
    until a turn comes back; the state and every trace entry on the way."""
    state, entries = play(b, name, dest)
    found = list(entries)
    for _ in range(20):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        chosen = pick(d) if pick else list(d.option_ids()[: max(1, d.min_choices)])
        state, entry = answer(state, d.id, tuple(chosen))
        state, more = until_decision(state)
        found.extend((entry, *more))
    return state, tuple(found)


def _labelled(*words: str) -> Any:
    def pick(d: Any) -> list[str]:
        found = [o.id for o in d.options if any(w in o.label for w in words)]
        return found[: max(d.max_choices, 1)] if found else list(d.option_ids()[: d.min_choices])

    return pick


# ------------------------------------------------------------ A: numbered set keywords
ORDEAL = (
    ("[Ordeal 2]. (When I gain my second Trial counter \u2014 Draw a card.)", "Alpha"),
    ("[Ordeal 3]. (When I gain my third Trial counter \u2014 Draw a card.)", "Beta"),
)
BOOSTER = "{J} Target Character gains 1 Trial counter."


def _ordeal_board(printed: str, had: int) -> tuple[GameState, tuple[TraceEntry, ...]]:
    with using_keywords(defined_keywords(list(ORDEAL))):
        keeper = fields(executed(read(printed, name="Keeper")))
    booster = fields(executed(read(BOOSTER, name="Booster")))
    b = GameBuilder().in_expedition("p1", "hero", "Keeper", counters={"Trial": had}, **keeper)
    b = b.in_hand("p1", "Booster", **booster).mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    return _resolved(b, "Booster", _labelled("Keeper"), dest="companion")


@pytest.mark.parametrize(("had", "drawn"), [(3, 1), (2, 0), (4, 0)])
def test_2_2_12_c_a_print_of_another_number_reads_the_ordinal_with_its_own(
    had: int, drawn: int
) -> None:
    """ "[Ordeal 4]." without reminder: "When I gain my fourth Trial counter" — only the
    fourth arriving draws (6.3.f)."""
    state, entries = _ordeal_board("[Ordeal 4].", had)
    assert state.objects[find(state, "Keeper")].counters.get("Trial") == had + 1
    assert len(names(state, "hand:p1")) == drawn
    # the Reaction activated by the event of that gain (6.3.f), "I" the object (6.3.i)
    assert ({"6.3.f", "6.3.i"} <= rules_of(entries)) == bool(drawn)


@pytest.mark.parametrize(("had", "drawn"), [(1, 1), (2, 0)])
def test_2_2_12_c_each_print_with_its_reminder_reads_its_own_ordinal(had: int, drawn: int) -> None:
    state, entries = _ordeal_board(ORDEAL[0][0], had)  # "[Ordeal 2]": the second arriving
    assert len(names(state, "hand:p1")) == drawn
    assert ("6.3.f" in rules_of(entries)) == bool(drawn)


def test_2_2_12_c_a_keyword_action_said_with_a_word_reads_its_own_number() -> None:
    prints = (
        ("{J} [Hoardcall 2]. (Target Character gains two Ember counters.)", "Alpha"),
        ("{J} [Hoardcall 3]. (Target Character gains three Ember counters.)", "Beta"),
    )
    with using_keywords(defined_keywords(list(prints))):
        caller = fields(executed(read("{J} [Hoardcall 4].", name="Caller")))
    b = GameBuilder().in_expedition("p1", "hero", "Ally", **ALLY).in_hand("p1", "Caller", **caller)
    b = b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = _resolved(b, "Caller", _labelled("Ally"), dest="companion")
    assert state.objects[find(state, "Ally")].counters.get("Ember") == 4
    assert "6.5.b" in rules_of(entries)  # the target of the definition's step


# ------------------------------------------------------------ B: "of them" (6.5.d)
THEM = (
    "Characters you control with an Ember counter gain 1 boost. If you control 3 or more of "
    "them, draw a card."
)


@pytest.mark.parametrize(("embers", "drawn"), [(3, 1), (2, 0)])
def test_6_5_d_of_them_counts_the_group_named(embers: int, drawn: int) -> None:
    """Three Characters of p1's, ``embers`` of them with an Ember counter; p2's Foe has one
    too and is not counted (not p1's)."""
    spell = grammar_fields(THEM, "Flare", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Flare", **spell)
    for k, who in enumerate(("A1", "A2", "A3")):
        counters = {"Ember": 1} if k < embers else None
        b = b.in_expedition("p1", "hero" if k % 2 else "companion", who, counters=counters, **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", counters={"Ember": 1}, **ALLY)
    b = b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = _resolved(b, "Flare", dest="spell")
    boosted = [n for n in ("A1", "A2", "A3") if state.objects[find(state, n)].counters.get("boost")]
    assert len(boosted) == embers
    assert state.objects[find(state, "Foe")].counters.get("boost", 0) == 0
    assert len(names(state, "hand:p1")) == drawn
    assert "6.5.d" in rules_of(entries)


# ------------------------------------------------------------ C: "they" (6.5.b, 6.5.i)
DISCARDS = (
    "Target opponent discards a card from their hand for each Character they control with an "
    "Ember counter."
)
DRAWS = "Target opponent draws a card for each Character they control with an Ember counter."


def _their_board(text: str, theirs: int) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """p2 controls ``theirs`` Characters with an Ember counter and one without; p1 controls
    two with one (not counted: "they" is the targeted opponent)."""
    spell = grammar_fields(text, "Hex", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Hex", **spell)
    b = b.in_expedition("p1", "hero", "Mine1", counters={"Ember": 1}, **ALLY)
    b = b.in_expedition("p1", "companion", "Mine2", counters={"Ember": 1}, **ALLY)
    for k in range(theirs):
        b = b.in_expedition("p2", "hero", f"Theirs{k}", counters={"Ember": 1}, **ALLY)
    b = b.in_expedition("p2", "companion", "Plain", **ALLY)
    for k in range(4):
        b = b.in_hand("p2", f"Card{k}", **ALLY)
    b = b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 6)
    return _resolved(b, "Hex", dest="spell")


@pytest.mark.parametrize("theirs", [1, 3])
def test_6_5_i_they_count_is_the_targeted_opponents(theirs: int) -> None:
    state, entries = _their_board(DISCARDS, theirs)
    assert len(names(state, "hand:p2")) == 4 - theirs
    assert len(names(state, "discard:p2")) == theirs
    # X counted as the step begins (6.5.i), each instance targeting p2 anew (6.5.b)
    assert {"6.5.i", "6.5.b"} <= rules_of(entries)


@pytest.mark.parametrize("theirs", [0, 2])
def test_6_5_i_they_draw_for_their_own_count(theirs: int) -> None:
    state, entries = _their_board(DRAWS, theirs)
    assert len(names(state, "hand:p2")) == 4 + theirs
    if theirs:
        assert "6.5.i" in rules_of(entries)


# ------------------------------------------------------------ D: "Do this only …" (5.1.2.g)
def _offered(state: GameState, oid: str) -> bool:
    assert state.pending is not None
    return any(i.startswith(f"quick:{oid}:") for i in state.pending.option_ids())


def _answered(state: GameState) -> GameState:
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, tuple(d.option_ids()[: max(1, d.min_choices)]))
        state, _ = until_decision(state)
    return state


def test_5_1_2_g_do_this_only_once_per_day() -> None:
    text = "{1}: Draw a card. Do this only once per Day."
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", **{**ALLY, **grammar_fields(text)})
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon(first="p1").build())
    oid = find(state, "Scribe")
    assert _offered(state, oid)
    state, _ = play_quick_action(state, "p1", oid, 0)
    state = _answered(state)
    assert len(names(state, "hand:p1")) == 1
    assert not _offered(state, oid)
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", oid, 0)
    assert "5.1.2.g" in str(refused.value.rule)


@pytest.mark.parametrize("landmark", [True, False])
def test_5_1_2_g_do_this_only_if(landmark: bool) -> None:
    text = "{1}: Draw a card. Do this only if you control a Landmark."
    b = GameBuilder().in_expedition("p1", "hero", "Scribe", **{**ALLY, **grammar_fields(text)})
    if landmark:
        b = b.in_landmarks("p1", "Tower", hand_cost=1, reserve_cost=1)
    b = b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon(first="p1").build())
    oid = find(state, "Scribe")
    if landmark:
        state, _ = play_quick_action(state, "p1", oid, 0)
        state = _answered(state)
        assert len(names(state, "hand:p1")) == 1
        return
    with pytest.raises(IllegalAction) as refused:
        play_quick_action(state, "p1", oid, 0)
    assert "5.1.2.g" in str(refused.value.rule)


# ------------------------------------------------------------ E: events and places
LAST = "When a Character you control loses its last Ember counter \u2014 It gains 1 boost."
REMOVE = "{J} Remove an Ember counter from target Character."


@pytest.mark.parametrize(("had", "boosted"), [(1, 1), (2, 0)])
def test_6_3_i_it_is_the_character_that_lost_its_last(had: int, boosted: int) -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **grammar_fields(LAST, "Watcher"))
    b = b.in_expedition("p1", "companion", "Ally", counters={"Ember": had}, **ALLY)
    b = b.in_hand("p1", "Remover", **grammar_fields(REMOVE, "Remover", unique=False))
    b = b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    state, entries = _resolved(b, "Remover", _labelled("Ally"), dest="companion")
    ally = state.objects[find(state, "Ally")]
    assert ally.counters.get("Ember", 0) == had - 1
    assert ally.counters.get("boost", 0) == boosted
    assert state.objects[find(state, "Watcher")].counters.get("boost", 0) == 0
    assert ("6.3.i" in rules_of(entries)) == bool(boosted)


ANY = "Send to Reserve target Character with an Ember counter in any Expedition."


def test_3_2_4_b_in_any_expedition_targets_either_players() -> None:
    """The targets offered: p1's and p2's Characters with an Ember counter, not the others."""
    spell = grammar_fields(ANY, "Sweep", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Sweep", **spell)
    b = b.in_expedition("p1", "hero", "Mine", counters={"Ember": 1}, **ALLY)
    b = b.in_expedition("p1", "companion", "MinePlain", **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", counters={"Ember": 1}, **ALLY)
    b = b.in_expedition("p2", "companion", "TheirsPlain", **ALLY)
    b = b.mana("p1", 2).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Sweep", "spell")
    d = state.pending
    assert d is not None
    labels = " ".join(o.label for o in d.options)
    assert "Mine" in labels and "Theirs" in labels
    assert "MinePlain" not in labels and "TheirsPlain" not in labels
    state, entries = _resolved(b, "Sweep", _labelled("Theirs"), dest="spell")
    assert "Theirs" in names(state, "reserve:p2")
    assert "6.5.b" in rules_of(entries) or "7.3.37.a" in rules_of(entries)


def test_6_5_i_target_opponent_controls_counted_before_the_instances_target() -> None:
    """Read before ie39, "… for each Character target opponent controls" on a discard done X
    times counted X before any target was chosen — 0. Counted as the opponent's (1.2.1.b):
    p2 controls 3 Characters (2 with an Ember counter and one without), so 3 discards."""
    text = (
        "Target opponent discards a card from their hand for each Character target opponent "
        "controls."
    )
    state, entries = _their_board(text, 2)
    assert len(names(state, "hand:p2")) == 1
    assert "6.5.i" in rules_of(entries)
