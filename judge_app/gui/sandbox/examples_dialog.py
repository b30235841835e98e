"""File › Examples…: open any of the rules' worked examples or a sample board, found by
rule number (``2.1.d``, ``6.2e``) or by words of its title."""

from __future__ import annotations

from pathlib import Path

from judge_app.gui.qt import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    Qt,
    QVBoxLayout,
    QWidget,
)
from judge_app.sandbox.examples import Example, filter_examples, list_examples


class ExamplesDialog(QDialog):
    """A filter box over every example; Enter or double-click opens the one chosen."""

    def __init__(self, parent: QWidget | None = None, examples: list[Example] | None = None):
        super().__init__(parent)
        self.setWindowTitle("Open an example")
        self.examples = examples if examples is not None else list_examples()
        self.query = QLineEdit(self)
        self.query.setPlaceholderText("Rule number (2.1.d, 6.2e) or words of the title (Kuwat)")
        self.query.setClearButtonEnabled(True)
        self.query.setAccessibleName("Find an example")
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAccessibleName("Examples")
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.count = QLabel(self)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
        layout = QVBoxLayout(self)
        layout.addWidget(self.query)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.count)
        layout.addWidget(buttons)
        self.query.textChanged.connect(self.refresh)
        self.query.returnPressed.connect(self.accept)
        self.resize(760, 560)
        self.refresh("")

    def refresh(self, text: str) -> None:
        self.list.clear()
        shown = filter_examples(self.examples, text)
        for e in shown:
            rules = ", ".join(e.rules[:3])
            item = QListWidgetItem(f"{e.title}\n    {e.kind} · CR 5.0 {rules}")
            item.setData(Qt.ItemDataRole.UserRole, str(e.path))
            item.setToolTip(f"{e.title}\nRules: {', '.join(e.rules)}\nFile: {e.path.name}")
            self.list.addItem(item)
        if shown:
            self.list.setCurrentRow(0)
        self.open_button.setEnabled(bool(shown))
        total = len(self.examples)
        self.count.setText(
            f"{len(shown)} of {total}"
            if shown
            else f"No example matches “{text}” ({total} in all)."
        )

    def chosen(self) -> Path | None:
        item = self.list.currentItem()
        return Path(str(item.data(Qt.ItemDataRole.UserRole))) if item is not None else None
