"""What a pronoun after a step names, played on a board (issue 30, precision; prec26).

    .venv/bin/python benchmarks/pronoun_board_audit.py [--wrong]

"It", "that Character", "its" and "them" in a step after another name the object the step
before acted on (6.5.b, 6.1.c) — the target it chose, or the new object it became when it
moved to a visible zone (2.1.d, 2.1.f) — never an Emblem the step made beside it: an effect
lasting a period is an Emblem-Ongoing (2.2.2.m, 7.3.19.a) and no pronoun names it. This
audit crosses

- the **first step** on a target Character, one of each kind a pronoun can follow: an
  Ignore for a period ("loses all its abilities until the end of the Day / this turn",
  7.3.19.a), a keyword or restriction for a time (an Emblem-Ongoing, 2.2.2.m), a status
  gained 7.3.16 / lost 7.3.21, a boost given 7.3.17, exhaust 7.3.13 / ready 7.3.28, send to
  Reserve 7.3.37 (a move to a visible zone: the new object, 2.1.f);
- the **pronoun forms** of the follow-up: "It gains [[Asleep]].", "That Character gains
  [[Asleep]].", "Then, it gains [[Asleep]].", ", then it gains [[Asleep]]", "Give it 2
  boosts." (or, in Reserve, where a card has no boosts 2.5.e, "Exhaust it.");

writes each as a Spell p1 plays on p2's Vanilla 2/2/2 (1 boost), reads it with the card
reader, and when it runs, plays it: **right** when the follow-up happened to the target
(the Vanilla, where the first step left it), **wrong** when it ran and the Vanilla did not
get it (precision first: an Emblem, or nothing, got it), **not read** when the reader left
it to the judge, **not buildable** when the board did not run.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import boards
from _common import audit_card

TARGET = "Vanilla 2/2/2"


@dataclass(frozen=True)
class First:
    """A first step on the target Character, and where it leaves it."""

    text: str  # its sentence, without the final period
    reserve: bool = False  # it sends the target to Reserve (a new object there, 2.1.d)
    exhausted: bool = False  # the board's Vanilla starts exhausted (for "ready")


FIRSTS = (
    First("Target Character loses all its abilities until the end of the Day"),
    First("Target Character loses all its abilities this turn"),
    First("Target Character loses all its abilities"),
    First("Target Character gains [[Defender]] this turn"),
    First("Target Character gains [[Tough 1]] until the end of the turn"),
    First("Target Character can't be sacrificed this turn"),
    First("Target Character gains [[Anchored]]"),
    First("Target Character gains 1 boost"),
    First("Exhaust target Character"),
    First("Ready target Character", exhausted=True),
    First("Send target Character to Reserve", reserve=True),
)

FOLLOW_UPS = (
    ". It gains [[Asleep]].",
    ". That Character gains [[Asleep]].",
    ". Then, it gains [[Asleep]].",
    ", then it gains [[Asleep]].",
    ". Give it 2 boosts.",
)
"""The follow-ups in play; in Reserve "Asleep" and "2 boosts" become "Exhaust it"."""


def sentences() -> list[tuple[First, str]]:
    """Every first step × pronoun form, as printed."""
    out: list[tuple[First, str]] = []
    for first in FIRSTS:
        for follow in FOLLOW_UPS:
            if first.reserve:
                follow = follow.replace("gains [[Asleep]]", "is exhausted").replace(
                    "Give it 2 boosts", "Exhaust it"
                )
                if "is exhausted" in follow:
                    continue
            out.append((first, first.text + follow))
    if any(f.reserve for f in FIRSTS):
        reserve = next(f for f in FIRSTS if f.reserve)
        out += [
            (reserve, reserve.text + ". Exhaust it."),
            (reserve, reserve.text + ", then exhaust it."),
        ]
    return list(dict.fromkeys(out))


def board(first: First, text: str) -> dict[str, Any]:
    """p1 plays the Spell on p2's Vanilla (1 boost)."""
    entry: dict[str, Any] = {"card": TARGET, "boosts": 1}
    if first.exhausted:
        entry["statuses"] = ["Exhausted"]
    return {
        "title": f"pronoun audit: {text}",
        "source": "benchmarks/pronoun_board_audit.py",
        "cards": [
            {
                "name": "Pronoun Spell",
                "type": "Spell",
                "hand_cost": 1,
                "reserve_cost": 1,
                "text": text,
                "read_text": True,
            }
        ],
        "phase": "Afternoon",
        "first_player": "p1",
        "players": {
            "p1": {"hand": ["Pronoun Spell"], "mana": 1},
            "p2": {"hero_expedition": [entry]},
        },
        "script": [{"play": {"card": "Pronoun Spell"}}, {"answer": TARGET}],
    }


def _got_it(first: First, text: str, result: Any) -> bool:
    """Whether the follow-up happened to the Vanilla, where the first step left it."""
    state = result.state
    where = "reserve:p2" if first.reserve else "expedition:p2:hero"
    found = [o for o in state.zone(where) if state.name(o) == TARGET]
    if not found:
        return False
    o = state.objects[found[0]]
    statuses = {str(getattr(s, "value", s)) for s in o.statuses}
    if "Exhaust it" in text or "exhaust it" in text:
        return "Exhausted" in statuses
    if "2 boosts" in text:
        before = 1 + (1 if "gains 1 boost" in first.text else 0)
        return o.counters.get("boost", 0) == before + 2
    return "Asleep" in statuses


@dataclass(frozen=True)
class Cell:
    text: str
    verdict: str
    why: str = ""


def judge(first: First, text: str, folder: Path, n: int) -> Cell:
    """Read the sentence; when it runs, play it."""
    from scenarios.cards.printed import read_printed

    reading = read_printed(audit_card(text, "Spell"))
    if not reading.executable:
        reason = next((a.reason for a in reading.abilities if a.reason), "not executable")
        return Cell(text, "not read", reason)
    result = boards.run_board(board(first, text), folder / f"p{n}.yaml")
    if isinstance(result, str):
        return Cell(text, "not buildable", result)
    problem = boards.run_problems(result)
    if problem:
        return Cell(text, "not buildable", problem)
    if _got_it(first, text, result):
        return Cell(text, "right")
    said = [t for t, _r in boards.engine_lines(result, "Pronoun Spell")]
    return Cell(text, "wrong", said[-1] if said else "no line")


def audit() -> list[Cell]:
    with tempfile.TemporaryDirectory() as tmp:
        return [judge(f, t, Path(tmp), n) for n, (f, t) in enumerate(sentences())]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wrong", action="store_true", help="list the sentences read wrong")
    parser.add_argument("--list", action="store_true", help="list every sentence's verdict")
    args = parser.parse_args()
    cells = audit()
    for c in cells:
        if args.list or (args.wrong and c.verdict == "wrong"):
            print(f"{c.verdict:>13}: {c.text}" + (f"  -- {c.why}" if c.why else ""))
    counts = {
        v: sum(c.verdict == v for c in cells)
        for v in ("right", "wrong", "not read", "not buildable")
    }
    print(
        f"pronoun after a step: {len(cells)} sentences — read right {counts['right']}, "
        f"read WRONG {counts['wrong']}, not read {counts['not read']}, "
        f"not buildable {counts['not buildable']}"
    )


if __name__ == "__main__":
    main()
