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

from _common import Stopwatch, footer, set_cards

from scenarios.cards.grammar.writer.meaning_audit import SPELL, Audited, audit
from scenarios.cards.printed import printed_from_api
from scenarios.cards.printed.text import clean, split_abilities

SETS = ("CORE", "ALIZE", "BISE")


def set_texts(path: Path) -> dict[str, bool]:
    """Each distinct cleaned ability of a set file -> whether it is a Spell's effect."""
    found: dict[str, bool] = {}
    for raw in set_cards(path):
        try:
            card = printed_from_api(raw)
        except ValueError:
            continue
        for part, main in ((card.main_text, True), (card.support_text, False)):
            for printed in split_abilities(part or ""):
                text = clean(printed)
                if text:
                    found.setdefault(text, card.type == "Spell" and main)
    return found


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
    sources: dict[str, dict[str, bool]] = {}
    for name in SETS:
        path = args.sets / f"{name}_EN.json"
        if path.exists():
            sources[name] = set_texts(path)
    from tests.cards_grammar.writer_audit_texts import sentence_texts

    sources["sentence files"] = {
        t.removeprefix(SPELL): t.startswith(SPELL) for t in sentence_texts()
    }
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
