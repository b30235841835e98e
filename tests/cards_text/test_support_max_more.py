"""Issue 17: "The Support abilities of cards in Reserve can give them 1 more counter than
their maximum." / "... counters beyond their maximum." (*Sofia, First Outpost*, C and R1): a
passive ability altering how an effect affects the game (2.2.12.m) — an "up to a max of N"
of a support ability (2.2.12.d) giving its own card in Reserve counters allows N+1, or no
maximum at all."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.state.enums import BOOST
from engine.state.game_state import GameState

from ..engine.helpers import rules_of
from .helpers import executed, fields, play, read

ONE_MORE = (
    "The Support abilities of cards in Reserve can give them 1 more counter than their maximum."
)
BEYOND = "The Support abilities of cards in Reserve can give them counters beyond their maximum."
SAVER = "{I} When you play a Spell — I gain 1 boost, up to a max of 2."
SPELL = "Draw a card."


def _boosts_after_a_spell(outpost: str, boosts: int) -> tuple[int, set[str]]:
    b = GameBuilder()
    if outpost:
        r = executed(read(outpost, type="Permanent", zone_type="Landmark", name="Outpost"))
        b = b.in_landmarks("p1", "Outpost", **fields(r))
    saver = executed(read("", support=SAVER, name="Saver"))
    b = (
        b.add("p1", "reserve:p1", "Saver", counters={BOOST: boosts}, **fields(saver))
        .in_hand("p1", "Spell", **fields(executed(read(SPELL, type="Spell", name="Spell"))))
        .mana("p1", 1)
        .deck_of("p1", 3)
    )
    state, entries = play(b, "Spell", dest="spell")
    return _boosts(state), rules_of(entries)


def _boosts(state: GameState) -> int:
    return state.objects[find(state, "Saver")].counters.get(BOOST, 0)


def test_2_2_12_m_one_more_than_the_maximum() -> None:
    assert _boosts_after_a_spell("", 2)[0] == 2  # up to a max of 2
    boosts, rules = _boosts_after_a_spell(ONE_MORE, 2)
    assert boosts == 3 and "2.2.12.m" in rules
    assert _boosts_after_a_spell(ONE_MORE, 3)[0] == 3  # 2 + 1 reached


def test_2_2_12_m_beyond_the_maximum() -> None:
    assert _boosts_after_a_spell(BEYOND, 5)[0] == 6
