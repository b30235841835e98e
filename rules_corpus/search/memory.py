"""An in-memory whoosh storage that can be built while other processes build theirs.

Whoosh's ``RamStorage`` writes the temporary files of an index being built into a folder
named after the index (``/tmp/MAIN.tmp``) in the system's temporary directory, the same
folder for every process, and removes that folder when its writer finishes. Two processes
building an in-memory index at once (two app windows without a cache folder, parallel test
runs, a benchmark beside the app) then delete each other's files, and one build fails with
``FileNotFoundError``. :func:`ram_storage` gives each build folders of its own and removes
them when it is done.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from whoosh.filedb.filestore import FileStorage, RamStorage


@contextmanager
def ram_storage() -> Iterator[Any]:
    """A ``RamStorage`` whose temporary files go to private folders, removed on exit."""
    storage = RamStorage()
    folders: list[str] = []

    def temp_storage(name: str | None = None) -> Any:
        # A unique name, made by whoosh itself (as its own folder was): no tempfile.mkdtemp.
        folder = os.path.join(tempfile.gettempdir(), f"judge-index-{uuid.uuid4().hex}")
        folders.append(folder)
        return FileStorage(folder).create()

    storage.temp_storage = temp_storage
    try:
        yield storage
    finally:
        for folder in folders:
            shutil.rmtree(folder, ignore_errors=True)
