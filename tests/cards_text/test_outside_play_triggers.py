"""A Reaction of a card outside play does not activate (1.2.4.d), and the trace says so where
a player would expect it to: "When you play a Spell" on a Character in Reserve or in Hand."""

from __future__ import annotations

from engine import GameBuilder, find
from engine.why.trace import named_rules, named_text

from ..engine.helpers import rules_of
from .helpers import executed, fields, play, read

_WATCH = "When you play a Spell — I gain 1 boost."


def _board(where: str) -> GameBuilder:
    spell = fields(executed(read("Draw a card.", type="Spell", name="Insight")))
    watcher = fields(executed(read(_WATCH, name="Scholar")))
    b = GameBuilder().in_hand("p1", "Insight", **spell).mana("p1", 1).in_deck("p1", "Filler")
    if where == "hero":
        return b.in_expedition("p1", "hero", "Scholar", **watcher)
    if where == "reserve":
        return b.in_reserve("p1", "Scholar", **watcher)
    return b.in_hand("p1", "Scholar", **watcher)


def test_1_2_4_d_when_you_play_a_spell_on_a_card_in_reserve_or_hand_does_not_activate() -> None:
    said = {}
    for where in ("hero", "reserve", "hand"):
        state, entries = play(_board(where), "Insight", dest="spell")
        lines = [
            named_text(e.text, e.unnamed)
            for e in entries
            if "2.2.12.g" in named_rules(e.rules, e.unnamed)
        ]
        said[where] = (state.objects[find(state, "Scholar")].boosts, lines)
        if where == "hand":  # told to the table, a card in p1's Hand is not named (3.1.3.f)
            assert not any("Scholar" in e.text or "2.2.12.g" in e.rules for e in entries)
    assert said["hero"] == (1, [])  # in play: it activates, nothing to explain
    for where, zone in (("reserve", "p1's Reserve"), ("hand", "p1's Hand")):
        boosts, lines = said[where]
        assert boosts == 0
        assert len(lines) == 1
        assert "Scholar's “When you play a Spell — I gain 1 boost” does not activate: " in lines[0]
        assert f"it is in {zone}, and its abilities work only in play" in lines[0]
        # out of play before the Spell was played, and not moved by it: 1.2.4.d alone — the
        # moment it is checked (5.1.2.l) decides nothing here (cite35; the watcher the Spell
        # itself sends away cites it: tests/scenarios/test_played_moment_citation.py)
        assert "leaves Limbo" not in lines[0]
        assert "(2.2.12.g)" in lines[0]


def test_1_2_4_d_nothing_said_for_an_event_the_reaction_does_not_watch() -> None:
    # Playing a Character is no Spell: nothing a judge would expect, nothing said.
    b = _board("reserve").in_hand("p1", "Walker", hand_cost=1)
    _, entries = play(b.mana("p1", 2), "Walker")
    assert "2.2.12.g" not in rules_of(entries)
