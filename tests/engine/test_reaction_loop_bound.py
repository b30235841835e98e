"""A loop of Reactions the rules let run for thousands of steps is stopped by the app at a
bound the judge is told about (issue 34): every new token carrying a Reaction of its own
has its own hundred activations a day (1.4.6.c), so only the app can end such a loop."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.steps.loop_bound as loop_bound
from engine import answer, step
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry
from judge_app.sandbox.session import Session
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

_CARDS = (Path(__file__).resolve().parents[2] / "tests/data/loop_cards.yaml").read_text("utf-8")


def _scenario(tmp_path: Path, source: str) -> Path:
    path = tmp_path / "loop.yaml"
    path.write_text(
        "title: loop\nphase: Afternoon\n"
        + _CARDS
        + "players:\n"
        + f"  p1: {{hero_expedition: [{source}], hand: [Vanilla 1/1/1], mana: 1}}\n"
        + "  p2: {}\n"
        + "script:\n  - play: {card: Vanilla 1/1/1, to: hero}\n",
        encoding="utf-8",
    )
    return path


def _drive(state: GameState, max_steps: int) -> tuple[GameState, list[TraceEntry], int]:
    """Step and answer (first options) as a judge pressing Step would, until the turn
    decision comes back or ``max_steps`` is spent."""
    entries: list[TraceEntry] = []
    for n in range(max_steps):
        d = state.pending
        if d is not None:
            if d.kind == "turn":
                return state, entries, n
            state, e = answer(state, d.id, tuple(o.id for o in d.options[: d.min_choices]))
        else:
            state, e = step(state)
        entries.append(e)
    return state, entries, max_steps


def _stops(entries: list[TraceEntry]) -> list[TraceEntry]:
    return [e for e in entries if "stops this loop" in e.text]


def test_a_loop_of_tokens_each_with_its_own_reaction_stops_at_the_bound(tmp_path: Path) -> None:
    state = run_scenario(load_scenario(_scenario(tmp_path, "Hatchery"))).state
    # Without the bound, this loop makes about 10,000 tokens over 12,000+ steps.
    state, entries, steps = _drive(state, 3_000)
    assert state.pending is not None and state.pending.kind == "turn", f"no end in {steps}"
    (stop,) = _stops(entries)
    assert stop.rules == ("6.3.l",)
    assert "the rules would go on" in stop.text.lower()
    assert f"bound is {loop_bound.MAX_CREATED_OBJECTS:,}" in stop.text
    assert "Reactions waiting in Limbo cease to exist" in stop.text
    assert not state.zone("limbo")  # nothing left waiting
    # the tokens made stay on the board
    tokens = [o for o in state.objects.values() if o.card_id and state.cards[o.card_id].is_token]
    assert len(tokens) > 50


def test_a_loop_the_daily_limit_ends_is_not_stopped_by_the_app(tmp_path: Path) -> None:
    state = run_scenario(load_scenario(_scenario(tmp_path, "Echo"))).state
    state, entries, _ = _drive(state, 3_000)
    assert state.pending is not None and state.pending.kind == "turn"
    assert not _stops(entries)
    assert any("limit reached" in e.text or "101" in e.text for e in entries) or (
        max(state.reaction_counts.values()) == 100
    )


def test_the_stopped_loop_keeps_its_board_and_undo_returns_before_the_stop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loop_bound, "MAX_CREATED_OBJECTS", 150)
    session = Session.open(_scenario(tmp_path, "Hatchery"))
    while session.moment.script_pos < len(session.script):
        session.step()  # the script plays the card that starts the loop
    for _ in range(2_000):
        state = session.state
        if "stops this loop" in session.moment.text:
            break
        if state.pending is not None:
            assert state.pending.kind != "turn", "the loop ended without the app's stop"
            session.answer(tuple(o.id for o in state.pending.options[: state.pending.min_choices]))
        else:
            session.step()
    assert "stops this loop" in session.moment.text
    assert "6.3.l" in session.moment.cited and "6.3.l" in session.moment.cited
    after = session.state
    assert not after.zone("limbo")
    session.undo()
    before = session.state
    waiting = before.zone("limbo")
    assert len(waiting) > 1  # the Reactions that were waiting are back
    # every object but the waiting Emblem-Reactions is the same before and after the stop
    assert set(before.objects) - set(waiting) == set(after.objects)
    session.redo()
    assert session.state == after


def _example_paths() -> list[Path]:
    from scenarios import EXAMPLES_DIR

    return [
        p
        for p in sorted(EXAMPLES_DIR.glob("*.yaml"))
        if "reaction" in p.read_text(encoding="utf-8").lower()
    ]


def test_a_chosen_reaction_is_told_as_labelling_every_one_again_would_tell_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The choice's trace line reuses the option's label when no bound card was hidden; it
    must read exactly as labelling all the Reactions for the table and the judge reads."""
    from engine.pipeline.runtime import ANSWER_HANDLERS
    from engine.state.decisions import DecisionKind
    from engine.steps import emblem_reactions

    original = ANSWER_HANDLERS[DecisionKind.CHOOSE_REACTION]
    compared: list[str] = []

    def checked(state, decision, choice):  # type: ignore[no-untyped-def]
        after, entry = original(state, decision, choice)
        among = tuple(o.id for o in decision.options if o.id in state.objects)
        prefix = f"{decision.player} chooses the "
        said, unnamed = emblem_reactions._told_at_table(state, among, choice[0], prefix)
        assert (entry.text, entry.unnamed) == (said, unnamed)
        compared.append(said)
        return after, entry

    monkeypatch.setitem(ANSWER_HANDLERS, DecisionKind.CHOOSE_REACTION, checked)
    for path in _example_paths():
        try:
            run_scenario(load_scenario(path))
        except Exception:  # examples meant to fail to load are another test's business
            continue
    monkeypatch.setattr(loop_bound, "MAX_CREATED_OBJECTS", 100)
    state = run_scenario(load_scenario(_scenario(tmp_path, "Hatchery"))).state
    _drive(state, 2_000)
    assert len(compared) > 20
    assert any("(second of" in c or "(#" in c for c in compared)  # identical ones numbered
