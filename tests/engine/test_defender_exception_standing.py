"""Issue 31, session 41: what decided, or did not happen, said with its rule.

* A Defender exception read on where the Expeditions stand ("If my Expedition is behind /
  ahead, [Defender] Characters don't prevent it from moving forward") is checked before the
  Progress move (7.4.2.b): the Progress line says where each Expedition stood then, with
  7.5.2.b (behind) or 7.5.2.a (ahead); once moved, the condition said false is said with
  where they stand after (7.5.2.c, 2.3.1.e).
"""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.load import load_scenario
from scenarios.scenario.run import run_scenario
from scenarios.scenario.run_result import RunResult

_TRACK = """adventure:
- &id001
  - forest
  - mountain
  - water
- *id001
- *id001
- *id001
- *id001
- *id001
- *id001
- *id001
"""


def _run(tmp_path: Path, text: str) -> RunResult:
    path = tmp_path / "board.yaml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(load_scenario(path))


def _exception_board(condition: str, p1_at: int, p2_at: int) -> str:
    return f"""title: a Defender exception read before the move
rules: [7.4.2.b]
cards:
- name: Test Warden
  type: Character
  faction: Ordis
  hand_cost: 3
  reserve_cost: 3
  forest: 4
  mountain: 4
  water: 4
  text: '[Defender].  If my Expedition is {condition}, [Defender] Characters don''t prevent it
    from moving forward.'
  read_text: true
phase: Dusk
first_player: p1
{_TRACK}players:
  p1:
    hero_expedition:
    - Test Warden
    hero_position: {p1_at}
  p2:
    hero_expedition:
    - Vanilla 1/1/1
    hero_position: {p2_at}
script:
- until: Night
"""


def _progress(result: RunResult):  # type: ignore[no-untyped-def]
    (line,) = [x for x in result.lines if x.text.startswith("Progress")]
    return line


def test_behind_is_read_before_the_move_and_cited(tmp_path: Path) -> None:
    line = _progress(_run(tmp_path, _exception_board("behind", 0, 1)))
    assert "p1's hero Expedition moves forward" in line.text
    assert (
        "applies before the move — p1's hero Expedition is behind: 0 regions from its "
        "starting region, against 1 for p2's hero Expedition facing it"
    ) in line.text
    assert {"7.4.2.b", "7.5.2.b"} <= set(line.rules)
    # after the move the two are tied: the condition is false from now on (2.3.1.e)
    assert "its condition is false now — p1's hero Expedition is tied" in line.text
    assert {"2.3.1.e", "7.5.2.c"} <= set(line.rules)


def test_ahead_is_read_before_the_move_and_cited(tmp_path: Path) -> None:
    # p1's hero Expedition (region 2) is ahead of p2's (region 1)
    line = _progress(_run(tmp_path, _exception_board("ahead", 2, 1)))
    assert "p1's hero Expedition moves forward" in line.text
    assert (
        "applies before the move — p1's hero Expedition is ahead: 2 regions from its "
        "starting region, against 1" in line.text
    )
    assert "7.5.2.a" in line.rules


def _other_board(gigantic: bool) -> str:
    keyword = "[Gigantic].  " if gigantic else ""
    return f"""title: your other Expedition of a Gigantic bearer
rules: [7.4.4.l]
cards:
- name: Test Clerk
  type: Character
  faction: Ordis
  hand_cost: 6
  reserve_cost: 6
  forest: 4
  mountain: 4
  water: 4
  text: '{keyword}Your other Expedition and the Expedition facing it can''t move forward.'
  read_text: true
phase: Dusk
first_player: p1
{_TRACK}players:
  p1:
    hero_expedition:
    - Test Clerk
    companion_expedition:
    - Vanilla 2/2/2
  p2:
    hero_expedition:
    - Vanilla 1/1/1
    companion_expedition:
    - Vanilla 1/1/1
script:
- until: Night
"""


def test_your_other_expedition_of_a_gigantic_bearer_is_none_and_said(tmp_path: Path) -> None:
    line = _progress(_run(tmp_path, _other_board(gigantic=True)))
    assert "p1's companion Expedition moves forward" in line.text
    assert "p2's companion Expedition" not in line.text.split("[")[0]  # it loses: 1 < 6
    assert (
        "Test Clerk's “Your other Expedition and the Expedition facing it can't move forward” "
        "prevents nothing: Test Clerk is Gigantic"
    ) in line.text
    assert {"7.4.4.l", "7.4.4.b"} <= set(line.rules)


def test_your_other_expedition_of_a_bearer_in_one_expedition_still_stops(tmp_path: Path) -> None:
    line = _progress(_run(tmp_path, _other_board(gigantic=False)))
    assert "p1's companion Expedition moves forward" not in line.text
    assert "prevents nothing" not in line.text
    assert "7.4.4.l" not in line.rules


def _thaw_board(boosts: int) -> str:
    return f"""title: base statistics counted for a cost change
rules: [2.2.11.d]
cards:
- name: Test Thaw
  type: Spell
  faction: Lyra
  hand_cost: 4
  reserve_cost: 4
  text: 'I cost {{2}} less if there are three or more base statistics of 0 among Characters
    you control.  Draw a card.'
  read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand:
    - Test Thaw
    deck:
    - Vanilla 1/1/1
    mana: 2
    hero_expedition:
    - Vanilla 3/1/0
    - card: Vanilla 0/1/3
      boosts: {boosts}
    - Vanilla 0/1/3
  p2:
    hero_expedition:
    - Vanilla 2/2/2
script:
- play:
    card: Test Thaw
"""


def _play_line(result: RunResult):  # type: ignore[no-untyped-def]
    (line,) = [x for x in result.lines if x.text.startswith("p1 plays Test Thaw")]
    return line


def test_a_cost_change_says_the_base_statistics_it_counted(tmp_path: Path) -> None:
    line = _play_line(_run(tmp_path, _thaw_board(boosts=1)))
    assert "paying 2" in line.text
    assert (
        "p1 controls 3 base statistics of 0: Vanilla 3/1/0's Water, Vanilla 0/1/3's Forest, "
        "Vanilla 0/1/3's Forest; counted as printed, whatever modifies them now: "
        "Vanilla 0/1/3 has Forest 1 now (1 boost)"
    ) in line.text
    assert {"2.2.a", "2.2.11.d", "2.5.1.b", "5.1.2.f"} <= set(line.rules)


def test_unboosted_base_statistics_name_no_boost_rule(tmp_path: Path) -> None:
    line = _play_line(_run(tmp_path, _thaw_board(boosts=0)))
    assert "p1 controls 3 base statistics of 0: " in line.text
    assert "now" not in line.text
    assert "2.2.11.d" in line.rules
    assert "2.5.1.b" not in line.rules


def _medic_board(effect: str) -> str:
    return f"""title: the ability finds the card it moved
rules: [2.1.f]
cards:
- name: Test Medic
  type: Character
  faction: Yzmir
  hand_cost: 3
  reserve_cost: 2
  forest: 2
  mountain: 2
  water: 2
  text: '{{H}} You may {effect} If you do, I gain 2 boosts.'
  read_text: true
phase: Afternoon
first_player: p1
players:
  p1:
    hand:
    - Test Medic
    mana: 3
  p2: {{}}
script:
- play:
    card: Test Medic
    to: hero
- reactions: in_order
- answer: 'yes'
- answer:
  - Test Medic
- reactions: in_order
"""


def _boost_line(result: RunResult):  # type: ignore[no-untyped-def]
    (line,) = [x for x in result.lines if "Test Medic would give a boost" in x.text]
    return line


def test_i_moved_by_my_own_step_is_found_in_the_discard_pile(tmp_path: Path) -> None:
    line = _boost_line(_run(tmp_path, _medic_board("sacrifice a Character.")))
    assert "this ability's own step moved Test Medic to p1's Discard pile" in line.text
    assert {"2.1.f", "2.5.b"} <= set(line.rules)
    assert "6.3.j" not in line.rules


def test_i_moved_to_hand_by_my_own_step_is_not_found_there(tmp_path: Path) -> None:
    # 2.1.f finds the new object in a visible zone only: in a Hand (hidden, 3.1.3.d) "I"
    # is a card, the object no longer exists (2.1.d) — not "found there" (cite20)
    effect = "return a Character you control to its owner''s Hand."
    line = _boost_line(_run(tmp_path, _medic_board(effect)))
    assert "this ability's own step moved Test Medic to p1's Hand, a hidden zone" in line.text
    assert {"2.1.d", "3.1.3.d"} <= set(line.rules)
    assert "2.5.b" not in line.rules
