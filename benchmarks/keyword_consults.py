"""Which keyword abilities of 7.4 each trace line's step found on an object (for
``specificity_bench.py --consulted``).

The specificity audit (``scenarios/specificity.py``) reads what a line says: it is blind to a
line that never names the keyword that decided it ("Towering Herald enters p1's hero
Expedition" — and, Gigantic, it joins the companion Expedition too, 7.4.4.c). Here the
engine's own look-ups are watched instead: every ``has_keyword`` that finds a keyword while
a script item runs is noted against the trace line that item records. A line whose step
found Gigantic, Tough, Defender … and cites no rule of that keyword's section (7.4.1-7.4.7)
is a lead for the audit — not always an offence: a step may look a keyword up and not
decide by it (a Reaction's label, an option left as it was). Bench-only: the engine is
patched in this process, never in the app.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable
from typing import Any

import engine
import engine.reading.passives as passives
import scenarios.scenario.run as run
from engine.state.enums import Keyword

SECTIONS: dict[Keyword, str] = {
    Keyword.COOLDOWN: "7.4.1",
    Keyword.DEFENDER: "7.4.2",
    Keyword.ETERNAL: "7.4.3",
    Keyword.GIGANTIC: "7.4.4",
    Keyword.SCOUT: "7.4.5",
    Keyword.SEASONED: "7.4.6",
    Keyword.TOUGH: "7.4.7",
}
"""Each keyword ability and its own section of 7.4."""


def watch() -> Callable[[], list[frozenset[Keyword]]]:
    """Patch the engine's ``has_keyword`` (in every module that imported it) and the script
    runner's ``record``; returns ``take``: the keywords found for each line recorded since
    the last ``take``, in order (one set per engine line)."""
    found: list[Keyword] = []
    per_line: list[frozenset[Keyword]] = []
    original = passives.has_keyword

    def has_keyword(*args: Any, **kwargs: Any) -> bool:
        result = original(*args, **kwargs)
        keyword = args[2] if len(args) > 2 else kwargs["keyword"]
        if result and keyword in SECTIONS:
            found.append(keyword)
        return result

    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        importlib.import_module(info.name)
    for name, module in list(sys.modules.items()):
        if name.startswith(("engine.", "scenarios.")) and (
            getattr(module, "has_keyword", None) is original
        ):
            module.has_keyword = has_keyword  # type: ignore[attr-defined]
    record = run.Runner.record

    def recording(self: run.Runner, entry: Any) -> None:
        record(self, entry)
        per_line.append(frozenset(found))
        found.clear()

    run.Runner.record = recording  # type: ignore[method-assign]

    def take() -> list[frozenset[Keyword]]:
        out = list(per_line)
        per_line.clear()
        found.clear()
        return out

    return take


def uncited(keywords: frozenset[Keyword], rules: set[str]) -> list[Keyword]:
    """The keywords found that ``rules`` cite no rule of (their section or one of its
    lettered rules)."""
    return [
        k
        for k in sorted(keywords, key=lambda k: k.value)
        if not any(r == SECTIONS[k] or r.startswith(SECTIONS[k] + ".") for r in rules)
    ]
