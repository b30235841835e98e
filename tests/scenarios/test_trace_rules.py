"""Every line of every example's trace that changes the state, or that explains something
that did not happen, cites a rule (issue 18): a judge can justify every step of a ruling,
and every non-event, from the trace alone."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import GameState, TraceEntry
from engine.why.summary import never_deciding
from engine.why.trace import Unnamed, named_rules, named_text
from scenarios import EXAMPLES_DIR
from scenarios.scenario.load import Scenario, load_scenario
from scenarios.scenario.rolls import combinations
from scenarios.scenario.run import Runner
from scenarios.scenario.run_result import keyword_action_rules
from scenarios.scenario.script_words import ScriptError

FILES = sorted(EXAMPLES_DIR.glob("*.yaml"))


def _params() -> list[object]:
    """Each example; one the engine cannot reproduce yet (``known_failure``) is a strict
    xfail here too — its trace cannot cite what the engine does not do."""
    params: list[object] = []
    for path in FILES:
        reason = load_scenario(path).model.known_failure
        marks = [pytest.mark.xfail(strict=True, reason=f"{path.stem}: {reason}")] if reason else []
        params.append(pytest.param(path, id=path.stem, marks=marks))
    return params


CHECKED = _params()
NON_EVENT = re.compile(
    r"nothing happens|does not|doesn't|cannot|can't|\bnot\b|\bno one\b|ignored|instead|stays",
    re.IGNORECASE,
)


class _Walk(Runner):
    """A scenario run that checks each engine trace line as it is recorded."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.unjustified: list[str] = []
        self.cited: set[str] = set()
        self.see_also: set[str] = set()  # Section 1's summaries named beside (1.1.1.d)
        self._last: GameState = self.state

    def record(self, entry: TraceEntry) -> None:
        super().record(entry)
        changed = self.state != self._last
        self._last = self.state
        # The judge's view: every card named, with the rules its notes cite (3.1.3.f).
        rules = named_rules(entry.rules, entry.unnamed)
        text = named_text(entry.text, entry.unnamed)
        cited = rules or keyword_action_rules(entry)
        self.cited.update((*rules, *keyword_action_rules(entry)))
        self.see_also.update(r for r in entry.also if r.startswith("1."))
        if not cited and (changed or entry.events or NON_EVENT.search(text)):
            self.unjustified.append(text)

    def say(self, text: str, unnamed: tuple[Unnamed, ...] = ()) -> None:
        super().say(text, unnamed)
        self._last = self.state


def _walked(path: Path) -> _Walk:
    """The example's run — or, with die-roll branches (``per_roll``), every run they stand
    for, their citations and unjustified lines together."""
    scenario = load_scenario(path)
    runs = [rolls for b in scenario.model.per_roll for rolls in combinations(b.rolls)]
    walks = [_walk(scenario, rolls) for rolls in runs or [None]]
    walk = walks[0]
    for other in walks[1:]:
        walk.cited |= other.cited
        walk.see_also |= other.see_also
        walk.unjustified += [u for u in other.unjustified if u not in walk.unjustified]
    return walk


def _walk(scenario: Scenario, rolls: tuple[int, ...] | None) -> _Walk:
    walk = _Walk(scenario, rolls)
    try:
        for i, item in enumerate(scenario.model.script):
            if item.refused is None:
                walk.do(item)
                continue
            # a refusal the scenario expects: a line citing the engine's rule (refused:)
            walk.refuse(i, scenario.line("script", i), item)
            refused = {rule for r in walk.result.refusals for rule in r.rules}
            walk.cited.update(r for r in refused if not never_deciding(r))
            walk.see_also.update(r for r in refused if never_deciding(r))
        walk.advance()
    except ScriptError as exc:  # the example's own test reports script errors
        pytest.fail(f"script error: {exc}")
    return walk


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_state_change_and_non_event_of_the_trace_cites_a_rule(path: Path) -> None:
    assert _walked(path).unjustified == []


@pytest.mark.parametrize("path", CHECKED)
def test_every_rule_an_example_illustrates_is_cited_by_its_trace(path: Path) -> None:
    """An example's ``rules:`` are the rules its trace decides by; rules named only for
    context (a definition, a template, the rule an exception departs from) are its
    ``background:``, never both. A Section 1 paragraph a later rule says (the summary,
    1.1.1.d: engine/why/summary.py) is shown by the trace naming it beside that rule."""
    walk = _walked(path)
    model = walk.scenario.model
    assert not set(model.rules) & set(model.background)
    shown = walk.cited | walk.see_also
    assert [r for r in model.rules if r not in shown] == []
    assert [r for r in model.rules if never_deciding(r) and r in walk.cited] == []


def test_the_walk_sees_an_unjustified_line() -> None:
    """The check itself can fail: a non-event without a rule is caught, one with a rule
    is not."""
    walk = _Walk(load_scenario(FILES[0]))
    walk.record(TraceEntry("Kuwat: give boost: nothing happens"))
    walk.record(TraceEntry("Kuwat: give boost: nothing happens", ("2.1.d",)))
    assert walk.unjustified == ["Kuwat: give boost: nothing happens"]
    assert "2.1.d" in walk.cited and "6.3.j" not in walk.cited
