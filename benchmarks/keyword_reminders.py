"""A set's keyword ABILITY by its reminder, in the style of the CR's keyword abilities
(issue 30, gram67)

    .venv/bin/python benchmarks/keyword_reminders.py [--list]

A set prints "[Name]. (reminder)" and the reminder is the keyword's only statement offline
(2.2.12.c). Keyword-ability reminders have their own style, the style of the CR's keyword
abilities and statuses (7.4, 2.4): an effect scoped to a step or phase ("During Rest, …"), a
replaced move ("If I would …, … instead"), an optional cost that keeps the holder where the
step would move it ("During Rest, you may pay {1}. If you do, I'm not sent to Reserve"). The
reminders below were written before the reader was changed (each CR keyword ability's
meaning re-said as a set would, and new ones crossing step × optional cost × what is
prevented), each read as the bare keyword line "[Name]." with the reminder as its definition,
and granted to a group ("Robots you control have [Name].").

Oracles:
- ``as K``: the reminder says CR keyword ability K's own rule (7.4.x.b): the line reads as
  the bearer having K (a passive "I have K") and the grant as a group given K;
- ``as read``: the reminder already says an ability of the language (a replacement, a
  passive): the line reads as that ability;
- ``paid``: a cost paid during Rest to keep the bearer where it is (eng70's paid replacement,
  4.2.5.b, 6.2): read as that optional, paid replacement of going to Reserve at Night;
- ``named``: the engine does not run it (a choice made during Clean-up or Dusk, or at other
  moments, 4.2.5): refused, the reason naming the keyword and what is not run — never "not
  understood".

Outcomes: right, wrong (read as something else, or run where it must be refused), refused
(not executed, the reason not naming what it should), crash.
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
from scenarios.cards.printed.reminded_keywords import using_keywords

_ETERNAL = (
    "During Rest, I'm not sent to Reserve.",
    "During Rest, I am not sent to Reserve.",
    "During Rest, I don't go to Reserve.",
    "During Rest, I stay in my Expedition.",
    "I'm not sent to Reserve during Rest.",
    "I am not sent to Reserve during Rest.",
    "I don't go to Reserve during Rest.",
    "I stay in my Expedition during Rest.",
    "I can't be sent to Reserve during Rest.",
    "During Rest, I can't be sent to Reserve.",
)
_SEASONED = (
    "If I would go from the Expedition zone to Reserve, I keep my boosts.",
    "If I would go to Reserve from the Expedition zone, I keep my boosts.",
    "When I go from the Expedition zone to Reserve, I keep my boosts.",
    "I keep my boosts when I go from the Expedition zone to Reserve.",
    "I keep my boosts as I go from the Expedition zone to Reserve.",
    "If I would go from the Expedition zone to Reserve, I keep my boosts as I move.",
)
_DEFENDER = (
    "My Expedition can't move forward during Dusk.",
    "During Dusk, my Expedition can't move forward.",
    "At Dusk, my Expedition can't move forward.",
    "My Expedition doesn't move forward during Dusk.",
    "During Dusk, my Expedition doesn't move forward.",
)
_FLEETING_LIKE = (
    "If I would go to Reserve, discard me instead.",
    "If I would go to Reserve, I'm discarded instead.",
)
_PAID = tuple(
    f"{step}, you may {cost}. If you do, {kept}."
    for step, kept in (
        ("During Rest", "I'm not sent to Reserve"),
        ("During Rest", "I stay in my Expedition"),
        ("During Rest", "I don't go to Reserve"),
        ("During Clean-up", "I'm not discarded"),
    )
    for cost in ("pay {1}", "exhaust me", "spend 1 of my boosts", "discard a card")
)
_PAID_AT_REST = (
    *(d for d in _PAID if d.startswith("During Rest")),
    "During Rest, you may pay {2} instead of sending me to Reserve.",
)
_CHOICES = (
    *(d for d in _PAID if not d.startswith("During Rest")),
    "When I would leave the Expedition zone, you may spend 1 of my boosts. If you do, I stay.",
    "If I would be sent to Reserve during Rest, you may exhaust me instead.",
    "During Dusk, you may pay {1}. If you do, my Expedition can't move forward.",
)


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    definition: str
    oracle: str


def cases() -> Iterator[Case]:
    for kw, group in (("Eternal", _ETERNAL), ("Seasoned", _SEASONED), ("Defender", _DEFENDER)):
        for d in group:
            yield Case(f"as {kw}: line", "[Warden].", d, f"as {kw}")
            yield Case(f"as {kw}: granted", "Robots you control have [Warden].", d, f"as {kw}")
    for d in _FLEETING_LIKE:
        yield Case("as read: replacement", "[Warden].", d, "as read")
    for d in _PAID_AT_REST:
        yield Case("paid: a cost at Rest", "[Warden].", d, "paid")
        yield Case("paid: granted cost at Rest", "Robots you control have [Warden].", d, "paid")
    for d in _CHOICES:
        yield Case("named: a choice in a step", "[Warden].", d, "named")
        yield Case("named: granted choice", "Robots you control have [Warden].", d, "named")


def _read(text: str, definition: str) -> tuple[bool, list[Any], list[str], str]:
    card = audit_card(text, name="Probe")
    with using_keywords({"warden": definition}):
        reading = read_printed(card)
    executed = bool(reading.abilities) and all(a.status == "executed" for a in reading.abilities)
    said = [a.model_dump(mode="json", exclude_defaults=True) for a in reading.model.abilities]
    for a in said:
        a.pop("text", None)
    reasons = " ".join(str(getattr(a, "reason", "") or "") for a in reading.abilities)
    return executed, said, list(reading.model.keywords), reasons


def _plain(definition: str) -> list[Any]:
    return _read(definition, definition)[1]


def check(case: Case) -> str:
    try:
        executed, said, keywords, reasons = _read(case.text, case.definition)
        if case.oracle == "named":
            if executed:
                return "wrong"
            vague = "not understood" in reasons or "not read by the card grammar" in reasons
            return "right" if "[Warden]" in reasons and not vague else "refused"
        if not executed:
            return "refused"
        if case.oracle == "paid":
            said_words = str(said)
            paid = "'paid': True" in said_words and "'to': 'reserve'" in said_words
            at_night = "'during': 'night'" in said_words
            return "right" if paid and at_night else "wrong"
        if case.oracle == "as read":
            return "right" if said == _plain(case.definition) and said else "wrong"
        kw = case.oracle.removeprefix("as ")
        granted = case.text.startswith("Robots")
        meant: list[dict[str, Any]]
        if granted:
            meant = [{"passive": {"grant": {"to": "robots you control", "keyword": kw}}}]
        else:
            meant = [{"passive": {"keyword": kw}}]
        return "right" if said == meant and not keywords else "wrong"
    except Exception:
        return "crash"


if __name__ == "__main__":
    run_family_audit("keyword reminders (gram67)", __doc__.splitlines()[0], list(cases()), check)
