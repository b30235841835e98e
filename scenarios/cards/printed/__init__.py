"""Printed card text → the card language (``CardModel``), clause by clause.

This is the seam between the card pool (``scenarios/pool/``: official card data imported by
the judge) and the engine. The pool hands over a :class:`PrintedCard` — the printed
characteristics and the English text exactly as printed (icons as ``{J}``, ``{H}``, ``{R}``,
``{T}``, ``{D}``, ``{I}``, ``{V}``/``{M}``/``{O}``, ``{1}``; keywords in brackets; reminder text
in parentheses) — and gets back a :class:`Reading`: the same :class:`CardModel` a hand-written
library card is, plus, for every printed ability, whether it compiled and, if not, why, in a
judge's words. The engine and its citations therefore need no second path.

A reading that runs but does something other than the text is worse than "resolve by hand":
an ability the grammar does not fully understand is *not executed*.

Modules: :mod:`.text` (splitting and cleaning), :mod:`.phrases` (noun phrases),
:mod:`.clauses` (one step each), :mod:`.effects` (an effect's text; its sentences in
:mod:`.sentences`, clauses joined in :mod:`.joined`, "it" in :mod:`.it_refs`, dice results and
modes in :mod:`.outcomes`), :mod:`.abilities` (keywords, triggers, costs),
:mod:`.reader` (putting it together), :mod:`.api` (the card API's JSON).
"""

from scenarios.cards.printed import ascend as ascend  # registers "[Expedition] Ascends"
from scenarios.cards.printed import keywords_for_a_time as keywords_for_a_time  # registers
from scenarios.cards.printed.api import ApiCardError, definition_key, printed_from_api
from scenarios.cards.printed.card import AbilityReading, AbilityStatus, PrintedCard, Reading
from scenarios.cards.printed.reader import read_printed

__all__ = [
    "AbilityReading",
    "AbilityStatus",
    "ApiCardError",
    "PrintedCard",
    "Reading",
    "definition_key",
    "printed_from_api",
    "read_printed",
]
