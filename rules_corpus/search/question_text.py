"""The words of a question naming cards, as the search reads them (issue 32): the clause
that asks (:func:`main_clause`) and what it asks about (:func:`asked_text`), names nobody
recognised (:func:`unknown_names`), the question with each card's name written as its type
(:func:`typed_text`) or as :data:`NAMED` (:func:`named_text`), and whether a unit is filed
under a section (:func:`under`). Plain text work, no rules: :mod:`.interaction` reads the
forms and the rules they invoke.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rules_corpus.search.mentions import CardMention, split_named

# A card's name in a question as the forms of :mod:`.interaction` read it
NAMED = "namedcard"

# The clause a question asks (:func:`main_clause`): it opens with a question word or an
# auxiliary (after an "and", "but", ...); what follows a subordinating word in it ("if", a
# "when" that does not ask) is a condition.
_CLAUSES = re.compile(r"[,:;?!]|\s[-–—]\s")
_ASKING = re.compile(
    r"(?:(?:and|but|so|or|then)\s+)?(?P<asks>does|do|did|can|could|is|are|was|were|will"
    r"|would|should|must|who|what|which|where|when|how|why|whose)\b"
)
_SUBORDINATE = re.compile(
    r"\b(?:if|when|whenever|while|after|before|because|unless|since|once|then)\b"
    r"(?!\s+(?:is|are|was|does|do|did|can|will|would|should)\b)"
)


def asking_clause(question: str) -> str:
    """The last of ``question``'s clauses (cut at punctuation and dashes) that opens with a
    question word or an auxiliary, whole ("can I play it before the others"); empty when none
    opens so."""
    chosen = ""
    for part in _CLAUSES.split(question):
        part = part.strip()
        opening = _ASKING.match(part.lower())
        if opening:
            chosen = part[opening.start("asks") :]
    return chosen


def main_clause(question: str) -> str:
    """The clause ``question`` asks: :func:`asking_clause` up to a subordinating word in it —
    "Boom! with NAMED - is it still a sacrifice if it goes to mana instead?" asks "is it
    still a sacrifice"; a "when" that asks ("when is it checked?") is no subordinating word.
    No clause opens so: empty (a statement, "NAMED during the Tiebreaker")."""
    chosen = asking_clause(question)
    cut = _SUBORDINATE.search(chosen.lower(), 1)
    return (chosen[: cut.start()] if cut else chosen).strip()


# A sentence's end in a question: a full stop, a question or an exclamation mark and a space.
_QUESTION_SENTENCES = re.compile(r"(?<=[.?!])\s+")


def last_main_clause(question: str, otherwise: Callable[[str], str] | None = None) -> str:
    """The clause that asks (:func:`main_clause`) of ``question``'s last sentence that has
    one — "their deck is empty, do I still get Anchored? It has 2 cards." asks "do I still get
    Anchored". With ``otherwise``, a sentence with no asking clause gives ``otherwise(sentence)``
    when that is not empty. Empty when no sentence gives a clause."""
    clause = ""
    for sentence in _QUESTION_SENTENCES.split(question):
        clause = main_clause(sentence) or (otherwise(sentence) if otherwise else "") or clause
    return clause


# A sentence's end: a full stop and a space (a rule number's dots have none after them).
_SENTENCES = re.compile(r"(?<=\.)\s+")


def asked_text(question: str) -> str:
    """What ``question``'s asking clause asks about: :func:`main_clause` without the question
    word or auxiliary that opens it — "NAMED makes them cost 2 - can I pick the order?" asks
    about "I pick the order", not the narrated "makes them cost 2"; "what happens if …" asks
    about "happens". No asking clause (a statement): empty."""
    clause = ""
    for sentence in _SENTENCES.split(question):  # "… has Tough 1. Is the spell forced …?"
        clause = main_clause(sentence) or clause
    opening = _ASKING.match(clause.lower())
    while opening:  # "where does it end up": both open the clause
        clause = clause[opening.end() :].strip()
        opening = _ASKING.match(clause.lower())
    return clause


# Capitalised words in a row: a name, when the rules do not know one of them (a sentence's
# first word the rules know is no name).
_CAPITALISED = re.compile(r"\b[A-Z][\w'’-]*(?:\s+(?:&\s+)?[A-Z][\w'’-]*)*")


def unknown_names(question: str, known: Callable[[str], bool]) -> list[CardMention]:
    """The names in ``question`` of cards nobody recognised (no card data imported): runs of
    capitalised words of which some word the rules never use ("If I play
    Kuwat while my opponent controls Haven, …"). They carry no words: what the question's
    form asks is all they tell."""
    found: list[CardMention] = []
    for match in _CAPITALISED.finditer(question.strip()):
        words = re.findall(r"[\w'’]+", match.group())
        if words and not all(known(w) for w in words):
            found.append(CardMention(match.group(), match.start(), match.end()))
    return found


def under(unit_id: str, sections: frozenset[str]) -> bool:
    """Whether the unit ``unit_id`` (a rule, section, Remark or Example id) is one of the
    ``sections`` or filed under one."""
    at = unit_id
    while at:
        if at in sections:
            return True
        if "." not in at:
            return False
        at = at.rsplit(".", 1)[0]
    return False


def typed_text(question: str, cards: Sequence[CardMention]) -> str:
    """``question`` with each card's name written as its type, as the rules name a card they
    do not name ("Kuwat, the Dissenter" → "a Character"; a card of no known type → "a card"):
    what the question asks of any such cards, with no name for the encoder to match an
    Example by."""
    pieces = split_named(question, cards)
    kinds = {(c.start, c.end): c.kind for c in cards}
    out: list[str] = []
    at = 0
    for piece, named in pieces:
        if named:
            kind = kinds.get((at, at + len(piece)), "") or "card"
            # "my opponent's Brassbug", "on a Mana Moth token": the type without an article.
            determined = _DETERMINED.search("".join(out))
            out.append(kind if determined else _with_article(kind))
        else:
            out.append(piece)
        at += len(piece)
    return " ".join("".join(out).split())


# A name after a determiner or a possessive takes its type with no article of its own.
_DETERMINED = re.compile(
    r"(?:\b(?:a|an|the|my|your|his|her|their|its|our|this|that|each|every|another)|['’]s?)\s*$",
    re.IGNORECASE,
)


def _with_article(kind: str) -> str:
    return f"{'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind}"


def named_text(question: str, cards: Sequence[CardMention]) -> str:
    """``question`` with each card's name written :data:`NAMED` (what :func:`forms` reads)."""
    pieces = split_named(question, cards)
    return " ".join(" ".join(NAMED if named else p for p, named in pieces).split())
