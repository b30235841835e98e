"""Other players as the subject of a whole effect (issue 30, eng80), read by the grammar alone
and played on a board where players other than the caster choose:

- "[actor] [may] [step] target X they control": the acting player is the step's controller
  and chooses its target among their own (1.4.7.b, 6.5.b), in initiative order (6.1.h) —
  never the caster for them, and the group's step targets nothing of its own;
- "[actor] reveals the top card of their deck and puts it in their Reserve": "it" is the card
  that player's step revealed, put in that player's Reserve (6.5.h, 1.4.7.b);
- "[actor] chooses a Character they control with the most boosts and sacrifices it": compared
  among that player's own Characters (2.5.1.a), the player choosing (6.1.h, 7.3.36.a)."""

from __future__ import annotations

from engine import DecisionKind, GameBuilder, answer, find, play_card
from engine.state import zones as z
from engine.state.enums import BOOST, ExpeditionKind, Status, ZoneKind
from engine.state.game_state import GameState

from ..cards_text.helpers import names
from ..engine.helpers import pay_mana_asked, until_decision
from .grammar_cards import grammar_fields

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _played(text: str, boosts: dict[str, int] | None = None) -> GameState:
    """p1 plays a Spell printing ``text``; each player has two Characters ("pN A" in the Hero
    Expedition, "pN B" in the Companion one, with the ``boosts`` named) and a deck."""
    boosts = boosts or {}
    b = GameBuilder().in_hand("p1", "Decree", **grammar_fields(text, "Decree", type="Spell"))
    for p in ("p1", "p2"):
        for which, name in (("hero", f"{p} A"), ("companion", f"{p} B")):
            had = boosts.get(name, 0)
            b = b.in_expedition(p, which, name, counters={BOOST: had} if had else None, **ALLY)
    state, _ = until_decision(
        b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6).at_afternoon("p1").build()
    )
    state, _ = play_card(state, "p1", find(state, "Decree"), "spell")
    state, _ = until_decision(state)
    state = pay_mana_asked(state)
    return state


def _asked(state: GameState, kind: DecisionKind, player: str) -> tuple[GameState, list[str]]:
    """The decision pending is ``kind`` asked of ``player``; its options' labels."""
    d = state.pending
    assert d is not None and d.kind == kind, d
    assert d.player == player, (d.player, player)
    return state, [o.label for o in d.options]


def _pick(state: GameState, label: str) -> GameState:
    d = state.pending
    assert d is not None
    chosen = next(o.id for o in d.options if o.label == label)
    state, _ = answer(state, d.id, (chosen,))
    return until_decision(state)[0]


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _done(state: GameState) -> None:
    """Nobody is asked anything more about the effect: the next turn's choice, or nothing."""
    d = state.pending
    assert d is None or d.kind == DecisionKind.TURN, d


def test_1_4_7_b_each_player_chooses_their_own_target_in_initiative_order() -> None:
    state = _played("Each player may give target Character they control 1 boost.")
    state, offered = _asked(state, DecisionKind.TARGET, "p1")  # p1's own, once (6.5.b)
    assert sorted(offered) == ["p1 A", "p1 B"]
    state = _pick(state, "p1 B")
    state, _ = _asked(state, DecisionKind.OPTIONAL_STEP, "p1")
    state = _pick(state, "do it")
    state, offered = _asked(state, DecisionKind.TARGET, "p2")  # p2 chooses, not the caster
    assert sorted(offered) == ["p2 A", "p2 B"]
    state = _pick(state, "p2 A")
    state, _ = _asked(state, DecisionKind.OPTIONAL_STEP, "p2")
    state = _pick(state, "do it")
    _done(state)
    assert [_boosts(state, n) for n in ("p1 A", "p1 B", "p2 A", "p2 B")] == [0, 1, 1, 0]


def test_1_4_7_b_each_opponent_chooses_their_own_target_the_caster_none() -> None:
    state = _played("Each opponent exhausts target Character they control.")
    state, offered = _asked(state, DecisionKind.TARGET, "p2")  # the caster is asked nothing
    assert sorted(offered) == ["p2 A", "p2 B"]
    state = _pick(state, "p2 B")
    _done(state)
    exhausted = [
        n
        for n in ("p1 A", "p1 B", "p2 A", "p2 B")
        if Status.EXHAUSTED in state.objects[find(state, n)].statuses
    ]
    assert exhausted == ["p2 B"]


def test_6_5_b_target_player_targeted_once_then_chooses_their_own_target() -> None:
    state = _played("Target player sends target Character they control to Reserve.")
    state, offered = _asked(state, DecisionKind.TARGET, "p1")  # the caster targets a player
    assert sorted(offered) == ["p1", "p2"]
    state = _pick(state, "p2")
    state, offered = _asked(state, DecisionKind.TARGET, "p2")  # who chooses their own
    assert sorted(offered) == ["p2 A", "p2 B"]
    state = _pick(state, "p2 A")
    _done(state)
    assert names(state, z.personal(ZoneKind.RESERVE, "p2")) == ["p2 A"]


def test_6_5_h_each_player_puts_the_card_they_revealed_in_their_own_reserve() -> None:
    state = _played("Each player reveals the top card of their deck and puts it in their Reserve.")
    _done(state)  # nobody chooses: each reveals their own top card (6.1.h)
    # p1's revealed card, then the Spell itself once it has resolved
    assert names(state, z.personal(ZoneKind.RESERVE, "p1")) == ["p1 card 1", "Decree"]
    assert names(state, z.personal(ZoneKind.RESERVE, "p2")) == ["p2 card 1"]


def test_2_5_1_a_the_most_boosts_among_the_choosing_players_own() -> None:
    text = "Each opponent chooses a Character they control with the most boosts and sacrifices it."
    # p1's Character has the most boosts in play: p2 still has one of their own with "the most"
    state = _played(text, {"p1 A": 3, "p2 A": 1})
    expedition = z.zone_of_expedition(z.expedition_id("p2", ExpeditionKind.HERO))
    state, offered = _asked(state, DecisionKind.CHOOSE, "p2")  # p2 chooses (6.1.h)
    assert offered == ["p2 A"]  # the one with the most boosts of p2's own, not none
    state = _pick(state, "p2 A")
    _done(state)
    assert names(state, expedition) == []  # p2 A sacrificed, p2's choice (7.3.36.a)
    assert _boosts(state, "p1 A") == 3  # the caster's Character is not compared against
