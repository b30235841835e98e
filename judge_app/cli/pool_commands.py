"""``judge-app cards import|show`` and ``judge-app deck import``: the imported card pool.

The pool lives in the per-user data folder (``JUDGE_APP_DATA_DIR`` moves it). A malformed
file is reported one problem per line (file:line:column: card: field: what is wrong) and the
pool is left unchanged; the exit code is 1.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from judge_app.cli.output import CliError
from judge_app.cli.pool_waiting import waiting_for_pool
from scenarios.errors import LoadError
from scenarios.pool import CardPool, ImportReport, PoolCard, default_pool_path
from scenarios.pool.decklist import read_decklist
from scenarios.pool.describe import (
    CardSheet,
    describe,
    import_summary,
    sheet_json,
    sheet_text,
)
from scenarios.pool.icons import icons_as_words
from scenarios.pool.locks import PoolLocked, PoolReadOnly
from scenarios.pool.query import bounded_query


def add_pool_parsers(cards_sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    imp = cards_sub.add_parser(
        "import", help="import official card data (set files, card files, history, folders)"
    )
    imp.add_argument("paths", nargs="+", type=Path)
    imp.add_argument("--json", action="store_true")
    imp.set_defaults(handler=cmd_import)
    show = cards_sub.add_parser("show", help="a card: text, what the engine reads, rulings")
    show.add_argument("name", nargs="+", help="a card name (any language) or reference")
    show.add_argument("--json", action="store_true")
    show.add_argument(
        "--all",
        action="store_true",
        help=f"every card of that name (otherwise the first {SHOWN_AT_MOST})",
    )
    show.set_defaults(handler=cmd_show)


def add_deck_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    deck = sub.add_parser("deck", help="decklists ('N REFERENCE' lines)")
    deck_sub = deck.add_subparsers(dest="deck_command", required=True)
    imp = deck_sub.add_parser("import", help="read a decklist against the imported cards")
    imp.add_argument("file", type=Path)
    imp.add_argument("--json", action="store_true")
    imp.set_defaults(handler=cmd_deck_import)
    from judge_app.cli.deck_commands import add_check_parser

    add_check_parser(deck_sub)


def open_pool() -> CardPool:
    try:
        pool = CardPool(default_pool_path())
    except Exception as exc:  # an unreadable folder must not give a traceback
        raise CliError(f"the card database cannot be opened: {exc}") from None
    if pool.in_use:  # said by waiting_for_pool if a command has to wait
        pool.notices = [n for n in pool.notices if "in use by another program" not in n]
    for notice in pool.notices:
        print(f"judge-app: {notice}", file=sys.stderr)
    if pool.read_only and pool.needs_rereading():
        print(
            "judge-app: the imported cards were read by an older printed text reader; they "
            "cannot be read again in a read-only data folder, so the older reading is shown",
            file=sys.stderr,
        )
    elif pool.needs_rereading():
        print(
            "judge-app: the printed text reader is newer than the imported cards' reading; "
            "reading them again…",
            file=sys.stderr,
        )
        try:
            pool.reread()
        except PoolReadOnly:  # the database file cannot be written (its folder can)
            print(
                "judge-app: the card database cannot be written, so the imported cards keep "
                "their older reading",
                file=sys.stderr,
            )
    return pool


@waiting_for_pool(writes=True)
def cmd_import(args: argparse.Namespace) -> int:
    pool = open_pool()
    try:
        report = pool.import_paths(args.paths)
    except (PoolLocked, PoolReadOnly):
        raise  # waited for, or said, by waiting_for_pool
    except LoadError as exc:
        if args.json:
            empty = ImportReport(0, 0, 0, 0, 0, 0, (), errors=tuple(exc.messages))
            print(json.dumps(empty.as_json(), ensure_ascii=False, indent=1))
            return 1
        raise CliError(
            "nothing was imported:\n" + "\n".join(f"  {m}" for m in exc.messages)
        ) from None
    if args.json:
        print(json.dumps(report.as_json(), ensure_ascii=False, indent=1))
    else:
        print(import_summary(report))
    if report.rulings:
        from judge_app.ruling_encoding import encode_after_import

        note = encode_after_import(default_pool_path())
        if note is not None:
            print(f"note: {note}", file=sys.stderr)
    return 0


def pool_card_data(card: PoolCard) -> dict[str, Any]:
    """The JSON shape of a pool card in search results."""
    return {
        "source": "imported",
        "name": card.name,
        "names": card.names,
        "type": card.type_line,
        "faction": card.faction,
        "hand_cost": card.hand_cost,
        "reserve_cost": card.reserve_cost,
        "statistics": (
            {"forest": card.forest or 0, "mountain": card.mountain or 0, "water": card.water or 0}
            if card.type == "Character"
            else None
        ),
        "text": icons_as_words(card.main_text),
        "support": icons_as_words(card.support_text),
        "references": list(card.references),
        "engine": {"executable": "all", "partly": "some", "not": "none"}[card.status],
    }


def print_pool_card(card: PoolCard) -> None:
    from scenarios.pool.describe import facts

    refs = ", ".join(card.references[:3]) + ("…" if len(card.references) > 3 else "")
    print(f"{card.name}  ({refs})")
    print("  " + " · ".join([card.type_line, *facts(card)]))
    if card.main_text:
        print("  | " + icons_as_words(card.main_text))
    if card.support_text:
        print("  | Support: " + icons_as_words(card.support_text))
    words = {
        "executable": "the engine executes all of it",
        "partly": "the engine executes part of it; the rest is resolved by hand",
        "not": "not executed — resolve by hand",
    }
    if card.main_text or card.support_text:
        print(f"  {words[card.status]}")


SHOWN_AT_MOST = 25
"""Cards ``cards show`` prints for one name unless asked for all: a name shared by thousands
of definitions (Uniques, a hostile file) is read and printed a page at a time, in seconds."""


@waiting_for_pool()
def cmd_show(args: argparse.Namespace) -> int:
    from judge_app.cli.cards_commands import card_data, library_lookup, print_library_card

    query = bounded_query(" ".join(args.name))
    pool = open_pool()
    cards = pool.lookup(query)
    if not cards:
        cards = pool.search(query, limit=1)
    library = library_lookup(query)  # the rules' examples may have a card of that name too
    if not cards and not library:
        raise CliError(
            f"no card named {query!r} in the library or the imported cards"
            + (
                ""
                if not pool.is_empty()
                else " (no card data imported yet: judge-app cards import)"
            )
        )
    more = 0 if args.all or args.json else max(0, len(cards) - SHOWN_AT_MOST)
    if more:  # a name thousands of cards share: read and print a page, say how to see all
        cards = cards[:SHOWN_AT_MOST]
    sheets = [describe(pool, c) for c in cards]
    marks = ruling_marks(sheets)
    if args.json:
        found: list[dict[str, Any]] = [
            sheet_json(sheet, c, marks) for sheet, c in zip(sheets, cards, strict=True)
        ]
        found.extend(card_data(c) | {"source": "library"} for c in library)
        print(json.dumps({"query": query, "cards": found}, ensure_ascii=False, indent=1))
        return 0
    for i, sheet in enumerate(sheets):
        if i:
            print()
        print(sheet_text(sheet, marks))
    if any(marks.values()):
        from judge_app.ruling_currency import FOLLOWED

        print(f"\n{FOLLOWED}")
    for i, lib in enumerate(library):
        if i or cards:
            print()
        print_library_card(lib, None)
    if more:
        print(
            f"\n…and {more:,} more cards named “{query}”: show one by its reference "
            "(judge-app cards show REFERENCE), or all of them with --all."
        )
    return 0


def ruling_marks(sheets: list[CardSheet]) -> dict[str, str]:
    """For each ruling shown, "given under an earlier version of the rules: …" when a rule
    it rests on changed since (issue 35); nothing when the rules cannot be read."""
    rulings = [(r.date, r.question, r.answer) for sheet in sheets for r in sheet.rulings]
    rulings += [
        (e.date, e.question, e.answer)
        for sheet in sheets
        for _, e in sheet.history
        if e.kind == "RULING" and e.question
    ]
    if not rulings:
        return {}
    from judge_app.ruling_currency import rules_checker

    checker = rules_checker()
    if checker is None:
        return {}
    from scenarios.pool.cards import rule_ids

    return {
        question: checker.check(date, question, answer, rule_ids(f"{question} {answer}")).summary()
        for date, question, answer in rulings
    }


@waiting_for_pool()
def cmd_deck_import(args: argparse.Namespace) -> int:
    pool = open_pool()
    try:
        deck = read_decklist(args.file, pool)
    except LoadError as exc:
        raise CliError("\n".join(exc.messages)) from None
    if args.json:
        print(
            json.dumps(
                {
                    "total": deck.total,
                    "cards": [
                        {
                            "count": e.count,
                            "reference": e.reference,
                            "name": e.card.name if e.card else None,
                            "known": e.card is not None,
                            "note": e.note,
                        }
                        for e in deck.entries
                    ],
                    "unknown": [e.reference for e in deck.unknown],
                },
                ensure_ascii=False,
                indent=1,
            )
        )
        return 0 if not deck.unknown else 1
    for e in deck.entries:
        if e.card is not None:
            print(f"{e.count} × {e.card.name}  ({e.reference}, {e.card.type_line})")
        else:
            print(f"{e.count} × unknown card {e.reference} — {e.note}")
    known = deck.total - sum(e.count for e in deck.unknown)
    print(f"{deck.total} cards; {known} known", end="")
    if deck.unknown:
        names = ", ".join(e.reference for e in deck.unknown)
        print(f"; unknown (line kept, not dropped): {names}")
        return 1
    print()
    return 0
