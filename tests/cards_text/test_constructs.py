"""One test per construct of the printed-text grammar, each with the printed sentence it
covers (the official wording, icons as ``{J}``). Structure tests check the reading; the
constructs the engine gained for the real pool are also played on a board. This file: the
text, keywords, triggers, costs and effects, and what is left to the judge; the other
constructs are in ``test_constructs_*.py`` (counted, gains, places, targets)."""

from __future__ import annotations

from engine import GameBuilder, Phase, Status, find

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
    # "Sacrifice two Characters" is paid now too (test_board_cost_alterations_and_modes.py),
    # and "Put a card from your hand in your Reserve" (gram95, test_costs_and_triggers.py).
    reason = not_executed(read("{T}, Put a card from your hand in your Mana zone: [Resupply]."))
    assert "Put a card from your hand in your Mana zone" in reason


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
        {
            "action": "exhaust",
            "subject": "self",
            "may": True,
            "then": ({"action": "draw"},),
            "to_pay": True,
        }
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
            "to_pay": True,
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
