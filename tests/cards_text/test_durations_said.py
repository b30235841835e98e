"""Durations said where they end (2.2.15, 2.3.1.e, 2.1.d): "until the next Day" and
"until the end of the Afternoon" are read as the rules' durations (2.2.15.a); a keyword
gained "until it leaves play" is a duration its event defines (2.2.15.c), over once the
object has left play (2.1.d) — anything else gained so is left to the judge; a passive
ability "as long as ..." says when it stops (and starts) applying (2.3.1.e); an
Emblem-Ongoing naming an object says, on the line of its move, that it no longer applies to
it (2.1.d)."""

from __future__ import annotations

from engine import (
    ActionKind,
    GameBuilder,
    Keyword,
    Step,
    ZoneKind,
    answer,
    find,
    play_card,
    request,
)
from engine.reading.passives import has_keyword
from engine.state.enums import BOOST

from ..engine.helpers import pending, rules_of, until_decision
from .helpers import executed, fields, not_executed, play, read, steps


def _duration(text: str) -> str:
    return str(steps(executed(read(text, type="Spell")))[0]["ongoing"]["duration"])


def test_2_2_15_a_until_the_next_day_is_this_day() -> None:
    assert _duration("Target Character gains Defender until the next Day.") == "this Day"
    assert _duration("Target Character gains Defender until the end of the Day.") == "this Day"


def test_2_2_15_a_until_the_end_of_the_afternoon_is_this_afternoon() -> None:
    text = "Target Character gains Tough 1 until the end of the Afternoon."
    assert _duration(text) == "this Afternoon"


def test_2_2_15_c_a_keyword_until_it_leaves_play_is_read_with_that_duration() -> None:
    text = "Target Character gains Defender until it leaves play."
    assert _duration(text) == "until it leaves play"
    assert _duration("I gain Tough 1 until I leave play.") == "until it leaves play"


def test_2_2_15_c_a_status_until_it_leaves_play_is_left_to_the_judge_with_the_rule() -> None:
    why = not_executed(read("Target Character gains Anchored until it leaves play.", type="Spell"))
    assert "2.2.15.b" in why or "2.2.15.c" in why, why


def test_2_2_15_c_until_it_leaves_play_ceases_when_the_character_moves() -> None:
    text = "Target Character gains Defender until it leaves play."
    card = fields(executed(read(text, type="Spell")))
    b = GameBuilder().in_hand("p1", "Hold", **{**card, "hand_cost": 0})
    b = b.in_expedition("p1", "hero", "Walker").mana("p1", 1).at_afternoon()
    state, _ = until_decision(b.build())
    state, _ = play_card(state, "p1", find(state, "Hold"), "spell")
    state, _ = until_decision(state)
    walker = find(state, "Walker")
    state, _ = answer(state, pending(state).id, (walker,))
    state, _ = until_decision(state)
    assert has_keyword(state, walker, Keyword.DEFENDER)
    emblems = [o for o in state.zone("limbo") if state.objects[o].emblem is not None]
    assert len(emblems) == 1
    move = Step(ActionKind.MOVE, controller="p1", objects=(walker,), to_zone=ZoneKind.RESERVE)
    state, moved = request(state, move)
    assert not [o for o in state.zone("limbo") if state.objects[o].emblem is not None]
    assert "(until it leaves play) ceases to exist: Walker left play" in moved.text
    assert {"2.2.15.c", "2.1.d"} <= set(rules_of((moved,)))


def _sentry() -> GameBuilder:
    card = fields(executed(read("I have Defender as long as I'm Boosted.")))
    return GameBuilder().in_expedition("p1", "hero", "Sentry", **card)


def test_2_3_1_e_as_long_as_stops_applying_on_the_line_of_the_event() -> None:
    state, _ = until_decision(_sentry().at_afternoon().build())
    sentry = find(state, "Sentry")
    state, gained = request(
        state, Step(ActionKind.GIVE_BOOST, controller="p1", objects=(sentry,), amount=1)
    )
    assert "applies: its condition is true now" in gained.text
    assert "2.3.1.e" in rules_of((gained,))
    remove = Step(
        ActionKind.REMOVE_COUNTERS, controller="p1", choices_made=(f"{sentry}/{BOOST}/0",)
    )
    state, lost = request(state, remove)
    assert state.objects[sentry].counters.get(BOOST, 0) == 0
    assert "no longer applies: its condition is false now" in lost.text
    assert "2.3.1.e" in rules_of((lost,))


def test_2_3_1_e_an_event_that_leaves_the_condition_as_it_was_says_nothing() -> None:
    state, _ = until_decision(_sentry().at_afternoon().build())
    sentry = find(state, "Sentry")
    state, _ = request(
        state, Step(ActionKind.GIVE_BOOST, controller="p1", objects=(sentry,), amount=1)
    )
    state, again = request(
        state, Step(ActionKind.GIVE_BOOST, controller="p1", objects=(sentry,), amount=1)
    )
    assert "applies" not in again.text
    assert "2.3.1.e" not in rules_of((again,))


def test_2_1_d_an_ongoing_naming_a_character_ends_for_it_when_it_leaves_play() -> None:
    spell = fields(executed(read("Target Character gains Defender this Day.", type="Spell")))
    b = GameBuilder().in_hand("p1", "Wall Up", **spell).in_expedition("p1", "hero", "Walker")
    b = b.mana("p1", 1)
    state, _ = play(b, "Wall Up", "spell")
    state, _ = answer(state, pending(state).id, (find(state, "Walker"),))
    state, _ = until_decision(state)
    walker = find(state, "Walker")
    assert has_keyword(state, walker, Keyword.DEFENDER)
    send = Step(ActionKind.SEND, controller="p1", objects=(walker,), to_zone=ZoneKind.RESERVE)
    state, moved = request(state, send)
    assert not has_keyword(state, find(state, "Walker"), Keyword.DEFENDER)
    assert "Emblem-Ongoing of Wall Up (this Day) no longer applies to Walker" in moved.text
    assert "2.1.d" in rules_of((moved,))


def test_2_1_d_nothing_is_said_when_no_ongoing_names_the_object_moved() -> None:
    state = GameBuilder().in_expedition("p1", "hero", "Walker").at_afternoon().build()
    send = Step(
        ActionKind.SEND, controller="p1", objects=(find(state, "Walker"),), to_zone=ZoneKind.RESERVE
    )
    state, moved = request(state, send)
    assert "no longer applies" not in moved.text
