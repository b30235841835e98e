"""Replacing modifiers as printed (6.2.b): "If [who] would [event][ while I'm [status]][
during [phase]], [you may] [result] instead[ to [effect]][. If you don't, [effect]]." -> a
``PassiveModel`` dict with ``instead`` (:class:`scenarios.cards.models_modifiers.ReplaceModel`);
and two forms of dice (7.3.33.c, 6.2.c).

Who — "I" (the bearer), "my Expedition" (the bearer's, 7.4.4.b for a Gigantic one), "one
of your Expeditions", "one of your Ascended Expeditions" ("would attempt to Ascend again",
7.5.3.a), "you" (the controller: what they draw), "an [status] Character" ("would leave my
Expedition": a watched Character in the bearer's Expedition):

* events of "I": "be discarded", "be exhausted", "be readied", "be sacrificed", "be sent
  to / go to Reserve", "be returned to [your / my owner's] hand", "leave the Expedition
  zone", "leave the Landmark zone", "gain [status]", "lose [status]" — "while I'm
  [status]" a condition of the bearer (2.3.2.f);
* events of an Expedition: "move forward", "move backwards";
* events of "you": "draw a card", "Resupply".

Results: "put me in my owner's [zone]" / "discard me" / "send me to Reserve" / "return me
to [my owner's] hand" (a new destination), "draw a card", "[Resupply]", "[Exhausted
Resupply]" (done by "you" instead — across kinds), "I gain N boost(s)", "I gain [status]",
"it loses [status]" / "it loses all its boosts" (the watched Character), "it moves
forward N more region(s)", "discard / sacrifice me" instead of an Expedition's move;
"to [effect]" follows once it applied (6.5.f). "you may [result] instead" is optional
(6.2.d), its controller deciding as it is about to apply; "If you don't, [effect]" is
its alternative (6.2.e).

Dice: "If you would roll one or more dice, instead roll that many dice plus one and ignore
the roll of your choice" (7.3.33.c) and "If you would roll one or more dice, also reveal
the top card of your deck" (an additive modifier, 6.2.c).

What this does not read stays "not understood" (never a guess): several results, a
result this grammar does not know, a count of cards drawn instead.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed.clauses import NotUnderstood

_PHASES = ("morning", "noon", "afternoon", "dusk", "night")
_DURING = r"(?:,? during (?:the )?(?P<during>" + "|".join(_PHASES) + r"))?"
_REPLACING = re.compile(
    r"^if (?P<who>i|my expedition|one of your (?:ascended )?expeditions|you"
    r"|an? (?:[a-z]+ )?character) would (?P<event>.+?)"
    + _DURING
    + r", (?P<may>you may )?(?P<result>.+?) instead(?: to (?P<then>.+?))?"
    r"(?:\. if you don't, (?P<otherwise>.+?))?\.?$"
)

_I_EVENTS: dict[str, dict[str, Any]] = {
    "be discarded": {"action": "discard"},
    "be exhausted": {"action": "exhaust"},
    "be readied": {"action": "ready"},
    "be sacrificed": {"action": "sacrifice"},
    "be sent to reserve": {"action": "move", "to": "reserve"},
    "be sent to your reserve": {"action": "move", "to": "reserve"},
    "go to reserve": {"action": "move", "to": "reserve"},
    "go to your reserve": {"action": "move", "to": "reserve"},
    "be returned to your hand": {"action": "move", "to": "hand"},
    "be returned to my owner's hand": {"action": "move", "to": "hand"},
    "return to your hand": {"action": "move", "to": "hand"},
    "leave the expedition zone": {"action": "move", "from": "expedition"},
    "leave play": {"action": "move", "from": "expedition"},
    "leave the landmark zone": {"action": "move", "from": "landmark"},
}
_EXPEDITION_EVENTS = {"move forward": "move_forward", "move backwards": "move_backwards"}
_YOU_EVENTS = {
    "draw a card": "draw",
    "resupply": "resupply",
}
_STATUS_EVENT = re.compile(r"^(?P<verb>gain|lose) (?P<status>[a-z]+)$")

_TO_ZONE = re.compile(
    r"^(?:put|send|return) me (?:in|into|to) (?:my owner's|your|my) "
    r"(?P<zone>mana zone|reserve|hand|discard pile|deck)$"
)
_ZONES = {
    "mana zone": "mana",
    "reserve": "reserve",
    "hand": "hand",
    "discard pile": "discard",
    "deck": "deck",
}
_PLAYER_RESULTS = {
    "draw a card": "draw",
    "draw one card": "draw",
    "resupply": "resupply",
    "exhausted resupply": "exhausted_resupply",
}
_SEVERAL_CARDS = re.compile(
    r"^(?:draw (?P<n>\w+) cards|(?P<what>resupply|exhausted resupply) (?P<twice>twice))$"
)
_BOOSTS = re.compile(r"^i gain (?P<n>\w+) boosts?$")
_GAIN_STATUS = re.compile(r"^i gain (?P<status>[a-z]+)$")
_LOSES = re.compile(r"^it loses (?P<status>[a-z]+)$")
_MORE_REGIONS = re.compile(r"^it moves (?P<dir>forward|backwards) (?P<n>\w+) more regions?$")


_INSTEAD_FIRST = re.compile(r"^if you would (?P<event>resupply|draw a card), instead (?P<x>.+)$")
"""6.2.b: "If you would Resupply, instead reveal the top two cards of your deck. Put one in
Reserve, and discard the other." — an effect of several steps done instead."""


_ALSO = re.compile(
    r"^if you would (?P<event>roll one or more dice|roll a die), also (?P<result>.+?)\.?$"
)
_ALSO_RESULTS = {"reveal the top card of your deck": "reveal"}
"""Additive modifiers (6.2.c) of a player's roll: "If you would roll one or more dice, also
reveal the top card of your deck" — the reveal is added to the roll's step."""


_MORE_DICE = re.compile(
    r"^if you would roll (?:one or more dice|a die), instead roll that many dice plus "
    r"(?P<n>\w+) and ignore (?:the roll|(?P<m>\w+) rolls) of your choice\.?$"
)
"""7.3.33.c: "instead roll that many dice plus one and ignore the roll of your choice" —
one more die (N more, ignoring N), one result kept."""


_ADD_TO_RESULT = re.compile(
    r"^if you would roll (?:a die|one or more dice), you may add (?P<n>\w+) to "
    r"(?:its|the|their|each) results?\.?$"
)
"""7.3.33.c: "If you would roll a die, you may add 1 to its result" — the roller decides once
the die is seen."""


_COUNTERS_REPLACED = re.compile(
    r"^if (?P<event>[^,]*\b(?:boosts?|counters?)\b[^,]*\bwould\b[^,]*"
    r"|[^,]*\bwould\b[^,]*\b(?:boosts?|counters?)\b[^,]*), .*\binstead\b"
)
"""A replacing modifier of boosts or counters given or removed (gm): refused by name."""


def read_replacement(text: str) -> dict[str, Any] | None:
    """The ``PassiveModel`` dict of a printed replacing modifier, or ``None`` when
    ``text`` is not one (it is then left to the other readers); :class:`NotUnderstood`
    for a replacing modifier whose event or result this grammar does not read."""
    low = " ".join(text.lower().split())
    counters = _COUNTERS_REPLACED.match(low)
    if counters is not None:
        # gm: "If one or more Ember counters would be removed from me, remove one fewer
        # instead", "If I would gain boosts, I gain that much plus one instead"
        raise NotUnderstood(
            low,
            f"'if {counters['event']}' then '… instead' changes how many boosts or counters "
            "a step gives or removes: a replacing modifier (6.2.b) the engine does not apply "
            "to counters (2.5.f, 2.5.g) — read by hand",
        )
    also = _ALSO.match(low)
    if also is not None:
        if also["result"] not in _ALSO_RESULTS:
            raise NotUnderstood(low, f"'also {also['result']}' is not a result the reader knows")
        add = _ALSO_RESULTS[also["result"]]
        return {"also": {"action": "roll_die", "scope": "mine", "add": add}}
    plus = _ADD_TO_RESULT.match(low)
    if plus is not None:
        n = ph.number(plus["n"])
        if not n:
            raise NotUnderstood(low, f"'{plus['n']}' is not a number")
        return {"instead": {"action": "roll_die", "scope": "mine", "add_to_result": n}}
    more = _MORE_DICE.match(low)
    if more is not None:
        n = ph.number(more["n"])
        if not n or (ph.number(more["m"]) if more["m"] else 1) != n:
            raise NotUnderstood(low, "only one of the dice rolled is kept (7.3.33.c)")
        return {"instead": {"action": "roll_die", "scope": "mine", "extra": n}}
    first = _INSTEAD_FIRST.match(low)
    if first is not None:
        from scenarios.cards.printed.effects import read_effect  # effects import this module

        action = _YOU_EVENTS[first["event"]]
        return {"instead": {"action": action, "scope": "mine", "instead": read_effect(first["x"])}}
    m = _REPLACING.match(low)
    if m is None:
        return None
    replace = {**_watched(m["who"], m["event"], low)}
    if m["during"]:
        replace["during"] = m["during"]
    replace.update(_result(m["result"], replace, low))
    if m["may"]:
        replace["optional"] = True
    if m["then"]:
        from scenarios.cards.printed.effects import read_effect  # effects import this module

        replace["then"] = read_effect(m["then"] + ".")
    if m["otherwise"]:
        from scenarios.cards.printed.effects import read_effect  # effects import this module

        if not m["may"]:
            raise NotUnderstood(low, "'If you don't' follows an optional replacing modifier")
        replace["otherwise"] = read_effect(m["otherwise"] + ".")
    return {"instead": replace}


_WHILE = re.compile(r"^(?P<event>.+?) while (?P<cond>i'm|i am) (?P<status>[a-z]+)$")
_CHARACTER = re.compile(r"^an? (?:(?P<status>[a-z]+) )?character$")


def _watched(who: str, event: str, low: str) -> dict[str, Any]:
    """What the modifier watches: its action, scope and narrowing words ("while I'm
    [[Boosted]]": a condition of the bearer, 2.3.2.f)."""
    m = _WHILE.match(event)
    if m is not None and who == "i" and ph.status(m["status"]) is not None:
        watched = _watched(who, m["event"], low)
        return {**watched, "if": f"i am {m['status']}"}
    character = _CHARACTER.match(who)
    if character is not None and event == "leave my expedition":
        # "If an [[Anchored]] Character would leave my Expedition": a Character in the
        # bearer's Expedition leaving the Expedition zone.
        flt: dict[str, Any] = {"types": ["Character"], "in_my_expedition": True}
        if character["status"]:
            status = ph.status(character["status"])
            if status is None:
                raise NotUnderstood(low, f"'{character['status']}' is not a status")
            flt["statuses"] = [status]
        return {
            "action": "move",
            "from": "expedition",
            "scope": "any",
            "watched": flt,
            "leaves_expedition": True,  # switching Expeditions leaves it too (7.3.39.b)
        }
    if who == "one of your ascended expeditions" and event == "attempt to ascend again":
        # 7.5.3.a: an Ascended Expedition told to Ascend only attempts to.
        return {"action": "ascend", "scope": "mine", "attempt": True}
    if who == "i":
        if event in _I_EVENTS:
            return {**_I_EVENTS[event], "scope": "self"}
        m = _STATUS_EVENT.match(event)
        if m is not None and ph.status(m["status"]) is not None:
            action = "gain_status" if m["verb"] == "gain" else "lose_status"
            return {"action": action, "scope": "self", "status": ph.status(m["status"])}
    elif who in ("my expedition", "one of your expeditions") and event in _EXPEDITION_EVENTS:
        scope = "my_expedition" if who == "my expedition" else "mine"
        return {"action": _EXPEDITION_EVENTS[event], "scope": scope}
    elif who == "you" and event in _YOU_EVENTS:
        return {"action": _YOU_EVENTS[event], "scope": "mine"}
    raise NotUnderstood(low, f"'If {who} would {event}' is not a replaced event the reader knows")


def _result(result: str, watched: dict[str, Any], low: str) -> dict[str, Any]:
    """What happens instead."""
    m = _TO_ZONE.match(result)
    if m is not None and watched["scope"] == "self":
        return {"instead_to": _ZONES[m["zone"]]}
    if result == "discard me" and watched["scope"] == "self":
        return {"instead_to": "discard"}
    if result in ("discard me", "sacrifice me") and watched["action"].startswith("move_"):
        # "If my Expedition would move forward, you may discard me instead": the bearer.
        return {"instead_action": result.split()[0]}
    if result in _PLAYER_RESULTS:
        return {"instead_action": _PLAYER_RESULTS[result]}
    m = _SEVERAL_CARDS.match(result)
    if m is not None and (m["n"] or m["twice"]):
        # "draw two cards instead", "[Resupply] twice instead": that many atomic actions, each
        # taking the top card of the Deck as it is performed (7.3.9.a, 7.3.31.a).
        n = ph.number(m["n"]) if m["n"] else 2
        if n and n > 1:
            return {
                "instead_action": _PLAYER_RESULTS[m["what"] or "draw a card"],
                "instead_amount": n,
            }
    m = _BOOSTS.match(result)
    if m is not None and watched["scope"] == "self" and ph.number(m["n"]):
        return {"instead_action": "give_boost", "instead_amount": ph.number(m["n"])}
    m = _GAIN_STATUS.match(result)
    if m is not None and watched["scope"] == "self" and ph.status(m["status"]) is not None:
        return {"instead_status": ph.status(m["status"])}
    if result == "it loses all its boosts" and "watched" in watched:
        return {"instead_action": "remove_counters", "instead_counter": "boost"}
    m = _LOSES.match(result)
    if m is not None and "watched" in watched and ph.status(m["status"]) is not None:
        return {"instead_action": "lose_status", "instead_status": ph.status(m["status"])}
    m = _MORE_REGIONS.match(result)
    if m is not None and watched["action"] == f"move_{m['dir']}" and ph.number(m["n"]):
        return {"extra": ph.number(m["n"])}
    raise NotUnderstood(low, f"'{result} instead' is not a result the reader knows")
