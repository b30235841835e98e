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

The icons' words are the engine's (``engine/why/icon_words.py``, the one vocabulary), imported
when a card text is first said in words or read from words: this module is loaded for a first
search, which loads none of the engine (issue 33); every place that shows a card's text runs
the engine already.
"""

from __future__ import annotations

import re
from functools import lru_cache

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
    not a second "[exhaust me]" (:func:`~engine.why.icon_words.icons_said`).
    Kept per text: a sandbox step words the same abilities again (a decision's options, the
    cards not offered, the Inspector), a dozen patterns' substitutions each time."""

    from engine.why.icon_words import icons_said

    # The export's empty brackets where it lost a link ("I gain 2 boosts[].") are not shown.
    return icons_said(statuses_as_words(plain_text(text).replace("[]", "")))


def words_as_icons(text: str) -> str:
    """The inverse of :func:`icons_as_words` for icons: ``"[When I enter play] Draw a
    card."`` → ``"{J} Draw a card."``. Keywords in brackets (``[Resupply]``) are kept."""

    from engine.why.icon_words import ICONS_BY_WORDS  # its words, and other words for it

    def icon(m: re.Match[str]) -> str:
        key = ICONS_BY_WORDS.get(" ".join(m.group(1).lower().split()))
        return "{" + key + "}" if key else m.group(0)

    return _WORD.sub(icon, text)
