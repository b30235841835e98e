"""Boards of session 41's readings (issue 30), read by the grammar and played:

* several steps on one object: a step that cannot be done is ignored and the rest of the
  effect happens (6.5.h; exhausting an exhausted Character is impossible, 7.3.16.b);
* a delayed step that checks the object is still there: the Emblem-Ongoing created as the
  effect resolves (2.2.2.m), its Reaction at the moment (4.2.b, 4.2.3.e) under its condition
  (6.5.d) — done on the object still in play, a non-event on one that left play, a new object
  "it" no longer names (1.4.4.a, 2.1.d);
* counters removed or spent from among a group: N in all, the player choosing which (6.1.g,
  2.5.d, 2.5.g); a spend the group cannot pay in full is not offered (7.3.38.b, 6.4.c) — as a
  quick action's cost, the division chosen as it is declared (5.1.2.c)."""

from __future__ import annotations

from engine import GameBuilder, Status, find, play_card
from engine.state.enums import BOOST
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import executed, fields, read
from ..engine.helpers import until_decision
from .test_board_durations_delays import _answer, _cast, _spell, _texts, _until

EXIT = "Sacrifice target Character."


def _rules(entries: list[TraceEntry], said: str) -> set[str]:
    """The rules of the trace lines that contain ``said``."""
    return {r for e in entries if said in e.text for r in e.rules}


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _runner_board(text: str, **runner: object) -> GameBuilder:
    return (
        GameBuilder()
        .deck_of("p1", 6)
        .deck_of("p2", 6)
        .in_hand("p1", "Doubling", **_spell(text))
        .in_hand("p1", "Exit", **_spell(EXIT))
        .mana("p1", 4)
        .in_expedition("p1", "hero", "Runner", **runner)  # type: ignore[arg-type]
        .at_afternoon()
    )


# ---- several steps on one object


def test_6_5_h_the_exhaust_impossible_the_target_is_still_sent_to_reserve() -> None:
    text = "Exhaust target Character and send it to its owner's Reserve."
    state, _ = until_decision(_runner_board(text, statuses={Status.EXHAUSTED}).build())
    state, said = _cast(state, "Doubling", "Runner")
    assert "Runner" in [state.name(o) for o in state.zone("reserve:p1")]
    assert {"6.5.h", "7.3.16.b"} <= _rules(said, "is impossible")
    assert "Runner is sent to p1's Reserve" in _texts(said)


def test_6_1_c_exhausted_then_sent_the_steps_in_printed_order() -> None:
    text = "Exhaust target Character. Then send it to its owner's Reserve."
    state, _ = until_decision(_runner_board(text).build())
    state, said = _cast(state, "Doubling", "Runner")
    lines = _texts(said)
    assert lines.index("Runner is exhausted") < lines.index("Runner is sent to p1's Reserve")


# ---- a delayed step that checks the object is still there

END_OF_TURN = (
    "Target Character gains 1 boost. At end of turn, if it is still in play, sacrifice it."
)
NEXT_DAY = (
    "Target Character gains 1 boost. At the beginning of next Day, if it is still in play, "
    "return it to its owner's hand."
)


def test_2_2_2_m_at_end_of_turn_the_character_still_in_play_is_sacrificed() -> None:
    state, _ = until_decision(_runner_board(END_OF_TURN).build())
    state, said = _cast(state, "Doubling", "Runner")
    text = _texts(said)
    assert "Emblem-Ongoing of Doubling is created" in text
    made = text.index("Emblem-Ongoing of Doubling is created")
    fired = text.index("the condition \u201cit's in play\u201d is met")
    assert made < fired < text.index("Runner is sacrificed")
    assert "6.5.d" in _rules(said, "the condition")
    assert "Runner" in [state.name(o) for o in state.zone("discard:p1")]


def test_1_4_4_a_next_day_the_anchored_character_still_in_play_returns_to_hand() -> None:
    """Anchored, it stays in play through Rest (7.4.1): at the next Day's Morning it is the
    same object, and returns to its owner's hand."""
    state, _ = until_decision(_runner_board(NEXT_DAY, statuses={Status.ANCHORED}).build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, day = _until(state, "Succeed", 40, reached=True)
    text = _texts(day)
    morning = text.index("Day 2: Morning begins")
    assert "the condition \u201cit's in play\u201d is met" in text[morning:]
    assert "Runner" in [state.name(o) for o in state.zone("hand:p1")]


def test_2_1_d_next_day_the_character_gone_is_a_new_object_nothing_happens() -> None:
    """Sacrificed before the next Day, the Character is a new object in the discard pile: the
    Reaction fires for an object that no longer exists, its condition is not met (6.5.d)."""
    state, _ = until_decision(_runner_board(NEXT_DAY).build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, _ = _cast(state, "Exit", "Runner")
    state, day = _until(state, "Succeed", 40, reached=True)
    text = _texts(day)
    morning = text.index("Day 2: Morning begins")
    assert "for an object that no longer exists" in text[morning:]
    assert "the condition \u201cit's in play\u201d is not met" in text[morning:]
    assert "Runner" not in [state.name(o) for o in state.zone("hand:p1")]
    assert "Runner" in [state.name(o) for o in state.zone("discard:p1")]


# ---- counters from among a group


def _group_board(text: str) -> GameBuilder:
    return (
        GameBuilder()
        .deck_of("p1", 6)
        .deck_of("p2", 6)
        .in_hand("p1", "Drain", **_spell(text))
        .mana("p1", 4)
        .add("p1", "expedition:p1:hero", "Ash", counters={BOOST: 1})
        .add("p1", "expedition:p1:companion", "Birch", counters={BOOST: 2})
        .add("p2", "expedition:p2:hero", "Rival", counters={BOOST: 3})
        .at_afternoon(first="p1")
    )


def _played(state: GameState) -> tuple[GameState, list[TraceEntry]]:
    state, first = play_card(state, "p1", find(state, "Drain"), "spell")
    state, more = until_decision(state)
    out = [first, *more]
    while state.pending is not None and state.pending.kind == "pay_mana":
        d = state.pending
        state, said = _answer(state, *d.option_ids()[: d.min_choices])
        out += said
    return state, out


def test_6_1_g_two_boosts_from_among_characters_you_control_the_player_divides() -> None:
    text = "Remove two Boost counters from among Characters you control. Draw a card."
    state, _ = until_decision(_group_board(text).build())
    state, _ = _played(state)
    d = state.pending
    assert d is not None and d.kind == "remove_counters"
    assert (d.min_choices, d.max_choices) == (2, 2)
    labels = [o.label for o in d.options]
    assert labels == [
        "a boost counter on Ash",
        "a boost counter on Birch",
        "a boost counter on Birch",
    ]  # Rival's are not among them: not a Character p1 controls
    assert "6.1.g" in d.rules
    state, _ = _answer(state, d.options[0].id, d.options[1].id)  # one each
    assert (_boosts(state, "Ash"), _boosts(state, "Birch"), _boosts(state, "Rival")) == (0, 1, 3)


def test_7_3_38_b_a_spend_the_group_cannot_pay_in_full_is_not_offered() -> None:
    """Three boosts asked of a group holding 1 + 2: paid (the player divides), the card
    drawn; four asked, the spend is impossible as a whole (6.4.c), nothing drawn (6.5.f)."""
    for asked, paid in ((3, True), (4, False)):
        text = f"You may spend {asked} boosts from among Characters you control to draw a card."
        state, _ = until_decision(_group_board(text).build())
        hand = len(state.zone("hand:p1"))
        state, said = _played(state)
        while state.pending is not None and state.pending.kind != "turn":
            d = state.pending
            state, more = _answer(state, *(d.option_ids()[: d.max_choices]))
            said += more
        spent = _boosts(state, "Ash") + _boosts(state, "Birch") == 0
        assert spent is paid, _texts(said)
        assert len(state.zone("hand:p1")) == hand - 1 + paid  # Drain left, a card drawn
        assert _boosts(state, "Rival") == 3


# ---- still in a Reserve

STILL_YOURS = (
    "Send target Character to its owner's Reserve. At Dusk, if it's still in your Reserve, "
    "discard it."
)
STILL_ANY = (
    "Send target Character to its owner's Reserve. At Dusk, if it is still in its owner's "
    "Reserve, discard it."
)


def _at_dusk(state: GameState) -> str:
    state, out = _until(state, "Day 1: Night", 30, reached=True)
    text = _texts(out)
    return text[text.index("Dusk begins") : text.index("Day 1: Night")]


def test_2_1_f_the_card_sent_to_your_reserve_is_found_there_and_discarded() -> None:
    state, _ = until_decision(_runner_board(STILL_YOURS).build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, out = _until(state, "Day 1: Night", 30, reached=True)
    dusk = _texts(out)
    assert "for Runner in p1's Reserve" in dusk  # found where the effect moved it (2.1.f)
    assert "the condition \u201cit's in your Reserve\u201d is met" in dusk
    assert "6.5.d" in _rules(out, "the condition")
    assert "Emblem-Ongoing of Doubling: Runner is discarded" in dusk
    assert "Runner" in [state.name(o) for o in state.zone("discard:p1")]


def test_2_1_d_played_from_reserve_since_it_is_a_new_object_nothing_happens() -> None:
    state, _ = until_decision(_runner_board(STILL_YOURS, reserve_cost=1).build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, said = _cast(state, "Runner", "Runner", "hero")  # from the Reserve (5.1)
    assert "Runner enters p1's hero Expedition" in _texts(said)
    dusk = _at_dusk(state)
    assert "for an object that no longer exists" in dusk
    assert "the condition \u201cit's in your Reserve\u201d is not met" in dusk
    assert "Runner is discarded" not in dusk


def _rival_board(text: str) -> GameBuilder:
    return (
        GameBuilder()
        .deck_of("p1", 6)
        .deck_of("p2", 6)
        .in_hand("p1", "Doubling", **_spell(text))
        .mana("p1", 4)
        .in_expedition("p2", "hero", "Rival")
        .at_afternoon()
    )


def test_3_1_2_c_an_opponents_card_is_in_its_owners_reserve_not_yours() -> None:
    """The opponent's Character goes to its owner's Reserve (3.1.2.c): "your Reserve" does not
    hold it — it stays; "its owner's Reserve" does — it is discarded."""
    for text, discarded in ((STILL_YOURS, False), (STILL_ANY, True)):
        state, _ = until_decision(_rival_board(text).build())
        state, _ = _cast(state, "Doubling", "Rival")
        assert "Rival" in [state.name(o) for o in state.zone("reserve:p2")]
        dusk = _at_dusk(state)
        assert ("Rival is discarded" in dusk) is discarded, dusk
        met = "is met" if discarded else "is not met"
        assert f"{met}" in dusk[dusk.index("the condition") :]


# ---- a quick action's cost spending counters from among a group

TAPPER = "{T}, Spend 2 boosts from among Characters you control: Draw a card."


def _tapper_board(ash: int, birch: int) -> GameBuilder:
    tapper = fields(executed(read(TAPPER, type="Character", name="Tapper")))
    return (
        GameBuilder()
        .deck_of("p1", 6)
        .deck_of("p2", 6)
        .add("p1", "expedition:p1:hero", "Tapper", **tapper)
        .add("p1", "expedition:p1:hero", "Ash", counters={BOOST: ash})
        .add("p1", "expedition:p1:companion", "Birch", counters={BOOST: birch})
        .add("p2", "expedition:p2:hero", "Rival", counters={BOOST: 3})
        .at_afternoon(first="p1")
    )


def test_5_1_2_c_the_player_divides_the_cost_as_the_quick_action_is_declared() -> None:
    state, _ = until_decision(_tapper_board(1, 2).build())
    hand = len(state.zone("hand:p1"))
    quick = next(o.id for o in state.pending.options if o.id.startswith("quick"))  # type: ignore[union-attr]
    state, _ = _answer(state, quick)
    d = state.pending
    assert d is not None and d.kind == "cost_choice"
    assert (d.min_choices, d.max_choices) == (2, 2)
    assert [o.label for o in d.options] == [
        "a boost counter on Ash",
        "a boost counter on Birch",
        "a boost counter on Birch",
    ]  # Rival's are not Characters p1 controls
    assert {"5.1.2.c", "6.1.g", "7.3.38.b"} <= set(d.rules)
    state, said = _answer(state, d.options[0].id, d.options[1].id)  # one each
    text = _texts(said)
    assert "p1 chooses a boost counter on Ash, a boost counter on Birch for the cost" in text
    paid = "Tapper is exhausted; Ash spends 1 boost counter; Birch spends 1 boost counter"
    assert paid in text  # one step (6.4.a)
    assert text.index(paid) < text.index("a card is drawn in p1's Hand")
    assert (_boosts(state, "Ash"), _boosts(state, "Birch"), _boosts(state, "Rival")) == (0, 1, 3)
    assert len(state.zone("hand:p1")) == hand + 1


def test_7_3_38_b_with_fewer_than_two_in_all_the_quick_action_is_not_offered() -> None:
    from engine.play.quick import check_quick
    from engine.state.errors import IllegalAction

    state, _ = until_decision(_tapper_board(1, 0).build())
    assert [o.id for o in state.pending.options] == ["pass"]  # type: ignore[union-attr]
    try:
        check_quick(state, "p1", find(state, "Tapper"), 0)
    except IllegalAction as refused:
        assert "fewer than 2 boosts in all" in str(refused)
        assert refused.rule == "6.4.c" and "7.3.38.b" in refused.also
    else:
        raise AssertionError("the quick action was legal with 1 boost in all")


# ---- "if I'm still in play" after a step that may have moved me

SACRIFICE_THEN_ME = "{J} Sacrifice a Character. If I'm still in play, draw a card."


def test_2_1_d_sacrificed_by_my_own_step_i_am_no_longer_in_play() -> None:
    """The sacrifice chose me: the Character in the discard pile is a new object (2.1.d), "I"
    is not in play, no card is drawn (6.5.d); another Character chosen, I am, one is."""
    bearer = fields(executed(read(SACRIFICE_THEN_ME, type="Character", name="Bearer")))
    for chosen, drawn in (("Bearer", 0), ("Ally", 1)):
        b = (
            GameBuilder()
            .deck_of("p1", 6)
            .deck_of("p2", 6)
            .in_hand("p1", "Bearer", **bearer)
            .in_expedition("p1", "hero", "Ally")
            .mana("p1", 4)
            .at_afternoon()
        )
        state, _ = until_decision(b.build())
        hand = len(state.zone("hand:p1"))
        state, _ = _cast(state, "Bearer", "Bearer", "hero")
        state, said = _answer(state, find(state, chosen))
        met = "is met" if drawn else "is not met"
        assert f"the condition \u201cI'm still in play\u201d {met}" in _texts(said)
        assert "6.5.d" in _rules(said, "the condition")
        assert len(state.zone("hand:p1")) == hand - 1 + drawn  # Bearer played, the draw


# ---- steps on the objects "from" an Expedition (ALIZE prints it)

SWEEP = "Send to Reserve each Character from target Expedition, then exhaust them."


def test_3_1_4_a_each_character_from_the_target_expedition_sent_then_exhausted() -> None:
    b = (
        GameBuilder()
        .deck_of("p1", 6)
        .deck_of("p2", 6)
        .in_hand("p1", "Sweep", **_spell(SWEEP))
        .mana("p1", 4)
        .in_expedition("p2", "hero", "Rival")
        .in_expedition("p2", "hero", "Scout")
        .in_expedition("p2", "companion", "Guard")
        .at_afternoon(first="p1")
    )
    state, _ = until_decision(b.build())
    state, _ = play_card(state, "p1", find(state, "Sweep"), "spell")
    state, _ = until_decision(state)
    while state.pending is not None and state.pending.kind == "pay_mana":
        d = state.pending
        state, _ = _answer(state, *d.option_ids()[: d.min_choices])
    d = state.pending
    assert d is not None and d.kind == "target"
    assert "p2:hero" in d.option_ids()  # an Expedition is the target (6.5.b)
    state, said = _answer(state, "p2:hero")
    text = _texts(said)
    assert text.index("Scout is sent to p2's Reserve") < text.index("Rival is exhausted")
    for name in ("Rival", "Scout"):
        o = state.objects[find(state, name)]
        assert o.zone == "reserve:p2" and Status.EXHAUSTED in o.statuses
    assert state.objects[find(state, "Guard")].zone == "expedition:p2:companion"


def test_6_5_h_losing_no_boost_the_target_still_gains_asleep() -> None:
    """ "Target Character loses all its boosts and gains [[Asleep]]": with two boosts it loses
    them and gains Asleep; with none the removal changes nothing and it still gains Asleep —
    the second verb is the same target's next step (6.1.c, 6.5.h)."""
    text = "Target Character loses all its boosts and gains [[Asleep]]."
    for boosts in (2, 0):
        runner = {"counters": {BOOST: boosts}} if boosts else {}
        state, _ = until_decision(_runner_board(text, **runner).build())
        state, said = _cast(state, "Doubling", "Runner")
        assert _boosts(state, "Runner") == 0
        assert state.objects[find(state, "Runner")].has(Status.ASLEEP), _texts(said)


def test_6_1_c_then_loses_fleeting_the_same_target_in_printed_order() -> None:
    text = "Target Character gains 1 boost, then loses [[Fleeting]]."
    state, _ = until_decision(_runner_board(text, statuses={Status.FLEETING}).build())
    state, said = _cast(state, "Doubling", "Runner")
    lines = _texts(said)
    assert lines.index("Runner gains 1 boost") < lines.index("Runner loses Fleeting")
    assert _boosts(state, "Runner") == 1
    assert not state.objects[find(state, "Runner")].has(Status.FLEETING)
