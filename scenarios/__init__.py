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
