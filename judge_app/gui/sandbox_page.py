"""The Sandbox mode's placeholder until the scenario sandbox lands."""

from __future__ import annotations

from judge_app.gui.qt import QLabel, Qt, QVBoxLayout, QWidget


class SandboxPage(QWidget):
    """A "coming soon" page in the Sandbox mode."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        label = QLabel(
            "<h2>Scenario sandbox</h2>"
            "<p>Coming soon: set up a board state, play it step by step and see which rules "
            "apply, with citations.</p>"
            "<p>Switch back to <b>Rules</b> (Ctrl+1) to look rules up.</p>",
            self,
        )
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setFixedWidth(520)
        label.setMinimumHeight(label.heightForWidth(520))
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
