"""The loaded rules are set aside from Python's cycle collector (issue 33: full collections
during the Sandbox's first imports and its redraws no longer walk them)."""

from __future__ import annotations

import gc


def test_the_loaded_rules_are_set_aside_from_the_cycle_collector(make_window) -> None:  # type: ignore[no-untyped-def]
    gc.unfreeze()
    make_window()  # waits until the rules are loaded
    assert gc.get_freeze_count() > 10_000  # the documents and the search index at least


def test_a_built_sandbox_is_set_aside_from_the_cycle_collector(qtbot) -> None:  # type: ignore[no-untyped-def]
    from judge_app.gui.sandbox.page import SandboxPage

    gc.unfreeze()
    page = SandboxPage()
    qtbot.addWidget(page)
    assert gc.get_freeze_count() > 10_000  # the engine's and cards' code, the card library
