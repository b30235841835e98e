"""The game's set-up (4.1.b-i, 1.3.1.e), each rule shown with its outcome and its citation.

No scenario file can show these: a scenario starts at a moment of a day, after set-up
(``phase:``), so the audit (docs/cr_audit.yaml, ``shown_by``) names these tests instead.
"""

from __future__ import annotations

from engine import DecisionKind, Phase, Status, new_game
from engine.state import zones as z
from engine.state.enums import ZoneKind
from engine.why.trace import TraceEntry

from .helpers import choose, pending, plain_decks, until_decision


def _said(entries: tuple[TraceEntry, ...], rule: str, words: str) -> bool:
    """Whether one trace line says ``words`` and cites ``rule``."""
    return any(rule in e.rules and words in e.text for e in entries)


def test_4_1_b_the_hero_and_companion_regions_are_on_either_end() -> None:
    state, entries = until_decision(new_game(plain_decks(), seed=3))
    ends = (state.adventure[0].name, state.adventure[-1].name)
    assert ends == ("Hero region", "Companion region") and len(state.adventure) == 8
    assert _said(entries, "4.1.b", "the Adventure is built")


def test_4_1_c_three_tumult_cards_face_down_between_them() -> None:
    state, entries = until_decision(new_game(plain_decks(), seed=3))
    tumult = state.adventure[1:7]
    assert len({r.tumult_card for r in tumult}) == 3  # three different Tumult cards
    assert all(not r.face_up and not r.terrains for r in tumult)
    assert _said(entries, "4.1.c", "the Adventure is built")


def test_4_1_d_expedition_counters_start_in_their_regions() -> None:
    state, entries = until_decision(new_game(plain_decks(), seed=3))
    assert state.positions == {"p1:hero": 0, "p1:companion": 7, "p2:hero": 0, "p2:companion": 7}
    assert _said(entries, "4.1.d", "Expedition counters placed")


def test_4_1_f_the_first_player_is_determined_at_random() -> None:
    firsts = set()
    for seed in range(12):
        state, entries = until_decision(new_game(plain_decks(), seed=seed))
        firsts.add(state.first_player)
        assert _said(entries, "4.1.f", f"{state.first_player} is the first player")
    assert firsts == {"p1", "p2"}  # the seed decides, not a fixed player


def test_4_1_g_each_player_shuffles_their_deck() -> None:
    state, entries = until_decision(new_game(plain_decks(), seed=3))
    order = [int(state.name(o).rsplit(" ", 1)[1]) for o in state.zone("deck:p1")]
    assert len(order) == 14 and order != sorted(order)  # not the order the deck was given
    assert _said(entries, "4.1.g", "decks are shuffled")


def test_4_1_h_and_1_3_1_e_each_player_draws_six_cards() -> None:
    state, entries = until_decision(new_game(plain_decks(), seed=3))
    for p in ("p1", "p2"):
        assert len(state.zone(z.personal(ZoneKind.HAND, p))) == 6
    assert _said(entries, "4.1.h", "each player draws six")
    assert _said(entries, "4.1.h", "each player draws six")


def test_4_1_i_and_1_3_1_e_three_cards_become_ready_mana_orbs() -> None:
    state, _ = until_decision(new_game(plain_decks(), seed=3))
    d = pending(state)
    assert d.kind == DecisionKind.INITIAL_MANA and d.min_choices == d.max_choices == 3
    assert "4.1.i" in d.rules
    state = choose(state, *d.option_ids()[:3])
    state = choose(state, *pending(state).option_ids()[:3])
    for p in ("p1", "p2"):
        orbs = state.zone(z.personal(ZoneKind.MANA, p))
        assert len(orbs) == 3 and not any(state.objects[o].has(Status.EXHAUSTED) for o in orbs)
        assert len(state.zone(z.personal(ZoneKind.HAND, p))) == 3
    assert state.phase is Phase.AFTERNOON  # the first day has no Morning (1.3.1.e, 4.1.j)
