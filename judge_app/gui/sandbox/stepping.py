"""Stepping through the sandbox's resolution: one atomic step, undo, redo, a jump on the
timeline, answering a decision, and runs to the next decision or the end of a turn, phase or
day — in small batches on the event loop with a progress line and Cancel, so the window never
freezes (a mixin of :class:`~judge_app.gui.sandbox.page.SandboxPage`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from judge_app.gui.sandbox.drawing import settle_layouts

if TYPE_CHECKING:
    from judge_app.sandbox.session import Session

RUN_BATCH = 150
"""Steps taken per pass of the event loop during a run."""


class BoardStepping:
    """Steps, undo and redo, answers and runs in batches."""

    session: Session
    running: str | None
    _steps: int

    if TYPE_CHECKING:  # the page's members, for the type checker only

        def __getattr__(self, name: str) -> Any: ...

    def _do(self, action: Callable[[], object]) -> bool:
        if self.running is not None:
            return False
        from judge_app.sandbox.moment import SandboxError

        try:
            action()
        except SandboxError as exc:
            self.say(str(exc), error=True)
            self.redraw()
            return False
        self.say(self.session.notice)
        self.session.notice = ""
        self.redraw()
        return True

    def step(self) -> bool:
        return self._do(self.session.step)

    def undo(self) -> bool:
        return self._do(self.session.undo)

    def redo(self) -> bool:
        return self._do(self.session.redo)

    def go_on_with_loop(self) -> bool:
        """Run ▸ Go on with the loop: the loop of Reactions the app stopped goes on."""
        return self._do(self.session.go_on_with_loop)

    def jump(self, index: int) -> bool:
        return self._do(lambda: self.session.jump(index))

    def answer(self, chosen: tuple[str, ...]) -> bool:
        ok = self._do(lambda: self.session.answer(chosen))
        if ok and self.tabs.currentWidget() is not self.timeline:
            self.tabs.setCurrentWidget(self.timeline)
            settle_layouts()
        return ok

    def run(self, until: str) -> None:
        """Run in batches on the event loop (progress shown, Cancel available)."""
        if self.running is not None or not self.session.can_step():
            return
        self.running = until
        self._steps = 0
        self.session.cancel_run()
        self.progress.show()
        self.cancel.show()
        self._update_actions()
        self._timer.start()

    def _run_tick(self) -> None:
        if self.running is None:
            self._timer.stop()
            return
        from judge_app.sandbox.moment import SandboxError

        try:
            taken, done = self.session.run_batch(self.running, RUN_BATCH)
        except SandboxError as exc:
            self._finish_run()
            self.say(str(exc), error=True)
            self.redraw()
            return
        self._steps += taken
        self.progress.setFormat(_steps(self._steps))
        if done or self._steps >= 20_000:
            self._finish_run()
            self.say(
                f"Ran {_steps(self._steps)}."
                + (f" {self.session.notice}" if self.session.notice else "")
            )
            self.redraw()

    def _finish_run(self) -> None:
        self._timer.stop()
        self.running = None
        self.session.cancel_run()
        self.progress.hide()
        self.cancel.hide()

    def cancel_run(self) -> None:
        if self.running is not None:
            self._finish_run()
            self.say(f"Stopped after {_steps(self._steps)}.")
            self.redraw()

    def run_now(self, until: str = "decision") -> int:
        """Run synchronously (for the command line's self-test and for tests)."""
        taken = self.session.run(until)
        self.redraw()
        return taken


def _steps(count: int) -> str:
    """``"1 step"``, ``"6 steps"``."""
    return f"{count} step" if count == 1 else f"{count} steps"
