"""Tokens printed by name only: "Create a [MANA_MOTH] Illusion token in my Expedition".

Most cards print a token with its statistics ("[Mana Moth 2/2/2] Illusion", 7.3.5.b); some
name it only — the card data's placeholder ``[MANA_MOTH]`` or the plain name. The token is
then the one its **token card** defines (2.1.e: a token's characteristics are those of its
token card): its name, type, statistics, sub-types and abilities. No token is written here:
the token cards are those of the imported card data (the pool's ``TOKEN`` prints, given to
the reader with :func:`using_tokens` while it reads), else the library's tokens
(``scenarios/library/basics.yaml``, ``token: true``) — so a set's new token is read the day
its token card is imported.

A printed sub-type must be the token card's, else the clause is not understood; a token
card the engine cannot create (not a Character, 7.3.5.a) or whose abilities the engine
does not execute leaves the clause to the judge, with the reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any

from scenarios.cards.card_words import rules_subtypes_only, using_subtypes
from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word, read_clause


@dataclass(frozen=True)
class TokenCard:
    """A token card as the reader uses it: characteristics, and its abilities as the card
    language's dicts (``abilities``) or, when one is not executed, why (``unread``)."""

    name: str
    type: str = "Character"
    zone_type: str | None = None
    subtypes: tuple[str, ...] = ()
    forest: int = 0
    mountain: int = 0
    water: int = 0
    abilities: tuple[Any, ...] = field(default=(), hash=False)
    keywords: tuple[str, ...] = ()
    unread: tuple[str, ...] = ()
    """The printed abilities the engine does not execute, with their reason."""
    unread_texts: tuple[str, ...] = ()
    """Those abilities as printed, when known (an imported token card's): a token created
    from the card then has them resolved by hand (:func:`token_card_parts`); when not
    known, creating the token is left to the judge (:func:`unread_blocks`)."""


def token_key(name: str) -> str:
    """A token card's name as looked up: lower case, "_" as a space (``MANA_MOTH``)."""
    return " ".join(name.replace("_", " ").lower().split())


_POOL_TOKENS: ContextVar[Mapping[str, TokenCard] | None] = ContextVar("pool_tokens", default=None)


@contextmanager
def using_tokens(tokens: Mapping[str, TokenCard]) -> Iterator[None]:
    """Read with ``tokens`` (by :func:`token_key`) as the token cards, before the library's;
    the sub-types their token cards print are sub-types of their card type meanwhile (2.2.2:
    "each Sailor you control" reads when a Sailor token card is in the pool)."""
    printed: dict[str, set[str]] = {}
    for token in tokens.values():
        printed.setdefault(token.type, set()).update(token.subtypes)
    reset = _POOL_TOKENS.set(tokens)
    try:
        with using_subtypes(printed):
            yield
    finally:
        _POOL_TOKENS.reset(reset)


_LOADING: list[bool] = []


@cache
def library_tokens() -> Mapping[str, TokenCard]:
    """The library's token cards (``token: true``), by :func:`token_key`. Only the set files
    that have one are loaded (the tokens live in ``basics.yaml``; the rules' examples are
    not parsed for them)."""
    from scenarios import LIBRARY_DIR
    from scenarios.cards.library import load_set  # it imports the reader
    from scenarios.errors import LoadError

    if _LOADING:  # a library card read from its text while the library loads: no tokens yet
        return {}
    found: dict[str, TokenCard] = {}
    _LOADING.append(True)
    try:
        cards = []
        with rules_subtypes_only():  # kept for every pool: read with the rules' lists alone
            for path in sorted(LIBRARY_DIR.glob("*.yaml")):
                try:
                    if "token: true" not in path.read_text(encoding="utf-8"):
                        continue
                except (OSError, UnicodeDecodeError):
                    continue  # unreadable or not text: reported when the library loads
                try:
                    cards.extend(load_set(path))
                except LoadError:
                    continue  # a broken library file is reported when the library loads
    finally:
        _LOADING.clear()
    for card in cards:
        if card.model.token and card.model.type == "Character":
            found.setdefault(token_key(card.name), token_card_of(card.model, card.gaps))
    return found


def token_card_of(model: Any, gaps: Iterable[Any] = ()) -> TokenCard:
    """The token card a card file's model (a ``CardModel`` with ``token: true``) defines;
    ``gaps``: its compilation's gaps (what the engine does not execute)."""
    return TokenCard(
        name=model.name,
        type=model.type,
        zone_type=model.zone_type,
        subtypes=tuple(model.subtypes),
        forest=model.forest or 0,
        mountain=model.mountain or 0,
        water=model.water or 0,
        abilities=tuple(a.model_dump(mode="json", exclude_defaults=True) for a in model.abilities),
        keywords=tuple(model.keywords),
        unread=tuple(f"“{g.where}”: {g.reason}" for g in gaps),
    )


def token_card(name: str) -> TokenCard | None:
    """The token card named ``name``: the imported one, else the library's."""
    key = token_key(name)
    pool = _POOL_TOKENS.get()
    if pool is not None and key in pool:
        return pool[key]
    return library_tokens().get(key)


def printed_token_card(name: str, stats: str) -> TokenCard | None:
    """The token card of a token printed with its statistics ("[Stoneguard 2/2/2] Soldier",
    7.3.5.b): one of that name and those statistics, a Character (2.1.e — its keywords and
    abilities are the token's, as when it is named alone); ``None`` when there is none, and
    the printed template is all the token has."""
    token = token_card(name)
    if token is None or token.type != "Character":
        return None
    return token if f"{token.forest}/{token.mountain}/{token.water}" == stats else None


def token_card_parts(token: TokenCard) -> Step:
    """What a created token takes from its token card beyond its template: its abilities
    (2.2.12.f) and keyword abilities (7.4) — the step's ``token_abilities`` and
    ``token_keywords``."""
    parts: Step = {}
    if token.abilities:
        parts["token_abilities"] = list(token.abilities)
    if token.keywords:
        parts["token_keywords"] = list(token.keywords)
    if token.unread_texts:  # 2.1.e: the token has them too, left to the judge
        parts["token_by_hand"] = list(token.unread_texts)
    return parts


def unread_blocks(token: TokenCard | None) -> str:
    """Why creating ``token`` is left to the judge because of its token card's unread
    abilities: only when their printed texts are not known (a library token card); an
    imported token card's unread abilities go with the token, by hand (``token_by_hand``).
    Empty when it does not block."""
    if token is None or not token.unread or token.unread_texts:
        return ""
    return f"the {token.name} token's {token.unread[0]}"


def pool_tokens() -> Mapping[str, TokenCard]:
    """The imported token cards the reader reads with now (:func:`using_tokens`); empty when
    none: a reading keeps them, to be compiled with them (``Reading.tokens``)."""
    return _POOL_TOKENS.get() or _NO_TOKENS


_NO_TOKENS: Mapping[str, TokenCard] = MappingProxyType({})
"""No imported token cards: one mapping, so what is kept per pool (the lexer's index of
names, grammar/token_card_words.py) is kept while none is imported."""


def token_names() -> frozenset[str]:
    """Every token card name the reader knows now (by :func:`token_key`)."""
    return frozenset({*(_POOL_TOKENS.get() or {}), *library_tokens()})


_N = r"create (?P<n>an?|one|two|three|four|five|six|\d+) "
_REST = r"(?P<tokens>tokens?) in (?P<exp>.+)"


@clause(_N + r"\[(?P<name>[a-z_ ]+)\](?: (?P<subtype>[a-z]+))? " + _REST)
def _create_placeholder(m: re.Match[str], c: str) -> Step:
    # "[MANA_MOTH]": the card data's placeholder, kept in brackets by the text cleaner.
    return _named(m["name"], m["subtype"], m, c)


@clause(_N + r"(?P<words>[a-z][a-z' ]*?) " + _REST)
def _create_named(m: re.Match[str], c: str) -> Step:
    # "[BRASSBUG] Robot", "[Mana Moth]": a bracketed name the cleaner made plain text. The
    # longest start of the words that names a token card is the name; a word after it is
    # the printed sub-type.
    words = m["words"].split()
    for cut in range(len(words), 0, -1):
        rest = words[cut:]
        if len(rest) <= 1 and token_card(" ".join(words[:cut])) is not None:
            return _named(" ".join(words[:cut]), rest[0] if rest else None, m, c)
    if words[0] in ("token", "copy", "new") or len(words) > 4:
        raise NotUnderstood(c)
    raise NotUnderstood(c, f"no token card named '{m['words'].title()}' is imported (2.1.e)")


_LANDMARKS = r"(?: in your landmarks)?"


@clause(_N + r"\[(?P<name>[a-z_ ]+)\](?: (?P<subtype>[a-z]+))? (?P<tokens>tokens?)" + _LANDMARKS)
def _create_placeholder_no_place(m: re.Match[str], c: str) -> Step:
    # "Create a [SANCTUARY] token.": no Expedition — a Landmark Permanent token (2.2.3.e).
    return _named(m["name"], m["subtype"], m, c)


@clause(_N + r"(?P<words>[a-z][a-z' ]*?) (?P<tokens>tokens?)" + _LANDMARKS)
def _create_named_no_place(m: re.Match[str], c: str) -> Step:
    words = m["words"].split()
    for cut in range(len(words), 0, -1):
        rest = words[cut:]
        if len(rest) <= 1 and token_card(" ".join(words[:cut])) is not None:
            return _named(" ".join(words[:cut]), rest[0] if rest else None, m, c)
    raise NotUnderstood(c)


def _landmark(token: TokenCard, printed_subtype: str | None, m: re.Match[str], c: str) -> Step:
    """ "Create a [name] token" whose token card is a Landmark Permanent: it is created in
    its creator's Landmarks (2.2.1.d, 2.2.3.e) — said "in your Landmarks" or not at all;
    its name, sub-types and abilities its token card's (2.2.b)."""
    place = m.groupdict().get("exp")
    if place is not None and place.strip() != "your landmarks":
        raise NotUnderstood(
            c,
            f"a {token.name} token is a Landmark Permanent: it joins your Landmarks (2.2.3.e), "
            f"not {place} (7.3.5.a)",
        )
    subtypes = [s.lower() for s in token.subtypes]
    if printed_subtype is not None and printed_subtype not in subtypes:
        what = " ".join(token.subtypes) or "of no sub-type"
        raise NotUnderstood(c, f"a {token.name} token is {what}, not a {printed_subtype}")
    if unread_blocks(token):
        raise NotUnderstood(c, unread_blocks(token))
    step: Step = {
        "action": "create",
        "token": token.name,
        "token_type": "Landmark Permanent",
        "amount": number_word(m["n"], c),
        "subject": "your_landmarks",
    }
    if token.subtypes:
        step["token_subtypes"] = list(token.subtypes)
    return {**step, **token_card_parts(token)}  # 2.2.12.f, 7.4: its token card's


def _named(name: str, printed_subtype: str | None, m: re.Match[str], c: str) -> Step:
    token = token_card(name)
    if token is None:
        raise NotUnderstood(
            c,
            f"the token '{name.replace('_', ' ').title()}' is printed without its statistics "
            "and no token card of that name is imported (2.1.e)",
        )
    if token.type == "Permanent" and token.zone_type == "Landmark":
        return _landmark(token, printed_subtype, m, c)
    if m.groupdict().get("exp") is None:
        raise NotUnderstood(c, f"the Expedition a {token.name} token is created in is not said")
    if token.type != "Character":
        kind = f"{token.zone_type} {token.type}" if token.zone_type else token.type
        raise NotUnderstood(
            c,
            f"a {token.name} token is a {kind}; the engine creates token Characters only (7.3.5.a)",
        )
    subtypes = " ".join(s.lower() for s in token.subtypes)
    if printed_subtype is not None and printed_subtype not in subtypes.split():
        article = "an" if subtypes[:1] in tuple("aeiou") else "a"
        what = " ".join(s for s in token.subtypes) or "of no sub-type"
        raise NotUnderstood(c, f"a {token.name} token is {article} {what}, not a {printed_subtype}")
    if unread_blocks(token):
        raise NotUnderstood(c, unread_blocks(token))
    stats = f"{token.forest}/{token.mountain}/{token.water}"
    step = read_clause(
        f"create {m['n']} [{token.name} {stats}] {subtypes} {m['tokens']} in {m['exp']}".replace(
            "  ", " "
        )
    )
    if step.get("action") == "create":
        step = {**step, **token_card_parts(token)}  # 2.2.12.f, 7.4: its token card's
    return step


def by_hand_token_notes(*parts: Any) -> list[str]:
    """What a card's reading says of the tokens it creates whose token card has abilities
    the engine does not execute (``token_by_hand``): the token is created with what is
    read of it, and each of those abilities is resolved by hand (2.1.e)."""
    notes: list[str] = []

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            for text in value.get("token_by_hand") or ():
                name = re.sub(r" \d+/\d+/\d+.*$", "", str(value.get("token", ""))) or "created"
                note = f"the {name} token's ability “{text}” is resolved by hand (2.1.e)"
                if note not in notes:
                    notes.append(note)
            for inner in value.values():
                walk(inner)
        elif isinstance(value, list | tuple):
            for inner in value:
                walk(inner)

    walk(list(parts))
    return notes
