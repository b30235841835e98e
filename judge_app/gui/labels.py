"""Short display names for documents (pure Python)."""

from __future__ import annotations

from rules_corpus.model import DocumentMeta

MAX_TITLE = 40


def document_label(meta: DocumentMeta) -> str:
    """``Altered Comprehensive Rules 5.0``; the citation prefix when the title is too long."""
    full = f"{meta.title} {meta.edition}".strip()
    return full if len(full) <= MAX_TITLE else meta.citation_prefix


def document_tooltip(meta: DocumentMeta) -> str:
    return f"{meta.title} — {meta.edition} ({meta.game})"
