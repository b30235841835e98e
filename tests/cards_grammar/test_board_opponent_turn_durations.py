"""Permissions and turns (session 34), played on real boards: durations bounded by the OPPONENT's
next turn — "until your opponent's next turn" is over as the Emblem's controller's opponent takes
their next turn (4.2.3.d), "until the end of your opponent's next turn" as that turn ends (4.2.3.e),
each an end point the event that created the Emblem defines (2.2.15.c; the opponent, 1.2.1.b);
"their next turn" said of the opponents' objects reads the same. Every card is read from its printed
text."""

from __future__ import annotations

from engine import GameBuilder, Terrain, find, play_card
from engine.reading.passives import statistics
from engine.state.game_state import GameState

from ..cards_text.helpers import executed, fields, read
from ..engine.helpers import until_decision
from .test_board_durations_delays import _answer, _board, _cast, _emblems, _texts, _until


def _forest(state: GameState, name: str = "Runner") -> int:
    return statistics(state, find(state, name))[Terrain.FOREST]


def test_4_2_3_e_until_the_end_of_your_opponents_next_turn_ends_with_their_turn() -> None:
    """p1 plays it in its turn: p2's next turn begins, the Emblem lasts through it (now "this
    turn", 2.2.15.c) and is over as p2's turn ends (4.2.3.e) — before p1's next turn."""
    text = "Target Character gets +2 {V} until the end of your opponent's next turn."
    state, _ = until_decision(_board(text).build())
    base = _forest(state)
    state, out = _cast(state, "Doubling", "Runner")
    assert "duration over" not in _texts(out)
    d = state.pending
    assert d is not None and d.player == "p2"  # p2's turn: the Emblem lasts through it
    assert _forest(state) == base + 2
    state, out = _answer(state, "pass")  # p2's turn ends
    said = _texts(out)
    assert "duration over (Emblem-Ongoing of Doubling, this turn)" in said
    ended = next(e for e in out if "Emblem-Ongoing of Doubling, this turn" in e.text)
    assert "2.2.15.c" in ended.rules
    assert said.index("duration over") < said.index("p1 takes")
    assert _forest(state) == base
    assert _emblems(state) == 0


def test_4_2_3_d_until_your_opponents_next_turn_is_over_as_they_take_it() -> None:
    """Over as p2 takes its next turn (4.2.3.d), not as p1's turn ends: p2's turn begins with
    it gone; the rule cited says whose turn (1.2.1.b)."""
    text = "Target Character gets +2 {V} until your opponent's next turn."
    state, _ = until_decision(_board(text).build())
    base = _forest(state)
    state, out = _cast(state, "Doubling", "Runner")
    said = _texts(out)
    assert "until its controller's opponent's next turn" in said
    ended = next(e for e in out if "duration over (Emblem-Ongoing of Doubling" in e.text)
    assert {"2.2.15.c", "4.2.3.d", "1.2.1.b"} <= set(ended.rules)
    d = state.pending
    assert d is not None and d.player == "p2"
    assert _forest(state) == base
    assert _emblems(state) == 0


THEIR = "Target opponent can't play Spells until the end of their next turn."


def test_4_2_3_d_their_next_turn_after_they_passed_is_the_next_days() -> None:
    """p2 passed first: no turn of p2's is left this Day (4.2.3.e), so the Emblem (a "can't"
    of the target opponent's, 1.4.1.a) lasts through p1's turns in a row, Dusk, Night and
    Morning (it is not "this Day", 2.2.15.c) and ends with p2's first turn of Day 2."""
    b = (
        GameBuilder()
        .deck_of("p1", 8)
        .deck_of("p2", 8)
        .in_hand("p1", "Doubling", **fields(executed(read(THEIR, type="Spell"))))
        .mana("p1", 4)
        .add("p1", "expedition:p1:hero", "Runner")
        .add("p2", "expedition:p2:hero", "Foe")
        .at_afternoon(first="p2")
    )
    state, _ = until_decision(b.build())
    state, _ = _answer(state, "pass")  # p2, the first player, passes
    state, _ = play_card(state, "p1", find(state, "Doubling"), "spell")
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind in ("pay_mana", "target"):
        d = state.pending
        ids = d.option_ids()
        state, _ = _answer(state, *([i for i in ids if "p2" in i][:1] or ids[: d.min_choices]))
    assert "p2" in state.passed
    assert _emblems(state) == 1
    state, out = _until(state, "Day 2: Afternoon begins", 60, reached=True)
    assert "duration over (Emblem-Ongoing of Doubling" not in _texts(out)
    assert _emblems(state) == 1
    while state.pending is not None and state.pending.player != "p2":
        state, _ = _answer(state, "pass")
    d = state.pending
    assert d is not None and d.player == "p2"  # p2's first turn of Day 2
    state, out = _answer(state, "pass")
    assert "duration over (Emblem-Ongoing of Doubling, this turn)" in _texts(out)
    assert _emblems(state) == 0
