"""Deck check benchmark (issue 35): the time to check a 60-card list against a whole card
pool, and how many official rulings are marked "given under an earlier version of the rules",
with the list for review.

The card files are the user's (not part of the project): ``--cards DIR`` (default
``/work/shared/cards``) is imported into a throw-away pool. The 60-card list is made from that
pool: its first Hero with a faction, then that faction's Commons and Rares, three of each.

Run: ``.venv/bin/python benchmarks/deck_bench.py [--cards DIR] [--runs N]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.editions import build_edition_map  # noqa: E402
from rules_corpus.editions.currency import RulingCurrency  # noqa: E402
from scenarios.pool import CardPool  # noqa: E402
from scenarios.pool.cards import rule_ids  # noqa: E402
from scenarios.tournament.check import check_deck  # noqa: E402
from scenarios.tournament.listing import parse_list  # noqa: E402
from scenarios.tournament.report import counts_line, verdict_line  # noqa: E402
from scenarios.tournament.versions import CardIndex  # noqa: E402

TARGET_MS = 50.0


def sixty_card_list(index: CardIndex) -> str:
    """A 60-card list of the pool: a Hero, then 59 cards of its faction by reference, three
    of each name, Commons first and at most 15 Rares (1.1.4.d, 1.1.4.e)."""
    ordered = sorted(index.prints.values(), key=lambda v: (v.rarity != "common", v.reference))
    hero = next(v for v in ordered if v.is_hero and v.faction)
    lines = [f"1 {hero.reference}"]
    left, rares, names = 59, 0, set()
    for v in ordered:
        if left == 0:
            break
        if v.is_hero or v.faction != hero.faction or v.type_code.startswith("TOKEN"):
            continue
        if v.name in names or (v.rarity == "rare" and rares + 3 > 15):
            continue
        n = min(3, left)
        lines.append(f"{n} {v.reference}")
        names.add(v.name)
        rares += n if v.rarity == "rare" else 0
        left -= n
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, default=Path("/work/shared/cards"))
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--on", default="2025-03-01", help="the event's date checked")
    args = parser.parse_args()
    if not args.cards.is_dir():
        print(f"no card folder {args.cards}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        pool = CardPool(Path(tmp) / "cards.db")
        started = time.perf_counter()
        pool.import_paths([args.cards / "sets", args.cards / "history"])
        print(f"pool: {pool.counts()} imported in {time.perf_counter() - started:.1f} s")

        started = time.perf_counter()
        index = CardIndex.of_pool(pool)
        index_ms = (time.perf_counter() - started) * 1000
        text = sixty_card_list(index)
        lines = parse_list(text)
        times = []
        verdict = None
        for _ in range(args.runs):
            started = time.perf_counter()
            verdict = check_deck(parse_list(text), index, "constructed", args.on)
            times.append((time.perf_counter() - started) * 1000)
        assert verdict is not None
        cold = time.perf_counter()
        check_deck(lines, CardIndex.of_pool(pool), "constructed", args.on)
        cold_ms = (time.perf_counter() - cold) * 1000
        size = verdict.counts.cards
        print(f"\nDeck check of a {size}-card list ({len(lines)} lines), {args.runs} runs:")
        print(f"  reading the pool once (CardIndex): {index_ms:.1f} ms")
        print(
            f"  check: median {statistics.median(times):.2f} ms, "
            f"max {max(times):.2f} ms (target < {TARGET_MS:.0f} ms: "
            f"{'met' if statistics.median(times) < TARGET_MS else 'NOT met'})"
        )
        print(f"  from a cold pool (read + check): {cold_ms:.1f} ms")
        print(f"  {verdict_line(verdict)}\n  {counts_line(verdict.counts)}")
        written = []
        for line in lines:
            v = index.prints[line.written]
            written.append(f"{line.count} {v.name} ({v.rarity}, {v.faction})")
        named_text = "\n".join(written)
        cold = time.perf_counter()
        by_name = check_deck(
            parse_list(named_text), CardIndex.of_pool(pool), "constructed", args.on
        )
        cold_named = (time.perf_counter() - cold) * 1000
        named_times = []
        warm = CardIndex.of_pool(pool)
        for _ in range(args.runs):
            started = time.perf_counter()
            check_deck(parse_list(named_text), warm, "constructed", args.on)
            named_times.append((time.perf_counter() - started) * 1000)
        print(
            f"  the same list written with names ('3 Name (common, Axiom)'): median "
            f"{statistics.median(named_times):.2f} ms; from a cold pool, names in every "
            f"language read: {cold_named:.1f} ms; same counts: "
            f"{by_name.counts == verdict.counts}"
        )

        corpus = parse_corpus()
        currency = RulingCurrency(corpus, build_edition_map(corpus))
        rulings = [(r.card, r.reference, r.date, r.question, r.answer) for r in pool.rulings()]
        history = pool.db.execute(
            "SELECT h.reference, h.date, h.question, h.answer, d.name FROM history h "
            "JOIN prints p ON p.reference = h.reference "
            "LEFT JOIN definitions d ON d.key = p.definition WHERE h.kind = 'RULING'"
        ).fetchall()
        seen = {(card, q) for card, _, _, q, _ in rulings}
        for reference, date, question, answer, name in history:
            if (name or reference, question) not in seen:
                seen.add((name or reference, question))
                rulings.append((name or reference, reference, date, question, answer))
        started = time.perf_counter()
        marked = []
        for card, reference, date, question, answer in rulings:
            found = currency.check(date, question, answer, rule_ids(f"{question} {answer}"))
            if found.earlier:
                marked.append((card, reference, date, question, found))
        seconds = time.perf_counter() - started
        print(
            f"\nRulings checked against CR {currency.current_version} "
            f"({currency.current_date}; previous {currency.previous_version}, "
            f"{currency.previous_date}): {len(marked)} of {len(rulings)} marked "
            f"'given under an earlier version of the rules' ({seconds:.2f} s)"
        )
        by_rule: dict[str, int] = {}
        for *_, found in marked:
            for change in found.changes:
                by_rule[f"{change.rule} ({change.why}, {change.source})"] = (
                    by_rule.get(f"{change.rule} ({change.why}, {change.source})", 0) + 1
                )
        for what, n in sorted(by_rule.items(), key=lambda item: -item[1]):
            print(f"  {n:3d} × {what}")
        print("\nThe marked rulings, for review:")
        for card, reference, date, question, found in marked:
            rules = ", ".join(c.rule for c in found.changes)
            print(f"  {date[:10]}  {card} ({reference}) — rests on {rules}")
            print(f"      Q: {question}")
        pool.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
