"""The writer's words for the "effects: numbers in every slot" section (issue 30), in the
cards' style: a player discarding a card from their hand (7.3.7.a) or sacrificing N
Characters (7.3.36.a, 6.1.h); a draw counted "per [counted]" by any player (7.3.9.a,
6.5.i); an amount counted in plural words ("the number of [objects]") said "equal to the
number of" ("Target Character gains boosts equal to the number of Characters you
control.")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.writer.descriptions import counted_words

Step = dict[str, Any]
Describe = Callable[[dict[str, Any], str, bool], str]

_DISCARDERS = {
    "a_card_from_each_players_hand": "Each player",
    "a_card_from_each_opponents_hand": "Each opponent",
    "a_card_from_target_opponents_hand": "Target opponent",
    "a_card_from_target_players_hand": "Target player",
}
_SACRIFICERS = {
    "a_character_each_player_controls": "Each player",
    "a_character_each_opponent_controls": "Each opponent",
    "a_character_target_opponent_controls": "Target opponent",
    "a_character_target_player_controls": "Target player",
}
_DISCARDS_FROM = {
    "a_card_from_your_hand": ("Discard", "your hand"),
    "a_card_from_your_reserve": ("Discard", "your Reserve"),
    **{k: (f"{v} discards", "their hand") for k, v in _DISCARDERS.items()},
    "a_card_from_each_players_reserve": ("Each player discards", "their Reserve"),
    "a_card_from_each_opponents_reserve": ("Each opponent discards", "their Reserve"),
    "a_card_from_target_opponents_reserve": ("Target opponent discards", "their Reserve"),
    "a_card_from_target_players_reserve": ("Target player discards", "their Reserve"),
}
_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}
_DRAWERS = {
    None: "Draw",
    "controller": "You draw",
    "each_player": "Each player draws",
    "opponent": "Each opponent draws",
    "target_opponent": "Target opponent draws",
    "target_player": "Target player draws",
    "its_controller": "Its controller draws",
    "its_owner": "Its owner draws",
}
_PLURALS = frozenset({"characters", "cards", "permanents", "tokens", "objects"})
_GAINERS = {"self": "I gain", "target_character": "Target Character gains", "it": "It gains"}


def player_acting_words(step: Step) -> str | None:
    """The clause of a step of this section, or ``None`` (other words elsewhere)."""
    action, subject = step["action"], step.get("subject")
    keys = set(step) - {"action", "subject"}
    n = step.get("choose_count", 1)
    if (
        action == "discard"
        and str(subject) in _DISCARDS_FROM
        and keys <= {"choose_count", "filter"}
    ):
        who, zone = _DISCARDS_FROM[str(subject)]
        if (n > 1) == ("choose_count" in keys):  # "a card" / "two cards" (6.5.h)
            from scenarios.cards.grammar.writer.objects import _description  # "two Spells"

            flt = dict(step.get("filter") or {})
            if flt.get("any_of"):  # ic39: one of two descriptions (writer/object_unions.py)
                from scenarios.cards.grammar.writer.object_unions import ic39_object_words

                either = ic39_object_words(step, _description) if n == 1 else None
                return f"Discard {either}" if either and who == "Discard" else None
            types = flt.pop("types", [])
            noun = types[0] if len(types) == 1 else "card"  # "two Spells" (2.2.1)
            if len(types) > 1:
                return None
            described = _description(flt, noun, n > 1)
            cards = f"{_WORDS.get(n, str(n))} {described}" if n > 1 else f"a {described}"
            return f"{who} {cards} from {zone}"
    if action == "sacrifice" and subject in _SACRIFICERS and keys == {"choose_count"} and n > 1:
        return f"{_SACRIFICERS[subject]} sacrifices {_WORDS.get(n, str(n))} Characters"
    per = step.get("per")
    if not isinstance(per, str) or step.get("amount", 1) != 1:
        return None
    # hd: the count's head noun decides: "Debt counter among Characters you control" counts
    # counters, one at a time ("for each"), not the plural Characters it names after "among"
    head = per.split(" among ")[0].split()
    plural = bool(_PLURALS & set(head))
    # ia40: "the number of Robots or Spells": a plural sub-type is a plural head too (2.2.2)
    plural = plural or (bool(head) and lx.plural_subtype(head[0]) is not None)
    if action == "draw" and keys <= {"per", "amount"} and subject in _DRAWERS:
        if ("amount" in step) != (plural or subject is not None):
            return None  # as the reader gives it: "Draw a card per [one]" has no amount
        if plural:
            return f"{_DRAWERS[subject]} cards equal to the number of {counted_words(per)}"
        return f"{_DRAWERS[subject]} a card for each {counted_words(per)}"
    if not plural or subject not in _GAINERS:
        return None
    if action == "give_boost" and keys == {"per", "amount"}:
        return f"{_GAINERS[subject]} boosts equal to the number of {counted_words(per)}"
    if action == "gain_counters" and keys == {"per", "amount", "counter"}:
        name = step["counter"]
        return f"{_GAINERS[subject]} {name} counters equal to the number of {counted_words(per)}"
    return None


_CHOSEN = {
    "a_character_you_control": ("Character", " you control"),
    "a_card_from_your_reserve": ("card", " from your Reserve"),
    "a_card_from_your_hand": ("card", " from your hand"),
}


def up_to_chosen_words(step: Step, describe: Describe) -> str | None:
    """ "up to two / any number of Characters you control": a choice of none to N or to
    all (6.1.g, 6.5.i), or ``None``."""
    n = step.get("up_to", 0)
    if step.get("subject") not in _CHOSEN or (n < 2) == (not step.get("any_number")):
        return None
    noun, where = _CHOSEN[str(step["subject"])]
    flt = dict(step.get("filter") or {})
    if flt.pop("another", False):
        return None
    if noun == "card" and len(flt.get("types", [])) == 1:  # id: "up to two Spells" (2.2.1)
        noun = flt.pop("types")[0]
    elif flt.get("types"):
        return None  # id: never "cards" for a kind of card
    many = "any number of" if step.get("any_number") else f"up to {_WORDS.get(n, str(n))}"
    return f"{many} {describe(flt, noun, True)}{where}"
