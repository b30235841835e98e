"""Last known information of "me" on boards (2.1.h, 6.3.j; gram106): a Reaction of an
object that left play reads its counters, boosts, statuses and statistics as they were just
before it left — not those of the new card in the Reserve or Discard pile (2.1.d, 2.5.j) —
for every way it leaves, and says so citing 6.3.j. A card that left play earlier and reads
"me" from the Reserve reads itself as it is there (a new object, 2.1.d)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest

from engine.reading.as_it_was import it_as_known, known_me, known_object, known_statistics
from engine.state import zones as z
from engine.state.enums import Terrain, ZoneKind
from engine.state.game_state import GameState
from engine.state.last_known_info import LastKnown
from engine.state.objects import GameObject
from engine.state.records import replace
from engine.state.serialization import from_dict, to_dict
from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from leaving_me_siblings import BOARD, DRAWN, ELSEWHERE, HOW, LEAVING, drawn, status


def _run(text: str, how: str) -> RunResult:
    path = Path(tempfile.mkdtemp()) / "s.yaml"
    path.write_text(BOARD.format(text=text, how=how), encoding="utf-8")
    result = run_scenario(load_scenario(path))
    assert not result.errors and not result.gaps, (result.errors, result.gaps)
    return result


def _hand(result: RunResult) -> int:
    return len(result.state.zone(z.personal(ZoneKind.HAND, "p1")))


@pytest.mark.parametrize("read", list(DRAWN))
def test_each_read_of_me_is_its_last_known_information(read: str) -> None:
    # Reckless left play 4/1/1 with 2 boosts, a Secret counter, Exhausted.
    assert drawn("When I leave the Expedition zone —", read) == DRAWN[read]


@pytest.mark.parametrize("trigger", list(LEAVING))
def test_each_leaving_trigger_reads_me_as_i_was(trigger: str) -> None:
    assert drawn(trigger, "Draw a card for each of my boosts.") == 2
    assert drawn(trigger, "If I have no boosts, draw a card.") == 0  # it had 2


_WAYS = {
    "sacrificed": ("  - request: {action: sacrifice, objects: [Reckless]}", 0),
    "discarded": ("  - request: {action: discard, objects: [Reckless]}", 0),
    "sent to Reserve": ("  - request: {action: send, objects: [Reckless], to: reserve}", 0),
    "returned to hand": ("  - request: {action: return, objects: [Reckless], to: hand}", 1),
    "a Mana Orb": ("  - request: {action: send, objects: [Reckless], to: mana}", 0),
    "put in the Deck": ("  - request: {action: send, objects: [Reckless], to: deck}", 0),
}


@pytest.mark.parametrize("way", list(_WAYS))
def test_every_way_of_leaving_keeps_the_last_known_information(way: str) -> None:
    how, in_hand = _WAYS[way]
    text = "When I leave play — Draw a card for each of my boosts."
    result = _run(text, how)
    assert _hand(result) == 1 + in_hand + 2  # Push, Reckless itself if returned, 2 drawn
    assert "6.3.j" in result.cited() and "2.1.h" in result.cited()
    # the statistics too: 4 printed Forest + 2 boosts, as it was (2.2.11.c, 2.5.1.b)
    result = _run("When I leave play — Draw cards equal to my {V}.", how)
    assert _hand(result) == 1 + in_hand + 6


def test_the_condition_line_says_it_reads_me_as_i_was() -> None:
    text = "When I'm sacrificed — If I have 2 or more boosts, draw a card."
    result = _run(text, HOW["sacrifice"])
    said = [ln.shown(None) for ln in result.lines]
    assert any("(as Reckless was just before it left play, 6.3.j) is met" in s for s in said)


def test_a_support_ability_in_reserve_reads_the_card_there() -> None:
    # Reckless left play earlier this Day (its last known information is noted); its
    # support ability reads "me" in Reserve: a new object without the boosts (2.1.d).
    text = "[Support] [exhaust me] : If I have 2 or more boosts, draw a card."
    result = _run(text, HOW["reserve"])
    state = result.state
    reckless = state.object_of_card(
        next(c for c in state.cards if state.cards[c].name == "Reckless")
    )
    assert reckless is not None and z.kind_of(state.objects[reckless].zone) is ZoneKind.RESERVE
    assert known_me(state, reckless, None) == reckless
    assert known_object(state, reckless) == state.objects[reckless]
    assert state.objects[reckless].boosts == 0


def _state_with_gone() -> tuple[GameState, str, str]:
    result = _run("When I leave play — Draw a card.", HOW["sacrifice"])
    state = result.state
    old = next(iter(state.last_known))
    return state, old, state.last_known[old].became or ""


def test_the_information_is_plain_data_saved_with_the_state() -> None:
    state, old, new = _state_with_gone()
    assert old not in state.objects and new in state.objects
    known = state.last_known[old]
    assert known.object.boosts == 2 and known.object.counters.get("Secret") == 1
    assert (known.forest, known.mountain, known.water, known.character) == (6, 3, 3, True)
    assert from_dict(GameState, to_dict(state)) == state


def test_a_gone_object_is_read_as_it_was_and_me_reads_it_while_out_of_play() -> None:
    state, old, new = _state_with_gone()
    assert known_object(state, old) == state.last_known[old].object
    assert known_statistics(state, old) == {
        Terrain.FOREST: 6,
        Terrain.MOUNTAIN: 3,
        Terrain.WATER: 3,
    }
    assert known_me(state, new, old) == old  # out of play: the object that left
    assert known_me(state, new, None) == new  # no Reaction of the object that left
    # "it had" of the card it became: the object that left; "it has": the card now
    assert it_as_known(state, new, past=True) == state.last_known[old].object
    assert it_as_known(state, new) == state.objects[new]


def test_a_token_ceasing_to_exist_is_read_as_it_was() -> None:
    # 2.1.e: no new object; "me" is the gone id, its information noted as it left.
    state, old, _ = _state_with_gone()
    token = replace(state.last_known[old], became=None)
    gone = replace(state, last_known={"t9": token})
    assert known_object(gone, "t9") == token.object
    assert known_me(gone, "t9", None) == "t9"


def test_a_new_day_forgets_what_left_play() -> None:
    from engine.state.game_state import day_counts_cleared

    state, _, _ = _state_with_gone()
    assert state.last_known and not day_counts_cleared(state).last_known


def test_last_known_is_a_record() -> None:
    o = GameObject(id="o1", zone="expedition:p1:hero", owner="p1", controller="p1")
    assert LastKnown(o).character is False


@pytest.mark.parametrize("sentence", ELSEWHERE)
def test_i_had_of_an_object_that_did_not_leave_is_refused_by_name(sentence: str) -> None:
    done, reason = status(sentence)
    assert not done and "read only in a Reaction to my leaving play (6.3.j)" in reason


def test_a_reactions_own_condition_i_had_is_read_before_its_event() -> None:
    # "When I gain a boost, if I had no boosts": the trigger's condition is checked on the
    # state before the event (6.3.k) — read, not refused
    done, reason = status("When I gain a boost, if I had no boosts — Draw a card.")
    assert done, reason
