"""Importing official card data into the pool: read every file, then write in one
transaction and rebuild the definitions.

Every file is read and validated first (:mod:`scenarios.pool.official`); a malformed one is a
:class:`~scenarios.errors.LoadError` before anything is written. The writing is one
transaction (``Database.atomic``): prints and their languages are upserted (2.2.4.c: a print
in another language merges into the same print), rulings and history replaced per print, and
every definition is rebuilt from the prints — each read once by the printed text reader — so a
re-import updates everything and a failed or cancelled one changes nothing.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from scenarios.cards.card_words import using_subtypes
from scenarios.cards.printed import PrintedCard
from scenarios.cards.printed.card import FACTIONS
from scenarios.cards.printed.reminded_keywords import defined_keywords, using_keywords
from scenarios.cards.printed.token_names import using_tokens
from scenarios.errors import LoadError
from scenarios.pool import official
from scenarios.pool.cards import ImportCancelled, ImportReport
from scenarios.pool.locks import write_error
from scenarios.pool.official import HistoryEntry, OfficialPrint, OfficialRuling, SourceFile
from scenarios.pool.pool_keywords import pool_keywords
from scenarios.pool.printing import definition_key, family, printed_card
from scenarios.pool.reading import read, status_of
from scenarios.pool.tokens import (
    data_subtypes,
    keywords_digest,
    subtypes_digest,
    token_cards,
    tokens_digest,
)
from scenarios.pool.unknowns import report_unknowns

Progress = Callable[[int, int, str], None]
"""``progress(done, total, what)`` — called as files are read and written."""


def import_into(
    db: Database,
    path: Path,
    paths: Iterable[Path],
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> ImportReport:
    """Import set files, single card files, history files or folders of them.

    Every file is read before anything is written; a malformed one raises
    :class:`LoadError` (file, card, field, line) and the pool is unchanged. The write is
    one transaction; ``cancelled()`` returning true before it commits raises
    :class:`ImportCancelled`, also leaving the pool unchanged."""
    started = time.perf_counter()
    files = official.json_files(list(paths))
    if not files:
        raise LoadError(["no JSON file to import (card data files end in .json)"])
    total = len(files) + 2
    sources: list[SourceFile] = []
    errors: list[str] = []
    for i, file in enumerate(files):
        if progress:
            progress(i, total, f"Reading {file.name}")
        if cancelled and cancelled():
            raise ImportCancelled()
        try:
            sources.append(official.read_file(file))
        except LoadError as exc:
            errors.extend(exc.messages)
    if errors:
        raise LoadError(errors)
    if progress:
        progress(len(files), total, "Reading the printed texts")
    try:
        with db.atomic():
            touched = _write(db, sources)
            keys = _reread_all(db, cancelled)
    except sqlite3.Error as exc:
        raise write_error(path, exc) from None
    if progress:
        progress(total, total, "Done")
    report = _report(db, sources, touched, keys, time.perf_counter() - started)
    unknowns, values = report_unknowns(sources, _token_names(db), defined=pool_keywords(db))
    return replace(report, unknowns=tuple(unknowns), unknown_values=values)


def _token_names(db: Database) -> frozenset[str]:
    """The token cards an imported text may name: the pool's and the library's."""
    from scenarios.cards.printed.token_names import library_tokens, token_key

    pool = {token_key(str(n)) for (n,) in db.execute("SELECT name FROM definitions WHERE token")}
    return frozenset(pool | set(library_tokens()))


def reread(
    db: Database,
    path: Path,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> int:
    """Read every definition again (the printed text reader has changed since the import),
    in one transaction; returns how many definitions there are."""
    if progress:
        progress(0, 1, "Reading the printed texts again")
    try:
        with db.atomic():
            keys = _reread_all(db, cancelled, reuse=False)
    except sqlite3.Error as exc:
        raise write_error(path, exc) from None
    if progress:
        progress(1, 1, "Done")
    return len(set(keys.values()))


def reader_fingerprint() -> str:
    """What identifies the printed text reader: the app's version and, when the sources are
    there (not in the packaged app), a hash of the reader's and compiler's sources and of the
    card grammar — so definitions read by an older reader are read again."""
    import hashlib
    from importlib import metadata

    import scenarios.cards as cards_package

    try:
        version = metadata.version("judge-app")
    except metadata.PackageNotFoundError:
        version = "unknown"
    digest = hashlib.sha1(version.encode())
    folder = Path(cards_package.__file__).parent
    for source in sorted(folder.rglob("*")):
        if source.suffix in (".py", ".yaml", ".lark") and source.is_file():
            digest.update(source.name.encode())
            digest.update(source.read_bytes())
    return digest.hexdigest()[:16]


def stored_fingerprint(db: Database) -> str | None:
    """The fingerprint of the reader that read the stored definitions (``None``: never)."""
    row = db.execute("SELECT value FROM meta WHERE key = 'reader'").fetchone()
    return str(row[0]) if row else None


def _reread_all(
    db: Database, cancelled: Callable[[], bool] | None, reuse: bool = True
) -> dict[str, str]:
    """Inside the write's transaction: every definition grouped and read
    (:func:`_rebuild_definitions`), the reader that read them noted; a cancel asked by then
    raises :class:`ImportCancelled`, so the transaction is rolled back."""
    keys = _rebuild_definitions(db, cancelled, reuse)
    _set_meta(db, "reader", reader_fingerprint())
    if cancelled and cancelled():
        raise ImportCancelled()
    return keys


def _set_meta(db: Database, key: str, value: str) -> None:
    db.table("meta").upsert({"key": key, "value": value}, pk="key")


def _write(db: Database, sources: list[SourceFile]) -> set[str]:
    prints: dict[str, dict[str, Any]] = {}
    texts: list[dict[str, Any]] = []
    rulings: dict[str, dict[tuple[str, str], OfficialRuling]] = {}
    sets: dict[str, str] = {}
    histories: dict[str, tuple[HistoryEntry, ...]] = {}
    english_sets: dict[str, str] = {}
    for source in sources:
        english_sets.update(source.set_names)
        histories.update(source.histories)
        for p in source.prints:
            if p.set_code and p.set_name:
                if p.language == "EN":
                    english_sets[p.set_code] = p.set_name
                else:
                    sets.setdefault(p.set_code, p.set_name)
            prints[p.reference] = _print_row(p, prints.get(p.reference))
            texts.append(_text_row(p))
            found = rulings.setdefault(p.reference, {})
            for r in p.rulings:
                found.setdefault((r.question, r.answer), r)
    db.table("prints").upsert_all(
        ({k: v for k, v in row.items() if k != "_lang"} for row in prints.values()),
        pk="reference",
    )
    db.table("texts").upsert_all(texts, pk=("reference", "language"))
    # a set's English name wins; a translated name is kept only for a set known no other way
    known = {r["code"] for r in db.table("sets").rows}
    names = {c: n for c, n in sets.items() if c not in known} | english_sets
    db.table("sets").upsert_all(({"code": c, "name": n} for c, n in names.items()), pk="code")
    for reference, found in rulings.items():
        _replace_rows(
            db,
            "rulings",
            reference,
            (
                {"question": r.question, "answer": r.answer, "date": r.date, "format": r.format}
                for r in sorted(found.values(), key=lambda r: r.date)
            ),
        )
    for reference, entries in histories.items():
        _replace_rows(
            db,
            "history",
            reference,
            (
                {
                    "kind": e.kind,
                    "date": e.date,
                    "title": e.title,
                    "question": e.question,
                    "answer": e.answer,
                    "link": e.link,
                }
                for e in sorted(entries, key=lambda e: e.date)
            ),
        )
    return set(prints)


def _replace_rows(db: Database, table: str, reference: str, rows: Iterable[dict[str, Any]]) -> None:
    """Replace a print's rows of ``table`` (rulings, history) by ``rows``, numbered in order:
    a re-import brings the card's current list, never a second copy."""
    db.execute(f"DELETE FROM {table} WHERE reference = ?", [reference])
    db.table(table).insert_all(
        {"reference": reference, "seq": i, **row} for i, row in enumerate(rows)
    )


def _rebuild_definitions(
    db: Database, cancelled: Callable[[], bool] | None, reuse: bool = True
) -> dict[str, str]:
    """Group every print into definitions and read each definition's text once (a
    definition the same reader already read is not read again, unless ``reuse`` is false).
    Returns print reference → definition key."""
    earlier: dict[str, tuple[str, str, list[str]]] = {}
    if reuse and stored_fingerprint(db) == reader_fingerprint():
        earlier = {
            str(k): (str(st), str(ab), list(json.loads(data).get("notes", [])))
            for k, st, ab, data in db.execute(
                "SELECT key, status, abilities, data FROM definitions"
            )
        }
    by_ref: dict[str, dict[str, dict[str, Any]]] = {}
    for row in db.table("texts").rows:
        by_ref.setdefault(row["reference"], {})[row["language"]] = row
    groups: dict[str, list[tuple[dict[str, Any], dict[str, dict[str, Any]]]]] = {}
    cards: dict[str, tuple[PrintedCard, str]] = {}
    keys: dict[str, str] = {}
    # the Common print first: it gives a definition its faction (a Rare may be another's)
    for prow in db.query("SELECT * FROM prints ORDER BY rarity_code != 'COMMON', reference"):
        langs = by_ref.get(prow["reference"], {})
        if not langs:
            continue
        lang = "EN" if "EN" in langs else next(lg for lg in official.LANGUAGES if lg in langs)
        card = printed_card(_official(prow, langs[lang]))
        key = definition_key(card, lang)
        keys[prow["reference"]] = key
        groups.setdefault(key, []).append((prow, langs))
        cards.setdefault(key, (card, lang))
    # the sub-types the data prints are sub-types while its texts are read (2.2.2)
    printed = data_subtypes(card for card, _ in cards.values())
    # the set's own keywords: each defined by the reminder it is printed with somewhere,
    # read by that on every print naming it (2.2.12.c, reminded_keywords.py)
    keywords = defined_keywords(
        (t, card.name) for card, _ in cards.values() for t in (card.main_text, card.support_text)
    )
    # the token cards of the data, read first: a card creating one by name uses it (2.1.e)
    with using_subtypes(printed), using_keywords(keywords):
        tokens = token_cards(
            card for card, lang in sorted(cards.values(), key=lambda c: c[1] != "EN")
        )
    # read with other token cards or sub-types, a card is read again
    digest = tokens_digest(tokens) + subtypes_digest(printed) + keywords_digest(keywords)
    row = db.execute("SELECT value FROM meta WHERE key = 'tokens'").fetchone()
    if row is None or str(row[0]) != digest:
        earlier = {}  # other token cards: every card is read again
    _set_meta(db, "tokens", digest)
    db.execute("DELETE FROM definitions")
    db.execute("DELETE FROM card_search")
    rows: list[dict[str, Any]] = []
    search: list[dict[str, Any]] = []
    # one context for every card: entered per card, it cost the whole pool's sub-types each
    with using_subtypes(printed), using_tokens(tokens), using_keywords(keywords):
        for n, (key, members) in enumerate(groups.items()):
            if cancelled and n % 100 == 0 and cancelled():
                raise ImportCancelled()
            card, lang = cards[key]
            if key in earlier:
                status, abilities, notes = earlier[key]
            else:
                reading = read(card)
                status = status_of(reading)
                abilities = json.dumps([[a.text, a.status, a.reason] for a in reading.abilities])
                notes = list(reading.notes)
            names: dict[str, str] = {}
            texts: dict[str, list[str]] = {}
            kinds: set[str] = set()
            for _prow, langs in members:
                for lg, t in langs.items():
                    names.setdefault(lg, t["name"])
                    texts.setdefault(lg, [t["main_text"], t["support_text"]])
                    kinds.add(t["type_name"])
                    kinds.update(json.loads(t["subtypes"]))
            kinds.update(_kind_words(card))
            kinds.update(FACTIONS.get(p["faction_code"], "") for p, _ in members)
            kinds.discard("")
            rows.append(
                {
                    "key": key,
                    "name": card.name,
                    "data": json.dumps({**_card_data(card, lang), "notes": notes}),
                    "status": status,
                    "abilities": abilities,
                    "names": json.dumps(names, ensure_ascii=False),
                    "texts": json.dumps(texts, ensure_ascii=False),
                    "type": card.type,
                    "zone_type": card.zone_type,
                    "token": int(card.token),
                    "hand_cost": card.hand_cost,
                    "reserve_cost": card.reserve_cost,
                }
            )
            search.append(
                {
                    "key": key,
                    "names": " ".join(dict.fromkeys(names.values())),
                    "kinds": " ".join(sorted(kinds)),
                    "refs": " ".join(p["reference"] for p, _ in members),
                    "texts": " ".join(dict.fromkeys(t for two in texts.values() for t in two if t)),
                }
            )
    db.table("definitions").insert_all(rows, pk="key")
    db.table("card_search").insert_all(search, pk="key")
    db.table("card_search").rebuild_fts()
    db.execute("UPDATE prints SET definition = NULL")
    db.conn.executemany(
        "UPDATE prints SET definition = ? WHERE reference = ?",
        [(k, r) for r, k in keys.items()],
    )
    return keys


def _report(
    db: Database, sources: list[SourceFile], touched: set[str], keys: dict[str, str], seconds: float
) -> ImportReport:
    defs = {keys[r] for r in touched if r in keys}
    statuses: dict[str, str] = {}
    for key in defs:
        row = db.execute("SELECT status FROM definitions WHERE key = ?", [key]).fetchone()
        statuses[key] = row[0] if row else "not"
    rulings = {(p.reference, r.question) for s in sources for p in s.prints for r in p.rulings}
    languages = {p.language for s in sources for p in s.prints}
    return ImportReport(
        prints=len(touched),
        definitions=len(defs),
        executable=sum(1 for s in statuses.values() if s == "executable"),
        partly_executable=sum(1 for s in statuses.values() if s == "partly"),
        not_executable=sum(1 for s in statuses.values() if s == "not"),
        rulings=len(rulings),
        languages=tuple(lg for lg in official.LANGUAGES if lg in languages),
        histories=sum(len(s.histories) for s in sources),
        files=len(sources),
        seconds=seconds,
    )


def _print_row(p: OfficialPrint, earlier: dict[str, Any] | None) -> dict[str, Any]:
    row = {
        "reference": p.reference,
        "family": family(p.reference),
        "set_code": p.set_code,
        "type_code": p.type_code,
        "faction_code": p.faction_code,
        "rarity_code": p.rarity_code,
        "subtype_codes": json.dumps(p.subtype_codes),
        "hand_cost": p.hand_cost,
        "reserve_cost": p.reserve_cost,
        "forest": p.forest,
        "mountain": p.mountain,
        "water": p.water,
        "landmark_limit": p.landmark_limit,
        "reserve_limit": p.reserve_limit,
        "changed": json.dumps(p.changed),
        "suspended": int(p.suspended),
        "errated": int(p.errated),
        "banned": int(p.banned),
        "definition": None,
    }
    if earlier is not None and p.language != "EN" and earlier.get("_lang") == "EN":
        return earlier  # the English print's characteristics win
    row["_lang"] = p.language
    return row


def _text_row(p: OfficialPrint) -> dict[str, Any]:
    return {
        "reference": p.reference,
        "language": p.language,
        "name": p.name,
        "type_name": p.type_name,
        "subtypes": json.dumps(p.subtype_names, ensure_ascii=False),
        "main_text": p.main_text,
        "support_text": p.support_text,
        "collector_number": p.collector_number,
    }


def _official(prow: dict[str, Any], text: dict[str, Any]) -> OfficialPrint:
    return OfficialPrint(
        reference=prow["reference"],
        language=text["language"],
        name=text["name"],
        type_code=prow["type_code"],
        type_name=text["type_name"],
        subtype_codes=tuple(json.loads(prow["subtype_codes"])),
        subtype_names=tuple(json.loads(text["subtypes"])),
        faction_code=prow["faction_code"],
        rarity_code=prow["rarity_code"],
        set_code=prow["set_code"],
        set_name="",
        hand_cost=prow["hand_cost"],
        reserve_cost=prow["reserve_cost"],
        forest=prow["forest"],
        mountain=prow["mountain"],
        water=prow["water"],
        landmark_limit=prow["landmark_limit"],
        reserve_limit=prow["reserve_limit"],
        changed=tuple(json.loads(prow["changed"])),
        main_text=text["main_text"],
        support_text=text["support_text"],
        suspended=bool(prow["suspended"]),
        errated=bool(prow["errated"]),
        banned=bool(prow["banned"]),
        collector_number=text["collector_number"],
        rulings=(),
    )


def _card_data(card: PrintedCard, language: str) -> dict[str, Any]:
    return {
        "type": card.type,
        "zone_type": card.zone_type,
        "token": card.token,
        "faction": card.faction,
        "subtypes": list(card.subtypes),
        "hand_cost": card.hand_cost,
        "reserve_cost": card.reserve_cost,
        "forest": card.forest,
        "mountain": card.mountain,
        "water": card.water,
        "reserve_limit": card.reserve_limit,
        "landmark_limit": card.landmark_limit,
        "main_text": card.main_text,
        "support_text": card.support_text,
        "language": language,
    }


def _kind_words(card: PrintedCard) -> list[str]:
    words = [card.type, *(card.subtypes)]
    if card.zone_type:
        words.append(card.zone_type)
    if card.faction:
        words.append(card.faction)
    if card.token:
        words.append("Token")
    return words
