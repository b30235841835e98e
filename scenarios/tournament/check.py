"""A deck check: the list read against the card pool, the format's rules, and the cards'
standing on the event's date (suspensions, bans, errata in force)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from scenarios.errors import LoadError
from scenarios.pool.official import HistoryEntry
from scenarios.pool.printing import family
from scenarios.tournament.constructed import constructed_violations
from scenarios.tournament.counting import count_deck
from scenarios.tournament.dated import day, errata_in_force, standing_on
from scenarios.tournament.limited import limited_violations
from scenarios.tournament.listing import ListLine, parse_list, read_list
from scenarios.tournament.verdict import DeckVerdict, Erratum, Violation
from scenarios.tournament.versions import CardIndex, DeckCard, ReadDeck, read_lines

FORMATS = ("constructed", "limited")


def parse_date(text: str, where: str = "--on") -> str:
    """``YYYY-MM-DD`` checked, else a :class:`LoadError` saying what is expected."""
    try:
        return dt.date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise LoadError(
            [f"{where}: {text!r} is not a date; write it as YYYY-MM-DD (2025-03-21)"]
        ) from None


def today() -> str:
    return dt.datetime.now(dt.UTC).date().isoformat()


def check_deck(
    lines: list[ListLine],
    index: CardIndex,
    play: str = "constructed",
    on: str | None = None,
    pool_lines: list[ListLine] | None = None,
    where: str = "decklist",
    pool_where: str = "pool",
) -> DeckVerdict:
    """Check the list ``lines`` for ``play`` (``constructed``/``limited``) on day ``on``
    (today when None); ``pool_lines``: the event's limited pool."""
    if play not in FORMATS:
        raise LoadError([f"format {play!r}: expected constructed or limited"])
    on = on or today()
    pool = read_lines(pool_where, pool_lines, index) if pool_lines is not None else None
    allowed = {c.version.key for c in pool.cards} if pool is not None else None
    deck = read_lines(where, lines, index, allowed, ask_for_rarity=play == "constructed")
    counts = count_deck(deck)
    if play == "constructed":
        violations = constructed_violations(deck, counts)
    else:
        violations = limited_violations(deck, counts, pool)
    dated, notes, errata = _dated(deck, index, play, on)
    violations.extend(dated)
    if play == "limited" and pool is None:
        notes.insert(
            0,
            "No event pool was given: whether the cards come from the pool provided "
            "(1.1.5.a) was not checked.",
        )
    if not index.history:
        notes.insert(
            0,
            "No card history is imported: suspensions, bans and errata were not checked "
            "(import the card history files with the card data).",
        )
    if pool is not None and (pool.unknown or pool.questions):
        unread = sorted(
            [(u.line, u.written) for u in pool.unknown]
            + [(q.line, q.written) for q in pool.questions]
        )
        notes.extend(
            f"The pool list, line {line}: '{written}' is not known or names several "
            "versions; it was left out of the pool."
            for line, written in unread
        )
    return DeckVerdict(
        where=where,
        format=play,
        as_of=on,
        counts=counts,
        violations=tuple(violations),
        unknown=tuple(u.written for u in deck.unknown),
        questions=tuple(
            f"Line {q.line}: which version of {q.name}? " + " or ".join(v.label for v in q.versions)
            for q in deck.questions
        ),
        errata=tuple(errata),
        notes=tuple(notes),
    )


def _history(card: DeckCard, index: CardIndex) -> list[HistoryEntry]:
    """The entries filed under the print, or for a Unique under its card's other prints."""
    refs = [card.version.reference]
    if card.version.rarity == "unique":
        refs = [v.reference for v in index.by_family.get(family(card.version.reference), [])]
    return [e for _, e in index.entries_of(refs)]


def _dated(
    deck: ReadDeck, index: CardIndex, play: str, on: str
) -> tuple[list[Violation], list[str], list[Erratum]]:
    violations: list[Violation] = []
    notes: list[str] = []
    errata: dict[tuple[str, str], Erratum] = {}
    for card in deck.cards:
        entries = _history(card, index)
        if not entries:
            continue
        standing = standing_on(entries, card.version.rarity, play, on)
        label = card.version.label
        if standing.entry is not None and standing.status != "legal":
            e = standing.entry
            what = "ban" if standing.status == "banned" else "suspension"
            lifted = (
                f" The {what} was lifted on {day(standing.lifted.date)} "
                f"('{standing.lifted.title.strip()}')."
                if standing.lifted is not None
                else ""
            )
            violations.append(
                Violation(
                    "1.1.2.b",
                    f"Line {card.line}: {label} is {standing.status} in {play} play on {on}: "
                    f"'{e.title.strip()}' ({day(e.date)}).{lifted}",
                    (f"{card.count} × {label}, line {card.line}",),
                )
            )
        elif standing.past is not None and standing.entry is not None:
            was = SUSPENDED_WORD.get(standing.past.kind, "suspended")
            notes.append(
                f"Line {card.line}: {label} was {was} on {day(standing.past.date)} "
                f"and is legal again since "
                f"{day(standing.entry.date)} ('{standing.entry.title.strip()}')."
            )
        for e in errata_in_force(entries, card.version.rarity, on):
            errata.setdefault(
                (card.version.name, e.title),
                Erratum(card.version.name, day(e.date), e.title.strip(), e.answer.strip()),
            )
    return violations, notes, sorted(errata.values(), key=lambda e: (e.card, e.date))


SUSPENDED_WORD = {"SUSPENDED": "suspended", "BANNED": "banned"}


def check_deck_file(
    path: Path,
    index: CardIndex,
    play: str = "constructed",
    on: str | None = None,
    pool_path: Path | None = None,
) -> DeckVerdict:
    """:func:`check_deck` of the list in ``path`` (and the limited pool in ``pool_path``)."""
    where, lines = read_list(path)
    pool_where, pool_lines = read_list(pool_path) if pool_path is not None else ("pool", None)
    return check_deck(lines, index, play, on, pool_lines, where, pool_where)


def check_deck_text(
    text: str,
    index: CardIndex,
    play: str = "constructed",
    on: str | None = None,
    where: str = "pasted list",
) -> DeckVerdict:
    """:func:`check_deck` of a list pasted as text."""
    return check_deck(parse_list(text, where), index, play, on, where=where)
