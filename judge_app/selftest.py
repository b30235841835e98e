"""``judge-app --self-test``: prove an installed (or frozen) app works, then exit.

It opens the real window offscreen, waits for the rules library, runs a search through the
search box, opens a rule, checks the citation, and runs one example scenario if the sandbox's
scenarios are installed. Each check prints one line; the exit status is 0 only when all pass.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

Check = tuple[str, Callable[[], str]]


def run_self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.perf_counter()
    failures = 0
    from judge_app.gui.launch import make_application
    from judge_app.gui.main_window import MainWindow

    app = make_application()
    window = MainWindow(None, search_delay_ms=0)
    window.show()
    window.start()

    def wait_ready() -> str:
        deadline = time.monotonic() + 60
        while not window.is_ready and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)
        if not window.is_ready:
            raise AssertionError("the rules library did not load within 60 s")
        library = window.library
        assert library is not None
        rules = sum(len(d.rules) for d in library.corpus.documents)
        return f"{len(library.corpus.documents)} documents, {rules} rules loaded"

    def search() -> str:
        window.search.set_query("fleeting")
        window.search.run_now()
        app.processEvents()
        top = window.last_view().top
        if top is None or top.target.id != "Fleeting":
            raise AssertionError(f"search 'fleeting' gave {top.target.id if top else 'nothing'}")
        return f"search 'fleeting' → {top.target.id} ({len(window.last_view().hits)} hits)"

    def meaning() -> str:
        """The sentence encoder (the vendored int8 model read and run in numpy) loaded by
        the window in the background, and a question encoded and answered with it."""
        library = window.library
        assert library is not None
        deadline = time.monotonic() + 60
        while library.index.semantic is None and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)
        if library.index.semantic is None:
            raise AssertionError(library.load_semantic() or "not loaded within 60 s")
        question = "does my character untap in the morning"
        hits = library.index.search(question).hits
        if not hits:
            raise AssertionError("a question found nothing")
        semantic = library.index.semantic
        if semantic is None or not semantic.encoder.cached(question):
            raise AssertionError("the question was not encoded")
        return f"sentence encoder loaded; 'does my character untap…' → {hits[0].id}"

    def open_rule() -> str:
        if not window.open_rule("6.2.e"):
            raise AssertionError("rule 6.2.e did not open")
        citation = window.citation() or ""
        if not citation.startswith("Altered CR 5.0 — 6.2.e"):
            raise AssertionError(f"unexpected citation {citation[:40]!r}")
        return f"opened rule 6.2.e; citation {citation[:40]!r}…"

    def card_reader() -> str:
        """The card reader's parser tables come with the installed app (built at packaging
        time into the seed cache): no judge waits for them to be built on a first card read."""
        from scenarios.cards.grammar import parser

        seeded = parser.seeded_file(parser.grammar_text())
        if getattr(sys, "frozen", False) and seeded is None:
            raise AssertionError(
                "the card reader's tables are not shipped: the first card read would build them"
            )
        parser.grammar()
        if seeded is None:
            return "card reader ready (its tables built or kept from an earlier run)"
        return "card reader ready from the tables shipped with the app"

    def scenario() -> str:
        return _run_example_scenario()

    def sandbox() -> str:
        examples = _examples_dir()
        if examples is None:
            raise AssertionError("no example scenarios installed")
        page = window.sandbox
        window.set_mode(1)
        path = examples / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"
        if not page.open_file(path):
            raise AssertionError(page.message.text())
        steps = page.run_now("decision")
        app.processEvents()
        failed = [o.label for o in page.session.outcomes() if not o.held]
        if failed:
            raise AssertionError(f"{path.name}: {', '.join(failed)}")
        page.undo()
        page.redo()
        drawn = len(page.scene.tiles)
        return f"{path.name}: {steps} steps through the window, {drawn} cards drawn, held"

    def explore() -> str:
        examples = _examples_dir()
        if examples is None:
            raise AssertionError("no example scenarios installed")
        page = window.sandbox
        path = examples / "4_4_c_remark_initiative_player_plays_all_reactions_first.yaml"
        if not page.open_file(path):
            raise AssertionError(page.message.text())
        while page.session.state.pending is None:
            if not page.step():
                raise AssertionError(page.message.text() or "no decision reached")
        page.explore_answers()
        result = page.readings.finish_now()
        if result is None or not result.complete or not result.outcomes:
            raise AssertionError(f"exploration did not finish: {result}")
        return f"{path.name}: {result.verdict()} ({result.states} states)"

    def cards() -> str:
        window.set_mode(2)
        page = window.cards
        pool = page.pool()
        if pool is None:
            raise AssertionError(page.pool_error)
        page.search("Kuwat")
        app.processEvents()
        if page.results.count() == 0:
            raise AssertionError("the Cards view found no card for 'Kuwat'")
        imported = pool.counts()["definitions"]
        return f"'Kuwat' → {page.results.item(0).text()}; {imported} imported cards"

    def yaml_parser() -> str:
        # Large scenario files are read by ruamel's C parser (scenarios/yamlio.py); without it
        # they still load, but a 7 MB board takes ~20 s instead of ~1 s.
        import _ruamel_yaml  # noqa: F401

        return "scenario files are read by the C parser"

    checks: list[Check] = [
        ("rules library", wait_ready),
        ("fast scenario reader", yaml_parser),
        ("search box", search),
        ("meaning-based search", meaning),
        ("reading pane", open_rule),
        ("card reader", card_reader),
        ("example scenario", scenario),
        ("scenario sandbox", sandbox),
        ("explore all answers", explore),
        ("cards view", cards),
    ]
    for name, check in checks:
        try:
            detail = check()
            print(f"ok    {name}: {detail}")
        except Exception as error:  # a self-test reports every failure, it never crashes
            failures += 1
            print(f"FAIL  {name}: {error.__class__.__name__}: {error}")
    window.sandbox.unsaved_prompt = lambda _page: "discard"  # the self-test's board is scratch
    window.close()
    elapsed = time.perf_counter() - started
    verdict = "all checks passed" if failures == 0 else f"{failures} check(s) failed"
    print(f"self-test: {verdict} in {elapsed:.2f} s")
    return 0 if failures == 0 else 1


def _run_example_scenario() -> str:
    """Run one bundled example scenario and check its expectations (if scenarios exist)."""
    from judge_app.gui.loader import CARD_CODE_IMPORT

    # the window may be importing the same card code in the background (its views made
    # ready while idle): importing it beside that import can deadlock (issue 34)
    with CARD_CODE_IMPORT:
        try:
            from scenarios.scenario.check import check_scenario
            from scenarios.scenario.load import load_scenario
        except ImportError:
            return "skipped: the scenario sandbox is not part of this build"
    examples = _examples_dir()
    files = sorted(examples.glob("*.yaml")) if examples is not None else []
    for path in files:
        scenario = load_scenario(path)
        if scenario.model.known_failure:
            continue
        report = check_scenario(scenario)
        if not getattr(report, "ok", False):
            raise AssertionError(f"{path.name}: expectations failed")
        return f"{path.name}: all expectations held"
    raise AssertionError("no example scenario found")


def _examples_dir() -> Path | None:
    bundle = getattr(sys, "_MEIPASS", None)
    candidates = [Path(bundle) / "scenarios" / "examples"] if bundle else []
    import scenarios

    candidates.append(Path(scenarios.__file__).resolve().parent / "examples")
    return next((c for c in candidates if c.is_dir()), None)
