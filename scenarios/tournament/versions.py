"""Which version of a card each decklist line names, from the card pool.

In Altered, cards with the same name may differ in rarity and faction (1.1.4.d, Remark), so a
deck holds *versions*: a version is a name, a rarity and a faction (a Unique is its own
version, known by its reference). A reference names one print, hence one version. A name — in
any imported language, case and accents ignored — names every version printed under it: one
version is taken; several are **asked about**, never guessed (the judge asks the player which
one they play), unless the words after the name (``(Rare, Bravos)``) or the event's limited
pool leave one.

A Unique reference (``ALT_CORE_B_AX_08_U_123``) is not in the published data: it is known by
its card's other prints (name and type), its faction by the reference. Anything else the pool
does not know is *unknown*, kept with its line, never dropped.

:class:`CardIndex` reads what a deck check needs from the pool once (prints, names in every
language, history entries), so checking a list is dictionary look-ups.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from scenarios.cards.printed.card import FACTIONS
from scenarios.pool.official import HistoryEntry
from scenarios.pool.printing import RARITIES, TYPE_WORDS, family
from scenarios.pool.query import fold
from scenarios.pool.store import CardPool
from scenarios.tournament.listing import ListLine

MANA_CONVERGENCE_TYPE = "TOKEN_MANA"
"""The data's type of Mana Convergence, which a limited deck may add at will (1.1.5.a)."""


@dataclass(frozen=True, slots=True)
class Version:
    """One version of a card (1.1.4.d, Remark): name, rarity, faction — and the print
    reference it was read from."""

    reference: str
    name: str
    type_code: str
    faction: str | None
    """The faction's name ("Axiom"); None for cards of no faction (Mana Convergence)."""
    rarity: str
    """``common``, ``rare``, ``exalted`` or ``unique``."""

    @property
    def key(self) -> tuple[str, ...]:
        """What makes two prints the same version: each Unique is its own."""
        if self.rarity == "unique":
            return (self.reference,)
        return (self.name, self.rarity, self.faction or "")

    @property
    def is_hero(self) -> bool:
        return self.type_code == "HERO"

    @property
    def is_mana_convergence(self) -> bool:
        return self.type_code == MANA_CONVERGENCE_TYPE

    @property
    def is_token(self) -> bool:
        """A token card (2.1.b: objects are represented by Altered cards or token cards)."""
        return self.type_code.startswith("TOKEN")

    @property
    def type_word(self) -> str:
        return TYPE_WORDS.get(self.type_code, self.type_code.replace("_", " ").title())

    @property
    def label(self) -> str:
        """``Kuwat, the Dissenter (Rare, Lyra)``: the version in a judge's words."""
        what = [self.rarity.capitalize()]
        if self.faction:
            what.append(self.faction)
        return f"{self.name} ({', '.join(what)})"


@dataclass(frozen=True, slots=True)
class DeckCard:
    """A line whose version is known."""

    count: int
    line: int
    written: str
    version: Version


@dataclass(frozen=True, slots=True)
class Unknown:
    """A line naming nothing the pool knows: kept, and a violation of its own."""

    count: int
    line: int
    written: str
    why: str


@dataclass(frozen=True, slots=True)
class Question:
    """A name matching several versions: which one the player plays must be asked."""

    count: int
    line: int
    written: str
    name: str
    versions: tuple[Version, ...]


@dataclass(frozen=True, slots=True)
class ReadDeck:
    """A list read against the pool."""

    where: str
    cards: tuple[DeckCard, ...]
    unknown: tuple[Unknown, ...]
    questions: tuple[Question, ...]

    @property
    def total(self) -> int:
        return (
            sum(c.count for c in self.cards)
            + sum(u.count for u in self.unknown)
            + sum(q.count for q in self.questions)
        )


@dataclass
class CardIndex:
    """Prints, names (every language, folded) and history of a pool, in memory."""

    prints: dict[str, Version] = field(default_factory=dict)
    by_family: dict[str, list[Version]] = field(default_factory=dict)
    names: list[tuple[str, str]] = field(default_factory=list)
    """``(name, print reference)`` in every language, folded into :attr:`by_name` on the
    first name looked up (a list of references never needs it)."""
    _by_name: dict[str, list[str]] | None = None
    more_names: Callable[[], list[tuple[str, str]]] | None = None
    """Where the names in other languages come from (read once, when first needed)."""
    history: dict[str, list[HistoryEntry]] = field(default_factory=dict)
    """Print reference → its entries other than rulings, oldest first."""

    @classmethod
    def of_pool(cls, pool: CardPool) -> CardIndex:
        """Read the pool once (three queries)."""
        index = cls()
        db = pool.db
        rows = db.execute(
            "SELECT p.reference, p.rarity_code, p.faction_code, p.type_code, d.name "
            "FROM prints p LEFT JOIN definitions d ON d.key = p.definition"
        ).fetchall()
        for reference, rarity, faction, type_code, name in rows:
            index.add(
                Version(
                    reference=str(reference),
                    name=str(name or reference),
                    type_code=str(type_code or ""),
                    faction=FACTIONS.get(str(faction or "")),
                    rarity=RARITIES.get(str(rarity or ""), str(rarity or "").lower()),
                )
            )
        # the names in every language are read on the first name looked up
        index.more_names = lambda: [
            (str(name), str(reference))
            for reference, name in db.execute("SELECT reference, name FROM texts").fetchall()
        ]
        for reference, kind, date, title, question, answer, link in db.execute(
            "SELECT reference, kind, date, title, question, answer, link FROM history "
            "WHERE kind != 'RULING' ORDER BY reference, seq"
        ).fetchall():
            index.history.setdefault(str(reference), []).append(
                HistoryEntry(kind, date, title, question or "", answer or "", link or "")
            )
        return index

    def add(self, version: Version) -> None:
        self.prints[version.reference] = version
        self.by_family.setdefault(family(version.reference), []).append(version)
        self.names.append((version.name, version.reference))
        self._by_name = None

    @property
    def by_name(self) -> dict[str, list[str]]:
        """Folded name (case and accents ignored) → print references."""
        if self._by_name is None:
            if self.more_names is not None:
                self.names.extend(self.more_names())
                self.more_names = None
            folded: dict[str, str] = {}
            found: dict[str, list[str]] = {}
            for name, reference in self.names:
                key = folded.get(name)
                if key is None:  # an ASCII name folds without Unicode decomposition
                    key = " ".join(name.lower().split()) if name.isascii() else fold(name)
                    folded[name] = key
                refs = found.setdefault(key, [])
                if reference not in refs:
                    refs.append(reference)
            self._by_name = found
        return self._by_name

    def entries_of(self, references: Iterable[str]) -> list[tuple[str, HistoryEntry]]:
        """``(reference, entry)`` of the history of ``references``."""
        return [(ref, e) for ref in references for e in self.history.get(ref, ())]

    # -- reading a line ------------------------------------------------------------------
    def unique_version(self, reference: str) -> Version | None:
        """A Unique print (``…_U_123``), known by its card's other prints."""
        parts = reference.split("_")
        if "U" not in parts[-3:-1]:
            return None
        others = self.by_family.get(family(reference))
        if not others:
            return None
        faction_code = parts[3] if len(parts) > 4 else ""
        base = others[0]
        return Version(
            reference,
            base.name,
            base.type_code,
            FACTIONS.get(faction_code, base.faction),
            "unique",
        )

    def names_like(self, name: str, limit: int = 3) -> list[str]:
        """Card names close to ``name`` (a short or mistyped name), to suggest, never to
        take in its place."""
        found = process.extract(
            fold(name), list(self.by_name), scorer=fuzz.WRatio, limit=limit * 3, score_cutoff=80
        )
        names: list[str] = []
        for key, _, _ in found:
            for ref in self.by_name[key]:
                v = self.prints.get(ref)
                if v is not None and v.name not in names:
                    names.append(v.name)
        return names[:limit]

    def versions_named(self, name: str) -> list[Version]:
        """One print of each version printed under ``name`` (any language)."""
        found: dict[tuple[str, ...], Version] = {}
        for ref in sorted(self.by_name.get(fold(name), ())):
            v = self.prints.get(ref)
            if v is not None:
                found.setdefault(v.key, v)
        return list(found.values())


def _narrowed(versions: list[Version], words: tuple[str, ...]) -> list[Version]:
    """The versions the words after a name allow (``rare``, ``bravos``, ``c``)."""
    if not words:
        return versions
    rarity_words = {"c": "common", "common": "common", "r": "rare", "rare": "rare"}
    rarity_words |= {"exalted": "exalted", "e": "exalted", "unique": "unique", "u": "unique"}
    factions = {f.lower(): f for f in FACTIONS.values()}
    rarities = {rarity_words[w] for w in words if w in rarity_words}
    wanted = {factions[w] for w in words if w in factions}
    return [
        v
        for v in versions
        if (not rarities or v.rarity in rarities) and (not wanted or v.faction in wanted)
    ]


def read_lines(
    where: str,
    lines: Iterable[ListLine],
    index: CardIndex,
    allowed: set[tuple[str, ...]] | None = None,
    ask_for_rarity: bool = True,
) -> ReadDeck:
    """Find the version of each line. ``allowed``: the versions of a limited pool (a name
    matching several versions of which the pool holds one is that one). ``ask_for_rarity``:
    versions differing only in rarity are asked about (constructed, where rarity counts:
    1.1.4.e–g); in limited play only a different faction is (1.1.5.c, Remark)."""
    cards: list[DeckCard] = []
    unknown: list[Unknown] = []
    questions: list[Question] = []
    for item in lines:
        if item.is_reference:
            found = index.prints.get(item.written) or index.unique_version(item.written)
            if found is not None:
                cards.append(DeckCard(item.count, item.line, item.written, found))
            elif "_U_" in item.written:
                unknown.append(
                    Unknown(
                        item.count,
                        item.line,
                        item.written,
                        "a Unique print of a card not in the imported card data",
                    )
                )
            else:
                unknown.append(
                    Unknown(item.count, item.line, item.written, "not in the imported card data")
                )
            continue
        versions = index.versions_named(item.written)
        if not versions:
            close = index.names_like(item.written)
            maybe = f"; did they mean {' or '.join(close)}?" if close else ""
            unknown.append(
                Unknown(
                    item.count,
                    item.line,
                    item.as_written,
                    f"no card of that name in the imported card data (any language){maybe}",
                )
            )
            continue
        narrowed = _narrowed(versions, item.version_words)
        if not narrowed:
            labels = ", ".join(v.label for v in versions)
            unknown.append(
                Unknown(
                    item.count,
                    item.line,
                    item.as_written,
                    f"no such version; the card data has {labels}",
                )
            )
            continue
        if allowed is not None and len(narrowed) > 1:
            in_pool = [v for v in narrowed if v.key in allowed]
            narrowed = in_pool or narrowed
        distinct = {(v.rarity, v.faction) if ask_for_rarity else (v.faction,) for v in narrowed}
        if len(distinct) == 1:
            cards.append(DeckCard(item.count, item.line, item.as_written, narrowed[0]))
        else:
            questions.append(
                Question(item.count, item.line, item.as_written, narrowed[0].name, tuple(narrowed))
            )
    return ReadDeck(where, tuple(cards), tuple(unknown), tuple(questions))
