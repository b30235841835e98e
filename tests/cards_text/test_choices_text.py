"""Printed effects choosing modes or objects (6.5.g, 6.1.g, 7.3.36.a): each test holds the
printed sentence, checks the reading and plays it on a board."""

from __future__ import annotations

from engine import GameBuilder, Status, Terrain, find
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, names, play, read, steps

_GREMS = (
    "{R} Choose up to one:  • Discard target Permanent with Hand Cost {3} or less.  "
    "• Sacrifice a Permanent. If you do, create a [Brassbug 2/2/2] Robot token in target "
    "Expedition."
)


def _grems_board() -> GameBuilder:
    text = _GREMS.replace("{R}", "{J}")  # played from Hand on the board
    r = executed(read(text, name="Grems"))
    return (
        GameBuilder()
        .in_hand("p1", "Grems", **fields(r))
        .mana("p1", 1)
        .in_landmarks("p1", "My Tower")
        .in_landmarks("p2", "Their Tower")
    )


def test_6_5_g_choose_up_to_one_is_one_mode_or_none() -> None:
    r = executed(read(_GREMS))
    (step,) = steps(r)
    assert (step["action"], step["may"], len(step["modes"])) == ("choose", True, 2)  # one
    sacrifice = step["modes"][1]["effect"][0]
    assert sacrifice["subject"] == "a_character_or_permanent_you_control"
    assert sacrifice["filter"] == {"types": ("Permanent",)}
    state, _ = play(_grems_board(), "Grems")
    assert pending(state).kind == "optional_step"
    state = choose(state, "no")  # no mode at all
    state, _ = until_decision(state)
    assert names(state, "landmark:p1") == ["My Tower"]
    assert names(state, "landmark:p2") == ["Their Tower"]


def _sacrifice_mode(state: GameState) -> GameState:
    state = choose(state, "yes")
    state, _ = until_decision(state)
    assert pending(state).kind == "choose_mode"
    state = choose(state, "1")
    state, _ = until_decision(state)
    return state


def test_7_3_36_a_sacrifice_a_permanent_is_one_you_control() -> None:
    state, _ = play(_grems_board(), "Grems")
    state = _sacrifice_mode(state)
    d = pending(state)
    assert [state.name(o) for o in d.option_ids()] == ["My Tower"]  # not the opponent's
    state = choose(state, find(state, "My Tower"))
    state, _ = until_decision(state)
    state = choose(state, "p1:companion")  # the token's Expedition (target, 6.5.b)
    state, _ = until_decision(state)
    assert names(state, "discard:p1") == ["My Tower"]
    assert names(state, "expedition:p1:companion") == ["Brassbug"]  # because you did (6.5.f)


def test_6_5_f_with_no_permanent_to_sacrifice_no_token() -> None:
    """No Permanent in play: "Sacrifice a Permanent" has nothing to choose, so that mode is
    impossible and not offered (6.1.g, 7.3.36.a); the discard mode stays offered — its
    target has none suitable, so its action does nothing (6.5.b) — and no token (6.5.f)."""
    r = executed(read(_GREMS.replace("{R}", "{J}"), name="Grems"))
    b = GameBuilder().in_hand("p1", "Grems", **fields(r)).mana("p1", 1)
    state, _ = play(b, "Grems")
    state = choose(state, "yes")
    state, _ = until_decision(state)
    d = pending(state)
    assert d.kind == "choose_mode"
    assert len(d.option_ids()) == 1
    assert "Sacrifice a Permanent" in d.prompt and "7.3.36.a" in d.rules  # said why not
    state = choose(state, d.option_ids()[0])
    state, _ = until_decision(state)
    assert names(state, "expedition:p1:companion") == []
    assert names(state, "expedition:p1:hero") == ["Grems"]


def test_7_3_36_a_sacrifice_a_character_or_permanent() -> None:
    r = executed(
        read(
            "Sacrifice a Character or Permanent. If you do, discard target Character or Permanent.",
            type="Spell",
            name="Boom",
        )
    )
    first = steps(r)[0]
    assert first["subject"] == "a_character_or_permanent_you_control"
    assert first["filter"] == {"types": ("Character", "Permanent")}
    b = (
        GameBuilder()
        .in_hand("p1", "Boom", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Mine")
        .in_landmarks("p1", "My Tower")
        .in_expedition("p2", "hero", "Theirs")
    )
    state, _ = play(b, "Boom", dest="spell")
    assert sorted(state.name(o) for o in pending(state).option_ids()) == ["Mine", "My Tower"]


def test_2_2_11_c_target_character_with_no_statistic_over_three() -> None:
    r = executed(read("Send to Reserve target Character with no statistic over 3.", type="Spell"))
    assert steps(r) == [
        {
            "action": "send",
            "subject": "target_character",
            "to": "reserve",
            "filter": {"stats_max": 3},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Printed", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Small", forest=3, mountain=1, water=0)
        .in_expedition("p2", "hero", "Tall", forest=4, mountain=1, water=0)
        .in_expedition("p2", "hero", "Grown", forest=3, mountain=1, water=0, counters={"boost": 1})
    )
    state, _ = play(b, "Printed", dest="spell")
    # each statistic as it is now: a boost makes 3 into 4 (2.5.1.b)
    assert [state.name(o) for o in pending(state).option_ids()] == ["Small"]


_AVALANCHE = "Send to Reserve any number of target Characters with total {M} of 4 or less."


def test_6_5_b_any_number_of_targets_with_a_total_mountain_of_four_or_less() -> None:
    r = executed(read(_AVALANCHE, type="Spell", name="Avalanche"))
    assert steps(r) == [
        {
            "action": "send",
            "subject": "target_character",
            "to": "reserve",
            "total": {"of": "mountain", "at_most": 4},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Avalanche", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Two", mountain=2)
        .in_expedition("p2", "hero", "Boosted", mountain=1, counters={"boost": 1})
        .in_expedition("p2", "companion", "Three", mountain=3)
        .in_expedition("p2", "companion", "Five", mountain=5)
    )
    state, _ = play(b, "Avalanche", dest="spell")
    d = pending(state)
    assert d.kind == "target_one_more" and (d.min_choices, d.max_choices) == (0, 1)
    assert sorted(state.name(o) for o in d.option_ids()) == ["Boosted", "Three", "Two"]
    state = choose(state, find(state, "Two"))
    # 2 of 4 used: Three no longer fits; Boosted has 1 + 1 boost = 2 (2.5.1.b)
    assert sorted(state.name(o) for o in pending(state).option_ids()) == ["Boosted"]
    state = choose(state, find(state, "Boosted"))
    state, _ = until_decision(state)  # 4 of 4: nothing fits any more, the step happens
    assert sorted(names(state, "reserve:p2")) == ["Boosted", "Two"]
    assert sorted(names(state, "expedition:p2:companion")) == ["Five", "Three"]


def test_6_5_b_stopping_early_and_up_to_three_by_hand_cost() -> None:
    text = "Send to Reserve up to three target Characters with a total Hand Cost {5} or less."
    r = executed(read(text, type="Spell", name="Kraken"))
    assert steps(r)[0]["up_to"] == 3 and steps(r)[0]["total"] == {"of": "hand_cost", "at_most": 5}
    b = (
        GameBuilder()
        .in_hand("p1", "Kraken", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "One", hand_cost=1)
        .in_expedition("p2", "hero", "Bug", is_token=True, hand_cost=4)  # tokens cost 0
        .in_expedition("p2", "hero", "Four", hand_cost=4)
    )
    state, _ = play(b, "Kraken", dest="spell")
    state = choose(state, find(state, "One"))
    state = choose(state, find(state, "Bug"))
    assert sorted(state.name(o) for o in pending(state).option_ids()) == ["Four"]
    state = choose(state)  # none: stop here
    state, _ = until_decision(state)
    assert names(state, "reserve:p2") == ["One"]  # the token ceased to exist (2.1.e)
    assert names(state, "expedition:p2:hero") == ["Four"]


def test_7_5_2_c_a_token_in_each_of_your_expeditions_thats_behind_or_tied() -> None:
    text = (
        "{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of your Expeditions "
        "that's behind or tied."
    )
    r = executed(read(text, name="Mesektet"))
    assert steps(r)[0]["subject"] == "each_my_expedition_behind_or_tied"
    b = (
        GameBuilder()
        .in_hand("p1", "Mesektet", **fields(r))
        .mana("p1", 1)
        .position("p1:hero", 1)  # one region ahead of p2's hero Expedition (7.5.2.b)
    )
    state, entries = play(b, "Mesektet")
    assert names(state, "expedition:p1:companion") == ["Ordis Recruit"]  # tied (7.5.2.c)
    assert names(state, "expedition:p1:hero") == ["Mesektet"]  # ahead: no token
    assert {"7.5.2.b", "7.5.2.c"} <= set(rules_of(entries))
    assert "7.5.2.d" not in rules_of(entries)  # not in tiebreakers: 7.5.2.d does not apply


_PUFFIN = "{J} You may ready an exhausted card in Reserve. #If you do, I gain 1 boost.#"


def test_6_1_g_ready_an_exhausted_card_in_any_reserve() -> None:
    r = executed(read(_PUFFIN, name="Puffin"))
    (step,) = steps(r)
    assert (step["subject"], step["filter"]) == ("a_card_in_reserve", {"statuses": ("Exhausted",)})
    b = (
        GameBuilder()
        .in_hand("p1", "Puffin", **fields(r))
        .mana("p1", 1)
        .in_reserve("p1", "Ready One")
        .in_reserve("p1", "Tired Mine", statuses=(Status.EXHAUSTED,))
        .in_reserve("p2", "Tired Theirs", statuses=(Status.EXHAUSTED,))
    )
    state, _ = play(b, "Puffin")
    state = choose(state, "yes")
    offered = sorted(state.name(o) for o in pending(state).option_ids())
    assert offered == ["Tired Mine", "Tired Theirs"]  # any Reserve, exhausted only
    state = choose(state, find(state, "Tired Theirs"))
    assert not state.objects[find(state, "Tired Theirs")].has(Status.EXHAUSTED)
    assert state.objects[find(state, "Puffin")].counters == {"boost": 1}  # you did (6.5.f)


def test_6_5_e_otherwise_you_may() -> None:
    text = "{R} If I'm in {M}, [Sabotage]. Otherwise, you may exhaust ({T}) target card in Reserve."
    (step,) = steps(executed(read(text)))
    assert step["otherwise"] == (
        {"action": "exhaust", "subject": "target_reserve_card", "may": True},
    )


_GIBIL = (
    "{J} If you control two or more Permanents, create two [Brassbug 2/2/2] Robot tokens in "
    "target Expedition. Otherwise, create only one."
)


def _gibil_tokens(permanents: int) -> list[str]:
    r = executed(read(_GIBIL, name="Gibil"))
    b = GameBuilder().in_hand("p1", "Gibil", **fields(r)).mana("p1", 1)
    for i in range(permanents):
        b = b.in_landmarks("p1", f"Tower {i}")
    state, _ = play(b, "Gibil")
    state = choose(state, "p1:companion")
    return names(state, "expedition:p1:companion")


def test_6_5_e_otherwise_create_only_one() -> None:
    (step,) = steps(executed(read(_GIBIL)))
    assert step["amount"] == 2 and step["otherwise"] == (
        {"action": "create", "subject": "target_expedition", "token": "Brassbug 2/2/2 Robot"},
    )
    assert _gibil_tokens(2) == ["Brassbug", "Brassbug"]
    assert _gibil_tokens(1) == ["Brassbug"]


def test_6_5_b_hand_cost_at_most_the_number_of_characters_you_control() -> None:
    text = (
        "Create an [Ordis Recruit 1/1/1] Soldier token in target Expedition. Send to Reserve "
        "target Character with Hand Cost {X} or less, where X is the number of Characters you "
        "control."
    )
    r = executed(read(text, type="Spell", name="Teamwork"))
    assert steps(r)[1]["filter"] == {"hand_cost_max_from": "characters_you_control"}
    b = (
        GameBuilder()
        .in_hand("p1", "Teamwork", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Ally", hand_cost=5)
        .in_expedition("p2", "hero", "Two", hand_cost=2)
        .in_expedition("p2", "hero", "Three", hand_cost=3)
    )
    state, _ = play(b, "Teamwork", dest="spell")
    state = choose(state, "p1:companion")  # the token: now 2 Characters you control
    assert sorted(state.name(o) for o in pending(state).option_ids()) == ["Ordis Recruit", "Two"]


def test_6_5_b_hand_cost_at_most_that_of_a_character_you_control() -> None:
    text = (
        "Discard target Character with Hand Cost less than or equal to the Hand Cost of a "
        "Character you control."
    )
    r = executed(read(text, type="Spell", name="Duel"))
    b = (
        GameBuilder()
        .in_hand("p1", "Duel", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Ally", hand_cost=3)
        .in_expedition("p2", "hero", "Three", hand_cost=3)
        .in_expedition("p2", "hero", "Four", hand_cost=4)
    )
    state, _ = play(b, "Duel", dest="spell")
    assert sorted(state.name(o) for o in pending(state).option_ids()) == ["Ally", "Three"]


_AOIFE = "{J} You may target another Character, it loses [[Fleeting]] and gains 1 boost."


def _aoife(fleeting: bool) -> GameState:
    r = executed(read(_AOIFE, name="Aoife"))
    statuses = (Status.FLEETING,) if fleeting else ()
    b = (
        GameBuilder()
        .in_hand("p1", "Aoife", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Friend", statuses=statuses)
    )
    state, _ = play(b, "Aoife")
    state = choose(state, find(state, "Friend"))  # the target (6.5.b)
    return choose(state, "yes")


def test_6_5_b_target_another_character_it_loses_fleeting_and_gains_a_boost() -> None:
    (step,) = steps(executed(read(_AOIFE)))
    assert (step["action"], step["subject"], step["it_follows"]) == (
        "lose_status",
        "target_character",
        True,
    )
    assert step["then"] == ({"action": "give_boost", "subject": "it"},)
    state = _aoife(fleeting=True)
    friend = state.objects[find(state, "Friend")]
    assert not friend.has(Status.FLEETING) and friend.counters == {"boost": 1}


def test_6_5_f_it_gains_the_boost_even_if_it_was_not_fleeting() -> None:
    state = _aoife(fleeting=False)
    assert state.objects[find(state, "Friend")].counters == {"boost": 1}  # not "if you did"


_ACCOUNTANT = (
    "{R} You may spend 1 of my boosts to have target Character gain [[Asleep]]. "
    "#You may give it 2 boosts.#"
)


def test_7_3_18_a_you_may_give_it_boosts_it_being_the_target_had_gain_asleep() -> None:
    r = executed(read(_ACCOUNTANT, name="Accountant"))
    b = (
        GameBuilder()
        .in_reserve("p1", "Accountant", counters={"boost": 1}, **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Sleeper", statuses=(Status.ASLEEP,))
    )
    state, _ = play(b, "Accountant")
    state = choose(state, "yes")  # spend the boost (6.5.c)
    state = choose(state, find(state, "Sleeper"))  # already Asleep: gaining it is impossible
    assert pending(state).kind == "optional_step"  # yet "it" is still the target
    state = choose(state, "yes")
    assert state.objects[find(state, "Sleeper")].counters == {"boost": 2}
    assert state.objects[find(state, "Accountant")].counters == {}  # the boost was spent


def test_7_5_8_c_another_target_character_in_forest() -> None:
    text = "{J} You may give 2 boosts to another target Character in {V}."
    r = executed(read(text, name="Saskia"))
    assert steps(r)[0]["filter"] == {"in_terrain": "forest", "another": True}
    b = (
        GameBuilder()
        .region(0, Terrain.FOREST)  # the hero Expeditions' region
        .region(7, Terrain.WATER)
        .in_hand("p1", "Saskia", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "In Forest")
        .in_expedition("p2", "companion", "In Water")
    )
    state, _ = play(b, "Saskia")
    assert [state.name(o) for o in pending(state).option_ids()] == ["In Forest"]  # not me


def test_6_5_b_you_may_target_a_character_it_gains_boosts() -> None:
    text = "#{J} You may target another [[Fleeting]] Character. It gains 2 boosts.#"
    assert steps(executed(read(text))) == [
        {
            "action": "give_boost",
            "subject": "target_character",
            "amount": 2,
            "may": True,
            "filter": {"statuses": ("Fleeting",), "another": True},
        }
    ]


def test_6_5_c_then_you_may_put_me_in_your_mana_zone() -> None:
    text = (
        "Return target Character or Permanent to its owner's hand, then you may put me in your "
        "Mana zone."
    )
    assert steps(executed(read(text, type="Spell"))) == [
        {
            "action": "return",
            "subject": "target_character_or_permanent",
            "to": "hand",
            "to_owner": True,
        },
        {"action": "put", "subject": "self", "to": "mana", "may": True},
    ]


def test_6_5_b_characters_in_target_expedition_gain_a_boost() -> None:
    text = "{J} Characters in target Expedition gain 1 boost."
    r = executed(read(text, name="Square"))
    assert steps(r) == [{"action": "give_boost", "subject": "characters_in_target_expedition"}]
    b = (
        GameBuilder()
        .in_hand("p1", "Square", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "companion", "A")
        .in_expedition("p2", "companion", "B")
        .in_expedition("p2", "hero", "C")
    )
    state, _ = play(b, "Square")
    state = choose(state, "p2:companion")
    boosts = {state.name(o): dict(state.objects[o].counters) for o in state.objects}
    assert boosts["A"] == boosts["B"] == {"boost": 1} and boosts["C"] == {}


def test_6_5_e_if_x_otherwise_y_in_one_sentence() -> None:
    text = "{J} If your hand is empty, #I gain 2 boosts, otherwise I gain 1 boost.#"
    r = executed(read(text, name="Supervisor"))
    assert steps(r) == [
        {
            "action": "give_boost",
            "subject": "self",
            "amount": 2,
            "if": "your hand is empty",
            "otherwise": ({"action": "give_boost", "subject": "self"},),
        }
    ]
    for held, boosts in ((0, 2), (1, 1)):
        b = GameBuilder().in_hand("p1", "Supervisor", **fields(r)).mana("p1", 1)
        if held:
            b = b.in_hand("p1", "Kept")
        state, _ = play(b, "Supervisor")
        assert state.objects[find(state, "Supervisor")].counters == {"boost": boosts}


def test_6_5_b_target_exhausted_card_from_a_reserve() -> None:
    text = "Discard target exhausted card from a Reserve."
    assert steps(executed(read(text, type="Spell"))) == [
        {
            "action": "discard",
            "subject": "target_reserve_card",
            "filter": {"statuses": ("Exhausted",)},
        }
    ]


def test_1_2_3_c_you_may_pay_if_you_do_target_character_in_the_expedition_facing_me() -> None:
    text = (
        "#{H} You may pay {2}. If you do, target Character in the Expedition facing me gains "
        "[[Asleep]].#"
    )
    r = executed(read(text, name="Snoozer"))
    assert steps(r) == [
        {
            "action": "gain_status",
            "subject": "target_character",
            "status": "Asleep",
            "may": True,
            "pay": 2,
            "filter": {"facing_me": True},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Snoozer", **fields(r))
        .mana("p1", 3)
        .in_expedition("p2", "hero", "Facing")
        .in_expedition("p2", "companion", "Elsewhere")
    )
    state, _ = play(b, "Snoozer")  # played in the hero Expedition
    assert [state.name(o) for o in pending(state).option_ids()] == ["Facing"]
    state = choose(state, find(state, "Facing"))
    state = choose(state, "yes")
    while pending(state).kind == "pay_mana":
        state = choose(state, *pending(state).option_ids()[:2])
    assert state.objects[find(state, "Facing")].has(Status.ASLEEP)
    assert sum(1 for o in state.zone("mana:p1") if state.objects[o].has(Status.EXHAUSTED)) == 3
