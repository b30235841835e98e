# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of several targets in one step (issue 30, session 32, g2), written
before building from CR 6.5.b (a suitable object for each target in the step, each object
chosen only once per step; a later step may choose it again), 6.1.e (an atomic action for
each object) and 7.2.1.a ("another": not me): "[target X] and [another] target [Y] (each)
[step]" and "[verb] target X and target Y" in each slot (a Spell, {J} / {H} / {R}, "When …",
"At …", before and after other steps), nouns, players, statuses, counters and zones.

``SIBLINGS`` maps each sentence (a Spell's marked "SPELL ") to the effect steps it means —
the step on the first target, then (``it_follows``: whatever the first did) the same step
on the second, ``other_than_it`` (never the first, 6.5.b) — or to ``None`` when the engine
cannot say it and a refusal is right. Measured by benchmarks/several_targets_siblings.py;
held by tests/cards_grammar/test_several_targets.py and test_board_several_targets.py."""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]


def _two(step: Step, first: Step, second: Step) -> list[Step]:
    """``step`` on the first target, then on the second, never the first (6.5.b)."""
    flt = {**second.get("filter", {}), "other_than_it": True}
    return [{**step, **first, "it_follows": True, "then": [{**step, **second, "filter": flt}]}]


_CHAR = {"subject": "target_character"}
_PERM = {"subject": "target_permanent"}
_YOURS = {"subject": "target_character", "filter": {"controller": "you"}}
_THEIRS = {"subject": "target_character", "filter": {"controller": "opponent"}}
_BOOST = {"action": "give_boost", "amount": 1}
_EXHAUST = {"action": "exhaust"}
_DRAW = {"action": "draw", "amount": 1}

TWO_BOOSTS = "{J} Target Character and target Permanent each gain 1 boost."
YOURS_AND_THEIRS = "SPELL Target Character you control and target Character an opponent controls each gain 1 boost."
EXHAUST_ANOTHER = "SPELL Exhaust target Character you control and another target Character."
SEND_BOTH = "SPELL Send target Character and target Permanent to Reserve."
TWO_CHARACTERS = "{J} Target Character and target Character each gain 1 boost."
ANCHORED_BOTH = "{J} Target Character and another target Character each gain [[Anchored]]."

SIBLINGS: dict[str, list[Step] | None] = {
    # "[target] and [target] (each) [step]": the subject slot
    TWO_BOOSTS: _two(_BOOST, _CHAR, _PERM),
    "{H} Target Character and target Permanent each gain 2 boosts.": _two(
        {**_BOOST, "amount": 2}, _CHAR, _PERM
    ),
    YOURS_AND_THEIRS: _two(_BOOST, _YOURS, _THEIRS),
    "SPELL Target Character you control and target Character an opponent controls gain 1 boost.": _two(
        _BOOST, _YOURS, _THEIRS
    ),
    "SPELL Target Character you control and target Character an opponent controls each gain 2 boosts.": _two(
        {**_BOOST, "amount": 2}, _YOURS, _THEIRS
    ),
    "When I go to Reserve \u2014 Target Character and target Permanent each gain 1 boost.": _two(
        _BOOST, _CHAR, _PERM
    ),
    "At Dusk \u2014 Target Character and another target Character each gain 1 boost.": _two(
        _BOOST, _CHAR, _CHAR
    ),
    TWO_CHARACTERS: _two(_BOOST, _CHAR, _CHAR),
    ANCHORED_BOTH: _two({"action": "gain_status", "status": "Anchored"}, _CHAR, _CHAR),
    "{J} Target Character and target Permanent each lose [[Fleeting]].": _two(
        {"action": "lose_status", "status": "Fleeting"}, _CHAR, _PERM
    ),
    "{J} Target Character an opponent controls and target Permanent an opponent controls each lose [[Fleeting]].": _two(
        {"action": "lose_status", "status": "Fleeting"},
        _THEIRS,
        {**_PERM, "filter": {"controller": "opponent"}},
    ),
    "{R} Target Character you control and another target Character you control each gain [[Anchored]].": _two(
        {"action": "gain_status", "status": "Anchored"}, _YOURS, _YOURS
    ),
    "{J} Target Character and another target Character each lose 1 boost.": _two(
        {"action": "remove_counters", "counter": "boost", "amount": 1}, _CHAR, _CHAR
    ),
    "{J} Target Character and target Permanent each gain 1 Debt counter.": _two(
        {"action": "gain_counters", "amount": 1, "counter": "Debt"}, _CHAR, _PERM
    ),
    "{J} Target Character in my Expedition and target Character in the Expedition facing me each gain 1 boost.": _two(
        _BOOST,
        {"subject": "target_character_in_my_expedition"},
        {**_CHAR, "filter": {"facing_me": True}},
    ),
    "{J} Target Character with no boosts and another target Character each gain 1 boost.": _two(
        _BOOST, {**_CHAR, "filter": {"without": ["Boosted"]}}, _CHAR
    ),
    "SPELL Target Character with Hand Cost {3} or less and target Permanent each gain 1 boost.": _two(
        _BOOST, {**_CHAR, "filter": {"hand_cost_max": 3}}, _PERM
    ),
    "{J} Target Character and target token each gain 1 boost.": _two(
        _BOOST, _CHAR, {"subject": "target_character_or_permanent", "filter": {"tokens": True}}
    ),
    "{J} Target Character and target Permanent each switch Expeditions.": _two(
        {"action": "switch_expeditions"}, _CHAR, _PERM
    ),
    "{J} Target Character and target Permanent switch Expeditions.": _two(
        {"action": "switch_expeditions"}, _CHAR, _PERM
    ),
    # "[verb] target X and target Y": the object slot
    EXHAUST_ANOTHER: _two(_EXHAUST, _YOURS, _CHAR),
    "SPELL Exhaust target Character and target Permanent.": _two(_EXHAUST, _CHAR, _PERM),
    "{R} Exhaust target Character an opponent controls and target Character you control.": _two(
        _EXHAUST, _THEIRS, _YOURS
    ),
    "{J} Exhaust target Character you control and target Character an opponent controls.": _two(
        _EXHAUST, _YOURS, _THEIRS
    ),
    "When a Character joins my Expedition \u2014 Exhaust target Character and target Permanent.": _two(
        _EXHAUST, _CHAR, _PERM
    ),
    "{J} Exhaust target token and target Landmark.": _two(
        _EXHAUST,
        {"subject": "target_character_or_permanent", "filter": {"tokens": True}},
        {**_PERM, "filter": {"permanents_in_landmarks": True}},
    ),
    SEND_BOTH: _two({"action": "send", "to": "reserve"}, _CHAR, _PERM),
    "{J} Send target Character an opponent controls and target Permanent an opponent controls to Reserve.": _two(
        {"action": "send", "to": "reserve"},
        _THEIRS,
        {**_PERM, "filter": {"controller": "opponent"}},
    ),
    "SPELL Sacrifice target Character you control and target Permanent you control.": _two(
        {"action": "sacrifice"}, _YOURS, {"subject": "target_permanent_you_control"}
    ),
    "{H} Sacrifice target Permanent you control and target Character you control.": _two(
        {"action": "sacrifice"}, {"subject": "target_permanent_you_control"}, _YOURS
    ),
    "{J} Ready target Character and another target Character.": _two(
        {"action": "ready"}, _CHAR, _CHAR
    ),
    "SPELL Ready target Character you control and target Permanent you control.": _two(
        {"action": "ready"}, _YOURS, {"subject": "target_permanent_you_control"}
    ),
    # beside other steps of the effect (6.1.c)
    "{J} Draw a card. Target Character and target Permanent each gain 1 boost.": [
        _DRAW,
        *_two(_BOOST, _CHAR, _PERM),
    ],
    "{J} Target Character and target Permanent each gain 1 boost. Draw a card.": [
        *_two(_BOOST, _CHAR, _PERM),
        _DRAW,
    ],
    "{J} Target Character and target Permanent each gain 1 boost, then draw a card.": [
        *_two(_BOOST, _CHAR, _PERM),
        _DRAW,
    ],
    # kept as they were: two clauses, each with its own verb; "[X] and I each"
    "{J} Target Character gains 1 boost and target Permanent gains 1 boost.": [
        {**_BOOST, **_CHAR},
        {**_BOOST, **_PERM},
    ],
    "{J} Exhaust target Character and target opponent draws a card.": [
        {**_EXHAUST, **_CHAR},
        {**_DRAW, "subject": "target_opponent"},
    ],
    "When a Character joins my Expedition \u2014 It and I each gain 1 boost.": [
        {**_BOOST, "subject": "it"},
        {**_BOOST, "subject": "self"},
    ],
    "{J} You may have me gain [[Fleeting]]. If you do, another target Character gains 1 boost.": [
        {
            "action": "have_do",
            "do": {"action": "gain_status", "status": "Fleeting", "subject": "self"},
            "may": True,
            "then": [{**_BOOST, **_CHAR, "filter": {"another": True}}],
        }
    ],
    "{J} Target opponent draws a card. Another target Character gains 1 boost.": [
        {**_DRAW, "subject": "target_opponent"},
        {**_BOOST, **_CHAR, "filter": {"another": True}},
    ],
    # refused: what the engine cannot say, or the card does not
    "{J} If you control a Landmark, target Character and target Permanent each gain 1 boost.": None,
    "{J} You may exhaust target Character and target Permanent.": None,  # one decision (6.5.c)
    "{J} Exhaust target Character and target Permanent. They gain 1 boost.": None,
    "{J} Exhaust target Character and target Permanent. It gains 1 boost.": None,  # which?
    "{J} Exhaust target Character and target Permanent. Each of them gains 1 boost.": None,
    "SPELL Exhaust target Character, target Permanent and target Landmark.": None,
    "SPELL Target Character, target Permanent and target Landmark each gain 1 boost.": None,
    "{J} Up to two target Characters and target Permanent each gain 1 boost.": None,
    "{J} Give target Character 1 boost and another target Character 2 boosts.": None,
    "{J} Target Character and target Permanent each gain [[Defender]] this turn.": None,
    "{J} Target Character and target Permanent each gain [[Tough 1]].": None,
    "SPELL Return target Character and target Permanent to their owners' hands.": None,
    "SPELL Return target Character and target Permanent to their owner's hand.": None,
    "{J} Exchange the boosts of target Character you control and target Character an opponent controls.": None,
    # "another target" after a step that chose a target: not the first (6.5.b) or not me
    # (7.2.1.a)? — the card does not say
    "SPELL Exhaust target Character. Another target Character gains 1 boost.": None,
    "{J} Send target Character to Reserve. Another target Character gains 1 boost.": None,
    "{J} Exhaust target Character, then another target Character gains 1 boost.": None,
}

REFUSED_SEVERAL_TARGETS: dict[str, str] = {
    "{J} Exhaust target Character and target Permanent. They gain 1 boost.": "which of the two it names is not said",
    "{J} Up to two target Characters and target Permanent each gain 1 boost.": "only two single targets in one step are read",
    "{J} Send target Character to Reserve. Another target Character gains 1 boost.": "'another target' after a step that chose a target is read by hand",
}
RULE_SENTENCES_SEVERAL_TARGETS: dict[str, tuple[str, ...]] = {
    "g2_joined_targets": (
        TWO_BOOSTS,
        TWO_CHARACTERS,
        ANCHORED_BOTH,
        "{J} Exhaust target Character you control and target Character an opponent controls.",
        "{J} Exhaust target Character and target Permanent. They gain 1 boost.",
        "{J} Up to two target Characters and target Permanent each gain 1 boost.",
    ),
}
READINGS_SEVERAL_TARGETS: dict[str, dict[str, Any]] = {
    t: {"reaction": {"trigger": "enters_play", "effect": SIBLINGS[t]}}
    for texts in RULE_SENTENCES_SEVERAL_TARGETS.values()
    for t in texts
    if SIBLINGS[t] is not None
}
"""The reader sentences of the section's grammar rule and what each reads to
(tests/cards_grammar/test_rules.py)."""
