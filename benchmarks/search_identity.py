"""The top-10 lists of every question the benchmarks ask, written to a file: a change meant to
make the search faster, not different, must leave this file unchanged (issue 32, perf24).

Each question of the query mix, the fitted and studied sets (judge, player, the studied fresh
sets, the studied card question sets) and benchmarks/data/never_asked.txt is searched with the
sentence encoder loaded, as :mod:`benchmarks.search_bench` searches it: with no card recognised,
with the library's cards and (given ``--cards DIR``) with those cards imported, each with its
document selected (when the set names one) and with no filter. Each line holds the question,
the mode and its top 10 (document, id, kind and score to six places). The held-out sets are
never read: their figures are compared on search_bench.py's printout.

Run before and after a change, then compare:
``JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/search_identity.py OUT
[--cards DIR]`` and ``cmp BEFORE AFTER``.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from ruamel.yaml import YAML

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.search_bench import (  # noqa: E402
    QUESTION_SETS,
    STUDIED,
    STUDIED_CARD_QUESTIONS,
    WINDOW_LIMIT,
    card_readers,
)
from rules_corpus.corpus import parse_corpus  # noqa: E402
from rules_corpus.search.index import RulesIndex  # noqa: E402

NEVER_ASKED = ROOT / "benchmarks/data/never_asked.txt"


def never_asked() -> list[str]:
    """benchmarks/data/never_asked.txt's questions (comment lines left out)."""
    lines = NEVER_ASKED.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def asked() -> list[tuple[str, str | None]]:
    """Every question the benchmarks ask but the held-out sets', with its document (or None)."""
    out: list[tuple[str, str | None]] = []
    mix = (ROOT / "benchmarks/data/query_mix.txt").read_text(encoding="utf-8").splitlines()
    out += [(q, None) for q in mix if q.strip()]
    sets = [ROOT / "tests/data" / name for name in (*QUESTION_SETS, *STUDIED)]
    for path in [*sets, *STUDIED_CARD_QUESTIONS]:
        for item in YAML(typ="safe").load(path.read_text(encoding="utf-8")):
            out.append((str(item["question"]), item.get("doc")))
    out += [(q, None) for q in never_asked()]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="where the top-10 lists are written")
    parser.add_argument("--cards", type=Path, help="card files to import (official API shape)")
    args = parser.parse_args()
    questions = asked()
    lines: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        index = RulesIndex.open_or_build(parse_corpus(), "identity", Path(tmp))
        problem = index.load_semantic(Path(tmp))
        if problem is not None:
            sys.exit(f"the encoder did not load: {problem}")
        library_read, pool_read = card_readers(index, args.cards, Path(tmp))
        readers = {"none": None, "library": library_read, "imported": pool_read}
        for mode, read in readers.items():
            if mode == "imported" and read is None:
                continue
            for question, doc in questions:
                cards = read(question) if read is not None else ()
                for where in dict.fromkeys([doc, None]):
                    result = index.search(question, doc=where, limit=WINDOW_LIMIT, cards=cards)
                    top = " ".join(
                        f"{h.doc}|{h.id}|{h.kind}|{h.score:.6f}" for h in result.hits[:10]
                    )
                    lines.append(f"{question!r} [{mode}, {where or 'all'}] -> {top}")
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} top-10 lists written to {args.out}")


if __name__ == "__main__":
    main()
