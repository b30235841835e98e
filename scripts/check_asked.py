"""Check the asked-questions bank (``rules_corpus/data/asked``) or the files given.

Reports, by file: ids the document lacks, questions too short or too long, questions written
twice, and questions too close to one of the question sets that MEASURE the search
(``tests/data/*questions*.yaml``) — only the bank file's own question is shown, never the
measuring set's, so whoever writes the bank never reads them. Prints how many questions each
document and kind of target has. Exit 1 when something is wrong.

    .venv/bin/python scripts/check_asked.py [FILE ...]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from rapidfuzz import fuzz
from ruamel.yaml import YAML

from rules_corpus.corpus import parse_corpus
from rules_corpus.search.asked import (
    AskedFileError,
    AskedQuestion,
    asked_files,
    normalised,
    parse_asked,
    problems,
)

MEASURING = sorted(
    (Path(__file__).resolve().parents[1] / "tests" / "data").glob("*questions*.yaml")
)
TOO_CLOSE = 85.0  # rapidfuzz ratio of the normalised texts


def measuring_questions() -> list[str]:
    out: list[str] = []
    for path in MEASURING:
        for entry in YAML(typ="safe").load(path.read_text(encoding="utf-8")) or []:
            if isinstance(entry, dict) and isinstance(entry.get("question"), str):
                out.append(normalised(entry["question"]))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    args = parser.parse_args()
    files = args.files or asked_files()
    corpus = parse_corpus()
    known = {slug: {i for i in corpus.ids(slug)} for slug in corpus.slugs}
    measuring = measuring_questions()
    wrong = 0
    every: list[AskedQuestion] = []
    for path in files:
        try:
            questions = parse_asked(path.read_text(encoding="utf-8"), path.name)
        except (OSError, AskedFileError) as error:
            print(f"{path}: {error}")
            wrong += 1
            continue
        every.extend(questions)
        for problem in problems(questions, known):
            print(f"{path.name}: {problem}")
            wrong += 1
        for q in questions:
            mine = normalised(q.text)
            if any(fuzz.ratio(mine, m) >= TOO_CLOSE for m in measuring):
                print(f"{path.name}: {q.target}: too close to a measuring question: {q.text!r}")
                wrong += 1
    if len(files) > 1:
        for problem in problems(every, known):
            if "written twice" in problem:
                print(f"across files: {problem}")
                wrong += 1
    by_doc = Counter(q.doc for q in every)
    targets = Counter(q.doc for q in {(q.doc, q.target): q for q in every}.values())
    for doc, count in sorted(by_doc.items()):
        print(f"{doc}: {count} questions on {targets[doc]} targets")
    print("OK" if not wrong else f"{wrong} problem(s)")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
