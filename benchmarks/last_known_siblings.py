"""Sibling sentences of issue 30's "what a text knows of an object gone or named back"
(gram105): Reactions on leaving play that read the place of "me" (2.1.h, 6.3.j), and
"If it's [description]" conditions on the object an earlier step named (6.5.d, 2.1.h).

Run: ``.venv/bin/python benchmarks/last_known_siblings.py`` — prints each sentence with
whether the reader executes it and, when not, its reason; the totals at the end. Whether
an executed one means what it says is asserted by tests/cards_grammar/test_last_known.py
(the reading) and tests/engine/test_last_known.py (boards).
"""

from __future__ import annotations

from _common import SPELL, probe_card

LEAVING = (
    "When I leave the Expedition zone —",
    "When I leave play —",
    "When I go to Reserve from my Expedition —",
    "When I'm sacrificed —",
)
"""Triggers on "me" leaving (6.3.j: the Reaction resolves after its object is gone)."""

PLACE_READS = (
    "Each Character in the Expedition facing me loses 1 boost.",
    "Characters in my Expedition gain 1 boost.",
    "Each Character in the Expedition facing me gains Anchored.",
    "Draw a card for each Character in the Expedition facing me.",
    "If the Expedition facing me has no Characters, draw a card.",
    "Characters in your other Expedition gain 1 boost.",
    "Exhaust each Character in the Expedition facing me.",
    "Each Character in my Expedition gains Asleep.",
)
"""Effects that read where "I" am (1.2.3.c, 7.5.5.b)."""

NAMING_STEPS = (
    "{J} Target Character gains Fleeting.",
    "{J} Sacrifice target Character.",
    "{J} Return target Character to its owner's hand.",
    "{J} Exhaust target Character.",
)
"""Steps naming an object "it" refers back to (6.5.b)."""

IT_IS = (
    "If it's an opponent's Character, draw a card.",
    "If it's a Character you control, draw a card.",
    "If it's a Character an opponent controls, draw a card.",
    "If it's one of your Characters, draw a card.",
    "If it's a token, draw a card.",
    "If it's not a Character you control, draw a card.",
)
"""Conditions on "it" (6.5.d): what it is, and who controls it (1.1.3.d; 2.1.h once gone)."""

EXTRA = (
    SPELL + "Target Character gains Fleeting. If it's an opponent's Character, draw a card.",
    SPELL + "Sacrifice target Character. If it's a Character an opponent controls, draw a card.",
    SPELL + "Discard a card from your hand. If it's a Spell, draw a card.",
    SPELL + "Target Character gains 1 boost. If it's a Character you control, it gains Anchored.",
)


def sentences() -> list[str]:
    """Every sibling sentence, in a stable order."""
    found = [f"{t} {e}" for t in LEAVING for e in PLACE_READS]
    found += [f"{s} {c}" for s in NAMING_STEPS for c in IT_IS]
    return [*found, *EXTRA]


def status(sentence: str) -> tuple[bool, str]:
    """Whether the reader executes ``sentence``, and its by-hand reason if not."""
    from scenarios.cards.printed import read_printed

    reading = read_printed(probe_card(sentence))
    done = all(a.status == "executed" for a in reading.abilities)
    reasons = "; ".join(a.reason for a in reading.abilities if a.reason)
    return done, reasons


def main() -> None:
    every = sentences()
    done = 0
    for s in every:
        ok, why = status(s)
        done += ok
        print(("ok   " if ok else "HAND ") + s + ("" if ok else f"   [{why}]"))
    print(f"executed {done}/{len(every)}")


if __name__ == "__main__":
    main()
