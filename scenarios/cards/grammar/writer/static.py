"""The writer of the grammar's static abilities (2.2.12.m): a passive reading back to
printed text in the cards' own style — "If [c], I am [keyword].", "[Group] are [keyword].",
"I cost {N} less if [c].", "[Cards] can't cost less than {N}.", "[rule changed]." — so that
the round trip (``tests/cards_grammar/test_round_trip_static.py``) reads it back the same.
"""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.additional_costs import additional_cost_words
from scenarios.cards.grammar.writer.cost_alterations_and_modes import cost_alteration_words

Passive = dict[str, Any]


class UnwritablePassive(ValueError):
    """A passive reading the writer has no words for (names the part)."""


def write_passive(passive: Passive) -> str:
    """The printed text of a ``PassiveModel`` dict the grammar reads."""
    condition = passive.get("if")
    if "keyword" in passive:
        body = f"I am {passive['keyword']}"
    elif "lose_keyword" in passive:
        body = f"I lose {passive['lose_keyword']}"  # "If …, I lose [Defender]" (2.3.2.f)
    elif "grant" in passive and passive["grant"].get("lose"):  # section gram39 (7.4)
        body = f"{_upper(passive['grant']['to'])} lose {passive['grant']['keyword']}"
    elif "lose_abilities" in passive or "ignore_abilities" in passive:  # section gram39
        from scenarios.cards.grammar.writer.abilities_changed import group_change_words

        body = group_change_words(passive)
    elif "grant" in passive and "keyword" in passive["grant"]:
        to = passive["grant"]["to"]
        verb = "has" if to.split()[:1] == ["each"] else "are"  # "Each [one] has"
        body = f"{_upper(to)} {verb} {passive['grant']['keyword']}"
    elif "cost" in passive:
        cost = passive["cost"]
        condition = cost.get("if")
        body = _cost(cost)
    elif "static" in passive:
        body = _upper(passive["static"])
    elif "limit" in passive:
        body = _limit(passive["limit"])
    elif "played_gains" in passive:
        body = _played_gains(passive["played_gains"])
    elif "instead" in passive and passive["instead"].get("add_to_result"):
        return _added_to_rolls(passive["instead"])
    elif "instead" in passive:
        return _instead(passive["instead"])
    elif "also" in passive and passive["also"].get("add") == "reveal":
        return "If you would roll one or more dice, also reveal the top card of your deck."
    else:
        raise UnwritablePassive(f"a passive ability of the kind {sorted(passive)}")
    if condition is None:
        return body + "."
    if condition.startswith("unless "):
        return f"Unless {condition[len('unless ') :]}, {_lower_i(body)}."
    return f"If {condition}, {_lower_i(body)}."


_I_EVENTS = {
    ("discard", ""): "be discarded",
    ("exhaust", ""): "be exhausted",
    ("ready", ""): "be readied",
    ("sacrifice", ""): "be sacrificed",
    ("move", "reserve"): "go to Reserve",
    ("move", "hand"): "be returned to your hand",
    ("move", "expedition"): "leave the Expedition zone",
    ("move", "landmark"): "leave the Landmark zone",
}
_ZONES = {"mana": "Mana zone", "reserve": "Reserve", "hand": "hand", "discard": "discard pile"}
_PLAYER = {
    "draw": "draw a card",
    "resupply": "Resupply",
    "exhausted_resupply": "Exhausted Resupply",
}


def _limit(limit: dict[str, Any]) -> str:
    """ "Your Landmark limit is increased by 1", "All Reserve limits are reduced by 2"
    (2.2.12.m; 3.2.7.c, 3.2.10.b) — gram54."""
    zone = "Reserve" if limit["zone"] == "reserve" else "Landmark"
    whose = {"all": f"All {zone} limits are", "opponents": f"Your opponents' {zone} limits are"}
    said = whose.get(limit.get("players", "you"), f"Your {zone} limit is")
    if limit.get("to") is not None:
        return f"{said} {limit['to']}"
    way = "increased" if limit["by"] > 0 else "reduced"
    return f"{said} {way} by {abs(limit['by'])}"


_INTO = {
    "my_expedition": " in my Expedition",
    "ahead": " in an Expedition that is ahead",
    "behind": " in an Expedition that is behind",
    "tied": " in an Expedition that is tied",
}


def _played_gains(gains: dict[str, Any]) -> str:
    """ "Each Character you play [in my Expedition / in an Expedition that is behind] gains N
    boosts" (5.2.d) — gram59."""
    n = gains["amount"]
    boosts = f"{n} boost{'s' if n != 1 else ''}"
    if "first_each" in gains:  # "The first card you play each Afternoon gains 1 boost"
        noun = gains.get("card_type", "Character")
        period = gains["first_each"]
        period = period if period == "turn" else period.capitalize()
        return f"The first {noun} you play each {period} gains {boosts}"
    into = _INTO[gains["into"]] if "into" in gains else ""
    return f"Each Character you play{into} gains {boosts}"


def _added_to_rolls(replace: dict[str, Any]) -> str:
    """ "Add N to the result of your die rolls." (always, 7.3.33.c) or "If you would roll a
    die, you may add N to its result." (the roller's choice) — gram34."""
    n = replace["add_to_result"]
    said = {"action", "scope", "add_to_result", "always", "exhaust_me"}
    if set(replace) - said or replace["scope"] != "mine":
        raise UnwritablePassive("this modifier of a die's result")
    if replace.get("exhaust_me"):  # its price, said as a Reaction to the roll (gram44)
        return f"When you roll a die — You may exhaust me ({{T}}) to add {n} to the result."
    if replace.get("always"):
        return f"Add {n} to the result of your die rolls."
    return f"If you would roll a die, you may add {n} to its result."


def _instead(replace: dict[str, Any]) -> str:
    """A replacing modifier (6.2.b): "If [who] would [event], [you may] [result] instead.
    [If you don't, [effect].]" — for the watched events and results written here."""
    from scenarios.cards.grammar.writer.all_rules import write_effect

    action, scope = replace["action"], replace["scope"]
    if scope == "self":
        key = (action, replace.get("to") or replace.get("from") or "")
        if action in ("gain_status", "lose_status"):
            event = f"{action.split('_')[0]} {replace['status']}"
        elif key in _I_EVENTS:
            event = _I_EVENTS[key]
            if "to" in replace and "from" in replace:  # hd: where it goes from, never dropped
                if replace["from"] != "expedition":
                    raise UnwritablePassive(f"the replaced move from '{replace['from']}'")
                event += " from an Expedition"
        else:
            raise UnwritablePassive(f"the replaced event '{action}'")
        who = "I"
        if "if" in replace:
            event += f" while I'm {replace['if'].split()[-1].capitalize()}"
    elif scope == "mine" and action in ("draw", "resupply"):
        who, event = "you", _PLAYER[action]
        if replace.get("whole_step"):  # id40: the whole draw of any number, 6.2.f
            if action != "draw":
                raise UnwritablePassive(f"the whole step '{action}' replaced")
            event = "draw one or more cards"
    elif scope in ("my_expedition", "mine") and action.startswith("move_"):
        who = "my Expedition" if scope == "my_expedition" else "one of your Expeditions"
        event = action.replace("_", " ")
    else:
        raise UnwritablePassive(f"the replaced event '{action}' of '{scope}'")
    if "during" in replace:
        event += f" during {replace['during'].capitalize()}"
    if "instead_to" in replace:
        result = f"put me in my owner's {_ZONES[replace['instead_to']]}"
    elif replace.get("instead_action") == "give_boost":
        n = replace["instead_amount"]
        result = f"I gain {n} boost{'s' if n > 1 else ''}"
    elif "instead_status" in replace:
        result = f"I gain {replace['instead_status']}"
    elif replace.get("instead_action") in _PLAYER and "instead_amount" not in replace:
        result = _PLAYER[replace["instead_action"]]
    elif "extra" in replace:
        n = replace["extra"]
        way = action.split("_")[1]
        result = f"it moves {way} {n} more region{'s' if n > 1 else ''}"
    else:
        raise UnwritablePassive("this result done instead")
    may = "you may " if replace.get("optional") else ""
    text = f"If {who} would {event}, {may}{result} instead"
    if "then" in replace:
        text += " to " + _lower_first(write_effect(replace["then"]).rstrip("."))
    text += "."
    if "otherwise" in replace:
        text += " If you don't, " + _lower_first(write_effect(replace["otherwise"]))
    return text


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _cost(cost: dict[str, Any]) -> str:
    """A cost change (5.1.2.f): "I cost {N} less", "[cards] cost {N} more, down to a
    minimum of {M}", "I cost {N} less for each [counted]", "[cards] can't cost less than
    {N}"."""
    who = cost["applies_to"]
    if (said := additional_cost_words(cost)) is not None:  # additional costs (5.1.2.c)
        return said
    if "optional" in cost:  # hd: "You may [cost] to reduce my cost by {N}" (5.1.2.c, 1.2.5.b)
        return _optional_reduction(cost)
    if (said := cost_alteration_words(cost, _upper(who))) is not None:  # costs and modes
        return said
    if "at_least" in cost:
        return f"{_upper(who)} can't cost less than {{{cost['at_least']}}}"
    change = cost["change"]
    amount = f"{{{abs(change)}}} {'less' if change < 0 else 'more'}"
    unsaid = set(cost) - {"change", "applies_to", "per", "minimum", "if"}  # "if": the caller
    if unsaid:  # hd: never a cost change printed without a part of it
        raise UnwritablePassive(f"the cost change with {', '.join(sorted(unsaid))}")
    body = f"I cost {amount}" if who == "me" else f"{_upper(who)} cost {amount}"
    if "per" in cost:
        body += f" for each {cost['per']}"
    if "minimum" in cost:
        body += f", down to a minimum of {{{cost['minimum']}}}"
    return body


def _optional_reduction(cost: dict[str, Any]) -> str:
    """hd: "You may [step] to reduce my cost by {N}": an optional cost of playing me, chosen
    in the declaration of intent (5.1.2.c, never forced, 1.2.5.b) — the option never dropped
    to a plain "I cost {N} less"."""
    from scenarios.cards.grammar.writer.all_rules import _clause

    steps = cost["optional"]
    if cost["applies_to"] != "me" or cost["change"] >= 0 or len(steps) != 1:
        raise UnwritablePassive("this optional cost")
    if set(cost) - {"change", "applies_to", "optional"}:
        raise UnwritablePassive("this optional cost with more to it")
    said = _clause(steps[0])
    return f"You may {said[:1].lower()}{said[1:]} to reduce my cost by {{{-cost['change']}}}"


def _upper(words: str) -> str:
    return words[:1].upper() + words[1:]


def _lower_i(body: str) -> str:
    """The body after a leading condition: "I" stays upper case, other words lower."""
    return body if body.startswith("I ") else body[:1].lower() + body[1:]
