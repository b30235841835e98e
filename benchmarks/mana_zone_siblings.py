"""Sibling sentences of gram99 (issue 30): Mana Orbs as objects chosen, acted on, counted
and in conditions (3.2.9), and optional replacements sending a card to a Mana zone (6.2.b,
6.2.d) — the sentences and their meanings in tests/cards_grammar/sentences_mana_zone_siblings.py.
Each is printed on a card, read by the grammar alone (sentence patterns off) and compiled,
then judged by what it MEANS: right (read as meant, or refused where the desk cannot play
it), WRONG (read, but not as meant — or read where it must be refused), refused.

Run: ``.venv/bin/python benchmarks/mana_zone_siblings.py [-v]``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "cards_grammar"))

from _common import probe_card
from sentences_mana_zone_siblings import KEYWORDS, SIBLINGS, Meaning, holds


def reading_of(sentence: str) -> tuple[dict[str, Any] | None, str]:
    """The first ability's reading of ``sentence`` (grammar alone, compiled), or ``None``
    with the reason it is refused."""
    from scenarios.cards.compile import compile_card
    from scenarios.cards.printed import read_printed

    reading = read_printed(probe_card(sentence), patterns=False)
    if not reading.executable:
        reasons = [str(a.reason) for a in reading.abilities if getattr(a, "reason", None)]
        return None, "; ".join(reasons)[:240]
    compiled = compile_card(reading.model)
    if compiled.gaps:
        return None, f"gaps: {compiled.gaps}"[:240]
    dumped = reading.model.model_dump(exclude_none=True, exclude_defaults=True)
    ability: dict[str, Any] = json.loads(json.dumps(dumped["abilities"][0], default=str))
    return ability, str({k: v for k, v in ability.items() if k != "text"})[:400]


def verdict(sentence: str, meaning: Meaning) -> tuple[str, str]:
    """right / WRONG / refused for one sibling, with what was read or why not."""
    ability, shown = reading_of(sentence)
    if ability is None:
        return ("right" if meaning is None else "refused"), shown
    if meaning is None:
        return "WRONG", shown
    return ("right" if holds(meaning, ability) else "WRONG"), shown


def main() -> None:
    from scenarios.cards.grammar.set_lexicon import using_keywords

    verbose = "-v" in sys.argv
    tally = {"right": 0, "WRONG": 0, "refused": 0}
    with using_keywords(KEYWORDS):
        for group, siblings in SIBLINGS.items():
            right = 0
            for sentence, meaning in siblings:
                said, shown = verdict(sentence, meaning)
                tally[said] += 1
                right += said == "right"
                if verbose or said == "WRONG":
                    print(f"{said:8} {sentence}\n         {shown}")
            print(f"{group}: {right}/{len(siblings)} right")
    total = sum(tally.values())
    print(
        f"all: {tally['right']}/{total} right, {tally['WRONG']} WRONG, {tally['refused']} refused"
    )


if __name__ == "__main__":
    main()
