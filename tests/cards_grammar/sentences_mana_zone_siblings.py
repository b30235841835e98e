"""Sibling sentences of gram99 (issue 30): Mana Orbs as objects (3.2.9: a card in a Mana zone,
face down, ready or exhausted) in the slots objects take — chosen, acted on, counted, in
conditions — and optional replacements of a zone change that send a card to a Mana zone
(6.2.b, 6.2.d; the set keyword [Tunneler]'s reminder). Written from the CR's vocabulary
BEFORE the grammar was built, and measured before → after by
``benchmarks/mana_zone_siblings.py``.

Each sibling is ``(sentence, meaning)``: ``meaning`` is what its reading must hold (a subset
of the ability's reading: every key said, with the same value, lists element by element) or
``None`` when the desk cannot play it and must refuse it by name (a reading would be WRONG).
A sentence opening "{J}" is printed on a Character ("When I'm played"); the others are
passive abilities."""

from __future__ import annotations

from typing import Any

Meaning = dict[str, Any] | None


def _played(*steps: dict[str, Any]) -> dict[str, Any]:
    return {"reaction": {"trigger": "enters_play", "effect": list(steps)}}


def _orbs(action: str, amount: int = 1, status: str = "", **more: Any) -> dict[str, Any]:
    step: dict[str, Any] = {"action": action, **more}
    step["subject"] = "mana_orbs_you_choose" if amount else "your_mana_orbs"
    if amount > 1:
        step["amount"] = amount
    if status:
        step["filter"] = _status_filter(status)
    return step


def _status_filter(status: str) -> dict[str, Any]:
    """A Mana Orb is ready or exhausted (3.2.9.b); "ready" is read as not exhausted."""
    return {"without": ["Exhausted"]} if status == "Ready" else {"statuses": [status]}


def _moved(to: str, status: str = "", **more: Any) -> dict[str, Any]:
    step: dict[str, Any] = {"action": "put", "subject": "a_card_from_your_mana_zone", "to": to}
    if status:
        step["filter"] = _status_filter(status)
    return {**step, **more}


def _if(condition: str) -> dict[str, Any]:
    return _played({"action": "draw", "condition": condition})


def _orb_cost(verb: str, **more: Any) -> dict[str, Any]:
    """ "[Exhaust / Discard] one of your Mana Orbs:" — a card of your Mana zone chosen as the
    quick action is declared (5.1.2.c); a ready one to exhaust (7.3.13.a)."""
    step: dict[str, Any] = {"action": verb, "subject": "a_card_from_your_mana_zone"}
    if verb == "exhaust":
        step["filter"] = {"without": ["Exhausted"]}
    return {"quick_action": {"cost": {**more, "steps": [step]}}}


def _replace(**fields: Any) -> dict[str, Any]:
    return {"passive": {"replace": fields}}


CHOSEN: tuple[tuple[str, Meaning], ...] = (
    ("{J} Ready one of your Mana Orbs.", _played(_orbs("ready"))),
    ("{J} Ready up to two of your Mana Orbs.", _played(_orbs("ready", 2, up_to=2))),
    ("{J} Exhaust one of your Mana Orbs.", _played(_orbs("exhaust"))),
    ("{J} Exhaust two of your Mana Orbs.", _played(_orbs("exhaust", 2))),
    ("{J} Ready one of your exhausted Mana Orbs.", _played(_orbs("ready", 1, "Exhausted"))),
    (
        "{J} Ready up to three of your exhausted Mana Orbs.",
        _played(_orbs("ready", 3, "Exhausted", up_to=3)),
    ),
    ("{J} Exhaust one of your ready Mana Orbs.", _played(_orbs("exhaust", 1, "Ready"))),
    ("{J} Discard one of your Mana Orbs.", _played({"action": "discard"})),
    (
        "{J} Discard one of your exhausted Mana Orbs.",
        _played({"action": "discard", "filter": {"statuses": ["Exhausted"]}}),
    ),
    ("{J} Ready all your Mana Orbs.", _played(_orbs("ready", 0))),
    ("{J} Exhaust all your Mana Orbs.", _played(_orbs("exhaust", 0))),
    # a Mana Orb of another player's Mana zone, targeted or chosen: the desk targets none
    ("{J} Exhaust target Mana Orb of an opponent.", None),
    ("{J} Ready target Mana Orb of an opponent.", None),
    ("{J} Exhaust target Mana Orb.", None),
    ("{J} Exhaust one of target opponent's Mana Orbs.", None),
    # an Orb that is not an object of a Mana zone's kind: gaining a status no Orb has (2.4)
    ("{J} Ready one of your Boosted Mana Orbs.", None),
)

ACTED_ON: tuple[tuple[str, Meaning], ...] = (
    ("{J} Put one of your Mana Orbs in your hand.", _played(_moved("hand"))),
    ("{J} Put one of your exhausted Mana Orbs in your hand.", _played(_moved("hand", "Exhausted"))),
    ("{J} Put one of your ready Mana Orbs in your hand.", _played(_moved("hand", "Ready"))),
    ("{J} Put one of your Mana Orbs in Reserve.", _played(_moved("reserve"))),
    ("{J} Put one of your Mana Orbs in your Reserve.", _played(_moved("reserve"))),
    (
        "{J} Put one of your exhausted Mana Orbs in Reserve.",
        _played(_moved("reserve", "Exhausted")),
    ),
    (
        "{J} You may put one of your exhausted Mana Orbs in your hand. If you do, I gain 2 boosts.",
        _played(_moved("hand", "Exhausted", may=True)),
    ),
    (
        "{J} You may put one of your Mana Orbs in Reserve. If you do, draw a card.",
        _played(_moved("reserve", may=True)),
    ),
    (
        "{J} Put an exhausted card from your Mana zone in your hand.",
        _played(_moved("hand", "Exhausted")),
    ),
    ("{J} Put a ready card from your Mana zone in Reserve.", _played(_moved("reserve", "Ready"))),
    # cards in a hand have no status (2.4.1.c): still refused
    ("{J} Put an exhausted card from your hand in Reserve.", None),
)

COUNTED: tuple[tuple[str, Meaning], ...] = (
    (
        "{J} I gain 1 boost for each of your Mana Orbs.",
        _played({"action": "give_boost", "per": "mana orb in your mana zone"}),
    ),
    (
        "{J} I gain 1 boost for each of your exhausted Mana Orbs.",
        _played({"action": "give_boost", "per": "exhausted mana orb in your mana zone"}),
    ),
    (
        "{J} I gain 1 boost for each of your exhausted Mana Orbs, up to a max of 3.",
        _played(
            {"action": "give_boost", "per": "exhausted mana orb in your mana zone", "max_total": 3}
        ),
    ),
    (
        "{J} Draw a card for each of your ready Mana Orbs, up to a max of 2.",
        _played({"action": "draw", "per": "ready mana orb in your mana zone", "per_most": 2}),
    ),
    (
        "{J} I gain 1 boost per Mana Orb you have.",
        _played({"action": "give_boost", "per": "mana orb in your mana zone"}),
    ),
    (
        "{J} I gain 1 boost per Mana Orb you have, up to a max of 4.",
        _played({"action": "give_boost", "per": "mana orb in your mana zone", "max_total": 4}),
    ),
    (
        "{J} I gain 1 boost per exhausted Mana Orb you have.",
        _played({"action": "give_boost", "per": "exhausted mana orb in your mana zone"}),
    ),
    (
        "{J} I gain 1 boost for each Mana Orb you have, up to a maximum of 3.",
        _played({"action": "give_boost", "per": "mana orb in your mana zone", "max_total": 3}),
    ),
    (
        "{J} I gain 1 boost for each card in your Mana zone, up to a max of 3.",
        _played({"action": "give_boost", "per": "card in your mana zone", "max_total": 3}),
    ),
    (
        "{J} Draw a card for each card in your Reserve, up to a max of 2.",
        _played({"action": "draw", "per_most": 2}),
    ),
    # another player's Mana Orbs counted: not counted by the desk
    ("{J} I gain 1 boost for each of target opponent's Mana Orbs.", None),
)

CONDITIONS: tuple[tuple[str, Meaning], ...] = (
    ("{J} If all your Mana Orbs are exhausted, draw a card.", _if("you have no ready mana orbs")),
    ("{J} If all your Mana Orbs are ready, draw a card.", _if("you have no exhausted mana orbs")),
    (
        "{J} If none of your Mana Orbs are exhausted, draw a card.",
        _if("you have no exhausted mana orbs"),
    ),
    ("{J} If none of your Mana Orbs are ready, draw a card.", _if("you have no ready mana orbs")),
    ("{J} If you have no ready Mana Orbs, draw a card.", _if("you have no ready mana orbs")),
    ("{J} If you have an exhausted Mana Orb, draw a card.", _if("you have an exhausted mana orb")),
    ("{J} If you have six or more Mana Orbs, draw a card.", _if("you have 6 or more mana orbs")),
    (
        "{J} If you have three or fewer Mana Orbs, draw a card.",
        _if("you have 3 or fewer mana orbs"),
    ),
    (
        "{J} If you have fewer Mana Orbs than target opponent, draw a card.",
        _if("you have fewer mana orbs than target opponent"),
    ),
    (
        "{J} If you have more Mana Orbs than target opponent, draw a card.",
        _if("you have more mana orbs than target opponent"),
    ),
    # another player's Orbs, all exhausted: not a condition the desk evaluates
    ("{J} If all of target opponent's Mana Orbs are exhausted, draw a card.", None),
)

COSTS_AND_TRIGGERS: tuple[tuple[str, Meaning], ...] = (
    (
        "When you put a card in your Mana zone — I gain 1 boost.",
        {"reaction": {"trigger": "card_joins_your_mana_zone"}},
    ),
    (
        "When you put a card in your Mana zone — Draw a card.",
        {"reaction": {"trigger": "card_joins_your_mana_zone"}},
    ),
    ("{T}, Exhaust one of your Mana Orbs: I gain 1 boost.", _orb_cost("exhaust", exhaust_me=True)),
    ("Exhaust one of your Mana Orbs: I gain 1 boost.", _orb_cost("exhaust")),
    ("Discard one of your Mana Orbs: Draw a card.", _orb_cost("discard")),
    ("Exhaust two of your Mana Orbs: Draw a card.", None),  # several Orbs as one cost: not paid
)

REPLACEMENTS: tuple[tuple[str, Meaning], ...] = (
    (
        "If I would go to Reserve from an Expedition, you may put me in your Mana zone as an "
        "exhausted Mana Orb instead.",
        _replace(
            action="move", to="reserve", from_zone="expedition", instead_to="mana", optional=True
        ),
    ),
    (
        "If I would go to Reserve from an Expedition, put me in your Mana zone as an exhausted "
        "Mana Orb instead.",
        _replace(action="move", to="reserve", from_zone="expedition", instead_to="mana"),
    ),
    (
        "If I would go to Reserve from an Expedition, you may put me in your Mana zone instead.",
        _replace(
            action="move", to="reserve", from_zone="expedition", instead_to="mana", optional=True
        ),
    ),
    (
        "If I would go to Reserve from an Expedition, put me in your hand instead.",
        _replace(action="move", to="reserve", from_zone="expedition", instead_to="hand"),
    ),
    (
        "If I would go to Reserve, you may put me in your Mana zone as an exhausted Mana Orb "
        "instead.",
        _replace(action="move", to="reserve", instead_to="mana", optional=True),
    ),
    (
        "If I would be sent to Reserve from an Expedition, you may put me in my owner's Mana "
        "zone instead.",
        _replace(
            action="move", to="reserve", from_zone="expedition", instead_to="mana", optional=True
        ),
    ),
    (
        "If I would be discarded from an Expedition, you may put me in your Mana zone as an "
        "exhausted Mana Orb instead.",
        _replace(action="discard", from_zone="expedition", instead_to="mana", optional=True),
    ),
    (
        "If I would be discarded, you may put me in your Mana zone instead.",
        _replace(action="discard", instead_to="mana", optional=True),
    ),
    (
        "If I would be sacrificed, you may put me in your Mana zone as an exhausted Mana Orb "
        "instead.",
        _replace(action="sacrifice", instead_to="mana", optional=True),
    ),
    (
        "If I would go to Reserve from my Expedition, put me in your Mana zone instead.",
        _replace(action="move", to="reserve", from_zone="expedition", instead_to="mana"),
    ),
    (
        "If a Character you control would go to Reserve from an Expedition, you may put it in "
        "its owner's Mana zone as an exhausted Mana Orb instead.",
        _replace(
            action="move",
            to="reserve",
            from_zone="expedition",
            scope="mine",
            instead_to="mana",
            optional=True,
        ),
    ),
    (
        "If a Character you control would go to Reserve, you may put it in its owner's Mana "
        "zone instead.",
        _replace(action="move", to="reserve", scope="mine", instead_to="mana", optional=True),
    ),
    (
        "If a Character you control would be discarded from an Expedition, put it in its "
        "owner's Mana zone instead.",
        _replace(action="discard", from_zone="expedition", scope="mine", instead_to="mana"),
    ),
    (
        "If a Character an opponent controls would go to Reserve, put it in its owner's Mana "
        "zone instead.",
        _replace(action="move", to="reserve", scope="any", instead_to="mana"),
    ),
    (
        "If a token you control would go to Reserve, put it in its owner's hand instead.",
        # read as written; the token then ceases to exist instead of joining the hand (2.1.e,
        # the engine's rule applied after the modifier)
        _replace(action="move", to="reserve", scope="mine", instead_to="hand"),
    ),
    # a ready Mana Orb put in a Mana zone by a replacement: the desk puts it exhausted (3.2.9.b)
    ("If I would go to Reserve, put me in your Mana zone as a ready Mana Orb instead.", None),
    # "your Mana zone" for a card that may be another's (1.4.3.a)
    ("If a Character you control would go to Reserve, put it in your Mana zone instead.", None),
)

SET_KEYWORD: tuple[tuple[str, Meaning], ...] = (
    (
        "[Tunneler]. (If I would go to Reserve from an Expedition, you may put me in your Mana "
        "zone as an exhausted Mana Orb instead.)",
        _replace(
            action="move", to="reserve", from_zone="expedition", instead_to="mana", optional=True
        ),
    ),
    (
        "[Burrower]. (If I would be discarded from an Expedition, you may put me in your Mana "
        "zone as an exhausted Mana Orb instead.)",
        _replace(action="discard", from_zone="expedition", instead_to="mana", optional=True),
    ),
)

SIBLINGS: dict[str, tuple[tuple[str, Meaning], ...]] = {
    "Mana Orbs chosen": CHOSEN,
    "Mana Orbs acted on": ACTED_ON,
    "Mana Orbs counted": COUNTED,
    "Mana Orbs in conditions": CONDITIONS,
    "costs and triggers": COSTS_AND_TRIGGERS,
    "replacements to a Mana zone": REPLACEMENTS,
    "set keyword by its reminder": SET_KEYWORD,
}

KEYWORDS: dict[str, str] = {
    "tunneler": (
        "If I would go to Reserve from an Expedition, you may put me in your Mana zone as an "
        "exhausted Mana Orb instead."
    ),
    "burrower": (
        "If I would be discarded from an Expedition, you may put me in your Mana zone as an "
        "exhausted Mana Orb instead."
    ),
}
"""The set keywords of :data:`SET_KEYWORD`, read by their reminders (2.2.12.c)."""


def holds(meaning: Any, reading: Any) -> bool:
    """Whether ``reading`` holds everything ``meaning`` says: each key with the same value
    (dicts by their keys, lists element by element, in order)."""
    if isinstance(meaning, dict):
        return isinstance(reading, dict) and all(
            k in reading and holds(v, reading[k]) for k, v in meaning.items()
        )
    if isinstance(meaning, list):
        return (
            isinstance(reading, (list, tuple))
            and len(reading) >= len(meaning)
            and all(holds(m, r) for m, r in zip(meaning, reading, strict=False))
        )
    return bool(meaning == reading)
