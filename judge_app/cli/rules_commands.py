"""``judge-app rule``, ``search`` and ``corpus``: the rules corpus from the command line.

Other tools and the tests rely on this contract: ``--json`` output shapes are stable, and a
bad request prints one clear line on stderr and exits 1 (never a traceback).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rapidfuzz import fuzz, process

from judge_app.card_mentions import Recognised
from judge_app.cli.output import CliError
from judge_app.cli.search_cards import (
    card_json,
    card_line,
    not_found_json,
    not_found_line,
    question_cards,
)
from judge_app.cli.search_lines import Emphasis, emphasis_for, hit_lines
from judge_app.gui.rule_icons import icon_words
from judge_app.rulings_feed import supply_pool_rulings
from rules_corpus.corpus import Corpus, Item
from rules_corpus.library import RulesLibrary, open_library
from rules_corpus.linking.linker import dangling_links
from rules_corpus.model import Entry, Kind, Link, Rule, Section
from rules_corpus.search.definitions import defining_rules
from rules_corpus.search.index import SearchError
from rules_corpus.search.mentions import CardMention
from rules_corpus.search.results import SearchHit
from rules_corpus.search.rule_numbers import parse_rule_number
from rules_corpus.search.rulings import RULING_KIND
from rules_corpus.search.unknown_cards import CardNames
from scenarios.pool import default_pool_path

DEFAULT_DOC = "altered-cr-5.0"


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    rule = sub.add_parser("rule", help="show a rule, section or glossary entry")
    rule.add_argument("id", help="rule or section number (6.2.e, 7.3.16) or glossary term")
    rule.add_argument("--doc", default=None, help=f"document slug (default {DEFAULT_DOC})")
    rule.add_argument("--in", dest="other", default=None, help="show the equivalent in edition")
    rule.add_argument("--json", action="store_true")
    rule.set_defaults(handler=cmd_rule)

    search = sub.add_parser("search", help="full-text search over every document")
    search.add_argument("query", nargs="+")
    search.add_argument("--doc", default=None)
    search.add_argument("--kind", default=None, help=", ".join(k.value for k in Kind))
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--json", action="store_true")
    search.set_defaults(handler=cmd_search)

    corpus = sub.add_parser("corpus", help="list the documents or check them")
    corpus_sub = corpus.add_subparsers(dest="corpus_command", required=True)
    listing = corpus_sub.add_parser("list", help="each document with its counts")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(handler=cmd_corpus_list)
    check = corpus_sub.add_parser("check", help="parse warnings and dangling references")
    check.set_defaults(handler=cmd_corpus_check)


def _library() -> RulesLibrary:
    library = open_library()
    for notice in library.notices:
        print(f"note: {notice}", file=sys.stderr)
    return library


def resolve_item(corpus: Corpus, doc: str, item_id: str) -> Item:
    """The item ``item_id`` in ``doc``, or a :class:`CliError` naming the nearest ids."""
    if doc not in corpus.slugs:
        raise CliError(f"unknown document {doc!r}; known documents: {', '.join(corpus.slugs)}")
    cleaned = item_id.strip().removeprefix("§").strip()
    item = corpus.get(doc, cleaned) or corpus.get(doc, _normalise_number(cleaned))
    if item is None:
        ids = list(corpus.ids(doc))
        nearest = [str(m[0]) for m in process.extract(cleaned, ids, scorer=fuzz.ratio, limit=5)]
        raise CliError(
            f"no rule, section or entry {item_id!r} in {doc}; nearest: {', '.join(nearest)}"
        )
    return item


def _normalise_number(text: str) -> str:
    from rules_corpus.search.rule_numbers import parse_rule_number

    return parse_rule_number(text) or text


def item_json(corpus: Corpus, doc: str, item: Item) -> dict[str, Any]:
    path = [f"{s.id} {s.title}".strip() for s in corpus.section_path(doc, item)]
    base: dict[str, Any] = {"doc": doc, "path": path}
    if isinstance(item, Rule):
        base |= {
            "id": item.id,
            "kind": "rule",
            "title": item.title,
            "text": item.text,
            "items": list(item.items),
            "notes": [{"kind": n.kind.value, "text": n.text} for n in item.notes],
            "links": [_link_json(link) for link in _rule_links(item)],
        }
    elif isinstance(item, Section):
        base |= {
            "id": item.id,
            "kind": "section",
            "title": item.title,
            "text": "\n".join(item.intro),
            "rules": list(item.rule_ids),
            "subsections": list(item.children),
            "notes": [{"kind": n.kind.value, "text": n.text} for n in item.notes],
            "links": [_link_json(link) for links in item.intro_links for link in links],
        }
    else:
        base |= {
            "id": item.term,
            "kind": item.kind.value,
            "title": item.term,
            "text": item.text,
            "see_also": list(item.see_also),
            "defined_in": list(defining_rules(corpus, doc, item.term)),
            "links": [_link_json(link) for link in _entry_links(item)],
        }
    base["citation"] = corpus.citation(doc, base["id"])
    return base


def _rule_links(rule: Rule) -> list[Link]:
    links = [*rule.links, *(link for links in rule.item_links for link in links)]
    return links + [link for note in rule.notes for link in note.links]


def _entry_links(entry: Entry) -> list[Link]:
    links = [link for block in entry.blocks for links in block.links for link in links]
    return links + list(entry.see_also_links)


def _link_json(link: Link) -> dict[str, Any]:
    return {
        "text": link.text,
        "kind": link.kind.value,
        "target_doc": link.target_doc,
        "target_id": link.target_id,
        "resolved": link.resolved,
    }


def format_item(data: dict[str, Any]) -> str:
    lines = [data["citation"]]
    if data["path"]:
        lines.append(" › ".join(data["path"]))
    title = f" ({data['title']})" if data.get("title") and data["kind"] == "rule" else ""
    lines.append("")
    if data["kind"] == "section":
        lines.append(f"{data['id']} {data['title']}")
    else:
        lines.append(f"{data['id']}{title} {data['text']}".strip())
    if data["kind"] == "section" and data["text"]:
        lines.append(data["text"])
    lines += [f"  • {item}" for item in data.get("items", [])]
    for note in data.get("notes", []):
        lines += ["", f"  {note['kind'].capitalize()}. {note['text']}"]
    if data.get("rules"):
        lines += ["", "Rules: " + ", ".join(data["rules"])]
    if data.get("subsections"):
        lines += ["Subsections: " + ", ".join(data["subsections"])]
    if data.get("defined_in"):
        lines += ["", "Defined in: " + ", ".join(data["defined_in"])]
    if data.get("see_also"):
        lines += ["", "See also: " + ", ".join(data["see_also"])]
    refs = sorted(
        {link["target_id"] for link in data["links"] if link["kind"] in ("rule", "section")}
    )
    if refs:
        lines += ["", "References: " + ", ".join(refs)]
    return "\n".join(lines)


def cmd_rule(args: argparse.Namespace) -> int:
    library = _library()
    doc = args.doc or DEFAULT_DOC
    item = resolve_item(library.corpus, doc, args.id)
    data = item_json(library.corpus, doc, item)
    if args.other:
        from judge_app.cli.editions_commands import equivalent_json

        data["equivalent"] = equivalent_json(library.corpus, doc, data["id"], args.other)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        # the card icons the Altered text lost, as the rules' words (as in the window)
        print(icon_words(format_item(data), library.corpus.document(doc).meta.game))
        if args.other:
            from judge_app.cli.editions_commands import format_equivalent

            print()
            print(format_equivalent(data["equivalent"]))
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    """``judge-app search`` (the rulings' background encoder pauses while it runs: see
    :func:`judge_app.cli.main.main`)."""
    library = _library()
    query = " ".join(args.query)
    if args.limit < 1:
        raise CliError(f"--limit must be at least 1 (got {args.limit})")
    # The same ranking as the window's once its encoder is loaded (about half a second here);
    # a rule number or the rulings alone are found without it.
    if parse_rule_number(query) is None and args.kind != RULING_KIND:
        problem = library.load_semantic()
        if problem is not None:
            print(f"note: {problem}", file=sys.stderr)
    # Official card rulings answer questions too, once cards have been imported (issue 19):
    # by meaning when it is kept on disk, by their words otherwise; the search never waits for
    # the encoder (issue 34).
    count, unencoded, notices = supply_pool_rulings(
        library.index, default_pool_path(), encode=False
    )
    for notice in notices:
        print(f"note: {notice}", file=sys.stderr)
    _rulings_without_meaning(library, count, unencoded)
    # The cards the question names, as the window recognises them (issue 32): ranked by the
    # rules their texts invoke, and listed.
    named: list[Recognised] = []
    records: tuple[CardMention, ...] = ()
    names: CardNames | None = None
    if parse_rule_number(query) is None:
        named, records, notes, names = question_cards(library.index, default_pool_path(), query)
        for note in notes:
            print(f"note: {note}", file=sys.stderr)
    try:
        result = library.index.search(
            query, doc=args.doc, kind=args.kind, limit=args.limit, cards=records, card_names=names
        )
    except SearchError as error:
        raise CliError(str(error)) from error
    for notice in result.notices:
        print(f"note: {notice}", file=sys.stderr)
    if args.json:
        words = {r.name: r.words for r in records}
        entries = [_hit_json(library, hit) for hit in result.hits]
        if args.kind is None:  # a kind asked for is the only kind listed
            entries += [card_json(item, words.get(item.card.name, ())) for item in named]
            entries += [not_found_json(name) for name in result.unknown_cards]
        print(json.dumps(entries, ensure_ascii=False, indent=2))
        return 0
    if named:
        print(card_line(named))
    if result.unknown_cards:
        print(not_found_line(result.unknown_cards))
    if result.corrected:
        print(f"Showing results for “{result.suggestion}” (you typed “{result.query}”)")
    elif result.suggestion:
        print(f"Did you mean “{result.suggestion}”?")
    if not result.hits:
        print("No results.")
    emphasis = emphasis_for(sys.stdout)
    for hit in result.hits:
        if hit.kind == RULING_KIND:
            print(_ruling_lines(library, hit, emphasis))
            continue
        print("\n".join(hit_lines(library.corpus, hit, result.hits, emphasis)))
    return 0


def _rulings_without_meaning(library: RulesLibrary, count: int, unencoded: int) -> None:
    """Rulings whose meaning is not encoded yet (just imported, or the cache was cleared):
    start the background encoder for them and say that this search finds them by their words
    (the search itself never waits: 20,000 new rulings are ten minutes of encoding)."""
    if unencoded == 0 or library.cache_dir is None:
        return
    from judge_app.ruling_encoding import (
        encoding_note,
        start_background_encoding,
        vector_folder,
    )

    folder = vector_folder(library.cache_dir)
    started = start_background_encoding(folder, default_pool_path())
    print(f"note: {encoding_note(unencoded, count, started, folder)}", file=sys.stderr)


def _hit_json(library: RulesLibrary, hit: SearchHit) -> dict[str, Any]:
    """A hit's JSON; an official ruling also says whether it was given under an earlier
    version of the rules (``earlier_rules``: the change, or empty; issue 35)."""
    data: dict[str, Any] = hit.to_json()
    if hit.kind == RULING_KIND:
        from judge_app.ruling_currency import record_currency

        record = library.index.rulings.get(hit.id)
        data["earlier_rules"] = (
            record_currency(library.corpus, record).summary() if record is not None else ""
        )
    return data


def _ruling_lines(library: RulesLibrary, hit: SearchHit, emphasis: Emphasis) -> str:
    """An official card ruling as two lines: card, reference, date and the rules it cites,
    then question and answer."""
    record = library.index.rulings.get(hit.id)
    snippet = hit.marked_snippet(emphasis.before, emphasis.after).replace(chr(10), " ")
    if record is None:  # cannot happen: the hit was made from this record
        return f"Official card ruling — {hit.title}\n    {snippet}"
    prefix = library.corpus.document(DEFAULT_DOC).meta.citation_prefix
    about = ", ".join(x for x in (record.reference, record.date) if x)
    cites = f"; cites {prefix} — {', '.join(record.rule_ids)}" if record.rule_ids else ""
    from judge_app.ruling_currency import record_currency

    mark = record_currency(library.corpus, record).summary()
    mark_line = f"\n    ! {mark}" if mark else ""
    return f"Official card ruling — {record.card_name} ({about}{cites})\n    {snippet}{mark_line}"


def cmd_corpus_list(args: argparse.Namespace) -> int:
    library = _library()
    rows = []
    for document in library.corpus.documents:
        notes = sum(len(r.notes) for r in document.rules)
        notes += sum(len(s.notes) for s in document.sections)
        rows.append(
            {
                "slug": document.slug,
                "game": document.meta.game,
                "title": document.meta.title,
                "edition": document.meta.edition,
                "licence": document.meta.licence,
                "sections": len(document.sections),
                "rules": len(document.rules),
                "notes": notes,
                "glossary": sum(1 for e in document.entries if e.kind is Kind.GLOSSARY),
                "headwords": sum(1 for e in document.entries if e.kind is Kind.HEADWORD),
            }
        )
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
        return 0
    for row in rows:
        print(
            f"{row['slug']:<18} {row['game']} — {row['title']} ({row['edition']}): "
            f"{row['sections']} sections, {row['rules']} rules, {row['notes']} remarks/examples, "
            f"{row['glossary']} glossary entries, {row['headwords']} headwords"
        )
    return 0


def cmd_corpus_check(args: argparse.Namespace) -> int:
    library = _library()
    for document in library.corpus.documents:
        for warning in document.warnings:
            print(f"warning: {document.slug}: {warning}")
        for dangling in dangling_links(document):
            print(f"dangling: {dangling}")
    return 0
