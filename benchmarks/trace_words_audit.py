"""Does every trace line and decision prompt speak a judge's language? (issues 31, 33)

    .venv/bin/python benchmarks/trace_words_audit.py [--examples N] [--pattern NAME] [--all]

Runs every example scenario (``scenarios/examples/``) and every studied blind batch
(``tests/data/blind_scenarios*``) and collects what
``judge-app scenario run FILE`` shows: each trace line as the command line prints it (the
engine's text through :func:`judge_app.sandbox.line_words.timeline_line`), the engine's own
text, and each decision's prompt (the one a run stops at, and those the script answered,
which the lines repeat). Each text is checked against general patterns of engine-speak — never
a list of sentences:

- ``kind after colon``: an atomic action's internal name (an ``ActionKind`` value, said with
  spaces) standing as a noun after a colon or in brackets ("…: spend counters",
  "Offering (sacrifice): …") instead of a sentence saying what happens;
- ``will kind``: "will" before an action name that holds its own noun ("will spend counters
  Kelon Cylinder", "will give boost X"): a template's grammar;
- ``(s) plural``: "shuffle(s)", "counter(s)": a template not choosing its number;
- ``double colon``: "you may: X: Y": a prompt built from a label;
- ``enum name``: an upper-case or snake_case name ("GIVE_BOOST", "spend_counters",
  "ActionKind.");
- ``object id``: an internal object id ("o12", "obj3");
- ``python repr``: "None", "True", "False", "()", "[]", "{}", "('" in what a judge reads;
- ``many rules``: a line citing more than 3 rules that decide it (its ``rules``; those only
  relevant to it, its ``also``, are not counted: engine/why/deciding.py). Counted, not changed
  here: which rules a line cites is the citations' work.
- ``unsaid chooser`` (lines only): a decision's order standing in a line as the prompt gives
  it to the player ("p2 takes a turn; p2: choose a turn effect", "Clean-up: choose 2 to keep
  in your Reserve", "Kitsune: you may resupply") rather than a sentence saying who decides
  what ("p2 takes the next turn and chooses a turn effect": engine/why/asked.py);
- ``player id`` (lines only): each scenario is run again with its players named ``Ann`` and
  ``Bob`` on the board (every ``p1``/``p2`` of the file renamed): a line of that run still
  saying ``p1`` or ``p2`` names a player by an id the engine made up, not as the board names
  them;
- ``raw step label`` (the engine's text only, lines only): a ``--json`` line starting with a
  step's source and an action's internal name ("Kojo & Booda: create: …"), counted as
  "--json lines starting with a raw step label: N".

Prints, per pattern, how many texts match and 2 examples each (``--all``: every match).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from engine.state.actions import ActionKind
from judge_app.sandbox.line_words import prompt_words, timeline_line
from scenarios.cards.library import Library, default_library

ROOT = Path(__file__).resolve().parent.parent

_KINDS = sorted((k.value.replace("_", " ") for k in ActionKind), key=len, reverse=True)
_KIND_ALT = "|".join(re.escape(k) for k in _KINDS)
_NOUN_KINDS = [k for k in _KINDS if " " in k]
"""Action names holding their own object ("give boost", "spend counters"): never a verb
phrase before another object."""
_NOUN_ALT = "|".join(re.escape(k) for k in _NOUN_KINDS)

PATTERNS: dict[str, re.Pattern[str]] = {
    "kind after colon": re.compile(
        rf"(?::|^[^:]*\b(?:for|of)\b[^:]*:) (?:{_KIND_ALT})(?=$|[:;,)]| \(| —)|\((?:{_KIND_ALT})\)"
    ),
    "will kind": re.compile(rf"\bwill (?:{_NOUN_ALT})\b(?! (?:from|to|of|between)\b)"),
    "(s) plural": re.compile(r"[a-z]\(s\)|\((?:e)?s\)\B"),
    "double colon": re.compile(r"\byou may: [^:\[]+: "),
    "enum name": re.compile(
        r"\b[A-Z]{2,}_[A-Z_]+\b|\b[a-z]+_[a-z_]+\b|\b(?:ActionKind|Subject|Zone|Status)\.\w"
    ),
    "object id": re.compile(r"\b(?:o|obj)\d+\b"),
    "python repr": re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\(\)|\[\]|\{\}|\('|\['"),
}
UNSAID_CHOOSER = re.compile(
    r"(?:^|: |; )(?:choose|you may|where to|roll a die|apply)\b(?![^\[]*\])"
)
"""A prompt's order in a line, after a colon (a player's or a step's) or at its start, not
inside a note in brackets: said to the player, not of them."""
RENAMED = {"p1": "Ann", "p2": "Bob"}
PLAYER_ID = re.compile(r"\bp[12]\b")
RAW_LABEL = re.compile(rf"^[^:]+: (?:{_KIND_ALT})(?=:|$)")
"""A ``--json`` line starting with a step's raw label: its source and an action's internal
name ("Kojo & Booda: create: …", "Muter: ignore: …") rather than what happened."""
MANY_RULES = 3
MANY = f"more than {MANY_RULES} deciding rules"


def _folders() -> list[Path]:
    out = [ROOT / "scenarios" / "examples"]
    out += sorted(p for p in (ROOT / "tests" / "data").glob("blind_scenarios*"))
    return out


def _texts(path: Path, library: Library) -> list[tuple[str, str, str, int]]:
    """(what, command line's text, engine's text, rules cited) of each line and prompt a run
    of ``path`` shows: the command line's words (``scenario run``) and the engine's own, which
    ``--json`` and the report show."""
    from scenarios.errors import LoadError
    from scenarios.scenario.load import load_scenario
    from scenarios.scenario.run import run_scenario

    try:
        scenario = load_scenario(path, library)
    except LoadError:
        return []
    result = run_scenario(scenario)
    out: list[tuple[str, str, str, int]] = []
    for line in result.lines:
        text = line.shown(("hand",))
        out.append(("line", timeline_line(text), text, len(line.shown_rules(("hand",)))))
    pending = result.pending
    if pending is not None:
        said = f"{pending.player}: {pending.prompt}"
        out.append(("prompt", f"{pending.player}: {prompt_words(pending.prompt)}", said, 0))
    return out


def _renamed_lines(path: Path, library: Library) -> list[str]:
    """The lines of a run of ``path`` with its players renamed (:data:`RENAMED`) everywhere in
    the file (keys, zones, script, expectations): what the board calls them."""
    import tempfile

    text = path.read_text(encoding="utf-8")
    for old, new in RENAMED.items():
        text = re.sub(rf"\b{old}\b", new, text)
    with tempfile.TemporaryDirectory() as folder:
        renamed = Path(folder) / path.name
        renamed.write_text(text, encoding="utf-8")
        return [t for what, t, _, _ in _texts(renamed, library) if what == "line"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=2, help="examples shown per pattern")
    parser.add_argument("--pattern", help="only this pattern's examples")
    parser.add_argument("--all", action="store_true", help="every match")
    args = parser.parse_args()
    watch = Stopwatch()
    library = default_library()
    hits: dict[str, list[tuple[str, str]]] = defaultdict(list)
    engine_hits: dict[str, int] = defaultdict(int)
    texts = files = raw_labels = 0
    for folder in _folders():
        for path in sorted(folder.glob("*.yaml")):
            files += 1
            where = path.relative_to(ROOT).as_posix()
            for what, text, engine_text, rules in _texts(path, library):
                texts += 1
                if what == "line" and RAW_LABEL.search(engine_text):
                    raw_labels += 1
                    hits["raw step label"].append((where, engine_text))
                for name, pattern in PATTERNS.items():
                    if pattern.search(text):
                        hits[name].append((where, text))
                    if pattern.search(engine_text):
                        engine_hits[name] += 1
                if what == "line" and UNSAID_CHOOSER.search(text):
                    hits["unsaid chooser"].append((where, text))
                    engine_hits["unsaid chooser"] += bool(UNSAID_CHOOSER.search(engine_text))
                if rules > MANY_RULES:
                    hits[MANY].append((where, f"[{rules} rules] {text}"))
                    engine_hits[MANY] += 1
            for text in _renamed_lines(path, library):
                if PLAYER_ID.search(text):
                    hits["player id"].append((where, text))
                    engine_hits["player id"] += 1
    print(f"{files} scenarios, {texts} lines and prompts")
    print(f"--json lines starting with a raw step label: {raw_labels}")
    print(f"{'pattern':20} {'command line':>12} {'engine (--json)':>16}")
    for name in [*PATTERNS, "unsaid chooser", "player id", MANY, "raw step label"]:
        found = hits.get(name, [])
        if name == "raw step label":
            print(f"{name:20} {'':>12} {len(found):16}")
        else:
            print(f"{name:20} {len(found):12} {engine_hits.get(name, 0):16}")
        if args.pattern and args.pattern != name:
            continue
        shown = found if args.all else _spread(found, args.examples)
        for where, text in shown:
            print(f"    {text[:200]}    ({where})")
    print(footer(watch))
    return 0


def _spread(found: list[tuple[str, str]], n: int) -> list[tuple[str, str]]:
    """``n`` examples from different texts (the first of each distinct shape)."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for where, text in found:
        shape = re.sub(r"\d+", "N", text)[:60]
        if shape not in seen:
            seen.add(shape)
            out.append((where, text))
        if len(out) >= n:
            break
    return out


if __name__ == "__main__":
    sys.exit(main())
