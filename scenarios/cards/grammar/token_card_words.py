"""A set's own token named in any description: "Ember Wisp tokens you control", "for each
Beacon Pyre you control", "When an Ember Wisp token leaves play" (issue 30, branch gram39).

A token's name is a characteristic (2.2.b) its token card gives it (2.1.e). The words that
spell the name of a token card the reader knows now — the imported pool's, else the
library's (:func:`~scenarios.cards.printed.token_names.token_names`) — are one word of the
lexer, of the kind ``TOKEN_CARD`` (the name; "token(s)" may follow as its own word) or
``TOKEN_CARDS`` (the name said bare in the plural, "Ember Wisps"). No name is written here:
a set imported tomorrow brings its own.

After "create [N]" the words up to "token(s)" are already the lexer's ``TOKEN_REF``
(printed_words.py): creating is read there, from the token card too. A token card named
as a sub-type ("Robot") or a card type is left to the words it already is (2.2.1, 2.2.2).
"""

from __future__ import annotations

import re

from scenarios.cards.grammar import lexicon as lx

CARD = "\x01"
"""The mark of a token card's name said as a description's noun (kind ``TOKEN_CARD``)."""
CARDS = "\x02"
"""The mark of a token card's name said bare in the plural (kind ``TOKEN_CARDS``)."""
MARKS = (CARD, CARDS)

_NAME_WORD = re.compile(r"\[[A-Za-z_ ]+\]|[A-Za-z][A-Za-z'\-]*")
_TOKEN_WORDS = frozenset({"token", "tokens"})
_RULE_NOUNS = frozenset(
    {"character", "permanent", "spell", "card", "token", "hero", "landmark", "expedition"}
)
"""Card types and the rules' nouns (2.2.1): never read as a token's name."""

Word = tuple[str, int, int]


def _named(said: str, names: frozenset[str]) -> bool:
    """Whether ``said`` is a known token card's name read as a name here: not a sub-type's
    or a card type's word (2.2.1, 2.2.2), which the grammar reads as those."""
    return said in names and said not in lx.SUBTYPES and said.split()[-1] not in _RULE_NOUNS


_INDEXED: list[tuple[object, object, tuple[frozenset[str], frozenset[str], int]]] = []
"""The last index built: (the pool's token cards, the library's, the index) — the same
mappings give the same index (:func:`_index`)."""


def _index() -> tuple[frozenset[str], frozenset[str], int]:
    """The token card names known now, their first words (and those words + "s"), and the
    most words a name has — kept while the pool and library token cards are the same."""
    from scenarios.cards.printed.token_names import library_tokens, pool_tokens

    pool, library = pool_tokens(), library_tokens()
    if _INDEXED and _INDEXED[0][0] is pool and _INDEXED[0][1] is library:
        return _INDEXED[0][2]
    names = frozenset({*pool, *library})
    firsts = frozenset(n.split()[0] for n in names)
    index = (
        names,
        firsts | {f + "s" for f in firsts},
        max((len(n.split()) for n in names), default=0),
    )
    _INDEXED[:] = [(pool, library, index)]
    return index


def _said(words: list[Word]) -> str:
    """The words as a token card's name is looked up (token_names.token_key)."""
    return " ".join(w.strip("[]").replace("_", " ").lower() for w, _, _ in words)


def token_card_words(found: list[Word]) -> list[Word]:
    """``found`` with each run of words naming a known token card joined into one word,
    marked :data:`CARD` (singular, or before "token(s)") or :data:`CARDS` (plural)."""
    names, firsts, longest = _index()
    if not names:
        return found
    out: list[Word] = []
    low = [w.strip("[]").replace("_", " ").lower() for w, _, _ in found]
    i = 0
    while i < len(found):
        if low[i].split(" ", 1)[0] in firsts:
            for n in range(min(longest, len(found) - i), 0, -1):
                words = found[i : i + n]
                if not all(_NAME_WORD.fullmatch(w) for w, _, _ in words):
                    continue
                said = _said(words)
                after = found[i + n][0].lower() if i + n < len(found) else ""
                printed = " ".join(w for w, _, _ in words)
                if _named(said, names):
                    out.append((CARD + printed, words[0][1], words[-1][2]))
                elif said.endswith("s") and _named(said[:-1], names) and after not in _TOKEN_WORDS:
                    out.append((CARDS + printed, words[0][1], words[-1][2]))
                else:
                    continue
                i += n
                break
            else:
                out.append(found[i])
                i += 1
            continue
        out.append(found[i])
        i += 1
    return out


def kind_of(word: str) -> str | None:
    """The lexer's kind of a word this module joined; ``None`` for any other word."""
    if word.startswith(CARD):
        return "TOKEN_CARD"
    if word.startswith(CARDS):
        return "TOKEN_CARDS"
    return None


def unmarked(word: str) -> str:
    """The printed words of a joined word (or of the lexer's TOKEN_REF, marked "\\x00")."""
    return word.lstrip("\x00" + "".join(MARKS))


_COUNTS = frozenset({"a", "an", "one", "two", "three", "four", "five", "x"})
_NOT_PLACES = frozenset({"reserve", "hand", "discard", "deck", "mana"})


def put_new_tokens(found: list[Word]) -> list[Word]:
    """ "Put a [new] Ember Wisp token in target Expedition" is "Create an Ember Wisp token
    in target Expedition": to create a token is to put a new token in play (7.3.5.a). Read
    so when a count, a name and "token(s)" follow "put" and the place after "in" is one a
    token is created in (not a Reserve, a hand, a pile); "new" is left out, the printed
    words' offsets kept."""
    low = [w.lower() for w, _, _ in found]
    if "put" not in low:
        return found
    out: list[Word] = []
    i = 0
    while i < len(found):
        if (
            low[i] == "put"
            and i + 1 < len(found)
            and (low[i + 1] in _COUNTS or low[i + 1].isdigit())
        ):
            j = i + 2
            while j < min(len(found), i + 8) and low[j] not in _TOKEN_WORDS:
                j += 1
            named = [w for w in low[i + 2 : j] if w != "new"]
            place = low[j + 1 : j + 4]
            if (
                j < len(found)
                and named
                and all(_NAME_WORD.fullmatch(w) for w in named)
                and place[:1] == ["in"]
                and not _NOT_PLACES & set(place)
            ):
                word, start, end = found[i]
                out.append(("Create" if word[0].isupper() else "create", start, end))
                out.extend(w for k, w in enumerate(found[i + 1 : j], i + 1) if low[k] != "new")
                i = j
                continue
        out.append(found[i])
        i += 1
    return out
