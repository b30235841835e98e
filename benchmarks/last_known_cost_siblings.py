"""Sibling sentences of issue 30's "an effect reads what a cost or an earlier step took out
of play": last known information (2.1.h) of an object that left play earlier in the same
ability — paid as a cost ("{T}, Sacrifice me: Draw a card for each of my Kelon counters")
or moved by an earlier step ("Sacrifice target Character. Draw a card for each boost it
had") — its counters, boosts, statuses, statistics, controller and Expedition as they were
just before it ceased to exist, not those of the new card in the Reserve, Hand or Discard
pile (2.1.d, 2.5.j).

Run: ``.venv/bin/python benchmarks/last_known_cost_siblings.py`` — each sentence played on
its board: RIGHT (the outcome is the last known one), WRONG (it runs and reads the new
card), or refused (the reader leaves it to the judge, its reason printed). Before this
work (commit bae3b5ab) the cost family read the card in the Discard pile: 15 of the 16
"me" siblings WRONG; after: 0 WRONG. The boards are asserted by
tests/engine/test_last_known_after_cost.py.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

import yaml

DECK = ["Vanilla 1/1/1"] * 6
_ROBOT = {
    "type": "Character",
    "subtypes": ["Robot"],
    "faction": "Axiom",
    "hand_cost": 1,
    "reserve_cost": 1,
    "forest": 2,
    "mountain": 3,
    "water": 4,
}
"""A 2/3/4 Robot: the object that leaves play, with 2 boosts (so 4/5/6 in play)."""

Sibling = tuple[str, str, tuple[str, ...], tuple[str, str, int]]
"""(text, board, answers, (what, where or object, number)): ``board`` is "landmark" (a
Landmark with 2 Kelon counters bearing the quick action), "character" (Doer, 2 boosts, in
p1's Hero Expedition beside Vanilla 2/2/2, bearing it), "spell" (a Spell against p2's Robot
with 2 boosts) or "own" (a Spell against p1's own Robot with 2 boosts); the expectation is
("hand", player, cards) or ("boosts", object, boosts)."""

COST: tuple[Sibling, ...] = (
    (
        "{T}, Sacrifice me: Draw a card for each of my Kelon counters.",
        "landmark",
        (),
        ("hand", "p1", 2),
    ),
    (
        "{T}, Sacrifice me: Draw a card for each Kelon counter on me.",
        "landmark",
        (),
        ("hand", "p1", 2),
    ),
    ("Sacrifice me: Draw a card for each of my Kelon counters.", "landmark", (), ("hand", "p1", 2)),
    (
        "{T}, Sacrifice me: Target Character gains 1 boost for each of my Kelon counters.",
        "landmark",
        ("Vanilla 2/2/2",),
        ("boosts", "Vanilla 2/2/2", 2),
    ),
    (
        "{T}, Sacrifice me: If I have 2 or more Kelon counters, draw a card.",
        "landmark",
        (),
        ("hand", "p1", 1),
    ),
    ("Sacrifice me: Draw a card for each of my boosts.", "character", (), ("hand", "p1", 2)),
    ("{T}, Sacrifice me: Draw a card for each boost on me.", "character", (), ("hand", "p1", 2)),
    ("Sacrifice me: Draw X cards, where X is my {M}.", "character", (), ("hand", "p1", 5)),
    ("Sacrifice me: If I have 2 or more boosts, draw a card.", "character", (), ("hand", "p1", 1)),
    ("{T}, Sacrifice me: If I'm exhausted, draw a card.", "character", (), ("hand", "p1", 1)),
    ("Sacrifice me: If I'm Boosted, draw a card.", "character", (), ("hand", "p1", 1)),
    ("Sacrifice me: If I'm a Robot, draw a card.", "character", (), ("hand", "p1", 1)),
    (
        "Sacrifice me: Draw a card for each Character in my Expedition.",
        "character",
        (),
        ("hand", "p1", 1),
    ),
    (
        "Sacrifice me: Target Character in my Expedition gains 1 boost.",
        "character",
        ("Vanilla 2/2/2",),
        ("boosts", "Vanilla 2/2/2", 1),
    ),
    (
        "Sacrifice me: Each Character in my Expedition gains 1 boost.",
        "character",
        (),
        ("boosts", "Vanilla 2/2/2", 1),
    ),
    (
        "Sacrifice me: Target Character gains 1 boost for each of my boosts.",
        "character",
        ("Vanilla 2/2/2",),
        ("boosts", "Vanilla 2/2/2", 2),
    ),
)
"""A cost took "me" out of play: every read of "me" is of the object that left (2.1.h) —
Exhausted too when its {T} was paid in the same step (6.4.a)."""

EARLIER: tuple[Sibling, ...] = (
    (
        "Sacrifice target Character. Draw a card for each boost it had.",
        "own",
        ("Target",),
        ("hand", "p1", 2),
    ),
    (
        "Sacrifice target Character. If it had a boost, draw a card.",
        "own",
        ("Target",),
        ("hand", "p1", 1),
    ),
    (
        "Sacrifice target Character. If it was a Robot, draw a card.",
        "own",
        ("Target",),
        ("hand", "p1", 1),
    ),
    (
        "Sacrifice target Character. If it was Exhausted, draw a card.",
        "own",
        ("Target",),
        ("hand", "p1", 0),
    ),
    (
        "Sacrifice target Character. Its controller draws a card.",
        "own",
        ("Target",),
        ("hand", "p1", 1),
    ),
    (
        "Sacrifice a Character you control. Draw a card for each boost it had.",
        "own",
        ("Target",),
        ("hand", "p1", 2),
    ),
    (
        "Send target Character to Reserve. Its controller draws a card.",
        "spell",
        ("Target",),
        ("hand", "p2", 1),
    ),
    (
        "Send target Character to Reserve. Its controller draws a card for each boost it had.",
        "spell",
        ("Target",),
        ("hand", "p2", 2),
    ),
    (
        "Send target Character to Reserve. If it was a Robot, draw a card.",
        "spell",
        ("Target",),
        ("hand", "p1", 1),
    ),
    (
        "Return target Character to its owner's hand. If it had 2 or more boosts, draw a card.",
        "spell",
        ("Target",),
        ("hand", "p1", 1),
    ),
    (
        "Return target Character to its owner's hand. Draw a card for each boost it had.",
        "spell",
        ("Target",),
        ("hand", "p1", 2),
    ),
)
"""An earlier step of the same effect moved "it": "it had / it was / its controller" read
the object that left (2.1.h, "If it was a <sub-type>" since before)."""

REFUSED = (
    "Sacrifice me: Target Character gains boosts equal to my {F}.",
    "Sacrifice a Character: Draw a card for each boost it had.",
    "Sacrifice a Character: I gain boosts equal to its {F}.",
    "Sacrifice target Character. Draw a card for each of its boosts.",
    "Sacrifice target Character. Draw X cards, where X is its {M}.",
    "Sacrifice target Character. Draw cards equal to its {F}.",
    "Sacrifice target Character. Draw X cards, where X is that Character's {M}.",
    "Send target Character to Reserve. Draw a card for each of its boosts.",
)
"""Left to the judge by the reader (not read, so not read wrong): a statistic after "equal
to", "it" of a cost's chosen object, and "its" (present tense) after "it" moved."""


def board(text: str, kind: str, answers: tuple[str, ...]) -> dict[str, Any]:
    """The scenario playing ``text`` on its board (see :data:`Sibling`)."""
    doer = {"name": "Doer", **_ROBOT, "text": text, "read_text": True}
    p2: dict[str, Any] = {"hero_expedition": ["Vanilla 1/1/1"]}
    if kind == "landmark":
        card = {"name": "Well", "type": "Permanent", "zone_type": "Landmark", "hand_cost": 1,
                "reserve_cost": 1, "text": text, "read_text": True}  # fmt: skip
        cards = [card]
        p1: dict[str, Any] = {
            "landmarks": [{"card": "Well", "counters": {"Kelon": 2}}],
            "hero_expedition": ["Vanilla 2/2/2"],
            "deck": DECK,
        }
        script: list[Any] = [{"quick_action": {"card": "Well", "ability": 0}}]
    elif kind == "character":
        cards = [doer]
        p1 = {
            "hero_expedition": [{"card": "Doer", "counters": {"boost": 2}}, "Vanilla 2/2/2"],
            "companion_expedition": ["Vanilla 1/1/1"],
            "deck": DECK,
        }
        script = [{"quick_action": {"card": "Doer", "ability": 0}}]
    else:
        act = {"name": "Act", "type": "Spell", "hand_cost": 1, "reserve_cost": 1, "text": text,
               "read_text": True}  # fmt: skip
        cards = [act, {"name": "Target", **_ROBOT}]
        target = {"card": "Target", "counters": {"boost": 2}}
        p1 = {"hand": ["Act"], "mana": 1, "deck": DECK}
        if kind == "own":
            p1["hero_expedition"] = [target]
        else:
            p2 = {"hero_expedition": [target], "deck": DECK}
        script = [{"play": {"card": "Act"}}]
    script += [{"answer": [a]} for a in answers]
    return {
        "title": text,
        "rules": ["2.1.h"],
        "source": "benchmark",
        "cards": cards,
        "phase": "Afternoon",
        "first_player": "p1",
        "players": {"p1": p1, "p2": p2},
        "script": [*script, {"reactions": "in_order"}],
    }


def played(text: str, kind: str, answers: tuple[str, ...]) -> Any:
    """The run of ``text``'s board (``scenarios.scenario.run.run_scenario``)."""
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    path = Path(tempfile.mkdtemp()) / "s.yaml"
    path.write_text(yaml.safe_dump(board(text, kind, answers), sort_keys=False), "utf-8")
    return run_scenario(load_scenario(path))


def outcome(result: Any, expected: tuple[str, str, int]) -> int:
    """The number the expectation reads on the run's final state."""
    from engine.state import zones as z
    from engine.state.enums import BOOST, ZoneKind

    what, where, _ = expected
    state = result.state
    if what == "hand":
        return len(state.zone(z.personal(ZoneKind.HAND, where)))
    (oid,) = [
        o
        for o in state.objects
        if state.name(o) == where and state.objects[o].zone.startswith("expedition:p1")
    ]
    return int(state.objects[oid].counters.get(BOOST, 0))


def main() -> int:
    wrong = 0
    for text, kind, answers, expected in (*COST, *EARLIER):
        result = played(text, kind, answers)
        if result.gaps:
            print(f"refused  {text}")
            continue
        got = outcome(result, expected)
        ok = got == expected[2] and not result.errors
        wrong += not ok
        print(f"{'RIGHT' if ok else 'WRONG'}    {text}  ({got}, expected {expected[2]})")
    for text in REFUSED:
        result = played(text, "own" if "target" in text.lower() else "character", ())
        print(f"{'refused' if result.gaps else 'READ?'}  {text}")
    print(f"{len(COST) + len(EARLIER) + len(REFUSED)} siblings; WRONG: {wrong}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
