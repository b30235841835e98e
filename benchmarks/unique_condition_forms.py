"""Every condition form the reader knows after "If" in a step, said in a Unique's shape
(issue 30): "[trigger] If [condition]: [output], otherwise [output]" (6.5.d, 6.5.e).

The condition forms are those of the reader's own sentence lists (every
tests/cards_grammar/sentences*.py module: readings, rule sentences, siblings): each sentence
whose effect opens "If [condition], [step]" gives its condition, as printed; those the comma
form reads after a trigger are composed after it. Each is composed after neutral
triggers and outputs a Unique prints — "{J}", "At Dusk —", "When you roll a die —"; "Draw a
card", "I gain 1 boost" — and read by the grammar alone on a Unique Character. A form the
comma reads and the colon does not is a composition gap (the Unique's colon condition is the
same condition, 6.5.d); the gaps are listed with the reason the grammar gives.
Conditions that speak of a sentence before them ("it", "they", "this way", "you do", "the
result") are left out: a Unique's first sentence has nothing before it.

    .venv/bin/python benchmarks/unique_condition_forms.py [--list]
"""

from __future__ import annotations

import argparse
import re
from collections import Counter

from _common import Stopwatch, audit_card, footer

from scenarios.cards.printed import read_printed

TRIGGERS = ("{J}", "At Dusk \u2014", "When you roll a die \u2014")
_LEADING_IF = re.compile(r"^(?:\{[JHR]\}|SPELL) If (?P<c>[^,:\u2014]+), (?P<rest>[a-z].+)$")
_FOLLOW_UP = re.compile(
    r"\b(it|its|it's|they|them|their|this way|you do|you did|you don't|the result|that)\b",
    re.IGNORECASE,
)


def _strings(value: object) -> list[str]:
    """Every string held in ``value`` (dict keys and values, sequences), in order."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (*_strings(k), *_strings(v))]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [s for v in value for s in _strings(v)]
    return []


def _sentences() -> list[str]:
    """Every sentence of the reader's sentence lists: tests/cards_grammar/sentences*.py,
    each module's names walked (readings, rule sentences, siblings, near-misses)."""
    import importlib
    from pathlib import Path

    folder = Path(__file__).resolve().parents[1] / "tests" / "cards_grammar"
    found: list[str] = []
    for path in sorted(folder.glob("sentences*.py")):
        module = importlib.import_module(f"tests.cards_grammar.{path.stem}")
        for name, value in vars(module).items():
            if not name.startswith("__"):
                found.extend(_strings(value))
    return found


def condition_forms() -> list[str]:
    """The printed conditions of the reader's sentences "If [c], [step]", each once, in the
    order first met (whether the comma form reads is asked after each trigger)."""
    found: dict[str, None] = {}
    for sentence in _sentences():
        m = _LEADING_IF.match(sentence)
        if m is None or _FOLLOW_UP.search(m["c"]) or "." in m["rest"].rstrip(".")[:-1]:
            continue
        found.setdefault(m["c"], None)
    return list(found)


def _reads(text: str) -> str:
    """ "" when ``text`` on a Unique Character is read whole by the grammar alone; else the
    reason."""
    read = read_printed(audit_card(text, name="Unique", rarity="unique"), patterns=False)
    if read.executable:
        return ""
    return next((a.reason for a in read.abilities if a.status != "executed"), "not read")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list each composition not read")
    args = parser.parse_args()
    watch = Stopwatch()
    forms = condition_forms()
    total = comma_read = colon_read = 0
    gaps: Counter[str] = Counter()
    listed: list[str] = []
    for c in forms:
        for trigger in TRIGGERS:
            comma = f"{trigger} If {c}, draw a card."
            colon = f"{trigger} If {c}: Draw a card, otherwise I gain 1 boost."
            if _reads(comma):
                continue  # the condition is not read after this trigger at all
            total += 1
            comma_read += 1
            why = _reads(colon)
            if not why:
                colon_read += 1
                continue
            gaps[why.split(" after ")[0][:90]] += 1
            listed.append(f"{colon}  | {why[:120]}")
    n = max(total, 1)
    print(
        f"{len(forms)} condition forms x {len(TRIGGERS)} triggers: {total} read with a comma; "
        f"in the Unique shape '[trigger] If [c]: [X], otherwise [Y]': {colon_read} "
        f"({100 * colon_read / n:.1f}%)"
    )
    for reason, k in gaps.most_common(12):
        print(f"  {k:4d}  {reason}")
    if args.list:
        for line in listed:
            print(f"    {line}")
    print(f"\n{footer(watch)}")


if __name__ == "__main__":
    main()
