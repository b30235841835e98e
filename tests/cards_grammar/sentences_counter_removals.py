"""Sibling sentences of COUNTERS REMOVED OR SPENT AS EVENTS (issue 30, session 33), written
before building (not copied from card data):

- "When [a / an / one or more / N or more / at least N] [name] counter(s) / boost(s) is / are
  removed from me / [object]": the event takes at least that many counters of the name from
  an object in play that stays there (2.5.g; spending removes them too, 7.3.38.a);
- "When you / I spend …", "When [object] spends …": a cost paid by spending counters (2.5.h,
  7.3.38.a) — "you": any object you control (a cost may spend another object's, 2.5.h).

Near-misses that must stay refused (``None``): exactly N removed (not an event the engine
watches), an unnamed "counter" (which name: not said), a target in a trigger (6.3.b), a Spell
(out of play: 2.5.b), an opponent
spending (no such player filter), "each Character" (a trigger's object is one), the
replacements "If a counter would be removed …, … instead" (6.2.b; not built).

``TRIGGERS`` maps each Reaction to its meaning (fields but "text") or ``None``. Held by
tests/cards_grammar/test_counter_removals_siblings.py; boards in test_board_counter_removals.py."""

from __future__ import annotations

from typing import Any

Reading = dict[str, Any]

_ME = {"only_me": True}
_YOU = {"controller": "you"}
_YOURS = {"types": ["Character"], "controller": "you"}
_THEIRS = {"types": ["Character"], "controller": "opponent"}
_LANDMARKS = {"permanents_in_landmarks": True, "types": ["Permanent"], "controller": "you"}


def _removed(counter: str | None, flt: dict[str, Any], amount: int = 1) -> Reading:
    out: Reading = {"trigger": "counters_removed", "amount": amount, "filter": flt}
    return {**out, "counter": counter} if counter else out


def _spent(counter: str | None, flt: dict[str, Any], amount: int = 1) -> Reading:
    out: Reading = {"trigger": "counters_spent", "amount": amount, "filter": flt}
    return {**out, "counter": counter} if counter else out


_REMOVED: dict[str, Reading] = {
    "When a Thread counter is removed from me": _removed("Thread", _ME),
    "Whenever a Kelon counter is removed from me": _removed("Kelon", _ME),
    "When an Omen counter is removed from me": _removed("Omen", _ME),
    "When one or more Thread counters are removed from me": _removed("Thread", _ME),
    "When one or more Debt counters are removed from me": _removed("Debt", _ME),
    "When 2 or more Thread counters are removed from me": _removed("Thread", _ME, 2),
    "When three or more Kelon counters are removed from me": _removed("Kelon", _ME, 3),
    "When at least two Omen counters are removed from me": _removed("Omen", _ME, 2),
    "When a boost is removed from me": _removed(None, _ME),
    "When two or more boosts are removed from me": _removed(None, _ME, 2),
    "When a Thread counter is removed from a Character you control": _removed("Thread", _YOURS),
    "When a Kelon counter is removed from another Character you control": _removed(
        "Kelon", {**_YOURS, "another": True}
    ),
    "When one or more Omen counters are removed from a Landmark you control": _removed(
        "Omen", _LANDMARKS
    ),
    "When one or more Omen counters are removed from another Landmark you control": _removed(
        "Omen", {**_LANDMARKS, "another": True}
    ),
    "When 2 or more Debt counters are removed from a Character an opponent controls": _removed(
        "Debt", _THEIRS, 2
    ),
    "When a Thread counter is removed from a Character": _removed(
        "Thread", {"types": ["Character"]}
    ),
    "When one or more boosts are removed from a Character you control": _removed(None, _YOURS),
    # a Reserve's objects have counters (2.5.a), kept there (2.5.l)
    "When a Thread counter is removed from a Character in your Reserve": _removed(
        "Thread", {"in_your_reserve": True, "types": ["Character"]}
    ),
    "When a Thread counter is removed from a Permanent you control": _removed(
        "Thread", {"types": ["Permanent"], "controller": "you"}
    ),
}
"""Counters removed from an object (2.5.g) — spent ones too (7.3.38.a)."""

_SPENT: dict[str, Reading] = {
    "When you spend a Thread counter": _spent("Thread", _YOU),
    "When you spend one or more Kelon counters": _spent("Kelon", _YOU),
    "Whenever you spend one or more Omen counters": _spent("Omen", _YOU),
    "When you spend 2 or more Kelon counters": _spent("Kelon", _YOU, 2),
    "When you spend at least three Thread counters": _spent("Thread", _YOU, 3),
    "When you spend a boost": _spent(None, _YOU),
    "When you spend one or more boosts": _spent(None, _YOU),
    "When I spend a Kelon counter": _spent("Kelon", _ME),
    "When I spend one or more Thread counters": _spent("Thread", _ME),
    "When I spend two or more boosts": _spent(None, _ME, 2),
    "When a Character you control spends a Kelon counter": _spent("Kelon", _YOURS),
    "When another Character you control spends one or more Thread counters": _spent(
        "Thread", {**_YOURS, "another": True}
    ),
    "When a Landmark you control spends one or more Omen counters": _spent("Omen", _LANDMARKS),
}
"""Counters spent to pay a cost (2.5.h, 7.3.38.a)."""

_OUTPUTS: dict[str, list[Reading]] = {
    "Draw a card.": [{"action": "draw", "amount": 1}],
    "I gain 2 boosts.": [{"action": "give_boost", "amount": 2, "subject": "self"}],
}

_REFUSED_EVENTS = (
    "When two Thread counters are removed from me",  # exactly two: not watched
    "When 3 Kelon counters are removed from me",
    "When a Thread counter is removed from target Character",  # a trigger names no target
    "When a Thread counter is removed from a Spell",  # a Spell is never in play
    "When one or more Thread counters are removed from each Character you control",
    "When an opponent spends one or more Thread counters",  # no such player filter
    "When you spend two Kelon counters",  # exactly two: not watched
    "When target Character spends a Kelon counter",  # a trigger names no target
    # gy (session 36): "When a counter is removed from me", "When you spend a counter" read now —
    # counters of any name, as "gains one or more counters" reads (2.5.c, 2.5.1.a;
    # sentences_trigger_limits.py); still refused there:
    "When you spend your last Kelon counter",  # a player has no counters (2.5.a)
    "When a Character you control spends its last counter",  # whose name's last (2.5.c)
)


def _triggers() -> dict[str, Reading | None]:
    out: dict[str, Reading | None] = {}
    for events in (_REMOVED, _SPENT):
        for event, fields in events.items():
            for said, effect in _OUTPUTS.items():
                out[f"{event} \u2014 {said}"] = {**fields, "effect": effect}
    for event in _REFUSED_EVENTS:
        out[f"{event} \u2014 Draw a card."] = None
    return out


TRIGGERS: dict[str, Reading | None] = _triggers()

# ---- merged into .sentences: the grammar rules gi adds, each with a sentence and reading
_REMOVED_ME = "When one or more Thread counters are removed from me \u2014 Draw a card."
_YOU_SPEND = "When you spend one or more Kelon counters \u2014 Draw a card."
_I_SPEND = "When I spend a Kelon counter \u2014 Draw a card."
_YOURS_SPEND = "When a Character you control spends a Kelon counter \u2014 Draw a card."

RULE_SENTENCES_GI: dict[str, tuple[str, ...]] = {
    "gi_counters_removed": (_REMOVED_ME,),
    "gi_you_spend_counters": (_YOU_SPEND,),
    "gi_i_spend_counters": (_I_SPEND,),
    "gi_object_spends_counters": (_YOURS_SPEND,),
}
READINGS_GI: dict[str, dict[str, Any]] = {
    text: {"reaction": TRIGGERS[text]} for text in (_REMOVED_ME, _YOU_SPEND, _I_SPEND, _YOURS_SPEND)
}
