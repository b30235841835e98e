"""Does every choice line name what is chosen? (issue 31, blind batch 25's finding 2)

    .venv/bin/python benchmarks/choice_noun_audit.py [--all] [--pattern TEXT]

Runs every example scenario (``scenarios/examples/``) and every blind batch
(``tests/data/blind_scenarios*``) and reads what ``judge-app scenario run FILE`` shows: each
trace line, as the command line prints it, and the prompt of the decision a run stops at. A
*choice line* says a player chooses a number of things ("p1 chooses 2 …", "chooses up to 2
…", "chooses any number …", a prompt's "choose 2 …"). It is **bare** when the number is not
followed by what is chosen — "p1 chooses 1 to discard for Mana Eruption", "choose up to 2 to
ready" — rather than "p1 chooses 1 Mana Orb to discard", "2 Characters", "any number of
Permanents". The noun's number is checked too: "1 Mana Orbs" and "2 Mana Orb" are
**misnumbered**. An amount chosen ("p1 chooses 2" for "how many") is bare too: it says a
number without what it counts.

The pattern is general — the words after a number that are no noun (a preposition, "to", the
end of the line) — never a list of sentences. Prints the counts and the matches (two per
shape, ``--all`` every one).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from judge_app.sandbox.line_words import prompt_words, timeline_line
from scenarios.cards.library import Library, default_library

ROOT = Path(__file__).resolve().parent.parent

_NUMBER = r"(?:\d+|one|two|three|four|five)"
_HOW = rf"(?:up to |exactly |at least |at most )?{_NUMBER}|any number"
_NOT_A_NOUN = r"(?:to|for|from|in|of|on|at|and|or|with|as|—|-)"
BARE = re.compile(
    rf"\bchooses? (?:{_HOW})(?=$|[\s]*[.,;:)\]]|\s+{_NOT_A_NOUN}\b)(?!\s+of\s+[A-Za-z])"
)
"""A choice of a number of things followed by no noun: the end of the text, punctuation, or
a word that is no noun ("to discard", "for Kojo"); "any number of Permanents" names it."""
_NOUNS = r"(?:Mana Orb|Character|Permanent|Spell|Landmark|card|boost|counter|mode|object|token)"
MISNUMBERED = re.compile(
    rf"\bchooses? (?:up to |exactly )?(?:1 {_NOUNS}s\b|(?:0|[2-9]|\d\d+) {_NOUNS}(?![s\w]))"
)
"""One thing said in the plural ("1 Mana Orbs") or several in the singular ("2 Mana Orb")."""


def _folders() -> list[Path]:
    out = [ROOT / "scenarios" / "examples"]
    out += sorted((ROOT / "tests" / "data").glob("blind_scenarios*"))
    return out


def texts(path: Path, library: Library) -> list[str]:
    """Each line and the last prompt a run of ``path`` shows on the command line."""
    from scenarios.errors import LoadError
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    try:
        scenario = load_scenario(path, library)
    except LoadError:
        return []
    result = run_scenario(scenario)
    out = [timeline_line(line.shown(("hand",))) for line in result.lines]
    if result.pending is not None:
        out.append(f"{result.pending.player}: {prompt_words(result.pending.prompt)}")
    return out


def findings(text: str) -> list[str]:
    """The patterns ``text`` matches: "bare number", "misnumbered"."""
    found = []
    if BARE.search(text):
        found.append("bare number")
    if MISNUMBERED.search(text):
        found.append("misnumbered")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="every match")
    parser.add_argument("--pattern", help="only files whose name holds this")
    args = parser.parse_args()
    watch = Stopwatch()
    library = default_library()
    hits: dict[str, list[tuple[str, str]]] = defaultdict(list)
    files = lines = 0
    for folder in _folders():
        for path in sorted(folder.glob("*.yaml")):
            if args.pattern and args.pattern not in path.name:
                continue
            files += 1
            where = path.relative_to(ROOT).as_posix()
            for text in texts(path, library):
                lines += 1
                for name in findings(text):
                    hits[name].append((where, text))
    print(f"{files} scenarios, {lines} lines and prompts")
    for name in ("bare number", "misnumbered"):
        found = hits.get(name, [])
        print(f"{name:14} {len(found):6}")
        seen: set[str] = set()
        for where, text in found:
            shape = re.sub(r"\d+", "N", text)[:70]
            if args.all or shape not in seen:
                seen.add(shape)
                print(f"    {text[:180]}    ({where})")
    print(footer(watch))
    return 0


if __name__ == "__main__":
    sys.exit(main())
