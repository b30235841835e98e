# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of counter filters (issue 30, session 35), written before building (not copied
from card data): COUNTERS AS FILTERS AND AMOUNTS.

- Counters of any name describing an object (2.5.a, 2.5.c; a boost is a counter, 2.5.1.a):
  "with counters", "with a counter", "with one or more / 2 or more / at least three
  counters", "with no counters", "without (any) counters", "with one or fewer counters", "that
  has / have no counters", "that doesn't have any counters" — in every object slot: a target,
  a choice ("Sacrifice a …", "Choose a …"), "each", a count ("for each"), a condition ("If you
  control …"), a passive's group, a trigger's object, a Unique's output, after "you may".
- Amounts after a removal: "If it had two or more, …" / "If it had any, …" — the noun left
  out the removing step's, its count just before the removal (6.3.k, 6.3.j); "If it had none"
  is refused (a removal with nothing to remove does nothing; the engine then skips what
  follows it, 6.5.f, where the CR does it, 6.5.d, 6.5.h);
  "… for each counter removed this way" counts what the step removed (6.5.i).

``FILTERS`` maps each sibling to (the counters' least number, their greatest) its reading
filters by, of every name (``ANY_COUNTER``). ``HAD`` maps each removal sibling to the
condition text the follow-up is read with. ``REFUSED_SIBLINGS`` are the near-misses (and the
constructions refused by rule) with a fragment of the reason each must give."""

from __future__ import annotations

_ONE: tuple[int | None, int | None] = (1, None)

_SINGULAR: dict[str, tuple[int | None, int | None]] = {
    "with counters": _ONE,
    "with a counter": _ONE,
    "with one or more counters": _ONE,
    "with at least one counter": _ONE,
    "with 2 or more counters": (2, None),
    "with two or more counters": (2, None),
    "with at least three counters": (3, None),
    "with no counters": (None, 0),
    "without counters": (None, 0),
    "without any counters": (None, 0),
    "with one or fewer counters": (None, 1),
    "that has no counters": (None, 0),
    "that has a counter": _ONE,
    "that has two or more counters": (2, None),
    "that doesn't have any counters": (None, 0),
}
"""The words after a singular noun -> (at least, at most) counters of any name."""

_PLURAL = {
    k.replace("that has", "that have").replace("that doesn't", "that don't"): v
    for k, v in _SINGULAR.items()
}

_SINGULAR_SLOTS = (
    "{{J}} Target Character {p} gains 2 boosts.",
    "SPELL Target Character you control {p} gains Anchored.",
    "{{H}} Sacrifice a Character {p}.",
    "{{D}} : Target Character {p} loses Anchored.",
    "{{J}} You may send target Character {p} to Reserve.",
    "{{R}} If you control a Character {p}, draw a card.",
    "{{J}} If I'm Boosted: Target Character {p} gains 1 boost.",
    "When a Character {p} leaves play \u2014 Draw a card.",
    "{{J}} Choose a Character {p}. It gains Anchored.",
    "At Noon \u2014 Exhaust each Character an opponent controls {p}.",
    "{{H}} Return each Character {p} to its owner's hand.",
)
_PLURAL_SLOTS = (
    "{{R}} Draw a card for each Character you control {p}.",
    "Characters you control {p} have Tough 1.",
    "SPELL Characters {p} gain Asleep.",
)

FILTERS: dict[str, tuple[int | None, int | None]] = {}
"""Each sibling -> the bounds of its counters of every name (2.5.a)."""
for _i, (_p, _bounds) in enumerate(_SINGULAR.items()):
    for _j, _slot in enumerate(_SINGULAR_SLOTS):
        if (_i + _j) % 3 == 0:  # each phrase in several slots, each slot with several phrases
            FILTERS[_slot.format(p=_p)] = _bounds
for _i, (_p, _bounds) in enumerate(_PLURAL.items()):
    for _j, _slot in enumerate(_PLURAL_SLOTS):
        if (_i + _j) % 2 == 0:
            FILTERS[_slot.format(p=_p)] = _bounds

_REMOVALS = {
    "Remove all boosts from target Character.": "boosts",
    "Remove all Kelon counters from target Character.": "kelon counters",
    "Remove two Ember counters from target Character.": "ember counters",
    "Remove up to 3 boosts from target Character you control.": "boosts",
}
_IFS = {
    "If it had two or more, draw a card.": "it had two or more",
    "If it had 3 or more, it gains Anchored.": "it had 3 or more",
    "If it had one or more, draw a card.": "it had one or more",
    "If it had any, I gain 1 boost.": "it had one or more",
    "If it had at least two, draw two cards.": "it had at least two",
}
_HAD_HEADS = ("{J}", "{H}", "SPELL", "When you play a Spell \u2014", "At Noon \u2014")

HAD: dict[str, str] = {}
"""Each removal sibling -> the follow-up's condition as read (the noun the removal's)."""
for _i, (_remove, _noun) in enumerate(_REMOVALS.items()):
    for _j, (_if, _cond) in enumerate(_IFS.items()):
        _head = _HAD_HEADS[(_i + _j) % len(_HAD_HEADS)]
        HAD[f"{_head} {_remove} {_if}"] = f"{_cond} {_noun}"

THIS_WAY: dict[str, str] = {
    "{J} Remove all Kelon counters from target Character. Draw a card for each counter removed this way.": "counter removed this way",
    "{H} Remove all boosts from target Character. Draw a card for each boost removed this way.": "boost removed this way",
    "SPELL Remove up to 3 Ember counters from target Character. Draw a card for each Ember counter removed this way.": "ember counter removed this way",
    "{J} Remove all counters from target Character. I gain 1 boost for each counter removed this way.": "counter removed this way",
}
"""Counted after a removal (6.5.i): the step's ``per``."""

_REPLACED = "replacing modifier changing how many boosts or counters"
_ON_TARGET = "the count chooses its own target (6.5.b)"
_HAD_NONE = "names no counters the step before removed"
_ZERO = "skips the step after it (6.5.f)"

REFUSED_SIBLINGS: dict[str, str] = {
    # counter replacements (6.2.b): one reason, in every slot a replacement fills
    "If I would gain one or more boosts, I gain that many plus one instead.": _REPLACED,
    "If a Character you control would gain a Kelon counter, it gains two instead.": _REPLACED,
    "If a Character you control would gain one or more boosts, it gains that many plus one instead.": _REPLACED,
    "If you would gain one or more Kelon counters, gain that many plus one instead.": _REPLACED,
    "If a Character would gain a boost, it gains two boosts instead.": _REPLACED,
    "If I would gain a Kelon counter, I gain two instead.": _REPLACED,
    "If a Character you control would lose a boost, it loses no boosts instead.": _REPLACED,
    "If I would lose one or more Ember counters, I lose that many minus one instead.": _REPLACED,
    "If a Character you control would gain counters, it gains twice that many instead.": _REPLACED,
    "Once per turn, if I would gain a boost, I gain two boosts instead.": _REPLACED,
    # a count on its own target (6.5.b): no step acts on that object — one plain target is
    # read since gz (session 36, sentences_divided_counters.py); a described one stays refused
    "{J} Draw a card for each boost on target Character you control.": _ON_TARGET,
    "{J} I gain 1 boost for each counter on target Character.": _ON_TARGET,
    # "it had" with its noun left out, after no removal of named counters (6.3.k)
    "{J} Target Character gains 2 boosts. If it had two or more, draw a card.": _HAD_NONE,
    "{J} Draw a card. If it had none, draw a card.": _HAD_NONE,
    "{J} Remove all counters from target Character. If it had two or more, draw a card.": _HAD_NONE,
    "{J} Exhaust target Character. If it had none, draw a card.": _HAD_NONE,
    # a condition an object with none fits, after a removal that then does nothing: the
    # engine skips the follow-up (6.5.f), the CR does it (6.5.d, 6.5.h)
    "{J} Remove all boosts from target Character. If it had none, draw a card.": _ZERO,
    "{H} Remove all Kelon counters from target Character. If it had none, I gain 1 boost.": _ZERO,
    "{J} Remove all Kelon counters from target Character. If it had no Kelon counters, draw a card.": _ZERO,
    "{J} Remove all boosts from target Character. Draw a card unless it had two or more boosts.": _ZERO,
}
"""Near-misses: replacements of counters (6.2.b), a count's own target (6.5.b), an "it had"
naming no counters removed (6.3.k)."""
