"""Every Example and Remark of CR 5.0, sections 1–7, and the example scenarios that show it
(issue 31).

    .venv/bin/python benchmarks/examples_remarks_audit.py [--all]

CR 5.0 prints italic *Example.* and *Remark.* paragraphs after its rules (1.1.1.e): the
rulebook's own statement of a case. An example scenario written from one says so in its
``shows`` field (``shows: [2.1.d Example]``, see docs/scenarios.md and
``scenarios/scenario/cr_notes.py``). Each note is classified as

- **shown**: a scenario under ``scenarios/examples/`` showing it holds (every expectation),
  asserts an outcome (an expectation other than ``cites`` / ``also_cites`` /
  ``does_not_cite``, or a refused script item) and asserts that the trace cites the note's
  rule — as deciding a line, or as only relevant to it where the note's rule defines a word
  or overviews what another rule decides (``also_cites``: engine/why/deciding.py) — or a rule
  the note itself names ("see Rule 3.2.10.b"), the rule the note says governs;
- **not modelled**: the note says nothing a game state shows (deck building, printing,
  a document's history, a list of zone kinds), with the reason (:data:`NOT_MODELLED`);
- **missing**: neither; when a scenario shows it but does not hold or does not cite the
  rule, the reason is said.

Prints the counts and the missing list (``--all``: every note); exits 1 when any is missing.

``--printed`` also asks, for each note shown, whether the printed-text reader takes the card
text its scenarios use: each scenario showing it is rerun with every card written by hand
(library or its own) read from its printed text instead (as
``benchmarks/examples_printed_bench.py`` does); a note none of whose scenarios holds so is
listed with the reader's first failure — work for the card reader, not for the engine.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _common import EXAMPLES, Stopwatch, footer

from scenarios.scenario.check import Report, check_scenario
from scenarios.scenario.cr_notes import CrNote, NoteRef, cr_notes
from scenarios.scenario.load import Scenario, load_scenario

SHOWN = "shown"
NOT_MODELLED_KIND = "not modelled"
MISSING = "missing"

_PRINTING = "about how cards are printed, with no rules implication (the note says so)"
_DECKS = "deck construction, checked before the game (the desk's deck check), not a game state"
_ZONE_KINDS = (
    "a list of the zones of one kind: the definition the engine's zone table holds "
    "(3.1.2, 3.1.3), with no outcome of its own to assert"
)
_HISTORY = "about older printings or versions of this document, not about a game state"
_SEE = "a cross-reference only: the rule it points to is shown under its own number"

NOT_MODELLED: dict[str, str] = {
    "1.1.4.d Remark": _DECKS,
    "1.1.5.c Remark": _DECKS,
    "1.2.3.d Remark": _HISTORY,
    "2.2.1.d Remark": _PRINTING,
    "2.2.1.g Remark": (
        "that no printed card has the type Emblem: about printing; the Emblems themselves "
        "are shown by 2.2.2.m's and 6.3.i's Examples"
    ),
    "2.2.4.c Example": (
        "a card printed in another language: the engine knows each card by its English name "
        "(the judge's card pool reads every language to it), so no game state differs"
    ),
    "2.2.4.e Remark": "about which printings share a name (rarity, faction, uniqueness)",
    "2.2.6.b Example": "a set code printed on cards, not a game state",
    "2.2.10.d Remark": _PRINTING,
    "2.2.12.k Remark": (
        "what the printed cost symbols mean: read by the card reader into the costs the "
        "engine pays (7.1.4 is shown under its own number)"
    ),
    "2.2.12.l Remark": (
        "what the printed trigger symbols mean: read by the card reader into triggers "
        "(7.1.1 is shown under its own number)"
    ),
    "2.5.j Remark": _SEE,
    "3.1.2.a Remark": _ZONE_KINDS,
    "3.1.2.b Remark": _ZONE_KINDS,
    "3.1.3.a Remark": _ZONE_KINDS,
    "3.1.3.d Remark": _ZONE_KINDS,
    "3.2.1.a Remark": (
        "what players may look at (face-down Adventure cards): the engine keeps them "
        "face-down and the trace names no hidden region; nothing a scenario asserts differs"
    ),
    "3.2.8.a Remark": "how Limbo is represented on a physical table",
    "3.2.9.a Remark": (
        "what players may look at (face-down Mana Orbs): a matter of the physical table; the "
        "trace never names a Mana Orb's card to the table"
    ),
    "6.3.d Remark": "the intent behind a wording, not a case",
    "6.3.m Remark": (
        "what makes two Reactions 'the same' for 6.3.m's thousand activations a day per card "
        "name, a limit the engine does not count (docs/cr_audit.yaml: 6.3.m not modelled; "
        "it counts the hundred a day of 6.3.l per Reaction of an object)"
    ),
    "7.1.2.a Remark": _HISTORY,
    "7.3.6.a Remark": _SEE,
    "7.3.34.b Remark": _SEE,
}
"""The notes a game state cannot show, by label, with the reason."""


@dataclass(frozen=True, slots=True)
class Showing:
    """One scenario showing a note, and what it fails to do (empty: it shows it)."""

    file: str
    problem: str = ""


@dataclass(frozen=True, slots=True)
class Classified:
    """One note and its verdict."""

    note: CrNote
    kind: str
    reason: str = ""
    showing: tuple[Showing, ...] = ()


def asserted_citations(scenario: Scenario) -> set[str]:
    """The rules the scenario asserts the trace cites (``cites``, ``also_cites`` and refused
    items')."""
    model = scenario.model
    expectations = [*model.expect, *(e for b in model.per_roll for e in b.expect)]
    cited = {r for e in expectations for r in (*e.cites, *e.also_cites)}
    cited.update(r for item in model.script if item.refused for r in item.refused.cites)
    return cited


def asserts_an_outcome(scenario: Scenario) -> bool:
    """Whether the scenario expects something of the game beyond its citations."""
    model = scenario.model
    expectations = [*model.expect, *(e for b in model.per_roll for e in b.expect)]
    outcome = any(not (e.cites or e.also_cites or e.does_not_cite) for e in expectations)
    return outcome or any(item.refused for item in model.script)


def cites_the_rule(note: CrNote, cited: Iterable[str]) -> bool:
    """The note's own rule is cited, or a rule it names (a rule under a section it names)."""
    wanted = (note.ref.rule, *note.names)
    return any(c == w or c.startswith(w + ".") for c in cited for w in wanted)


def problem(note: CrNote, scenario: Scenario, report: Report) -> str:
    """Why ``scenario`` does not show ``note`` (empty: it does)."""
    failed = [o.label for o in report.outcomes if not o.held]
    if failed:
        return f"does not hold: {', '.join(failed[:3])}"
    if not asserts_an_outcome(scenario):
        return "asserts no outcome, only citations"
    if not cites_the_rule(note, asserted_citations(scenario)):
        named = f" (or {', '.join(note.names)})" if note.names else ""
        return f"does not assert that the trace cites {note.ref.rule}{named}"
    return ""


def scenarios_showing(examples: Path = EXAMPLES) -> dict[NoteRef, list[tuple[Path, Scenario]]]:
    """The example scenarios by the notes their ``shows`` names."""
    from _common import example_scenarios

    from scenarios.cards.library import default_library

    found: dict[NoteRef, list[tuple[Path, Scenario]]] = {}
    for path, scenario in example_scenarios(default_library(), examples):
        for ref in scenario.model.shows:
            found.setdefault(ref, []).append((path, scenario))
    return found


def classify(
    notes: Iterable[CrNote],
    showing: Mapping[NoteRef, list[tuple[Path, Scenario]]],
    not_modelled: Mapping[str, str] = NOT_MODELLED,
) -> list[Classified]:
    """Each note's verdict (the scenarios showing one are run and checked)."""
    out: list[Classified] = []
    reports: dict[Path, Report] = {}
    for note in notes:
        shows: list[Showing] = []
        for path, scenario in showing.get(note.ref, []):
            if path not in reports:
                reports[path] = check_scenario(scenario)
            shows.append(Showing(path.name, problem(note, scenario, reports[path])))
        if any(not s.problem for s in shows):
            out.append(Classified(note, SHOWN, showing=tuple(shows)))
        elif note.label in not_modelled:
            out.append(Classified(note, NOT_MODELLED_KIND, not_modelled[note.label], tuple(shows)))
        else:
            reason = "; ".join(f"{s.file}: {s.problem}" for s in shows) or "no scenario shows it"
            out.append(Classified(note, MISSING, reason, tuple(shows)))
    return out


def audit(examples: Path = EXAMPLES) -> list[Classified]:
    """Every note of sections 1–7 classified against the scenarios of ``examples``."""
    notes = cr_notes()
    if notes is None:
        raise SystemExit("the bundled rules (rules_corpus/sources) cannot be read")
    return classify(notes, scenarios_showing(examples))


PRINTED = "read from printed text"
BY_HAND = "reader does not take it"


def printed_verdicts(verdicts: Iterable[Classified]) -> dict[str, tuple[str, str]]:
    """For each note shown: whether a scenario showing it holds with its cards read from
    their printed text (``(PRINTED, file)``), or the reader's first failure (``(BY_HAND,
    why)``). Cards without hand-written abilities count as read already."""
    from examples_printed_bench import _failure, _placed_ids, reading_printed

    from scenarios import LIBRARY_DIR
    from scenarios.cards.library import load_library
    from scenarios.errors import LoadError

    converted_library: set[str] = set()
    with reading_printed(converted_library):
        printed = load_library(LIBRARY_DIR)
    out: dict[str, tuple[str, str]] = {}
    for v in verdicts:
        if v.kind != SHOWN:
            continue
        problems: list[str] = []
        for s in v.showing:
            if s.problem:
                continue
            converted: set[str] = set()
            with reading_printed(converted):
                try:
                    scenario = load_scenario(EXAMPLES / s.file, printed)
                except LoadError as exc:
                    problems.append(f"{s.file}: load: {exc.messages[0][:160]}")
                    continue
                failure = _failure(scenario)
            library = _placed_ids(scenario) & converted_library
            if failure is None:
                rerun = "rerun from printed text" if converted or library else "as written"
                out[v.note.label] = (PRINTED, f"{s.file} ({rerun})")
                break
            if converted or library:
                problems.append(f"{s.file}: {failure[:200]}")
        else:
            out[v.note.label] = (BY_HAND, "; ".join(problems) or "no scenario holds")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="print every note")
    parser.add_argument(
        "--printed", action="store_true", help="also rerun with cards read from printed text"
    )
    args = parser.parse_args()
    watch = Stopwatch()
    verdicts = audit()
    counts = {k: sum(v.kind == k for v in verdicts) for k in (SHOWN, NOT_MODELLED_KIND, MISSING)}
    examples = sum(v.note.ref.kind.value == "example" for v in verdicts)
    print(
        f"Examples and Remarks of CR 5.0, sections 1-7: {len(verdicts)} "
        f"({examples} Examples, {len(verdicts) - examples} Remarks)"
    )
    for kind, count in counts.items():
        print(f"  {kind}: {count}")
    shown_by = sum(len([s for s in v.showing if not s.problem]) for v in verdicts)
    print(f"  scenarios showing a note: {shown_by}")
    for v in verdicts:
        if v.kind == MISSING or args.all:
            print(
                f"  {v.kind.upper():13} {v.note.label} (line {v.note.line}): {v.note.first_words()}"
            )
            if v.kind != SHOWN:
                print(f"                {v.reason}")
            elif args.all:
                print(f"                {', '.join(s.file for s in v.showing if not s.problem)}")
    if args.printed:
        read = printed_verdicts(verdicts)
        by_hand = {label: why for label, (kind, why) in read.items() if kind == BY_HAND}
        print(
            f"\nshown notes whose scenarios hold with every card read from printed text: "
            f"{len(read) - len(by_hand)} of {len(read)}"
        )
        rerun = sum("rerun from printed text" in why for kind, why in read.values())
        print(f"  of which held with hand-written cards read from their printed text: {rerun}")
        for label, why in by_hand.items():
            print(f"  READER  {label}: {why}")
    print(f"\n{footer(watch)}")
    return 1 if counts[MISSING] else 0


if __name__ == "__main__":
    raise SystemExit(main())
