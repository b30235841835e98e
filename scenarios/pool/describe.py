"""A pool card described for a judge: the same content for ``judge-app cards show`` and the
Cards view.

:func:`describe` gathers printed characteristics (2.2), the text with icons as words, what the
engine reads from each ability ("executed" or "not executed — resolve by hand" with the
reason), the official rulings and the card's history (errata, suspensions, bans) with dates.
No ids, enum names or Python reprs: only the words printed on the card and the rules' words.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

from scenarios.cards.printed import Reading
from scenarios.cards.printed.reminded_keywords import says_what_was_read
from scenarios.pool.icons import icons_as_words
from scenarios.pool.official import HistoryEntry, OfficialRuling
from scenarios.pool.printing import LANGUAGE_NAMES
from scenarios.pool.reading import NOT_EXECUTED
from scenarios.pool.store import CardPool, ImportReport, PoolCard, PrintInfo

HISTORY_WORDS = {
    "FUNCTIONAL_ERRATUM": "Erratum (functional)",
    "BALANCING_ERRATUM": "Erratum (balance)",
    "SUSPENDED": "Suspended",
    "UNSUSPENDED": "Suspension lifted",
    "BANNED": "Banned",
    "UNBANNED": "Ban lifted",
    "RULING": "Ruling",
}


@dataclass(frozen=True, slots=True)
class AbilityLine:
    """One printed ability and what the engine does with it."""

    text: str
    executed: bool
    reason: str

    @property
    def verdict(self) -> str:
        if self.executed:
            return "executed"
        return f"{NOT_EXECUTED}: {self.reason}" if self.reason else NOT_EXECUTED


@dataclass(frozen=True, slots=True)
class PrintLine:
    """One print in a judge's words — its set, rarity and faction, the languages imported, its
    flags — and its data reference (``ALT_CORE_B_AX_08_R1``), the detail a decklist or
    ``cards show`` uses, shown apart."""

    words: str
    reference: str


@dataclass(frozen=True, slots=True)
class CardSheet:
    """Everything a judge is shown about one card definition."""

    name: str
    type_line: str
    facts: tuple[str, ...]
    """Faction, costs, statistics, limits, in words."""
    text: str
    support: str
    other_names: tuple[str, ...]
    """``"French: Récupérateur Axiom"`` for every other imported language."""
    abilities: tuple[AbilityLine, ...]
    prints: tuple[PrintLine, ...]
    rulings: tuple[OfficialRuling, ...]
    history: tuple[tuple[str, HistoryEntry], ...]
    warnings: tuple[str, ...]
    """Suspended, banned, errata flags of the prints."""


def facts(card: PoolCard) -> tuple[str, ...]:
    """Faction, costs, statistics and limits of ``card`` in words."""
    found: list[str] = []
    factions = list(dict.fromkeys(p.faction for p in card.prints if p.faction))
    if factions:
        found.append(" / ".join(factions))
    if card.hand_cost is not None:
        found.append(f"Hand cost {card.hand_cost}")
    if card.reserve_cost is not None:
        found.append(f"Reserve cost {card.reserve_cost}")
    if card.type == "Character":
        found.append(
            f"Forest {card.forest or 0} · Mountain {card.mountain or 0} · Water {card.water or 0}"
        )
    if card.reserve_limit is not None:
        found.append(f"Reserve limit {card.reserve_limit}")
    if card.landmark_limit is not None:
        found.append(f"Landmark limit {card.landmark_limit}")
    return tuple(found)


def result_label(card: PoolCard) -> str:
    """``"Haven Warrior — Character, Bravos · cost 3/3 · 4/2/4 · CORE C/R2"``: enough to tell
    apart the versions of one card."""
    bits = [card.type_line.split(" – ")[0]]
    factions = list(dict.fromkeys(p.faction for p in card.prints if p.faction))
    if factions:
        bits.append("/".join(factions))
    label = f"{card.name} — {', '.join(bits)}"
    if card.hand_cost is not None:
        label += f" · cost {card.hand_cost}/{card.reserve_cost}"
    if card.type == "Character":
        label += f" · {card.forest or 0}/{card.mountain or 0}/{card.water or 0}"
    sets = list(dict.fromkeys(p.set_code for p in card.prints if p.set_code))
    versions = list(dict.fromkeys(p.reference.rsplit("_", 1)[-1] for p in card.prints))
    if sets or versions:  # the set and the print versions (C, R1, R2) tell the Rares apart
        label += " · " + " ".join([*sets, "/".join(versions)])
    return label


def print_line(p: PrintInfo) -> PrintLine:
    """``"Beyond the Gates · Rare · Axiom (English, French)"`` with the reference
    ``ALT_CORE_B_AX_08_R1`` apart: the set's name, the rarity and the faction are how a judge
    names a print, the reference is the data's."""
    bits = [p.set_name or p.set_code] if p.set_name or p.set_code else []
    bits.append(p.rarity[:1].upper() + p.rarity[1:])
    if p.faction:
        bits.append(p.faction)
    langs = ", ".join(LANGUAGE_NAMES.get(lg, lg) for lg in p.languages)
    line = " · ".join(bits) + (f" ({langs})" if langs else "")
    flags = [w for w, on in (("suspended", p.suspended), ("banned", p.banned)) if on]
    if p.errated:
        flags.append("errata")
    return PrintLine(line + (f" — {', '.join(flags)}" if flags else ""), p.reference)


def _print_named(p: PrintInfo) -> str:
    """``"The Test Gates · Common · Axiom print (ALT_TEST_B_AX_03_C)"``: a print named in a
    warning."""
    bits = [b for b in (p.set_name or p.set_code, p.rarity[:1].upper() + p.rarity[1:]) if b]
    if p.faction:
        bits.append(p.faction)
    return f"The {' · '.join(bits)} print ({p.reference})"


def ability_text(printed: str) -> str:
    """Printed text with icons as words, one printed ability per line (the data separates
    abilities with two spaces)."""
    return "\n".join(p for p in re.split(r"\s{2,}", icons_as_words(printed)) if p)


def support_text(printed: str) -> str:
    """The support ability shown under "Support (in Reserve)": without its leading support
    marker ``{I}`` (2.2.12.d), which that label already says — not "Support (in Reserve):
    [Support] At Noon — ..."."""
    return ability_text(re.sub(r"^(\s*#?)\{I\}\s*", r"\1", printed))


def ability_lines(reading: Reading) -> tuple[AbilityLine, ...]:
    return tuple(
        AbilityLine(icons_as_words(a.text), a.status == "executed", a.reason)
        for a in reading.abilities
    )


def describe(pool: CardPool, card: PoolCard) -> CardSheet:
    """The sheet of ``card``: read afresh, with its rulings and history."""
    warnings: list[str] = []
    for p in card.prints:
        if p.banned:
            warnings.append(f"{_print_named(p)} is banned.")
        elif p.suspended:
            warnings.append(f"{_print_named(p)} is suspended.")
    reading = pool.reading(card)
    # what the reader left out of the card (a sub-type the rules do not list, 2.2.2; a card
    # type the engine does not play, 2.2.1.a)
    # ("read by its reminder text": the set keyword WAS read, on a reminder the judge checks)
    warnings.extend(
        f"{'Note' if says_what_was_read(note) else 'Not read'}: {note}." for note in reading.notes
    )
    other = tuple(
        f"{LANGUAGE_NAMES.get(lg, lg)}: {name}"
        for lg, name in card.names.items()
        if lg != card.language and name != card.name
    )
    return CardSheet(
        name=card.name,
        type_line=card.type_line,
        facts=facts(card),
        text=ability_text(card.main_text),
        support=support_text(card.support_text),
        other_names=other,
        abilities=ability_lines(reading),
        prints=tuple(print_line(p) for p in card.prints),
        rulings=tuple(
            OfficialRuling(icons_as_words(r.question), icons_as_words(r.answer), r.date, r.format)
            for r in pool.card_rulings(card)
        ),
        history=tuple(
            (ref, replace(e, question=icons_as_words(e.question), answer=icons_as_words(e.answer)))
            for ref, e in pool.card_history(card)
        ),
        warnings=tuple(warnings),
    )


def sheet_text(sheet: CardSheet, ruling_marks: Mapping[str, str] | None = None) -> str:
    """The sheet as plain text (the CLI's ``cards show``)."""
    out = [sheet.name, f"  {sheet.type_line}"]
    if sheet.facts:
        out.append("  " + " · ".join(sheet.facts))
    out.extend(f"  ! {w}" for w in sheet.warnings)
    if sheet.other_names:
        out.append("  Also named: " + "; ".join(sheet.other_names))
    if sheet.text:
        out.append("  Text: " + sheet.text.replace("\n", "\n        "))
    if sheet.support:
        out.append("  Support (in Reserve): " + sheet.support.replace("\n", "\n        "))
    if sheet.abilities:
        out.append("  What the engine reads:")
        for a in sheet.abilities:
            out.append(f"    - {a.text}")
            out.append(f"      → {a.verdict}")
    else:
        out.append("  What the engine reads: no abilities (characteristics only)")
    out.append("  Prints:")
    out.extend(f"    {p.words}  ({p.reference})" for p in sheet.prints)
    if sheet.rulings:
        out.append("  Official rulings:")
        for r in sheet.rulings:
            out.append(f"    {r.date or 'undated'}  Q: {r.question}")
            out.append(f"                A: {r.answer}")
            if ruling_marks and ruling_marks.get(r.question):
                out.append(f"                ! {ruling_marks[r.question]}")
    if sheet.history:
        out.append("  History:")
        for ref, e in sheet.history:
            what = HISTORY_WORDS.get(e.kind, e.kind.replace("_", " ").capitalize())
            out.append(f"    {e.date or 'undated'}  {what} — {e.title} ({ref})")
            if e.answer:
                out.append(f"                {e.answer}")
            if e.kind == "RULING" and ruling_marks and ruling_marks.get(e.question):
                out.append(f"                ! {ruling_marks[e.question]}")
    return "\n".join(out)


def import_summary(report: ImportReport) -> str:
    """An import's result in a judge's words (the CLI's output and the window's message)."""
    langs = ", ".join(LANGUAGE_NAMES.get(lg, lg) for lg in report.languages) or "none"
    files = f"{report.files} file{'s' if report.files != 1 else ''}"
    if not report.prints:
        n = report.histories
        what = f"the history of {n} card{'s' if n != 1 else ''}" if n else "no card"
        return f"Imported {what} from {files} in {report.seconds:.1f} s."
    lines = [
        f"Imported {report.prints} prints of {report.definitions} distinct cards "
        f"from {files} ({langs}) "
        f"in {report.seconds:.1f} s.",
        f"  the engine executes {report.executable} fully, {report.partly_executable} in part; "
        f"{report.not_executable} are resolved by hand",
        f"  {report.rulings} official rulings",
    ]
    if report.histories:
        lines.append(f"  history of {report.histories} cards (errata, suspensions, bans)")
    if report.unknowns:
        n = report.unknown_values or len(report.unknowns)
        lines.append(
            f"  {n} value{'s' if n != 1 else ''} the desk does not know yet "
            "(the cards are imported all the same):"
        )
        lines.extend(f"    {u}" for u in report.unknowns)
    return "\n".join(lines)


def sheet_json(
    sheet: CardSheet, card: PoolCard, ruling_marks: Mapping[str, str] | None = None
) -> dict[str, object]:
    """The sheet as JSON (``cards show --json``)."""
    return {
        "name": sheet.name,
        "names": card.names,
        "type": sheet.type_line,
        "facts": list(sheet.facts),
        "hand_cost": card.hand_cost,
        "reserve_cost": card.reserve_cost,
        "statistics": (
            {"forest": card.forest or 0, "mountain": card.mountain or 0, "water": card.water or 0}
            if card.type == "Character"
            else None
        ),
        "reserve_limit": card.reserve_limit,
        "landmark_limit": card.landmark_limit,
        "text": sheet.text,
        "support": sheet.support,
        "printed_text": card.main_text,
        "abilities": [
            {"text": a.text, "executed": a.executed, "verdict": a.verdict} for a in sheet.abilities
        ],
        "prints": [
            {
                "reference": p.reference,
                "rarity": p.rarity,
                "faction": p.faction,
                "set": p.set_name or p.set_code,
                "languages": list(p.languages),
                "suspended": p.suspended,
                "errata": p.errated,
                "banned": p.banned,
            }
            for p in card.prints
        ],
        "rulings": [
            {
                "date": r.date,
                "question": r.question,
                "answer": r.answer,
                "earlier_rules": (ruling_marks or {}).get(r.question, ""),
            }
            for r in sheet.rulings
        ],
        "history": [
            {
                "reference": ref,
                "date": e.date,
                "what": HISTORY_WORDS.get(e.kind, e.kind),
                "title": e.title,
                "question": e.question,
                "answer": e.answer,
                "earlier_rules": (ruling_marks or {}).get(e.question, "")
                if e.kind == "RULING"
                else "",
            }
            for ref, e in sheet.history
        ],
        "warnings": list(sheet.warnings),
    }
