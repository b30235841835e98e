"""Do conditions read as composed language, and mean what they say? (issue 30)

    .venv/bin/python benchmarks/condition_audit.py [--list] [--family FAMILY]

A generative audit of the CONDITION language (6.5.d; "if", "unless", a Unique's
"[condition]:" and "X, otherwise Y"), crossed along its dimensions, never card texts:

- the subject: described objects with a count word ("a", "an", "one or more", "two or more",
  "2 or more", "at least two", "exactly one", "exactly two", "two or fewer", "at most one",
  "no", "each", "every", "all") and the partitive wording ("one of your Characters", "none of
  your Characters", "each of your Characters", "two or more of your Characters") x the
  description (Characters / Permanents you control, an opponent controls, in my Expedition,
  in the Expedition facing me: 1.2.2, 7.5.5.b, 1.2.3.c) — and "I" (the bearer, 1.2.5);
- the predicate: is / isn't a status (2.4), has / doesn't have a keyword (7.4), has a boost /
  N or more boosts / no boosts (2.5.1), is / isn't a token (2.1.e), is in your Hero /
  Companion Expedition (7.5.5.a), in singular and plural agreement, contracted and not;
- counts of a zone against a limit: "as many / more / fewer cards in Reserve than / as your
  Reserve limit" (3.2.10.b), Landmarks against the Landmark limit (3.2.7, 4.2.5.c);
- the form: "If c: X", "Unless c: X", "If c, X", "X if c", "If c: X, otherwise Y".

Each sentence carries what it must mean: the engine condition's count (what is counted, the
filter of the counted objects, at least / at most), normalised so "unless" and "no" compare
with their positive forms (6.5.d). It prints the share READ (the grammar alone reads the
ability and the engine evaluates it) and READ RIGHT; a reading marked wrong is worse than
unread (precision first).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_family_audit

from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import NotRead, read_ability

Meaning = tuple[str, int | None, int | None, tuple[tuple[str, Any], ...]]
"""(what is counted, at least, at most, the counted objects' filter as sorted fields)."""


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    meaning: Meaning
    otherwise: bool = False


# ----------------------------------------------------------------- the dimensions
# (words, plural?, at least, at most, "all": every one of them — counted as none that isn't)
COUNTS: tuple[tuple[str, bool, int | None, int | None, bool], ...] = (
    ("a", False, 1, None, False),
    ("one or more", True, 1, None, False),
    ("at least one", False, 1, None, False),
    ("two or more", True, 2, None, False),
    ("2 or more", True, 2, None, False),
    ("at least two", True, 2, None, False),
    ("three or more", True, 3, None, False),
    ("exactly one", False, 1, 1, False),
    ("exactly two", True, 2, 2, False),
    ("two or fewer", True, None, 2, False),
    ("at most one", False, None, 1, False),
    ("no", False, None, 0, False),
    ("any", False, 1, None, False),
    ("each", False, None, None, True),
    ("every", False, None, None, True),
    ("all", True, None, None, True),
)
PARTITIVES: tuple[tuple[str, bool, int | None, int | None, bool], ...] = (
    ("one of", False, 1, None, False),
    ("none of", False, None, 0, False),
    ("each of", False, None, None, True),
    ("two or more of", True, 2, None, False),
    ("exactly one of", False, 1, 1, False),
    ("at least two of", True, 2, None, False),
    ("all of", True, None, None, True),
    ("one or more of", True, 1, None, False),
)
# (singular, plural, what is counted, the filter's own fields)
DESCRIPTIONS: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    ("Character you control", "Characters you control", "you_control", {"types": ("Character",)}),
    ("Permanent you control", "Permanents you control", "you_control", {"types": ("Permanent",)}),
    (
        "Character an opponent controls",
        "Characters an opponent controls",
        "opponent_controls",
        {"types": ("Character",)},
    ),
    (
        "Character in my Expedition",
        "Characters in my Expedition",
        "my_expedition",
        {"types": ("Character",)},
    ),
    (
        "Character in the Expedition facing me",
        "Characters in the Expedition facing me",
        "opponent_controls",
        {"types": ("Character",), "facing_me": True},
    ),
)
PARTITIVE_OF = (
    ("your Characters", "you_control", {"types": ("Character",)}),
    ("your Permanents", "you_control", {"types": ("Permanent",)}),
    ("your opponent's Characters", "opponent_controls", {"types": ("Character",)}),
)

# (singular words, plural words, negated?, the filter's fields, the fields of "all" (None:
# "all" of it is not a count the engine can make))
PREDICATES: tuple[tuple[str, str, dict[str, Any], dict[str, Any] | None], ...] = (
    (
        "is [[Anchored]]",
        "are [[Anchored]]",
        {"statuses": ("Anchored",)},
        {"without": ("Anchored",)},
    ),
    ("is [[Asleep]]", "are [[Asleep]]", {"statuses": ("Asleep",)}, {"without": ("Asleep",)}),
    ("is [[Boosted]]", "are [[Boosted]]", {"statuses": ("Boosted",)}, {"without": ("Boosted",)}),
    ("is exhausted", "are exhausted", {"statuses": ("Exhausted",)}, {"without": ("Exhausted",)}),
    (
        "isn't [[Anchored]]",
        "aren't [[Anchored]]",
        {"without": ("Anchored",)},
        {"statuses": ("Anchored",)},
    ),
    (
        "is not [[Asleep]]",
        "are not [[Asleep]]",
        {"without": ("Asleep",)},
        {"statuses": ("Asleep",)},
    ),
    (
        "is [[Anchored]] or [[Asleep]]",
        "are [[Anchored]] or [[Asleep]]",
        {"any_statuses": ("Anchored", "Asleep")},
        {"without": ("Anchored", "Asleep")},
    ),
    ("is in {V}", "are in {V}", {"in_terrain": "forest"}, None),
    ("is in {O}", "are in {O}", {"in_terrain": "water"}, None),
    (
        "has [[Defender]]",
        "have [[Defender]]",
        {"keywords": ("Defender",)},
        {"without_keywords": ("Defender",)},
    ),
    (
        "has [[Gigantic]]",
        "have [[Gigantic]]",
        {"keywords": ("Gigantic",)},
        {"without_keywords": ("Gigantic",)},
    ),
    (
        "doesn't have [[Defender]]",
        "don't have [[Defender]]",
        {"without_keywords": ("Defender",)},
        {"keywords": ("Defender",)},
    ),
    (
        "does not have [[Tough]]",
        "do not have [[Tough]]",
        {"without_keywords": ("Tough",)},
        {"keywords": ("Tough",)},
    ),
    # one boost or more is Boosted, none is not (2.4.5.a): the engine says it so
    ("has a boost", "have a boost", {"statuses": ("Boosted",)}, {"without": ("Boosted",)}),
    ("has 2 or more boosts", "have 2 or more boosts", {"boosts_min": 2}, {"boosts_max": 1}),
    ("has two or more boosts", "have two or more boosts", {"boosts_min": 2}, {"boosts_max": 1}),
    ("has no boosts", "have no boosts", {"without": ("Boosted",)}, {"statuses": ("Boosted",)}),
    ("is a token", "are tokens", {"tokens": True}, {"non_token": True}),
    ("isn't a token", "aren't tokens", {"non_token": True}, {"tokens": True}),
    (
        "has Hand Cost {3} or less",
        "have Hand Cost {3} or less",
        {"hand_cost_max": 3},
        {"hand_cost_min": 4},
    ),
    (
        "has a Hand Cost of {4} or more",
        "have a Hand Cost of {4} or more",
        {"hand_cost_min": 4},
        {"hand_cost_max": 3},
    ),
    (
        "has Reserve Cost {2} or less",
        "have Reserve Cost {2} or less",
        {"reserve_cost_max": 2},
        {"reserve_cost_min": 3},
    ),
    (
        "is in your Hero Expedition",
        "are in your Hero Expedition",
        {"in_your_expedition": "hero"},
        None,
    ),
    (
        "is in your Companion Expedition",
        "are in your Companion Expedition",
        {"in_your_expedition": "companion"},
        None,
    ),
)

# "I" (the bearer): counted as the one object in play it is (1.2.5), under the controller's
# control (1.2.2)
ME: tuple[tuple[str, dict[str, Any], bool], ...] = (
    ("I'm in your Hero Expedition", {"in_your_expedition": "hero"}, False),
    ("I am in your Companion Expedition", {"in_your_expedition": "companion"}, False),
    ("I'm not in your Hero Expedition", {"in_your_expedition": "hero"}, True),
    ("I have [[Defender]]", {"keywords": ("Defender",)}, False),
    ("I don't have [[Defender]]", {"keywords": ("Defender",)}, True),
    ("I do not have [[Gigantic]]", {"keywords": ("Gigantic",)}, True),
    ("I'm a token", {"tokens": True}, False),
    ("I am not a token", {"tokens": True}, True),
)

# the bearer's boosts / counters bounded (2.5.1, 2.5.c): (words, counter, at least, at most)
MY_COUNTERS: tuple[tuple[str, str, int | None, int | None], ...] = (
    *(
        (f"I have {bound} {noun}", counter, low, high)
        for noun, counter in (("boosts", "boost"), ("Scrap counters", "Scrap"))
        for bound, low, high in (
            ("4 or fewer", None, 4),
            ("at most four", None, 4),
            ("4 or less", None, 4),
            ("more than two", 3, None),
            ("two or more", 2, None),
            ("at least 2", 2, None),
        )
    ),
    ("I have fewer than 3 boosts", "boost", None, 2),
    ("I have less than 3 boosts", "boost", None, 2),
)

# zones against a limit (3.2.10.b, 4.2.5.c): (words, counted, at least, at most)
LIMITS: tuple[tuple[str, str, int | None, int | None], ...] = (
    ("you have as many cards in Reserve as your Reserve limit", "reserve_over_limit", 0, 0),
    ("you have as many cards in your Reserve as your Reserve limit", "reserve_over_limit", 0, 0),
    (
        "you have at least as many cards in Reserve as your Reserve limit",
        "reserve_over_limit",
        0,
        None,
    ),
    ("you have more cards in Reserve than your Reserve limit", "reserve_over_limit", 1, None),
    ("you have fewer cards in Reserve than your Reserve limit", "reserve_over_limit", None, -1),
    ("you have less cards in your Reserve than your Reserve limit", "reserve_over_limit", None, -1),
    ("you control as many Landmarks as your Landmark limit", "landmarks_over_limit", 0, 0),
    ("you have as many Landmarks as your Landmark limit", "landmarks_over_limit", 0, 0),
    ("you control more Landmarks than your Landmark limit", "landmarks_over_limit", 1, None),
    ("you control fewer Landmarks than your Landmark limit", "landmarks_over_limit", None, -1),
)

# the controller's Expeditions counted by their state (7.5.2, 7.5.8.b, 7.5.9.a): (words,
# at least, at most) x (state words, positions, In Contact, terrain)
EXPEDITION_COUNTS: tuple[tuple[str, int | None, int | None], ...] = (
    ("exactly one of your Expeditions is", 1, 1),
    ("exactly two of your Expeditions are", 2, 2),
    ("none of your Expeditions is", None, 0),
    ("neither of your Expeditions is", None, 0),
)
EXPEDITION_STATES: tuple[tuple[str, tuple[str, ...], bool, str], ...] = (
    ("In Contact", (), True, ""),
    ("behind", ("expedition_behind",), False, ""),
    ("ahead", ("expedition_ahead",), False, ""),
    ("tied", ("expedition_tied",), False, ""),
    ("behind or tied", ("expedition_behind", "expedition_tied"), False, ""),
    ("in {V}", (), False, "forest"),
    ("in {O}", (), False, "water"),
)
# counts compared with the other player's (1.2.1.b): (words, at least, at most)
LEADS: tuple[tuple[str, int | None, int | None], ...] = (
    ("an opponent controls more Landmarks than you", None, -1),
    ("you control fewer Landmarks than an opponent", None, -1),
    ("you control more Landmarks than an opponent", 1, None),
    ("your opponent controls fewer Landmarks than you", 1, None),
)

# "it": what the trigger names (6.3.i) — (words, its filter, negated)
IT_TRIGGER = "When a Character you control gains [[Asleep]] \u2014"
IT_SAID: tuple[tuple[str, dict[str, Any], bool], ...] = (
    ("it has [[Defender]]", {"keywords": ("Defender",)}, False),
    ("it doesn't have [[Defender]]", {"keywords": ("Defender",)}, True),
    ("it does not have [[Gigantic]]", {"keywords": ("Gigantic",)}, True),
    ("it's in your Hero Expedition", {"in_your_expedition": "hero"}, False),
    ("it is in your Companion Expedition", {"in_your_expedition": "companion"}, False),
    ("it isn't in your Hero Expedition", {"in_your_expedition": "hero"}, True),
)
# "it's a [description] or a [description]": one of them (6.5.d)
IT_EITHER: tuple[tuple[str, tuple[dict[str, Any], ...]], ...] = (
    (
        "it's a Spell or a Character with Hand Cost {2} or less",
        ({"types": ("Spell",)}, {"types": ("Character",), "hand_cost_max": 2}),
    ),
    ("it's a Character or a Permanent", ({"types": ("Character",)}, {"types": ("Permanent",)})),
    (
        "it's an [[Anchored]] Character or a Spell",
        ({"types": ("Character",), "statuses": ("Anchored",)}, {"types": ("Spell",)}),
    ),
    ("it's a Spell or a Landmark", ()),  # not a filter the engine has: left to a judge
)
# the bearer's boosts against each described object (2.5.1): (words, what is counted, filter)
COMPARED_WITH: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("Character facing me", "opponent_controls", {"types": ("Character",), "facing_me": True}),
    (
        "other Character in my Expedition",
        "my_expedition",
        {"types": ("Character",), "another": True},
    ),
    ("Character an opponent controls", "opponent_controls", {"types": ("Character",)}),
    ("other Character you control", "you_control", {"types": ("Character",), "another": True}),
)
# a passive ability under the condition (2.3.2.f): the same meaning
PASSIVE_FORMS = (
    "As long as {c}, I get +1/+1/+1.",
    "While {c}, I get +1/+1/+1.",
    "I get +1/+1/+1 as long as {c}.",
)

FORMS: tuple[tuple[str, bool, bool], ...] = (
    # (the ability, negated by its form, an "otherwise")
    ("{J} If {c}: Draw a card.", False, False),
    ("{J} Unless {c}: Draw a card.", True, False),
    ("{J} If {c}, draw a card.", False, False),
    ("{J} Draw a card if {c}.", False, False),
    ("{J} If {c}: Draw a card, otherwise I gain 1 boost.", False, True),
)


def _filter(flt: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    def plain(v: Any) -> Any:
        if isinstance(v, tuple) and all(isinstance(x, str) for x in v):
            return tuple(sorted(v))
        return v

    return tuple(sorted((k, plain(v)) for k, v in flt.items()))


def _negate(m: Meaning) -> Meaning | None:
    """The same count negated (6.5.d): "not at least a" is "at most a-1"."""
    counted, low, high, flt = m
    if low is not None and high is None:
        return counted, None, low - 1, flt
    if high is not None and low is None:
        return counted, high + 1, None, flt
    return None  # "exactly": not one bound


def _described() -> Iterator[tuple[str, Meaning]]:
    """Every described subject with every predicate, as a condition's words and meaning."""
    subjects: list[tuple[str, bool, int | None, int | None, bool, str, dict[str, Any]]] = []
    for word, plural, low, high, every in COUNTS:
        for one, many, counted, base in DESCRIPTIONS:
            noun = many if plural else one
            subjects.append((f"{word} {noun}", plural, low, high, every, counted, base))
    for word, plural, low, high, every in PARTITIVES:
        for noun, counted, base in PARTITIVE_OF:
            subjects.append((f"{word} {noun}", plural, low, high, every, counted, base))
    for said, plural, low, high, every, counted, base in subjects:
        for one, many, flt, of_all in PREDICATES:
            words = f"{said} {many if plural else one}"
            if every:
                if of_all is None:
                    continue  # no count the engine makes says it: not generated
                yield words, (counted, None, 0, _filter({**base, **of_all}))
            else:
                yield words, (counted, low, high, _filter({**base, **flt}))


def cases() -> Iterator[Case]:
    """Every composition of the dimensions above, with what it must mean."""
    described = list(_described())
    for i, (words, meaning) in enumerate(described):
        # every subject x predicate under "If c:"; the other forms over a stride of them
        for n, (form, negated, otherwise) in enumerate(FORMS):
            if n and i % 7 != n:
                continue
            meant = _negate(meaning) if negated else meaning
            if meant is None:
                continue
            yield Case("described objects", form.replace("{c}", words), meant, otherwise)
    for word, plural, low, high, _every in COUNTS[:-3]:
        # the wording the checker is calibrated on: "you control [count] [[Status]] Characters"
        noun = "[[Anchored]] Characters" if plural else "[[Anchored]] Character"
        base = _filter({"types": ("Character",), "statuses": ("Anchored",)})
        yield Case(
            "you control",
            f"{{J}} If you control {word} {noun}: Draw a card.",
            ("you_control", low, high, base),
        )
    for words, flt, negated in ME:
        for form, neg, otherwise in FORMS:
            me = _filter({**flt, "only_me": True})
            said: Meaning = (
                ("you_control", None, 0, me) if negated != neg else ("you_control", 1, None, me)
            )
            yield Case("I", form.replace("{c}", words), said, otherwise)
    for n, (words, meaning) in enumerate(described):
        if n % 5 == 0:
            form = PASSIVE_FORMS[(n // 5) % len(PASSIVE_FORMS)]
            yield Case("passive", form.replace("{c}", words), meaning)
    for words, flt, negated in IT_SAID:
        for form, neg, otherwise in FORMS[:3]:
            what = "it:not" if negated != neg else "it"
            text = form.replace("{J}", IT_TRIGGER).replace("{c}", words)
            yield Case("it", text, (what, None, None, _filter(flt)), otherwise)
    for words, either in IT_EITHER:
        each = tuple(sorted(_filter(f) for f in either))
        for form, _neg, otherwise in FORMS[:1] + FORMS[2:3]:
            text = form.replace("{J}", IT_TRIGGER).replace("{c}", words)
            yield Case("it", text, ("it", None, None, (("any_of", each),)), otherwise)
    for words, counter, low, high in MY_COUNTERS:
        for form, neg, otherwise in FORMS:
            mine: Meaning | None = (f"my_counters:{counter}", low, high, ())
            mine = _negate(mine) if neg and mine is not None else mine
            if mine is not None:
                yield Case("my counters", form.replace("{c}", words), mine, otherwise)
    for desc, counted, flt in COMPARED_WITH:
        for direction, how in (("more", "at_least"), ("fewer", "at_most")):
            for every in ("each", "every"):
                words = f"I have {direction} boosts than {every} {desc}"
                none_has: Meaning = (counted, None, 0, _filter({**flt, "boosts_vs_mine": how}))
                for form, neg, otherwise in FORMS:
                    got = _negate(none_has) if neg else none_has
                    if got is not None:
                        yield Case(
                            "compared with objects", form.replace("{c}", words), got, otherwise
                        )
    for said_count, low, high in EXPEDITION_COUNTS:
        for state, positions, contact, terrain in EXPEDITION_STATES:
            for form, _neg, otherwise in FORMS[:1] + FORMS[2:3]:
                state_of = (("expedition", (tuple(sorted(positions)), contact, terrain)),)
                yield Case(
                    "expeditions counted",
                    form.replace("{c}", f"{said_count} {state}"),
                    ("your_expeditions", low, high, state_of),
                    otherwise,
                )
    for words, low, high in LEADS:
        for form, neg, otherwise in FORMS:
            lead: Meaning | None = ("lead:your_landmarks", low, high, ())
            lead = _negate(lead) if neg and lead is not None else lead
            if lead is not None:
                yield Case("compared with a player", form.replace("{c}", words), lead, otherwise)
    for words, counted, low, high in LIMITS:
        for form, neg, otherwise in FORMS:
            meaning = (counted, low, high, ())
            got = _negate(meaning) if neg else meaning
            if got is not None:
                yield Case("limit", form.replace("{c}", words), got, otherwise)


# ----------------------------------------------------------------- checking
def _fields(flt_of: Any) -> dict[str, Any]:
    """The fields an engine filter sets, as plain sorted values."""
    flt: dict[str, Any] = {}
    if flt_of is None:
        return flt
    for f in fields(flt_of):
        v = getattr(flt_of, f.name)
        if f.name == "text" or (v in (None, False, "", 0) and f.name != "boosts_max"):
            continue
        if f.name == "boosts_max" and v is None:
            continue
        if isinstance(v, frozenset):
            if not v:
                continue
            v = tuple(sorted(str(getattr(x, "value", x)) for x in v))
        flt[f.name] = v
    return flt


def _engine_meaning(said: str) -> Meaning | None:
    c = condition_of(said)
    if c is not None and c.kind == "it_matches" and len(c.any_of) == 1:
        return ("it:not" if c.negated else "it", None, None, _filter(_fields(c.any_of[0])))
    if c is not None and c.kind == "it_matches":  # one of several descriptions
        each = tuple(sorted(_filter(_fields(f)) for f in c.any_of))
        return ("it:not" if c.negated else "it", None, None, (("any_of", each),))
    if c is None or c.kind != "count" or c.whose:
        return None
    flt = _fields(c.filter)
    counted = str(c.counted)
    if counted == "lead":
        counted = f"lead:{c.lead_of}"
    if counted == "my_counters":
        counted = f"my_counters:{c.counter}"
    if counted == "your_expeditions":
        terrain = str(c.terrain.value).lower() if c.terrain is not None else ""
        flt["expedition"] = (tuple(sorted(c.positions)), c.in_contact, terrain)
    m: Meaning = (counted, c.at_least, c.at_most, _filter(flt))
    if c.negated:
        return _negate(m)
    return m


def _kept_condition(model: Any) -> str | None:
    """The condition text the compiled card keeps on its first step or passive (the printed
    reader may reword it, "at least 2" as "2 or more")."""
    for ability in getattr(model, "abilities", ()) or ():
        reaction = getattr(ability, "reaction", None)
        if reaction is not None and reaction.effect:
            kept = getattr(reaction.effect[0], "condition", None)
            return kept if isinstance(kept, str) else None
        passive = getattr(ability, "passive", None)
        kept = getattr(passive, "condition", None) if passive is not None else None
        if isinstance(kept, str):
            return kept
    return None


def check(case: Case) -> str:
    """'right', 'wrong' (read, but not as meant) or 'unread'."""
    try:
        reading = read_ability(case.text)
    except NotRead:
        return "unread"
    found = grammar_alone(case.text)
    if not found.executable:
        return "unread"
    reaction = reading.get("reaction") or {}
    effect = reaction.get("effect") or []
    first = effect[0] if effect else reading.get("passive") or {}
    said = first.get("if")
    if not isinstance(said, str):
        return "wrong"
    got = _engine_meaning(said)
    if got is None:  # the words the card structure keeps, as the engine evaluates them
        kept = _kept_condition(found.model)
        got = _engine_meaning(kept) if kept else None
    if got is None:
        return "wrong"  # executable, yet the engine does not count what was meant
    right = got == case.meaning and bool(first.get("otherwise")) == case.otherwise
    return "right" if right else "wrong"


def main() -> None:
    run_family_audit("conditions composed", __doc__.split("\n")[0], cases(), check)


if __name__ == "__main__":
    main()
