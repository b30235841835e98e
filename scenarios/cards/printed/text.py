"""Printed text as the grammar reads it: abilities split, reminder text dropped, symbols
and brackets made plain.

The official text writes icons in braces (``{J}`` When I enter play, ``{H}``, ``{R}``,
``{T}`` exhaust me, ``{D}`` discard me from Reserve, ``{I}`` the support marker, ``{V}``/
``{M}``/``{O}`` Forest/Mountain/Water, ``{1}`` one mana), keyword actions and abilities in
single brackets (``[Resupply]``), statuses in double brackets (``[[Fleeting]]``), token
names with their statistics in brackets (``[Ordis Recruit 1/1/1]``), reminder text in
parentheses (not rules text, so ignored), the part a Rare version changes between ``#``
signs (just text) and abilities separated by two spaces. A modal effect's ● lines are
separate "abilities" in that layout; they belong to the line that announces them.
"""

from __future__ import annotations

import re

from engine.why.icon_words import ICON_WORDS, ICONS_BY_WORDS, SYMBOL_NAMES, name_illustrated_icons
from scenarios.cards.printed.reminded_keywords import read_by_reminder

_SPACES = re.compile(r"[\u00a0\u202f\u2009\t]")
_ABILITY_BREAK = re.compile(r" {2,}|\n+")
_REMINDER = re.compile(r"\s*\([^()]*\)")
_DASH = re.compile(r"\s*[\u2014\u2013]\s*|\s+-\s+")
_STATUS = re.compile(r"\[\[([A-Za-z ]+(?: \d+)?)\]\]")  # "[[Asleep]]", "[[Tough 1]]"
_KEYWORD = re.compile(r"\[([A-Za-z' ]+(?: \d+)?)\]")
_EMPTY_BRACKETS = re.compile(r"\[\s*\]")
_BOOST_ICON = re.compile(r"(?<=boost)(s?)\[[A-Z]*\]")  # "1 boost[BB]": the boost icon's mark
_ICON = re.compile(r"\{([A-Za-z])\}")
# 7.3.5.b: "create a [name] [x/y/z] [sub-types] token": the rules' own examples (2.2.4.f,
# 7.3.5.b, 6.3.j) print the name and statistics without the card data's brackets —
# "Create an Ordis Recruit 1/1/1 Soldier token in my Expedition". The name is the
# capitalised words between the number and the statistics; it gets its brackets back.
_PLAIN_TOKEN = re.compile(
    r"\b(?P<verb>[Cc]reates?) (?P<n>an?|one|two|three|four|five|six|\d+) "
    r"(?P<name>[A-Z][\w'\u2019.-]*(?: (?:[A-Z&][\w'\u2019.-]*|of|the))*) "
    r"(?P<stats>\d+/\d+/\d+)(?=(?: [A-Z][a-z]+)* tokens?\b)"
)
# The mana icon written as a bare number, as the CR 5.0 export prints it ("You may pay 1 and
# put a card ...", 6.1.d; "can't cost less than 2", 5.1.2.f; "costs 1 less", 2.2.15.c): in a
# mana amount's place — after "pay", before "more"/"less", after "less than" or "a minimum
# of" — the number is the mana icon the card data writes ``{1}``.
_BARE_MANA = re.compile(
    r"\b(?P<before>pay|costs? less than|down to a minimum of) (?P<n>\d+)"
    r"(?=[.,;:]| (?:and|to|or|more|less)\b|$)"
    r"|\b(?P<cost>costs?|for) (?P<m>\d+) (?P<dir>more|less)\b"
)


# The icons as the CR 5.0 text writes them (its export replaced them by stray glyphs) or as
# the app's rules view restores them ("[When I enter play]", rules_corpus/parsing/icons.py):
# a judge who copies an Example's text ("→ Each player sacrifices a Character", 6.5.h; "☞ I
# lose Fleeting", 7.3.1.e) writes the icon the card data spells ``{J}``. The glyphs' meanings
# are the CR's own: 7.5.1.a names the three self-move triggers "→, 🖐, 🗨" (also printed
# "➡, 🖐, 🚫", 6.3.c, and "→, 👉, 🗑️", 7.4.4.d); The Council's "→, ✎, and ☞ triggers"
# (7.3.1.e) are its {J}, {H} and {R}; Alice's support "☒: After You" (7.3.2.b) is {D}.
# Typographic quotes, as the rules' Examples print card text ("can’t", "owner’s", “...”),
# are the card data's straight ones.
_TYPOGRAPHIC = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u25cf": "\u2022"}
)  # "\u25cf" (●): the CR's mark of a mode (6.5.g), the cards' bullet
_ICON_GLYPHS = {
    "\u2192": "J",  # →
    "\u27a1": "J",  # ➡
    "\U0001f590": "H",  # 🖐
    "\u270e": "H",  # ✎
    "\U0001f449": "H",  # 👉
    "\U0001f5e8": "R",  # 🗨
    "\U0001f6ab": "R",  # 🚫
    "\u261e": "R",  # ☞
    "\U0001f5d1": "R",  # 🗑
    "\u2612": "D",  # ☒
}
_GLYPH = re.compile("(" + "|".join(map(re.escape, _ICON_GLYPHS)) + ")\ufe0f?")
_ICON_NAMES = {
    f"[{words}]": letter
    for words, letter in ICONS_BY_WORDS.items()
    if letter in "JHRTD" and words not in SYMBOL_NAMES.values()
}
"""The trigger and cost icons written as bracketed words (engine/why/icon_words.py), as the
rules' view restores them (1.1.6.e-i); a terrain's or the support marker's word in brackets
is left as written."""
_ICON_NAME = re.compile("|".join(map(re.escape, _ICON_NAMES)), re.IGNORECASE)


def _restore_icons(text: str) -> str:
    """The icons written as glyphs or bracketed words, as the card data's ``{J}``."""
    text = _GLYPH.sub(lambda m: "{" + _ICON_GLYPHS[m.group(1)] + "}", text)
    return _ICON_NAME.sub(lambda m: "{" + _ICON_NAMES[m.group(0).lower()] + "}", text)


def _mana_icon(m: re.Match[str]) -> str:
    if m["before"]:
        return f"{m['before']} {{{m['n']}}}"
    return f"{m['cost']} {{{m['m']}}} {m['dir']}"


BULLET = "\u2022"
# A keyword ability (7.4) or a Spell's Fleeting (2.4.7.b) opening the text, written as its
# own sentence on the line of the next ability ("Fleeting. Put target Character ...",
# "Gigantic. {J} I gain 1 boost."): it is an ability of its own (the card data puts two
# spaces after it).
_LEADING_KEYWORD = re.compile(
    r"^((?:\[\[|\[)?(?:Fleeting|Cooldown|Defender|Eternal|Gigantic|Seasoned|Scout \d+|Tough \d+)"
    r"(?:\]\]|\])?\.(?: \([^()]*\))?)\s+(?=\S)"
)
# Flavor text, as the 2.2.12.d Example prints it on a line of its own between abilities
# ("“All right, lad, show me what you’ve learned.”"): a quotation alone is not rules text.
_FLAVOR = re.compile(r'^[\u201c"][^\u201c\u201d"]*[\u201d"]$')
_IF_YOU_DONT = re.compile(r"^#?if you (?:don't|do not)\b", re.IGNORECASE)


def split_abilities(text: str) -> list[str]:
    """The printed abilities of ``text``, as printed (reminders kept), in order.

    Parts separated by two spaces are abilities, except ● lines, which join the ability
    announcing them (6.5.g), and "If you don't, [X]", which answers the "you may" of the
    ability before it (6.5.e) and cannot stand alone."""
    text = _SPACES.sub(" ", text or "").replace("\r", "")
    parts = [p.strip() for p in _ABILITY_BREAK.split(text) if p.strip()]
    parts = [q for p in parts if not _FLAVOR.match(p) for q in _keyword_first(p)]
    out: list[str] = []
    for part in parts:
        if part.startswith(BULLET) and out:
            out[-1] = f"{out[-1]}  {part}"
        elif _IF_YOU_DONT.match(part) and out:
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out


def _keyword_first(part: str) -> list[str]:
    """``part`` with the keyword abilities opening it as abilities of their own."""
    out: list[str] = []
    while m := _LEADING_KEYWORD.match(part):
        out.append(m.group(1))
        part = part[m.end() :]
    return [*out, part]


_LIMIT_KEPT = re.compile(
    r"\b(?:once|twice) (?:per|each|a|every) (?:day|turn)\b|\bmax(?:imum)?\b\.? ?\d"
    # gg: a parenthesis that is only a cap of X or of a spelled number, "(max. X)", is kept
    r"|\(max(?:imum)?\.?(?: of)? (?:x|one|two|three|four|five|six|seven|eight|nine|ten)\)"
    r"|\(up to [^()]*\)",
    re.IGNORECASE,
)
"""A parenthesis saying how often the ability is used ("(Use this only once per Day.)", gy:
"(Once per turn.)") or
a count's cap ("I gain 1 Ember counter (max. 3)", 6.5.i; gram53; "Draw a card for each
Character you control (up to 3)", gram63) is kept: it limits the ability (5.1.2.g, 6.3.l),
it does not remind of a rule — dropped, the ability would run without its limit (precision;
a cap the grammar does not read is then refused with the ability)."""


def without_reminders(text: str) -> str:
    """``text`` without its reminder text: every balanced ``(...)``, nested ones
    included, with the spaces before it; an unmatched parenthesis stays. One pass over
    the text (a stack of open parentheses), so deeply nested input costs no more than
    flat input — removing one layer per pass was quadratic."""
    if "(" not in text:
        return text
    opened: list[int] = []
    cut: list[tuple[int, int]] = []  # (start, end) of each outermost group, in order
    for at, char in enumerate(text):
        if char == "(":
            opened.append(at)
        elif char == ")" and opened:
            start = opened.pop()
            while start and text[start - 1].isspace():
                start -= 1
            while cut and cut[-1][0] >= start:  # groups inside this one
                cut.pop()
            cut.append((start, at + 1))
    cut = [(a, b) for a, b in cut if not _LIMIT_KEPT.search(text, a, b)]  # no reminder (gram40)
    if not cut:
        return text
    kept: list[str] = []
    last = 0
    for start, end in cut:
        kept.append(text[last:start])
        last = end
    kept.append(text[last:])
    return "".join(kept)


def clean(ability: str) -> str:
    """One ability in the grammar's form: no Rare marks or reminder text, brackets made
    plain (token templates keep theirs), one kind of dash, single spaces, icons upper-case."""
    text = without_reminders(read_by_reminder(_SPACES.sub(" ", ability).replace("#", "")))
    text = text.translate(_TYPOGRAPHIC)
    text = _EMPTY_BRACKETS.sub("", text)
    text = _restore_icons(text)
    text = _BARE_MANA.sub(_mana_icon, text)
    text = _PLAIN_TOKEN.sub(r"\g<verb> \g<n> [\g<name> \g<stats>]", text)
    text = _BOOST_ICON.sub(r"\1", text)
    text = _STATUS.sub(r"\1", text)
    text = _KEYWORD.sub(r"\1", text)
    text = _DASH.sub(" \u2014 ", text)
    text = _ICON.sub(lambda m: "{" + m.group(1).upper() + "}", text)
    text = re.sub(r"\s+([.,:])", r"\1", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text


def in_words(text: str) -> str:
    """The text with its icons as words, for a judge reading it aloud; an icon beside the
    words it stands for is named as the symbol (:func:`name_illustrated_icons`), and a
    status in double brackets (``[[Asleep]]``, 2.4.1.a) by its name. The icons' words are the
    engine's (engine/why/icon_words.py); a mana amount keeps its braces."""

    def word(m: re.Match[str]) -> str:
        return ICON_WORDS.get(m.group(1).upper(), m.group(0))

    return _ICON.sub(word, name_illustrated_icons(_STATUS.sub(r"\1", text)))
