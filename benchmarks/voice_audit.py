"""Does the reader read every voice the writer prints? (issue 30)

    .venv/bin/python benchmarks/voice_audit.py [--list N] [--only DIMENSION]

Readings x realisations. The readings are those of the reader's own test sentences
(``tests/cards_grammar/sentences.py``) that the writer writes back in its house style (the
round trip of ``writer/coverage.py``); no card data. Each is printed again in every voice
of :mod:`scenarios.cards.grammar.writer.voices` — one construct at a time in another
realisation (a count in words or digits, each / every / all, the condition before or after
its step, ", then" / ". Then," / "and then", "its controller" / "the player who controls
it", "your Hero Expedition" / "the Expedition of your Hero", the passive of an atomic action
of 7.3, the Oxford comma) — and read back:

- **same**: read back to what the house text means — both printed on a card (a Character's
  abilities, a Spell's effect), read and compiled, and the engine's compiled fields compared,
  printed words aside (as ``paraphrase_bench.py`` compares them);
- **other reading**: read, but to another reading — a precision defect of the reader (the
  voice keeps the meaning by construction), or of the voice; listed with ``--list``;
- **refused**: not read (left to the judge: safe, but a voice the reader does not read);
- **crash**: anything else raised.

With ``--sets DIR``, the printed cards of the sets the reader was built on (CORE and BISE;
ALIZE is held out and never read here) are crossed with the voices too: each card's printed
text in each voice, compiled and compared with the card as printed — the variation real
prints take, not only the writer's house style.

A voice that finds no construct of its kind in a text leaves it unchanged and is not
counted. Printed per dimension and choice.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from enum import Enum
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, audit_card, footer
from paraphrase_bench import _cards, _reading

from scenarios.cards.grammar.writer.all_rules import write_ability, write_effect
from scenarios.cards.grammar.writer.coverage import round_trip
from scenarios.cards.grammar.writer.voices import realise, single_voices
from scenarios.cards.printed import PrintedCard

OUTCOMES = ("same", "other reading", "refused", "crash")


def _spell(reading: dict[str, Any]) -> bool:
    return "effect" in reading and len(reading) == 1


def house_texts(readings: dict[str, dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """(house text, reading) for each reading the writer writes back."""
    found: list[tuple[str, dict[str, Any]]] = []
    for text, reading in readings.items():
        if round_trip(text, reading):
            continue
        written = (
            write_effect(reading["effect"]) if _spell(reading) else write_ability(dict(reading))
        )
        found.append((written, reading))
    return found


def _card(text: str, reading: dict[str, Any]) -> PrintedCard:
    """``text`` printed on a card: a Spell's effect (5.2.4) or a Character's abilities."""
    return audit_card(text, "Spell" if _spell(reading) else "Character", name="Voice")


def compiled(text: str, reading: dict[str, Any]) -> tuple[bool, object]:
    """Whether ``text`` executes on its card, and what the engine runs of it."""
    return _reading(_card(text, reading))


_MOVES = frozenset({"put", "return", "send"})


def one_move(value: object) -> object:
    """``value`` (a compiled meaning) with "put", "return" and "send" as one move: synonyms
    rules-wise (7.3.37.b), so a voice printing another of them keeps the meaning."""
    if isinstance(value, dict):
        return {k: one_move(v) for k, v in value.items()}
    if isinstance(value, list):
        return [one_move(v) for v in value]
    if isinstance(value, Enum) and value.value in _MOVES:
        return "move"
    if isinstance(value, str) and value in _MOVES:
        return "move"
    return value


def read_back(text: str, reading: dict[str, Any], meant: object) -> str:
    """The outcome of reading ``text``, a voice of ``reading`` whose house text the engine
    runs as ``meant``."""
    try:
        ok, meaning = compiled(text, reading)
    except Exception:
        return "crash"
    if not ok:
        return "refused"
    return "same" if one_move(meaning) == one_move(meant) else "other reading"


def audit(
    texts: list[tuple[str, dict[str, Any]]], only: str | None = None
) -> tuple[dict[tuple[str, str], Counter[str]], list[tuple[str, str, str, str]]]:
    """Outcomes per (dimension, choice), and the variants not read the same
    (dimension, outcome, house text, voice text)."""
    counts: dict[tuple[str, str], Counter[str]] = {}
    misses: list[tuple[str, str, str, str]] = []
    meant: dict[str, object] = {}
    for dimension, choice, voice in single_voices():
        if only and dimension != only:
            continue
        tally = counts.setdefault((dimension, choice), Counter())
        for house, reading in texts:
            said = realise(house, voice)
            if said == house:
                continue
            if house not in meant:
                ok, meant[house] = compiled(house, reading)
                if not ok:
                    meant[house] = None
            if meant[house] is None:
                continue  # the house text is not executed on a card: nothing to compare
            outcome = read_back(said, reading, meant[house])
            tally[outcome] += 1
            if outcome != "same":
                misses.append((f"{dimension}: {choice}", outcome, house, said))
    return counts, misses


BUILT_ON = ("_CORE_", "_BISE_")
"""The sets the reader was built on; the held-out set's cards are never read here."""


def audit_cards(
    folder: Path, misses: list[tuple[str, str, str, str]] | None = None
) -> dict[tuple[str, str], Counter[str]]:
    """Outcomes per (dimension, choice) over the built-on sets' printed cards; the variants
    not read the same appended to ``misses``."""
    from dataclasses import replace

    counts: dict[tuple[str, str], Counter[str]] = {}
    cards = [c for ref, c in sorted(_cards(folder).items()) if any(b in ref for b in BUILT_ON)]
    seen: set[str] = set()
    for card in cards:
        if card.main_text in seen:
            continue  # one print of a text is enough (rarities, promos)
        seen.add(card.main_text)
        ok, meant = _reading(card)
        if not ok:
            continue
        for dimension, choice, voice in single_voices():
            said = realise(card.main_text, voice)
            if said == card.main_text:
                continue
            tally = counts.setdefault((dimension, choice), Counter())
            try:
                read, meaning = _reading(replace(card, main_text=said))
            except Exception:  # an audit counts every failure, it does not stop
                tally["crash"] += 1
                continue
            same = one_move(meaning) == one_move(meant)
            outcome = "refused" if not read else "same" if same else "other reading"
            tally[outcome] += 1
            if outcome != "same" and misses is not None:
                misses.append((f"{dimension}: {choice}", outcome, card.main_text, said))
    return counts


def _line(label: str, tally: Counter[str]) -> str:
    n = sum(tally.values())
    share = 100 * tally["same"] / max(n, 1)
    return (
        f"{label:34} {n:5} voices: same {tally['same']:5} ({share:5.1f}%), other reading "
        f"{tally['other reading']:3}, refused {tally['refused']:4}, crash {tally['crash']}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", type=int, default=0, help="print N misses per outcome")
    parser.add_argument("--only", help="one dimension (numbers, determiner, clause, …)")
    parser.add_argument("--sets", type=Path, help="also the built-on sets' printed cards")
    args = parser.parse_args(argv)
    watch = Stopwatch()
    from tests.cards_grammar.sentences import READINGS

    texts = house_texts(READINGS)
    counts, misses = audit(texts, args.only)
    total: Counter[str] = Counter()
    print(f"readings written in the house style: {len(texts)}")
    for (dimension, choice), tally in counts.items():
        print("  " + _line(f"{dimension}: {choice}", tally))
        total.update(tally)
    print(_line("all", total))
    if args.sets is not None:
        printed = audit_cards(args.sets, misses)
        in_print: Counter[str] = Counter()
        print("the built-on sets' printed cards (CORE, BISE) in each voice:")
        for (dimension, choice), tally in printed.items():
            print("  " + _line(f"{dimension}: {choice}", tally))
            in_print.update(tally)
        print(_line("all printed", in_print))
    for outcome in OUTCOMES[1:]:
        for label, got, house, said in [m for m in misses if m[1] == outcome][: args.list]:
            print(f"  [{got}] {label}\n      {house}\n   -> {said}")
    print(footer(watch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
