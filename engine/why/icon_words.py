"""The icons of printed card text in a judge's words: the one vocabulary of the app. The
engine's lines say them here; the card reader (``scenarios/cards/printed/text.py``: icons
written as words made icons again, a text read aloud) and the window's card texts
(``scenarios/pool/icons.py``, which imports this module only when a card text is shown, so a
first search loads none of the engine, issue 33) take them from here.

The official card data writes icons between braces (CR 5.0 1.1.6): ``{J}`` When I enter
play (1.1.6.e), ``{H}`` When I am played from Hand (1.1.6.f), ``{R}`` When I am played from
Reserve (1.1.6.g), ``{T}`` exhaust me (1.1.6.h), ``{D}`` discard me from Reserve (1.1.6.i),
``{I}`` the support marker (1.1.6.j), ``{V}`` ``{M}`` ``{O}`` Forest, Mountain, Water
(2.2.9), and mana amounts ``{1}``, ``{X}``. A trace line that quotes printed text or names an
icon says these words when the line is made, so no code reaches a judge (issue 31).
"""

from __future__ import annotations

import re
from typing import Final

ICON_WORDS: Final[dict[str, str]] = {
    "J": "[When I enter play]",
    "H": "[When I am played from Hand]",
    "R": "[When I am played from Reserve]",
    "T": "[exhaust me]",
    "D": "[discard me from Reserve]",
    "I": "[Support]",
    "V": "[Forest]",
    "M": "[Mountain]",
    "O": "[Water]",
}
"""Each icon's letter (upper case; the data writes ``{j}`` inside a sentence, read the same)
and its words."""

_ICON = re.compile(r"\{([A-Za-z]|\d+)\}")

SYMBOL_NAMES: Final[dict[str, str]] = {"T": "exhaust symbol", "D": "discard symbol"}
"""The names of the icons a card prints beside the words they stand for (7.3.13.b, 1.1.6.i)."""

OTHER_WORDS: Final[dict[str, str]] = {
    "when played from hand": "H",
    "when played from reserve": "R",
}
"""Other words written for an icon (lower case): the names the rules give two trigger symbols
(1.1.6.f-g: "[When played from Hand]" means "When I am played from Hand –")."""

ICONS_BY_WORDS: Final[dict[str, str]] = {
    **{words.strip("[]").lower(): letter for letter, words in ICON_WORDS.items()},
    **OTHER_WORDS,
    **{name: letter for letter, name in SYMBOL_NAMES.items()},
}
"""Each way an icon is written in words (lower case, without brackets) and its letter: its
words, the other words for it and the name of its symbol — for a text a judge types, or the
rules' text restored with words, to be read with the card data's icons."""

_ILLUSTRATED = re.compile(
    r"\b(?P<words>(?P<verb>exhaust|discard)(?:s|ed)?(?: (?:me|it|them))?) ?"
    r"(?P<open>\(?)\{(?P<icon>[TtDd])\}(?P<close>\)?)",
    re.IGNORECASE,
)


def name_illustrated_icons(text: str) -> str:
    """ "exhaust me ({T})", "then exhaust it {T}", "exhaust ({T}) target card": an icon printed
    beside the words it stands for shows the symbol, it is not a second "exhaust me" — it is
    named as the symbol, "exhaust me ([exhaust symbol])" (1.1.6.h; {D} likewise, 1.1.6.i).
    An icon alone (a cost, ``{T} : ...``) is left for :func:`in_words`."""

    def name(m: re.Match[str]) -> str:
        icon = m["icon"].upper()
        if (icon == "T") != (m["verb"].lower() == "exhaust") or bool(m["open"]) != bool(m["close"]):
            return m.group(0)
        space = m.group(0)[len(m["words"]) : m.start("open") - m.start()]
        return f"{m['words']}{space}{m['open']}[{SYMBOL_NAMES[icon]}]{m['close']}"

    return _ILLUSTRATED.sub(name, text)


def icon_said(letter: str) -> str:
    """One icon in words: ``"J"`` → ``"[When I enter play]"``."""
    return ICON_WORDS[letter.upper()]


def icons_said(text: str) -> str:
    """``text`` with each icon in words and each mana amount without braces: "{T}: I gain 2
    boosts" → "[exhaust me]: I gain 2 boosts", "pay {1}" → "pay 1"; an icon printed beside the
    words it stands for is named as the symbol ("exhaust me ([exhaust symbol])",
    :func:`name_illustrated_icons`). A letter that is not an icon is kept as written."""

    if "{t}" in text.lower() or "{d}" in text.lower():
        text = name_illustrated_icons(text)

    def word(m: re.Match[str]) -> str:
        key = m.group(1)
        if key.isdigit() or key.upper() == "X":
            return key.upper()
        return ICON_WORDS.get(key.upper(), m.group(0))

    return _ICON.sub(word, text)
