"""Each atomic action of 7.3, cited by its own most specific sub-rule however it occurs
(issue 31).

    .venv/bin/python benchmarks/atomic_action_citation_audit.py [--all]

The keyword audit asks each keyword and status at the events where its sub-rule decides;
this audit asks the same of the atomic actions of 7.3 (exhaust, ready, sacrifice, discard,
send to Reserve, return to Hand, create, gain and lose a status, boosts, counters, move
forward and backward, switch Expeditions, defect, draw, Resupply, roll, take control, …),
each in the ways it can occur: as a step of an effect, as a cost, "you may" declined (6.5.c),
impossible (the object already exhausted, not in play, a count of nothing: 1.4.1.c and the
action's own "cannot" rule), replaced (6.2, a token leaving play 2.1.e, Fleeting 2.4.7.d),
sent to a zone of a player who does not own the card (1.4.3.a).

For each (action, way) pair it builds a small board programmatically, runs it, and checks
that an engine line **naming the object** (or, for an action on an Expedition or a player,
any engine line) cites the rule that decides at that moment — read from CR 5.0, the table
``CASES`` — and that none of those lines cites the nearby rule that does not decide there
(``not_rule``: an impossible exhaust in an effect is 7.3.16.b, not the Remark of 2.4.6.a on
the {T} cost). Prints the pairs checked and the ones that fail, with what the lines said;
exits 1 when any does. ``--all`` prints every pair's lines.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import Stopwatch, footer

from scenarios.cards.library import default_library
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario

NAME = "Audit Subject"
"""The object the action is done to (a Character unless the case says otherwise)."""

SPELL = "Audit Spell"
"""The Spell p1 plays whose effect does the action."""

NOTE = "A test card of the atomic action citation audit."

Board = dict[str, Any]


def character(name: str = NAME, text: str = "", cost: int = 1) -> dict[str, Any]:
    """A 2/2/2 test Character printing ``text``."""
    return {
        "name": name,
        "type": "Character",
        "hand_cost": cost,
        "reserve_cost": cost,
        "forest": 2,
        "mountain": 2,
        "water": 2,
        "text": text,
        "read_text": bool(text),
        "note": NOTE,
    }


def spell(text: str, name: str = SPELL, cost: int = 1) -> dict[str, Any]:
    """A test Spell printing ``text``."""
    return {
        "name": name,
        "type": "Spell",
        "hand_cost": cost,
        "reserve_cost": cost,
        "text": text,
        "read_text": True,
        "note": NOTE,
    }


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


def _cases() -> list[Case]:
    exhausted = {"card": NAME, "statuses": ["Exhausted"]}
    asleep = {"card": NAME, "statuses": ["Asleep"]}
    boosted = {"card": NAME, "boosts": 2}
    kelon = {"card": NAME, "counters": {"Kelon": 2}}
    fleeting = {"card": NAME, "statuses": ["Fleeting"]}
    token = "Ordis Recruit"  # a token Character of the card library
    c: list[Case] = []

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
        c.append(Case(action, way, rule, build, not_rule, about, says))

    # 7.3.13 Exhaust
    add("exhaust", "effect", "7.3.13.a", lambda: effect("Exhaust target Character."))
    add(
        "exhaust",
        "effect, already exhausted",
        "7.3.16.b",
        lambda: effect("Exhaust target Character. Draw a card.", exhausted),
        not_rule=("2.4.6.a",),
    )
    add("exhaust", "cost {T}", "7.3.13.b", lambda: quick_action("{T}: Draw a card."))
    add(
        "exhaust",
        "cost {T}, already exhausted",
        "2.4.6.a",
        lambda: offered("{T}: Draw a card.", p1={"hero_expedition": [exhausted]}),
    )
    add(
        "exhaust",
        "you may, declined",
        "6.5.c",
        lambda: effect("You may exhaust target Character. Draw a card.", answers=[NAME, "no"]),
    )
    add(
        "exhaust",
        "in Reserve",
        "7.3.13.a",
        lambda: effect("Exhaust target card in your Reserve.", where="reserve"),
    )
    # 7.3.28 Ready
    add("ready", "effect", "7.3.28.a", lambda: effect("Ready target Character.", exhausted))
    add(
        "ready",
        "effect, not exhausted",
        "7.3.28.b",
        lambda: effect("Ready target Character. Draw a card."),
    )
    add(
        "ready",
        "in Reserve",
        "7.3.28.a",
        lambda: effect("Ready target card in your Reserve.", exhausted, where="reserve"),
    )
    # 7.3.16 / 7.3.21 Gain and lose a status
    add("gain a status", "effect", "7.3.16.a", lambda: effect("Target Character gains [[Asleep]]."))
    add(
        "gain a status",
        "effect, already has it",
        "7.3.16.b",
        lambda: effect("Target Character gains [[Asleep]]. Draw a card.", asleep),
    )
    add(
        "gain a status",
        "you may, declined",
        "6.5.c",
        lambda: effect(
            "You may have target Character gain [[Asleep]]. Draw a card.", answers=[NAME, "no"]
        ),
    )
    add(
        "lose a status",
        "effect",
        "7.3.21.a",
        lambda: effect("Target Character loses [[Asleep]].", asleep),
    )
    add(
        "lose a status",
        "effect, does not have it",
        "7.3.21.b",
        lambda: effect("Target Character loses [[Asleep]]. Draw a card."),
    )
    # 7.3.17 / 7.3.15 / 7.3.38 / 7.3.8 / 7.3.4 boosts and counters
    add("give boosts", "effect", "7.3.17.a", lambda: effect("Target Character gains 2 boosts."))
    add(
        "gain counters",
        "effect",
        "7.3.15.a",
        lambda: effect("Target Character gains 2 Kelon counters."),
    )
    add(
        "spend counters",
        "cost",
        "7.3.38.a",
        lambda: quick_action(
            "Spend 1 of my boosts: Draw a card.", p1={"hero_expedition": [boosted]}
        ),
    )
    add(
        "spend counters",
        "cost, too few",
        "7.3.38.b",
        lambda: offered("Spend 3 of my boosts: Draw a card.", p1={"hero_expedition": [boosted]}),
    )
    add(
        "double counters",
        "effect",
        "7.3.8.a",
        lambda: effect("Double the boosts of target Character.", boosted),
    )
    add(
        "double counters",
        "effect, none",
        "7.3.8.b",
        lambda: effect("Double the boosts of target Character. Draw a card."),
    )
    add("augment", "effect", "7.3.4.a", lambda: effect("Augment target Character.", kelon))
    # 7.3.36 Sacrifice / 7.3.7 Discard
    add("sacrifice", "effect", "7.3.36.a", lambda: effect("Sacrifice a Character.", answers=[NAME]))
    add(
        "sacrifice",
        "cost",
        "7.3.36.a",
        lambda: quick_action("Sacrifice a Character: Draw a card.", answers=[NAME]),
    )
    add(
        "sacrifice",
        "effect, a token",
        "7.3.36.b",
        lambda: effect("Sacrifice a Character.", token, answers=[token]),
        about=token,
    )
    add(
        "sacrifice",
        "effect, none controlled",
        "7.3.36.a",
        lambda: effect("Sacrifice a Character. Draw a card.", owner="p2"),
        about="",
    )
    add("discard", "effect, in play", "7.3.7.a", lambda: effect("Discard target Character."))
    add(
        "discard",
        "effect, a token",
        "2.1.e",
        lambda: effect("Discard target Character.", token),
        about=token,
    )
    add(
        "discard",
        "effect, in Reserve",
        "7.3.7.a",
        lambda: effect("Discard target card in your Reserve.", where="reserve"),
    )
    # 7.3.37 / 7.3.32 Send and return
    add(
        "send to Reserve", "effect", "7.3.37.a", lambda: effect("Send target Character to Reserve.")
    )
    add(
        "send to Reserve",
        "effect, a token",
        "2.1.e",
        lambda: effect("Send target Character to Reserve.", token),
        about=token,
    )
    add(
        "send to Reserve",
        "effect, Fleeting (replaced)",
        "2.4.7.d",
        lambda: effect("Send target Character to Reserve.", fleeting),
    )
    add(
        "send to Reserve",
        "effect, another player's card",
        "1.4.3.a",
        lambda: effect("Send target Character to Reserve.", owner="p2"),
        not_rule=("1.1.3.d",),
    )
    add(
        "return to Hand",
        "effect",
        "7.3.32.a",
        lambda: effect("Return target Character to its owner's hand."),
    )
    add(
        "return to Hand",
        "effect, a token",
        "2.1.e",
        lambda: effect("Return target Character to its owner's hand.", token),
        about=token,
    )
    add(
        "send to Reserve",
        "replaced by a passive (6.2)",
        "6.2.b",
        lambda: effect(
            "Send target Character to Reserve.",
            subject_card=character(
                text="If I would be sent to Reserve, return me to my owner's hand instead."
            ),
        ),
    )
    # 7.3.5 Create
    add(
        "create",
        "effect",
        "7.3.5.a",
        lambda: effect(
            "Create an Ordis Recruit 1/1/1 Soldier token in your hero Expedition.", None
        ),
        about="",
    )
    # 7.3.25 / 7.3.24 Move forward and backward
    add(
        "move forward",
        "effect",
        "7.3.25.a",
        lambda: effect("Your hero Expedition moves forward one region.", None),
        about="",
    )
    add(
        "move forward",
        "effect, in the opposite region",
        "7.3.25.c",
        lambda: effect(
            "Your hero Expedition moves forward one region. Draw a card.",
            None,
            p1={"hero_position": 7},
        ),
        about="",
    )
    add(
        "move backward",
        "effect",
        "7.3.24.a",
        lambda: effect(
            "Your hero Expedition moves backwards one region.", None, p1={"hero_position": 2}
        ),
        about="",
    )
    add(
        "move backward",
        "effect, in its region of origin",
        "7.3.24.b",
        lambda: effect("Your hero Expedition moves backwards one region. Draw a card.", None),
        about="",
    )
    # 7.3.39 Switch / 7.3.6 Defect / 7.3.40 Take control
    add(
        "switch Expeditions",
        "effect",
        "7.3.39.a",
        lambda: effect("Target Character switches Expeditions."),
    )
    add("defect", "effect", "7.3.6.a", lambda: effect("Target Character defects."))
    add(
        "take control",
        "effect",
        "7.3.40.a",
        lambda: effect("Take control of target Character.", owner="p2", answers=[NAME, "hero"]),
    )
    add(
        "take control",
        "effect, already controlled",
        "7.3.40.d",
        lambda: effect("Take control of target Character. Draw a card."),
    )
    # 7.3.9 Draw / 7.3.31 Resupply / 7.3.33 Roll / 7.3.35 Sabotage
    add("draw", "effect", "7.3.9.a", lambda: effect("Draw a card.", None), about="")
    add("resupply", "effect", "7.3.31.a", lambda: effect("Resupply.", None), about="")
    add(
        "resupply",
        "effect, empty Deck and Discard pile",
        "7.3.31.c",
        lambda: effect("Resupply. Draw a card.", None, p1={"deck": []}),
        about="",
    )
    add(
        "roll a die",
        "effect",
        "7.3.33.a",
        lambda: effect("Roll a die. On a 1-3, draw a card.", None, rolls=[2]),
        about="",
    )
    add(
        "sabotage",
        "effect",
        "7.3.35.a",
        lambda: effect("Sabotage.", owner="p2", where="reserve", answers=[[NAME]]),
    )
    add(
        "ascend",
        "effect",
        "7.3.3.a",
        lambda: effect("Your hero Expedition ascends.", None),
        about="",
    )
    # more ways: the object owned by the other player, a token or Fleeting where the rule
    # does not act, modifiers, counts of nothing
    taken = {"card": NAME, "owner": "p2"}
    add(
        "send to Reserve",
        "effect, a Character taken from its owner",
        "1.4.3.a",
        lambda: effect("Send target Character to Reserve.", taken),
    )
    add(
        "sacrifice",
        "effect, a Character taken from its owner",
        "1.4.3.a",
        lambda: effect("Sacrifice a Character.", taken, answers=[NAME]),
    )
    add(
        "return to Hand",
        "effect, a Character taken from its owner",
        "7.3.32.a",
        lambda: effect("Return target Character to its owner's hand.", taken),
    )
    add(
        "sacrifice",
        "effect, Fleeting (not going to Reserve)",
        "7.3.36.a",
        lambda: effect("Sacrifice a Character.", fleeting, answers=[NAME]),
        not_rule=("2.4.7.d",),
    )
    add(
        "return to Hand",
        "effect, Fleeting (not going to Reserve)",
        "7.3.32.a",
        lambda: effect("Return target Character to its owner's hand.", fleeting),
        not_rule=("2.4.7.d",),
    )
    add(
        "switch Expeditions",
        "effect, a token (stays in the Expedition zone)",
        "7.3.39.b",
        lambda: effect("Target Character switches Expeditions.", token),
        about=token,
        not_rule=("2.1.e",),
    )
    add(
        "sacrifice",
        "replaced by a passive (6.2), still a sacrifice",
        "7.3.36.b",
        lambda: effect(
            "Sacrifice a Character.",
            answers=[NAME],
            subject_card=character(text="If I would be sacrificed, send me to Reserve instead."),
        ),
    )
    add(
        "discard",
        "replaced by a passive (6.2)",
        "6.2.b",
        lambda: effect(
            "Discard target Character.",
            subject_card=character(
                text="If I would be discarded, return me to my owner's hand instead."
            ),
        ),
    )
    add(
        "move forward",
        "effect, farther than the opposite region",
        "7.3.25.d",
        lambda: effect(
            "Your hero Expedition moves forward two regions.", None, p1={"hero_position": 6}
        ),
        about="",
    )
    add(
        "move backward",
        "effect, farther than its region of origin",
        "7.3.24.c",
        lambda: effect(
            "Your hero Expedition moves backwards two regions.", None, p1={"hero_position": 1}
        ),
        about="",
    )
    add(
        "move forward",
        "you may, declined",
        "6.5.c",
        lambda: effect(
            "You may have your hero Expedition move forward one region. Draw a card.",
            None,
            answers=["no"],
        ),
        about="",
    )
    add(
        "draw",
        "effect, empty Deck",
        "3.2.2.e",
        lambda: effect("Draw a card.", None, p1={"deck": []}),
        about="",
    )
    add(
        "resupply",
        "effect, empty Deck, a Discard pile",
        "7.3.31.c",
        lambda: effect("Resupply.", None, p1={"deck": [], "discard": ["Vanilla 2/2/2"]}),
        about="",
    )
    add(
        "exhausted resupply",
        "effect",
        "7.3.14.a",
        lambda: effect("Exhausted Resupply.", None),
        about="",
    )
    add(
        "exchange boosts",
        "effect",
        "7.3.11.a",
        lambda: effect(
            "Exchange the boosts of two target Characters.",
            boosted,
            p1={"companion_expedition": ["Vanilla 1/1/1"]},
            answers=[[NAME, "Vanilla 1/1/1"]],
        ),
    )
    add(
        "exchange boosts",
        "effect, as many",
        "7.3.11.b",
        lambda: effect(
            "Exchange the boosts of two target Characters. Draw a card.",
            p1={"companion_expedition": ["Vanilla 1/1/1"]},
            answers=[[NAME, "Vanilla 1/1/1"]],
        ),
    )
    add(
        "give boosts",
        "effect, in Reserve",
        "7.3.17.a",
        lambda: effect("Target card in your Reserve gains 2 boosts.", where="reserve"),
    )
    add(
        "lose a status",
        "Boosted directly",
        "2.4.5.b",
        lambda: effect("Target Character loses [[Boosted]]. Draw a card.", boosted),
    )
    add(
        "ascend",
        "effect, already Ascended",
        "7.3.16.b",
        lambda: effect(
            "Your hero Expedition ascends. Draw a card.", None, p1={"ascended": ["hero"]}
        ),
        about="",
    )
    add(
        "take control",
        "effect, a Landmark",
        "7.3.40.b",
        lambda: effect(
            "Take control of target Permanent.",
            "Audit Landmark",
            owner="p2",
            answers=["Audit Landmark"],
            where="landmarks",
            subject_card=landmark(""),
        ),
        about="Audit Landmark",
    )
    add(
        "take control",
        "effect, a token (stays in the Expedition zone)",
        "7.3.40.a",
        lambda: effect(
            "Take control of target Character.", token, owner="p2", answers=[token, "hero"]
        ),
        about=token,
        not_rule=("2.1.e",),
    )
    (
        add(
            "gain a status",
            "Fleeting, on a Character",
            "7.3.16.a",
            lambda: effect("Target Character gains [[Fleeting]]."),
        ),
    )
    add(
        "discard",
        "cost, a card from Hand",
        "7.3.7.a",
        lambda: quick_action(
            "{T}, Discard a card from your hand: Draw a card.",
            answers=[["Vanilla 2/2/2"]],
            p1={"hand": ["Vanilla 2/2/2"]},
        ),
        about="Vanilla 2/2/2",
    )
    # "You may exhaust me to …": an exhaust that is a cost inside an effect (6.5.f)
    add("exhaust", "cost in an effect", "7.3.13.a", lambda: exhaust_me_to(ready=True))
    add(
        "exhaust",
        "cost in an effect, already exhausted",
        "7.3.16.b",
        lambda: exhaust_me_to(ready=False),
        not_rule=("2.4.6.a",),
    )
    # a "can't" (1.4.1.a) on the action, in an effect and in a cost
    cant_exhaust = landmark("Characters can't be exhausted.", "Audit Ward")
    add(
        "exhaust",
        "effect, a 'can't' forbids it",
        "1.4.1.a",
        lambda: effect(
            "Exhaust target Character. Draw a card.",
            extra_cards=[cant_exhaust],
            p1={"landmarks": ["Audit Ward"]},
        ),
    )
    add(
        "exhaust",
        "cost {T}, a 'can't' forbids it",
        "1.4.1.b",
        lambda: (
            offered("{T}: Draw a card.", p1={"landmarks": ["Audit Ward"]})
            | {"cards": [character(text="{T}: Draw a card."), cant_exhaust]}
        ),
    )
    add(
        "gain a status",
        "effect, a 'can't' forbids it",
        "1.4.1.a",
        lambda: effect(
            "Target Character gains [[Anchored]]. Draw a card.",
            extra_cards=[landmark("Characters can't gain [[Anchored]].", "Audit Ward")],
            p1={"landmarks": ["Audit Ward"]},
        ),
    )
    add(
        "sacrifice",
        "cost, nothing to sacrifice",
        "7.3.36.a",
        lambda: board(
            [landmark("Sacrifice a Character: Draw a card.", NAME)],
            {"landmarks": [NAME], "deck": ["Vanilla 1/1/1"]},
        ),
    )
    add(
        "sacrifice",
        "you may, declined (a cost in an effect)",
        "6.5.c",
        lambda: effect("You may sacrifice a Character. If you do, draw two cards.", answers=["no"]),
        about="",
    )
    add(
        "take control",
        "effect, not in play",
        "7.3.40.c",
        lambda: effect(
            "Take control of target card in a Reserve. Draw a card.", owner="p2", where="reserve"
        ),
    )
    add(
        "create",
        "effect, in an opponent's Expedition",
        "1.1.7.b",
        lambda: board(
            [],  # a card of the library: "Create a Woollyback 1/1/1 Animal token in target
            # opponent's Companion Expedition (...)."
            {"hand": ["Woolly Woolly Field"], "mana": 2},
            script=[{"play": {"card": "Woolly Woolly Field"}}, {"answer": "p2"}],
        ),
        about="Woollyback",
    )
    add(
        "exchange",
        "effect, Reserve and Hand",
        "7.3.12.a",
        lambda: effect(
            "Exchange target card in your Reserve with a card from your hand.",
            where="reserve",
            p1={"hand": ["Vanilla 2/2/2"]},
            answers=[NAME, "Vanilla 2/2/2"],
        ),
        not_rule=("1.4.3.a",),  # both are p1's: no card would go to another player's zone
    )
    add(
        "exchange",
        "effect, with a card in another player's Reserve",
        "1.4.3.a",
        lambda: effect(
            "Exchange target card in a Reserve with a card from your hand.",
            owner="p2",
            where="reserve",
            p1={"hand": ["Vanilla 2/2/2"]},
            answers=[NAME, "Vanilla 2/2/2"],
        ),
    )
    add(
        "exchange",
        "effect, an empty Hand",
        "7.3.12.b",
        lambda: effect(
            "Exchange target card in your Reserve with a card from your hand. Draw a card.",
            where="reserve",
            answers=[],
        ),
        about="",
    )
    add(
        "double counters",
        "effect, boosts",
        "2.5.1.a",
        lambda: effect("Double the boosts of target Character.", boosted),
    )
    # 5.2: the status a card gets, or does not get, from where it is played
    add(
        "play",
        "Character from Hand: not Fleeting",
        "5.2.1.b",
        lambda: board(
            [character()],
            {"hand": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "to": "hero"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Character from Reserve: Fleeting",
        "5.2.1.b",
        lambda: board(
            [character()],
            {"reserve": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "from": "reserve", "to": "hero"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Character from Reserve: Fleeting as it enters",
        "5.2.1.c",
        lambda: board(
            [character()],
            {"reserve": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "from": "reserve", "to": "hero"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Spell from Hand: not Fleeting",
        "5.2.4.a",
        lambda: board(
            [spell("Draw a card.", NAME)],
            {"hand": [NAME], "mana": 1, "deck": ["Vanilla 1/1/1"]},
            script=[{"play": {"card": NAME}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Spell from Reserve: Fleeting",
        "5.2.4.a",
        lambda: board(
            [spell("Draw a card.", NAME)],
            {"reserve": [NAME], "mana": 1, "deck": ["Vanilla 1/1/1"]},
            script=[{"play": {"card": NAME, "from": "reserve"}}],
        ),
        says="Fleeting",
    )
    add(
        "play",
        "Landmark from Reserve: never Fleeting",
        "5.2.3.a",
        lambda: board(
            [landmark("", NAME)],
            {"reserve": [NAME], "mana": 1},
            script=[{"play": {"card": NAME, "from": "reserve"}}],
        ),
        says="Fleeting",
    )
    return c


CASES: list[Case] = _cases()
"""Every (action, way) pair asked, with the rule that decides there."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One pair run: the lines that speak of its object, with their rules."""

    case: Case
    lines: tuple[tuple[str, tuple[str, ...]], ...]
    error: str = ""
    wrong_rules: tuple[str, ...] = field(default=())

    @property
    def cited(self) -> bool:
        return any(self.case.rule in rules and self.case.says in text for text, rules in self.lines)

    @property
    def right(self) -> bool:
        return not self.error and self.cited and not self.wrong_rules


def run_case(case: Case, folder: Path) -> Outcome:
    """Build, load and run one pair's board; the engine lines naming its object."""
    from scenarios.errors import LoadError

    path = folder / f"{case.action}_{case.way}.yaml".replace(" ", "_").replace(",", "")
    path.write_text(yaml.safe_dump(case.build(), sort_keys=False), encoding="utf-8")
    try:
        scenario = load_scenario(path, default_library())
    except LoadError as exc:
        return Outcome(case, (), f"board does not load: {exc.messages[0]}")
    result = run_scenario(scenario)
    lines = tuple(
        (line.shown(), tuple(dict.fromkeys((*line.shown_rules(), *line.action_rules))))
        for line in result.lines
        if line.source == "engine" and (not case.about or case.about in line.shown())
    )
    wrong = tuple(r for r in case.not_rule if any(r in rules for _, rules in lines))
    return Outcome(case, lines, "; ".join(result.errors), wrong)


def audit(folder: Path) -> list[Outcome]:
    """Every pair of ``CASES`` run in ``folder``."""
    return [run_case(case, folder) for case in CASES]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every pair's lines")
    args = parser.parse_args()
    watch = Stopwatch()
    with tempfile.TemporaryDirectory() as tmp:
        outcomes = audit(Path(tmp))
    wrong = [o for o in outcomes if not o.right]
    print(f"atomic actions: {len({o.case.action for o in outcomes})}")
    print(f"(action, way) pairs: {len(outcomes)}")
    print(f"  whose trace does not cite the deciding rule (or cites the nearby one): {len(wrong)}")
    for o in outcomes if args.all else wrong:
        c = o.case
        mark = "ok " if o.right else ("NEARBY" if o.wrong_rules else "MISSING")
        extra = f"  cites {', '.join(o.wrong_rules)} instead" if o.wrong_rules else ""
        print(f"  {mark} {c.action} / {c.way}: {c.rule}{extra}{'  ' + o.error if o.error else ''}")
        for text, rules in o.lines[:8]:
            print(f"        {text[:150]}  [{', '.join(rules)}]")
    print(f"\n{footer(watch)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main())
