"""The boards of the atomic action citation audit (benchmarks/atomic_action_citation_audit.py):
small scenario documents built around one test object, and the (action, way) pair a board
asks about (:class:`Case`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boards
from _common import audit_character, audit_spell

NAME = "Audit Subject"
"""The object the action is done to (a Character unless the case says otherwise)."""

SPELL = "Audit Spell"
"""The Spell p1 plays whose effect does the action."""

NOTE = "A test card of the atomic action citation audit."

Board = dict[str, Any]


def character(name: str = NAME, text: str = "", cost: int = 1) -> dict[str, Any]:
    """A 2/2/2 test Character printing ``text``."""
    return audit_character(name, text, cost, NOTE)


def spell(text: str, name: str = SPELL, cost: int = 1) -> dict[str, Any]:
    """A test Spell printing ``text``."""
    return audit_spell(name, text, cost, NOTE)


def landmark(text: str, name: str = "Audit Landmark") -> dict[str, Any]:
    """A test Landmark Permanent printing ``text``."""
    return {
        "name": name,
        "type": "Permanent",
        "zone_type": "Landmark",
        "hand_cost": 1,
        "reserve_cost": 1,
        "text": text,
        "read_text": bool(text),
        "note": NOTE,
    }


def board(
    cards: list[dict[str, Any]],
    p1: dict[str, Any],
    p2: dict[str, Any] | None = None,
    script: list[Any] | None = None,
    phase: str = "Afternoon",
) -> Board:
    """A scenario document: ``cards`` defined, p1 and p2's zones, the script."""
    return {
        "title": "audit",
        "cards": cards,
        "phase": phase,
        "first_player": "p1",
        "players": {"p1": p1, "p2": p2 or {}},
        "script": script or [],
    }


def effect(
    text: str,
    subject: Any = NAME,
    *,
    where: str = "hero_expedition",
    answers: list[Any] | None = None,
    owner: str = "p1",
    extra_cards: list[dict[str, Any]] | None = None,
    p1: dict[str, Any] | None = None,
    p2: dict[str, Any] | None = None,
    subject_card: dict[str, Any] | None = None,
    rolls: list[int] | None = None,
) -> Board:
    """p1 plays a Spell printing ``text``; the test object (``subject``, a board entry) is
    in ``owner``'s zone ``where``; ``answers`` answer the Spell's choices (the object's name
    as the target by default, when the text says "target")."""
    sides: dict[str, dict[str, Any]] = {
        "p1": {"hand": [SPELL], "mana": 1, "deck": ["Vanilla 1/1/1"]},
        "p2": {},
    }
    if subject is not None:
        sides[owner].setdefault(where, []).append(subject)
    for side, extra in (("p1", p1), ("p2", p2)):
        for key, value in (extra or {}).items():
            if key != "deck" and isinstance(value, list) and isinstance(sides[side].get(key), list):
                sides[side][key] = [*sides[side][key], *value]
            else:
                sides[side][key] = value
    if answers is None:
        name = subject if isinstance(subject, str) else NAME
        answers = [name] if "target" in text.lower() else []
    cards = [subject_card or character(), spell(text), *(extra_cards or [])]
    script = [{"play": {"card": SPELL}}, *({"answer": a} for a in answers)]
    made = board(cards, sides["p1"], sides["p2"], script)
    if rolls:
        made["rolls"] = rolls
    return made


def quick_action(text: str, answers: list[Any] | None = None, **sides: dict[str, Any]) -> Board:
    """p1's test Character prints the quick action ``text`` and p1 plays it."""
    p1 = {"hero_expedition": [NAME], "deck": ["Vanilla 1/1/1"], **sides.get("p1", {})}
    script: list[Any] = [{"quick_action": {"card": NAME, "ability": 0}}]
    script += [{"answer": a} for a in answers or []]
    return board([character(text=text)], p1, sides.get("p2", {}), script)


def offered(text: str, **sides: dict[str, Any]) -> Board:
    """p1's test Character prints the quick action ``text``; the board stops at p1's turn
    decision (what p1 is offered)."""
    p1 = {"hero_expedition": [NAME], "deck": ["Vanilla 1/1/1"], **sides.get("p1", {})}
    return board([character(text=text)], p1, sides.get("p2", {}))


def exhaust_me_to(*, ready: bool) -> Board:
    """p1's test Character prints "When another Character joins your Expeditions — You may
    exhaust me to draw a card."; p1 plays a Vanilla (and says yes, when it may)."""
    text = "When another Character joins your Expeditions — You may exhaust me to draw a card."
    me: Any = NAME if ready else {"card": NAME, "statuses": ["Exhausted"]}
    p1 = {"hero_expedition": [me], "hand": ["Vanilla 1/1/1"], "mana": 1,
          "deck": ["Vanilla 2/2/2", "Vanilla 2/2/2"]}  # fmt: skip
    script: list[Any] = [{"play": {"card": "Vanilla 1/1/1", "to": "hero"}}]
    if ready:
        script.append({"answer": "yes"})
    return board([character(text=text)], p1, script=script)


@dataclass(frozen=True, slots=True)
class Case:
    """One (action, way) pair: the board, the rule that decides there, and the nearby rule
    that must not be cited in its place."""

    action: str
    way: str
    rule: str
    build: Callable[[], Board]
    not_rule: tuple[str, ...] = ()
    about: str = NAME
    """What the deciding line names: the object (by default), or "" for any engine line
    (an action on an Expedition or a player)."""
    says: str = ""
    """A word the line citing the rule must hold (a status gained or not: "Fleeting")."""


def cases_adder(
    cases: list[Case],
) -> Callable[..., None]:
    """``add(action, way, rule, build, *, not_rule=(), about=NAME, says="")``: appends a
    :class:`Case` to ``cases``."""

    def add(
        action: str,
        way: str,
        rule: str,
        build: Callable[[], Board],
        *,
        not_rule: tuple[str, ...] = (),
        about: str = NAME,
        says: str = "",
    ) -> None:
        cases.append(Case(action, way, rule, build, not_rule, about, says))

    return add


Lines = tuple[tuple[str, tuple[str, ...]], ...]
"""The engine's lines of a run, each with the rules it cites (shown, then the action's)."""


def run_board(build: Board, path: Path, about: str) -> tuple[Lines, str]:
    """Write ``build`` to ``path``, load and run it: the engine lines naming ``about``
    (every engine line for "") and what went wrong ("board does not load: …", or the run's
    errors; "" when nothing did)."""
    result = boards.run_board(build, path)
    if isinstance(result, str):
        return (), f"board does not load: {result}"
    return boards.engine_lines(result, about), boards.run_problems(result, gaps=False)
