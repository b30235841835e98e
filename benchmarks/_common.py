"""What the benchmarks share: the example scenarios loaded one by one, the card sets' files
read where they are, a composed text read as a card by the grammar alone (the audits), and
the footer that says what a figure was measured on (wall and CPU time, the load, the
machine, the commit, the time of day).

A benchmark run as a script has ``benchmarks/`` first on its path: ``from _common import …``.
"""

from __future__ import annotations

import json
import os
import platform
import resource
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

if TYPE_CHECKING:
    from scenarios.cards.library import Library
    from scenarios.cards.printed.card import PrintedCard, Reading
    from scenarios.scenario.load import Scenario

EXAMPLES = ROOT / "scenarios" / "examples"


def example_scenarios(
    library: Library, examples: Path = EXAMPLES, *, say_failures: bool = True
) -> Iterator[tuple[Path, Scenario]]:
    """Each example scenario of ``examples`` (in name order) loaded against ``library``;
    one that does not load is passed over, said in one line when ``say_failures``."""
    from scenarios.errors import LoadError
    from scenarios.scenario.load import load_scenario

    for path in sorted(examples.glob("*.yaml")):
        try:
            scenario = load_scenario(path, library)
        except LoadError as exc:
            if say_failures:
                print(f"cannot load {path.name}: {exc.messages[0]}")
            continue
        yield path, scenario


def set_files(folder: Path) -> list[Path]:
    """The English set files of a card-data folder (``*_EN.json``), in name order."""
    return sorted(folder.glob("*_EN.json"))


def set_cards(path: Path) -> list[dict[str, Any]]:
    """The cards of one set file, as the card API wrote them."""
    cards: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    return cards


SETS = ("CORE", "ALIZE", "BISE")
"""The real sets the reading audits measure on (``{name}_EN.json`` in their ``--sets``
folder; the publisher's texts, read for measuring, never committed)."""


def set_texts(path: Path) -> dict[str, bool]:
    """Each distinct cleaned ability of a set file -> whether it is a Spell's effect."""
    from scenarios.cards.printed import printed_from_api
    from scenarios.cards.printed.text import clean, split_abilities

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


def text_sources(sets: Path) -> dict[str, dict[str, bool]]:
    """The texts a reading audit reads, by source — each of :data:`SETS` found in ``sets``
    (:func:`set_texts`) and "sentence files" (every sentence of
    ``tests/cards_grammar/sentences*.py``, its :data:`SPELL` mark taken off) — each text ->
    whether it is a Spell's effect."""
    sources: dict[str, dict[str, bool]] = {}
    for name in SETS:
        path = sets / f"{name}_EN.json"
        if path.exists():
            sources[name] = set_texts(path)
    from tests.cards_grammar.writer_audit_texts import sentence_texts

    sources["sentence files"] = {
        t.removeprefix(SPELL): t.startswith(SPELL) for t in sentence_texts()
    }
    return sources


def audit_card(
    text: str,
    type: str = "Character",
    name: str = "Audit",
    rarity: str | None = None,
    *,
    hand_cost: int = 1,
) -> PrintedCard:
    """An audit card printing ``text``: a Character (or a card of ``type``) costing
    ``hand_cost`` (1 unless told), Reserve cost 1, 1/1/1 (of ``rarity``: "unique" for a
    Unique's text). The reader keeps statistics for Characters only (2.2.11), so a Spell's
    reading is the same as a card printed without them."""
    from scenarios.cards.printed.card import PrintedCard

    return PrintedCard(
        name=name,
        type=type,
        rarity=rarity,
        hand_cost=hand_cost,
        reserve_cost=1,
        forest=1,
        mountain=1,
        water=1,
        main_text=text,
    )


SPELL = "SPELL "
"""How a sibling list marks a sentence printed on a Spell (its effect, 5.2.4) rather than
on a Character (its abilities)."""


def probe_card(sentence: str, *, hand_cost: int = 1, name: str = "Probe") -> PrintedCard:
    """The card a sibling sentence is read on (:func:`audit_card`): a Spell costing 1 when
    the sentence begins with :data:`SPELL` (the mark left off), else a Character costing
    ``hand_cost``."""
    if sentence.startswith(SPELL):
        return audit_card(sentence[len(SPELL) :], "Spell", name=name)
    return audit_card(sentence, name=name, hand_cost=hand_cost)


def grammar_alone(text: str, type: str = "Character") -> Reading:
    """The printed reader's reading, its sentence patterns off (the grammar alone), of an
    audit card printing ``text`` (:func:`audit_card`)."""
    from scenarios.cards.printed import read_printed

    return read_printed(audit_card(text, type), patterns=False)


class Stopwatch:
    """Wall and CPU (process) time since it was made: a shared machine makes wall time wait
    for other work, so both are printed."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def seconds(self) -> tuple[float, float]:
        """(wall, CPU) seconds so far."""
        return time.perf_counter() - self.wall, time.process_time() - self.cpu


def audit_character(name: str, text: str, cost: int, note: str) -> dict[str, Any]:
    """A 2/2/2 test Character of a citation audit printing ``text`` (read from its printed
    text when it has one), as a scenario's ``cards:`` entry."""
    return {
        "name": name,
        "type": "Character",
        "hand_cost": cost,
        "reserve_cost": cost,
        "forest": 2,
        "mountain": 2,
        "water": 2,
        "text": text,
        "read_text": bool(text),
        "note": note,
    }


def audit_spell(name: str, text: str, cost: int, note: str) -> dict[str, Any]:
    """A test Spell of a citation audit printing ``text`` (read from its printed text), as a
    scenario's ``cards:`` entry."""
    return {
        "name": name,
        "type": "Spell",
        "hand_cost": cost,
        "reserve_cost": cost,
        "text": text,
        "read_text": True,
        "note": note,
    }


def children_cpu() -> float:
    """CPU seconds (user + system) used so far by this process's finished children."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def command_seconds(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds) one command takes, its output discarded."""
    started, cpu = time.perf_counter(), children_cpu()
    subprocess.run(
        command,
        cwd=cwd,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return time.perf_counter() - started, children_cpu() - cpu


def _commit() -> str:
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return "?"
    dirty = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=no"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    ).stdout.strip()
    return done.stdout.strip() + ("+changes" if dirty else "")


def footer(watch: Stopwatch) -> str:
    """One line: wall and CPU seconds, the load average, and the machine, commit and time
    the figures above were measured on."""
    wall, cpu = watch.seconds()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    machine = (
        f"{platform.node() or '?'} ({os.cpu_count() or '?'} cores, "
        f"Python {platform.python_version()})"
    )
    when = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    return (
        f"wall {wall:.2f} s, CPU {cpu:.2f} s, load average {load:.2f}; "
        f"{machine}; commit {_commit()}; {when}"
    )
