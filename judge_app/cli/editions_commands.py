"""``judge-app editions`` and ``rule --in``: what changed between editions of the Altered rules.

``equivalent_json``/``format_equivalent`` give a rule's counterpart in another edition (used by
``judge-app rule ID --doc SLUG --in SLUG2``); ``editions diff`` lists every changed, renumbered,
added and removed rule. JSON shapes are part of the CLI contract; a bad request raises
:class:`CliError` (one line on stderr, exit 1).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from judge_app.cli.output import CliError
from rules_corpus.corpus import Corpus
from rules_corpus.editions import (
    EDITION_PAIRS,
    NEW_EDITION,
    OLD_EDITION,
    EditionMap,
    EditionPair,
    Relation,
    diff_json,
    edition_map_for,
    editions_of,
    render_diff,
)
from rules_corpus.editions.diff import is_identical, pair_json
from rules_corpus.model import Entry

LISTED = (Relation.CHANGED, Relation.RENUMBERED, Relation.ADDED, Relation.REMOVED)


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    editions = sub.add_parser("editions", help="differences between editions of the rules")
    editions_sub = editions.add_subparsers(dest="editions_command", required=True)
    diff = editions_sub.add_parser(
        "diff", help="every changed, renumbered, added and removed rule between two editions"
    )
    diff.add_argument("--old", default=OLD_EDITION, help=f"older edition (default {OLD_EDITION})")
    diff.add_argument("--new", default=NEW_EDITION, help=f"newer edition (default {NEW_EDITION})")
    diff.add_argument(
        "--kind",
        choices=("rule", "section", "all"),
        default="rule",
        help="list rules (default), sections or both",
    )
    diff.add_argument("--json", action="store_true")
    diff.set_defaults(handler=cmd_editions_diff)


def _pair_of_editions(corpus: Corpus, doc: str, other: str) -> tuple[str, str]:
    for slug in (doc, other):
        if slug not in corpus.slugs:
            raise CliError(f"unknown edition {slug!r}; known documents: {', '.join(corpus.slugs)}")
    if doc == other:
        raise CliError(f"{doc!r} and {other!r} are the same edition; name the other one")
    found = editions_of(doc, other)
    if found is None:
        known = "; ".join(f"{old} and {new}" for old, new in EDITION_PAIRS)
        raise CliError(f"no edition map between {doc} and {other}; editions that map: {known}")
    return found


def equivalent_json(corpus: Corpus, doc: str, item_id: str, other_doc: str) -> dict[str, Any]:
    """``item_id`` of ``doc`` in edition ``other_doc``: id (or null), relation, confidence, diff.

    ``relation`` is always old → new (``added`` = new in the newer edition); ``diff`` holds the
    word-diff runs from the old text to the new one; ``changes`` the paragraphs of the newer
    edition's changes section that mention the newer item.
    """
    old, new = _pair_of_editions(corpus, doc, other_doc)
    edition_map = edition_map_for(corpus, old, new)
    base: dict[str, Any] = {
        "doc": doc,
        "id": item_id,
        "other_doc": other_doc,
        "other_edition": corpus.document(other_doc).meta.citation_prefix,
    }
    item = corpus.get(doc, item_id)
    pair = None if isinstance(item, Entry) else edition_map.pair(doc, item_id)
    if pair is None:
        return base | {
            "equivalent": None,
            "citation": None,
            "kind": None if item is None else item.kind.value if isinstance(item, Entry) else None,
            "relation": None,
            "confidence": None,
            "note": "only numbered sections and rules are mapped between editions",
        }
    equivalent = pair.new if doc == old else pair.old
    others = [
        (p.old if doc == new else p.new)
        for p in edition_map.pairs_for(doc, item_id)
        if p is not pair and (p.old if doc == new else p.new)
    ]
    return base | {
        "equivalent": equivalent,
        "citation": corpus.citation(other_doc, equivalent) if equivalent else None,
        "also": others,
        "kind": pair.kind,
        "relation": pair.relation.value,
        "confidence": pair.confidence,
        "source": pair.source.value,
        "reason": pair.reason,
        "old": pair.old,
        "new": pair.new,
        "old_citation": corpus.citation(old, pair.old) if pair.old else None,
        "new_citation": corpus.citation(new, pair.new) if pair.new else None,
        "diff": diff_json(pair.diff),
        "diff_text": "" if is_identical(pair.diff) else render_diff(pair.diff),
        "changes": list(edition_map.mentioned_in_changes(pair.new)) if pair.new else [],
        "changes_section": edition_map.changes_section,
    }


def format_equivalent(data: dict[str, Any]) -> str:
    """The human-readable form of :func:`equivalent_json`."""
    other, relation = data.get("other_edition") or data["other_doc"], data.get("relation")
    if relation is None:
        return f"In {other}: no equivalent ({data.get('note', 'not mapped')})."
    confidence = f"confidence {data['confidence']:.2f}"
    if data.get("source") == "override":
        confidence += ", reviewed"
    if data["equivalent"] is None:
        if relation == Relation.REMOVED:
            what = f"removed since {data['old_citation']}"
        else:
            what = f"new in {data['new_citation']}"
        lines = [f"In {other}: no equivalent — {what} ({confidence})."]
    else:
        lines = [f"In {other}: {data['equivalent']} — {relation} ({confidence})"]
        if data.get("also"):
            lines.append(f"  Also merged here: {', '.join(data['also'])}")
        lines.append(f"  {data['old_citation']} → {data['new_citation']}")
        if relation != Relation.SAME and data["diff_text"]:
            lines.append(f"  Wording (old → new): {data['diff_text']}")
    if data.get("reason"):
        lines.append(f"  Reviewed: {data['reason']}")
    for paragraph in data.get("changes", []):
        section = data.get("changes_section") or "changes"
        lines.append(f"  Changed in the new edition — see section {section}: {paragraph}")
    return "\n".join(lines)


def _load_corpus() -> Corpus:
    from rules_corpus.search.cache import is_temporary, usable
    from rules_corpus.sources import SOURCES_DIR
    from rules_corpus.store.corpus_store import load_corpus

    directory, notices = usable(None)
    if directory is None:
        loaded = load_corpus(SOURCES_DIR, Path(os.devnull), use_store=False)
    else:
        loaded = load_corpus(SOURCES_DIR, directory)
        if is_temporary(directory):
            shutil.rmtree(directory, ignore_errors=True)  # the corpus is in memory now
    for notice in [*notices, *loaded.notices]:
        print(f"note: {notice}", file=sys.stderr)
    return loaded.corpus


def listed_pairs(edition_map: EditionMap, kind: str) -> list[EditionPair]:
    kinds = {"rule", "section"} if kind == "all" else {kind}
    return [p for p in edition_map.by_relation(*LISTED) if p.kind in kinds]


def cmd_editions_diff(args: argparse.Namespace) -> int:
    corpus = _load_corpus()
    old, new = _pair_of_editions(corpus, args.old, args.new)
    if (old, new) != (args.old, args.new):
        raise CliError(f"--old {args.old} is the newer edition; swap --old and --new")
    edition_map = edition_map_for(corpus, old, new)
    pairs = listed_pairs(edition_map, args.kind)
    if args.json:
        print(json.dumps([pair_json(p) for p in pairs], ensure_ascii=False, indent=2))
        return 0
    old_prefix = corpus.document(old).meta.citation_prefix
    new_prefix = corpus.document(new).meta.citation_prefix
    print(f"{old_prefix} → {new_prefix}: {len(pairs)} differences")
    for pair in pairs:
        label = f"{pair.old or '—'} → {pair.new or '—'}"
        note = "" if pair.source.value == "auto" else " [reviewed]"
        print(f"{pair.relation.value:<10} {label:<22} {pair.confidence:.2f}{note}")
        if pair.relation is Relation.CHANGED and pair.diff:
            print(f"    {render_diff(pair.diff)}")
    return 0
