"""A set's own mechanics in every position (issue 30, gram50)

    .venv/bin/python benchmarks/set_mechanics_matrix.py [--list] [--family FAMILY]

A new set defines mechanics of its own and uses them everywhere: a keyword action ("[Kindle]
(Target Character you control gains 1 Ember counter.)"), a keyword ability whose reminder is
an ability, a counter kind ("Glimmer counters"), and tokens its token cards define (a
Character token and a Landmark Permanent token, 2.1.e). The matrix crosses every position a
set-defined word can stand in (a step's start, after "then" / "otherwise" / "If you do,", in
a trigger's effect, with a number, as a cost's "to"; a keyword ability granted, had, lost;
every counter construction; a token created, counted, sacrificed, described) with each kind
and several definitions. Every name is invented here (random syllables, seeded): a name
never seen, read only through the set's definition.

Each cell is read through the printed-text layer (:func:`read_printed`, the import's path)
with the set's definitions given as an import gives them (``using_keywords``,
``using_tokens``). Oracles:

- a keyword: the same text with the definition written out by hand in the keyword's place
  (what the keyword means, 2.2.12.c): right when both read the same, wrong when they differ;
  a granted keyword ability (ie40: the engine grants a set-defined ability, 2.2.15.a, 2.3.1.a)
  is right when every ability the reading grants is the definition's own reading (its
  printed name aside), wrong otherwise;
- a counter kind: the same construction with another invented name reads the same, the
  name swapped (any capitalised name fills every counter slot, 2.5);
- a token: read, the token's name is in the reading (the token card's token, 2.1.e).

Outcomes: right, wrong (read as something else: worse than unread), refused (not executed)
or crash.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import audit_card
from audit_report import run_family_audit

from scenarios.cards.printed import read_printed

try:
    from scenarios.cards.printed.reminded_keywords import using_keywords
except ImportError:  # a tree before gram50 (the "before" figure): no set keywords
    from contextlib import nullcontext

    def using_keywords(defined: dict[str, str]) -> Any:  # type: ignore[misc]
        return nullcontext()


from scenarios.cards.card_words import using_subtypes
from scenarios.cards.printed.token_names import TokenCard, using_tokens

_SYLLABLES = ("vor", "len", "kas", "mir", "tal", "dun", "rhe", "ost", "quel", "bry", "zan", "pho")


def invented(rng: random.Random, n: int = 2) -> str:
    """A capitalised word of ``n`` syllables no set prints (seeded: the same names each run)."""
    return "".join(rng.choice(_SYLLABLES) for _ in range(n)).capitalize()


_RNG = random.Random(50)
ACTION = invented(_RNG, 3)
ABILITY = invented(_RNG, 3)
COUNTER = invented(_RNG)
OTHER_COUNTER = invented(_RNG)
CHAR_TOKEN = invented(_RNG, 3)
LAND_TOKEN = invented(_RNG, 3)
SUBTYPE = invented(_RNG, 3)
"""A Character sub-type the set prints (its cards' ``subTypes``, read with ``using_subtypes``)."""

ACTION_DEFINITIONS = (
    "I gain 1 boost.",
    "Draw a card.",
    f"Target Character you control gains 1 {COUNTER} counter.",
    "Each opponent discards a card from their Reserve.",
)
"""What a set's keyword action does (its reminder): one step each, of several voices."""

NUMBERED_DEFINITIONS = ("I gain X boosts.", "Draw X cards.", "Draw up to X cards.")
"""A keyword action with a number ("[Kindle 2]"): the reminder's X is the number."""

ABILITY_DEFINITIONS = ("At Noon \u2014 I gain 1 boost.", "When I leave play \u2014 Draw a card.")
"""What a set's keyword ability does: an ability of its own (a trigger)."""

# (position, text with {k} the keyword, text with {d} / {D} the definition written out)
ACTION_POSITIONS = (
    ("start", "{J} [{k}].", "{J} {D}"),
    ("start, reminder here", "{J} [{k}]. ({D})", "{J} {D}"),
    ("trigger effect", "When you play a Spell \u2014 [{k}].", "When you play a Spell \u2014 {D}"),
    ("after then", "{J} Draw a card, then [{k}].", "{J} Draw a card, then {d}."),
    ("after Then,", "{J} Draw a card. Then, [{k}].", "{J} Draw a card. Then, {d}."),
    (
        "after otherwise",
        "{J} If you control a Landmark, draw a card, otherwise [{k}].",
        "{J} If you control a Landmark, draw a card, otherwise {d}.",
    ),
    (
        "after If you do",
        "{J} You may pay {1}. If you do, [{k}].",
        "{J} You may pay {1}. If you do, {d}.",
    ),
    ("first of two", "{J} [{k}], then draw a card.", "{J} {d}, then draw a card."),
    ("double brackets", "{J} [[{k}]].", "{J} {D}"),
    ("cost: to", "{J} You may exhaust me to [{k}].", "{J} You may exhaust me to {d}."),
    # gram54: the name a word of the grammar's lexicon, in every slot a step fills
    ("second of an and list", "{J} Draw a card and [{k}].", "{J} Draw a card and {d}."),
    ("you may", "{J} You may [{k}].", "{J} You may {d}."),
    ("activated", "{T} : [{k}].", "{T} : {D}"),
    ("unbracketed", "{J} {k}.", "{J} {D}"),
    (
        "you may [cost]:",
        "{J} You may sacrifice a token: [{k}].",
        "{J} You may sacrifice a token: {D}",
    ),
)
NUMBERED_POSITIONS = (
    ("with N", "{J} [{k} 2].", "{J} {D2}"),
    ("with N outside", "{J} [[{k}]] 2.", "{J} {D2}"),
    ("with N after then", "{J} Draw a card, then [{k} 2].", "{J} Draw a card, then {d2}."),
)
ABILITY_POSITIONS = (
    ("its own line", "[{k}].", "{D}"),
    ("its own line, reminder here", "[{k}]. ({D})", "{D}"),
)
GRANTED_POSITIONS = (
    ("granted", "{J} Target Character gains [[{k}]].", "granted"),
    ("granted to a group", "Characters you control have [[{k}]].", "granted"),
    ("lost", "{J} Target Character loses [[{k}]].", "named"),
    ("with", "{J} Characters with [[{k}]] you control gain 1 boost.", "as a rules keyword"),
    ("if I have", "{J} If I have [[{k}]], draw a card.", "as a rules keyword"),
)
"""A set keyword ability given to or asked of another object, and the oracle of each: a
granted one gives the definition's abilities, named (ie40, 2.2.15.a, 2.3.1.a); a description
or a condition asking for it reads as the same sentence naming a rules keyword does, the
set's name in its place (session 41: ``set_keywords``, 2.2.12.c); a loss with no time said
is refused naming the keyword, as a rules keyword's is (how long is not printed, 2.3.2.d)."""

RULES_KEYWORD = "Gigantic"
"""The rules keyword (7.4.4) a set keyword's sibling sentence names in its place."""

COUNTER_POSITIONS = (
    ("gain", "{J} I gain 2 {c} counters."),
    ("target gains", "{J} Target Character gains 1 {c} counter."),
    ("put", "{J} Put a {c} counter on target Character."),
    ("put N", "{J} Put 2 {c} counters on target Character you control."),
    ("remove", "{J} Remove a {c} counter from me. If you do, draw a card."),
    ("remove all", "{J} Remove all {c} counters from target Character."),
    ("spend (cost)", "{T}, Spend 2 of my {c} counters: Draw a card."),
    ("spend from", "{J} You may spend 1 {c} counter from a card you control to draw a card."),
    ("double", "{J} Double the {c} counters on target Character."),
    ("for each on me", "{J} I gain 1 boost for each {c} counter on me."),
    ("per on a group", "{J} I gain 1 boost per {c} counter on cards you control."),
    ("if N or more", "{J} If I have 2 or more {c} counters, draw a card."),
    ("if I have one", "{J} If I have a {c} counter, draw a card."),
    ("it has", "{J} Target Character gains 1 boost. If it has a {c} counter, draw a card."),
    ("with a counter", "{J} Send target Character with a {c} counter to Reserve."),
    ("with counters, group", "{J} Characters with {c} counters you control gain 1 boost."),
    ("trigger", "When I gain my third {c} counter \u2014 Draw a card."),
)

# setvocab (issue 30): the slots new sets left unread, each kind of a set's word crossed
# with them — a counter of the set's name where a left object's counters are asked ("it
# had", "the Character you sacrificed had"), a description without one, spent, lost, counted
COUNTER_SLOTS_MORE = (
    ("without a counter", "{J} Send target Character without a {c} counter to Reserve."),
    ("without a counter, group", "{J} Characters you control without a {c} counter gain 1 boost."),
    ("without any counter", "{J} Send target Character without any {c} counters to Reserve."),
    ("spend, step then", "{J} You may spend 2 of my {c} counters. If you do, draw a card."),
    ("spend, step to", "{J} Spend 2 of my {c} counters to draw a card."),
    ("for each on target", "{J} I gain 1 boost for each {c} counter on target Character."),
    (
        "it has N or more",
        "{J} Target Character gains 1 boost. If it has 2 or more {c} counters, draw a card.",
    ),
    ("loses all its", "{J} Target Character loses all its {c} counters."),
    ("I lose all my", "{J} I lose all my {c} counters."),
    (
        "for each it had, sacrificed",
        "{J} You may sacrifice a Character. If you do, I gain 1 boost for each {c} counter it had.",
    ),
    (
        "it had N or more, sacrificed",
        "{J} You may sacrifice a Character. If it had 2 or more {c} counters, draw a card.",
    ),
    (
        "the one you sacrificed had",
        "{J} You may sacrifice a Character. If the Character you sacrificed had 2 or more {c} "
        "counters, draw a card.",
    ),
    (
        "it had, leaves play",
        "When another Character leaves play \u2014 If it had a {c} counter, draw a card.",
    ),
    (
        "for each it had, leaves play",
        "When another Character leaves play \u2014 I gain 1 boost for each {c} counter it had.",
    ),
)
"""More counter slots (the name-swap oracle: any capitalised name fills them alike, 2.5)."""

PARAPHRASED = (
    # (kind, position, text, what it says otherwise) — {k} the keyword ability, {t} a token
    (
        "counter",
        "without a counter = with no",
        "{J} Send target Character without a {c} counter to Reserve.",
        "{J} Send target Character with no {c} counters to Reserve.",
    ),
    (
        "counter",
        "the one you sacrificed = it",
        "{J} You may sacrifice a Character. If the Character you sacrificed had 2 or more {c} "
        "counters, draw a card.",
        "{J} You may sacrifice a Character. If it had 2 or more {c} counters, draw a card.",
    ),
    (
        "ability",
        "token created with",
        "{J} Create a {t} token with [[{k}]] in my Expedition.",
        "{J} Create a {t} token in my Expedition. It gains [[{k}]].",
    ),
    (
        "ability",
        "token created with, after the place",
        "{J} Create a {t} token in my Expedition with [[{k}]].",
        "{J} Create a {t} token in my Expedition. It gains [[{k}]].",
    ),
    (
        "ability",
        "token created with, unbracketed",
        "{J} Create a {t} token with {k} in my Expedition.",
        "{J} Create a {t} token in my Expedition. It gains [[{k}]].",
    ),
    (
        "ability",
        "typed token created with",
        "{J} Create a [{t}] Spirit token with [[{k}]] in my Expedition.",
        "{J} Create a [{t}] Spirit token in my Expedition. It gains [[{k}]].",
    ),
)
"""A slot read as a sentence already read that says the same (the paraphrase oracle)."""

ABILITY_SLOTS_MORE = (
    (
        "trigger on one with",
        "When a Character you control with [[{k}]] leaves play \u2014 Draw a card.",
        "as a rules keyword",
    ),
    (
        "trigger, joins",
        "When another Character with [[{k}]] joins your Expedition \u2014 I gain 1 boost.",
        "as a rules keyword",
    ),
    (
        "trigger, sent to Reserve",
        "When a Character you control with [[{k}]] goes to Reserve \u2014 Draw a card.",
        "as a rules keyword",
    ),
    (
        "adjective",
        "{J} Each [[{k}]] Character you control gains 1 boost.",
        "as a rules keyword",
    ),
    ("unbracketed with", "{J} Characters with {k} you control gain 1 boost.", "as a rules keyword"),
    ("unbracketed if I have", "{J} If I have {k}, draw a card.", "as a rules keyword"),
    (
        "it had, leaves play",
        "When another Character you control leaves play \u2014 If it had [[{k}]], draw a card.",
        "named",
    ),
    (
        "it had, sacrificed",
        "{J} You may sacrifice a Character. If it had [[{k}]], draw a card.",
        "named",
    ),
    (
        "you did and it had",
        "{J} You may sacrifice a Character. If you do and it had [[{k}]], draw a card.",
        "named",
    ),
)
"""More keyword ability slots: a trigger on an object the keyword describes, the name
unbracketed, a left object's keyword (no ability of a left object is kept to ask: refused
naming it, as a rules keyword's is)."""

SUBTYPE_SLOTS = (
    ("each", "{J} Each {s} you control gains 1 boost."),
    ("for each", "{J} I gain 1 boost for each {s} you control."),
    ("target", "{J} Send target {s} to Reserve."),
    ("if you control", "{J} If you control a {s}, draw a card."),
    ("trigger", "When another {s} joins your Expedition \u2014 I gain 1 boost."),
    ("adjective", "{J} Each {s} Character you control gains 1 boost."),
)
"""A sub-type the set's cards print (and a token's name) in the slots a rules sub-type
fills: read as the same sentence naming a known sub-type (Spirit), the name swapped. (A
token's name in those slots is a name, 2.1.e: TOKEN_POSITIONS.)"""

TOKEN_CARDS = {
    CHAR_TOKEN.lower(): TokenCard(
        name=CHAR_TOKEN, type="Character", subtypes=("Spirit",), forest=1, mountain=1, water=1
    ),
    LAND_TOKEN.lower(): TokenCard(
        name=LAND_TOKEN, type="Permanent", zone_type="Landmark", subtypes=("Site",)
    ),
}
TOKEN_POSITIONS = (
    ("create, typed", "{J} Create a [{t}] {s} token{z}."),
    ("create, bare", "{J} Create a {t} token{z}."),
    ("create two", "{J} Create two {t} tokens{z}."),
    ("create, then", "{J} Draw a card, then create a [{t}] {s} token{z}."),
    (
        "create, otherwise",
        "{J} If you control a Landmark, draw a card, otherwise create a {t} token{z}.",
    ),
    ("for each", "{J} I gain 1 boost for each {t} you control."),
    ("if you control", "{J} If you control a {t}, draw a card."),
    ("if you control no", "{J} If you control no {t}s, draw a card."),
    ("sacrifice", "{J} You may sacrifice a {t}. If you do, draw a card."),
    ("your tokens", "{J} {t} tokens you control gain 1 boost."),
    ("trigger", "When a {t} token leaves play \u2014 Draw a card."),
    ("each, by its name", "{J} Each {t} you control gains 1 boost."),
    ("target, by its name", "{J} Sacrifice target {t} you control. If you do, draw a card."),
)
SUBTYPES = {"Character": (SUBTYPE,)}
"""The sub-types the set's cards print beyond the rules' lists (as the import gives them)."""
_TOKEN_PLACES = {
    CHAR_TOKEN: ("Spirit", " in my Expedition"),
    LAND_TOKEN: ("Site", " in your Landmarks"),
}


@dataclass(frozen=True)
class Case:
    """One cell: the family (kind × position), the text, and what decides right."""

    family: str
    text: str
    oracle: str
    """The text written out by hand ("" for a granted ability: its definition, granted;
    "named" or "as a rules keyword" for a set keyword ability asked of an object); a
    counter's other-name text; a token's name."""
    kind: str


def _lower_first(d: str) -> str:
    return d if d.startswith("I ") else d[:1].lower() + d[1:]


def cases() -> Iterator[Case]:
    """Every position × kind × definition."""
    for position, said, meant in ACTION_POSITIONS:
        for d in ACTION_DEFINITIONS:
            text = said.replace("{k}", ACTION).replace("{D}", d)
            out = meant.replace("{D}", d).replace("{d}", _lower_first(d.rstrip(".")))
            yield Case(f"action: {position}", text, out, "keyword:" + d)
    for position, said, meant in NUMBERED_POSITIONS:
        for d in NUMBERED_DEFINITIONS:
            d2 = d.replace("X", "2")
            text = said.replace("{k}", ACTION)
            out = meant.replace("{D2}", d2).replace("{d2}", _lower_first(d2.rstrip(".")))
            yield Case(f"action: {position}", text, out, "keyword:" + d)
    for position, said, meant in ABILITY_POSITIONS:
        for d in ABILITY_DEFINITIONS:
            text = said.replace("{k}", ABILITY).replace("{D}", d)
            yield Case(f"ability: {position}", text, meant.replace("{D}", d), "ability:" + d)
    for position, said, oracle in GRANTED_POSITIONS:
        for d in ABILITY_DEFINITIONS:
            text = said.replace("{k}", ABILITY)
            meant = "" if oracle == "granted" else oracle
            yield Case(f"ability: {position}", text, meant, "ability:" + d)
    for position, said in COUNTER_POSITIONS:
        yield Case(
            f"counter: {position}",
            said.replace("{c}", COUNTER),
            said.replace("{c}", OTHER_COUNTER),
            "counter",
        )
    for position, said in COUNTER_SLOTS_MORE:
        text, other = said.replace("{c}", COUNTER), said.replace("{c}", OTHER_COUNTER)
        yield Case(f"counter: {position}", text, other, "counter")
    for kind, position, said, meant in PARAPHRASED:
        for d in ABILITY_DEFINITIONS if kind == "ability" else ("",):
            fill = {"{c}": COUNTER, "{k}": ABILITY, "{t}": CHAR_TOKEN}
            text, other = said, meant
            for key, value in fill.items():
                text, other = text.replace(key, value), other.replace(key, value)
            defined = f"ability:{d}" if d else "counter"
            yield Case(f"{kind}: {position}", text, other, f"paraphrase|{defined}")
    for position, said, oracle in ABILITY_SLOTS_MORE:
        for d in ABILITY_DEFINITIONS:
            yield Case(f"ability: {position}", said.replace("{k}", ABILITY), oracle, "ability:" + d)
    for position, said in SUBTYPE_SLOTS:
        text, other = said.replace("{s}", SUBTYPE), said.replace("{s}", "Spirit")
        yield Case(f"sub-type: {position}", text, other, f"subtype|{SUBTYPE}")
    for position, said in TOKEN_POSITIONS:
        for name, (subtype, zone) in _TOKEN_PLACES.items():
            kind = "Landmark token" if name == LAND_TOKEN else "Character token"
            text = said.replace("{t}", name).replace("{s}", subtype).replace("{z}", zone)
            yield Case(f"{kind}: {position}", text, name, "token")


def _definitions(case: Case) -> dict[str, str]:
    """The set's keywords as the pool defines them (another print's reminder)."""
    if case.kind.startswith("keyword:"):
        return {ACTION.lower(): case.kind.removeprefix("keyword:")}
    kind = case.kind.removeprefix("paraphrase|")
    if kind.startswith("ability:"):
        return {ABILITY.lower(): kind.removeprefix("ability:")}
    return {}


def _read(text: str, keywords: dict[str, str]) -> tuple[bool, Any]:
    card = audit_card(text, name="Probe")
    with using_keywords(keywords), using_tokens(TOKEN_CARDS), using_subtypes(SUBTYPES):
        reading = read_printed(card)
    executed = bool(reading.abilities) and all(a.status == "executed" for a in reading.abilities)
    said = [a.model_dump(mode="json", exclude_defaults=True) for a in reading.model.abilities]
    for a in said:
        a.pop("text", None)
    return executed, said


def _unnamed(reading: Any) -> Any:
    """``reading`` without the keyword actions' names its steps carry."""
    if isinstance(reading, dict):
        return {k: _unnamed(v) for k, v in reading.items() if k != "keyword_action"}
    if isinstance(reading, list):
        return [_unnamed(v) for v in reading]
    return reading


def _granted(said: object) -> list[dict[str, object]]:
    """Every ability a reading grants (the ``abilities`` of an ongoing or a passive)."""
    found: list[dict[str, object]] = []
    if isinstance(said, dict):
        for key, value in said.items():
            if key == "abilities" and isinstance(value, list):
                found += [a for a in value if isinstance(a, dict)]
            else:
                found += _granted(value)
    elif isinstance(said, list):
        for value in said:
            found += _granted(value)
    return found


def _granted_check(said: object, definition: str) -> str:
    """'right' when the reading grants abilities and each is the definition read alone,
    carrying the set keyword's name (ia41: an object granted [K] has [K], 2.2.12.c)."""
    meant_read, meant = _read(definition, {})
    granted = [{k: v for k, v in a.items() if k != "text"} for a in _granted(said)]
    named = all(g.pop("set_keyword", None) == ABILITY for g in granted)
    alone = [{k: v for k, v in a.items() if k != "text"} for a in meant]
    right = meant_read and granted and named and all(g in alone for g in granted)
    return "right" if right else "wrong"


def _strip_texts(said: Any) -> Any:
    """``said`` without the printed text its parts carry (what it does, not how it prints)."""
    if isinstance(said, dict):
        return {k: _strip_texts(v) for k, v in said.items() if k != "text"}
    if isinstance(said, list):
        return [_strip_texts(v) for v in said]
    return said


def _named_check(case: Case) -> str:
    """'right' when the reading is refused, its reason naming the keyword as printed."""
    card = audit_card(case.text, name="Probe")
    with using_keywords(_definitions(case)), using_tokens(TOKEN_CARDS), using_subtypes(SUBTYPES):
        reading = read_printed(card)
    if reading.abilities and all(a.status == "executed" for a in reading.abilities):
        return "wrong"
    reasons = " ".join(a.reason for a in reading.abilities)
    return "right" if f"[{ABILITY}]" in reasons else "refused"


def _as_rules_keyword(said: object, case: Case) -> str:
    """'right' when the same sentence naming a rules keyword reads the same, the set's name
    in its place: "with [K]" asks for the set keyword (``set_keywords``) where "with
    Gigantic" asks for the rules one (``keywords``), a condition names it alike."""
    sibling_read, sibling = _read(case.text.replace(ABILITY, RULES_KEYWORD), {})
    if not sibling_read:
        return "refused"
    swapped = (
        json.dumps(sibling)
        .replace(f'"keywords": ["{RULES_KEYWORD}"]', f'"set_keywords": ["{ABILITY}"]')
        .replace(
            f'"without_keywords": ["{RULES_KEYWORD}"]', f'"without_set_keywords": ["{ABILITY}"]'
        )
        .replace(RULES_KEYWORD.lower(), ABILITY.lower())
    )
    return "right" if json.loads(swapped) == said else "wrong"


def check(case: Case) -> str:
    """'right', 'wrong', 'refused' (not executed) or 'crash'."""
    try:
        if case.oracle == "named":
            return _named_check(case)
        executed, said = _read(case.text, _definitions(case))
        if not executed:
            return "refused"
        if case.oracle == "as a rules keyword":
            return _as_rules_keyword(said, case)
        if case.kind.startswith("paraphrase|"):
            meant_read, meant = _read(case.oracle, _definitions(case))
            return "right" if meant_read and _strip_texts(meant) == _strip_texts(said) else "wrong"
        if case.kind.startswith("subtype|"):
            known = case.kind.removeprefix("subtype|")
            other_read, other = _read(case.oracle, {})
            swapped = json.dumps(_strip_texts(other)).replace("Spirit", known)
            swapped = swapped.replace("spirit", known.lower())
            return "right" if other_read and json.loads(swapped) == _strip_texts(said) else "wrong"
        if case.kind.startswith("ability:") and case.oracle and said:
            # its own line: the definition's ability, carrying the keyword's name (2.2.12.c)
            named = all(a.pop("set_keyword", None) == ABILITY for a in said)
            if not named:
                return "wrong"
        if case.kind == "token":
            return "right" if case.oracle.lower() in json.dumps(said).lower() else "wrong"
        if not case.oracle:  # a granted set ability: what is granted is its definition
            return _granted_check(said, case.kind.removeprefix("ability:"))
        if case.kind == "counter":
            other_read, other = _read(case.oracle, {})
            swapped = json.loads(json.dumps(other).replace(OTHER_COUNTER, COUNTER))
            swapped = json.loads(
                json.dumps(swapped).replace(OTHER_COUNTER.lower(), COUNTER.lower())
            )
            return "right" if other_read and swapped == said else "wrong"
        meant_read, meant = _read(case.oracle, {})
        # ha: a step that is the keyword action's whole definition also carries the action's
        # name (its event, 2.2.12.c) — the definition written out has no name to carry
        return "right" if meant_read and meant == _unnamed(said) else "wrong"
    except Exception:
        return "crash"


def main() -> None:
    print(
        f"invented names: keyword action [{ACTION}], keyword ability [{ABILITY}], counters "
        f"{COUNTER} / {OTHER_COUNTER}, tokens {CHAR_TOKEN} (Character), {LAND_TOKEN} (Landmark)"
    )
    run_family_audit(
        "set mechanics", (__doc__ or "").split("\n")[0], cases(), check, apart=("crash", "refused")
    )


if __name__ == "__main__":
    main()
