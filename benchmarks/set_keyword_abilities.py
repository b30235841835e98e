"""A set's own keyword ABILITIES in every slot a CR keyword (7.4) stands in (issue 30, gram61)

    .venv/bin/python benchmarks/set_keyword_abilities.py [--list]

A set defines a keyword ability once, by the reminder printed with it ("[Homeward]. (When I
go from the Expedition zone to Reserve — [Resupply].)", 2.2.12.c), and then uses the name
where a rules keyword stands: alone, in a keyword list, had ("I have [X]"), given to a group,
gained or lost for a time, in a description ("with [X]"), in a condition, counted. The
sibling sentences below were written before the reader was changed (each slot × a Reaction
and a passive reminder, Common and Unique forms). Each cell's oracle:

- ``ability``: what a bare keyword line means — the reading equals the definition read alone;
- ``keywords+``: a keyword list — the rules keywords, and the definition as an ability;
- (a group given the keyword, "Characters you control have [X]", was first written as
  ``grant``, a passive grant whose ability is the definition; the engine's working abilities
  give no group a granted ability yet, so it is ``named``: a reading would do nothing);
- ``named``: a slot the engine does not run for a set keyword yet — refused, and the
  by-hand reason names the keyword as printed, "[Homeward]" (a reading would be wrong:
  precision first); a reason that names the word only as not understood is "refused";
- ``unread``: the keyword's reminder does not read — refused everywhere, the reason naming
  the reminder's unread words.

Outcomes: right, wrong (read as something else, or refused without naming what it should),
refused (not executed, the reason not naming the keyword), crash.
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

DEFINITIONS = {
    "homeward": "When I go from the Expedition zone to Reserve \u2014 [Resupply].",
    "emberheart": "When I leave play \u2014 Draw a card.",
    "stonewall": "I can't be sent to Reserve.",
    "sunward": "At Noon \u2014 I gain 1 boost.",
    "moonlit": "When the moon is full \u2014 I gain 1 boost.",  # a reminder that does not read
}
REACTION, REACTION2, PASSIVE, NOON, UNREAD = (
    "Homeward",
    "Emberheart",
    "Stonewall",
    "Sunward",
    "Moonlit",
)

# (slot, text with {k}, oracle kind)
SLOTS = (
    ("bare", "[{k}].", "ability"),
    ("bare, double brackets", "[[{k}]].", "ability"),
    ("I have", "I have [{k}].", "ability"),
    ("list, first", "[{k}], Gigantic.", "keywords+"),
    ("list, last", "Gigantic, [{k}].", "keywords+"),
    ("list, and", "Defender and [{k}].", "keywords+"),
    ("group have", "Characters you control have [{k}].", "named"),
    ("each has", "Each Character you control has [{k}].", "named"),
    ("gains this turn", "{J} Target Character gains [{k}] this turn.", "named"),
    (
        "gains until end of turn",
        "{H} Target Character you control gains [{k}] until end of turn.",
        "named",
    ),
    ("loses", "{J} Target Character loses [{k}] this turn.", "named"),
    ("with", "{J} Each Character with [{k}] you control gains 1 boost.", "named"),
    ("without", "{J} Send target Character without [{k}] to Reserve.", "named"),
    ("if I have", "{J} If I have [{k}], draw a card.", "named"),
    ("for each with", "{J} I gain 1 boost for each Character with [{k}] you control.", "named"),
    ("Unique: trigger if", "{J} If you control a Character with [{k}]: Draw a card.", "named"),
    ("conditioned", "As long as I have 2 or more boosts, I have [{k}].", "named"),
    # gram61, after the first figures: slots written later (not counted in "before")
    ("adjective", "{J} Each [{k}] Character you control gains 1 boost.", "named"),
    ("gains, no duration", "{J} Target Character gains [{k}].", "named"),
    ("they have", "{J} If your Characters have [{k}], draw a card.", "named"),
)
KEYWORDS = (REACTION, PASSIVE)
EXTRA = (
    # other definitions in a few slots, and a keyword defined nowhere
    ("bare", REACTION2, "[{k}].", "ability"),
    ("bare", NOON, "[{k}].", "ability"),
    ("list, last", NOON, "Tough 1, [{k}].", "keywords+"),
    ("group have", REACTION2, "Your Characters have [{k}].", "named"),
    ("bare, unread reminder", UNREAD, "[{k}].", "unread"),
    ("list, unread reminder", UNREAD, "Gigantic, [{k}].", "unread"),
    ("gains, unread reminder", UNREAD, "{J} Target Character gains [{k}] this turn.", "unread"),
    ("adjective, unread reminder", UNREAD, "{J} Each [{k}] Character gains 1 boost.", "unread"),
    ("bare, defined nowhere", "Quillon", "[{k}].", "named"),
    ("gains, defined nowhere", "Quillon", "{J} Target Character gains [{k}] this turn.", "named"),
    ("list, defined nowhere", "Quillon", "Gigantic, [{k}].", "named"),
)


_RUN = {"ability": "runs", "keywords+": "runs", "named": "by name", "unread": "by name"}
"""The family's prefix: a cell whose right reading runs on a board, or one whose right
reading is a refusal naming the keyword (so the figures say which is which)."""


@dataclass(frozen=True)
class Case:
    family: str
    text: str
    keyword: str
    oracle: str


def cases() -> Iterator[Case]:
    for slot, said, oracle in SLOTS:
        for k in KEYWORDS:
            yield Case(f"{_RUN[oracle]}: {slot}", said.replace("{k}", k), k, oracle)
    for slot, k, said, oracle in EXTRA:
        yield Case(f"{_RUN[oracle]}: {slot}", said.replace("{k}", k), k, oracle)


def _read(text: str) -> tuple[bool, list[Any], list[str], str]:
    card = audit_card(text, name="Probe")
    with using_keywords(DEFINITIONS):
        reading = read_printed(card)
    executed = bool(reading.abilities) and all(a.status == "executed" for a in reading.abilities)
    said = [a.model_dump(mode="json", exclude_defaults=True) for a in reading.model.abilities]
    for a in said:
        a.pop("text", None)
    reasons = " ".join(str(getattr(a, "reason", "") or a) for a in reading.abilities)
    return executed, said, list(reading.model.keywords), reasons


def _definition(keyword: str) -> list[Any]:
    executed, said, _, _ = _read(DEFINITIONS[keyword.lower()])
    assert executed, keyword
    return said


def _strip(said: list[Any]) -> list[Any]:
    def clean(x: Any) -> Any:
        if isinstance(x, dict):
            return {k: clean(v) for k, v in x.items() if k != "text"}
        if isinstance(x, list):
            return [clean(v) for v in x]
        return x

    return clean(said)  # type: ignore[no-any-return]


def check(case: Case) -> str:
    try:
        executed, said, keywords, reasons = _read(case.text)
        if case.oracle in ("named", "unread"):
            if executed:
                return "wrong"
            if case.oracle == "unread":
                named = f"[{case.keyword}]" in reasons and "moon is full" in reasons.lower()
                return "right" if named else "refused"
            return "right" if f"[{case.keyword}]" in reasons else "refused"
        if not executed:
            return "refused"
        meant = _definition(case.keyword)
        if case.oracle == "ability":
            return "right" if _strip(said) == _strip(meant) and not keywords else "wrong"
        if case.oracle == "keywords+":
            rules = {"Gigantic", "Defender", "Tough 1"}
            ok = _strip(said) == _strip(meant) and set(keywords) <= rules and keywords
            return "right" if ok else "wrong"
        grants = [a.get("passive", {}).get("grant") for a in said]
        given = [g.get("abilities") for g in grants if g]
        return (
            "right" if len(said) == 1 and given and _strip(given[0]) == _strip(meant) else "wrong"
        )
    except Exception:
        return "crash"


def main() -> None:
    run_family_audit(
        "set keyword abilities",
        (__doc__ or "").split("\n")[0],
        cases(),
        check,
        apart=("crash", "refused"),
    )


if __name__ == "__main__":
    main()
