"""The die roll the judge enters reads as a result, not a bare number beside its number key
("1 1"): each option says "The die showed N" (7.3.33.a; gui26, issue 30)."""

from __future__ import annotations

from pathlib import Path

from judge_app.sandbox.session import Session
from judge_app.sandbox.wording import option_views

BOARD = """title: a dice table
cards:
  - name: Fortune Teller
    type: Spell
    hand_cost: 1
    reserve_cost: 1
    text: "Roll a die: • 1-2: Draw a card. • 3-6: Draw two cards."
    read_text: true
phase: Afternoon
first_player: p1
players:
  p1: {hand: [Fortune Teller], mana: 1, deck: [Vanilla 1/1/1, Vanilla 2/2/2]}
  p2: {deck: [Vanilla 2/2/2]}
script:
  - play: {card: Fortune Teller, to: spell}
"""


def test_7_3_33_a_each_result_reads_as_what_the_die_showed(tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text(BOARD, encoding="utf-8")
    session = Session.open(path)
    while session.moment.script_pos < len(session.script):
        session.step()
    session.run("decision")
    d = session.state.pending
    while d is not None and d.kind == "pay_mana":
        session.answer((d.options[0].id,))
        session.run("decision")
        d = session.state.pending
    assert d is not None and d.kind == "roll_die"
    titles = [v.title for v in option_views(session.state, d)]
    assert titles == [f"The die showed {n}" for n in range(1, 7)]
