"""Several files of one folder made current together: all the new ones, or none.

A sandbox board is up to three files (``NAME.yaml``, ``NAME.state.json``,
``NAME.branches.json``). Replacing them one by one leaves a mixed board when the second
write fails (a full disk, a file size limit) or the program is killed between them: the
old scenario would open the new, unsaved state. :func:`replace_together` instead

1. writes every new file to a temporary file beside its target (and flushes it to disk) —
   any failure here removes the temporary files and leaves the old files untouched;
2. writes a small *journal* (``.NAME.saving.json``) naming each temporary file and its
   target, plus the targets to remove — replacing the journal atomically is the moment
   the new set becomes the current one (the commit point);
3. renames each temporary file over its target, removes the files to remove, then
   removes the journal.

If the program stops during step 3, the journal is still there:
:func:`finish_interrupted_save` (called whenever a scenario is loaded) completes the
renames, so the reader sees exactly the new set. Without a journal, the old set is
untouched. Either way a reader meets exactly the old files or exactly the new ones.

Only plain names inside the journal's own folder are honoured, so a damaged or hostile
journal cannot move files elsewhere.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rules_corpus.store.atomic import user_file_mode

JOURNAL_FORMAT = "judge-app save in progress"


def journal_path(target: Path) -> Path:
    """The journal of a save whose main file is ``target``."""
    return target.with_name(f".{target.stem}.saving.json")


def _flush_dir(folder: Path) -> None:
    """Make renames in ``folder`` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_temp(target: Path, text: str) -> Path:
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        # the judge's board keeps the permissions of the file it replaces (a new one: the
        # usual ones), not the temporary file's owner-only ones
        os.chmod(name, user_file_mode(target))
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
    return Path(name)


def replace_together(main: Path, files: Mapping[Path, str | None]) -> None:
    """Make ``files`` current together: each path gets its text, or is removed when its
    value is ``None``. Every path must be in ``main``'s folder. An ``OSError`` (disk full,
    permission, size limit) leaves every file as it was."""
    folder = main.parent
    for path in files:
        if path.parent != folder:
            raise ValueError(f"{path} is not beside {main}")
    finish_interrupted_save(main)  # an older interrupted save first, never two journals
    written: dict[Path, Path] = {}
    journal = journal_path(main)
    try:
        for path, text in files.items():
            if text is not None:
                written[path] = _write_temp(path, text)
        plan: dict[str, Any] = {
            "format": JOURNAL_FORMAT,
            "replace": [[tmp.name, path.name] for path, tmp in written.items()],
            "remove": [path.name for path, text in files.items() if text is None],
        }
        staged = _write_temp(journal, json.dumps(plan))
        written[journal] = staged
        os.replace(staged, journal)  # the commit point
        del written[journal]
    except BaseException:
        for tmp in written.values():
            tmp.unlink(missing_ok=True)
        raise
    _flush_dir(folder)
    _apply(journal, plan)


def _apply(journal: Path, plan: dict[str, Any]) -> None:
    folder = journal.parent
    for pair in plan["replace"]:
        assert isinstance(pair, list)
        tmp, target = folder / str(pair[0]), folder / str(pair[1])
        if tmp.exists():
            os.replace(tmp, target)
    for name in plan["remove"]:
        (folder / str(name)).unlink(missing_ok=True)
    _flush_dir(folder)
    journal.unlink(missing_ok=True)


def _plain(name: object) -> bool:
    return isinstance(name, str) and bool(name) and name == Path(name).name and name != ".."


def finish_interrupted_save(main: Path) -> bool:
    """Complete a save of ``main`` that stopped after its commit point (see the module);
    ``True`` if there was one. A journal that is not one of ours, or names files outside
    its folder, is removed without touching anything else; a folder the user cannot write
    to is left as it is (the reader then sees the files as they are)."""
    journal = journal_path(main)
    try:
        if not journal.is_file():
            return False
        raw = journal.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError, ValueError):
        return False
    try:
        plan = json.loads(raw)
        usable = (
            isinstance(plan, dict)
            and plan.get("format") == JOURNAL_FORMAT
            and isinstance(plan.get("replace"), list)
            and isinstance(plan.get("remove"), list)
            and all(
                isinstance(p, list) and len(p) == 2 and _plain(p[0]) and _plain(p[1])
                for p in plan["replace"]
            )
            and all(_plain(n) for n in plan["remove"])
            and all(str(p[0]).startswith(".") for p in plan["replace"])
        )
    except (ValueError, RecursionError):
        usable = False
    try:
        if not usable:
            journal.unlink(missing_ok=True)
            return False
        _apply(journal, plan)
    except OSError:
        return False
    return True


def fingerprint(paths: list[Path]) -> tuple[str | None, ...]:
    """What ``paths`` hold on disk now (a digest of each file's bytes), to notice a change
    made by another program since they were opened or saved; ``None`` for a missing or
    unreadable file."""
    found: list[str | None] = []
    for path in paths:
        try:
            if not path.is_file():
                found.append(None)
                continue
            digest = hashlib.sha256()
            with path.open("rb") as fh:
                for chunk in iter(lambda: fh.read(1 << 20), b""):
                    digest.update(chunk)
            found.append(digest.hexdigest())
        except OSError:
            found.append(None)
    return tuple(found)
