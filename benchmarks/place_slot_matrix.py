"""Places compose: every Expedition a place names, in every construction with a place slot
(issue 30, gram51)

    .venv/bin/python benchmarks/place_slot_matrix.py [--list] [--family FAMILY]

The slot matrix of places (7.5 Expeditions; 3.2.4.b a player's Hero and Companion
Expeditions; 1.2.3.c the Expedition facing one). The place FORMS are the grammar's own: every
alternative of its place nonterminals (``place``, ``joined_place``, ``expedition_named``,
``_counted_expedition``, ``_placed_expedition``, ``facing_expedition``, ``expedition_who``,
``_other_expedition``, ``_your_expeditions``) made only of words (:func:`place_forms` reads them
from ``altered.lark``: owner × Expedition × qualifier — "my", "your other", "the … facing me",
"your Hero", "target opponent's Hero", "each / both / one of your"). The CONSTRUCTIONS are
those with a place slot, each said in its voice: where a token is created, an Expedition
that moves or ascends (said as the subject, and "have [place] move"), a join trigger, a
state condition ("if [place] is ahead"), a count condition ("if there are two or more
Characters in [place]"), a qualifier ("each Character in [place]"), a passive ("[place]
can't move forward"), a move trigger ("When [place] moves forward").

A cell is right when the grammar alone reads the card executable and the reading names the
place meant (the engine's name of it: a step's subject, a trigger's or filter's words, a
condition's scope as the engine evaluates it, 6.5.d); wrong when it names another place
(worse than unread: precision first); a crash is counted apart.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import grammar_alone
from audit_report import run_family_audit

from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import NotRead, read_ability

LARK = Path(__file__).resolve().parent.parent / "scenarios/cards/grammar/altered.lark"
PLACE_RULES = (
    "place",
    "joined_place",
    "expedition_named",
    "_counted_expedition",
    "_placed_expedition",
    "facing_expedition",
    "expedition_who",
    "_other_expedition",
    "_your_expeditions",
)
_WORDS = re.compile(r'^(?:"[a-z\']+"|SUBTYPE|\("it" \| "me"\)|\("hero" \| SUBTYPE\))(?: |$)')


def _alternatives(rule: str, lines: list[str]) -> Iterator[str]:
    """The alternatives of ``rule`` (its first line and ``%extend`` lines too), aliases cut."""
    inside = False
    for line in lines:
        head = line.split("//")[0].rstrip()
        m = re.match(r"^(%extend )?\??([_a-z0-9]+)\s*:(.*)$", head)
        if m:
            inside = m[2] == rule
            body = m[3]
        elif inside and head.strip().startswith("|"):
            body = head.strip()[1:]
        else:
            if head.strip() and not head.startswith(" "):
                inside = False
            continue
        if inside:
            for alt in body.split(" | ") if "->" not in body else [body]:
                yield alt.split("->")[0].strip().lstrip("|").strip()


def _spoken(alt: str) -> list[str]:
    """The place words one grammar alternative says (SUBTYPE: "Companion"; "it" | "me": both);
    none for an alternative with another nonterminal in it."""
    rest, said = alt, [""]
    while rest:
        m = _WORDS.match(rest)
        if m is None:
            return []
        tok = m[0].strip()
        rest = rest[m.end() :]
        if tok == "SUBTYPE":
            choices = ["companion"]
        elif tok.startswith("("):
            choices = [w for w in re.findall(r'"([a-z]+)"', tok)] + (
                ["companion"] if "SUBTYPE" in tok else []
            )
        else:
            choices = [tok.strip('"')]
        said = [f"{s} {c}".strip() for s in said for c in choices]
    return said


def place_forms() -> list[str]:
    """Every place the grammar's place nonterminals say in words alone, each once."""
    lines = LARK.read_text().splitlines()
    found: list[str] = []
    for rule in PLACE_RULES:
        for alt in _alternatives(rule, lines):
            for said in _spoken(alt):
                placed = said.endswith(("expedition", "expeditions", "facing me", "facing it"))
                if placed and said not in found:
                    found.append(said)
    return found


# what each place names, as the engine names it (the tag a right reading carries)
MEANT: dict[str, str] = {
    "my expedition": "my",
    "its expedition": "its",
    "your other expedition": "other",
    "the other expedition": "other",
    "my other expedition": "other",
    "the expedition facing me": "facing",
    "your opponent's expedition facing me": "facing",
    "the opponent's expedition facing me": "facing",
    "the expedition facing it": "facing_it",
    "your hero expedition": "hero",
    "your companion expedition": "companion",
    "target expedition": "target",
    "each of your expeditions": "yours",
    "both of your expeditions": "yours",
    "your expeditions": "yours",
    "one of your expeditions": "one_of",
    "target opponent's hero expedition": "opp_hero",
    "target opponent's companion expedition": "opp_companion",
    "an expedition": "any",
    "an opponent's expedition": "opponents",
}
# the engine's names of places in a reading (a subject, a trigger, a filter, a scope)
_NAMES: dict[str, str] = {
    "my_expedition": "my",
    "its_expedition": "its",
    "your_other_expedition": "other",
    "the_expedition_facing_me": "facing",
    "your_hero_expedition": "hero",
    "your_companion_expedition": "companion",
    "target_expedition": "target",
    "characters_in_target_expedition": "target",
    "each_my_expedition": "yours",
    "characters_you_control": "yours",
    "one_of_your_expeditions": "one_of",
    "target_opponent_hero_expedition": "opp_hero",
    "target_opponent_companion_expedition": "opp_companion",
    "character_joins_my_expedition": "my",
    "character_joins_your_expeditions": "yours",
    "character_joins_one_of_your_expeditions": "one_of",
    "character_joins_an_expedition": "any",
    "character_joins_an_opponents_expedition": "opponents",
    "my_expedition_moves_forward": "my",
    "one_of_your_expeditions_moves_forward": "one_of",
    "an_expedition_moves_forward": "any",
    "an_opponents_expedition_moves_forward": "opponents",
}
_FILTERS: dict[str, str] = {
    "in_my_expedition": "my",
    "in_your_other_expedition": "other",
    "facing_me": "facing",
    "in_its_expedition": "its",
}
_SCOPES: dict[str, str] = {
    "": "my",
    "my": "my",
    "its": "its",
    "your_other": "other",
    "facing_me": "facing",
    "your_hero": "hero",
    "your_companion": "companion",
    "each_yours": "yours",
    "one_of_yours": "one_of",
}
# (family, voice: {p} the place, {P} capitalised, {s} a singular verb's ending, {is} "is/are")
CONSTRUCTIONS: tuple[tuple[str, str], ...] = (
    ("token created in", "{{J}} Create an Ordis Recruit 1/1/1 Soldier token in {p}."),
    ("have it move", "{{J}} Have {p} move forward one region."),
    ("moves (subject)", "{{J}} {P} move{s} forward one region."),
    ("ascends (subject)", "{{J}} {P} ascend{s}."),
    ("join trigger", "When a Character joins {p} — Draw a card."),
    ("state condition", "{{J}} If {p} {is} ahead, draw a card."),
    ("count condition", "{{J}} If there are two or more Characters in {p}, draw a card."),
    ("qualifier", "{{J}} Each Character in {p} gains 1 boost."),
    ("can't move (passive)", "{P} can't move forward."),
    ("moves (trigger)", "When {p} move{s} forward — Draw a card."),
)


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    meant: str


def _said(place: str) -> str:
    """The place as printed (Expedition, Hero, Companion capitalised)."""
    for word in ("expeditions", "expedition", "hero", "companion"):
        place = re.sub(rf"\b{word}\b", word.capitalize(), place)
    return place


def cases() -> Iterator[Case]:
    """Every construction crossed with every place form the grammar reads whose meaning the
    matrix knows (a form without one is printed by :func:`main`)."""
    for family, voice in CONSTRUCTIONS:
        for place in place_forms():
            if place not in MEANT:
                continue
            plural = place.endswith("expeditions") and not place.startswith(("each", "one"))
            p = _said(place)
            text = voice.format(
                p=p,
                P=p[0].upper() + p[1:],
                s="" if plural else "s",
                **{"is": "are" if plural else "is"},
            )
            yield Case(family, text.replace("{{J}}", "{J}"), MEANT[place])


def _names(reading: Any) -> tuple[set[str], set[str]]:
    """The places a reading names: (by a filter or a condition's scope, by a subject or a
    trigger) — a filter narrows the subject it is on, so it is the place when there is one."""
    narrowed: set[str] = set()
    named: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "filter" and isinstance(v, dict):
                    for fk, fv in v.items():
                        if fk in _FILTERS and fv:
                            narrowed.add(_FILTERS[fk])
                        if fk == "in_your_expedition" and fv in ("hero", "companion"):
                            narrowed.add(str(fv))
                        if fk == "controller" and fv == "opponent":  # in an opponent's
                            narrowed.add("opponents")
                elif k in ("if", "cant") and isinstance(v, str):
                    c = condition_of(v) if k == "if" else None
                    if c is not None and c.scope in _SCOPES:
                        narrowed.add(_SCOPES[c.scope])
                    elif c is not None and str(c.kind) in ("expedition_ahead", "expedition_behind"):
                        narrowed.add("my")
                    else:
                        named.add("condition not evaluated")
                else:
                    walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, str) and x in _NAMES:
            named.add(_NAMES[x])

    walk(reading)
    if "facing" in narrowed:  # the Expedition facing me is an opponent's (1.2.3.c)
        narrowed.discard("opponents")
    return narrowed, named


def check(case: Case) -> str:
    """'right', 'wrong' (read, another place), 'unread' or 'crash'."""
    try:
        reading = read_ability(case.text)
    except NotRead:
        return "unread"
    except Exception:
        return "crash"
    if not grammar_alone(case.text).executable:
        return "unread"
    if "cant" in json.dumps(reading) and case.family.startswith("can't"):
        # a passive kept as its words: right when the engine knows them (its own audit)
        said = str((reading.get("passive") or {}).get("cant", ""))
        return "right" if said.startswith(case.text.lower().split(" can't")[0]) else "wrong"
    narrowed, named = _names(reading)
    places = narrowed or named
    return "right" if places == {case.meant} else "wrong"


def main() -> None:
    forms = place_forms()
    unknown = [f for f in forms if f not in MEANT]
    print(f"place forms the grammar reads (its place nonterminals): {len(forms)}")
    if unknown:
        print(f"  without a meaning in this matrix: {', '.join(unknown)}")
    run_family_audit("places", __doc__.split("\n")[0], cases(), check)


if __name__ == "__main__":
    main()
