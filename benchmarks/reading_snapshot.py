"""A snapshot of what the card reader makes of every text it is given, to show that a change
meant to keep behaviour (a refactor) keeps it: each card of the given set files read and
compiled (its model, its abilities' statuses and reasons, the compiled card), each string
literal of the grammar's test sentences (tests/cards_grammar, tests/cards_text) as the
lexer's words and spans, and each condition's words as the engine keys them
(:func:`usual_condition`). One line per text, in a fixed order; write it before and after
the change and compare the two files (``cmp`` / ``diff``).

    .venv/bin/python benchmarks/reading_snapshot.py /work/shared/cards/sets/*_EN.json > before.txt
"""

from __future__ import annotations

import argparse
import ast
import os
import sys
from pathlib import Path

if os.environ.get("PYTHONHASHSEED") != "0":  # sets printed in one order, run after run
    os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})

from _common import ROOT, set_cards

from scenarios.cards.compile import compile_card
from scenarios.cards.grammar.other_words import usual_condition
from scenarios.cards.grammar.printed_words import grammar_words
from scenarios.cards.printed import ApiCardError, printed_from_api, read_printed
from scenarios.cards.printed.text import clean

SENTENCE_FOLDERS = ("tests/cards_grammar", "tests/cards_text")


def test_strings() -> list[str]:
    """Every string literal of the test folders' modules (sentences and their expectations
    alike: a few extra texts cost nothing), in file and position order, once each."""
    found: dict[str, None] = {}
    for folder in SENTENCE_FOLDERS:
        for path in sorted((ROOT / folder).glob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
                if is_text and " " in node.value.strip():
                    found.setdefault(node.value, None)
    return list(found)


def card_lines(path: Path) -> list[str]:
    """One line per card of the set file: what the reader and the compiler make of it."""
    out: list[str] = []
    for i, raw in enumerate(set_cards(path)):
        try:
            card = printed_from_api(raw)
        except ApiCardError as exc:
            out.append(f"{path.name}[{i}] not read: {exc}")
            continue
        reading = read_printed(card)
        abilities = [(a.status, a.reason) for a in reading.abilities]
        try:
            compiled = repr(compile_card(reading.model))
        except Exception as exc:  # a model the compiler refuses is a figure too
            compiled = f"compile error {type(exc).__name__}: {exc}"
        out.append(
            f"{path.name}[{i}] {card.name}: {reading.model.model_dump(mode='json')!r} "
            f"{abilities!r} {reading.notes!r} {compiled}"
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, help="card set files (*_EN.json)")
    args = parser.parse_args()
    for text in test_strings():
        words = grammar_words(text)
        cleaned = grammar_words(clean(text))
        print(f"lexer {text!r}: {words!r} {cleaned!r} {usual_condition(text.lower())!r}")
    for path in args.paths:
        for line in card_lines(path):
            print(line)


if __name__ == "__main__":
    sys.exit(main())
