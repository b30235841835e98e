"""Discards from Limbo (issue 31): a Fleeting Spell done resolving is discarded (2.4.7.e) — moved
from Limbo, its current zone, to the Discard pile, which is to discard (7.3.7.a). Who discarded it
is its controller, the rules moving it and no effect (7.5.6.d); "a card in your Reserve is
discarded" does not activate for it (6.3.b), nor its own support "When I'm discarded", which does
not work in Limbo (6.3.f, 2.2.12.i): both said where they do not happen."""

from __future__ import annotations

from pathlib import Path

from tests.scenario_text import engine_line, run_text

_BOARD = """
title: t
cards:
  - {{name: Last Word, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Draw a card.  {{I}} When I'm discarded — Draw a card.", read_text: true}}
  - {{name: Clear Out, type: Spell, hand_cost: 1, reserve_cost: 1,
     text: "Discard target card in your Reserve.", read_text: true}}
  - {{name: Pile Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you discard a card — I gain 1 boost.", read_text: true}}
  - {{name: Grave Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When a card in your Reserve is discarded — I gain 1 boost.",
     read_text: true}}
phase: Afternoon
first_player: p1
players:
  p1:
    {zone}: [{card}]
    reserve: [Last Word]
    mana: 1
    hero_expedition: [Pile Watcher, Grave Watcher]
    deck: [Vanilla 1/1/1, Vanilla 2/2/2]
  p2: {{}}
script:
  - play: {{card: {card}}}
{answer}  - reactions: in_order
"""

_MISSED_RESERVE = (
    "Grave Watcher's “When a card in your Reserve is discarded” does not activate: Last Word "
    "was discarded from Limbo, not from p1's Reserve"
)
_MISSED_OWN = (
    "Last Word's “When I'm discarded — Draw a card” does not activate: not a self-move "
    "Reaction, it had to work before the event, and a support ability works only in a "
    "Reserve, not in Limbo"
)


def _fleeting(tmp_path: Path) -> str:
    # Last Word, played from Reserve, is the card played; the zone line lists it again as
    # the Reserve's only card
    return _BOARD.replace("    {zone}: [{card}]\n", "").format(card="Last Word", answer="")


def test_a_fleeting_spells_discard_is_a_discard_by_its_controller(tmp_path: Path) -> None:
    result = run_text(tmp_path, _fleeting(tmp_path))
    text, rules = engine_line(result, "Reaction-activating step: Pile Watcher")
    assert "Grave Watcher" not in text
    assert "7.5.6.d" in rules and "7.3.7.a" in rules
    assert "7.5.6.a" not in rules  # the list's introduction, beside the criterion that matched


def test_a_card_in_your_reserve_is_discarded_does_not_activate_for_limbo(tmp_path: Path) -> None:
    result = run_text(tmp_path, _fleeting(tmp_path))
    text, rules = engine_line(result, "Last Word is discarded")
    assert _MISSED_RESERVE in text
    assert {"6.3.b", "7.3.7.a"} <= set(rules)


def test_the_spells_own_support_when_im_discarded_does_not_activate_in_limbo(
    tmp_path: Path,
) -> None:
    result = run_text(tmp_path, _fleeting(tmp_path))
    text, rules = engine_line(result, "Last Word is discarded")
    assert _MISSED_OWN in text
    assert {"6.3.f", "2.2.12.i"} <= set(rules)
    assert len(result.state.zones["hand:p1"]) == 1  # Last Word's own draw only


def test_a_card_discarded_from_your_reserve_activates_both_and_says_no_miss(
    tmp_path: Path,
) -> None:
    board = _BOARD.format(zone="hand", card="Clear Out", answer="  - answer: Last Word\n")
    result = run_text(tmp_path, board)
    text, _rules = engine_line(result, "Reaction-activating step:")
    assert "Pile Watcher" in text and "Grave Watcher" in text
    shown = " ".join(line.shown(None) for line in result.lines)
    assert "Grave Watcher's “When a card in your Reserve is discarded” does not" not in shown


def test_a_discard_by_an_effect_cites_its_controller_as_who_discarded(tmp_path: Path) -> None:
    board = _BOARD.format(zone="hand", card="Clear Out", answer="  - answer: Last Word\n")
    result = run_text(tmp_path, board)
    _text, rules = engine_line(result, "Reaction-activating step:")
    assert "7.5.6.c" in rules  # the effect's controller did it: the criterion that matched
    assert "7.5.6.a" not in rules  # the list's introduction, not the reason


_REST = """
title: t
cards:
  - {name: Pile Watcher, type: Character, hand_cost: 1, reserve_cost: 1, forest: 1,
     mountain: 1, water: 1, text: "When you discard a card — I gain 1 boost.", read_text: true}
phase: Night
first_player: p1
players:
  p1:
    hero_expedition:
      - {card: Pile Watcher, statuses: [Anchored]}
      - {card: Vanilla 2/2/2, statuses: [Fleeting]}
  p2: {}
script:
  - reactions: in_order
"""


def test_a_fleeting_character_discarded_instead_at_rest_is_a_discard(tmp_path: Path) -> None:
    # 2.4.7.d: "it is discarded instead" — moved to the Discard pile, a discard (7.3.7.a), by
    # the rules: its controller did it (7.5.6.d)
    result = run_text(tmp_path, _REST, gaps=True)
    text, rules = engine_line(result, "Reaction-activating step:")
    assert "Pile Watcher" in text
    assert {"2.4.7.d", "7.3.7.a", "7.5.6.d"} <= set(rules)
    watcher = next(o for o in result.state.objects.values() if o.zone == "expedition:p1:hero")
    assert watcher.boosts == 1
