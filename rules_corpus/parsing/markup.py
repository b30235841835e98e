"""Strip the export artefacts of the Comprehensive Rules' markdown-ish PDF export.

The 5.0 document was exported from a PDF into something that looks like markdown: bold and
italic markers (``**``, ``*``) used for emphasis and glossary terms, link stubs
``[word](#)`` pointing nowhere, ``<sup>``/``<sub>``/``<b>`` tags, ``$N$`` maths and autolinks
``<https://...>``. None of that is rule text; :func:`clean_inline` turns a line into the words
a judge reads.
"""

from __future__ import annotations

import re

_LINK_STUB = re.compile(r"\[([^\]\n]*)\]\(#\)")
_AUTOLINK = re.compile(r"<(https?://[^>\s]+)>")
_HTML_TAG = re.compile(r"</?(?:sup|sub|b|i|em|strong|u)>", re.IGNORECASE)
_MATH = re.compile(r"\$([^$\n]{1,12})\$")
_EMPHASIS = re.compile(r"\*+")
_SPACES = re.compile(r"[ \t\u00a0]+")
_SPACE_BEFORE_PUNCT = re.compile(r" +([,;:!?)”’]|\.(?!\.))")
_SPACE_AFTER_OPEN = re.compile(r"([(“‘]) +")


def clean_inline(text: str) -> str:
    """Return ``text`` without markdown/HTML export residue, whitespace collapsed.

    >>> clean_inline("**6.2.e** Some [modifiers](#) are *optional*.")
    '6.2.e Some modifiers are optional.'
    """
    text = _LINK_STUB.sub(r"\1", text)
    text = _AUTOLINK.sub(r"\1", text)
    text = _HTML_TAG.sub("", text)
    text = _MATH.sub(r"\1", text)
    text = _EMPHASIS.sub("", text)
    text = _SPACES.sub(" ", text)
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", text)
    text = _SPACE_AFTER_OPEN.sub(r"\1", text)
    return text.strip()


def emphasised_terms(text: str) -> list[str]:
    """The words the export marked as glossary terms (``**term**`` or ``[term](#)``).

    Used as a hint by the linker: the source's own emphasis says which words are terms.
    """
    terms = [m.group(1) for m in _LINK_STUB.finditer(text)]
    terms += re.findall(r"\*\*([^*\n]{2,40}?)\*\*", text)
    return [clean_inline(t) for t in terms if clean_inline(t)]
