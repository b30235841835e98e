"""Does what a judge sees speak a judge's language, on every path the user sees? (issue 31)

    .venv/bin/python benchmarks/user_words_audit.py [--examples N] [--kind KIND] [--path PATH]
                                                     [--all] [--limit FILES]

Runs every example scenario (``scenarios/examples/``) and every blind batch
(``tests/data/blind_scenarios*``) through the paths a user reads, and collects their text:

- ``run``: the command line's ``scenario run FILE`` output (its lines, the stop, the legal
  options), as printed;
- ``check``: the command line's ``scenario check DIR`` output, as printed;
- ``timeline``: the sandbox's timeline lines (each moment's line as the window says it);
- ``board``: every object's tile on the sandbox's board at every moment — its name, its
  kind line, its compact label (a Discard pile's or Reserve's row), its tooltip and its
  badges — and the zone titles;
- ``decision``: the decision panel's prompt and option titles where a run stops;
- ``report``: the ruling report (the HTML page the window exports, as text) and the
  clipboard summary;
- ``card show``: ``judge-app cards show NAME`` of every card the scenarios lay out;
- ``adventure`` (cite35): each Expedition counter's label and tooltip on the Adventure at
  every moment (``p1 Hero``, never ``p1 H``);
- ``inspector`` (cite35): the Inspector panel's text (the Qt panel itself, rendered
  offscreen) for every object on the board at the first and the last moment;
- ``side by side`` (cite35): the "What differs" words of the Side-by-side window, for the
  board at the first moment beside the board at the last (the words any two boards get);
- ``readings`` (cite35): the Readings tab's texts — the verdict, "What decides", each
  outcome's title, differences and paths — for an exploration (at most 300 boards, 3 s) of
  the decision the run stops at, on every ``--readings-every``-th scenario (5 by default;
  exploring all 1,400 takes hours).

Each text is checked for the kinds of engine-speak of :mod:`judge_app.sandbox.engine_speak`
(internal ids, enum names, Python reprs, statistics codes, snake_case), general patterns,
never a list of sentences. File paths are left out; so is the text a scenario's author wrote
(titles, notes, quotes) and a card's printed text, which are quoted, not produced.

Prints the counts by kind and by path, and a few examples of each kind.
"""

from __future__ import annotations

import argparse
import contextlib
import html
import io
import re
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _common import Stopwatch, footer

from judge_app.sandbox.engine_speak import KINDS, found_kinds

ROOT = Path(__file__).resolve().parent.parent


def _folders() -> list[Path]:
    return [ROOT / "scenarios" / "examples", *sorted((ROOT / "tests" / "data").glob("blind_*s*"))]


def _scenario_files(limit: int | None) -> list[Path]:
    files = [
        p
        for folder in _folders()
        if folder.name.startswith(("examples", "blind_scenarios"))
        for p in sorted(folder.glob("*.yaml"))
    ]
    return files[:limit] if limit else files


def _cli(argv: list[str]) -> str:
    """What ``judge-app ARGV`` prints (stdout and stderr)."""
    from judge_app.cli.main import main

    out = io.StringIO()
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(out),
        contextlib.suppress(SystemExit),
    ):
        main(argv)
    return out.getvalue()


def _authored(path: Path) -> set[str]:
    """The texts the scenario's author wrote (title, note, quote, source): quoted, not
    produced, so left out of the run's and check's output."""
    from ruamel.yaml import YAML

    try:
        data = YAML(typ="safe").load(path.read_text(encoding="utf-8"))
    except Exception:  # a malformed file's texts are its own
        return set()
    if not isinstance(data, dict):
        return set()
    return {str(data[k]) for k in ("title", "note", "quote", "source") if data.get(k)}


def _without(text: str, authored: set[str]) -> str:
    for said in authored:
        text = text.replace(said, "")
    return text


_APP: list[object] = []
"""The offscreen Qt application the panels are rendered in (made once, on first need)."""


def _inspector() -> object:
    """The Inspector panel, offscreen (``QT_QPA_PLATFORM=offscreen``)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from judge_app.gui.sandbox.panels import InspectorPanel

    if not _APP:
        _APP.append(QApplication.instance() or QApplication([]))
        _APP.append(InspectorPanel())
    return _APP[1]


def inspector_texts(state: object) -> Iterator[str]:
    """The Inspector panel's text, line by line, for every object of ``state`` (a card's
    printed text and abilities' words are quoted, not produced: left out)."""
    from judge_app.sandbox.inspect import inspect

    panel = _inspector()
    for oid in list(state.objects):  # type: ignore[attr-defined]
        try:
            seen = inspect(state, oid)  # type: ignore[arg-type]
        except Exception as exc:  # an object the panel cannot show is itself a finding
            yield f"the Inspector fails: {type(exc).__name__}"
            continue
        panel.show_inspection(seen)  # type: ignore[attr-defined]
        quoted = {a.text for a in seen.abilities} | {t for t, _ in seen.by_hand}
        for line in panel.toPlainText().splitlines():  # type: ignore[attr-defined]
            if line.strip() and not any(q and q in line for q in quoted):
                yield line


def readings_texts(session: object) -> Iterator[str]:
    """The Readings tab's words for an exploration of the pending decision: the verdict,
    "What decides", each outcome's title, and each outcome's details (differences and
    paths), as text."""
    from engine.explore import explore
    from judge_app.gui.sandbox.outcome_words import decides_html, outcome_html

    state = session.state  # type: ignore[attr-defined]
    if state.pending is None:
        return
    result = explore(state, max_states=300, time_budget=3.0)
    yield result.verdict()
    yield from _html_lines(decides_html(result, state))
    for n, outcome in enumerate(result.outcomes):
        paths = "1 path" if outcome.paths == 1 else f"{outcome.paths} paths"
        yield f"Outcome {n + 1} — {paths}"
        yield from _html_lines(outcome_html(result, n, 0))


def _html_lines(page: str) -> Iterator[str]:
    for line in html.unescape(re.sub(r"<[^>]+>", "\n", page)).splitlines():
        if line.strip():
            yield line


def session_texts(path: Path, readings: bool = False) -> Iterator[tuple[str, str]]:
    """(path, text) of what the sandbox window shows for ``path``: its timeline, its board
    at every moment (with the Adventure's Expedition counters), its decision panel, its
    report and summary, the Inspector at the first and last moment, the Side-by-side words
    of the first board beside the last, and (``readings``) the Readings tab's."""
    from judge_app.sandbox.board import ZONE_TITLES
    from judge_app.sandbox.branches import compare
    from judge_app.sandbox.report import report_html, summary_text
    from judge_app.sandbox.session import SandboxError, open_session
    from judge_app.sandbox.tile_text import (
        badge_words,
        compact_label,
        expedition_counter_label,
        expedition_counter_tooltip,
        kind_line,
        tile_tooltip,
    )
    from judge_app.sandbox.wording import option_views

    try:
        session = open_session(path)
    except SandboxError:
        return
    with contextlib.suppress(SandboxError):  # a script the window cannot go on with
        session.run("decision")
    seen: set[int] = set()
    counters: set[object] = set()
    for i in range(len(session.moments)):
        yield "timeline", session.said(i)
        session.cursor = i
        board = session.board()
        tiles = [t for p in board.players for zone in p.zones.values() for t in zone.tiles]
        tiles += [p.hero for p in board.players if p.hero is not None]
        tiles += list(board.limbo.tiles)
        for t in tiles:
            if id(t) in seen:
                continue
            seen.add(id(t))
            printed = {t.text} if t.text else set()
            yield "board", t.name
            yield "board", kind_line(t)
            yield "board", compact_label(t)
            yield "board", _without(tile_tooltip(t), printed)
            yield "board", " · ".join(badge_words(t))
        for region in board.regions:
            for m in region.markers:
                if (m, i == 0) not in counters:
                    counters.add((m, i == 0))
                    yield "adventure", expedition_counter_label(m)
                    yield "adventure", expedition_counter_tooltip(m)
    first, last = session.moments[0].state, session.moments[-1].state
    for moment_state in (first, last) if last is not first else (first,):
        for line in inspector_texts(moment_state):
            yield "inspector", line
    said = compare(first, last).lines
    for line in said or ["The two boards are the same: only the way there differs."]:
        yield "side by side", line
    session.cursor = len(session.moments) - 1
    if readings:
        with contextlib.suppress(SandboxError):
            for line in readings_texts(session):
                yield "readings", line
    yield "board", " · ".join(ZONE_TITLES.values())
    decision = session.state.pending
    if decision is not None:
        yield "decision", decision.prompt
        for view in option_views(session.state, decision):
            yield "decision", view.title
    authored = _authored(path)
    page = report_html(session, lambda _rule: None)
    page = re.sub(r"<style>.*?</style>", "", page, flags=re.S)
    for line in html.unescape(re.sub(r"<[^>]+>", "\n", page)).splitlines():
        if line.strip():
            yield "report", _without(line, authored)
    for line in summary_text(session).splitlines():
        yield "report", _without(line, authored)


def card_show(name: str) -> str:
    """What ``judge-app cards show NAME`` prints for the library's cards of that name (its
    printed text, the ``| …`` lines, left out: quoted, not produced). The command line reads
    one name per run; this asks the library in this process, for every card at once."""
    from judge_app.cli.cards_commands import library_lookup, print_library_card

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for card in library_lookup(name):
            print_library_card(card, None)
    return "\n".join(line for line in out.getvalue().splitlines() if not line.startswith("  | "))


_CARD_ENTRY = re.compile(r"\bcard: *['\"]?([^'\"\n#,{}\[\]]+?)['\"]? *(?:$|[,}])", re.M)


def _card_names(files: list[Path]) -> list[str]:
    """The names of the cards the scenarios lay out (``card:`` entries)."""
    names: set[str] = set()
    for path in files:
        for m in _CARD_ENTRY.finditer(path.read_text("utf-8")):
            names.add(m.group(1).strip())
    return sorted(names)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=3, help="examples shown per kind")
    parser.add_argument("--kind", help="only this kind's examples")
    parser.add_argument("--path", help="only this path's examples")
    parser.add_argument("--all", action="store_true", help="every match")
    parser.add_argument("--limit", type=int, help="only the first FILES scenarios")
    parser.add_argument(
        "--readings-every", type=int, default=5, help="explore every N-th scenario (0: none)"
    )
    args = parser.parse_args()
    watch = Stopwatch()
    files = _scenario_files(args.limit)
    hits: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    by_path: dict[str, int] = defaultdict(int)
    texts: dict[str, int] = defaultdict(int)

    def look(where: str, path: str, text: str) -> None:
        texts[path] += 1
        for kind in found_kinds(text):
            hits[kind].append((path, where, text))
            by_path[path] += 1

    for n, file in enumerate(files):
        where = file.relative_to(ROOT).as_posix()
        authored = _authored(file)
        for line in _cli(["scenario", "run", str(file)]).splitlines():
            look(where, "run", _without(line, authored))
        explore_it = bool(args.readings_every) and n % args.readings_every == 0
        for path, text in session_texts(file, explore_it):
            look(where, path, text)
    for folder in sorted({f.parent for f in files}):
        where = folder.relative_to(ROOT).as_posix()
        authored = set().union(*(_authored(f) for f in folder.glob("*.yaml")))
        for line in _cli(["scenario", "check", str(folder)]).splitlines():
            look(where, "check", _without(line, authored))
    names = _card_names(files)
    for name in names:
        for line in card_show(name).splitlines():
            look("cards show", "card show", line)
    total = sum(len(v) for v in hits.values())
    print(f"{len(files)} scenarios, {len(names)} cards shown, {sum(texts.values())} texts")
    print("by path: " + ", ".join(f"{p} {by_path.get(p, 0)}/{n}" for p, n in texts.items()))
    print(f"{'kind':18} {'texts':>6}")
    for kind in KINDS:
        found = hits.get(kind, [])
        print(f"{kind:18} {len(found):6}")
        if args.kind and args.kind != kind:
            continue
        chosen = [h for h in found if not args.path or h[0] == args.path]
        for path, where, text in chosen if args.all else _spread(chosen, args.examples):
            print(f"    [{path}] {text[:180]}    ({where})")
    print(f"total {total}")
    print(footer(watch))
    return 0


def _spread(found: list[tuple[str, str, str]], n: int) -> list[tuple[str, str, str]]:
    """``n`` examples of different shapes, from different paths first."""
    out: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for hit in sorted(found, key=lambda h: h[0]):
        shape = hit[0] + re.sub(r"\d+", "N", hit[2])[:50]
        if shape not in seen:
            seen.add(shape)
            out.append(hit)
    by_path: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    for hit in out:
        by_path[hit[0]].append(hit)
    spread: list[tuple[str, str, str]] = []
    while len(spread) < min(n, len(out)):
        for items in by_path.values():
            if items and len(spread) < n:
                spread.append(items.pop(0))
    return spread


if __name__ == "__main__":
    sys.exit(main())
