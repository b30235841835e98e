"""The words card text uses for statuses, sub-types, rarities, zones and numbers.

Statuses (2.4.1.a), the Character, Permanent and Spell sub-types (2.2.2.d, 2.2.2.e, 2.2.2.g),
rarities (2.2.5.a), the zones card text names and numbers written as words ("draw two
cards"). Like every list of the vocabulary they are closed: a name outside them is a loading
error or a text the engine does not read — save one opening: the sub-types a new set's card
DATA prints (a "Sailor" token card's ``subTypes``) are sub-types of the card type they are
printed on while that pool's texts are read (:func:`using_subtypes`; 2.2.2: a card's
sub-types are what it prints). Never guessed from text. They sit apart from
:mod:`scenarios.cards.vocabulary` (which re-exports them) so that the condition reader
(:mod:`scenarios.cards.condition_texts`) and the card loaders share them without importing
each other.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Set
from contextlib import contextmanager
from contextvars import ContextVar
from types import MappingProxyType

from engine import Status
from scenarios.yamlio import suggest

STATUSES = {s.value.lower(): s for s in Status}


def status_value(word: str) -> Status:
    """A status by name (2.4.1.a)."""
    key = word.strip().lower()
    if key not in STATUSES:
        raise ValueError(f"unknown status {word!r}{suggest(word, [s.value for s in Status])}")
    return STATUSES[key]


_CR_CHARACTER = frozenset(
    [
        "Adventurer",
        "Animal",
        "Apprentice",
        "Artist",
        "Bureaucrat",
        "Citizen",
        "Companion",
        "Deity",
        "Dragon",
        "Druid",
        "Elemental",
        "Engineer",
        "Fairy",
        "Illusion",
        "Leviathan",
        "Mage",
        "Merchant",
        "Messenger",
        "Noble",
        "Plant",
        "Robot",
        "Rogue",
        "Scholar",
        "Scientist",
        "Soldier",
        "Spirit",
        "Titan",
        "Trainer",
    ]
)
"""2.2.2.d."""
_CR_PERMANENT = frozenset({"Construction", "Gear", "Ore", "Sap", "Site"})  # 2.2.2.e
# 2.2.2.g. CR 5.0 prints "Conjunction"; the cards and the older edition say "Conjuration".
_CR_SPELL = frozenset({"Boon", "Conjunction", "Conjuration", "Disruption", "Maneuver", "Song"})


_NONE: Mapping[str, frozenset[str]] = MappingProxyType({})
_DATA_SUBTYPES: ContextVar[Mapping[str, frozenset[str]]] = ContextVar(
    "data_subtypes", default=_NONE
)
"""Card type -> the sub-types the card data being read prints beyond the rules' lists."""


@contextmanager
def using_subtypes(printed: Mapping[str, Iterable[str]]) -> Iterator[None]:
    """Read with the sub-types ``printed`` (card type -> names, as the card data prints
    them: ``{"Character": ["Sailor"]}``) as sub-types of that type (2.2.2), beside those
    already in force. Only the data's own ``subTypes`` go here, never a word of a text.

    The work is in the names given, never in those already in force: a card read inside its
    pool's sub-types (tens of thousands of invented ones) looks at its own few names, and the
    mapping in force is kept, not copied, when they add nothing (issue 34: a copy per card made
    an import quadratic in the pool's sub-types)."""
    current = _DATA_SUBTYPES.get()
    added: dict[str, frozenset[str]] = {}
    for card_type, names in printed.items():
        if card_type not in _RULES_LISTS:  # Heroes have none (2.2.2.b)
            continue
        have = current.get(card_type, frozenset())
        if names is have:  # the very names in force (a reading's own sub-types)
            continue
        new = frozenset(n for n in names if n not in have and _may_be_subtype(n))
        if new:
            added[card_type] = have | new
    if not added:
        yield
        return
    reset = _DATA_SUBTYPES.set({**current, **added})
    try:
        yield
    finally:
        _DATA_SUBTYPES.reset(reset)


_OTHER_WORDS = frozenset(
    {"character", "permanent", "spell", "hero", "token", "card", "landmark", "expedition"}
)
"""Words the card language reads as something else (2.2.1, 2.2.3, 2.1.e): never a sub-type,
whatever a file prints."""


def _may_be_subtype(name: str) -> bool:
    """A printed sub-type name the reader can take as one: one to three words (the card
    grammar's lexer reads a name of several as one word, ``grammar.printed_words``), none of them a
    card type, zone type or status word of the rules."""
    words = name.strip().lower().split()
    return (
        0 < len(words) <= 3
        and all(_ONE_WORD.fullmatch(w) for w in words)
        and not any(w in _OTHER_WORDS or w in STATUSES for w in words)
    )


_ONE_WORD = re.compile(r"[a-z]+(?:['\-][a-z]+)*")


@contextmanager
def rules_subtypes_only() -> Iterator[None]:
    """Read with the rules' lists alone (what is read here is kept for every pool: the
    library)."""
    reset = _DATA_SUBTYPES.set(_NONE)
    try:
        yield
    finally:
        _DATA_SUBTYPES.reset(reset)


def data_subtypes() -> Mapping[str, frozenset[str]]:
    """The sub-types in force beyond the rules' lists (card type -> names), to key a cache
    of readings: a text read with more sub-types is not served to a reading with fewer."""
    return _DATA_SUBTYPES.get()


def unknown_subtype(name: str, known: Iterable[str]) -> str:
    """Why ``name`` is not a sub-type, in a judge's words: the closest known one when it
    looks like a typo of it ("did you mean"), else that a set's own sub-type is known once
    a set printing it is imported (2.2.2). ``known``: the sub-types in force — the rules'
    lists and the imported cards' — so a typo of a new set's word is pointed at that word."""
    close = suggest(name, known)
    if close:
        return close
    return (
        " — neither the rules' lists (2.2.2.d, 2.2.2.e, 2.2.2.g) nor the imported cards name it;"
        " a new set's own sub-type is known once a set printing it is imported"
    )


class SubTypes(Set[str]):
    """One card type's sub-types: the rules' list (2.2.2.d/e/g) and, while a pool is read,
    those its card data prints for that type (:func:`using_subtypes`). A set like any other
    (``in``, iteration, ``|``), looked up at each use."""

    def __init__(self, card_type: str, rules: frozenset[str]) -> None:
        self.card_type = card_type
        self.rules = rules
        """The rules' list alone."""

    def _data(self) -> frozenset[str]:
        return _DATA_SUBTYPES.get().get(self.card_type, frozenset())

    def __contains__(self, name: object) -> bool:
        return name in self.rules or name in self._data()

    def __iter__(self) -> Iterator[str]:
        yield from sorted(self.rules)
        yield from sorted(self._data() - self.rules)

    def __len__(self) -> int:
        return len(self.rules | self._data())

    @classmethod
    def _from_iterable(cls, it: Iterable[str]) -> frozenset[str]:  # type: ignore[override]
        return frozenset(it)  # "A | B": the names in force now

    def __repr__(self) -> str:
        return f"SubTypes({self.card_type!r})"


CHARACTER_SUBTYPES = SubTypes("Character", _CR_CHARACTER)
"""2.2.2.d, and the Character sub-types of the card data being read."""
PERMANENT_SUBTYPES = SubTypes("Permanent", _CR_PERMANENT)
"""2.2.2.e, and the Permanent sub-types of the card data being read."""
SPELL_SUBTYPES = SubTypes("Spell", _CR_SPELL)
"""2.2.2.g, and the Spell sub-types of the card data being read."""
_RULES_LISTS = frozenset({"Character", "Permanent", "Spell"})


class SubTypeWords(Mapping[str, str]):
    """Every sub-type in force (the rules' and the card data's being read), by its lower-case
    word: ``"sailor" -> "Sailor"``. With ``plural``, by the plural word ("sailors")."""

    def __init__(self, plural: bool = False) -> None:
        self.plural = plural
        self._last: tuple[object, dict[str, str]] | None = None
        """The words of the vocabulary last looked up in (the context's own value: a
        vocabulary set anew is looked up anew)."""

    def _now(self) -> dict[str, str]:
        data = _DATA_SUBTYPES.get()
        last = self._last
        if last is not None and last[0] is data:  # the same vocabulary as the word before
            return last[1]
        names = CHARACTER_SUBTYPES | PERMANENT_SUBTYPES | SPELL_SUBTYPES
        found = {_plural(s.lower()) if self.plural else s.lower(): s for s in names}
        self._last = (data, found)
        return found

    def __getitem__(self, word: str) -> str:
        return self._now()[word]

    def __contains__(self, word: object) -> bool:
        return word in self._now()

    def __iter__(self) -> Iterator[str]:
        return iter(self._now())

    def __len__(self) -> int:
        return len(self._now())


def _plural(word: str) -> str:
    """ "sailor" -> "sailors" (the pattern reader's plural; the grammar's lexicon also reads
    "-es" and "-ies", :func:`scenarios.cards.grammar.lexicon.plural_subtype`)."""
    return word + "s"


RARITIES = ("common", "rare", "exalted", "unique")  # 2.2.5.a

ZONE_WORDS = frozenset(
    {"hand", "reserve", "discard", "deck", "mana", "landmark", "expedition", "limbo"}
)

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
"""Numbers as card text writes them ("draw two cards"); the printed-text reader uses them too."""


NO_COUNTER_NAMES = frozenset({"different", "distinct", "other", "more", "fewer", "any", "total"})
"""Words said before "counters" that name no counter (2.5.c: counters have names): "I have
two or more different counters" counts kinds of counters, which is not read."""
