"""The judge's ruling (Markdown) as HTML for the report, in bounded time.

Python-Markdown is quadratic or recursive on some inputs a judge can paste by accident
(thousands of ``[``, a list nested hundreds deep: Export report froze or failed). A ruling
within the bounds below — far above a real ruling, a page or two — is rendered as
Markdown; past them it is shown as plain text, paragraph by paragraph, with a note, so the
report is always written and nothing of the judge's words is lost.
"""

from __future__ import annotations

import html
import re

import markdown

MAX_MARKDOWN_CHARS = 100_000
"""Longer rulings are shown as plain text (Markdown takes about 0.5 s per 100 KB)."""
MAX_BRACKETS = 500
"""``[`` in a ruling read as Markdown: link syntax is searched for quadratically."""
MAX_ANGLES = 5_000
"""``<`` in a ruling read as Markdown."""
MAX_INDENT = 48
"""Leading spaces of a line (lists nest by indentation; deeper ones recurse)."""
MAX_QUOTE_DEPTH = 16
"""``>`` starting a line (nested quotes)."""

_LEAD = re.compile(r"^[ \t]*", re.M)
_QUOTES = re.compile(r"^(?:[ \t]*>){" + str(MAX_QUOTE_DEPTH + 1) + "}", re.M)


def too_much_for_markdown(text: str) -> str:
    """Why ``text`` is shown as plain text rather than Markdown, or ``""``."""
    if len(text) > MAX_MARKDOWN_CHARS:
        return f"it is longer than {MAX_MARKDOWN_CHARS:,} characters"
    if text.count("[") > MAX_BRACKETS or text.count("<") > MAX_ANGLES:
        return "it has thousands of brackets"
    if max((len(m.group(0).expandtabs(4)) for m in _LEAD.finditer(text)), default=0) > MAX_INDENT:
        return "it is indented too deeply"
    if _QUOTES.search(text):
        return "its quotes nest too deeply"
    return ""


def ruling_html(text: str) -> str:
    """The ruling as HTML: Markdown (any HTML typed in it shown as text), or plain text
    with a note saying why (see the module)."""
    why = too_much_for_markdown(text)
    if not why:
        try:
            return str(markdown.markdown(html.escape(text), extensions=["sane_lists"]))
        except RecursionError:
            why = "it nests too deeply"
    paragraphs = [p for p in re.split(r"\n[ \t]*\n", text) if p.strip()]
    body = "".join(  # as typed: line breaks and indentation kept
        f"<p style='white-space: pre-wrap'>{html.escape(p, quote=False)}</p>\n" for p in paragraphs
    )
    return f"<p><em>Shown as written, without Markdown formatting: {why}.</em></p>\n{body}"
