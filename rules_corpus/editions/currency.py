"""Official card rulings checked against the current rules (issue 35).

A ruling is dated, and the rules move. A ruling given before the rules it rests on changed
is marked **given under an earlier version of the rules**, with the change, so a judge does
not quote it at a table as if it applied CR 5.0 unchanged.

* **The rules a ruling rests on**: the rule numbers it cites (as the rules search links it),
  and the rules that define the rules terms it uses — each glossary term (or alias) of CR 5.0
  whose words (stemmed: "controlled" uses Controller) are in its *question* — what it was
  asked about; its answer often quotes card text in passing — leads to its defining rules
  (:func:`~rules_corpus.search.definitions.defining_rules`: "control" → 7.5.5, "counters" →
  2.5).
* **What changed, and when**: CR 5.0's section 8 lists the changes since the previous version
  and dates both ("between the previous version, 4.0 (October 3, 2025), and the current
  version, 5.0 (February 27, 2026)"). A ruling dated before the current version whose rule —
  or a section above it — section 8 mentions is marked with that paragraph. The edition map
  (older edition → CR 5.0) knows rules changed in substance, renumbered, removed or added
  since the older edition; a ruling dated before the *previous* version (older than 4.0, so
  given under rules at least as old as those the map compares) resting on such a rule is
  marked with that change too.

The sandbox follows CR 5.0. 1.1.2.b lets other official documents take precedence over the
rules, but a ruling answers under the rules of its day: once those rules changed, the rules
in force are followed, and the ruling is shown with the change so the judge can weigh it.

Pure Python, on the corpus and the edition map only (no card code: the app hands over each
ruling's date, question, answer and cited rule numbers).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import cached_property

from rules_corpus.corpus import Corpus
from rules_corpus.editions.model import EditionMap, Relation
from rules_corpus.model import Rule, Section
from rules_corpus.search.definitions import defining_rules
from rules_corpus.search.query import stems_of

EARLIER = "given under an earlier version of the rules"
FOLLOWED = (
    "The sandbox follows CR 5.0: a ruling answers under the rules of its day, and 1.1.2.b "
    "gives official documents precedence over the rules only where they contradict the rules "
    "in force — once the rules a ruling rests on changed, the rules in force are followed."
)
_VERSION = re.compile(r"version,\s*(\d+(?:\.\d+)*)\s*\(([A-Z][a-z]+ \d{1,2}, \d{4})\)")
# Terms too general to say what a ruling rests on: nearly every ruling uses them.
_EVERYWHERE = frozenset({"card", "object", "player", "play", "game", "effect", "ability"})


@dataclass(frozen=True, slots=True)
class RuleChange:
    """A change to a rule a ruling rests on."""

    rule: str
    """The CR 5.0 id (or, for a removed rule, the older edition's)."""
    why: str
    """Why the ruling rests on it: ``cited`` or ``the term 'Control'``."""
    change: str
    """The change in words: section 8's paragraph, or the edition map's relation."""
    source: str
    """``section 8`` or ``editions``."""


@dataclass(frozen=True, slots=True)
class Currency:
    """How a ruling stands against the current rules."""

    rests_on: tuple[tuple[str, str], ...]
    """``(rule id, why)`` for each rule the ruling rests on."""
    changes: tuple[RuleChange, ...]

    @property
    def earlier(self) -> bool:
        """Marked: given before a rule it rests on changed."""
        return bool(self.changes)

    def summary(self) -> str:
        """``given under an earlier version of the rules: 7.5.5 (the term 'Control') —
        Section 7.5.5 (Control) was rewritten …``."""
        if not self.changes:
            return ""
        first = self.changes[0]
        more = len(self.changes) - 1
        tail = f" (and {more} more change{'s' if more != 1 else ''})" if more else ""
        return f"{EARLIER}: {first.rule} ({first.why}) — {first.change}{tail}"


def _parse_date(text: str) -> str | None:
    try:
        return dt.datetime.strptime(text, "%B %d, %Y").date().isoformat()
    except ValueError:
        return None


def _names(paragraph: str, term: str) -> bool:
    """Whether ``paragraph`` names ``term`` (its words stemmed: "Controller" is named by
    "controls", "Counter" by "Counters")."""
    wanted = stems_of(term)
    return bool(wanted) and wanted <= stems_of(paragraph)


class RulingCurrency:
    """Checks rulings against CR 5.0 (the newer document of ``edition_map``); build once."""

    def __init__(self, corpus: Corpus, edition_map: EditionMap) -> None:
        self.corpus = corpus
        self.map = edition_map
        self.new = edition_map.new_doc
        document = corpus.document(self.new)
        # each glossary term (and alias) by its stemmed words: "controlled" uses Controller
        self.terms: list[tuple[frozenset[str], str]] = []
        for entry in document.entries:
            if entry.term.lower() in _EVERYWHERE:
                continue
            for spelling in (entry.term, *entry.aliases):
                stems = frozenset(stems_of(spelling))
                if stems:
                    self.terms.append((stems, entry.term))
        self._defining: dict[str, tuple[str, ...]] = {}
        self.current_version, self.current_date = None, None
        self.previous_version, self.previous_date = None, None
        section = corpus.get(self.new, edition_map.changes_section or "")
        intro = " ".join(section.intro) if isinstance(section, Section) else ""
        found = [(v, _parse_date(d)) for v, d in _VERSION.findall(intro)]
        if len(found) >= 2:
            (
                (self.previous_version, self.previous_date),
                (
                    self.current_version,
                    self.current_date,
                ),
            ) = found[:2]
        if self.current_date is None:
            self.current_date = document.meta.effective_date

    @cached_property
    def rule_ids(self) -> frozenset[str]:
        document = self.corpus.document(self.new)
        return frozenset(r.id for r in document.rules) | frozenset(s.id for s in document.sections)

    def defining(self, term: str) -> tuple[str, ...]:
        if term not in self._defining:
            self._defining[term] = defining_rules(self.corpus, self.new, term)
        return self._defining[term]

    def rests_on(self, question: str, answer: str, cited: tuple[str, ...]) -> list[tuple[str, str]]:
        """``(rule id, why)``: the rules cited, then those defining the terms used."""
        found: dict[str, str] = {rule: "cited" for rule in cited}
        words = stems_of(question)  # what the ruling is asked about, not its answer's asides
        used = list(dict.fromkeys(term for stems, term in self.terms if stems <= words))
        for term in used:
            for rule in self.defining(term):
                found.setdefault(rule, f"the term '{term}'")
        return list(found.items())

    def check(self, date: str, question: str, answer: str, cited: tuple[str, ...] = ()) -> Currency:
        """The currency of a ruling given on ``date`` (``YYYY-MM-DD…``)."""
        rests = self.rests_on(question, answer, cited)
        day = date[:10]
        changes: list[RuleChange] = []
        for rule, why in rests:
            change = self._change(rule, why, day)
            if change is not None:
                changes.append(change)
        return Currency(tuple(rests), tuple(changes))

    def _change(self, rule: str, why: str, day: str) -> RuleChange | None:
        if self.current_date and day and day < self.current_date:
            term = why.removeprefix("the term '").removesuffix("'") if why != "cited" else None
            paragraph = self._section_8(rule, term)
            if paragraph:
                return RuleChange(rule, why, paragraph, "section 8")
        if why != "cited" or not (self.previous_date and day and day < self.previous_date):
            return None
        # A number the ruling cites, given before the previous version: it may be the older
        # edition's number, or a rule since changed.
        old = self.map.pair(self.map.old_doc, rule)
        if old is not None and old.relation is Relation.REMOVED:
            return RuleChange(rule, why, "removed since the older edition", "editions")
        if old is not None and old.relation is Relation.RENUMBERED and old.new != rule:
            return RuleChange(
                rule, why, f"renumbered since the older edition: now {old.new}", "editions"
            )
        pair = self.map.pair(self.new, rule) if rule in self.rule_ids else None
        if pair is not None and pair.relation is Relation.CHANGED:
            was = f" (then {pair.old})" if pair.old != rule else ""
            return RuleChange(rule, why, f"changed since the older edition{was}", "editions")
        if pair is not None and pair.relation is Relation.ADDED:
            return RuleChange(rule, why, "added since the older edition", "editions")
        return None

    def _section_8(self, rule: str, term: str | None) -> str:
        """Section 8's paragraph mentioning ``rule`` or the section directly above it; for
        a rule reached through a term, one that also names the term (a paragraph about
        rules moved within section 2.2 does not concern every rule of 2.2)."""
        head = rule.rpartition(".")[0]
        for key in (rule, head) if head else (rule,):
            for paragraph in self.map.changes_mentions.get(key, ()):
                if term is None or _names(paragraph, term):
                    return paragraph
        return ""

    def gist(self, rule: str) -> str:
        """A rule's title or first words (``7.5.5 Control``)."""
        item = self.corpus.get(self.new, rule)
        if isinstance(item, Section):
            return f"{rule} {item.title}"
        if isinstance(item, Rule):
            words = item.title or item.text
            return f"{rule} {words[:60]}"
        return rule
