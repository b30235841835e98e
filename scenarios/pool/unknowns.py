"""Values of the card data the desk does not know yet, read as far as they can be.

A set released after this version of the desk brings card types, factions, rarities,
sub-types, keywords and tokens the desk has never seen. None of them refuses a file: only
malformed data does (:mod:`scenarios.pool.official`). A **composite card type** is read from
its parts — ``TOKEN_LANDMARK_PERMANENT`` is a token (2.1.e) that is a Landmark Permanent
(2.2.3) — and a value that is not known at all is kept as printed, named in the import's
report (file and card), and, when it changes how the card plays (a card type, a keyword, a
token name), the card's abilities are left to the judge with a reason naming it.

Factions and rarities do not change how a card plays (2.2.10, 2.2.5): an unknown one is
named in the report and the card is imported without it; a sub-type the rules do not list
(2.2.2) is named in the report, and is a sub-type of the card type it is printed on while the
pool's texts are read (:func:`scenarios.cards.card_words.using_subtypes`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from scenarios.cards import vocabulary as v
from scenarios.cards.card_words import STATUSES
from scenarios.cards.printed.card import FACTIONS
from scenarios.pool.official import OfficialPrint, SourceFile
from scenarios.yamlio import display_path

KNOWN_TYPES = frozenset({"Character", "Spell", "Permanent", "Hero", "Mana Orb"})
"""The card types the engine plays (2.2.1.a; a Mana Orb only as the data's ``TOKEN_MANA``)."""

NO_FACTION = frozenset({"NE", ""})
"""The data's code for a card of no faction (Mana Convergence, neutral tokens)."""

KNOWN_RARITIES = frozenset({"COMMON", "RARE", "EXALTED", "UNIQUE"})
"""2.2.5.a; the data also prints ``RARE`` for the first set's Exalted-less Rares."""

_BASE_TYPES = {"CHARACTER": "Character", "SPELL": "Spell", "HERO": "Hero"}
_ZONES = {"LANDMARK": "Landmark", "EXPEDITION": "Expedition"}
_TYPE_PARTS = frozenset({*_BASE_TYPES, *_ZONES, "PERMANENT", "TOKEN", "MANA"})


@dataclass(frozen=True, slots=True)
class TypeReading:
    """A card type code in the rules' words: type, zone type, token; ``unknown`` is the
    printed type when the code is not one the desk can read (the card is then played by
    hand)."""

    type: str
    zone_type: str | None
    token: bool
    unknown: str = ""


def read_type(
    code: str, printed_name: str, has_statistics: bool, subtype_codes: tuple[str, ...]
) -> TypeReading:
    """``(type, zone type, token)`` of a card type code, read from its parts (2.2.1, 2.2.3,
    2.1.e): ``LANDMARK_PERMANENT``, ``TOKEN_LANDMARK_PERMANENT``, ``TOKEN_CHARACTER`` …
    A code with a part the desk does not know is ``unknown`` (kept with its printed name)."""
    parts = [p for p in code.upper().split("_") if p]
    token = "TOKEN" in parts
    rest = [p for p in parts if p != "TOKEN"]
    unknown = TypeReading(_printed_type(code, printed_name), None, token, code)
    if not parts or any(p not in _TYPE_PARTS for p in parts):
        return unknown
    if rest == ["MANA"]:
        return TypeReading("Mana Orb", None, False)  # Mana Convergence, used as a Mana Orb
    if not rest:  # a bare TOKEN: a Character when it has statistics (7.3.5.a)
        if has_statistics:
            return TypeReading("Character", None, True)
        return TypeReading("Permanent", "Landmark", True)
    zones = [_ZONES[p] for p in rest if p in _ZONES]
    bases = [_BASE_TYPES[p] for p in rest if p in _BASE_TYPES]
    permanent = "PERMANENT" in rest
    if len(zones) > 1 or len(bases) > 1 or (bases and (zones or permanent)) or "MANA" in rest:
        return unknown
    if bases:
        return TypeReading(bases[0], None, token)
    if zones:  # LANDMARK_PERMANENT, EXPEDITION_PERMANENT, a bare LANDMARK
        return TypeReading("Permanent", zones[0], token)
    # the first set's PERMANENT carries its zone type as a sub-type (2.2.3)
    zone = "Expedition" if "EXPEDITION" in subtype_codes else "Landmark"
    return TypeReading("Permanent", zone, token)


def _printed_type(code: str, printed_name: str) -> str:
    name = " ".join(printed_name.split())
    return name or " ".join(w.capitalize() for w in code.split("_") if w) or "?"


# ----------------------------------------------------------------------------- in the text
_BRACKETED = re.compile(r"(?<!\[)\[([^\[\]]+)\](?!\])")
_STATUS = re.compile(r"\[\[([^\[\]]+)\]\]")
_PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9_]*$")
_WITH_STATISTICS = re.compile(r"\d+/\d+/\d+\s*$")
_NUMBERED = re.compile(r"^(?P<word>[A-Za-z' ]+?)\s+(?P<n>\d+|X)$")


def text_unknowns(text: str, token_names: frozenset[str]) -> list[tuple[str, str]]:
    """``(kind, value)`` for each bracketed word of an English printed text the desk does
    not know: a keyword (``[Resupply]``: 7.4, or a keyword action, 7.3), a status
    (``[[Fleeting]]``: 2.4) or a token printed by name only (``[MANA_MOTH]``), looked up in
    ``token_names`` (lower case, words separated by spaces)."""
    # A Rare's change marks ("[Tough #2#]") are not words: the reader drops them too.
    text = text.replace("\u00a0", " ").replace("#", "")
    found: list[tuple[str, str]] = []
    for m in _STATUS.finditer(text):
        word = " ".join(m.group(1).split())
        if word.lower() not in STATUSES:
            found.append(("status", word))
    for m in _BRACKETED.finditer(text):
        inner = " ".join(m.group(1).split())
        if not inner or _WITH_STATISTICS.search(inner) or (inner.isupper() and len(inner) <= 2):
            continue  # "[Ordis Recruit 1/1/1]" (7.3.5.b); "[BB]": the boost icon's mark
        as_name = inner.replace("_", " ").lower()
        if as_name in token_names:
            continue  # "[MANA_MOTH]", "[Brassbug]": a token printed by name
        numbered = _NUMBERED.match(inner)
        if _known_keyword(numbered["word"] if numbered else inner):
            continue
        if _PLACEHOLDER.match(inner):
            found.append(("token", inner.replace("_", " ").title()))
        else:
            found.append(("keyword", inner))
    return found


def _known_keyword(word: str) -> bool:
    key = " ".join(word.lower().split())
    keywords = {k.lower() for k in v.KEYWORD_ABILITIES}
    actions = {a.replace("_", " ") for a in v.KEYWORD_ACTION_NAMES}
    # "Resupplies", "Exhausted Resupplies": the verb as the sentence conjugates it
    stems = {key, key.removesuffix("s"), re.sub(r"ies$", "y", key)}
    return bool(stems & (keywords | actions)) or key in STATUSES


# ----------------------------------------------------------------------------- a print
@dataclass(frozen=True, slots=True)
class Unknown:
    """One value of one print the desk does not know, in a judge's words."""

    reference: str
    name: str
    kind: str
    """``card type``, ``faction``, ``rarity``, ``sub-type``, ``keyword``, ``status``,
    ``token``."""
    value: str
    consequence: str
    known_on: str = ""
    """For a sub-type the rules list for other card types only: those types ("Characters"),
    and ``printed_on`` the type of the card printing it."""
    printed_on: str = ""
    read_by: str = ""
    """For a set's own keyword the import READS (2.2.12.c): where its reminder is printed
    ("printed with [Updraft] on Altimeter Drone") — said as read, not as unknown (ie40)."""
    numbers: str = ""
    """A numbered set keyword said once: its numbers as printed ("Tether 1, Tether 2")."""

    def words(self) -> str:
        """``the card type “Battlefield” is not one the desk knows — imported, and what it
        does is resolved by hand (2.2.1.a)``; a sub-type the rules list for another card
        type: ``the sub-type “Plant” is one the rules list for Characters (2.2.2), not yet
        seen on a Permanent — …``."""
        if self.known_on:
            return (
                f"the {self.kind} “{self.value}” is one the rules list for {self.known_on} "
                f"(2.2.2), not yet seen on {_an(self.printed_on)} — {self.consequence}"
            )
        if self.read_by:
            printed = f" (printed as {self.numbers})" if self.numbers else ""
            reminders = "reminders" if self.numbers else "reminder"
            return (
                f"the {self.kind} “{self.value}”{printed} is the set's own, read by the"
                f" {reminders} {self.read_by} ({SET_KEYWORD_READ})"
            )
        return f"the {self.kind} “{self.value}” is not one the desk knows — {self.consequence}"


def _an(noun: str) -> str:
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


CONSEQUENCES = {
    "card type": "imported, and what it does is resolved by hand (2.2.1.a)",
    "faction": "imported without a faction (2.2.10.a)",
    "rarity": "imported without a rarity (2.2.5.a)",
    "sub-type": "imported with it; this pool's texts naming it are read with it (2.2.2)",
    "keyword": "imported; the ability is resolved by hand (7.4)",
    "status": "imported; the ability is resolved by hand (2.4)",
    "token": "imported; creating it is resolved by hand (7.3.5.b)",
}


def _rules_lists() -> dict[str, frozenset[str]]:
    """The rules' lists of sub-types by card type (2.2.2.d, e, g), their plural as said."""
    return {
        "Characters": v.CHARACTER_SUBTYPES.rules,
        "Permanents": v.PERMANENT_SUBTYPES.rules,
        "Spells": v.SPELL_SUBTYPES.rules,
    }


def subtype_known(card_type: str, name: str) -> bool:
    """Whether the rules list ``name`` as a sub-type of ``card_type`` (2.2.2) — their lists
    alone, not the card data's being read."""
    return name in _rules_lists().get(card_type + "s", frozenset())


def subtype_listed_for(name: str) -> list[str]:
    """The card types ("Characters") whose rules list names ``name`` (2.2.2.d, e, g). An
    object may have any sub-types (2.2.2.c) and "a [sub-type]" names any object in play
    that has it (2.2.2.n): a sub-type listed for one type is the same sub-type on another."""
    return [kind for kind, names in _rules_lists().items() if name in names]


def type_known(code: str) -> bool:
    """Whether a card type code is read (from its parts) without an unknown part."""
    return not read_type(code, "", False, ()).unknown


def faction_known(code: str) -> bool:
    return code in FACTIONS or code in NO_FACTION


def rarity_known(code: str) -> bool:
    return code in KNOWN_RARITIES or code == ""


def set_keyword_consequence(value: str, defined: Mapping[str, str]) -> str:
    """What an import does with the keyword ``value`` ("Excavate 2") that the pool defines by
    a reminder printed with it somewhere (``defined``: lower-case name -> definition, 2.2.12.c):
    read by that reminder on every print naming it — its number the reminder's X — not
    resolved by hand; "" when the pool does not define it (gram100). The print named is one
    that prints the keyword with THIS number beside its reminder, else the defining print
    with its own number (the definition said with this one); and what is said is true: a
    definition that does not read with this number is said not read, and why (ie39)."""
    from scenarios.cards.grammar.set_lexicon import using_keywords
    from scenarios.cards.printed.keyword_numbers import unread_with_number

    numbered = _NUMBERED.match(value)
    word = numbered["word"] if numbered else value
    n = numbered["n"] if numbered and numbered["n"] != "X" else ""
    name = " ".join(word.lower().split())
    definition = defined.get(name)
    if definition is None:
        return ""
    shown = f"[{' '.join(word.split())}"
    origin = getattr(definition, "origin", "")
    own = getattr(definition, "number", "")
    bearer = getattr(definition, "numbers", {}).get(n, "")
    if bearer:
        where = f"printed with {shown}{' ' + n if n else ''}] on {bearer}"
    elif origin:
        said = f", said with {n}" if n and n != own else ""
        where = f"printed with {shown}{' ' + own if own else ''}] on {origin}{said}"
    else:
        where = "printed with it"
    with using_keywords(defined):
        unread = unread_with_number(name, definition, n)
    if unread:
        return (
            f"the set's own keyword, defined by the reminder {where} (2.2.12.c), is not read"
            f" there: {unread} — the ability is resolved by hand (7.4)"
        )
    return f"the set's own keyword: read by the reminder {where} ({SET_KEYWORD_READ})"


SET_KEYWORD_READ = "2.2.12.c; reminder text has no existence rules-wise — check the set's own rules"
"""What an import adds of every set keyword it reads by its reminder."""
_READ_BY = re.compile(r"^the set's own keyword: read by the reminder (?P<where>.+) \(2\.2\.12\.c;")


def print_unknowns(
    p: OfficialPrint, token_names: frozenset[str], defined: Mapping[str, str] | None = None
) -> list[Unknown]:
    """The values of print ``p`` the desk does not know (its text is looked at in English
    only: the reader reads English); a keyword the pool defines by a reminder (``defined``)
    said as read by it."""
    found: list[Unknown] = []

    def add(kind: str, value: str) -> None:
        said = set_keyword_consequence(value, defined or {}) if kind == "keyword" else ""
        read = _READ_BY.match(said)
        found.append(
            Unknown(
                p.reference,
                p.name,
                kind,
                value,
                said or CONSEQUENCES[kind],
                read_by=read["where"] if read else "",
            )
        )

    has_stats = any(x is not None for x in (p.forest, p.mountain, p.water))
    typed = read_type(p.type_code, p.type_name, has_stats, p.subtype_codes)
    if typed.unknown:
        add("card type", typed.type)
    if not faction_known(p.faction_code):
        add("faction", p.faction_name or p.faction_code)
    if not rarity_known(p.rarity_code):
        add("rarity", p.rarity_name or p.rarity_code)
    if p.language == "EN" and not typed.unknown:
        for code, name in zip(p.subtype_codes, p.subtype_names, strict=False):
            if code in ("LANDMARK", "EXPEDITION") or subtype_known(typed.type, name):
                continue
            u = Unknown(p.reference, p.name, "sub-type", name, CONSEQUENCES["sub-type"])
            listed = subtype_listed_for(name)
            if listed:  # the rules know it, on another card type (2.2.2.c)
                u = replace(u, known_on=" and ".join(listed), printed_on=typed.type)
            found.append(u)
    if p.language == "EN":
        for kind, value in text_unknowns(f"{p.main_text}  {p.support_text}", token_names):
            add(kind, value)
    return found


MOST_VALUES = 20
"""Unknown values an import report says one by one; the rest are counted (issue 34)."""


def report_unknowns(
    sources: Iterable[SourceFile],
    token_names: frozenset[str],
    shown: int = 3,
    most: int = MOST_VALUES,
    defined: Mapping[str, str] | None = None,
) -> tuple[list[str], int]:
    """One line per unknown value of the imported files, in a judge's words, with the
    cards that have it (file, place in the file, name, reference; the first ``shown``,
    then how many more) — each print once, in the first file that has it. At most ``most``
    values are said one by one; the rest are counted by kind in one last line, so a file
    with thousands of invented values gives a report a judge can read (issue 34). Returns
    the lines and how many values there are. A keyword the pool defines by a reminder
    (``defined``, 2.2.12.c) is said as read by it, not resolved by hand."""
    seen: set[tuple[str, str, str]] = set()
    found: dict[tuple[str, str], tuple[Unknown, list[str]]] = {}
    for source in sources:
        where = display_path(source.path)
        for p in source.prints:
            for u in print_unknowns(p, token_names, defined):
                if (u.reference, u.kind, u.value) in seen:
                    continue
                seen.add((u.reference, u.kind, u.value))
                _, cards = found.setdefault((u.kind, u.value), (u, []))
                cards.append(f"{where}, card {p.index}, {u.name} ({u.reference})")
    lines: list[str] = []
    values = numbers_together(list(found.values()))
    for u, cards in values[:most]:
        more = len(cards) - shown
        listed = "; ".join(cards[:shown]) + (f"; and {more} more" if more > 0 else "")
        count = f"{len(cards)} cards: " if len(cards) > 1 else ""
        lines.append(f"{u.words()} — {count}{listed}")
    rest = Counter(u.kind for u, _ in values[most:])
    if rest:
        kinds = ", ".join(
            f"{n:,} {kind}{'' if n == 1 else 'es' if kind.endswith('s') else 's'}"
            for kind, n in sorted(rest.items())
        )
        lines.append(f"and {sum(rest.values()):,} more values the desk does not know ({kinds})")
    return lines, len(values)


def numbers_together(
    values: list[tuple[Unknown, list[str]]],
) -> list[tuple[Unknown, list[str]]]:
    """A numbered set keyword the import reads ("Tether 1", "Tether 2") said once, with its
    numbers and where each number's reminder is printed, its cards together (each print
    once) — one keyword with a number, 2.2.12.c (ie40); every other value as it was."""
    out: list[tuple[Unknown, list[str]]] = []
    grouped: dict[str, int] = {}
    numbers: dict[str, list[tuple[str, str]]] = {}
    for u, cards in values:
        numbered = _NUMBERED.match(u.value) if u.kind == "keyword" and u.read_by else None
        if numbered is None:
            out.append((u, cards))
            continue
        word = " ".join(numbered["word"].split())
        numbers.setdefault(word, []).append((numbered["n"], u.read_by))
        if word not in grouped:
            grouped[word] = len(out)
            out.append((u, list(cards)))
        else:
            out[grouped[word]][1].extend(c for c in cards if c not in out[grouped[word]][1])
    for word, at in grouped.items():
        said = numbers[word]
        if len(said) < 2:
            continue
        u, cards = out[at]
        shown = ", ".join(f"{word} {n}" for n, _ in sorted(said, key=_number_order))
        where = "; ".join(dict.fromkeys(w for _, w in sorted(said, key=_number_order)))
        out[at] = (replace(u, value=word, read_by=where, numbers=shown), cards)
    return out


def _number_order(said: tuple[str, str]) -> tuple[int, str]:
    return (int(said[0]) if said[0].isdigit() else 10**6, said[0])
