"""Every studied question's first ten results, three ways, to prove a change of the search's
speed left every ranking as it was (issue 32).

Writes each studied card question's top 10 (document, id, kind and score to six decimals) with
no card recognised, the library's cards and the cards of ``--cards`` imported, and the top 10
of the latency query mix (cards recognised, no document chosen). ``--card-names`` also passes
the known cards' names (the library's, or the library's and the imported ones) with each
question, as the window and ``studied_card_figures.py`` search (a name no card has is noted and
kept from the speller), so the proof covers that path too; ``--compare FILE`` (an earlier
run's output) prints every question whose list changed and exits 1 if any did. Held-out sets
are never read.

Run: ``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/studied_top10.py
--cards /work/shared/cards/sets --json after.json --compare before.json``
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from ruamel.yaml import YAML  # noqa: E402
from search_bench import (  # noqa: E402
    CARD_QUESTIONS,
    STUDIED_CARD_QUESTIONS,
    WINDOW_LIMIT,
    CardReader,
    Reader,
    card_readers,
)

from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, required=True, help="card files (official API)")
    parser.add_argument("--json", type=Path, required=True, help="write the top 10s here")
    parser.add_argument("--compare", type=Path, help="an earlier --json file")
    parser.add_argument(
        "--card-names",
        action="store_true",
        help="pass the known cards' names with each question, as the window does",
    )
    parser.add_argument(
        "--cache",
        type=Path,
        help="keep the index and what the search keeps beside it here (a later run reads them"
        " back, as a later start of the app does); a temporary folder by default",
    )
    args = parser.parse_args()
    result: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        kept = args.cache or Path(tmp)
        index = RulesIndex.open_or_build(parse_corpus(), "bench", kept)
        problem = index.load_semantic(kept)
        if problem is not None:
            sys.exit(f"semantic: not loaded ({problem})")
        library, pool = card_readers(index, args.cards, Path(tmp))
        assert pool is not None
        ways: dict[str, Reader | None] = {"none": None, "library": library, "imported": pool}
        for path in STUDIED_CARD_QUESTIONS:
            for way, read in ways.items():
                for item in YAML(typ="safe").load(path.read_text(encoding="utf-8")):
                    q = str(item["question"])
                    cards = read(q) if read is not None else ()
                    names = (
                        read.names() if args.card_names and isinstance(read, CardReader) else None
                    )
                    hits = index.search(
                        q, doc=item.get("doc"), limit=WINDOW_LIMIT, cards=cards, card_names=names
                    )
                    result[f"{path.name}|{way}|{q}"] = [
                        f"{h.doc}|{h.id}|{h.kind}|{h.score:.6f}" for h in hits.hits[:10]
                    ]
        mix = (ROOT / "benchmarks/data/query_mix.txt").read_text("utf-8").splitlines()
        mix += [
            str(i["question"]) for i in YAML(typ="safe").load(CARD_QUESTIONS.read_text("utf-8"))
        ]
        for q in (q for q in mix if q.strip()):
            names = pool.names() if args.card_names else None
            hits = index.search(q, limit=WINDOW_LIMIT, cards=pool(q), card_names=names)
            result[f"mix|{q}"] = [f"{h.doc}|{h.id}|{h.kind}|{h.score:.6f}" for h in hits.hits[:10]]
    args.json.write_text(json.dumps(result, indent=0), encoding="utf-8")
    print(f"{len(result)} questions' top 10 written")
    if args.compare:
        before = json.loads(args.compare.read_text(encoding="utf-8"))
        changed = [k for k in result if before.get(k) != result[k]]
        changed += [k for k in before if k not in result]
        for key in changed:
            print(f"changed: {key!r}\n  before {before.get(key)}\n  after  {result.get(key)}")
        print(f"{len(changed)} of {len(result)} changed")
        if changed:
            sys.exit(1)


if __name__ == "__main__":
    main()
