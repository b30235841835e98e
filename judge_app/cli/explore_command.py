"""``judge-app scenario explore FILE [--until resolution|turn|phase|day] [--max-states N]
[--time-budget S] [--json]``: does the order matter?

Runs the scenario's script to the first decision it does not answer, then follows every
legal answer of that decision and of the decisions after it until the stopping point
(``engine.explore``), and prints the distinct outcomes — each with how many paths lead to
it and the answers of the shortest ones — and, for each pair, what differs in a judge's
words. ``--json``: ``{"file", "title", "until", "verdict", "complete", "stopped",
"states", "waiting", "seconds", "decision": {player, kind, prompt, rules, options},
"outcomes": [{"paths", "answers": [[{player, kind, prompt, choice, said, ways}]], "board":
{zones, mana, expeditions, regions, day, phase, first_player, turn_player, passed, winner,
game_over}}], "differences": [{"between": [i, j], "lines": [...]}], "decisive": [{"decision",
"player", "kind", "prompt", "order", "outcomes": [{"outcome": i, "answers": [...]}]}], "alike",
"problems", "refused"}``, outcome indices from 0. ``verdict`` names what decides ("The order
does not matter. What p1 sacrifices does: 2 outcomes."); ``decisive`` lists each decision
that separates outcomes with, for each outcome, the answers to it that lead there; ``alike``
names the interchangeable options (ready Mana Orbs, copies of one card) whose choice was
followed once, and an answer's ``ways`` how many sets of options it stands for; ``refused``
counts option sets the engine refused as illegal.

The text output speaks to a judge: the verdict, what decides, the outcomes and what differs
— no counts of states or seconds (those are in ``--json``).

Exit 0 when the exploration ran (complete or not: ``complete`` says which), 1 when the
file is malformed, its script fails or no decision is pending at its end.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from engine.explore import UNTIL, UNTIL_WORDS, Exploration, board_data, explore
from engine.explore.words import zone_words
from engine.state.game_state import GameState
from judge_app.cli.cards_commands import ready_library
from judge_app.cli.output import CliError
from scenarios.errors import LoadError
from scenarios.scenario.judge_words import without_ids
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.yamlio import display_path


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    cmd = sub.add_parser(
        "explore", help="follow every legal answer of the pending decision; compare outcomes"
    )
    cmd.add_argument("file", type=Path, help="a scenario file; its script runs to a decision")
    cmd.add_argument(
        "--until",
        choices=UNTIL,
        default="resolution",
        help="where each reading stops: the end of the resolution (default), turn, phase or day",
    )
    cmd.add_argument(
        "--max-states",
        type=_positive,
        default=5_000,
        metavar="N",
        help="stop after N distinct states (the result then says INCOMPLETE; default 5000)",
    )
    cmd.add_argument(
        "--time-budget",
        type=_seconds,
        default=30.0,
        metavar="SECONDS",
        help="stop after this long (default 30)",
    )
    cmd.add_argument("--json", action="store_true", help="print the result as JSON")
    cmd.set_defaults(handler=cmd_explore)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("must be a number of seconds above 0")
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def exploration_data(result: Exploration) -> dict[str, Any]:
    """The JSON shape of an exploration (without the file's fields)."""
    return {
        "until": result.until,
        "verdict": result.verdict(),
        "complete": result.complete,
        "stopped": result.stopped or None,
        "states": result.states,
        "waiting": result.waiting,
        "seconds": round(result.seconds, 3),
        "outcomes": [
            {
                "paths": o.paths,
                "answers": [
                    [
                        {
                            "player": a.player,
                            "kind": a.kind,
                            "prompt": a.prompt,
                            "choice": list(a.choice),
                            "said": a.said,
                            "ways": a.ways,
                        }
                        for a in path
                    ]
                    for path in o.answers
                ],
                "board": board_data(o.board),
            }
            for o in result.outcomes
        ],
        "differences": [
            {"between": [d.first, d.second], "lines": list(d.lines)} for d in result.differences
        ],
        "decisive": [
            {
                "decision": d.words,
                "player": d.player,
                "kind": d.kind,
                "prompt": d.prompt,
                "order": d.order,
                "outcomes": [{"outcome": i, "answers": list(a)} for i, a in d.outcomes],
            }
            for d in result.decisive
        ],
        "alike": list(result.alike),
        "problems": list(result.problems),
        "refused": result.refused,
    }


def _differing_zones(result: Exploration) -> set[str]:
    zones: set[str] = set()
    if len(result.outcomes) < 2:
        return zones
    first = result.outcomes[0].board
    for o in result.outcomes[1:]:
        for key in {s.zone for s in (*first.cards, *o.board.cards)}:
            a = sorted(repr(s) for s in first.cards if s.zone == key)
            b = sorted(repr(s) for s in o.board.cards if s.zone == key)
            if a != b:
                zones.add(key)
    return zones


def print_exploration(result: Exploration, start: GameState | None = None) -> None:
    """The exploration in words, outcomes numbered from 1; the objects of ``start`` (the
    state explored from) are named by card and place, never by engine id."""
    print(result.verdict())
    print(_completeness(result))
    if result.decisive:
        print("\nWhat decides")
        for cause in result.decisive:
            print(f"  • {cause.words[0].upper() + cause.words[1:]}")
            for i, answers in cause.outcomes:
                led = " or ".join(answers)
                led = without_ids(start, led) if start is not None else led
                print(f"      Outcome {i + 1}: {led}")
    if result.alike:
        print(
            "Alike options, each choice among them followed once: " + "; ".join(result.alike) + "."
        )
    shown_zones = _differing_zones(result)
    for n, o in enumerate(result.outcomes, start=1):
        paths = "1 path leads" if o.paths == 1 else f"{o.paths} paths lead"
        print(f"\nOutcome {n} — {paths} here")
        for path in o.answers:
            said = "; ".join(a.said for a in path)
            print("  • " + (without_ids(start, said) if start is not None else said))
        if len(o.answers) < o.paths:
            print(f"    (other paths read the same or are longer: {o.paths} in all)")
        for key in sorted(shown_zones):
            cards = [s for s in o.board.cards if s.zone == key]
            names = []
            for s in cards:
                extra = [*s.statuses, *(f"{v} {k}" for k, v in s.counters)]
                names.append(s.name + (f" ({', '.join(extra)})" if extra else ""))
            print(f"    {zone_words(key)}: {', '.join(names) or 'empty'}")
    if result.differences:
        print("\nWhat differs")
        for d in result.differences:
            print(f"  Outcome {d.first + 1} → Outcome {d.second + 1}:")
            for line in d.lines:
                print(f"    {line}")
    for problem in result.problems:
        print(f"! {problem}")


def _completeness(result: Exploration) -> str:
    """Whether every answer was followed, and what to do when not — in words."""
    if result.complete:
        return "Every legal answer was followed: the exploration is complete."
    if result.stopped in ("states", "time"):
        return (
            "INCOMPLETE: not every answer was followed — raise --max-states or "
            "--time-budget to go further."
        )
    if result.stopped == "cancelled":
        return "INCOMPLETE: the exploration was cancelled."
    return "INCOMPLETE: the engine could not follow some answers (listed at the end)."


def cmd_explore(args: argparse.Namespace) -> int:
    ready_library()
    try:
        scenario = load_scenario(args.file)
    except LoadError as exc:
        raise CliError("\n".join(exc.messages)) from None
    run = run_scenario(scenario)
    if run.errors:
        raise CliError(f"{display_path(scenario.path)}: {run.errors[-1]}")
    decision = run.state.pending
    if decision is None:
        raise CliError(
            f"{display_path(scenario.path)}: no decision is pending after the script "
            f"({run.stop}); there is nothing to explore"
        )
    result = explore(run.state, args.until, args.max_states, args.time_budget)
    if args.json:
        data = {
            "file": display_path(scenario.path),
            "title": scenario.model.title,
            "decision": {
                "player": decision.player,
                "kind": decision.kind,
                "prompt": decision.prompt,
                "rules": list(decision.rules),
                "options": [{"id": o.id, "label": o.label} for o in decision.options],
            },
            **exploration_data(result),
        }
        print(json.dumps(data, ensure_ascii=False, indent=1))
        return 0
    print(f"{scenario.model.title}  ({display_path(scenario.path)})")
    rules = f" [{', '.join(decision.rules)}]" if decision.rules else ""
    print(
        f"{decision.player} must decide: {decision.prompt}{rules}. "
        f"Every legal answer followed to {UNTIL_WORDS[args.until]}."
    )
    print_exploration(result, run.state)
    return 0
