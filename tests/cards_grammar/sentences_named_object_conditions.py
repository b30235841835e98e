"""Sibling sentences for a condition on an object or a player the ability has already named
(issue 30, gram72; written for this benchmark, not copied from card data): "Exhaust target
Character. If it's a Plant, draw a card." — the subject of the condition is what an earlier
step named (its target, "it", "that card", "the discarded card", "they", "target opponent"),
tested for a characteristic (2.2: type, sub-type, costs), a state (2.4 statuses, 2.5
counters, the zone it is in) or, for a player, what they have (counts).

Each entry is (step before, condition, meaning); :data:`FORMS` says it in each form a
condition takes (6.5.d: "If …, …", "…, if …", "Unless …, …", a Unique's "If …: …, otherwise
…"). The meaning is the engine's :class:`~engine.state.cards.Condition` kind and the fields
that must be set — what benchmarks/named_object_conditions.py judges each reading by."""

from __future__ import annotations

from typing import Any

Meaning = dict[str, Any]
"""The compiled condition's ``kind`` and the fields (dotted into ``any_of[0]`` / ``filter``)
it must carry for the reading to mean what the sentence says."""

STEPS_ON_A_CHARACTER: tuple[str, ...] = (
    "Exhaust target Character.",
    "Target Character gains 1 boost.",
    "Ready target Character you control.",
    "Target Character gains [[Asleep]].",
)
"""Steps that name one object in play (the target, 6.5.b) — "it" in the next sentence is
that object (7.2.3.a)."""

STEPS_ON_A_PERMANENT: tuple[str, ...] = (
    "Ready target Permanent you control.",
    "Exhaust target Permanent.",
)

ON_A_CHARACTER: tuple[tuple[str, Meaning | None], ...] = (
    ("it's a Plant", {"kind": "it_matches", "any_of.subtypes": frozenset({"Plant"})}),
    ("it's an Animal", {"kind": "it_matches", "any_of.subtypes": frozenset({"Animal"})}),
    ("it's a Robot or a Plant", {"kind": "it_matches", "any_of_count": 2}),
    ("it's a Character", {"kind": "it_is_type"}),
    ("it's exhausted", {"kind": "it_has_status", "status": "Exhausted"}),
    ("it's Asleep", {"kind": "it_has_status", "status": "Asleep"}),
    ("it's Anchored", {"kind": "it_has_status", "status": "Anchored"}),
    ("it's Fleeting", {"kind": "it_has_status", "status": "Fleeting"}),
    ("it's not Boosted", {"kind": "it_has_status", "status": "Boosted", "negated": True}),
    ("it has a boost", {"kind": "it_has_counters", "at_least": 1}),
    ("it has no boosts", {"kind": "it_has_counters", "at_most": 0}),
    ("it has 2 or more boosts", {"kind": "it_has_counters", "at_least": 2}),
    ("it has three or more boosts", {"kind": "it_has_counters", "at_least": 3}),
    ("it has Hand Cost 3 or less", {"kind": "it_matches", "any_of.hand_cost_max": 3}),
    ("it has Hand Cost 4 or more", {"kind": "it_matches", "any_of.hand_cost_min": 4}),
    ("its Hand Cost is 2 or less", {"kind": "it_matches", "any_of.hand_cost_max": 2}),
    ("its Reserve Cost is 3 or more", {"kind": "it_matches", "any_of.reserve_cost_min": 3}),
    ("it's in {M}", {"kind": "it_is_in_terrain", "terrain": "mountain"}),
    ("it's not in {O}", {"kind": "it_is_in_terrain", "terrain": "water", "negated": True}),
    ("its Expedition is behind", {"kind": "its_expedition_behind"}),
    ("it has a base statistic of 0", {"kind": "it_matches", "any_of.base_stat": 0}),
    ("it has an Ember counter", {"kind": "it_has_counters", "counter": "Ember", "at_least": 1}),
    (
        "it has 2 or more Kelon counters",
        {"kind": "it_has_counters", "counter": "Kelon", "at_least": 2},
    ),
    ("it has no Ember counters", {"kind": "it_has_counters", "counter": "Ember", "at_most": 0}),
    ("it's ready", {"kind": "it_has_status", "status": "Exhausted", "negated": True}),
    ("it's a token", {"kind": "it_matches", "any_of.tokens": True}),
    ("it's not a Plant", {"kind": "it_matches", "negated": True}),
    ("it's in {V} or {M}", {"kind": "any_of"}),
    ("it has [[Defender]]", {"kind": "it_matches", "any_of.keywords": frozenset({"Defender"})}),
    ("it's Gigantic", {"kind": "it_matches", "any_of.keywords": frozenset({"Gigantic"})}),
    ("it's a Yzmir card", None),
)
"""Conditions on a Character an earlier step named: sub-type (2.2.2), type (2.2.1), status
(2.4), boosts (2.5.1.a), printed costs (2.2.7, 2.2.8), terrain (7.5.8.c)."""

ON_A_PERMANENT: tuple[tuple[str, Meaning], ...] = (
    ("it's a Landmark", {"kind": "it_matches", "any_of.permanents_in_landmarks": True}),
    ("it's a Character", {"kind": "it_is_type"}),
    ("it's exhausted", {"kind": "it_has_status", "status": "Exhausted"}),
    (
        "it's an Expedition Permanent",
        {"kind": "it_matches", "any_of.permanents_in_expeditions": True},
    ),
    ("it has Hand Cost 2 or less", {"kind": "it_matches", "any_of.hand_cost_max": 2}),
)
"""Conditions on a Permanent an earlier step named: "a Landmark" is a Landmark Permanent
(2.2.1.e, 3.2.5), "an Expedition Permanent" is one in an Expedition (3.2.4)."""

CARD_STEPS: tuple[tuple[str, str, Meaning | None], ...] = (
    (
        "Discard a card from your hand.",
        "the discarded card is a Spell",
        {"kind": "it_is_type", "card_type": "Spell"},
    ),
    (
        "Discard a card from your hand.",
        "the discarded card has Hand Cost 3 or more",
        {"kind": "it_matches", "any_of.hand_cost_min": 3},
    ),
    (
        "Discard a card from your hand.",
        "it's a Character",
        {"kind": "it_is_type", "card_type": "Character"},
    ),
    (
        "Reveal the top card of your deck.",
        "it's a Spell",
        {"kind": "it_is_type", "card_type": "Spell"},
    ),
    (
        "Reveal the top card of your deck.",
        "that card is a Character",
        {"kind": "it_is_type", "card_type": "Character"},
    ),
    (
        "Sacrifice a Character.",
        "it was a Plant",
        {"kind": "it_matches", "any_of.subtypes": frozenset({"Plant"})},
    ),
    (
        "Sacrifice a Permanent.",
        "it was a Landmark",
        {"kind": "it_matches", "any_of.permanents_in_landmarks": True},
    ),
    (
        "Put target Character in its owner's Reserve.",
        "it's a Plant",
        {"kind": "it_matches", "any_of.subtypes": frozenset({"Plant"})},
    ),
    (
        "Put target Character in its owner's Reserve.",
        "it's in your Reserve",
        {"kind": "it_in_zone", "zone": "reserve", "whose": ""},
    ),
    (
        "Reveal the top card of your deck.",
        "the revealed card is a Permanent",
        {"kind": "it_is_type", "card_type": "Permanent"},
    ),
    (
        "Sacrifice a Character.",
        "the sacrificed Character was an Animal",
        {"kind": "it_matches", "any_of.subtypes": frozenset({"Animal"})},
    ),
    (
        "Exhaust target Character.",
        "that Character is a Plant",
        {"kind": "it_matches", "any_of.subtypes": frozenset({"Plant"})},
    ),
    (
        "Ready target Permanent you control.",
        "that Permanent is a Landmark",
        {"kind": "it_matches", "any_of.permanents_in_landmarks": True},
    ),
    (
        "Put a card from your hand in Reserve.",
        "it's a Landmark",
        {"kind": "it_matches", "any_of.permanents_in_landmarks": True},
    ),
    (
        "Discard a card from your hand.",
        "it was a Landmark",
        {"kind": "it_matches", "any_of.permanents_in_landmarks": True},
    ),
    (
        "Return target Character to its owner's hand.",
        "it was Boosted",
        {"kind": "it_has_status", "status": "Boosted", "past": True},
    ),
    (
        "Send target Character to Reserve.",
        "it had 2 or more boosts",
        {"kind": "it_has_counters", "at_least": 2, "past": True},
    ),
    ("Draw a card.", "the discarded card is a Spell", None),
)
"""Steps that name a card not in play (7.3.14 discarded, 7.3.29 revealed, 7.3.30
sacrificed, 7.3.27 put in Reserve) and a condition on it ("it was a Plant": as it last was in
play, 6.3.j). "it's in your Reserve" after putting it in its owner's Reserve: the same object
(2.1.f) in the Reserve of the effect's controller — false when it went to another owner's
Reserve (3.1.2.c); read since session 41 as the engine's ``IT_IN_ZONE``, "your" the
controller's."""

PLAYER_STEPS: tuple[tuple[str, str, Meaning | None], ...] = (
    (
        "Target opponent draws a card.",
        "they have no cards in hand",
        {"kind": "count", "counted": "your_hand", "whose": "opponent", "at_most": 0},
    ),
    (
        "Target opponent exhausts a Character they control.",
        "they have 3 or more cards in Reserve",
        {"kind": "count", "counted": "your_reserve", "whose": "opponent", "at_least": 3},
    ),
    (
        "Target opponent draws a card.",
        "they control a Landmark",
        {"kind": "count", "counted": "your_landmarks", "whose": "opponent", "at_least": 1},
    ),
    (
        "Target opponent sacrifices a Character.",
        "they control no Characters",
        {"kind": "count", "counted": "opponent_controls", "at_most": 0},
    ),
    (
        "Your opponent draws a card.",
        "that opponent has 5 or more cards in hand",
        {"kind": "count", "counted": "your_hand", "whose": "opponent", "at_least": 5},
    ),
    ("Target player draws a card.", "that player has 5 or more cards in hand", None),
)
"""Steps naming a player (the target, 6.5.b) and a condition on what "they" / "that player"
have or control (counts of that player's zones, 3.2) — the opponent of a two-player game
(1.2.1.b); after "Target player" it may be either player, and is refused (``None``)."""

DESCRIBED: tuple[tuple[str, Meaning], ...] = (
    (
        "a Landmark you control has a boost",
        {"kind": "count", "counted": "your_landmarks", "at_least": 1},
    ),
    (
        "a Character in the Expedition facing me has 2 or more boosts",
        {"kind": "count", "counted": "opponent_controls", "filter.boosts_min": 2, "at_least": 1},
    ),
    (
        "a Character you control is exhausted",
        {"kind": "count", "counted": "you_control", "at_least": 1},
    ),
    (
        "an opponent controls a Landmark",
        {"kind": "count", "counted": "your_landmarks", "whose": "opponent", "at_least": 1},
    ),
)
"""An object described by where it is, tested for a state (existence: one such object, 6.5.d)."""

FORMS: tuple[str, ...] = (
    "{{J}} {step} If {c}, draw a card.",
    "{{J}} {step} Draw a card if {c}.",
    "{{J}} {step} Unless {c}, draw a card.",
    "{{J}} {step} If {c}: Draw a card, otherwise I gain 1 boost.",
)
"""The forms a condition takes after a step (6.5.d, 6.5.e)."""

UNLESS_FORM = FORMS[2]


def sentences() -> list[tuple[str, Meaning | None]]:
    """Every sibling: (printed sentence, meaning of its condition — ``None``: must be
    refused)."""
    out: list[tuple[str, Meaning | None]] = []
    for form in FORMS:
        for step in STEPS_ON_A_CHARACTER[:2] if form != FORMS[0] else STEPS_ON_A_CHARACTER:
            out += [(form.format(step=step, c=c), m) for c, m in ON_A_CHARACTER]
        for step in STEPS_ON_A_PERMANENT:
            out += [(form.format(step=step, c=c), m) for c, m in ON_A_PERMANENT]
        out += [(form.format(step=s, c=c), m) for s, c, m in CARD_STEPS]
        out += [(form.format(step=s, c=c), m) for s, c, m in PLAYER_STEPS]
        out += [(form.format(step="", c=c).replace("  ", " "), m) for c, m in DESCRIBED]
    return out
