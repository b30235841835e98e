"""Does the grammar read a reference back to what an ability named earlier — and refuse one
that names nothing, or names two things? (issue 30)

    .venv/bin/python benchmarks/reference_audit.py [--list] [--wrong] [--dimension DIM]

A generative audit of anaphora: a sentence introduces something, a later sentence or clause
refers back to it. Four slots are crossed, each from the CR's vocabulary, never from card
texts:

- the introducer (what is named first): objects chosen once (a target, 6.5.b; one or up to
  two), the result of a step (the card drawn 7.3.9.a, the card Resupplied 7.3.31.a, the
  token created 7.3.5.a), an Expedition the step acted on (7.3.25), a player targeted
  (1.2.6, 6.5.b), an amount counted (6.5.i);
- the reference form: "it", "that [noun]", "them" / "they", "those [nouns]", "each of them",
  "its controller" / "its owner" (1.2.2), "in it" / "in that Expedition", "they" / "that
  player" / "that opponent" (1.4.7), "that many";
- the action that follows (7.3: boosts 7.3.17, statuses 7.3.16, counters 7.3.15, exhaust
  7.3.13, ready 7.3.28, send to Reserve 7.3.37, return to hand 7.3.30, sacrifice 7.3.36,
  discard 7.3.7, switch Expeditions 7.3.39, lose boosts 7.3.21, draw 7.3.9, create 7.3.5);
- the voice: a new sentence, "Then …", ", then …".

A sentence is *right* when the grammar alone makes its ability executable and the step that
follows is nested under the introducer's step (the engine binds the reference to what that
step acted on, 6.5.b, 6.1.c) with the action, subject and amount said; *wrong* when it runs
but misses that (precision first: worse than unread); *refused* when it is not read; a
*crash* is an exception of the reader.

A second list, ``MUST_REFUSE``, holds references that name nothing agreeing (a noun, number
or kind the step before did not introduce, or no step before at all) or two things at once:
for them a refusal is right and any executable reading is wrong.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer, grammar_alone
from audit_report import by_dimension
from output_audit import _matches, _steps

Step = dict[str, Any]


# --------------------------------------------------------------------------- introducers
@dataclass(frozen=True)
class Introducer:
    """A sentence naming something a later reference speaks of."""

    label: str
    text: str
    expect: Step
    """What the introducing step reads as (matched on the dumped reading)."""
    kind: str
    """ "object", "card" (in a hidden zone or Reserve), "expedition", "player", "amount"."""
    several: bool = False
    noun: str = ""
    """The singular noun agreeing with it ("Character"): "that [noun]"."""
    nouns: str = ""
    """The plural ("Characters"): "those [nouns]"."""
    yours: bool = False
    """Whether its objects are the controller's (sacrifice needs it, 7.3.36.a)."""


INTRODUCERS = (
    Introducer(
        "target Character",
        "Target Character gains 1 boost",
        {"action": "give_boost", "subject": "target_character"},
        "object",
        noun="Character",
        nouns="Characters",
    ),
    Introducer(
        "target Character you control",
        "Target Character you control gains Anchored",
        {"action": "gain_status", "subject": "target_character", "filter": {"controller": "you"}},
        "object",
        noun="Character",
        nouns="Characters",
        yours=True,
    ),
    Introducer(
        "target Permanent",
        "Exhaust target Permanent",
        {"action": "exhaust", "subject": "target_permanent"},
        "object",
        noun="Permanent",
        nouns="Permanents",
    ),
    Introducer(
        "target Robot",
        "Target Robot gains 1 boost",
        {"action": "give_boost", "subject": "target_character", "filter": {"subtypes": ["Robot"]}},
        "object",
        noun="Robot",
        nouns="Robots",
    ),
    Introducer(
        "token created",
        "Create an Ordis Recruit token in my Expedition",
        {"action": "create", "subject": "my_expedition"},
        "object",
        noun="token",
        nouns="tokens",
        yours=True,
    ),
    Introducer(
        "a Character you control",
        "Exhaust a Character you control",
        {"action": "exhaust", "subject": "a_character_you_control"},
        "object",
        noun="Character",
        nouns="Characters",
        yours=True,
    ),
    Introducer(
        "two tokens created",
        "Create two Ordis Recruit tokens in my Expedition",
        {"action": "create", "amount": 2},
        "object",
        several=True,
        noun="token",
        nouns="tokens",
        yours=True,
    ),
    Introducer(
        "up to two targets",
        "Up to two target Characters gain 1 boost",
        {"action": "give_boost", "subject": "target_character", "up_to": 2},
        "object",
        several=True,
        noun="Character",
        nouns="Characters",
    ),
    Introducer(
        "card drawn",
        "Draw a card",
        {"action": "draw"},
        "card",
        noun="card",
        nouns="cards",
    ),
    Introducer(
        "card Resupplied",
        "Resupply",
        {"action": "resupply"},
        "card",
        noun="card",
        nouns="cards",
    ),
    Introducer(
        "target Expedition",
        "Target Expedition moves forward one region",
        {"action": "move_forward", "subject": "target_expedition"},
        "expedition",
        noun="Expedition",
    ),
    Introducer(
        "target opponent",
        "Target opponent draws a card",
        {"action": "draw"},
        "player",
        noun="opponent",
    ),
    Introducer(
        "target player",
        "Target player draws a card",
        {"action": "draw"},
        "player",
        noun="player",
    ),
    Introducer(
        "sacrificed up to two",
        "Sacrifice up to two Characters",
        {"action": "sacrifice", "up_to": 2},
        "amount",
    ),
    Introducer(
        "sacrificed any number",
        "Sacrifice any number of Characters",
        {"action": "sacrifice", "any_number": True},
        "amount",
    ),
)


# ---------------------------------------------------------------------- reference forms
@dataclass(frozen=True)
class Form:
    """How a later clause says what was introduced: ``subject`` (before a verb) and
    ``object`` (after one) templates, and the subject value the reading must give it."""

    label: str
    subject: str
    object: str
    plural: bool
    """Whether the verb after the subject agrees with a plural ("they gain")."""
    fits: tuple[str, ...]
    """The introducer kinds it may follow."""
    several: bool | None
    """The introducer's number it agrees with (None: either)."""
    expect: Step


_IT: Step = {"subject": "it"}
FORMS = (
    Form("it", "it", "it", False, ("object", "card"), False, _IT),
    Form("that [noun]", "that {noun}", "that {noun}", False, ("object", "card"), False, _IT),
    Form("them / they", "they", "them", True, ("object",), True, _IT),
    Form("those [nouns]", "those {nouns}", "those {nouns}", True, ("object",), True, _IT),
    Form("each of them", "each of them", "each of them", False, ("object",), True, _IT),
    Form(
        "its controller",
        "its controller",
        "",
        False,
        ("object",),
        False,
        {"subject": "its_controller"},
    ),
    Form("its owner", "its owner", "", False, ("object",), False, {"subject": "its_owner"}),
)


# ---------------------------------------------------------------------- the actions (7.3)
@dataclass(frozen=True)
class Action:
    """A step on the object referred to: said with the reference as subject (``said``,
    "{S} gain{s} 2 boosts") or as object ("exhaust {O}"), and what it must read as."""

    label: str
    said: str
    expect: Step
    kinds: tuple[str, ...] = ("object",)
    yours: bool = False


ACTIONS = (
    Action("7.3.17 boosts", "{S} gain{s} 2 boosts", {"action": "give_boost", "amount": 2}),
    Action("7.3.16 Anchored", "{S} gain{s} Anchored", {"action": "gain_status"}),
    Action("7.3.16 Asleep", "{S} gain{s} Asleep", {"action": "gain_status", "status": "Asleep"}),
    Action("7.3.15 counters", "{S} gain{s} 1 Kelon counter", {"action": "gain_counters"}),
    Action("7.3.13 exhaust", "exhaust {O}", {"action": "exhaust"}),
    Action("7.3.28 ready", "ready {O}", {"action": "ready"}),
    Action("7.3.37 send to Reserve", "send {O} to Reserve", {"action": "send", "to": "reserve"}),
    Action(
        "7.3.30 return to hand",
        "return {O} to {poss} owner's hand",
        {"action": "return", "to": "hand"},
    ),
    Action("7.3.36 sacrifice", "sacrifice {O}", {"action": "sacrifice"}, yours=True),
    Action(
        "7.3.39 switch Expeditions", "{S} switch{es} Expeditions", {"action": "switch_expeditions"}
    ),
    Action(
        "7.3.21 lose boosts",
        "{S} lose{s} all {poss} boosts",
        {"action": "remove_counters", "all_counters": True},
    ),
    Action("7.3.7 discard", "discard {O}", {"action": "discard"}, kinds=("card",)),
    Action(
        "7.3.27 put in Reserve",
        "put {O} in your Reserve",
        {"action": "put", "to": "reserve"},
        kinds=("card",),
    ),
)

JOINS = (
    ("new sentence", "{intro}. {ref}."),
    ("Then", "{intro}. Then {ref}."),
    (", then", "{intro}, then {ref}."),
)
MAY_JOIN = (("You may", "{intro}. You may {ref}."),)
"""A voice for the steps said as an order ("exhaust it"): the controller may do it (6.5.c)."""


@dataclass(frozen=True)
class Case:
    text: str
    intro: Introducer
    expect: Step
    dims: tuple[tuple[str, str], ...]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _clause(action: Action, form: Form, intro: Introducer) -> str:
    subject = form.subject.format(noun=intro.noun, nouns=intro.nouns)
    obj = form.object.format(noun=intro.noun, nouns=intro.nouns)
    plural = form.plural
    if "{O}" in action.said and not obj:
        return ""
    said = action.said.format(
        S=subject,
        O=obj,
        s="" if plural else "s",
        es="" if plural else "es",
        poss="their" if plural else "its",
    )
    return said.replace("owner's hand", "owners' hands") if plural else said


def _object_cases() -> list[Case]:
    cases = []
    for intro in INTRODUCERS:
        for form in FORMS:
            if intro.kind not in form.fits or intro.several != form.several:
                continue
            if str(form.expect["subject"]).startswith("its_"):  # the player of the object
                for verb, step in (("draws a card", "draw"), ("discards a card", "discard")):
                    for join, template in JOINS:
                        ref = f"{form.subject} {verb}"
                        cases.append(
                            Case(
                                _text(template, intro, ref),
                                intro,
                                {"action": step, **form.expect},
                                (
                                    ("introducer", intro.label),
                                    ("form", form.label),
                                    ("action", f"7.3 {step}"),
                                    ("join", join),
                                ),
                            )
                        )
                continue
            for action in ACTIONS:
                if intro.kind not in action.kinds or (action.yours and not intro.yours):
                    continue
                clause = _clause(action, form, intro)
                if not clause:
                    continue
                imperative = action.said.startswith("{O}") or " {O}" in action.said
                for join, template in JOINS + (MAY_JOIN if imperative else ()):
                    cases.append(
                        Case(
                            _text(template, intro, clause),
                            intro,
                            {**action.expect, **form.expect},
                            (
                                ("introducer", intro.label),
                                ("form", form.label),
                                ("action", action.label),
                                ("join", join),
                            ),
                        )
                    )
    return cases


def _text(template: str, intro: Introducer, ref: str) -> str:
    text = template.format(intro=intro.text, ref=ref)
    head, _, rest = text.partition(". ")
    return "{J} " + (f"{head}. {_cap(rest)}" if rest else head)


# ------------------------------------------------- Expeditions, players and amounts
_EXPEDITION_REFS = (
    (
        "in it",
        "Characters in it gain 1 boost",
        {"action": "give_boost", "subject": "characters_in_it"},
    ),
    (
        "in that Expedition",
        "Characters in that Expedition gain 1 boost",
        {"action": "give_boost", "subject": "characters_in_it"},
    ),
    (
        "in it (create)",
        "create an Ordis Recruit token in it",
        {"action": "create", "subject": "its_expedition"},
    ),
    (
        "in that Expedition (create)",
        "create an Ordis Recruit token in that Expedition",
        {"action": "create", "subject": "its_expedition"},
    ),
    (
        "there (create)",
        "create an Ordis Recruit token there",
        {"action": "create", "subject": "its_expedition"},
    ),
)

_PLAYER_REFS = (
    ("they", "they"),
    ("that player", "that player"),
)
_PLAYER_ACTIONS = (
    ("7.3.7 discard", "discard{s} a card", {"action": "discard"}),
    ("7.3.9 draw", "draw{s} a card", {"action": "draw"}),
    ("7.3.36 sacrifice", "sacrifice{s} a Character", {"action": "sacrifice"}),
    ("7.3.31 Resupply", "resupply", {"action": "resupply"}),
)

_AMOUNT_REFS = (
    ("draw that many", "draw that many cards", {"action": "draw", "per": "that many"}),
    (
        "I gain that many boosts",
        "I gain that many boosts",
        {"action": "give_boost", "subject": "self", "per": "that many"},
    ),
    (
        "a card for each",
        "draw a card for each Character sacrificed this way",
        {"action": "draw", "per": "that many"},
    ),
)


def _other_cases() -> list[Case]:
    cases = []
    for intro in INTRODUCERS:
        if intro.kind == "expedition":
            refs = [(label, said, expect) for label, said, expect in _EXPEDITION_REFS]
        elif intro.kind == "amount":
            refs = list(_AMOUNT_REFS)
        elif intro.kind == "player":
            refs = []
            forms = dict((*_PLAYER_REFS, ("that " + intro.noun, "that " + intro.noun)))
            for label, said in forms.items():
                for action_label, verb, expect in _PLAYER_ACTIONS:
                    plural = said == "they"
                    verb_said = verb.format(s="" if plural else "s")
                    if action_label.endswith("Resupply"):
                        verb_said = "resupply" if plural else "resupplies"
                    refs.append((f"{label} / {action_label}", f"{said} {verb_said}", expect))
        else:
            continue
        for label, said, expect in refs:
            for join, template in JOINS:
                cases.append(
                    Case(
                        _text(template, intro, said),
                        intro,
                        expect,
                        (
                            ("introducer", intro.label),
                            ("form", label.split(" / ")[0]),
                            ("action", label.split(" / ")[-1]),
                            ("join", join),
                        ),
                    )
                )
    return cases


# ------------------------------------------------------------------- must be refused
MUST_REFUSE = (
    # a noun the step before did not introduce (kind disagreement)
    ("noun", "{J} Target Character gains 1 boost. That Landmark gains Anchored."),
    ("noun", "{J} Target Character gains 1 boost. Then exhaust that Landmark."),
    ("noun", "{J} Draw a card. Then discard that Character."),
    ("noun", "{J} Target Character gains 1 boost, then ready that token."),
    ("noun", "{J} Exhaust target Permanent. Then that Character gains 2 boosts."),
    ("noun", "{J} Target Character gains 1 boost. Then exhaust that Robot."),
    ("noun", "{J} Create an Ordis Recruit token in my Expedition. That Landmark gains 1 boost."),
    ("noun", "{J} Up to two target Characters gain 1 boost. Then exhaust those Landmarks."),
    # the number disagrees
    ("number", "{J} Target Character gains 1 boost. Then exhaust them."),
    ("number", "{J} Target Character gains 1 boost. Those Characters gain Anchored."),
    ("number", "{J} Up to two target Characters gain 1 boost. Then that Character gains Anchored."),
    ("number", "{J} Draw two cards. Then discard it."),
    ("number", "{J} Up to two target Characters gain 1 boost. Then it gains Anchored."),
    ("number", "{J} Draw two cards. Then discard that card."),
    ("number", "{J} Target Character gains 1 boost. Each of them gains Anchored."),
    # another kind (a player, an amount, an Expedition) than the reference says
    ("kind", "{J} Target opponent draws a card. Then exhaust it."),
    ("kind", "{J} Target opponent draws a card. That Character gains 1 boost."),
    ("kind", "{J} Draw a card. Characters in that Expedition gain 1 boost."),
    ("kind", "{J} Target Character gains 1 boost. That player draws a card."),
    ("kind", "{J} I gain 1 boost. Then they draw a card."),
    ("kind", "{J} Draw a card. Then that opponent discards a card."),
    # nothing named before
    ("absent", "{J} Exhaust it."),
    ("absent", "{J} That Character gains 2 boosts."),
    ("absent", "{J} Ready that Character."),
    ("absent", "{J} I gain 1 boost. Then exhaust it."),
    ("absent", "{J} That player draws a card."),
    ("absent", "{J} Draw that many cards."),
    # a player's step under a condition or a "may": "they" nested would fall under it too
    ("governed", "{J} If you control a Mage, target opponent draws a card. They draw a card."),
    ("governed", "{J} Target player may draw a card. That player sacrifices a Character."),
    # two agreeing antecedents at once
    ("two", "{J} Target Character and target Landmark gain 1 boost. Then exhaust it."),
    (
        "two",
        "{J} Exchange target Character you control with target Character an opponent controls."
        " Then exhaust that Character.",
    ),
    ("two", "{J} Target Character gains 1 boost and target Character gains Anchored. Ready it."),
)


def check(case: Case) -> str:
    """right / wrong / refused / crash: the follow-up nested under the introducer's step."""
    try:
        reading = grammar_alone(case.text)
    except Exception:
        return "crash"
    ability = reading.abilities[0]
    if ability.status != "executed" or len(reading.abilities) != 1:
        return "refused"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    for step in _steps(dumped.get("abilities")):
        if not _matches(case.intro.expect, step):
            continue
        for key in ("then", "per_player"):
            if any(_matches(case.expect, s) for s in _steps(step.get(key))):
                return "right"
        if case.intro.kind == "player" and _player_then(step, case.expect):
            return "right"
    return "wrong"


def _player_then(step: Step, expect: Step) -> bool:
    """A player's step followed by another of theirs: the second nested under the first as
    the acting player's (``players_do`` keeps the player for both, 1.4.7.b)."""
    return bool(step.get("players_do")) and any(
        _matches(expect, s) and not s.get("players_do") for s in _steps(step.get("then"))
    )


def check_refused(text: str) -> str:
    """right (refused) / wrong (read) / crash, for a reference that must be refused."""
    try:
        reading = grammar_alone(text)
    except Exception:
        return "crash"
    executed = reading.abilities[0].status == "executed" and len(reading.abilities) == 1
    return "wrong" if executed else "right"


def all_cases() -> list[Case]:
    """Every sentence crossing an introducer, a form, an action and a join."""
    return _object_cases() + _other_cases()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list sentences not read right")
    parser.add_argument("--wrong", action="store_true", help="list sentences read wrong")
    parser.add_argument("--dimension", help="break the figures down by this dimension only")
    args = parser.parse_args()
    watch = Stopwatch()
    cases = all_cases()
    verdicts = [(c, check(c)) for c in cases]
    total = Counter(v for _, v in verdicts)
    n = len(cases)
    print(
        f"reference_audit: {n} sentences; right {total['right']} "
        f"({100 * total['right'] / n:.1f}%), wrong {total['wrong']}, "
        f"refused {total['refused']}, crash {total['crash']}"
    )
    refusals = [(kind, text, check_refused(text)) for kind, text in MUST_REFUSE]
    bad = Counter(v for _, _, v in refusals)
    print(
        f"must be refused: {len(refusals)} sentences; refused {bad['right']}, "
        f"read (wrong) {bad['wrong']}, crash {bad['crash']}"
    )
    by_kind: dict[str, Counter[str]] = defaultdict(Counter)
    for kind, _, verdict in refusals:
        by_kind[kind][verdict] += 1
    for kind, count in by_kind.items():
        print(f"    {kind:<10} refused {count['right']}/{sum(count.values())}")
    for line in by_dimension(
        verdicts,
        args.dimension,
        lambda value, count, size: (
            f"    {value:<36} right {count['right']:>3}/{size:<3} wrong {count['wrong']:>3}"
            f" refused {count['refused']:>3} crash {count['crash']}"
        ),
    ):
        print(line)
    for c, verdict in verdicts:
        if (args.list and verdict in ("refused", "crash")) or (args.wrong and verdict == "wrong"):
            print(f"  [{verdict}] {c.text}")
    if args.wrong or args.list:
        for kind, text, verdict in refusals:
            if verdict != "right":
                print(f"  [must refuse, {kind}: {verdict}] {text}")
    print(footer(watch))


if __name__ == "__main__":
    main()
