"""Saving the sandbox board as a scenario file and opening it again."""

from __future__ import annotations

from pathlib import Path

from engine import Status, edits
from judge_app.sandbox.saving import quiet_moment, save_session
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario

REACTIONS = EXAMPLES_DIR / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"


def test_a_quiet_board_is_saved_as_a_readable_layout_and_reopens_the_same(tmp_path: Path) -> None:
    session = Session.open(EXAMPLES_DIR / "7_3_4_remark_augment_boosts_are_counters.yaml")
    first = session.state.zone("expedition:p1:hero")[0]
    session.edit("boost", lambda s: edits.set_boosts(s, first, 3))
    session.edit("exhaust", lambda s: edits.set_statuses(s, first, {Status.EXHAUSTED}))
    session.edit("move", lambda s: edits.set_position(s, "p1:hero", 3))
    path = tmp_path / "board.yaml"
    note = save_session(session, path)
    assert note == ""
    text = path.read_text(encoding="utf-8")
    assert "state_file" not in text
    assert "boosts: 3" in text and "Exhausted" in text and "hero_position: 3" in text
    reopened = Session.open(path)
    assert reopened.board().summary() == session.board().summary()
    assert reopened.state.positions == session.state.positions
    assert not session.dirty


def test_a_board_mid_resolution_is_saved_exactly(tmp_path: Path) -> None:
    session = Session.open(REACTIONS)
    for _ in range(5):
        session.step()
    assert quiet_moment(session.state) is not None
    path = tmp_path / "mid.yaml"
    note = save_session(session, path)
    assert "mid.state.json" in note
    assert (tmp_path / "mid.state.json").exists()
    reopened = Session.open(path)
    assert reopened.state == session.state
    # the rest of the story resolves the same way from the saved file
    session.run("decision")
    reopened.run("decision")
    assert reopened.state == session.state


def test_the_saved_file_keeps_the_remaining_script_and_expectations(tmp_path: Path) -> None:
    session = Session.open(REACTIONS)
    path = tmp_path / "copy.yaml"
    save_session(session, path)
    report = check_scenario(load_scenario(path))
    assert report.ok, [o for o in report.outcomes if not o.held]


def test_cards_added_from_the_library_are_saved_by_name(tmp_path: Path) -> None:
    session = Session.empty()
    from engine import CardDef

    card = session.library.get("Kuwat, the Dissenter")
    definition = CardDef("", "p1", card.name, **card.compiled.fields)
    session.edit("add", lambda s: edits.place_card(s, definition, "reserve:p1")[0])
    path = tmp_path / "k.yaml"
    save_session(session, path)
    assert "Kuwat, the Dissenter" in path.read_text(encoding="utf-8")
    assert Session.open(path).board().summary()["reserve:p1"] == ["Kuwat, the Dissenter"]


def test_a_day_that_counted_dice_or_plays_is_not_written_as_a_layout() -> None:
    """A layout has no words for this Day's die results, plays, tokens created or lapsed
    delayed steps: a board holding any of them is saved exactly instead (7.3.33.a, 4.1,
    7.3.5.a, 4.2.b)."""
    from engine.state.game_state import evolve

    session = Session.open(EXAMPLES_DIR / "7_3_4_remark_augment_boosts_are_counters.yaml")
    assert quiet_moment(session.state) is None
    for change in (
        {"rolls_this_day": (("p1", 6),)},
        {"plays_this_day": (("p1", "o1"),)},
        {"tokens_created_this_day": (("p1", "o1", 3, "Character"),)},
        {"lapsed_delayed": (("Dusk", "a step"),)},
    ):
        assert quiet_moment(evolve(session.state, **change)) is not None
