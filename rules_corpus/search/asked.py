"""Questions players ask, written for each rule: the search's bank of asked questions.

Players do not ask in the rules' words: "can I untap it in the morning" is a question about
Prepare (CR 5.0 4.2.1.c), "he bounced my guy, does he keep his boosts" one about leaving the
Expedition (2.5.g). For every rule, section, glossary entry and headword of the bundled
documents the team wrote a few questions the way players and hurried judges type them — other
games' words, fragments, situations at the table — each answered most specifically by the rule
it is written under (``rules_corpus/data/asked/*.yaml``). The bank is document expansion in the
sense of doc2query: a player's question lies close to a question already asked about the same
rule far more often than to the rule's own formal text.

They are written from the rules text alone, never from the question sets that measure the
search (``tests/data/*questions*.yaml``; ``scripts/check_asked.py`` rejects a question too close
to one of them).

File format: ``doc`` (a document slug) and ``asked``, a mapping from an id of that document
(a rule or section number, a glossary term or headword) to a list of questions.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

ASKED_DIR: Final = Path(__file__).resolve().parents[1] / "data" / "asked"
# Round 3 of the bank (table situations for each procedure rule of CR 5.0, written from the
# rules text alone): not among the first ranker's candidates and signals (measured there without
# a gain, docs/search_card_misses.md) but its own feature of the learned second look
# (:mod:`.learned_order`, ``asked3``).
ROUND3_DIR: Final = ASKED_DIR.with_name("asked_round3")
MIN_CHARS: Final = 6
MAX_CHARS: Final = 220


class AskedFileError(ValueError):
    """A bank file that cannot be read: the message names the file and what is wrong."""


@dataclass(frozen=True, slots=True)
class AskedQuestion:
    """One question and the id (in document ``doc``) that answers it."""

    doc: str
    target: str
    text: str


def parse_asked(text: str, source: str) -> list[AskedQuestion]:
    """The questions of one bank file; raises :class:`AskedFileError` naming the entry."""
    try:
        data = YAML(typ="safe").load(text) or {}
    except YAMLError as error:
        raise AskedFileError(f"{source}: {error}") from error
    if not isinstance(data, dict) or not isinstance(data.get("doc"), str):
        raise AskedFileError(f"{source}: expected 'doc: <document>' and 'asked:' mapping")
    asked = data.get("asked") or {}
    if not isinstance(asked, dict):
        raise AskedFileError(f"{source}: 'asked' must map ids to lists of questions")
    doc = data["doc"]
    out: list[AskedQuestion] = []
    for target, questions in asked.items():
        if not isinstance(questions, list) or not all(isinstance(q, str) for q in questions):
            raise AskedFileError(f"{source}: {target!r} must map to a list of questions")
        out.extend(AskedQuestion(doc, str(target), " ".join(q.split())) for q in questions)
    return out


def asked_files(directory: Path | None = None) -> list[Path]:
    folder = ASKED_DIR if directory is None else directory
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def load_asked(directory: Path | None = None) -> list[AskedQuestion]:
    """Every bundled question (or those of ``directory``), file by file in name order."""
    out: list[AskedQuestion] = []
    for path in asked_files(directory):
        out.extend(parse_asked(path.read_text(encoding="utf-8"), path.name))
    return out


def normalised(text: str) -> str:
    """A question with case, punctuation and spacing removed (for near-duplicate checks)."""
    kept = "".join(c if c.isalnum() else " " for c in text.lower())
    return " ".join(kept.split())


def problems(questions: Iterable[AskedQuestion], known: dict[str, set[str]]) -> Iterator[str]:
    """What is wrong with a bank: an id its document lacks, a question too short or too
    long, a question written twice for one document (the same question on the same idea in
    two editions is no fault). ``known`` maps each document slug to its ids."""
    seen: dict[tuple[str, str], AskedQuestion] = {}
    for q in questions:
        if q.doc not in known:
            yield f"{q.doc}: no such document"
        elif q.target not in known[q.doc]:
            yield f"{q.doc} {q.target}: no such rule, section or entry"
        if not MIN_CHARS <= len(q.text) <= MAX_CHARS:
            yield f"{q.doc} {q.target}: {len(q.text)} characters: {q.text!r}"
        key = (q.doc, normalised(q.text))
        if key in seen:
            yield f"{q.doc} {q.target}: written twice (also under {seen[key].target}): {q.text!r}"
        seen[key] = q
