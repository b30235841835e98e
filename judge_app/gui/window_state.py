"""What the window remembers between sessions: its size and place, its splitters, the
last view and tabs, and the boards opened or saved lately.

Kept in ``window.ini`` (Qt's QSettings, INI format) in the same data folder as the
bookmarks (``JUDGE_APP_DATA_DIR`` moves it), never in the install folder. A setting that
cannot be read is ignored: the window then opens at its defaults.
"""

from __future__ import annotations

from pathlib import Path

from judge_app.gui.qt import QByteArray, QRect, QSettings, QSize
from rules_corpus.paths import data_dir

FILENAME = "window.ini"
RECENT_BOARDS = 8
DEFAULT_SIZE = QSize(1400, 880)


def open_settings(directory: Path | None = None) -> QSettings:
    folder = directory if directory is not None else data_dir()
    return QSettings(str(folder / FILENAME), QSettings.Format.IniFormat)


def first_size(available: QRect) -> QSize:
    """The window's size on a first start: the default, shrunk to fit the screen's free
    area (the display scale is already in ``available``, in logical pixels)."""
    return QSize(
        min(DEFAULT_SIZE.width(), int(available.width() * 0.92)),
        min(DEFAULT_SIZE.height(), int(available.height() * 0.9)),
    )


def read_bytes(settings: QSettings, key: str) -> QByteArray | None:
    value = settings.value(key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def read_int(settings: QSettings, key: str, default: int) -> int:
    value = settings.value(key)
    try:
        return int(str(value)) if value is not None else default
    except ValueError:
        return default


def recent_boards(settings: QSettings) -> list[Path]:
    """The boards opened or saved lately, newest first (files that are gone are left out)."""
    value = settings.value("recent_boards")
    names = [value] if isinstance(value, str) else list(value or [])
    return [Path(str(n)) for n in names if str(n) and Path(str(n)).is_file()][:RECENT_BOARDS]


def remember_board(settings: QSettings, path: Path) -> list[Path]:
    """Put ``path`` first in the recent boards; returns the new list."""
    path = path.resolve()
    boards = [path, *(p for p in recent_boards(settings) if p.resolve() != path)]
    boards = boards[:RECENT_BOARDS]
    settings.setValue("recent_boards", [str(p) for p in boards])
    settings.sync()
    return boards
