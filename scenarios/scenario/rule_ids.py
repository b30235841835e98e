"""Whether a rule id a scenario names (``rules``, ``background``, ``cites``,
``does_not_cite``) is a rule or section of the Comprehensive Rules 5.0.

A misspelt id would otherwise pass silently — ``does_not_cite: [7.4.7.z]`` always holds — or
fail as if the engine cited the wrong rule. The ids are read once from the bundled rules
source (``rules_corpus/sources``) by a line scan, much faster than parsing the document.
"""

from __future__ import annotations

import re
from functools import cache

from rules_corpus.model import SourceError
from rules_corpus.parsing.altered_cr5 import _TYPO_FIXED, _TYPO_ID
from rules_corpus.sources import SOURCES_DIR, read_source

_SOURCE = "altered_cr_5_0.md"
# A rule or section number at the start of a line: "7.4.7.c ...", "## 7.4.7 Tough",
# "- **4.2.5.b** ...".
_NUMBER = re.compile(r"^[-*#\s]*\**(\d+(?:\.\d+)*(?:\.[a-z])?)(?![\w.])", re.MULTILINE)


@cache
def _known() -> frozenset[str] | None:
    try:
        text = read_source(SOURCES_DIR, _SOURCE)
    except SourceError:
        return None  # the rules cannot be read: leave the ids unchecked
    # The source misprints one id; read it as the parser does (5.1.2.1 is 5.1.2.l).
    return frozenset(_TYPO_FIXED if i == _TYPO_ID else i for i in _NUMBER.findall(text))


def is_cr_rule(rule_id: str) -> bool:
    """Whether ``rule_id`` numbers a rule or section of CR 5.0 (true when the rules source
    cannot be read, so that a damaged install does not refuse every scenario)."""
    known = _known()
    return known is None or rule_id in known
