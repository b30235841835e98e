"""gf (issue 30, session 33): a step done ONCE PER OBJECT, "it" / "its" being that object
each time (6.5.i: "[Do step] for each [quantity]" is performed that many times, one after
the other), played on boards with two Expeditions and mixed controllers: one token in EACH
Expedition a Character is in, the controller of EACH Character sent to Reserve drawing, a
"may" asked of each object's controller in turn — the series kept on the agenda as plain
data, so a decision in the middle is answered and the next instance follows — and the trace
saying, per object, what happened, citing 6.5.i."""

from __future__ import annotations

from engine import GameBuilder, answer
from engine.state.decisions import DecisionKind
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry

from ..cards_text.helpers import executed, fields, names, play, read
from ..engine.helpers import until_decision

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}


def _spell(text: str) -> GameBuilder:
    """p1 holds a Spell printing ``text``; Mine (hero) and Other (companion) are p1's,
    Theirs (hero) and Far (companion) p2's."""
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.in_expedition("p1", "companion", "Other", **ALLY)
    b = b.in_expedition("p2", "hero", "Theirs", **ALLY)
    b = b.in_expedition("p2", "companion", "Far", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)


def _texts(entries: tuple[TraceEntry, ...]) -> list[str]:
    return [e.text for e in entries]


def _rules(entries: tuple[TraceEntry, ...]) -> set[str]:
    return {r for e in entries for r in e.rules}


def test_6_5_i_a_token_in_each_expedition_a_character_you_control_is_in() -> None:
    text = (
        "For each Character you control, create a [Brassbug 2/2/2] Robot token in its Expedition."
    )
    state, entries = play(_spell(text), "Edict", dest="spell")
    assert sorted(names(state, "expedition:p1:hero")) == ["Brassbug", "Mine"]
    assert sorted(names(state, "expedition:p1:companion")) == ["Brassbug", "Other"]
    assert "Brassbug" not in names(state, "expedition:p2:hero")  # not the opponent's (6.5.i)
    said = _texts(entries)
    # said as a judge counts them, one after the other (6.5.i), not "instance 1"
    assert "for the first Character, Mine (p1's hero Expedition):" in said, said
    assert "for the second Character, Other (p1's companion Expedition):" in said, said
    assert not [t for t in said if "instance" in t], said
    assert any("done once for each of the 2 Characters, one after the other" in t for t in said)
    assert "6.5.i" in _rules(entries)


def test_6_5_i_each_permanent_an_opponent_controls_gives_its_own_expedition_a_token() -> None:
    text = (
        "For each Character an opponent controls, create a [Brassbug 2/2/2] Robot token in "
        "its Expedition."
    )
    state, _ = play(_spell(text), "Edict", dest="spell")
    assert sorted(names(state, "expedition:p2:hero")) == ["Brassbug", "Theirs"]
    assert sorted(names(state, "expedition:p2:companion")) == ["Brassbug", "Far"]
    assert names(state, "expedition:p1:hero") == ["Mine"]


def _targets(state: GameState, wanted: tuple[str, ...]) -> tuple[GameState, list[TraceEntry]]:
    """Answer the pending target choice with the objects named ``wanted``."""
    d = state.pending
    assert d is not None
    chosen = [o.id for o in d.options if o.label in wanted]
    state, entry = answer(state, d.id, chosen)
    state, more = until_decision(state)
    return state, [entry, *more]


def test_6_5_i_the_controller_of_each_character_sent_this_way_draws_a_card() -> None:
    """One of p1's and one of p2's, in two Expeditions: each controller draws one card —
    not both players drawing twice."""
    text = (
        "Send up to two target Characters to Reserve. For each Character sent this way, its "
        "controller draws a card."
    )
    state, _ = play(_spell(text), "Edict", dest="spell")
    hand_p1 = len(state.zone("hand:p1"))
    hand_p2 = len(state.zone("hand:p2"))
    state, entries = _targets(state, ("Mine", "Far"))
    assert "Mine" in names(state, "reserve:p1") and "Far" in names(state, "reserve:p2")
    assert len(state.zone("hand:p1")) == hand_p1 + 1
    assert len(state.zone("hand:p2")) == hand_p2 + 1
    said = _texts(tuple(entries))
    assert any("was in p1's hero Expedition" in t for t in said), said
    assert any("was in p2's companion Expedition" in t for t in said), said
    assert "6.5.i" in _rules(tuple(entries))


def test_6_5_i_one_character_sent_this_way_one_card_for_its_controller_only() -> None:
    text = (
        "Send up to two target Characters to Reserve. For each Character sent this way, its "
        "controller draws a card."
    )
    state, _ = play(_spell(text), "Edict", dest="spell")
    hand_p1 = len(state.zone("hand:p1"))
    hand_p2 = len(state.zone("hand:p2"))
    state, _ = _targets(state, ("Theirs",))
    assert len(state.zone("hand:p1")) == hand_p1
    assert len(state.zone("hand:p2")) == hand_p2 + 1


def test_6_5_i_a_may_asked_for_each_object_in_turn_the_series_resumes_after_each_answer() -> None:
    """Two Characters of p2: p2 is asked twice, one object after the other; the second
    instance waits on the agenda (plain data) while the first is decided."""
    text = "For each Character an opponent controls, its controller may draw a card."
    state, entries = play(_spell(text), "Edict", dest="spell")
    hand_p2 = len(state.zone("hand:p2"))
    first = state.pending
    assert first is not None and first.player == "p2"
    assert any(t.kind == "each_object" for t in state.agenda)  # the next object, waiting
    yes = [o.id for o in first.options if o.id.lower() in ("yes", "y", "true")] or [
        first.options[0].id
    ]
    state, a1 = answer(state, first.id, yes)
    state, more = until_decision(state)
    second = state.pending
    assert second is not None and second.player == "p2" and second.id != first.id
    assert second.kind == first.kind
    no = [o.id for o in second.options if o.id not in yes]
    state, a2 = answer(state, second.id, no[:1])
    state, rest = until_decision(state)
    assert len(state.zone("hand:p2")) == hand_p2 + 1  # yes once, no once
    said = _texts((*entries, a1, *more, a2, *rest))
    assert "for the first Character, Theirs (p2's hero Expedition):" in said, said
    assert "for the second Character, Far (p2's companion Expedition):" in said, said


def test_6_5_i_a_reaction_a_token_for_each_character_you_control() -> None:
    """{J} on a Character: it is one of them too, so its own Expedition gets a token."""
    text = (
        "{J} For each Character you control, create a [Brassbug 2/2/2] Robot token in its "
        "Expedition."
    )
    b = GameBuilder().in_hand("p1", "Maker", **fields(executed(read(text, name="Maker"))))
    b = b.in_expedition("p1", "companion", "Other", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Maker", dest="hero")
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[:1])
        state, _ = until_decision(state)
    assert sorted(names(state, "expedition:p1:hero")) == ["Brassbug", "Maker"]
    assert sorted(names(state, "expedition:p1:companion")) == ["Brassbug", "Other"]


def test_2_2_7_each_character_you_control_gains_boosts_equal_to_its_own_hand_cost() -> None:
    """Mine costs 1, Other 3: 1 and 3 boosts — each its own cost, once per object (6.5.i);
    the opponent's none."""
    text = "Each Character you control gains boosts equal to its Hand Cost."
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = b.in_expedition("p1", "hero", "Mine", **ALLY)
    b = b.in_expedition("p1", "companion", "Other", **{**ALLY, "hand_cost": 3})
    b = b.in_expedition("p2", "hero", "Theirs", **{**ALLY, "hand_cost": 2})
    state, entries = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Edict", dest="spell")
    boosts = {state.name(o): state.objects[o].boosts for o in state.objects}
    assert boosts["Mine"] == 1 and boosts["Other"] == 3 and boosts["Theirs"] == 0
    assert "6.5.i" in _rules(entries)


def test_2_2_8_a_reaction_each_character_gains_boosts_equal_to_its_reserve_cost() -> None:
    """{J}, every Character in play, both players': each its own Reserve Cost."""
    text = "{J} Each Character gains X boosts, where X is its Reserve Cost."
    b = GameBuilder().in_hand("p1", "Maker", **fields(executed(read(text, name="Maker"))))
    b = b.in_expedition("p1", "companion", "Other", **{**ALLY, "reserve_cost": 2})
    b = b.in_expedition("p2", "companion", "Far", **{**ALLY, "reserve_cost": 4})
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Maker", dest="hero")
    boosts = {state.name(o): state.objects[o].boosts for o in state.objects}
    assert boosts["Other"] == 2 and boosts["Far"] == 4
    assert boosts["Maker"] == 1  # itself: Reserve Cost 1 (read's default)


def _hands(b: GameBuilder, p1: int, p2: int) -> GameBuilder:
    for i in range(p1):
        b = b.in_hand("p1", f"Card{i}", **ALLY)
    for i in range(p2):
        b = b.in_hand("p2", f"Theirs{i}", **ALLY)
    return b


def test_1_4_5_a_each_player_with_5_or_more_cards_in_hand_discards_in_initiative_order() -> None:
    """p1 (first player, 1.4.5.a) has 5 cards left after playing, p2 has 6: p1 decides first,
    then p2; a player with fewer is not asked (6.5.d, checked as their step begins)."""
    text = "Each player who has 5 or more cards in hand discards a card from their hand."
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = _hands(b, 5, 6).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Edict", dest="spell")
    asked = []
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        asked.append(d.player)
        state, _ = answer(state, d.id, d.option_ids()[:1])
        state, _ = until_decision(state)
    assert asked == ["p1", "p2"]
    assert len(state.zone("hand:p1")) == 4 and len(state.zone("hand:p2")) == 5


def test_6_5_d_a_player_with_fewer_cards_in_hand_does_not_discard() -> None:
    text = "Each player who has 5 or more cards in hand discards a card from their hand."
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    b = _hands(b, 2, 6).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Edict", dest="spell")
    asked = []
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending
        asked.append(d.player)
        state, _ = answer(state, d.id, d.option_ids()[:1])
        state, _ = until_decision(state)
    assert asked == ["p2"]
    assert len(state.zone("hand:p1")) == 2 and len(state.zone("hand:p2")) == 5


def test_1_4_7_c_each_opponent_chooses_a_character_each_chosen_one_is_sent_to_reserve() -> None:
    """ "Each opponent chooses a Character they control. Send each chosen Character to
    Reserve.": p2 chooses among their own (Theirs, Far), the one chosen goes to Reserve."""
    text = "Each opponent chooses a Character they control. Send each chosen Character to Reserve."
    state, _ = play(_spell(text), "Edict", dest="spell")
    d = state.pending
    assert d is not None and d.player == "p2"
    assert sorted(o.label for o in d.options) == ["Far", "Theirs"]
    state, _ = answer(state, d.id, [o.id for o in d.options if o.label == "Far"])
    state, _ = until_decision(state)
    assert "Far" in names(state, "reserve:p2") and names(state, "expedition:p2:hero") == ["Theirs"]
