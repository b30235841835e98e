"""Light and dark appearance: colour tables and the reading pane's style sheet (pure Python).

The window's palette is applied in :mod:`judge_app.gui.appearance`; the colours here are also
used by the HTML generators, so the reading pane and the results list follow the same theme.
Colours are chosen for contrast (text on background at least WCAG AA).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Theme:
    """Every colour the app draws with, as ``#rrggbb`` strings."""

    name: str
    window: str
    base: str
    alt_base: str
    text: str
    muted: str
    link: str
    term: str
    accent: str
    highlight_bg: str
    target_bg: str
    remark_bg: str
    remark_label: str
    example_bg: str
    example_label: str
    mark_bg: str
    mark_text: str
    selection_bg: str
    selection_text: str
    border: str
    unresolved: str

    @property
    def dark(self) -> bool:
        return self.name == "dark"


LIGHT = Theme(
    name="light",
    window="#f3f3f5",
    base="#ffffff",
    alt_base="#f7f7f9",
    text="#1d1d21",
    muted="#5f6068",
    link="#1a57b8",
    term="#1f6b5c",
    accent="#2d6bd0",
    highlight_bg="#e4ecfb",
    target_bg="#fff4c8",
    remark_bg="#eef3fb",
    remark_label="#2a5597",
    example_bg="#eef7ee",
    example_label="#2b6b31",
    mark_bg="#ffe27a",
    mark_text="#1d1d21",
    selection_bg="#2d6bd0",
    selection_text="#ffffff",
    border="#d3d4da",
    unresolved="#8a5a00",
)

DARK = Theme(
    name="dark",
    window="#232428",
    base="#1b1c1f",
    alt_base="#26272b",
    text="#e6e6ea",
    muted="#a3a4ad",
    link="#8ab4ff",
    term="#93cbbd",
    accent="#5b8def",
    highlight_bg="#2c3850",
    target_bg="#4a3f14",
    remark_bg="#222c3b",
    remark_label="#9cc0ff",
    example_bg="#1f3324",
    example_label="#9bd8a2",
    mark_bg="#8a6d00",
    mark_text="#ffffff",
    selection_bg="#3e6fd1",
    selection_text="#ffffff",
    border="#3a3b41",
    unresolved="#e0b15a",
)


def theme_for(dark: bool) -> Theme:
    return DARK if dark else LIGHT


def reader_css(theme: Theme) -> str:
    """The style sheet of the reading pane (Qt's rich-text subset of CSS)."""
    return f"""
body {{ color: {theme.text}; }}
a {{ color: {theme.link}; text-decoration: none; }}
a.term {{ color: {theme.text}; text-decoration: underline; }}
h1 {{ font-size: x-large; margin-bottom: 2px; }}
h2 {{ font-size: large; margin-top: 4px; margin-bottom: 6px; }}
p {{ margin-top: 3px; margin-bottom: 7px; }}
.muted {{ color: {theme.muted}; }}
.num {{ font-weight: bold; }}
.rtitle {{ font-weight: bold; color: {theme.muted}; }}
.label-remark {{ color: {theme.remark_label}; font-weight: bold; }}
.label-example {{ color: {theme.example_label}; font-weight: bold; }}
.unresolved {{ color: {theme.unresolved}; }}
.message {{ color: {theme.text}; }}
"""
