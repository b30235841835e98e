"""Non-events of a trigger's player word or action word (issue 31, batch 14; for
``non_events_bench.py``), asked alike on small boards built here:

- **the player word** is false: the event happened, done by another player than the word
  names — "When you sacrifice / play / discard …" seeing p2 do it, "When an opponent plays /
  draws …" seeing p1 do it. The line must say the Watcher does not activate, citing 7.2.3.a
  ("you") or 1.2.1.b ("an opponent");
- **the action word** names a narrower action than what happened: a Character discarded from
  play by a judge's request, which is no sacrifice, seen by "When you sacrifice a
  Character" and "When I am sacrificed". The line must cite 6.3.b.

Each Watcher would make its controller draw the Deck's Vanilla 3/1/0 if the non-event
happened; it must not.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from qualifier_non_events import WATCHER, Asked, _card, _lines, _run

PLAYER_WORDS: dict[str, tuple[str, str, list[dict[str, Any]], str]] = {
    # trigger text, who does the event, the script, the rule
    "you sacrifice (p2 sacrifices)": (
        "When you sacrifice a Character",
        "p2",
        [{"request": {"action": "sacrifice", "objects": ["Vanilla 2/2/2"]}}],
        "7.2.3.a",
    ),
    "you play (p2 plays)": (
        "When you play a Character",
        "p2",
        [{"play": {"card": "Vanilla 1/1/1", "to": "hero", "player": "p2"}}],
        "7.2.3.a",
    ),
    "an opponent plays (p1 plays)": (
        "When an opponent plays a Character",
        "p1",
        [{"play": {"card": "Vanilla 1/1/1", "to": "hero"}}, {"answer": ["Mana Orb 1"]}],
        "1.2.1.b",
    ),
    "an opponent draws (p1 draws)": (
        "When an opponent draws one or more cards or Resupplies",
        "p1",
        [{"play": {"card": "Audit Draw"}}, {"answer": ["Mana Orb 1"]}],
        "1.2.1.b",
    ),
}
"""A trigger with a player word, and an event done by the player it does not name; the
Watcher is p1's."""

ACTION_WORDS: dict[str, str] = {
    "you sacrifice / a discard": "When you sacrifice a Character",
    "I am sacrificed / a discard": "When I am sacrificed",
}
"""A trigger naming a sacrifice, seen by a discard from play that is none."""


def _player_word(case: str, folder: Path) -> Asked:
    words, doer, script, rule = PLAYER_WORDS[case]
    first = doer
    p1: dict[str, Any] = {"hero_expedition": [WATCHER], "deck": ["Vanilla 3/1/0"]}
    p2: dict[str, Any] = {}
    if doer == "p2":
        p2 = {"hero_expedition": ["Vanilla 2/2/2"], "hand": ["Vanilla 1/1/1"], "mana": 1}
    else:
        p1.update(hand=["Vanilla 1/1/1", "Audit Draw"], mana=2)
        p1["deck"] = ["Vanilla 3/1/0", "Vanilla 2/2/2"]
    data = {
        "title": f"player word audit: {case}",
        "cards": [
            _card(WATCHER, "Character", f"{words} — Draw a card."),
            _card("Audit Draw", "Spell", "Draw a card."),
        ],
        "phase": "Afternoon",
        "first_player": first,
        "players": {"p1": p1, "p2": p2},
        "script": script,
    }
    result, error = _run(data, folder, f"pw_{len(case)}")
    if result is None:
        return Asked("player word", case, False, False, error)
    drawn = [result.state.name(o) for o in result.state.zone("hand:p1")]
    drew = drawn.count("Vanilla 3/1/0") + drawn.count("Vanilla 2/2/2") > (doer == "p1")
    said = any(WATCHER in t and "does not activate" in t and rule in r for t, r in _lines(result))
    return Asked("player word", case, drew, said, error)


def _action_word(case: str, folder: Path) -> Asked:
    words = ACTION_WORDS[case]
    self_watch = "I am" in words
    discarded = WATCHER if self_watch else "Vanilla 2/2/2"
    data = {
        "title": f"action word audit: {case}",
        "cards": [_card(WATCHER, "Character", f"{words} — Draw a card.")],
        "phase": "Afternoon",
        "players": {
            "p1": {"hero_expedition": [WATCHER, "Vanilla 2/2/2"], "deck": ["Vanilla 3/1/0"]},
            "p2": {},
        },
        "script": [{"request": {"action": "discard", "objects": [discarded]}}],
    }
    result, error = _run(data, folder, f"aw_{len(case)}")
    if result is None:
        return Asked("action word", case, False, False, error)
    drew = any(result.state.name(o) == "Vanilla 3/1/0" for o in result.state.zone("hand:p1"))
    said = any(
        WATCHER in t and "does not activate" in t and "6.3.b" in r for t, r in _lines(result)
    )
    return Asked("action word", case, drew, said, error)


def audit() -> list[Asked]:
    """Every board of both dimensions, in a scratch folder."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        out = [_player_word(c, folder) for c in PLAYER_WORDS]
        out.extend(_action_word(c, folder) for c in ACTION_WORDS)
        return out


if __name__ == "__main__":
    for a in audit():
        mark = "ok " if a.right else "MISS"
        print(f"{mark} {a.dimension}: {a.case}{' (drew)' if a.drew else ''} {a.error[:160]}")
