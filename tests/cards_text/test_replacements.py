"""Replacing modifiers as printed (6.2.b, "If [X] would [event], [Y] instead"), read by the
printed-text reader (scenarios/cards/printed/replacements.py) and played on a board: what
the replaced event becomes, that a replaced event did not happen (6.2.m: its Reactions do
not activate), once per atomic action (6.2.k) and the step controller's choice of order
(6.2.h)."""

from __future__ import annotations

from engine import GameBuilder, Phase, Status, answer, find, step

from ..engine.helpers import rules_of, until_decision
from .helpers import executed, fields, names, not_executed, play, read

KEEPER = "If I would be discarded, draw a card instead."
ZAP = "Discard target Character."
WATCHER = "When a card joins the discard pile \u2014 I gain 1 boost."
SLEIGH = (
    "If my Expedition would move forward during Dusk, it moves forward one more region instead."
)


def _passive(text: str) -> dict[str, object]:
    ab = executed(read(text)).model.abilities[0]
    assert ab.passive is not None and ab.passive.replace is not None
    return ab.passive.replace.model_dump(exclude_defaults=True, by_alias=True)


def _target(state, name):  # type: ignore[no-untyped-def]
    d = state.pending
    (option,) = [o.id for o in d.options if o.label == name]
    state, entry = answer(state, d.id, [option])
    state, more = until_decision(state)
    return state, (entry, *more)


# ---------------------------------------------------------------- the printed sentences


def test_6_2_b_discarded_draw_instead_reads_as_a_draw_for_you() -> None:
    assert _passive(KEEPER) == {"action": "discard", "instead_action": "draw"}


def test_6_2_d_6_2_e_leave_the_expedition_zone_may_put_me_in_mana_if_you_dont_draw() -> None:
    text = (
        "If I would leave the Expedition zone, you may put me in my owner's Mana zone "
        "instead. If you don't, draw a card."
    )
    assert _passive(text) == {
        "action": "move",
        "from": "expedition",
        "instead_to": "mana",
        "optional": True,
        "otherwise": ({"action": "draw"},),
    }


def test_6_2_b_gain_asleep_gain_anchored_instead_watches_that_status_only() -> None:
    assert _passive("If I would gain [[Asleep]], I gain [[Anchored]] instead.") == {
        "action": "gain_status",
        "status": "Asleep",
        "instead_status": "Anchored",
    }


def test_6_2_b_my_expedition_moves_one_more_region_during_dusk() -> None:
    assert _passive(SLEIGH) == {
        "action": "move_forward",
        "scope": "my_expedition",
        "during": "dusk",
        "extra": 1,
    }


# ---------------------------------------------------------------- on the board


def _discard_board(keeper: str = KEEPER) -> GameBuilder:
    watcher = fields(executed(read(WATCHER, name="Watcher")))
    return (
        GameBuilder()
        .in_hand("p1", "Zap", **fields(executed(read(ZAP, type="Spell", name="Zap"))))
        .in_expedition("p2", "hero", "Keeper", **fields(executed(read(keeper, name="Keeper"))))
        .in_expedition("p1", "hero", "Watcher", **watcher)
        .mana("p1", 2)
        .deck_of("p2", 3)
    )


def test_6_2_b_discarded_draw_instead_keeps_the_card_and_its_controller_draws() -> None:
    state, _ = play(_discard_board(), "Zap", dest="spell")
    deck_before = len(state.zone("deck:p2"))
    state, entries = _target(state, "Keeper")
    # Not discarded: the discard did not happen.
    assert "Keeper" in names(state, "expedition:p2:hero")
    assert "Keeper" not in names(state, "discard:p2")
    assert len(state.zone("hand:p2")) == 1 and len(state.zone("deck:p2")) == deck_before - 1
    assert "6.2.b" in rules_of(entries)


def test_6_2_m_a_replaced_discard_is_not_an_event_its_reactions_do_not_activate() -> None:
    boosts = {}
    for keeper in (KEEPER, "[[Seasoned]]."):
        state, _ = play(_discard_board(keeper), "Zap", dest="spell")
        state, _ = _target(state, "Keeper")
        boosts[keeper] = state.objects[find(state, "Watcher")].boosts
    # Without the modifier Keeper joins the discard pile and Watcher's Reaction activates;
    # with it nothing joined a discard pile (Zap itself went to Reserve).
    assert boosts == {KEEPER: 0, "[[Seasoned]].": 1}


def test_6_2_b_gain_asleep_becomes_anchored_and_other_statuses_are_untouched() -> None:
    napper = "If I would gain [[Asleep]], I gain [[Anchored]] instead."
    lull = "Target Character gains [[Asleep]], then it gains [[Fleeting]]."
    b = (
        GameBuilder()
        .in_hand("p1", "Lull", **fields(executed(read(lull, type="Spell", name="Lull"))))
        .in_expedition("p1", "hero", "Napper", **fields(executed(read(napper, name="Napper"))))
        .mana("p1", 2)
    )
    state, _ = play(b, "Lull", dest="spell")
    state, entries = _target(state, "Napper")
    statuses = {s.value for s in state.objects[find(state, "Napper")].statuses}
    assert "Anchored" in statuses and "Asleep" not in statuses
    assert "Fleeting" in statuses  # "If I would gain Asleep" does not watch Fleeting
    assert "6.2.b" in rules_of(entries)


def test_6_2_k_a_replacing_modifier_applies_once_to_an_atomic_action() -> None:
    # Two copies: each replaces Asleep once; the second finds Anchored, not Asleep, and
    # the first cannot apply again to the same atomic action (6.2.k).
    napper = "If I would gain [[Asleep]], I gain [[Anchored]] instead."
    twin = "If I would gain [[Anchored]], I gain [[Asleep]] instead."
    lull = "Target Character gains [[Asleep]]."
    reading = executed(read(f"{napper}  {twin}", name="Twin"))
    b = (
        GameBuilder()
        .in_hand("p1", "Lull", **fields(executed(read(lull, type="Spell", name="Lull"))))
        .in_expedition("p1", "hero", "Twin", **fields(reading))
        .mana("p1", 2)
    )
    state, _ = play(b, "Lull", dest="spell")
    state, _ = _target(state, "Twin")
    statuses = {s.value for s in state.objects[find(state, "Twin")].statuses}
    # Asleep -> Anchored (first modifier) -> Asleep (second); neither applies twice.
    assert statuses >= {"Asleep"} and "Anchored" not in statuses


def _dusk_board(sleigh: bool) -> GameBuilder:
    b = GameBuilder()
    if sleigh:
        b = b.in_expedition("p1", "hero", "Sleigh", **fields(executed(read(SLEIGH, name="Sleigh"))))
    else:
        b = b.in_expedition("p1", "hero", "Plain", forest=2, mountain=2, water=2)
    return b.in_expedition("p2", "hero", "Tiny", forest=0, mountain=0, water=0)


def test_6_2_b_my_expedition_moves_forward_one_more_region_at_progress() -> None:
    moved = {}
    for sleigh in (False, True):
        state, _ = until_decision(_dusk_board(sleigh).at_phase(Phase.DUSK).build())
        start = 0
        moved[sleigh] = state.positions["p1:hero"] - start
    assert moved[True] == moved[False] + 1


TWO_WAYS = (
    "If I would be discarded, draw a card instead.  "
    "If I would be discarded, I gain 2 boosts instead."
)


def _two_ways_asked():  # type: ignore[no-untyped-def]
    b = (
        GameBuilder()
        .in_hand("p1", "Zap", **fields(executed(read(ZAP, type="Spell", name="Zap"))))
        .in_expedition("p2", "hero", "Keeper", **fields(executed(read(TWO_WAYS, name="Keeper"))))
        .mana("p1", 2)
        .deck_of("p2", 3)
    )
    state, _ = play(b, "Zap", dest="spell")
    state, _ = _target(state, "Keeper")
    return state


def test_6_2_h_the_controller_of_the_step_chooses_which_replacement_applies_first() -> None:
    # Keeper is p2's, but Zap's step is p1's: 6.2.h gives the choice to the step's
    # controller (the first player in initiative order only for a step with none).
    state = _two_ways_asked()
    d = state.pending
    assert d is not None and d.player == "p1" and "6.2.h" in d.rules
    labels = [o.label for o in d.options]
    assert any("draw a card" in label for label in labels)
    assert any("2 boosts" in label for label in labels)


def test_6_2_i_the_replacement_chosen_first_decides_and_the_other_no_longer_applies() -> None:
    for first, boosts, hand in (("2 boosts", 2, 0), ("draw a card", 0, 1)):
        state = _two_ways_asked()
        d = state.pending
        (option,) = [o.id for o in d.options if first in o.label]
        state, entries = answer(state, d.id, [option])
        state, more = until_decision(state)
        keeper = find(state, "Keeper")
        assert state.objects[keeper].zone == "expedition:p2:hero"
        assert state.objects[keeper].boosts == boosts
        assert len(state.zone("hand:p2")) == hand
        assert "6.2.h" in rules_of((entries, *more))


WAYFARER = "If you would roll one or more dice, also reveal the top card of your deck."
ROLL = "Roll a die. On a 4+, draw a card. On a 1-3, [Resupply]."


def test_6_2_c_also_reveal_the_top_card_reads_as_an_additive_modifier_of_your_rolls() -> None:
    assert executed(read(WAYFARER)).model.abilities[0].passive.also.model_dump(  # type: ignore[union-attr]
        exclude_defaults=True
    ) == {"action": "roll_die", "scope": "mine", "add": "reveal"}


def _roll_with_wayfarer(owner: str) -> tuple[list[str], set[str]]:
    b = (
        GameBuilder()
        .in_hand("p1", "Dice", **fields(executed(read(ROLL, type="Spell", name="Dice"))))
        .in_expedition(
            owner, "hero", "Wayfarer", **fields(executed(read(WAYFARER, name="Wayfarer")))
        )
        .mana("p1", 2)
        .deck_of("p1", 3)
    )
    state, entries = play(b, "Dice", dest="spell")
    d = state.pending
    state, rolled = answer(state, d.id, ["5"])
    state, more = until_decision(state)
    lines = [e.text for e in (*entries, rolled, *more)]
    return lines, rules_of((*entries, rolled, *more))


def test_6_2_c_your_roll_also_reveals_the_top_card_of_your_deck() -> None:
    lines, rules = _roll_with_wayfarer("p1")
    revealed = [t for t in lines if "reveal" in t.lower() and "p1 card 1" in t]
    assert revealed, lines
    assert "6.2.c" in rules


def test_6_2_c_an_opponents_roll_is_not_yours_nothing_is_revealed() -> None:
    lines, rules = _roll_with_wayfarer("p2")
    assert not [t for t in lines if "reveal" in t.lower()], lines
    assert "6.2.c" not in rules


OUROBOROS = (
    "If you would roll one or more dice, instead roll that many dice plus one and ignore the "
    "roll of your choice."
)


def _roll_with_ouroboros(owner: str, answers: list[str]):  # type: ignore[no-untyped-def]
    b = (
        GameBuilder()
        .in_hand("p1", "Dice", **fields(executed(read(ROLL, type="Spell", name="Dice"))))
        .in_expedition(owner, "hero", "Ouro", **fields(executed(read(OUROBOROS, name="Ouro"))))
        .mana("p1", 2)
        .deck_of("p1", 3)
    )
    state, entries = play(b, "Dice", dest="spell")
    asked = []
    for value in answers:
        d = state.pending
        assert d is not None and d.kind == "roll_die", d
        asked.append((d.prompt, [o.id for o in d.options]))
        state, entry = answer(state, d.id, [value])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    return state, entries, asked


def test_7_3_33_c_roll_one_more_die_and_keep_the_result_of_your_choice() -> None:
    # "one or more dice ... that many dice": the step's whole roll (6.2.j, cite40)
    assert _passive(OUROBOROS) == {
        "action": "roll_die",
        "scope": "mine",
        "extra": 1,
        "whole_roll": True,
    }
    # Dice 2 and 5: p1 keeps 2, so "On a 1-3" happens ([Resupply]), not the draw.
    state, entries, asked = _roll_with_ouroboros("p1", ["2", "5", "2"])
    assert "die 1 of 2" in asked[0][0] and "die 2 of 2" in asked[1][0]
    assert asked[2][1] == ["2", "5"]  # the keep choice offers only what was rolled
    assert len(state.zone("reserve:p1")) == 2  # Dice and the Resupplied card
    assert len(state.zone("hand:p1")) == 0
    assert {"7.3.33.c", "6.2.b"} <= rules_of(entries)
    assert any("keeps 2 and ignores 5" in e.text for e in entries)


def test_7_3_33_c_keeping_the_other_die_follows_the_other_outcome() -> None:
    state, _, _ = _roll_with_ouroboros("p1", ["2", "5", "5"])
    assert len(state.zone("hand:p1")) == 1  # "On a 4+, draw a card"


def test_7_3_33_c_dice_all_alike_need_no_choice() -> None:
    state, entries, asked = _roll_with_ouroboros("p1", ["6", "6"])
    assert len(asked) == 2 and len(state.zone("hand:p1")) == 1
    assert any("all alike" in e.text for e in entries)


def test_7_3_33_c_an_opponents_ouroboros_does_not_change_your_roll() -> None:
    state, entries, asked = _roll_with_ouroboros("p2", ["5"])
    assert "die 1 of" not in asked[0][0]
    assert len(state.zone("hand:p1")) == 1
    assert "7.3.33.c" not in rules_of(entries)


FEN = (
    "During Morning, draw only one card. Then, put the top card of your deck in your Mana "
    "zone instead of a card from your hand."
)


def _morning_with_fen():  # type: ignore[no-untyped-def]
    hero = fields(executed(read(FEN, type="Hero", name="Fen")))
    b = GameBuilder().hero("p1", "Fen", **hero).deck_of("p1", 5).deck_of("p2", 5)
    return until_decision(b.at_phase(Phase.MORNING).build())


def test_4_2_1_d_during_morning_its_controller_draws_only_one_card() -> None:
    assert executed(read(FEN, type="Hero")).model.abilities[0].passive.static  # type: ignore[union-attr]
    state, entries = _morning_with_fen()
    assert len(state.zone("hand:p1")) == 1  # only one card
    assert len(state.zone("hand:p2")) == 2  # the opponent draws as usual
    assert {"4.2.1.d", "6.2.b"} <= rules_of(entries)


def test_4_2_1_e_its_controller_expands_with_the_top_card_of_their_deck() -> None:
    state, entries = _morning_with_fen()
    top = state.zone("deck:p1")[0]
    top_card = state.objects[top].card_id
    hand = list(state.zone("hand:p1"))
    asked = {}
    while state.pending is not None and state.pending.kind == "expand":
        d = state.pending
        asked[d.player] = ([o.id for o in d.options], d.rules)
        state, entry = answer(state, d.id, [top if d.player == "p1" else "none"])
        state, more = until_decision(state)
        entries = (*entries, entry, *more)
    options, rules = asked["p1"]
    assert options == ["none", top] and "4.2.1.e" in rules  # not a card from the Hand
    mana_cards = {state.objects[o].card_id for o in state.zone("mana:p1")}
    assert top_card in mana_cards and list(state.zone("hand:p1")) == hand
    assert len(asked["p2"][0]) == 3  # p2 Expands from Hand as usual: none or a card
    assert "6.2.b" in rules_of(entries)


def test_7_3_33_c_two_ouroboros_roll_three_dice_and_keep_one() -> None:
    # The official ruling: "Roll three dice, then pick the one you'd like to keep."
    both = f"{OUROBOROS}  {OUROBOROS}"
    b = (
        GameBuilder()
        .in_hand("p1", "Dice", **fields(executed(read(ROLL, type="Spell", name="Dice"))))
        .in_expedition("p1", "hero", "Ouro", **fields(executed(read(both, name="Ouro"))))
        .mana("p1", 2)
        .deck_of("p1", 3)
    )
    state, _ = play(b, "Dice", dest="spell")
    prompts = []
    for value in ("1", "3", "6", "6"):
        d = state.pending
        assert d is not None and d.kind == "roll_die"
        prompts.append((d.prompt, [o.id for o in d.options]))
        state, _ = answer(state, d.id, [value])
        state, _ = until_decision(state)
    assert "die 3 of 3" in prompts[2][0]
    assert prompts[3][1] == ["1", "3", "6"]
    assert len(state.zone("hand:p1")) == 1  # kept 6: "On a 4+, draw a card"


TINY_JINN = (
    "If I would leave the Expedition zone while I'm [[Boosted]], put me in my owner's Mana "
    "zone instead (as an exhausted Mana Orb)."
)
SEND = "Send target Character to Reserve."


def _sent(target: str, board: GameBuilder):  # type: ignore[no-untyped-def]
    b = board.in_hand("p1", "Send", **fields(executed(read(SEND, type="Spell", name="Send"))))
    state, _ = play(b.mana("p1", 2), "Send", dest="spell")
    return _target(state, target)


def test_6_2_b_a_replacement_with_its_own_condition_applies_only_while_it_holds() -> None:
    assert _passive(TINY_JINN) == {
        "action": "move",
        "from": "expedition",
        "instead_to": "mana",
        "if": "i am boosted",
    }
    jinn = fields(executed(read(TINY_JINN, name="Jinn")))
    where = {}
    for boosts in (0, 1):
        extra = {"counters": {"boost": boosts}} if boosts else {}
        board = GameBuilder().in_expedition("p2", "hero", "Jinn", **jinn, **extra)
        state, _ = _sent("Jinn", board)
        where[boosts] = state.objects[find(state, "Jinn")].zone
    assert where == {0: "reserve:p2", 1: "mana:p2"}


FLORAL_TENT = (
    "If an [[Anchored]] Character would leave my Expedition during the Afternoon, it loses "
    "[[Anchored]] instead."
)


def _tent_board() -> GameBuilder:
    tent = fields(
        executed(read(FLORAL_TENT, type="Permanent", name="Tent", zone_type="Expedition"))
    )
    anchored = {"statuses": {Status.ANCHORED}}
    return (
        GameBuilder()
        .in_expedition("p2", "hero", "Tent", **tent)
        .in_expedition("p2", "hero", "Held", **anchored)
        .in_expedition("p2", "hero", "Loose")
        .in_expedition("p2", "companion", "Elsewhere", **anchored)
    )


def test_6_2_b_an_anchored_character_of_my_expedition_loses_anchored_instead() -> None:
    state, entries = _sent("Held", _tent_board())
    held = state.objects[find(state, "Held")]
    assert held.zone == "expedition:p2:hero" and not held.has(Status.ANCHORED)
    assert "6.2.b" in rules_of(entries)
    for name in ("Loose", "Elsewhere"):  # not Anchored / not in the Tent's Expedition
        state, _ = _sent(name, _tent_board())
        assert state.objects[find(state, name)].zone == "reserve:p2"


def test_7_5_3_a_mandjet_printed_reads_as_the_library_writes_it() -> None:
    from scenarios.cards.library import default_library

    text = "If one of your Ascended Expeditions would attempt to Ascend again, Resupply instead."
    (card,) = [c for c in default_library().cards.values() if c.name == "Mandjet"]
    written = card.model.abilities[0].passive
    assert written is not None and written.replace is not None
    assert _passive(text) == written.replace.model_dump(exclude_defaults=True, by_alias=True)


def test_6_2_b_a_boosted_character_of_my_expedition_loses_all_its_boosts_instead() -> None:
    text = (
        "If a [[Boosted]] Character would leave my Expedition during the Afternoon, it loses "
        "all its boosts instead."
    )
    tent = fields(executed(read(text, type="Permanent", name="Tent", zone_type="Expedition")))
    board = (
        GameBuilder()
        .in_expedition("p2", "hero", "Tent", **tent)
        .in_expedition("p2", "hero", "Strong", counters={"boost": 3})
    )
    state, entries = _sent("Strong", board)
    strong = state.objects[find(state, "Strong")]
    assert strong.zone == "expedition:p2:hero" and strong.boosts == 0
    assert "6.2.b" in rules_of(entries)


def test_a_result_the_reader_does_not_know_is_left_to_the_judge() -> None:
    text = "If I would be discarded, I lose all my boosts and draw a card instead."
    assert "not a result the reader knows" in not_executed(read(text))


RUNE = "If my Expedition would move forward, you may discard me instead to draw two cards."


def _progress_with_rune(apply: str):  # type: ignore[no-untyped-def]
    rune = fields(executed(read(RUNE, type="Permanent", name="Rune", zone_type="Expedition")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Rune", **rune)
        .in_expedition("p1", "hero", "Big", forest=3, mountain=3, water=3)
        .deck_of("p1", 4)
    )
    state, entries = until_decision(b.at_phase(Phase.DUSK).build())
    start = state.positions["p1:hero"]
    d = state.pending
    assert d is not None and d.kind == "optional_modifier" and d.player == "p1"
    assert "p1's Hero Expedition" in d.prompt and "p1:hero" not in d.prompt
    state, entry = answer(state, d.id, [apply])
    more = []
    while state.phase is Phase.DUSK and state.pending is None:  # to the end of Dusk only
        state, e = step(state)
        more.append(e)
    return state, (*entries, entry, *more), start


def test_6_2_d_discard_me_instead_to_draw_two_cards_when_my_expedition_would_move() -> None:
    assert _passive(RUNE) == {
        "action": "move_forward",
        "scope": "my_expedition",
        "instead_action": "discard",
        "optional": True,
        "then": ({"action": "draw", "amount": 2},),
    }
    state, entries, start = _progress_with_rune("yes")
    assert state.positions["p1:hero"] == start  # the move did not happen
    assert "Rune" in names(state, "discard:p1")
    assert len(state.zone("hand:p1")) == 2
    assert {"6.2.d", "6.2.b"} <= rules_of(entries)


def test_6_2_d_declined_my_expedition_moves_and_nothing_is_drawn() -> None:
    state, _, start = _progress_with_rune("no")
    assert state.positions["p1:hero"] == start + 1
    assert "Rune" in names(state, "expedition:p1:hero")
    assert len(state.zone("hand:p1")) == 0


def test_6_2_e_mighty_jinn_printed_reads_as_the_library_writes_it() -> None:
    from scenarios.cards.library import default_library

    (card,) = [c for c in default_library().cards.values() if c.name == "Mighty Jinn"]
    written = card.model.abilities[0].passive
    assert written is not None and written.replace is not None
    assert _passive(card.model.abilities[0].text) == written.replace.model_dump(
        exclude_defaults=True, by_alias=True
    )


def test_6_2_m_the_trace_says_what_the_replacement_stopped_from_happening() -> None:
    state, _ = play(_discard_board(), "Zap", dest="spell")
    _, entries = _target(state, "Keeper")
    (line,) = [e for e in entries if "Keeper replaces" in e.text]
    assert "the discard of Keeper does not happen" in line.text
    assert {"6.2.m", "6.2.b"} <= set(line.rules)


RESUPPLIER = "If I would be sent to Reserve, [[Resupply]] instead."


def test_7_3_31_a_two_rests_replaced_by_resupplies_take_the_two_top_cards() -> None:
    """Two Characters whose Rest each becomes a Resupply in the same step: each Resupply
    takes the card on top of the Deck when it is done (7.3.31.a), so the two top cards go
    to Reserve — never the same card twice (found by the random-board property test)."""
    keeper = fields(executed(read(RESUPPLIER, name="Keeper")))
    state = (
        GameBuilder()
        .in_expedition("p1", "hero", "Keeper A", **keeper)
        .in_expedition("p1", "hero", "Keeper B", **keeper)
        .deck_of("p1", 4)
        .at_phase(Phase.NIGHT)
        .build()
    )
    top_two = set(state.zone("deck:p1")[:2])
    top_cards = {state.objects[oid].card_id for oid in top_two}
    state, entries = until_decision(state)
    assert {"Keeper A", "Keeper B"} <= set(names(state, "expedition:p1:hero"))
    reserve_cards = {state.objects[oid].card_id for oid in state.zone("reserve:p1")}
    assert reserve_cards == top_cards and len(top_cards) == 2
    assert "6.2.b" in rules_of(entries)


def test_6_2_b_draw_instead_from_an_empty_deck_draws_nothing_and_keeps_the_card() -> None:
    b = (
        GameBuilder()
        .in_hand("p1", "Zap", **fields(executed(read(ZAP, type="Spell", name="Zap"))))
        .in_expedition("p2", "hero", "Keeper", **fields(executed(read(KEEPER, name="Keeper"))))
        .mana("p1", 2)
    )
    state, _ = play(b, "Zap", dest="spell")
    state, entries = _target(state, "Keeper")
    assert "Keeper" in names(state, "expedition:p2:hero")
    assert len(state.zone("hand:p2")) == 0
    assert any("nothing is drawn" in e.text for e in entries)


def test_7_3_39_b_switching_expeditions_leaves_my_expedition_so_it_loses_anchored_instead() -> None:
    """Floral Tent watches Characters leaving *its Expedition*: a switch to the other
    Expedition leaves it (7.3.39.b, 7.5.11.c) though not the Expedition zone — so the
    Anchored Character loses Anchored instead and stays (found by the card-reading review)."""
    from engine import request
    from engine.state.actions import ActionKind
    from engine.state.steps import Step

    assert _passive(FLORAL_TENT)["leaves_expedition"] is True
    state, _ = until_decision(_tent_board().at_afternoon().build())
    held = find(state, "Held")
    state, first = request(state, Step(ActionKind.SWITCH_EXPEDITIONS, objects=(held,)))
    state, more = until_decision(state)
    held_now = state.objects[find(state, "Held")]
    assert held_now.zone == "expedition:p2:hero" and not held_now.has(Status.ANCHORED)
    assert {"6.2.b", "7.3.39.b"} <= set(rules_of((first, *more)))
    loose = find(state, "Loose")  # not Anchored: it switches
    state, _ = request(state, Step(ActionKind.SWITCH_EXPEDITIONS, objects=(loose,)))
    state, _ = until_decision(state)
    assert state.objects[find(state, "Loose")].zone == "expedition:p2:companion"
