"""The pairs the sentence encoder is adapted on (``scripts/tune_semantic_model.py``, issue 19):
made from the rules' OWN material only — a Remark or Example and its rule, a rule and the
rules it cites, a glossary definition and its section, a players' word asked as a question and
the rules' word, and the kinds left out by default — never from the question sets in
tests/data, which measure the search. Each positive is a search unit's text exactly as the app
encodes it. And, for ``--hard-negatives``, each positive rule's sibling under the same parent.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rules_corpus.corpus import Corpus  # noqa: E402
from rules_corpus.model import Kind, LinkKind  # noqa: E402
from rules_corpus.search.asked import load_asked  # noqa: E402
from rules_corpus.search.units import SearchUnit, iter_units  # noqa: E402
from rules_corpus.semantic.vectors import unit_text  # noqa: E402

PLAYERS_WORDS = ROOT / "rules_corpus" / "data" / "players_words.yaml"

# Questions written from a title or a term: how a judge or a player asks about a thing.
TITLE_QUESTIONS = (
    "how does {} work?",
    "what are the rules for {}?",
    "when does {} happen?",
    "what does {} do?",
    "explain {}",
)
# (never the bare word: a question set may hold it as typed — "graveyard" — and nothing may be
# trained on the questions that measure the search)
TERM_QUESTIONS = ("what is {}?", "what does {} mean?", "define {}", "how does {} work?")
PLAYER_QUESTIONS = ("what is {}?", "how does {} work?", "what happens with {}?", "rules for {}")

Pair = tuple[str, str, str]  # anchor, positive, where the pair comes from (a key of SOURCES)
SOURCES = {
    "note": "a Remark or Example → its rule",
    "reference": "a rule → the rule it cites",
    "definition": "a glossary definition → the section of its term",
    "term": "a question on a glossary term → its entry",
    "title": "a question on a section's title → the section",
    "players": "a question on a players' word → the rules' word",
    "lead": "a rule's first sentence → the whole rule",
    "asked": "a question asked about a rule (rules_corpus/data/asked) → the rule",
}
# The kinds the shipped model was tuned on. The two templated kinds (term, title) were tried
# too and measured worse: their question's words are the positive's title, so they teach
# little and dilute the pairs that bridge specific and general words (MINILM_SOURCE.md).
KEPT = ("note", "reference", "definition", "players")


def training_pairs(corpus: Corpus, rng: random.Random) -> list[Pair]:
    """Every (anchor, positive) pair the rules' own material gives, deduplicated, in a fixed
    order. The positive is always a search unit's text exactly as the app encodes it."""
    units = list(iter_units(corpus))
    by_key = {u.key: u for u in units}
    pairs: list[Pair] = []
    pairs += _note_pairs(units, by_key)
    pairs += _reference_pairs(corpus, by_key)
    pairs += _definition_pairs(corpus, by_key, rng)
    pairs += _title_pairs(corpus, by_key, rng)
    pairs += _players_word_pairs(corpus, by_key, rng)
    pairs += _lead_pairs(units)  # no random draws: the other kinds' pairs stay the same
    pairs += _asked_pairs(units)  # nor here
    seen: set[tuple[str, str]] = set()
    unique: list[Pair] = []
    for anchor, positive, source in pairs:
        anchor = " ".join(anchor.split())
        if anchor and positive and anchor != positive and (anchor, positive) not in seen:
            seen.add((anchor, positive))
            unique.append((anchor, positive, source))
    return unique


def _asked_pairs(units: list[SearchUnit]) -> Iterator[Pair]:
    """Each question of the asked-questions bank and the text of the unit it was written for
    (a rule or section by its number, a glossary entry or headword by its term)."""
    targets = {
        (u.doc, u.id.lower()): u
        for u in reversed(units)
        if u.kind.value in ("rule", "section", "glossary", "headword")
    }
    for q in load_asked():
        unit = targets.get((q.doc, q.target.lower()))
        if unit is not None:
            yield q.text, unit_text(unit), "asked"


def _lead_pairs(units: list[SearchUnit]) -> Iterator[Pair]:
    """A rule of several sentences: its first sentence alone (no title) and the whole rule,
    so that a question close to a rule's main statement finds the rule with its details."""
    for unit in units:
        if unit.kind is not Kind.RULE:
            continue
        sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z“\"(])", unit.body.strip())
        if len(sentences) >= 2 and len(sentences[0].split()) >= 5:
            yield sentences[0], unit_text(unit), "lead"


def _owner(by_key: dict[str, SearchUnit], doc: str, owner: str) -> SearchUnit | None:
    return by_key.get(f"{doc}|rule|{owner}") or by_key.get(f"{doc}|section|{owner}")


def _section_answer(
    by_key: dict[str, SearchUnit], corpus: Corpus, doc: str, section_id: str
) -> SearchUnit | None:
    """The unit that answers a question about a section: the heading when it has text of its
    own, else its first rule."""
    unit = by_key.get(f"{doc}|section|{section_id}")
    if unit is not None and unit.body:
        return unit
    section = corpus.get(doc, section_id)
    rule_ids = getattr(section, "rule_ids", ())
    return by_key.get(f"{doc}|rule|{rule_ids[0]}") if rule_ids else unit


def _note_pairs(units: list[SearchUnit], by_key: dict[str, SearchUnit]) -> Iterator[Pair]:
    """A Remark or an Example, and the rule (or section) it is printed under."""
    for unit in units:
        if unit.kind in (Kind.REMARK, Kind.EXAMPLE):
            owner = _owner(by_key, unit.doc, unit.id)
            if owner is not None:
                yield unit.body, unit_text(owner), "note"


def _reference_pairs(corpus: Corpus, by_key: dict[str, SearchUnit]) -> Iterator[Pair]:
    """A rule's text and each rule or section of the same document it cites."""
    for document in corpus.documents:
        for rule in document.rules:
            for link in (*rule.links, *(x for links in rule.item_links for x in links)):
                if link.kind not in (LinkKind.RULE, LinkKind.SECTION) or not link.resolved:
                    continue
                if link.target_doc != document.slug or link.target_id == rule.id:
                    continue
                target = _owner(by_key, document.slug, link.target_id)
                if target is not None:
                    yield rule.text, unit_text(target), "reference"


def _definition_pairs(
    corpus: Corpus, by_key: dict[str, SearchUnit], rng: random.Random
) -> Iterator[Pair]:
    """A glossary entry's definition and the section named after its term; the term asked as
    a question and the entry."""
    for document in corpus.documents:
        sections = {s.title.lower(): s for s in document.sections if s.title}
        for entry in document.entries:
            unit = by_key.get(f"{document.slug}|{entry.kind.value}|{entry.term}")
            if unit is None or not entry.text:
                continue
            for template in rng.sample(TERM_QUESTIONS, 2):
                yield template.format(entry.term), unit_text(unit), "term"
            term = entry.term.lower()
            section = next(
                (sections[t] for t in (term, term + "s", term + "es") if t in sections), None
            )
            if section is not None:
                answer = _section_answer(by_key, corpus, document.slug, section.id)
                if answer is not None:
                    yield entry.text, unit_text(answer), "definition"


def _title_pairs(
    corpus: Corpus, by_key: dict[str, SearchUnit], rng: random.Random
) -> Iterator[Pair]:
    """Questions written from a section's title, and the section."""
    for document in corpus.documents:
        for section in document.sections:
            title = section.title.strip()
            if len(title) < 4 or title.lower() in ("general", "overview"):
                continue  # "General" under every chapter says nothing of its own
            answer = _section_answer(by_key, corpus, document.slug, section.id)
            if answer is None:
                continue
            for template in rng.sample(TITLE_QUESTIONS, 2):
                yield template.format(title.lower()), unit_text(answer), "title"


def _players_word_pairs(
    corpus: Corpus, by_key: dict[str, SearchUnit], rng: random.Random
) -> Iterator[Pair]:
    """A players' word asked as a question, and the glossary entry or section of the rules'
    word it maps to (in the current rules, CR 5.0)."""
    from ruamel.yaml import YAML

    mapping: dict[str, list[str]] = YAML(typ="safe").load(PLAYERS_WORDS.read_text("utf-8"))
    document = corpus.documents[0]
    entries = {e.term.lower(): e for e in document.entries}
    sections = {s.title.lower(): s for s in document.sections if s.title}
    for word, targets in mapping.items():
        for target in targets:
            target = str(target).lower()
            answer: SearchUnit | None = None
            for name in (target, target.rstrip("s"), target + "s"):
                if name in entries:
                    answer = by_key.get(f"{document.slug}|glossary|{entries[name].term}")
                elif name in sections:
                    answer = _section_answer(by_key, corpus, document.slug, sections[name].id)
                if answer is not None:
                    break
            if answer is not None:
                template = rng.choice(PLAYER_QUESTIONS)
                yield template.format(word), unit_text(answer), "players"
                break  # the first target the rules have a heading for


def sibling_negatives(corpus: Corpus, pairs: list[Pair], rng: random.Random) -> dict[str, str]:
    """For each positive that is a rule (or a numbered section), the text of a sibling — the
    rule just before or after it under the same parent (6.2.d → 6.2.c or 6.2.e): a hard
    negative, so the loss teaches the order between neighbours, the ranking's weak spot, and
    not only between a rule and the unrelated rules of the batch. Positives with no sibling
    (glossary entries, headwords, a lone rule) get none."""
    units = list(iter_units(corpus))
    by_text: dict[str, SearchUnit] = {}
    ambiguous: set[str] = set()
    for unit in units:
        text = unit_text(unit)
        if text in by_text:
            ambiguous.add(text)
        by_text[text] = unit
    family: dict[tuple[str, str, str], list[SearchUnit]] = {}
    for unit in units:
        if unit.kind in (Kind.RULE, Kind.SECTION) and "." in unit.id:
            family.setdefault((unit.doc, unit.kind.value, unit.id.rsplit(".", 1)[0]), []).append(
                unit
            )
    negatives: dict[str, str] = {}
    for positive in sorted({p for _, p, _ in pairs}):
        unit = by_text.get(positive)
        if unit is None or positive in ambiguous or unit.kind not in (Kind.RULE, Kind.SECTION):
            continue
        siblings = family.get((unit.doc, unit.kind.value, unit.id.rsplit(".", 1)[0]), [])
        if unit not in siblings:
            continue
        at = siblings.index(unit)
        near = [siblings[i] for i in (at - 1, at + 1) if 0 <= i < len(siblings)]
        near = [u for u in near if unit_text(u) != positive]
        if near:
            negatives[positive] = unit_text(rng.choice(near))
    return negatives
