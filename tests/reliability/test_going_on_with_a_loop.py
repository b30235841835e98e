"""Going on with a loop of Reactions the app stopped at its bound (issue 34): the rules would
go on (1.4.6.c), so the judge can — the sandbox's Run ▸ Go on with the loop, a scenario
script's ``loop: go_on`` — each surface saying how in its own words, and a saved board keeps
the raised bound."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.steps.loop_bound as loop_bound
from engine.state.records import replace
from judge_app.sandbox.saving import save_session
from judge_app.sandbox.session import GO_ON_HINT, Session
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import GO_ON_WORDS, run_scenario

_CARDS = (Path(__file__).resolve().parents[1] / "data/loop_cards.yaml").read_text("utf-8")
BOUND = 150


def _scenario(tmp_path: Path, *items: str) -> Path:
    path = tmp_path / "loop.yaml"
    script = "".join(f"  - {item}\n" for item in items)
    path.write_text(
        "title: loop\nphase: Afternoon\n"
        + _CARDS
        + "players:\n"
        + "  p1: {hero_expedition: [Hatchery], hand: [Vanilla 1/1/1], mana: 1}\n"
        + "  p2: {}\n"
        + "script:\n  - play: {card: Vanilla 1/1/1, to: hero}\n"
        + script,
        encoding="utf-8",
    )
    return path


def _stops(texts: list[str]) -> list[str]:
    return [t for t in texts if "stops this loop" in t]


@pytest.fixture(autouse=True)
def _small_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(loop_bound, "MAX_CREATED_OBJECTS", BOUND)


def test_scenario_run_says_how_to_go_on_and_loop_go_on_goes_on_past_the_stop(
    tmp_path: Path,
) -> None:
    once = run_scenario(load_scenario(_scenario(tmp_path, "reactions: in_order")))
    texts = [ln.text for ln in once.lines]
    (stop,) = _stops(texts)
    note = texts[texts.index(stop) + 1]  # the command line's words, after the stop
    assert note == GO_ON_WORDS and "`loop: go_on`" in note
    assert [ln.source for ln in once.lines if ln.text == note] == ["note"]
    made_once = loop_bound.created_objects(once.state)

    path = _scenario(tmp_path, "reactions: in_order", "loop: go_on", "reactions: in_order")
    result = run_scenario(load_scenario(path))
    assert not result.errors, result.errors
    texts = [ln.text for ln in result.lines]
    first, second = _stops(texts)
    went_on = next(t for t in texts if t.startswith("script: the judge goes on with the loop"))
    assert "returns to just before the app stopped it" in went_on
    assert texts.index(first) < texts.index(went_on) < texts.index(second)
    raised = result.state.loop_bound
    assert raised is not None and raised > BOUND
    assert f"the app's bound is {raised:,}" in second
    assert f"again at {raised:,} tokens and Emblems" in went_on
    assert loop_bound.created_objects(result.state) > made_once  # the loop went on
    assert result.stop == "waiting for p2: choose a turn effect"


def test_loop_go_on_before_any_stop_raises_the_bound_ahead(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "loop: go_on", "reactions: in_order")
    result = run_scenario(load_scenario(path))
    texts = [ln.text for ln in result.lines]
    assert any("no loop was stopped yet;" in t for t in texts)
    (stop,) = _stops(texts)
    assert f"the app's bound is {result.state.loop_bound:,}" in stop


def test_the_sandbox_goes_on_with_the_loop_it_stopped_and_undo_returns_to_the_stop(
    tmp_path: Path,
) -> None:
    session = Session.open(_scenario(tmp_path, "reactions: in_order"))
    assert not session.can_go_on_with_loop()
    for _ in range(5_000):
        if session.can_go_on_with_loop():
            break
        session.step()
    assert _stops([session.moment.text])
    assert session.notice == GO_ON_HINT and "Run ▸ Go on with the loop" in session.notice
    assert "Run ▸" not in session.moment.text  # the line (and the report) says what happened
    stopped = session.state
    waiting_before = session.moments[session.cursor - 1].state.zone("limbo")
    moment = session.go_on_with_loop()
    assert moment.source == "judge" and moment.rules == ("6.3.l",)
    assert session.state.zone("limbo") == waiting_before  # the Reactions wait again
    raised = session.state.loop_bound
    assert raised is not None and raised > BOUND
    assert not session.can_go_on_with_loop()
    for _ in range(5_000):
        if session.can_go_on_with_loop():
            break
        session.step()
    assert f"the app's bound is {raised:,}" in session.moment.text
    assert loop_bound.created_objects(session.state) > loop_bound.created_objects(stopped)
    stops = [i for i, m in enumerate(session.moments) if _stops([m.text])]
    session.jump(stops[0] + 1)  # the judge's "go on" moment; undo returns to the stop
    session.undo()
    assert session.state == stopped


def test_a_saved_board_keeps_a_raised_loop_bound(tmp_path: Path) -> None:
    session = Session.empty()
    session.edit("the judge went on with a loop", lambda s: replace(s, loop_bound=4_321))
    save_session(session, tmp_path / "board.yaml")
    assert "loop_bound: 4321" in (tmp_path / "board.yaml").read_text(encoding="utf-8")
    again = Session.open(tmp_path / "board.yaml")
    assert again.state.loop_bound == 4_321
    assert loop_bound.loop_bound_of(again.state) == 4_321
    plain = Session.empty()
    save_session(plain, tmp_path / "plain.yaml")
    assert "loop_bound" not in (tmp_path / "plain.yaml").read_text(encoding="utf-8")
    assert Session.open(tmp_path / "plain.yaml").state.loop_bound is None


def test_a_saved_state_with_an_impossible_loop_bound_is_refused(tmp_path: Path) -> None:
    from scenarios.errors import LoadError
    from scenarios.scenario.state_io import load_state, save_state

    state = Session.empty().state
    save_state(replace(state, loop_bound=5_000), tmp_path / "fine.json")
    assert load_state(tmp_path / "fine.json").loop_bound == 5_000
    save_state(replace(state, loop_bound=-3), tmp_path / "bad.json")
    with pytest.raises(LoadError, match="loop_bound -3 is out of range"):
        load_state(tmp_path / "bad.json")
