"""A text's short digest: how kept vectors and kept words are keyed by the text they came from.

Apart from :mod:`.vectors` so that what keys words by text (:mod:`rules_corpus.search.ruling_words`,
imported when the rules are opened) does not import the sentence encoder's modules with it:
they load with the encoder, after the first result by words (search43, cold start).
"""

from __future__ import annotations

import hashlib
from typing import Final

DIGEST_BYTES: Final = 12


def text_digest(text: str) -> bytes:
    """The first :data:`DIGEST_BYTES` bytes of the SHA-256 of ``text`` (UTF-8)."""
    return hashlib.sha256(text.encode("utf-8")).digest()[:DIGEST_BYTES]
