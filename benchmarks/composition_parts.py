"""The grammar's parts the composition audit (:mod:`composition_audit`) composes readings
from — atomic actions of CR 7.3, object descriptions (6.5.b, 6.1.g), player descriptions
(1.2.6, 7.2.3), numbers (6.5.i), optional steps (6.5.c), modes (6.5.g) and costs of a quick
action (5.1.2, 6.4) — and the compositions, slot by slot. Never a card's text.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from scenarios.cards.grammar.writer.all_rules import Unwritable, write_effect
from scenarios.cards.grammar.writer.static import UnwritablePassive

Step = dict[str, Any]


@dataclass(frozen=True)
class Composition:
    """One composed reading: the slot family it exercises, the value put in the slot, and
    the reading (a Spell's effect, or an ability)."""

    family: str
    slot: str
    effect: tuple[Step, ...] = ()
    ability: Step | None = None
    unique: bool = False
    """Written as a Unique prints it: "[trigger] If [condition]: [output]" (the colon)."""


# ------------------------------------------------------------------ the grammar's parts
OBJECT_ACTIONS: dict[str, Step] = {
    "sacrifice (7.3.36)": {"action": "sacrifice"},
    "discard (7.3.7)": {"action": "discard"},
    "exhaust (7.3.13)": {"action": "exhaust"},
    "ready (7.3.28)": {"action": "ready"},
    "send to Reserve (7.3.37)": {"action": "send", "to": "reserve"},
    "return to Hand (7.3.31)": {"action": "return", "to": "hand"},
    "gain Anchored (7.3.16)": {"action": "gain_status", "status": "Anchored"},
    "gain Asleep (7.3.16)": {"action": "gain_status", "status": "Asleep"},
    "lose Fleeting (7.3.21)": {"action": "lose_status", "status": "Fleeting"},
    "gain a boost (7.3.15)": {"action": "give_boost", "amount": 1},
}
"""Atomic actions done to an object (CR 7.3)."""

OBJECTS: dict[str, Step] = {
    "me": {"subject": "self"},
    "target Character": {"subject": "target_character"},
    "target Robot": {"subject": "target_character", "filter": {"subtypes": ["Robot"]}},
    "target opponent's Character": {
        "subject": "target_character",
        "filter": {"controller": "opponent"},
    },
    "target Character you control": {
        "subject": "target_character",
        "filter": {"controller": "you"},
    },
    "another target Character": {"subject": "target_character", "filter": {"another": True}},
    "target exhausted Character": {
        "subject": "target_character",
        "filter": {"statuses": ["Exhausted"]},
    },
    "target Character with Hand Cost {3} or less": {
        "subject": "target_character",
        "filter": {"hand_cost_max": 3},
    },
    "target token Character": {"subject": "target_character", "filter": {"tokens_only": True}},
    "up to two target Characters": {"subject": "target_character", "up_to": 2},
    "target Permanent": {"subject": "target_permanent"},
    "target Character or Permanent": {"subject": "target_character_or_permanent"},
    "target Character in my Expedition": {"subject": "target_character_in_my_expedition"},
    "a Character you control (a choice)": {"subject": "a_character_you_control"},
    "up to two Characters you control (a choice)": {
        "subject": "a_character_you_control",
        "up_to": 2,
    },
    "each Character you control": {"subject": "characters_you_control"},
    "each Character in target Expedition": {"subject": "characters_in_target_expedition"},
    # the description words every object slot takes (issue 30): owner (1.1.3.c), "ready"
    # (2.4.6.b), a type's tokens (1.1.7.b), "in each Expedition" (2.2.3.d), a card in
    # your Reserve (3.2.10)
    "target Character you own": {"subject": "target_character", "filter": {"owner": "you"}},
    "each Character an opponent owns": {
        "subject": "objects_in_play",
        "filter": {"types": ["Character"], "owner": "opponent"},
    },
    "up to two target ready Characters": {
        "subject": "target_character",
        "filter": {"without": ["Exhausted"]},
        "up_to": 2,
    },
    "each Character token": {
        "subject": "objects_in_play",
        "filter": {"types": ["Character"], "tokens": True},
    },
    "target token": {"subject": "target_character_or_permanent", "filter": {"tokens": True}},
    "each Permanent in each Expedition": {
        "subject": "objects_in_play",
        "filter": {"types": ["Permanent"], "permanents_in_expeditions": True},
    },
    "target Character in your Reserve": {
        "subject": "target_card_in_your_reserve",
        "filter": {"types": ["Character"]},
    },
}
"""Object descriptions (6.5.b targets, 6.1.g choices, groups)."""

OWN_OBJECTS: dict[str, Step] = {
    "a Character they control": {"subject": "a_character_you_control"},
    "a Robot they control": {
        "subject": "a_character_you_control",
        "filter": {"subtypes": ["Robot"]},
    },
    "each Character they control": {"subject": "characters_you_control"},
}
"""The acting player's own objects ("you" in the step each player does, 7.5.6.b)."""

# a player -> (subject of draw / resupply, of "discards a card from their hand", of
# "sacrifices a Character")
PLAYERS: dict[str, tuple[str | None, str, str]] = {
    "you": (None, "a_card_from_your_hand", "a_character_you_control"),
    "each player": (
        "each_player",
        "a_card_from_each_players_hand",
        "a_character_each_player_controls",
    ),
    "each opponent": (
        "opponent",
        "a_card_from_each_opponents_hand",
        "a_character_each_opponent_controls",
    ),
    "target opponent": (
        "target_opponent",
        "a_card_from_target_opponents_hand",
        "a_character_target_opponent_controls",
    ),
    "target player": (
        "target_player",
        "a_card_from_target_players_hand",
        "a_character_target_player_controls",
    ),
}
"""Player descriptions (1.2.6, 7.2.3) and the subjects their actions take."""

PLAYER_ACTIONS: dict[str, Step] = {
    "draw a card (7.3.9)": {"action": "draw", "amount": 1},
    "draw two cards (7.3.9)": {"action": "draw", "amount": 2},
    "Resupply (7.3.32)": {"action": "resupply"},
    "discard a card from hand (7.3.7)": {"action": "discard"},
    "sacrifice a Character (7.3.36)": {"action": "sacrifice"},
    "sacrifice two Characters (7.3.36, 6.5.h)": {"action": "sacrifice", "choose_count": 2},
    "discard two cards from hand (7.3.7, 6.5.h)": {"action": "discard", "choose_count": 2},
}
"""Actions a player does."""

COUNTED = ("character you control", "card in your reserve", "boosted character you control")
"""What "for each" counts (the parts of the grammar's counts)."""
COUNTED_PLURAL = ("characters you control", "cards in your reserve", "plants you control")
"""What "for every N" counts (plural, as cards print it)."""

FOLLOW_UPS: dict[str, Step] = {
    "draw a card": {"action": "draw", "amount": 1},
    "I gain 1 boost": {"action": "give_boost", "amount": 1, "subject": "self"},
    "Resupply": {"action": "resupply"},
}
"""What an optional step's "If you do, …" does."""

COSTS: dict[str, Step] = {
    "{1}": {"mana": 1},
    "{T}": {"exhaust_me": True},
    "{2}, {T}": {"mana": 2, "exhaust_me": True},
    "{D}": {"discard_me_from_reserve": True},
    "{1}, sacrifice a Character": {
        "mana": 1,
        "steps": [{"action": "sacrifice", "subject": "a_character_you_control"}],
    },
    "{T}, discard a card from your hand": {
        "exhaust_me": True,
        "steps": [{"action": "discard", "subject": "a_card_from_your_hand"}],
    },
    "{T}, spend 2 of my boosts": {"exhaust_me": True, "spend": 2, "counter": "boost"},
    "sacrifice me": {"steps": [{"action": "sacrifice", "subject": "self"}]},
}
"""Costs of a quick action (5.1.2, 6.4)."""


# ------------------------------------------------------------------ the compositions
def _object_steps() -> Iterator[tuple[str, str, Step]]:
    for (act, action), (obj, desc) in itertools.product(OBJECT_ACTIONS.items(), OBJECTS.items()):
        yield act, obj, {**action, **desc}


def _player_steps() -> Iterator[tuple[str, str, Step]]:
    for (act, action), (who, subjects) in itertools.product(
        PLAYER_ACTIONS.items(), PLAYERS.items()
    ):
        draws, discards, sacrifices = subjects
        subject = {"discard": discards, "sacrifice": sacrifices}.get(action["action"], draws)
        yield act, who, {**action, **({"subject": subject} if subject else {})}


def compositions() -> Iterator[Composition]:
    """Every composition, slot by slot."""
    for act, obj, step in _object_steps():
        yield Composition("action x object", f"{obj} <- {act}", (step,))
    for act, who, step in _player_steps():
        yield Composition("player x action", f"{who} <- {act}", (step,))
    # players acting in turn (1.4.7.b, 6.1.h): each player / each opponent doing any object
    # action on their own objects ("Each opponent exhausts a Character they control"), and
    # deciding its "may" (6.5.c)
    for (act, action), (obj, desc), players, each_may in itertools.product(
        OBJECT_ACTIONS.items(), OWN_OBJECTS.items(), ("each_player", "each_opponent"), (0, 1)
    ):
        if action["action"] in ("sacrifice", "discard") and desc["subject"].startswith("a_"):
            continue  # one step, each choosing their own (6.1.h): the "player x action" family
        step = {**action, **desc, "players_do": players, **({"may": True} if each_may else {})}
        label = f"{players.replace('_', ' ')}{' may' if each_may else ''} <- {act} [{obj}]"
        yield Composition("players in turn", label, (step,))
    # "its controller": the controller of the object a step before named (its_controller)
    for act, action in PLAYER_ACTIONS.items():
        if action["action"] in ("draw", "resupply"):
            second = {**action, "subject": "its_controller"}
            first: Step = {"action": "sacrifice", "subject": "target_character", "then": [second]}
            yield Composition("player x action", f"its controller <- {act}", (first,))
    # "it": the object a step before named
    for act, action in OBJECT_ACTIONS.items():
        if action["action"] in ("sacrifice", "discard", "send", "return"):
            continue  # "it" is gone from play (a step after it names another object)
        # a step on "it" after the step naming it is that step's follow-up (6.3.i)
        then = [{**action, "subject": "it"}]
        first = {
            "action": "give_boost",
            "amount": 1,
            "subject": "target_character",
            "then": then,
        }
        yield Composition("action x object", f"it <- {act}", (first,))
    # numbers
    for n, (name, base) in itertools.product(
        (1, 2, 3),
        {
            "draw": {"action": "draw"},
            "boost me": {"action": "give_boost", "subject": "self"},
            "boost target Character": {"action": "give_boost", "subject": "target_character"},
            "Sap counters on me": {"action": "gain_counters", "counter": "Sap", "subject": "self"},
        }.items(),
    ):
        yield Composition("numbers", f"{n} <- {name}", ({**base, "amount": n},))
        for counted in COUNTED:
            step = {**base, "amount": n, "per": counted}
            if base["action"] == "draw" and n == 1:  # "Draw a card per [one]": no amount
                del step["amount"]
            yield Composition("numbers", f"for each {counted} <- {name}", (step,))
        if base["action"] != "draw":
            step = {**base, "amount": n, "max_total": n + 2}
            yield Composition("numbers", f"up to a max of <- {name}", (step,))
        # "for every two [objects]" (the count halved, rounded down) and, after a count of
        # cards drawn, "…, up to a max of N" (at most N counted; 6.5.i)
        for counted in COUNTED_PLURAL:
            step = {**base, "amount": n, "per": counted, "per_every": 2}
            if base["action"] == "draw" and n == 1:
                del step["amount"]
            yield Composition("numbers", f"for every two {counted} <- {name}", (step,))
        if base["action"] == "draw":
            for counted in COUNTED:
                step = {**base, "amount": n, "per": counted, "per_most": n + 2}
                if n == 1:
                    del step["amount"]
                yield Composition("numbers", f"for each, up to a max of <- {name}", (step,))
    for n, (act, action) in itertools.product((2, 3), OBJECT_ACTIONS.items()):
        step = {**action, "subject": "target_character", "up_to": n}
        yield Composition("numbers", f"up to {n} targets <- {act}", (step,))
    # "that many": the objects a step before acted on (6.5.i)
    that_many = [{"action": "draw", "amount": 1, "per": "that many"}]
    counted_first: dict[str, Step] = {
        "any number of Characters you control": {
            "subject": "a_character_you_control",
            "any_number": True,
        },
        "up to two Characters you control": {"subject": "a_character_you_control", "up_to": 2},
        "up to two target Characters": {"subject": "target_character", "up_to": 2},
    }
    for (act, action), (obj, desc) in itertools.product(
        OBJECT_ACTIONS.items(), counted_first.items()
    ):
        step = {**action, **desc, "then": that_many}
        yield Composition("numbers", f"that many <- {act} [{obj}]", (step,))
    for who, (_, _, sacrifices) in PLAYERS.items():
        step = {"action": "sacrifice", "subject": sacrifices, "choose_count": 2, "then": that_many}
        yield Composition("numbers", f"that many <- {who} sacrifices two", (step,))
    # optional steps: "You may X. If you do, Y."
    for (act, obj, step), (then, follow) in itertools.product(
        itertools.chain(_object_steps(), _player_steps()), FOLLOW_UPS.items()
    ):
        if then != "draw a card":
            continue
        yield Composition("optional", f"you may {act} [{obj}]", ({**step, "may": True},))
        may = {**step, "may": True, "then": [follow]}
        yield Composition("optional", f"you may {act} [{obj}]; if you do", (may,))
    # modes whose options take targets
    options = [s for _, _, s in itertools.chain(_object_steps(), _player_steps())]
    for i, first in enumerate(options[::7]):
        second = options[(i * 11 + 3) % len(options)]
        modes = [{"text": write_or_blank([m]), "effect": [m]} for m in (first, second)]
        label = f"{_name(first)} / {_name(second)}"
        yield Composition(
            "modes", f"choose one: {label}", ({"action": "choose", "modes": modes, "choose": 1},)
        )
    # costs of a quick action
    for (cost, parts), (act, obj, step) in itertools.product(
        COSTS.items(), list(_object_steps())[::9] + list(_player_steps())[::4]
    ):
        ability: Step = {"quick_action": {"cost": parts, "effect": [step]}}
        if parts.get("discard_me_from_reserve"):  # {D}: used from Reserve (2.2.12.d)
            ability["support"] = True
        yield Composition("costs", f"{cost}: {act} [{obj}]", ability=ability)

    # additional costs of playing a card (5.1.2.c): every step of a quick action's cost
    # that chooses objects (sacrifice, discard from hand or Reserve, exhaust; 1.2.5.a), one
    # or several (6.1.g), with a sub-type or a card type when its object takes one; and more
    # mana, paid with the rest of the mana (1.2.5.d-e)
    for step in ADDITIONAL_STEPS:
        for flt in ADDITIONAL_FILTERS.get(step["subject"], [None]):
            for count in ADDITIONAL_COUNTS.get(step["action"], (1,)):
                one = {**step, **({"filter": flt} if flt else {})}
                if count > 1:
                    one["choose_count"] = count
                extra = {"change": 0, "applies_to": "me", "optional": [one], "additional": True}
                label = f"additional: {_name(step)} x{count} {flt or ''}".strip()
                yield Composition("additional costs", label, ability={"passive": {"cost": extra}})
    for mana in (1, 2, 3):
        more = {"change": mana, "applies_to": "me"}
        yield Composition(
            "additional costs", f"additional: {{{mana}}}", ability={"passive": {"cost": more}}
        )
    yield from _lasting_and_deck()
    yield from _composed_steps()
    yield from _outputs_compose()


CANT_FOR_A_TIME: dict[str, list[str]] = {
    "can't be sacrificed (7.3.36)": ["sacrifice"],
    "can't be exhausted or readied (7.3.13, 7.3.28)": ["exhaust", "ready"],
    "can't be discarded (7.3.7)": ["discard"],
    "can't be targeted (6.5.b)": ["target"],
    "can't be sent to Reserve (7.3.32.c)": ["go_to_reserve"],
    "can't gain Asleep (2.4.1.a)": ["gain_asleep"],
    "can't gain Anchored (2.4.1.a)": ["gain_anchored"],
    "can't gain Fleeting (2.4.1.a)": ["gain_fleeting"],
    "can't gain boosts (2.5.1.a)": ["gain_boosts"],
    "can't gain statuses (2.4.1.a)": ["gain_status"],
}
"""A "can't" an effect gives for a time (1.4.1.a, 2.2.15.a): the restricted actions."""
OWNERS_DECK: dict[str, Step] = {
    "put on top": {"action": "put", "position": "top"},
    "put at the bottom": {"action": "put", "position": "bottom"},
    "send to the top": {"action": "send", "position": "top"},
    "send to the bottom": {"action": "send", "position": "bottom"},
    "return to the bottom": {"action": "return", "position": "bottom"},
    "send to the third position": {"action": "send", "position": 3},
    "return to the fifth position": {"action": "return", "position": 5},
}
"""A card moved to a position of its owner's Deck (3.2.2, 1.1.3.d)."""


def _lasting_and_deck() -> Iterator[Composition]:
    """ "[object] can't … [duration]" and "[move object] … of its owner's Deck", for every
    object description a step takes."""
    for (cant, actions), (obj, desc), duration in itertools.product(
        CANT_FOR_A_TIME.items(), OBJECTS.items(), ("this turn", "this Day")
    ):
        named = str(desc.get("subject", ""))
        if named != "self" and not named.startswith(("target_", "a_")):
            continue  # a group: refused by the reader with the reason
        ongoing = {"duration": duration, "cant_be": actions}
        step = {"action": "ongoing", **desc, "ongoing": ongoing}
        yield Composition("can't for a time", f"{obj} <- {cant} {duration}", (step,))
    for (move, parts), (obj, desc) in itertools.product(OWNERS_DECK.items(), OBJECTS.items()):
        step = {**parts, "to": "deck", "to_owner": True, **desc}
        yield Composition("owner's deck", f"{obj} <- {move}", (step,))


ADDITIONAL_STEPS: tuple[Step, ...] = (
    {"action": "sacrifice", "subject": "a_character_you_control"},
    {"action": "discard", "subject": "a_card_from_your_hand"},
    {"action": "discard", "subject": "a_card_from_your_reserve"},
    {"action": "exhaust", "subject": "a_character_you_control"},
)
"""The cost steps that choose objects (6.1.a), as a quick action's cost reads them."""
ADDITIONAL_COUNTS: dict[str, tuple[int, ...]] = {"sacrifice": (1, 2, 3), "discard": (1, 2)}
"""How many objects each cost step chooses in the audit ("sacrifice two Characters")."""
ADDITIONAL_FILTERS: dict[str, list[dict[str, list[str]] | None]] = {
    "a_character_you_control": [None, {"subtypes": ["Plant"]}, {"subtypes": ["Robot"]}],
    "a_card_from_your_hand": [None, {"types": ["Spell"]}],
    "a_card_from_your_reserve": [None, {"types": ["Character"]}],
}
"""The sub-types and card types an additional cost's object takes in the audit."""


THINGS: dict[str, tuple[Step, ...]] = {
    "gain Anchored and 1 boost": (
        {"action": "gain_status", "status": "Anchored"},
        {"action": "give_boost", "amount": 1},
    ),
    "gain 2 boosts and Asleep": (
        {"action": "give_boost", "amount": 2},
        {"action": "gain_status", "status": "Asleep"},
    ),
    "gain 1 boost and 2 Sap counters": (
        {"action": "give_boost", "amount": 1},
        {"action": "gain_counters", "amount": 2, "counter": "Sap"},
    ),
    "gain Anchored, Asleep and 1 boost": (
        {"action": "gain_status", "status": "Anchored"},
        {"action": "gain_status", "status": "Asleep"},
        {"action": "give_boost", "amount": 1},
    ),
    "lose Anchored and Asleep": (
        {"action": "lose_status", "status": "Anchored"},
        {"action": "lose_status", "status": "Asleep"},
    ),
    "lose Fleeting, Exhausted and Asleep": (
        {"action": "lose_status", "status": "Fleeting"},
        {"action": "lose_status", "status": "Exhausted"},
        {"action": "lose_status", "status": "Asleep"},
    ),
}
"""Several things one verb gives or takes (6.1.c, 6.1.e): statuses 2.4, boosts 2.5.1,
counters 2.5."""

OR_SECOND: dict[str, Step] = {
    "send me to Reserve": {"action": "send", "to": "reserve", "subject": "self"},
    "draw a card": {"action": "draw", "amount": 1},
    "I gain 1 boost": {"action": "give_boost", "amount": 1, "subject": "self"},
}
"""The second step of a choice between two steps (6.1.g)."""


def _composed_steps() -> Iterator[Composition]:
    """Steps that compose: several things gained or lost x every object description the
    reader gives them to (a group a change may move objects out of is refused by design);
    each object action "twice" (6.5.i); a choice between an object action and another step
    (6.1.g)."""
    from scenarios.cards.grammar.parser import NotRead
    from scenarios.cards.grammar.semantics.composed_steps import on_same_object

    for (things, steps), (obj, desc) in itertools.product(THINGS.items(), OBJECTS.items()):
        if str(desc.get("subject", "")).startswith("a_"):
            continue  # a choice: "a Character you control gains …" is no printed form
        try:
            effect = on_same_object({**steps[0], **desc}, list(steps[1:]))
        except NotRead:
            continue  # refused on purpose (the group may change), with its reason
        yield Composition("composed steps", f"{obj} <- {things}", tuple(effect))
    for (act, action), (obj, desc) in itertools.product(OBJECT_ACTIONS.items(), OBJECTS.items()):
        if str(desc.get("subject", "")).startswith("target_"):
            step = {**action, **desc, "times": 2}
            yield Composition("composed steps", f"{obj} <- {act} twice", (step,))
    for (act, action), (second, other) in itertools.product(
        OBJECT_ACTIONS.items(), OR_SECOND.items()
    ):
        first = {**action, "subject": "a_character_you_control"}
        texts = [write_or_blank([s]).rstrip(".") for s in (first, other)]
        if not all(texts):
            continue
        modes = [{"text": t, "effect": [s]} for t, s in zip(texts, (first, other), strict=True)]
        choice = {"action": "choose", "modes": modes, "choose": 1, "either": True}
        yield Composition("composed steps", f"{act} [a Character] or {second}", (choice,))


def _outputs_compose() -> Iterator[Composition]:
    """Outputs that compose (semantics/outputs_compose.py): each object action on one
    target under a tax "unless its controller pays {N}" (6.5.d, 6.1.h), and under a tax a
    named player pays ("unless target opponent / each opponent pays {1}"); each object
    action on one target replaced on it under a condition on it ("If it's a Mage, [the
    action] instead", 6.2.b, 6.5.d) — the replacing step another object action."""
    one = {k: v for k, v in OBJECTS.items() if str(v.get("subject", "")).startswith("target_")}
    one = {k: v for k, v in one.items() if not v.get("up_to")}
    for (act, action), (obj, desc) in itertools.product(OBJECT_ACTIONS.items(), one.items()):
        step = {**action, **desc}
        yield Composition(
            "outputs compose",
            f"{obj} <- {act} unless its controller pays",
            ({**step, "unless_paid": 2},),
        )
        for payer in ("target_opponent", "opponent"):
            tax = {"action": "pay_mana", "subject": payer, "amount": 1, "may": True}
            yield Composition(
                "outputs compose",
                f"{obj} <- {act} unless {payer} pays",
                ({**tax, "if_not_done": [step]},),
            )
        on_it = {k: v for k, v in step.items() if k not in ("subject", "filter")}
        for other, instead in OBJECT_ACTIONS.items():
            if instead == action:
                continue
            replacing = {**instead, "subject": "it", "if": "it's a mage"}
            replacing["otherwise"] = [{**on_it, "subject": "it"}]
            yield Composition(
                "outputs compose",
                f"{obj} <- {act}, if it's a Mage {other} instead",
                ({**step, "chosen_instead": [replacing]},),
            )


def _name(step: Step) -> str:
    return f"{step['action']} {step.get('subject', '')}".strip()


def write_or_blank(effect: list[Step]) -> str:
    try:
        return write_effect(effect)
    except (Unwritable, UnwritablePassive, KeyError, TypeError, ValueError):
        return ""
