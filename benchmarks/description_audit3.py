"""Descriptions by absence and negation, crossed with every slot a description stands in and
said in several designers' voices, each judged right / wrong / refused / crash (issue 30).

    .venv/bin/python benchmarks/description_audit3.py [--list] [--kind KIND]

:mod:`description_audit` and :mod:`description_audit2` cross the predicates a description
says positively; a blind writer also says them absent or negated ("with no boosts", "you
don't control", "that isn't a token", "without Defender", "not in my Expedition"). This
audit crosses, for each predicate the reader takes positively —

- a status (2.4: "non-Anchored", "that isn't [[Asleep]]"), boosts (2.4.5.a: "without a
  boost", "that doesn't have a boost"), a keyword ability (7.4: "without Defender", "with no
  Gigantic", "that doesn't have Tough 1", "non-Gigantic"), being a token (2.1.e: "that isn't
  a token"), a sub-type (2.2.2: "that isn't an Animal"), a card type (2.2.1: "non-Character",
  "that isn't a Character"), who controls or owns it (1.2.2, 1.1.3.c: "you don't control",
  "not controlled by you", "you don't own"), where it is (7.5.5, 7.2.3.a, 7.5.8.c, 1.2.3.c:
  "not in my Expedition", "that isn't in your Hero Expedition", "not in {V}", "not in the
  Expedition facing me"), the bearer (7.2.1.a: "other than me"), a cost (2.2.7, 2.2.8: "with
  Hand Cost other than {3}"), two at once ("with neither boosts nor Defender") —

with the slots that take a description: a target, "up to N target", "each", a passive's
group (2.3.1.a), "for each" (6.5.i), a condition's count (6.5.d) and a trigger's object
(6.3.b). It crosses too the
amounts read from the object itself — "my {V}" / "my Forest statistic" (2.2.11.b, boosts
included 2.5.1.b), "my number of boosts / [name] counters" (2.5.c) — with the amount slots of
the counted steps (draw, boosts, counters; "equal to …" and "X, where X is …", 6.5.i), and the
amounts that must be refused ("power" is no word of the rules).

Each sentence is read by the grammar; its reading must contain the facts its words say
(``expect``: dicts found in the reading — for a count or a condition kept as words, in
the engine filter the words compile to). Verdicts: **right** (read, the facts found, read
back by the writer to the same reading, run by the engine); **wrong** (read but a fact
missing, or a must-refuse sentence read and run); **refused** (not read or not run, with a
reason); **crash** (the reader failed). A must-refuse sentence refused is right.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_kind_audit

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.coverage import round_trip


@dataclass(frozen=True)
class Case:
    kind: str
    text: str
    expect: tuple[dict[str, Any], ...] = ()
    refuse: bool = False
    voice: str = ""
    counted: bool = False
    """The description is kept as words (a count, a condition): the facts are looked for in
    the engine filter those words compile to."""


# ----------------------------------------------------------------- negated predicates
# (predicate, words after a singular noun, the same after a plural noun, the filter's facts)
_NEGATIONS: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    ("boosts", "with no boosts", "with no boosts", {"without": ["Boosted"]}),
    ("boosts", "without a boost", "without boosts", {"without": ["Boosted"]}),
    ("boosts", "that doesn't have a boost", "that don't have any boosts", {"without": ["Boosted"]}),
    ("status", "that isn't Anchored", "that aren't Anchored", {"without": ["Anchored"]}),
    ("status", "that is not Asleep", "that are not Asleep", {"without": ["Asleep"]}),
    ("keyword", "without Defender", "without Defender", {"without_keywords": ["Defender"]}),
    ("keyword", "with no Gigantic", "with no Gigantic", {"without_keywords": ["Gigantic"]}),
    (
        "keyword",
        "that has no Defender",
        "that have no Defender",
        {"without_keywords": ["Defender"]},
    ),
    ("status", "that isn't ready", "that aren't ready", {"statuses": ["Exhausted"]}),
    ("boosts", "with zero boosts", "with zero boosts", {"without": ["Boosted"]}),
    (
        "cost",
        "with a Hand Cost other than {2}",
        "with a Hand Cost other than {2}",
        {"none_of": [{"hand_cost_min": 2, "hand_cost_max": 2}]},
    ),
    (
        "keyword",
        "that doesn't have Tough",
        "that don't have Tough",
        {"without_keywords": ["Tough"]},
    ),
    ("keyword", "without any Scout", "without Scout", {"without_keywords": ["Scout"]}),
    ("token", "that isn't a token", "that aren't tokens", {"non_token": True}),
    ("sub-type", "that isn't an Animal", "that aren't Animals", {"without_subtypes": ["Animal"]}),
    ("controller", "you don't control", "you don't control", {"controller": "opponent"}),
    ("controller", "you do not control", "you do not control", {"controller": "opponent"}),
    ("owner", "you don't own", "you do not own", {"owner": "opponent"}),
    (
        "place",
        "not in my Expedition",
        "not in my Expedition",
        {"none_of": [{"in_my_expedition": True}]},
    ),
    (
        "place",
        "that isn't in your Hero Expedition",
        "that aren't in your Hero Expedition",
        {"none_of": [{"in_your_expedition": "hero"}]},
    ),
    ("place", "not in {V}", "not in {V}", {"none_of": [{"in_terrain": "forest"}]}),
    (
        "place",
        "not in the Expedition facing me",
        "not in the Expedition facing me",
        {"none_of": [{"facing_me": True}]},
    ),
    ("bearer", "other than me", "other than me", {"another": True}),
    (
        "cost",
        "with Hand Cost other than {3}",
        "with Hand Cost other than {3}",
        {"none_of": [{"hand_cost_min": 3, "hand_cost_max": 3}]},
    ),
    (
        "cost",
        "with Reserve Cost not equal to {2}",
        "with Reserve Cost not equal to {2}",
        {"none_of": [{"reserve_cost_min": 2, "reserve_cost_max": 2}]},
    ),
    (
        "neither",
        "with neither boosts nor Defender",
        "with neither boosts nor Defender",
        {"without": ["Boosted"], "without_keywords": ["Defender"]},
    ),
)
# adjectives before the noun: (predicate, adjective, facts)
_ADJECTIVES: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("status", "non-Exhausted", {"without": ["Exhausted"]}),
    ("boosts", "non-Boosted", {"without": ["Boosted"]}),
    ("keyword", "non-Gigantic", {"without_keywords": ["Gigantic"]}),
    ("token", "non-token", {"non_token": True}),
    ("sub-type", "non-Animal", {"without_subtypes": ["Animal"]}),
)

_STEP_SLOTS = (
    ("{J} Exhaust target Character {q}.", "target", False),
    ("{J} Send target Character {q} to Reserve.", "target", False),
    ("{J} Ready up to two target Characters {qs}.", "up to", True),
    ("{J} Exhaust each Character {q}.", "each", False),
    ("{J} Exhaust all Characters {qs}.", "all", True),
)
_ADJ_SLOTS = (
    ("{J} Exhaust target {a} Character.", "target"),
    ("{J} Exhaust each {a} Character.", "each"),
    ("{J} Ready up to two target {a} Characters.", "up to"),
)
_COUNT_SLOTS = (
    ("{J} Draw a card for each Character {q}.", "for each"),
    ("{J} If you control a Character {q}, draw a card.", "condition"),
)


def negations() -> list[Case]:
    out: list[Case] = []
    for predicate, one, many, facts in _NEGATIONS:
        for slot, voice, plural in _STEP_SLOTS:
            if predicate == "bearer" and voice in ("each", "all"):
                continue  # "each Character other than me": the same words, crossed below
            text = slot.replace("{qs}" if plural else "{q}", many if plural else one)
            out.append(Case(f"not: {predicate}", text, (facts,), voice=voice))
        for slot, voice in _COUNT_SLOTS:
            if predicate in ("controller", "owner") and voice == "condition":
                continue  # "if you control a Character you don't control": two controllers
            text = slot.replace("{q}", one)
            out.append(Case(f"not: {predicate}", text, (facts,), voice=voice, counted=True))
        if predicate not in ("bearer", "neither"):  # a trigger's object (6.3.b)
            for trigger in (
                "When a Character {q} leaves play",
                "When a Character {q} is sacrificed",
            ):
                text = trigger.replace("{q}", one) + " \u2014 Draw a card."
                out.append(Case(f"not: {predicate}", text, (facts,), voice="trigger"))
        if predicate not in ("controller",):
            text = "Characters you control " + many + " get +1 {V}."
            out.append(Case(f"not: {predicate}", text, (facts,), voice="passive group"))
    for predicate, adjective, facts in _ADJECTIVES:
        for slot, voice in _ADJ_SLOTS:
            text = slot.replace("{a}", adjective)
            out.append(Case(f"not: {predicate}", text, (facts,), voice=f"adjective {voice}"))
    # a card type denied of what may be of either type (2.2.1)
    for said in ("that isn't a Character", "that isn't a Permanent"):
        typ = said.split()[-1]
        for slot in (
            "{J} Sacrifice target token {q}.",
            "{J} Exhaust each token you control {q}.",
        ):
            text = slot.replace("{q}", said)
            facts = {"none_of": [{"types": [typ]}]}
            out.append(Case("not: card type", text, (facts,), voice="relative"))
    for adj in ("non-Character", "non-Permanent"):
        typ = adj[4:]
        text = f"{{J}} Sacrifice target {adj} token."
        out.append(Case("not: card type", text, ({"none_of": [{"types": [typ]}]},), voice="adj"))
    return out


def negations_refused() -> list[Case]:
    said = (
        "{J} Exhaust target Character not in your Reserve.",
        "{J} Exhaust target Character not from your Reserve.",
        "{J} Exhaust target Character you control you don't control.",
        "{J} Exhaust target Character with no abilities.",
        "{J} Exhaust target Character that isn't a card.",
        "{J} Exhaust target Character not in each Expedition.",
        "{J} Exhaust target Character an opponent doesn't control.",
        "{J} Exhaust target Character without a Sap counter.",
    )
    return [Case("must refuse: not", t, refuse=True) for t in said]


# ----------------------------------------------------------------- amounts of mine (6.5.i)
_SOURCES = (
    ("my {V}", "my forest statistic", "statistic"),
    ("my {M}", "my mountain statistic", "statistic"),
    ("my {O}", "my water statistic", "statistic"),
    ("my Forest statistic", "my forest statistic", "statistic"),
    ("my Water statistic", "my water statistic", "statistic"),
    ("my {M} statistic", "my mountain statistic", "statistic"),
    ("my number of boosts", "my number of boosts", "counters"),
    ("my number of Sap counters", "my number of sap counters", "counters"),
)
_AMOUNT_SLOTS = (
    ("{J} Draw cards equal to {s}.", {"action": "draw"}, "draw"),
    ("{J} I gain boosts equal to {s}.", {"action": "give_boost", "subject": "self"}, "boosts"),
    (
        "{J} Target Character gains boosts equal to {s}.",
        {"action": "give_boost", "subject": "target_character"},
        "boosts",
    ),
    (
        "{J} Target Character gains Kelon counters equal to {s}.",
        {"action": "gain_counters", "counter": "Kelon"},
        "counters",
    ),
    ("{H} It gains boosts equal to {s}.", {"action": "give_boost"}, "boosts"),
)
_WHERE_SLOTS = (
    ("{J} Draw X cards, where X is {s}.", {"action": "draw"}, "draw where X"),
    ("{J} I gain X boosts, where X is {s}.", {"action": "give_boost"}, "boosts where X"),
)


def own_amounts() -> list[Case]:
    out: list[Case] = []
    for said, per, source in _SOURCES:
        for slot, facts, voice in _AMOUNT_SLOTS:
            if slot.startswith("{H} It"):
                continue  # "it" names nothing under {H}: crossed in the must-refuse list
            text = slot.replace("{s}", said)
            out.append(Case(f"amount: {source}", text, ({**facts, "per": per},), voice=voice))
        if said.startswith("my {") or source == "counters":
            for slot, facts, voice in _WHERE_SLOTS:
                text = slot.replace("{s}", said)
                out.append(Case(f"amount: {source}", text, ({**facts, "per": per},), voice=voice))
    # a ceiling and an addition on the amount (6.5.i): "…, up to a maximum of 3", "… plus one"
    # (a ceiling on boosts gained is refused: the cap of the count, or of the boosts on it in
    # all, as "gains N boosts, up to a max of M" reads — crossed in the must-refuse list)
    for said, per in (
        ("my {V}", "my forest statistic"),
        ("my number of boosts", "my number of boosts"),
    ):
        draw, draw_facts, _ = _AMOUNT_SLOTS[0]
        text = draw.replace("{s}.", said + ", up to a maximum of 3.")
        out.append(
            Case(
                "amount: ceiling", text, ({**draw_facts, "per": per, "per_most": 3},), voice="draw"
            )
        )
        for slot, facts, voice in _AMOUNT_SLOTS[:3]:
            text = slot.replace("{s}", said + " plus one")
            expect = ({**facts, "per": per, "per_plus": 1},)
            out.append(Case("amount: plus", text, expect, voice=voice))
    for slot, facts, voice in _WHERE_SLOTS:
        text = slot.replace("{s}", "my {V} plus 2")
        out.append(Case("amount: plus", text, ({**facts, "per_plus": 2},), voice=voice))
        text = slot.replace("X", "X+1", 1).replace("{s}", "my {O}")
        out.append(Case("amount: plus", text, ({**facts, "per_plus": 1},), voice=voice))
    return out


def own_amounts_refused() -> list[Case]:
    said = (
        "{J} Draw cards equal to my power.",
        "{J} I gain boosts equal to the highest power among your Characters.",
        "{J} Draw cards equal to my statistic.",
        "{J} Draw cards equal to my total power.",
        "{J} Sacrifice me. Draw cards equal to its power.",
        "{J} Draw cards equal to my {V} minus one.",
        "{J} Draw cards equal to twice my power.",
        "{J} I gain boosts equal to my {V}, up to a maximum of 3.",
        "{J} Target Character gains boosts equal to my number of boosts, up to a maximum of 2.",
    )
    return [Case("must refuse: amount", t, refuse=True) for t in said]


def cases() -> list[Case]:
    return [*negations(), *negations_refused(), *own_amounts(), *own_amounts_refused()]


# ----------------------------------------------------------------- judging
def _contains(tree: Any, want: dict[str, Any]) -> bool:
    """Whether a dict of ``tree`` has every key of ``want`` with that value (nested dicts
    compared the same way)."""
    if isinstance(tree, dict):
        if all(k in tree and _fits(tree[k], v) for k, v in want.items()):
            return True
        return any(_contains(v, want) for v in tree.values())
    if isinstance(tree, list):
        return any(_contains(v, want) for v in tree)
    return False


def _fits(have: Any, want: Any) -> bool:
    if isinstance(want, dict):
        return isinstance(have, dict) and all(
            k in have and _fits(have[k], v) for k, v in want.items()
        )
    if isinstance(want, list):
        if not isinstance(have, list | tuple):
            return False
        if want and isinstance(want[0], dict):
            return len(have) == len(want) and all(
                _fits(h, w) for h, w in zip(have, want, strict=True)
            )
        return sorted(str(x) for x in have) == sorted(str(x) for x in want)
    return str(getattr(have, "value", have)) == str(want)


_ENGINE_NAMES = {"without": "without", "without_subtypes": "without_subtypes"}


def _engine_fits(found: Any, want: dict[str, Any]) -> bool:
    """Whether the engine condition or filter ``found`` says the facts ``want`` (keys as the
    reading's); an opponent's objects may be said by what is counted (7.5.5.b)."""
    flt = getattr(found, "filter", found)
    counted = str(getattr(found, "counted", "") or "")
    if flt is None:
        return False
    for key, value in want.items():
        if key == "controller" and value == "opponent" and counted == "opponent_controls":
            continue
        have = getattr(flt, key, None)
        if key == "none_of":
            if len(have or ()) != len(value) or not all(
                _engine_fits(h, w) for h, w in zip(have or (), value, strict=True)
            ):
                return False
            continue
        if isinstance(value, list):
            said = sorted(str(getattr(x, "value", x)).lower() for x in have or ())
            if said != sorted(str(x).lower() for x in value):
                return False
        elif str(getattr(have, "value", have)).lower() != str(value).lower():
            return False
    return True


def _engine_filters(text: str) -> list[Any]:
    """The engine filters of the counts and conditions of ``text`` as the card compiles."""
    from engine.state.conditions import Condition

    printed = grammar_alone(text)
    out: list[Any] = []

    def walk(node: Any) -> None:
        if isinstance(node, Condition):
            out.append(node)
            for part in node.parts:
                walk(part)
            return
        if hasattr(node, "__dataclass_fields__"):
            for name in node.__dataclass_fields__:
                walk(getattr(node, name, None))
        elif isinstance(node, list | tuple):
            for x in node:
                walk(x)

    from scenarios.cards.compile import compile_card

    walk(list(compile_card(printed.model).fields.values()))
    return out


def judge(case: Case) -> tuple[str, str]:
    """(verdict, why)."""
    try:
        reading = read_ability(case.text)
    except NotRead as exc:
        return ("right" if case.refuse else "refused"), f"not read: {exc}"
    except Exception as exc:  # a crash of the reader: a bug, said as such
        return "crash", f"{type(exc).__name__}: {exc}"
    try:
        printed = grammar_alone(case.text)
    except Exception as exc:
        return "crash", f"{type(exc).__name__}: {exc}"
    if case.refuse:
        if printed.executable:
            return "wrong", f"read and run: {reading}"
        return "right", "not run"
    if not printed.executable:
        return "refused", next((a.reason for a in printed.abilities if a.reason), "not run")
    if case.counted:
        filters = _engine_filters(case.text)
        missing = [e for e in case.expect if not any(_engine_fits(f, e) for f in filters)]
    else:
        missing = [e for e in case.expect if not _contains(reading, e)]
    if missing:
        return "wrong", f"read {reading}, without {missing}"
    why = round_trip(case.text, reading)
    if why:
        return "refused", f"not read back: {why}"
    return "right", ""


def main() -> None:
    run_kind_audit(
        __doc__.split("\n")[0],
        cases(),
        judge,
        voice_key=lambda c: c.voice,
        voice_title="by slot / voice",
    )


if __name__ == "__main__":
    main()
