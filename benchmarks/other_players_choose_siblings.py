"""Siblings of gram107 (issue 30): WHO DECIDES a choice of modes — "[chooser] chooses one:
[A], or [B]." printed on one line, as the NEXT designer may write the [Petition] reminder
("Target opponent chooses one: they discard a card from their Reserve, or you draw a card.").

Each sibling crosses a **chooser** (you, target opponent, each opponent, your opponent, an
opponent, target player, each player — 6.5.g, 1.4.7.b), a **pair of modes** (atomic actions
7.3 the other player does as "they", or the effect's controller does as "you" / "I": discard
7.3.7 from hand and Reserve, sacrifice 7.3.36, draw 7.3.9, exhaust 7.3.13, put in Reserve,
return to hand, Resupply 7.3.31, boosts 7.3.5) and a **place** (a Spell's effect, a Reaction
{J} / {H}). It is judged by MEANING against the same choice printed with bullets, the form
the grammar reads (the reference): *right* — it reads to the same steps, the same chooser;
*WRONG* — it runs but reads otherwise (a precision failure); *refused* — left to the judge,
by the same reason as the bulleted form when that one is refused too (then *refused-same*).

GUARDS are one-line choices the fold must NOT read as modes (a sentence after the choice
would be read as part of the second mode): *right* when refused.

    .venv/bin/python benchmarks/other_players_choose_siblings.py [--list]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import probe_card

CHOOSERS = (
    "Choose one",
    "Target opponent chooses one",
    "Each opponent chooses one",
    "Your opponent chooses one",
    "An opponent chooses one",
    "Target player chooses one",
    "Each player chooses one",
    "Your opponents choose one",
    "Each of your opponents chooses one",
)
"""Who decides the mode (6.5.g): the effect's controller, or the player the effect names."""

PAIRS = (
    ("{p} discard a card from {r} Reserve", "you draw a card"),
    ("{p} sacrifice a Character", "I gain 2 boosts"),
    ("{p} draw a card", "target Character you control gains 1 boost"),
    ("{p} exhaust a Character {p} control", "you draw two cards"),
    ("{p} discard a card from {r} hand", "I gain 1 boost"),
    ("{p} sacrifice a Permanent", "you Resupply"),
    ("{p} put a card from {r} hand in {r} Reserve", "target Character gains 2 boosts"),
    ("{p} return a Character {p} control to {r} hand", "you draw a card"),
)
"""The modes: the first done by the chooser ("they"; "you" when you choose), the second by
the effect's controller or to its source."""

PLACES = ("SPELL ", "{J} ", "{H} ")

GUARDS = (
    "SPELL Target opponent chooses one: they discard a card from their Reserve, or you draw a"
    " card. Then, I gain 1 boost.",
    "SPELL Choose one: draw a card, or I gain 1 boost. Target Character gains 1 boost.",
    "SPELL Each opponent chooses one: they sacrifice a Character, they discard a card, or you"
    " draw a card. I gain 1 boost.",
)


def siblings() -> list[tuple[str, str]]:
    """(one-line sentence, the same choice with bullets) for each chooser × pair, each in
    one place in turn."""
    out = []
    k = 0
    for chooser in CHOOSERS:
        you = chooser == "Choose one"
        for first, second in PAIRS:
            a = first.format(p="you" if you else "they", r="your" if you else "their")
            if you:
                a = a.removeprefix("you ")
            b = second.removeprefix("you ") if you else second
            place = PLACES[k % len(PLACES)]
            k += 1
            line = f"{place}{chooser}: {a}, or {b}."
            modes = f"\u2022 {a[0].upper()}{a[1:]}. \u2022 {b[0].upper()}{b[1:]}."
            bullets = f"{place}{chooser}: {modes}"
            out.append((line, bullets))
    return out


def _meaning(value: Any) -> Any:
    """A reading without the printed words it keeps (``text``): what it does."""
    if isinstance(value, dict):
        return {k: _meaning(v) for k, v in value.items() if k not in ("text",)}
    if isinstance(value, (list, tuple)):
        return [_meaning(v) for v in value]
    return value


def reading(sentence: str) -> tuple[Any, str]:
    """(what the grammar alone reads ``sentence`` to, or ``None``; the refusal's reason)."""
    from scenarios.cards.printed import read_printed

    r = read_printed(probe_card(sentence), patterns=False)
    if not r.executable:
        return None, "; ".join(str(x) for x in getattr(r, "reasons", ()))[:120]
    model = r.model.model_dump(exclude_none=True, exclude_defaults=True)
    return _meaning({k: v for k, v in model.items() if k not in ("text", "name")}), ""


def judge(line: str, bullets: str) -> str:
    """right / WRONG / refused-same / refused (the module docstring)."""
    got, _ = reading(line)
    want, _ = reading(bullets)
    if got is None:
        return "refused-same" if want is None else "refused"
    if want is None:
        return "WRONG"  # read where the bulleted choice is not: nothing to hold it to
    return "right" if got == want else "WRONG"


def main() -> None:
    show = "--list" in sys.argv
    tally: dict[str, int] = {}
    for line, bullets in siblings():
        verdict = judge(line, bullets)
        tally[verdict] = tally.get(verdict, 0) + 1
        if show or verdict in ("WRONG", "refused"):
            print(f"{verdict:12s} {line}")
    for guard in GUARDS:
        got, _ = reading(guard)
        verdict = "guard-right" if got is None else "guard-WRONG"
        tally[verdict] = tally.get(verdict, 0) + 1
        if show or got is not None:
            print(f"{verdict:12s} {guard}")
    print(" ".join(f"{k}={v}" for k, v in sorted(tally.items())), f"of {len(siblings())}")


if __name__ == "__main__":
    main()
