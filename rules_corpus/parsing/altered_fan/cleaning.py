"""Cleaning the export's residue out of the fan glossary's text: icons, French alt-text, glyphs.

The site's export replaced each icon image by its alt-text, so the text reads "The symbol etb
means", "hand or reserve abilities", "Forest (forest)"; some alt-texts are misspelt (``$es``,
``mouna``), French ones were left behind (``Fleeting fugace``) and the reaction separator glyph
came out as a letter (``Triggerl Effect``). :class:`Cleaner` turns each paragraph into what a
judge reads — ``[etb]``, ``[hand]``, "Trigger – Effect" as in CR 5.0 — and counts what it
removed, so that ``judge-app corpus check`` reports the residue (once per kind, at its first
line) instead of hiding it.
"""

from __future__ import annotations

import re
from typing import Final

from rules_corpus.model import ParseWarning

_FRENCH_RESIDUE_RE: Final = re.compile(r"[ \t]*\b(?:fugace|endormi|ancre)\b")
_SEPARATOR_WORD_RE: Final = re.compile(r"\b(Trigger|Hand|Reserve|Noon)l\b")
_SEPARATOR_LONE_RE: Final = re.compile(r"(?<=\w) l(?=[\s\"]|$)")
_SPACE_BEFORE_PUNCT_RE: Final = re.compile(r"(?<=\S)[ \t]+(?=[,.;)])")
_SPACES_RE: Final = re.compile(r"[ \t]{2,}")

_MAIN_ICONS: Final = ("etb", "hand", "reserve", "exhaust", "support", "forest", "mountain", "water")
_OTHER_ICONS: Final = (
    "common",
    "rare",
    "unique",
    "axiom",
    "bravos",
    "lyra",
    "muna",
    "ordis",
    "yzmir",
)
#: Icon alt-texts that are misspelt or French in the export, and the icon they stand for.
_ICON_ALIASES: Final = {
    "$es": "exhaust",
    "$cmomon": "common",
    "mountains": "mountain",
    "mouna": "muna",
    "1yzmir": "yzmir",
}
_ICON_VOCABULARY: Final = frozenset(_MAIN_ICONS + _OTHER_ICONS) | frozenset(_ICON_ALIASES)

_TRIGGER_ICON: Final = r"(?:etb|hand|reserve)"
#: Two or more trigger icons in a row: "etb, hand, and reserve", "hand or reserve".
_ICON_LIST_RE: Final = re.compile(
    rf"(?<!\[)\b{_TRIGGER_ICON}(?:(?:, (?:and |or )?| (?:and|or) ){_TRIGGER_ICON}\b)+"
)
_ICON_IN_LIST_RE: Final = re.compile(rf"\b{_TRIGGER_ICON}\b")
#: Each pattern's whole match is one icon word (possibly an alias, checked against the
#: vocabulary); the context that makes it an icon is in look-arounds.
_ICON_PATTERNS: Final = (
    re.compile(r"(?:(?<=\bsymbol )|(?<=\bsymbols ))\$?\w+"),
    re.compile(r"(?<=\bgem )\$?\w+(?= indicates)"),
    re.compile(r"(?<=\bExhausted )exhaust\b"),
    re.compile(r"(?<=\()(?:common|rare|unique)(?=\))"),
    re.compile(r"\b(?:hand|reserve|exhaust|support)(?= means\b)"),
    re.compile(r"(?m)(?:^|(?<=\"))(?:hand|reserve|exhaust|support)(?=:|\s+[A-Z])"),
    re.compile(rf"\b{_TRIGGER_ICON}(?= (?:reactions?|abilit(?:y|ys|ies)|triggers?)\b)"),
    re.compile(r"\betb\b"),
)
#: Lower-case region words are always icons (the types are capitalised); the Tumult cards
#: are written as run-together icons: "forest|mountainwater".
_REGION_RUN_RE: Final = re.compile(r"(?<![\[\w])(?:forest|mountain|water)+\b")
_REGION_WORD_RE: Final = re.compile(r"forest|mountain|water")


class Cleaner:
    """Cleans the text of one source file and counts the residue it removed."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.warnings: list[ParseWarning] = []
        self._french = 0
        self._french_line = 0
        self._separators = 0
        self._separator_line = 0

    def clean(self, text: str, line: int) -> str:
        """The readable form of ``text`` (one paragraph; ``\\n`` kept between its lines)."""
        text = self._drop_french_residue(text, line)
        text = self._render_separators(text, line)
        text = _SPACE_BEFORE_PUNCT_RE.sub("", text)
        text = _SPACES_RE.sub(" ", text)
        text = self._render_icons(text, line)
        return "\n".join(part.strip() for part in text.split("\n")).strip()

    def summary(self) -> list[ParseWarning]:
        """The per-occurrence warnings plus one summary per kind of residue."""
        found = list(self.warnings)
        if self._french:
            found.append(
                ParseWarning(
                    self.file,
                    self._french_line,
                    f"removed {self._french} French icon alt-text residue word(s) "
                    "(fugace, endormi, ancre)",
                )
            )
        if self._separators:
            found.append(
                ParseWarning(
                    self.file,
                    self._separator_line,
                    f"rendered {self._separators} reaction separator glyph(s) exported as "
                    "'l' (\"Triggerl Effect\") as '–'",
                )
            )
        return found

    def _drop_french_residue(self, text: str, line: int) -> str:
        text, count = _FRENCH_RESIDUE_RE.subn("", text)
        if count and not self._french:
            self._french_line = line
        self._french += count
        return text

    def _render_separators(self, text: str, line: int) -> str:
        text, words = _SEPARATOR_WORD_RE.subn(r"\1 –", text)
        text, lone = _SEPARATOR_LONE_RE.subn(" –", text)
        if (words or lone) and not self._separators:
            self._separator_line = line
        self._separators += words + lone
        return text

    def _render_icons(self, text: str, line: int) -> str:
        def bracket(match: re.Match[str]) -> str:
            return self._icon(match, line)

        text = _ICON_LIST_RE.sub(lambda m: _ICON_IN_LIST_RE.sub(bracket, m.group(0)), text)
        for pattern in _ICON_PATTERNS:
            text = pattern.sub(bracket, text)
        return _REGION_RUN_RE.sub(lambda m: _REGION_WORD_RE.sub(bracket, m.group(0)), text)

    def _icon(self, match: re.Match[str], line: int) -> str:
        word = match.group(0)
        text = match.string
        already = match.start() > 0 and text[match.start() - 1] == "["
        if already or word not in _ICON_VOCABULARY:
            return word
        icon = _ICON_ALIASES.get(word, word)
        if icon != word:
            self.warnings.append(
                ParseWarning(self.file, line, f"icon alt-text {word!r} rendered as [{icon}]")
            )
        return f"[{icon}]"
