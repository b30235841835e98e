"""The writer's words for the grammar's "effects (session 3)" section (issue 30): the steps
``semantics/effects.py`` reads, written back in the cards' own style, so the round trip of
``tests/cards_grammar/test_round_trip_effects.py`` covers them. Each function gives ``None``
for a reading that is not one of these (the main writer then tries its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.durations_until_next import SAID_DURATIONS
from scenarios.cards.grammar.writer.control_for_a_time import control_duration_words

Step = dict[str, Any]

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_EXPEDITIONS = {
    ("move_backwards", "my_expedition"): "My Expedition moves backwards one region",
    ("move_backwards", "target_expedition"): "Target Expedition moves backwards one region",
    (
        "move_forward",
        "the_expedition_facing_me",
    ): "The Expedition facing me moves forward one region",
    ("move_backwards", "the_expedition_facing_me"): (
        "The Expedition facing me moves backwards one region"
    ),
}
_OWNERS = {
    "its_controller": "Its controller",
    "its_owner": "Its owner",
    "opponent": "Each opponent",
}
_SACRIFICERS = {
    "a_character_or_permanent_each_player_controls": "Each player",
    "a_character_or_permanent_each_opponent_controls": "Each opponent",
    "a_character_or_permanent_target_opponent_controls": "Target opponent",
    "a_character_or_permanent_target_player_controls": "Target player",
}
_HANDS = {
    "a_card_from_each_players_hand": "Each player",
    "a_card_from_each_opponents_hand": "Each opponent",
    "a_card_from_target_opponents_hand": "Target opponent",
    "a_card_from_target_players_hand": "Target player",
}
_KINDS = {("Permanent",): "a Permanent", ("Character", "Permanent"): "a Character or Permanent"}
_PLAYER_VERBS = {
    "draw": "draws",
    "resupply": "Resupplies",
    "exhausted_resupply": "Exhausted Resupplies",
}
_TWICE = {
    "resupply": "Resupply",
    "exhausted_resupply": "Exhausted Resupply",
    "sabotage": "Sabotage",
}
_DURATIONS = (*SAID_DURATIONS, "until it leaves play")
"""The durations a keyword given for a time is said with, as read (2.2.15.a-c, 2.1.d)."""
_DESTINATIONS = {"mana": "your Mana zone", "reserve": "Reserve", "hand": "your hand"}


def _top(amount: int) -> str:
    return "the top card" if amount == 1 else f"the top {_NUMBERS[amount]} cards"


def clause_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """The clause of one of the section's steps (``obj``: the main writer's object words)."""
    action = step["action"]
    subject = str(step.get("subject"))
    keys = set(step) - {"action", "subject"}
    if (action, subject) in _EXPEDITIONS and not keys:
        return _EXPEDITIONS[(action, subject)]
    if subject in _OWNERS and action in _PLAYER_VERBS:
        words = f"{_OWNERS[subject]} {_PLAYER_VERBS[action]}"
        if action == "draw":
            n = step["amount"]
            return f"{words} {'a card' if n == 1 else f'{_NUMBERS[n]} cards'}"
        return words
    if action == "draw" and subject == "controller":
        n = step["amount"]
        return f"You draw {'a card' if n == 1 else f'{_NUMBERS[n]} cards'}"
    if action == "sacrifice" and keys == {"filter"}:
        kind = _KINDS.get(tuple(step["filter"].get("types", ())))
        if kind is not None and set(step["filter"]) == {"types"}:
            if subject in _SACRIFICERS:
                return f"{_SACRIFICERS[subject]} sacrifices {kind}"
            if subject == "a_character_or_permanent_you_control":
                return f"Sacrifice {kind}"
    if action == "put" and subject in _HANDS and keys == {"to"} and step["to"] == "reserve":
        return f"{_HANDS[subject]} puts a card from their hand in Reserve"
    if action == "play_for_free" and subject in ("self", "it") and not keys:
        return f"Play {'me' if subject == 'self' else 'it'} for free"
    if action == "play_for_free" and subject == "a_card_from_hand_or_reserve":
        flt = step.get("filter", {})
        if keys <= {"filter"} and set(flt) <= {"hand_cost_max"}:
            cost = f" with Hand Cost {{{flt['hand_cost_max']}}} or less" if flt else ""
            return f"Play a card{cost} for free"
    if action == "put" and subject == "it" and keys == {"to"}:
        return f"Put it in {_DESTINATIONS[step['to']]}"
    if action == "double_counters" and keys == {"counter"}:
        counter = step["counter"]
        what = "the boosts" if counter == "boost" else f"the {counter} counters"
        return f"Double {what} of {obj(step)}"
    if action == "defect" and not keys - {"filter"}:
        if subject == "self":
            return "I defect"
        who = obj(step)
        return f"{who[:1].upper()}{who[1:]} defects"
    if action == "remove_counters" and subject in ("self", "target_character"):
        whom = "me" if subject == "self" else "target Character"
        name = f"{step['counter']} counters" if step.get("counter") not in (None, "boost") else None
        if step.get("all_counters") and keys == {"counter", "all_counters"}:
            return f"Remove all {name or 'boosts'} from {whom}"
        if step.get("counter") == "boost" and step.get("amount") == "X":
            name = "boosts"  # "Remove up to 2 boosts from …" (2.5.1.a)
        if "all_counters" not in step and (step.get("counter") != "boost" or name):
            amount = step["amount"]
            if amount == "X" and keys <= {"amount", "amounts", "counter"}:
                n = max(step["amounts"])
                return f"Remove up to {n} {name or 'counters'} from {whom}"
            if isinstance(amount, int) and keys <= {"amount", "counter"}:
                return f"Remove {amount} {name or 'counters'} from {whom}"
    if subject == "characters_in_target_expedition" and action in ("give_boost", "gain_status"):
        flt = step.get("filter", {})
        if keys - {"amount", "status", "filter"} or set(flt) - {"statuses"}:
            return None
        adjectives = "".join(f"{s} " for s in flt.get("statuses", ()))
        if action == "give_boost":
            n = step["amount"]
            what = f"{n} boost{'s' if n != 1 else ''}"
        else:
            what = step["status"]
        return f"{adjectives}Characters in target Expedition gain {what}"
    if action == "ongoing" and set(step.get("ongoing", {})) == {"duration", "keyword"}:
        ongoing = step["ongoing"]
        duration = ongoing["duration"]
        if duration not in _DURATIONS or keys - {"ongoing", "filter"}:
            return None
        if subject == "self":
            duration = "until I leave play" if duration == "until it leaves play" else duration
            return f"I gain {ongoing['keyword']} {duration}"
        who = obj(step)
        verb = "gain" if subject == "characters_you_control" else "gains"
        if verb == "gain" and duration == "until it leaves play":
            duration = "until they leave play"
        return f"{who[:1].upper()}{who[1:]} {verb} {ongoing['keyword']} {duration}"
    moves = action in ("move_forward", "move_backwards")
    if moves and subject == "each_my_expedition" and not keys:
        return f"Each of your Expeditions moves {action[5:]} one region"
    if step.get("times") == 2 and keys <= {"times", "amount"} and subject == "None":
        once = {k: v for k, v in step.items() if k != "times"}
        if action in _TWICE and set(once) == {"action"}:
            return f"{_TWICE[action]} twice"
        if action == "draw" and once.get("amount") == 1:
            return "Draw a card twice"
    if action == "put" and subject == "self" and step.get("to") == "mana" and keys == {"to"}:
        return "Put me in your Mana zone"
    if action == "rush" and set(step) == {"action"}:
        return "Rush"
    if action == "take_control" and subject in ("target_character", "target_permanent"):
        taken = obj({k: v for k, v in step.items() if k not in ("to", "ongoing")})
        return f"Take control of {taken}{control_duration_words(step)}"
    if action == "ascend" and subject in ("my_expedition", "target_expedition") and not keys:
        return f"{'My' if subject == 'my_expedition' else 'Target'} Expedition ascends"
    if subject == "top_cards_of_your_deck" and keys <= {"amount", "to"}:
        top = _top(step["amount"])
        if action == "put":
            return f"Put {top} of your deck in {_DESTINATIONS[step['to']]}"
        if action == "reveal":
            return f"Reveal {top} of your deck"
        if action == "look":
            return f"Look at {top} of your deck"
    if (
        action == "put"
        and step.get("to") == "mana"
        and step.get("to_owner")
        and subject.startswith("target_")
    ):
        return f"Put {obj(step)} in its owner's Mana zone"
    if subject == "mana_orbs_you_choose" and action in ("discard", "exhaust", "ready"):
        up_to = "up to " if step.get("up_to") else ""
        # id: the Mana Orbs' status said, never dropped ("of your exhausted Mana Orbs")
        statuses = dict(step.get("filter") or {}).pop("statuses", [])
        if set(step.get("filter") or {}) - {"statuses"} or len(statuses) > 1:
            return None
        said = f"{statuses[0].lower()} " if statuses else ""
        return f"{action.capitalize()} {up_to}{_NUMBERS[step['amount']]} of your {said}Mana Orbs"
    if subject == "your_mana_orbs" and action in ("discard", "exhaust", "ready"):
        return f"{action.capitalize()} all your Mana Orbs"  # 3.2.9.c
    if action == "gain_status" and "status_choices" in step:
        *first, last = step["status_choices"]
        rest = {k: v for k, v in step.items() if k not in ("status", "status_choices")}
        who = obj(rest)
        return f"{who[:1].upper()}{who[1:]} gains {', '.join(first)} or {last}"
    return None


def _my_two_verbs(step: Step, then: list[Step], clause: Callable[[Step], str]) -> str | None:
    """ "I gain 1 boost and Fleeting": a step on "me" whose one follow-up, on "me" too,
    happens whatever the first did (``it_follows``; no "If you do", 6.5.f) — as the readers
    join a boost and a status under one condition (6.5.d)."""
    if step.get("subject") != "self" or len(then) != 1 or then[0].get("subject") != "self":
        return None
    if set(then[0]) & {"then", "if", "may", "it_follows"}:
        return None
    first = clause({k: v for k, v in step.items() if k not in ("then", "it_follows")})
    second = clause(then[0])
    if not (first.startswith("I ") and second.startswith("I ")):
        return None
    if first.startswith("I gain ") and second.startswith("I gain "):
        return f"{first} and {second[len('I gain ') :]}"
    return f"{first} and {second[2:]}"


def two_verbs(step: Step, clause: Callable[[Step], str]) -> str | None:
    """ "[target] loses Fleeting and gains 2 boosts": a step on a target whose one follow-up
    acts on "it" whatever the first did (``it_follows``, 6.5.b)."""
    if not step.get("it_follows"):
        return None
    then = step.get("then") or []
    mine = _my_two_verbs(step, then, clause)
    if mine is not None:
        return mine
    if len(then) != 1 or then[0].get("subject") != "it" or "then" in then[0]:
        return None
    first = {k: v for k, v in step.items() if k not in ("then", "it_follows")}
    second = clause(then[0])
    if not second.startswith("It "):
        return None
    said = clause(first)
    if said.startswith(_ALL_BOOSTS) and said != _ALL_BOOSTS + "me":
        # id40: "[target] loses all its boosts and can't gain boosts this turn" — the object
        # first, as the second verb is its own (2.5.g); "Remove all boosts from [target] and
        # can't …" says the second verb of no one (not read)
        whom = said.removeprefix(_ALL_BOOSTS)
        said = f"{whom[:1].upper()}{whom[1:]} loses all its boosts"
    status = str(first.get("status", ""))
    if first.get("action") == "lose_status" and second[3:].startswith(f"can't gain {status}"):
        # id40: "[target] loses and can't gain Anchored this turn" (7.3.21, 1.4.1.a): the
        # status said once, as the reader takes it
        once = said.removesuffix(f" {status}")
        if once.endswith((" loses", " lose")):
            return f"{once} and {second[3:]}"
    return f"{said} and {second[3:]}"


_ALL_BOOSTS = "Remove all boosts from "
"""id40: the imperative words of every boost of an object removed (2.5.g)."""


def seen_sentences(step: Step) -> list[str] | None:
    """ "Look at / Reveal the top N cards of your deck. Put one in [zone] [and discard the
    others]." — the cards seen, one of them put somewhere, the rest discarded."""
    then = step.get("then") or []
    if step.get("subject") != "top_cards_of_your_deck" or set(step) != {
        "action",
        "subject",
        "amount",
        "then",
    }:
        return None
    if not then or then[0].get("subject") != "a_card_among_them" or len(then) > 2:
        return None
    put = then[0]
    if set(put) != {"action", "subject", "to"} or put["action"] != "put":
        return None
    bottom = {"action": "put", "subject": "a_card_among_them", "to": "deck", "position": "bottom"}
    at_bottom = len(then) == 2 and {k: v for k, v in then[1].items() if k != "times"} == bottom
    if at_bottom and then[1].get("times", 1) != step["amount"] - 1:
        return None  # "the rest": every card seen but the one put (amounts_and_deck)
    if (
        len(then) == 2
        and then[1] != {"action": "discard", "subject": "it", "the_others": True}
        and not at_bottom
    ):
        return None
    seen = clause_words({k: v for k, v in step.items() if k != "then"}, str)
    if seen is None:
        return None
    rest = " and discard the others" if len(then) == 2 else ""
    if at_bottom:
        rest = " and the others at the bottom of your deck in any order"
    return [seen, f"Put one in {_DESTINATIONS[put['to']]}{rest}"]
