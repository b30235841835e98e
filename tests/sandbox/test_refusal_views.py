"""Refusal views (issue 31): a refused script item cites the same deciding rules in the sandbox's
moment view as on ``scenario run``'s ``refused:`` line — Section 1's summaries (1.2.5.c,
1.4.1.b beside 6.4.c) named as "also", never deciding (1.1.1.d) — while the refusal's
record, which a file's ``refused: {cites: …}`` asserts, keeps every rule in both."""

from __future__ import annotations

import sys
from pathlib import Path

from judge_app.sandbox.session import Session
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from tests.sandbox.helpers import play_to_end

WANT_OF_MANA = (
    EXAMPLES_DIR
    / "5_1_2_f_derived_a_play_refused_for_want_of_mana_names_the_cost_increase_and_its_source.yaml"
)


def test_the_refused_moment_cites_what_the_command_lines_refusal_line_cites() -> None:
    cli = run_scenario(load_scenario(WANT_OF_MANA))
    (line,) = [ln for ln in cli.lines if ln.source == "refusal"]
    session = Session.open(WANT_OF_MANA)
    session.answers_forced = False
    play_to_end(session)
    (moment,) = [m for m in session.moments if m.text.startswith("refused: ")]
    assert moment.rules == tuple(line.rules)
    assert set(moment.also) == set(line.also)
    assert "6.4.c" in moment.rules
    assert not {"1.2.5.c", "1.4.1.b"} & set(moment.rules)
    assert {"1.2.5.c", "1.4.1.b"} <= set(moment.also)


def test_the_refusal_record_keeps_every_rule_in_both_views() -> None:
    cli = run_scenario(load_scenario(WANT_OF_MANA))
    session = Session.open(WANT_OF_MANA)
    session.answers_forced = False
    play_to_end(session)
    (sandbox,) = session._result_at(session.cursor).refusals
    (command_line,) = cli.refusals
    assert set(sandbox.rules) == set(command_line.rules)
    assert {"6.4.c", "1.2.5.c", "1.4.1.b"} <= set(sandbox.rules)


def test_every_refusal_kind_of_the_engine_is_cited_alike_in_both_views() -> None:
    # the kinds read from engine/'s code (benchmarks/refusal_kinds_audit.py), each refusal
    # asked of both views' own code: no Section 1 summary deciding, the same rules shown
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from refusal_kinds_audit import ask_views, enumerate_kinds

    kinds, _computed = enumerate_kinds()
    refusals = [k for k in kinds if k.what == "refusal"]
    assert len(refusals) > 40  # the enumeration finds the engine's refusals
    ask_views(refusals)
    assert [k.where for k in refusals if k.summary_deciding()] == []
    assert [k.where for k in refusals if k.differ()] == []
