"""The rules library: the corpus and its search index, opened together.

This is the one entry point front ends use (the command line, the desktop app, the
installer's self-test): :func:`open_library` loads the corpus from the store (or parses it),
opens the search index (or builds it, reporting progress) and collects every notice the user
should see (a damaged source served from the previous store, a rebuilt index).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from rules_corpus.corpus import Corpus
from rules_corpus.paths import cache_dir
from rules_corpus.search.index import Progress, RulesIndex
from rules_corpus.sources import SOURCES_DIR
from rules_corpus.store.corpus_store import load_corpus


@dataclass
class RulesLibrary:
    corpus: Corpus
    index: RulesIndex
    digest: str
    notices: list[str] = field(default_factory=list)

    def close(self) -> None:
        self.index.close()


def open_library(
    sources: Path = SOURCES_DIR, cache: Path | None = None, progress: Progress | None = None
) -> RulesLibrary:
    """Load (or build) everything needed to look rules up. Slow only on the first run."""
    directory = cache if cache is not None else cache_dir()
    loaded = load_corpus(sources, directory)
    index = RulesIndex.open_or_build(loaded.corpus, loaded.digest, directory, progress)
    return RulesLibrary(loaded.corpus, index, loaded.digest, [*loaded.notices, *index.notices])
