"""Does the grammar read what an effect DOES, in every slot of the output's language? (issue 30)

    .venv/bin/python benchmarks/output_audit.py [--list] [--dimension DIM] [--wrong]

A generative audit of outputs (6.5: an effect's steps). It crosses the dimensions the cards'
language combines in one step, each taken from the CR's vocabulary, never from card texts:

- the atomic action (every keyword action of CR 7.3 an effect orders; 7.3.1 Activate, 7.3.10
  Enter Play, 7.3.19 Ignore, 7.3.20 Leave Play, 7.3.22 / 29 / 30 gifts and tokens received,
  7.3.2 After You are event descriptors or the player's own, not steps on an object), said
  the two ways cards print it: the imperative ("Exhaust [object]") and the object as subject
  ("[Object] gains 2 boosts");
- its object slot: the object phrases of 6.5.b (a target, another target, up to N targets, a
  target with a controller, each / a group one controls, one chosen, "me", "it"/"them" back);
- its amount slot (7.3.9, 7.3.15, 7.3.17): fixed, X where X is a count, "for each",
  "equal to [characteristic] of [reference]", "that many", "plus one";
- its duration (2.2.15): "until end of turn", "this turn", "until the end of the Day", and
  delayed steps as their own sentence "At [phase], [step]" on what the step before acted on
  (2.2.2.m, 6.3.i);
- optionality ("You may", 6.5.c; "up to", 6.5.b) and reference back ("it", "them", 6.1.e).

Each sentence comes with what it must mean: the parts of the reading (action, object, amount,
status, counter, duration, optional) the generator put in. A sentence is *read* when the
grammar alone (the printed reader with its sentence patterns off) executes its ability, and
*read right* when every expected part is in the reading. A reading that runs but misses a
part is counted *read wrong* and listed with ``--wrong`` (precision first: worse than unread).
"""

from __future__ import annotations

import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_dimension_audit

ANY = object()
"""An expected part whose value the generator does not fix (it is there)."""


@dataclass(frozen=True)
class Case:
    """One generated sentence, the dimension values it crosses, and what it must mean: each
    expectation is a step (a partial reading) that must be somewhere in the effect."""

    text: str
    dims: tuple[tuple[str, str], ...]
    expect: tuple[dict[str, Any], ...] = field(default=())


# ------------------------------------------------------------------- the object slot (6.5.b)
@dataclass(frozen=True)
class Obj:
    text: str
    plural: bool
    reading: dict[str, Any]
    form: str


OBJECTS = (
    Obj("target Character", False, {"subject": "target_character"}, "target"),
    Obj(
        "another target Character",
        False,
        {"subject": "target_character", "filter": {"another": True}},
        "another target",
    ),
    Obj("up to two target Characters", True, {"subject": "target_character", "up_to": 2}, "up to"),
    Obj(
        "target Character you control",
        False,
        {"subject": "target_character", "filter": {"controller": "you"}},
        "target you control",
    ),
    Obj(
        "target Character an opponent controls",
        False,
        {"subject": "target_character", "filter": {"controller": "opponent"}},
        "target opponent controls",
    ),
    Obj("each Character you control", False, {"subject": "characters_you_control"}, "each"),
    Obj("a Character you control", False, {"subject": "a_character_you_control"}, "chosen"),
    Obj("me", False, {"subject": "self"}, "me"),
    Obj("target Permanent", False, {"subject": "target_permanent"}, "target Permanent"),
)
IT_BEFORE = "Ready target Character. "
"""A step before whose object "it" names again (6.1.e)."""
THEM_BEFORE = "Up to two target Characters gain 1 boost. "


def _subject_text(obj: Obj) -> str:
    return "I" if obj.text == "me" else obj.text[0].upper() + obj.text[1:]


def _agree(obj: Obj, verb: str) -> str:
    """The verb agreeing with its subject ("I gain", "each … gains", "up to two … gain")."""
    if obj.text == "me" or obj.plural:
        return verb
    if verb.endswith(("s", "sh", "ch")):
        return verb + "es"
    return verb + "s"


# ------------------------------------------------------------------- atomic actions (7.3)
@dataclass(frozen=True)
class Act:
    """An atomic action on an object: its rule, how it is printed imperatively ("{o}" the
    object) or with the object as subject ("{s}" the subject, "{v}" the verb agreeing), and
    the reading it makes."""

    rule: str
    imperative: str
    subject_form: str
    verb: str
    reading: dict[str, Any]
    counter_only: bool = False  # objects with counters: Characters (not "target Permanent")


ACTIONS = (
    Act("7.3.13", "Exhaust {o}", "", "", {"action": "exhaust"}),
    Act("7.3.28", "Ready {o}", "", "", {"action": "ready"}),
    Act("7.3.36", "Sacrifice {o}", "", "", {"action": "sacrifice"}),
    Act("7.3.37", "Send {o} to Reserve", "", "", {"action": "send", "to": "reserve"}),
    Act("7.3.27", "Put {o} in Reserve", "", "", {"action": "put", "to": "reserve"}),
    Act("7.3.32", "Return {o} to its owner's hand", "", "", {"action": "return", "to": "hand"}),
    Act("7.3.7", "Discard {o}", "", "", {"action": "discard"}),
    Act("7.3.16", "", "{s} {v} Anchored", "gain", {"action": "gain_status", "status": "Anchored"}),
    Act("7.3.21", "", "{s} {v} Fleeting", "lose", {"action": "lose_status", "status": "Fleeting"}),
    Act("7.3.17", "", "{s} {v} 2 boosts", "gain", {"action": "give_boost", "amount": 2}, True),
    Act(
        "7.3.15",
        "",
        "{s} {v} 2 Arcane counters",
        "gain",
        {"action": "gain_counters", "amount": 2, "counter": "Arcane"},
        True,
    ),
    Act(
        "7.3.8",
        "Double the boosts of {o}",
        "",
        "",
        {"action": "double_counters", "counter": "boost"},
        True,
    ),
    Act("7.3.8", "Double the counters of {o}", "", "", {"action": "double_counters"}, True),
    Act(
        "7.3.38",
        "",
        "{s} {v} all its boosts",
        "lose",
        {"action": "remove_counters", "counter": "boost", "all_counters": True},
        True,
    ),
    Act("7.3.21", "", "{s} {v} all its statuses", "lose", {"action": "lose_status"}),
    Act("7.3.39", "", "{s} {v} Expeditions", "switch", {"action": "switch_expeditions"}, True),
    Act("7.3.40", "Take control of {o}", "", "", {"action": "take_control"}),
    Act("7.3.4", "Augment {o}", "", "", {"action": "augment"}, True),
    Act(
        "7.3.12",
        "Exchange {o} with target Character in your Reserve",
        "",
        "",
        {"action": "exchange", "other": ANY},
        True,
    ),
    Act(
        "7.3.11",
        "",
        "{s} and target Character an opponent controls exchange their boosts",
        "",
        {"action": "exchange_boosts"},
        True,
    ),
)


def _said(act: Act, obj: Obj, text: str | None = None) -> str | None:
    """The sentence of ``act`` on ``obj`` (``text`` said for the object, "it"/"them")."""
    said = text or obj.text
    if act.imperative:
        return act.imperative.format(o=said)
    if act.rule == "7.3.11" and (obj.plural or obj.text.startswith("each") or said == "me"):
        return None  # two objects exchange: the first is one object (7.3.11.a)
    plural = obj.plural if text is None else text == "them"
    subject = {"it": "It", "them": "They"}.get(said) or _subject_text(obj)
    verb = act.verb if plural or said == "me" else _agree(Obj(said, False, {}, ""), act.verb)
    sentence = act.subject_form.format(s=subject, v=verb)
    if said == "me":
        return sentence.replace(" its ", " my ")
    return sentence.replace(" its ", " their ") if plural else sentence


def _may(expect: Any) -> Any:
    if isinstance(expect, list):
        return [_may(e) for e in expect]
    return {**expect, "may": True}


def action_cases() -> list[Case]:
    """Every atomic action × every object phrase, plain and with "You may" (6.5.c)."""
    found: list[Case] = []
    for act in ACTIONS:
        for obj in OBJECTS:
            if act.counter_only and obj.form == "target Permanent":
                continue
            if act.rule == "7.3.12" and obj.form in ("each", "up to"):
                continue  # an exchange is of one object with one (7.3.12.a)
            if act.rule == "7.3.40" and obj.form in ("each", "chosen", "me"):
                continue  # one takes control of what one does not control (7.3.40.a)
            text = _said(act, obj)
            if text is None:
                continue
            expect: Any = {**act.reading, **obj.reading}
            if act.rule == "7.3.12":  # the same exchange either way round (7.3.12.a)
                other = {"action": "exchange", "subject": "target_card_in_your_reserve"}
                expect = [expect, {**other, "other": obj.reading["subject"]}]
            if act.rule == "7.3.11":  # the same exchange either way round (7.3.11.a)
                other = {"action": "exchange_boosts", "subject": "target_character"}
                mine = {**other, "filter": {"controller": "opponent"}}
                expect = [expect, {**mine, "other": obj.reading["subject"]}]
            dims = (("action", f"{act.rule} {act.reading['action']}"), ("object", obj.form))
            found.append(Case(f"{{J}} {text}.", (*dims, ("may", "no")), (expect,)))
            if act.imperative:
                may = f"{{J}} You may {text[0].lower()}{text[1:]}."
                found.append(Case(may, (*dims, ("may", "you may")), (_may(expect),)))
        for before, word in ((IT_BEFORE, "it"), (THEM_BEFORE, "them")):
            text = _said(act, OBJECTS[0], word)
            if text is None:
                continue
            expect = {**act.reading, "subject": "it"}
            dims = (("action", f"{act.rule} {act.reading['action']}"), ("object", f"'{word}'"))
            found.append(Case(f"{{J}} {before}{text}.", (*dims, ("refback", word)), (expect,)))
    return found


# ------------------------------------------------------------------- the amount slot
AMOUNTS = (
    ("two", {"amount": 2}, "fixed"),
    ("X", {"per": ANY}, "X where X is", ", where X is the number of cards in your hand"),
    ("a", {"per": ANY}, "for each", " for each Character you control"),
    ("", {"per": ANY}, "equal to my Hand Cost", " equal to my Hand Cost"),
    ("X", {"per": ANY}, "X plus one", ", where X is the number of cards in your hand plus one"),
    ("up to two", {"amount": "X", "amounts": [0, 1, 2]}, "up to N"),
)
COUNTED = (
    ("Draw {n} card{pl}{tail}", {"action": "draw"}, "7.3.9 draw"),
    ("Target Character gains {n} boost{pl}{tail}", {"action": "give_boost"}, "7.3.17 give_boost"),
    (
        "I gain {n} Arcane counter{pl}{tail}",
        {"action": "gain_counters", "counter": "Arcane"},
        "7.3.15 gain_counters",
    ),
    (
        "Create {n} [Ordis Recruit 1/1/1] Soldier token{pl} in my Expedition{tail}",
        {"action": "create"},
        "7.3.5 create",
    ),
)


def amount_cases() -> list[Case]:
    """Every counted action × every way of saying its number."""
    found: list[Case] = []
    for pattern, reading, action in COUNTED:
        for amount in AMOUNTS:
            n, expect, form = amount[0], amount[1], amount[2]
            tail = amount[3] if len(amount) > 3 else ""
            if form == "fixed":
                text = pattern.format(n="two", pl="s", tail="")
            elif n == "":
                text = pattern.format(n="", pl="s", tail=tail).replace("  ", " ")
                text = text.replace("gain Arcane", "gain Arcane").replace("Create  ", "Create ")
            else:
                one = n == "a"
                text = pattern.format(n=n if not one else "a", pl="" if one else "s", tail=tail)
            text = text.replace("Create a [", "Create an [").replace("Create  [", "Create [")
            if text.startswith("Create ") and form == "equal to my Hand Cost":
                text = text.replace("Create [", "Create [", 1)
            found.append(
                Case(
                    f"{{J}} {text}.",
                    (("action", action), ("amount", form)),
                    ({**reading, **expect},),
                )
            )
    # "that many" and "its [characteristic]" name what a step before did (6.1.e)
    found.append(
        Case(
            "{J} Sacrifice a Character. If you do, draw cards equal to its Hand Cost.",
            (("action", "7.3.9 draw"), ("amount", "equal to its Hand Cost")),
            ({"action": "draw", "per": ANY},),
        )
    )
    found.append(
        Case(
            "{J} Discard up to two cards from your hand. Draw that many cards.",
            (("action", "7.3.9 draw"), ("amount", "that many")),
            ({"action": "draw", "per": ANY},),
        )
    )
    return found


# ------------------------------------------------------------------- durations (2.2.15)
DURATIONS = (
    ("until end of turn", "this turn"),
    ("this turn", "this turn"),
    ("until the end of the Day", "this Day"),
    ("this Day", "this Day"),
)
LASTING = (
    ("{s} {v} [[Tough 1]] {d}", "gain", {"keyword": "Tough 1"}, "keyword gained"),
    ("{s} can't be sacrificed {d}", "", {"cant_be": ["sacrifice"]}, "can't be"),
    ("{s} can't gain boosts {d}", "", {"cant_be": ["gain_boosts"]}, "can't gain boosts"),
)
LASTING_OBJECTS = (
    OBJECTS[0],
    OBJECTS[5],
    OBJECTS[7],
    Obj("Characters you control", True, {"subject": "characters_you_control"}, "group"),
)


def duration_cases() -> list[Case]:
    """Every change for a time × object × duration."""
    found: list[Case] = []
    for pattern, verb, lasting, what in LASTING:
        for obj in LASTING_OBJECTS:
            for said, duration in DURATIONS:
                subject = _subject_text(obj)
                text = pattern.format(s=subject, v=_agree(obj, verb) if verb else "", d=said)
                expect = {
                    "action": "ongoing",
                    **obj.reading,
                    "ongoing": {"duration": duration, **lasting},
                }
                dims = (("duration", said), ("lasting", what), ("object", obj.form))
                found.append(Case(f"{{J}} {text}.", dims, (expect,)))
    return found


# ------------------------------------------------------------------- delayed steps (2.2.2.m)
DELAYED = (
    ("At Dusk", "Dusk"),
    ("At Night", "Night"),
    ("At the start of the next Dusk", "Dusk"),
    ("At the next Dusk", "Dusk"),
    ("At the end of the turn", "end of the turn"),
)
DELAYED_STEPS = (
    ("send {o} to Reserve", {"action": "send", "to": "reserve"}),
    ("return {o} to its owner's hand", {"action": "return", "to": "hand"}),
    ("exhaust {o}", {"action": "exhaust"}),
    ("sacrifice {o}", {"action": "sacrifice"}),
    ("{O} {v} all its boosts", {"action": "remove_counters", "all_counters": True}),
)


def delayed_cases() -> list[Case]:
    """A delayed step as its own sentence after a step, on "it" or "them" (6.3.i)."""
    found: list[Case] = []
    for head, at in DELAYED:
        for step, reading in DELAYED_STEPS:
            for before, word in ((IT_BEFORE, "it"), (THEM_BEFORE, "them")):
                verb = "loses" if word == "it" else "lose"
                said = step.format(o=word, O=word, v=verb)
                if word == "them":
                    said = said.replace("its owner's hand", "their owners' hands")
                if word == "them" and "{O}" in step:
                    said = "each of them loses all its boosts"
                text = f"{{J}} {before}{head}, {said}."
                expect = {"ongoing": {"at": at, "delayed": [{**reading, "subject": "it"}]}}
                dims = (
                    ("delayed", head),
                    ("refback", word),
                    ("delayed step", str(reading["action"])),
                )
                found.append(Case(text, dims, (expect,)))
    return found


# ------------------------------------------------------------------- players' and places' steps
PLAYER_STEPS = (
    ("Draw two cards", {"action": "draw", "amount": 2}, "7.3.9 draw"),
    ("Resupply", {"action": "resupply"}, "7.3.31 resupply"),
    ("Exhausted Resupply", {"action": "exhausted_resupply"}, "7.3.14 exhausted_resupply"),
    ("Sabotage", {"action": "sabotage"}, "7.3.35 sabotage"),
    ("Each player draws a card", {"action": "draw", "subject": "each_player"}, "7.3.9 draw"),
    (
        "Target opponent discards a card from their hand",
        {"action": "discard", "subject": "a_card_from_target_opponents_hand"},
        "7.3.7 discard",
    ),
    (
        "Put the top card of your deck in your Mana zone",
        {"action": "put", "to": "mana"},
        "7.3.27 put",
    ),
    (
        "Put the top card of your deck in your Mana zone exhausted",
        {"action": "put", "to": "mana"},
        "7.3.27 put",
    ),
    ("Target Expedition ascends", {"action": "ascend"}, "7.3.3 ascend"),
    (
        "My Expedition moves forward one region",
        {"action": "move_forward", "subject": "my_expedition"},
        "7.3.25 move_forward",
    ),
    (
        "My Expedition moves backwards one region",
        {"action": "move_backwards", "subject": "my_expedition"},
        "7.3.24 move_backwards",
    ),
    ("Rush", {"action": "rush"}, "7.3.34 rush"),
)
PLACES = (
    ("my Expedition", "my_expedition"),
    ("the Expedition facing me", "the_expedition_facing_me"),
    ("the Expedition facing mine", "the_expedition_facing_me"),
    ("target Expedition", "target_expedition"),
)
TOKEN_TAILS: tuple[tuple[str, dict[str, Any], str], ...] = (
    ("", {}, "plain"),
    (" with [[Eternal]]", {"token_keywords": ["Eternal"]}, "with a keyword"),
    (" that gains 1 boost", {"then": [{"action": "give_boost", "subject": "it"}]}, "that gains"),
)


def player_cases() -> list[Case]:
    """The steps a player does (7.3) and tokens created in every place, with what the token
    has (7.3.5.a): plain and with "You may" (6.5.c)."""
    found: list[Case] = []
    for text, reading, action in PLAYER_STEPS:
        dims = (("action", action), ("object", "player"))
        found.append(Case(f"{{J}} {text}.", (*dims, ("may", "no")), (reading,)))
        may = f"{{J}} You may {text[0].lower()}{text[1:]}."
        if not text.startswith(("Each", "Target", "My")):
            found.append(Case(may, (*dims, ("may", "you may")), ({**reading, "may": True},)))
    for place, subject in PLACES:
        for tail, more, what in TOKEN_TAILS:
            text = f"{{J}} Create an [Ordis Recruit 1/1/1] Soldier token in {place}{tail}."
            expect = {"action": "create", "subject": subject, **more}
            made = (("action", "7.3.5 create"), ("token place", place), ("token has", what))
            found.append(Case(text, made, (expect,)))
    return found


def cases() -> list[Case]:
    return [
        *action_cases(),
        *amount_cases(),
        *duration_cases(),
        *delayed_cases(),
        *player_cases(),
    ]


# ------------------------------------------------------------------- checking
def _matches(expected: Any, got: Any) -> bool:
    if expected is ANY:
        return got is not None
    if isinstance(expected, dict):
        return isinstance(got, dict) and all(_matches(v, got.get(k)) for k, v in expected.items())
    if isinstance(expected, list):
        return (
            isinstance(got, (list, tuple))
            and len(got) == len(expected)
            and all(_matches(e, g) for e, g in zip(expected, got, strict=True))
        )
    return bool(expected == got)


def _steps(node: Any) -> list[dict[str, Any]]:
    """Every step of an effect, nested ones too (then, delayed, modes, have_do)."""
    found: list[dict[str, Any]] = []
    if isinstance(node, (list, tuple)):
        for n in node:
            found += _steps(n)
    elif isinstance(node, dict):
        if "action" in node:
            found.append(node)
        for value in node.values():
            found += _steps(value)
    return found


def check(case: Case) -> str:
    """``read right``, ``read wrong`` or ``not read`` (with the reason)."""
    reading = grammar_alone(case.text)
    ability = reading.abilities[0]
    if ability.status != "executed" or len(reading.abilities) != 1:
        return "not read"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    steps = _steps(dumped.get("abilities"))
    for expected in case.expect:
        alternatives = expected if isinstance(expected, list) else [expected]
        if not any(_matches(a, s) for a in alternatives for s in steps):
            return "read wrong"
    return "read right"


def _never_read(verdicts: list[tuple[Case, str]]) -> list[str]:
    """The atomic actions none of whose sentences is read right."""
    by: dict[str, int] = defaultdict(int)
    for c, verdict in verdicts:
        for d, value in c.dims:
            if d == "action":
                by[value] += verdict == "read right"
    return sorted((a for a, n in by.items() if n == 0), key=lambda a: a) or ["none"]


def _notes(verdicts: list[tuple[Case, str]]) -> list[str]:
    return [f"  atomic actions of 7.3 with no sentence read: {', '.join(_never_read(verdicts))}"]


def main() -> int:
    run_dimension_audit("output audit", __doc__.split("\n")[0], cases(), check, notes=_notes)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
