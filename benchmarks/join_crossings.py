"""The "joins" triggers of each subject crossed with each way a Character comes into an
Expedition (issue 31, item 3), asked alike on small boards built here. p1's Watcher draws a
card when its trigger is met; each board says whether it must, and the rule the activation
line (or, when it must not draw, the non-event line) must cite:

- subjects: "another Character joins your Expeditions" (p1's two Expeditions, each considered
  on its own: 7.4.4.j takes several as one subset only for a trigger naming one Expedition of a
  Gigantic object), "another Character joins my Expedition" (the Watcher's, p1's companion),
  "a Character joins an Expedition" (any one Expedition);
- ways, each into p1's companion Expedition: a token created there (7.5.10.b), a Character put
  there from Reserve (7.5.10.a), p1's Character switching there from p1's hero Expedition
  (7.5.10.c: it joins its new Expedition, one of "your Expeditions"), p2's Character
  defecting there (7.5.10.a).

"the Expedition zone" (7.5.10.b-c) is not a trigger the card reader knows yet: not asked.

Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/join_crossings.py``.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qualifier_non_events import WATCHER, _card, _lines, _run

SUBJECTS: dict[str, tuple[str, str]] = {
    # the trigger, where p1's Watcher is
    "your Expeditions": ("When another Character joins your Expeditions", "hero_expedition"),
    "my Expedition": ("When another Character joins my Expedition", "companion_expedition"),
    "an Expedition": ("When a Character joins an Expedition", "hero_expedition"),
}

WAYS: dict[str, list[dict[str, Any]]] = {
    "create": [{"play": {"card": "Token Maker"}}, {"reactions": "in_order"}],
    "put from Reserve": [
        {
            "request": {
                "action": "put",
                "objects": ["incomer"],
                "to": "expedition",
                "to_expedition": "p1:companion",
            }
        },
        {"reactions": "in_order"},
    ],
    "switch": [
        {"request": {"action": "switch_expeditions", "objects": ["switcher"]}},
        {"reactions": "in_order"},
    ],
    "defect": [
        {"request": {"action": "defect", "objects": ["defector"]}},
        {"reactions": "in_order"},
    ],
}

EXPECTED: dict[tuple[str, str], tuple[bool, tuple[str, ...]]] = {
    # (subject, way): whether the Watcher draws, the rules its line must cite
    ("your Expeditions", "create"): (True, ("7.5.10.b",)),
    ("your Expeditions", "put from Reserve"): (True, ("7.5.10.a",)),
    ("your Expeditions", "switch"): (True, ("7.5.10.c",)),
    ("your Expeditions", "defect"): (True, ("7.5.10.a",)),
    ("my Expedition", "create"): (True, ("7.5.10.b",)),
    ("my Expedition", "put from Reserve"): (True, ("7.5.10.a",)),
    ("my Expedition", "switch"): (True, ("7.5.10.c",)),
    ("my Expedition", "defect"): (True, ("7.5.10.a",)),
    ("an Expedition", "create"): (True, ("7.5.10.b",)),
    ("an Expedition", "put from Reserve"): (True, ("7.5.10.a",)),
    ("an Expedition", "switch"): (True, ("7.5.10.c",)),
    ("an Expedition", "defect"): (True, ("7.5.10.a",)),
}


@dataclass(frozen=True, slots=True)
class Asked:
    case: str
    drew_right: bool
    said: bool
    error: str = ""

    @property
    def right(self) -> bool:
        return not self.error and self.drew_right and self.said


def _ask(subject: str, way: str, folder: Path) -> Asked:
    words, where = SUBJECTS[subject]
    draws, rules = EXPECTED[(subject, way)]
    p1: dict[str, Any] = {
        "hero_expedition": [{"card": "Vanilla 1/1/1", "ref": "switcher"}],
        "companion_expedition": [],
        "reserve": [{"card": "Vanilla 2/2/2", "ref": "incomer"}],
        "hand": ["Token Maker"],
        "mana": 1,
        "deck": ["Vanilla 3/1/0"],
    }
    p1[where] = [*p1[where], WATCHER]
    data = {
        "title": f"join audit: {subject} / {way}",
        "cards": [
            _card(WATCHER, "Character", f"{words} — Draw a card."),
            _card(
                "Token Maker",
                "Spell",
                "Create an Ordis Recruit 1/1/1 Soldier token in your companion Expedition.",
            ),
        ],
        "phase": "Afternoon",
        "first_player": "p1",
        "players": {
            "p1": p1,
            "p2": {"companion_expedition": [{"card": "Vanilla 2/2/2", "ref": "defector"}]},
        },
        "script": WAYS[way],
    }
    result, error = _run(data, folder, f"jc_{abs(hash((subject, way)))}")
    if result is None:
        return Asked(f"{subject} × {way}", False, False, error)
    hand = [result.state.name(o) for o in result.state.zone("hand:p1")]
    drew = "Vanilla 3/1/0" in hand
    lines = _lines(result)
    # a Character that did not switch joins by 7.5.10.a or 7.5.10.b, never 7.5.10.c
    wrong = set() if way == "switch" else {"7.5.10.c"}
    if draws:
        said = any(
            "Reaction-activating step" in t and WATCHER in t and set(rules) <= r and not wrong & r
            for t, r in lines
        )
    else:
        said = any(WATCHER in t and "does not activate" in t and set(rules) <= r for t, r in lines)
    return Asked(f"{subject} × {way}", drew == draws, said, error)


def audit() -> list[Asked]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        return [_ask(s, w, folder) for s, w in EXPECTED]


if __name__ == "__main__":
    asked = audit()
    for a in asked:
        mark = "ok  " if a.right else "MISS"
        drew = "" if a.drew_right else " (wrong outcome)"
        print(f"{mark} {a.case}{drew}{'' if a.said else ' (rule not said)'} {a.error[:160]}")
    print(f"\njoin crossings wrong or not said: {sum(not a.right for a in asked)} of {len(asked)}")
