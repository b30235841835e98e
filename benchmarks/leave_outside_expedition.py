"""Leaving from places other than the Expedition zone (issue 31, item 3): every leave path ×
starting zone × what the object is or prints, on small boards built here — a sibling of
``leave_play_losses.py``.

Two crosses:

- **a token**: a token Character in the Expedition zone, and a Landmark Permanent token
  (2.2.1.d) in the Landmarks, a Reserve, a Hand, a Discard pile, each put in Reserve,
  returned to Hand, discarded. 2.1.e speaks of the Expedition zone only: from there the token
  ceases to exist instead; from anywhere else it joins its new zone (a Reserve: its player
  receives a token, 7.3.30.a). The move's line must say which, citing 2.1.e (and 7.3.30.a);
- **its own trigger word** ("When I'm discarded", "When I'm returned to your Hand", "When I go
  to Reserve from anywhere") on a Character in its Expedition, its Reserve, its Hand, each
  way. A leave trigger is not a self-move Reaction: it activates only when it worked before
  the event (6.3.f) — in play; from a Hand or a Reserve it does not, and the line says so
  citing 6.3.f and 1.2.4.d. A move by another atomic action says that the trigger names
  another action (6.3.f, 6.3.b). "When I go to Reserve from anywhere" is a self-move Reaction
  and activates from anywhere (6.3.c, 6.3.e and its Remark).

A third cross, **a support ability's own trigger word** ("{I} When I'm discarded", "{I} When
I'm returned to your Hand") on a card in its Reserve (ready, then exhausted), its Hand or its
Expedition, each way. To discard is to move from the card's current zone (7.3.7.a), to return
is to move (7.3.32.a): a ready support ability works in Reserve before the event (6.3.f,
2.2.12.i), so it activates; exhausted there it has no support abilities (2.2.12.j), and
elsewhere a support ability does not work (2.2.12.i): the line says so. The trigger cross
also starts from a Deck (the judge's view names the card: 3.1.3.f).

Each cell checks the outcome (where the object ends, whether a card was drawn by the
Reaction) and that an engine line cites the deciding rules. Prints the cells that fail;
``--all`` every cell. Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python
benchmarks/leave_outside_expedition.py``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qualifier_non_events import _card, _run

PATHS: dict[str, tuple[dict[str, Any], str]] = {
    "put in Reserve": ({"action": "put", "to": "reserve"}, "reserve"),
    "return to Hand": ({"action": "return", "to": "hand"}, "hand"),
    "discard": ({"action": "discard"}, "discard"),
}
"""A leave path as a judge request, and the kind of zone it goes to."""

STARTS = {
    "Expedition": "hero_expedition",
    "Landmarks": "landmarks",
    "Reserve": "reserve",
    "Hand": "hand",
    "Discard pile": "discard",
    "Deck": "deck",
}
"""A starting zone, as a board key."""

LANDMARK_TOKEN = {
    "name": "Cairn Token",
    "type": "Permanent",
    "zone_type": "Landmark",
    "token": True,
    "note": "A test token of the leave audit.",
}

TRIGGERS: dict[str, tuple[str, bool]] = {
    "When I'm discarded": ("discard", False),
    "When I'm returned to your Hand": ("hand", False),
    "When I go to Reserve from the Expedition zone": ("reserve", False),
    "When I go to Reserve from anywhere": ("reserve", True),
}
"""A trigger word, the zone kind its event goes to, and whether it is a self-move Reaction."""


@dataclass(frozen=True, slots=True)
class Cell:
    """One board: its name, whether its outcome and citation hold, what the lines said."""

    case: str
    right: bool
    said: str
    error: str = ""


def _lines(result: Any) -> list[tuple[str, set[str]]]:
    return [
        (line.shown(), {*line.shown_rules(), *line.action_rules})
        for line in result.lines
        if line.source == "engine"
    ]


def _cites(lines: list[tuple[str, set[str]]], rules: set[str], words: str = "") -> bool:
    return any(rules <= r and words in t for t, r in lines)


def _token_cells(folder: Path) -> list[Cell]:
    out: list[Cell] = []
    for start, key in STARTS.items():
        if key == "deck":
            continue  # a token is never in a Deck (2.1.e: it leaves play or ceases to exist)
        for path, (request, to) in PATHS.items():
            if to == {"reserve": "reserve", "hand": "hand", "discard": "discard"}.get(key):
                continue  # no move
            token = "Ordis Recruit" if start == "Expedition" else "Cairn Token"
            data = {
                "title": "leave audit",
                "cards": [] if start == "Expedition" else [LANDMARK_TOKEN],
                "phase": "Afternoon",
                "first_player": "p1",
                "players": {"p1": {key: [token]}, "p2": {}},
                "script": [{"request": {**request, "objects": [token]}}],
            }
            result, error = _run(data, folder, f"tok_{key}_{to}")
            case = f"token in {start} × {path}"
            if result is None:
                out.append(Cell(case, False, "", error))
                continue
            lines = _lines(result)
            where = {o.zone for o in result.state.objects.values() if o.card_id is not None}
            kept = any(zone.startswith(to) for zone in where)
            if start == "Expedition":
                right = not kept and _cites(lines, {"2.1.e"}, "ceases to exist")
            else:
                rules = {"2.1.e", "7.3.30.a"} if to == "reserve" else {"2.1.e"}
                right = kept and _cites(lines, rules, "does not cease to exist")
            said = "; ".join(f"{t[:140]} {sorted(r)}" for t, r in lines if token in t)
            out.append(Cell(case, right, said, error))
    return out


def _trigger_cells(folder: Path) -> list[Cell]:
    out: list[Cell] = []
    for trigger, (lands, self_move) in TRIGGERS.items():
        card = _card("Leaver", "Character", f"{trigger} — Draw a card.")
        for start in ("Expedition", "Reserve", "Hand", "Deck"):
            key = STARTS[start]
            for path, (request, to) in PATHS.items():
                if to == key:
                    continue
                deck = ["Leaver", "Vanilla 1/1/1"] if key == "deck" else ["Vanilla 1/1/1"]
                data = {
                    "title": "leave audit",
                    "cards": [card],
                    "phase": "Afternoon",
                    "first_player": "p1",
                    "players": {"p1": {key: ["Leaver"], "deck": deck}, "p2": {}},
                    "script": [{"request": {**request, "objects": ["Leaver"]}}],
                }
                result, error = _run(data, folder, f"trig_{abs(hash((trigger, key, to)))}")
                case = f"{trigger} × in {start} × {path}"
                if result is None:
                    out.append(Cell(case, False, "", error))
                    continue
                lines = _lines(result)
                drew = bool(result.state.zone("hand:p1")) and any(
                    result.state.name(o) == "Vanilla 1/1/1" for o in result.state.zone("hand:p1")
                )
                matches = to == lands
                if self_move:
                    expected = matches  # 6.3.e: from anywhere
                    right = drew == expected and (
                        not expected or _cites(lines, {"6.3.e"}) or _cites(lines, {"6.3.c"})
                    )
                elif start == "Expedition":
                    right = drew == matches and (
                        _cites(lines, {"6.3.f"}) if matches else _cites(lines, {"6.3.f", "6.3.b"})
                    )
                elif matches:
                    right = not drew and _cites(lines, {"6.3.f", "2.2.12.g"}, "does not activate")
                else:
                    right = not drew  # another action outside play: nothing to expect
                said = "; ".join(f"{t[:150]} {sorted(r)}" for t, r in lines if "Leaver" in t)
                out.append(Cell(case, right, said, error))
    return out


SUPPORT_TRIGGERS = {
    "{I} When I'm discarded": "discard",
    "{I} When I'm returned to your Hand": "hand",
}
"""A support ability's own trigger word, and the zone kind its event goes to."""

SUPPORT_STARTS = {
    "Reserve, ready": ("reserve", "Leaver"),
    "Reserve, exhausted": ("reserve", {"card": "Leaver", "statuses": ["Exhausted"]}),
    "Hand": ("hand", "Leaver"),
    "Expedition": ("hero_expedition", "Leaver"),
}
"""Where the card starts, as a board key and its entry."""


def _support_cells(folder: Path) -> list[Cell]:
    out: list[Cell] = []
    for trigger, lands in SUPPORT_TRIGGERS.items():
        card = _card("Leaver", "Character", f"{trigger} — Draw a card.")
        for start, (key, entry) in SUPPORT_STARTS.items():
            for path, (request, to) in PATHS.items():
                if to == key:
                    continue
                data = {
                    "title": "leave audit",
                    "cards": [card],
                    "phase": "Afternoon",
                    "first_player": "p1",
                    "players": {"p1": {key: [entry], "deck": ["Vanilla 1/1/1"]}, "p2": {}},
                    "script": [{"request": {**request, "objects": ["Leaver"]}}],
                }
                result, error = _run(data, folder, f"sup_{abs(hash((trigger, start, to)))}")
                case = f"{trigger} × in {start} × {path}"
                if result is None:
                    out.append(Cell(case, False, "", error))
                    continue
                lines = _lines(result)
                drew = any(
                    result.state.name(o) == "Vanilla 1/1/1" for o in result.state.zone("hand:p1")
                )
                if to != lands:
                    right = not drew  # another action: nothing to expect
                elif start == "Reserve, ready":
                    right = drew and _cites(lines, {"6.3.f", "2.2.12.i"}, "Reaction-activating")
                elif start == "Reserve, exhausted":
                    right = not drew and _cites(lines, {"6.3.f", "2.2.12.j"}, "does not activate")
                else:
                    right = not drew and _cites(lines, {"6.3.f", "2.2.12.i"}, "does not activate")
                said = "; ".join(f"{t[:150]} {sorted(r)}" for t, r in lines if "Leaver" in t)
                out.append(Cell(case, right, said, error))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every cell")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        cells = [*_token_cells(folder), *_trigger_cells(folder), *_support_cells(folder)]
    wrong = [c for c in cells if not c.right]
    for c in cells if args.all else wrong:
        mark = "ok  " if c.right else "MISS"
        print(f"{mark} {c.case}: {c.said[:300]} {c.error[:160]}")
    print(f"\nleaves outside the Expedition zone wrong or not said: {len(wrong)} of {len(cells)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
