"""A keyword printed WITHOUT brackets, its reminder after it (issue 30, gram77)

    .venv/bin/python benchmarks/unbracketed_keywords.py [--list]

A set may print a keyword line without the brackets the card data usually gives it:
"Buoyant. (During Rest, I'm not sent to Reserve.)", "Hardy 2. (…)", "{J} Glow. (I gain 1
boost.)". The reminder is the set's keyword's only statement offline (2.2.12.c), as it is
for the bracketed form. The siblings below were written before the reader was changed: set
keyword names (one word, two words) × definitions of every kind the bracketed form reads (a
Reaction, a passive, a rules keyword restated — Eternal 7.4.3.b, Seasoned 7.4.6.b —, a
keyword action after an icon, a numbered keyword) × layouts (period, no period, after an
icon, after a sentence), and a reprint naming the keyword in brackets without its reminder
read with the pool defined by the unbracketed print. Rules keywords printed without brackets
(7.4, 2.4) and sentences followed by a parenthesis must read as before.

Oracles:
- ``as bracketed``: the reading is the bracketed form's ("[Buoyant]. (…)"); where the
  bracketed form is refused, refused too (counted "refused", not read) — executed is wrong;
- ``as rules keyword``: the card has that keyword (7.4) — nothing else;
- ``unchanged``: the reading is the text's without its parenthesis (reminder text has no
  existence rules-wise, 2.2.12.c).

Outcomes: right, wrong (read as something else), refused (not read where the oracle reads),
crash.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import audit_card
from audit_report import run_family_audit

from scenarios.cards.printed import read_printed
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

_NAMES = ("Buoyant", "Wayfare", "Tide Walker")
_ABILITIES = (
    "When I leave play, draw a card.",
    "At Noon \u2014 I gain 1 boost.",
    "During Rest, I'm not sent to Reserve.",
    "I keep my boosts when I go from the Expedition zone to Reserve.",
    "I am present in both of your Expeditions.",
    "{T}: Draw a card.",
    "If I would go to Reserve, discard me instead.",
)
_ACTIONS = ("I gain 1 boost.", "Draw a card.", "Target Character gains 1 boost.")
_RULES = (
    ("Tough 1. (Opponents must pay {1} to target me.)", "Tough 1"),
    ("Tough 2 (Opponents must pay {2} to target me.)", "Tough 2"),
    ("Gigantic. (I am present in both of your Expeditions.)", "Gigantic"),
    ("Eternal. (I am not sent to Reserve during Rest.)", "Eternal"),
    ("Defender. (My Expedition can't move forward during Dusk.)", "Defender"),
    ("Seasoned. (I keep my boosts when I go to Reserve.)", "Seasoned"),
)
_SENTENCES = (
    "{J} Draw a card. (You draw one card.)",
    "{J} I gain 1 boost. (Put a boost on me.)",
    "At Noon \u2014 Draw a card. (Once each Noon.)",
    "{H} Target Character gains 1 boost. (Any Character.)",
    "{J} Sabotage. (Discard up to one target card from a Reserve.)",
    "{J} Resupply. (Put the top card of your deck in your Reserve.)",
    "I have Tough 1. (Opponents must pay {1} to target me.)",
    "{J} Draw a card. Then I gain 1 boost. (Both.)",
)


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    oracle: str
    meant: str = ""
    pool: str = ""
    meant_pool: str = ""


def cases() -> Iterator[Case]:
    for name in _NAMES:
        for d in _ABILITIES:
            yield Case(
                "set ability: 'Name. (…)'", f"{name}. ({d})", "as bracketed", f"[{name}]. ({d})"
            )
            yield Case(
                "set ability: 'Name (…)'", f"{name} ({d})", "as bracketed", f"[{name}] ({d})"
            )
        for d in _ACTIONS:
            for icon in ("{J}", "{H}", "{R}"):
                yield Case(
                    "set action after an icon",
                    f"{icon} {name}. ({d})",
                    "as bracketed",
                    f"{icon} [{name}]. ({d})",
                )
            yield Case(
                "set action after a step",
                f"{{J}} Draw a card. {name}. ({d})",
                "as bracketed",
                f"{{J}} Draw a card. [{name}]. ({d})",
            )
            yield Case(
                "reprint read with the unbracketed print's pool",
                f"{{R}} [{name}].",
                "as bracketed",
                f"{{R}} [{name}].",
                pool=f"{{J}} {name}. ({d})",
                meant_pool=f"{{J}} [{name}]. ({d})",
            )
        for n in ("1", "2"):
            d = f"Opponents must pay {{{n}}} to target me."
            yield Case(
                "numbered set keyword", f"{name} {n}. ({d})", "as bracketed", f"[{name} {n}]. ({d})"
            )
    for text, kw in _RULES:
        yield Case("rules keyword without brackets", text, "as rules keyword", kw)
    for text in _SENTENCES:
        yield Case("sentence and a parenthesis", text, "unchanged", text.rsplit(" (", 1)[0])


def _read(text: str, pool: str = "") -> tuple[bool, list[Any], list[str]]:
    defined = defined_keywords([pool]) if pool else {}
    with using_keywords(defined):
        reading = read_printed(audit_card(text, name="Probe"))
    executed = bool(reading.abilities) and all(a.status == "executed" for a in reading.abilities)
    said = [a.model_dump(mode="json", exclude_defaults=True) for a in reading.model.abilities]
    for a in said:
        a.pop("text", None)
    return executed, said, list(reading.model.keywords)


def check(case: Case) -> str:
    try:
        executed, said, keywords = _read(case.text, case.pool)
        if case.oracle == "as rules keyword":
            if not executed:
                return "refused"
            return "right" if keywords == [case.meant] and not said else "wrong"
        meant = _read(case.meant, case.meant_pool)
        if not meant[0]:  # the bracketed form refused: refused alike is not a reading
            return "refused" if not executed else "wrong"
        if not executed:
            return "refused"
        return "right" if (said, keywords) == (meant[1], meant[2]) else "wrong"
    except Exception:
        return "crash"


if __name__ == "__main__":
    run_family_audit("unbracketed keywords (gram77)", __doc__.splitlines()[0], list(cases()), check)
