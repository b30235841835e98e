"""Players named by a step's subject and choices said as their own verb, played on boards
(written for these tests): "Target opponent exhausts one of their Mana Orbs", "Each opponent
chooses a Character they control and sends it to Reserve", "Choose a Permanent you control
and sacrifice it".

The opponent targeted (6.5.b; in a two-player game, the one opponent, 1.2.1.b) does the step
as its own (1.4.7.b): they choose among their own objects (6.1.h) and decide its "may"
(6.5.c); the effect's controller's things are never touched. A choice said before its step
(6.1.g) is the object the step acts on.
"""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state.enums import Status
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_grammar.sentences_players_named import (
    EACH_OPPONENT_CHOOSES_SENDS,
    OPPONENT_CHOOSES_MODE,
    TARGET_OPPONENT_EXHAUSTS,
    TARGET_OPPONENT_EXHAUSTS_ORB,
    TARGET_OPPONENT_MAY_RETURN,
    THEY_CHOOSE_YOU_SEND,
    YOU_CHOOSE_SACRIFICE,
)
from ..engine.helpers import until_decision
from .helpers import executed, fields, names, read


def _caller(text: str) -> dict[str, object]:
    return fields(executed(read(text, name="Town Crier", hand_cost=1, reserve_cost=1)))


def _board(text: str, p2_orbs: int = 0) -> GameState:
    b = (
        GameBuilder()
        .in_hand("p1", "Town Crier", **_caller(text))
        .mana("p1", 2)
        .in_expedition("p1", "hero", "Mine")
        .in_landmarks("p1", "My Landmark")
        .in_expedition("p2", "hero", "Theirs A")
        .in_expedition("p2", "companion", "Theirs B")
    )
    if p2_orbs:
        b = b.mana("p2", p2_orbs)
    state, _ = until_decision(b.at_afternoon().build())
    return state


def _play(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    """Play the Town Crier and pay its Mana, up to the first decision of its effect."""
    state, _ = play_card(state, "p1", find(state, "Town Crier"), "hero")
    entries: list[TraceEntry] = []
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, entry = answer(state, d.id, d.option_ids()[: d.min_choices])
        entries.append(entry)
        state, more = until_decision(state)
        entries.extend(more)
    state, more = until_decision(state)
    return state, [*entries, *more]


def test_6_5_b_1_4_7_b_target_opponent_exhausts_one_of_their_mana_orbs() -> None:
    state, entries = _play(_board(TARGET_OPPONENT_EXHAUSTS_ORB, p2_orbs=2))
    d = state.pending
    assert d is not None and d.player == "p2"  # the opponent targeted chooses (1.4.7.b)
    # theirs only, each in a judge's words, never the layout's handle "p2 orb 1"
    assert sorted(o.label for o in d.options) == ["Mana Orb card 1", "Mana Orb card 2"]
    state, _ = answer(state, d.id, (find(state, "p2 orb 2"),))
    state, _ = until_decision(state)
    assert state.objects[find(state, "p2 orb 2")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "p2 orb 1")].has(Status.EXHAUSTED)
    said = next(e for e in entries if "the target opponent, p2" in e.text)
    assert {"6.5.b", "7.5.6.b"} <= set(said.rules)


def test_1_4_7_b_target_opponent_exhausts_a_character_of_their_own() -> None:
    state, _ = _play(_board(TARGET_OPPONENT_EXHAUSTS))
    d = state.pending
    assert d is not None and d.player == "p2"
    assert sorted(o.label for o in d.options) == ["Theirs A", "Theirs B"]  # not "Mine"
    state, _ = answer(state, d.id, (find(state, "Theirs A"),))
    state, _ = until_decision(state)
    assert state.objects[find(state, "Theirs A")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Theirs B")].has(Status.EXHAUSTED)
    assert not state.objects[find(state, "Mine")].has(Status.EXHAUSTED)


def test_6_5_c_the_opponent_targeted_decides_their_own_may() -> None:
    state, _ = _play(_board(TARGET_OPPONENT_MAY_RETURN))
    d = state.pending
    assert d is not None and d.player == "p2"  # their "may", not the controller's
    assert d.kind == DecisionKind.OPTIONAL_STEP
    state, _ = answer(state, d.id, ("yes",))
    state, _ = until_decision(state)
    chosen = state.pending
    assert chosen is not None and chosen.player == "p2"
    state, _ = answer(state, chosen.id, (find(state, "Theirs B"),))
    state, _ = until_decision(state)
    assert names(state, "hand:p2") == ["Theirs B"]  # to its owner's hand


def test_6_1_g_each_opponent_chooses_one_of_theirs_and_sends_it_to_reserve() -> None:
    state, _ = _play(_board(EACH_OPPONENT_CHOOSES_SENDS))
    d = state.pending
    assert d is not None and d.player == "p2"
    assert sorted(o.label for o in d.options) == ["Theirs A", "Theirs B"]
    state, _ = answer(state, d.id, (find(state, "Theirs B"),))
    state, _ = until_decision(state)
    assert names(state, "reserve:p2") == ["Theirs B"]
    assert names(state, "reserve:p1") == []


def test_6_1_g_you_choose_a_permanent_and_sacrifice_it() -> None:
    state, _ = _play(_board(YOU_CHOOSE_SACRIFICE))
    d = state.pending
    assert d is not None and d.player == "p1"
    assert [o.label for o in d.options] == ["My Landmark"]  # a Permanent, not a Character
    state, _ = answer(state, d.id, (find(state, "My Landmark"),))
    state, _ = until_decision(state)
    assert names(state, "discard:p1") == ["My Landmark"]  # sacrificed: discarded (7.3.36.a)


def test_6_1_h_1_4_7_c_the_opponent_chooses_you_send_it() -> None:
    """They choose among their own (6.1.h); the effect's controller sends it (1.4.7.c): to
    its owner's Reserve."""
    state, _ = _play(_board(THEY_CHOOSE_YOU_SEND))
    t = state.pending
    assert t is not None and t.player == "p1" and t.option_ids() == ("p2",)  # 6.5.b
    state, _ = answer(state, t.id, ("p2",))
    state, _ = until_decision(state)
    d = state.pending
    assert d is not None and d.player == "p2"  # the opponent targeted chooses
    assert sorted(o.label for o in d.options) == ["Theirs A", "Theirs B"]
    state, _ = answer(state, d.id, (find(state, "Theirs A"),))
    state, more = until_decision(state)
    assert names(state, "reserve:p2") == ["Theirs A"]
    sent = next(e for e in more if "Theirs A" in e.text and "Reserve" in e.text)
    assert "7.5.6.b" not in sent.rules  # not the chooser's own step
    # who sends it: the effect's controller, said where the step is done (1.4.7.c)
    assert any("7.5.6.c" in e.rules for e in more if "Town Crier" in e.text)


def _their_mode(mode: int) -> GameState:
    """p1 plays the card with a Deck to draw from; p2, the opponent, chooses ``mode``."""
    b = (
        GameBuilder()
        .in_hand("p1", "Town Crier", **_caller(OPPONENT_CHOOSES_MODE))
        .mana("p1", 2)
        .in_expedition("p2", "hero", "Theirs A")
        .deck_of("p1", 3)
    )
    state, _ = until_decision(b.at_afternoon().build())
    state, _ = _play(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_MODE
    assert d.player == "p2"  # the opponent chooses (6.5.g, 1.4.7.b)
    assert "7.5.6.b" in d.rules
    # p2 reads the modes with each pronoun's player named: "You" is p1, "They" is p2
    labels = [o.label for o in d.options]
    assert any(label.startswith("They (p2) sacrifice") for label in labels), labels
    assert any(label.startswith("You (p1) draw") for label in labels), labels
    # no action name after the card; the mode is mandatory, said as asked (6.5.a, cite16)
    assert d.prompt.endswith("for Town Crier (no “you may”: the step is mandatory)"), d.prompt
    assert "6.5.a" in d.rules
    state, _ = answer(state, d.id, (str(mode),))
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        p = state.pending
        state, _ = answer(state, p.id, p.option_ids()[: max(1, p.min_choices)])
        state, _ = until_decision(state)
    return state


def test_6_5_g_the_opponent_chooses_they_sacrifice() -> None:
    state = _their_mode(0)
    assert names(state, "discard:p2") == ["Theirs A"]  # theirs, sacrificed by them
    assert names(state, "hand:p1") == []


def test_6_5_g_the_opponent_chooses_you_draw() -> None:
    state = _their_mode(1)
    assert len(names(state, "hand:p1")) == 2  # "You": the effect's controller draws
    assert names(state, "discard:p2") == []
