"""Tokens printed by name only: "Create a [MANA_MOTH] Illusion token in my Expedition".

Most cards print a token with its statistics ("[Mana Moth 2/2/2] Illusion", 7.3.5.b); a few
prints name it only, as the card data's placeholder ``[MANA_MOTH]``. The token is then the
one the official token cards define (2.1.e: a token's characteristics are those of its
token card) — its name, statistics and sub-type, listed in :data:`TOKEN_CARDS`. The printed
sub-type must be the token card's, else the clause is not understood; a token name not in
the list (a set's new token) is not understood either, so it is left to the judge.
"""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, read_clause

TOKEN_CARDS: dict[str, tuple[str, str, str]] = {
    "ordis recruit": ("Ordis Recruit", "1/1/1", "soldier"),
    "brassbug": ("Brassbug", "2/2/2", "robot"),
    "mana moth": ("Mana Moth", "2/2/2", "illusion"),
    "dragon shade": ("Dragon Shade", "5/5/5", "illusion"),
    "booda": ("Booda", "2/2/2", "companion"),
    "maw": ("Maw", "0/0/0", "companion"),
}
"""The official token cards (the card data's ``TOKEN`` cards of CORE, ALIZE and BISE): name,
statistics (Forest/Mountain/Water) and sub-type."""


_N = r"create (?P<n>an?|one|two|three|four|five|six|\d+) "
_REST = r"(?: (?P<subtype>[a-z]+))? (?P<tokens>tokens?) in (?P<exp>.+)"
_NAMES = "|".join(sorted(TOKEN_CARDS, key=len, reverse=True))


@clause(_N + r"\[(?P<name>[a-z_ ]+)\]" + _REST)
def _create_placeholder(m: re.Match[str], c: str) -> Step:
    # "[MANA_MOTH]": the card data's placeholder, kept in brackets by the text cleaner.
    return _named(m, c)


@clause(_N + r"(?P<name>" + _NAMES + r")" + _REST)
def _create_named(m: re.Match[str], c: str) -> Step:
    # "[BRASSBUG]", "[Mana Moth]": a bracketed name the cleaner made plain text.
    return _named(m, c)


def _named(m: re.Match[str], c: str) -> Step:
    key = " ".join(m["name"].replace("_", " ").split())
    if key not in TOKEN_CARDS:
        raise NotUnderstood(c, f"the token '{m['name']}' is printed without its statistics")
    name, stats, subtype = TOKEN_CARDS[key]
    if m["subtype"] not in (None, subtype):
        article = "an" if subtype[0] in "aeiou" else "a"
        raise NotUnderstood(
            c, f"a {name} token is {article} {subtype.capitalize()}, not a {m['subtype']}"
        )
    return read_clause(f"create {m['n']} [{name} {stats}] {subtype} {m['tokens']} in {m['exp']}")
