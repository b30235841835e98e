"""The same ability in other words, by kind of paraphrase (gram71, issue 30).

    .venv/bin/python benchmarks/paraphrase_kinds.py [--list]

Sibling pairs written before building, no card data: each paraphrase (a kind a blind set's
writer printed) beside the usual form the reader reads, both printed on the same card and
compiled; the oracle is ``paraphrase_bench.py``'s comparison (the engine's compiled fields,
printed words aside). Outcomes: **same**, **read differently** (a precision defect),
**not read** (left to the judge), **usual not read** (the pair measures nothing).

Kinds: negation ("If I don't have any boosts" = "If I have no boosts"), a status by
"becomes" ("… becomes exhausted" = "Exhaust …", 2.4), the actor said as a list ("You and
each opponent draw" = "Each player draws", two players, 1.2.1.b), "costs you {1} less" =
"costs {1} less", "choose … and discard them" = "discard …", "your Reserve has at least
three Spells" = "there are three or more Spells in your Reserve".
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import audit_card
from paraphrase_bench import _reading

PAIRS: tuple[tuple[str, str, str], ...] = (
    # (kind, paraphrase, usual form)
    (
        "negation",
        "{J} If I don't have any boosts, draw a card.",
        "{J} If I have no boosts, draw a card.",
    ),
    (
        "negation",
        "{H} If I don't have any boosts, I gain 2 boosts.",
        "{H} If I have no boosts, I gain 2 boosts.",
    ),
    (
        "negation",
        "{R} If you don't have any cards in hand, draw a card.",
        "{R} If you have no cards in hand, draw a card.",
    ),
    (
        "negation",
        "{J} If you don't control any Landmarks, draw a card.",
        "{J} If you control no Landmarks, draw a card.",
    ),
    (
        "negation",
        "{J} If you don't have any cards in your Reserve, draw a card.",
        "{J} If you have no cards in your Reserve, draw a card.",
    ),
    (
        "negation",
        "{H} If you don't control any Characters, draw a card.",
        "{H} If you control no Characters, draw a card.",
    ),
    (
        "negation",
        "{R} If you don't have any Characters in your Reserve, I gain 1 boost.",
        "{R} If you have no Characters in your Reserve, I gain 1 boost.",
    ),
    ("becomes", "{H} Target Character becomes exhausted.", "{H} Exhaust target Character."),
    ("becomes", "{H} Target Character becomes ready.", "{H} Ready target Character."),
    ("becomes", "{J} Target Permanent becomes exhausted.", "{J} Exhaust target Permanent."),
    ("becomes", "{J} Target Permanent becomes ready.", "{J} Ready target Permanent."),
    (
        "becomes",
        "{R} Target Character you control becomes ready.",
        "{R} Ready target Character you control.",
    ),
    (
        "becomes",
        "{R} Target Character an opponent controls becomes exhausted.",
        "{R} Exhaust target Character an opponent controls.",
    ),
    ("becomes", "{J} I become ready.", "{J} Ready me."),
    ("becomes", "{J} I become exhausted.", "{J} Exhaust me."),
    ("actor list", "{J} You and each opponent draw a card.", "{J} Each player draws a card."),
    ("actor list", "{J} You and your opponent draw a card.", "{J} Each player draws a card."),
    (
        "actor list",
        "{H} You and an opponent draw three cards.",
        "{H} Each player draws three cards.",
    ),
    ("actor list", "{R} You and each opponent draw two cards.", "{R} Each player draws two cards."),
    (
        "actor list",
        "{J} You and each opponent may draw a card.",
        "{J} Each player may draw a card.",
    ),
    ("actor list", "{H} Each opponent and you draw a card.", "{H} Each player draws a card."),
    (
        "actor list",
        "{J} You and each opponent sacrifice a Character.",
        "{J} Each player sacrifices a Character.",
    ),
    (
        "costs you less",
        "{J} The next Spell you play this turn costs you {1} less.",
        "{J} The next Spell you play this turn costs {1} less.",
    ),
    (
        "costs you less",
        "{H} The next Character you play this turn costs you {2} less.",
        "{H} The next Character you play this turn costs {2} less.",
    ),
    (
        "costs you less",
        "{R} The next Permanent you play this turn costs you {1} less.",
        "{R} The next Permanent you play this turn costs {1} less.",
    ),
    (
        "costs you less",
        "{J} The next card you play this turn costs you {1} less.",
        "{J} The next card you play this turn costs {1} less.",
    ),
    ("costs you less", "Spells you play cost you {1} less.", "Spells you play cost {1} less."),
    (
        "costs you less",
        "Characters you play from Reserve cost you {1} less.",
        "Characters you play from Reserve cost {1} less.",
    ),
    (
        "choose and discard",
        "{J} Choose up to two target cards in your Reserve and discard them.",
        "{J} Discard up to two target cards from your Reserve.",
    ),
    (
        "choose and discard",
        "{H} Choose target card in your Reserve and discard it.",
        "{H} Discard target card from your Reserve.",
    ),
    (
        "choose and discard",
        "{R} Choose up to three target cards in your Reserve and discard them.",
        "{R} Discard up to three target cards from your Reserve.",
    ),
    (
        "choose and discard",
        "{J} Choose up to two target cards in an opponent's Reserve and discard them.",
        "{J} Discard up to two target cards from an opponent's Reserve.",
    ),
    (
        "choose and discard",
        "{J} Choose target Character in Reserve and discard it.",
        "{J} Discard target Character in Reserve.",
    ),
    (
        "reserve has",
        "{J} If your Reserve has at least three Spells, draw a card.",
        "{J} If there are three or more Spells in your Reserve, draw a card.",
    ),
    (
        "reserve has",
        "{H} If your Reserve has at least two Characters, I gain 1 boost.",
        "{H} If there are two or more Characters in your Reserve, I gain 1 boost.",
    ),
    (
        "reserve has",
        "{R} If your Reserve has at least three cards, draw a card.",
        "{R} If there are three or more cards in your Reserve, draw a card.",
    ),
    (
        "reserve has",
        "{J} If your Reserve has at least two Permanents, draw a card.",
        "{J} If there are two or more Permanents in your Reserve, draw a card.",
    ),
    (
        "reserve has",
        "{J} If your hand has at least two Characters, draw a card.",
        "{J} If there are two or more Characters in your hand, draw a card.",
    ),
    (
        "reserve has",
        "{H} If your hand has at least three cards, I gain 1 boost.",
        "{H} If there are three or more cards in your hand, I gain 1 boost.",
    ),
    (
        "becomes",
        "{R} Target Character you control becomes exhausted. Draw a card.",
        "{R} Exhaust target Character you control. Draw a card.",
    ),
    (
        "actor list",
        "{J} You and each opponent draw a card. I gain 1 boost.",
        "{J} Each player draws a card. I gain 1 boost.",
    ),
    (
        "choose and discard",
        "{J} Choose a card in your hand and discard it.",
        "{J} Discard a card from your hand.",
    ),
    (
        "choose and discard",
        "{H} Choose two cards in your Reserve and discard them.",
        "{H} Discard two cards from your Reserve.",
    ),
    (
        "reserve has",
        "{J} If your Reserve has two or more Spells, draw a card.",
        "{J} If there are two or more Spells in your Reserve, draw a card.",
    ),
)


def outcome(paraphrase: str, usual: str) -> str:
    """How ``paraphrase`` reads beside ``usual`` (the module docstring's outcomes)."""
    ok, meant = _reading(audit_card(usual, name="Sibling"))
    if not ok:
        return "usual not read"
    read, meaning = _reading(audit_card(paraphrase, name="Sibling"))
    if not read:
        return "not read"
    return "same" if meaning == meant else "read differently"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print every pair's outcome")
    args = parser.parse_args(argv)
    tally: dict[str, Counter[str]] = {"all": Counter()}
    for kind, paraphrase, usual in PAIRS:
        found = outcome(paraphrase, usual)
        tally.setdefault(kind, Counter())[found] += 1
        tally["all"][found] += 1
        if args.list:
            print(f"{found:18} {paraphrase}")
    for kind, counts in tally.items():
        print(f"{kind:20} " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
