"""The writer's words for readings that had none (the CR's vocabulary, issue 30): the
keyword-actions section's keyword filters and Permanents' zone types, and the steps and objects
``benchmarks/writer_coverage.py`` found no words for, so the hypothesis round trips
(``tests/cards_grammar/test_round_trip_cr_vocabulary.py``) cover them. Each function gives ``None``
for a reading that is not one of these (the main writer then tries its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.writer.puts import ic40_put_words
from scenarios.cards.grammar.writer.reserve_discard_targets import put_in_your_hand_words
from scenarios.cards.grammar.writer.several_types_nouns import type_noun

Step = dict[str, Any]
Describe = Callable[[dict[str, Any], str, bool], str]

_ZONE_NOUNS = {"permanents_in_landmarks": "Landmark", "permanents_in_expeditions": "Expedition"}
"""A Permanent's zone type said before its noun (2.2.3.d-e): "Landmark Permanent"."""

FILTER_KEYS = frozenset(
    {
        "keywords",
        "set_keywords",
        "in_your_other_expedition",
        "stat_of",
        "stat_min",
        "stat_max",
        "extreme",
        "extreme_of",
        *_ZONE_NOUNS,
    }
)
"""The filter keys :func:`zone_noun` and :func:`filter_words` say."""

_PLAYERS = {
    "each_player": "Each player",
    "opponent": "Each opponent",  # in a two-player game, the one (1.2.6)
    "target_opponent": "Target opponent",
    "target_player": "Target player",
    "its_controller": "Its controller",
    "its_owner": "Its owner",
}
"""The players of a step a player does (1.2.6, 7.2), as the reader names them."""

_EXPEDITIONS = {
    "target_expedition": "Target Expedition",
    "my_expedition": "My Expedition",
    "target_opponent_hero_expedition": "Target opponent's Hero Expedition",
    "target_opponent_companion_expedition": "Target opponent's Companion Expedition",
}
_ZONES = {"hand": "hand", "reserve": "Reserve", "mana": "Mana zone"}
_REGIONS = {"target_region": "target region", "my_region": "my region"}
_TIMES = {2: "twice", 3: "three times", 4: "four times", 5: "five times"}


def zone_noun(flt: dict[str, Any], noun: str) -> str:
    """``noun`` with a Permanent's zone type said before it ("Landmark Permanent"), the
    zone type's key taken out of ``flt``; ``noun`` as it is otherwise."""
    for key, said in _ZONE_NOUNS.items():
        if flt.pop(key, False):
            if noun != "Permanent":
                return f"{said} {noun}"  # an unknown noun: the reader will say so
            return f"{said} Permanent"
    return noun


def subtypes_or_words(subtypes: list[str]) -> str:
    """Sub-types of which an object has one (2.2.2): "Plant or Animal" ("Plant Animal"
    would say both)."""
    *first, last = subtypes
    return f"{', '.join(first)} or {last}"


def filter_words(flt: dict[str, Any]) -> list[str]:
    """A description's words after its noun for the keys of :data:`FILTER_KEYS`: "with
    Defender" (one keyword ability, 7.4), "in your other Expedition" (7.5.5)."""
    words: list[str] = []
    keywords = flt.get("keywords") or []
    if len(keywords) == 1:  # several: the main writer refuses them
        words.append(f"with {keywords[0]}")
    # "with [Tether]": a set's own keyword, bracketed as the set prints it (2.2.12.c)
    words += [f"with [{k}]" for k in flt.get("set_keywords") or ()]
    if flt.get("in_your_other_expedition"):
        words.append("in your other Expedition")
    if flt.get("stat_of"):  # "with {V} 3 or more" (2.2.11)
        icon = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}[str(flt["stat_of"])]
        low, high = flt.get("stat_min"), flt.get("stat_max")
        if low is not None and low == high:
            words.append(f"with a {icon} of {low}")
        elif low is not None and high is None:
            words.append(f"with {icon} {low} or more")
        elif high is not None and low is None:
            words.append(f"with {icon} {high} or less")
        else:
            words.append("with a statistic between two numbers")  # not read: refused back
    if flt.get("extreme"):  # "with the lowest Hand Cost" / "with the highest {V}"
        of = str(flt["extreme_of"])
        said = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}.get(of, "Hand Cost")
        if of == "boosts":  # "with the most / fewest boosts" (semantics/object_language.py)
            words.append(f"with the {'most' if flt['extreme'] == 'highest' else 'fewest'} boosts")
        else:
            words.append(f"with the {flt['extreme']} {said}")
    return words


def object_words(step: Step, describe: Describe) -> str | None:
    """Objects the main writer has no words for: "each [Boosted] Character controlled by
    target player" (1.2.6), "all [other] Characters in play and in Reserve" (3.1.4.a)."""
    subject = step.get("subject")
    if subject == "cards_in_play_and_reserve":  # 3.1.4.a, 3.2.10
        flt = dict(step.get("filter") or {})
        types = flt.pop("types", [])
        other = "other " if flt.pop("another", False) else ""
        noun = types[0] if len(types) == 1 else "card"
        plural = describe(flt, noun, True)
        return f"all {other}{plural} in play and in Reserve"
    if subject == "a_card_from_your_mana_zone" and not step.get("filter"):
        return "a card from your Mana zone"  # every object there is a Mana Orb (3.2.9.c)
    if subject == "characters_of_target_player":
        flt = dict(step.get("filter") or {})
        return f"each {describe(flt, 'Character', False)} controlled by target player"
    return None


def clause_words(step: Step, obj: Callable[[Step], str]) -> str | None:
    """A step the main writer has no words for, or writes without one of its fields: a
    player's own action done by another player (7.3.33.a, 7.3.31), an object put in its
    owner's zone (7.3.27), an object made to switch Expeditions or defect (7.3.18.a),
    an Expedition moving forward or backwards (7.3.24-25), passing (4.2.3.d), moving a
    Terrain Marker (7.3.23), a step repeated (6.5.i)."""
    action, subject = step["action"], step.get("subject")
    if "times" in step and "x_is" not in step and step["times"] in _TIMES:
        from scenarios.cards.grammar.writer.all_rules import _clause

        inner = {k: v for k, v in step.items() if k != "times"}
        return f"{_clause(inner)}, {_TIMES[step['times']]}"
    if action == "roll_die" and subject in _PLAYERS and not step.get("outcomes"):
        if set(step) != {"action", "subject", "outcomes"}:
            return None
        return f"{_PLAYERS[subject]} rolls a die"
    if action == "resupply" and subject in _PLAYERS and set(step) == {"action", "subject"}:
        return f"{_PLAYERS[subject]} Resupplies"
    moved = zone_move_words(step)
    if moved is not None:
        return moved
    moved = put_in_your_hand_words(step, obj)  # gu: a target put in your hand (7.3.27.a)
    if moved is not None:
        return moved
    moved = ic40_put_words(step, obj)  # ic40: "Put [object] in your hand / on top of …"
    if moved is not None:
        return moved
    if action == "discard" and subject == "top_cards_of_your_deck":  # 7.3.7.a
        if set(step) != {"action", "subject", "amount"}:
            return None
        n = step["amount"]
        said = {2: "two", 3: "three", 4: "four", 5: "five"}.get(n, str(n))
        top = "the top card" if n == 1 else f"the top {said} cards"
        return f"Put {top} of your deck in your Discard pile"
    if action == "put" and step.get("to") in ("hand", "mana") and step.get("to_owner"):
        if set(step) - _OWNERS_ZONE_SAID:  # id: never without a field ("two", "otherwise")
            return None
        several = step.get("up_to", 0) > 1 or subject == "objects_in_play"
        if several:
            return f"Put {obj(step)} in their owners' {_ZONES[step['to']]}"
        if step["to"] == "hand":
            return f"Put {obj(step)} in its owner's hand"
        return None
    if action == "have_do" and step["do"]["action"] in ("switch_expeditions", "defect"):
        done = step["do"]
        said = "switch Expeditions" if done["action"] == "switch_expeditions" else "defect"
        return f"Have {obj(done)} {said}"
    if action in ("move_forward", "move_backwards") and subject in _EXPEDITIONS:
        if set(step) != {"action", "subject"} or subject == "my_expedition":
            return None  # "My Expedition moves forward": the main writer's own words
        return f"{_EXPEDITIONS[subject]} moves {action.removeprefix('move_')} one region"
    if action == "pass" and set(step) == {"action"}:
        return "Pass"
    if action == "move_terrain_marker" and step.get("region") in _REGIONS:
        marker = {"a_terrain_marker": "a Terrain Marker"}.get(str(subject))
        if marker is None or set(step) != {"action", "subject", "region"}:
            return None
        return f"Move {marker} to {_REGIONS[step['region']]}"
    return None


_OWNERS_ZONE_SAID = frozenset({"action", "subject", "to", "to_owner", "up_to", "filter"})
"""id: the fields "Put [object] in its owner's hand" says (7.3.27.a, 1.1.3.d); a step with
another — "two Characters" (``choose_count``), "otherwise" (``if_not_done``), "Starting
with you" — is not written so (it would be written as another step)."""

_SAID = {
    "draw": {"action", "amount", "subject"},
    "send": {"action", "subject", "filter", "up_to", "total", "to", "any_number", "targets"},
    "put": {"action", "subject", "filter", "up_to", "total", "to", "any_number", "targets"},
    "return": {
        "action",
        "subject",
        "filter",
        "up_to",
        "total",
        "to",
        "to_owner",
        "any_number",
        "targets",
    },
    "sacrifice": {"action", "subject", "filter", "up_to", "total", "any_number", "targets"},
    "exhaust": {"action", "subject", "filter", "up_to", "total", "any_number", "targets"},
    "ready": {"action", "subject", "filter", "up_to", "total", "any_number", "targets"},
    "discard": {"action", "subject", "filter", "up_to", "total", "any_number", "targets"},
}
"""The fields the main writer's plainest words say, per step: a step with another field
("per", "times", a player other than you) is not written by them (it would be written as
another step)."""

_SAID_TO = {"send": "reserve", "put": "reserve", "return": "hand"}
"""Where the main writer's plain "Send … to Reserve" / "Put … in Reserve" / "Return … to
[its owner's] hand" puts the object (the owner's words only with ``to_owner``)."""


def unsaid(step: Step) -> list[str]:
    """The fields of ``step`` the main writer's plainest words would leave out."""
    action = step["action"]
    said = _SAID.get(action)
    if said is None:
        return []
    left = sorted(set(step) - said)
    if "to" in step and step["to"] != _SAID_TO.get(action):
        left.append(f"to {step['to']}")
    if action == "draw" and step.get("subject") is not None and "amount" not in step:
        left.append("amount")
    return left


_THE_MOVE = frozenset({"to", "to_owner", "position"})
"""id: the fields of a move that say where it goes (7.3.27.a, 7.3.37.b: "put", "return" and
"send" are synonyms rules-wise), which a synonym's words may say otherwise."""


def unsaid_but_the_move(step: Step, other: str) -> list[str]:
    """id: the fields of ``step`` that the plain words of the synonym ``other`` do not say,
    beyond where the move goes: a move written with a synonym must say every other field."""
    said = _SAID.get(other, frozenset()) | _THE_MOVE
    return sorted(set(step) - said - {"action"})


_FROM = {
    "a_card_from_your_hand": "your hand",
    "a_card_from_your_reserve": "your Reserve",
    "a_card_from_your_discard_pile": "your Discard pile",
    "a_card_from_your_mana_zone": "your Mana zone",
}
_INTO = {
    ("hand", ""): "in your hand",
    ("reserve", ""): "in your Reserve",
    ("mana", ""): "in your Mana zone",
    ("deck", "top"): "on top of your deck",
    ("deck", "bottom"): "at the bottom of your deck",
}


def zone_move_words(step: Step) -> str | None:
    """ "Put a [card] from your [zone] in your [zone] / on top of your deck" and "Return a
    [card] from your [zone] to your hand" (7.3.27.a, 3.2): a card the controller chooses in
    one of their zones (6.1.g)."""
    action, subject = step["action"], str(step.get("subject"))
    if action not in ("put", "return") or subject not in _FROM:
        return None
    if action == "put" and step.get("to") == "expedition":
        return _put_in_expedition_words(step, subject)
    if set(step) - {"action", "subject", "to", "filter", "position", "ready_orb"}:
        return None
    flt = dict(step.get("filter") or {})
    types = flt.pop("types", [])
    if flt or len(types) > 1:
        return None
    noun = type_noun(types) or "card"
    det = "an" if noun[:1].lower() in "aeiou" else "a"
    where = _INTO.get((str(step.get("to")), str(step.get("position") or "")))
    if where is None:
        return None
    if step.get("ready_orb"):
        if step.get("to") != "mana" or subject == "a_card_from_your_mana_zone":
            return None
        where += " as a ready Mana Orb"
    if action == "return":
        if step.get("to") != "hand":
            return None
        return f"Return {det} {noun} from {_FROM[subject]} to your hand"
    return f"Put {det} {noun} from {_FROM[subject]} {where}"


_UP_TO = {2: "two", 3: "three", 4: "four", 5: "five"}


def _put_in_expedition_words(step: Step, subject: str) -> str | None:
    """ "Put a Plant from your Reserve in your Expedition" / "Put up to two Plants from your
    hand in your Expedition" (gm): a Character card put in the Expedition its controller
    chooses (5.2.1.a, 6.1.g)."""
    if set(step) - {"action", "subject", "to", "filter", "up_to"}:
        return None
    flt = dict(step.get("filter") or {})
    subtypes = flt.pop("subtypes", [])
    if flt != {"types": ["Character"]} or len(subtypes) > 1:
        return None
    noun = subtypes[0] if subtypes else "Character"
    up_to = int(step.get("up_to", 0) or 0)
    if up_to:
        if up_to not in _UP_TO or noun.endswith(("s", "y")):
            return None
        return f"Put up to {_UP_TO[up_to]} {noun}s from {_FROM[subject]} in your Expedition"
    det = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"Put {det} {noun} from {_FROM[subject]} in your Expedition"


def _group_words(flt: dict[str, Any], describe: Describe) -> str | None:
    """ "[Other] [Boosted] Characters you control [in my Expedition]", "Tokens you control":
    a group of objects in play, as statics say it."""
    flt = dict(flt)
    tokens, types = flt.pop("tokens", False), flt.pop("types", [])
    if tokens and types not in ([], ["Character"]):
        return None
    if not tokens and types not in (["Character"], ["Permanent"]):
        return None
    noun = "token" if tokens else types[0]
    other = "Other " if flt.pop("another", False) else ""
    where = " in my Expedition" if flt.pop("in_my_expedition", False) else ""
    group = describe(flt, noun, True)
    group = group[:1].upper() + group[1:] if not other else group
    return f"{other}{group}{where}"


def _with_condition(body: str, passive: dict[str, Any]) -> str:
    """ "[body]." or "If [c], [body]." / "Unless [c], [body]." (2.3.2.f)."""
    condition = passive.get("if")
    if condition is None:
        return body + "."
    lowered = body if body.startswith("I ") else body[:1].lower() + body[1:]
    if condition.startswith("unless "):
        return f"Unless {condition[len('unless ') :]}, {lowered}."
    return f"If {condition}, {lowered}."


def stats_words(passive: dict[str, Any], describe: Describe) -> str | None:
    """ "[If c, ]I get +2/+0/+0." / "[Other] [Boosted] Characters you control [in my
    Expedition] get +1/+1/+1." (2.3.1.a), or ``None``."""
    stats = passive.get("stats")
    if stats is None or set(passive) - {"stats", "if"}:
        return None
    change = "/".join(f"{stats.get(k, 0):+d}" for k in ("forest", "mountain", "water"))
    if stats.get("per") is not None:  # "+1/+1/+1 for each [counted]" (2.3.1.a)
        change = f"{change} for each {stats['per']}"
    plain = {"scope", "forest", "mountain", "water", "per"}
    if stats.get("scope") == "self" and set(stats) <= plain:
        return _with_condition(f"I get {change}", passive)
    if stats.get("scope") != "group":
        return None
    flt = dict(stats.get("filter") or {})
    if flt.get("types") != ["Character"] and not flt.get("tokens"):
        return None
    group = _group_words(flt, describe)
    return None if group is None else _with_condition(f"{group} get {change}", passive)


_CANT = {
    "sacrifice": "sacrificed",
    "exhaust": "exhausted",
    "ready": "readied",
    "discard": "discarded",
    "target": "targeted",
    "target_by_opponent": "targeted by cards an opponent controls",
    "target_by_spell": "targeted by Spells",
    "target_by_opponents_spell": "targeted by Spells your opponents play",
    "go_to_reserve": "sent to Reserve",  # among other verbs (7.3.32.c)
}
# "[verb] by your opponents' effects" (gram34): done by an opponent's effect (6.2.h, 1.4.1.a)
_CANT.update(
    {
        f"{action}_by_opponent": f"{_CANT[action]} by your opponents' effects"
        for action in ("sacrifice", "exhaust", "ready", "discard", "go_to_reserve")
    }
)


def cant_be_words(passive: dict[str, Any], describe: Describe) -> str | None:
    """ "[If c, ]I can't be sacrificed or discarded." / "[Group] can't gain boosts."
    (1.4.1.a), or ``None``."""
    cant = passive.get("cant_be")
    if cant is None or set(passive) - {"cant_be", "if"} or set(cant) - {"actions", "filter"}:
        return None
    actions = list(cant["actions"])
    if len(actions) > 1 and any(a.endswith("_by_opponent") for a in actions):
        return None  # a source said after several verbs is not read (refused by the reader)
    if actions == ["gain_boosts"]:
        verb = "can't gain boosts"
    elif actions == ["gain_counters"]:
        verb = "can't gain counters"  # of any kind, boosts too (2.5.1.a)
    elif actions == ["gain_boosts", "gain_counters"]:
        verb = "can't gain boosts or counters"  # ie40 (1.4.1.a)
    elif actions == ["switch_expeditions"]:
        verb = "can't switch Expeditions"  # 7.3.39.a (g5)
    elif actions == ["go_to_reserve"]:
        verb = "can't go to Reserve"  # a "can't" on a zone move (1.4.1.a)
    elif actions == ["gain_status"]:
        verb = "can't gain statuses"  # any status (2.4.1.a)
    elif len(actions) == 1 and actions[0] in ("gain_anchored", "gain_asleep", "gain_fleeting"):
        verb = f"can't gain [[{actions[0].removeprefix('gain_').capitalize()}]]"  # 2.4.1
    elif actions and all(a in _CANT for a in actions):
        *first, last = (_CANT[a] for a in actions)
        verb = "can't be " + (f"{', '.join(first)} or {last}" if first else last)
    else:
        return None
    if "filter" not in cant:
        return _with_condition(f"I {verb}", passive)
    orbs_of = {"": "", "you": "Your ", "opponent": "Your opponents' "}
    filt = cant["filter"]
    if set(filt) <= {"mana_orbs", "controller"} and filt.get("mana_orbs") is True:
        # "[Your / Your opponents'] Mana Orbs can't be exhausted" (1.4.1.a, 1.2.5.e)
        whose = orbs_of.get(filt.get("controller", ""))
        if whose is None:
            return None
        return _with_condition(f"{whose}Mana Orbs {verb}", passive)
    group = _group_words(cant["filter"], describe)
    return None if group is None else _with_condition(f"{group} {verb}", passive)


def next_played_words(ongoing: dict[str, Any], describe: Describe) -> str:
    """ "The next [card] you play [from your hand / Reserve] [in {V}] this turn [change]"
    (5.2.d; moved here from writer/all_rules.py, which had grown past its size)."""
    from scenarios.cards.grammar.writer.all_rules import Unwritable

    nxt = dict(ongoing["next_played"])
    flt = dict(nxt.pop("filter", None) or {})
    noun = nxt.pop("card_type", "card")
    noun = "" if noun == "card" and flt.get("subtypes") else noun
    origin = nxt.pop("played_from", None)  # "from your hand / Reserve" (Reserve)
    played = {"hand": " you play from your hand", "reserve": " you play from your Reserve"}.get(
        str(origin), " you play"
    )
    if nxt.get("into_terrain"):  # "you play in {V}" (7.5.8.b)
        icon = {"forest": "{V}", "mountain": "{M}", "water": "{O}"}[str(nxt.pop("into_terrain"))]
        played += f" in {icon}"
    desc = describe(flt, noun, False)
    duration = {
        "this turn": "this turn",
        "this Afternoon": "this Afternoon",
        "this Day": "this Day",
    }[ongoing["duration"]]
    count = nxt.pop("count", 1)  # gh: "The next two Characters you play …" (5.2.d)
    if nxt.get("boosts"):
        n = nxt.pop("boosts")
        change = f"gains {n} boost{'s' if n != 1 else ''}"
    elif nxt.get("cost_change"):
        n = nxt.pop("cost_change")
        change = f"costs {{{abs(n)}}} {'less' if n < 0 else 'more'}"
    elif nxt.get("gain_status"):
        change = f"gains {nxt.pop('gain_status')}"
    elif nxt.get("lose_status"):
        change = f"loses {nxt.pop('lose_status')}"
    elif nxt.pop("free", False):
        change = "is free"
    elif nxt.get("activates"):  # 7.3.1.b
        icons = {"played_from_reserve": "{R}", "played_from_hand": "{H}", "enters_play": "{J}"}
        change = f"activates its {icons[str(nxt.pop('activates'))]} abilities"
    else:
        raise Unwritable("this next-played change")
    if nxt:
        raise Unwritable(f"the next-played fields {sorted(nxt)}")
    if count > 1:
        from scenarios.cards.grammar.writer.plays_costs_events import counted_words

        return counted_words(count, desc, f"{played} {duration}", change)
    return f"The next {desc}{played} {duration} {change}"
