"""The words of a card's text as the grammar reads them: split as printed (icons, token names
in brackets, words, punctuation, a statistic's change), then each name of several words
joined into one word — a token named after "create" (7.3.5.b), a sub-type of several words
(2.2.2), a set's keyword action of several words (set_lexicon.py) — so that the lexer
(lexer.py) gives one token per word and the grammar never sees a name's words apart.
"""

from __future__ import annotations

import re

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar import token_card_words as tcw
from scenarios.cards.grammar.lookahead import MORE_WORDS
from scenarios.cards.grammar.rewordings import reworded
from scenarios.cards.grammar.set_lexicon import keyword_ability, keyword_action, set_keywords
from scenarios.cards.grammar.where_apart import where_apart

_WORDS = re.compile(
    r"[+\-]\d+/[+\-]\d+/[+\-]\d+|"  # "+1/+0/-1": a change of the three statistics (2.2.11)
    r"[+\-]\d+(?=\s*\{[VvMmOo]\})|"  # "+1 {V}": a change of one statistic (2.2.11.b)
    r"[+\-]\d+(?=\s*(?:[Ff]orest|[Mm]ountain|[Ww]ater)\b)|"  # ie: "+1 forest", by its name
    r"\{[^}]*\}|\[[^\]]*\]|[Xx]\+\d+|\d\+|[A-Za-z0-9]+(?:['\-][A-Za-z0-9]+)*|[,.:;\u2022\u2014]"
    r"|(?<=\s)/(?=\s)"  # a slash between words separates results ("On a 4+, X / On a 1-3, Y")
)


def _normal(text: str) -> str:
    """Typographic marks as the grammar's, offsets kept: a status or keyword in the card
    data's double brackets ("are [[Tough 2]]", 2.4, 7.4) is its words — the brackets only
    mark it (scenarios/cards/printed/text.py makes them plain before the grammar too)."""
    text = text.replace("\u2019", "'").replace("\u2013", "\u2014")
    return text.replace("[[", "  ").replace("]]", "  ")


def words(text: str) -> list[str]:
    """The words of ``text`` as printed (icons, token names in brackets, words,
    punctuation)."""
    return [
        tcw.unmarked(w.removeprefix(TOKEN_REF_MARK))
        for w, _, _ in tcw.token_card_words(_token_refs(tcw.put_new_tokens(spans(text))))
    ]


def spans(text: str) -> list[tuple[str, int, int]]:
    """The words of ``text`` with their character offsets."""
    return [(m.group(), m.start(), m.end()) for m in _WORDS.finditer(_normal(text))]


TOKEN_REF_MARK = "\x00"
"""The mark of a token named without its statistics (:func:`_token_refs`)."""
_NAME_WORD = re.compile(r"\[[A-Za-z_ ]+\]|[A-Za-z][A-Za-z'\-]*")
_CREATED = frozenset({"a", "an", "one", "two", "three", "four", "five", "x"})
_TYPE_WORDS = frozenset({"character", "permanent", "landmark permanent", "expedition permanent"})
"""Card types said before "token" (2.2.1, 2.2.3): what kind of token, never its name."""


def _token_refs(found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """ "Create a [SIGNAL_FIRE] token", "Create two Signal Fire tokens": a token named
    without its statistics (7.3.5.b; its token card says them, 2.1.e) — the words between
    "create [N]" and "token(s)" are one word of the kind TOKEN_REF (the name, and perhaps a
    sub-type after it, told apart when the token card is looked up)."""
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(found):
        out.append(found[i])
        counted = i + 1 < len(found) and (
            found[i + 1][0].lower() in _CREATED or found[i + 1][0].isdigit()
        )
        creating = found[i][0].lower() == "create" or _players_create(found, i)
        if not creating or not counted:
            i += 1
            continue
        out.append(found[i + 1])
        j = i + 2
        if j < len(found) and found[j][0].lower() in MORE_WORDS:
            out.append(found[j])  # "create 1 more [name] token": the amount's word (6.5.i)
            i, j = i + 1, j + 1
        while j < min(len(found), i + 8) and found[j][0].lower() not in ("token", "tokens"):
            j += 1
        name = found[i + 2 : j]
        named = bool(name) and all(_NAME_WORD.fullmatch(w) for w, _, _ in name)
        # "you create a Character token": a card type, not a token's name (2.2.1)
        named = named and " ".join(w for w, _, _ in name).lower() not in _TYPE_WORDS
        # "you create one or more tokens": a count (7.3.5.a), not a token's name
        named = named and name[0][0].lower() != "or"
        if j < len(found) and named and found[j][0].lower() in ("token", "tokens"):
            out.append((TOKEN_REF_MARK + " ".join(w for w, _, _ in name), name[0][1], name[-1][2]))
            i = j
        else:
            i += 2
    return out


def _players_create(found: list[tuple[str, int, int]], i: int) -> bool:
    """Whether the "creates" at ``i`` is the step of the players a clause's subject names —
    "Target opponent creates a Bureaucrat token in their Hero Expedition", "Each player
    creates …" (1.4.7.b, 7.5.6.b; doers.py) — not a trigger's or a condition's event ("When an
    opponent creates a Gearling token", read by the event rules), whose subject starts no
    clause."""
    from scenarios.cards.grammar.doers import starts_doers_clause

    if found[i][0].lower() != "creates":
        return False
    low = [w.lower() for w, _, _ in found[: i + 1]]
    return any(starts_doers_clause(low, d, i) for d in range(max(0, i - 6), i))


def _subtype_phrases(found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A sub-type of several words the data prints ("Sea Serpent", 2.2.2) is one word of the
    kind SUBTYPE (or SUBTYPES, its plural "Sea Serpents"; "non-Sea Serpent" is none): its
    words are joined as printed, with its first word's start and its last word's end."""
    if not any(" " in s for s in lx.SUBTYPES):
        return found
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(found):
        for n in (3, 2):
            words = found[i : i + n]
            said = " ".join(w for w, _, _ in words).lower()
            if len(words) == n and (said in lx.SUBTYPES or lx.plural_subtype(said)):
                out.append((" ".join(w for w, _, _ in words), words[0][1], words[-1][2]))
                i += n
                break
        else:
            out.append(found[i])
            i += 1
    return out


def _set_action_phrases(found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """A set's keyword action of several words ("[Stoke the Flames]", set_lexicon.py) is
    one word of the kind SET_ACTION: its words joined as printed (gram54)."""
    names = [
        n.split()
        for n in set_keywords()
        if " " in n and (keyword_action(n) is not None or keyword_ability(n) is not None)
    ]
    if not names:
        return found
    low = [w.lower() for w, _, _ in found]
    out: list[tuple[str, int, int]] = []
    i = 0
    while i < len(found):
        name = next((n for n in names if low[i : i + len(n)] == n), None)
        if name is None:
            out.append(found[i])
            i += 1
            continue
        words = found[i : i + len(name)]
        out.append((" ".join(w for w, _, _ in words), words[0][1], words[-1][2]))
        i += len(name)
    return out


def grammar_words(text: str) -> list[tuple[str, int, int]]:
    """The words of ``text`` as the lexer reads them, with their character offsets: a name of
    several words one word (see above), a rewording said as the grammar's (rewordings.py), a
    "where" apart (where_apart.py)."""
    # a set's own token named in a description (token_card_words.py, 2.2.b, 2.1.e)
    return where_apart(
        reworded(
            _set_action_phrases(
                _subtype_phrases(tcw.token_card_words(_token_refs(tcw.put_new_tokens(spans(text)))))
            )
        )
    )
