"""Does the grammar read a set's own tokens, and abilities given, lost or ignored? (issue 30)

    .venv/bin/python benchmarks/token_ability_audit.py [--list] [--wrong]

A generative audit in two sections, each crossing slots the cards' language combines, said
in several designers' voices (articles, plural / singular, word order, the data's
``[PLACEHOLDER]`` spelling) — never card texts:

- **tokens** (2.1.e: a token's characteristics are its token card's; 2.2.b: a name is a
  characteristic): token cards invented here, of each type a set may print — a Character
  token, a Character token with an ability of its own, a Landmark Permanent token, an
  Expedition Permanent token — given to the reader as an imported pool's are
  (``using_tokens``) × the slot naming them (created, counted, a group, a target or choice,
  a condition, a passive's group, a trigger's object, a creation trigger) × the action;
  and the same sentences naming a token no token card defines, which must be refused;
- **abilities** (7.3.19 Ignore, 7.4 keywords given and lost, 2.3.2.d abilities lost): the
  change × the subject × the duration (this turn 4.2.3, this Afternoon, this Day 4.1).

A reading is compiled with the token cards it was read with; it is **right** when it
executes and the compiled card holds what the sentence says (the token's name as a filter,
the token created, the step and its period), **wrong** when it executes and misses a part
or a must-refuse case executes, **refused** when the grammar alone does not execute it
(right for a must-refuse case), **crash** when the reader raised.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_section_audit

from scenarios.cards.compile import compile_card
from scenarios.cards.printed.token_names import TokenCard, token_key, using_tokens

Check = Callable[[list[dict[str, Any]], str], bool]
"""(the abilities as the card language's dicts, the compiled card's repr) -> right?"""


@dataclass(frozen=True)
class Case:
    section: str
    family: str
    text: str
    expect: Check | None
    """What the reading must hold; ``None``: the case must be refused."""


# Token cards invented for the audit (no set prints them).
WISP = TokenCard(name="Ember Wisp", subtypes=("Spirit",), forest=1, mountain=2, water=0)
GEARLING = TokenCard(name="Gearling", subtypes=("Robot",), forest=1, mountain=1, water=1)
PYRE = TokenCard(
    name="Beacon Pyre",
    type="Permanent",
    zone_type="Landmark",
    subtypes=("Structure",),
    abilities=(
        {
            "text": "At Noon \u2014 Draw a card.",
            "reaction": {"trigger": "at_noon", "effect": [{"action": "draw", "amount": 1}]},
        },
    ),
)
MARKER = TokenCard(name="Tide Marker", type="Permanent", zone_type="Expedition")
TOKENS = {token_key(t.name): t for t in (WISP, GEARLING, PYRE, MARKER)}
UNKNOWN = "Glimmer Shard"
"""A token no token card defines: every sentence naming it must be refused (2.1.e)."""

CHARACTER_TOKENS = (WISP, GEARLING)


def _article(name: str) -> str:
    return "an" if name[:1].lower() in "aeiou" else "a"


def _placeholder(name: str) -> str:
    return "[" + name.upper().replace(" ", "_") + "]"


def _named(name: str) -> Check:
    """The compiled card narrows something to objects of that name (2.2.b)."""
    return lambda _abilities, compiled: f"names=frozenset({{'{name}'}})" in compiled


def _walk(value: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if isinstance(value, dict):
        found.append(value)
        for inner in value.values():
            found.extend(_walk(inner))
    elif isinstance(value, list):
        for inner in value:
            found.extend(_walk(inner))
    return found


def _created(name: str, amount: int, landmark: bool, place: str | None) -> Check:
    """A create step of that token, amount and place; a Landmark Permanent token in its
    creator's Landmarks (2.2.3.e); with its token card's abilities (2.2.12.f)."""

    def check(abilities: list[dict[str, Any]], _compiled: str) -> bool:
        steps = [d for d in _walk(abilities) if d.get("action") == "create"]
        if len(steps) != 1:
            return False
        step = steps[0]
        token = str(step.get("token", ""))
        if step.get("amount", 1) != amount or not token.startswith(name):
            return False
        if landmark:
            return step.get("token_type") == "Landmark Permanent" and bool(
                step.get("token_abilities")
            )
        return place is None or step.get("subject") == place

    return check


def _trigger(name: str, trigger: str) -> Check:
    named = _named(name)

    def check(abilities: list[dict[str, Any]], compiled: str) -> bool:
        said = [a.get("reaction", {}).get("trigger") for a in abilities]
        return said == [trigger] and named(abilities, compiled)

    return check


# ------------------------------------------------------------------------ tokens (2.1.e)
def create_cases() -> list[Case]:
    cases: list[Case] = []
    for t in CHARACTER_TOKENS:
        n, a = t.name, _article(t.name)
        for text, amount, place in (
            (f"{{J}} Create {a} {n} token in my Expedition.", 1, "my_expedition"),
            (f"{{J}} Create two {n} tokens in your Hero Expedition.", 2, "your_hero_expedition"),
            (f"{{H}} Create one {n} token in your Companion Expedition.", 1, None),
            (f"{{J}} Create {a} {n} token in each of your Expeditions.", 1, "each_my_expedition"),
            (f"{{J}} Create {a} {_placeholder(n)} token in my Expedition.", 1, "my_expedition"),
            (f"{{R}} Create three {n} tokens in target Expedition.", 3, None),
            (f"{{J}} In target Expedition, create {a} {n} token.", 1, None),
            (f"{{J}} Create {a} {n} token in my Expedition. It gains 1 boost.", 1, None),
            # 7.3.5.a: to create a token is to put a new token in play
            (f"{{J}} Put {a} {n} token in each of your Expeditions.", 1, "each_my_expedition"),
            (f"{{J}} Put two new {n} tokens in my Expedition.", 2, "my_expedition"),
            # the name alone, "token" unsaid: only a token card defines it (2.1.e)
            (f"{{J}} Create {a} {n} in my Expedition.", 1, "my_expedition"),
            (f"{{J}} Create two {n}s in your Hero Expedition.", 2, "your_hero_expedition"),
        ):
            cases.append(
                Case("tokens", "create: Character token", text, _created(n, amount, False, place))
            )
    n = PYRE.name
    for text, amount in (
        (f"{{J}} Create a {n} token.", 1),
        (f"{{J}} Create two {n} tokens.", 2),
        (f"{{J}} Create a {n} token in your Landmarks.", 1),
        (f"{{H}} Create a {_placeholder(n)} token.", 1),
        (f"{{J}} Create one {n} Structure token.", 1),
        (f"{{J}} Put a {n} token in your Landmarks.", 1),
        (f"{{J}} Create a {n}.", 1),
    ):
        cases.append(
            Case(
                "tokens", "create: Landmark Permanent token", text, _created(n, amount, True, None)
            )
        )
    for text in (
        f"{{J}} Create a {MARKER.name} token in my Expedition.",
        f"{{J}} Create a {PYRE.name} token in my Expedition.",  # 2.2.3.e: not there
        f"{{J}} Create an {WISP.name} Robot token in my Expedition.",  # not its sub-type
        f"{{J}} Create a {UNKNOWN} token in my Expedition.",
        f"{{J}} Create two {_placeholder(UNKNOWN)} tokens.",
        f"{{J}} Put a {UNKNOWN} token in my Expedition.",
        f"{{J}} Create a {UNKNOWN} in my Expedition.",
        f"{{J}} Create an {WISP.name}.",  # the Expedition is not said (7.3.5.a)
    ):
        cases.append(Case("tokens", "must refuse: create", text, None))
    return cases


def _description_texts(n: str, landmark: bool) -> list[tuple[str, str]]:
    """(family, text) naming the token ``n`` in each description slot."""
    a = _article(n)
    texts = [
        ("count", f"{{J}} Draw a card for each {n} token you control."),
        ("count", f"{{J}} I gain 1 boost for each {n} you control."),
        ("count", f"{{H}} Target Character gains 1 boost for each {n} token you control."),
        ("condition", f"{{J}} If you control {a} {n}, draw a card."),
        ("condition", f"{{J}} If you control two or more {n} tokens, draw a card."),
        ("choice", f"{{J}} You may sacrifice {a} {n} token. If you do, draw a card."),
        ("choice", f"{{J}} Sacrifice {a} {n}. If you do, draw two cards."),
    ]
    if landmark:
        return texts
    return [
        *texts,
        ("group", f"{{J}} {n} tokens you control gain 1 boost."),
        ("group", f"{{J}} Each {n} token you control gains 1 boost."),
        ("group", f"{{R}} Exhaust each {n} token you control."),
        ("group", f"{{J}} {n} tokens you control gain [[Defender]] this turn."),
        ("target", f"{{J}} Target {n} token gains 2 boosts."),
        ("target", f"{{J}} Return target {n} to its owner's hand."),
        ("target", f"{{J}} Send target {n} token to Reserve."),
        ("passive", f"{n} tokens you control get +1/+0/+0."),
        ("passive", f"{n} tokens you control have [[Defender]]."),
        ("passive", f"Each {n} token you control has [[Defender]]."),
    ]


def description_cases() -> list[Case]:
    cases: list[Case] = []
    for t in (*CHARACTER_TOKENS, PYRE, MARKER):
        landmark = t.type == "Permanent"
        for slot, text in _description_texts(t.name, landmark):
            kind = f"{t.zone_type} Permanent" if t.zone_type else "Character"
            cases.append(Case("tokens", f"named: {slot} ({kind})", text, _named(t.name)))
    for slot, text in _description_texts(UNKNOWN, False):
        cases.append(Case("tokens", f"must refuse: {slot}", text, None))
    return cases


def _trigger_texts(n: str, character: bool) -> list[tuple[str, str]]:
    a = _article(n)
    texts = [
        ("you_create_tokens", f"When you create one or more {n} tokens \u2014 Draw a card."),
        ("you_create_a_token", f"When you create {a} {n} token \u2014 I gain 1 boost."),
        ("you_create_a_token", f"When an opponent creates {a} {n} token \u2014 Draw a card."),
        ("you_create_tokens", f"When a player creates one or more {n} tokens \u2014 Draw a card."),
        ("object_leaves_play", f"When {a} {n} token you control leaves play \u2014 Draw a card."),
        ("player_sacrifices", f"When {a} {n} token you control is sacrificed \u2014 Draw a card."),
    ]
    if character:
        texts.append(
            (
                "object_leaves_expedition_zone",
                f"When {a} {n} token leaves the Expedition zone \u2014 Draw a card.",
            )
        )
    return texts


def trigger_cases() -> list[Case]:
    cases: list[Case] = []
    for t in (*CHARACTER_TOKENS, PYRE):
        for trigger, text in _trigger_texts(t.name, t is not PYRE):
            cases.append(Case("tokens", f"trigger: {trigger}", text, _trigger(t.name, trigger)))
    for _kind, text in _trigger_texts(UNKNOWN, True):
        cases.append(Case("tokens", "must refuse: trigger", text, None))
    return cases


# ------------------------------------------------------------------- abilities (7.3.19, 7.4)
SUBJECTS = (
    ("target Character", "target_character"),
    ("target Character an opponent controls", "target_character"),
    (f"target {WISP.name} token", "target_character"),
    ("target Landmark Permanent", "target_permanent"),
    ("each Character your opponents control", "objects_in_play"),
)
DURATIONS = (
    ("this turn", "this turn"),
    ("until end of turn", "this turn"),
    ("this Afternoon", "this Afternoon"),
    ("this Day", "this Day"),
    ("until the end of the Day", "this Day"),
)


def _step(action: str, subject: str, duration: str, extra: dict[str, Any]) -> Check:
    def check(abilities: list[dict[str, Any]], _compiled: str) -> bool:
        steps = [d for d in _walk(abilities) if d.get("action") == action]
        if len(steps) != 1 or steps[0].get("subject") != subject:
            return False
        ongoing = steps[0].get("ongoing") or {}
        return ongoing.get("duration") == duration and all(
            ongoing.get(k) == v for k, v in extra.items()
        )

    return check


def ability_cases() -> list[Case]:
    cases: list[Case] = []
    for said, subject in SUBJECTS:
        cap = said[:1].upper() + said[1:]
        for when, duration in DURATIONS:
            ignore = _step("ignore", subject, duration, {})
            for family, text in (
                ("ignore: the abilities of", f"{{J}} Ignore the abilities of {said} {when}."),
                ("ignore: all abilities of", f"{{J}} Ignore all abilities of {said} {when}."),
            ):
                cases.append(Case("abilities", family, text, ignore))
            if said.startswith("target") and " control" not in said:  # the possessive voice
                text = f"{{J}} Ignore {said}'s abilities {when}."
                cases.append(Case("abilities", "ignore: [object]'s abilities", text, ignore))
            if subject == "target_permanent":
                continue  # keywords of Characters (7.4)
            verb, loses, has = "gains", "loses", "has"  # "each [object]" is singular too
            cases.append(
                Case(
                    "abilities",
                    "keyword given",
                    f"{{J}} {cap} {verb} [[Tough 1]] {when}.",
                    _step("ongoing", subject, duration, {"keyword": "Tough 1"}),
                )
            )
            cases.append(
                Case(
                    "abilities",
                    "keyword lost",
                    f"{{J}} {cap} {loses} [[Defender]] {when}.",
                    _step("ongoing", subject, duration, {"lose_keyword": "Defender"}),
                )
            )
            lost = _lost(subject, duration)
            for family, text in (
                ("all abilities lost", f"{{J}} {cap} {loses} all abilities {when}."),
                ("all abilities lost", f"{{J}} {cap} {loses} all its abilities {when}."),
                ("no abilities", f"{{J}} {cap} {has} no abilities {when}."),
            ):
                cases.append(Case("abilities", family, text, lost))
            given = f'{{J}} {cap} {verb} "{{J}} Draw a card." {when}.'
            cases.append(Case("abilities", "ability given (quoted)", given, _not_said()))
        # a loss for no period said: how long is not said (2.3.2.d)
        cases.append(
            Case(
                "abilities",
                "must refuse: lost, no period",
                f"{{J}} {cap} loses all abilities.",
                None,
            )
        )
    # passives (7.3.19.a, 2.3.2.d Example)
    cases.append(
        Case(
            "abilities",
            "passive: lose their abilities",
            "All other Characters lose their abilities.",
            _lose_all(),
        )
    )
    for text in (
        "Characters your opponents control lose their abilities.",
        "Characters your opponents control have no abilities.",
        "Ignore the abilities of Characters your opponents control.",
        f"Ignore the abilities of {WISP.name} tokens.",
        "Other Characters you control lose all of their abilities.",
        "Ignore all abilities of Landmark Permanents your opponents control.",
    ):
        cases.append(Case("abilities", "passive: a group's abilities", text, _group_change()))
    for text in (
        "Characters your opponents control lose [[Defender]].",
        f"{WISP.name} tokens lose [[Eternal]].",
        "Characters your opponents control lose [[Tough]].",  # Tough is not taken away yet
    ):
        cases.append(Case("abilities", "passive: a group's keyword lost", text, _keyword_lost()))
    return cases


def _lost(subject: str, duration: str) -> Check:
    """An ignore step whose Emblem-Ongoing removes the abilities (2.3.2.d) for the period."""
    step = _step("ignore", subject, duration, {"lose_abilities": True})
    return lambda abilities, compiled: step(abilities, compiled) and "lose=True" in compiled


def _not_said() -> Check:
    """Gaining a printed ability (a quoted one): a step the card language does not say
    yet — read as anything, it is wrong."""
    return lambda _abilities, _compiled: False


def _lose_all() -> Check:
    return lambda _abilities, compiled: "lose=True" in compiled


def _keyword_lost() -> Check:
    return lambda _abilities, compiled: "scope='group'" in compiled and "lost=True" in compiled


def _group_change() -> Check:
    return lambda _abilities, compiled: (
        "scope='group'" in compiled and "ignore=IgnoreSpec" in compiled
    )


def cases() -> list[Case]:
    return create_cases() + description_cases() + trigger_cases() + ability_cases()


def check(case: Case) -> str:
    with using_tokens(TOKENS):
        try:
            reading = grammar_alone(case.text)
            if not reading.executable:
                return "right" if case.expect is None else "refused"
            compiled = repr(compile_card(reading.model).fields)
        except Exception as exc:
            return f"crash ({type(exc).__name__})"
    if case.expect is None:
        return "wrong"
    dumped = reading.model.model_dump(exclude_defaults=True, mode="json")
    return "right" if case.expect(dumped.get("abilities", []), compiled) else "wrong"


def main() -> int:
    run_section_audit("token/ability audit", __doc__ or "", cases(), check, widths=(10, 44))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
