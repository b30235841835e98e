"""The ``judge-app`` entry point.

With no arguments (or with window options such as ``--screenshot``) it opens the desktop app;
with a sub-command it runs that command without ever importing Qt, so the command line works
on machines with no display.
"""

from __future__ import annotations

import argparse
import sys

from judge_app.cli.output import CliError
from rules_corpus.model import SourceError

SUBCOMMANDS = {"rule", "search", "corpus", "cards", "deck", "scenario", "editions"}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="judge-app", description="The offline rules desk for card-game judges."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    from judge_app.cli import editions_commands, rules_commands

    rules_commands.add_parsers(sub)
    editions_commands.add_parsers(sub)
    from judge_app.cli import cards_commands, scenario_commands

    cards_commands.add_parsers(sub)
    from judge_app.cli import pool_commands

    pool_commands.add_deck_parsers(sub)
    scenario_commands.add_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["--self-test"]:
        from judge_app.selftest import run_self_test

        return run_self_test()
    if args_list[:1] == ["--encode-rulings"]:  # the background process (ruling_encoding)
        from judge_app.ruling_encoding import run_worker

        return run_worker(args_list[1:])
    if args_list[:1] == ["--startup-figures"] and len(args_list) == 2:
        from judge_app.startup_figures import run_startup_figures

        try:
            return run_startup_figures(float(args_list[1]))
        except ValueError:
            print("judge-app: --startup-figures takes the start time in seconds", file=sys.stderr)
            return 2
    if not args_list or args_list[0] not in SUBCOMMANDS | {"-h", "--help"}:
        from judge_app.gui.launch import run_gui

        return run_gui(args_list)
    for number, arg in enumerate(args_list, start=1):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:  # bytes that are not UTF-8 (Python keeps them as surrogates)
            shown = arg.encode("utf-8", "replace").decode("utf-8")
            print(
                f"judge-app: argument {number} ({shown!r}) is not valid UTF-8 text; "
                "check the terminal's encoding",
                file=sys.stderr,
            )
            return 2
    if args_list[0] == "search":  # from its first line on (issue 34)
        return _while_searching(args_list)
    return _run(args_list)


def _while_searching(args_list: list[str]) -> int:
    """``judge-app search``: the rulings' background encoder pauses while it runs (on two
    cores it used to double the search's wall time), from before the commands are imported."""
    from judge_app.ruling_encoding import vector_folder
    from rules_corpus.paths import cache_location
    from rules_corpus.search.encoder_yield import searching

    with searching(vector_folder(cache_location())):
        return _run(args_list)


def _run(args_list: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(args_list)
    if args_list[0] in _READS_CARD_TEXT:
        _tell_when_building_the_grammar()
    try:
        code: int = args.handler(args)
    except CliError as error:
        print(f"judge-app: {error}", file=sys.stderr)
        return 1
    except SourceError as error:
        print(f"judge-app: damaged rules source: {error}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    return code


_READS_CARD_TEXT = frozenset({"scenario", "cards", "deck"})
"""The commands that may read printed card text (a scenario's ``read_text`` card, an import,
``cards show``): they import the card grammar anyway."""


def _tell_when_building_the_grammar() -> None:
    """Say on standard error why the first card text read after an install or an update waits
    (the card grammar's tables are built once per version: seconds of CPU, more on a busy
    machine), instead of seeming to hang."""
    from scenarios.cards.grammar.parser import before_building

    before_building(_say_preparing_the_card_reader)


def _say_preparing_the_card_reader() -> None:
    print(
        "judge-app: preparing the card reader (once per version of the app; up to a minute)…",
        file=sys.stderr,
        flush=True,
    )


if __name__ == "__main__":
    sys.exit(main())
