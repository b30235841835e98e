# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of Expedition relations (issue 30, session 34), written before building (not
copied from card data): Expedition relations (7.5.10, 3.2.4.b).

- ``OWN_JOIN``: "When I join an Expedition / one of your Expeditions [, if (condition)] —"
  in every slot of a Reaction (a Character's own, given to a group by a passive), with "in
  it" naming the joined Expedition (7.5.10.a, 6.3.k): each sibling -> the condition kept
  (``None``: none), "in it" said "in my expedition".
- ``SAME_EXPEDITION``: "I'm in the same Expedition as a / another [description]" in every
  condition slot (a {J} / {H} / {R} / "When" / "At" effect's "If", a trigger's condition, "As
  long as", "Unless", a Unique's "if …:") -> the condition's words it means ("you control
  another [description] in my expedition", 3.2.4.b, 7.5.5.a).
- ``ANY_EXPEDITION``: "[target / each] Character in any Expedition" -> the sentence without
  the words (a Character in play is in one of the Expeditions, 3.2.4.b).
- ``EACH_EXPEDITION``: "you control a [description] in each of your Expeditions"
  -> the condition in the Hero and the Companion Expedition (3.2.4.b, 7.4.4.b).
- ``REFUSED_GK``: near-misses that must stay refused, each with the judge's reason."""

from __future__ import annotations

_OUTPUTS: tuple[str, ...] = (
    "I gain 1 boost.",
    "Draw a card.",
    "I gain 2 boosts.",
    "Target Character gains 1 boost.",
    "Each opponent discards a card.",
)
_JOIN_CONDITIONS: tuple[tuple[str, str | None], ...] = (
    ("", None),
    (", if you control a Plant in it", "you control a plant in my expedition"),
    (", if you control another Plant in it", "you control another plant in my expedition"),
    (", if you control an Animal in it", "you control an animal in my expedition"),
    (", if you control a token Character in it", "you control a token character in my expedition"),
    (
        ", if there are two or more Characters in it",
        "there are two or more characters in my expedition",
    ),
    (
        ", if you control another exhausted Character in it",
        "you control another exhausted character in my expedition",
    ),
    (", if I'm in the same Expedition as a Plant", "i'm in the same expedition as a plant"),
    (", if you have no cards in hand", "you have no cards in hand"),
)
OWN_JOIN: dict[str, str | None] = {
    f"When I join {where}{cond} — {out}": kept
    for where in ("an Expedition", "one of your Expeditions")
    for cond, kept in _JOIN_CONDITIONS
    for out in _OUTPUTS[: 3 if where == "an Expedition" else 2]
}
"""Each sibling of the own join -> the trigger's condition kept (None: none)."""

GIVEN_JOIN: tuple[str, ...] = (
    'Plants in my Expedition have "When I join an Expedition, if you control a Plant in it — I gain 1 boost."',
    'Characters you control have "When I join an Expedition — I gain 1 boost."',
    'Other Plants you control have "When I join an Expedition — Draw a card."',
    'Animals you control have "When I join one of your Expeditions — I gain 1 boost."',
)
"""The own join given to a group by a passive (2.3.1.a): the given Reaction is the
Character's own once it has it, after the event (6.3.e)."""

_SAME_SLOTS: tuple[str, ...] = (
    "{J} If {c}, draw a card.",
    "{H} If {c}, I gain 1 boost.",
    "{R} If {c}, I gain 2 boosts.",
    "At Dusk, if {c} — I gain 1 boost.",
    "At Noon, if {c} — Draw a card.",
    "When you play a Spell, if {c} — I gain 1 boost.",
    "As long as {c}, I have +1/+1/+1.",
    "{J} Unless {c}, draw a card.",
)
_SAME_DESCRIPTIONS: tuple[tuple[str, str], ...] = (
    ("a Plant", "plant"),
    ("an Animal", "animal"),
    ("another Plant", "plant"),
    ("a token Character", "token character"),
    ("an exhausted Character", "exhausted character"),
    ("a Plant with 2 or more boosts", "plant with 2 or more boosts"),
)
SAME_EXPEDITION: dict[str, tuple[str, str]] = {
    slot.replace("{c}", f"{i_am} in the same Expedition as {desc}"): (
        f"{i_am.lower()} in the same expedition as {desc.lower()}",
        f"you control another {plain} in my expedition",
    )
    for slot in _SAME_SLOTS
    for desc, plain in _SAME_DESCRIPTIONS
    for i_am in ("I'm", "I am")
    if i_am == "I'm" or desc == "a Plant"
}
"""Each sibling -> (its condition's words, the words it means)."""

_ANY_SLOTS: tuple[str, ...] = (
    "{J} Target {d} gains 1 boost.",
    "{H} Exhaust target {d}.",
    "{R} Send target {d} to its owner's Reserve.",
    "When you play a Spell — Target {d} gains 2 boosts.",
    "At Dusk — Target {d} loses 1 boost.",
    "{J} Each {d} gains 1 boost.",
    "{J} Sacrifice target {d}.",
    "{J} You may exhaust target {d}. If you do, draw a card.",
    "{J} Target {d} gains Asleep.",
)
_ANY_DESCRIPTIONS: tuple[str, ...] = (
    "Character",
    "Animal",
    "Plant",
    "exhausted Character",
    "token Character",
)
ANY_EXPEDITION: dict[str, str] = {
    slot.replace("{d}", f"{d} in any Expedition"): slot.replace("{d}", d)
    for slot in _ANY_SLOTS
    for d in _ANY_DESCRIPTIONS
    if not (slot.startswith("{J} Each") and d != "Character")
}
"""Each sibling -> the sentence it means, without "in any Expedition"."""

_EACH_SLOTS: tuple[str, ...] = (
    "{J} If {c}, draw a card.",
    "{H} If {c}, I gain 1 boost.",
    "At Dusk, if {c} — I gain 1 boost.",
    "At Noon — If {c}, draw a card.",
    "As long as {c}, I have +1/+1/+1.",
    "{J} Unless {c}, I gain 2 boosts.",
    "When you play a Spell, if {c} — Draw a card.",
)
_EACH_SUBJECTS: tuple[tuple[str, str], ...] = (
    ("you control a Character", "you control a character"),
    ("you control a Plant", "you control a plant"),
    ("you control an Animal", "you control an animal"),
    ("you control a token Character", "you control a token character"),
    ("you control a Plant with 2 or more boosts", "you control a plant with 2 or more boosts"),
    ("you control an exhausted Character", "you control an exhausted character"),
)
EACH_EXPEDITION: dict[str, tuple[str, str]] = {
    slot.replace("{c}", f"{said} in each of your Expeditions"): (
        f"{said.lower()} in each of your expeditions",
        f"{plain} in your hero expedition and {plain} in your companion expedition",
    )
    for slot in _EACH_SLOTS
    for said, plain in _EACH_SUBJECTS
}
"""Each sibling -> (its condition's words, the words it means)."""

REFUSED_GK: dict[str, str] = {
    # "in the same region": both players' Expeditions on one region (7.5.8.a)
    "{J} Draw a card for each Plant in the same region.": "'in the same region' is read by hand",
    "{J} Target Character in the same region as me gains 1 boost.": "'in the same region' is read by hand",
    "{J} Each Character in the same region as me gains 1 boost.": "'in the same region' is read by hand",
    "At Dusk — Each Character in the same region gains 1 boost.": "'in the same region' is read by hand",
    # the last known place of an object that left (2.1.h)
    "{J} Exhaust target Character in its former Expedition.": "'its former Expedition' is read by hand",
    "{H} Target Character in my former Expedition gains 1 boost.": "'my former Expedition' is read by hand",  # gu: only after I left (6.3.j)
    # Expeditions compared: ties undecided
    "{J} Target Character in the Expedition with the most Characters gains 1 boost.": "'the Expedition with the most …' is read by hand",
    "{J} Each Character in the Expedition with the fewest Characters gains 1 boost.": "'the Expedition with the most …' is read by hand",
    "{R} Draw a card for each Plant in the Expedition with the most Plants.": "'the Expedition with the most …' is read by hand",
    "{J} Target Character in the Expedition with the most boosts gains 1 boost.": "'the Expedition with the most …' is read by hand",
}
"""Near-misses refused with the judge's reason (a part of it)."""

NOT_READ_GK: tuple[str, ...] = (
    # another meaning: "it" is the bearer's place only for its own join — "a Character joins
    # one of your Expeditions, if … in it" names the Character's, not read here
    "When a Character joins one of your Expeditions, if you control a Plant in it — It gains 1 boost.",
    # relative to a target, not to me: a count per target (not built)
    "{J} Target Character gains 1 boost for each other Character in its Expedition.",
    # "I'm not in the same Expedition as …": not reworded (a negated relation)
    "{J} If I'm not in the same Expedition as a Plant, draw a card.",
    # "it's in the same Expedition as …": a relation of another object
    "When a Character joins one of your Expeditions, if it's in the same Expedition as a Plant — Draw a card.",
    # a Permanent need not be in an Expedition (a Landmark, 2.2.3.e): the words are not dropped
    "{J} Sacrifice target Permanent in any Expedition.",
)
"""Near-misses that stay not executed (another meaning, said why)."""

_J_JOIN = "When I join an Expedition — I gain 1 boost."
_J_JOIN_IF = "When I join one of your Expeditions, if you control a Plant in it — Draw a card."
READINGS_GK: dict[str, dict[str, object]] = {
    _J_JOIN: {
        "reaction": {
            "trigger": "i_join_an_expedition",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    _J_JOIN_IF: {
        "reaction": {
            "trigger": "i_join_an_expedition",
            "if": "you control a plant in my expedition",
            "effect": [{"action": "draw", "amount": 1}],
        }
    },
}
_REGION = "{J} Draw a card for each Plant in the same region."
_FORMER = "{J} Exhaust target Character in its former Expedition."
_MOST = "{J} Target Character in the Expedition with the most Characters gains 1 boost."
RULE_SENTENCES_GK: dict[str, tuple[str, ...]] = {
    "gk_i_join_an_expedition": (_J_JOIN, _J_JOIN_IF),
    "gk_same_region": (_REGION,),
    "gk_former_expedition": (_FORMER,),
    "gk_expedition_with_most": (_MOST,),
}
REFUSED_BY_RULE_GK: dict[str, str] = {t: REFUSED_GK[t] for t in (_REGION, _FORMER, _MOST)}
