"""The card pool: imported official card data in a SQLite database (sqlite-utils, FTS5).

The store takes a path; the app chooses it (``data_dir()/cards.db``, see
:func:`default_pool_path`). Tables:

* ``prints`` — one row per print reference (``ALT_CORE_B_AX_08_R1``): characteristics,
  set, rarity, suspended/errata/banned flags and the definition it belongs to;
* ``texts`` — one row per print and language: name, type and sub-type names, printed text
  (2.2.4.c: the same card in every language — languages merge into one print);
* ``rulings`` and ``history`` — per print reference, with dates;
* ``definitions`` — distinct cards for the rules (same name, characteristics and
  abilities), with what the engine reads from them; rebuilt from the prints on every import;
* ``card_search`` — one row per definition (names in every language, texts, type words,
  references), indexed with FTS5 (diacritics folded, so "reserve" finds "Réserve").

An import (:meth:`CardPool.import_paths`) reads every file first; a malformed file raises a
:class:`~scenarios.errors.LoadError` before anything is written, and the writing is one
transaction (``Database.atomic``), so a failed or cancelled import changes nothing.
"""

from __future__ import annotations

import json
import re
import sqlite3
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process
from sqlite_utils import Database

from scenarios.cards.printed import AbilityReading, PrintedCard, Reading
from scenarios.errors import LoadError
from scenarios.pool import official
from scenarios.pool.official import HistoryEntry, OfficialPrint, OfficialRuling, SourceFile
from scenarios.pool.printing import (
    FACTIONS,
    LANGUAGE_NAMES,
    RARITIES,
    TYPE_WORDS,
    definition_key,
    family,
    printed_card,
)
from scenarios.pool.reading import read, status_of

FILENAME = "cards.db"
SCHEMA_VERSION = 1

Progress = Callable[[int, int, str], None]
"""``progress(done, total, what)`` — called as files are read and written."""


class ImportCancelled(Exception):
    """The judge cancelled an import; nothing was changed."""


def default_pool_path() -> Path:
    """Where the app keeps the pool: the per-user data folder (``JUDGE_APP_DATA_DIR``)."""
    from rules_corpus.paths import data_dir

    return data_dir() / FILENAME


# ----------------------------------------------------------------------------- results
@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an import brought in (counted over the prints of the imported files)."""

    prints: int
    definitions: int
    executable: int
    partly_executable: int
    not_executable: int
    rulings: int
    languages: tuple[str, ...]
    histories: int = 0
    files: int = 0
    seconds: float = 0.0
    errors: tuple[str, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {
            "prints": self.prints,
            "definitions": self.definitions,
            "executable": self.executable,
            "partly_executable": self.partly_executable,
            "not_executable": self.not_executable,
            "rulings": self.rulings,
            "languages": list(self.languages),
            "errors": list(self.errors),
        }


@dataclass(frozen=True, slots=True)
class PrintInfo:
    """One print of a definition."""

    reference: str
    rarity: str
    faction: str | None
    set_code: str
    set_name: str
    suspended: bool
    errated: bool
    banned: bool
    changed: tuple[str, ...]
    languages: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PoolCard:
    """A distinct card definition of the pool, in the rules' words."""

    key: str
    name: str
    names: dict[str, str]
    """The card's name in every imported language (``{"EN": ..., "FR": ...}``)."""
    type: str
    zone_type: str | None
    token: bool
    faction: str | None
    subtypes: tuple[str, ...]
    hand_cost: int | None
    reserve_cost: int | None
    forest: int | None
    mountain: int | None
    water: int | None
    reserve_limit: int | None
    landmark_limit: int | None
    main_text: str
    support_text: str
    language: str
    """The language the engine read (English when imported)."""
    status: str
    abilities: tuple[AbilityReading, ...]
    prints: tuple[PrintInfo, ...]
    texts: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Printed text per language: ``{"FR": (main, support)}``."""

    @property
    def type_line(self) -> str:
        """``"Landmark Permanent – Site"``, ``"Character token – Robot"``."""
        words = f"{self.zone_type} {self.type}" if self.zone_type else self.type
        if self.token:
            words += " token"
        return words + (" – " + ", ".join(self.subtypes) if self.subtypes else "")

    @property
    def references(self) -> tuple[str, ...]:
        return tuple(p.reference for p in self.prints)

    def printed_card(self) -> PrintedCard:
        """The card as the printed text reader takes it."""
        return PrintedCard(
            name=self.name,
            type=self.type,
            subtypes=self.subtypes,
            zone_type=self.zone_type,
            faction=self.faction,
            rarity=self.prints[0].rarity if self.prints else None,
            hand_cost=self.hand_cost,
            reserve_cost=self.reserve_cost,
            forest=self.forest,
            mountain=self.mountain,
            water=self.water,
            reserve_limit=self.reserve_limit,
            landmark_limit=self.landmark_limit,
            main_text=self.main_text,
            support_text=self.support_text,
            token=self.token,
        )


@dataclass(frozen=True, slots=True)
class PoolRuling:
    """An official ruling on a card: a search unit for the rules search (kind ``ruling``)."""

    card: str
    reference: str
    question: str
    answer: str
    date: str
    rules: tuple[str, ...]
    """Rule numbers the question or answer mentions (``"6.2.e"``)."""


_RULE_ID = re.compile(r"(?<![\d.])(\d{1,2}\.\d{1,2}(?:\.\d{1,3})*(?:\.[a-z])?)(?![\d])")


def rule_ids(text: str) -> tuple[str, ...]:
    """Rule numbers mentioned in ``text`` ("see 6.2.e" → ``("6.2.e",)``), in order."""
    return tuple(dict.fromkeys(m.group(1) for m in _RULE_ID.finditer(text)))


# ----------------------------------------------------------------------------- the store
class CardPool:
    """The imported card pool in the SQLite database at ``path`` (created when missing)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.notices: list[str] = []
        """Messages for the judge (a damaged database moved aside)."""
        self._names: list[tuple[str, str]] | None = None
        if str(path) == ":memory:":
            self.db = Database(memory=True)
            self._ensure_schema()
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = self._open()
        except sqlite3.DatabaseError:
            # The pool is rebuilt by importing again: keep the damaged file, start afresh.
            aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
            self.path.replace(aside)
            self.notices.append(
                f"The card database could not be read and was moved aside to {aside}; "
                "import the card data again."
            )
            self.db = self._open()

    def _open(self) -> Database:
        db = Database(str(self.path))
        try:
            self.db = db
            self._ensure_schema()
            # readers (the window) and the importing thread do not block each other
            db.enable_wal()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def close(self) -> None:
        self.db.close()

    # -- schema -----------------------------------------------------------------------------
    def _ensure_schema(self) -> None:
        db = self.db
        if "meta" in db.table_names():
            return
        with db.atomic():
            db.table("meta").create({"key": str, "value": str}, pk="key")
            db.table("meta").insert({"key": "schema_version", "value": str(SCHEMA_VERSION)})
            db.table("prints").create(
                {
                    "reference": str,
                    "family": str,
                    "set_code": str,
                    "type_code": str,
                    "faction_code": str,
                    "rarity_code": str,
                    "subtype_codes": str,
                    "hand_cost": int,
                    "reserve_cost": int,
                    "forest": int,
                    "mountain": int,
                    "water": int,
                    "landmark_limit": int,
                    "reserve_limit": int,
                    "changed": str,
                    "suspended": int,
                    "errated": int,
                    "banned": int,
                    "definition": str,
                },
                pk="reference",
            )
            db.table("texts").create(
                {
                    "reference": str,
                    "language": str,
                    "name": str,
                    "type_name": str,
                    "subtypes": str,
                    "main_text": str,
                    "support_text": str,
                    "collector_number": str,
                },
                pk=("reference", "language"),
            )
            db.table("sets").create({"code": str, "name": str}, pk="code")
            db.table("rulings").create(
                {
                    "reference": str,
                    "seq": int,
                    "question": str,
                    "answer": str,
                    "date": str,
                    "format": str,
                },
                pk=("reference", "seq"),
            )
            db.table("history").create(
                {
                    "reference": str,
                    "seq": int,
                    "kind": str,
                    "date": str,
                    "title": str,
                    "question": str,
                    "answer": str,
                    "link": str,
                },
                pk=("reference", "seq"),
            )
            db.table("definitions").create(
                {
                    "key": str,
                    "name": str,
                    "data": str,
                    "status": str,
                    "abilities": str,
                    "names": str,
                    "texts": str,
                },
                pk="key",
            )
            db.table("card_search").create(
                {"key": str, "names": str, "kinds": str, "refs": str, "texts": str}, pk="key"
            )
            db.table("card_search").enable_fts(
                ["names", "kinds", "refs", "texts"],
                fts_version="FTS5",
                tokenize="unicode61 remove_diacritics 2",
            )
            db.table("texts").create_index(["name"])
            db.table("prints").create_index(["definition"])
            db.table("prints").create_index(["family"])

    # -- import -----------------------------------------------------------------------------
    def import_paths(
        self,
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
        for i, path in enumerate(files):
            if progress:
                progress(i, total, f"Reading {path.name}")
            if cancelled and cancelled():
                raise ImportCancelled()
            try:
                sources.append(official.read_file(path))
            except LoadError as exc:
                errors.extend(exc.messages)
        if errors:
            raise LoadError(errors)
        if progress:
            progress(len(files), total, "Reading the printed texts")
        try:
            with self.db.atomic():
                touched = self._write(sources)
                keys = self._rebuild_definitions(cancelled)
                if cancelled and cancelled():
                    raise ImportCancelled()
        except sqlite3.Error as exc:
            message = f"{self.path}: the card database could not be written: {exc}"
            raise LoadError([message]) from None
        self._names = None
        if progress:
            progress(total, total, "Done")
        return self._report(sources, touched, keys, time.perf_counter() - started)

    def _write(self, sources: list[SourceFile]) -> set[str]:
        db = self.db
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
            db.execute("DELETE FROM rulings WHERE reference = ?", [reference])
            db.table("rulings").insert_all(
                {
                    "reference": reference,
                    "seq": i,
                    "question": r.question,
                    "answer": r.answer,
                    "date": r.date,
                    "format": r.format,
                }
                for i, r in enumerate(sorted(found.values(), key=lambda r: r.date))
            )
        for reference, entries in histories.items():
            db.execute("DELETE FROM history WHERE reference = ?", [reference])
            db.table("history").insert_all(
                {
                    "reference": reference,
                    "seq": i,
                    "kind": e.kind,
                    "date": e.date,
                    "title": e.title,
                    "question": e.question,
                    "answer": e.answer,
                    "link": e.link,
                }
                for i, e in enumerate(sorted(entries, key=lambda e: e.date))
            )
        return set(prints)

    def _rebuild_definitions(self, cancelled: Callable[[], bool] | None) -> dict[str, str]:
        """Group every print into definitions and read each definition's text once.
        Returns print reference → definition key."""
        db = self.db
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
        db.execute("DELETE FROM definitions")
        db.execute("DELETE FROM card_search")
        rows: list[dict[str, Any]] = []
        search: list[dict[str, Any]] = []
        for n, (key, members) in enumerate(groups.items()):
            if cancelled and n % 100 == 0 and cancelled():
                raise ImportCancelled()
            card, lang = cards[key]
            reading = read(card)
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
                    "data": json.dumps(_card_data(card, lang)),
                    "status": status_of(reading),
                    "abilities": json.dumps(
                        [[a.text, a.status, a.reason] for a in reading.abilities]
                    ),
                    "names": json.dumps(names, ensure_ascii=False),
                    "texts": json.dumps(texts, ensure_ascii=False),
                }
            )
            search.append(
                {
                    "key": key,
                    "names": " ".join(dict.fromkeys(names.values())),
                    "kinds": " ".join(sorted(kinds)),
                    "refs": " ".join(p["reference"] for p, _ in members),
                    "texts": " ".join(
                        dict.fromkeys(t for pair in texts.values() for t in pair if t)
                    ),
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
        self, sources: list[SourceFile], touched: set[str], keys: dict[str, str], seconds: float
    ) -> ImportReport:
        defs = {keys[r] for r in touched if r in keys}
        statuses: dict[str, str] = {}
        for key in defs:
            row = self.db.execute("SELECT status FROM definitions WHERE key = ?", [key]).fetchone()
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

    # -- reading ----------------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """How many prints, definitions and rulings the pool holds."""
        one = self.db.execute
        return {
            "prints": one("SELECT count(*) FROM prints").fetchone()[0],
            "definitions": one("SELECT count(*) FROM definitions").fetchone()[0],
            "rulings": one("SELECT count(*) FROM rulings").fetchone()[0],
        }

    def is_empty(self) -> bool:
        return bool(self.db.execute("SELECT count(*) FROM prints").fetchone()[0] == 0)

    def card(self, key: str) -> PoolCard | None:
        """The definition ``key``."""
        row = self.db.execute("SELECT * FROM definitions WHERE key = ?", [key]).fetchone()
        if row is None:
            return None
        return self._pool_card(dict(zip(_DEF_COLUMNS, row, strict=True)))

    def lookup(self, ref: str) -> list[PoolCard]:
        """Definitions named ``ref`` (a print reference, a card's reference without rarity,
        or a name in any imported language, case and accents ignored)."""
        text = ref.strip()
        upper = text.upper()
        rows = self.db.execute(
            "SELECT DISTINCT definition FROM prints WHERE reference = ? OR family = ?",
            [upper, upper],
        ).fetchall()
        keys = [r[0] for r in rows if r[0]]
        if not keys:
            wanted = _fold(text)
            rows = self.db.execute(
                "SELECT DISTINCT p.definition, t.name FROM texts t "
                "JOIN prints p ON p.reference = t.reference"
            ).fetchall()
            keys = list(dict.fromkeys(k for k, name in rows if k and _fold(name) == wanted))
        return [c for c in (self.card(k) for k in keys) if c is not None]

    def print_of(self, reference: str) -> tuple[PoolCard, PrintInfo] | None:
        """The definition and print of a print reference."""
        row = self.db.execute(
            "SELECT definition FROM prints WHERE reference = ?", [reference.strip().upper()]
        ).fetchone()
        if row is None or row[0] is None:
            return None
        card = self.card(row[0])
        if card is None:
            return None
        info = next(p for p in card.prints if p.reference == reference.strip().upper())
        return card, info

    def search(self, query: str, limit: int = 20) -> list[PoolCard]:
        """Definitions matching ``query``, best first: words are looked for in names (every
        language), type, faction, sub-types, references and text; ``cost:N``/``cost<=N``
        (Hand cost), ``reserve:N``, ``faction:NAME``, ``type:WORD`` filter. Names with a typo
        are found by a fuzzy match when nothing else is."""
        words, filters = _parse_query(query)
        where: list[str] = []
        params: list[Any] = []
        for column, op, value in filters:
            if column == "faction":  # any print's faction: a Rare may be another faction's
                where.append(
                    "EXISTS (SELECT 1 FROM prints p WHERE p.definition = d.key "
                    "AND p.faction_code = ?)"
                )
            else:
                where.append(f"json_extract(d.data, '$.{column}') {op} ?")
            params.append(value)
        sql_filter = (" AND " + " AND ".join(where)) if where else ""
        if words:
            match = " ".join('"' + w.replace('"', '""') + '"*' for w in words)
            sql = (
                "SELECT d.key FROM card_search_fts f JOIN card_search s ON s.rowid = f.rowid "
                "JOIN definitions d ON d.key = s.key "
                f"WHERE card_search_fts MATCH ?{sql_filter} "
                "ORDER BY bm25(card_search_fts, 10.0, 3.0, 5.0, 1.0), d.name, d.key LIMIT ?"
            )
            try:
                rows = self.db.execute(sql, [match, *params, limit]).fetchall()
            except sqlite3.OperationalError:
                rows = []
            if not rows and not filters:
                return self._fuzzy(" ".join(words), limit)
        else:
            if not filters:
                return []
            rows = self.db.execute(
                f"SELECT d.key FROM definitions d WHERE 1{sql_filter} ORDER BY d.name LIMIT ?",
                [*params, limit],
            ).fetchall()
        return [c for c in (self.card(r[0]) for r in rows) if c is not None]

    def _fuzzy(self, text: str, limit: int) -> list[PoolCard]:
        if self._names is None:
            self._names = [
                (str(key), str(name))
                for key, name in self.db.execute(
                    "SELECT DISTINCT p.definition, t.name FROM texts t "
                    "JOIN prints p ON p.reference = t.reference WHERE p.definition IS NOT NULL"
                ).fetchall()
            ]
        choices = {f"{k}\x00{n}": n for k, n in self._names}
        found = process.extract(
            text, choices, scorer=fuzz.WRatio, processor=str.casefold, limit=limit * 3
        )
        keys = list(dict.fromkeys(str(k).split("\x00", 1)[0] for _, s, k in found if s >= 75))
        return [c for c in (self.card(k) for k in keys[:limit]) if c is not None]

    def rulings_of(self, reference: str) -> list[OfficialRuling]:
        """The official rulings on a print, oldest first."""
        return [
            OfficialRuling(q, a, d, f)
            for q, a, d, f in self.db.execute(
                "SELECT question, answer, date, format FROM rulings WHERE reference = ? "
                "ORDER BY seq",
                [reference],
            ).fetchall()
        ]

    def card_rulings(self, card: PoolCard) -> list[OfficialRuling]:
        """The official rulings on any print of ``card``, each once, oldest first."""
        found: dict[tuple[str, str], OfficialRuling] = {}
        for ref in card.references:
            for r in self.rulings_of(ref):
                found.setdefault((r.question, r.answer), r)
        return sorted(found.values(), key=lambda r: r.date)

    def history_of(self, reference: str) -> list[HistoryEntry]:
        """A print's history (errata, suspensions, bans, rulings), oldest first."""
        return [
            HistoryEntry(*row)
            for row in self.db.execute(
                "SELECT kind, date, title, question, answer, link FROM history "
                "WHERE reference = ? ORDER BY seq",
                [reference],
            ).fetchall()
        ]

    def card_history(self, card: PoolCard) -> list[tuple[str, HistoryEntry]]:
        """``(reference, entry)`` for every print of ``card``; an event shared by several
        prints is listed once, with the first reference."""
        found: dict[tuple[str, str, str], tuple[str, HistoryEntry]] = {}
        for ref in card.references:
            for e in self.history_of(ref):
                found.setdefault((e.kind, e.date, e.title), (ref, e))
        return sorted(found.values(), key=lambda pair: pair[1].date)

    def rulings(self) -> list[PoolRuling]:
        """Every official ruling of the pool (each once per card), for the rules search:
        card name, reference, question, answer, date and the rule numbers it mentions."""
        rows = self.db.execute(
            "SELECT r.reference, r.question, r.answer, r.date, d.name FROM rulings r "
            "JOIN prints p ON p.reference = r.reference "
            "LEFT JOIN definitions d ON d.key = p.definition ORDER BY r.reference, r.seq"
        ).fetchall()
        seen: set[tuple[str, str]] = set()
        found: list[PoolRuling] = []
        for reference, question, answer, date, name in rows:
            card_name = name or reference
            if (card_name, question) in seen:
                continue
            seen.add((card_name, question))
            found.append(
                PoolRuling(
                    card_name, reference, question, answer, date, rule_ids(question + " " + answer)
                )
            )
        return found

    def reading(self, card: PoolCard) -> Reading:
        """What the engine reads from ``card`` now (read afresh: the reader may have
        learnt more since the import)."""
        return read(card.printed_card())

    def _pool_card(self, row: dict[str, Any]) -> PoolCard:
        data = json.loads(row["data"])
        prints = []
        for r in self.db.execute(
            "SELECT reference, rarity_code, set_code, suspended, errated, banned, changed, "
            "faction_code FROM prints WHERE definition = ? ORDER BY reference",
            [row["key"]],
        ).fetchall():
            langs = tuple(
                lg
                for (lg,) in self.db.execute(
                    "SELECT language FROM texts WHERE reference = ?", [r[0]]
                ).fetchall()
            )
            set_row = self.db.execute("SELECT name FROM sets WHERE code = ?", [r[2]]).fetchone()
            prints.append(
                PrintInfo(
                    reference=r[0],
                    rarity=RARITIES.get(r[1], r[1].lower()),
                    faction=FACTIONS.get(r[7]),
                    set_code=r[2],
                    set_name=set_row[0] if set_row else "",
                    suspended=bool(r[3]),
                    errated=bool(r[4]),
                    banned=bool(r[5]),
                    changed=tuple(json.loads(r[6] or "[]")),
                    languages=tuple(lg for lg in official.LANGUAGES if lg in langs),
                )
            )
        texts = {lg: (m, s) for lg, (m, s) in json.loads(row["texts"]).items()}
        return PoolCard(
            key=row["key"],
            name=row["name"],
            names=json.loads(row["names"]),
            type=data["type"],
            zone_type=data["zone_type"],
            token=data["token"],
            faction=data["faction"],
            subtypes=tuple(data["subtypes"]),
            hand_cost=data["hand_cost"],
            reserve_cost=data["reserve_cost"],
            forest=data["forest"],
            mountain=data["mountain"],
            water=data["water"],
            reserve_limit=data["reserve_limit"],
            landmark_limit=data["landmark_limit"],
            main_text=data["main_text"],
            support_text=data["support_text"],
            language=data["language"],
            status=row["status"],
            abilities=tuple(AbilityReading(t, s, r) for t, s, r in json.loads(row["abilities"])),
            prints=tuple(prints),
            texts=texts,
        )


_DEF_COLUMNS = ("key", "name", "data", "status", "abilities", "names", "texts")


# ----------------------------------------------------------------------------- helpers
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


def _fold(text: str) -> str:
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


_FILTER = re.compile(r"^(cost|hand|reserve|faction|type)\s*(<=|>=|:|=|<|>)\s*(.+)$", re.I)
_COLUMNS = {"cost": "hand_cost", "hand": "hand_cost", "reserve": "reserve_cost"}
_TYPE_FILTER = {
    "character": ("type", "Character"),
    "spell": ("type", "Spell"),
    "permanent": ("type", "Permanent"),
    "hero": ("type", "Hero"),
    "landmark": ("zone_type", "Landmark"),
    "expedition": ("zone_type", "Expedition"),
    "token": ("token", 1),
}


def _parse_query(query: str) -> tuple[list[str], list[tuple[str, str, Any]]]:
    """Words to look for, and ``(field, operator, value)`` filters (``cost<=2``)."""
    words: list[str] = []
    filters: list[tuple[str, str, Any]] = []
    for token in re.findall(r"\w+\s*(?:<=|>=|<|>|:|=)\s*\w+|[\w'’-]+", query):
        m = _FILTER.match(token)
        if m is None:
            words.extend(w for w in re.split(r"[\W_]+", token) if w)
            continue
        name, op, value = m.group(1).lower(), m.group(2), m.group(3).strip()
        op = "=" if op == ":" else op
        if name in _COLUMNS and value.isdigit():
            filters.append((_COLUMNS[name], op, int(value)))
        elif name == "faction":
            codes = [c for c, f in FACTIONS.items() if f.lower().startswith(value.lower())]
            filters.append(("faction", "=", codes[0] if codes else value.upper()))
        elif name == "type" and value.lower() in _TYPE_FILTER:
            column, wanted = _TYPE_FILTER[value.lower()]
            filters.append((column, "=", wanted))
        else:
            words.extend(w for w in re.split(r"[\W_]+", token) if w)
    return words, filters


def language_name(code: str) -> str:
    return LANGUAGE_NAMES.get(code, code)


def type_word(code: str) -> str:
    return TYPE_WORDS.get(code, code.title())
