"""hd: a mandatory decision with ONE legal answer is not a question (6.5.b: the controller
"must choose a suitable object" for a target; 6.5.g: "must choose X modes", and an
impossible mode cannot be chosen, 6.1.g). The sandbox gives that answer, one moment whose
line says so and cites the rule; a "may" (6.5.c) and an "up to" are still asked."""

from __future__ import annotations

from engine import DecisionKind, Option
from engine.state.agenda import Task, TaskKind
from engine.state.decisions import Decision
from judge_app.sandbox.forced import forced_answer
from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR

ONE_TARGET = (
    EXAMPLES_DIR
    / "2_2_9_b_derived_base_cost_filter_a_fleeting_character_counts_its_reserve_cost.yaml"
)
ONE_MODE = EXAMPLES_DIR / "6_1_g_derived_a_mode_a_cant_makes_impossible_is_not_offered.yaml"


def _run(path: object) -> Session:
    session = Session.open(path)  # type: ignore[arg-type]
    while session.moment.script_pos < len(session.script):
        session.step()
    session.run("decision")
    return session


def test_6_5_b_one_suitable_target_is_chosen_without_a_question() -> None:
    """Only the Vanilla 2/2/2 has Base Cost {2} or more: p1 is not asked; the line names it,
    says nothing else was legal, keeps the question's words and cites 6.5.b."""
    session = _run(ONE_TARGET)
    lines = [m for m in session.timeline() if "one legal answer" in m.text]
    assert lines, [m.text for m in session.timeline()]
    line = lines[0]
    assert line.text.startswith("p1 has one legal answer, Vanilla 2/2/2")
    assert "choose a target" in line.text and "6.5.b" in line.cited
    assert session.state.pending is None or session.state.pending.kind == DecisionKind.TURN
    big = [o for o in session.state.objects.values() if session.state.name(o.id) == "Vanilla 2/2/2"]
    assert big and big[0].counters.get("boost", 0) == 1


def test_6_5_g_one_mode_left_is_chosen_without_a_question() -> None:
    """The "can't move forward" leaves one mode, "Draw a card": chosen for p1, citing 6.5.g
    and 6.1.g (the other mode impossible, not offered)."""
    session = _run(ONE_MODE)
    lines = [m for m in session.timeline() if "one legal answer" in m.text]
    assert lines and "Draw a card" in lines[0].text, [m.text for m in session.timeline()]
    assert "6.5.g" in lines[0].cited and "6.1.g" in lines[0].cited
    assert "a “can't” makes it impossible" in lines[0].text


def test_off_every_decision_waits_as_the_command_line_asks_it() -> None:
    session = Session.open(ONE_TARGET)
    session.answers_forced = False
    while session.moment.script_pos < len(session.script):
        session.step()
    session.run("decision")
    d = session.state.pending
    assert d is not None and d.kind == DecisionKind.TARGET and session.needs_judge()


def _decision(kind: str, options: int, least: int = 1, most: int = 1) -> Decision:
    return Decision(
        id="d1",
        kind=kind,
        player="p1",
        prompt="…",
        options=tuple(Option(str(i), f"option {i}") for i in range(options)),
        resume=Task(TaskKind.STEP),
        min_choices=least,
        max_choices=most,
        rules=("6.5.b",),
    )


def test_a_may_an_up_to_a_turn_and_two_options_are_still_asked() -> None:
    """6.5.c: a "may" is yes or no — asked; "up to one" may choose none (min 0); a turn may
    pass (4.2.3.d); two legal answers are a choice; a die is not a decision to give."""
    assert forced_answer(_decision(DecisionKind.OPTIONAL_STEP, 2)) is None
    assert forced_answer(_decision(DecisionKind.OPTIONAL_STEP, 1)) is None
    assert forced_answer(_decision(DecisionKind.TARGET, 1, least=0)) is None
    assert forced_answer(_decision(DecisionKind.TURN, 1)) is None
    assert forced_answer(_decision(DecisionKind.ROLL_DIE, 1)) is None
    assert forced_answer(_decision(DecisionKind.TARGET, 2)) is None
    assert forced_answer(_decision(DecisionKind.TARGET, 1)) == ("0", ("6.5.b",))
    assert forced_answer(_decision(DecisionKind.CHOOSE_MODE, 1)) == (
        "0",
        ("6.5.g", "6.1.g", "6.5.b"),
    )
