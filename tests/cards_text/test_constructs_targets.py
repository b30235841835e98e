"""The printed-text grammar's constructs of targets and choices (see
``test_constructs.py``): one target for two steps, several targets, and spending counters
from a card of one's choice (7.3.38)."""

from __future__ import annotations

from engine import CardType, GameBuilder, Status, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import answer_roll, executed, exhausted_mana, fields, names, play, read, steps


# ------------------------------------------------------------------ one target, two steps
def test_6_5_b_target_character_gains_a_boost_and_loses_fleeting_is_one_target() -> None:
    r = executed(read("Target Character gains 2 boosts and loses Fleeting.", type="Spell"))
    assert steps(r) == [
        {
            "action": "give_boost",
            "subject": "target_character",
            "amount": 2,
            "then": ({"action": "lose_status", "subject": "it", "status": Status.FLEETING},),
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Steady", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Wisp", statuses=(Status.FLEETING,))
        .in_expedition("p1", "hero", "Other", statuses=(Status.FLEETING,))
    )
    state, _ = play(b, "Steady", dest="spell")
    state = choose(state, find(state, "Wisp"))  # the only target chosen (6.5.b)
    state, _ = until_decision(state)
    wisp, other = state.objects[find(state, "Wisp")], state.objects[find(state, "Other")]
    assert wisp.boosts == 2 and Status.FLEETING not in wisp.statuses
    assert other.boosts == 0 and Status.FLEETING in other.statuses


def test_6_1_h_each_player_sacrifices_a_character_of_their_own() -> None:
    r = executed(read("{J} Each player sacrifices a Character."))
    assert steps(r) == [{"action": "sacrifice", "subject": "a_character_each_player_controls"}]
    b = (
        GameBuilder()
        .in_hand("p1", "Tyrant", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p2", "hero", "Theirs")
        .in_expedition("p2", "companion", "Kept")
    )
    state, entries = play(b, "Tyrant")
    seen = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        seen.append((d.player, sorted(state.name(o) for o in d.option_ids() if o in state.objects)))
        pick = "Mine" if d.player == "p1" else "Theirs"
        state = choose(state, find(state, pick))
        state, more = until_decision(state)
        entries = (*entries, *more)
    assert seen[0] == ("p1", ["Mine", "Tyrant"])  # p1 chooses among their own Characters
    assert seen[1] == ("p2", ["Kept", "Theirs"])  # then p2 among theirs (6.1.h)
    assert names(state, "discard:p1") == ["Mine"] and names(state, "discard:p2") == ["Theirs"]
    assert "6.1.h" in rules_of(entries)  # each player chooses, in initiative order


def test_7_3_17_a_you_may_give_boosts_to_target_plant() -> None:
    r = executed(read("{H} You may give 2 boosts to target Plant.", name="Gardener"))
    assert steps(r) == [
        {
            "action": "give_boost",
            "subject": "target_character",
            "amount": 2,
            "may": True,
            "filter": {"subtypes": ("Plant",)},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Gardener", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Fern", subtypes=("Plant",))
        .in_expedition("p1", "hero", "Guard", subtypes=("Soldier",))
    )
    state, _ = play(b, "Gardener")
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        options = [o for o in d.option_ids() if o in state.objects]
        if options:
            assert [state.name(o) for o in options] == ["Fern"]  # only a Plant (2.2.2.d)
            state = choose(state, options[0])
        else:
            state = choose(state, d.option_ids()[0])  # yes, give them (6.5.c)
        state, _ = until_decision(state)
    assert state.objects[find(state, "Fern")].boosts == 2
    assert state.objects[find(state, "Guard")].boosts == 0


# ----------------------------------------------------------------------------- several targets
def _up_to_two(chosen: tuple[str, ...]) -> tuple[GameState, tuple[int, int], list[str]]:
    r = executed(read("Up to two target Characters each gain 1 boost.", type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Rally", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Ally")
        .in_expedition("p2", "hero", "Foe")
        .in_expedition("p2", "companion", "Bystander")
    )
    state, _ = play(b, "Rally", dest="spell")
    d = pending(state)
    limits = (d.min_choices, d.max_choices)
    state = choose(state, *(find(state, n) for n in chosen))
    state, _ = until_decision(state)
    return (
        state,
        limits,
        [n for n in ("Ally", "Foe", "Bystander") if state.objects[find(state, n)].boosts],
    )


def test_6_5_b_up_to_two_target_characters_each_gain_a_boost() -> None:
    r = executed(read("Up to two target Characters each gain 1 boost.", type="Spell"))
    assert steps(r) == [{"action": "give_boost", "subject": "target_character", "up_to": 2}]
    _, limits, boosted = _up_to_two(("Ally", "Foe"))
    assert limits == (0, 2)  # none, one or two different Characters (6.5.b)
    assert boosted == ["Ally", "Foe"]
    assert _up_to_two(("Foe",))[2] == ["Foe"]
    assert _up_to_two(())[2] == []


def test_6_5_b_up_to_one_target_then_it_is_that_target() -> None:
    text = "{H} Up to one target Character gains [[Asleep]]. You may give it 2 boosts."
    r = executed(read(text))
    assert steps(r) == [
        {
            "action": "gain_status",
            "subject": "target_character",
            "status": Status.ASLEEP,
            "up_to": 1,
            "then": ({"action": "give_boost", "subject": "it", "amount": 2, "may": True},),
        }
    ]


def test_6_5_b_discard_up_to_two_targets_characters_or_permanents() -> None:
    r = executed(read("Discard up to two targets, Characters or Permanents.", type="Spell"))
    assert steps(r) == [
        {"action": "discard", "subject": "target_character_or_permanent", "up_to": 2}
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Purge", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Foe")
        .in_landmarks("p2", "Tower")
        .in_expedition("p2", "companion", "Kept")
    )
    state, _ = play(b, "Purge", dest="spell")
    state = choose(state, find(state, "Foe"), find(state, "Tower"))
    state, _ = until_decision(state)
    assert names(state, "discard:p2") == ["Foe", "Tower"]
    assert names(state, "expedition:p2:companion") == ["Kept"]


def test_7_3_33_b_target_gains_x_boosts_where_x_is_the_result() -> None:
    r = executed(
        read("Roll a die. Target Character gains X boosts, where X is the result.", type="Spell")
    )
    (step,) = steps(r)
    assert [(o["low"], o["high"]) for o in step["outcomes"]] == [(n, n) for n in range(1, 7)]
    for result in range(1, 7):
        b = (
            GameBuilder()
            .in_hand("p1", "Gamble", **fields(r))
            .mana("p1", 1)
            .in_expedition("p1", "hero", "Lucky")
        )
        state, _ = play(b, "Gamble", dest="spell")
        state, entries = answer_roll(state, result)
        state = choose(state, find(state, "Lucky"))  # the target, chosen after the roll
        assert state.objects[find(state, "Lucky")].boosts == result
        assert "7.3.33.b" in rules_of(entries)  # type: ignore[arg-type]


def test_7_3_28_a_ready_two_mana_orbs_of_your_choice() -> None:
    r = executed(read("{J} Ready two Mana Orbs.", name="Tapper"))
    assert steps(r) == [{"action": "ready", "subject": "mana_orbs_you_choose", "amount": 2}]
    # p1 pays 1 of 1 ready orb; 3 more are exhausted: 4 exhausted when the Reaction resolves
    b = GameBuilder().in_hand("p1", "Tapper", **fields(r)).mana("p1", 1, exhausted=3)
    state, _ = play(b, "Tapper")
    d = pending(state)
    assert (d.min_choices, d.max_choices) == (2, 2)  # exactly two (6.1.g)
    assert len(d.option_ids()) == 4  # any of your Mana Orbs
    state = choose(state, *d.option_ids()[:2])
    state, _ = until_decision(state)
    assert exhausted_mana(state, "p1").count(False) == 2
    assert exhausted_mana(state, "p2") == []


# ----------------------------------------------------------------------------- spend (7.3.38)
_SPEND = "{J} You may spend 1 counter from a card you control or in your Reserve to draw a card."


def _spender(b: GameBuilder) -> tuple[GameState, list[str]]:
    r = executed(read(_SPEND, name="Tinker"))
    b = b.in_hand("p1", "Tinker", **fields(r)).mana("p1", 1).deck_of("p1", 3)
    state, _ = play(b, "Tinker")
    offered: list[str] = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        ids = d.option_ids()
        if d.kind == "choose":
            offered = sorted(state.name(o) for o in ids)
            state = choose(state, find(state, "Keeper"))
        elif d.kind == "choose_counter":
            assert sorted(ids) == ["Arcane", "boost"]  # the counter is the player's choice
            state = choose(state, "Arcane")
        else:
            state = choose(state, ids[0])  # yes, spend
        state, _ = until_decision(state)
    return state, offered


def test_7_3_38_a_spend_a_counter_from_a_card_you_control_or_in_your_reserve() -> None:
    r = executed(read(_SPEND))
    assert steps(r) == [
        {
            "action": "spend_counters",
            "subject": "a_card_you_control_or_in_your_reserve",
            "counter": "any",
            "may": True,
            "then": ({"action": "draw"},),
            "to_pay": True,
        }
    ]
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper", counters={"boost": 1, "Arcane": 2})
        .in_reserve("p1", "Stored", counters={"Kelon": 1})
        .in_reserve("p1", "Empty")
        .in_expedition("p1", "companion", "Bug", is_token=True, counters={"boost": 1})
        .in_expedition("p2", "hero", "Theirs", counters={"boost": 3})
    )
    state, offered = _spender(b)
    assert offered == ["Keeper", "Stored"]  # cards of yours with a counter; no token (2.1.e)
    assert state.objects[find(state, "Keeper")].counters == {"boost": 1, "Arcane": 1}
    assert len(state.zone("hand:p1")) == 1  # the draw, because a counter was spent (6.5.f)


def test_7_3_38_b_with_no_counter_to_spend_nothing_is_drawn() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Keeper").in_reserve("p1", "Empty")
    state, offered = _spender(b)
    assert offered == [] and state.zone("hand:p1") == ()


def test_6_5_b_target_character_in_reserve_gains_boosts() -> None:
    r = executed(read("Target Character in Reserve gains 2 boosts.", type="Spell"))
    assert steps(r) == [
        {
            "action": "give_boost",
            "subject": "target_reserve_card",
            "amount": 2,
            "filter": {"types": ("Character",)},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Bolster", **fields(r))
        .mana("p1", 1)
        .in_reserve("p2", "Resting")
        .in_reserve("p1", "Scroll", type=CardType.SPELL)
        .in_expedition("p1", "hero", "Walker")
    )
    state, _ = play(b, "Bolster", dest="spell")
    d = pending(state)
    assert [state.name(o) for o in d.option_ids()] == ["Resting"]  # a Character, in a Reserve
    state = choose(state, find(state, "Resting"))
    state, _ = until_decision(state)
    assert state.objects[find(state, "Resting")].boosts == 2
