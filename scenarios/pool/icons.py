"""The icons of printed card text, as the card data writes them and as a judge reads them.

The official data writes icons between braces (its README, and CR 5.0 1.1.6): ``{J}`` When I
enter play (1.1.6.e), ``{H}`` When I am played from Hand (1.1.6.f), ``{R}`` When I am played
from Reserve (1.1.6.g), ``{T}`` exhaust me (1.1.6.h), ``{D}`` discard me from Reserve
(1.1.6.i), ``{I}`` the support marker (1.1.6.j), ``{V}`` ``{M}`` ``{O}`` Forest, Mountain,
Water, and mana amounts ``{1}``, ``{X}``. A lower-case icon (``{j}``) names the icon inside a
sentence ("Activate the {j} abilities") and reads the same.

:func:`icons_as_words` is for display (``cards show``, the Cards view, the sandbox);
:func:`words_as_icons` is its inverse, for a card a judge types with words, so the printed
text reader always sees braces. ``#...#`` (the part a Rare print changed) is dropped by
:func:`plain_text`; a status in double brackets (``[[Asleep]]``) is shown as its name.
"""

from __future__ import annotations

import re
from functools import lru_cache
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

# Other ways a judge may write an icon (the rules' own restored words among them).
_ALIASES: Final[dict[str, str]] = {
    "when i enter play": "J",
    "when i am played from hand": "H",
    "when played from hand": "H",
    "when i am played from reserve": "R",
    "when played from reserve": "R",
    "exhaust me": "T",
    "discard me from reserve": "D",
    "support": "I",
    "forest": "V",
    "mountain": "M",
    "water": "O",
    "exhaust symbol": "T",
    "discard symbol": "D",
}

_ICON = re.compile(r"\{([A-Za-z]|\d+)\}")
_WORD = re.compile(r"\[([A-Za-z ]+)\]")
_STATUS = re.compile(r"\[\[\s*([^\[\]]+?)\s*\]\]")


def statuses_as_words(text: str) -> str:
    """``"gains [[Asleep]]"`` → ``"gains Asleep"``: the data writes a status in double
    brackets (2.4.1); a judge reads the status's name, as the keywords the board and the
    sheets list by name. Icons are left as they are (a tile that keeps the ``{J}`` codes)."""
    return _STATUS.sub(r"\1", text)


def plain_text(text: str) -> str:
    """``text`` without the Rare-change markers (``#...#``) and with plain spaces."""
    return text.replace("#", "").replace("\u00a0", " ").strip()


@lru_cache(maxsize=4096)
def icons_as_words(text: str) -> str:
    """``"{J} Draw a card."`` → ``"[When I enter play] Draw a card."``; mana amounts lose
    their braces (``"pay {1}"`` → ``"pay 1"``). An icon printed beside the words it stands
    for is named as the symbol: ``"exhaust me ({T})"`` → ``"exhaust me ([exhaust symbol])"``,
    not a second "[exhaust me]" (:func:`~scenarios.cards.printed.text.name_illustrated_icons`).
    Kept per text: a sandbox step words the same abilities again (a decision's options, the
    cards not offered, the Inspector), a dozen patterns' substitutions each time."""

    def word(m: re.Match[str]) -> str:
        key = m.group(1)
        if key.isdigit() or key.upper() == "X":
            return key.upper()
        return ICON_WORDS.get(key.upper(), m.group(0))

    # The export's empty brackets where it lost a link ("I gain 2 boosts[].") are not shown.
    shown = statuses_as_words(plain_text(text).replace("[]", ""))
    low = shown.lower()
    if ("{t}" in low or "{d}" in low) and ("exhaust" in low or "discard" in low):
        # only such a text can name an icon beside its words: the printed text reader's
        # package is imported for it, not with the board's code (issue 33)
        from scenarios.cards.printed.text import name_illustrated_icons

        shown = name_illustrated_icons(shown)
    return _ICON.sub(word, shown)


def words_as_icons(text: str) -> str:
    """The inverse of :func:`icons_as_words` for icons: ``"[When I enter play] Draw a
    card."`` → ``"{J} Draw a card."``. Keywords in brackets (``[Resupply]``) are kept."""

    def icon(m: re.Match[str]) -> str:
        key = _ALIASES.get(" ".join(m.group(1).lower().split()))
        return "{" + key + "}" if key else m.group(0)

    return _WORD.sub(icon, text)
