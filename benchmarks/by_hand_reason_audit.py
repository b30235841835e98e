"""Does a by-hand reason name the part that actually blocks the ability? (issue 30)

    .venv/bin/python benchmarks/by_hand_reason_audit.py [FILES...] [--hold-out ALIZE] [--list]

With no files: the English sets of /work/shared/cards/sets (ALIZE held out) and the
development sets /work/dev/newset22 and /work/dev/newset23, each read in its own set's
context (its keywords, token cards), and the composed siblings below. For every ability
left to the judge, the part its reason names (a trigger, a condition, a target or other
object, an effect sentence: scenarios/cards/printed/blockers.py) is replaced by a neutral
phrase of its kind ("When I enter play", nothing, "target Character", "Draw a card.") and
the ability read again:

- **blocker**: it reads — the named part(s) were what blocked it;
- **not the only blocker**: it is still by hand for another part — and **not a blocker**
  when replacing that other part alone makes the original read (the reason named a part
  the reader reads: a judge would resolve the wrong thing by hand);
- **the whole ability**: the part named is all that is printed (nothing else to blame);
- **names no part**: the reason explains a rule or a set keyword, or quotes words not found.

Figures before (the reason of the reader that stopped first, ``first_reasons``) and after
(the blocker located). The siblings put an unread trigger, an unevaluated condition, an
object only the card grammar reads and an unread object together in every combination,
each with a step that reads, so the blockers of each are known by construction.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, nullcontext
from pathlib import Path

from _common import Stopwatch, audit_card, footer, set_cards

from scenarios.cards.printed import ApiCardError, printed_from_api, read_printed
from scenarios.cards.printed.blockers import named_part, neutral, without_parts
from scenarios.cards.printed.card import PrintedCard
from scenarios.cards.printed.reader import ability_reason, first_reasons

SETS = Path("/work/shared/cards/sets")
DEV = (Path("/work/dev/newset22/sets"), Path("/work/dev/newset23/sets"))

TRIGGERS = ("{J}", "When a Character joins the Expedition facing my Expedition \u2014")
"""A trigger that reads, one that does not."""
CONDITIONS = ("", "If you control a Landmark, ", "If you are behind in both Expeditions, ")
"""No condition, one the engine evaluates, one it does not."""
OBJECTS = (
    "target Character you control",
    "target Landmark you control",
    "target Character with fewer boosts than a Character you control",
)
"""An object both readers read, one the card grammar alone reads, one neither reads."""
STEPS = ("exhaust {o}.", "{o} gains 1 boost.", "return {o} to its owner's hand.")
"""Steps that read with the first object."""


def siblings() -> list[str]:
    """Every combination of the parts above, its first letter upper case."""
    out: list[str] = []
    for trigger, condition, obj, step in itertools.product(TRIGGERS, CONDITIONS, OBJECTS, STEPS):
        body = condition + step.format(o=obj)
        out.append(f"{trigger} {body[0].upper()}{body[1:]}")
    return out


def set_readings(path: Path) -> Iterator[tuple[PrintedCard, str, str, bool]]:
    """(card, ability text, reason, support) for each by-hand ability of a set file, read in
    the set's context, once per distinct card text."""
    from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords
    from scenarios.cards.printed.token_names import using_tokens
    from scenarios.pool.tokens import token_cards

    cards: dict[tuple[str, str, str, str], PrintedCard] = {}
    for raw in set_cards(path):
        try:
            card = printed_from_api(raw)
        except ApiCardError:
            continue
        cards.setdefault((card.name, card.type, card.main_text, card.support_text), card)
    keywords = defined_keywords(t for c in cards.values() for t in (c.main_text, c.support_text))
    with ExitStack() as stack:
        stack.enter_context(using_keywords(keywords))
        stack.enter_context(using_tokens(token_cards(cards.values())))
        for card in cards.values():
            yield from by_hand(card)


def by_hand(card: PrintedCard) -> Iterator[tuple[PrintedCard, str, str, bool]]:
    """(card, ability text, tagged reason, support) for each ability of ``card`` left to the
    judge, read twice: "before" (the reason of the reader that stopped first) and "after"
    (the blocker located)."""
    for mode in ("before", "after"):
        with first_reasons() if mode == "before" else nullcontext():
            reading = read_printed(card)
        for a in reading.abilities:
            if a.status != "executed":
                yield card, a.text, f"{mode}\t{a.reason}", a.support


def verdict(card: PrintedCard, text: str, reason: str, support: bool) -> str:
    """blocker / the whole ability / not the only blocker / not a blocker / names no part
    (module docstring)."""
    parts = [p for r in reason.split("; and ") if (p := named_part(text, r)) is not None]
    if not parts or len(parts) < len(reason.split("; and ")):
        return "names no part"
    if len(parts) == 1 and not text[: parts[0].start].strip() and not text[parts[0].end :].strip():
        return "the whole ability"  # nothing else printed: it cannot name the wrong part
    without = without_parts(text, parts)
    again = ability_reason(card, without, support=support)
    if not again:
        return "blocker"
    other = named_part(text, again)
    if other is not None and not ability_reason(card, neutral(text, other), support=support):
        return "not a blocker"
    return "not the only blocker"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--hold-out", default="ALIZE")
    parser.add_argument("--list", action="store_true", help="print every wrong reason")
    args = parser.parse_args()
    watch = Stopwatch()
    paths = args.paths or [
        p
        for folder in (SETS, *DEV)
        for p in sorted(folder.glob("*_EN.json"))
        if not p.name.startswith(args.hold_out)
    ]
    tally: dict[tuple[str, str], Counter[str]] = {}
    wrong: list[str] = []
    sources: list[tuple[str, Iterator[tuple[PrintedCard, str, str, bool]]]] = [
        (p.name, set_readings(p)) for p in paths
    ]
    sources.append(("siblings", _sibling_readings()))
    for name, found in sources:
        for card, text, tagged, support in found:
            mode, reason = tagged.split("\t", 1)
            said = verdict(card, text, reason, support)
            tally.setdefault((name, mode), Counter())[said] += 1
            if said in ("not a blocker", "not the only blocker") and (args.list or mode == "after"):
                wrong.append(f"  [{mode}] {said}: {text} | {reason}")
    kinds = (
        "blocker",
        "the whole ability",
        "not the only blocker",
        "not a blocker",
        "names no part",
    )
    print(f"{'source':<22} {'':6} {'by hand':>7}  " + "  ".join(f"{k:>20}" for k in kinds))
    totals: dict[str, Counter[str]] = {"before": Counter(), "after": Counter()}
    for name, _ in sources:
        for mode in ("before", "after"):
            tally.setdefault((name, mode), Counter())
    for (name, mode), counts in sorted(tally.items(), key=lambda kv: _rank(kv[0], sources)):
        totals[mode].update(counts)
        print(_row(name, mode, counts, kinds))
    for mode in ("before", "after"):
        print(_row("all", mode, totals[mode], kinds))
    for mode in ("before", "after"):
        named = sum(totals[mode].values()) - totals[mode]["names no part"]
        right = totals[mode]["blocker"] + totals[mode]["the whole ability"]
        print(
            f"{mode}: the named part is the blocker for {right} of {named} reasons naming a"
            f" part ({100 * right / max(named, 1):.0f}%); not the only blocker"
            f" {totals[mode]['not the only blocker']}, not a blocker at all"
            f" {totals[mode]['not a blocker']}"
        )
    if wrong:
        print("reasons naming a part that is not the (only) blocker:")
        print("\n".join(wrong))
    print(f"\n{footer(watch)}")
    return 0


def _sibling_readings() -> Iterator[tuple[PrintedCard, str, str, bool]]:
    for text in siblings():
        yield from by_hand(audit_card(text))


def _rank(key: tuple[str, str], sources: list[tuple[str, object]]) -> tuple[int, int]:
    names = [n for n, _ in sources]
    return names.index(key[0]), key[1] == "after"


def _row(name: str, mode: str, counts: Counter[str], kinds: tuple[str, ...]) -> str:
    cells = "  ".join(f"{counts[k]:>20}" for k in kinds)
    return f"{name:<22} {mode:6} {sum(counts.values()):>7}  {cells}"


if __name__ == "__main__":
    sys.exit(main())
