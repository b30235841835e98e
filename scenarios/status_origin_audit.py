"""Does every trace line that states an outcome decided by a status name where the status
came from? (issue 31)

An object's statuses change only when an effect — or a rule, or a cost — causes them to
(2.4.1.e, 2.4.6.a). A line whose outcome rests on a status names that origin: "Quick Study is
discarded (Fleeting: it gained Fleeting as it was played from Reserve on Day 1, in the
Afternoon)". The outcomes looked at, each a kind of line:

- a Fleeting Spell discarded after resolving (2.4.7.e), a Fleeting Character discarded
  instead of going to Reserve (2.4.7.d);
- a Character kept in play at Rest by Anchored or Asleep (2.4.2, 2.4.4), an Asleep one not
  counted (2.4.4);
- a card exhausted in Reserve not playable or without support abilities (2.4.6.c, 2.4.6.e),
  an [exhaust me] or optional exhaust cost refused for an object already exhausted (2.4.6.a
  Remark), too few ready Mana Orbs once some were exhausted (3.2.9.f).

A status the judge's set-up (or a judge's request) gave has no origin but the judge: a line
about such a status is the set-up's, not a miss. :func:`audit_lines` sorts one trace's lines;
``benchmarks/status_origin_audit.py`` prints the counts over every example and blind
scenario, ``tests/scenarios/test_status_origin_audit.py`` holds them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = [
    "KINDS",
    "Audited",
    "audit_all",
    "audit_lines",
    "judge_given_statuses",
    "names_origin",
    "scenario_files",
]

ROOT = Path(__file__).resolve().parents[1]

KINDS: dict[str, tuple[str, re.Pattern[str]]] = {
    "Fleeting Spell discarded (2.4.7.e)": (
        "Fleeting",
        re.compile(r"^[^\[:]*? is discarded\b[^\[]*: [^\[]*losing its status Fleeting"),
    ),
    "Fleeting Character discarded instead (2.4.7.d)": (
        "Fleeting",
        re.compile(r"replaced by rule 2\.4\.7\.d"),
    ),
    "kept in play by Anchored at Rest (2.4.2)": (
        "Anchored",
        re.compile(r"stays in play \(Anchored"),
    ),
    "kept in play by Asleep at Rest (2.4.4)": ("Asleep", re.compile(r"stays in play \(Asleep")),
    "Asleep, not counted (2.4.4)": ("Asleep", re.compile(r"Asleep[^\]]*not counted")),
    "exhausted in Reserve (2.4.6.c, 2.4.6.e)": ("Exhausted", re.compile(r"exhausted in Reserve")),
    "a cost refused, already exhausted (2.4.6.a)": (
        "Exhausted",
        re.compile(r"cost cannot be paid: it is exhausted|already exhausted"),
    ),
    "too few ready Mana Orbs (3.2.9.f)": (
        "Exhausted",
        re.compile(r"not enough ready Mana Orbs|cannot pay \d+ mana with \d+ ready"),
    ),
}
"""Each kind of status-decided line: the status it rests on and how the line is known."""

_ORIGIN = re.compile(
    r"gave (?:it|[^;()\[\]]+?) (?:Anchored|Asleep|Fleeting) on Day \d"
    r"|exhausted (?:it|[^;()\[\]]+?) on Day \d"
    r"|gained (?:Anchored|Asleep|Fleeting) [^;\[\]]*?on Day \d"
    r"|(?:was|were) exhausted [^;\[\]]*?on Day \d"
)
"""The words of a status's origin (engine.why.status_origin_words.origin_words)."""


def names_origin(text: str) -> bool:
    """Whether the line names the origin of a status: an effect, a rule or a cost and when."""
    return _ORIGIN.search(text) is not None


def judge_given_statuses(data: Any) -> frozenset[str]:
    """The statuses a scenario file's set-up or judge's requests give (any ``statuses`` list,
    ``status`` value, or exhausted Mana Orbs), in the engine's capitalised names."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                if key == "statuses" and isinstance(value, list | tuple):
                    found.update(str(v).capitalize() for v in value)
                elif key == "status" and isinstance(value, str):
                    found.add(value.capitalize())
                elif key == "exhausted" and value:
                    found.add("Exhausted")
                stack.append(value)
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return frozenset(found)


@dataclass(frozen=True)
class Audited:
    """One status-decided line: its kind, whether it names the origin, and whether the
    judge's set-up gave the status it rests on (no origin to name then)."""

    kind: str
    text: str
    named: bool
    judge_given: bool


_MANA = "too few ready Mana Orbs (3.2.9.f)"
_PAID = re.compile(r"^(p\d) pays\b[^\[]*\bMana Orbs? [^\[]*(?:is|are) exhausted")
_PREPARE = re.compile(r"^Prepare: (?!nothing happens)")
_PLAYER = re.compile(r"^(?:refused: )?(p\d)\b")


def audit_lines(texts: Iterable[str], judge_given: frozenset[str]) -> list[Audited]:
    """The status-decided lines among ``texts``, each sorted (:class:`Audited`). Too few
    ready Mana Orbs rests on a status only once the player's orbs were exhausted: after
    they paid mana, until a Prepare readies them (4.2.1.c) — otherwise the player simply
    has too few (not looked at)."""
    out: list[Audited] = []
    paid: set[str] = set()
    for text in texts:
        if _PREPARE.search(text):
            paid.clear()
        for kind, (status, pattern) in KINDS.items():
            if not pattern.search(text) or "can't be exhausted" in text:
                continue
            who = _PLAYER.search(text)
            if kind == _MANA and (who is None or who.group(1) not in paid):
                continue
            named = names_origin(text)
            out.append(Audited(kind, text, named, not named and status in judge_given))
        payer = _PAID.search(text)
        if payer is not None:
            paid.add(payer.group(1))
    return out


def scenario_files() -> list[Path]:
    """Every example scenario and every blind scenario of every batch."""
    dirs = [ROOT / "scenarios" / "examples", *sorted((ROOT / "tests" / "data").glob("blind_*"))]
    return [f for d in dirs for f in sorted(d.glob("*.yaml"))]


def audit_all() -> list[tuple[Path, Audited]]:
    """Every status-decided line of every example's and blind scenario's trace, with its
    file (the trace as the sandbox shows it: the Hands named)."""
    from scenarios.scenario.imported import default_imported
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    imported = default_imported()
    out: list[tuple[Path, Audited]] = []
    for path in scenario_files():
        scenario = load_scenario(path, imported=imported)
        result = run_scenario(scenario)
        given = judge_given_statuses(scenario.data)
        texts = [line.shown(("hand",)) for line in result.lines]
        out.extend((path, a) for a in audit_lines(texts, given))
    return out
