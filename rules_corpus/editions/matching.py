"""The automatic matcher: sections by heading and content, then rules by text similarity.

The passes, each a greedy one-to-one assignment by descending score (a pair is taken only if
neither side is taken yet, so two old rules never map to one new rule):

1. **Leaf sections** (sections with rules or text of their own, or empty leaves such as the
   old 2.4.2 "Anchored"): every old section is scored against the new sections whose title is
   closest, plus the new section with the same number. The score mixes title similarity,
   content similarity (how well the rules of one cover the rules of the other), whether both
   sit under the same parent number, and a small same-number bonus.
2. **Container sections** (headings holding only sub-sections, several untitled in the old
   edition): mapped by the votes of their already-mapped children, deepest first.
3. **Rules within mapped sections**: text similarity plus a small position prior.
4. **Global pass** for rules still unmatched (their section was not mapped, or the rule moved:
   the old 2.3.1.a-f became 2.2.a-f): candidates from a fast ``fuzz.ratio`` search over every
   unmatched new rule, rescored, accepted only above a stricter threshold.

Similarity is rapidfuzz over normalised text (lower case; bracketed icons, rule numbers and
punctuation removed). Whether a mapped pair is ``same``/``renumbered`` or ``changed`` is decided
on the word diff (:func:`substantive_changes`): typo fixes, known renamings and icon or
cross-reference changes are not changes of substance.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from rules_corpus.editions.diff import word_diff, word_key
from rules_corpus.editions.model import DiffOp, EditionPair, ItemKind, Relation, Source
from rules_corpus.model import Document, Rule, Section

# Thresholds, tuned on tests/data/edition_pairs.yaml (see benchmarks/editions_bench.py). The
# checked pairs score the same for any RULE_THRESHOLD in 0.55-0.60; 0.57 was chosen by reading
# the weakest links: below it most were wrong (old 4.1.h -> new 4.1.i, 6.5.g -> 6.5.i).
SECTION_THRESHOLD = 0.55
CONTAINER_THRESHOLD = 0.5
RULE_THRESHOLD = 0.57
GLOBAL_RULE_THRESHOLD = 0.8
TITLE_CANDIDATES = 6
GLOBAL_CANDIDATES = 5

# Edition-wide renamings that don't change a rule's meaning, as (old words, new words): the 5.0
# rules call private zones "personal", region types "terrains" and advancing "moving forward".
COSMETIC_RENAMES: frozenset[tuple[tuple[str, ...], tuple[str, ...]]] = frozenset(
    {
        (("private",), ("personal",)),
        (("precise",), ("specify",)),
        (("region", "type"), ("terrain",)),
        (("region", "types"), ("terrains",)),
        (("advance",), ("move", "forward")),
        (("advances",), ("moves", "forward")),
        (("subtype",), ("sub-type",)),
        (("subtypes",), ("sub-types",)),
    }
)
# Words whose insertion or removal alone does not change a rule (cross-reference wording too).
FILLER_WORDS: frozenset[str] = frozenset(
    {"a", "an", "the", "of", "that", "which", "also", "see", "section", "rule"}
)
# A mapped rule is "changed" when more than this share of its words changed in substance: one
# substantive word in a 20-word rule is, one in a 27-word rule (a clarification) is not.
CHANGED_SHARE = 0.05

# Headings that say nothing about content ("2.4.1 General" replaced "2.4.1 Statuses").
GENERIC_TITLES: frozenset[str] = frozenset({"general", "overview"})

_BRACKETS = re.compile(r"\[[^\]]*\]")
_RULE_REF = re.compile(r"\b\d+(?:\.\d+)+(?:\.[a-z])?\b")
_NON_WORD = re.compile(r"[^\w\s]+")
_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'"})


def normalise(text: str) -> str:
    """Text as compared: lower case, no bracketed icons, rule numbers or punctuation."""
    text = _BRACKETS.sub(" ", text.translate(_QUOTES).lower())
    text = _RULE_REF.sub(" ", text)
    text = _NON_WORD.sub(" ", text.replace("'", ""))
    return " ".join(text.split())


def similarity(a: str, b: str) -> float:
    """How alike two normalised texts are, 0–1 (a blend of rapidfuzz scorers)."""
    if not a or not b:
        return 0.0
    ratio = fuzz.ratio(a, b)
    token_sort = fuzz.token_sort_ratio(a, b)
    token_set = fuzz.token_set_ratio(a, b)
    return (0.5 * ratio + 0.25 * token_sort + 0.25 * token_set) / 100.0


@dataclass(frozen=True, slots=True)
class Unit:
    """A section or rule as the matcher sees it."""

    id: str
    kind: ItemKind
    parent: str | None
    title: str
    display: str
    key: str
    position: float = 0.0
    lead: str = ""


def _title(section: Section) -> str:
    """A section's normalised title, empty when it has none or a generic one."""
    title = normalise(section.title)
    return "" if title in GENERIC_TITLES else title


def rule_display(rule: Rule) -> str:
    parts = [rule.title, rule.text, *(f"• {item}" for item in rule.items)]
    return " ".join(part for part in parts if part)


def section_display(section: Section) -> str:
    return " ".join(part for part in (section.title, *section.intro) if part)


@dataclass
class Assignment:
    """The pairs found so far, one-to-one, and each unit's best candidate score."""

    old_to_new: dict[str, str] = field(default_factory=dict)
    new_to_old: dict[str, str] = field(default_factory=dict)
    scores: dict[tuple[str, str], float] = field(default_factory=dict)
    best_old: dict[str, float] = field(default_factory=dict)
    best_new: dict[str, float] = field(default_factory=dict)
    blocked_old: set[str] = field(default_factory=set)
    blocked_new: set[str] = field(default_factory=set)

    def free_old(self, old: str) -> bool:
        return old not in self.old_to_new and old not in self.blocked_old

    def free_new(self, new: str) -> bool:
        return new not in self.new_to_old and new not in self.blocked_new

    def take(self, candidates: Iterable[tuple[float, str, str]], threshold: float) -> None:
        """Greedily accept the best-scoring pairs whose two sides are both still free."""
        for score, old, new in sorted(candidates, key=lambda c: (-c[0], c[1], c[2])):
            self.best_old[old] = max(self.best_old.get(old, 0.0), score)
            self.best_new[new] = max(self.best_new.get(new, 0.0), score)
            if score < threshold or not self.free_old(old) or not self.free_new(new):
                continue
            self.pin(old, new, score)

    def pin(self, old: str, new: str, score: float) -> None:
        """Record a pair. A second old item pinned to the same new one (a merge, only from the
        overrides) keeps the first as the new item's counterpart."""
        self.old_to_new[old] = new
        self.new_to_old.setdefault(new, old)
        self.scores[(old, new)] = score


@dataclass(frozen=True)
class DocumentUnits:
    """A document's sections and rules prepared for matching."""

    sections: dict[str, Section]
    section_units: dict[str, Unit]
    rules: dict[str, Unit]
    rules_of: dict[str, tuple[str, ...]]

    @classmethod
    def of(cls, document: Document) -> DocumentUnits:
        sections = {s.id: s for s in document.sections}
        section_units = {
            s.id: Unit(s.id, "section", s.parent_id, _title(s), section_display(s), "")
            for s in document.sections
        }
        rules: dict[str, Unit] = {}
        rules_of = {s.id: s.rule_ids for s in document.sections}
        by_id = {r.id: r for r in document.rules}
        for section in document.sections:
            total = max(len(section.rule_ids) - 1, 1)
            for index, rule_id in enumerate(section.rule_ids):
                rule = by_id[rule_id]
                display = rule_display(rule)
                rules[rule.id] = Unit(
                    rule.id,
                    "rule",
                    rule.section_id,
                    normalise(rule.title),
                    display,
                    normalise(display),
                    index / total,
                    normalise(f"{rule.title} {rule.text}") if rule.items else "",
                )
        return cls(sections, section_units, rules, rules_of)

    def content(self, section_id: str) -> tuple[str, ...]:
        """The normalised texts a section holds: its rules, or else its intro paragraphs."""
        rule_keys = tuple(self.rules[r].key for r in self.rules_of.get(section_id, ()))
        if rule_keys:
            return rule_keys
        return tuple(normalise(p) for p in self.sections[section_id].intro)

    def is_container(self, section_id: str) -> bool:
        section = self.sections[section_id]
        return bool(section.children) and not section.rule_ids and not section.intro


def coverage(left: Sequence[str], right: Sequence[str]) -> float:
    """Mean over ``left`` of the best ``fuzz.ratio`` to any of ``right`` (fast: one C loop)."""
    if not left or not right:
        return 0.0
    total = 0.0
    for text in left:
        best = process.extractOne(text, right, scorer=fuzz.ratio)
        total += best[1] if best else 0.0
    return total / len(left) / 100.0


def section_score(old: DocumentUnits, new: DocumentUnits, old_id: str, new_id: str) -> float:
    o, n = old.section_units[old_id], new.section_units[new_id]
    parts: list[tuple[float, float]] = []  # (weight, value)
    if o.title and n.title:
        title = max(fuzz.ratio(o.title, n.title), fuzz.token_sort_ratio(o.title, n.title))
        parts.append((0.45, title / 100.0))
    old_content, new_content = old.content(old_id), new.content(new_id)
    if old_content and new_content:
        both = (coverage(old_content, new_content) + coverage(new_content, old_content)) / 2
        parts.append((0.4, both))
    parts.append((0.1, 1.0 if o.parent == n.parent else 0.0))
    parts.append((0.05, 1.0 if old_id == new_id else 0.0))
    total = sum(weight for weight, _ in parts)
    return sum(weight * value for weight, value in parts) / total


def match_leaf_sections(old: DocumentUnits, new: DocumentUnits, assignment: Assignment) -> None:
    new_leaves = [s for s in new.sections if not new.is_container(s) and assignment.free_new(s)]
    titles = {s: new.section_units[s].title for s in new_leaves}
    candidates: list[tuple[float, str, str]] = []
    for old_id in old.sections:
        if old.is_container(old_id) or not assignment.free_old(old_id):
            continue
        pool: set[str] = set()
        if old.section_units[old_id].title:
            found = process.extract(
                old.section_units[old_id].title,
                titles,
                scorer=fuzz.ratio,
                limit=TITLE_CANDIDATES,
            )
            pool.update(str(key) for _, _, key in found)
        if old_id in titles:
            pool.add(old_id)
        for new_id in pool:
            candidates.append((section_score(old, new, old_id, new_id), old_id, new_id))
    assignment.take(candidates, SECTION_THRESHOLD)


def match_containers(old: DocumentUnits, new: DocumentUnits, assignment: Assignment) -> None:
    """Map heading-only sections by where their mapped children went, deepest first."""
    containers = [s for s in old.sections if old.is_container(s) and assignment.free_old(s)]
    by_depth: dict[int, list[str]] = {}
    for section_id in containers:
        by_depth.setdefault(section_id.count("."), []).append(section_id)
    for depth in sorted(by_depth, reverse=True):
        candidates: list[tuple[float, str, str]] = []
        for old_id in by_depth[depth]:
            if not assignment.free_old(old_id):
                continue
            children = old.sections[old_id].children
            votes = Counter(
                new.sections[assignment.old_to_new[child]].parent_id
                for child in children
                if child in assignment.old_to_new
            )
            for new_id, count in votes.items():
                if new_id is None:
                    continue
                score = count / max(len(children), 1)
                o_title, n_title = old.section_units[old_id].title, new.section_units[new_id].title
                if o_title and n_title:
                    score = 0.7 * score + 0.3 * fuzz.ratio(o_title, n_title) / 100.0
                candidates.append((score, old_id, new_id))
        assignment.take(candidates, CONTAINER_THRESHOLD)


def text_score(o: Unit, n: Unit) -> float:
    """Text similarity of two rules; for rules with bullet items, the lead sentence counts half
    (a rule introducing a list keeps its sentence while the list grows)."""
    full = similarity(o.key, n.key)
    if not o.lead and not n.lead:
        return full
    return 0.5 * full + 0.5 * similarity(o.lead or o.key, n.lead or n.key)


def rule_score(o: Unit, n: Unit) -> float:
    return 0.9 * text_score(o, n) + 0.1 * (1.0 - abs(o.position - n.position))


def match_rules_in_sections(
    old: DocumentUnits, new: DocumentUnits, sections: Assignment, rules: Assignment
) -> None:
    candidates: list[tuple[float, str, str]] = []
    for old_section, new_section in sections.old_to_new.items():
        for old_id in old.rules_of.get(old_section, ()):
            if not rules.free_old(old_id):
                continue
            for new_id in new.rules_of.get(new_section, ()):
                if not rules.free_new(new_id):
                    continue
                score = rule_score(old.rules[old_id], new.rules[new_id])
                candidates.append((score, old_id, new_id))
    rules.take(candidates, RULE_THRESHOLD)


def match_rules_globally(old: DocumentUnits, new: DocumentUnits, rules: Assignment) -> None:
    free_new = {r: new.rules[r].key for r in new.rules if rules.free_new(r)}
    candidates: list[tuple[float, str, str]] = []
    for old_id, unit in old.rules.items():
        if not rules.free_old(old_id) or not free_new:
            continue
        found = process.extract(unit.key, free_new, scorer=fuzz.ratio, limit=GLOBAL_CANDIDATES)
        for _, _, new_id in found:
            score = text_score(unit, new.rules[str(new_id)])
            candidates.append((score, old_id, str(new_id)))
    rules.take(candidates, GLOBAL_RULE_THRESHOLD)


_LIST_NUMBER = re.compile(r"^\(?\d+[.)]$")


def _cosmetic(op: DiffOp) -> bool:
    if not (op.old and op.new) and all(_LIST_NUMBER.match(w) for w in op.old + op.new):
        return True  # list numbering ("1.", "2.") added or dropped
    old_keys = _content_keys(op.old)
    new_keys = _content_keys(op.new)
    if not old_keys and not new_keys:
        return True
    if (tuple(old_keys), tuple(new_keys)) in COSMETIC_RENAMES:
        return True
    return len(old_keys) == len(new_keys) and all(
        ((a,), (b,)) in COSMETIC_RENAMES or _typo(a, b)
        for a, b in zip(old_keys, new_keys, strict=True)
    )


def _content_keys(words: Sequence[str]) -> list[str]:
    """The words of a diff run that carry meaning (no icons, references, fillers, symbols)."""
    keys = []
    for word in words:
        key = word_key(word)
        if _is_icon_or_ref(word) or key in FILLER_WORDS or not any(ch.isalnum() for ch in key):
            continue
        keys.append(key)
    return keys


def _typo(a: str, b: str) -> bool:
    """A spelling fix ("abilitys" -> "abilities"), never a change of number or negation."""
    if a == b:
        return True
    if any(ch.isdigit() for ch in a + b) or {a, b} & {"not", "no", "cannot", "can", "never"}:
        return False
    return len(a) > 3 and len(b) > 3 and fuzz.ratio(a, b) >= 80


def _is_icon_or_ref(word: str) -> bool:
    stripped = word.strip("()[].,;:“”\"'")
    return word.startswith("[") or word.endswith("]") or bool(_RULE_REF.fullmatch(stripped))


def substantive_changes(ops: Sequence[DiffOp]) -> tuple[DiffOp, ...]:
    """The runs of a diff that change meaning (not typo fixes, renamings, icons or fillers)."""
    return tuple(op for op in ops if op.tag != "equal" and not _cosmetic(op))


def changed_share(ops: Sequence[DiffOp]) -> float:
    """The share of a text's words that changed in substance (0 for a cosmetic change)."""
    changed = sum(
        max(len(_content_keys(op.old)), len(_content_keys(op.new)), 1)
        for op in substantive_changes(ops)
    )
    total = max(sum(len(op.old) for op in ops), sum(len(op.new) for op in ops), 1)
    return changed / total


def classify(old_id: str, new_id: str, ops: Sequence[DiffOp]) -> Relation:
    """``same``/``renumbered`` for a cosmetic difference, else ``changed``."""
    if changed_share(ops) > CHANGED_SHARE:
        return Relation.CHANGED
    return Relation.SAME if old_id == new_id else Relation.RENUMBERED


def section_diff(
    old: DocumentUnits, new: DocumentUnits, old_id: str, new_id: str
) -> tuple[DiffOp, ...]:
    return word_diff(old.section_units[old_id].display, new.section_units[new_id].display)


def section_relation(old: DocumentUnits, new: DocumentUnits, old_id: str, new_id: str) -> Relation:
    """A section is ``changed`` only when both editions title it and the title changed."""
    o, n = old.sections[old_id], new.sections[new_id]
    titled = old.section_units[old_id].title and new.section_units[new_id].title
    if titled and changed_share(word_diff(o.title, n.title)) > CHANGED_SHARE:
        return Relation.CHANGED
    return Relation.SAME if old_id == new_id else Relation.RENUMBERED


def build_pairs(
    old_doc: Document,
    new_doc: Document,
    overrides: Sequence[tuple[ItemKind, str | None, str | None, str]] = (),
) -> tuple[EditionPair, ...]:
    """Every section and rule pair between the two documents, overrides applied first.

    ``overrides`` are ``(kind, old_id, new_id, reason)``; ``old_id`` or ``new_id`` None pins
    an item as removed or added.
    """
    old, new = DocumentUnits.of(old_doc), DocumentUnits.of(new_doc)
    sections, rules = Assignment(), Assignment()
    pinned: dict[tuple[ItemKind, str | None, str | None], str] = {}
    for kind, old_id, new_id, reason in overrides:
        target = sections if kind == "section" else rules
        if old_id is not None and new_id is not None:
            target.pin(old_id, new_id, 1.0)
        elif old_id is not None:
            target.blocked_old.add(old_id)
        elif new_id is not None:
            target.blocked_new.add(new_id)
        pinned[(kind, old_id, new_id)] = reason

    match_leaf_sections(old, new, sections)
    match_containers(old, new, sections)
    match_rules_in_sections(old, new, sections, rules)
    match_rules_globally(old, new, rules)

    pairs: list[EditionPair] = []
    for kind, assignment, old_ids, new_ids in (
        ("section", sections, list(old.sections), list(new.sections)),
        ("rule", rules, list(old.rules), list(new.rules)),
    ):
        item_kind: ItemKind = "section" if kind == "section" else "rule"
        for old_id in old_ids:
            new_id = assignment.old_to_new.get(old_id)
            if new_id is None:
                reason = pinned.get((item_kind, old_id, None), "")
                pairs.append(
                    EditionPair(
                        item_kind,
                        old_id,
                        None,
                        Relation.REMOVED,
                        _unmatched_confidence(assignment.best_old.get(old_id, 0.0), reason),
                        source=Source.OVERRIDE if reason else Source.AUTO,
                        reason=reason,
                    )
                )
                continue
            reason = pinned.get((item_kind, old_id, new_id), "")
            if item_kind == "section":
                ops = section_diff(old, new, old_id, new_id)
                relation = section_relation(old, new, old_id, new_id)
            else:
                ops = word_diff(old.rules[old_id].display, new.rules[new_id].display)
                relation = classify(old_id, new_id, ops)
            pairs.append(
                EditionPair(
                    item_kind,
                    old_id,
                    new_id,
                    relation,
                    round(assignment.scores[(old_id, new_id)], 3),
                    ops,
                    Source.OVERRIDE if reason else Source.AUTO,
                    reason,
                    merged=assignment.new_to_old.get(new_id) != old_id,
                )
            )
        for new_id in new_ids:
            if new_id in assignment.new_to_old:
                continue
            reason = pinned.get((item_kind, None, new_id), "")
            pairs.append(
                EditionPair(
                    item_kind,
                    None,
                    new_id,
                    Relation.ADDED,
                    _unmatched_confidence(assignment.best_new.get(new_id, 0.0), reason),
                    source=Source.OVERRIDE if reason else Source.AUTO,
                    reason=reason,
                )
            )
    return tuple(pairs)


def _unmatched_confidence(best: float, reason: str) -> float:
    return 1.0 if reason else round(max(0.0, 1.0 - best), 3)
