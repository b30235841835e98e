"""``judge-app scenario``: run and check scenario files.

* ``scenario run FILE [--json] [--save STATE]`` prints the trace step by step with the rules
  cited, and stops at the first decision the script does not answer, showing what is asked
  and the legal options. ``--save`` writes the final engine state (JSON or YAML).
* ``scenario check FILE|DIR... [--json]`` reports every expectation as held or failed with
  the actual value; exit 0 only when every expectation of every file holds (a
  ``known_failure`` file fails like any other).

A malformed file prints ``file:line: field: problem`` lines, never a traceback (exit 1).
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

from judge_app.cli import explore_command
from judge_app.cli.cards_commands import ready_library
from judge_app.cli.output import CliError
from judge_app.sandbox.line_words import timeline_line
from judge_app.sandbox.wording import expectation_words, value_words
from scenarios.errors import LoadError
from scenarios.scenario.check import Report, check_scenario
from scenarios.scenario.imported import default_imported
from scenarios.scenario.judge_words import how_many, option_words
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult
from scenarios.scenario.state_io import save_state
from scenarios.yamlio import display_path


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    scenario = sub.add_parser("scenario", help="run or check scenario files")
    scenario_sub = scenario.add_subparsers(dest="scenario_command", required=True)
    run = scenario_sub.add_parser("run", help="print the trace of a scenario")
    run.add_argument("file", type=Path)
    run.add_argument("--json", action="store_true")
    run.add_argument("--save", type=Path, default=None, help="write the final state here")
    run.add_argument(
        "--show",
        type=_shown_zones,
        default=("hand",),
        metavar="ZONES",
        help="hidden cards the trace names: 'hands' (the default, as the sandbox shows them), "
        "'decks', 'hands,decks' (every card: the judge's view) or 'none' (what every player "
        "may know, to share: 3.1.3.f)",
    )
    run.add_argument(
        "--all-rules",
        action="store_true",
        help="after each line's deciding rules, the rules only relevant to it (a parent "
        "rule, an overview, a definition of a word it uses)",
    )
    run.set_defaults(handler=cmd_run)
    check = scenario_sub.add_parser("check", help="check the expectations of scenarios")
    check.add_argument("files", nargs="+", type=Path, help="scenario files or directories")
    check.add_argument("--json", action="store_true")
    check.set_defaults(handler=cmd_check)
    explore_command.add_parser(scenario_sub)


_SHOWN = {"hands": "hand", "decks": "deck"}


def _shown_zones(value: str) -> tuple[str, ...]:
    """``--show hands,decks`` -> the zone kinds whose cards the trace names."""
    words = [w.strip().lower() for w in value.split(",") if w.strip()]
    if words == ["none"]:
        return ()
    unknown = [w for w in words if w not in _SHOWN]
    if unknown or not words:
        raise argparse.ArgumentTypeError(f"'{value}': give hands, decks, hands,decks or none")
    return tuple(_SHOWN[w] for w in words)


def run_data(result: RunResult, shown: tuple[str, ...] | None = ("hand",)) -> dict[str, Any]:
    """The JSON shape of a run (``shown``: the hidden zones whose cards the lines name)."""
    pending = result.pending
    return {
        "file": display_path(result.scenario.path),
        "title": result.scenario.model.title,
        "trace": [
            {
                "text": line.shown(shown),
                "source": line.source,
                "rules": list(line.shown_rules(shown)),
                "also": list(line.also),
                "action_rules": list(line.action_rules),
                "decision": line.decision,
            }
            for line in result.lines
        ],
        "stopped": {
            "reason": result.stop,
            "decision": None
            if pending is None
            else {
                "id": pending.id,
                "player": pending.player,
                "kind": pending.kind,
                "prompt": pending.prompt,
                "min_choices": pending.min_choices,
                "max_choices": pending.max_choices,
                "rules": list(pending.rules),
                "options": [{"id": o.id, "label": o.label} for o in pending.options],
            },
            "winner": result.state.winner,
            "day": result.state.day,
            "phase": result.state.phase.value,
        },
        "not_executable": list(result.gaps),
        "errors": list(result.errors),
        "script_items_not_done": result.unanswered_script,
    }


def _check_save_path(path: Path) -> None:
    """Refuse a ``--save`` path that cannot be written before the run, not after it."""
    if path.is_dir():
        raise CliError(
            f"--save: {path} is a folder; give a file name such as {path / 'final.state.json'}"
        )
    if not path.parent.is_dir():
        raise CliError(f"--save: the folder {path.parent} does not exist")
    if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise CliError(f"--save: {path} cannot be written (permission denied)")


def cmd_run(args: argparse.Namespace) -> int:
    ready_library()
    if args.save is not None:
        _check_save_path(args.save)
    try:
        scenario = load_scenario(args.file, imported=default_imported())
    except LoadError as exc:
        raise CliError("\n".join(exc.messages)) from None
    result = run_scenario(scenario)
    if args.save is not None:
        try:
            save_state(result.state, args.save)
        except OSError as exc:
            raise CliError(f"--save: cannot write {args.save}: {exc.strerror or exc}") from None
    if args.json:
        print(json.dumps(run_data(result, args.show), ensure_ascii=False, indent=1))
        return 1 if result.errors else 0
    print(f"{scenario.model.title}  ({display_path(scenario.path)})")
    for gap in result.gaps:
        print(f"  ! not executable yet: {gap}")
    for n, line in enumerate(result.lines, start=1):
        cites = ", ".join(line.shown_rules(args.show))
        if line.action_rules:
            cites += ("; " if cites else "") + "actions " + ", ".join(line.action_rules)
        marker = {"script": ">", "error": "!"}.get(line.source, " ")
        text = timeline_line(line.shown(args.show))  # each action and name said once
        print(f"{n:4} {marker} {text}" + (f"  [{cites}]" if cites else ""))
        if args.all_rules and line.also:
            print(f"{'':6} also relevant: {', '.join(line.also)}")
    print(result.stop)
    pending = result.pending
    if pending is not None and not result.errors:
        print(
            f"  {pending.player} must answer ({how_many(pending)}) "
            f"[{', '.join(pending.rules)}]; legal options:"
        )
        for o in pending.options:
            print(f"    {option_words(result.state, o)}")
    if args.save is not None:
        print(f"state saved to {args.save}")
    return 1 if result.errors else 0


def _files(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(p.glob("*.yaml")))
        else:
            out.append(p)
    if not out:
        raise CliError("no scenario files given")
    return out


def report_data(report: Report) -> dict[str, Any]:
    """The JSON shape of one checked file."""
    return {
        "file": display_path(report.scenario.path),
        "title": report.scenario.model.title,
        "ok": report.ok,
        "known_failure": report.scenario.model.known_failure,
        "error": None,
        "expectations": [
            {
                "expectation": o.label,
                "line": o.line,
                "held": o.held,
                "expected": o.expected,
                "actual": o.actual,
            }
            for o in report.outcomes
        ],
    }


def cmd_check(args: argparse.Namespace) -> int:
    ready_library()
    files: list[dict[str, Any]] = []
    for path in _files(args.files):
        try:
            scenario = load_scenario(path, imported=default_imported())
        except LoadError as exc:
            files.append(
                {
                    "file": display_path(path),
                    "title": None,
                    "ok": False,
                    "known_failure": None,
                    "error": "\n".join(exc.messages),
                    "expectations": [],
                }
            )
            continue
        files.append(report_data(check_scenario(scenario)))
    ok = all(f["ok"] for f in files)
    summary = {
        "files": len(files),
        "passed": sum(1 for f in files if f["ok"]),
        "failed": sum(1 for f in files if not f["ok"] and not f["error"]),
        "known_failures": sum(1 for f in files if not f["ok"] and f["known_failure"]),
        "errors": sum(1 for f in files if f["error"]),
    }
    if args.json:
        print(
            json.dumps(
                {"ok": ok, "summary": summary, "results": files}, ensure_ascii=False, indent=1
            )
        )
        return 0 if ok else 1
    for f in files:
        if f["error"]:
            print(f"ERROR {f['file']}")
            for line in f["error"].splitlines():
                print(f"  {line}")
            continue
        status = "ok  " if f["ok"] else "FAIL"
        known = f"  (known failure: {f['known_failure']})" if f["known_failure"] else ""
        print(f"{status} {f['file']}: {f['title']}{known}")
        for e in f["expectations"]:
            mark = "held  " if e["held"] else "FAILED"
            # in a judge's words, as the report says them (``--json`` keeps the file's)
            text = f"  {mark} {expectation_words(e['expectation'])}"
            if e["line"]:
                text += f" (line {e['line']})"
            text += f": expected {value_words(e['expected'])}"
            if not e["held"]:
                text += f", actual {value_words(e['actual'])}"
            print(text)
    print(
        f"{summary['passed']}/{summary['files']} scenarios hold; {summary['failed']} failed "
        f"({summary['known_failures']} known failures); {summary['errors']} malformed"
    )
    return 0 if ok else 1
