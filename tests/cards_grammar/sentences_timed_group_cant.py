"""Sibling sentences of gram97 (issue 30): a "can't" an effect says for a time of a GROUP, of
"it" or of a target — written before the reader was changed.

"<subject> <restriction> <duration>": every subject an ongoing step names (it, a target, a
group "<objects> <player> controls", "Characters in target Expedition") × every restriction
the reader knows of an object (1.4.1.a: can't be sacrificed / exhausted / readied / discarded /
targeted, can't gain boosts / a status, 2.4.1.a) × the durations the CR names (2.2.15.a) and
the designers' other words for them. Read, each is an Emblem-Ongoing (2.2.2.m) whose "can't"
names the objects the step acted on as it is created, for the duration (2.2.15.c).

Each sibling maps to what it MEANS (fragments, as :mod:`.sentences_durations_delays` judges
them), or ``None`` where the engine cannot do it: "as long as [condition]" on an effect (no
Emblem-Ongoing has a condition for a duration, 2.2.15.a) — refused, the judge resolves it by
hand, is then right.
"""

from __future__ import annotations

from typing import Any

from .sentences_durations_delays import Fragments

_SUBJECTS: dict[str, tuple[str, tuple[dict[str, Any], ...]]] = {
    # printed words (after a first step, for "it") -> the ongoing step's subject fragments
    "Target Character gains 1 boost. It": ("", ({"action": "ongoing", "subject": "it"},)),
    "Target Character": ("", ({"action": "ongoing", "subject": "target_character"},)),
    "Characters you control": ("", ({"action": "ongoing", "subject": "characters_you_control"},)),
    "Characters your opponents control": (
        "",
        ({"action": "ongoing", "subject": "objects_in_play"}, {"controller": "opponent"}),
    ),
    "Characters target opponent controls": (
        "",
        ({"action": "ongoing", "subject": "characters_of_target_opponent"},),
    ),
    "Characters in target Expedition": (
        "",
        ({"action": "ongoing", "subject": "characters_in_target_expedition"},),
    ),
}
_RESTRICTIONS: dict[str, str] = {
    "can't be sacrificed": "sacrifice",
    "can't be exhausted": "exhaust",
    "can't be readied": "ready",
    "can't be targeted": "target",
    "can't gain boosts": "gain_boosts",
    "can't gain Asleep": "gain_asleep",
    "can't gain Anchored": "gain_anchored",
}
_DURATIONS: dict[str, str] = {
    "this turn": "this turn",
    "this Afternoon": "this Afternoon",
    "this Day": "this Day",
    "until end of turn": "this turn",
}


def _crossed() -> dict[str, Fragments]:
    out: dict[str, Fragments] = {}
    durations = list(_DURATIONS)
    n = 0
    for subject, (_, fragments) in _SUBJECTS.items():
        for words, action in _RESTRICTIONS.items():
            said = durations[n % len(durations)]
            n += 1
            lasting = {"duration": _DURATIONS[said], "cant_be": [action]}
            out[f"SPELL {subject} {words} {said}."] = (*fragments, lasting)
    return out


_AS_LONG_AS: dict[str, Fragments] = {
    # "as long as" on an effect: no Emblem-Ongoing lasts for a condition (2.2.15.a) — refused
    "SPELL Characters you control can't be sacrificed as long as you control a Landmark.": None,
    "SPELL Target Character can't be targeted as long as it has a boost.": None,
    "SPELL Characters target opponent controls can't gain boosts as long as you have no "
    "cards in hand.": None,
    "SPELL Target Character gains 1 boost. It can't be exhausted as long as it's Boosted.": None,
    # on a Spell, a group's "can't" is its effect, not a passive ability of the Spell (in play
    # never, 2.2.1.h): refused with the effect's reason, not read as a passive that never works
    "SPELL Landmarks you control can't be discarded as long as you have a card in hand.": None,
    "SPELL Characters your opponents control can't be targeted as long as you control a "
    "Landmark.": None,
    "SPELL Characters you control can't gain boosts while you control a Landmark.": None,
    "SPELL Characters you control can't be exhausted.": None,
}

SIBLINGS: dict[str, Fragments] = {**_crossed(), **_AS_LONG_AS}
