"""Write files so that a reader never sees half of one (write aside, then rename)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def _umask() -> int:
    """The process's file-creation mask, read without changing it (Linux names it in
    /proc/self/status); the usual 022 where it cannot be read."""
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    return 0o022


def user_file_mode(path: Path) -> int:
    """The permissions a document the user saves should have: those of the file it replaces,
    or a new file's as any program makes it (0666 less the umask) — not the owner-only ones
    of the temporary file it is written through."""
    try:
        return path.stat().st_mode & 0o7777
    except OSError:
        return 0o666 & ~_umask()


def write_atomically(path: Path, data: bytes, *, user_file: bool = False) -> None:
    """Replace ``path`` with ``data`` in one step: a crash leaves the old file or the new one.
    A ``user_file`` (a report, a board the judge saves) keeps the permissions of the file it
    replaces, or a new file's usual ones (:func:`user_file_mode`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if user_file:
            os.chmod(tmp, user_file_mode(path))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
