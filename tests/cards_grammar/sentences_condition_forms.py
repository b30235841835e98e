# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Condition forms (issue 30, session 39): siblings written before judging, not copied from card
data.

1. TWO RESULTS OF ONE PASSIVE UNDER ONE CONDITION — "If I have a Boost counter, I lose
   [Defender] and I am [Tough 1].", "As long as I'm in {M}, I have +1 {V} and [Tough 1].",
   "If you control a token, Characters you control have +1 {V} and are [Defender].": each
   result a passive ability of its own (2.3.1.a a characteristic given or taken, 1.4.1.a a
   "can't"), the one condition applying to each — re-evaluated after each event (2.3.1.e),
   applied continuously while it holds (2.3.1.c). The condition said first ("If", "As long
   as", "While") or after ("if", "as long as", "while", "unless"). ``READ_TWO_RESULTS``: text
   -> the results, in order, as (kind, what): ("keyword", K) given, ("lose", K) taken,
   ("stats", "+1/+0/+0") the bearer's, ("group_stats", …) and ("grant", K) a group's,
   ("cant", verb) a "can't", ("cost", N) a cost change.

``REFUSED_*``: near-misses that must stay refused (another meaning, or one the engine cannot
run right), text -> words of the refusal."""

from __future__ import annotations

_BEFORE = (
    "If I have a Boost counter,",
    "As long as I'm in {M},",
    "If you control a token,",
    "While you control two or more Characters,",
    "If my Expedition is ahead,",
    "If an opponent controls a token,",
    "As long as your Reserve is empty,",
    "If I am exhausted,",
)
_AFTER = (
    "if you control a token",
    "as long as I have a Boost counter",
    "while my Expedition is behind",
    "unless you control a token",
)
_PAIRS: dict[str, tuple[tuple[str, str], ...]] = {
    "I lose [Defender] and I am [Tough 1]": (("lose", "Defender"), ("keyword", "Tough 1")),
    "I lose [Defender] and am [Gigantic]": (("lose", "Defender"), ("keyword", "Gigantic")),
    "I have +1 {V} and [Tough 1]": (("stats", "+1/+0/+0"), ("keyword", "Tough 1")),
    "I have +1 forest and I'm [Defender]": (("stats", "+1/+0/+0"), ("keyword", "Defender")),
    "I have +2 {M} and I can't be sacrificed": (("stats", "+0/+2/+0"), ("cant", "sacrifice")),
    "I have +1 {O} and can't be sacrificed": (("stats", "+0/+0/+1"), ("cant", "sacrifice")),
    "Characters you control have +1 {O} and are [Defender]": (
        ("group_stats", "+0/+0/+1"),
        ("grant", "Defender"),
    ),
    "Characters you control have +1 {V} and [Tough 1]": (
        ("group_stats", "+1/+0/+0"),
        ("grant", "Tough 1"),
    ),
    "I have +1 {V} and Characters you control have [Defender]": (
        ("stats", "+1/+0/+0"),
        ("grant", "Defender"),
    ),
    "Characters you control have [Defender] and I have +1 {M}": (
        ("grant", "Defender"),
        ("stats", "+0/+1/+0"),
    ),
    "I lose [Defender] and I can't be sacrificed": (("lose", "Defender"), ("cant", "sacrifice")),
    "I am [Gigantic] and I can't be sacrificed": (("keyword", "Gigantic"), ("cant", "sacrifice")),
    "I am [Gigantic] and I have +2 {V}": (("keyword", "Gigantic"), ("stats", "+2/+0/+0")),
    "I lose [Defender] and I have +1 {O}": (("lose", "Defender"), ("stats", "+0/+0/+1")),
    "I lose [Defender] and I am [Tough 1] and I have +1 {V}": (
        ("lose", "Defender"),
        ("keyword", "Tough 1"),
        ("stats", "+1/+0/+0"),
    ),
    "Characters you control get +1 {V} and gain [Defender]": (
        ("group_stats", "+1/+0/+0"),
        ("grant", "Defender"),
    ),
    "I get +1 {V} and I can't be sacrificed": (("stats", "+1/+0/+0"), ("cant", "sacrifice")),
}
_PAIR_LIST = tuple(_PAIRS.items())

READ_TWO_RESULTS: dict[str, tuple[tuple[str, str], ...]] = {
    **{
        f"{head} {pair}.": parts
        for i, head in enumerate(_BEFORE)
        for j, (pair, parts) in enumerate(_PAIR_LIST)
        if (i + j) % 3 == 0
    },
    **{
        f"{pair} {tail}.": parts
        for i, tail in enumerate(_AFTER)
        for j, (pair, parts) in enumerate(_PAIR_LIST)
        if (i + j) % 4 == 0
    },
}
"""Each sentence -> its results in order (each under the sentence's condition)."""

REFUSED_TWO_RESULTS: dict[str, str] = {
    # a status is no characteristic a passive gives (2.4.1.e, 2.3.1.a)
    "As long as I'm in {M}, I have +1 forest and I'm [Anchored].": "Anchored",
    # "power" names no statistic (2.2.11.b: forest, mountain, water)
    "If you control a token, Characters you control have +1 power and are [Defender].": "power",
    # one keyword given and taken at once: which applies is not said (7.4)
    "If you control a token, I have [Defender] and I lose [Defender].": "Defender",
    # a Tough lost is not applied by the engine (7.4.6): refused by name
    "If I have a Boost counter, I lose [Tough 1] and I am [Defender].": "Tough 1",
    # "it" names nothing the passive's condition found
    "If you control a token, I have +1 {V} and it is [Gigantic].": "it",
    # a step is no passive's result: "gain 1 boost" happens once, a passive applies continuously
    "If you control a token, I have +1 {V} and I gain 1 boost.": "gain",
}

# ---- boards (test_board_two_results.py): each played on both sides of its condition
BOARD_LOSE_AND_TOUGH = "If I have a Boost counter, I lose [Defender] and I am [Tough 1]."
BOARD_GROUP_STATS_AND_DEFENDER = (
    "If you control a token, Characters you control have +1 {O} and are [Defender]."
)
BOARD_STATS_AND_CANT = "As long as you control a token, I have +2 {V} and I can't be sacrificed."
BOARD_UNLESS_GROUP_AND_ME = (
    "Characters you control have [Defender] and I have +1 {M} unless you control a token."
)


# ---- 4. "[X'] INSTEAD IF [c]" (6.2.b) — every "If [c], instead [X']" / "If [c], [X'] instead"
# sibling of session 38 (sentences_choosers_instead.py, judged there) said with its condition after, plus
# siblings of their own; each must read as its "If [c], …" twin (same structures).
def postposed(text: str) -> str | None:
    """ "… If [c], instead[,] [X']." / "… If [c], [X'] instead." -> "… [X'] instead if [c].";
    ``None`` for a text with no such last sentence."""
    import re

    found = re.fullmatch(r"(.*?)If (.+?), (?:instead,? (.+)|(.+) instead)\.", text)
    if found is None:
        return None
    head, condition, first, last = found.groups()
    step = first or last
    return f"{head}{step[0].upper()}{step[1:]} instead if {condition}."


def _twins() -> dict[str, str]:
    from .sentences_choosers_instead import READ_INSTEAD

    return {p: t for t in READ_INSTEAD if (p := postposed(t)) is not None}


INSTEAD_IF_TWINS: dict[str, str] = {
    **_twins(),
    # siblings of their own, each with its "If [c], …" twin
    "{J} I gain 1 boost. I gain 2 boosts instead if you control a token.": "{J} I gain 1 boost. If you control a token, I gain 2 boosts instead.",
    "SPELL Draw a card. Draw two cards instead if you control a token.": "SPELL Draw a card. If you control a token, draw two cards instead.",
    "SPELL Target Character gains 1 boost. It gains 3 boosts instead if it's a token.": "SPELL Target Character gains 1 boost. If it's a token, it gains 3 boosts instead.",
    "{J} Target Character gains 1 boost. It gains 2 boosts instead if it's in {V}.": "{J} Target Character gains 1 boost. If it's in {V}, it gains 2 boosts instead.",
    "SPELL Return target Character to its owner's hand. Sacrifice it instead if it's a token.": "SPELL Return target Character to its owner's hand. If it's a token, instead sacrifice it.",
    "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. Create two instead if you control another Soldier.": "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition. If you control another Soldier, create two instead.",
    "At Dusk — Draw a card. Draw two cards instead if my Expedition is ahead.": "At Dusk — Draw a card. If my Expedition is ahead, draw two cards instead.",
    "{R} Target Character gains 1 boost. It gains 2 boosts instead, if it has a Boost counter.": "{R} Target Character gains 1 boost. If it has a Boost counter, it gains 2 boosts instead.",
}
"""Each "[X'] instead if [c]" sentence -> its "If [c], …" twin (read the same)."""


def _refused_twins() -> dict[str, str]:
    from .sentences_choosers_instead import REFUSED_INSTEAD

    return {p: w for t, w in REFUSED_INSTEAD.items() if (p := postposed(t)) is not None}


REFUSED_INSTEAD_IF: dict[str, str] = {
    **_refused_twins(),
    # no step before it: what "instead" replaces is not said (6.2.b)
    "{J} Draw two cards instead if you control a token.": "instead",
}
"""Near-misses, refused as their "If [c], …" twins are."""

BOARD_DRAW_INSTEAD_IF = "{J} Draw a card. Draw two cards instead if you control a Landmark."
BOARD_STATUS_INSTEAD_IF = "{J} Target Character gains [[Anchored]]. It gains [[Asleep]] instead if it has a Boost counter."
BOARD_RETURN_OR_SACRIFICE = (
    "{J} Return target Character to its owner's hand. Sacrifice it instead if it's a token."
)


# ---- 3. THE ORDINAL OF THE CARD "IT" NAMES — "If it's your second Spell this turn", "If it's
# the first Character you played this Day": the trigger's card (6.3.i) the Nth of its kind its
# Reaction's controller played in the period, itself counted (5.1.2.k; turn 4.2.3, Day 4.1).
_NTH_TRIGGERS = {
    "spell": "When you play a Spell —",
    "character": "When you play a Character —",
    "permanent": "When you play a Permanent —",
    "card": "When you play a card —",
}
_NTH_SAID = (
    ("If it's your {o} {k} this {p}, draw a card.", ""),
    ("If it's the {o} {k} you played this {p}, I gain 1 boost.", ""),
    ("If it's the {o} {k} you have played this {p}: draw a card, otherwise I gain 1 boost.", ""),
    ("Draw a card if it's your {o} {k} this {p}.", ""),
)
_ORDINALS = {"first": 1, "second": 2, "third": 3}
READ_NTH_PLAYED: dict[str, tuple[int, str, str]] = {
    f"{_NTH_TRIGGERS[k]} {said.format(o=o, k=k.capitalize() if k != 'card' else k, p=p)}": (
        n,
        k,
        p.lower(),
    )
    for i, (said, _) in enumerate(_NTH_SAID)
    for j, k in enumerate(_NTH_TRIGGERS)
    for o, n in _ORDINALS.items()
    for p in ("turn", "Day")
    if (i + j + n + len(p)) % 2 == 0
}
"""Each sentence -> (N, the kind counted, the period)."""

REFUSED_NTH_PLAYED: dict[str, str] = {
    # "it" names nothing: no trigger names a card (6.3.i)
    "{J} If it's your second Character this turn, draw a card.": "'it'",
    "SPELL If it's your second Spell this turn, draw a card.": "it",
    # a seventh is no ordinal the grammar says
    "When you play a Spell — If it's your seventh Spell this turn, draw a card.": "seventh",
    # a Morning / Afternoon is no period the plays are kept by here
    "When you play a Spell — If it's your second Spell this Afternoon, draw a card.": "Afternoon",
    # a token is created, never played (5.1.2)
    "When you play a Spell — If it's your second token this turn, draw a card.": "token",
}

BOARD_SECOND_SPELL = (
    "When you play a Spell — If it's your second Spell this turn: draw a card, otherwise I gain "
    "1 boost."
)
BOARD_FIRST_CHARACTER_DAY = (
    "When you play a Character — If it's the first Character you played this Day, it gains 2 "
    "boosts."
)


# ---- 2. "IT" FOR THE OBJECT A CONDITION FOUND — "If you control a token, it gains 1 boost",
# "If there is a Spell in your Reserve, return it to your hand": one object of those the
# condition found, chosen by the effect's controller as the step would happen (6.1.g; none,
# the condition fails first, 6.5.d) — read as its twin saying the object ("… a token you
# control gains 1 boost").
_IT_SLOTS = ("{J}", "{H}", "{R}", "At Dusk —", "At Noon —", "{T}:", "{I} {D}:", "SPELL")
_IT_SAID = (
    (
        "If you control a token, it gains 1 boost.",
        "If you control a token, a token you control gains 1 boost.",
    ),
    (
        "If you control an exhausted Character, ready it.",
        "If you control an exhausted Character, ready an exhausted Character you control.",
    ),
    (
        "If you control a Plant, it gains 2 boosts.",
        "If you control a Plant, a Plant you control gains 2 boosts.",
    ),
    (
        "If there is a Spell in your Reserve, return it to your hand.",
        "If there is a Spell in your Reserve, return a Spell in your Reserve to your hand.",
    ),
    (
        "If you control a token: sacrifice it, otherwise draw a card.",
        "If you control a token: sacrifice a token you control, otherwise draw a card.",
    ),
    (
        "If you control a Character with a boost, exhaust it.",
        "If you control a Character with a boost, exhaust a Character with a boost you control.",
    ),
)
READ_CONDITION_IT: dict[str, str] = {
    f"{slot} {said}": f"{slot} {twin}"
    for i, slot in enumerate(_IT_SLOTS)
    for j, (said, twin) in enumerate(_IT_SAID)
    if (i + j) % 6 != 5
}
"""Each sentence -> its twin saying the object (read the same)."""

KEPT_CONDITION_IT: dict[str, str] = {
    # after a trigger naming objects, "it" is the trigger's (6.3.i), not the condition's
    "When a Character joins your Expeditions — If you control a Mage, it gains 1 boost.": "it",
    "When you play a Spell — If you control a token, it gains 1 boost.": "it",
    # a step between: "it" is what that step chose (its target)
    "{J} If you control a token, target Character gains 1 boost, then it gains 1 boost.": "target_character",
}
"""Sentences whose "it" keeps naming what it named before: text -> the first step's subject."""

REFUSED_CONDITION_IT: dict[str, str] = {
    # several found: "it" is one of how many? (not said)
    "{J} If you control two or more tokens, it gains 1 boost.": "'it'",
    "{J} If you control a token or a Plant, it gains 1 boost.": "'it'",
    # a negated condition found nothing
    "{J} If you don't control a token, it gains 1 boost.": "if you don't",
    # another player's object: not read here
    "{J} If an opponent controls a token, it gains 1 boost.": "'it'",
    # a step before "it" in the clause: the condition's object is not the step's
    "SPELL If there is a Spell in your Reserve, draw a card and return it to your hand.": "several steps",
    # "it" after a condition said after its step: nothing found before it
    "{J} It gains 1 boost if you control a token.": "'it'",
}

BOARD_CONDITION_IT_BOOST = "{J} If you control a token, it gains 2 boosts."
BOARD_CONDITION_IT_RESERVE = "If there is a Spell in your Reserve, return it to your hand."
