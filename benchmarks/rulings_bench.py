"""Rulings benchmark: how precise the official card rulings shown with search results are.

Reads invented rulings in the card API's shape (tests/data/rulings/RULINGS_TEST_EN.json) and
the questions saying which of them should show (tests/data/rulings/ruling_questions.yaml), and
prints precision (of the rulings shown, how many answer the question) and recall (of the rulings
that answer, how many are shown), listing each wrong or missing one.

``--cards DIR`` also feeds the rulings of real card files (``DIR/*_EN.json``, not part of the
project) and prints, for both question sets in tests/data — rules questions no ruling was
written for — how many show a ruling at all, with ``--list`` each question and its rulings.

Run: ``.venv/bin/python benchmarks/rulings_bench.py [--cards DIR [--list]]``
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _common import set_cards, set_files  # noqa: E402

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402
from rules_corpus.search.rulings import RULING_KIND, RulingRecord  # noqa: E402

DATA = ROOT / "tests/data/rulings"


def card_rulings(path: Path) -> list[tuple[str, RulingRecord]]:
    """(the ruling's "@id", the record) for each ruling of a card file in the API's shape."""
    found: list[tuple[str, RulingRecord]] = []
    for card in set_cards(path):
        for ruling in card.get("cardRulings") or []:
            record = RulingRecord(
                card["name"],
                card["reference"],
                ruling["question"],
                ruling["answer"],
                str(ruling.get("createdAt", ""))[:10],
            )
            found.append((str(ruling.get("@id", "")), record))
    return found


def shown(index: RulesIndex, question: str) -> list[str]:
    """The keys of the rulings shown among the first ten results."""
    return [h.id for h in index.search(question, limit=10).hits if h.kind == RULING_KIND]


def fixtures(index: RulesIndex) -> None:
    rulings = card_rulings(DATA / "RULINGS_TEST_EN.json")
    index.set_rulings(record for _, record in rulings)
    by_key = {record.key: ruling_id for ruling_id, record in rulings}
    questions = YAML(typ="safe").load((DATA / "ruling_questions.yaml").read_text("utf-8"))
    shown_count = right = wanted = found = 0
    lines: list[str] = []
    for item in questions:
        want = set(item["shows"])
        got = [by_key[key] for key in shown(index, item["question"])]
        shown_count += len(got)
        right += sum(1 for g in got if g in want)
        wanted += len(want)
        found += len(want & set(got))
        wrong = [g for g in got if g not in want]
        missing = sorted(want - set(got))
        if wrong or missing:
            lines.append(f"  {item['question']!r}: shown but wrong {wrong}, missing {missing}")
    precision = right / shown_count if shown_count else 1.0
    recall = found / wanted if wanted else 1.0
    print(f"fixture rulings: {len(rulings)}; questions: {len(questions)}")
    print(f"  rulings shown {shown_count}: precision {precision:.3f}, recall {recall:.3f}")
    print("\n".join(lines))


def real(index: RulesIndex, folder: Path, listing: bool) -> None:
    records = {r.question: r for f in set_files(folder) for _, r in card_rulings(f)}
    index.set_rulings(records.values())
    for name in ("judge_questions.yaml", "player_questions.yaml"):
        questions = YAML(typ="safe").load((ROOT / "tests/data" / name).read_text("utf-8"))
        with_ruling = 0
        for item in questions:
            keys = shown(index, item["question"])
            if keys:
                with_ruling += 1
                if listing:
                    cards = ", ".join(index.rulings.get(k).card_name for k in keys)  # type: ignore[union-attr]
                    print(f"    {item['question']!r}: {cards}")
        print(f"  {name}: {with_ruling} of {len(questions)} rules questions show a ruling")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="a folder of real card files (*_EN.json)")
    parser.add_argument("--list", action="store_true", help="list each question with rulings")
    args = parser.parse_args()
    index = RulesIndex.open_or_build(parse_corpus(), "rulings", None)
    fixtures(index)
    if args.cards is not None:
        print(f"real card rulings from {args.cards}:")
        real(index, args.cards, args.list)


if __name__ == "__main__":
    main()
