"""Print the targets of the asked-questions bank for one document slice, with their text.

For whoever writes ``rules_corpus/data/asked/*.yaml``: every section, rule, glossary entry or
headword whose id starts with one of the given prefixes, the text a question must be answered
by, its Remarks and Examples.

    .venv/bin/python scripts/asked_targets.py altered-cr-5.0 1 3        # sections 1 and 3
    .venv/bin/python scripts/asked_targets.py altered-cr-5.0 --entries  # its glossary
"""

from __future__ import annotations

import argparse

from rules_corpus.corpus import parse_corpus


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("doc")
    parser.add_argument("prefixes", nargs="*", help="top-level section numbers (e.g. 1 3)")
    parser.add_argument("--entries", action="store_true", help="glossary entries / headwords")
    args = parser.parse_args()
    document = parse_corpus().document(args.doc)

    def wanted(item_id: str) -> bool:
        return any(item_id == p or item_id.startswith(p + ".") for p in args.prefixes)

    if args.entries:
        for entry in document.entries:
            aliases = f" (also: {', '.join(entry.aliases)})" if entry.aliases else ""
            print(f"== {entry.term}{aliases}\n{entry.text}\n")
        return
    items = [(s.id, "section", s.title, "\n".join(s.intro), s.notes) for s in document.sections]
    items += [
        (r.id, "rule", r.title, "\n".join([r.text, *r.items]), r.notes) for r in document.rules
    ]

    def order(item: tuple[str, str, str, str, object]) -> list[tuple[int, str]]:
        return [(int(p), "") if p.isdigit() else (-1, p) for p in item[0].split(".")]

    for item_id, kind, title, text, notes in sorted(items, key=order):
        if not wanted(item_id):
            continue
        print(f"== {item_id} [{kind}] {title}\n{text}")
        for note in notes:
            print(f"   ({note.kind.value}) {note.text}")
        print()


if __name__ == "__main__":
    main()
