"""Non-events of the dimensions the citation batches showed missing (issue 31; for
``non_events_bench.py``), asked alike on small boards built here:

- **a qualifier of a trigger's description** is false: each trigger that watches an object
  ("When you play a [X]", "When another [X] joins your Expeditions", "When an opponent plays
  a [X]") with each qualifier of [X] — a statistic, a Hand Cost, a sub-type, a status — the
  played Vanilla 1/1/1 fails. The line must say the Reaction does not activate, citing 6.3.b;
- **the Expedition an object joins** is another player's: a token created in the opponent's
  Expedition and "When another Character joins your Expeditions" (7.5.10.b);
- **a non-Mana cost before "to"**, declined: "You may [X] to draw a card" for several X — the
  line must cite 6.4.b;
- **an empty Deck in an "each player" step**: each player draws / puts the top card in their
  Mana zone with p2's Deck empty — the line must name p2 and cite 3.2.2.d.

Each board's Watcher (or Spell) would make p1 draw the Deck's Vanilla 3/1/0 if the non-event
happened; it must not.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boards

WATCHER = "Watcher"


def _card(name: str, kind: str, text: str) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "type": kind, "hand_cost": 1, "reserve_cost": 1}
    if kind == "Character":
        card.update(forest=1, mountain=1, water=1)
    card.update(text=text, read_text=True, note="A test card of the non-event audit.")
    return card


TRIGGERS: dict[str, tuple[str, str]] = {
    "you play": ("When you play a {x}", "p1"),
    "joins your Expeditions": ("When another {x} joins your Expeditions", "p1"),
    "an opponent plays": ("When an opponent plays a {x}", "p2"),
}
"""A trigger watching an object, and whose Watcher it is (p1 plays the Vanilla 1/1/1)."""

QUALIFIERS: dict[str, str] = {
    "a base statistic": "Character with a base statistic of 0",
    "Hand Cost": "Character with Hand Cost {3} or more",
    "a statistic": "Character with {M} 2 or more",
    "a sub-type": "Robot",
    "Hand Cost, at most": "Character with Hand Cost {0} or less",
    "a status": "Boosted Character",
}
"""A qualifier of the watched object the Vanilla 1/1/1 (Hand Cost 1, 1/1/1) does not meet."""

DECLINED_COSTS: dict[str, tuple[str, dict[str, Any]]] = {
    "discard from Reserve": (
        "You may discard a card from your Reserve to draw a card.",
        {"reserve": ["Vanilla 1/1/1"]},
    ),
    "put from Hand in Reserve": (
        "You may put a card from your Hand in Reserve to draw a card.",
        {"hand": ["Vanilla 1/1/1"]},
    ),
    "sacrifice a Character": (
        "You may sacrifice a Character to draw a card.",
        {"hero_expedition": ["Vanilla 1/1/1"]},
    ),
    "pay {1}": ("You may pay {1} to draw a card.", {}),
}
"""A "You may [X] to draw a card" Spell, and what p1 has to give as X."""

EMPTY_DECK_STEPS: dict[str, str] = {
    "each player draws": "Each player draws a card.",
    "each player puts the top card": "Each player puts the top card of their deck in their Mana zone.",  # noqa: E501
}


@dataclass(frozen=True, slots=True)
class Asked:
    """One board's run: whether p1 drew the Vanilla 3/1/0 (it must not), and the engine
    lines that say the non-event with the rule that decides."""

    dimension: str
    case: str
    drew: bool
    said: bool
    error: str = ""

    @property
    def right(self) -> bool:
        return not self.error and not self.drew and self.said


def _run(data: dict[str, Any], folder: Path, name: str) -> tuple[Any, str]:
    """The run of board ``data`` (None when it does not load) and what went wrong."""
    result = boards.run_board(data, folder / f"{name}.yaml")
    if isinstance(result, str):
        return None, result
    return result, boards.run_problems(result)


def _lines(result: Any) -> list[tuple[str, set[str]]]:
    return [
        (line.shown(), {*line.shown_rules(), *line.action_rules})
        for line in result.lines
        if line.source == "engine"
    ]


def _drew(result: Any) -> bool:
    return any(result.state.name(o) == "Vanilla 3/1/0" for o in result.state.zone("hand:p1"))


def _qualifier(trigger: str, qualifier: str, folder: Path) -> Asked:
    words, side = TRIGGERS[trigger]
    text = words.format(x=QUALIFIERS[qualifier]) + " — Draw a card."
    players: dict[str, dict[str, Any]] = {
        "p1": {"hand": ["Vanilla 1/1/1"], "mana": 1, "deck": ["Vanilla 3/1/0"]},
        "p2": {},
    }
    players[side]["hero_expedition"] = [WATCHER]
    players[side]["deck"] = ["Vanilla 3/1/0"]
    data = {
        "title": f"qualifier audit: {trigger} / {qualifier}",
        "cards": [_card(WATCHER, "Character", text)],
        "phase": "Afternoon",
        "players": players,
        "script": [{"play": {"card": "Vanilla 1/1/1", "to": "hero"}}],
    }
    result, error = _run(data, folder, f"q_{len(trigger)}_{len(qualifier)}")
    if result is None:
        return Asked("trigger qualifier", f"{trigger} / {qualifier}", False, False, error)
    drew = any(result.state.name(o) == "Vanilla 3/1/0" for o in result.state.zone(f"hand:{side}"))
    said = any(
        WATCHER in t and "does not activate" in t and "6.3.b" in r for t, r in _lines(result)
    )
    return Asked("trigger qualifier", f"{trigger} / {qualifier}", drew, said, error)


def _joined_other(folder: Path) -> Asked:
    data = {
        "title": "join audit: a token created in the opponent's Expedition",
        "cards": [
            _card(
                WATCHER, "Character", "When another Character joins your Expeditions — Draw a card."
            ),
            _card(
                "Audit Spell",
                "Spell",
                "Create a [Brassbug 2/2/2] Robot token in target Expedition.",
            ),
        ],
        "phase": "Afternoon",
        "players": {
            "p1": {
                "hero_expedition": [WATCHER],
                "hand": ["Audit Spell"],
                "mana": 1,
                "deck": ["Vanilla 3/1/0"],
            },
            "p2": {},
        },
        "script": [{"play": {"card": "Audit Spell"}}, {"answer": "p2:hero"}],
    }
    result, error = _run(data, folder, "joined_other")
    if result is None:
        return Asked("joined Expedition", "token in the opponent's", False, False, error)
    said = any(
        WATCHER in t and "does not activate" in t and "7.5.10.b" in r for t, r in _lines(result)
    )
    return Asked("joined Expedition", "token in the opponent's", _drew(result), said, error)


def _declined(case: str, folder: Path) -> Asked:
    text, given = DECLINED_COSTS[case]
    pays = "{1}" in text
    p1: dict[str, Any] = {"hand": ["Audit Spell"], "mana": 2 if pays else 1,
                          "deck": ["Vanilla 3/1/0"]}  # fmt: skip
    for zone, cards in given.items():
        p1[zone] = [*p1.get(zone, []), *cards]
    data = {
        "title": f"declined cost audit: {case}",
        "cards": [_card("Audit Spell", "Spell", text)],
        "phase": "Afternoon",
        "players": {"p1": p1, "p2": {}},
        "script": [
            {"play": {"card": "Audit Spell"}},
            *([{"answer": ["Mana Orb 1"]}] if pays else []),
            {"answer": "no"},
        ],
    }
    result, error = _run(data, folder, f"declined_{len(case)}")
    if result is None:
        return Asked("declined cost", case, False, False, error)
    said = any("declines" in t and "6.4.b" in r for t, r in _lines(result))
    return Asked("declined cost", case, _drew(result), said, error)


def _empty_deck(case: str, folder: Path) -> Asked:
    data = {
        "title": f"empty Deck audit: {case}",
        "cards": [_card("Audit Spell", "Spell", EMPTY_DECK_STEPS[case])],
        "phase": "Afternoon",
        "players": {
            "p1": {"hand": ["Audit Spell"], "mana": 1, "deck": ["Vanilla 1/1/1"]},
            "p2": {},
        },
        "script": [{"play": {"card": "Audit Spell"}}],
    }
    result, error = _run(data, folder, f"empty_{len(case)}")
    if result is None:
        return Asked("empty Deck", case, False, False, error)
    said = any("p2's Deck is empty" in t and "3.2.2.d" in r for t, r in _lines(result))
    return Asked("empty Deck", case, False, said, error)


def audit() -> list[Asked]:
    """Every board of every dimension, in a scratch folder."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        out = [_qualifier(t, q, folder) for t in TRIGGERS for q in QUALIFIERS]
        out.append(_joined_other(folder))
        out.extend(_declined(c, folder) for c in DECLINED_COSTS)
        out.extend(_empty_deck(c, folder) for c in EMPTY_DECK_STEPS)
        return out


if __name__ == "__main__":
    asked = audit()
    for a in asked:
        mark = "ok " if a.right else "MISS"
        print(f"{mark} {a.dimension}: {a.case}{' (drew)' if a.drew else ''} {a.error[:160]}")
    print(f"{sum(not a.right for a in asked)} of {len(asked)} not said with the rule")
