"""The names of :mod:`.object_filters`, :mod:`.object_subjects` and :mod:`.it_references`
under the module they were first written in, for modules that still import them from here:
descriptions -> filters (2.1, 6.5.b), object phrases -> subjects (6.5.b, 6.1.g) and what
"it" names (6.3.i) are three ideas, each in its own module."""

from __future__ import annotations

from scenarios.cards.grammar.semantics.it_references import (
    GROUPS_NAMED_AGAIN,
    IT_SUBJECTS,
    _chooses,
    _it_named,
    _no_only_if,
    names_it,
)
from scenarios.cards.grammar.semantics.object_filters import (
    ALL_OF_PARTS,
    PLAYED_ZONE_TYPE,
    _describe,
    _filter,
    _not_counted_only,
    _played_filter,
)
from scenarios.cards.grammar.semantics.object_subjects import (
    FROM_YOUR_DISCARD_PILE,
    _moved,
    _noun,
    _on_object,
    _subject,
    _up_to,
)

__all__ = [
    "ALL_OF_PARTS",
    "FROM_YOUR_DISCARD_PILE",
    "GROUPS_NAMED_AGAIN",
    "IT_SUBJECTS",
    "PLAYED_ZONE_TYPE",
    "_chooses",
    "_describe",
    "_filter",
    "_it_named",
    "_moved",
    "_no_only_if",
    "_not_counted_only",
    "_noun",
    "_on_object",
    "_played_filter",
    "_subject",
    "_up_to",
    "names_it",
]
