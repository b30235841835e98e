"""One printed ability -> the card language: a keyword (7.4), a Reaction "trigger —
effect" (2.2.12.l), a quick action "cost: effect" (2.2.12.k) or a passive ability
(2.2.12.m); or, for a Spell, part of its effect (5.1.2.j).

The ability's form is recognised first (its trigger or cost, its condition), then its
effect is read by :mod:`scenarios.cards.printed.effects`. Results are plain dicts in the
card file's own shape, validated by the same pydantic models as a hand-written card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from scenarios.cards.grammar.semantics.named_expedition_conditions import counted_in_it_said
from scenarios.cards.grammar.voiced import house_voice
from scenarios.cards.printed import control_and_moves as _control  # noqa: F401  (registers its clauses)
from scenarios.cards.printed import deck_top as _deck_top  # noqa: F401  (registers its clauses)
from scenarios.cards.printed import defect_double as _defect_double  # noqa: F401  (registers its clauses)
from scenarios.cards.printed import delayed as _delayed  # noqa: F401  (registers its clause)
from scenarios.cards.printed import have_clauses as _have  # noqa: F401  (registers its clauses)
from scenarios.cards.printed import phrases as ph
from scenarios.cards.printed import zone_clauses as _zones  # noqa: F401  (registers its clauses)
from scenarios.cards.printed.clauses import NotUnderstood, read_clause
from scenarios.cards.printed.effects import read_effect, starts_with_it
from scenarios.cards.printed.gainers import gainer_filter
from scenarios.cards.printed.phrases import card_filter
from scenarios.cards.printed.replacements import read_replacement
from scenarios.cards.printed.triggers import IT_TRIGGERS as EVENT_IT_TRIGGERS
from scenarios.cards.printed.triggers import read_event

_KEYWORDS = ("cooldown", "defender", "eternal", "fleeting", "gigantic", "seasoned")
_KEYWORD = re.compile(r"^(?P<kw>" + "|".join(_KEYWORDS) + r")\.?$")
_NUMBERED = re.compile(r"^(?P<kw>scout|tough) \{?(?P<n>\d+)\}?\.?$")
_SYMBOL = {"J": "enters_play", "H": "played_from_hand", "R": "played_from_reserve"}
_SYMBOL_RE = re.compile(r"^\{(?P<s>[JHR])\} (?P<effect>.+)$")
_PHASE = re.compile(
    r"^at (?P<phase>morning|noon|afternoon|dusk|night)(?:, if (?P<cond>.+?))?"
    r" \u2014 (?P<effect>.+)$"
)
_EVENT = re.compile(r"^(?:when|after) (?P<event>.+?)(?:, if (?P<cond>.+?))? \u2014 (?P<effect>.+)$")
_SPEND = re.compile(r"^spend (?P<n>\d+) of my (?:(?P<counter>[a-z]+) counters?|boosts?)$")
_ONLY_IF = re.compile(r"\s*you can only activate this if (?P<cond>[^.]+)\.?$", re.IGNORECASE)
_COST_ITEM = re.compile(r"^\{(?P<icon>[TD]|\d+)\}$")
_QUICK = re.compile(
    r"^(?P<cost>(?:\{[TD\d]+\}|[^:\u2022]+?)(?:, [^:\u2022]+?)*) ?: (?P<effect>.+)$"
)

IT_TRIGGERS = (
    frozenset(
        {
            "character_joins_my_expedition",
            "another_character_joins_my_expedition",
            "character_joins_your_expeditions",
            "another_character_joins_your_expeditions",
            "character_joins_one_of_your_expeditions",
            "character_joins_an_expedition",
            "character_joins_an_opponents_expedition",
            "you_play_a_card",
            "you_sacrifice_a_character",
            "gains_status",
            "gains_a_status",  # the object that gained (6.3.i)
            "becomes_status",
            "gains_boosts",
            "gains_counters",  # "it": the object that gained (6.3.i)
            "counter_reaches",  # "it": the object whose Nth counter it is (6.3.i)
            "counters_removed",  # gi: "it": the object the counters were removed from (6.3.i)
            "counters_spent",  # gi: "it": the object that spent them (6.3.i)
            "spends_last_counter",  # gy: "it": the object that spent its last (6.3.i)
            "any_counters_removed",  # gy: the object the counters were removed from (6.3.i)
            "any_counters_spent",  # gy: the object that spent them (6.3.i)
            "you_create_a_token",
            "you_reveal_a_card_this_way",  # "it": the card revealed
            "player_draws_a_card",  # "it": the card drawn (engine.pipeline.player_triggers)
            "card_discarded",  # "it": the card discarded, in the Discard pile
            "you_receive_a_token",  # "it": the token received (7.3.30.a)
            "permanent_joins_your_landmarks",  # "it": the Permanent (7.5.10.a)
            # the object of the event each of these names, as the engine binds it (6.3.i):
            "loses_status",  # the object that lost the status (7.3.21)
            "player_sacrifices",  # the Character sacrificed, in the Discard pile (7.3.36.a)
            "you_exhaust_a_reserve_card",  # the card exhausted in Reserve (7.3.13.a)
            "card_leaves_your_discard_pile",  # the card, where it went (3.2.3)
            "card_leaves_your_hero_zone",  # the card, where it went (3.2.6)
            "you_receive_a_gift",  # the card drawn or resupplied, or the token (7.3.29.a)
            "object_switches_expeditions",  # "it": the Character that switched (7.3.39.b)
            "object_defects",  # "it": the object that defected, where it is now (7.3.6.a)
            "object_changes_controller",  # "it": the object, under its new controller
            "card_joins_your_reserve",  # "it": the card in the Reserve (6.3.i)
            "loses_last_boost",  # ie39: the object that lost its last boost / [name] counter
        }
    )
    | EVENT_IT_TRIGGERS
)
"""Triggers that name objects: "it" in their effect is those objects (6.3.i)."""

EVENTS = {
    "i leave the expedition zone": "leaves_expedition_zone",
    "i leave the landmark zone": "leaves_landmark_zone",
    "i'm sacrificed": "sacrificed",
    "i am sacrificed": "sacrificed",
    "i go to reserve from your hand": "goes_to_reserve_from_hand",
    "i go to reserve from the expedition zone": "goes_to_reserve_from_expedition_zone",
    "i go to reserve": "goes_to_reserve_from_anywhere",
    "i go to reserve from anywhere": "goes_to_reserve_from_anywhere",
    "a character joins my expedition": "character_joins_my_expedition",
    "i join an expedition": "i_join_an_expedition",  # gk: self-move (6.3.c, 7.5.10.a)
    "another character joins my expedition": "another_character_joins_my_expedition",
    "a character joins your expeditions": "character_joins_your_expeditions",
    "another character joins your expeditions": "another_character_joins_your_expeditions",
    "my expedition moves forward": "my_expedition_moves_forward",
    # 4.2.4.i: only Progress (in Dusk) makes an Expedition fail to move forward, so
    # "during Dusk" adds nothing to the trigger.
    "my expedition fails to move forward": "my_expedition_fails_to_move_forward",
    "my expedition fails to move forward during dusk": "my_expedition_fails_to_move_forward",
    "you sacrifice a character": "you_sacrifice_a_character",
    "an opponent draws one or more cards or resupplies": "opponent_draws_or_resupplies",
    "you exhaust a card in reserve": "you_exhaust_a_reserve_card",
    "you create a token character": "you_create_a_token",
    "you create a token": "you_create_a_token",
    "you roll one or more dice": "you_roll_dice",  # once per step you roll in (7.3.33.a)
    # A card revealed by my own "also reveal the top card of your deck" (6.2.c, 1.2.7.d).
    "you reveal a card this way": "you_reveal_a_card_this_way",
    "my expedition attempts to ascend": "my_expedition_attempts_to_ascend",  # 7.5.3.a
    "one of your expeditions attempts to ascend": "your_expedition_attempts_to_ascend",
}
"""Event triggers (6.3.b) as card text says them, and the engine trigger each is."""


@dataclass(frozen=True)
class Keyword:
    """A keyword ability line ("[Gigantic].", "[Scout] {2}.")."""

    name: str


def read_keyword(text: str) -> Keyword | None:
    """The keyword ability a line is, if it is one (7.4)."""
    low = text.lower()
    m = _KEYWORD.match(low)
    if m is not None:
        return Keyword(m["kw"].capitalize())
    m = _NUMBERED.match(low)
    if m is not None:
        return Keyword(f"{m['kw'].capitalize()} {m['n']}")
    return None


def read_ability(text: str, *, support: bool) -> dict[str, Any]:
    """One ability (not a keyword) -> an ``AbilityModel`` dict; :class:`NotUnderstood`
    if its form or effect is not one the grammar reads."""
    body = text
    if body.startswith("{I} "):
        body, support = body[4:], True  # the support marker (2.2.12.d)
    # the voices the grammar reads as its house voice, read so here too: a pattern never
    # reads "2 boost counters" as counters named "Boost" (7.3.4.a Remark; gram38)
    body = house_voice(body)
    ability = _read_ability(text, body, support)
    if counted_in_it_said(ability):
        # ic: "if there are 2 or more Characters in it" names the Expedition a move trigger or
        # a target Expedition's step named (6.3.i, 6.5.b): the grammar alone checks that
        raise NotUnderstood(body.lower(), "a count 'in it' is read after an Expedition named only")
    part = ability.get("reaction") or ability.get("quick_action")
    if part is not None and starts_with_it(part["effect"]):
        trigger = part.get("trigger")
        if trigger not in IT_TRIGGERS:
            raise NotUnderstood(
                body.lower(), "'it' does not refer to anything the trigger or effect names"
            )
    return ability


@dataclass(frozen=True)
class Trigger:
    """The trigger of an ability whose effect may not be readable: an engine trigger name
    (``enters_play``, ``at_phase`` …) and, for "At [phase]", the phase; for an event
    trigger, the reaction's fields as far as read (trigger, filter, condition …) without
    its effect, so the engine can name the ability when its event happens (6.3.f)."""

    trigger: str
    phase: str | None = None
    support: bool = False
    reaction: dict[str, Any] | None = field(default=None, hash=False, compare=False)


def read_trigger(text: str) -> Trigger | None:
    """The trigger of ``text`` (a cleaned ability) when it is one the engine can name the
    moment of — "{J}", "{H}", "{R}" (7.1.1.a-c), "At [phase]" (4.2.b) or an event the
    grammar reads (6.3.f) — whether or not its effect is readable; ``None`` otherwise (a
    quick action, a passive ability), so a not-executed ability is then named when its
    card is played."""
    body, support = text, False
    if body.startswith("{I} "):
        body, support = body[4:], True
    m = _SYMBOL_RE.match(body)
    if m is not None:
        return Trigger(_SYMBOL[m["s"]], None, support)
    low = body.lower()
    m = _PHASE.match(low) if low.startswith("at ") else None
    if m is not None:
        return Trigger("at_phase", m["phase"], support)
    m = _EVENT.match(low)
    reaction = event_reaction(m["event"], m["cond"]) if m is not None else None
    if reaction is not None:
        return Trigger(reaction["trigger"], None, support, reaction)
    return None


def _read_ability(text: str, body: str, support: bool) -> dict[str, Any]:
    ability: dict[str, Any] = {"text": text}
    if support:
        ability["support"] = True
    m = _SYMBOL_RE.match(body)
    if m is not None:
        ability["reaction"] = {"trigger": _SYMBOL[m["s"]], "effect": read_effect(m["effect"])}
        return ability
    low = body.lower()
    m = _PHASE.match(body.lower()) if low.startswith("at ") else None
    if m is not None:
        reaction: dict[str, Any] = {"trigger": f"at_{m['phase']}"}
        if m["cond"]:
            reaction["if"] = m["cond"]
        reaction["effect"] = read_effect(_original(body, m.start("effect")))
        ability["reaction"] = reaction
        return ability
    m = _EVENT.match(low)
    if m is not None:
        fields = event_reaction(m["event"], m["cond"])
        if fields is None:
            event = body[m.start("event") : m.end("event")]
            raise NotUnderstood(
                f"when {m['event']}", f"the trigger 'When {event}' is not understood yet"
            )
        revealed = fields["trigger"] == "you_reveal_a_card_this_way"  # "it" is in a Deck
        fields["effect"] = read_effect(_original(body, m.start("effect")), it_revealed=revealed)
        ability["reaction"] = fields
        return ability
    passive = read_passive(body)
    if passive is not None:
        ability["passive"] = passive
        return ability
    m = _QUICK.match(body)
    if m is not None:
        cost = _cost(m["cost"])
        effect_text, only_if = m["effect"], None
        only = _ONLY_IF.search(effect_text)
        if only is not None:
            effect_text, only_if = effect_text[: only.start()], only["cond"]
        ability["quick_action"] = {"cost": cost, "effect": read_effect(effect_text)}
        if only_if:
            ability["quick_action"]["if"] = only_if
        if cost.get("discard_me_from_reserve"):
            ability["support"] = True  # {D} can only be paid from Reserve (2.2.12.d)
        return ability
    raise NotUnderstood(low, f"'{body}' is not understood yet")


def event_reaction(event: str, cond: str | None = None) -> dict[str, Any] | None:
    """The reaction fields (without its effect) of an event trigger "When [event][, if
    [cond]]" (6.3.b), lower case; ``None`` if the event is not one the grammar reads."""
    trigger = EVENTS.get(event)
    played = _played(event)
    if played is not None:
        trigger = "you_play_a_card"
    gain = _gain(event)
    if gain is not None:
        trigger = gain.pop("trigger")
        played = gain.pop("filter")
    extra = read_event(event) if trigger is None else None
    if extra is not None:
        trigger, gain = extra.pop("trigger"), extra  # its filter and narrowing fields
    if trigger is None:
        return None
    reaction: dict[str, Any] = {"trigger": trigger, **(gain or {})}
    if event == "you create a token character":  # gdef: token Characters only (2.2.1)
        played = {"types": ["Character"]}
    if played:
        reaction["filter"] = played
    if cond:
        reaction["if"] = cond
    return reaction


def read_passive(text: str) -> dict[str, Any] | None:
    """A passive ability (2.2.12.m) of the forms the card grammar does not read yet, as a
    ``PassiveModel`` dict: a replacement whose result the grammar has no step for
    (:mod:`.replacements`); ``None`` if the text is not one. Every other passive ability
    (keywords given, cost changes, "can't" texts, rules changed, the CR's dependency
    examples) is the grammar's (``scenarios/cards/grammar/semantics/static*.py``)."""
    return read_replacement(text)


_GAIN = re.compile(r"^(?P<who>i|(?:an?|another) [a-z -]+?) (?P<verb>gains?|becomes?) (?P<what>.+)$")
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _gain(event: str) -> dict[str, Any] | None:
    """ "[object] gains [status]", "[object] gains N or more boosts", "I gain my third
    [name] counter": the trigger, its filter and what is gained; ``None`` otherwise."""
    m = _GAIN.match(event)
    if m is None:
        return None
    who, what = m["who"], m["what"]
    flt = gainer_filter(who)
    if flt is None:
        return None
    status = ph.status(what)
    if status is not None:
        becomes = m["verb"].startswith("become")  # 7.5.4.a: did not have it before
        trigger = "becomes_status" if becomes else "gains_status"
        return {"trigger": trigger, "filter": flt, "status": status}
    if m["verb"].startswith("become"):
        return None
    boosts = re.fullmatch(r"(?P<n>\d+) or more boosts?", what)
    if boosts is not None:
        return {"trigger": "gains_boosts", "filter": flt, "amount": int(boosts["n"])}
    counter = re.fullmatch(r"my (?P<nth>[a-z]+) (?P<name>[a-z]+) counter", what)
    if counter is not None and who == "i" and counter["nth"] in _ORDINALS:
        return {
            "trigger": "counter_reaches",
            "filter": flt,
            "amount": _ORDINALS[counter["nth"]],
            "counter": counter["name"].capitalize(),
        }
    return None


def _played(event: str) -> dict[str, Any] | None:
    """ "you play a Spell" -> the filter of the cards played (5.1.2.l); ``None`` if the
    event is not a play by "you"."""
    if not event.startswith("you play "):
        return None
    played = event[len("you play ") :]
    mine = _MY_COUNTERS_MIN.search(played)
    if mine is None:
        return card_filter(played)
    # "a Character with Hand Cost greater than or equal to my number of Heroism counters":
    # its Hand Cost against the counters on me, as the trigger is checked (2.5.c).
    flt = card_filter(played[: mine.start()])
    if flt is None:
        return None
    return {**flt, "hand_cost_min_my_counters": mine["name"].capitalize()}


_MY_COUNTERS_MIN = re.compile(
    r" with hand cost greater than or equal to my number of (?P<name>[a-z]+) counters$"
)


def _original(body: str, start: int) -> str:
    """The text from ``start`` on, as printed (the grammar matched its lower-case copy)."""
    return body[start:]


def _chosen_cost(item: str) -> dict[str, Any] | None:
    """ "Discard a card from your Reserve", "Sacrifice a Character": a cost moving an object
    the player chooses (1.2.5.a), read as the step it is; ``None`` otherwise."""
    low = item.lower()
    if not low.startswith(("discard ", "sacrifice ")):
        return None
    try:
        step = read_clause(low)
    except NotUnderstood:
        return None
    return step if str(step.get("subject", "")).startswith("a_") else None


def _cost(text: str) -> dict[str, Any]:
    """A quick action's cost: {T} exhaust me (7.1.4.a), {D} discard me from Reserve
    (7.1.4.b), {N} mana (1.2.5.e), "Spend N of my [name] counters / boosts" (7.3.38.a)."""
    cost: dict[str, Any] = {"mana": 0}
    for item in (i.strip() for i in text.split(",")):
        spend = _SPEND.match(item.lower())
        if spend is not None and "spend" not in cost:
            cost["spend"] = int(spend["n"])
            cost["counter"] = spend["counter"].capitalize() if spend["counter"] else "boost"
            continue
        m = _COST_ITEM.match(item)
        chosen = _chosen_cost(item) if m is None else None
        if chosen is not None:
            cost.setdefault("steps", []).append(chosen)
            continue
        if m is None:
            raise NotUnderstood(
                item.lower(), f"the cost '{item}' is not understood yet (only {{T}}, {{D}}, mana)"
            )
        icon = m["icon"]
        if icon == "T":
            cost["exhaust_me"] = True
        elif icon == "D":
            cost["discard_me_from_reserve"] = True
        else:
            cost["mana"] += int(icon)
    return cost
