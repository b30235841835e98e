"""The other players' choices (eng75, issues 30 and 31), read by the grammar alone and
played on boards where p2 answers: one order for a step a group of players does — each
player, in initiative order, makes all of their decisions, then the step is done (6.1.h,
1.4.5.a); "[X] unless they pay {N}" / "unless they [Y]" asked of the player who suffers X
(6.5.d, 1.2.5.c, 6.1.g); "for each player who does / opponent who didn't" (6.5.i, 6.5.f).
Siblings: ``sentences_group_decisions.py``, measured by ``benchmarks/group_decisions_audit.py``."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, Status, answer
from engine.state import zones as z
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import names, play
from ..engine.helpers import until_decision
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _board(text: str, p2_orbs: int = 2) -> GameBuilder:
    """p1 plays "Decree" (a Spell printing ``text``); each player controls one Character
    and holds one card; p2 has ``p2_orbs`` ready Mana Orbs."""
    b = GameBuilder().in_hand("p1", "Decree", **grammar_fields(text, "Decree", type="Spell"))
    for p in ("p1", "p2"):
        b = b.in_expedition(p, "hero", f"{p} ally", **ALLY).in_hand(p, f"{p} card", **ALLY)
    return b.mana("p1", 4).mana("p2", p2_orbs).deck_of("p1", 6).deck_of("p2", 6)


def _run(
    text: str, replies: dict[str, list[str]], p2_orbs: int = 2
) -> tuple[GameState, list[tuple[str, str]], list[TraceEntry]]:
    """Play ``text``; each player's "may" answered from ``replies`` in turn, each choice
    with its first option. The decisions asked, in order, as (kind, player), and the trace."""
    state, entries = play(_board(text, p2_orbs), "Decree", "spell")
    trace = list(entries)
    asked: list[tuple[str, str]] = []
    left = {p: list(r) for p, r in replies.items()}
    for _ in range(12):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        if d.kind != DecisionKind.PAY_MANA:
            asked.append((d.kind, d.player))
        pick = (
            (left[d.player].pop(0),)
            if d.kind == DecisionKind.OPTIONAL_STEP
            else d.option_ids()[: max(d.min_choices, 1)]
        )
        state, first = answer(state, d.id, pick)
        state, more = until_decision(state)
        trace += [first, *more]
    return state, asked, trace


def _exhausted(state: GameState, player: str) -> int:
    """The exhausted objects in ``player``'s Hero Expedition."""
    hero = state.zone(z.expedition(player, ExpeditionKind.HERO))
    return sum(state.objects[o].has(Status.EXHAUSTED) for o in hero)


def _deck(state: GameState, player: str) -> int:
    return len(state.zone(z.personal(ZoneKind.DECK, player)))


def _in_play(state: GameState, name: str) -> bool:
    """Whether the Character ``name`` is in its controller's Hero Expedition."""
    player = name.split()[0]
    return name in names(state, z.expedition(player, ExpeditionKind.HERO))


def test_6_1_h_each_players_decisions_before_any_step_is_done() -> None:
    """ "Each player may exhaust a Character they control": p1 decides and chooses, then p2
    — and p1's Character is still ready when p2 decides (the step is done once all have,
    6.1.h; the engine exhausted it at once before)."""
    state, _ = play(_board("Each player may exhaust a Character they control."), "Decree", "spell")
    seen: list[tuple[str, str, int]] = []
    for _ in range(6):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        seen.append((d.kind, d.player, _exhausted(state, "p1")))
        pick = ("yes",) if d.kind == DecisionKind.OPTIONAL_STEP else d.option_ids()[:1]
        state, _ = answer(state, d.id, pick)
        state, _ = until_decision(state)
    assert seen == [
        (DecisionKind.OPTIONAL_STEP, "p1", 0),
        (DecisionKind.CHOOSE, "p1", 0),
        (DecisionKind.OPTIONAL_STEP, "p2", 0),  # p1's Character not exhausted yet
        (DecisionKind.CHOOSE, "p2", 0),
    ]
    assert _exhausted(state, "p1") == 1 and _exhausted(state, "p2") == 1


def test_1_4_5_a_p1_chooses_what_to_sacrifice_before_p2_decides() -> None:
    """ "Each player may sacrifice a Character": p1's "may" and choice, then p2's (p2 knows
    which Character p1 chose, 1.4.5.a); both sacrificed together (the Anubis example)."""
    state, asked, trace = _run(
        "Each player may sacrifice a Character.", {"p1": ["yes"], "p2": ["yes"]}
    )
    assert asked == [
        (DecisionKind.OPTIONAL_STEP, "p1"),
        (DecisionKind.CHOOSE, "p1"),
        (DecisionKind.OPTIONAL_STEP, "p2"),
        (DecisionKind.CHOOSE, "p2"),
    ]
    assert not _in_play(state, "p1 ally") and not _in_play(state, "p2 ally")
    together = [e for e in trace if "p1 ally is sacrificed" in e.text]
    assert together and "p2 ally is sacrificed" in together[0].text  # one step, one line


def test_6_1_h_a_declined_step_and_what_follows_it_wait_for_the_others() -> None:
    """ "Each player may exhaust …. For each player who does, draw a card": p1 declines,
    p2 exhausts; p1 draws once — after both decided."""
    text = (
        "Each player may exhaust a Character they control. For each player who does, draw a card."
    )
    state, asked, _ = _run(text, {"p1": ["no"], "p2": ["yes"]})
    assert asked == [
        (DecisionKind.OPTIONAL_STEP, "p1"),
        (DecisionKind.OPTIONAL_STEP, "p2"),
        (DecisionKind.CHOOSE, "p2"),
    ]
    assert _deck(state, "p1") == 5 and _deck(state, "p2") == 6  # p1 draws once: p2 did
    assert _exhausted(state, "p2") == 1 and _exhausted(state, "p1") == 0


def test_6_5_i_draw_a_card_for_each_player_who_sacrificed() -> None:
    """ "Each player may sacrifice a Character. Draw a card for each player who does.":
    both do — p1 draws two."""
    text = "Each player may sacrifice a Character. Draw a card for each player who does."
    state, _, _ = _run(text, {"p1": ["yes"], "p2": ["yes"]})
    assert _deck(state, "p1") == 4


def test_6_5_i_for_each_opponent_who_didnt() -> None:
    """ "Each opponent may sacrifice a Character. For each opponent who didn't, draw a
    card.": the one opponent declines — p1 draws one; sacrifices — p1 draws none."""
    text = "Each opponent may sacrifice a Character. For each opponent who didn't, draw a card."
    declined, _, _ = _run(text, {"p2": ["no"]})
    did, _, _ = _run(text, {"p2": ["yes"]})
    assert _deck(declined, "p1") == 5 and _in_play(declined, "p2 ally")
    assert _deck(did, "p1") == 6 and not _in_play(did, "p2 ally")


def test_6_5_d_the_opponent_pays_rather_than_sacrifice() -> None:
    """ "Each opponent sacrifices a Character unless they pay {1}": p2 is asked (not p1) and
    pays one of their Mana Orbs — their Character stays; declining, they choose it and
    sacrifice it."""
    text = "Each opponent sacrifices a Character unless they pay {1}."
    paid, asked, _ = _run(text, {"p2": ["yes"]})
    assert asked[0] == (DecisionKind.OPTIONAL_STEP, "p2")
    assert _in_play(paid, "p2 ally")
    orbs = paid.zone(z.personal(ZoneKind.MANA, "p2"))
    assert sum(paid.objects[o].has(Status.EXHAUSTED) for o in orbs) == 1
    refused, asked, _ = _run(text, {"p2": ["no"]})
    assert asked == [(DecisionKind.OPTIONAL_STEP, "p2"), (DecisionKind.CHOOSE, "p2")]
    assert not _in_play(refused, "p2 ally")


def test_1_2_5_c_a_tax_the_opponent_cannot_pay_in_full_is_not_offered() -> None:
    """ "… unless they pay {3}" with two Mana Orbs: p2 is not asked (6.1.g); they sacrifice."""
    text = "Each opponent sacrifices a Character unless they pay {3}."
    state, asked, trace = _run(text, {"p2": []})
    assert asked == [(DecisionKind.CHOOSE, "p2")]
    assert not _in_play(state, "p2 ally")
    line = next(e for e in trace if "cannot pay 3" in e.text)
    assert "6.4.c" in line.rules and "6.1.g" in line.rules


def test_6_5_c_target_opponent_discards_unless_they_exhaust() -> None:
    """ "Target opponent discards a card from their hand unless they exhaust a Character
    they control": p2 exhausts — keeps their card; declines — discards it."""
    text = (
        "Target opponent discards a card from their hand unless they exhaust a Character "
        "they control."
    )
    did, _, _ = _run(text, {"p2": ["yes"]})
    assert _exhausted(did, "p2") == 1 and names(did, z.personal(ZoneKind.HAND, "p2")) == ["p2 card"]
    declined, asked, _ = _run(text, {"p2": ["no"]})
    assert asked[-1] == (DecisionKind.CHOOSE, "p2")
    assert _exhausted(declined, "p2") == 0
    assert names(declined, z.personal(ZoneKind.HAND, "p2")) == []
