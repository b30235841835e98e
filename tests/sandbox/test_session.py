"""The sandbox session: stepping, the script, undo/redo/jump, judge edits, expectations."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Status, edits
from judge_app.sandbox.session import SandboxError, Session, open_session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario
from tests.sandbox.helpers import passing_examples, play_to_end

REACTIONS = EXAMPLES_DIR / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"


@pytest.mark.parametrize("path", passing_examples(), ids=lambda p: p.stem)
def test_stepping_an_example_one_unit_at_a_time_meets_its_expectations(path: Path) -> None:
    session = Session.open(path)
    session.answers_forced = False  # asked as `scenario run` asks each decision (hd)
    play_to_end(session)
    failed = [f"{o.label}: {o.actual!r}" for o in session.outcomes() if not o.held]
    assert not failed
    # the same verdicts as the command line's check, expectation by expectation
    cli = check_scenario(load_scenario(path))
    cli_verdicts = [o.held for o in cli.outcomes if o.label not in ("cards are executable",)]
    assert [o.held for o in session.outcomes()] == cli_verdicts


def test_every_moment_is_one_engine_step_or_one_script_item() -> None:
    session = Session.open(REACTIONS)
    session.step()
    assert session.moment.source == "engine"
    assert session.moment.text == "Day 1: Noon begins"
    assert "4.2.b" in session.moment.cited
    session.step()  # Reaction-activating step: three Emblem-Reactions in Limbo (6.3.h)
    assert len(session.state.zone("limbo")) == 3
    assert "6.3.h" in session.moment.cited
    session.step()
    assert session.state.pending is not None
    assert session.state.pending.player == "p2"  # first player has initiative (4.4.b)
    assert not session.needs_judge()  # the script answers it
    session.step()
    assert session.moment.source == "script"
    assert session.state.pending is None


def test_undo_redo_and_jump_return_exact_states() -> None:
    session = Session.open(REACTIONS)
    states = [session.state]
    for _ in range(6):
        session.step()
        states.append(session.state)
    session.undo()
    session.undo()
    assert session.state == states[4]
    session.redo()
    assert session.state == states[5]
    session.jump(1)
    assert session.state == states[1]
    session.jump(6)
    assert session.state == states[6]
    with pytest.raises(SandboxError):
        session.jump(99)


def test_stepping_after_undo_drops_the_undone_future() -> None:
    session = Session.open(REACTIONS)
    for _ in range(4):
        session.step()
    session.jump(1)
    session.step()
    assert len(session.moments) == 3
    assert not session.can_redo()


def test_edit_step_undo_redo_round_trip() -> None:
    session = Session.open(EXAMPLES_DIR / "7_3_4_remark_augment_boosts_are_counters.yaml")
    vera = next(
        oid
        for oid, o in session.state.objects.items()
        if session.state.name(oid) != oid and o.zone.startswith("expedition")
    )
    before = session.state
    session.edit("exhaust", lambda s: edits.set_statuses(s, vera, {Status.EXHAUSTED}))
    edited = session.state
    assert session.moment.source == "edit"
    session.step()
    stepped = session.state
    session.undo()
    assert session.state == edited
    session.undo()
    assert session.state == before
    session.redo()
    session.redo()
    assert session.state == stepped


def test_a_refused_edit_names_the_rule_and_changes_nothing() -> None:
    session = Session.open(REACTIONS)
    hidden = session.state.zone("deck:p1")[0]
    before = len(session.moments)
    with pytest.raises(SandboxError, match=r"2\.4\.1\.c"):
        session.edit("x", lambda s: edits.set_statuses(s, hidden, {Status.EXHAUSTED}))
    assert len(session.moments) == before


def test_answering_by_hand_sets_the_script_aside() -> None:
    session = Session.open(REACTIONS)
    for _ in range(3):
        session.step()
    d = session.state.pending
    assert d is not None
    session.answer(d.options[-1].id)
    assert session.moment.source == "judge"
    assert session.next_script_item() is None
    assert "set aside" in session.notice


def test_an_illegal_answer_is_refused() -> None:
    session = Session.open(REACTIONS)
    for _ in range(3):
        session.step()
    with pytest.raises(SandboxError, match="not a legal option"):
        session.answer("o999")


def test_run_to_end_of_phase_stops_when_nothing_of_the_phase_is_left() -> None:
    session = Session.open(REACTIONS)  # just before Noon begins
    session.run("phase")
    assert session.state.phase.value == "Noon"
    head = session.state.agenda[0]
    assert head.kind == "begin_phase" and head.phase is not None
    assert head.phase.value == "Afternoon"
    assert "4.4.b" in {r for m in session.moments for r in m.cited}
    session.run("phase")  # the Afternoon begins, and waits for p2's turn effect
    assert session.state.pending is not None and session.state.pending.kind == "turn"


def test_run_to_end_of_day_stops_before_the_next_morning() -> None:
    session = Session.open(EXAMPLES_DIR / "4_2_5_b_remark_rest_statuses_and_eternal.yaml")
    while session.can_step() and not session.needs_judge():
        session.run("day")
        head = session.state.agenda[0] if session.state.agenda else None
        if head is not None and head.phase is not None and head.phase.value == "Morning":
            break
    head = session.state.agenda[0]
    assert head.phase is not None and head.phase.value == "Morning"
    assert session.state.phase.value == "Night"


def test_run_in_batches_reaches_the_same_moment_as_one_run() -> None:
    a = Session.open(REACTIONS)
    a.run("decision")
    b = Session.open(REACTIONS)
    done = False
    while not done:
        _, done = b.run_batch("decision", 3)
    assert b.state == a.state


def test_an_empty_board_starts_at_the_afternoon() -> None:
    session = Session.empty()
    session.run("decision")
    d = session.state.pending
    assert d is not None and d.kind == "turn" and d.player == "p1"
    assert [o.id for o in d.options] == ["pass"]


def test_a_malformed_scenario_is_reported_with_file_line_and_field(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: x\nplayers:\n  p1:\n    hand: [Kuwatt]\n  p2: {}\n", encoding="utf-8")
    with pytest.raises(SandboxError) as caught:
        open_session(bad)
    assert "bad.yaml:4: players.p1.hand[0]" in str(caught.value)
    assert "Kuwat" in str(caught.value)  # did-you-mean


def test_library_cards_with_gaps_show_what_is_resolved_by_hand() -> None:
    """A card of the rules' examples whose ability the engine does not execute (Gericht's
    "I can gain Fleeting even if I was already Fleeting") is marked on the board, as an
    imported card is."""
    from engine import CardDef, edits
    from judge_app.sandbox.session import Session

    session = Session.empty()
    card = session.library.get("gericht-revered-duelist")
    made = CardDef("", "p1", card.name, **card.compiled.fields)
    session.edit("Judge edit: Gericht", lambda s: edits.place_card(s, made, "reserve:p1")[0])
    board = session.board()
    [tile] = [t for z in board.players[0].zones.values() for t in z.tiles if t.name == card.name]
    assert tile.not_executed == ("I can gain Fleeting even if I was already Fleeting.",)
