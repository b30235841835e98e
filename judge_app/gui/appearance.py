"""Light and dark appearance for the whole application.

The app uses the Fusion style with a palette built from :mod:`judge_app.gui.theme`, so it looks
the same on every platform and the dark palette is complete (Qt's own palettes differ per
platform and the offscreen platform has none). The system's choice is read from
``QStyleHints.colorScheme()`` (Qt 6.5+) and followed live unless ``--dark``/``--light`` forced one.
"""

from __future__ import annotations

from judge_app.gui.qt import QApplication, QColor, QGuiApplication, QPalette, QStyleFactory, Qt
from judge_app.gui.theme import Theme, theme_for


def system_prefers_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return bool(hints.colorScheme() == Qt.ColorScheme.Dark)


def choose_theme(forced: str | None) -> Theme:
    """``forced`` is "dark", "light" or None (follow the system)."""
    if forced is not None:
        return theme_for(forced == "dark")
    return theme_for(system_prefers_dark())


def build_palette(theme: Theme) -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    colours = {
        role.Window: theme.window,
        role.WindowText: theme.text,
        role.Base: theme.base,
        role.AlternateBase: theme.alt_base,
        role.Text: theme.text,
        role.Button: theme.window,
        role.ButtonText: theme.text,
        role.BrightText: "#ffffff",
        role.Highlight: theme.selection_bg,
        role.HighlightedText: theme.selection_text,
        role.Link: theme.link,
        role.LinkVisited: theme.link,
        role.ToolTipBase: theme.base,
        role.ToolTipText: theme.text,
        role.PlaceholderText: theme.muted,
        role.Mid: theme.border,
        role.Midlight: theme.alt_base,
        role.Dark: theme.border,
        role.Light: theme.base,
        role.Shadow: "#000000",
    }
    for colour_role, value in colours.items():
        palette.setColor(colour_role, QColor(value))
    disabled = QColor(theme.muted)
    for colour_role in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, colour_role, disabled)
    return palette


def apply_theme(app: QApplication, theme: Theme) -> None:
    """Style the whole application for ``theme``."""
    style = QStyleFactory.create("Fusion")
    if style is not None and app.style().name().lower() != "fusion":
        app.setStyle(style)
    app.setPalette(build_palette(theme))
    app.setStyleSheet(
        f"QToolTip {{ color: {theme.text}; background-color: {theme.base}; "
        f"border: 1px solid {theme.border}; padding: 4px; }}" + indicator_style(theme)
    )


def indicator_style(theme: Theme) -> str:
    """Radio buttons and check boxes drawn with the theme's muted text colour as their
    outline and its accent when chosen: at least 3:1 against the window in both themes
    (WCAG 2.1, 1.4.11 non-text contrast). Fusion's own outline is derived from the window
    colour and all but disappears on the dark palette."""
    box = (
        f"border: 2px solid {theme.muted}; background-color: {theme.base}; "
        "width: 12px; height: 12px;"
    )
    chosen = f"background-color: {theme.accent}; border: 2px solid {theme.text};"
    return (
        f" QRadioButton::indicator {{ {box} border-radius: 8px; }}"
        f" QRadioButton::indicator:checked {{ {chosen} }}"
        f" QCheckBox::indicator {{ {box} border-radius: 3px; }}"
        f" QCheckBox::indicator:checked {{ {chosen} }}"
        f" QRadioButton::indicator:disabled, QCheckBox::indicator:disabled"
        f" {{ border-color: {theme.border}; }}"
    )
