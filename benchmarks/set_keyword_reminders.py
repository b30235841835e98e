"""A set's own keywords read by their reminder, in every slot, with and without a number
(issue 30, gram89)

    .venv/bin/python benchmarks/set_keyword_reminders.py [--list]

A set defines a keyword once, by the reminder printed with it on one card (2.2.12.c), and
prints its bare name elsewhere: a keyword ACTION where a step stands ("{J} [Quibble].", in a
mode, after a trigger, "twice", "2 times"), a keyword ABILITY as an ability of its own ("[Dicker
2]." — a cost of playing the card, a trigger, a "can't"). A keyword printed with a number
("[Dicker 1]. (… for {1} less …)") defines "[Dicker X]": another print's number is its X.
The sibling sentences below — invented names × reminder shapes × slots — were written
before the reader was changed. Each is read with the set's definitions as an import gives
them (``using_keywords(defined_keywords(...))``) on a card that does not print the reminder.

Oracle (by meaning): the same card with the keyword replaced by its reminder's words (the
number said in place of X) is read as reference. When the reference is read whole, the
keyword's print is ``right`` if it is read whole to the same engine card (printed texts
aside), ``wrong`` if it is read to anything else; ``refused`` if it is left to the judge.
When the reference is not read (the grammar does not read the reminder's sentence), the
keyword's print is ``right`` if it is left to the judge with a reason naming the keyword,
``wrong`` if it is read, ``refused`` if left without naming it.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import audit_card

ACTIONS: tuple[tuple[str, str], ...] = (
    # (name, reminder with X for the number, or without X)
    ("Quibble", "Draw a card, then discard a card."),
    ("Dabble", "Target Character you control gains X boosts."),
    ("Mingle", "Each player draws a card."),
    ("Wheedle", "Target opponent may put a card from their hand in their Reserve."),
    ("Rummage", "Put the top card of your deck in your Reserve."),
    ("Tinkle", "Each opponent discards X cards from their Reserve."),
)
ABILITIES: tuple[tuple[str, str], ...] = (
    (
        "Dicker",
        "You may play me from hand for {X} less by also putting a card from your hand in your"
        " Reserve.",
    ),
    ("Pawnly", "You may play me for {X} less by also sacrificing a Character."),
    (
        "Salvery",
        "You may play me from Reserve for {X} less by also discarding a card from your hand.",
    ),
    ("Tithely", "You may play me for {X} less by also exhausting a Character you control."),
    ("Farewelled", "When I leave play \u2014 Draw a card."),
    ("Homebound", "When I go to Reserve \u2014 I gain X boosts."),
    ("Steadfast", "I can't be sent to Reserve."),
    ("Warded", "Opponents must pay {X} to target me."),
    ("Ashfall", "At Dusk \u2014 Each opponent discards a card from their Reserve."),
)

ACTION_SLOTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # (slot, the print with {k}, references with {d}: the definition as a sentence)
    ("bare", "{J} {k}.", ("{J} {d}",)),
    ("after a step", "{J} Draw a card. {k}.", ("{J} Draw a card. {d}",)),
    (
        "in a mode",
        "{J} Choose one: \u2022 {k}. \u2022 Draw a card.",
        ("{J} Choose one: \u2022 {d} \u2022 Draw a card.",),
    ),
    ("after a trigger", "When I leave play \u2014 {k}.", ("When I leave play \u2014 {d}",)),
    ("twice", "{J} {k} twice.", ("{J} {d} {d}", "{J} {d-} twice.")),
    ("2 times", "{J} {k} 2 times.", ("{J} {d} {d}", "{J} {d-} twice.")),
)
ABILITY_SLOTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("alone, its defining number", "{k1}.", ("{d1}",)),
    ("alone, another number", "{k2}.", ("{d2}",)),
    ("beside another ability", "{k2}.  {J} Draw a card.", ("{d2}  {J} Draw a card.",)),
)


def _strip(value: Any) -> Any:
    """A model's dump without printed texts (what the engine runs, not what it shows)."""
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in ("text", "note")}
    if isinstance(value, (list, tuple)):
        return [_strip(v) for v in value]
    return value


def _read(text: str) -> tuple[bool, Any, str]:
    from scenarios.cards.printed import read_printed

    r = read_printed(audit_card(text, hand_cost=4))
    reasons = " ".join(a.reason for a in r.abilities if a.reason)
    return r.executable, _strip([a.model_dump() for a in r.model.abilities]), reasons


def _said(reminder: str, n: int) -> str:
    """The reminder with the number ``n`` said in place of X."""
    return re.sub(r"\bX\b", str(n), reminder)


def cases() -> list[tuple[str, str, str, list[str], str]]:
    """(family, name, print, references, defining print) for every sibling."""
    out: list[tuple[str, str, str, list[str], str]] = []
    for name, reminder in ACTIONS:
        numbered = "X" in reminder
        k = f"[{name} 2]" if numbered else f"[{name}]"
        d = re.sub(r"\bX\b", "2", reminder)
        defining = f"{{J}} [{name}{' 1' if numbered else ''}]. ({_said(reminder, 1)})"
        for slot, said, refs in ACTION_SLOTS:
            out.append(
                (
                    f"action: {slot}",
                    name,
                    said.replace("{k}", k),
                    [r.replace("{d-}", d.rstrip(".")).replace("{d}", d) for r in refs],
                    defining,
                )
            )
    for name, reminder in ABILITIES:
        numbered = "X" in reminder
        defining = f"[{name}{' 1' if numbered else ''}]. ({_said(reminder, 1)})"
        for slot, said, refs in ABILITY_SLOTS:
            k1 = f"[{name} 1]" if numbered else f"[{name}]"
            k2 = f"[{name} 2]" if numbered else f"[{name}]"
            d1 = re.sub(r"\bX\b", "1", reminder)
            d2 = re.sub(r"\bX\b", "2", reminder)
            out.append(
                (
                    f"ability: {slot}",
                    name,
                    said.replace("{k1}", k1).replace("{k2}", k2),
                    [r.replace("{d1}", d1).replace("{d2}", d2) for r in refs],
                    defining,
                )
            )
    return out


def judge(name: str, text: str, refs: list[str], defining: str) -> tuple[str, str]:
    """The outcome of one sibling and why."""
    from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

    defined = defined_keywords([defining])
    try:
        with using_keywords(defined):
            ok, model, reasons = _read(text)
        read_refs = [_read(r) for r in refs]
    except Exception as exc:
        return "crash", f"{type(exc).__name__}: {exc}"
    whole = [m for r_ok, m, _ in read_refs if r_ok]
    if whole:
        if not ok:
            return "refused", reasons
        return ("right", "") if model in whole else ("wrong", "read to another card")
    if ok:
        return "wrong", "read, though its reminder's words are not"
    return ("right", reasons) if name in reasons else ("refused", reasons)


def main() -> None:
    listing = "--list" in sys.argv
    tally: Counter[str] = Counter()
    families: dict[str, Counter[str]] = {}
    for family, name, text, refs, defining in cases():
        outcome, why = judge(name, text, refs, defining)
        tally[outcome] += 1
        families.setdefault(family, Counter())[outcome] += 1
        if listing or outcome in ("wrong", "crash"):
            print(f"{outcome:8} {family:32} {text}  {why[:160]}")
    for family, counts in families.items():
        print(f"{family:34} " + " ".join(f"{k} {counts[k]}" for k in sorted(counts)))
    total = sum(tally.values())
    print(f"siblings {total}: " + ", ".join(f"{k} {tally[k]}" for k in sorted(tally)))


if __name__ == "__main__":
    main()
