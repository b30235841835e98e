"""Issue 34: a script item, ``reactions: in_order``, answers every Reaction order choice
(4.4.b) with the Reaction activated first, so a scenario whose Reactions loop reaches the
app's bound on such a loop and says it (1.4.6.a, 1.4.6.c) without a script answering a
hundred and more choices one by one — in ``scenario run`` / ``check``, and in the sandbox one
choice a step, each one undone by stepping back."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.steps.loop_bound as loop_bound
from judge_app.sandbox.session import Session
from scenarios.errors import LoadError
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from tests.cli_runner import judge_app

_CARDS = (Path(__file__).resolve().parents[2] / "tests/data/loop_cards.yaml").read_text("utf-8")


def _scenario(tmp_path: Path, hero: str, tail: str = "") -> Path:
    path = tmp_path / "loop.yaml"
    path.write_text(
        "title: loop\nphase: Afternoon\n"
        + _CARDS
        + "players:\n"
        + f"  p1: {{hero_expedition: [{hero}], hand: [Vanilla 1/1/1], mana: 1}}\n"
        + "  p2: {}\n"
        + "script:\n  - play: {card: Vanilla 1/1/1, to: hero}\n  - reactions: in_order\n"
        + tail,
        encoding="utf-8",
    )
    return path


def _answer(text: str) -> bool:
    """A line of the script's answer to a Reaction order choice, not the choice's own line
    ("p1 chooses the Reaction to play first")."""
    return text.startswith("p1 chooses the ") and not text.startswith(ASKED)


ASKED = "p1 chooses the Reaction to play first"


def _stops(texts: list[str]) -> list[str]:
    return [t for t in texts if "stops this loop" in t]


def test_a_run_reaches_the_loops_bound_and_says_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loop_bound, "MAX_CREATED_OBJECTS", 150)
    result = run_scenario(load_scenario(_scenario(tmp_path, "Hatchery")))
    assert not result.errors, result.errors
    texts = [ln.text for ln in result.lines]
    (stop,) = _stops(texts)
    assert "bound is 150" in stop and "the rules would go on" in stop.lower()
    stop_line = next(ln for ln in result.lines if ln.text == stop)
    assert stop_line.rules == ("6.3.l",)
    # the answers, not the decisions' own lines ("p1 chooses the Reaction to play first")
    chosen = [ln.text for ln in result.lines if _answer(ln.text) and ln.decision is None]
    assert len(chosen) > 20  # the choices a script would otherwise answer one by one
    said = texts[-1]
    assert said == (
        f"script: Reactions played in the order they were activated ({len(chosen):,} "
        "choices answered); no Reaction order choice is left"
    )
    assert texts.index(stop) < len(texts) - 1  # the bound came before the item ended
    assert not result.state.zone("limbo")
    assert result.stop == "waiting for p2: choose a turn effect"
    assert result.unanswered_script == 0


def test_a_loop_the_daily_count_ends_is_played_to_its_end(tmp_path: Path) -> None:
    # Two Echoes: each Mite they make brings both back, a hundred times each a day
    # (1.4.6.c): 200 tokens, under the app's bound, so the rules' own count ends it.
    result = run_scenario(load_scenario(_scenario(tmp_path, "Echo, Echo")))
    assert not result.errors, result.errors
    texts = [ln.text for ln in result.lines]
    assert not _stops(texts)
    assert len([t for t in texts if _answer(t)]) >= 99
    assert sorted(result.state.reaction_counts.values()) == [100, 100]
    assert texts[-1].startswith("script: Reactions played in the order they were activated")
    assert result.stop == "waiting for p2: choose a turn effect"


def test_scenario_run_at_the_apps_bound(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "Hatchery")
    out = judge_app("scenario", "run", str(path), timeout=600)
    assert out.returncode == 0, out.stderr
    assert f"the app's bound is {loop_bound.MAX_CREATED_OBJECTS:,}" in out.stdout
    assert "stops this loop of Reactions here" in out.stdout
    assert "  [6.3.l" in out.stdout  # the daily limit (1.4.6.a, 1.4.6.c: see also)
    assert "Reactions played in the order they were activated" in out.stdout
    assert "waiting for p2: choose a turn effect" in out.stdout
    assert "Traceback" not in out.stderr


def test_the_sandbox_plays_them_one_choice_a_step_and_undo_steps_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loop_bound, "MAX_CREATED_OBJECTS", 150)
    session = Session.open(_scenario(tmp_path, "Hatchery"))
    chosen = 0
    for _ in range(5_000):
        if session.moment.script_pos == len(session.script):
            break
        before = session.state
        session.step()
        if _answer(session.moment.text):
            chosen += 1
            assert session.moment.script_pos == 1  # the item goes on until none is left
            assert before.pending is not None and before.pending.kind == "choose_reaction"
            assert session.moment.text.endswith(
                "(the script plays Reactions in the order they were activated)"
            )
    assert session.moment.script_pos == len(session.script)
    assert session.moment.text == (
        "script: Reactions played in the order they were activated (none left to choose)"
    )
    assert chosen > 20
    texts = [m.text for m in session.moments]
    assert len(_stops(texts)) == 1
    assert session.state.pending is not None and session.state.pending.kind == "turn"
    session.undo()  # the item is due again
    assert session.moment.script_pos == 1
    stop_at = next(i for i, m in enumerate(session.moments) if "stops this loop" in m.text)
    session.jump(stop_at - 1)  # just before the stop: the Reactions wait in Limbo again
    assert len(session.state.zone("limbo")) > 1 and session.moment.script_pos == 1
    session.jump(stop_at)
    assert not session.state.zone("limbo")


def test_reactions_takes_only_in_order(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "Hatchery")
    path.write_text(path.read_text().replace("in_order", "oldest"), encoding="utf-8")
    with pytest.raises(LoadError) as err:
        load_scenario(path)
    assert "loop.yaml:" in str(err.value) and "reactions" in str(err.value)
