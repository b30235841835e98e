"""The bundled rules documents and how to read them.

Each edition is made of one or more source files (see ``PROVENANCE.md`` beside this module).
:func:`read_sources` reads them as UTF-8 and turns a damaged file into a :class:`SourceError`
naming the file and the line, and :func:`sources_digest` gives the content hash that keys the
caches built from them (the store and the search index).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from rules_corpus.model import SourceError

SOURCES_DIR = Path(__file__).resolve().parent


@dataclass(frozen=True, slots=True)
class EditionSources:
    """The files one edition is parsed from, in the order its parser wants them."""

    slug: str
    files: tuple[str, ...]


EDITIONS: tuple[EditionSources, ...] = (
    EditionSources("altered-cr-5.0", ("altered_cr_5_0.md",)),
    EditionSources(
        "altered-fan-2024",
        (
            "altered_fan_glossary_en.txt",
            "altered_fan_glossary_reserve_page.txt",
            "altered_fan_rules_excerpts.txt",
        ),
    ),
    EditionSources("heroes-journey", ("heroes_journey_full_rules.txt",)),
)


def all_files() -> tuple[str, ...]:
    return tuple(name for edition in EDITIONS for name in edition.files)


def read_source(directory: Path, name: str) -> str:
    """Read one source file; undecodable bytes or a missing file raise :class:`SourceError`."""
    path = directory / name
    try:
        data = path.read_bytes()
    except OSError as error:
        raise SourceError(name, 0, f"cannot be read: {error.strerror or error}") from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SourceError(name, line, f"is not valid UTF-8 (byte {error.start})") from error
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        raise SourceError(name, line, "contains a NUL byte (binary or damaged file)")
    return text.replace("\r\n", "\n")


def sources_digest(directory: Path = SOURCES_DIR) -> str:
    """A SHA-256 over every source file's name and bytes: the key of every cache."""
    digest = hashlib.sha256()
    for name in all_files():
        digest.update(name.encode())
        try:
            digest.update((directory / name).read_bytes())
        except OSError:
            digest.update(b"<missing>")
    return digest.hexdigest()[:20]
