"""How many timeline lines does each rewrite of ``judge_app/sandbox/line_words.py`` change?

    JUDGE_APP_DATA_DIR=$(mktemp -d) .venv/bin/python benchmarks/line_words_families.py [--show N]

The timeline's words should come from the engine's step data (``engine/why/step_lines.py``),
not from regexes over finished text (issue 31). Runs every example scenario and every blind
batch the team may study, takes each line of the sandbox's timeline (the judge's view,
before the rewrites) and counts, per rewrite family
(:data:`judge_app.sandbox.line_words.REWRITES`), the lines that family
changes. A family at 0 no longer fires and can go. The lines still carrying the card data's
icon codes are counted too: none should (the icon codes' rewrite was deleted once the
engine said every icon in words, engine/why/icon_words.py: 114 -> 0 lines).
``--show N`` prints N lines each family changes (before → after).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from judge_app.sandbox.line_words import REWRITES, rewrites_done, timeline_line
from scenarios.cards.library import Library, default_library

ROOT = Path(__file__).resolve().parent.parent
_ICON_CODE = re.compile(r"\{[A-Za-z]\}")  # the card data's icons ("{H} Reaction")


def _folders() -> list[Path]:
    out = [ROOT / "scenarios" / "examples"]
    out += sorted(p for p in (ROOT / "tests" / "data").glob("blind_scenarios*") if p.is_dir())
    return out


def _lines(path: Path, library: Library) -> list[str]:
    """Each line of the sandbox's timeline for ``path`` (:meth:`Session.said
    <judge_app.sandbox.session.Session.said>`, the script run), before the rewrites — the
    same words the report and the command line's ``scenario run`` rewrite."""
    from judge_app.sandbox.session import Session
    from scenarios.errors import LoadError

    try:
        session = Session.open(path, library)
    except LoadError:
        return []
    try:
        session.run("decision", limit=2_000)  # the script, to the first unscripted decision
    except Exception as exc:  # a script the sandbox cannot follow: counted, not fatal
        print(f"  {path.name}: stopped ({type(exc).__name__})", file=sys.stderr)
    return [session.said(i) for i in range(len(session.moments))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", type=int, default=0, help="lines shown per family")
    args = parser.parse_args()
    watch = Stopwatch()
    library = default_library()
    counts: dict[str, int] = defaultdict(int)
    shown: dict[str, list[tuple[str, str]]] = defaultdict(list)
    files = lines = codes = 0
    for folder in _folders():
        for path in sorted(folder.glob("*.yaml")):
            files += 1
            for text in _lines(path, library):
                lines += 1
                if _ICON_CODE.search(text):  # said in words as each line is made
                    codes += 1
                    if len(shown["icon codes left"]) < args.show:
                        shown["icon codes left"].append((text, text))
                for name in rewrites_done(text):
                    counts[name] += 1
                    if len(shown[name]) < args.show:
                        shown[name].append((text, timeline_line(text)))
    print(f"{files} scenarios, {lines} lines")
    print(f"{'rewrite family':28} {'lines changed':>13}")
    for name in (n for n, _ in REWRITES):
        print(f"{name:28} {counts.get(name, 0):13}")
        for before, after in shown.get(name, []):
            print(f"    {before[:160]}\n      → {after[:160]}")
    print(f"{'icon codes left':28} {codes:13}  (no rewrite: engine/why/icon_words.py)")
    for before, _ in shown.get("icon codes left", []):
        print(f"    {before[:160]}")
    print(footer(watch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
