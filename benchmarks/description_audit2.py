"""Descriptions and triggers a new set writes, crossed with the slots that take them and said
in several designers' voices, each judged right / wrong / refused / crash (issue 30).

    .venv/bin/python benchmarks/description_audit2.py [--list] [--kind KIND]

:mod:`description_audit` crosses the description parts the grammar had; this audit crosses
the kinds a blind writer used that it did not cross, each as a language feature:

- **group totals** (6.5.b): several targets limited as a whole — "any number of / up to N /
  N target [objects]" × "with (a) total / combined", "whose total … is" × Hand Cost (2.2.7),
  Reserve Cost (2.2.8), a statistic (2.2.11) × the verbs that target;
- **Expedition standing** (7.5.2.a-c): "[object] in an Expedition [you control / an opponent
  controls] that's behind / tied / ahead", "in your Expeditions that are …", "in an
  opponent's Expedition that's …" × target / each / up to N, the player as the objects'
  controller (7.5.5.b);
- **destinations** (6.3.b, 6.3.g): "When I go to / I'm sent to [zone] or [zone]", "When a
  Character goes to your Discard pile or your Reserve";
- **creations** (7.3.5.a, 2.2.2): "When you / an opponent / a player create(s) a [sub-type]
  token";
- **ordinals** (2.5.1.a): "When I gain my third boost / Sap counter";
- **must refuse**: what one of these words would read wrong — a total "or more", "power", a
  total of one target, a sacrifice "or" a move to the Discard pile (one atomic action, 6.3.g),
  a token's name, two controllers.

Each sentence is read by the grammar; its reading must contain the facts its words say
(``expect``: dicts found in the reading). Verdicts: **right** (read, the facts found, read
back by the writer to the same reading, run by the engine); **wrong** (read but a fact
missing, or a must-refuse sentence read and run); **refused** (not read or not run, with a
reason); **crash** (the reader failed). A must-refuse sentence refused is right.
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass, field
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


@dataclass
class Tally:
    verdicts: Counter[str] = field(default_factory=Counter)


# ----------------------------------------------------------------- group totals (6.5.b)
_VERBS = (
    ("{J} Exhaust {o}.", "exhaust"),
    ("{J} Ready {o}.", "ready"),
    ("{J} Send {o} to Reserve.", "send"),
    ("{J} Return {o} to their owners' hands.", "return"),
)
_MANY = (
    ("any number of target", {}),  # a total with no count: any number (total_targets.py)
    ("up to two target", {"up_to": 2}),
    ("up to three target", {"up_to": 3}),
    ("two target", {"targets": 2}),
    ("three target", {"targets": 3}),
)
_TOTALS = (
    ("with a total Hand Cost {{{n}}} or less", "hand_cost", "plain"),
    ("with total Hand Cost {n} or less", "hand_cost", "terse"),
    ("with a combined Hand Cost of {n} or less", "hand_cost", "combined"),
    ("whose total Hand Cost is {n} or less", "hand_cost", "relative"),
    ("with a total Reserve Cost {{{n}}} or less", "reserve_cost", "plain"),
    ("with combined Reserve Cost {n} or less", "reserve_cost", "combined"),
    ("whose combined Reserve Cost is {n} or less", "reserve_cost", "relative"),
    ("with a total {{V}} of {n} or less", "forest", "plain"),
    ("with total {{M}} {n} or less", "mountain", "terse"),
    ("whose total {{O}} is {n} or less", "water", "relative"),
    ("with a combined {{V}} of {n} or less", "forest", "combined"),
)
_NOUNS = (("Characters", "Character"), ("Landmark Permanents", "Landmark Permanent"))


def group_totals() -> list[Case]:
    out: list[Case] = []
    for said, many in _MANY:
        for phrase, of, voice in _TOTALS:
            for plural, _ in _NOUNS:
                if plural != "Characters" and of not in ("hand_cost", "reserve_cost"):
                    continue  # a statistic totals Characters only (2.2.11): refused below
                n = 4 if of.endswith("cost") else 6
                obj = f"{said} {plural} {phrase.format(n=n)}"
                for verb, action in _VERBS:
                    if "Landmark" in plural and action in ("ready", "return"):
                        continue
                    expect = ({"action": action, "total": {"of": of, "at_most": n}, **many},)
                    text = verb.replace("{o}", obj)
                    out.append(Case("group total", text, expect, voice=voice))
    return out


def group_totals_refused() -> list[Case]:
    said = (
        "{J} Exhaust any number of target Characters with a total Hand Cost {4} or more.",
        "{J} Exhaust up to two target Characters whose combined {V} is 5 or more.",
        "{J} Exhaust any number of target Characters with total power 5 or less.",
        "{J} Exhaust two target Characters whose total power is 6 or less.",
        "{J} Exhaust target Character with total Hand Cost 4 or less.",
        "{J} Exhaust any number of target Landmark Permanents with a total {V} of 4 or less.",
    )
    return [Case("must refuse: total", t, refuse=True) for t in said]


# ----------------------------------------------------------------- standing (7.5.2)
_STANDING_PLACES = (
    ("in an Expedition that's {s}", ""),
    ("in an Expedition that is {s}", ""),
    ("in an Expedition you control that's {s}", "you"),
    ("in an Expedition an opponent controls that's {s}", "opponent"),
    ("in your Expedition that's {s}", "you"),
    ("in one of your Expeditions that's {s}", "you"),
    ("in your Expeditions that are {s}", "you"),
    ("in an opponent's Expedition that's {s}", "opponent"),
    ("in an opponent's Expeditions that are {s}", "opponent"),
)
_STANDING_SLOTS = (
    ("{J} Exhaust target Character {p}.", "target"),
    ("{J} Exhaust each Character {p}.", "each"),
    ("{J} Exhaust up to two target Characters {p}.", "up to"),
    ("{J} Send target Character {p} to Reserve.", "target"),
    ("{J} Exhaust each Boosted Character {p}.", "each"),
)


def standings() -> list[Case]:
    out: list[Case] = []
    for standing in ("behind", "tied", "ahead"):
        for place, player in _STANDING_PLACES:
            if standing == "ahead" and place.startswith("in an Expedition that") and not player:
                pass  # the older rule's "in an Expedition that's ahead": crossed all the same
            for slot, voice in _STANDING_SLOTS:
                flt: dict[str, Any] = (
                    {"expedition_ahead": True}
                    if standing == "ahead"
                    else {"expedition_standing": standing}
                )
                text = slot.replace("{p}", place.replace("{s}", standing))
                if player and voice == "each":  # "each Character you control" (7.5.5.b)
                    group = {"you": "characters_you_control", "opponent": ""}[player]
                    expect: tuple[dict[str, Any], ...] = (
                        {"filter": flt, "subject": group} if group else {"filter": flt},
                    )
                    if not group:  # an opponent's objects in play (7.5.5.b)
                        expect = ({"filter": {**flt, "controller": "opponent"}},)
                else:
                    expect = ({"filter": {**flt, "controller": player} if player else flt},)
                out.append(Case("Expedition standing", text, expect, voice=voice))
    return out


def standings_refused() -> list[Case]:
    said = (
        "{J} Exhaust each Character an opponent controls in one of your Expeditions that's tied.",
        "{J} Exhaust target Character you control in an opponent's Expedition that's behind.",
    )
    return [Case("must refuse: standing", t, refuse=True) for t in said]


# ----------------------------------------------------------------- destinations (6.3.b)
_ZONES = {
    "reserve": ("Reserve", "your Reserve"),
    "discard": ("the Discard pile", "your Discard pile"),
    "hand": ("your hand",),
}
_TRIGGER_OF = {
    ("I go to", "reserve"): "goes_to_reserve_from_anywhere",
    ("I go to", "discard"): "discarded",
    ("I'm sent to", "reserve"): "goes_to_reserve_from_anywhere",
    ("I'm sent to", "discard"): "discarded",
    ("I'm sent to", "hand"): "returned_to_hand",
    ("I'm returned to", "hand"): "returned_to_hand",
    ("I'm returned to", "reserve"): "goes_to_reserve_from_anywhere",
}


def destinations() -> list[Case]:
    out: list[Case] = []
    moves = ("I go to", "I'm sent to", "I'm returned to")
    for move in moves:
        for first, second in (("discard", "reserve"), ("reserve", "discard"), ("reserve", "hand")):
            for a in _ZONES[first]:
                for b in _ZONES[second]:
                    one, two = _TRIGGER_OF.get((move, first)), _TRIGGER_OF.get((move, second))
                    if one is None or two is None:
                        continue
                    for joiner in ("or", "or to"):
                        text = f"When {move} {a} {joiner} {b} \u2014 Draw a card."
                        expect = ({"trigger": one}, {"trigger": two})
                        out.append(Case("destinations", text, expect, voice=joiner))
    for subject, noun in (("a Character", "Character"), ("a Spell", "Spell")):
        text = f"When {subject} goes to your Discard pile or your Reserve \u2014 Draw a card."
        expect = (
            {"trigger": "card_joins_your_discard_pile", "filter": {"types": [noun]}},
            {"trigger": "card_joins_your_reserve", "filter": {"types": [noun]}},
        )
        out.append(Case("destinations", text, expect, voice="object"))
    for zone in ("your Discard pile", "the Discard pile", "my owner's Discard pile"):
        text = f"When I go to {zone} \u2014 Draw a card."
        out.append(Case("destinations", text, ({"trigger": "discarded"},), voice="one"))
    return out


def destinations_refused() -> list[Case]:
    said = (
        "When I'm sacrificed or go to your Discard pile \u2014 Draw a card.",
        "When I go to your Discard pile or am sacrificed \u2014 Draw a card.",
        "When I go to Reserve or your Reserve \u2014 Draw a card.",
    )
    return [Case("must refuse: destinations", t, refuse=True) for t in said]


# ----------------------------------------------------------------- creations (7.3.5.a)
def creations() -> list[Case]:
    out: list[Case] = []
    players = (
        ("you create", {}),
        ("an opponent creates", {"player": "opponent"}),
        ("your opponent creates", {"player": "opponent"}),
        ("a player creates", {"player": "any"}),
        ("any player creates", {"player": "any"}),
    )
    for said, player in players:
        for subtype in ("Robot", "Animal", "Plant", "Soldier", "Spirit"):
            article = "an" if subtype[0] in "AEIOU" else "a"
            text = f"When {said} {article} {subtype} token \u2014 Draw a card."
            expect = (
                {"trigger": "you_create_a_token", "if": f"it's {article} {subtype.lower()}"}
                | player,
            )
            out.append(Case("creations", text, expect, voice=said.split()[0]))
    return out


def creations_refused() -> list[Case]:
    said = (
        # a token name no token card defines (a known one, such as the library's Brassbug,
        # is a description since the set's token names are read: gram39)
        "When you create a Glimmerwing token \u2014 Draw a card.",
        "When you create a Robot token, if it's a Plant \u2014 Draw a card.",
    )
    return [Case("must refuse: creations", t, refuse=True) for t in said]


# ----------------------------------------------------------------- ordinals (2.5.1.a)
_ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth")


def ordinals() -> list[Case]:
    out: list[Case] = []
    for n, word in enumerate(_ORDINAL_WORDS, 1):
        for said, counter in (("boost", "boost"), ("Sap counter", "Sap")):
            text = f"When I gain my {word} {said} \u2014 Draw a card."
            expect = ({"trigger": "counter_reaches", "amount": n, "counter": counter},)
            out.append(Case("ordinals", text, expect, voice=said.split()[-1]))
    return out


def ordinals_refused() -> list[Case]:
    said = (
        "The third time I gain a boost each turn \u2014 Draw a card.",
        "When I gain a boost for the third time this turn \u2014 Draw a card.",
    )
    return [Case("must refuse: ordinals", t, refuse=True) for t in said]


def cases() -> list[Case]:
    return [
        *group_totals(),
        *group_totals_refused(),
        *standings(),
        *standings_refused(),
        *destinations(),
        *destinations_refused(),
        *creations(),
        *creations_refused(),
        *ordinals(),
        *ordinals_refused(),
    ]


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
        return isinstance(have, list) and [str(x) for x in have] == [str(x) for x in want]
    return str(getattr(have, "value", have)) == str(want)


def judge(case: Case) -> tuple[str, str]:
    """(verdict, why)."""
    try:
        reading = read_ability(case.text)
    except NotRead as exc:
        return ("right" if case.refuse else "refused"), f"not read: {exc}"
    except Exception as exc:  # a crash of the reader: a bug, said as such
        return "crash", f"{type(exc).__name__}: {exc}"
    printed = grammar_alone(case.text)
    if case.refuse:
        if printed.executable:
            return "wrong", f"read and run: {reading}"
        return "right", "not run"
    missing = [e for e in case.expect if not _contains(reading, e)]
    if missing:
        return "wrong", f"read {reading}, without {missing}"
    why = round_trip(case.text, reading)
    if why:
        return "refused", f"not read back: {why}"
    if not printed.executable:
        return "refused", next((a.reason for a in printed.abilities if a.reason), "not run")
    return "right", ""


def main() -> None:
    run_kind_audit(
        __doc__.split("\n")[0],
        cases(),
        judge,
        voice_key=lambda c: f"{c.kind}: {c.voice}",
        voice_title="by voice",
    )


if __name__ == "__main__":
    main()
