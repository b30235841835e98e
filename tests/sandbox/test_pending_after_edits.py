"""Sandbox edits and the pending decision agree: after an edit the decision offers the
legal options of the edited board (6.1.g), and Set moment works while one is pending."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import CardDef, CardType, Phase, edits
from judge_app.sandbox.session import SandboxError, Session

REPO = Path(__file__).resolve().parents[2]
BOARD = """\
title: a turn with one card to play
players:
  p1:
    hero: Nadir & Bubbles
    hand: [Vanilla 1/1/1]
    mana: 3
  p2:
    hero: Lindiwe & Maw
"""


@pytest.fixture()
def at_turn(tmp_path: Path) -> Session:
    path = tmp_path / "turn.yaml"
    path.write_text(BOARD)
    session = Session.open(path)
    session.run("decision")
    pending = session.state.pending
    assert pending is not None and pending.kind == "turn"
    return session


def _options(session: Session) -> list[str]:
    assert session.state.pending is not None
    return [o.id for o in session.state.pending.options]


def test_6_1_g_moving_a_card_out_of_hand_removes_its_play_options(at_turn: Session) -> None:
    card = at_turn.state.zone("hand:p1")[0]
    assert f"play:{card}:hero" in _options(at_turn)
    before = at_turn.state.pending
    at_turn.edit("discard it", lambda s: edits.move_object(s, card, "discard:p1"))
    assert _options(at_turn) == ["pass"]
    assert at_turn.state.pending is not None and before is not None
    assert at_turn.state.pending.id == before.id  # the same question, asked again
    with pytest.raises(SandboxError):
        at_turn.answer(f"play:{card}:hero")


def test_6_1_g_a_card_put_in_hand_can_be_played_at_once(at_turn: Session) -> None:
    card = CardDef("", "p1", "Brand New", CardType.CHARACTER, hand_cost=1, reserve_cost=1)
    at_turn.edit("put in hand", lambda s: edits.place_card(s, card, "hand:p1")[0])
    new = at_turn.state.zone("hand:p1")[-1]
    assert f"play:{new}:hero" in _options(at_turn)
    at_turn.answer(f"play:{new}:hero")  # offered and accepted


def test_6_1_g_taking_the_mana_away_removes_plays_that_cannot_be_paid(at_turn: Session) -> None:
    at_turn.edit("no mana", lambda s: edits.set_mana(s, "p1", 0, 0))
    assert _options(at_turn) == ["pass"]


def test_set_moment_while_a_decision_is_pending_drops_it_and_empties_limbo() -> None:
    session = Session.open(REPO / "scenarios" / "sandbox" / "busy_board.yaml")
    session.run("decision")
    pending = session.state.pending
    assert pending is not None and pending.kind == "choose_reaction"
    assert session.state.zone("limbo")
    session.edit("moment", lambda s: edits.set_moment(s, Phase.AFTERNOON, 2, "p2"))
    state = session.state
    assert state.pending is None and state.zone("limbo") == ()
    assert state.phase is Phase.AFTERNOON and state.first_player == "p2"
    session.step()  # the Afternoon's first turn: p2 is asked for a turn effect
    assert session.state.pending is not None and session.state.pending.player == "p2"


def _choosing(*names: str):  # type: ignore[no-untyped-def]
    from engine import Decision, GameBuilder, Option, Task, TaskKind
    from engine.state.records import replace

    b = GameBuilder()
    for name in names:
        b.in_expedition("p1", "hero", name)
    state = b.at_afternoon().build()
    ids = tuple(state.zone("expedition:p1:hero"))
    decision = Decision(
        "d9",
        "choose",
        "p1",
        "choose a Character",
        tuple(Option(i, state.name(i)) for i in ids),
        Task(TaskKind.TURN, player="p1"),
    )
    return replace(state, pending=decision), ids


def _without(state, oid):  # type: ignore[no-untyped-def]
    """The board with ``oid`` gone, the old decision still pending (as an edit leaves it)."""
    from engine.state.records import replace

    gone = edits.remove_object(replace(state, pending=None), oid)
    return replace(gone, pending=state.pending)


def test_6_1_g_options_naming_removed_objects_are_dropped() -> None:
    state, (first, second) = _choosing("Ada", "Kuwat")
    edited = edits.refresh_pending(_without(state, first))
    assert edited.pending is not None
    assert [o.id for o in edited.pending.options] == [second]


def test_6_1_g_an_edit_leaving_a_decision_without_options_is_refused() -> None:
    from engine import IllegalAction

    state, (only,) = _choosing("Ada")
    with pytest.raises(IllegalAction) as caught:
        edits.refresh_pending(_without(state, only))
    assert caught.value.rule == "6.1.g"
