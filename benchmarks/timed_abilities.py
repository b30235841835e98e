"""Abilities timed by a phase of the Day or a daily effect of the Night (issue 30, gram77)

    .venv/bin/python benchmarks/timed_abilities.py [--list]

A Reaction is timed by a phase of the Day (4.2: Morning, Noon, Afternoon, Dusk, Night) —
"At Noon —", "At the start of Dusk —", "Each Noon, …", "Each Dusk — …" — or by one of the
Night's daily effects (4.2.5.a: Rest, Clean-up, Check Victory) — "At the start of
Clean-up —", "During Clean-up, …", "At Rest —". The siblings below were written before the
reader was changed: every phase and daily effect × every way to say the moment × two effects.

Oracles: a phase's Reaction triggers as that phase begins (``at_<phase>``; 4.2.a, 7.2.3);
"At the end of the Afternoon" is its own moment (4.2.3.e), the end of another phase is
refused; a Reaction at a daily effect of the Night is not activated by the engine: refused,
the reason naming the daily effect. A refusal is right when its reason names the moment and
says the engine does not activate a Reaction then.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import audit_card
from audit_report import run_family_audit

from scenarios.cards.printed import read_printed

_PHASES = ("Morning", "Noon", "Afternoon", "Dusk", "Night")
_DAILY = ("Rest", "Clean-up", "Check Victory")
_EFFECTS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("draw a card.", "Draw a card.", {"action": "draw"}),
    ("I gain 1 boost.", "I gain 1 boost.", {"action": "give_boost", "subject": "self"}),
)


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    trigger: str | None  # None: refused, the reason naming ``named``
    named: str
    step: dict[str, Any]


def cases() -> Iterator[Case]:
    for low, cap, step in _EFFECTS:
        for p in _PHASES:
            at = f"at_{p.lower()}"
            yield Case("phase: 'At P —'", f"At {p} \u2014 {cap}", at, p, step)
            yield Case(
                "phase: 'At the start of P —'", f"At the start of {p} \u2014 {cap}", at, p, step
            )
            yield Case("phase: 'Each P, …'", f"Each {p}, {low}", at, p, step)
            yield Case("phase: 'Each P — …'", f"Each {p} \u2014 {cap}", at, p, step)
            end = "at_end_of_afternoon" if p == "Afternoon" else None
            yield Case(
                "phase: 'At the end of the P —'",
                f"At the end of the {p} \u2014 {cap}",
                end,
                p,
                step,
            )
        for d in _DAILY:
            yield Case("daily effect: 'At D —'", f"At {d} \u2014 {cap}", None, d, step)
            yield Case(
                "daily effect: 'At the start of D —'",
                f"At the start of {d} \u2014 {cap}",
                None,
                d,
                step,
            )
            yield Case("daily effect: 'During D, …'", f"During {d}, {low}", None, d, step)


def check(case: Case) -> str:
    try:
        reading = read_printed(audit_card(case.text, name="Probe"))
        executed = bool(reading.abilities) and all(
            a.status == "executed" for a in reading.abilities
        )
        reasons = " ".join(str(getattr(a, "reason", "") or "") for a in reading.abilities)
        if case.trigger is None:
            if executed:
                return "wrong"
            named = case.named.lower() in reasons.lower()
            return "right" if named and "not activated" in reasons else "refused"
        if not executed:
            return "refused"
        [ability] = [
            a.model_dump(mode="json", exclude_defaults=True) for a in reading.model.abilities
        ]
        reaction = ability.get("reaction", {})
        ok = reaction.get("trigger") == case.trigger and reaction.get("effect") == [case.step]
        return "right" if ok else "wrong"
    except Exception:
        return "crash"


if __name__ == "__main__":
    run_family_audit("timed abilities (gram77)", __doc__.splitlines()[0], list(cases()), check)
