"""The characteristics a judge types above a card's text, as a card prints them over its
abilities: the name (2.2.4) on the first line, then (optionally) a line of characteristics —
"Odile's Tinkerer / Character, Axiom, Engineer, 3/2, 2/1/1 / {J} Draw a card.".

Read so that typing a card is one text box: what the header does not say keeps the
dialog's defaults, and everything read stays editable there. A line is read as the name
only when it cannot be an ability (no icon, no full stop, no colon or dash, not a keyword,
its words capitalised as a name's) and more lines follow; a line of characteristics holds
only card types (2.2.1), factions (2.2.10.a), sub-types (2.2.2), costs "hand/reserve"
(2.2.7, 2.2.8) and statistics "forest/mountain/water" (2.2.11).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.state.enums import Faction
from scenarios.cards.card_words import SubTypeWords
from scenarios.cards.typed_abilities import is_keyword_list

KINDS = (
    ("landmark permanent", "Landmark Permanent"),
    ("expedition permanent", "Expedition Permanent"),
    ("character token", "Character token"),
    ("character", "Character"),
    ("spell", "Spell"),
    ("hero", "Hero"),
    ("token", "Character token"),
)
"""Card types as typed (lower case) → as the dialog lists them, longest first."""

_STATS = re.compile(r"\b(\d+)\s*/\s*(\d+)\s*/\s*(\d+)\b")
_COSTS = re.compile(r"\b(\d+)\s*/\s*(\d+)\b")
_SEPARATORS = re.compile(r"[\s,;·|\u2014\u2013-]+")
_FILLER = frozenset({"cost", "costs", "stats", "a", "unique"})
_ABILITY_MARKS = re.compile(r"[{}.:!?\u2014\u2013\[\]\"]")
_SUBTYPES = SubTypeWords()  # the rules' sub-types, and the card data's being read (2.2.2)
_FACTIONS = {f.value.casefold(): f.value for f in Faction}


@dataclass(frozen=True)
class Header:
    """What the lines above the abilities said (``None``/empty: not said)."""

    name: str = ""
    kind: str | None = None
    faction: str | None = None
    subtypes: tuple[str, ...] = ()
    costs: tuple[int, int] | None = None
    stats: tuple[int, int, int] | None = None
    said: tuple[str, ...] = field(default=())
    """The characteristics read, in words, for the dialog to say what it took."""


def characteristics_line(line: str) -> Header | None:
    """``line`` as a line of characteristics, or ``None`` if anything in it is not one."""
    rest = line.casefold()
    kind = faction = None
    subtypes: list[str] = []
    stats = costs = None
    m = _STATS.search(rest)
    if m:
        stats = (int(m[1]), int(m[2]), int(m[3]))
        rest = rest[: m.start()] + " " + rest[m.end() :]
    m = _COSTS.search(rest)
    if m:
        costs = (int(m[1]), int(m[2]))
        rest = rest[: m.start()] + " " + rest[m.end() :]
    for typed, shown in KINDS:
        if re.search(rf"\b{typed}\b", rest):
            kind = kind or shown
            rest = re.sub(rf"\b{typed}\b", " ", rest)
    for word in [w for w in _SEPARATORS.split(rest) if w]:
        if word in _FACTIONS and faction is None:
            faction = _FACTIONS[word]
        elif word in _SUBTYPES:
            subtypes.append(_SUBTYPES[word])
        elif word not in _FILLER:
            return None
    if kind is None and faction is None and not subtypes and stats is None and costs is None:
        return None
    said = [
        *([kind] if kind else []),
        *([faction] if faction else []),
        *subtypes,
        *([f"cost {costs[0]}/{costs[1]}"] if costs else []),
        *([f"statistics {stats[0]}/{stats[1]}/{stats[2]}"] if stats else []),
    ]
    return Header("", kind, faction, tuple(subtypes), costs, stats, tuple(said))


_SMALL_WORDS = frozenset(
    [
        "the",
        "of",
        "a",
        "an",
        "and",
        "from",
        "with",
        "in",
        "on",
        "to",
        "at",
        "for",
        "by",
        "de",
        "du",
        "la",
        "le",
        "les",
        "des",
    ]
)


_ABBREVIATION = re.compile(r"\b[A-Z][a-z]{0,2}\.(?=\s+[A-Z])")
"""A title's full stop inside a name ("Dr. Frankenstein"), not a sentence's end."""
_PARTICLE = re.compile(r"^(?:d'|l')?[A-Z]|^(?:di|da|dei|del|della|von|van|der|den|y)$")
"""A name's word: capitalised, or capitalised after an elided particle ("d'Arc"), or a
particle of a name ("Fiore dei Liberi")."""


def _could_be_name(line: str) -> bool:
    """A card's name: no mark of an ability, not a keyword, its words capitalised as a
    name is ("Kuwat, the Dissenter"; "Draw a card" is a step, not a name). A name may end
    with "!" ("Boom!", "Off You Go!"), hold a title's full stop ("Dr. Frankenstein"),
    particles ("Jeanne d'Arc", "Fiore dei Liberi") and hyphens ("Issun-bōshi")."""
    if not line or is_keyword_list(line):
        return False
    bare = _ABBREVIATION.sub("", line).removesuffix("!")
    if _ABILITY_MARKS.search(bare):
        return False
    words = re.findall(r"(?<![-\w'])[^\W\d_][\w']*", bare)  # a hyphen's second part is free
    return bool(words) and all(
        _PARTICLE.match(w) for w in words if w.casefold() not in _SMALL_WORDS
    )


def _reads_as_name(line: str) -> bool:
    """Whether the first line is the card's name. A line that reads as characteristics is
    not, unless all it says is a faction and sub-types in capitalised words with no card
    type, figure or comma: "Muna Merchant", "Muna Druid" are names."""
    if not _could_be_name(line):
        return False
    found = characteristics_line(line)
    if found is None:
        return True
    return found.kind is None and found.costs is None and found.stats is None and "," not in line


def read_header(text: str) -> tuple[Header, str]:
    """The characteristics typed above the abilities, and the text left for the reader."""
    lines = text.replace("\r", "").split("\n")
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None:
        return Header(), text
    header = Header()
    at = first
    line = lines[at].strip()
    if _reads_as_name(line) and at + 1 < len(lines):
        name = " ".join(line.split())
        header = Header(name=name, said=(f"name “{name}”",))
        at += 1
    while at < len(lines) and not lines[at].strip():
        at += 1
    found = characteristics_line(lines[at].strip()) if at < len(lines) else None
    if found is not None and at + 1 <= len(lines):
        header = Header(
            header.name,
            found.kind,
            found.faction,
            found.subtypes,
            found.costs,
            found.stats,
            (*header.said, *found.said),
        )
        at += 1
    if at == first:
        return header, text
    return header, "\n".join(lines[at:]).strip()


__all__ = ["KINDS", "Header", "characteristics_line", "read_header"]
