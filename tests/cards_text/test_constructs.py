"""One test per construct of the printed-text grammar, each with the printed sentence it
covers (the official wording, icons as ``{J}``). Structure tests check the reading; the
constructs the engine gained for the real pool are also played on a board."""

from __future__ import annotations

from engine import (
    CardType,
    GameBuilder,
    PermanentZone,
    Phase,
    Status,
    Terrain,
    answer,
    find,
    play_card,
)
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read, steps


# ----------------------------------------------------------------------------- text
def test_reminder_text_and_rare_marks_are_not_rules_text() -> None:
    r = executed(read("#{J} I gain [[Anchored]].# (During Rest, I don't go to Reserve.)"))
    assert steps(r) == [{"action": "gain_status", "subject": "self", "status": Status.ANCHORED}]


def test_abilities_are_separated_by_two_spaces() -> None:
    r = executed(read("{J} Draw a card.  {R} I gain 2 boosts."))
    triggers = [a.reaction.trigger for a in r.model.abilities if a.reaction]
    assert triggers == ["enters_play", "played_from_reserve"]


def test_a_token_reminder_alone_is_no_ability() -> None:
    r = read("(If I leave the Expedition zone, remove me from the game.)", token=True)
    assert r.abilities == () and r.executable


# ----------------------------------------------------------------------------- keywords (7.4)
def test_7_4_keyword_lines_become_keywords() -> None:
    r = executed(read("[Gigantic]. (I am considered present in each of your Expeditions.)"))
    assert r.model.keywords == ("Gigantic",)
    assert executed(read("[Scout] {2}. (You may play me from hand for {2}.)")).model.keywords == (
        "Scout 2",
    )
    assert executed(read("#[Tough 2].# (Opponents must pay {2} to target me.)")).model.keywords == (
        "Tough 2",
    )


def test_2_4_7_b_fleeting_on_a_spell_is_its_keyword_and_the_rest_its_effect() -> None:
    r = executed(read("[[Fleeting]]. (Send me to Discard.)  Draw a card.", type="Spell"))
    assert r.model.keywords == ("Fleeting",)
    assert steps(r) == [{"action": "draw"}]


# ----------------------------------------------------------------------------- triggers
def test_7_1_1_symbols_are_reactions() -> None:
    for icon, trigger in (
        ("J", "enters_play"),
        ("H", "played_from_hand"),
        ("R", "played_from_reserve"),
    ):
        r = executed(read(f"{{{icon}}} [Resupply]. (Put the top card of your deck in Reserve.)"))
        reaction = r.model.abilities[0].reaction
        assert reaction is not None and reaction.trigger == trigger
        assert steps(r) == [{"action": "resupply"}]


def test_4_2_b_phase_reaction_with_a_condition() -> None:
    r = executed(read("At Noon, if I am [[Boosted]] — Draw a card."))
    reaction = r.model.abilities[0].reaction
    assert reaction is not None
    assert (reaction.trigger, reaction.condition) == ("at_noon", "i am boosted")


def test_6_3_b_event_reaction() -> None:
    r = executed(
        read(
            "When I leave the Expedition zone — "
            "Create a [Mana Moth 2/2/2] Illusion token in my Expedition."
        )
    )
    reaction = r.model.abilities[0].reaction
    assert reaction is not None and reaction.trigger == "leaves_expedition_zone"
    assert steps(r) == [
        {"action": "create", "subject": "my_expedition", "token": "Mana Moth 2/2/2 Illusion"}
    ]


def test_5_1_2_l_when_you_play_a_spell_activates_as_the_spell_leaves_limbo() -> None:
    watcher = executed(
        read("", support="{I} When you play a Spell — I gain 1 boost, up to a max of 2.")
    )
    spell = executed(read("Draw a card.", type="Spell", name="Insight"))
    b = (
        GameBuilder()
        .in_reserve("p1", "Watcher", **fields(watcher))
        .in_hand("p1", "Insight", **fields(spell))
        .mana("p1", 3)
        .deck_of("p1", 3)
    )
    state, entries = play(b, "Insight", dest="spell")
    watcher_id = find(state, "Watcher")
    assert state.objects[watcher_id].boosts == 1
    assert "5.1.2.l" in rules_of(entries)


def test_5_1_2_l_when_you_play_a_character_ignores_spells() -> None:
    watcher = executed(read("When you play a Character — I gain 1 boost."))
    spell = executed(read("Draw a card.", type="Spell", name="Insight"))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Watcher", **fields(watcher))
        .in_hand("p1", "Insight", **fields(spell))
        .mana("p1", 3)
        .deck_of("p1", 3)
    )
    state, _ = play(b, "Insight", dest="spell")
    assert state.objects[find(state, "Watcher")].boosts == 0


def test_another_character_joining_your_expeditions_is_not_me() -> None:
    r = executed(read("When another Character joins your Expeditions — I gain 1 boost."))
    b = GameBuilder().in_hand("p1", "Greeter", **fields(r)).mana("p1", 3)
    state, _ = play(b, "Greeter")
    assert state.objects[find(state, "Greeter")].boosts == 0  # itself joining: no
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Greeter", **fields(r))
        .in_hand("p1", "Friend", hand_cost=0)
    )
    state, _ = play(b, "Friend", dest="companion")
    assert state.objects[find(state, "Greeter")].boosts == 1


# ----------------------------------------------------------------------------- costs (2.2.12.k)
def test_2_2_12_k_quick_action_costs() -> None:
    r = executed(read("{1}, {T} : Draw a card."))
    qa = r.model.abilities[0].quick_action
    assert qa is not None
    assert (qa.cost.mana, qa.cost.exhaust_me, qa.cost.discard_me_from_reserve) == (1, True, False)


def test_2_2_12_d_support_ability_discard_me() -> None:
    r = executed(
        read("", support="{D} : The next Character you play this turn gains 1 boost. (Discard me.)")
    )
    ab = r.model.abilities[0]
    assert ab.support and ab.quick_action is not None
    assert ab.quick_action.cost.discard_me_from_reserve
    assert steps(r)[0]["ongoing"]["next_played"] == {"card_type": "Character", "boosts": 1}


def test_a_cost_the_engine_cannot_pay_is_left_to_the_judge() -> None:
    # "Sacrifice a Character" is paid now (tests/cards_text/test_cost_choices.py).
    reason = not_executed(read("{T}, Reveal a card from your hand: [Resupply]."))
    assert "Reveal a card from your hand" in reason
    reason = not_executed(read("{T}, Sacrifice two Characters: [Resupply]."))
    assert "only 'Discard a card from ...' and 'Sacrifice a ...' costs" in reason


def test_7_3_38_a_quick_action_cost_spending_my_counters() -> None:
    r = executed(
        read("{T}, Spend 2 of my Food counters: [Resupply].", type="Permanent", name="Farm")
    )
    qa = r.model.abilities[0].quick_action
    assert qa is not None and (qa.cost.spend, qa.cost.counter) == (2, "Food")
    f = fields(r)
    for food, resupplied in ((1, False), (2, True)):
        b = GameBuilder().in_landmarks("p1", "Farm", counters={"Food": food}, **f).deck_of("p1", 2)
        state, _ = until_decision(b.at_afternoon().build())
        offered = [o.id for o in pending(state).options if o.id.startswith("quick:")]
        assert bool(offered) is resupplied  # 7.3.38.b: not enough counters, not offered
        if resupplied:
            state = choose(state, offered[0])
            assert len(state.zone("reserve:p1")) == 1
            assert state.objects[find(state, "Farm")].counters.get("Food", 0) == 0


def test_then_exhaust_it_acts_on_what_the_step_before_chose() -> None:
    r = executed(read("Send target Character to Reserve, then exhaust it.", type="Spell"))
    assert steps(r) == [
        {
            "action": "send",
            "subject": "target_character",
            "to": "reserve",
            "then": ({"action": "exhaust", "subject": "it"},),
        }
    ]
    assert "'it' does not refer" in not_executed(read("{J} It gains 1 boost."))


# ----------------------------------------------------------------------------- effects
def test_7_3_draw_and_each_player_draws() -> None:
    assert steps(executed(read("{H} Each player draws a card."))) == [
        {"action": "draw", "subject": "each_player"}
    ]
    assert steps(executed(read("{J} Draw two cards."))) == [{"action": "draw", "amount": 2}]


def test_7_3_36_a_sacrifice_a_character_is_one_you_control() -> None:
    assert steps(executed(read("{J} Sacrifice a Character."))) == [
        {"action": "sacrifice", "subject": "a_character_you_control"}
    ]


def test_6_5_b_target_with_hand_cost_or_less() -> None:
    r = executed(read("Send to Reserve target Character with Hand Cost {3} or less.", type="Spell"))
    assert steps(r) == [
        {
            "action": "send",
            "subject": "target_character",
            "to": "reserve",
            "filter": {"hand_cost_max": 3},
        }
    ]
    spell = fields(r)
    b = (
        GameBuilder()
        .in_hand("p1", "Bounce", **spell)
        .in_expedition("p2", "hero", "Small", hand_cost=3)
        .in_expedition("p2", "hero", "Big", hand_cost=4)
        .mana("p1", 3)
    )
    state, _ = play(b, "Bounce", dest="spell")
    options = [label for _, label in ((o.id, o.label) for o in pending(state).options)]
    assert options == ["Small"]  # Big (Hand Cost 4) is not a suitable target
    state = choose(state, find(state, "Small"))
    assert names(state, "reserve:p2") == ["Small"]


def test_6_5_b_status_adjective_and_controller_narrow_a_target() -> None:
    r = executed(read("Discard target [[Boosted]] Character you control.", type="Spell"))
    assert steps(r)[0]["filter"] == {"controller": "you", "statuses": (Status.BOOSTED,)}


def test_groups_of_a_sub_type_you_control() -> None:
    r = executed(read("{J} #Artists# you control gain 1 boost."))
    assert steps(r) == [
        {
            "action": "give_boost",
            "subject": "characters_you_control",
            "filter": {"subtypes": ("Artist",)},
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Arawn", **fields(r))
        .in_expedition("p1", "hero", "Singer", subtypes=("Artist",))
        .in_expedition("p1", "hero", "Guard", subtypes=("Soldier",))
        .mana("p1", 3)
    )
    state, _ = play(b, "Arawn")
    assert state.objects[find(state, "Singer")].boosts == 1
    assert state.objects[find(state, "Guard")].boosts == 0


def test_7_3_5_b_token_creation() -> None:
    r = executed(read("{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in target Expedition."))
    assert steps(r) == [
        {
            "action": "create",
            "subject": "target_expedition",
            "amount": 2,
            "token": "Ordis Recruit 1/1/1 Soldier",
        }
    ]


def test_6_5_g_choose_one() -> None:
    r = executed(
        read(
            "[[Fleeting]].  Choose one:  • Discard target Permanent.  • Draw a card.",
            type="Spell",
        )
    )
    (step,) = steps(r)
    assert step["action"] == "choose" and len(step["modes"]) == 2


def test_6_5_f_you_may_x_to_y() -> None:
    r = executed(read("{J} You may exhaust me to draw a card."))
    assert steps(r) == [
        {"action": "exhaust", "subject": "self", "may": True, "then": ({"action": "draw"},)}
    ]


def test_6_5_f_if_you_do() -> None:
    r = executed(
        read(
            "Sacrifice a Character. If you do, discard target Character or Permanent.", type="Spell"
        )
    )
    assert steps(r)[0]["then"] == (
        {"action": "discard", "subject": "target_character_or_permanent"},
    )


def test_6_5_e_if_otherwise() -> None:
    r = executed(read("{J} If my Expedition is behind, draw a card. Otherwise, I gain 1 boost."))
    (step,) = steps(r)
    assert step["if"] == "my expedition is behind"
    assert step["otherwise"] == ({"action": "give_boost", "subject": "self"},)


def test_then_joins_two_steps() -> None:
    r = executed(read("[Sabotage], then [Resupply].", type="Spell"))
    assert [s["action"] for s in steps(r)] == ["sabotage", "resupply"]


def test_5_2_d_the_next_card_you_play_costs_less() -> None:
    r = executed(read("", support="{D} : The next Spell you play this turn costs {1} less."))
    assert steps(r)[0]["ongoing"]["next_played"] == {"card_type": "Spell", "cost_change": -1}


def test_7_3_1_b_activate_the_j_abilities() -> None:
    r = executed(read("{R} You may activate the {j} abilities of target Permanent you control."))
    assert steps(r) == [
        {
            "action": "activate",
            "subject": "target_permanent_you_control",
            "may": True,
            "trigger": "enters_play",
        }
    ]


def test_up_to_a_max_of_n_boosts() -> None:
    r = executed(read("At Noon — I gain 2 boosts, up to a max of 3."))
    assert steps(r) == [{"action": "give_boost", "subject": "self", "amount": 2, "max_total": 3}]
    f = fields(r)
    for had, now in ((0, 2), (2, 3), (3, 3)):
        from engine import Phase

        from ..engine.helpers import until_decision

        b = GameBuilder().in_expedition(
            "p1", "hero", "Grower", counters={"boost": had} if had else None, **f
        )
        state, _ = until_decision(b.at_phase(Phase.MORNING).build())
        # run through Noon
        for _ in range(20):
            if state.phase is not Phase.MORNING and state.phase is not Phase.NOON:
                break
            if state.pending is None:
                break
            state = choose(state, pending(state).option_ids()[0])
        assert state.objects[find(state, "Grower")].boosts == now


def test_7_3_38_spend_my_boosts_to_do_something() -> None:
    r = executed(read("{R} You may spend 1 of my boosts to draw a card.", name="Miser"))
    assert steps(r) == [
        {
            "action": "spend_counters",
            "counter": "boost",
            "may": True,
            "then": ({"action": "draw"},),
        }
    ]


def test_7_3_18_have_target_character_gain() -> None:
    r = executed(read("{H} You may have target Character gain [[Asleep]]."))
    (step,) = steps(r)
    assert step["action"] == "have_do" and step["may"]
    assert step["do"] == {
        "action": "gain_status",
        "subject": "target_character",
        "status": Status.ASLEEP,
    }


def test_6_1_d_you_may_pay_to() -> None:
    r = executed(read("{J} You may pay {1} to have target Character gain 1 boost."))
    (step,) = steps(r)
    assert step["pay"] == 1 and step["may"]


def test_6_1_g_a_card_from_your_reserve_is_a_choice() -> None:
    r = executed(
        read(
            "Discard another card from your Reserve. If you do, target Character gains 2 boosts.",
            type="Spell",
        )
    )
    assert steps(r)[0]["subject"] == "a_card_from_your_reserve"
    assert steps(r)[0]["filter"] == {"another": True}


# ----------------------------------------------------------------------------- not executed
def test_text_not_understood_is_left_to_the_judge_with_its_reason() -> None:
    r = read("{J} Name a card.  {R} I gain 1 boost.")
    assert r.partly_executable and not r.executable
    assert "name a card" in not_executed(r).lower()
    assert len(r.model.abilities) == 1  # only the {R} ability reaches the engine


def test_a_condition_the_engine_cannot_evaluate_is_not_executed() -> None:
    reason = not_executed(read("{J} If the moon is full, draw a card."))
    assert "the moon is full" in reason


def test_7_3_38_b_without_boosts_to_spend_nothing_is_drawn() -> None:
    r = executed(read("{J} You may spend 1 of my boosts to draw a card.", name="Miser"))
    b = GameBuilder().in_hand("p1", "Miser", **fields(r)).mana("p1", 1).deck_of("p1", 3)
    state, _ = play(b, "Miser")
    while state.pending is not None and state.pending.kind == "optional_step":
        state = choose(state, "yes")
    assert state.zone("hand:p1") == ()  # nothing to spend: the draw does not happen (6.5.f)


# ----------------------------------------------------------------------------- dice (7.3.33)
def _roll(state: GameState, result: int) -> tuple[GameState, tuple[object, ...]]:
    """Answer the pending die roll with ``result`` (7.3.33.a: the table rolls, the engine
    asks what the die showed) and run to the next decision."""
    d = pending(state)
    assert d.kind == "roll_die" and d.option_ids() == ("1", "2", "3", "4", "5", "6")
    state, said = answer(state, d.id, (str(result),))
    state, entries = until_decision(state)
    return state, (said, *entries)


def test_7_3_33_b_the_step_after_the_roll_uses_its_result() -> None:
    r = executed(read("{J} Roll a die. On a 4+, I gain [[Anchored]]. On a 1-3, I gain 3 boosts[]."))
    (step,) = steps(r)
    assert [(o["low"], o["high"]) for o in step["outcomes"]] == [(4, 6), (1, 3)]
    for result in range(1, 7):
        b = GameBuilder().in_hand("p1", "Gambler", **fields(r)).mana("p1", 1)
        state, _ = play(b, "Gambler")
        assert pending(state).player == "p1"  # the player who rolls says what it showed
        state, entries = _roll(state, result)
        me = state.objects[find(state, "Gambler")]
        if result >= 4:
            assert me.has(Status.ANCHORED) and me.boosts == 0
        else:
            assert not me.has(Status.ANCHORED) and me.boosts == 3
        assert {"7.3.33.a", "7.3.33.b"} <= rules_of(entries)  # type: ignore[arg-type]


def test_7_3_33_b_outcomes_as_lines() -> None:
    r = executed(read("{H} Roll a die. On a:  • 4+, [Sabotage].  • 1-3, [Resupply]."))
    (step,) = steps(r)
    assert [o["effect"][0]["action"] for o in step["outcomes"]] == ["sabotage", "resupply"]


# ----------------------------------------------------------------------------- conditions
def test_6_5_d_count_condition_you_control_two_or_more_landmarks() -> None:
    r = executed(read("{J} If you control two or more Landmarks, draw a card."))
    f = fields(r)
    for landmarks, drawn in ((1, 0), (2, 1)):
        b = GameBuilder().in_hand("p1", "Surveyor", **f).mana("p1", 1).deck_of("p1", 3)
        for i in range(landmarks):
            b = b.in_landmarks("p1", f"Site {i}")
        state, _ = play(b, "Surveyor")
        assert len(state.zone("hand:p1")) == drawn


def test_6_3_b_count_condition_on_my_boosts() -> None:
    r = executed(read("At Dusk — If I have 2 or more boosts, draw a card."))
    reaction = r.model.abilities[0].reaction
    assert reaction is not None
    assert reaction.effect[0].condition == "i have 2 or more boosts"


def test_count_condition_other_characters_excludes_me() -> None:
    r = executed(read("{J} If you control two or more other Characters, I gain 2 boosts."))
    f = fields(r)
    for others, boosts in ((1, 0), (2, 2)):
        b = GameBuilder().in_hand("p1", "Captain", **f).mana("p1", 1)
        for i in range(others):
            b = b.in_expedition("p1", "companion", f"Mate {i}")
        state, _ = play(b, "Captain")
        assert state.objects[find(state, "Captain")].boosts == boosts


def test_count_condition_your_hand_is_empty() -> None:
    r = executed(read("{R} If your hand is empty, draw a card."))
    assert steps(r)[0]["if"] == "your hand is empty"


# ----------------------------------------------------------------------------- quantities
def test_per_character_you_control_counts_as_the_step_happens() -> None:
    r = executed(read("{J} I gain 1 boost per Character you control."))
    assert steps(r) == [{"action": "give_boost", "subject": "self", "per": "character you control"}]
    b = (
        GameBuilder()
        .in_hand("p1", "Leader", **fields(r))
        .in_expedition("p1", "hero", "A")
        .in_expedition("p1", "companion", "B")
        .in_expedition("p2", "hero", "Theirs")
        .mana("p1", 1)
    )
    state, _ = play(b, "Leader")
    assert state.objects[find(state, "Leader")].boosts == 3  # A, B and me


def test_per_card_in_your_hand_none_gives_nothing() -> None:
    r = executed(read("{J} I gain 1 boost per card in your hand."))
    b = GameBuilder().in_hand("p1", "Hoarder", **fields(r)).mana("p1", 1)
    state, _ = play(b, "Hoarder")
    assert state.objects[find(state, "Hoarder")].boosts == 0


def test_counters_per_group() -> None:
    r = executed(read("At Noon — I gain 1 Food counter per Character you control."))
    (step,) = steps(r)
    assert (step["action"], step["counter"], step["per"]) == (
        "gain_counters",
        "Food",
        "character you control",
    )


def test_7_1_4_a_a_mode_costing_exhaust_me() -> None:
    r = executed(
        read(
            "",
            support="{I} At Noon — Choose one:  • I gain 1 boost, up to a max of 3."
            "  • {T} : I gain 2 boosts, up to a max of 3.",
        )
    )
    modes = steps(r)[0]["modes"]
    assert modes[1]["effect"] == (
        {
            "action": "exhaust",
            "subject": "self",
            "then": ({"action": "give_boost", "subject": "self", "amount": 2, "max_total": 3},),
        },
    )


def test_target_character_in_play_or_in_reserve() -> None:
    r = executed(read("{J} Target Character in play or in Reserve gains 1 boost."))
    assert steps(r)[0]["subject"] == "target_card_in_play_or_reserve"
    assert steps(r)[0]["filter"] == {"types": ("Character",)}


def test_5_1_2_f_i_cost_less_if() -> None:
    r = executed(read("I cost {1} less if you control two or more Landmarks."))
    passive = r.model.abilities[0].passive
    assert passive is not None and passive.cost is not None
    assert (passive.cost.change, passive.cost.applies_to, passive.cost.condition) == (
        -1,
        "me",
        "you control two or more landmarks",
    )


def test_another_is_not_me_even_after_i_moved() -> None:
    text = (
        "When I go to Reserve from the Expedition zone — "
        "You may return another card from your Reserve to your hand."
    )
    f = fields(executed(read(text, name="Inkcaster")))
    push = fields(executed(read("Send target Character to Reserve.", type="Spell", name="Push")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Inkcaster", **f)
        .in_reserve("p1", "Old Card")
        .in_hand("p1", "Push", **push)
        .mana("p1", 1)
    )
    state, _ = play(b, "Push", dest="spell")
    state = choose(state, find(state, "Inkcaster"))
    while state.pending is not None and state.pending.kind == "optional_step":
        state = choose(state, "yes")
    labels = [o.label for o in pending(state).options]
    assert "Inkcaster" in names(state, "reserve:p1")
    assert sorted(labels) == ["Old Card", "Push"]  # not Inkcaster, a new object there (2.1.d)


# ----------------------------------------------------------------------------- gains
def test_6_3_b_when_a_character_you_control_gains_fleeting() -> None:
    r = executed(read("When a Character you control gains [[Fleeting]] — I gain 1 Trial counter."))
    watcher = fields(r)
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Judge", **watcher)
        .in_reserve("p1", "Runner", hand_cost=1, reserve_cost=0)
    )
    state, _ = play(b, "Runner")  # from Reserve: it gains Fleeting as it enters (5.2.1.c)
    assert state.objects[find(state, "Judge")].counters.get("Trial") == 1
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Judge", **watcher)
        .in_hand("p1", "Walker", hand_cost=0)
    )
    state, _ = play(b, "Walker")
    assert state.objects[find(state, "Judge")].counters.get("Trial", 0) == 0


def test_when_i_gain_my_third_counter_only_as_the_third_arrives() -> None:
    text = "When I gain my third Trial counter — Draw a card.  {J} I gain 1 Trial counter."
    f = fields(executed(read(text, name="Trialist")))
    for had, drawn in ((1, 0), (2, 1), (3, 0)):
        b = GameBuilder().in_hand("p1", "Trialist", **f).mana("p1", 1).deck_of("p1", 2)
        state, _ = play(b, "Trialist")
        # the counters it had before do not follow it from Hand: put them on it in play
        assert state.objects[find(state, "Trialist")].counters.get("Trial") == 1
        b = (
            GameBuilder()
            .in_expedition("p1", "hero", "Trialist", counters={"Trial": had}, **f)
            .in_hand(
                "p1",
                "Booster",
                **fields(
                    executed(read("{J} Target Character gains 1 Trial counter.", name="Booster"))
                ),
            )
            .mana("p1", 1)
            .deck_of("p1", 2)
        )
        state, _ = play(b, "Booster", dest="companion")
        state = choose(state, find(state, "Trialist"))
        assert len(state.zone("hand:p1")) == drawn


def test_when_i_gain_one_or_more_boosts() -> None:
    r = executed(read("When I gain 1 or more boosts — Draw a card."))
    f = fields(r)
    spell = fields(executed(read("Target Character gains 2 boosts.", type="Spell", name="Cheer")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Glutton", **f)
        .in_expedition("p1", "hero", "Other")
        .in_hand("p1", "Cheer", **spell)
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Cheer", dest="spell")
    state = choose(state, find(state, "Other"))
    assert len(state.zone("hand:p1")) == 0  # another Character gained them
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Glutton", **f)
        .in_hand("p1", "Cheer", **spell)
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Cheer", dest="spell")
    state = choose(state, find(state, "Glutton"))
    assert len(state.zone("hand:p1")) == 1


def test_5_1_2_l_when_you_play_a_character_with_a_base_statistic_of_0() -> None:
    r = executed(
        read(
            "",
            support="{I} When you play another Character with a base statistic of 0 — "
            "I gain 1 boost, up to a max of 2.",
        )
    )
    f = fields(r)
    for stats, boosts in (((1, 0, 2), 1), ((1, 1, 2), 0)):
        forest, mountain, water = stats
        b = (
            GameBuilder()
            .in_reserve("p1", "Fan", **f)
            .in_hand("p1", "Odd", hand_cost=0, forest=forest, mountain=mountain, water=water)
        )
        state, _ = play(b, "Odd")
        assert state.objects[find(state, "Fan")].boosts == boosts


def test_5_2_b_immediately_play_a_character_for_less_then_it_gains() -> None:
    r = executed(read("{J} You may immediately play a Character for {3} less. It gains 2 boosts."))
    (step,) = steps(r)
    assert (step["action"], step["subject"], step["cost_change"]) == (
        "play",
        "a_character_from_hand_or_reserve",
        -3,
    )
    assert step["then"] == ({"action": "give_boost", "subject": "it", "amount": 2},)
    b = (
        GameBuilder()
        .in_hand("p1", "Caller", **fields(r))
        .in_hand("p1", "Giant", hand_cost=3)
        .mana("p1", 1)
    )
    state, _ = play(b, "Caller")
    state = choose(state, "yes")
    state = choose(state, find(state, "Giant"))
    while state.pending is not None and state.pending.kind != "turn":
        state = choose(state, pending(state).option_ids()[0])
    assert state.objects[find(state, "Giant")].boosts == 2  # played for 0 (3 less)


def test_2_3_1_a_the_only_character_in_my_expedition_is_gigantic() -> None:
    r = executed(
        read(
            "If there is only one Character in my Expedition, it is [Gigantic].",
            type="Permanent",
            zone_type="Expedition",
        )
    )
    passive = r.model.abilities[0].passive
    assert passive is not None and passive.grant is not None
    assert not isinstance(passive.grant, str)
    assert (passive.grant.to, passive.grant.keyword) == (
        "the only Character in my Expedition",
        "Gigantic",
    )


def test_when_an_opponent_draws_or_resupplies_once_per_step() -> None:
    r = executed(read("When an opponent draws one or more cards or [Resupplies] — I gain 1 boost."))
    f = fields(r)
    gift = fields(executed(read("Target opponent draws two cards.", type="Spell", name="Gift")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Watcher", **f)
        .in_hand("p1", "Gift", **gift)
        .mana("p1", 1)
        .deck_of("p2", 3)
    )
    state, _ = play(b, "Gift", dest="spell")
    state = choose(state, "p2")
    assert state.objects[find(state, "Watcher")].boosts == 1  # two cards, one step
    mine = fields(executed(read("Draw two cards.", type="Spell", name="Study")))
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", **f).in_hand("p1", "Study", **mine)
    state, _ = play(b.mana("p1", 1).deck_of("p1", 3), "Study", dest="spell")
    assert state.objects[find(state, "Watcher")].boosts == 0  # I drew, not an opponent


def test_7_3_13_a_when_you_exhaust_a_card_in_reserve() -> None:
    r = executed(read("When you exhaust a card in Reserve — I gain 1 Trial counter."))
    f = fields(r)
    frost = fields(executed(read("Exhaust target card in Reserve.", type="Spell", name="Frost")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Warden", **f)
        .in_hand("p1", "Frost", **frost)
        .in_reserve("p2", "Stash")
        .mana("p1", 1)
    )
    state, _ = play(b, "Frost", dest="spell")
    state = choose(state, find(state, "Stash"))
    assert state.objects[find(state, "Warden")].counters.get("Trial") == 1


def test_3_2_1_e_my_region_is_forest_in_addition() -> None:
    r = executed(read("My region is {V} in addition to its other terrains."))
    passive = r.model.abilities[0].passive
    assert passive is not None and passive.region_gains is not None
    assert [t.value for t in passive.region_gains] == ["forest"]


def test_a_token_in_your_hero_expedition() -> None:
    r = executed(
        read(
            "At Noon — Create an [Ordis Recruit 1/1/1] Soldier token in your Hero Expedition.",
            type="Hero",
        )
    )
    state = until_decision(
        GameBuilder().hero("p1", "Sigismar", **fields(r)).at_phase(Phase.NOON).build()
    )[0]
    assert names(state, "expedition:p1:hero") == ["Ordis Recruit"]


def test_7_3_12_a_exchange_a_reserve_card_with_a_card_from_hand() -> None:
    r = executed(read("{J} Exchange target card from your Reserve with a card from your hand."))
    assert steps(r) == [
        {
            "action": "exchange",
            "subject": "target_card_in_your_reserve",
            "with": "a_card_from_your_hand",
        }
    ]


def test_a_token_in_your_other_expedition() -> None:
    r = executed(
        read("{J} Create an [Ordis Recruit 1/1/1] Soldier token in your other Expedition.")
    )
    b = GameBuilder().in_hand("p1", "Herald", **fields(r)).mana("p1", 1)
    state, _ = play(b, "Herald", dest="companion")
    assert names(state, "expedition:p1:hero") == ["Ordis Recruit"]
    assert names(state, "expedition:p1:companion") == ["Herald"]


def test_ready_all_cards_in_your_reserve() -> None:
    r = executed(read("{J} Ready all cards in your Reserve."))
    b = (
        GameBuilder()
        .in_hand("p1", "Waker", **fields(r))
        .in_reserve("p1", "Tired", statuses=(Status.EXHAUSTED,))
        .in_reserve("p1", "Fresh")
        .in_reserve("p2", "Theirs", statuses=(Status.EXHAUSTED,))
        .mana("p1", 1)
    )
    state, _ = play(b, "Waker")
    assert not state.objects[find(state, "Tired")].has(Status.EXHAUSTED)
    assert state.objects[find(state, "Theirs")].has(Status.EXHAUSTED)  # not my Reserve


def test_6_1_g_a_spell_from_your_reserve_is_a_narrowed_choice() -> None:
    r = executed(read("{J} Discard a Spell from your Reserve. If you do, draw a card."))
    b = (
        GameBuilder()
        .in_hand("p1", "Sifter", **fields(r))
        .in_reserve("p1", "Unit")
        .in_reserve("p1", "Bolt", type=CardType.SPELL)
        .mana("p1", 1)
        .deck_of("p1", 2)
    )
    state, _ = play(b, "Sifter")
    assert [o.label for o in pending(state).options] == ["Bolt"]


def test_5_1_2_g_a_quick_action_only_if_you_are_the_first_player() -> None:
    r = executed(
        read(
            "{T} : [After You]. You can only activate this if you are the first player.",
            type="Hero",
        )
    )
    qa = r.model.abilities[0].quick_action
    assert qa is not None and qa.condition == "you are the first player"
    for first, offered in (("p1", True), ("p2", False)):
        b = GameBuilder().hero("p1", "Captain", **fields(r)).hero("p2", "Rival")
        state, _ = until_decision(b.at_afternoon(first=first).build())
        if state.pending is not None and state.pending.player == "p2":
            state = choose(state, next(i for i in pending(state).option_ids() if i == "pass"))
        ids = pending(state).option_ids()
        assert any(i.startswith("quick:") for i in ids) is offered


def test_7_3_5_a_when_you_create_a_token_character_it_gains_a_boost() -> None:
    r = executed(read("When you create a token Character — It gains 1 boost."))
    maker = fields(
        executed(
            read(
                "{J} Create an [Ordis Recruit 1/1/1] Soldier token in my Expedition.", name="Maker"
            )
        )
    )
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Drillmaster", **fields(r))
        .in_hand("p1", "Maker", **maker)
        .mana("p1", 1)
    )
    state, _ = play(b, "Maker")
    assert state.objects[find(state, "Ordis Recruit")].boosts == 1
    b = (
        GameBuilder()
        .in_expedition("p2", "hero", "Drillmaster", **fields(r))
        .in_hand("p1", "Maker", **maker)
        .mana("p1", 1)
    )
    state, _ = play(b, "Maker")
    assert state.objects[find(state, "Ordis Recruit")].boosts == 0  # p1 created it, not p2


def test_6_5_b_target_with_any_of_several_statuses() -> None:
    r = executed(read("Discard target Fleeting, Anchored or Asleep Character.", type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Purge", **fields(r))
        .in_expedition("p2", "hero", "Sleeper", statuses=(Status.ASLEEP,))
        .in_expedition("p2", "hero", "Plain")
        .mana("p1", 1)
    )
    state, _ = play(b, "Purge", dest="spell")
    assert [o.label for o in pending(state).options] == ["Sleeper"]


def test_6_5_b_each_character_from_target_expedition_then_exhaust_them() -> None:
    text = (
        "[[Fleeting]].  Send to Reserve each Character from target Expedition, then exhaust them."
    )
    r = executed(read(text, type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Blizzard", **fields(r))
        .in_expedition("p2", "hero", "Scout")
        .in_expedition("p2", "hero", "Guard")
        .in_expedition("p2", "companion", "Pet")
        .mana("p1", 1)
    )
    state, _ = play(b, "Blizzard", dest="spell")
    state = choose(state, "p2:hero")
    assert sorted(names(state, "reserve:p2")) == ["Guard", "Scout"]
    assert all(state.objects[o].has(Status.EXHAUSTED) for o in state.zone("reserve:p2"))
    assert names(state, "expedition:p2:companion") == ["Pet"]


# ----------------------------------------------------------------------------- Progress (4.2.4)
def test_4_2_4_i_when_my_expedition_fails_to_move_forward_during_dusk() -> None:
    text = "When my Expedition fails to move forward during Dusk \u2014 Draw a card."
    r = executed(read(text))
    reaction = r.model.abilities[0].reaction
    assert reaction is not None and reaction.trigger == "my_expedition_fails_to_move_forward"
    assert steps(r) == [{"action": "draw"}]
    hands = {}
    for stat in (0, 9):  # 0: p1's hero Expedition stays; 9: it moves forward
        b = (
            GameBuilder()
            .in_expedition(
                "p1", "hero", "Stuck", **fields(read(text, forest=stat, mountain=stat, water=stat))
            )
            .deck_of("p1", 6)
        )
        state, entries = until_decision(b.at_phase(Phase.DUSK).build())
        hands[stat] = (len(state.zone("hand:p1")), "4.2.4.i" in rules_of(entries))
    assert hands[0][0] == hands[9][0] + 1  # the Reaction's draw, only when it failed
    assert hands[0][1] and not hands[9][1]


# ----------------------------------------------------------------------------- Mana zone (3.2.9)
def _exhausted_mana(state: GameState, player: str) -> list[bool]:
    return [Status.EXHAUSTED in state.objects[o].statuses for o in state.zone(f"mana:{player}")]


def test_7_3_27_a_put_the_top_cards_of_your_deck_in_your_mana_zone_exhausted() -> None:
    text = "Put the top two cards of your deck in your Mana zone (as exhausted Mana Orbs)."
    r = executed(read(text, type="Spell"))
    assert steps(r) == [
        {"action": "put", "subject": "top_cards_of_your_deck", "amount": 2, "to": "mana"}
    ]
    b = GameBuilder().in_hand("p1", "Growth", **fields(r)).mana("p1", 1).deck_of("p1", 5)
    state, entries = play(b, "Growth", dest="spell")
    assert len(state.zone("deck:p1")) == 3
    assert _exhausted_mana(state, "p1") == [True, True, True]  # paid one, put two (3.2.9.b)
    assert "3.2.9.b" in rules_of(entries)  # cards enter the Mana zone exhausted


def test_7_3_27_a_put_target_character_in_its_owners_mana_zone() -> None:
    r = executed(read("Put target Character or Permanent in its owner's Mana zone.", type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Compost", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Victim")
    )
    state, _ = play(b, "Compost", dest="spell")
    state = choose(state, find(state, "Victim"))
    assert names(state, "expedition:p2:hero") == []
    assert _exhausted_mana(state, "p2") == [True]  # the owner's Mana zone (3.1.2.c)


def test_a_spell_that_puts_me_in_your_mana_zone_ends_there() -> None:
    text = (
        "Return target Character or Permanent to its owner's hand, then put me in your Mana zone."
    )
    r = executed(read(text, type="Spell"))
    b = (
        GameBuilder()
        .in_hand("p1", "Recall", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Victim")
    )
    state, _ = play(b, "Recall", dest="spell")
    state = choose(state, find(state, "Victim"))
    assert names(state, "hand:p2") == ["Victim"]
    assert len(state.zone("mana:p1")) == 2 and "Recall" not in names(state, "discard:p1")
    assert "Recall" not in names(state, "reserve:p1")


def test_7_3_27_a_each_player_puts_the_top_card_of_their_deck_in_their_mana_zone() -> None:
    text = (
        "{H} Each player puts the top card of their deck in their Mana zone "
        "(as an exhausted Mana Orb)."
    )
    r = executed(read(text))
    assert steps(r) == [
        {"action": "put", "subject": "top_cards_of_each_players_deck", "to": "mana"}
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Harvest", **fields(r))
        .mana("p1", 1)
        .deck_of("p1", 4)
        .deck_of("p2", 3)
    )
    state, entries = play(b, "Harvest")
    assert (len(state.zone("deck:p1")), len(state.zone("deck:p2"))) == (3, 2)
    assert _exhausted_mana(state, "p1") == [True, True]  # paid one, put one
    assert _exhausted_mana(state, "p2") == [True]  # each to its owner's Mana zone (3.1.2.c)
    assert "3.2.9.b" in rules_of(entries)


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
        state, entries = _roll(state, result)
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
    assert _exhausted_mana(state, "p1").count(False) == 2
    assert _exhausted_mana(state, "p2") == []


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


# ----------------------------------------------------------------------------- terrain (7.5.8)
def test_7_5_8_c_if_im_in_a_terrain() -> None:
    r = executed(read("{J} If I'm in {O}, draw a card.", name="Diver"))
    drawn = {}
    for terrain in (Terrain.WATER, Terrain.FOREST):
        b = (
            GameBuilder()
            .region(0, terrain)  # p1's hero Expedition starts in region 0
            .in_hand("p1", "Diver", **fields(r))
            .mana("p1", 1)
            .deck_of("p1", 3)
        )
        state, entries = play(b, "Diver")
        drawn[terrain] = len(state.zone("hand:p1"))
        assert "7.5.8.c" in rules_of(entries)
    assert drawn == {Terrain.WATER: 1, Terrain.FOREST: 0}


def test_7_5_8_c_when_you_play_a_character_if_its_in_a_terrain() -> None:
    text = "When you play a Character \u2014 If it's in {V}, I gain 1 Trial counter."
    r = executed(read(text, name="Judge"))
    assert steps(r) == [
        {"action": "gain_counters", "subject": "self", "counter": "Trial", "if": "it's in {v}"}
    ]
    trials = {}
    for dest in ("hero", "companion"):  # region 0 is Forest, region 7 Water
        b = (
            GameBuilder()
            .region(0, Terrain.FOREST)
            .region(7, Terrain.WATER)
            .in_expedition("p1", "hero", "Judge", **fields(r))
            .in_hand("p1", "Walker")
            .mana("p1", 1)
        )
        state, _ = play(b, "Walker", dest=dest)
        trials[dest] = state.objects[find(state, "Judge")].counters.get("Trial", 0)
    assert trials == {"hero": 1, "companion": 0}


def test_6_5_d_unless_im_in_a_terrain_i_gain_fleeting() -> None:
    r = executed(read("{J} Unless I'm in {O}, I gain [[Fleeting]].", name="Drifter"))
    fleeting = {}
    for terrain in (Terrain.WATER, Terrain.MOUNTAIN):
        b = GameBuilder().region(0, terrain).in_hand("p1", "Drifter", **fields(r)).mana("p1", 1)
        state, _ = play(b, "Drifter")
        fleeting[terrain] = state.objects[find(state, "Drifter")].has(Status.FLEETING)
    assert fleeting == {Terrain.WATER: False, Terrain.MOUNTAIN: True}


def test_5_1_2_f_reduce_the_cost_of_the_next_permanent_you_play() -> None:
    text = "Reduce the cost of the next Permanent you play this Afternoon by {2}."
    r = executed(read(text, type="Spell"))
    assert steps(r)[0]["ongoing"] == {
        "duration": "this Afternoon",
        "next_played": {"card_type": "Permanent", "cost_change": -2},
    }
    b = (
        GameBuilder()
        .in_hand("p1", "Discount", **fields(r))
        .in_hand(
            "p1",
            "Tower",
            type=CardType.PERMANENT,
            permanent_zone=PermanentZone.LANDMARK,
            hand_cost=3,
            reserve_cost=3,
        )
        .mana("p1", 2)
    )
    state, _ = play(b, "Discount", dest="spell")
    state = choose(state, "pass")  # p2's turn
    state, _ = until_decision(state)
    state, declared = play_card(state, "p1", find(state, "Tower"), "landmark")
    assert "paying 1" in declared.text  # 3 - 2 (5.1.2.f)
    assert "5.1.2.f" in declared.rules
    state, _ = until_decision(state)
    assert names(state, "landmark:p1") == ["Tower"]


def test_6_1_d_you_may_pay_and_put_a_card_from_your_hand_in_reserve_to_create() -> None:
    text = (
        "At Noon \u2014 You may pay {1} and put a card from your hand in Reserve to create a "
        "[Brassbug 2/2/2] Robot token in target Expedition."
    )
    r = executed(read(text, name="Forge"))
    assert steps(r) == [
        {
            "action": "put",
            "subject": "a_card_from_your_hand",
            "to": "reserve",
            "may": True,
            "pay": 1,
            "then": (
                {
                    "action": "create",
                    "subject": "target_expedition",
                    "token": "Brassbug 2/2/2 Robot",
                },
            ),
        }
    ]
    for hand in (["Junk"], []):
        b = GameBuilder().in_expedition("p1", "hero", "Forge", **fields(r)).mana("p1", 1)
        for name in hand:
            b = b.in_hand("p1", name)
        state, _ = until_decision(b.at_phase(Phase.NOON).build())
        while state.pending is not None and state.pending.kind != "turn":
            d = state.pending
            state = choose(state, d.option_ids()[0])  # yes; the card; p1's hero Expedition
            state, _ = until_decision(state)
        made = "Brassbug" in names(state, "expedition:p1:hero")
        paid = all(state.objects[o].has(Status.EXHAUSTED) for o in state.zone("mana:p1"))
        assert names(state, "reserve:p1") == hand
        assert made is paid is bool(hand)  # no card to put: nothing paid, no token (6.5.f)


def test_6_1_h_each_player_chooses_a_character_they_control_it_gains_asleep() -> None:
    text = "Each player chooses a Character they control. It gains [[Asleep]]."
    r = executed(read(text, type="Spell"))
    assert steps(r) == [
        {
            "action": "gain_status",
            "subject": "a_character_each_player_controls",
            "status": Status.ASLEEP,
        }
    ]
    b = (
        GameBuilder()
        .in_hand("p1", "Lullaby", **fields(r))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Mine")
        .in_expedition("p1", "companion", "Spare")
        .in_expedition("p2", "hero", "Theirs")
        .in_expedition("p2", "companion", "Awake")
    )
    state, _ = play(b, "Lullaby", dest="spell")
    choosers = []
    while state.pending is not None and state.pending.kind != "turn":
        d = state.pending
        choosers.append(d.player)
        state = choose(state, find(state, "Mine" if d.player == "p1" else "Theirs"))
        state, _ = until_decision(state)
    assert choosers == ["p1", "p2"]  # in initiative order (6.1.h)
    asleep = {
        n: state.objects[find(state, n)].has(Status.ASLEEP)
        for n in ("Mine", "Spare", "Theirs", "Awake")
    }
    assert asleep == {"Mine": True, "Spare": False, "Theirs": True, "Awake": False}


def test_7_3_5_a_it_after_creating_a_token_is_the_token_not_the_card_sacrificed() -> None:
    """ "... create a [Dragon Shade] token in target Expedition, then it gains Anchored":
    "it" is the token created, not the card sacrificed before (on the board:
    tests/cards_text/test_it_after_create.py)."""
    text = (
        "When I gain my third Trial counter — Sacrifice me. If you do, create a [Dragon Shade "
        "5/5/5] Illusion token in target Expedition, then it gains [[Anchored]]."
    )
    (sacrifice,) = steps(executed(read(text, type="Permanent")))
    (create,) = sacrifice["then"]
    assert create["action"] == "create"
    assert [dict(t) for t in create["then"]] == [
        {"action": "gain_status", "subject": "it", "status": "Anchored"}
    ]
