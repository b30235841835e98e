"""Reactions whose event happens but whose trigger's own limit is not met, asked of every
trigger kind alike (issue 31, "Things that did not happen"; for ``non_events_bench.py``).

A trigger can name *when* its event counts as well as what it is: a phase ("When a card
leaves your Reserve during the Afternoon", 4.2.a) or a number of times each Day ("This
ability triggers only once per Day", 1.4.6.c). The event happening outside that limit
activates nothing (6.3.b: the trigger specifies what must happen), and a judge asked "why
did it not trigger?" wants that said at the moment, with the rule. Each trigger kind of
``reaction_non_events.TRIGGERS`` (but "At [phase]" and "fails to move forward", which
happen at one moment of the Day only) is asked:

- **outside its phase**: the Watcher's trigger says "during [a phase]" other than the one
  the board's event happens in — a line naming the Watcher must cite 6.3.b and 4.2.a, and
  its controller must not draw;

and the frequency limit is asked once, on two Characters played in one Afternoon by a
Watcher printing "When you play a Character — Draw a card. This ability triggers only once
per Day.": one draw, and the Reaction-activating step names the Watcher with 1.4.6.c.

"During your turn" and "this turn" written into a trigger are not asked: the card reader
does not take them in a trigger (no card of the three sets prints one; a card that did is
refused as unread, which says so), so no board can carry them.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boards
from reaction_non_events import TRIGGERS, WATCHER, Trigger, _card

PHASE_RULES = frozenset({"6.3.b", "4.2.a"})
PER_DAY_RULES = frozenset({"6.3.l"})
_OTHER_PHASE = {
    "Afternoon": "Dusk",
    "Dusk": "the Afternoon",
    "Night": "the Afternoon",
    "Noon": "the Afternoon",
    "Morning": "the Afternoon",
}
"""The phase a question's trigger names: never the one its board's event happens in."""


_NAMES_ITS_MOMENT = frozenset({"at_phase", "my_expedition_fails_to_move_forward"})
"""Triggers that name their moment themselves: "At Noon"; failing to move forward happens
only at Progress, during Dusk (4.2.4.i), so no other phase can limit it."""


@dataclass(frozen=True, slots=True)
class Limited:
    """One question's run: the draws the Watcher's controller made (``allowed`` at most),
    and the engine lines naming the Watcher that cite the limit's rules."""

    trigger: str
    question: str
    draws: int
    allowed: int
    said: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""

    @property
    def right(self) -> bool:
        return not self.error and self.draws <= self.allowed and bool(self.said)


def phase_board(trigger: Trigger) -> dict[str, Any]:
    """The Watcher printing ``trigger`` limited to a phase its event does not happen in."""
    words = f"{trigger.words} during {_OTHER_PHASE[trigger.phase]}"
    entry = {"card": WATCHER, **{k: v for k, v in trigger.watcher.items() if k != "zone"}}
    players: dict[str, dict[str, Any]] = {"p1": dict(trigger.p1), "p2": dict(trigger.p2)}
    side = players[trigger.side]
    key = f"{trigger.watcher['zone']}_expedition"
    side[key] = [entry, *side.get(key, [])]
    side["deck"] = ["Vanilla 3/1/0"]
    return {
        "title": f"trigger limit audit: {trigger.kind} outside its phase",
        "cards": [_card(WATCHER, "Character", f"{words} — Draw a card."), *trigger.cards],
        "phase": trigger.phase,
        "players": players,
        "script": list(trigger.script),
    }


def per_day_board() -> dict[str, Any]:
    """Two Characters played in one Afternoon under a once-per-Day "When you play"."""
    text = "When you play a Character — Draw a card. This ability triggers only once per Day."
    return {
        "title": "trigger limit audit: once per Day",
        "cards": [_card(WATCHER, "Character", text)],
        "phase": "Afternoon",
        "players": {
            "p1": {
                "hero_expedition": [WATCHER],
                "hand": ["Vanilla 1/1/1", "Vanilla 2/2/2"],
                "mana": 3,
                "deck": ["Vanilla 3/1/0", "Vanilla 3/1/0"],
            },
            "p2": {},
        },
        "script": [
            {"play": {"card": "Vanilla 1/1/1", "to": "hero"}},
            {"answer": ["p1 orb 1"]},
            {"reactions": "in_order"},
            {"pass": "p2"},
            {"play": {"card": "Vanilla 2/2/2", "to": "hero"}},
            {"reactions": "in_order"},
        ],
    }


def _run(
    kind: str, question: str, data: dict[str, Any], side: str, rules: frozenset[str],
    allowed: int, folder: Path,
) -> Limited:  # fmt: skip
    path = folder / f"{kind}_{question.replace(' ', '_')}.yaml"
    result = boards.run_board(data, path)
    if isinstance(result, str):
        return Limited(kind, question, 0, allowed, (), result)
    hand = result.state.zone(f"hand:{side}")
    draws = sum(1 for o in hand if result.state.name(o) == "Vanilla 3/1/0")
    lines = boards.engine_lines(result, WATCHER)
    said = tuple((t, r) for t, r in lines if rules <= set(r))
    return Limited(kind, question, draws, allowed, said, boards.run_problems(result))


def audit() -> list[Limited]:
    """Every trigger kind asked outside its phase, and the once-per-Day limit."""
    out: list[Limited] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for t in TRIGGERS:
            if t.kind in _NAMES_ITS_MOMENT:
                continue
            data = phase_board(t)
            out.append(_run(t.kind, "outside its phase", data, t.side, PHASE_RULES, 0, folder))
        data = per_day_board()
        out.append(_run("you_play_a_card", "once per Day", data, "p1", PER_DAY_RULES, 1, folder))
    return out


if __name__ == "__main__":
    for a in audit():
        mark = "ok   " if a.right else "WRONG"
        said = a.said[0][0][:150] if a.said else "no line with the rule"
        print(f"{mark} {a.trigger} / {a.question}: draws {a.draws} (at most {a.allowed}); ")
        print(f"      {said} {a.error[:200]}")
