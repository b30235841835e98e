"""The card icons the Altered rules' text lost, shown as the words the rules give them.

The CR 5.0 text was exported from a PDF whose trigger icons did not survive: each became a
stray glyph, and not always the same one — the "When played from Hand" icon is 🖐 in 6.3.c and
7.5.1, ✎ in 7.3.1.e and 👉 in 7.4.4.d and 7.4.5.c (the seeds' README lists them). Most of these
glyphs are emoji, which the desktop fonts lack: the judge saw empty boxes ("→, □ and □
abilities are self-move Reactions").

We show the words, not the glyphs, even where a font could draw them: an emoji font would draw
a hand, a no-entry sign or a speech bubble — pictures that are not the card's icons and that a
judge would have to guess at, while the rules name each icon in words (CR 5.0, 1.1.6.e–g, k).
Reading the three glyphs of 6.3.c, 7.5.1, 7.3.1.e and 7.4.4.d in the order the rules list the
three self-move triggers gives each glyph its icon: → (or ➡) is "When I enter play" (its
examples, 2.2.8 and 6.5, are Reactions of cards entering play), 🖐 ✎ 👉 are "When played from
Hand" (Scout's "👉 Send me to Reserve", 7.4.5.c, is a Hand trigger), 🚫 🗨 🗑 ☞ are "When played
from Reserve" (Hua Mulan's "☞ I lose Fleeting", 7.3.1.e, when played from Reserve), ⓧ is the
mana cost X (7.4.5.c: "pay ⓧ (X mana)"). The words are those of 1.1.6, in brackets as the app
writes every icon (:func:`scenarios.pool.icons.icons_as_words`). Marks that stand for no rule
word — 🌀 and 🏠 around card names in 2.4.1.g's Remark, ☹ after a name in 7.3.2.b — are
dropped. ♣ ▲ ♠ are drawn by every font and the rules say what they mean (2.2.11.b): kept.

The arrow is an icon only in Altered's documents: The Heroes' Journey writes a real arrow
("followed by a → symbol"), so only the emoji, which no rules text uses as text, are replaced
everywhere.
"""

from __future__ import annotations

import re
from typing import Final

ENTER_PLAY: Final = "[When I enter play]"  # 1.1.6.e
FROM_HAND: Final = "[When played from Hand]"  # 1.1.6.f
FROM_RESERVE: Final = "[When played from Reserve]"  # 1.1.6.g

# Glyphs that are never text in a rules document (emoji and the circled x), anywhere.
GLYPH_WORDS: Final[dict[str, str]] = {
    "🖐": FROM_HAND,
    "👉": FROM_HAND,
    "🚫": FROM_RESERVE,
    "🗨": FROM_RESERVE,
    "🗑": FROM_RESERVE,
    "ⓧ": "X",  # 1.1.6.k: a number (here X) in a circle in a cost
    "🌀": "",
    "🏠": "",
}
# Glyphs that are icons only in the Altered documents (elsewhere a real arrow or mark).
ALTERED_GLYPH_WORDS: Final[dict[str, str]] = {
    "→": ENTER_PLAY,
    "➡": ENTER_PLAY,
    "✎": FROM_HAND,
    "☞": FROM_RESERVE,
    "☹": "",
}
ALTERED_GAME: Final = "Altered TCG"

_VARIATION = "\ufe0f"  # the emoji presentation selector after 🗑
# one character class: most texts have none of the glyphs, and say so in microseconds
_ANY_GLYPH = re.compile("[" + "".join(map(re.escape, {**GLYPH_WORDS, **ALTERED_GLYPH_WORDS})) + "]")
_EVERYWHERE = re.compile(r" ?(?:" + "|".join(map(re.escape, GLYPH_WORDS)) + r")\ufe0f?")
_ALTERED = re.compile(
    r" ?(?:" + "|".join(map(re.escape, {**GLYPH_WORDS, **ALTERED_GLYPH_WORDS})) + r")\ufe0f?"
)


def icon_words(text: str, game: str | None = None) -> str:
    """``text`` with the lost icons as words: ``"→, 🖐 and 🚫 abilities"`` →
    ``"[When I enter play], [When played from Hand] and [When played from Reserve]
    abilities"``. ``game`` is the document's game: the arrow, ✎, ☞ and ☹ are icons only in
    Altered's (``None``: only the glyphs that are never text are replaced). Safe on HTML: the
    glyphs are never part of markup."""
    if not text or _ANY_GLYPH.search(text) is None:
        return text
    pattern = _ALTERED if game == ALTERED_GAME else _EVERYWHERE
    table = {**GLYPH_WORDS, **ALTERED_GLYPH_WORDS}

    def word(match: re.Match[str]) -> str:
        found = match.group(0)
        space = " " if found.startswith(" ") else ""
        glyph = found.strip(" " + _VARIATION)
        said = table[glyph]
        return f"{space}{said}" if said else ""

    return pattern.sub(word, text)


def has_lost_icons(text: str) -> bool:
    """Whether ``text`` still holds a glyph :func:`icon_words` would replace."""
    return bool(_ALTERED.search(text))
