"""Does a trace line that SAYS a reason cite the rule of that reason? (issue 31)

    .venv/bin/python benchmarks/reason_words_citation_audit.py [--all] [--folder PATH]

Runs every example scenario (``scenarios/examples/``) and every blind batch
(``tests/data/blind_scenarios*``) and reads each trace line by what its words say — never a
list of sentences — against the rules that line cites (deciding or beside it):

- ``modifier order``: two or more modifiers apply to one event (the line says two of "X
  replaces:", "X adds:" — "adds nothing" is no application): the line must name their order
  ("in this order", "applied first") and cite an order rule — 6.2.g (replacing before
  additive) or 6.2.h (the step's controller chooses among several of one kind);
- ``unpayable cost``: the line says a cost cannot be paid ("cannot be paid", "cannot pay",
  "pay in full"): it must cite 6.4.c (a player choosing to pay must be able to pay in full;
  Section 1's 1.2.5.c, its summary, only beside it, 1.1.1.d) — the same reason, cited one
  way everywhere;
- ``limit count``: a Clean-up line that counts a Reserve or Landmarks against its limit
  ("Reserve 3 of 2"): a line saying the zones are *within* their limits must not count more
  than the limit; a line saying a card is "not counted", or a limit changed "by" a card,
  must cite 1.4.2.a (the card takes priority over the rule) and 2.2.12.m (a passive ability
  may alter a rule).

Prints, per kind, the lines checked and the wrong ones (two examples each; ``--all``: every
wrong line); exits 1 when any is wrong.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from scenarios.cards.library import Library, default_library

ROOT = Path(__file__).resolve().parent.parent

_APPLIED = re.compile(r"\b(?:replaces|adds): ")
_ORDER_SAID = re.compile(r"\bin this order\b|\bapplied first\b")
_UNPAYABLE = re.compile(r"\bcannot be paid\b|\bcannot pay\b|\bpay (?:it )?in full\b")
_COUNTED = re.compile(r"\b(?:Reserve|Landmarks) (\d+) of (-?\d+)\b|, (\d+) of (-?\d+)\b")
_CARD_CHANGES = re.compile(r"\bnot counted\b|[+-]\d+ by |\bmade \d+ by ")


def _order(text: str, rules: set[str]) -> str | None:
    """What is wrong with a line where several modifiers apply; None when it is right or
    is not such a line."""
    if len(_APPLIED.findall(text)) < 2:
        return None
    if not _ORDER_SAID.search(text):
        return "the order is not said"
    if not rules & {"6.2.g", "6.2.h"}:
        return "no order rule (6.2.g, 6.2.h) cited"
    return ""


def _unpayable(text: str, rules: set[str]) -> str | None:
    """What is wrong with a line saying a cost cannot be paid."""
    if not _UNPAYABLE.search(text):
        return None
    missing = sorted({"6.4.c"} - rules)
    return f"does not cite {', '.join(missing)}" if missing else ""


def _limit(text: str, rules: set[str]) -> str | None:
    """What is wrong with a Clean-up line counting a zone against its limit."""
    if not text.startswith("Clean-up") or not _COUNTED.search(text):
        return None
    if "within their limits" in text:
        for m in _COUNTED.finditer(text):
            held, limit = (int(g) for g in (m.groups()[:2] if m.group(1) else m.groups()[2:]))
            if held > max(limit, 0):
                return f"'within' but counts {held} of {limit}"
    if _CARD_CHANGES.search(text):
        missing = sorted({"1.4.2.a", "2.2.12.m"} - rules)
        if missing:
            return f"a card changes the limit; does not cite {', '.join(missing)}"
    return ""


KINDS: dict[str, Callable[[str, set[str]], str | None]] = {
    "modifier order": _order,
    "unpayable cost": _unpayable,
    "limit count": _limit,
}


def _lines(path: Path, library: Library) -> list[tuple[str, set[str]]]:
    """(text, rules cited deciding or beside it) of each trace line of a run of ``path``."""
    from scenarios.errors import LoadError
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    try:
        scenario = load_scenario(path, library)
    except LoadError:
        return []
    result = run_scenario(scenario)
    return [(line.shown(), {*line.rules, *line.also}) for line in result.lines]


def _folders(only: str | None) -> list[Path]:
    if only:
        return [Path(only)]
    blind = sorted((ROOT / "tests" / "data").glob("blind_scenarios*"))
    return [ROOT / "scenarios" / "examples", *(f for f in blind if f.is_dir())]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="every wrong line")
    parser.add_argument("--folder", help="only the scenarios of this folder")
    args = parser.parse_args()
    watch = Stopwatch()
    library = default_library()
    checked = dict.fromkeys(KINDS, 0)
    wrong: dict[str, list[str]] = {k: [] for k in KINDS}
    files = 0
    for folder in _folders(args.folder):
        for path in sorted(folder.glob("*.yaml")):
            files += 1
            for text, rules in _lines(path, library):
                for kind, check in KINDS.items():
                    verdict = check(text, rules)
                    if verdict is None:
                        continue
                    checked[kind] += 1
                    if verdict:
                        wrong[kind].append(f"{path.name}: {verdict}: {text[:300]}")
    print(f"{files} scenarios")
    for kind in KINDS:
        print(f"{kind:16} lines checked {checked[kind]:5}   wrong {len(wrong[kind]):4}")
        for said in wrong[kind] if args.all else wrong[kind][:2]:
            print(f"    {said}")
    print(footer(watch))
    return 1 if any(wrong.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
