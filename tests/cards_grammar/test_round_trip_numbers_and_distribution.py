"""Round trip of the numbers-and-distribution section and of the session-3 sections "conditions and
triggers,
round 2" and "effects, round 2" (issue 30): random readings are written in the cards' style
(``writer/numbers_and_distribution.py``) and read back by the grammar to the same reading — "any
number of"
and "that many" (6.5.i), distributing (7.3.16, 2.5), tokens distributed among target
Expeditions (7.3.5), exchanges (7.3.11), keyword lists (7.4), "Otherwise" after several
sentences (6.5.e) and after "If you do" (6.5.c); Hand Cost maxima found on the board (2.2.7),
"a Robot or Character", "When I'm exhausted" (7.3.13), Mana zone counts (3.2.9), "where X is
the result" (7.3.33.b), a target chosen before a roll, "Each player discards their hand and
their Reserve"."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scenarios.cards.grammar.first import grammar_effect
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability, write_effect
from scenarios.cards.grammar.writer.numbers_and_distribution import (
    keyword_list_words,
    several_passives_words,
)

from .test_round_trip import STATUSES, SUBTYPES

COUNTERS = ["Arcane", "Sap", "Heroism", "Performance"]
KEYWORDS = [
    "Cooldown",
    "Defender",
    "Eternal",
    "Gigantic",
    "Seasoned",
    "Tough 1",
    "Tough 2",
    "Scout 1",
]
CONDITIONS = [
    "i'm boosted",
    "you control a plant",
    "you have 3 or more cards in your mana zone",
    "there are 5 or more cards in your mana zone",
    "you control a robot or permanent",
]
PLAIN: list[dict[str, Any]] = [
    {"action": "resupply"},
    {"action": "sabotage"},
    {"action": "draw", "amount": 1},
    {"action": "draw", "amount": 2},
    {"action": "give_boost", "amount": 1, "subject": "target_character"},
    {"action": "give_boost", "amount": 2, "subject": "target_character"},
]


def _statuses(draw: st.DrawFn) -> dict[str, Any]:
    found = draw(st.lists(st.sampled_from(STATUSES), max_size=1))
    return {"statuses": found} if found else {}


@st.composite
def any_number(draw: st.DrawFn) -> list[dict[str, Any]]:
    """ "Discard / Sacrifice / Augment any number of …[. Draw that many cards.]" (6.5.i)."""
    kind = draw(st.sampled_from(["reserve", "sacrifice", "augment"]))
    if kind == "reserve":
        types = draw(st.sampled_from([[], ["Character"]]))
        step: dict[str, Any] = {"action": "discard", "subject": "a_card_from_your_reserve"}
        step = {**step, **({"filter": {"types": types}} if types else {})}
    elif kind == "sacrifice":
        flt = _statuses(draw)
        step = {"action": "sacrifice", "subject": "a_character_you_control"}
        step = {**step, **({"filter": flt} if flt else {})}
    else:
        types = draw(st.sampled_from([[], ["Character"]]))
        step = {"action": "augment", "subject": "target_card_in_play_or_reserve"}
        step = {**step, **({"filter": {"types": types}} if types else {})}
    step["any_number"] = True
    if kind != "augment" and draw(st.booleans()):
        step["then"] = [{"action": "draw", "amount": 1, "per": "that many"}]
    return [step]


@st.composite
def distributed(draw: st.DrawFn) -> list[dict[str, Any]]:
    """ "Distribute N boosts / [name] counters among …", "Create N tokens, distributed …"."""
    n = draw(st.integers(2, 5))
    among: dict[str, Any]
    if draw(st.booleans()):
        types = draw(st.sampled_from([[], ["Character"]]))
        among = {"subject": "a_card_in_reserve", **({"filter": {"types": types}} if types else {})}
    else:
        flt = _statuses(draw)
        among = {"subject": "a_character_you_control", **({"filter": flt} if flt else {})}
    kind = draw(st.sampled_from(["boosts", "counters", "tokens"]))
    if kind == "boosts":
        return [{"action": "give_boost", "times": n, **among}]
    if kind == "counters":
        counter = draw(st.sampled_from(COUNTERS))
        return [{"action": "gain_counters", "amount": 1, "counter": counter, "times": n, **among}]
    name = draw(st.sampled_from(["Ordis Recruit 1/1/1 Soldier", "Brassbug 2/2/2 Robot"]))
    return [
        {
            "action": "create",
            "token": name,
            "amount": n,
            "subject": "target_expeditions_distributed",
        }
    ]


@st.composite
def exchanges(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Exchanges of boosts (7.3.11.a): two targets, or a target and a chosen Character."""
    kind = draw(st.sampled_from(["in_play_or_reserve", "two_targets", "with"]))
    if kind == "in_play_or_reserve":
        types = draw(st.sampled_from([[], ["Character"]]))
        step = {"action": "exchange_boosts", "subject": "target_card_in_play_or_reserve"}
        return [{**step, **({"filter": {"types": types}} if types else {}), "targets": 2}]
    flt = _statuses(draw)
    step = {"action": "exchange_boosts", "subject": "target_character"}
    step = {**step, **({"filter": flt} if flt else {})}
    if kind == "two_targets":
        return [{**step, "targets": 2}]
    return [{**step, "with": "a_character_you_control"}]


@st.composite
def otherwise(draw: st.DrawFn) -> list[dict[str, Any]]:
    """ "If [c], [X]. [Y]. Otherwise, [Z]." (6.5.e) and "You may [X]. If you do, [Y]. [W].
    Otherwise, [Z]." / "You may [X]. If you don't, [Z]." (6.5.c)."""
    steps = st.sampled_from(PLAIN)
    if draw(st.booleans()):
        first = dict(draw(steps))
        also = draw(st.lists(steps, min_size=1, max_size=2))
        return [
            {
                **first,
                "if": draw(st.sampled_from(CONDITIONS)),
                "also": also,
                "otherwise": [draw(steps)],
            }
        ]
    first = dict(draw(st.sampled_from(PLAIN[:3])))
    then = draw(st.lists(steps, max_size=2))
    step = {**first, "may": True, **({"then": then} if then else {})}
    return [{**step, "if_not_done": [draw(steps)]}]


@st.composite
def session3(draw: st.DrawFn) -> list[dict[str, Any]]:
    """The conditions' and effects' second rounds (session 3)."""
    kind = draw(st.sampled_from(["cost_from", "or_type", "result", "roll_target", "discards"]))
    if kind == "cost_from":
        found = draw(st.sampled_from(["characters_you_control", "highest_you_control"]))
        step = {"action": "send", "to": "reserve", "subject": "target_character"}
        return [{**step, "filter": {"hand_cost_max_from": found}}]
    if kind == "or_type":
        flt = {
            "subtypes": [draw(st.sampled_from(SUBTYPES))],
            "or_types": [draw(st.sampled_from(["Character", "Permanent"]))],
            "types": ["Character", "Permanent"],
        }
        return [
            {
                "action": "sacrifice",
                "subject": "a_character_or_permanent_you_control",
                "filter": flt,
            }
        ]
    if kind == "result":
        template = draw(
            st.sampled_from(
                [
                    ("amount", {"action": "give_boost", "subject": "target_character"}),
                    ("amount", {"action": "draw"}),
                    (
                        "position",
                        {
                            "action": "send",
                            "to": "deck",
                            "to_owner": True,
                            "subject": "target_character",
                        },
                    ),
                ]
            )
        )
        key, step = template
        outcomes = [
            {
                "low": n,
                "high": n,
                "effect": [{**step, key: "top" if key == "position" and n == 1 else n}],
            }
            for n in range(1, 7)
        ]
        return [{"action": "roll_die", "outcomes": outcomes}]
    if kind == "roll_target":
        high = draw(st.integers(2, 5))
        won = {"action": "give_boost", "amount": draw(st.integers(1, 3)), "subject": "it"}
        lost = dict(draw(st.sampled_from(PLAIN[2:4])))
        outcomes = [
            {"low": high + 1, "high": 6, "effect": [won]},
            {"low": 1, "high": high, "effect": [lost]},
        ]
        return [
            {
                "action": "roll_die",
                "subject": "target_character",
                "filter": {"controller": "you"},
                "outcomes": outcomes,
            }
        ]
    steps: list[dict[str, Any]] = [
        {"action": "discard", "subject": "cards_in_each_players_hand_and_reserve"}
    ]
    if draw(st.booleans()):
        steps.append(
            {"action": "draw", "amount": draw(st.integers(1, 3)), "subject": "each_player"}
        )
    return steps


@st.composite
def draw_it(draw: st.DrawFn) -> list[dict[str, Any]]:
    """ "[If [c], ] reveal the top card of your deck. [If it's [X], ] draw it[. Otherwise,
    [Y]]." (7.3.9.a)."""
    drawn: dict[str, Any] = {"action": "draw", "amount": 1}
    if draw(st.booleans()):
        drawn["if"] = draw(st.sampled_from(["it's a spell", "it's a character", "it's a robot"]))
        if draw(st.booleans()):
            drawn["otherwise"] = [
                draw(st.sampled_from([{"action": "discard", "subject": "it"}, *PLAIN[:3]]))
            ]
    step = {"action": "reveal", "subject": "top_cards_of_your_deck", "amount": 1, "then": [drawn]}
    if draw(st.booleans()):
        step["if"] = draw(st.sampled_from(CONDITIONS))
    return [step]


@st.composite
def this_way(draw: st.DrawFn) -> list[dict[str, Any]]:
    """ "Sabotage. If you discarded a card this way, [Y]." / "Resupply. If you put a card in
    Reserve this way, [Y]." (6.5.f)."""
    action = draw(st.sampled_from(["sabotage", "resupply", "exhausted_resupply"]))
    return [
        {
            "action": action,
            "then": draw(st.lists(st.sampled_from(PLAIN[2:]), min_size=1, max_size=2)),
        }
    ]


@settings(max_examples=250, deadline=None)
@given(
    st.one_of(
        any_number(), distributed(), exchanges(), otherwise(), session3(), draw_it(), this_way()
    )
)
def test_a_written_gram_fx_effect_reads_back_the_same(effect: list[dict[str, Any]]) -> None:
    text = write_effect(effect)
    steps, stop = grammar_effect(text)
    assert steps == effect, (text, stop.reason if stop else "")


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(KEYWORDS), min_size=2, max_size=4, unique=True))
def test_a_written_keyword_list_reads_back_the_same(keywords: list[str]) -> None:
    """ "I am A and B" / "I have A, B and C": the bearer's keywords (7.4)."""
    names = [k.split()[0] for k in keywords]
    if len(set(names)) != len(names):  # "Tough 1 and Tough 2" is not a list of two
        return
    text = keyword_list_words(keywords)
    assert read_ability(text) == {"keywords": keywords}, text


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from(["Defender", "Tough 1", "Scout 2", "Seasoned"]),
        min_size=2,
        max_size=3,
        unique=True,
    ),
    st.sampled_from(["this turn", "this Day"]),
)
def test_keywords_gained_for_a_time_read_back_the_same(keywords: list[str], duration: str) -> None:
    """ "Target Character gains A and B this turn" (2.2.15.a, 6.5.b)."""
    first, *rest = ({"duration": duration, "keyword": k} for k in keywords)
    step = {
        "action": "ongoing",
        "subject": "target_character",
        "ongoing": first,
        "then": [{"action": "ongoing", "subject": "it", "ongoing": o} for o in rest],
    }
    ability = {"reaction": {"trigger": "enters_play", "effect": [step]}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([{"only_me": True}, {"types": ["Character"], "controller": "you"}]),
    st.sampled_from(PLAIN[:4]),
)
def test_when_exhausted_reads_back_the_same(flt: dict[str, Any], step: dict[str, Any]) -> None:
    """ "When I'm exhausted —" / "When a Character you control is exhausted —" (7.3.13)."""
    ability = {
        "reaction": {
            "trigger": "becomes_status",
            "filter": flt,
            "status": "Exhausted",
            "effect": [step],
        }
    }
    text = write_ability(ability)
    assert "exhausted" in text
    assert read_ability(text) == ability, text


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from(["Defender", "Gigantic", "Tough 1", "Eternal"]),
        min_size=2,
        max_size=3,
        unique=True,
    ),
    st.sampled_from(["i'm boosted", "you control a plant", None]),
)
def test_several_keywords_in_one_static_read_back_the_same(
    keywords: list[str], condition: str | None
) -> None:
    """ "If [c], I am A and B." / "Characters you control are A and B.": a passive per
    keyword (2.3.2.f, 2.3.1.a)."""
    if condition is None:
        passives = [{"grant": {"to": "characters you control", "keyword": k}} for k in keywords]
    else:
        passives = [{"keyword": k, "if": condition} for k in keywords]
    text = several_passives_words(
        {"passive": passives[0], "_more": [{"passive": p} for p in passives[1:]]}
    )
    assert text is not None
    found = read_ability(text)
    assert found["passive"] == passives[0], text
    assert [m["passive"] for m in found["_more"]] == passives[1:], text
