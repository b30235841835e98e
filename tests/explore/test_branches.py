"""The sandbox's timeline tree: outcomes opened as branches, switching, comparing, the
undone reading kept, branches through save and reopen, every branch in the report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.explore import outcomes_of
from judge_app.sandbox.branches import (
    compare_branches,
    explore_here,
    forks,
    open_outcome,
    switch,
)
from judge_app.sandbox.branches_io import branches_path
from judge_app.sandbox.report import report_html
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import SandboxError, Session
from tests.explore.helpers import kuwat_at_the_reactions


def _two_readings(tmp_path: Path) -> Session:
    session = kuwat_at_the_reactions(tmp_path)
    _two_readings_from_here(session)
    return session


def _two_readings_from_here(session: Session) -> None:
    """Explore the pending decision and open its two outcomes as branches."""
    explorer = explore_here(session)
    explorer.advance()
    result = outcomes_of(explorer)
    assert len(result.outcomes) == 2
    for n, outcome in enumerate(result.outcomes, start=1):
        switch(session, 0)
        open_outcome(session, outcome.answers[0], result.until, f"Outcome {n}")


def _kuwat_zone(session: Session) -> str:
    (kuwat,) = [
        o
        for o in session.state.objects.values()
        if o.card_id and "Kuwat" in session.state.name(o.id)
    ]
    return kuwat.zone


def test_opening_outcomes_makes_branches_and_keeps_the_reading_it_left(tmp_path: Path) -> None:
    session = _two_readings(tmp_path)
    assert [b.name for b in session.branches] == ["Reading 1", "Outcome 1", "Outcome 2"]
    assert session.branch == 2
    zones = set()
    for i in (1, 2):
        branch = switch(session, i)
        assert branch.parent == 0 and branch.origin == "outcome"
        own = branch.own()
        assert own[0].source == "judge" and own[0].text.startswith("p1 chooses")
        assert own[0].choice[0] in session.branches[0].moments[branch.fork].state.zone("limbo")
        assert any("4.4.b" in m.cited for m in own if m.source == "engine")  # Reactions played
        assert session.state.zone("limbo") == ()
        zones.add(_kuwat_zone(session))
    assert zones == {"expedition:p1:hero", "discard:p1"}
    first = switch(session, 0)
    assert session.state.pending is not None and session.state.pending.kind == "choose_reaction"
    assert len(first.moments) == first.fork + 1 + len(first.own())


def test_the_timeline_says_where_other_branches_leave_it(tmp_path: Path) -> None:
    session = _two_readings(tmp_path)
    switch(session, 0)
    fork = session.branches[1].fork
    assert forks(session) == {fork: ["Outcome 1", "Outcome 2"]}
    switch(session, 2)
    assert forks(session) == {fork: ["Reading 1", "Outcome 1"]}


def test_two_branches_compared_say_what_differs_and_which_objects(tmp_path: Path) -> None:
    session = _two_readings(tmp_path)
    comparison = compare_branches(session, 1, 2)
    assert any(line.startswith("Kuwat, the Dissenter:") for line in comparison.lines)
    left = switch(session, 1).moments[-1].state
    names = {left.name(oid) for oid in comparison.left}
    assert {"Kuwat, the Dissenter", "Vanilla 2/2/2"} <= names


def test_answering_differently_after_undo_keeps_the_undone_reading(tmp_path: Path) -> None:
    session = kuwat_at_the_reactions(tmp_path)
    first, second = session.state.pending.option_ids()  # type: ignore[union-attr]
    session.answer(first)
    session.run("decision")
    undone_end = session.state
    while session.moment.source != "judge":
        session.undo()
    session.undo()
    session.answer(second)
    assert len(session.branches) == 2
    kept = session.branches[1]
    assert kept.origin == "undo"
    assert kept.moments[-1].state == undone_end
    assert kept.moments[kept.fork + 1].text.startswith("p1 chooses")
    # answering the same way again loses nothing, so no branch is made
    session.undo()
    session.answer(second)
    assert len(session.branches) == 2


def test_branches_survive_save_and_reopen(tmp_path: Path) -> None:
    session = _two_readings(tmp_path)
    switch(session, 1)
    path = tmp_path / "saved.yaml"
    save_session(session, path)
    assert branches_path(path).exists()
    assert "state_file" in path.read_text(encoding="utf-8")
    reopened = Session.open(path)
    assert reopened.notice == ""
    assert [b.name for b in reopened.branches] == [b.name for b in session.branches]
    assert reopened.branch == 1
    assert reopened.state == session.state
    assert not reopened.dirty
    for i in range(3):
        a, b = switch(session, i), switch(reopened, i)
        assert [m.text for m in a.moments] == [m.text for m in b.moments]
        assert [m.cited for m in a.moments] == [m.cited for m in b.moments]
        assert a.origin == b.origin
        assert a.moments[a.cursor].state == b.moments[b.cursor].state


def test_branches_of_a_changed_scenario_are_left_aside_with_a_notice(tmp_path: Path) -> None:
    session = _two_readings(tmp_path)
    path = tmp_path / "saved.yaml"
    save_session(session, path)
    edited = "# edited by hand\n" + path.read_text(encoding="utf-8")
    path.write_text(edited, encoding="utf-8")
    reopened = Session.open(path)
    assert len(reopened.branches) == 1
    assert "left aside" in reopened.notice and "changed" in reopened.notice


def test_saving_one_branch_removes_a_stale_branches_file(tmp_path: Path) -> None:
    path = tmp_path / "saved.yaml"
    save_session(_two_readings(tmp_path), path)
    assert branches_path(path).exists()
    save_session(kuwat_at_the_reactions(tmp_path), path)
    assert not branches_path(path).exists()


def test_the_report_includes_every_branch_with_its_answers_and_rules(tmp_path: Path) -> None:
    session = _two_readings(tmp_path)
    page = report_html(session, lambda rule: f"text of {rule}")
    assert "Readings (3)" in page
    for name in ("Reading 1", "Outcome 1", "Outcome 2"):
        assert name in page
    assert page.count("p1 chooses") >= 4  # each outcome's two answers
    assert "What differs from" in page
    assert page.count("An outcome of exploring every answer") == 2
    assert "Kuwat, the Dissenter: " in page


def test_exploring_without_a_decision_says_so(tmp_path: Path) -> None:
    session = kuwat_at_the_reactions(tmp_path)
    session.answer(session.state.pending.option_ids()[0])  # type: ignore[union-attr]
    session.run("turn")
    if session.state.pending is None:
        with pytest.raises(SandboxError, match="No decision is pending"):
            explore_here(session)


def _impossible_start(text: str) -> str:
    """The branches file with a negative number of boosts on the first board (2.5)."""
    data = json.loads(text)
    kuwat = next(o for o in data["start"]["objects"].values() if o["zone"] == "reserve:p1")
    kuwat["counters"] = {"boost": -3}
    return json.dumps(data)


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],  # cut short
        lambda text: text.replace('"redo":"step"', '"redo":"teleport"', 1),
        lambda text: _impossible_start(text),
        lambda text: "[" * 100_000,  # nested too deeply
    ],
    ids=["truncated", "unknown-moment", "impossible-board", "deep"],
)
# each says what is wrong in words
def test_a_damaged_branches_file_is_left_aside_and_the_board_opens(
    tmp_path: Path, damage: object
) -> None:
    path = tmp_path / "saved.yaml"
    session = _two_readings(tmp_path)
    save_session(session, path)
    side = branches_path(path)
    side.write_text(damage(side.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]
    reopened = Session.open(path)
    assert len(reopened.branches) == 1
    assert reopened.notice.startswith("The branches saved in saved.branches.json were left aside")
    assert "Error" not in reopened.notice and "recursion" not in reopened.notice
    assert any(
        words in reopened.notice
        for words in ("not valid JSON (line 1", "unknown moment", "impossible", "too deeply")
    )
    assert reopened.state == session.state  # the saved board itself


def test_branches_not_yet_saved_count_as_unsaved_changes(tmp_path: Path) -> None:
    """Saving keeps every branch, so a branch made since the save is unsaved work even when
    the reading shown is back on the saved board (the unsaved-changes prompt asks)."""
    session = kuwat_at_the_reactions(tmp_path)
    path = tmp_path / "saved.yaml"
    save_session(session, path)
    assert not session.dirty
    _two_readings_from_here(session)
    switch(session, 0)
    assert session.moment is session.saved  # the reading shown is on the saved board...
    assert session.dirty  # ...but two readings were added beside it
    save_session(session, path)
    assert not session.dirty
    reopened = Session.open(path)
    assert len(reopened.branches) == 3 and not reopened.dirty
    # a branch that goes on while another is shown is a change too
    switch(reopened, 1)
    reopened.undo()
    switch(reopened, 0)
    assert reopened.dirty
