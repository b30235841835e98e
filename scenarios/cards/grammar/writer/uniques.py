"""The writer's words for the grammar's "Uniques' parts" section (issue 30): the triggers
and steps ``semantics/uniques.py`` reads, written back in the cards' own style, so the
round trip of ``tests/cards_grammar/test_round_trip.py`` covers them too. Each function
gives ``None`` for a reading that is not one of these (the main writer then tries its own
words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = dict[str, Any]

_FIXED = {
    "you_exhaust_a_reserve_card": "you exhaust a card in Reserve",
    "you_make_a_gift": "you make a Gift",
    "my_expedition_attempts_to_ascend": "my Expedition attempts to Ascend",
    "your_expedition_attempts_to_ascend": "one of your Expeditions attempts to Ascend",
    "card_joins_a_discard_pile": "a card joins the discard pile",
    "card_goes_to_your_reserve_from_deck_or_hand": "a card goes from your deck or hand to Reserve",
}
_ORDINALS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
_TERRAINS = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_CANT_MOVE = {"duration": "this Day", "cant": "Expeditions can't move forward"}
_SOURCES = {
    "a_card_you_control_or_in_your_reserve": "a card you control or in your Reserve",
    "a_card_in_your_reserve_or_landmarks": "a card in your Reserve or Landmarks",
}


def trigger_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When [event][, if c] —" for the section's triggers."""
    trigger = reaction["trigger"]
    flt = reaction.get("filter")
    event: str | None = None
    if trigger in _FIXED and flt is None:
        event = _FIXED[trigger]
    elif trigger == "counter_reaches" and flt == {"only_me": True}:
        said = reaction["counter"]  # a boost is a counter said without the word (2.5.1.a)
        said = "boost" if said == "boost" else f"{said} counter"
        event = f"I gain my {_ORDINALS[reaction['amount']]} {said}"
    elif trigger == "gains_boosts" and flt == {"only_me": True}:
        event = f"I gain {reaction['amount']} or more boosts"
    elif trigger in _FORWARD and "terrain" in reaction:
        # "due to {O} or {V}": the terrain, then the others (4.2.4.j)
        said = [_TERRAINS[t] for t in (reaction["terrain"], *reaction.get("or_terrains", ()))]
        listed = said[0] if len(said) == 1 else f"{', '.join(said[:-1])} or {said[-1]}"
        event = f"{_FORWARD[trigger]} moves forward due to {listed}"
    elif trigger == "permanent_joins_your_expeditions_or_landmarks":
        det = "another" if flt == {"another": True} else "a"
        event = f"{det} Permanent joins your Expeditions or Landmarks"
    elif trigger == "character_leaves_my_expedition" and flt == {}:
        event = "a Character leaves my Expedition"
    elif trigger == "you_play_a_card" and reaction.get("played_from") == "reserve":
        flt = dict(flt or {})
        det = "another" if flt.pop("another", False) else "a"
        types = flt.pop("types", ["card"])
        if flt or len(types) != 1:
            return None
        event = f"{det} {types[0]} from Reserve"
        event = f"you play {event}"
    if event is None:
        return None
    return f"When {event}{condition} \u2014"


def clause_words(step: Step, obj: Callable[[Step], str], doer: Callable[[Step], str]) -> str | None:
    """The clause of one of the section's steps (``obj``: the main writer's object words,
    ``doer``: its subject words with the verb's number)."""
    action = step["action"]
    subject = step.get("subject")
    if (
        action == "remove_counters"
        and step.get("counter") == "boost"
        and isinstance(step.get("amount"), int)
    ):
        one = step.get("subject") in ("self", "it") or (
            str(step.get("subject", "")).startswith("target_")
            and step.get("up_to", 0) <= 1
            and step.get("targets", 0) <= 1
        )
        if not step.get("each") and not one:
            return None  # a total among several objects: no printed words read it (6.1.e)
        who = "They" if step.get("each") and step.get("subject") == "it" else doer(step)
        plural = step.get("each") and not who.lower().startswith("each ")
        verb = "lose" if who == "I" or plural else "loses"
        n = step["amount"]
        return f"{who} {verb} {n} boost{'s' if n != 1 else ''}"
    if action == "switch_expeditions":
        who = doer(step)
        verb = "switch" if who == "I" or subject == "characters_you_control" else "switches"
        return f"{who} {verb} Expeditions"
    if action == "activate" and step.get("trigger") == "enters_play":
        return f"Activate the {{J}} abilities of {obj(step)}"
    if action == "sacrifice" and step.get("choose_count") and subject == "a_character_you_control":
        from scenarios.cards.grammar.writer.objects import _description  # "two Plant Characters"

        described = _description(step.get("filter") or {}, "Character", True)
        return f"Sacrifice {_NUMBERS[step['choose_count']]} {described}"
    if action == "ready" and subject == "mana_orbs_you_choose" and not step.get("up_to"):
        return f"Ready {_NUMBERS[step['amount']]} Mana Orbs"
    deck_end = step.get("position") in ("top", "bottom")
    if action == "return" and step.get("to") == "deck" and step.get("to_owner") and deck_end:
        # "its owner's deck": named by ownership (1.1.3.d)
        whose = "my owner's" if step.get("subject") == "self" else "its owner's"
        return f"Return {obj(step)} to the {step['position']} of {whose} deck"
    if action == "win_game" and set(step) == {"action"}:
        return "You win the game"
    if (
        action == "play"
        and subject == "a_character_from_hand_or_reserve"
        and step.get("cost_change")
        and "filter" not in step  # a described one: writer_cost_alterations_and_modes
    ):
        return f"Immediately play a Character for {{{-step['cost_change']}}} less"
    exchange = step.get("with") == "a_card_from_your_hand" and "filter" not in step
    if action == "exchange" and subject == "target_card_in_your_reserve" and exchange:
        return "Exchange target card from your Reserve with a card from your hand"
    if (
        action == "ongoing"
        and step.get("ongoing") == _CANT_MOVE
        and subject != "the_expedition_facing_me"
    ):
        # (gd: "The Expedition facing me can't move forward this Day" is writer/time_restrictions')
        return (
            "Target Expedition can't move forward this Day"
            if subject
            else ("Expeditions can't move forward this Day")
        )
    if action == "sacrifice" and step.get("filter") == {"in_my_expedition": True}:
        return "Sacrifice a Character in my Expedition"
    if action == "spend_counters" and subject in _SOURCES:
        n, counter = step["amount"], step.get("counter", "any")
        # ib (session 38): counters of a name too — "1 Ember counter", "2 boosts" (7.3.38.a)
        noun = "boost" if counter == "boost" else "counter"
        name = "" if counter in ("any", "boost") else f"{counter} "
        return f"Spend {n} {name}{noun}{'s' if n != 1 else ''} from {_SOURCES[subject]}"
    return None


_FORWARD = {
    "my_expedition_moves_forward": "my Expedition",
    "one_of_your_expeditions_moves_forward": "one of your Expeditions",
}
"""The Expeditions of a move forward "due to [terrain]" (7.5.2, 4.2.4.j)."""
