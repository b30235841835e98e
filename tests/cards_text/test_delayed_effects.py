"""Printed delayed effects: "[do X] after Rest" read as an Emblem-Ongoing that does X once Rest
is over (4.2.d, 2.2.2.m) — with its condition read when the ability resolves, tokens it
creates staying in play — one test per construct with the printed sentence it covers and a
board showing what the text does."""

from __future__ import annotations

from engine import (
    GameBuilder,
    Phase,
    find,
)

from ..engine.helpers import choose, pending, rules_of
from .helpers import (
    counters_of,
    executed,
    fields,
    from_phase,
    names,
    read,
    steps,
)


def test_4_2_d_sabotage_after_rest_is_read_as_a_delayed_effect() -> None:
    r = executed(read("At Night \u2014 If I have 2 or more boosts, [Sabotage] after Rest."))
    (step,) = steps(r)
    assert step["action"] == "ongoing" and step["if"] == "i have 2 or more boosts"
    assert step["ongoing"]["after_rest"] == ({"action": "sabotage"},)
    assert step["ongoing"]["duration"] == "this Day"


def test_4_2_d_sabotage_after_rest_happens_once_rest_is_over() -> None:
    """The Reaction resolves at Dusk; Sabotage waits for Rest, so the card Rest just sent
    to Reserve can be its target."""
    text = "When my Expedition fails to move forward during Dusk \u2014 [Sabotage] after Rest."
    f = fields(executed(read(text, name="Legate", forest=0, mountain=0, water=0)))
    b = GameBuilder().in_expedition("p1", "hero", "Legate", **f).in_reserve("p2", "Stash")
    state, entries = from_phase(b, Phase.DUSK)
    texts = [e.text for e in entries]
    rest = next(i for i, t in enumerate(texts) if t.startswith("Rest"))
    created = next(i for i, t in enumerate(texts) if "Emblem-Ongoing of Legate is created" in t)
    assert created < rest  # the delayed effect was set up at Dusk ...
    assert "4.2.d" in rules_of(entries[rest:]) and "2.2.2.m" in rules_of(entries[:rest])
    d = pending(state)  # ... and asks for its target only after Rest
    assert {o.label for o in d.options} == {"Legate", "Stash"}
    state = choose(state, find(state, "Stash"))  # up to one: the choice itself (7.3.35.a)
    assert "Stash" in names(state, "discard:p2")
    assert "Legate" in names(state, "reserve:p1")


def test_4_2_d_a_delayed_effect_needs_its_condition_when_the_ability_resolves() -> None:
    text = "At Night \u2014 If I have 2 or more boosts, [Sabotage] after Rest."
    f = fields(executed(read(text, name="Pendekar")))
    b = GameBuilder().in_expedition("p1", "hero", "Pendekar", **f).in_reserve("p2", "Stash")
    state, entries = from_phase(b, Phase.NIGHT)
    assert "Stash" in names(state, "reserve:p2")  # no boosts: nothing delayed, nothing discarded
    assert "4.2.d" not in rules_of(entries)


def test_4_2_d_tokens_created_after_rest_stay_in_play() -> None:
    text = (
        "When my Expedition fails to move forward during Dusk \u2014 Create two [Ordis Recruit "
        "1/1/1] Soldier tokens in target Expedition after Rest."
    )
    f = fields(executed(read(text, name="Thoth", forest=0, mountain=0, water=0)))
    b = GameBuilder().in_expedition("p1", "hero", "Thoth", **f)
    state, _ = from_phase(b, Phase.DUSK)
    d = pending(state)
    hero = next(o.id for o in d.options if "p1" in o.label and "hero" in o.label.lower())
    state = choose(state, hero)
    assert names(state, "expedition:p1:hero").count("Ordis Recruit") == 2  # after Rest: kept
    assert "Thoth" in names(state, "reserve:p1")


def test_a_delayed_effect_naming_me_is_left_to_the_judge() -> None:
    r = read("At Night \u2014 I gain 1 boost after Rest.")
    assert not r.executable


def test_7_3_38_a_spend_a_counter_from_your_reserve_or_landmarks_to_sabotage_after_rest() -> None:
    text = (
        "At Night \u2014 You may spend 1 counter from a card in your Reserve or Landmarks to "
        "[Sabotage] after Rest."
    )
    (step,) = steps(executed(read(text)))
    assert step["subject"] == "a_card_in_your_reserve_or_landmarks" and step["may"]
    f = fields(executed(read(text, name="Leo")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Leo", counters={"Kelon": 1}, **f)
        .in_landmarks("p1", "Vault", counters={"Kelon": 1})
        .in_reserve("p2", "Stash")
    )
    state, _ = from_phase(b, Phase.NIGHT)
    state = choose(state, "yes")
    d = pending(state)
    assert [o.label for o in d.options] == ["Vault"]  # not Leo: in play, not a Landmark
    state = choose(state, d.option_ids()[0])
    assert counters_of(state, "Vault", "Kelon") == 0
    state = choose(state, find(state, "Stash"))  # after Rest
    assert "Stash" in names(state, "discard:p2")
