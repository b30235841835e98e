"""What running a scenario produced: the printed lines — the engine's trace entries with the
rules they cite and the keyword-action rules (7.3) of the atomic actions they performed, the
script's own lines — the refusals the scenario expected, and the run's result (the board it
stopped on, why it stopped, its errors and gaps).

A line names a card some player cannot look at as "a card" told to the table (3.1.3.f), and
every card in the judge's view. Split from :mod:`scenarios.scenario.run`, which produces it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine import ACTION_RULES, OWN_RULE_ACTIONS, Decision, GameState, TraceEntry
from engine.why.trace import Unnamed, named_rules, named_text
from scenarios.scenario.load import Scenario
from scenarios.scenario.models import RefusedModel


@dataclass(frozen=True, slots=True)
class Line:
    """One printed line: an engine trace entry, or what the script did."""

    text: str
    rules: tuple[str, ...] = ()
    action_rules: tuple[str, ...] = ()
    source: str = "engine"  # "engine", "script", "note" (how to go on) or "error"
    decision: str | None = None
    unnamed: tuple[Unnamed, ...] = ()  # parts of ``text`` leaving a hidden card unnamed
    also: tuple[str, ...] = ()  # rules only relevant to the line, none deciding it
    actions: tuple[str, ...] = ()
    """The atomic actions the line's events performed, by the name a step's label gave them
    until the line said them as sentences ("give boost"), and the line's earlier words
    ("Offering: sacrifice: Vanilla 2/2/2", engine/why/step_lines.py): files written earlier
    quote them."""

    def shown(self, zones: Iterable[str] | None = None) -> str:
        """The line naming the hidden cards of the zone kinds ``zones`` ("hand", "deck"),
        or every card (``None``: the judge's view); ``text`` is the table's (3.1.3.f)."""
        return named_text(self.text, self.unnamed, zones)

    def shown_rules(self, zones: Iterable[str] | None = None) -> tuple[str, ...]:
        """The rules the line cites where it names the hidden cards of ``zones`` (a note
        about a card in a Hand cites 1.2.4.d only where that card is named)."""
        return named_rules(self.rules, self.unnamed, zones)


@dataclass(frozen=True, slots=True)
class Refusal:
    """What the engine answered to a script item the scenario expects it to refuse
    (``refused:``): whether it refused, the rules its refusal cites and what it said."""

    index: int  # the item's index in the script
    line: int  # the item's line in the file
    expected: RefusedModel
    refused: bool
    rules: tuple[str, ...] = ()
    text: str = ""


@dataclass
class RunResult:
    """Everything a run produced."""

    scenario: Scenario
    state: GameState
    refs: dict[str, str]
    lines: list[Line] = field(default_factory=list)
    entries: list[TraceEntry] = field(default_factory=list)
    stop: str = ""
    errors: list[str] = field(default_factory=list)
    gaps: list[str] = field(default_factory=list)
    unanswered_script: int = 0
    rolls_left: tuple[int, ...] = ()  # stated die results no roll used (7.3.33.a)
    refusals: list[Refusal] = field(default_factory=list)  # the items expected refused

    @property
    def pending(self) -> Decision | None:
        return self.state.pending

    def cited(self) -> set[str]:
        """Rules cited by the trace: by the engine, and the keyword-action rules of the
        atomic actions performed (7.3.n.a) — in either view: the table's, where a hidden
        card is "a card" (3.1.3.f), and the judge's, where it is named."""
        found: set[str] = set()
        for line in self.lines:
            found.update(line.rules)  # told to the table
            found.update(line.shown_rules())  # the judge's view: every card named
            found.update(line.action_rules)
        return found

    def also_cited(self) -> set[str]:
        """Rules the trace names as only relevant to a line, none deciding it (a line's
        ``also``: engine/why/deciding.py)."""
        return {rule for line in self.lines for rule in line.also}


def keyword_action_rules(entry: TraceEntry) -> tuple[str, ...]:
    """The rules of the keyword actions (7.3) ``entry``'s events performed that its own
    rules do not cite already. An object ceasing to exist has no rule of its own: the line
    cites what made it cease (5.4.d, 2.2.15.c, 2.1.e; ``OWN_RULE_ACTIONS``)."""
    rules = [
        ACTION_RULES[e.kind]
        for e in entry.events
        if e.kind in ACTION_RULES and e.kind not in OWN_RULE_ACTIONS
    ]
    return tuple(r for r in dict.fromkeys(rules) if r not in entry.rules)


def quoted_words(entry: TraceEntry) -> tuple[str, ...]:
    """The words a scenario file may quote for ``entry`` besides its text: its actions by
    their old label names ("give boost") and what an earlier release printed for it
    (:attr:`engine.why.trace.TraceEntry.earlier_words`), so files saved then still hold."""
    return (
        *dict.fromkeys(e.kind.value.replace("_", " ") for e in entry.events),
        *((entry.earlier_words,) if entry.earlier_words else ()),
    )
