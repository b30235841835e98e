"""Tokens named by name and card type (issue 30, gram67)

    .venv/bin/python benchmarks/named_token_types.py [--list]

A set creates its tokens by name, the token print found among the pool's token cards (2.1.e):
"Create a [Name] Landmark token", "a [Name] Permanent token", "a [Name 1/1/1] Robot token"
(with its statistics and sub-type), "two [Name] tokens", "a [Name] token in each of your
Expeditions". A type word that agrees with the token card's type is a check, not a
sub-type; one that disagrees is refused naming the token. The siblings below were written
before the reader was changed: each form × 4 token cards invented here (a Character, a
Character with an ability, a Landmark Permanent, an Expedition Permanent) × 3 placements
(none, "in my Expedition", "in each of your Expeditions").

Oracles: a Character token is created where said (not said: refused); a Landmark Permanent
joins your Landmarks (2.2.3.e; said in an Expedition: refused); an Expedition Permanent token
joins the Expedition said (2.2.3.d; not said: refused — gram77; before it, the engine created
token Characters and Landmark Permanents only and the oracle was a refusal);
a type word that is not the token card's is refused naming the token. A refusal is right
when its reason names the token.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from audit_report import run_family_audit

from scenarios.cards.grammar.first import grammar_ability
from scenarios.cards.printed.token_names import TokenCard, token_key, using_tokens

_SPARK = {"text": "At Noon \u2014 Draw a card.", "reaction": {"trigger": "at_noon"}}
COG = TokenCard(name="Copper Cog", subtypes=("Robot",), forest=1, mountain=1, water=1)
MOTE = TokenCard(
    name="Ash Mote",
    subtypes=("Spirit",),
    forest=0,
    mountain=1,
    water=0,
    abilities=(
        {
            "text": "At Noon \u2014 Draw a card.",
            "reaction": {"trigger": "at_noon", "effect": [{"action": "draw", "amount": 1}]},
        },
    ),
)
CAIRN = TokenCard(name="Signal Cairn", type="Permanent", zone_type="Landmark")
STAKE = TokenCard(name="Tide Stake", type="Permanent", zone_type="Expedition")
TOKENS = {token_key(t.name): t for t in (COG, MOTE, CAIRN, STAKE)}

_TYPE_WORDS = {
    "Copper Cog": ("Character",),
    "Ash Mote": ("Character",),
    "Signal Cairn": ("Landmark", "Landmark Permanent", "Permanent"),
    "Tide Stake": ("Expedition Permanent", "Permanent"),
}
_WRONG_TYPE = {
    "Copper Cog": "Landmark",
    "Ash Mote": "Landmark Permanent",
    "Signal Cairn": "Character",
    "Tide Stake": "Landmark",
}
_PLACES = {
    "": None,
    " in my Expedition": "my_expedition",
    " in each of your Expeditions": "each_my_expedition",
}


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    token: TokenCard
    amount: int
    place: str | None
    type_ok: bool


def cases() -> Iterator[Case]:
    for t in (COG, MOTE, CAIRN, STAKE):
        kind = f"{t.zone_type} {t.type}" if t.zone_type else t.type
        stats = f"{t.forest}/{t.mountain}/{t.water}"
        for said, place in _PLACES.items():
            where = said.strip() or "no place"
            forms: list[tuple[str, str, int, bool]] = [
                ("a [N] token", f"a [{t.name}] token", 1, True),
                ("two [N] tokens", f"two [{t.name}] tokens", 2, True),
                ("a [N] wrong type", f"a [{t.name}] {_WRONG_TYPE[t.name]} token", 1, False),
            ]
            forms += [
                (f"a [N] {w}", f"a [{t.name}] {w} token", 1, True) for w in _TYPE_WORDS[t.name]
            ]
            if t.type == "Character":
                sub = t.subtypes[0]
                forms.append(("a [N s/s/s] Sub", f"a [{t.name} {stats}] {sub} token", 1, True))
            for form, words, amount, ok in forms:
                yield Case(
                    f"{kind}: {form}, {where}",
                    f"{{J}} Create {words}{said}.",
                    t,
                    amount,
                    place,
                    ok,
                )


def _meant(case: Case) -> dict[str, Any] | None:
    """The step meant, or ``None`` for a refusal naming the token."""
    t = case.token
    if not case.type_ok:
        return None
    if t.type == "Permanent" and t.zone_type == "Expedition":
        if case.place is None:
            return None
        return {
            "action": "create",
            "token": t.name,
            "token_type": "Expedition Permanent",
            "amount": case.amount,
            "subject": case.place,
        }
    if t.type == "Permanent":
        if case.place is not None:
            return None
        return {"action": "create", "token": t.name, "amount": case.amount}
    if case.place is None:
        return None
    return {"action": "create", "amount": case.amount, "subject": case.place}


def check(case: Case) -> str:
    try:
        with using_tokens(TOKENS):
            ability, stop = grammar_ability(case.text, support=False)
        meant = _meant(case)
        if ability is None:
            reason = stop.reason if stop is not None else ""
            if meant is None:
                return "right" if case.token.name.lower() in reason.lower() else "refused"
            return "refused"
        if meant is None:
            return "wrong"
        [step] = ability["reaction"]["effect"]
        if any(step.get(k) != v for k, v in meant.items()):
            return "wrong"
        t = case.token
        if t.type == "Character":
            stats = f"{t.forest}/{t.mountain}/{t.water}"
            if step["token"] != f"{t.name} {stats} {t.subtypes[0]}":
                return "wrong"
        elif t.zone_type == "Landmark" and step.get("subject") != "your_landmarks":
            return "wrong"
        if list(t.abilities) != step.get("token_abilities", []):
            return "wrong"
        return "right"
    except Exception:
        return "crash"


if __name__ == "__main__":
    run_family_audit("named token types (gram67)", __doc__.splitlines()[0], list(cases()), check)
