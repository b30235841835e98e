"""Boards of gram110's end points (issue 30): an Emblem-Ongoing lasting "until the next
[phase]" ceases to exist as that phase next begins — one made during the Afternoon outlasts
the Day's end and the next Morning when it names Noon (4.2.a, 2.2.15.c) — and one lasting
"until your next turn" as its controller takes their next turn, not as another player takes
theirs (4.2.3.d); each end is said with its rules."""

from __future__ import annotations

import pytest

from engine import GameBuilder, IllegalAction, find, play_card
from engine.state.decisions import DecisionKind
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..cards_text.helpers import play
from ..engine.helpers import until_decision
from .grammar_cards import answer_picking, grammar_fields
from .test_board_durations_delays import _answer, _board, _cast, _emblems, _spell, _texts, _until

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def test_4_2_a_until_the_next_noon_outlasts_the_day_and_ends_as_noon_begins() -> None:
    """ "Target Character can't gain boosts until the next Noon", played in Day 1's
    Afternoon: a boost that Day is not gained (1.4.1.a); the Day's end and Day 2's Morning
    leave it (not "this Day"), and it ceases to exist as Day 2's Noon begins (2.2.15.c)."""
    b = _board("Target Character can't gain boosts until the next Noon.").in_hand(
        "p1", "Gift", **_spell("Target Character gains 1 boost.")
    )
    state, _ = until_decision(b.build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, _ = _cast(state, "Gift", "Runner")
    assert state.objects[find(state, "Runner")].counters.get(BOOST, 0) == 1  # not gained
    state, out = _until(state, "Day 2: Noon begins")
    text = _texts(out)
    over = text.index("duration over (Emblem-Ongoing of Doubling, until the next Noon)")
    assert text.index("Day 2: Morning begins") < over < text.index("Day 2: Noon begins")
    assert text.count("Emblem-Ongoing of Doubling, until the next Noon") == 1
    ended = next(e for e in out if "until the next Noon" in e.text)
    assert "2.2.15.c" in ended.rules and "4.2.a" in ended.rules
    assert _emblems(state) == 0


def test_4_2_a_until_the_next_dusk_ends_as_that_days_dusk_begins() -> None:
    """ "… until the next Dusk", made in the Afternoon: over as the same Day's Dusk begins,
    before its Progress (4.2.4.a)."""
    state, _ = until_decision(
        _board("Target Character gains Defender until the next Dusk.").build()
    )
    state, _ = _cast(state, "Doubling", "Runner")
    assert _emblems(state) == 1
    state, out = _until(state, "Day 1: Dusk begins")
    text = _texts(out)
    assert "duration over (Emblem-Ongoing of Doubling, until the next Dusk)" in text
    assert _emblems(state) == 0


def test_4_2_3_d_until_your_next_turn_ends_as_its_controller_takes_it_not_before() -> None:
    """ "… until your next turn" played by p1 in its turn: p2's turn leaves it; it ceases to
    exist as p1 takes its next turn (4.2.3.d), in turn order."""
    state, _ = until_decision(
        _board("Target Character can't be sacrificed until your next turn.").build()
    )
    state, _ = _cast(state, "Doubling", "Runner")
    assert _emblems(state) == 1
    # p2's turn comes first: the Emblem stays
    d = state.pending
    assert d is not None and d.player == "p2"
    assert _emblems(state) == 1
    state, out = _answer(state, "pass")  # p2 passes; p1 takes its next turn
    text = _texts(out)
    assert "duration over (Emblem-Ongoing of Doubling, until its controller's next turn)" in text
    ended = next(e for e in out if "until its controller's next turn" in e.text)
    assert "4.2.3.d" in ended.rules and "2.2.15.c" in ended.rules
    assert _emblems(state) == 0
    assert text.index("duration over") < text.index("p1 takes")


def _their_turn(text: str) -> GameState:
    """p1 plays "Unique" printing ``text``; p2, holding a Character in hand and one in
    Reserve, is then asked for their turn."""
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_hand("p2", "Hand Ally", **ALLY).add("p2", "reserve:p2", "Reserve Ally", **ALLY)
    b = b.mana("p1", 4).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Unique")
    state = answer_picking(state, entries, ())[0]
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    assert state.pending.player == "p2"
    return state


@pytest.mark.parametrize(
    "text",
    [
        "{J} Your opponents can't play cards from their Reserve until your next turn.",
        "{J} Target opponent can't play Characters from Reserve until your next turn.",
        "{J} Each opponent can't play cards from Reserve until the next Noon.",
    ],
)
def test_1_4_1_a_a_card_from_reserve_cant_be_played_for_the_time_said(text: str) -> None:
    """The opponent's turn after the "can't": a card from Reserve is refused with 1.4.1.a
    (the Emblem's end point not come yet); a card from Hand is played (5.2.a)."""
    state = _their_turn(text)
    with pytest.raises(IllegalAction) as refused:
        play_card(state, "p2", find(state, "Reserve Ally"), "hero")
    assert "1.4.1.a" in str(refused.value.rule)
    assert "from Reserve" in str(refused.value)
    played, _ = play_card(state, "p2", find(state, "Hand Ally"), "hero")
    assert played is not None


def test_4_2_3_d_a_card_from_reserve_is_played_once_the_controller_took_their_next_turn() -> None:
    """ "… until your next turn": p2 plays its Hand Ally instead; as p1 takes its next turn
    the Emblem ceases to exist (4.2.3.d); p1 passes, and on p2's next turn the card from
    Reserve is played."""
    text = "{J} Your opponents can't play cards from their Reserve until your next turn."
    state = _their_turn(text)
    state, first = play_card(state, "p2", find(state, "Hand Ally"), "hero")
    state, out = until_decision(state)
    out = [first, *out]
    while state.pending is not None and state.pending.player == "p2":  # p2 pays its play
        d = state.pending
        state, more = _answer(state, *d.option_ids()[: d.min_choices])
        out += more
    assert "until its controller's next turn" in _texts(out)  # p1 takes its next turn
    assert _emblems(state) == 0
    state, _ = _answer(state, "pass")  # p1 passes: p2's turn
    assert state.pending is not None and state.pending.player == "p2"
    played, _ = play_card(state, "p2", find(state, "Reserve Ally"), "hero")
    assert played is not None


WARDEN = "{J} Target Character can't gain boosts while I'm in play."


def _warden_played() -> GameState:
    """p1 plays Warden ("can't gain boosts while I'm in play") on Runner; p2 passes, so the
    next decision is p1's turn, with Gift ("gains 1 boost") and Exit ("sacrifice") in hand."""
    b = _board("Draw a card.").in_hand("p1", "Warden", **grammar_fields(WARDEN, "Warden"))
    b = b.in_hand("p1", "Gift", **_spell("Target Character gains 1 boost."))
    state, entries = play(b, "Warden")
    state, _ = answer_picking(state, entries, ("Runner",))
    return state


def test_2_1_d_while_i_am_in_play_lasts_until_the_source_leaves_play() -> None:
    """Runner can't gain boosts while Warden is in play (1.4.1.a); once Warden is
    sacrificed — a new object in the Discard pile (2.1.d) — the Emblem-Ongoing ceases to
    exist in that same event, and the next boost is gained."""
    state = _warden_played()
    assert _emblems(state) == 1
    runner = find(state, "Runner")
    state, _ = _cast(state, "Gift", "Runner")
    assert state.objects[find(state, "Runner")].counters.get(BOOST, 0) == 1  # not gained
    state, out = _cast(state, "Exit", "Warden")
    text = _texts(out)
    assert "(while Warden is in play) ceases to exist: Warden is no longer in play" in text
    ended = next(e for e in out if "while Warden is in play" in e.text)
    assert "2.1.d" in ended.rules and "2.2.15.c" in ended.rules
    assert _emblems(state) == 0
    assert find(state, "Runner") == runner


def test_2_1_d_the_emblem_outlasts_the_afternoon_and_ends_as_rest_sends_the_source_away() -> None:
    """Across the turns and Dusk, Warden in play: the Emblem stays (no duration of the Day
    ends it, 2.2.15.a); at Night's Rest Warden goes to Reserve (4.2.5.b), a new object
    (2.1.d): the Emblem ceases to exist on that line."""
    state = _warden_played()
    state, out = _until(state, "Day 1: Night begins")
    text = _texts(out)
    over = text.index("(while Warden is in play) ceases to exist")
    assert text.index("Day 1: Dusk begins") < text.index("Day 1: Night begins") < over
    line = next(e.text for e in out if "while Warden is in play" in e.text)
    assert line.startswith("Rest")
    assert _emblems(state) == 0


def test_5_1_2_h_a_spell_lasting_while_i_am_in_play_is_left_to_the_judge() -> None:
    from ..cards_text.helpers import read

    reading = read("Target Character gains [Defender] while I'm in play.", type="Spell")
    assert not reading.executable
    assert "never in play (5.1.2.h" in " ".join(a.reason for a in reading.abilities)


@pytest.mark.parametrize("boosts", [2, 0])
def test_6_5_b_loses_all_its_boosts_and_cant_gain_boosts_on_the_same_target(boosts: int) -> None:
    """ "Target Character loses all its boosts and can't gain boosts this Day": Runner's
    boosts are removed, and the "can't" binds Runner even when it had none to lose (the
    step names it regardless, 6.5.b): Gift's boost is not gained (1.4.1.a)."""
    text = "Target Character loses all its boosts and can't gain boosts this Day."
    b = _board(text, boosts=boosts).in_hand(
        "p1", "Gift", **_spell("Target Character gains 1 boost.")
    )
    state, _ = until_decision(b.build())
    state, _ = _cast(state, "Doubling", "Runner")
    assert state.objects[find(state, "Runner")].counters.get(BOOST, 0) == 0
    assert _emblems(state) == 1
    state, _ = _cast(state, "Gift", "Runner")
    assert state.objects[find(state, "Runner")].counters.get(BOOST, 0) == 0
