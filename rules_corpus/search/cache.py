"""The on-disk search index as a cache several app windows may share at once.

* **Built aside, placed atomically.** Each builder writes into its own hidden staging
  folder (:func:`new_staging`) and renames it into place (:func:`place`); a rename onto a
  folder that another window placed first fails, and the loser simply drops its copy. No
  window ever deletes a folder another window is building or reading.
* **Checked when opened.** The ``READY`` marker is a manifest of every file's size and
  SHA-256 (:func:`write_manifest`); :func:`verify` re-reads the files, so a damaged segment
  that whoosh would still open is detected, reported and rebuilt.
* **Damaged folders are moved aside before they are removed** (:func:`discard`), so a
  window still reading one keeps its open files.
* **A cache folder that cannot be used** (a file in its place, no permission) falls back to
  a temporary folder, and if even that fails the index lives in memory (:func:`usable`);
  either way the caller gets a notice to show.
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import json
import os
import shutil
import tempfile
import time
from pathlib import Path

READY = "READY"
STALE_STAGING_S = 3600


def new_staging(target: Path) -> Path:
    """A fresh, unique hidden folder beside ``target`` to build into."""
    return Path(tempfile.mkdtemp(prefix=f".{target.name}.building-", dir=target.parent))


def write_manifest(folder: Path) -> None:
    """Write ``READY``: the size and SHA-256 of every file of ``folder``."""
    files = {p.name: _digest(p) for p in sorted(folder.iterdir()) if p.is_file()}
    (folder / READY).write_text(json.dumps({"files": files}, indent=0), encoding="utf-8")


def _digest(path: Path) -> list[int | str]:
    data = path.read_bytes()
    return [len(data), hashlib.sha256(data).hexdigest()]


def unverifiable(folder: Path) -> bool:
    """Whether ``folder`` was built before checksums were kept (its ``READY`` says only
    ``ok``): not damage, but it cannot be checked, so it is rebuilt without a notice."""
    try:
        return (folder / READY).read_text(encoding="utf-8").strip() == "ok"
    except OSError:
        return False


def verify(folder: Path) -> str | None:
    """``None`` if every file listed in ``READY`` is there with its size and checksum,
    else what is wrong (in words)."""
    try:
        manifest = json.loads((folder / READY).read_text(encoding="utf-8"))
        files = manifest["files"]
        if not isinstance(files, dict) or not files:
            return "it has no list of its files"
    except (OSError, ValueError, KeyError, TypeError):
        return "its list of files is missing or unreadable"
    for name, expected in files.items():
        path = folder / str(name)
        try:
            if _digest(path) != expected:
                return f"its file {name} is damaged"
        except OSError:
            return f"its file {name} is missing"
    return None


def place(staging: Path, target: Path) -> bool:
    """Move the finished ``staging`` folder to ``target`` in one rename. Returns ``False``
    (and removes ``staging``) when another window placed a complete index there first."""
    try:
        staging.rename(target)
        return True
    except OSError:
        if (target / READY).exists():
            shutil.rmtree(staging, ignore_errors=True)
            return False
    discard(target)  # an incomplete leftover (a crash of an older version)
    try:
        staging.rename(target)
        return True
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
        if (target / READY).exists():
            return False
        raise


def discard(folder: Path) -> None:
    """Remove ``folder`` by first renaming it aside (another window may be reading it)."""
    if not folder.exists():
        return
    aside = folder.with_name(f".{folder.name}.discarded-{os.getpid()}-{time.monotonic_ns()}")
    try:
        folder.rename(aside)
    except OSError:
        return  # someone else moved or removed it
    shutil.rmtree(aside, ignore_errors=True)


def sweep(directory: Path, keep: Path) -> None:
    """Remove indexes of other versions and staging folders left by killed builds."""
    for old in directory.glob("index-v*"):
        if old != keep and old.is_dir():
            discard(old)
    now = time.time()
    for left in directory.glob(".index-v*"):
        with contextlib.suppress(OSError):
            if left.is_dir() and now - left.stat().st_mtime > STALE_STAGING_S:
                shutil.rmtree(left, ignore_errors=True)


TEMPORARY_PREFIX = "judge-app-cache-"


def is_temporary(folder: Path | None) -> bool:
    """Whether ``folder`` is a fallback made by :func:`usable` (removed once used)."""
    return folder is not None and folder.name.startswith(TEMPORARY_PREFIX)


def usable(directory: Path | None) -> tuple[Path | None, list[str]]:
    """A cache folder that can be written: ``directory`` (default: the platform's), else a
    temporary folder, else ``None`` (keep everything in memory), with a notice for each
    fallback."""
    from rules_corpus.paths import cache_location

    notices: list[str] = []
    folder = directory if directory is not None else cache_location()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".probe-"):
            pass
        return folder, notices
    except OSError as error:
        why = "a file is in its place" if folder.is_file() else (error.strerror or str(error))
        problem = f"Your cache folder {folder} cannot be used ({why.lower()})"
    try:
        folder = Path(tempfile.mkdtemp(prefix=TEMPORARY_PREFIX))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
    except OSError:
        notices.append(f"{problem}; the rules are kept in memory for this session.")
        return None, notices
    notices.append(
        f"{problem}; a temporary folder is used for this session (the next start "
        "prepares the rules again)."
    )
    return folder, notices
