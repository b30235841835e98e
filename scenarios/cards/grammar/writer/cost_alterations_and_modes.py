"""The writer of the grammar's "costs and modes" section (issue 30): the printed words of a
cost alteration said of where the card is played from or restricted below (5.1.2.d,
5.1.2.f), and of a choice of "up to N / any number / one or more" modes (6.5.g) — in the
cards' own style, so that a reading written and read back is the same reading. Each
function answers ``None`` for a reading of another section."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.descriptions import stat_than_words

_ME_FROM = {"me from reserve": "from Reserve", "me from hand": "from your hand"}
_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def cost_alteration_words(cost: dict[str, Any], upper: str) -> str | None:
    """ "I cost {N} less to play from Reserve", "I can't cost less than {N}", "[cards]
    cost {N} less, but can't cost less than {M}" (``upper``: the group's words as the
    sentence begins); ``None`` for a cost alteration of another section."""
    who = cost["applies_to"]
    if who == "me" and "at_least" in cost and "change" not in cost:
        return f"I can't cost less than {{{cost['at_least']}}}"
    change = cost.get("change", 0)
    amount = f"{{{abs(change)}}} {'less' if change < 0 else 'more'}"
    if who in _ME_FROM and "at_least" not in cost:
        minimum = f", down to a minimum of {{{cost['minimum']}}}" if "minimum" in cost else ""
        per = f" for each {cost['per']}" if "per" in cost else ""
        return f"I cost {amount} to play {_ME_FROM[who]}{per}{minimum}"
    if "played" in cost and set(cost) == {"applies_to", "change", "played"}:
        return f"{upper} costs {amount}"  # "The first Character you play each turn costs"
    head, each, tail = who.partition(" each player plays")
    if each and "at_least" not in cost and "per" not in cost:  # "Each player's Spells cost"
        minimum = f", down to a minimum of {{{cost['minimum']}}}" if "minimum" in cost else ""
        zone = {" from reserve": " to play from Reserve", " from hand": " to play from your hand"}
        return f"Each player's {head} cost {amount}{zone.get(tail, tail)}{minimum}"
    bounded = set(cost) <= {"applies_to", "change", "at_least"}
    if who != "me" and "at_least" in cost and change < 0 and bounded:
        return f"{upper} cost {amount}, but can't cost less than {{{cost['at_least']}}}"
    return None


def modes_words(step: dict[str, Any], modes: str) -> str | None:
    """ "Choose up to N:", "Choose any number:", "Choose one or more:" and "Choose N. You
    may choose the same mode more than once:" before ``modes`` (6.5.g); ``None`` for a
    choice of exactly N modes."""
    least, most = step.get("modes_min"), step["choose"]
    if least == 0:
        said = "any number" if most == len(step["modes"]) else f"up to {_NUMBERS[most]}"
        return f"Choose {said}: {modes}"
    if least == 1 and most == len(step["modes"]):
        return f"Choose one or more: {modes}"
    if least is None and step.get("repeat_modes") and "x_is" not in step:
        return f"Choose {_NUMBERS[most]}. You may choose the same mode more than once: {modes}"
    return None


_WHOSE = {"you play": "Your", "your opponents play": "Your opponents'"}
_WHOSE_MORE = {"each player plays": "Each player's"}


def cost_for_a_time_words(ongoing: dict[str, Any]) -> str:
    """ "Your Spells cost {1} more this turn" (5.1.2.f, 2.2.15.a): the cards' owner said
    before them, as the cards print it."""
    cost = ongoing["cost"]
    words, change = cost["applies_to"], cost["change"]
    amount = f"{{{abs(change)}}} {'less' if change < 0 else 'more'}"
    for who, said in (*_WHOSE.items(), *_WHOSE_MORE.items()):
        if words.endswith(" " + who):
            return f"{said} {words[: -len(who) - 1]} cost {amount} {ongoing['duration']}"
    if any(f" {who} " in f" {words} " for who in (*_WHOSE, *_WHOSE_MORE)):
        # "Characters your opponents play with Hand Cost {3} or more cost {1} more this Day":
        # who plays them said inside the group (semantics/outputs_compose.py)
        group = words[:1].upper() + words[1:].replace("hand cost", "Hand Cost")
        return f"{group} cost {amount} {ongoing['duration']}"
    raise ValueError(f"the cards '{words}' have no owner said")


def cost_and_mode_step_words(step: dict[str, Any]) -> str | None:
    """ "Put the top card(s) of your deck in your Mana zone as a ready Mana Orb" (7.3.27.a,
    3.2.9.b), "Play a Character with Gigantic from your Reserve for free" (5.2.a,
    7.3.26.a); ``None`` for a step of another section."""
    played = _played_words(step)
    if played is not None:
        return played
    keys = set(step) - {"action", "subject", "to", "amount", "ready_orb"}
    if (
        step["action"] != "put"
        or step.get("subject") != "top_cards_of_your_deck"
        or step.get("to") != "mana"
        or not step.get("ready_orb")
        or keys
    ):
        return None
    n = step.get("amount", 1)
    top = "the top card" if n == 1 else f"the top {_NUMBERS.get(n, str(n))} cards"
    return f"Put {top} of your deck in your Mana zone as a ready Mana Orb"


_FROM = {"in_your_reserve": " from your Reserve", "in_your_hand": " from your hand"}


def _played_words(step: dict[str, Any]) -> str | None:
    """ "Play a Character [with Gigantic | with Hand Cost {N} or less] [from your Reserve /
    hand] for free / for {N} less" (5.2.a, 7.3.26.a, 5.1.2.f)."""
    action, flt = step["action"], step.get("filter", {})
    if step.get("subject") != "a_character_from_hand_or_reserve" or set(step) - {
        "action",
        "subject",
        "filter",
        "cost_change",
    }:
        return None
    if set(flt) - {"keywords", "hand_cost_max", "stat_than", *_FROM}:
        return None
    if len(flt.get("keywords", ())) > 1:
        return None
    if "keywords" in flt and "hand_cost_max" in flt:
        return None
    said = "Play a Character"
    said += "".join(f" with {k}" for k in flt.get("keywords", ()))
    if "hand_cost_max" in flt:
        said += f" with Hand Cost {{{flt['hand_cost_max']}}} or less"
    said += "".join(words for key, words in _FROM.items() if flt.get(key))
    if flt.get("stat_than"):  # ic: "with a lower Reserve Cost than it" (2.2.8, 2.1.h)
        said += " " + stat_than_words(str(flt["stat_than"]))
    if action == "play_for_free" and "cost_change" not in step:
        return said + " for free"
    if action == "play" and step.get("cost_change", 0) < 0:
        return said + f" for {{{-step['cost_change']}}} less"
    return None
