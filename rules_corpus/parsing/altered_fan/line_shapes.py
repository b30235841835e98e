"""The shapes a line of the fan glossary's export can take, and the order of its numbers.

The export is plain text without markup: what a line is — page chrome, a numbered heading
(``2.1 Objects``), a rule (``2.1.a …``), a Remark or Example, a step (``1. …``) or bullet
(``- …``), a glossary headword, or a line the export wrapped — is known only from its shape.
These patterns and predicates are shared by the line reader (:mod:`.reader`), the glossary
bodies (:mod:`.glossary`) and the reports of lost text (:mod:`.damage`). Rule and section ids
sort by their numbers (``2.10`` after ``2.9``), never as text.
"""

from __future__ import annotations

import re
from typing import Final

RULE_RE: Final = re.compile(r"^(?P<id>\d+(?:\.\d+)+\.[a-z])(?:\s+(?P<text>.*))?$")
SECTION_RE: Final = re.compile(r"^(?P<id>\d+(?:\.\d+)+)\s+(?P<title>\S.*)$")
NOTE_RE: Final = re.compile(r"^(?P<open>\+\+)?\s*(?P<label>Remark|Example)\b[.:]?\s*(?P<body>.*)$")
STEP_RE: Final = re.compile(r"^\d+\.\s+\S")
BULLET_RE: Final = re.compile(r"^[-•]\s+(?P<text>\S.*)$")
_CHROME_RE: Final = re.compile(
    r"^(?:Français English Italiano|Altered Glossary|Loaded JSON file\s*:.*"
    r"|Number of entries\s*:.*|View content sources|Content Sources|×)$"
)
PREAMBLE_ID: Final = "0.0.0"
TERMINAL_PUNCT: Final = (".", ":", ";", ",", "!", "?", '"', "”")
#: Longest glossary headword is "Clarification of the phases of a day" (36 characters); the
#: longest body sub-heading between blank lines is 45 ("Setting up an Altered multiplayer …").
MAX_HEADWORD_CHARS: Final = 40
MAX_SUBHEADING_CHARS: Final = 60


def join_wrapped(head: str, tail: str) -> str:
    """Join a line the export wrapped: no space before closing punctuation."""
    if not head:
        return tail
    if tail[:1] in {",", ".", ";", ":", ")", "]"}:
        return head + tail
    return f"{head} {tail}"


def is_heading_like(text: str, limit: int) -> bool:
    """A short line without closing punctuation that starts with a capital or a digit and
    is not a label with its value ("Structure: Best of one")."""
    return (
        0 < len(text) <= limit
        and (text[0].isupper() or text[0].isdigit())
        and not text.endswith(TERMINAL_PUNCT)
        and ": " not in text
    )


def is_blank(line: str) -> bool:
    """Blank lines and page chrome both only separate paragraphs."""
    return not line or bool(_CHROME_RE.match(line))


def rule_key(rule_id: str) -> tuple[tuple[int, ...], str]:
    """The sort key of a rule id: ``2.10.a`` after ``2.9.b``."""
    head, _, letter = rule_id.rpartition(".")
    return section_key(head), letter


def section_key(section_id: str) -> tuple[int, ...]:
    """The sort key of a section id: its numbers, so ``2.10`` comes after ``2.9``."""
    return tuple(int(part) for part in section_id.split("."))


def parent_id(section_id: str) -> str | None:
    """The id of the section holding ``section_id`` (``2.1`` for ``2.1.3``); None at the top."""
    return section_id.rpartition(".")[0] or None
