"""Four kinds of outcome a judge is asked "why?" about, each cited by the rule that decides
it (issue 31; blind batch 28's findings, fixed as kinds):

    .venv/bin/python benchmarks/outcome_reason_citation_audit.py [--all]

- **part ignored, the rest goes on** (6.5.h, beside the reason the part is impossible):
  "each player" steps where one player's part cannot be done — no top card (3.2.2.d), no
  Character to sacrifice;
- **a replacement applies once** (6.2.k): a replacing modifier whose own result still meets
  its condition ("If I would leave the Expedition zone, put me in … instead") does not apply
  again — said; one whose result no longer meets it ("If I would be discarded") is not;
- **a status lost by a zone change** (1.4.4.a): a Character made Fleeting / Anchored /
  Asleep, returned to its Hand and played again is a new object — Rest sends it to Reserve,
  said with the new-object rule; one that kept its status is not said to be new; a
  Character given Defender this Day by an Emblem-Ongoing, returned and played again, no
  longer stops its Expedition at Dusk (said with 1.4.4.a; kept, 7.4.2.b stops it);
- **no move in the Arena** (4.3.d beside 7.3.25.e / 7.3.24.d): an effect moving an
  Expedition once tiebreakers have started; outside tiebreakers 4.3.d is never cited.
- **a hidden card moved, said from where it comes** (3.1.3.f): "will put a card in p2's
  Deck" reads as putting INTO the Deck — said "the top card of p2's Deck … in its owner's
  Mana zone"; a step that moves no hidden card keeps its words;
- **one modifier's name applied twice** (6.2.i): two copies of an additive modifier said
  as the first and the second one, the step checked again after the first; two
  different modifiers are not numbered;
- **the roll that counts** (7.3.33.c): under a "roll that many dice plus one and ignore
  the roll of your choice" replacement the roll is said as the dice rolled and the one
  kept; a single die is said as rolled, without 7.3.33.c.

The 6.5.h kind includes "Each player Resupplies" with one player's Deck and Discard pile
both empty (the part ignored, 6.5.h beside 7.3.31.c); with every player's empty, 6.5.h is
not cited (nothing of the effect goes on).

Each case is a small board built here; the engine line naming ``about`` must cite every
rule of ``cites`` and none of ``not_cites``. Prints the cases right and wrong (with the
line); exits 1 when any is wrong. ``--all`` prints every checked line.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import boards
from _common import Stopwatch, audit_character, audit_spell, footer

NOTE = "A test card of the outcome reason citation audit."


@dataclass(frozen=True)
class Case:
    """One board, the line to read (the first engine line containing ``about``) and what
    it must and must not cite."""

    kind: str
    name: str
    board: dict[str, Any]
    about: str
    cites: tuple[str, ...]
    not_cites: tuple[str, ...] = ()
    says: tuple[str, ...] = ()
    not_says: tuple[str, ...] = ()
    table: bool = False
    """Read the line as told to the table (hidden cards unnamed, 3.1.3.f), not the judge's."""


def _spell(name: str, text: str, cost: int = 1) -> dict[str, Any]:
    return audit_spell(name, text, cost, NOTE)


def _board(
    cards: list[dict[str, Any]],
    players: dict[str, Any],
    script: list[Any],
    phase: str = "Afternoon",
    first: str = "p1",
) -> dict[str, Any]:
    return {
        "title": "audit board",
        "rules": ["6.5.h"],
        "source": "audit",
        "note": NOTE,
        "cards": cards,
        "phase": phase,
        "first_player": first,
        "players": players,
        "script": script,
    }


def _part_ignored() -> list[Case]:
    """6.5.h: each player's part of the effect, one of them unable."""
    deck = ["Vanilla 2/2/2", "Vanilla 3/1/0"]
    texts = {
        "puts the top card in Mana": (
            "Each player puts the top card of their deck in their Mana zone (as an exhausted "
            "Mana Orb).",
            "nothing happens for p1",
            ("6.5.h", "3.2.2.d"),
        ),
        "draws a card": (
            "Each player draws a card.",
            "nothing is drawn for p1",
            ("6.5.h", "3.2.2.d"),
        ),
        "draws two cards": (
            "Each player draws two cards.",
            "nothing is drawn for p1",
            ("6.5.h", "3.2.2.d"),
        ),
    }
    cases = []
    for name, (text, about, cites) in texts.items():
        board = _board(
            [_spell("Audit Spell", text)],
            {"p1": {"hand": ["Audit Spell"], "mana": 1}, "p2": {"deck": deck}},
            [{"play": {"card": "Audit Spell"}}],
        )
        cases.append(Case("6.5.h part ignored", name, board, about, cites))
    board = _board(
        [_spell("Audit Spell", "Each player sacrifices a Character.")],
        {
            "p1": {"hand": ["Audit Spell"], "mana": 1, "hero_expedition": ["Vanilla 1/1/1"]},
            "p2": {},
        },
        [{"play": {"card": "Audit Spell"}}, {"answer": ["Vanilla 1/1/1"]}],
    )
    cases.append(Case("6.5.h part ignored", "sacrifices a Character", board, "p2", ("6.5.h",)))
    for name, p1_deck, cites, not_cites in (
        ("resupplies, p2's Deck and Discard pile empty", deck, ("6.5.h", "7.3.31.c"), ()),
        ("resupplies, every Deck and Discard pile empty", [], ("7.3.31.c",), ("6.5.h",)),
    ):
        board = _board(
            [_spell("Audit Spell", "Each player resupplies.")],
            {"p1": {"hand": ["Audit Spell"], "mana": 1, "deck": p1_deck}, "p2": {}},
            [{"play": {"card": "Audit Spell"}}],
        )
        cases.append(
            Case("6.5.h part ignored", name, board, "puts nothing in Reserve", cites, not_cites)
        )
    board = _board(
        [_spell("Audit Spell", "Each player resupplies.")],
        {"p1": {"hand": ["Audit Spell"], "mana": 1, "deck": deck}, "p2": {"deck": deck}},
        [{"play": {"card": "Audit Spell"}}],
    )
    cases.append(
        Case(
            "6.5.h part ignored",
            "resupplies, both Decks hold cards",
            board,
            "p2 resupplies",
            (),
            ("6.5.h",),
        )
    )
    return cases


def _applies_once() -> list[Case]:
    """6.2.k: a replacement whose own result still meets its condition."""
    leave = "If I would leave the Expedition zone, put me in my owner's {to} instead."
    moves = {
        "discarded": "Discard target Character.",
        "returned to Hand": "Return target Character to its owner's hand.",
        "sacrificed": "Sacrifice target Character.",
    }
    tos = {"Reserve": "Reserve", "Mana zone": "Mana zone (as an exhausted Mana Orb)"}
    cases = []
    for to_name, to in tos.items():
        for move_name, move in moves.items():
            text = leave.format(to=to)
            cases.append(_replacement_case(f"leave -> {to_name}, {move_name}", text, move, True))
    cases.append(
        _replacement_case(
            "discarded -> Reserve (result no discard)",
            "If I would be discarded, put me in my owner's Reserve instead.",
            moves["discarded"],
            False,
        )
    )
    return cases


def _replacement_case(name: str, text: str, move: str, again: bool) -> Case:
    board = _board(
        [audit_character("Audit Subject", text, 1, NOTE), _spell("Audit Spell", move)],
        {
            "p1": {"hand": ["Audit Spell"], "mana": 1, "hero_expedition": ["Audit Subject"]},
            "p2": {},
        },
        [{"play": {"card": "Audit Spell"}}, {"answer": ["Audit Subject"]}],
    )
    cites, not_cites = (("6.2.k", "6.2.b"), ()) if again else (("6.2.b",), ("6.2.k",))
    return Case("6.2.k applies once", name, board, "replaces", cites, not_cites)


def _given_then_returned(
    spell: tuple[str, str], returned: bool, p1: dict[str, Any], p2: dict[str, Any], until: str
) -> dict[str, Any]:
    """A board where p1 plays ``spell`` (its name and text; a Mana Orb paid) on their
    Vanilla 2/2/2; if ``returned``, p2 returns it to its owner's hand and p1 plays it again
    (a new object, 1.4.4.a); then both pass until ``until``."""
    cards = [_spell(*spell)]
    script: list[Any] = [
        {"play": {"card": spell[0]}},
        {"answer": ["Mana Orb 1"]},
        {"answer": ["Vanilla 2/2/2"]},
        {"reactions": "in_order"},
    ]
    p2 = {"mana": 1, **p2}
    if returned:
        cards.append(_spell("Audit Return", "Return target Character to its owner's hand."))
        p2["hand"] = ["Audit Return"]
        script += [
            {"play": {"card": "Audit Return", "player": "p2"}},
            {"answer": ["Vanilla 2/2/2"]},
            {"reactions": "in_order"},
            {"play": {"card": "Vanilla 2/2/2", "to": "hero"}},
            {"reactions": "in_order"},
            {"pass": "p2"},
        ]
    else:
        script += [{"pass": "p2"}]
    script += [{"pass": "p1"}, {"until": until}]
    return _board(cards, {"p1": {"hand": [spell[0]], **p1}, "p2": p2}, script)


def _new_object() -> list[Case]:
    """1.4.4.a: a status lost by a zone change, deciding Rest."""
    cases = []
    for status in ("Fleeting", "Anchored", "Asleep"):
        for returned in (True, False):
            board = _given_then_returned(
                ("Audit Status", f"Target Character gains [[{status}]]."),
                returned,
                {"hero_expedition": ["Vanilla 2/2/2"], "mana": 3},
                {},
                "Morning",
            )
            cites, not_cites = (("2.1.d",), ()) if returned else ((), ("2.1.d",))
            name = f"{status}, {'returned and played again' if returned else 'kept'}"
            cases.append(Case("2.1.d new object", name, board, "Rest:", cites, not_cites))
    return cases


def _keyword_lost() -> list[Case]:
    """1.4.4.a: a keyword an Emblem-Ongoing gave, lost by a zone change, deciding Dusk."""
    cases = []
    for returned in (True, False):
        board = _given_then_returned(
            ("Audit Give", "Target Character gains [[Defender]] this Day."),
            returned,
            {"hero_expedition": ["Vanilla 2/2/2"], "mana": 3},
            {"hero_expedition": ["Vanilla 3/1/0"]},
            "Night",
        )
        cites, not_cites = (("2.1.d",), ()) if returned else (("7.4.2.b",), ("2.1.d",))
        name = f"Defender this Day, {'returned and played again' if returned else 'kept'}"
        cases.append(Case("2.1.d new object", name, board, "Progress", cites, not_cites))
    return cases


def _arena() -> list[Case]:
    """4.3.d beside the move's own rule once tiebreakers have started."""
    cases = []
    for way, text, own, target in (
        ("forward", "Target Expedition moves forward one region.", "7.3.25.e", "p1:hero"),
        ("backwards", "Target Expedition moves backwards one region.", "7.3.24.d", "p2:hero"),
    ):
        board = _board(
            [_spell("Audit Move", text)],
            {
                "p1": {
                    "hero_position": 4,
                    "companion_position": 4,
                    "hand": ["Audit Move"],
                    "deck": ["Vanilla 1/1/1"] * 3,
                    "mana": 1,
                },
                "p2": {"hero_position": 3, "companion_position": 3, "deck": ["Vanilla 2/2/2"] * 3},
            },
            [
                {"until": "Afternoon"},
                {"answer": {"player": "p1", "choose": ["none"]}},
                {"answer": {"player": "p2", "choose": ["none"]}},
                {"play": {"card": "Audit Move"}},
                {"answer": target},
            ],
            phase="Night",
            first="p2",
        )
        cases.append(
            Case("4.3.d Arena", f"move {way}, tiebreakers", board, "impossible", ("4.3.d", own))
        )
    board = _board(
        [_spell("Audit Move", "Target Expedition moves backwards one region.")],
        {"p1": {"hand": ["Audit Move"], "mana": 1}, "p2": {}},
        [{"play": {"card": "Audit Move"}}, {"answer": "p2:hero"}],
    )
    cases.append(
        Case(
            "4.3.d Arena",
            "move backwards at origin, no tiebreakers",
            board,
            "impossible",
            ("7.3.24.b",),
            ("4.3.d",),
        )
    )
    return cases


def _hidden_moved() -> list[Case]:
    """3.1.3.f: a hidden card a step moves, said from where it comes and where it goes."""
    deck = ["Vanilla 2/2/2", "Vanilla 3/1/0"]
    cases = []
    for name, text, into in (
        (
            "puts the top card in Mana",
            "Each player puts the top card of their deck in their Mana zone (as an exhausted "
            "Mana Orb).",
            "in its owner's Mana zone",
        ),
        (
            "puts the top card in Reserve",
            "Each player puts the top card of their deck in their Reserve.",
            "in its owner's Reserve",
        ),
    ):
        board = _board(
            [_spell("Audit Spell", text)],
            {"p1": {"hand": ["Audit Spell"], "mana": 1}, "p2": {"deck": deck}},
            [{"play": {"card": "Audit Spell"}}],
        )
        cases.append(
            Case(
                "3.1.3.f hidden card moved",
                name,
                board,
                "Audit Spell will",
                (),
                (),
                (f"the top card of p2's Deck {into}",),
                ("a card in p2's Deck",),
                table=True,
            )
        )
    board = _board(
        [_spell("Audit Spell", "Return target Character to its owner's hand.")],
        {
            "p1": {"hand": ["Audit Spell"], "mana": 1, "hero_expedition": ["Vanilla 1/1/1"]},
            "p2": {},
        },
        [{"play": {"card": "Audit Spell"}}, {"answer": ["Vanilla 1/1/1"]}],
    )
    cases.append(
        Case(
            "3.1.3.f hidden card moved",
            "a card in sight keeps its name",
            board,
            "returns",
            (),
            (),
            ("Vanilla 1/1/1",),
            ("the top card", "a card from", "its owner's"),
            table=True,
        )
    )
    return cases


_YARD = {
    "type": "Permanent",
    "zone_type": "Landmark",
    "hand_cost": 2,
    "reserve_cost": 2,
    "note": NOTE,
}


def _yard(name: str, add: str, text: str) -> dict[str, Any]:
    return {
        **_YARD,
        "name": name,
        "text": text,
        "abilities": [
            {
                "text": text,
                "passive": {
                    "also": {
                        "action": "exhaust",
                        "scope": "mine",
                        "watched": {"types": ["Character"]},
                        "add": add,
                    }
                },
            }
        ],
    }


def _named_twice() -> list[Case]:
    """6.2.i: one modifier's name applied twice to one atomic action."""
    boost = "If a Character you control would be exhausted, it also gains 1 boost."
    cards = [
        _yard("Audit Yard", "give_boost", boost),
        _yard("Audit Other Yard", "give_boost", boost),
        _spell("Audit Tire", "Exhaust target Character."),
    ]
    cases = []
    for name, landmarks, says, not_says in (
        (
            "two copies",
            [{"card": "Audit Yard", "ref": "a"}, {"card": "Audit Yard", "ref": "b"}],
            ("the first one", "the second one", "another Audit Yard adds"),
            (),
        ),
        (
            "two different modifiers",
            ["Audit Yard", "Audit Other Yard"],
            (),
            ("the first one", "the second one", "another "),
        ),
    ):
        board = _board(
            cards,
            {
                "p1": {
                    "hand": ["Audit Tire"],
                    "mana": 1,
                    "hero_expedition": ["Vanilla 2/2/2"],
                    "landmarks": landmarks,
                },
                "p2": {},
            },
            [{"play": {"card": "Audit Tire"}}, {"answer": ["Vanilla 2/2/2"]}],
        )
        cites = ("6.2.i",) if says else ()
        cases.append(
            Case("6.2.i named twice", name, board, "in this order", cites, (), says, not_says)
        )
    return cases


def _roll_kept() -> list[Case]:
    """7.3.33.c: the roll that counts, of several dice."""
    more = {
        **_YARD,
        "name": "Audit Dice Yard",
        "text": "If you would roll one or more dice, instead roll that many dice plus one and "
        "ignore the roll of your choice.",
        "read_text": True,
    }
    roll = _spell("Audit Roll", "Roll a die. On a 4+, draw a card.")
    cases = []
    for name, landmarks, (rolls, script), cites, not_cites, says, not_says in (
        (
            "two dice, one kept",
            ["Audit Dice Yard"],
            ([2, 5], [{"answer": "5"}]),
            ("7.3.33.c",),
            (),
            ("p1 rolls 2 dice (2 and 5) and keeps 5",),
            ("rolls a die (",),
        ),
        (
            "one die",
            [],
            ([5], []),
            (),
            ("7.3.33.c",),
            ("p1 rolls a die (5)",),
            ("keeps",),
        ),
    ):
        board = _board(
            [more, roll],
            {
                "p1": {
                    "hand": ["Audit Roll"],
                    "mana": 1,
                    "landmarks": landmarks,
                    "deck": ["Vanilla 1/1/1"],
                },
                "p2": {},
            },
            [{"play": {"card": "Audit Roll"}}, *script],
        )
        board["rolls"] = rolls
        cases.append(
            Case(
                "7.3.33.c roll kept",
                name,
                board,
                "Audit Roll: p1 rolls",
                cites,
                not_cites,
                says,
                not_says,
            )
        )
    return cases


def cases() -> list[Case]:
    return [
        *_part_ignored(),
        *_applies_once(),
        *_new_object(),
        *_keyword_lost(),
        *_arena(),
        *_hidden_moved(),
        *_named_twice(),
        *_roll_kept(),
    ]


def check(case: Case, folder: Path) -> tuple[bool, str]:
    """Whether the case's line cites what it must and nothing it must not; with the line."""
    result = boards.run_board(case.board, folder / "board.yaml")
    if isinstance(result, str):
        return False, f"does not load: {result}"
    problems = boards.run_problems(result, gaps=True)
    lines = [(t, r) for t, r in boards.engine_lines(result) if case.about in t]
    if case.table:
        told = [line.text for line in result.lines if line.source == "engine"]
        lines = [
            (t, r)
            for t, (_, r) in zip(told, boards.engine_lines(result), strict=True)
            if case.about in t
        ]
    if not lines:
        return False, f"no line names {case.about!r}" + (f" ({problems})" if problems else "")
    text, rules = lines[0]
    ok = set(case.cites) <= set(rules) and not set(case.not_cites) & set(rules)
    ok = ok and all(w in text for w in case.says) and not any(w in text for w in case.not_says)
    return ok, f"{text}  [{', '.join(rules)}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="print every checked line")
    args = parser.parse_args()
    watch = Stopwatch()
    wrong = 0
    kinds: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases():
            ok, line = check(case, Path(tmp))
            counts = kinds.setdefault(case.kind, [0, 0])
            counts[0 if ok else 1] += 1
            if not ok:
                wrong += 1
            if not ok or args.all:
                print(f"{'ok   ' if ok else 'WRONG'} {case.kind} — {case.name}: {line}")
    for kind, (right, bad) in kinds.items():
        print(f"  {kind:24} right {right:3}  wrong {bad:3}")
    print(f"cases: {sum(sum(c) for c in kinds.values())}, wrong: {wrong}")
    print(footer(watch))
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
