"""What the judge sees when a player moves counters: "Move 2 boosts from target Character to
another target Character" is one step with two targets, both chosen before it resolves
(6.5.b) — the first asked as where the boosts come from, the second as where "they" go,
never as the atomic actions' names ("remove counters", "give a boost"), and the first
object never offered again ("another"). Checked in the command line's words and in the
window's model (the decision's prompt, its options, the reasons and the timeline's line),
not in pixels."""

from __future__ import annotations

from pathlib import Path

from judge_app.sandbox.explain import why_this_player
from judge_app.sandbox.line_words import timeline_line
from judge_app.sandbox.session import Session
from judge_app.sandbox.wording import option_views
from tests.cli_runner import judge_app

_BOARD = """\
title: a move of boosts
cards:
  - name: Boost Shift
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "Move 2 boosts from target Character to another target Character."
    read_text: true
    note: A test card, not a printed card.
phase: Afternoon
players:
  p1:
    hand: [Boost Shift]
    mana: 1
    hero_expedition:
      - {card: Vanilla 1/1/1}
      - {card: Vanilla 3/1/0, counters: {boost: 1}}
  p2:
    hero_expedition:
      - {card: Vanilla 2/2/2, counters: {boost: 3}}
script:
  - play: {card: Boost Shift}
"""
_FROM = "choose a target for Boost Shift to move 2 boosts from"
_TO = "choose a target for Boost Shift to move them to"
_ALL = (
    "Vanilla 1/1/1 in p1's hero Expedition",
    "Vanilla 3/1/0 in p1's hero Expedition",
    "Vanilla 2/2/2 in p2's hero Expedition",
)

_WINDOW = (  # the window's option rows: the card, then whose it is and where
    ("Vanilla 1/1/1", ("p1's, in p1's Hero Expedition",)),
    ("Vanilla 3/1/0", ("p1's, in p1's Hero Expedition",)),
    ("Vanilla 2/2/2", ("p2's, in p2's Hero Expedition",)),
)


def _board(tmp_path: Path, *answers: str) -> Path:
    path = tmp_path / "move.yaml"
    extra = "".join(f"  - answer: {a}\n" for a in answers)
    path.write_text(_BOARD + extra, encoding="utf-8")
    return path


def _options(stdout: str) -> list[str]:
    """The legal options the command line lists under the decision it stops at."""
    after = stdout.split("legal options:\n", 1)[1]
    return [ln.strip() for ln in after.splitlines() if ln.startswith("    ")]


def test_the_command_line_asks_where_the_boosts_come_from_then_where_they_go(
    tmp_path: Path,
) -> None:
    first = judge_app("scenario", "run", str(_board(tmp_path)))
    assert first.returncode == 0, first.stderr
    assert f"waiting for p1: {_FROM}\n" in first.stdout
    assert f"p1 {_FROM.replace('choose', 'chooses', 1)}  [6.5.b" in first.stdout
    assert _options(first.stdout) == list(_ALL)  # any Character, with boosts or not
    second = judge_app("scenario", "run", str(_board(tmp_path, "Vanilla 2/2/2")))
    assert second.returncode == 0, second.stderr
    assert "p1 targets Vanilla 2/2/2  [6.5.b]" in second.stdout
    assert f"waiting for p1: {_TO}\n" in second.stdout
    # "another target Character": the first target is not offered again
    assert _options(second.stdout) == [_ALL[0], _ALL[1]]
    for out in (first.stdout, second.stdout):
        assert "remove counters" not in out and "give a boost" not in out
        assert "Traceback" not in out


def _at_decision(path: Path) -> Session:
    session = Session.open(path)
    while session.moment.script_pos < len(session.script):
        session.step()
    session.run("decision")
    assert session.state.pending is not None
    return session


def test_the_windows_decision_says_the_move_and_offers_the_characters(tmp_path: Path) -> None:
    session = _at_decision(_board(tmp_path))
    d = session.state.pending
    assert d is not None and d.player == "p1" and d.prompt == _FROM
    views = option_views(session.state, d)
    assert [(v.title, v.details) for v in views] == list(_WINDOW)
    why, rules = why_this_player(session.state, d)
    # the player controlling the effect chooses its targets just before the step (6.5.b)
    assert why.startswith("p1 controls the effect, so chooses its targets") and rules[0] == "6.5.b"
    line = timeline_line(session.said(session.cursor))
    assert line == f"p1 {_FROM.replace('choose', 'chooses', 1)}"


def test_the_windows_second_decision_leaves_the_first_target_out(tmp_path: Path) -> None:
    session = _at_decision(_board(tmp_path, "Vanilla 2/2/2"))
    d = session.state.pending
    assert d is not None and d.prompt == _TO
    views = option_views(session.state, d)
    assert [(v.title, v.details) for v in views] == [_WINDOW[0], _WINDOW[1]]
    said = [timeline_line(session.said(i)) for i in range(session.cursor + 1)]
    assert "p1 targets Vanilla 2/2/2 (as the script says)" in said
    assert said[-1] == f"p1 {_TO.replace('choose', 'chooses', 1)}"
    assert not [s for s in said if "remove counters" in s or "give a boost" in s]
