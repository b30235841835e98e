"""Dice (7.3.33) as printed on the real cards, read by the printed-text reader and played on
a board: the roll is a decision answered with what the die showed (7.3.33.a, 1.1.7.d), the
step after it uses the result (7.3.33.b), a target may be chosen before or after the roll
(6.5.b), and "When you roll one or more dice" reacts to rolls (6.3.f). Card texts are the
official wordings, icons as ``{J}``."""

from __future__ import annotations

from engine import GameBuilder, Status, answer, find
from engine.explore import explore
from engine.state.game_state import GameState

from ..engine.helpers import choose, pending, rules_of, texts, until_decision
from .helpers import executed, fields, not_executed, play, read, steps

SILENT_NIGHT = (
    "[[Fleeting]].  Target a Character, then roll a die. On a:  • 4+, it gains [[Anchored]]. "
    " • 1-3, it gains [[Asleep]]."
)
SILENT_NIGHT_R1 = (
    "[[Fleeting]].  Roll a die, then target a Character. On a:  • 4+, it gains [[Anchored]]. "
    " • 1-3, it gains [[Asleep]]."
)
DAEDALUS = (
    "{H} Target a Character in Reserve, then roll a die. On a:  • 4+, we both gain 1 boost.  "
    "• 1-3, it gains 1 boost."
)
NEVENKA = (
    "{T} : Target a Character you control, then roll a die. On a:  • 6+, it gains "
    "[[Anchored]].  • 2-5, it gains 1 boost.  • 1, send it to Reserve."
)
LAKSHMI = "When you roll one or more dice — I gain 1 boost."
TRICKSTER = "{J} Roll a die. On a 4+, I gain 2 boosts. On a 1-3, I gain 1 boost."


def _rolls(state: GameState, result: int) -> GameState:
    d = pending(state)
    assert d.kind == "roll_die", d.prompt
    return choose(state, str(result))


def _spell_board(text: str) -> GameBuilder:
    r = executed(read(text, type="Spell", name="Silent Night"))
    return (
        GameBuilder()
        .in_hand("p1", "Silent Night", **fields(r))
        .mana("p1", 1)
        .in_expedition("p2", "hero", "Sleeper")
    )


def test_6_5_b_target_chosen_before_the_roll_is_it_in_the_outcomes() -> None:
    (step,) = steps(executed(read(SILENT_NIGHT, type="Spell")))
    assert step["subject"] == "target_character"  # the roll's own target, chosen first
    assert [o["effect"][0]["subject"] for o in step["outcomes"]] == ["it", "it"]
    for result, status in ((5, Status.ANCHORED), (2, Status.ASLEEP)):
        state, _ = play(_spell_board(SILENT_NIGHT), "Silent Night", dest="spell")
        assert pending(state).kind == "target"  # before the die is rolled
        state = choose(state, find(state, "Sleeper"))
        state = _rolls(state, result)
        assert state.objects[find(state, "Sleeper")].statuses == frozenset({status})


def test_7_3_33_b_roll_then_target_chooses_the_target_knowing_the_result() -> None:
    state, _ = play(_spell_board(SILENT_NIGHT_R1), "Silent Night", dest="spell")
    assert pending(state).kind == "roll_die"  # the roll comes first
    state = _rolls(state, 6)
    assert pending(state).kind == "target"
    state = choose(state, find(state, "Sleeper"))
    assert state.objects[find(state, "Sleeper")].has(Status.ANCHORED)


def test_6_5_b_no_suitable_target_the_die_is_still_rolled() -> None:
    r = executed(read(SILENT_NIGHT, type="Spell", name="Silent Night"))
    lak = executed(read(LAKSHMI, name="Lakshmi"))
    b = (
        GameBuilder()
        .in_hand("p1", "Silent Night", **fields(r))
        .mana("p1", 1)
        .in_landmarks("p1", "Bare Site")
    )
    b = b.in_reserve("p1", "Lakshmi", **fields(lak))  # not in play: no Reaction yet
    state, entries = play(b, "Silent Night", dest="spell")
    assert any("no suitable target" in t for t in texts(entries))
    assert {"6.5.b", "7.3.33.b"} <= rules_of(entries)
    assert pending(state).kind == "roll_die"  # rolled all the same


def test_7_3_33_b_we_both_gain_a_boost_on_a_4_or_more() -> None:
    r = executed(read(DAEDALUS, name="Daedalus"))
    (step,) = steps(r)
    assert step["subject"] == "target_reserve_card"
    high, low = step["outcomes"]
    assert [s["subject"] for s in high["effect"]] == ["self", "it"]
    assert [s["subject"] for s in low["effect"]] == ["it"]
    for result, mine in ((4, 1), (3, 0)):
        b = (
            GameBuilder()
            .in_hand("p1", "Daedalus", **fields(r))
            .mana("p1", 1)
            .in_reserve("p1", "Waiting")
        )
        state, _ = play(b, "Daedalus")
        state = choose(state, find(state, "Waiting"))
        state = _rolls(state, result)
        assert state.objects[find(state, "Waiting")].boosts == 1
        assert state.objects[find(state, "Daedalus")].boosts == mine


def test_7_3_33_b_a_single_result_outcome() -> None:
    r = executed(read(NEVENKA, name="Nevenka & Blotch"))
    quick = r.model.abilities[0].quick_action
    assert quick is not None
    (roll,) = [s.model_dump(exclude_defaults=True, by_alias=True) for s in quick.effect]
    assert [(o["low"], o["high"]) for o in roll["outcomes"]] == [(6, 6), (2, 5), (1, 1)]


def test_6_3_f_when_you_roll_one_or_more_dice_once_per_roll() -> None:
    lak = executed(read(LAKSHMI, name="Lakshmi"))
    trick = executed(read(TRICKSTER, name="Trickster"))
    assert lak.model.abilities[0].reaction is not None
    assert lak.model.abilities[0].reaction.trigger == "you_roll_dice"
    b = (
        GameBuilder()
        .in_hand("p1", "Trickster", **fields(trick))
        .mana("p1", 1)
        .in_expedition("p1", "hero", "Lakshmi", **fields(lak))
        .in_expedition("p2", "hero", "Their Lakshmi", **fields(lak))
    )
    state, _ = play(b, "Trickster")
    d = pending(state)
    state, _ = answer(state, d.id, ("5",))
    state, entries = until_decision(state)
    assert "6.3.f" in rules_of(entries)
    assert state.objects[find(state, "Lakshmi")].boosts == 1  # you rolled
    assert state.objects[find(state, "Their Lakshmi")].boosts == 0  # not them
    assert state.objects[find(state, "Trickster")].boosts == 2


def test_7_3_33_a_exploration_follows_every_result_of_the_die() -> None:
    trick = executed(read(TRICKSTER, name="Trickster"))
    b = GameBuilder().in_hand("p1", "Trickster", **fields(trick)).mana("p1", 1)
    state, _ = play(b, "Trickster")
    assert pending(state).kind == "roll_die"
    found = explore(state, until="resolution")
    assert found.complete
    assert len(found.outcomes) == 2  # 1-3: one boost; 4-6: two boosts
    assert sorted(o.paths for o in found.outcomes) == [3, 3]


LAKSHMI_R1 = "When you roll one or more dice — If the result is 6+, draw a card."


def test_6_5_d_if_the_result_is_6_or_more_reads_the_roll_that_activated_it() -> None:
    lak = executed(read(LAKSHMI_R1, name="Lakshmi"))
    (step,) = steps(lak)
    assert step["if"] == "the result is 6+"
    trick = executed(read(TRICKSTER, name="Trickster"))
    for result, drawn in ((6, 1), (5, 0)):
        b = (
            GameBuilder()
            .in_hand("p1", "Trickster", **fields(trick))
            .mana("p1", 1)
            .in_expedition("p1", "hero", "Lakshmi", **fields(lak))
            .deck_of("p1", 2)
        )
        state, _ = play(b, "Trickster")
        d = pending(state)
        state, _ = answer(state, d.id, (str(result),))
        state, entries = until_decision(state)
        assert len(state.zone("hand:p1")) == drawn
        assert "6.5.d" in rules_of(entries)  # checked as the step would happen


def test_6_3_h_a_reaction_to_a_roll_the_effect_does_not_make_is_left_to_the_judge() -> None:
    # "Roll a die. When you roll a 1-3 this way — ..." is read (test_dice_this_way.py);
    # with no roll before it, "this way" names nothing.
    text = "{H} Draw a card. When you roll a 1-3 this way — Draw a card."
    assert "before 'When you roll a 1-3 this way' is not understood yet" in not_executed(read(text))
