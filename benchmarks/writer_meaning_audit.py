"""The writer's meaning audit (hd, issue 30): every reading the reader makes, written back
in the cards' style and read again, compared as READINGS (not texts).

    .venv/bin/python benchmarks/writer_meaning_audit.py [--sets DIR] [--list]

Reads each ability of the three real sets (``{CORE,ALIZE,BISE}_EN.json`` in ``--sets``, for
measuring only: their texts are never printed unless ``--list``) and every sentence of
``tests/cards_grammar/sentences*.py``; prints per source how many readings come back the
same, differ, are not read back, have no words in the writer (Unwritable: honest) or make
the writer fail; ``--list`` groups the differences by the keys of the reading that differ.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer, text_sources

from scenarios.cards.grammar.writer.meaning_audit import Audited, audit


def audited(texts: dict[str, bool]) -> dict[str, Audited]:
    out: dict[str, Audited] = {}
    for text, spell in texts.items():
        found = audit(text, spell=spell)
        if found.kind == "unread" and spell:  # a Spell's ability that is no effect
            found = audit(text)
        out[text] = found
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sets", type=Path, default=Path("/work/shared/cards/sets"))
    parser.add_argument("--list", action="store_true", help="group the differences by keys")
    args = parser.parse_args()
    watch = Stopwatch()
    sources = text_sources(args.sets)
    kinds: dict[str, list[tuple[str, Audited]]] = defaultdict(list)
    for label, texts in sources.items():
        found = audited(texts)
        tally = Counter(a.kind for a in found.values())
        read = sum(v for k, v in tally.items() if k != "unread")
        print(
            f"{label}: {len(texts)} texts, read {read}: same {tally['same']}, "
            f"different {tally['different']}, not read back {tally['not read back']}, "
            f"unwritable {tally['unwritable']}, writer error {tally['writer error']}"
        )
        for text, a in found.items():
            if a.kind in ("different", "not read back", "writer error"):
                kinds[" ".join(a.keys) or a.kind].append((text, a))
    if args.list:
        for key, cases in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
            print(f"{len(cases):4d}  {key}")
            for text, a in cases[:3]:
                print(f"        {text}\n     => {a.written}")
    print(footer(watch))


if __name__ == "__main__":
    main()
