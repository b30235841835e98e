"""Issue 33: at a decision other than the deciding player's turn, one reason says why none of
the cards in their Hand and Reserve can be played now, with the most specific rule — the
phase (turns are taken only in the Afternoon, 4.2.3.b), another player's turn (5.1.1.b), a
decision and Reactions to resolve before the next turn effect (4.2.3.e). Pure Python."""

from __future__ import annotations

from pathlib import Path

from engine.play.not_playable import why_not_now, why_not_playable
from judge_app.sandbox.board import zone_keys
from judge_app.sandbox.not_offered import not_offered, not_playable_now
from judge_app.sandbox.quick_cards import CardNames
from judge_app.sandbox.quick_entry import enter
from judge_app.sandbox.session import Session

BUSY = Path(__file__).resolve().parents[2] / "scenarios" / "sandbox" / "busy_board.yaml"
P1 = zone_keys("p1")


def test_while_a_card_is_being_played_the_others_wait_for_the_next_turn_effect_4_2_3_e() -> None:
    session = Session.empty()
    names = CardNames(session.library)
    enter(session, "Kuwat in reserve, Haven, Vanilla, Vanilla 2/2/2 in hand", names)
    session.run("decision")
    turn = session.state.pending
    assert turn is not None and turn.kind == "turn" and turn.player == "p1"
    assert not_playable_now(session.state, turn) is None  # its turn: said card by card
    assert why_not_now(session.state, "p1") is None
    # p2 at p1's turn: another player's turn (5.1.1.b)
    other = why_not_now(session.state, "p2")
    assert other is not None and other.rule == "5.1.1.b"
    assert other.text == "it is p1's turn, and p2 plays cards only on their own turn"
    enter(session, "play Kuwat", names)
    pending = session.state.pending
    assert pending is not None and pending.kind != "turn" and pending.player == "p1"
    now = not_playable_now(session.state, pending)
    assert now is not None
    # Kuwat, being played, is not counted: only the Vanilla in Hand
    assert now.cards == "p1's card in Hand"
    assert now.reason.rule == "4.2.3.e"
    assert now.reason.text == (
        "p1 chooses their next turn effect once this decision and the Reactions are resolved"
    )
    (vanilla,) = session.state.zone(P1["hand"])
    assert why_not_playable(session.state, vanilla) == (now.reason,)  # the same, card by card
    assert not_offered(session.state, pending) == []  # no list per card


def test_at_noon_the_phase_says_why_4_2_3_b() -> None:
    session = Session.open(BUSY)
    for _ in range(60):  # to p2's choice of the Reaction to play first, at Noon
        pending = session.state.pending
        if pending is not None and pending.player == "p2":
            break
        if pending is not None:
            session.answer(tuple(o.id for o in pending.options[: max(pending.min_choices, 1)]))
        else:
            session.step()
    assert pending is not None and pending.player == "p2"
    now = not_playable_now(session.state, pending)
    assert now is not None and now.reason.rule == "4.2.3.b"
    assert now.reason.text == (
        "it is Noon, and cards are played only on a player's turn, in the Afternoon"
    )
    hand = len(session.state.zone(zone_keys("p2")["hand"]))
    reserve = len(session.state.zone(zone_keys("p2")["reserve"]))
    assert hand and reserve and now.cards == f"p2's {hand + reserve} cards in Hand and Reserve"


def test_nothing_is_said_when_the_deciding_player_has_no_card_in_hand_or_reserve() -> None:
    session = Session.empty()
    names = CardNames(session.library)
    enter(session, "Kuwat in reserve, Haven, Vanilla, play Kuwat", names)
    pending = session.state.pending
    assert pending is not None and pending.kind != "turn"
    assert why_not_now(session.state, pending.player) is not None
    assert not_playable_now(session.state, pending) is None  # Kuwat is the card being played
