"""Steps that follow a step of the same effect cite the rule a judge would cite (issue 18):
"[X], then [Y it]" is two steps (6.1.c) where "[X]; if you did, [Y]" is a condition
(6.5.f); after "the top N cards" of a short Deck the effect keeps resolving with the cards
there were (3.2.2.e); a Gigantic Character an effect moves out of play leaves both
Expeditions at once (7.4.4.b)."""

from __future__ import annotations

from pathlib import Path

from scenarios.scenario.run_result import RunResult
from tests.scenario_text import engine_line as _line
from tests.scenario_text import run_text

_CARDS = """
cards:
  - {name: Giant Vanilla, type: Character, hand_cost: 3, reserve_cost: 3, forest: 2,
     mountain: 2, water: 2, text: "[Gigantic].", read_text: true}
  - {name: Fall Back, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Send target Character to Reserve.", read_text: true}
  - {name: Swap Spell, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Discard target Character, then create a [Mana Moth 2/2/2] Illusion token in its
       Expedition.",
     read_text: true}
  - {name: Grim Bargain, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Sacrifice a Character. If you do, draw two cards.", read_text: true}
"""


def _run(tmp_path: Path, body: str, name: str = "s.yaml") -> RunResult:
    return run_text(tmp_path, f"title: t\n{_CARDS}{body}", name)


def _mind_apotheosis(tmp_path: Path, deck: str) -> RunResult:
    return _run(
        tmp_path,
        f"""
players:
  p1:
    hand: [Mind Apotheosis]
    deck: {deck}
    mana: 9
  p2: {{}}
script:
  - play: {{card: Mind Apotheosis}}
  - answer: [Vanilla 2/2/2]
  - answer: [hero]
""",
    )


def test_3_2_2_e_a_short_deck_discards_nothing_once_the_card_revealed_was_put(
    tmp_path: Path,
) -> None:
    short = _mind_apotheosis(tmp_path, "[Vanilla 2/2/2]")
    text, rules = _line(short, "Mind Apotheosis would discard")
    # "Discard the other cards": the one card revealed was chosen and put, so there are no
    # other cards — not "a new object" (2.1.d): it was never one of them (blind batch 23).
    assert "nothing happens" in text and "there are no other cards" in text
    assert "3.2.2.e" in rules and "6.5.h" in rules and "6.5.f" not in rules
    assert "2.1.d" not in rules
    # The put of the one card revealed is still the effect resolving as much as possible.
    assert "3.2.2.e" in _line(short, "Mind Apotheosis: Vanilla 2/2/2 is put")[1]


def test_3_2_2_e_is_not_cited_when_the_deck_holds_enough_cards(tmp_path: Path) -> None:
    full = _mind_apotheosis(
        tmp_path, "[Vanilla 2/2/2, Vanilla 1/1/1, Plain Spell, Vanilla 3/1/0, Vanilla 0/1/3]"
    )
    text, rules = _line(full, "Mind Apotheosis: Vanilla 1/1/1 is discarded")
    assert text.count("is discarded") == 3
    # The card put in the Expedition is none of "the other cards": the line does not call it
    # a new object left out (2.1.d) — it never was one of them (blind batch 23).
    assert "moved earlier by this effect" not in text and "Vanilla 2/2/2" not in text
    assert "2.1.d" not in rules and "3.2.2.e" not in rules
    assert "3.2.2.e" not in _line(full, "Mind Apotheosis: Vanilla 2/2/2 is revealed")[1]


def test_6_1_c_x_then_y_it_is_two_steps_not_if_you_did(tmp_path: Path) -> None:
    swap = _run(
        tmp_path,
        """
players:
  p1: {hand: [Swap Spell], mana: 1}
  p2: {companion_expedition: [Vanilla 2/2/2]}
script:
  - play: {card: Swap Spell}
  - answer: Vanilla 2/2/2
""",
    )
    _, rules = _line(swap, "Swap Spell: Vanilla 2/2/2 is discarded")
    assert "6.1.c" in rules and "6.5.f" not in rules


def test_6_5_f_if_you_do_stays_a_condition_on_the_step_before(tmp_path: Path) -> None:
    # "Sacrifice a Character. If you do, draw two cards.": the draw does not act on what
    # the sacrifice chose — a condition on the sacrifice having been started (6.5.f).
    bargain = _run(
        tmp_path,
        """
players:
  p1: {hand: [Grim Bargain], mana: 1, hero_expedition: [Vanilla 1/1/1],
       deck: [Vanilla 2/2/2, Vanilla 3/1/0]}
  p2: {}
script:
  - play: {card: Grim Bargain}
  - answer: Vanilla 1/1/1
""",
    )
    _, rules = _line(bargain, "Grim Bargain: Vanilla 1/1/1 is sacrificed")
    assert "6.5.f" in rules and "6.1.c" not in rules


def _fall_back(tmp_path: Path, character: str) -> RunResult:
    return _run(
        tmp_path,
        f"""
players:
  p1: {{hand: [Fall Back], mana: 1, hero_expedition: [{character}]}}
  p2: {{}}
script:
  - play: {{card: Fall Back}}
  - answer: {character}
""",
    )


def test_7_4_4_b_a_gigantic_character_sent_to_reserve_leaves_both_expeditions_once(
    tmp_path: Path,
) -> None:
    text, rules = _line(_fall_back(tmp_path, "Giant Vanilla"), "Fall Back: Giant Vanilla is sent")
    assert "Giant Vanilla is Gigantic" in text and "leaves them both at once" in text
    assert "7.4.4.b" in rules
    plain_text, plain_rules = _line(
        _fall_back(tmp_path, "Vanilla 2/2/2"), "Fall Back: Vanilla 2/2/2 is sent"
    )
    assert "Gigantic" not in plain_text and "7.4.4.b" not in plain_rules


_GONE = """
  - {name: Lonely Giant, type: Character, hand_cost: 3, reserve_cost: 3, forest: 2,
     mountain: 2, water: 2, read_text: true,
     text: "[[Gigantic]].  When I go to Reserve from the Expedition zone – If there is only
       one Character in my Expedition, draw a card."}
  - {name: Forest Giant, type: Character, hand_cost: 3, reserve_cost: 3, forest: 2,
     mountain: 2, water: 2, read_text: true,
     text: "[[Gigantic]].  When I go to Reserve from the Expedition zone – If I am in {V},
       draw a card."}
adventure: [[forest], [mountain], [water], [mountain], [mountain], [mountain], [mountain],
  [water]]
"""


def _sent_away(tmp_path: Path, giant: str, hero: str, companion: str) -> RunResult:
    return _run(
        tmp_path,
        f"""{_GONE}
players:
  p1:
    hand: [Fall Back]
    mana: 1
    hero_expedition: [{giant}{hero}]
    companion_expedition: {companion}
    deck: [Vanilla 2/2/2, Vanilla 2/2/2]
  p2: {{}}
script:
  - play: {{card: Fall Back}}
  - answer: {giant}
""",
    )


def test_7_4_4_k_my_expedition_of_a_gigantic_character_gone_is_both_and_both_must_meet_it(
    tmp_path: Path,
) -> None:
    # It leaves one Character in each Expedition: "only one Character in my Expedition"
    # holds in both of the Expeditions it left (6.3.j, 7.4.4.f, 7.4.4.k).
    both = _sent_away(tmp_path, "Lonely Giant", ", Vanilla 1/1/1", "[Vanilla 3/1/0]")
    # the note on "my Expedition" follows the source, the action said by the line (issue 31)
    text, rules = _line(both, "Lonely Giant [“my Expedition”: ")
    assert "left the Expedition zone from p1's companion Expedition and p1's hero" in text
    assert "both of which must meet it" in text and text.endswith(" is met")
    assert {"6.3.j", "7.4.4.f", "7.4.4.k"} <= set(rules)
    # Two Characters left in the companion Expedition: one of the two does not meet it.
    one = _sent_away(tmp_path, "Lonely Giant", ", Vanilla 1/1/1", "[Vanilla 3/1/0, Vanilla 0/1/3]")
    assert _line(one, "Lonely Giant [“my Expedition”: ")[0].endswith(" is not met, ignored")


def test_6_3_j_i_am_in_a_terrain_is_where_a_character_gone_from_play_was(tmp_path: Path) -> None:
    # The hero Expedition is in the Forest region 0: the Giant that left from it was there.
    result = _sent_away(tmp_path, "Forest Giant", "", "[]")
    text, rules = _line(result, "Forest Giant [“I”: ")
    assert text.endswith("the condition “I am in [Forest]” is met")
    assert "“I”: Forest Giant left the Expedition zone" in text
    assert {"6.3.j", "7.5.8.c"} <= set(rules)
    assert any("is drawn in p1's Hand" in ln.shown(None) for ln in result.lines)


def test_6_1_c_after_revealing_nothing_the_later_steps_have_nothing_to_act_on(
    tmp_path: Path,
) -> None:
    # An empty Deck: "Reveal the top four cards" reveals none (3.2.2.e), and the steps on
    # "these cards" act on nothing — no "if you did" condition failing (6.5.f).
    empty = _run(
        tmp_path,
        "players:\n  p1: {hand: [Mind Apotheosis], mana: 9}\n  p2: {}\n"
        "script:\n  - play: {card: Mind Apotheosis}\n",
    )
    text, rules = _line(empty, "Mind Apotheosis would reveal: nothing happens")
    assert "the steps after it have nothing to act on" in text
    assert {"3.2.2.e", "6.1.c", "6.5.h"} <= set(rules) and "6.5.f" not in rules
