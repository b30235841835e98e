"""The card grammar's tables are built in the background at start-up (they take seconds of CPU
once per grammar version): the first card typed in *Type a card* (read on the UI thread at
each keystroke) must not be the one to wait for them."""

from __future__ import annotations

import pytest

from judge_app.gui.loader import PrepareSignals, _PrepareViewsJob
from scenarios.cards.grammar import parser


@pytest.mark.parametrize("views_ready", [True, False])
def test_the_background_preparation_builds_the_card_grammar(
    qapp: object, monkeypatch: pytest.MonkeyPatch, views_ready: bool
) -> None:
    builds: list[int] = []
    monkeypatch.setattr(parser, "_BUILT", [])
    monkeypatch.setattr(parser, "build", lambda: builds.append(1) or object())
    # the views' code and the library (read elsewhere) aside: this job's own grammar build
    monkeypatch.setattr(_PrepareViewsJob, "_prepare_views", staticmethod(lambda: views_ready))
    signals = PrepareSignals()
    prepared: list[bool] = []
    signals.prepared.connect(lambda: prepared.append(True))
    _PrepareViewsJob(signals).run()  # as the thread pool runs it, here on this thread
    assert prepared == ([True] if views_ready else [])
    assert builds == [1]  # built even when a view's preparation failed
    assert parser._BUILT  # a card read later takes the tables built here
