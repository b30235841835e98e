"""The writer beside the reader for the block "conditions, amounts and choices: the game's
state" (issue 30): random conditions composed from the block's parts — an Expedition in one
of two terrains (7.5.8.b), the regions between the controller's Expeditions (7.5), the
controller's Hero (3.2.6), the past of what "it" names (6.3.k), "[status] or [status]" (2.4) —
written in the cards' own style and read back are the same readings, and the engine reads
each condition to what it says."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.state.cards import ConditionKind, Counted
from engine.state.conditions import ExpeditionScope
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

TERRAINS = ["{v}", "{m}", "{o}"]
STATUSES = ["exhausted", "anchored", "asleep", "fleeting", "boosted"]
EXPEDITIONS = {
    "my expedition is": ExpeditionScope.MY,
    "one of your expeditions is": ExpeditionScope.ONE_OF_YOURS,
    "both of your expeditions are": ExpeditionScope.EACH_YOURS,
    "your other expedition is": ExpeditionScope.YOUR_OTHER,
}
BOUNDS = {
    "two or more": (2, None),
    "3 or more": (3, None),
    "no": (None, 0),
    "at least 4": (4, None),
}
BETWEEN = [
    "your expeditions",
    "your hero expedition and your companion expedition",
]


LEAVES = {"trigger": "object_leaves_play", "filter": {"types": ["Character"], "controller": "you"}}


def _round_trip(condition: str, leaves: bool = False) -> None:
    step = {"action": "draw", "amount": 1, "if": condition}
    head = LEAVES if leaves else {"trigger": "enters_play"}
    ability = {"reaction": {**head, "effect": [step]}}
    text = write_ability(ability)
    assert read_ability(text) == ability, text


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(sorted(EXPEDITIONS)),
    st.lists(st.sampled_from(TERRAINS), min_size=2, max_size=2, unique=True),
)
def test_an_expedition_in_one_of_two_terrains_round_trips(subject: str, pair: list[str]) -> None:
    said = f"{subject} in {pair[0]} or {pair[1]}"
    _round_trip(said)
    found = condition_of(said)
    assert found is not None and found.kind == ConditionKind.EXPEDITION_STATE, said
    assert found.scope == EXPEDITIONS[subject] and len(found.terrains) == 2
    assert found.terrain is None


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(sorted(BOUNDS)), st.sampled_from(BETWEEN))
def test_regions_between_round_trip(bound: str, between: str) -> None:
    regions = "regions"
    said = f"there are {bound} {regions} between {between}"
    _round_trip(said)
    found = condition_of(said)
    assert found is not None and found.counted == Counted.REGIONS_BETWEEN, said
    assert (found.at_least, found.at_most) == BOUNDS[bound]


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["is", "isn't", "is not", "was", "wasn't"]),
    st.lists(st.sampled_from(STATUSES), min_size=1, max_size=2, unique=True),
)
def test_your_hero_round_trips(verb: str, statuses: list[str]) -> None:
    if len(statuses) == 2 and ("not" in verb or "n't" in verb):
        statuses = statuses[:1]  # "not A or B" is refused by the engine (neither / not both?)
    said = f"your hero {verb} {' or '.join(statuses)}"
    _round_trip(said)
    found = condition_of(said)
    assert found is not None, said
    parts = found.parts if found.kind == ConditionKind.ANY_OF else (found,)
    assert len(parts) == len(statuses)
    for part, status in zip(parts, statuses, strict=True):
        assert part.counted == Counted.YOUR_HERO and part.filter is not None
        assert {s.value.lower() for s in part.filter.statuses} == {status}
        assert part.negated == ("not" in verb or "n't" in verb)
        assert part.past == verb.startswith("was")


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["2 or more", "no", "at least 3", "a"]),
    st.sampled_from(["boosts", "kelon counters"]),
)
def test_it_had_counters_round_trips(bound: str, counters: str) -> None:
    if bound in ("a",):
        counters = counters.replace("boosts", "boost").replace("counters", "counter")
    said = f"it had {bound} {counters}"
    _round_trip(said, leaves=True)
    found = condition_of(said)
    assert found is not None and found.kind == ConditionKind.IT_HAS_COUNTERS, said
    assert found.past and found.counter == ("boost" if "boost" in counters else "Kelon")


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["i'm", "i was", "it was", "it's"]),
    st.lists(st.sampled_from(STATUSES), min_size=2, max_size=2, unique=True),
)
def test_status_or_status_round_trips(subject: str, pair: list[str]) -> None:
    said = f"{subject} {pair[0]} or {pair[1]}"
    _round_trip(said, leaves=subject.startswith("it"))  # "it": the Character leaving play
    found = condition_of(said)
    assert found is not None and found.kind == ConditionKind.ANY_OF, said
    assert [p.status.value.lower() for p in found.parts if p.status] == pair
    assert all(p.past == ("was" in subject) for p in found.parts)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(["target_opponent", "target_player", "opponent"]),
    st.integers(1, 4),
    st.sampled_from(["then", "if_not_done", "both"]),
)
def test_another_player_paying_round_trips(who: str, n: int, after: str) -> None:
    """ "[Player] may pay {N}. If they do / don't, …" (6.1.h, 1.2.5.c): written and read back."""
    step: dict[str, Any] = {"action": "pay_mana", "subject": who, "amount": n, "may": True}
    if after in ("then", "both"):
        step["then"] = [{"action": "give_boost", "amount": 1, "subject": "self"}]
    if after in ("if_not_done", "both"):
        step["if_not_done"] = [{"action": "draw", "amount": 1}]
    ability = {"reaction": {"trigger": "enters_play", "effect": [step]}}
    text = write_ability(ability)
    assert f"may pay {{{n}}}" in text, text
    assert read_ability(text) == ability, text


PHASES = ["morning", "noon", "afternoon", "dusk", "night"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(PHASES), st.sampled_from(["reaction", "passive", "quick_action"]))
def test_a_phase_condition_round_trips(phase: str, where: str) -> None:
    """ "it's [phase]" (4.2.a) as a step's condition, a passive's (2.3.2.f) and a quick
    action's restriction (5.1.2.g): written and read back; the engine reads the phase."""
    said = f"it's {phase}"
    if where == "reaction":
        _round_trip(said)
    else:
        ability: dict[str, Any] = (
            {"passive": {"keyword": "Defender", "if": said}}
            if where == "passive"
            else {
                "quick_action": {
                    "cost": {"mana": 0, "exhaust_me": True},
                    "effect": [{"action": "draw", "amount": 1}],
                    "if": said,
                }
            }
        )
        text = write_ability(ability)
        assert read_ability(text) == ability, text
    found = condition_of(said)
    assert found is not None and found.kind == ConditionKind.PHASE, said
    assert found.phase is not None and found.phase.value.lower() == phase


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from(["the expedition facing me", "my expedition"]),
    st.sampled_from(["an asleep character", "two or more plants", "no characters"]),
)
def test_an_expedition_contains_round_trips(where: str, counted: str) -> None:
    said = f"{where} contains {counted}"
    _round_trip(said)
    found = condition_of(said)
    assert found is not None and found.kind == ConditionKind.COUNT, said
    facing = where.startswith("the")
    assert found.counted == (Counted.OPPONENT_CONTROLS if facing else Counted.MY_EXPEDITION)
    assert found.filter is not None and found.filter.facing_me == facing


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(
        ["behind", "ahead", "tied", "behind or tied", "ascended", "in {v}", "in contact"]
    ),
    st.sampled_from(["draw", "give_boost", "create"]),
    st.integers(1, 2),
)
def test_for_each_of_your_expeditions_round_trips(state: str, action: str, n: int) -> None:
    """ "[step] for each of your Expeditions that's [state]" (7.5.2, 2.4.3, 7.5.8.b, 7.5.9.a,
    6.5.i): written and read back; the engine counts the controller's Expeditions so."""
    per = f"of your expeditions that's {state}"
    step: dict[str, Any] = {"action": action, "per": per}
    if action == "draw" and n > 1:
        step["amount"] = n
    if action == "give_boost":
        step = {"action": "give_boost", "amount": n, "subject": "self", "per": per}
    if action == "create":
        step = {
            "action": "create",
            "token": "Brassbug 2/2/2 Robot",
            "amount": 1,
            "subject": "my_expedition",
            "per": per,
        }
    ability = {"reaction": {"trigger": "enters_play", "effect": [step]}}
    text = write_ability(ability)
    read = read_ability(text)
    assert read == ability, text
    from scenarios.cards.condition_texts import count_of

    found = count_of(per)
    assert found is not None and found.counted == Counted.YOUR_EXPEDITIONS, per


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from([("a", "spell", "was"), ("two or more", "characters", "were")]),
    st.sampled_from(["", "plant "]),
)
def test_cards_played_this_turn_by_anyone_round_trip(
    said: tuple[str, str, str], subtype: str
) -> None:
    """ "if a Spell was played this turn" (5.1.2.k): written and read back."""
    count, noun, verb = said
    noun = f"{subtype}{noun}" if subtype and noun == "characters" else noun
    words = f"{count} {noun} {verb} played this turn"
    _round_trip(words)
    found = condition_of(words)
    assert found is not None and found.counted == Counted.PLAYED_THIS_TURN, words
