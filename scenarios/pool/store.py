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
import sqlite3
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process
from sqlite_utils import Database

from scenarios import POOL_FILENAME
from scenarios.cards.card_words import using_subtypes
from scenarios.cards.printed import AbilityReading, PrintedCard, Reading
from scenarios.cards.printed.card import FACTIONS
from scenarios.cards.printed.reminded_keywords import using_keywords
from scenarios.cards.printed.token_names import TokenCard, using_tokens
from scenarios.pool import official
from scenarios.pool.cards import (
    ImportCancelled,
    ImportReport,
    PoolCard,
    PoolRuling,
    PrintInfo,
    rule_ids,
)
from scenarios.pool.importing import (
    Progress,
    import_into,
    reader_fingerprint,
    reread,
    stored_fingerprint,
)
from scenarios.pool.locks import PoolReadOnly, writable
from scenarios.pool.locks import is_locked as _is_locked
from scenarios.pool.official import HistoryEntry, OfficialRuling
from scenarios.pool.pool_keywords import pool_keywords
from scenarios.pool.printing import RARITIES
from scenarios.pool.query import fold, parse_query
from scenarios.pool.reading import read
from scenarios.pool.schema import ensure_schema
from scenarios.pool.tokens import token_cards

__all__ = [
    "CardPool",
    "ImportCancelled",
    "ImportReport",
    "PoolCard",
    "PoolRuling",
    "PrintInfo",
    "default_pool_path",
]

FILENAME = POOL_FILENAME
FUZZY_CUTOFF = 75.0
"""How well (rapidfuzz WRatio) a name must match a mistyped query to be offered."""


def default_pool_path() -> Path:
    """Where the app keeps the pool: the per-user data folder (``JUDGE_APP_DATA_DIR``)."""
    from rules_corpus.paths import data_dir

    return data_dir() / FILENAME


# ----------------------------------------------------------------------------- the store
LOCK_WAIT_MS = 2000
"""How long an access waits for another window's or program's lock on the database."""


class CardPool:
    """The imported card pool in the SQLite database at ``path`` (created when missing)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.notices: list[str] = []
        """Messages for the judge (a damaged database moved aside)."""
        self._names: dict[str, list[str]] | None = None  # name → definition keys
        self._tokens: dict[str, TokenCard] | None = None  # the pool's token cards (2.1.e)
        self._subtypes: dict[str, frozenset[str]] | None = None  # its data's sub-types (2.2.2)
        self._keywords: dict[str, str] | None = None  # the set's own keywords (2.2.12.c)
        self._folded: tuple[dict[str, list[str]], dict[str, list[str]]] | None = None
        self.in_use = False
        """Another program held the database when it was opened (reads may wait)."""
        self.read_only = False
        """The database (or its folder) cannot be written: searches work, imports cannot."""
        if str(path) == ":memory:":
            self.db = Database(memory=True)
            self._ensure_schema()
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = self._open_retrying()
        except sqlite3.DatabaseError as error:
            if not writable(self.path):
                # a read-only folder or file is not damage: read what is there, never move it
                self.db = self._open_read_only()
                return
            if _is_locked(error):
                self.in_use = True
                # in use by another window or program: not damaged, never moved aside
                self.db = Database(str(self.path))
                self.db.execute(f"pragma busy_timeout = {LOCK_WAIT_MS}")
                self.notices.append(
                    "The card database is in use by another program; card searches may "
                    "fail until it is free."
                )
                return
            # The pool is rebuilt by importing again: keep the damaged file, start afresh.
            aside = self.path.with_name(f"{self.path.name}.corrupt-{int(time.time())}")
            self.path.replace(aside)
            self.notices.append(
                f"The card database could not be read and was moved aside to {aside}; "
                "import the card data again."
            )
            self.db = self._open()

    def _open_read_only(self) -> Database:
        """The database opened for reading only (its folder cannot be written, so the
        files SQLite keeps beside it cannot be made): an empty pool when there is none."""
        self.read_only = True
        folder = self.path.parent
        if not self.path.is_file():
            self.notices.append(
                f"The card data folder {folder} is read-only, so no card database can be "
                "made there: imported cards are not available (the rules' example cards "
                "are)."
            )
            db = Database(memory=True)
            self.db = db
            self._ensure_schema()
            return db
        conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?immutable=1", uri=True)
        self.notices.append(
            f"The card database in {folder} is read-only: cards can be searched, not imported."
        )
        return Database(conn)

    def _open_retrying(self) -> Database:
        """:meth:`_open`, tried again while another window holds the lock, for at most
        :data:`LOCK_WAIT_MS` in all: the first opening of a new database (its schema, the
        switch to WAL) needs the file alone, and a lock can be refused at once rather than
        waited for, so several windows started together each take their turn."""
        started = time.monotonic()
        while True:
            try:
                return self._open()
            except sqlite3.DatabaseError as error:
                waited = (time.monotonic() - started) * 1000
                if not _is_locked(error) or waited >= LOCK_WAIT_MS:
                    raise
                time.sleep(0.05)

    def _open(self) -> Database:
        db = Database(str(self.path))
        try:
            db.execute(f"pragma busy_timeout = {LOCK_WAIT_MS}")
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
        """Create the tables once: in one write transaction (``begin immediate``), so two
        windows opening a fresh database together wait for each other instead of both
        creating the tables (the loser used to move the database aside as damaged)."""
        db = self.db
        if "meta" in db.table_names():
            return
        db.conn.execute("begin immediate")
        try:
            ensure_schema(db)  # checks again: another window may have created it meanwhile
            db.conn.execute("commit")
        except BaseException:
            if db.conn.in_transaction:
                db.conn.execute("rollback")
            raise

    # -- import -----------------------------------------------------------------------------
    def import_paths(
        self,
        paths: Iterable[Path],
        progress: Progress | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> ImportReport:
        """Import set files, single card files, history files or folders of them, all or
        nothing (:func:`scenarios.pool.importing.import_into`); a read-only pool refuses."""
        if self.read_only:  # an in-memory stand-in would import into nothing lasting
            raise PoolReadOnly(
                [f"{self.path}: the card database is read-only (its file or folder)"]
            )
        report = import_into(self.db, self.path, paths, progress, cancelled)
        self._names = self._tokens = self._subtypes = self._keywords = None
        return report

    def needs_rereading(self) -> bool:
        """Whether the stored definitions were read by another version of the printed text
        reader than this one (their executable / partly / not figures would be stale)."""
        stored = stored_fingerprint(self.db)
        return not self.is_empty() and stored != reader_fingerprint()

    def reread(
        self, progress: Progress | None = None, cancelled: Callable[[], bool] | None = None
    ) -> int:
        """Read every definition again with the present reader (one transaction)."""
        count = reread(self.db, self.path, progress, cancelled)
        self._names = self._tokens = self._subtypes = self._keywords = None
        return count

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
        row = self.db.execute(f"{_DEF_SELECT} WHERE key = ?", [key]).fetchone()
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
            keys = list(dict.fromkeys(self._folded_keys().get(fold(text), ())))
        return self.cards(keys)

    def _folded_keys(self) -> dict[str, list[str]]:
        """Every name folded (case, accents) → its definitions, made once per import: a
        decklist of thousands of unknown references looks each up in constant time."""
        if self._folded is None or self._folded[0] is not self._name_keys():
            names = self._name_keys()
            folded: dict[str, list[str]] = {}
            for name, keys in names.items():
                folded.setdefault(fold(name), []).extend(keys)
            self._folded = (names, folded)
        return self._folded[1]

    def _name_keys(self) -> dict[str, list[str]]:
        """Every name in every imported language → its definitions (kept until the next
        import)."""
        if self._names is None:
            by_name: dict[str, list[str]] = {}
            for key, name in self.db.execute(
                "SELECT DISTINCT p.definition, t.name FROM texts t "
                "JOIN prints p ON p.reference = t.reference WHERE p.definition IS NOT NULL"
            ).fetchall():
                by_name.setdefault(str(name), []).append(str(key))
            self._names = by_name
        return self._names

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
        words, filters = parse_query(query)
        where: list[str] = []
        params: list[Any] = []
        for column, op, value in filters:
            if column == "faction":  # any print's faction: a Rare may be another faction's
                where.append(
                    "EXISTS (SELECT 1 FROM prints p WHERE p.definition = d.key "
                    "AND p.faction_code = ?)"
                )
            else:
                where.append(f"d.{column} {op} ?")
            params.append(value)
        sql_filter = (" AND " + " AND ".join(where)) if where else ""
        if words:
            # every word as typed; the last one also as a prefix (the judge is still typing)
            quoted = ['"' + w.replace('"', '""') + '"' for w in words]
            quoted[-1] += "*" if len(words[-1]) > 1 else ""
            match = " ".join(quoted)
            sql = (
                "SELECT d.key FROM card_search_fts f JOIN card_search s ON s.rowid = f.rowid "
                "JOIN definitions d ON d.key = s.key "
                f"WHERE card_search_fts MATCH ?{sql_filter} "
                "ORDER BY bm25(card_search_fts, 10.0, 3.0, 5.0, 1.0), d.name, d.key LIMIT ?"
            )
            try:
                rows = self.db.execute(sql, [match, *params, limit]).fetchall()
            except sqlite3.OperationalError as exc:
                if "fts5" not in str(exc) and "syntax" not in str(exc):
                    raise
                rows = []  # words FTS5 cannot take (quotes are escaped; this is a safeguard)
            if not rows and not filters:
                return self._fuzzy(" ".join(words), limit)
        else:
            if not filters:
                return []
            rows = self.db.execute(
                f"SELECT d.key FROM definitions d WHERE 1{sql_filter} ORDER BY d.name LIMIT ?",
                [*params, limit],
            ).fetchall()
        return self.cards([r[0] for r in rows])

    def browse(self, limit: int = 200) -> list[PoolCard]:
        """The first ``limit`` definitions by name (what the Cards view lists before a
        search)."""
        rows = self.db.execute("SELECT key FROM definitions ORDER BY name, key LIMIT ?", [limit])
        return self.cards([r[0] for r in rows])

    def _fuzzy(self, text: str, limit: int) -> list[PoolCard]:
        names = self._name_keys()
        found = process.extract(
            text,
            list(names),
            scorer=fuzz.WRatio,
            processor=str.casefold,
            limit=limit,
            score_cutoff=FUZZY_CUTOFF,
        )
        keys = list(dict.fromkeys(k for name, _, _ in found for k in names[name]))
        return self.cards(keys[:limit])

    def cards(self, keys: list[str]) -> list[PoolCard]:
        """The definitions ``keys``, in that order (unknown keys left out)."""
        if not keys:
            return []
        marks = ", ".join("?" for _ in keys)
        rows = self.db.execute(f"{_DEF_SELECT} WHERE key IN ({marks})", keys)
        found = {r[0]: self._pool_card(dict(zip(_DEF_COLUMNS, r, strict=True))) for r in rows}
        return [found[k] for k in keys if k in found]

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
        learnt more since the import), with the pool's token cards (2.1.e)."""
        return self.read_as_pool(card.printed_card())

    def read_as_pool(self, card: PrintedCard) -> Reading:
        """``card`` (one of the pool's, or a card the judge typed) read as the pool's cards
        are: with its token cards (2.1.e) and the sub-types its data prints (2.2.2)."""
        with (
            using_subtypes(self.subtypes()),
            using_tokens(self.token_cards()),
            using_keywords(self.keywords()),
        ):
            return read(card)

    def keywords(self) -> dict[str, str]:
        """The set's own keywords, each by the reminder its data prints with it somewhere
        (2.2.12.c): a print naming one without its reminder is read by that definition."""
        if self._keywords is None:
            self._keywords = pool_keywords(self.db)  # cited by print (gram100)
        return self._keywords

    def subtypes(self) -> dict[str, frozenset[str]]:
        """Card type -> the sub-types the pool's cards print (their data's ``subTypes``):
        sub-types while its texts are read, beside the rules' lists (2.2.2)."""
        if self._subtypes is None:
            found: dict[str, set[str]] = {}
            for (data,) in self.db.execute("SELECT data FROM definitions").fetchall():
                card = json.loads(data)
                if card.get("subtypes"):
                    found.setdefault(str(card.get("type")), set()).update(card["subtypes"])
            self._subtypes = {k: frozenset(v) for k, v in found.items()}
        return self._subtypes

    def token_cards(self) -> dict[str, TokenCard]:
        """The pool's token cards, for a card that creates a token by name (2.1.e)."""
        if self._tokens is None:
            rows = self.db.execute(f"{_DEF_SELECT} WHERE token ORDER BY key").fetchall()
            found = [self._pool_card(dict(zip(_DEF_COLUMNS, r, strict=True))) for r in rows]
            found.sort(key=lambda c: c.language != "EN")
            self._tokens = token_cards(c.printed_card() for c in found)
        return self._tokens

    def _pool_card(self, row: dict[str, Any]) -> PoolCard:
        data = json.loads(row["data"])
        prints = []
        for r in self.db.execute(
            "SELECT p.reference, p.rarity_code, p.set_code, p.suspended, p.errated, p.banned, "
            "p.changed, p.faction_code, s.name, "
            "(SELECT group_concat(t.language) FROM texts t WHERE t.reference = p.reference) "
            "FROM prints p LEFT JOIN sets s ON s.code = p.set_code "
            "WHERE p.definition = ? ORDER BY p.reference",
            [row["key"]],
        ).fetchall():
            langs = (r[9] or "").split(",")
            prints.append(
                PrintInfo(
                    reference=r[0],
                    rarity=RARITIES.get(r[1], r[1].lower()),
                    faction=FACTIONS.get(r[7]),
                    set_code=r[2],
                    set_name=r[8] or "",
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
_DEF_SELECT = "SELECT " + ", ".join(_DEF_COLUMNS) + " FROM definitions"
