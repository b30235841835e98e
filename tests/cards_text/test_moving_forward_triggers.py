"""Printed triggers on Expeditions moving forward (4.2.4.j, 6.3.g, 6.3.f) and trigger
conditions that must hold for them to activate (6.3.k) — one test per construct with the
printed sentence it covers and a board showing what the text does."""

from __future__ import annotations

from engine import (
    GameBuilder,
    Phase,
    answer,
    find,
)

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import (
    boosts_of,
    executed,
    fields,
    from_phase,
    play,
    reaction_of,
    read,
)


def test_4_2_4_j_when_my_expedition_moves_forward_due_to_forest() -> None:
    texts = {
        t: f"When my Expedition moves forward due to {{{t}}} \u2014 Draw a card." for t in "VM"
    }
    assert reaction_of(texts["V"])["terrain"] == "forest"
    hands = {}
    for t, text in texts.items():
        # Forest 3 against 0 wins; Mountain 0 never does (4.2.4.f).
        f = fields(executed(read(text, name="Ranger", forest=3, mountain=0, water=0)))
        b = GameBuilder().in_expedition("p1", "hero", "Ranger", **f)
        state, entries = from_phase(b, Phase.DUSK)
        # The Reaction's activation cites 4.2.4.j (Progress names the terrains in any case).
        activations = tuple(e for e in entries if e.text.startswith("Reaction-activating"))
        hands[t] = (len(state.zone("hand:p1")), "4.2.4.j" in rules_of(activations))
    assert hands["V"][0] == hands["M"][0] + 1 and hands["V"][1] and not hands["M"][1]


def test_6_3_g_when_one_of_your_expeditions_moves_forward_once_per_expedition() -> None:
    text = "When one of your Expeditions moves forward due to {V} \u2014 Draw a card."
    f = fields(executed(read(text, type="Permanent", name="Road")))
    b = GameBuilder().in_landmarks("p1", "Road", **f)
    b = b.in_expedition("p1", "hero", "A", forest=2, mountain=0, water=0)
    b = b.in_expedition("p1", "companion", "B", forest=2, mountain=0, water=0)
    _, entries = from_phase(b, Phase.DUSK)
    activating = [e.text for e in entries if e.text.startswith("Reaction-activating step")]
    assert activating == ["Reaction-activating step: Road (2 Reactions)"]  # both Expeditions moved


def test_6_3_f_when_i_leave_the_expedition_zone_for_each_of_my_boosts() -> None:
    text = (
        "When I leave the Expedition zone, for each of my boosts \u2014 Another target "
        "Character in your Reserve gains 1 boost."
    )
    assert reaction_of(text)["trigger"] == "leaves_expedition_zone_for_each_of_my_boosts"
    f = fields(executed(read(text, name="Excavator")))
    back = fields(executed(read("Send target Character to Reserve.", type="Spell", name="Back")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Excavator", counters={"boost": 2}, **f)
        .in_reserve("p1", "Digger")
        .in_hand("p1", "Back", **back)
        .mana("p1", 1)
    )
    state, _ = play(b, "Back", dest="spell")
    state, _ = answer(state, pending(state).id, (find(state, "Excavator"),))
    state, entries = until_decision(state)
    assert "Reaction-activating step: Excavator (2 Reactions)" in [e.text for e in entries]
    while state.pending is not None and state.pending.player == "p1":  # each its own target
        d = pending(state)
        digger = [o.id for o in d.options if o.label == "Digger"]
        state = choose(state, *(digger or d.option_ids()[:1]))
    assert boosts_of(state, "Digger") == 2


def test_6_3_k_trigger_conditions_hold_for_moving_forward_failing_and_sacrificing() -> None:
    """ "When my Expedition moves forward / fails to move forward, if I am Boosted" and
    "When you sacrifice a Character, if I am Boosted": no activation without a boost."""
    drawn = {}
    for event, stat in (("moves forward", 3), ("fails to move forward during Dusk", 0)):
        text = f"When my Expedition {event}, if I am [[Boosted]] \u2014 Draw a card."
        for boosts in (0, 1):
            f = fields(executed(read(text, name="Scout", forest=stat, mountain=stat, water=stat)))
            counters = {"boost": boosts} if boosts else None
            b = GameBuilder().in_expedition("p1", "hero", "Scout", counters=counters, **f)
            b = b.in_expedition("p2", "hero", "Wall", forest=2, mountain=2, water=2)
            _, entries = from_phase(b, Phase.DUSK)
            drawn[event[:5], boosts] = any(
                e.text.startswith("Reaction-activating step: Scout") for e in entries
            )
    assert drawn == {
        ("moves", 0): False,
        ("moves", 1): True,
        ("fails", 0): False,
        ("fails", 1): True,
    }
    text = "When you sacrifice a Character, if I am [[Boosted]] \u2014 I gain 1 boost."
    f = fields(executed(read(text, name="Altar")))
    offer = fields(executed(read("Sacrifice a Character.", type="Spell", name="Offer")))
    gained = {}
    for boosts in (0, 1):
        counters = {"boost": boosts} if boosts else None
        b = GameBuilder().in_expedition("p1", "hero", "Altar", counters=counters, **f)
        b = b.in_expedition("p1", "companion", "Lamb").in_hand("p1", "Offer", **offer)
        state, _ = play(b.mana("p1", 1), "Offer", dest="spell")
        gained[boosts] = boosts_of(choose(state, find(state, "Lamb")), "Altar") - boosts
    assert gained == {0: 0, 1: 1}
