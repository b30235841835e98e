"""Boards of g1's readings (issue 30): a delayed step waits for the NEXT moment of its kind —
"At the next Noon" from the Afternoon is the next Day's Noon, "At the next Dusk" made during
Dusk is the next Day's Dusk (4.2.b and its Remark), each done once, its Emblem-Ongoing then
over (2.2.15.c) — and "until the end of your next turn" lasts through the other players' turns
and its controller's next turn, over as that turn ends (4.2.3.d-e); "At the end of your next
turn, [steps]" is done then, not as the current turn ends."""

from __future__ import annotations

from engine import GameBuilder, Terrain, find
from engine.reading.passives import statistics
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields
from .test_board_durations_delays import _answer, _board, _cast, _emblems, _texts, _until


def _between(out: list[TraceEntry], start: str, end: str) -> list[TraceEntry]:
    """The trace lines from the one starting with ``start`` to the one starting with ``end``."""
    texts = [e.text for e in out]
    i = next(k for k, t in enumerate(texts) if t.startswith(start))
    j = next(k for k, t in enumerate(texts) if k > i and t.startswith(end))
    return out[i:j]


DRAWN = "a card is drawn in p1's Hand"


# ---------------------------------------------------------------- delayed steps
def test_4_2_b_at_the_next_noon_from_the_afternoon_is_the_next_days_noon() -> None:
    """Played in Day 1's Afternoon: no Noon is left that Day; the Emblem outlasts the Day's
    end and Day 2's Morning (its duration is its moment, 2.2.15.c), its Reaction draws as Day
    2's Noon begins (4.2.b), once, and it is over as Day 2's Afternoon begins."""
    state, _ = until_decision(_board("Draw a card. At the next Noon, draw a card.").build())
    state, _ = _cast(state, "Doubling", "Runner")
    assert _emblems(state) == 1
    state, out = _until(state, "Day 2: Afternoon begins", 60, reached=True)
    noon = _between(out, "Day 2: Noon begins", "Day 2: Afternoon begins")
    assert "4.2.b" in noon[0].rules
    fired = [e for e in noon if "Reaction of Emblem-Ongoing of Doubling" in e.text]
    assert len(fired) >= 1
    assert sum(DRAWN in e.text for e in noon) == 1
    morning = _between(out, "Day 2: Morning begins", "Day 2: Noon begins")
    assert not any("Doubling" in e.text for e in morning)  # not at Morning, not over
    text = _texts(out)
    over = text.index("duration over (Emblem-Ongoing of Doubling, until the next Afternoon)")
    assert text.index("Day 2: Noon begins") < over
    ended = next(e for e in out if "Emblem-Ongoing of Doubling, until the next" in e.text)
    assert "2.2.15.c" in ended.rules
    assert _emblems(state) == 0


def test_4_2_b_at_the_next_dusk_from_the_afternoon_is_done_once_that_day() -> None:
    """Played in the Afternoon: done as Day 1's Dusk begins, the Emblem over as Night begins;
    Day 2's Dusk does not do it again."""
    state, _ = until_decision(_board("Draw a card. At the next Dusk, draw a card.").build())
    state, _ = _cast(state, "Doubling", "Runner")
    state, out = _until(state, "Day 2: Night begins", 60, reached=True)
    dusk = _between(out, "Day 1: Dusk begins", "Day 1: Night begins")
    assert sum(DRAWN in e.text for e in dusk) == 1
    text = _texts(out)
    over = text.index("duration over (Emblem-Ongoing of Doubling, until the next Night)")
    assert text.index("Day 1: Dusk begins") < over < text.index("Day 1: Night begins") + 200
    later = _between(out, "Day 2: Dusk begins", "Day 2: Night begins")
    assert not any("Doubling" in e.text for e in later)
    assert _emblems(state) == 0


SCOUT = "When my Expedition moves forward — At the next Dusk, draw a card."


def test_4_2_b_a_next_dusk_made_during_dusk_waits_for_the_next_days_dusk() -> None:
    """The Scout's Reaction resolves at Progress, during Day 1's Dusk: this Dusk's "at Dusk"
    activation event is over (4.2.b Remark), so the Emblem's Reaction waits — through Night,
    Rest sending the Scout to Reserve, Day 2's Morning — and draws as Day 2's Dusk begins."""
    b = (
        GameBuilder()
        .deck_of("p1", 8)
        .deck_of("p2", 8)
        .add("p1", "expedition:p1:hero", "Scout", **grammar_fields(SCOUT, "Scout", forest=3))
        .at_afternoon()
    )
    state, _ = until_decision(b.build())
    state, out = _until(state, "Day 2: Night begins", 60, reached=True)
    day1_dusk = _between(out, "Day 1: Dusk begins", "Day 1: Night begins")
    assert any("Emblem-Ongoing of Scout is created" in e.text for e in day1_dusk)
    assert not any(DRAWN in e.text for e in day1_dusk)
    assert "never" not in _texts(out)  # no lapse: it waits
    day2_dusk = _between(out, "Day 2: Dusk begins", "Day 2: Night begins")
    fired = [e for e in day2_dusk if "Reaction of Emblem-Ongoing of Scout" in e.text]
    assert fired and "4.2.b" in day2_dusk[0].rules
    assert sum(DRAWN in e.text for e in day2_dusk) == 1
    assert "duration over (Emblem-Ongoing of Scout, until the next Night)" in _texts(out)
    assert _emblems(state) == 0


# ---------------------------------------------------------------- your next turn
def _forest(state: GameState) -> int:
    return statistics(state, find(state, "Runner"))[Terrain.FOREST]


def test_4_2_3_e_until_the_end_of_your_next_turn_lasts_through_it_and_ends_as_it_ends() -> None:
    """p1 plays it in its turn: p2's turn leaves it, p1's next turn leaves it (its duration now
    this turn, 2.2.15.c), and it is over as that turn ends (4.2.3.e)."""
    text = "Target Character gets +2 {V} until the end of your next turn."
    state, _ = until_decision(_board(text).build())
    base = _forest(state)
    state, _ = _cast(state, "Doubling", "Runner")
    assert _forest(state) == base + 2
    d = state.pending
    assert d is not None and d.player == "p2"  # p2's turn: still +2
    assert _forest(state) == base + 2
    state, out = _answer(state, "pass")  # p2 passes; p1 takes its next turn
    assert "duration over" not in _texts(out)
    d = state.pending
    assert d is not None and d.player == "p1"
    assert _forest(state) == base + 2
    state, out = _answer(state, "pass")  # p1's next turn ends
    text_out = _texts(out)
    assert "duration over (Emblem-Ongoing of Doubling, this turn)" in text_out
    ended = next(e for e in out if "Emblem-Ongoing of Doubling, this turn" in e.text)
    assert "2.2.15.c" in ended.rules
    # over as p1's turn ends, before the Afternoon ends and Dusk begins (4.2.3.e)
    assert text_out.index("this turn)") < text_out.index("all players have passed")
    assert _emblems(state) == 0


KEEPER = "At Dusk — I can't be sacrificed until the end of your next turn."


def test_4_2_3_d_until_the_end_of_your_next_turn_made_at_dusk_lasts_into_the_next_day() -> None:
    """Made at Dusk, when no turn of the Day is left: the Day's end and the next Morning
    leave it (it is not "this Day", 2.2.15.c); p1's first turn of Day 2 begins it and its end
    is the Emblem's (4.2.3.d-e)."""
    b = (
        GameBuilder()
        .deck_of("p1", 8)
        .deck_of("p2", 8)
        .add("p1", "expedition:p1:hero", "Keeper", **grammar_fields(KEEPER, "Keeper"))
        .at_afternoon()
    )
    state, _ = until_decision(b.build())
    state, out = _until(state, "Day 2: Afternoon begins", 60, reached=True)
    text = _texts(out)
    made = text.index("Emblem-Ongoing of Keeper is created")
    assert text.index("Day 1: Dusk begins") < made < text.index("Day 1: Night begins")
    assert "duration over (Emblem-Ongoing of Keeper" not in text
    assert _emblems(state) == 1
    d = state.pending
    assert d is not None and d.player == "p2"  # p2 is the first player now (4.2.1.b)
    state, out = _answer(state, "pass")  # p2's turn ends: not the Emblem's
    assert "Emblem-Ongoing of Keeper" not in _texts(out)
    d = state.pending
    assert d is not None and d.player == "p1"  # p1's first turn of Day 2
    state, out = _answer(state, "pass")
    said = _texts(out)
    over = said.index("duration over (Emblem-Ongoing of Keeper, this turn)")
    assert over < said.index("Day 2: Dusk begins")


def test_4_2_3_e_at_the_end_of_your_next_turn_not_at_the_end_of_this_one() -> None:
    """ "At the end of your next turn, draw a card": the turn it is played in ends without it
    (the Emblem waits, 2.2.15.c); p2's turn ends without it; p1's next turn ends with it."""
    state, _ = until_decision(
        _board("Draw a card. At the end of your next turn, draw a card.").build()
    )
    state, out = _cast(state, "Doubling", "Runner")  # p1's turn ends: not now
    fired = "Reaction of Emblem-Ongoing of Doubling"
    assert fired not in _texts(out)
    d = state.pending
    assert d is not None and d.player == "p2"
    state, out = _answer(state, "pass")  # p2's turn ends: not now
    assert fired not in _texts(out)
    state, out = _answer(state, "pass")  # p1's next turn ends: now
    said = _texts(out)
    assert fired in said and said.index("p1's turn ends") < said.index(fired)
    ends = next(e for e in out if e.text.startswith("p1's turn ends"))
    assert "4.2.3.e" in ends.rules
    ending = said[said.index("p1's turn ends") : said.index("all players have passed")]
    assert ending.count(DRAWN) == 1  # its step, once, before the Afternoon ends
    assert "duration over (Emblem-Ongoing of Doubling, this turn)" in said
    assert _emblems(state) == 0


def test_4_2_b_an_emblem_lasting_until_its_moment_is_never_said_to_lapse() -> None:
    """The lapse note (engine.pipeline.delayed_lapse) is for an Emblem the card format says
    lasts "this Day" only: one lasting until its moment waits for it (2.2.15.c)."""
    from engine import (
        Ability,
        AbilityKind,
        ActionKind,
        Duration,
        EffectStep,
        Phase,
        Subject,
        TriggerKind,
    )
    from engine.pipeline.delayed_lapse import lapse_of

    draw = (EffectStep(ActionKind.DRAW, Subject.CONTROLLER),)
    at_dusk = (
        Ability(
            AbilityKind.REACTION,
            "draw",
            trigger=TriggerKind.AT_PHASE,
            phase=Phase.DUSK,
            effect=draw,
        ),
    )
    assert lapse_of(at_dusk, Duration.UNTIL_ITS_MOMENT, Phase.DUSK) == ""
    assert lapse_of(at_dusk, Duration.UNTIL_ITS_MOMENT, Phase.NIGHT) == ""
    assert lapse_of(at_dusk, Duration.DAY, Phase.DUSK) != ""  # "this Day" said so: it lapses
