"""Card-database commands wait for another program's lock, saying so, then give up clearly.

The card database (``cards.db``) is shared by the window, its import thread and every
command. A command that meets a lock held by another program (another import, a database
browser) does not print a traceback: it says once that it is waiting, tries again for a
while — an import waits longer, so two imports started together run one after the other —
and then names the database and says another program holds it. A database that cannot
be written (a read-only folder) is reported as read-only, never as damage.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
import time
from collections.abc import Callable
from functools import wraps

from judge_app.cli.output import CliError
from scenarios.pool import default_pool_path
from scenarios.pool.locks import PoolLocked, PoolReadOnly, is_locked, is_read_only_error

READ_WAIT_S = 15.0
"""How long a search, show or decklist waits for another program's lock."""
IMPORT_WAIT_S = 300.0
"""How long an import waits for another import (or program) to finish: imports queue."""
RETRY_S = 0.5

Handler = Callable[[argparse.Namespace], int]


def waiting_for_pool(writes: bool = False) -> Callable[[Handler], Handler]:
    """Run a command that uses the card database, waiting for a lock held by another
    program (see the module): :data:`READ_WAIT_S`, or :data:`IMPORT_WAIT_S` when it
    ``writes``."""

    def wrap(handler: Handler) -> Handler:
        @wraps(handler)
        def run(args: argparse.Namespace) -> int:
            started = 0.0  # when the lock was first met
            wait_s = IMPORT_WAIT_S if writes else READ_WAIT_S
            told = False
            while True:
                try:
                    return handler(args)
                except PoolReadOnly:
                    raise CliError(_read_only(writes)) from None
                except PoolLocked:
                    pass  # an import's write met a lock: wait as below
                except sqlite3.OperationalError as exc:
                    if is_read_only_error(exc):
                        raise CliError(_read_only(writes)) from None
                    if not is_locked(exc):
                        raise CliError(f"the card database could not be used: {exc}") from None
                if not told:
                    print(
                        "judge-app: the card database is in use by another program; "
                        f"waiting for it (up to {wait_s:.0f} s)…",
                        file=sys.stderr,
                        flush=True,
                    )
                    told = True
                    started = time.monotonic()
                if time.monotonic() - started >= wait_s:
                    raise CliError(
                        f"the card database {default_pool_path()} is held by another "
                        f"program (still locked after {wait_s:.0f} s of waiting); nothing was "
                        "changed. Try again when it has finished."
                    ) from None
                time.sleep(RETRY_S)

        return run

    return wrap


def _read_only(writes: bool) -> str:
    return (
        f"the card database {default_pool_path()} is read-only (its file or folder cannot "
        f"be written): nothing was {'imported' if writes else 'changed'}"
    )
