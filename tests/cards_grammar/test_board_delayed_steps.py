"""Boards of the delayed steps readings (session 35, issue 30): a delayed step at a turn's start —
"At the start of your [opponent's] next turn, [steps]" — is done as that player starts a new turn
(4.2.3.e), before they choose its first turn effect (4.4.b), once; the turn it is made in is not its
moment; "it" in it names the object the step before acted on, and a new object once that one changed
zones (2.1.d). "At the start of the next Day" is done as Morning begins (4.2.a, 4.2.b); "If [c], at
…" makes the Emblem only if the condition holds (6.5.d)."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.game_state import GameState

from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .test_board_durations_delays import _answer, _board, _cast, _emblems, _texts, _until
from .test_board_next_moments import DRAWN, _between


def _turn_asked(state: GameState, player: str) -> bool:
    d = state.pending
    return d is not None and d.kind == "turn" and d.player == player


def _hand(state: GameState, player: str = "p1") -> int:
    return len(state.zone(f"hand:{player}"))


def test_4_2_3_e_at_the_start_of_your_next_turn_is_done_as_it_starts() -> None:
    """p1 plays it in its turn: p2's turn does not do it; as p1 starts its next turn the
    Reaction draws, before p1 is asked for a turn effect; its Emblem is then over with that
    turn (2.2.15.c), and nothing happens again."""
    text = "Draw a card. At the start of your next turn, draw a card."
    state, _ = until_decision(_board(text).build())
    state, out = _cast(state, "Doubling", "Runner")
    assert "Emblem-Ongoing of Doubling is created" in _texts(out)
    assert _turn_asked(state, "p2")
    hand = _hand(state)
    state, out = _answer(state, "pass")  # p2 passes: p1 starts a new turn
    text_out = _texts(out)
    start = next(e for e in out if e.text.startswith("p1 starts a new turn"))
    assert "4.2.3.e" in start.rules and "4.4.b" in start.rules
    assert text_out.index("p1 starts a new turn") < text_out.index(DRAWN)
    assert text_out.index(DRAWN) < text_out.index("p1 chooses a turn effect")
    assert _hand(state) == hand + 1
    assert _turn_asked(state, "p1")
    state, out = _answer(state, "pass")  # p1's turn ends: the Emblem is over
    assert "duration over (Emblem-Ongoing of Doubling, this turn)" in _texts(out)
    assert _emblems(state) == 0
    assert DRAWN not in _texts(out)


def test_4_2_3_e_at_the_start_of_your_opponents_next_turn_is_theirs() -> None:
    """p1's Emblem: p2 starts the next turn at once, and p1 — the Reaction's controller —
    draws (7.2.3.a: "you" is its controller), before p2 chooses a turn effect."""
    text = "At the start of your opponent's next turn, draw a card."
    state, _ = until_decision(_board(text).build())
    hand = _hand(state)
    state, out = _cast(state, "Doubling", "Runner")
    text_out = _texts(out)
    assert text_out.index("p2 starts a new turn") < text_out.index(DRAWN)
    assert text_out.index(DRAWN) < text_out.index("p2 chooses a turn effect")
    assert _hand(state) == hand - 1 + 1  # Doubling played, one card drawn
    assert _turn_asked(state, "p2")


def test_4_2_3_e_the_opponent_having_passed_their_next_turn_is_the_next_days() -> None:
    """p2 has passed: p1 takes turns in a row (4.2.3.e Remark) — none is p2's — so the
    Emblem outlasts the Day (its duration is its moment, 2.2.15.c) and draws as p2 starts
    their first turn of Day 2, before they choose a turn effect."""
    text = "At the start of your opponent's next turn, draw a card."
    state, _ = until_decision(_board(text).build())
    state, _ = _cast(state, "Exit", "Runner")  # p1's turn ends
    assert _turn_asked(state, "p2")
    state, _ = _answer(state, "pass")  # p2 passes for the Afternoon
    state, out = _cast(state, "Doubling", "Runner")
    assert "Emblem-Ongoing of Doubling is created" in _texts(out)
    assert "delayed steps waiting for its start" not in _texts(out)  # p1's turns only
    state, out = _until(state, "Day 2: Dusk begins", 80, reached=True)
    text_out = _texts(out)
    start = text_out.index("delayed steps waiting for its start")
    assert text_out.index("Day 2: Afternoon begins") < start
    assert text_out[:start].rsplit("\n", 1)[-1].startswith("p2")
    assert DRAWN in text_out[start : text_out.index("p2 chooses a turn effect", start)]
    assert "Reaction of Emblem-Ongoing of Doubling" not in text_out[:start]


SCOUT = "When my Expedition moves forward — At the start of your next turn, draw a card."


def test_4_2_3_e_made_at_dusk_it_waits_for_the_next_days_first_turn() -> None:
    """Made at Progress (Dusk): no turn is left that Day; Night and Day 2's Morning and Noon
    leave it; p1's first turn of Day 2 does it, once."""
    b = (
        GameBuilder()
        .deck_of("p1", 8)
        .deck_of("p2", 8)
        .add("p1", "expedition:p1:hero", "Scout", **grammar_fields(SCOUT, "Scout", forest=3))
        .at_afternoon()
    )
    state, _ = until_decision(b.build())
    state, out = _until(state, "Day 2: Dusk begins", 80, reached=True)
    day1 = _between(out, "Day 1: Dusk begins", "Day 2: Afternoon begins")
    assert any("Emblem-Ongoing of Scout is created" in e.text for e in day1)
    assert not any("Reaction of Emblem-Ongoing of Scout" in e.text for e in day1)
    afternoon = _between(out, "Day 2: Afternoon begins", "Day 2: Dusk begins")
    fired = [e for e in afternoon if "Reaction of Emblem-Ongoing of Scout" in e.text]
    assert fired
    start = next(e for e in afternoon if "delayed steps waiting for its start" in e.text)
    assert start.text.startswith("p1")
    assert "4.2.3.e" in start.rules


ON_IT = "Target Character gains 1 boost. At the start of your next turn, send it to Reserve."
P2_SEND = "Send target Character to Reserve."


def test_2_1_d_it_names_the_object_as_it_was_a_new_one_is_not_sent() -> None:
    """p2 sends the Runner to Reserve on their turn: at p1's next turn's start "it" names an
    object that no longer exists (2.1.d) — the engine says so, and the card in Reserve (a new
    object) is not sent again."""
    b = _board(ON_IT).in_hand("p2", "Exit2", **grammar_fields(P2_SEND, "Exit2", type="Spell"))
    state, _ = until_decision(b.mana("p2", 3).build())
    state, _ = _cast(state, "Doubling", "Runner")
    assert _turn_asked(state, "p2")
    from engine import play_card

    state, first = play_card(state, "p2", find(state, "Exit2"), "spell")
    state, out = until_decision(state)
    out = [first, *out]
    while state.pending is not None and state.pending.kind in ("pay_mana", "target"):
        d = state.pending
        ids = [find(state, "Runner")] if d.kind == "target" else d.option_ids()[: d.min_choices]
        state, more = _answer(state, *ids)
        out += more
    text_out = _texts(out)
    assert text_out.count("Runner is sent") == 1  # by p2's Spell
    start = text_out.index("p1 starts a new turn")
    assert "Reaction of Emblem-Ongoing of Doubling" in text_out[start:]
    assert "for an object that no longer exists" in text_out[start:]
    assert "Runner is sent" not in text_out[start:]
    assert _emblems(state) == 1  # over with p1's turn (2.2.15.c)


def test_4_2_b_at_the_start_of_the_next_day_is_done_as_morning_begins() -> None:
    text = "At the start of the next Day, draw a card."
    state, _ = until_decision(_board(text).build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, out = _until(state, "Day 2: Noon begins", 60, reached=True)
    morning = _between(out, "Day 2: Morning begins", "Succeed")
    assert "4.2.b" in morning[0].rules
    assert sum(DRAWN in e.text for e in morning) == 1
    day1 = _between(out, "Day 1: Dusk begins", "Day 2: Morning begins")
    assert not any(DRAWN in e.text for e in day1)


def test_6_5_d_if_the_condition_does_not_hold_no_delayed_step_is_made() -> None:
    """ "If you control a Mage, at the next Dusk, draw a card": p1 controls none — the step
    (making the Emblem) does not happen (6.5.d), and nothing is drawn at Dusk."""
    text = "If you control a Mage, at the next Dusk, draw a card."
    state, _ = until_decision(_board(text).build())
    state, out = _cast(state, "Doubling", "Runner")
    assert "Emblem-Ongoing of Doubling is created" not in _texts(out)
    assert _emblems(state) == 0
    state, out = _until(state, "Day 1: Night begins", 30, reached=True)
    dusk = _between(out, "Day 1: Dusk begins", "Day 1: Night begins")
    assert not any(DRAWN in e.text for e in dusk)
