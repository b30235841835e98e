"""Static passive abilities that change the Reserve's rules (2.2.12.m), read from printed
text: its limit (3.2.10.b, 4.2.5.c), exhausted cards played from it (2.4.6.d) or staying
exhausted (1.4.1.a), counters its cards can't gain (1.4.1.a). One compiler test per printed
sentence and a board test asserting what the text does (see ``test_static_passives.py``)."""

from __future__ import annotations

from engine import (
    CardType,
    DecisionKind,
    GameBuilder,
    Phase,
    Status,
    answer,
    find,
)
from engine.reading.limits import reserve_limit

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import at_night, executed, fields, names, passive_of, play, read


def test_3_2_10_b_your_reserve_limit_is_increased_by_one() -> None:
    text = "Your Reserve limit is increased by one."
    assert passive_of(text, type="Permanent") == {"limit": {"zone": "reserve", "by": 1}}
    lab = fields(read(text, type="Permanent", name="Tech Lab"))
    b = GameBuilder().in_landmarks("p1", "Tech Lab", **lab)
    for i in range(3):
        b = b.in_reserve("p1", f"R{i}").in_reserve("p2", f"Their R{i}")
    state = at_night(b)
    assert reserve_limit(state, "p1") == 3 and reserve_limit(state, "p2") == 2
    d = pending(state)  # p2 chooses; p1 keeps its three (4.2.5.c)
    assert (d.kind, d.player) == (DecisionKind.CLEANUP_RESERVE, "p2")
    assert len(state.zone("reserve:p1")) == 3


def test_3_2_10_b_all_reserve_limits_are_reduced_by_one_as_a_support_ability() -> None:
    r = executed(read("", support="{I} All Reserve limits are reduced by one.", name="Simurgh"))
    simurgh = fields(r)
    state = GameBuilder().in_reserve("p2", "Simurgh", **simurgh).build()
    assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == (1, 1)
    exhausted = GameBuilder().in_reserve("p2", "Simurgh", statuses={Status.EXHAUSTED}, **simurgh)
    state = exhausted.build()  # exhausted: no support ability (2.2.12.j)
    assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == (2, 2)


def test_3_2_10_b_a_reserve_limit_changed_by_any_amount() -> None:
    """'reduced by three', 'increased by 2': the amount in words or digits (1.1.6)."""
    for text, mine, theirs in (
        ("All Reserve limits are reduced by three.", -1, -1),
        ("Your Reserve limit is increased by 2.", 4, 2),
        ("Your Reserve limit is reduced by four.", -2, 2),
    ):
        lab = fields(executed(read(text, type="Permanent", name="Lab")))
        state = GameBuilder().in_landmarks("p1", "Lab", **lab).build()
        assert (reserve_limit(state, "p1"), reserve_limit(state, "p2")) == (mine, theirs), text


def test_2_3_2_f_if_there_are_spells_in_your_reserve_your_reserve_limit_is_increased() -> None:
    text = (
        "If there are one or more Spells in your Reserve, your Reserve limit is increased by one."
    )
    assert passive_of(text, type="Permanent") == {
        "limit": {"zone": "reserve", "by": 1},
        "if": "there are 1 or more spells in your reserve",
    }
    vault = fields(read(text, type="Permanent", name="Vault"))
    for spell, limit in ((True, 3), (False, 2)):
        b = GameBuilder().in_landmarks("p1", "Vault", **vault)
        if spell:
            b = b.in_reserve("p1", "Old Spell", type=CardType.SPELL)
        assert reserve_limit(b.build(), "p1") == limit


def test_4_2_5_c_i_dont_count_towards_your_reserve_limit() -> None:
    text = "{I} I don't count towards your Reserve limit."
    r = executed(read("", support=text, name="Contortionist"))
    assert r.model.abilities[0].passive is not None and r.model.abilities[0].support
    contortionist = fields(r)
    b = (
        GameBuilder()
        .in_reserve("p1", "Contortionist", **contortionist)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
    )
    state = at_night(b)
    assert state.pending is None or state.pending.kind != DecisionKind.CLEANUP_RESERVE
    assert len(state.zone("reserve:p1")) == 3  # two counted, within the limit; it stays
    b = (
        GameBuilder()
        .in_reserve("p1", "Contortionist", statuses={Status.EXHAUSTED}, **contortionist)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
    )
    d = pending(at_night(b))  # exhausted, its support ability does not work (2.2.12.j)
    assert d.kind == DecisionKind.CLEANUP_RESERVE and len(d.options) == 3


def test_2_4_6_d_you_may_play_exhausted_cards_from_your_reserve() -> None:
    text = "You may play exhausted cards from your Reserve."
    assert passive_of(text) == {"static": "you may play exhausted cards from your reserve"}
    vaike = fields(read(text, name="Vaike"))
    for with_vaike in (True, False):
        b = (
            GameBuilder()
            .in_reserve("p1", "Tired", statuses={Status.EXHAUSTED}, reserve_cost=1)
            .mana("p1", 1)
        )
        if with_vaike:
            b = b.in_expedition("p1", "hero", "Vaike", **vaike)
        state, _ = until_decision(b.at_afternoon().build())
        offered = [o.label for o in pending(state).options if "Tired" in o.label]
        assert bool(offered) is with_vaike
    state, entries = play(b.in_expedition("p1", "hero", "Vaike", **vaike), "Tired")
    assert find(state, "Tired") in state.zone("expedition:p1:hero")
    assert not state.objects[find(state, "Tired")].has(Status.EXHAUSTED)  # ruling: ready
    assert "2.4.6.d" in rules_of(entries)


def test_2_4_6_d_you_may_play_exhausted_characters_from_your_reserve_in_my_expedition() -> None:
    text = "You may play exhausted Characters from your Reserve in my Expedition."
    kw = {"type": "Permanent", "zone_type": "Expedition"}
    assert passive_of(text, **kw) == {"static": text.lower().rstrip(".")}
    heater = fields(read(text, name="Heater", **kw))
    tired = {"statuses": {Status.EXHAUSTED}, "reserve_cost": 1}
    b = (
        GameBuilder()
        .in_expedition("p1", "companion", "Heater", **heater)
        .in_reserve("p1", "Frozen", **tired)
        .in_reserve("p1", "Frozen Spell", type=CardType.SPELL, **tired)
        .mana("p1", 2)
    )
    state, _ = until_decision(b.at_afternoon().build())
    labels = [o.label for o in pending(state).options if "Frozen" in o.label]
    assert labels == ["play Frozen from reserve for 1 in companion Expedition"]


def test_1_4_1_a_exhausted_characters_in_reserve_remain_exhausted_during_morning() -> None:
    text = "Exhausted Characters in Reserve remain exhausted during Morning."
    assert passive_of(text) == {"static": text.lower().rstrip(".")}
    queen = fields(read(text, name="Queen"))
    tired = {"statuses": {Status.EXHAUSTED}}
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Queen", **queen)
        .in_reserve("p1", "Cold Character", **tired)
        .in_reserve("p1", "Cold Spell", type=CardType.SPELL, **tired)
        .in_expedition("p1", "hero", "Tired in play", **tired)
        .deck_of("p1", 3)
        .deck_of("p2", 3)
    )
    state, entries = until_decision(b.at_phase(Phase.MORNING).build())
    exhausted = {
        n: state.objects[find(state, n)].has(Status.EXHAUSTED)
        for n in ("Cold Character", "Cold Spell", "Tired in play")
    }
    assert exhausted == {"Cold Character": True, "Cold Spell": False, "Tired in play": False}
    assert "1.4.1.a" in rules_of(entries)


def test_1_4_1_a_cards_in_your_opponents_reserve_cant_gain_counters() -> None:
    text = "Cards in your opponent's Reserve can't gain counters."
    assert passive_of(text) == {"cant": text.lower().rstrip(".")}
    inspector = fields(read(text, name="Inspector"))
    cheer = executed(
        read("Target Character in play or in Reserve gains 1 boost.", type="Spell", name="Cheer")
    )
    for target, boosts in (("Mine", 0), ("Theirs", 1)):
        b = (
            GameBuilder()
            .in_expedition("p2", "hero", "Inspector", **inspector)
            .in_reserve("p1", "Mine")
            .in_reserve("p2", "Theirs")
            .in_hand("p1", "Cheer", **fields(cheer))
            .mana("p1", 1)
        )
        state, _ = play(b, "Cheer", dest="spell")
        state, chosen = answer(state, pending(state).id, (find(state, target),))
        state, entries = until_decision(state)
        assert state.objects[find(state, target)].counters.get("boost", 0) == boosts
        assert ("1.4.1.a" in rules_of((chosen, *entries))) is (boosts == 0)


def test_4_2_5_c_you_may_keep_one_more_card_in_reserve_if_its_exhausted() -> None:
    text = "You may keep one more card in Reserve during Night if it's exhausted."
    assert passive_of(text, type="Permanent") == {"static": text.lower().rstrip(".")}
    frozen = fields(read(text, type="Permanent", name="Frozen"))
    cold = {"statuses": {Status.EXHAUSTED}}
    b = (
        GameBuilder()
        .in_landmarks("p1", "Frozen", **frozen)
        .in_reserve("p1", "R1")
        .in_reserve("p1", "R2")
        .in_reserve("p1", "Cold", **cold)
        .in_reserve("p1", "Colder", **cold)
    )
    state = at_night(b)
    # The first choice says the card will offer one more, so the limit is not spent on the
    # exhausted card it would keep; the second names the card and its words (2.2.12.m).
    first = pending(state)
    assert first.prompt.endswith("; then Frozen offers one more exhausted card to keep")
    assert "2.2.12.m" in first.rules
    state = choose(state, find(state, "R1"), find(state, "R2"))
    d = pending(state)
    assert (d.kind, d.min_choices, d.max_choices) == (DecisionKind.CLEANUP_RESERVE, 0, 1)
    assert sorted(o.label for o in d.options) == ["Cold", "Colder"]
    assert f"(Frozen: “{text}”)" in d.prompt
    state = choose(state, find(state, "Cold"))
    assert names(state, "reserve:p1") == ["R1", "R2", "Cold"]
    assert names(state, "discard:p1") == ["Colder"]
    state = at_night(
        GameBuilder().in_reserve("p1", "R1").in_reserve("p1", "R2").in_reserve("p1", "Cold", **cold)
    )
    assert "one more" not in pending(state).prompt
    state = choose(state, find(state, "R1"), find(state, "R2"))  # no Frozen: no more
    assert names(state, "discard:p1") == ["Cold"]


def test_1_4_1_a_cards_in_play_or_in_reserve_with_counters_cant_gain_counters() -> None:
    text = "#Cards in play or in Reserve with counters# can't gain counters. (Not Hero cards.)"
    assert passive_of(text) == {
        "cant": "cards in play or in reserve with counters can't gain counters"
    }
    inspector = fields(read(text, name="Inspector"))
    cheer = executed(
        read("Target Character in play or in Reserve gains 1 boost.", type="Spell", name="Cheer")
    )
    # Boosted has a boost and Trial counters already: neither gains; Plain gains its boost.
    for target, boosts in (("Boosted", 1), ("Trial", 0), ("Plain", 1)):
        b = (
            GameBuilder()
            .in_expedition("p2", "hero", "Inspector", **inspector)
            .in_expedition("p1", "hero", "Boosted", counters={"boost": 1})
            .in_reserve("p1", "Trial", counters={"Trial": 2})
            .in_expedition("p1", "hero", "Plain")
            .in_hand("p1", "Cheer", **fields(cheer))
            .mana("p1", 1)
        )
        state, _ = play(b, "Cheer", dest="spell")
        state, _ = answer(state, pending(state).id, (find(state, target),))
        state, _ = until_decision(state)
        assert state.objects[find(state, target)].counters.get("boost", 0) == boosts
