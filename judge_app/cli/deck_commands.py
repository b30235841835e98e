"""``judge-app deck check FILE [--format constructed|limited] [--on DATE] [--pool FILE]
[--json]``: is a registered decklist legal for the event, on the event's date (issue 35)?

The list is read against the imported card pool (``judge-app cards import``, history files
included for suspensions, bans and errata). Exit status 0 when the deck is legal, 1 when it is
not or the input cannot be read (the message names the file and line).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from judge_app.cli.output import CliError
from scenarios.errors import LoadError
from scenarios.tournament.check import FORMATS, check_deck_file, parse_date
from scenarios.tournament.report import report_text
from scenarios.tournament.versions import CardIndex


def add_check_parser(deck_sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    check = deck_sub.add_parser(
        "check", help="is a decklist legal (CR 5.0 1.1.4/1.1.5, suspensions and bans on a date)"
    )
    check.add_argument("file", type=Path, help="the decklist ('3 REFERENCE' or '3 Card name')")
    check.add_argument("--format", choices=FORMATS, default="constructed", dest="play")
    check.add_argument("--on", metavar="DATE", help="the event's date, YYYY-MM-DD (default today)")
    check.add_argument("--pool", type=Path, metavar="FILE", help="the event's limited pool list")
    check.add_argument("--json", action="store_true")
    check.set_defaults(handler=cmd_deck_check)


def cmd_deck_check(args: argparse.Namespace) -> int:
    from judge_app.cli.pool_commands import open_pool

    if args.pool is not None and args.play != "limited":
        raise CliError("--pool is the event's limited pool: use it with --format limited")
    try:
        on = parse_date(args.on) if args.on else None
    except LoadError as exc:
        raise CliError("\n".join(exc.messages)) from None
    pool = open_pool()
    if pool.is_empty():
        raise CliError(
            "no card data imported yet: judge-app cards import FILES (the set files and the "
            "history files, for suspensions and bans)"
        )
    try:
        index = CardIndex.of_pool(pool)
        verdict = check_deck_file(args.file, index, args.play, on, args.pool)
    except LoadError as exc:
        raise CliError("\n".join(exc.messages)) from None
    finally:
        pool.close()
    if args.json:
        print(json.dumps(verdict.as_json(), ensure_ascii=False, indent=1))
    else:
        print(report_text(verdict))
    return 0 if verdict.legal else 1
