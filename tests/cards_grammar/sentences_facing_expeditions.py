# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of facing Expeditions (issue 30, session 33), written before building (not
copied from card data): Expeditions described and related (7.5, 1.2.3.c).

- ``FACING_MINE``: "the Expedition facing mine" in every slot "the Expedition facing me" fills
  (a trigger's place, a target's place, a count's place, a condition's subject) — each means
  exactly the sentence with "facing me" (the Expedition facing the one I am in, 1.2.3.c;
  both of the other player's for a Gigantic bearer, 7.4.4.g): the sibling maps to it.
- ``LEAVES_FACING``: "When [a Character description] leaves the Expedition facing me / mine
  —" in every slot of a Reaction (a Character, support {I}), with other descriptions and
  outputs: the engine's ``character_leaves_the_expedition_facing_me`` (7.5.11.a, c).
- ``IT_EXPEDITION``: "if it is ahead / behind / tied [of / with the Expedition facing it]",
  "if it is facing mine / me / my Expedition" after a trigger on an Expedition's move — in
  the trigger's condition and in the effect — each with the condition the reading keeps.
- ``REFUSED_GA``: near-misses that must stay refused, each with the judge's reason."""

from __future__ import annotations

_FACING_ME_SLOTS: tuple[str, ...] = (
    "When an opponent plays a Character in the Expedition facing me — Draw a card.",
    "When an opponent plays a Spell — Target Character in the Expedition facing me gains 1 boost.",
    "When a Character joins the Expedition facing me — Draw a card.",
    "When a Character joins the Expedition facing me — I gain 1 boost.",
    "{J} Target Character in the Expedition facing me gains 1 boost.",
    "{H} Send to Reserve target Character in the Expedition facing me.",
    "{R} Exhaust target Character in the Expedition facing me.",
    "{J} Each Character in the Expedition facing me gains 1 boost.",
    "{J} If the Expedition facing me is ahead, draw a card.",
    "{J} If the Expedition facing me is behind, I gain 2 boosts.",
    "{J} Draw a card for each Character in the Expedition facing me.",
    "{J} If there are no Characters in the Expedition facing me, draw a card.",
    "When the Expedition facing me moves forward — Draw a card.",
    "When the Expedition facing me moves forward — I gain 1 boost.",
    "At Noon — Target Character in the Expedition facing me gains 1 boost.",
    "At Dusk — If the Expedition facing me is ahead, draw a card.",
    "When you play a Spell — Exhaust target Character in the Expedition facing me.",
    "{J} You may exhaust target Character in the Expedition facing me. If you do, draw a card.",
    "{J} Return target Character in the Expedition facing me to its owner's hand.",
    "When a Character leaves the Expedition facing me — Draw a card.",
    "When a token Character leaves the Expedition facing me — I gain 1 boost.",
    "{J} Target Character in the Expedition facing me gains Asleep.",
    "{J} Target Character in the Expedition facing me loses 1 boost.",
    "{H} Target Character in the Expedition facing me gains 2 boosts.",
    "{R} Each Character in the Expedition facing me loses all boosts.",
    "{J} If the Expedition facing me is tied, draw a card.",
    "{J} If there are two or more Characters in the Expedition facing me, draw a card.",
    "{J} I gain 1 boost for each Character in the Expedition facing me.",
    "{D} : Target Character in the Expedition facing me gains 1 boost.",
    "{1}, {T} : Exhaust target Character in the Expedition facing me.",
    "When the Expedition facing me moves backward — Draw a card.",
    "{J} Create an Ordis Recruit 1/1/1 Soldier token in the Expedition facing me.",
    "{J} If the Expedition facing me is in {V}, draw a card.",
    "{J} Send to Reserve each Character in the Expedition facing me with no boosts.",
    "When an opponent plays a Character in the Expedition facing me — I gain 1 boost.",
    "At Noon — If the Expedition facing me is behind, I gain 1 boost.",
    "{J} Each Character in the Expedition facing me gains Anchored.",
    "{J} The Expedition facing me moves backward one region.",
    "{H} If there is an exhausted Character in the Expedition facing me, draw a card.",
    "{J} Target Character in the Expedition facing me with 2 or more boosts loses 2 boosts.",
    "When I go to Reserve from the Expedition zone — Target Character in the Expedition facing me gains Asleep.",
    "{I} At Dusk — Target Character in the Expedition facing me gains 1 boost.",
    "When a Character joins the Expedition facing me — Exhaust it.",
)
"""Sentences read with "facing me", each said again with "facing mine"."""

FACING_MINE: dict[str, str] = {
    t.replace("the Expedition facing me", "the Expedition facing mine"): t for t in _FACING_ME_SLOTS
}
"""Each sibling with "facing mine" and the sentence it means the same as."""

_JOINERS: tuple[tuple[str, dict[str, object]], ...] = (
    ("a Character", {}),
    ("a token Character", {"tokens": True}),
    ("a non-token Character", {"non_token": True}),
    ("a Character with 2 or more boosts", {"boosts_min": 2}),
    ("an Animal", {"subtypes": ["Animal"]}),
    ("a Robot Character", {"subtypes": ["Robot"]}),
    ("an exhausted Character", {"statuses": ["Exhausted"]}),
    ("an opponent's Character", {}),
    ("a Character an opponent controls", {}),
)
_OUTPUTS: tuple[str, ...] = (
    "Draw a card.",
    "I gain 1 boost.",
    "Target Character gains 1 boost.",
    "You may draw a card.",
    "Create an Ordis Recruit 1/1/1 Soldier token in my Expedition.",
)

LEAVES_FACING: dict[str, dict[str, object]] = {
    f"When {who} leaves the Expedition facing {me} — {out}": extra
    for who, extra in _JOINERS
    for me in ("me", "mine")
    for out in _OUTPUTS[: 3 if me == "mine" else 5]
}
"""Each sibling of the leaving trigger and what its filter says beside the kind (7.5.11.a)."""
LEAVES_FACING.update(
    {
        "When another Character leaves the Expedition facing me — Draw a card.": {"another": True},
    }
)

TO_RESERVE_FACING: dict[str, str] = {
    f"When {who} {verb} to {whose}Reserve from the Expedition facing {me} — {out}": f"When {who2} in the Expedition facing me goes to Reserve — {out}"
    for who, who2 in (
        ("a Character", "a Character"),
        ("another Character", "another Character"),
        ("an Animal", "an Animal"),
        ("a Character with 2 or more boosts", "a Character with 2 or more boosts"),
    )
    for verb, whose in (
        ("goes", ""),
        ("is sent", ""),
        ("is put", ""),
        ("is returned", "its owner's "),
    )
    for me in ("me", "mine")
    for out in ("Draw a card.", "I gain 1 boost.")
}
"""Each sibling "… goes / is sent to Reserve from the Expedition facing me / mine" and the
sentence saying the place in the description, which it means (3.2.10, 1.2.3.c, 6.3.f)."""

_MOVES: tuple[tuple[str, str], ...] = (
    ("When an Expedition moves forward", "an_expedition_moves_forward"),
    ("When an Expedition moves backward", "an_expedition_moves_backward"),
    ("When an opponent's Expedition moves forward", "an_opponents_expedition_moves_forward"),
    ("When one of your Expeditions moves forward", "one_of_your_expeditions_moves_forward"),
    ("When one of your Expeditions moves backward", "one_of_your_expeditions_moves_backward"),
)
_CONDITIONS: tuple[tuple[str, str], ...] = (
    ("it is ahead", "it's ahead"),
    ("it's behind", "it's behind"),
    ("it is tied", "it's tied"),
    ("it is not tied", "unless it's tied"),
    ("it isn't behind", "unless it's behind"),
    ("it is ahead of the Expedition facing it", "it's ahead"),
    ("it is behind the Expedition facing it", "it's behind"),
    ("it is tied with the Expedition facing it", "it's tied"),
    ("it is facing mine", "it's facing mine"),
    ("it's facing me", "it's facing mine"),
    ("it is facing my Expedition", "it's facing mine"),
    ("it isn't facing mine", "unless it's facing mine"),
)

IT_EXPEDITION: dict[str, tuple[str, str, bool]] = {}
"""Each sibling -> (its trigger, the condition kept, whether it is the trigger's condition)."""
for _when, _trigger in _MOVES:
    for _said, _kept in _CONDITIONS:
        IT_EXPEDITION[f"{_when}, if {_said} — Draw a card."] = (_trigger, _kept, True)
        IT_EXPEDITION[f"{_when} — If {_said}, target Character in it gains 1 boost."] = (
            _trigger,
            _kept,
            False,
        )

REFUSED_GA: dict[str, str] = {
    # a support ability works in Reserve, where its card is in no Expedition: "facing me"
    # names none (2.2.12.i, 3.2.10, 7.2.1.a)
    "{I} When the Expedition facing me moves forward — Draw a card.": "support: in no Expedition (2.2.12.i)",
    "{I} When the Expedition facing mine moves forward — Draw a card.": "support: in no Expedition (2.2.12.i)",
    "{I} When a Character leaves the Expedition facing me — Draw a card.": "support: in no Expedition (2.2.12.i)",
    "When a Character joins my Expedition, if it is ahead — Draw a card.": "'it' is a Character: only Expeditions are ahead (7.5.2)",
    "When a Character joins my Expedition — If it is facing mine, draw a card.": "'it' is a Character, facing nothing (1.2.3.c)",
    "When I go to Reserve, if it is behind — Draw a card.": "no Expedition moved: 'it' names none (6.3.i, 7.5.2)",
    "When you play a Spell — If it's tied, draw a card.": "'it' is the Spell (6.3.i, 7.5.2)",
    "{J} If it is ahead, draw a card.": "'it' names nothing (6.3.i)",
    "When a Character you control leaves the Expedition facing me — Draw a card.": "a Character in the Expedition facing me is never yours (7.5.5.b)",
    "When a Permanent leaves the Expedition facing me — Draw a card.": "only Characters are in Expeditions' counts here (7.5.11.a, 2.2.3)",
    "{J} Target Character in the Expedition with the most Characters gains 1 boost.": "which Expedition when two have as many: the CR gives no tie rule (7.5) — read by hand",
    "When a Character leaves my Expedition — Put it in its former Expedition.": "'its former Expedition' is not read (7.5.11.c, 7.3.39)",
    "{J} Target Character in the same region as me gains 1 boost.": "'in the same region as' is not read (7.5.8.a)",
    "When a Character you control is sent to Reserve from the Expedition facing me — Draw a card.": "never yours there (7.5.5.b)",
    "When a token Character goes to Reserve from the Expedition facing me — Draw a card.": "a token never goes to Reserve (2.1.e)",
    "When a Character in the Expedition facing me goes to Reserve from the Expedition facing me — Draw a card.": "the place said twice",
}
"""Near-misses that stay refused, with the judge's reason."""

_LEAVES = "When a Character leaves the Expedition facing me — Draw a card."
_AHEAD = "When an Expedition moves forward, if it is ahead — Draw a card."
_FACING = "When an opponent's Expedition moves forward — If it is facing mine, draw a card."
_NOT_FACING = (
    "When one of your Expeditions moves forward, if it isn't facing mine — I gain 1 boost."
)
_NOT_TIED = "When an Expedition moves backward, if it isn't tied — Draw a card."
_DRAW = {"action": "draw", "amount": 1}

READINGS_GA: dict[str, dict[str, object]] = {
    _LEAVES: {
        "reaction": {"trigger": "character_leaves_the_expedition_facing_me", "effect": [_DRAW]}
    },
    _AHEAD: {
        "reaction": {
            "trigger": "an_expedition_moves_forward",
            "if": "it's ahead",
            "effect": [_DRAW],
        }
    },
    _FACING: {
        "reaction": {
            "trigger": "an_opponents_expedition_moves_forward",
            "effect": [{**_DRAW, "if": "it's facing mine"}],
        }
    },
    _NOT_FACING: {
        "reaction": {
            "trigger": "one_of_your_expeditions_moves_forward",
            "if": "unless it's facing mine",
            "effect": [{"action": "give_boost", "amount": 1, "subject": "self"}],
        }
    },
    _NOT_TIED: {
        "reaction": {
            "trigger": "an_expedition_moves_backward",
            "if": "unless it's tied",
            "effect": [_DRAW],
        }
    },
}
"""The reader's card structures for one sentence of each rule of the ga block."""

_TO_RESERVE = "When a Character is sent to Reserve from the Expedition facing me — Draw a card."
READINGS_GA[_TO_RESERVE] = {
    "reaction": {
        "trigger": "object_goes_to_reserve",
        "filter": {"types": ["Character"], "facing_me": True},
        "effect": [_DRAW],
    }
}

RULE_SENTENCES_GA: dict[str, tuple[str, ...]] = {
    "ga_ev_to_reserve_from_facing": (_TO_RESERVE,),
    "ga_ev_leaves_facing_expedition": (_LEAVES,),
    "ga_it_position_cond": (_AHEAD, _NOT_TIED),
    "ga_position": (_AHEAD, _NOT_TIED),
    "ga_it_facing_mine_cond": (_FACING, _NOT_FACING),
    "ga_mine": (_FACING, _NOT_FACING),
}
"""The sentences exercising each rule of the ga block (test_rules.py)."""
