"""The reference slot (issue 30): "it", "them", "that [noun]", "those [nouns]", "each of
them" naming what an ability named before — crossed with every kind of antecedent, object
slot and ability shape, and the constructions of the grammar that still list a pronoun
inline.

    .venv/bin/python benchmarks/reference_slots.py [--list] [--wrong] [--dimension DIM]

Two parts:

1. **The grammar's own list** (:func:`inline_pronouns`): every construction (rule and
   alias) of the built parser whose expansion holds a pronoun ("it", "them", "they",
   "those") as a literal word instead of the ``object`` slot, by the kind of rule it is
   in (steps, conditions, events …). Read from the parser's rules, not from a hand list:
   it is what still takes a narrow filler.
2. **The matrix** (:func:`cases`): antecedent kinds — the trigger's object (6.3.i), the
   trigger's Expedition (6.3.i, 7.3.25.a), the card played (5.1.2.l), a group a condition
   counted (6.5.d), an object a step chose (6.5.b), tokens a step created (7.3.5.a) —
   crossed with pronoun forms, object slots (steps 7.3 and conditions on what the pronoun
   names) and shapes (a Common's sentence, a Unique's "[trigger] — If [c]: [X]", "You may
   [cost]: [X]"). A sentence is *right* when the grammar alone makes it executable and the
   step or condition names the antecedent (the engine's subject ``it`` bound to the trigger
   or the step before, the group's own subject, the Expedition's name); *wrong* when it
   runs otherwise; *refused* when not read. ``MUST_REFUSE`` holds pronouns with no
   antecedent of their kind or number: a refusal is right, a reading wrong.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import grammar_alone
from audit_report import run_dimension_audit
from output_audit import _matches, _steps

Step = dict[str, Any]

PRONOUNS = frozenset({"IT", "THEM", "THEY", "THOSE"})
"""The grammar's terminals of the pronouns a reference is said with."""

_KINDS = (
    ("step", {"you_step", "object_step", "player_step", "clause", "chain", "object"}),
    ("condition", {"condition", "whose_turn", "_it_is"}),
    ("event / trigger", {"event", "trigger", "others_played"}),
)


def inline_pronouns() -> dict[str, list[str]]:
    """The constructions of the built grammar saying a pronoun as a literal word, by kind
    of rule: ``{kind: ["rule -> alias", …]}`` (the ``object`` rule's own alternatives
    are the general filler, listed under "filler")."""
    from scenarios.cards.grammar import parser

    found: dict[str, set[str]] = defaultdict(set)
    for rule in parser.grammar().rules:
        names = {getattr(s, "name", "") for s in rule.expansion}
        if not PRONOUNS & names:
            continue
        origin = rule.origin.name
        alias = rule.alias or "-"
        if origin in ("object", "referent"):  # the general filler itself
            found["filler"].add(f"{origin} -> {alias}")
            continue
        kind = next((k for k, rules in _KINDS if origin in rules), "other")
        found[kind].add(f"{origin} -> {alias}")
    return {k: sorted(v) for k, v in sorted(found.items())}


# ------------------------------------------------------------------------ antecedents
@dataclass(frozen=True)
class Antecedent:
    """Something an ability names first, in each shape it can be said in."""

    label: str
    common: str
    """A Common's lead: ``{ref}`` the clause referring back ("{J} Target … . {Ref}.")."""
    unique: str
    """A Unique's "[trigger] — If [condition]: {Ref}." (empty: none)."""
    noun: str
    nouns: str
    several: bool
    kind: str
    """ "object" (in play), "card" (in Reserve or played), "expedition"."""
    expect: Step
    """What the referring step's subject must read as."""


CHARACTER_IT: Step = {"subject": "it"}

ANTECEDENTS = (
    Antecedent(
        "trigger object",
        "When another Character joins my Expedition, {ref}.",
        "When another Character joins my Expedition — If you have no cards in hand: {Ref}.",
        "Character",
        "Characters",
        False,
        "object",
        CHARACTER_IT,
    ),
    Antecedent(
        "chosen object",
        "{{J}} Target Character gains 1 boost. {Ref}.",
        "{{J}} If you have no cards in hand: Target Character gains 1 boost, then {ref}.",
        "Character",
        "Characters",
        False,
        "object",
        CHARACTER_IT,
    ),
    Antecedent(
        "chosen objects",
        "{{J}} Up to two target Characters gain 1 boost. {Ref}.",
        "{{J}} If you have no cards in hand: Up to two target Characters gain 1 boost, then {ref}.",
        "Character",
        "Characters",
        True,
        "object",
        CHARACTER_IT,
    ),
    Antecedent(
        "created tokens",
        "{{J}} Create two Ordis Recruit 1/1/1 Soldier tokens in my Expedition. {Ref}.",
        "",
        "token",
        "tokens",
        True,
        "object",
        CHARACTER_IT,
    ),
    Antecedent(
        "condition group (control)",
        "{{J}} If you control two or more Characters, {ref}.",
        "{{J}} If you control two or more Characters: {Ref}.",
        "Character",
        "Characters",
        True,
        "object",
        {"subject": "characters_you_control"},
    ),
    Antecedent(
        "condition group (Reserve)",
        "{{J}} If there are two or more Spells in your Reserve, {ref}.",
        "{{J}} If there are two or more Spells in your Reserve: {Ref}.",
        "Spell",
        "Spells",
        True,
        "card",
        {"subject": "cards_in_your_reserve", "filter": {"types": ["Spell"]}},
    ),
    Antecedent(
        "card played",
        "When you play a Character, {ref}.",
        "When you play a Character — If you have no cards in hand: {Ref}.",
        "Character",
        "Characters",
        False,
        "object",
        CHARACTER_IT,
    ),
)


@dataclass(frozen=True)
class Form:
    label: str
    subject: str
    object: str
    plural: bool
    several: bool


FORMS = (
    Form("it", "it", "it", False, False),
    Form("that [noun]", "that {noun}", "that {noun}", False, False),
    Form("they / them", "they", "them", True, True),
    Form("those [nouns]", "those {nouns}", "those {nouns}", True, True),
    Form("each of them", "each of them", "each of them", False, True),
)


@dataclass(frozen=True)
class Slot:
    label: str
    said: str
    expect: Step
    kinds: tuple[str, ...] = ("object", "card")


SLOTS = (
    Slot("7.3.17 gain boosts", "{S} gain{s} 1 boost", {"action": "give_boost"}),
    Slot("7.3.16 gain a status", "{S} gain{s} Anchored", {"action": "gain_status"}),
    Slot("7.3.13 exhaust", "exhaust {O}", {"action": "exhaust"}),
    Slot("7.3.28 ready", "ready {O}", {"action": "ready"}),
    Slot("7.3.16 give a status", "give {O} Anchored", {"action": "gain_status"}),
    Slot(
        "7.3.37 send to Reserve",
        "send {O} to Reserve",
        {"action": "send", "to": "reserve"},
        ("object",),
    ),
)


@dataclass(frozen=True)
class Case:
    text: str
    expect: Step
    dims: tuple[tuple[str, str], ...]
    nested: bool = False


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _clause(slot: Slot, form: Form, ante: Antecedent) -> str:
    subject = form.subject.format(noun=ante.noun, nouns=ante.nouns)
    obj = form.object.format(noun=ante.noun, nouns=ante.nouns)
    return slot.said.format(S=subject, O=obj, s="" if form.plural else "s")


def cases() -> list[Case]:
    """Antecedents × forms agreeing in number × slots × shapes."""
    found = []
    for ante in ANTECEDENTS:
        for form in FORMS:
            if form.several != ante.several:
                continue
            for slot in SLOTS:
                if ante.kind not in slot.kinds:
                    continue
                ref = _clause(slot, form, ante)
                for shape, template in (("Common", ante.common), ("Unique", ante.unique)):
                    if not template:
                        continue
                    text = template.format(ref=ref, Ref=_cap(ref))
                    found.append(
                        Case(
                            text,
                            {**slot.expect, **ante.expect},
                            (
                                ("antecedent", ante.label),
                                ("form", form.label),
                                ("slot", slot.label),
                                ("shape", shape),
                            ),
                        )
                    )
    found += _condition_cases()
    return found


_CONDITION_IT = (
    # (antecedent, Unique text, Common text, what the condition must say of the antecedent)
    (
        "trigger Expedition",
        "When my Expedition moves forward — If it's in {V}: Draw a card.",
        "When my Expedition moves forward, draw a card if it's in {V}.",
        "my expedition is in {v}",
    ),
    (
        "trigger Expedition",
        "When my Expedition moves forward during Dusk — If it's in {V}: Draw a card.",
        "",
        "my expedition is in {v}",
    ),
    (
        "trigger Expedition",
        "When my Expedition moves forward — If it's behind: Draw a card.",
        "",
        "my expedition is behind",
    ),
    (
        "trigger Expedition",
        "When my Expedition moves backwards — If it's in {O}: Draw a card.",
        "When my Expedition moves backwards, draw a card if it's in {O}.",
        "my expedition is in {o}",
    ),
    (
        "card played",
        "When you play a Spell — If it's a Spell: Draw a card.",
        "",
        "it's a spell",
    ),
    (
        "card played",
        "When you play a Character — If it has a Hand Cost of {3} or more: Draw a card.",
        "",
        "it has a hand cost of {3} or more",
    ),
)


def _condition_cases() -> list[Case]:
    found = []
    for ante, unique, common, said in _CONDITION_IT:
        for shape, text in (("Unique", unique), ("Common", common)):
            if text:
                found.append(
                    Case(
                        text,
                        {"action": "draw", "condition": said},
                        (
                            ("antecedent", ante),
                            ("form", "it"),
                            ("slot", "condition"),
                            ("shape", shape),
                        ),
                    )
                )
    return found


MUST_REFUSE = (
    ("no antecedent", "{J} Ready them."),
    ("no antecedent", "{J} Exhaust it. Draw a card."),
    ("singular after a group", "{J} If you control two or more Characters: Exhaust it."),
    ("singular after a group", "{J} If there are two or more Spells in your Reserve: Ready it."),
    ("plural after one", "{J} Target Character gains 1 boost. Exhaust them."),
    ("player antecedent", "{J} Target opponent draws a card. Exhaust it."),
    ("Expedition where an object stands", "When my Expedition moves forward — Exhaust it."),
    ("noun disagrees", "{J} If you control two or more Characters: Ready those Spells."),
    ("group of players", "{J} If your opponents control two or more Characters: Ready them."),
    ("count, no group", "{J} If you have three or more cards in hand: Exhaust them."),
    (
        "noun disagrees",
        "{J} If there are two or more Spells in your Reserve: Exhaust those Robots.",
    ),
    (
        "singular after a group",
        "{J} If you control two or more Characters, that Character gains 1 boost.",
    ),
    ("Expedition where an object stands", "When my Expedition moves forward — Ready them."),
    (
        "follow-up's own antecedent",
        "{J} If you control two or more Characters, draw a card. Exhaust them.",
    ),
)


def check(case: Case) -> str:
    try:
        reading = grammar_alone(case.text)
    except Exception:
        return "reader error"
    if len(reading.abilities) != 1 or reading.abilities[0].status != "executed":
        return "not read"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    steps = _steps(dumped.get("abilities"))
    return "read right" if any(_matches(case.expect, s) for s in steps) else "read wrong"


def check_refused(text: str) -> str:
    reading = grammar_alone(text)
    return "read wrong" if reading.executable else "read right"


def _notes(verdicts: list[tuple[Case, str]]) -> list[str]:
    lines = ["constructions listing a pronoun inline (the grammar's rules):"]
    for kind, rules in inline_pronouns().items():
        lines.append(f"  {kind:<22} {len(rules):>4}")
    refused = Counter(check_refused(text) for _, text in MUST_REFUSE)
    lines.append(
        f"must refuse: {refused['read right']}/{len(MUST_REFUSE)} refused, "
        f"{refused['read wrong']} read (wrong)"
    )
    for label, text in MUST_REFUSE:
        if check_refused(text) != "read right":
            lines.append(f"  READ: [{label}] {text}")
    return lines


def main() -> None:
    run_dimension_audit(
        "reference slot",
        __doc__ or "",
        cases(),
        check,
        errors=True,
        notes=_notes,
    )


if __name__ == "__main__":
    main()
