"""The window's self-test imports the card and scenario code under the lock the window's
background preparation holds while it imports the same code: at once, two threads importing
mutually importing modules deadlocked (4 windows started together: "_DeadlockError: deadlock
detected by _ModuleLock('scenarios.cards.printed')"; issue 34)."""

from __future__ import annotations

import threading

from judge_app.gui.loader import CARD_CODE_IMPORT
from judge_app.selftest import _run_example_scenario


def test_the_self_tests_scenario_waits_for_the_windows_background_import() -> None:
    done: list[str] = []
    runner = threading.Thread(target=lambda: done.append(_run_example_scenario()))
    with CARD_CODE_IMPORT:  # the background preparation is importing
        runner.start()
        runner.join(8)  # the scenario itself takes a second or two
        assert runner.is_alive() and done == []  # waits instead of importing beside it
    runner.join(60)
    assert done and done[0].endswith("all expectations held")
