"""One phrase, one reason (prec34, issue 30): the same refused words must get the same
reason whatever the slot they stand in.

    .venv/bin/python benchmarks/one_phrase_one_reason.py [--limit N]

Each refused effect sentence of the grammar's sibling lists (``tests/cards_grammar/
sentences_*.py``, the ones mapped to ``None``; its "{J} " / "{H} " / "{R} " taken off) is read
in five slots — an arrival Reaction, a Hand-played Reaction, a mode of "Choose one", a
Spell's effect and a set keyword action's reminder — by the printed reader (grammar and
patterns). The reason of each slot is reduced to its core (the words after a keyword's "is
not read: "); a phrase whose slots give different cores is printed. Exits 1 when any does.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _common import Stopwatch, footer  # noqa: E402

_TRIGGER = re.compile(r"^\{[JHR]\} ")


def phrases() -> list[str]:
    """The refused effect sentences of the sibling lists, their trigger icon off."""
    found: list[str] = []
    for path in sorted((ROOT / "tests" / "cards_grammar").glob("sentences_*.py")):
        module = importlib.import_module(f"tests.cards_grammar.{path.stem}")
        for value in vars(module).values():
            if not isinstance(value, dict):
                continue
            for text, wanted in value.items():
                if isinstance(text, str) and wanted is None and _TRIGGER.match(text):
                    said = _TRIGGER.sub("", text)
                    if "\u2014" not in said and ":" not in said and said not in found:
                        found.append(said)
    return found


def core(reason: str) -> str:
    """A reason without its slot's wrapper (a keyword's reminder said first)."""
    return reason.split(" is not read: ", 1)[-1].strip()


def reasons(phrase: str) -> dict[str, str]:
    """The reason each slot gives ``phrase`` ("" when it is read there)."""
    from scenarios.cards.printed import PrintedCard, read_printed
    from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords

    def first(text: str, kind: str = "Character") -> str:
        chars = {"forest": 1, "mountain": 1, "water": 1} if kind == "Character" else {}
        card = PrintedCard("Probe", kind, hand_cost=1, reserve_cost=1, main_text=text, **chars)
        said = [a.reason for a in read_printed(card).abilities if a.status == "not executed"]
        return core(said[0]) if said else ""

    out = {
        "arrival": first(f"{{J}} {phrase}"),
        "from hand": first(f"{{H}} {phrase}"),
        "mode": first(f"{{J}} Choose one: \u2022 {phrase} \u2022 I gain 1 boost."),
        "spell": first(phrase, "Spell"),
    }
    with using_keywords(defined_keywords([(f"{{J}} [Quorble]. ({phrase})", "Q")])):
        out["reminder"] = first("{J} [Quorble].")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=0, help="read only the first N phrases")
    args = parser.parse_args()
    watch = Stopwatch()
    todo = phrases()[: args.limit or None]
    differing = 0
    for phrase in todo:
        said = reasons(phrase)
        refused = {slot: r for slot, r in said.items() if r}
        if len(set(refused.values())) > 1:
            differing += 1
            print(f"- {phrase}")
            for slot, reason in said.items():
                print(f"    {slot}: {reason or '(read)'}")
    print(f"{differing} of {len(todo)} refused phrases get different reasons in different slots")
    print(footer(watch))
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
