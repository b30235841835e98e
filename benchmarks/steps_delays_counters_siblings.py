"""Printed siblings of three kinds of the card language (issue 30, session 41), found in the
real sets' English text and in the sentence files, read by the grammar alone:

* several steps on one object — "Exhaust target Character and send it to its owner's
  Reserve", "Sacrifice a Character, then draw two cards" (6.1.c, 6.3.i);
* delays — "At end of turn, if it is still in play, sacrifice it", a step at a later moment
  (2.2.2.m, 4.2.b) and "still in [place]" checks (6.5.d, 2.1.d);
* counters from a group — "Remove / Spend N [counters] from [among] [objects]" (6.1.g,
  7.3.38.a), as a step and as a quick action's cost (5.1.2.c).

    .venv/bin/python benchmarks/steps_delays_counters_siblings.py [--sets DIR] [--list]

Prints per kind and source how many texts were found and how many the grammar alone reads
to an executable card; ``--list`` prints each refused text with the reason (the set texts
are the publisher's: printed only with ``--list``, for measuring).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, audit_card, footer, text_sources

KINDS: dict[str, re.Pattern[str]] = {
    "several steps on one object": re.compile(
        r"(?i)\b(?:target|sacrifice an?|exhaust an?|discard an?)\b[^.()]*?"
        r"(?:,? then|\. then,?| and) [^.()]*?\b(?:it|its|them|their)\b"
    ),
    "delays": re.compile(
        r"(?i)(?:[.,] at (?:the )?(?:next |end of |start of |beginning of )|\bstill in\b)"
    ),
    "counters from a group": re.compile(
        r"(?i)\b(?:remove|spend)s? (?:up to )?\w+ (?:\w+ )?(?:counters?|boosts?) from "
        r"(?:among )?(?!me\b|my\b|target\b|it\b|them\b|a\b|an\b|each\b|all\b|one\b)"
    ),
}
"""A kind's words, searched in each ability outside its reminder text."""


def _reminderless(text: str) -> str:
    return re.sub(r"\([^)]*\)", "", text)


def executable(text: str, spell: bool) -> tuple[bool, str]:
    """Whether the grammar alone reads ``text`` (on a Spell when ``spell``) to an executable
        card; the reason when not. (A sentence file's text not marked "SPELL " is read on a
    Character, and on a Spell when the Character does not read it.)"""
    from scenarios.cards.printed import read_printed

    reading = read_printed(audit_card(text, "Spell" if spell else "Character"), patterns=False)
    if reading.executable:
        return True, ""
    return False, "; ".join(a.reason for a in reading.abilities if a.reason)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", type=Path, default=Path("/work/shared/cards/sets"))
    parser.add_argument("--list", action="store_true", help="print each refused text")
    args = parser.parse_args()
    watch = Stopwatch()
    sources = text_sources(args.sets)
    for kind, words in KINDS.items():
        for label, texts in sources.items():
            found = {t: s for t, s in texts.items() if words.search(_reminderless(t))}
            results = {t: executable(t, s) for t, s in found.items()}
            if label == "sentence files":  # not marked: an effect is read on a Spell too
                results = {
                    t: r if r[0] or s else executable(t, True)
                    for (t, r), s in zip(results.items(), found.values(), strict=True)
                }
            read = sum(ok for ok, _ in results.values())
            print(f"{kind} — {label}: {len(found)} found, read {read}, refused {len(found) - read}")
            if args.list:
                for text, (ok, why) in sorted(results.items()):
                    if not ok:
                        print(f"      {text}\n        -> {why}")
    print(footer(watch))


if __name__ == "__main__":
    main()
