"""The set keywords a pool defines (2.2.12.c): each keyword the rules do not define that a
print of the pool names with its reminder text, by that reminder and the print it is on —
one reading for the pool's reader (:meth:`scenarios.pool.store.CardPool.keywords`) and the
import report, which says such a keyword is read by that reminder rather than "resolved by
hand" (gram100)."""

from __future__ import annotations

import json

from sqlite_utils import Database

from scenarios.cards.printed.reminded_keywords import defined_keywords


def pool_keywords(db: Database) -> dict[str, str]:
    """The pool's set keywords, lower-case name -> definition (a ``SetDefinition``: its
    reminder, and ``origin``, the name of the print it is on — the definitions' name column,
    their data holds no name), read in the order the definitions were stored (an import
    stores a set's Commons first)."""
    texts: list[tuple[str, str]] = []
    rows = db.execute("SELECT data, name FROM definitions ORDER BY rowid")
    for data, name in rows.fetchall():
        card = json.loads(data)
        said = str(name or card.get("name") or "")
        texts += [(str(card.get(k) or ""), said) for k in ("main_text", "support_text")]
    return defined_keywords(texts)


__all__ = ["pool_keywords"]
