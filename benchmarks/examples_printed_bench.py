"""The example scenarios rerun with their cards read from the printed text (issue 31).

    .venv/bin/python benchmarks/examples_printed_bench.py [--list] [--examples DIR]

Two figures, each "held of run", with the failing files and their first failing
expectations (``--list`` also names the files that hold):

- **library**: every example scenario that places a library card written by hand
  (``abilities`` / ``effect``) with a printed ``text`` is rerun with those library cards
  read from the text instead (``read_text: true``), as a judge's imported card would be;
- **scenario cards**: every example scenario whose own ``cards:`` include one written by
  hand with a printed ``text`` is rerun with those cards read from the text — the
  hand-written abilities the printed-text reader can replace.

A failure is a text the reader does not take yet (the card is "not executed — resolve by
hand") or one it reads differently from the hand-written card: either is work for the
reader, never for the scenario. CPU (process) time is printed beside wall time.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import EXAMPLES, Stopwatch, example_scenarios, footer

import scenarios.cards.typed as typed
from scenarios import LIBRARY_DIR
from scenarios.cards.compile import Compiled
from scenarios.cards.library import Library, load_library
from scenarios.cards.models import CardModel
from scenarios.errors import LoadError
from scenarios.scenario.check import check_scenario
from scenarios.scenario.load import Scenario, _entries, load_scenario

Compile = Callable[[CardModel], tuple[CardModel, Compiled]]


def as_printed(card: CardModel) -> CardModel | None:
    """``card`` read from its printed text instead of its hand-written abilities, or None
    when it has no hand-written abilities or no text to read."""
    if card.read_text or not card.text.strip() or not (card.abilities or card.effect):
        return None
    data = card.model_dump(exclude_unset=True)
    data.pop("abilities", None)
    data.pop("effect", None)
    data["read_text"] = True
    try:
        return CardModel.model_validate(data)
    except ValueError:
        return None


@contextmanager
def reading_printed(converted: set[str]) -> Iterator[None]:
    """Within the block, every card compiled is read from its printed text when it can be;
    the ids of those cards are added to ``converted``."""
    original: Compile = typed.compile_model

    def compile_printed(card: CardModel) -> tuple[CardModel, Compiled]:
        printed = as_printed(card)
        if printed is None:
            return original(card)
        converted.add(card.card_id)
        return original(printed)

    typed.compile_model = compile_printed
    try:
        yield
    finally:
        typed.compile_model = original  # type: ignore[assignment]


def _failure(scenario: Scenario) -> str | None:
    """The first failing expectations of ``scenario`` in short, or None when all hold."""
    try:
        report = check_scenario(scenario)
    except Exception as exc:  # a crash is a finding, reported as such
        return f"crash: {exc!r}"[:300]
    bad = [o for o in report.outcomes if not o.held]
    if not bad:
        return None
    return " | ".join(f"{o.label}: got {str(o.actual)[:140]}" for o in bad[:3])


def _placed_ids(scenario: Scenario) -> set[str]:
    ids: set[str] = set()
    for _, entry in _entries(scenario.model):
        try:
            ids.add(scenario.card(entry.card).id)
        except KeyError:
            continue
    return ids


def _record(path: Path, scenario: Scenario, held: list[str], failed: list[str]) -> None:
    """The example ``path`` rerun: its name added to ``held``, or to ``failed`` with its first
    failing expectation."""
    problem = _failure(scenario)
    (held if problem is None else failed).append(
        path.name if problem is None else f"{path.name} :: {problem}"
    )


def run_library(
    printed: Library, converted: set[str], examples: Path = EXAMPLES
) -> tuple[int, list[str], list[str]]:
    """Examples placing a converted library card, run with the printed library."""
    held: list[str] = []
    failed: list[str] = []
    for path in sorted(examples.glob("*.yaml")):
        try:
            scenario = load_scenario(path, printed)
        except LoadError as exc:
            failed.append(f"{path.name} :: load: {exc.messages[0][:200]}")
            continue
        library_ids = {i for i in _placed_ids(scenario) if i not in scenario.local}
        if library_ids & converted:
            _record(path, scenario, held, failed)
    return len(held) + len(failed), held, failed


def run_inline(library: Library, examples: Path = EXAMPLES) -> tuple[int, list[str], list[str]]:
    """Examples with a hand-written card of their own, run with it read from its text."""
    held: list[str] = []
    failed: list[str] = []
    for path in sorted(examples.glob("*.yaml")):
        converted: set[str] = set()
        with reading_printed(converted):
            try:
                scenario = load_scenario(path, library)
            except LoadError as exc:
                if converted:
                    failed.append(f"{path.name} :: load: {exc.messages[0][:200]}")
                continue
        if converted:
            _record(path, scenario, held, failed)
    return len(held) + len(failed), held, failed


def typed_cards(library: Library, examples: Path = EXAMPLES) -> tuple[int, int]:
    """The example scenarios' own cards typed as printed text (``read_text``), and how
    many of them the reader leaves a part of to the judge."""
    typed = gaps = 0
    for _, scenario in example_scenarios(library, examples, say_failures=False):
        for card in scenario.model.cards:
            if card.read_text:
                typed += 1
                gaps += bool(scenario.local[card.card_id].compiled.gaps)
    return typed, gaps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="also name the files that hold")
    parser.add_argument(
        "--examples", type=Path, default=EXAMPLES, help="the example scenarios' folder"
    )
    args = parser.parse_args()
    watch = Stopwatch()
    library = load_library(LIBRARY_DIR)
    converted: set[str] = set()
    with reading_printed(converted):
        printed = load_library(LIBRARY_DIR)
    print(f"library cards written by hand with a printed text: {len(converted)}")
    for title, (total, held, failed) in (
        ("library cards read from printed text", run_library(printed, converted, args.examples)),
        ("scenario cards read from printed text", run_inline(library, args.examples)),
    ):
        print(f"\nexamples rerun with their {title}: {len(held)} of {total} hold")
        for line in failed:
            print(f"  FAILS {line}")
        if args.list:
            for name in held:
                print(f"  holds {name}")
    typed, gaps = typed_cards(library, args.examples)
    print(f"\nexample scenarios' own cards typed as printed text: {typed} ({gaps} not read whole)")
    print(f"\n{footer(watch)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
