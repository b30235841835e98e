"""Card definitions and scenario files for the rules engine.

Everything that reads or writes files for the engine lives here (the engine itself does no
file I/O): :mod:`scenarios.cards` loads the card library (YAML, validated with pydantic),
:mod:`scenarios.scenario` loads, runs and checks scenario files and saves/loads engine
states.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
LIBRARY_DIR = PACKAGE_DIR / "library"
EXAMPLES_DIR = PACKAGE_DIR / "examples"
POOL_FILENAME = "cards.db"
"""The imported card pool's database, in the per-user data folder (:mod:`scenarios.pool`).
Named here, where importing costs nothing, so the window can tell whether cards were imported
without loading the pool's code at start-up."""
