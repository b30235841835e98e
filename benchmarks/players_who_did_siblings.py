"""Siblings of gram114 (issue 30): WHAT A STEP DID, asked of the players who did it — "Each
player may [X]. Each player who did [Y]." (6.5.c: each decides in initiative order, 6.1.h;
6.5.f "if you do" said of the players the effect names, 1.4.7.b).

Each sibling crosses the **players** (each player, each opponent), the **answer** ("who did",
"who does", "who didn't", "who did not", "who doesn't"), a **pair of steps** (atomic actions
7.3: discard 7.3.7 from hand and Reserve, sacrifice 7.3.36, exhaust 7.3.13, put in Reserve,
draw 7.3.9, boosts 7.3.5, Resupply 7.3.31) and a **place** (a Spell's effect, a Reaction {J}
/ {H}), with or without "Then," (adding nothing: "If they do" follows the step). It is
judged by MEANING against the same text said "If they do / don't, they [Y]" — the form the
grammar reads (the reference): *right* — it compiles to the same steps; *WRONG* — it runs
but reads otherwise (a precision failure); *refused* — left to the judge (*refused-same*
when the reference is refused too).

GUARDS are sentences whose players are NOT the same as the optional step's ("Each opponent who
did" after "Each player may" is some of them), or with no optional step before: *right* when
refused.

    .venv/bin/python benchmarks/players_who_did_siblings.py [--list]
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

_TEXT = re.compile(r"text=(\'[^\']*\'|\"[^\"]*\")")
"""A printed text in a model's repr (left out: the meaning is compared, not the words)."""

GROUPS = ("player", "opponent")
ANSWERS = {
    "did": "do",
    "does": "do",
    "didn't": "don't",
    "did not": "don't",
    "doesn't": "don't",
}
"""The answer as printed -> as "If they do / don't" says it (6.5.f)."""

PAIRS = (
    ("discard a card from their hand", "draws two cards", "draw two cards"),
    ("sacrifice a Character", "draws a card", "draw a card"),
    (
        "exhaust a Character they control",
        "discards a card from their hand",
        "discard a card from their hand",
    ),
    ("put a card from their hand in their Reserve", "draws a card", "draw a card"),
    ("discard a card from their Reserve", "sacrifices a Character", "sacrifice a Character"),
    ("sacrifice a Permanent", "Resupplies", "Resupply"),
)
"""The optional step, then the next one as "who did" says it and as "they" say it."""

PLACES = ("SPELL ", "{J} ", "{H} ")

GUARDS = (
    "SPELL Each player may discard a card from their hand. Each opponent who did draws two cards.",
    "SPELL Each opponent may sacrifice a Character. Each player who did draws a card.",
    "SPELL Each player discards a card from their hand. Each player who did draws two cards.",
    "SPELL You may discard a card from your hand. Each player who did draws two cards.",
    "SPELL Each player may discard a card from their hand. Draw a card. Each player who did draws "
    "a card.",
)


def siblings() -> list[tuple[str, str]]:
    """Each sibling and its reference, in the module docstring's slots."""
    out: list[tuple[str, str]] = []
    for n, (x, y_did, y_they) in enumerate(PAIRS):
        for group in GROUPS:
            for k, (printed, answer) in enumerate(ANSWERS.items()):
                place = PLACES[(n + k) % len(PLACES)]
                then = "Then, e" if (n + k) % 2 else "E"
                first = f"{place}Each {group} may {x}."
                out.append(
                    (
                        f"{first} {then}ach {group} who {printed} {y_did}.",
                        f"{first} If they {answer}, they {y_they}.",
                    )
                )
    return out


def meaning(sentence: str) -> Any | None:
    """The compiled steps of ``sentence`` (its text left out), or ``None`` when refused."""
    from scenarios.cards.printed import read_printed

    reading = read_printed(probe_card(sentence), patterns=False)
    if not reading.executable:
        return None
    return _TEXT.sub("", repr(reading.model.abilities) + repr(reading.model.effect))


def judge(sentence: str, reference: str) -> str:
    """right / WRONG / refused / refused-same (the module docstring)."""
    mine = meaning(sentence)
    if mine is None:
        return "refused-same" if meaning(reference) is None else "refused"
    return "right" if mine == meaning(reference) else "WRONG"


def main() -> None:
    listing = "--list" in sys.argv
    tally: dict[str, int] = {}
    for sentence, reference in siblings():
        verdict = judge(sentence, reference)
        tally[verdict] = tally.get(verdict, 0) + 1
        if listing or verdict != "right":
            print(f"{verdict:12} {sentence}")
    guards = 0
    for sentence in GUARDS:
        held = meaning(sentence) is None
        guards += held
        if listing or not held:
            print(f"{'guard ok' if held else 'guard READ':12} {sentence}")
    total = sum(tally.values())
    print(f"siblings {total}: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    print(f"guards refused {guards}/{len(GUARDS)}")


if __name__ == "__main__":
    main()
