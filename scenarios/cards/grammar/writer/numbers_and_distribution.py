"""The writer's words for the readings of the grammar's "numbers and distribution" section and of
the session-3 sections "conditions and triggers, round 2" and "effects, round 2" (issue 30),
in the cards' own style, so the round trip
(``tests/cards_grammar/test_round_trip_numbers_and_distribution.py``)
covers them: "any number of" / "that many" (6.5.i), distributing (7.3.16, 2.5), exchanging
boosts (7.3.11), keyword lists (7.4), "Otherwise" after several sentences (6.5.e) and "If you
do … Otherwise" (6.5.c); Hand Cost maxima found on the board (2.2.7), "a Robot or Character",
"When I'm exhausted", "where X is the result" (7.3.33.b), a target chosen before a roll, and
"Each player discards their hand and their Reserve". Each function gives ``None`` for a
reading that is not one of these (the main writer then tries its own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenarios.cards.grammar.semantics.players_acting import counts_objects
from scenarios.cards.grammar.writer.decisions import who_decided

Step = dict[str, Any]
Words = Callable[[Step], str]

_NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
_VERBS = {
    "discard": "Discard",
    "sacrifice": "Sacrifice",
    "augment": "Augment",
    "exhaust": "Exhaust",
    "ready": "Ready",
}
_IN_RESERVE = {
    "a_card_from_your_reserve": "from your Reserve",
    "a_card_from_your_hand": "from your hand",
}
_HAND_COST_FROM = {
    "characters_you_control": (
        "with Hand Cost {X} or less, where X is the number of Characters you control"
    ),
    "highest_you_control": (
        "with Hand Cost less than or equal to the Hand Cost of a Character you control"
    ),
}
_THIS_WAY = {
    "sabotage": "If you discarded a card this way",
    "resupply": "If you put a card in Reserve this way",
    "exhausted_resupply": "If you put a card in Reserve this way",
}
"""How a follow-up of Sabotage / Resupply is said with the step's own verb (6.5.f)."""
_DISTRIBUTED = ", distributed as you choose among any number of target Expeditions"


def filter_words(flt: dict[str, Any]) -> list[str]:
    """A description's words for the filters of the conditions' second round: a Hand Cost
    maximum found as the object is checked (2.2.7, 6.5.b)."""
    found = flt.get("hand_cost_max_from")
    return [_HAND_COST_FROM[found]] if found in _HAND_COST_FROM else []


FILTER_KEYS = frozenset({"hand_cost_max_from"})
"""The filter keys :func:`filter_words` writes."""


def keyword_list_words(keywords: list[str]) -> str:
    """ "I am Gigantic and Tough 1." / "I have Defender, Gigantic and Tough 2." (7.4)."""
    *first, last = keywords
    verb = "have" if len(keywords) > 2 else "am"
    return f"I {verb} {', '.join(first)} and {last}."


def _plural(step: Step, describe: Callable[[dict[str, Any], str, bool], str]) -> str | None:
    """The objects of a choice or targets as "any number of" says them (plural)."""
    subject = str(step.get("subject"))
    flt = dict(step.get("filter") or {})
    types = flt.pop("types", [])
    if subject in _IN_RESERVE and set(flt) <= set() and len(types) <= 1:
        noun = types[0] + "s" if types else "cards"
        return f"{noun} {_IN_RESERVE[subject]}"
    if subject == "a_character_you_control" and not types:  # yours, as it is read (6.1.g)
        return describe({**flt, "controller": "you"}, "Character", True)
    if subject == "target_card_in_play_or_reserve" and not flt and len(types) <= 1:
        return f"target {types[0] + 's' if types else 'cards'} in play or in Reserve"
    if subject == "target_character" and not types:
        return "target " + describe(flt, "Character", True)
    return None


def _among(step: Step, describe: Callable[[dict[str, Any], str, bool], str]) -> str | None:
    """ "among any Characters in Reserve" / "among Characters you control" (6.1.g)."""
    subject = str(step.get("subject"))
    flt = dict(step.get("filter") or {})
    if subject == "a_card_in_reserve" and set(flt) <= {"types"}:
        types = flt.get("types", [])
        if len(types) <= 1:
            return f"any {types[0] + 's' if types else 'cards'} in Reserve"
    if subject == "a_character_you_control":
        flt["controller"] = "you"
        return describe(flt, "Character", True)
    return None


def clause_words(
    step: Step,
    obj: Words,
    clause: Words,
    describe: Callable[[dict[str, Any], str, bool], str],
) -> str | None:
    """The clause of one of these steps (``obj``: the main writer's object words,
    ``clause``: its clause words, ``describe``: its description words)."""
    action = step["action"]
    subject = str(step.get("subject"))
    keys = set(step) - {"action", "subject", "filter"}
    if step.get("any_number") and action in _VERBS and keys == {"any_number"}:
        said = _plural(step, describe)
        if said is None:
            return None
        if action == "sacrifice" and said.endswith(" you control"):
            said = said[: -len(" you control")]  # one sacrifices what one controls (7.3.29)
        return f"{_VERBS[action]} any number of {said}"
    if keys == {"times"} and action == "give_boost" and step["times"] > 1:
        among = _among(step, describe)
        n = step["times"]
        return None if among is None else f"Distribute {_NUMBERS.get(n, n)} boosts among {among}"
    if keys == {"times", "amount", "counter"} and action == "gain_counters":
        among = _among(step, describe)
        if among is None or step["amount"] != 1 or step["times"] < 2:
            return None
        return f"Distribute {step['times']} {step['counter']} counters among {among}"
    if action == "create" and subject == "target_expeditions_distributed":
        placed = clause({**step, "subject": "target_expedition"})
        return placed.removesuffix(" in target Expedition") + _DISTRIBUTED
    if action == "exchange_boosts" and keys == {"targets"} and step["targets"] == 2:
        flt = dict(step.get("filter") or {})
        if subject == "target_card_in_play_or_reserve" and set(flt) <= {"types"}:
            types = flt.get("types", [])
            noun = types[0] + "s" if types else "cards"
            return f"Target two {noun} in play or in Reserve and exchange their boosts"
        if subject == "target_character":
            return f"Exchange the boosts of two target {describe(flt, 'Character', True)}"
        return None
    if (
        action == "exchange_boosts"
        and keys == {"with"}
        and step["with"] == "a_character_you_control"
    ):
        other = obj({"subject": "a_character_you_control"})
        return f"Exchange the boosts of {obj(step)} and {other}"
    if action == "sacrifice" and subject == "a_character_or_permanent_you_control":
        flt = step.get("filter") or {}
        subtypes, others = flt.get("subtypes", []), flt.get("or_types", [])
        if keys or set(flt) != {"subtypes", "or_types", "types"} or len(subtypes) != 1:
            return None
        if len(others) != 1 or sorted(flt["types"]) != ["Character", "Permanent"]:
            return None
        return f"Sacrifice a {subtypes[0]} or {others[0]}"
    if action == "send" and step.get("to") == "deck" and step.get("position") == "X":
        if set(step) - {"action", "subject", "filter", "to", "position", "to_owner"}:
            return None
        if not step.get("to_owner"):
            return None  # "its owner's deck" names it by ownership (1.1.3.d)
        return f"Send {obj(step)} to the Xth position of its owner's deck"
    if action == "_discards_hand_and_reserve":
        then = f", then draws {_NUMBERS[step['draw']]} cards" if step.get("draw") else ""
        return f"Each player discards their hand and their Reserve{then}"
    return None


def effect_pairs(effect: list[Step]) -> list[Step]:
    """Steps written as one sentence: "Each player discards their hand and their Reserve,
    then draws N cards" (two steps read from one sentence, 7.3.7, 7.3.9)."""
    out: list[Step] = []
    for step in effect:
        if (
            out
            and out[-1] == {"action": "_discards_hand_and_reserve"}
            and set(step) == {"action", "amount", "subject"}
            and step["action"] == "draw"
            and step["subject"] == "each_player"
        ):
            out[-1] = {**out[-1], "draw": step["amount"]}
            continue
        if step == {"action": "discard", "subject": "cards_in_each_players_hand_and_reserve"}:
            out.append({"action": "_discards_hand_and_reserve"})
            continue
        out.append(step)
    return out


def sentence_words(
    step: Step,
    sentences: Callable[[Step], list[str]],
    chain: Callable[[list[Step]], str],
    clause: Words,
    lower: Callable[[str], str],
) -> list[str] | None:
    """The sentences of one of these steps (the main writer's ``sentences``, ``chain``,
    ``clause`` and ``lower``), or ``None``."""
    then = step.get("then") or []
    counts = step.get("any_number") or (counts_objects(step) and not step.get("may"))  # gfx
    if counts and len(then) == 1 and then[0].get("per") == "that many":
        first = {k: v for k, v in step.items() if k != "then"}
        counted = then[0]
        if counted == {"action": "draw", "amount": 1, "per": "that many"}:
            return [clause(first), "Draw that many cards"]
        if counted == {"action": "give_boost", "amount": 1, "per": "that many", "subject": "self"}:
            return [clause(first), "I gain that many boosts"]
        if counted.get("action") == "create" and counted.get("amount") == 1:
            # "Create that many [token]s in [place]" (7.3.5, 6.5.i)
            one = clause({k: v for k, v in counted.items() if k != "per"})
            many = one.replace("Create a ", "Create that many ", 1).replace(
                "Create an ", "Create that many ", 1
            )
            many = many.replace(" token in ", " tokens in ", 1)
            if many != one and " tokens in " in many:
                return [clause(first), many]
        return None
    if "if" in step and "also" in step and "otherwise" in step and step["if"] != "you don't":
        # "If [c], [X]. [Y]. Otherwise, [Z]." (6.5.e)
        first = {k: v for k, v in step.items() if k not in ("if", "also", "otherwise")}
        said = sentences(first)
        if len(said) != 1:
            return None
        condition = step["if"]
        head = f"Unless {condition[7:]}" if condition.startswith("unless ") else f"If {condition}"
        rest = [s for also in step["also"] for s in sentences(also)]
        return [f"{head}, {lower(said[0])}", *rest, f"Otherwise, {lower(chain(step['otherwise']))}"]
    if step.get("may") and "if_not_done" in step and set(step) - {"if", "pay"} == set(step):
        # "You may [X]. If you do, [Y]. [W]. Otherwise, [Z]." / "You may [X]. If you don't, [Z]."
        first = {k: v for k, v in step.items() if k not in ("then", "if_not_done")}
        said = sentences(first)
        if len(said) != 1 or any("if" in s or "may" in s for s in then):
            return None
        instead = lower(chain(step["if_not_done"]))
        who = who_decided(step)  # "If they …" after another player's choice (6.1.h)
        if not then:
            return [said[0], f"If {who} don't, {instead}"]
        done = [
            f"If {who} do, {lower(chain(then[:1]))}",
            *(s for t in then[1:] for s in sentences(t)),
        ]
        return [said[0], *done, f"Otherwise, {instead}"]
    this_way = _THIS_WAY.get(str(step.get("action")))
    if (
        this_way
        and set(step) == {"action", "then"}
        and not any(set(t) & {"if", "may"} for t in step["then"])
    ):
        # "Sabotage. If you discarded a card this way, [Y]." (6.5.f, 7.3.35.a, 7.3.31)
        return [clause({"action": step["action"]}), f"{this_way}, {lower(chain(step['then']))}"]
    drawn = _draw_it_words(step, chain, clause, lower)
    if drawn is not None:
        return drawn
    listed = _keywords_for_a_time(step, clause)
    if listed is not None:
        return [listed]
    roll = _roll_words(step, chain, clause, lower)
    if roll is not None:
        return roll
    return None


def _roll_words(
    step: Step, chain: Callable[[list[Step]], str], clause: Words, lower: Callable[[str], str]
) -> list[str] | None:
    """ "Roll a die. [X], where X is the result." (7.3.33.b) and "Target a [Character you
    control], then roll a die. On a: • 4+, [X]. • 1-3, [Y]." (6.5.b)."""
    if step.get("action") != "roll_die":
        return None
    outcomes = step.get("outcomes") or []
    if set(step) == {"action", "outcomes", "dice_count"}:  # (7.3.33.c; session 43)
        n = int(step["dice_count"])
        said = f"Roll {_DICE_WORDS.get(n, str(n))} dice and choose one result"
        template = _result_template(outcomes)
        if template is not None:
            return [said, f"{clause(template)}, where X is the result"]
        lines = [
            f"On a {_range(o['low'], o['high'])}, {lower(chain(o['effect']))}" for o in outcomes
        ]
        return [said, *lines]
    if set(step) == {"action", "outcomes"}:
        template = _result_template(outcomes)
        if template is None:
            return None
        return ["Roll a die", f"{clause(template)}, where X is the result"]
    if set(step) - {"filter"} != {"action", "outcomes", "subject"}:
        return None
    if step["subject"] != "target_character" or step.get("filter") != {"controller": "you"}:
        return None
    bullets = " ".join(
        f"\u2022 {_range(o['low'], o['high'])}, {lower(chain(o['effect']))}." for o in outcomes
    )
    return [f"Target a Character you control, then roll a die. On a: {bullets}"]


_DICE_WORDS = {2: "two", 3: "three", 4: "four"}
"""How many dice, in the words a card prints them."""


def _range(low: int, high: int) -> str:
    if high == 6 and low < 6:
        return f"{low}+"
    return str(low) if low == high else f"{low}-{high}"


def _result_template(outcomes: list[dict[str, Any]]) -> Step | None:
    """The one step of six outcomes 1 to 6 whose amount or deck position is the result, with
    "X" in its place; ``None`` when the outcomes are not that."""
    if [(o["low"], o["high"]) for o in outcomes] != [(n, n) for n in range(1, 7)]:
        return None
    if any(len(o["effect"]) != 1 for o in outcomes):
        return None
    first = outcomes[0]["effect"][0]
    key = "position" if first.get("position") == "top" else "amount"
    if first.get(key) not in (1, "top"):
        return None
    template = {**first, key: "X"}
    for n, outcome in enumerate(outcomes, start=1):
        value: Any = "top" if key == "position" and n == 1 else n
        if outcome["effect"][0] != {**template, key: value}:
            return None
    return template


def exhausted_words(reaction: dict[str, Any], condition: str) -> str | None:
    """ "When I'm exhausted —" / "When a [Character] is exhausted —": becoming Exhausted said
    in the passive of exhausting, as the cards print it (7.3.13, 2.4.5)."""
    if reaction["trigger"] != "becomes_status" or reaction.get("status") != "Exhausted":
        return None
    from scenarios.cards.grammar.writer.all_rules import _description

    flt = dict(reaction.get("filter") or {})
    if flt == {"only_me": True}:
        return f"When I'm exhausted{condition} \u2014"
    flt.pop("types", None)
    another = bool(flt.pop("another", False))  # not the bearer (7.2.1.a)
    text = _description(flt, "Character", plural=False)
    det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
    return f"When {det} {text} is exhausted{condition} \u2014"


def _keywords_for_a_time(step: Step, clause: Words) -> str | None:
    """ "Target Character gains Defender and Tough 1 this turn": the first keyword's
    Emblem-Ongoing on the target, the others' on "it" (2.2.15.a, 6.5.b)."""
    then = step.get("then") or []
    ongoing = step.get("ongoing") or {}
    if step.get("action") != "ongoing" or set(ongoing) != {"duration", "keyword"} or not then:
        return None
    if not str(step.get("subject")).startswith("target_") or set(step) - {"filter"} != {
        "action",
        "subject",
        "ongoing",
        "then",
    }:
        return None
    keywords = [ongoing["keyword"]]
    for more in then:
        lasting = more.get("ongoing") or {}
        if set(more) != {"action", "subject", "ongoing"} or more["subject"] != "it":
            return None
        if set(lasting) != {"duration", "keyword"} or lasting["duration"] != ongoing["duration"]:
            return None
        keywords.append(lasting["keyword"])
    if len(set(keywords)) != len(keywords):
        return None
    first = clause({k: v for k, v in step.items() if k != "then"})
    said = f"{ongoing['keyword']} {ongoing['duration']}"
    if not first.endswith(said):
        return None
    *others, last = keywords
    return f"{first.removesuffix(said)}{', '.join(others)} and {last} {ongoing['duration']}"


def _draw_it_words(
    step: Step, chain: Callable[[list[Step]], str], clause: Words, lower: Callable[[str], str]
) -> list[str] | None:
    """ "Reveal the top card of your deck. [If it's [X],] draw it[. Otherwise, [Y]]." — the
    card revealed drawn (7.3.9.a)."""
    then = step.get("then") or []
    top = {"action": "reveal", "subject": "top_cards_of_your_deck", "amount": 1}
    if {k: v for k, v in step.items() if k not in ("then", "if")} != top or len(then) != 1:
        return None
    drawn = then[0]
    if {k: v for k, v in drawn.items() if k not in ("if", "otherwise")} != {
        "action": "draw",
        "amount": 1,
    } or ("otherwise" in drawn and "if" not in drawn):
        return None
    said = [clause(top)]
    if "if" in step:  # "If [c], reveal …" (6.5.d)
        said = [f"If {step['if']}, {lower(said[0])}"]
    if "if" not in drawn:
        return [*said, "Draw it"]
    said.append(f"If {drawn['if']}, draw it")
    if "otherwise" in drawn:
        said.append(f"Otherwise, {lower(chain(drawn['otherwise']))}")
    return said


def several_passives_words(ability: dict[str, Any]) -> str | None:
    """ "If [c], I am A and B." / "[Group] are A and B." — the passives one sentence gives, one
    per keyword (the first ability and its ``_more``, 2.3.2.f, 2.3.1.a); ``None`` for others."""
    passives = [ability.get("passive") or {}, *((m.get("passive") or {}) for m in ability["_more"])]
    keywords = [p.get("keyword") for p in passives]
    conditions = {p.get("if") for p in passives}
    if all(keywords) and len(conditions) == 1 and None not in conditions:
        if any(set(p) != {"keyword", "if"} for p in passives):
            return None
        *first, last = keywords
        listed = f"{', '.join(str(k) for k in first)} and {last}"
        (condition,) = conditions
        return f"If {condition}, I am {listed}."
    grants = [p.get("grant") for p in passives]
    if not all(isinstance(g, dict) and set(g) == {"to", "keyword"} for g in grants):
        return None
    groups = {g["to"] for g in grants if isinstance(g, dict)}
    if groups != {"characters you control"} or any(set(p) != {"grant"} for p in passives):
        return None
    *first, last = (g["keyword"] for g in grants if isinstance(g, dict))
    return f"Characters you control are {', '.join(first)} and {last}."
