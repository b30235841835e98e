"""The whoosh index on disk and in memory: its schema, building it, opening it.

What each unit is indexed with (:func:`schema`): the fields the engine scores (BM25F over the
title, the glossary term and the body) and the words the ranking's signals use, analysed once
at build time and stored as text (:mod:`~rules_corpus.search.candidates`). A build goes to a
staging folder of its own and is renamed into place with a checksum manifest
(:mod:`~rules_corpus.search.cache`); an opened index is copied to memory, so searches never
touch the disk.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from whoosh import fields, index
from whoosh.analysis import Analyzer
from whoosh.filedb.filestore import copy_to_ram

from rules_corpus.corpus import Corpus
from rules_corpus.search import cache
from rules_corpus.search.analysis import index_analyzer
from rules_corpus.search.memory import ram_storage
from rules_corpus.search.query import stem_pairs, stems_of
from rules_corpus.search.units import SearchUnit, iter_units

Progress = Callable[[int, int], None]

INDEX_FORMAT = 5  # 5: the shared analyzer of search/analysis.py (numbers, quiet words, Porter2)
_LEAD_WORDS = 12  # a rule's first words: where it names what it is about


def _analyzer() -> Analyzer:
    return index_analyzer()


def schema() -> fields.Schema:
    analyzer = _analyzer()
    return fields.Schema(
        key=fields.ID(stored=True, unique=True),
        doc=fields.ID(stored=True),
        game=fields.ID(stored=True),
        id=fields.ID(stored=True),
        kind=fields.ID(stored=True),
        order=fields.STORED,
        title=fields.TEXT(analyzer=analyzer, field_boost=3.0, stored=True),
        term=fields.TEXT(analyzer=analyzer, field_boost=6.0),
        body=fields.TEXT(analyzer=analyzer, stored=True, phrase=True),
        path=fields.STORED,
        stems=fields.STORED,
        title_stems=fields.STORED,
        path_stems=fields.STORED,
        lead_stems=fields.STORED,
        pairs=fields.STORED,
    )


def build_index(corpus: Corpus, target: Path, progress: Progress | None = None) -> None:
    """Build the index into ``target`` atomically: into a staging folder of its own, with
    a checksum manifest, then renamed into place (if another window placed one first,
    that one is kept)."""
    staging = cache.new_staging(target)
    try:
        ix = index.create_in(str(staging), schema())
        _fill(ix, corpus, progress)
        ix.close()
        cache.write_manifest(staging)
        cache.place(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if progress is not None:
        total = sum(1 for _ in iter_units(corpus))
        progress(total + total // 10, total + total // 10)


def build_in_memory(corpus: Corpus, progress: Progress | None) -> index.Index:
    with ram_storage() as storage:
        ix = storage.create_index(schema())
        _fill(ix, corpus, progress)
    return ix


def _fill(ix: index.Index, corpus: Corpus, progress: Progress | None) -> None:
    units: list[SearchUnit] = list(iter_units(corpus))
    writer = ix.writer()
    total = len(units)
    for number, unit in enumerate(units, 1):
        writer.add_document(
            key=unit.key,
            doc=unit.doc,
            game=unit.game,
            id=unit.id,
            kind=unit.kind.value,
            order=number,
            title=f"{unit.title} {unit.term}" if unit.term else unit.title,
            term=unit.term,
            body=unit.body,
            path=unit.path,
            stems=" ".join(sorted(stems_of(f"{unit.title} {unit.term} {unit.body}"))),
            title_stems=" ".join(sorted(stems_of(f"{unit.title} {unit.term}"))),
            path_stems=" ".join(sorted(stems_of(unit.path))),
            lead_stems=" ".join(sorted(stems_of(" ".join(unit.body.split()[:_LEAD_WORDS])))),
            pairs=" ".join(sorted(f"{a}|{b}" for a, b in stem_pairs(f"{unit.title}\n{unit.body}"))),
        )
        if progress is not None and (number % 50 == 0 or number == total):
            progress(number, total + total // 10)
    writer.commit()


def open_in_memory(target: Path) -> index.Index:
    """Open the on-disk index and copy it to memory: searches then never touch the disk."""
    on_disk = index.open_dir(str(target))
    storage = copy_to_ram(on_disk.storage)
    on_disk.close()
    return storage.open_index()
