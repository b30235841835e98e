"""Is each citation the most specific rule that governs the step? (issue 31)

A trace line cites rules; a judge cites the one that decides. Three ways a line can cite
less specifically than the engine could (CR 5.0 numbering: a section such as 7.4.7 holds
lettered rules 7.4.7.a-f):

- **section**: the line cites a section that has lettered rules (7.4.7 Tough, 4.2.4 Dusk)
  instead of the lettered rule that says the specific thing (7.4.7.c), unless the audit
  (``docs/cr_audit.yaml``, ``sections_cited:``) marks that section as the one that decides
  as a whole;
- **general**: the line cites a general rule (1.4.* "can't beats can", 6.5.* effects)
  and names a keyword, status or zone whose own section has a rule the engine cites
  elsewhere, but cites no rule of that section;
- **parent**: the line cites a rule and its parent together (6.2 and 6.2.c): the child
  is the citation.

:func:`offences` is the audit of one line; ``benchmarks/specificity_bench.py`` runs it over
every example scenario's trace.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.pipeline.keywords import ACTION_RULES
from engine.state.actions import ActionKind
from rules_corpus.corpus import Corpus
from scenarios.cr_audit import AUDIT_FILE, DOCUMENT
from scenarios.yamlio import load_yaml

SECTION, GENERAL, PARENT = "section", "general", "parent"
KINDS = (SECTION, GENERAL, PARENT)
GENERAL_PREFIXES = ("1.4.", "6.5.")
# The sections whose titles name a keyword, a status or a zone a line may mention.
NAMED_PARENTS = ("2.4", "3.2", "3.3", "7.4")
_WRITTEN = re.compile(r"\((\d\.\d+(?:\.\d+)?(?:\.[a-z])?)\)")


@dataclass(frozen=True, slots=True)
class Offence:
    """One less-specific citation in a line: its kind, the rule cited, what to cite."""

    kind: str
    cited: str
    instead: str


@dataclass(frozen=True, slots=True)
class Index:
    """What the audit needs of the CR: each section's lettered rules, the sections named by
    a keyword/status/zone title, the sections that decide as a whole, and the rules the
    engine cites somewhere."""

    rules_of: Mapping[str, tuple[str, ...]]
    named: Mapping[str, str]  # title word -> section id
    whole: frozenset[str]
    engine: frozenset[str]  # the procedure rules the engine cites somewhere


def deciding_sections(path: Path = AUDIT_FILE) -> frozenset[str]:
    """The sections the audit marks as deciding as a whole (``sections_cited:``)."""
    return _audit_ids(path, "sections_cited")


def not_more_specific(path: Path = AUDIT_FILE) -> frozenset[str]:
    """The zone rules the audit says never decide a card's move to their zone
    (``not_more_specific:``, each with its reason)."""
    return _audit_ids(path, "not_more_specific")


def _audit_ids(path: Path, key: str) -> frozenset[str]:
    data: Any = load_yaml(path)
    found = data.get(key) if isinstance(data, Mapping) else None
    return frozenset(str(s) for s in found or {})


def build_index(corpus: Corpus, engine: Iterable[str], whole: Iterable[str] = ()) -> Index:
    """The :class:`Index` of the CR 5.0 in ``corpus``; ``engine`` the procedure rules the
    engine cites."""
    rules_of: dict[str, tuple[str, ...]] = {}
    named: dict[str, str] = {}
    for section in corpus.document(DOCUMENT).sections:
        if section.rule_ids:
            rules_of[section.id] = tuple(section.rule_ids)
        parent = section.id.rsplit(".", 1)[0]
        title = section.title.strip()
        if parent in NAMED_PARENTS and title and title != "General" and section.rule_ids:
            named[title] = section.id
    return Index(rules_of, named, frozenset(whole), frozenset(engine))


_STATUSES_BY_MOVE = frozenset({"2.4.1.c", "2.4.1.d"})
"""The rules deciding every status an object loses as it changes zones (none in a Discard pile,
Deck or Hand; none on entering a new zone)."""

_LOST_STATUSES = re.compile(r"\bits status(?:es)? [A-Z]\w*(?:(?:, | and )[A-Z]\w*)*")
"""The statuses a move's line says were lost ("losing its status Fleeting", "its statuses
Anchored and Exhausted"): where the line cites 2.4.1.c or 2.4.1.d, those decide, not each
status's own section — the words are taken out, as card names are."""

_STATUS_ACTIONS: Mapping[str, re.Pattern[str]] = {
    ACTION_RULES[ActionKind.GAIN_STATUS]: re.compile(
        r"\bgain(?:s|ed)? (?:the status(?:es)? )?[A-Z]\w*(?:(?:, | and )[A-Z]\w*)*"
    ),
    ACTION_RULES[ActionKind.LOSE_STATUS]: re.compile(
        r"\b(?:lose|loses|lost) (?:the status(?:es)? )?[A-Z]\w*(?:(?:, | and )[A-Z]\w*)*"
    ),
}
"""The status an object gains or loses ("have Vanilla gain Fleeting"): where the line cites
the keyword action's own rule (7.3.16.a "Gain (status)", 7.3.21.a "Lose (status)"), that
rule decides it, for every status — a status's own section says what the status does and
when a card gets it by itself (2.4.7.a Fleeting from Reserve), not how an effect gives it."""


def offences(
    rules: Iterable[str], text: str, index: Index, names: Iterable[str] = ()
) -> list[Offence]:
    """The less-specific citations of one trace line citing ``rules`` and saying ``text``
    (rule ids written in the words, "(7.4.7)", count as cited); ``names`` are the card
    names the line may say ("Defender Vanilla" names no keyword in play)."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    cited = list(dict.fromkeys([*rules, *_WRITTEN.findall(text)]))
    if _STATUSES_BY_MOVE & set(cited):
        text = _LOST_STATUSES.sub(" ", text)
    for rule, words in _STATUS_ACTIONS.items():
        if rule in cited:
            text = words.sub(" ", text)
    out: list[Offence] = []
    for rule in cited:
        children = index.rules_of.get(rule)
        if children and rule not in index.whole:
            out.append(Offence(SECTION, rule, f"one of {children[0]}-{children[-1]}"))
    for rule in cited:
        for other in cited:
            if other != rule and other.startswith(rule + "."):
                out.append(Offence(PARENT, rule, other))
                break
    if any(r.startswith(GENERAL_PREFIXES) for r in cited):
        for word, section in index.named.items():
            if not re.search(rf"\b{re.escape(word)}\b", text):
                continue
            own = index.rules_of[section]
            if any(r in own or r == section for r in cited):
                continue
            known = [r for r in own if r in index.engine]
            if known:
                general = next(r for r in cited if r.startswith(GENERAL_PREFIXES))
                out.append(Offence(GENERAL, general, f"{word}: {', '.join(known)}"))
    return out
