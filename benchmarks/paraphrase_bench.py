"""Does the card reader read the language, or the words it was built on? (issue 30)

    .venv/bin/python benchmarks/paraphrase_bench.py PARAPHRASES.jsonl [...] \\
        --sets ../shared/cards/sets [--list N]

A paraphrase corpus is written by people who never see the reader: for real card abilities,
the same game meaning printed in other words, as another designer of the game would print it
("Put the top card of your deck in your Reserve." / "Put your deck's top card into your
Reserve."). Each line (JSON) names the print (``reference``), the field (``MAIN_EFFECT`` or
``ECHO_EFFECT``), the ``original`` ability as printed, the ``paraphrase`` and the ``kind`` of
variation. The corpus holds no card data of its own use: each card is read from the set files
(``--sets``), with the original ability replaced by its paraphrase.

For each paraphrase whose original the reader executes, the card is read again with the
paraphrase in its place, compiled, and compared with the original's compiled card — what the
engine runs, printed words aside:
- **same**: read, and read as the original (the figure: the reader reads the meaning, not
  the words);
- **read differently**: read, but to another meaning — either a precision defect of the
  reader or a paraphrase that changed the meaning (``--list`` prints them to be judged);
- **not read**: left to the judge.
Printed per kind of variation, so what the reader does not yet fold shows by kind. Hold one
corpus out while building and report it: that is the figure that counts.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import fields, is_dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from _common import Stopwatch, footer, set_cards, set_files

from scenarios.cards.printed import PrintedCard, printed_from_api, read_printed
from scenarios.cards.typed import compile_reading
from scenarios.pool.as_imported import as_imported

_FIELDS = {"MAIN_EFFECT": "main_text", "ECHO_EFFECT": "support_text"}


def _meaning(value: object) -> object:
    """What the engine runs, without printed words: the compiled card's fields with every
    ``text``, ``note`` and ``name`` left out (a condition is compared by what it counts and
    compares, not by its words: "two or more" and "2 or more" are one meaning)."""
    if is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: _meaning(getattr(value, f.name))
            for f in fields(value)
            if f.name not in ("text", "note", "name")
        }
    if isinstance(value, dict):
        return {k: _meaning(v) for k, v in value.items() if k not in ("text", "note", "name")}
    if isinstance(value, list | tuple):
        return [_meaning(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(repr(_meaning(v)) for v in value)
    if isinstance(value, Enum):
        return value.value
    return value


def _cards(folder: Path) -> dict[str, PrintedCard]:
    """Each English print of the set files in ``folder`` by its reference; a card not shaped
    like the card API's is left out, named on the error output with its field."""
    found: dict[str, PrintedCard] = {}
    for path in set_files(folder):
        for number, raw in enumerate(set_cards(path), 1):
            try:
                found[str(raw.get("reference", ""))] = printed_from_api(raw)
            except ValueError as exc:
                print(f"{path.name}: card {number}: left out: {exc}", file=sys.stderr)
    return found


def _squash(text: str) -> str:
    return " ".join(text.split())


def _with_paraphrase(
    card: PrintedCard, field: str, original: str, paraphrase: str
) -> PrintedCard | None:
    """``card`` with ``original`` replaced by ``paraphrase`` in ``field``; ``None`` when the
    original is not found there (whitespace aside)."""
    attr = _FIELDS.get(field)
    if attr is None:
        return None
    text = getattr(card, attr) or ""
    words = original.split()
    if not words:
        return None
    # the original as printed, whatever its spaces (the data's non-breaking ones before a
    # dash); the rest of the text kept as it is (two spaces part two abilities)
    found = re.search(r"\s+".join(re.escape(w) for w in words), text)
    if found is None:
        return None
    changed = text[: found.start()] + _squash(paraphrase) + text[found.end() :]
    if attr == "main_text":
        return replace(card, main_text=changed)
    return replace(card, support_text=changed)


def _reading(card: PrintedCard) -> tuple[bool, object]:
    """Whether the card executes, and what the engine runs of it (its compiled fields,
    compiled with the sub-types and token cards it was read with, 2.2.2)."""
    read = read_printed(card)
    if not read.executable:
        return False, None
    return True, _meaning(compile_reading(read).fields)


def _compared(
    card: PrintedCard,
    changed: PrintedCard,
    key: tuple[str, str],
    originals: dict[tuple[str, str], tuple[bool, object]],
) -> str:
    """The outcome of one paraphrase of ``card``'s ``field``. A card the card format refuses
    to compile stops no corpus: it is named, with its field and why, on the error output,
    and counted "not read". ``key``: the print's reference and the field."""
    try:
        if key not in originals:
            originals[key] = _reading(card)
        ok, meant = originals[key]
        if not ok:
            return "original not executed"
        read, meaning = _reading(changed)
    except ValueError as exc:
        print(f"{card.name} ({key[0]}), {key[1]}: not compiled: {exc}", file=sys.stderr)
        return "not read"
    return "not read" if not read else "same" if meaning == meant else "read differently"


def measure(lines: list[dict[str, Any]], cards: dict[str, PrintedCard]) -> dict[str, Counter[str]]:
    """Outcome counts per kind of variation (and ``"all"``); ``"list"`` lines kept aside."""
    counts: dict[str, Counter[str]] = {"all": Counter()}
    originals: dict[tuple[str, str], tuple[bool, object]] = {}
    for line in lines:
        kind = str(line.get("kind", "?")).split("/")[0].strip() or "?"
        tally = counts.setdefault(kind, Counter())
        card = cards.get(str(line.get("reference", "")))
        field = str(line.get("field", "MAIN_EFFECT"))
        changed = (
            None
            if card is None
            else _with_paraphrase(
                card, field, str(line.get("original", "")), str(line.get("paraphrase", ""))
            )
        )
        if card is None or changed is None:
            outcome = "original not found"
        else:
            key = (str(line["reference"]), field)
            outcome = _compared(card, changed, key, originals)
        line["_outcome"] = outcome
        tally[outcome] += 1
        counts["all"][outcome] += 1
    return counts


def _line(label: str, tally: Counter[str]) -> str:
    asked = tally["same"] + tally["read differently"] + tally["not read"]
    share = 100 * tally["same"] / max(asked, 1)
    return (
        f"{label}: {asked} paraphrases of executed abilities: same {tally['same']} "
        f"({share:.1f}%), read differently {tally['read differently']}, not read "
        f"{tally['not read']}  [original not found {tally['original not found']}, "
        f"original not executed {tally['original not executed']}]"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", nargs="+", type=Path, help="paraphrase files (JSON Lines)")
    parser.add_argument("--sets", type=Path, required=True, help="the folder of set files")
    parser.add_argument(
        "--list", type=int, default=0, help="print N paraphrases read differently, and N not read"
    )
    args = parser.parse_args(argv)
    watch = Stopwatch()
    cards = _cards(args.sets)
    for path in args.corpus:
        lines: list[dict[str, Any]] = []
        for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip():
                continue
            try:
                lines.append(json.loads(raw))
            except json.JSONDecodeError as exc:
                print(f"{path}:{number}: not a JSON line ({exc.msg})", file=sys.stderr)
        with as_imported(cards.values()):  # the set's own sub-types, keywords, tokens
            counts = measure(lines, cards)
        print(_line(path.name, counts["all"]))
        for kind, tally in sorted(counts.items(), key=lambda kv: -sum(kv[1].values())):
            if kind != "all":
                print("  " + _line(kind, tally))
        for outcome in ("read differently", "not read"):
            shown = [ln for ln in lines if ln["_outcome"] == outcome][: args.list]
            for ln in shown:
                print(f"  [{outcome}] {ln['original']!r}\n      -> {ln['paraphrase']!r}")
    print(footer(watch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
