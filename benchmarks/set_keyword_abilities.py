"""A set's own keyword ABILITIES in every slot a CR keyword (7.4) stands in (issue 30, gram61)

    .venv/bin/python benchmarks/set_keyword_abilities.py [--list]

A set defines a keyword ability once, by the reminder printed with it ("[Homeward]. (When I
go from the Expedition zone to Reserve — [Resupply].)", 2.2.12.c), and then uses the name
where a rules keyword stands: alone, in a keyword list, had ("I have [X]"), given to a group,
gained or lost for a time, in a description ("with [X]"), in a condition, counted. The
sibling sentences below were written before the reader was changed (each slot × a Reaction
and a passive reminder, Common and Unique forms). Each cell's oracle:

- ``ability``: what a bare keyword line means — the reading equals the definition read alone,
  each ability carrying the keyword's name (``set_keyword``: "with [X]" finds it, 2.2.12.c);
- ``keywords+``: a keyword list — the rules keywords, and the definition as an ability;
- ``grant``: a group given the keyword ("Characters you control have [X]") — a passive whose
  granted ability is the definition, named (2.3.1.a; boards: test_board_bans_and_grants.py);
- ``for a time:D``: gained for a time — an Ongoing giving the target the definition, named,
  for the duration D (2.2.15.a; "gains [X]" with no time: until it leaves play, 2.1.d);
- ``lost``: lost this turn — an Emblem-Ongoing removing that keyword's abilities (2.3.2.d;
  boards: test_set_keyword_losses.py);
- ``as a rules keyword``: a description, a condition or a count — the sibling sentence naming
  a rules keyword (Gigantic) in its place reads the same, the set's name asked for instead
  ("keywords" -> "set_keywords"; boards: test_keyword_qualifiers.py);
- ``named``: a slot the engine does not run for a set keyword yet — refused, and the
  by-hand reason names the keyword as printed, "[Homeward]" (a reading would be wrong:
  precision first); a reason that names the word only as not understood is "refused";
- ``unread``: the keyword's reminder does not read — refused everywhere, the reason naming
  the reminder's unread words.

(setvocab, session 43: the first oracles had every slot but the keyword line and the list
``named``; the reader moved on — groups, times, losses, descriptions and conditions run, each
on boards — and the audit, run by no test, read 13 right of 51. Every "wrong" was the oracle's
drift; tests/benchmarks/test_set_vocabulary_audits.py now runs it whole.)

Outcomes: right, wrong (read as something else, or refused without naming what it should),
refused (not executed, the reason not naming the keyword), crash.
"""

from __future__ import annotations

import json
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
    ("group have", "Characters you control have [{k}].", "grant"),
    ("each has", "Each Character you control has [{k}].", "grant"),
    ("gains this turn", "{J} Target Character gains [{k}] this turn.", "for a time:this turn"),
    (
        "gains until end of turn",
        "{H} Target Character you control gains [{k}] until end of turn.",
        "for a time:this turn",
    ),
    ("loses", "{J} Target Character loses [{k}] this turn.", "lost"),
    ("with", "{J} Each Character with [{k}] you control gains 1 boost.", "as a rules keyword"),
    ("without", "{J} Send target Character without [{k}] to Reserve.", "as a rules keyword"),
    ("if I have", "{J} If I have [{k}], draw a card.", "as a rules keyword"),
    (
        "for each with",
        "{J} I gain 1 boost for each Character with [{k}] you control.",
        "as a rules keyword",
    ),
    (
        "Unique: trigger if",
        "{J} If you control a Character with [{k}]: Draw a card.",
        "as a rules keyword",
    ),
    ("conditioned", "As long as I have 2 or more boosts, I have [{k}].", "named"),
    # gram61, after the first figures: slots written later (not counted in "before")
    ("adjective", "{J} Each [{k}] Character you control gains 1 boost.", "as a rules keyword"),
    (
        "gains, no duration",
        "{J} Target Character gains [{k}].",
        "for a time:until it leaves play",
    ),
    ("they have", "{J} If your Characters have [{k}], draw a card.", "named"),
)
KEYWORDS = (REACTION, PASSIVE)
EXTRA = (
    # other definitions in a few slots, and a keyword defined nowhere
    ("bare", REACTION2, "[{k}].", "ability"),
    ("bare", NOON, "[{k}].", "ability"),
    ("list, last", NOON, "Tough 1, [{k}].", "keywords+"),
    ("group have", REACTION2, "Your Characters have [{k}].", "grant"),
    ("bare, unread reminder", UNREAD, "[{k}].", "unread"),
    ("list, unread reminder", UNREAD, "Gigantic, [{k}].", "unread"),
    ("gains, unread reminder", UNREAD, "{J} Target Character gains [{k}] this turn.", "unread"),
    ("adjective, unread reminder", UNREAD, "{J} Each [{k}] Character gains 1 boost.", "unread"),
    ("bare, defined nowhere", "Quillon", "[{k}].", "named"),
    ("gains, defined nowhere", "Quillon", "{J} Target Character gains [{k}] this turn.", "named"),
    ("list, defined nowhere", "Quillon", "Gigantic, [{k}].", "named"),
)

RULES_KEYWORD = "Gigantic"
"""The rules keyword (7.4.4) a set keyword's sibling sentence names in its place."""

_RUN = {
    "ability": "runs",
    "keywords+": "runs",
    "grant": "runs",
    "for a time": "runs",
    "lost": "runs",
    "as a rules keyword": "runs",
    "named": "by name",
    "unread": "by name",
}
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
            kind = oracle.split(":")[0]
            yield Case(f"{_RUN[kind]}: {slot}", said.replace("{k}", k), k, oracle)
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
    """The keyword's definition read alone, each ability carrying the keyword's name (the
    reader names the abilities read from a set keyword's reminder: "with [Homeward]" finds
    them, 2.2.12.c)."""
    executed, said, _, _ = _read(DEFINITIONS[keyword.lower()])
    assert executed, keyword
    return [{**a, "set_keyword": keyword} for a in _strip(said)]


def _strip(said: Any) -> Any:
    """``said`` without the printed text any part carries (what it does, not how it prints)."""
    if isinstance(said, dict):
        return {k: _strip(v) for k, v in said.items() if k != "text"}
    if isinstance(said, list):
        return [_strip(v) for v in said]
    return said


def _steps(said: list[Any]) -> list[dict[str, Any]]:
    """The steps of the one Reaction ``said`` is ([] otherwise)."""
    if len(said) != 1:
        return []
    effect = said[0].get("reaction", {}).get("effect", [])
    return [s for s in effect if isinstance(s, dict)]


def _as_rules_keyword(said: list[Any], keyword: str, text: str) -> str:
    """The sibling oracle: the same sentence with a rules keyword in the set keyword's place
    reads the same, but for the qualifier's name — "with [Homeward]" is the description
    "with Gigantic" is, asking for the set's keyword (``set_keywords``, 2.2.12.c), and a
    condition or a count names the set's keyword where the sibling names the rules one."""
    sibling_read, sibling, _, _ = _read(text.replace(f"[{keyword}]", f"[{RULES_KEYWORD}]"))
    if not sibling_read:
        return "refused"
    swapped = (
        json.dumps(_strip(sibling))
        .replace('"keywords": ["Gigantic"]', f'"set_keywords": ["{keyword}"]')
        .replace('"without_keywords": ["Gigantic"]', f'"without_set_keywords": ["{keyword}"]')
        .replace("gigantic", keyword.lower())
    )
    return "right" if json.loads(swapped) == _strip(said) else "wrong"


def check(case: Case) -> str:
    """'right', 'wrong' (read as something else, or refused without naming the keyword where
    a refusal must name it), 'refused' (not executed) or 'crash'."""
    try:
        executed, said, keywords, reasons = _read(case.text)
        kind, _, duration = case.oracle.partition(":")
        if kind in ("named", "unread"):
            if executed:
                return "wrong"
            if kind == "unread":
                named = f"[{case.keyword}]" in reasons and "moon is full" in reasons.lower()
                return "right" if named else "refused"
            return "right" if f"[{case.keyword}]" in reasons else "refused"
        if not executed:
            return "refused"
        if kind == "as a rules keyword":
            return _as_rules_keyword(said, case.keyword, case.text)
        meant = _definition(case.keyword)
        if kind == "ability":
            return "right" if _strip(said) == meant and not keywords else "wrong"
        if kind == "keywords+":
            rules = {"Gigantic", "Defender", "Tough 1"}
            ok = _strip(said) == meant and set(keywords) <= rules and keywords
            return "right" if ok else "wrong"
        if kind == "grant":  # a passive giving the group the definition's abilities (2.3.1.a)
            grants = [a.get("passive", {}).get("grant") for a in said]
            given = [g.get("abilities") for g in grants if g]
            ok = len(said) == 1 and given and _strip(given[0]) == meant
            return "right" if ok else "wrong"
        steps = _steps(said)
        if len(steps) != 1:
            return "wrong"
        if kind == "for a time":  # an Ongoing giving the target the definition (2.2.15.a)
            ongoing = steps[0].get("ongoing", {})
            ok = (
                steps[0].get("action") == "ongoing"
                and ongoing.get("duration") == duration
                and _strip(ongoing.get("abilities")) == meant
            )
            return "right" if ok else "wrong"
        if kind == "lost":  # an Emblem-Ongoing removing that keyword's abilities (2.3.2.d)
            ongoing = steps[0].get("ongoing", {})
            ok = (
                steps[0].get("action") == "ignore"
                and ongoing.get("lose_set_keyword") == case.keyword
                and ongoing.get("duration") == "this turn"
            )
            return "right" if ok else "wrong"
        return "wrong"
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
