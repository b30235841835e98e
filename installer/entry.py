"""The frozen application's entry point (PyInstaller runs this file)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from judge_app.cli.main import main

if __name__ == "__main__":
    bundle = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent))
    # The search index built at packaging time: copied to the user's cache on first start.
    os.environ.setdefault("JUDGE_APP_SEED_CACHE", str(bundle / "seed-cache"))
    sys.exit(main())
