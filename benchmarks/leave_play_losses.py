"""What an object loses as it leaves play or moves (issue 31, item 1), asked alike on small
boards built here: each way of leaving play — a sacrifice (7.3.36.a), a discard (7.3.7.a), a
return to Hand (7.3.32.a), a put in Reserve (7.3.27.a) or in the Mana zone — crossed with what
the object had:

- **counters** (boosts, a Kelon counter): lost as it leaves play, 2.5.j — the line must say
  them ("losing its 2 boosts") and cite 2.5.j;
- **statuses** (Anchored, Asleep, Exhausted, Fleeting): a new object has none (2.4.1.d), none
  at all in a Discard pile or Hand (2.4.1.c) — the line must name the status and cite the rule;
- **a token**: it ceases to exist instead (2.1.e) — the line must say so and cite 2.1.e;
- **Seasoned** going to Reserve keeps its boosts (7.4.6.b): the line must cite 7.4.6.b and
  not say the boosts are lost.

Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/leave_play_losses.py``.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qualifier_non_events import _card, _run

ACTIONS: dict[str, tuple[dict[str, Any], bool]] = {
    # the request, whether the object ends in a hidden zone or Discard pile (2.4.1.c)
    "sacrifice": ({"action": "sacrifice"}, True),
    "discard": ({"action": "discard"}, True),
    "return to Hand": ({"action": "return", "to": "hand"}, True),
    "put in Reserve": ({"action": "put", "to": "reserve"}, False),
    "put in the Mana zone": ({"action": "put", "to": "mana"}, False),
}
"""A way of leaving play, as a judge request on p1's Character."""

SUBJECT = "Leaver"
TOKEN = "Ordis Recruit"
PLAIN = "Vanilla 2/2/2"

LOSSES: dict[str, tuple[dict[str, Any], str, str]] = {
    # the board entry's extras, the words the line must say, the rule (None: by zone)
    "2 boosts": ({"boosts": 2}, "2 boosts", "2.5.j"),
    "a Kelon counter": ({"counters": {"kelon": 1}}, "kelon counter", "2.5.j"),
    "Anchored": ({"statuses": ["Anchored"]}, "Anchored", ""),
    "Asleep": ({"statuses": ["Asleep"]}, "Asleep", ""),
    "Exhausted": ({"statuses": ["Exhausted"]}, "Exhausted", ""),
    "Fleeting": ({"statuses": ["Fleeting"]}, "Fleeting", ""),
}
"""What the Character had, what its move's line must say it loses, and the rule."""


@dataclass(frozen=True, slots=True)
class Asked:
    """One board: whether the move's line says what was lost, with the deciding rule."""

    case: str
    said: bool
    line: str
    error: str = ""

    @property
    def right(self) -> bool:
        return not self.error and self.said


def _move_line(result: Any) -> tuple[str, set[str]]:
    for line in result.lines:
        if line.source == "engine" and "judge request" in line.shown():
            return line.shown(), {*line.shown_rules(), *line.action_rules}
    return "", set()


def _board(
    entry: dict[str, Any], request: dict[str, Any], text: str = "", name: str = SUBJECT
) -> dict[str, Any]:
    return {
        "title": "leave-play losses audit",
        "cards": [_card(SUBJECT, "Character", text)] if text else [],
        "phase": "Afternoon",
        "first_player": "p1",
        "players": {"p1": {"hero_expedition": [entry]}, "p2": {}},
        "script": [{"request": {**request, "objects": [name]}}],
    }


def _ask(case: str, data: dict[str, Any], folder: Path, check: Any) -> Asked:
    result, error = _run(data, folder, f"lp_{abs(hash(case))}")
    if result is None:
        return Asked(case, False, "", error)
    text, rules = _move_line(result)
    return Asked(case, check(text, rules), text, error)


def audit() -> list[Asked]:
    out: list[Asked] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for action, (request, hidden) in ACTIONS.items():
            for loss, (extra, words, rule) in LOSSES.items():
                wanted = rule or ("2.4.1.c" if hidden else "2.4.1.d")
                if (action, loss) == ("put in Reserve", "Fleeting"):
                    wanted = "2.4.7.d"  # discarded instead (2.4.7.d), none there (2.4.1.c)
                data = _board({"card": PLAIN, **extra}, request, name=PLAIN)

                def said(text: str, rules: set[str], w: str = words, r: str = wanted) -> bool:
                    return w in text and "losing" in text and r in rules

                if (action, loss) == ("put in the Mana zone", "Exhausted"):
                    # an orb enters exhausted unless said otherwise: nothing lost (3.2.9.b)
                    def said(text: str, rules: set[str]) -> bool:
                        return "losing" not in text and "3.2.9.b" in rules

                out.append(_ask(f"{action} × {loss}", data, folder, said))
            data = _board({"card": TOKEN}, request, name=TOKEN)
            out.append(
                _ask(
                    f"{action} × a token",
                    data,
                    folder,
                    lambda text, rules: "ceases to exist" in text and "2.1.e" in rules,
                )
            )
        seasoned = _board(
            {"card": SUBJECT, "boosts": 2}, ACTIONS["put in Reserve"][0], "[[Seasoned]]."
        )
        out.append(
            _ask(
                "put in Reserve × Seasoned boosts (kept)",
                seasoned,
                folder,
                lambda text, rules: (
                    "losing" not in text and "keeping its 2 boosts" in text and "7.4.6.b" in rules
                ),
            )
        )
    return out


if __name__ == "__main__":
    asked = audit()
    for a in asked:
        mark = "ok  " if a.right else "MISS"
        print(f"{mark} {a.case}: {a.line[:150]} {a.error[:120]}")
    print(
        f"\nleave-play losses not said with the deciding rule: "
        f"{sum(not a.right for a in asked)} of {len(asked)}"
    )
