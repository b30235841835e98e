"""Defects found in review of the sandbox, each pinned by a test."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import CardDef, CardType, IllegalAction, Phase, Status, edits
from judge_app.sandbox.board import board_view
from judge_app.sandbox.report import summary_text
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import SandboxError, Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

REACTIONS = EXAMPLES_DIR / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"


def test_a_script_until_stops_at_a_decision_and_goes_on_like_scenario_run(
    tmp_path: Path,
) -> None:
    path = tmp_path / "until.yaml"
    path.write_text(
        "title: until then passes\nphase: Afternoon\nplayers: {p1: {}, p2: {}}\n"
        "script:\n  - until: Dusk\n  - pass: p1\n  - pass: p2\n",
        encoding="utf-8",
    )
    cli = run_scenario(load_scenario(path))
    assert cli.unanswered_script == 0 and not cli.errors
    session = Session.open(path)
    while session.moment.script_pos < len(session.script):
        session.step()
    session.run("decision")
    assert session.state == cli.state


def test_a_board_saved_mid_resolution_keeps_its_refs(tmp_path: Path) -> None:
    source = EXAMPLES_DIR / "3_2_7_c_remark_excess_landmarks_sacrificed_at_night.yaml"
    session = Session.open(source)
    session.step()
    path = tmp_path / "saved.yaml"
    assert "state.json" in save_session(session, path)
    assert "refs:" in path.read_text(encoding="utf-8")
    report = check_scenario(load_scenario(path))
    assert report.ok, [(o.label, o.actual) for o in report.outcomes if not o.held]


def test_3_2_1_c_a_board_in_tiebreakers_is_saved_exactly(tmp_path: Path) -> None:
    session = Session.open(EXAMPLES_DIR / "4_3_remark_tiebreakers_may_last_several_days.yaml")
    while not session.state.tiebreakers:
        session.step()
    path = tmp_path / "tie.yaml"
    assert "3.2.1.c" in save_session(session, path)
    assert Session.open(path).state == session.state


def test_6_1_g_an_object_being_resolved_cannot_be_taken_off_the_table() -> None:
    session = Session.open(REACTIONS)
    for _ in range(4):
        session.step()
    refused = 0
    for emblem in session.state.zone("limbo"):
        try:
            session.edit("remove", lambda s, e=emblem: edits.remove_object(s, e))
        except SandboxError as exc:
            assert "being resolved or decided" in str(exc)
            refused += 1
            continue
        session.run("decision")  # a waiting Emblem taken away: the rest still resolves
        session.jump(4)
    assert refused == 1  # the Emblem-Reaction p2 chose, which is being played


def test_5_2_3_a_a_landmark_permanent_cannot_be_made_fleeting() -> None:
    session = Session.empty()
    card = session.library.get("Plain Landmark")
    landmark = CardDef("", "p1", card.name, **card.compiled.fields)
    session.edit("add", lambda s: edits.place_card(s, landmark, "landmark:p1")[0])
    oid = session.state.zone("landmark:p1")[0]
    with pytest.raises(SandboxError, match=r"5\.2\.3\.a"):
        session.edit("fleeting", lambda s: edits.set_statuses(s, oid, {Status.FLEETING}))


def test_3_2_6_b_a_hero_zone_holds_one_hero_and_only_heroes() -> None:
    session = Session.open(EXAMPLES_DIR / "7_3_4_remark_augment_boosts_are_counters.yaml")
    vanilla = session.state.zone("expedition:p1:hero")[0]
    with pytest.raises(IllegalAction) as caught:
        edits.move_object(session.state, vanilla, "hero:p1")
    assert caught.value.rule == "3.2.6.b"
    hero = CardDef("", "p1", "Some Hero", CardType.HERO)
    state, _ = edits.place_card(session.state, hero, "hero:p1")
    with pytest.raises(IllegalAction, match="at most one Hero"):
        edits.place_card(state, hero, "hero:p1")
    with pytest.raises(IllegalAction) as wrong_place:
        edits.place_card(state, CardDef("", "p1", "S", CardType.SPELL), "expedition:p1:hero")
    assert wrong_place.value.rule == "5.2.1.a"


def test_setting_a_new_day_clears_the_days_counts() -> None:
    session = Session.open(REACTIONS)
    session.run("phase")  # Noon: Reactions have activated today
    assert session.state.reaction_counts
    session.edit("moment", lambda s: edits.set_moment(s, Phase.NIGHT, day=3))
    assert not session.state.reaction_counts and not session.state.moved_forward_today


def test_the_report_names_the_phase_about_to_begin() -> None:
    session = Session.open(REACTIONS)  # just before Noon of day 1
    assert board_view(session.state).moment_text() == "Day 1, Noon about to begin"
    assert "Day 1, Noon about to begin" in summary_text(session)


def test_a_board_just_before_the_afternoon_is_saved_exactly(tmp_path: Path) -> None:
    session = Session.empty()
    session.edit("noon", lambda s: edits.set_moment(s, Phase.NOON, day=1))
    session.run("phase")  # the end of Noon: the Afternoon begins next
    path = tmp_path / "noon.yaml"
    assert "about to begin" in save_session(session, path)
    assert Session.open(path).state == session.state


def test_an_engine_defect_becomes_a_message_not_a_traceback() -> None:
    session = Session.open(REACTIONS)
    for _ in range(4):
        session.step()
    # a state the edits would refuse, forced directly: the pending Emblem is gone
    from dataclasses import replace

    broken = replace(
        session.state, objects={k: v for k, v in session.state.objects.items() if k != "o8"}
    )
    session.moments.append(replace(session.moment, state=broken))
    session.cursor += 1
    with pytest.raises(SandboxError, match=r"Engine error|refused"):
        session.run("decision")
