"""A played Reaction ceasing to exist is told in a judge's words, with its rule (5.4.d):
whose Reaction, of which card, its effect and what it was for — one after the other, no
label in brackets nested inside the line — "is done resolving: it ceases to exist", the
line citing 5.4.d (the timeline shows it beside the line).
A card bound to it that some player cannot look at stays unnamed at the table (3.1.3.f) and
is named for the judge."""

from __future__ import annotations

import re
from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_EXAMPLES = Path(__file__).parents[2] / "scenarios/examples"


def _run(name: str) -> RunResult:
    return run_scenario(load_scenario(_EXAMPLES / name))


def _done_lines(result: RunResult) -> list[str]:
    return [line.text for line in result.lines if "is done resolving" in line.text]


def _nested_brackets(text: str) -> bool:
    depth = deepest = 0
    for c in text:
        depth += c == "("
        deepest = max(deepest, depth)
        depth -= c == ")"
    return deepest > 1


def test_5_4_d_the_reaction_kuwat_grants_ceasing_reads_as_a_judge_says_it() -> None:
    result = _run("2_1_d_haven_kuwat_new_object_is_not_boosted.yaml")
    lines = _done_lines(result)
    assert lines, [line.text for line in result.lines]
    assert lines[0].startswith(
        "p1's Reaction of Kuwat, the Dissenter — “Sacrifice a Character.” — is done "
        "resolving: it ceases to exist"
    )
    for text in lines:
        assert not _nested_brackets(text), text
        assert "the Reaction is done" not in text
        assert "hero Expedition" not in text  # where its source is does not matter here
    cited = [line.rules for line in result.lines if "is done resolving" in line.text]
    assert all("5.4.d" in rules for rules in cited)


def test_3_1_3_f_a_reaction_bound_to_a_hidden_card_ceasing_names_it_for_the_judge_only() -> None:
    result = _run("7_3_29_a_remark_each_card_drawn_is_its_own_gift.yaml")
    done = [line for line in result.lines if "is done resolving" in line.text]
    assert done
    for line in done:
        assert re.search(r"Reaction of Grateful Host for a card in p2's Hand — “", line.text)
        assert "Vanilla" not in line.text
        assert re.search(r"for Vanilla [12]/[12]/[12] in p2's Hand — “", line.shown())
        assert "5.4.d" in line.rules
