""" "Triggers and phases as slots", read by the grammar alone and played on boards (issue 30):
"When my Expedition moves backward(s)" activates when its counter moves toward its region of
origin (7.3.24.a) — not when it cannot move (7.3.24.b) nor when another Expedition moves;
"When an opponent's Expedition moves forward" watches the other player's Expeditions only
(7.3.25.a, 1.2.2); "during [Phase]" keeps any trigger to that phase (4.2.a); "your second
Spell each Afternoon" counts the plays of this Day's Afternoon only (4.2.3, 5.2.b)."""

from __future__ import annotations

import pytest

from engine import GameBuilder, answer, find
from engine.pipeline.play_triggers import nth_play
from engine.reading.conditions import holds
from engine.state import zones as z
from engine.state.cards import Ability
from engine.state.decisions import DecisionKind
from engine.state.enums import BOOST, CardType, ExpeditionKind, PermanentZone
from engine.state.game_state import GameState, evolve
from scenarios.cards.condition_texts import condition_of
from scenarios.cards.grammar.reader import read_ability

from ..cards_text.helpers import names, play
from ..engine.helpers import pending, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_phase_slots import (
    BOOSTS_DURING_AFTERNOON,
    BOOSTS_DURING_DUSK,
    DISCARDED_FROM_EXPEDITION_ZONE,
    DISCARDED_FROM_LANDMARK_ZONE,
    END_OF_AFTERNOON,
    END_OF_TURN_SEND_IT,
    GAINS_CHARGE_COUNTERS,
    GAINS_COUNTERS,
    I_SWITCH,
    MOVED_FORWARD_THIS_DAY,
    MY_BACKWARD,
    MY_BACKWARD_TOKEN,
    MY_FORWARD_NO_REGION,
    NEXT_DUSK_SEND_IT,
    ONCE_PER_DAY_TRIGGER,
    OPPONENTS_CHARACTER_GAINS,
    OPPONENTS_FORWARD,
    PLAY_LANDMARK_PERMANENT,
    PLAY_SPELL_WITH_COOLDOWN,
    PLAYED_SPELLS_THIS_DAY,
    SECOND_SPELL_EACH_AFTERNOON,
    SPELL_GOES_TO_YOUR_RESERVE,
    TWICE_PER_DAY_TRIGGER,
    YOURS_SWITCH,
)


def _boosts(state: GameState, name: str) -> int:
    return state.objects[find(state, name)].counters.get(BOOST, 0)


def _run(
    bearer: str, watcher: str, owner: str = "p1", where: str = "hero", at: int = 2
) -> GameState:
    """p1 plays a Bearer printing ``bearer`` into their Hero Expedition (on region ``at``)
    while ``owner`` has a Watcher printing ``watcher`` in their ``where`` Expedition."""
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(bearer, "Bearer", unique=False))
    b = b.in_expedition(owner, where, "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.position("p1:hero", at).mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    state, _ = play(b, "Bearer")
    return state


@pytest.mark.parametrize(
    ("where", "at", "boosts"),
    [("hero", 2, 2), ("hero", 0, 0), ("companion", 2, 0)],
    ids=["moved", "at-origin-no-move", "other-expedition"],
)
def test_7_3_24_a_when_my_expedition_moves_backward(where: str, at: int, boosts: int) -> None:
    state = _run("{H} My Expedition moves backward.", MY_BACKWARD, where=where, at=at)
    assert _boosts(state, "Watcher") == boosts


def test_7_3_24_a_a_token_created_in_the_expedition_that_moved_backward() -> None:
    state = _run("{H} My Expedition moves backward.", MY_BACKWARD_TOKEN)
    assert "Sapling" in names(state, "expedition:p1:hero")


@pytest.mark.parametrize(
    ("owner", "drawn"), [("p2", 1), ("p1", 0)], ids=["opponent-watches", "own-not-opponents"]
)
def test_1_2_2_when_an_opponents_expedition_moves_forward(owner: str, drawn: int) -> None:
    b = GameBuilder().in_hand(
        "p1", "Bearer", **grammar_fields(MY_FORWARD_NO_REGION, "Bearer", unique=False)
    )
    b = b.in_expedition(
        owner, "hero", "Watcher", **grammar_fields(OPPONENTS_FORWARD, "Watcher", unique=False)
    )
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    before = len(b.at_afternoon().build().zone(f"hand:{owner}"))
    state, _ = play(b, "Bearer")
    played = 1 if owner == "p1" else 0  # p1 played the Bearer from their Hand
    assert len(state.zone(f"hand:{owner}")) == before - played + drawn


@pytest.mark.parametrize(
    ("watcher", "drawn"),
    [(BOOSTS_DURING_AFTERNOON, 1), (BOOSTS_DURING_DUSK, 0)],
    ids=["in-its-phase", "not-in-its-phase"],
)
def test_4_2_a_any_trigger_during_a_phase(watcher: str, drawn: int) -> None:
    b = GameBuilder().in_hand(
        "p1", "Bearer", **grammar_fields("{H} I gain 1 boost.", "Bearer", unique=False)
    )
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, _ = play(b, "Bearer")
    assert _boosts(state, "Bearer") == 1
    assert len(state.zone("hand:p1")) == before - 1 + drawn


def _second_spell_ability(state: GameState) -> Ability:
    """The compiled Reaction of the Watcher (its first ability)."""
    card = state.card(find(state, "Watcher"))
    assert card is not None
    return card.abilities[0]


@pytest.mark.parametrize(
    ("afternoon_plays", "expected"),
    [(2, True), (1, False)],
    ids=["second-this-afternoon", "first-this-afternoon-second-this-day"],
)
def test_4_2_3_your_second_spell_each_afternoon(afternoon_plays: int, expected: bool) -> None:
    """Two Spells played this Day; only those played during the Afternoon count (a card an
    effect plays in another phase is not played during the Afternoon, 5.2.b)."""
    assert read_ability(SECOND_SPELL_EACH_AFTERNOON)["reaction"]["per"] == "afternoon"
    b = GameBuilder().in_expedition(
        "p1",
        "hero",
        "Watcher",
        **grammar_fields(SECOND_SPELL_EACH_AFTERNOON, "Watcher", unique=False),
    )
    b = b.in_discard("p1", "Spell A", type="Spell").in_discard("p1", "Spell B", type="Spell")
    state = b.at_afternoon().build()
    a, c = (state.objects[find(state, n)].card_id for n in ("Spell A", "Spell B"))
    plays = (("p1", a), ("p1", c))
    state = evolve(state, plays_this_day=plays, plays_this_afternoon=plays[2 - afternoon_plays :])
    ability = _second_spell_ability(state)
    assert nth_play(state, ability, "p1", find(state, "Spell B")) is expected


@pytest.mark.parametrize(
    ("owner", "boosts"), [("p2", 1), ("p1", 0)], ids=["opponents-character", "own-character"]
)
def test_1_2_2_when_a_character_your_opponents_control_gains_boosts(
    owner: str, boosts: int
) -> None:
    """p1's Bearer gains a boost: p2's Watcher (an opponent's Character gained) activates,
    p1's own does not (its controller's Character is no opponent's)."""
    state = _run("{H} I gain 1 boost.", OPPONENTS_CHARACTER_GAINS, owner=owner)
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("where", "moved"), [("hero", True), ("companion", False)], ids=["moved", "other-expedition"]
)
def test_7_3_25_a_if_my_expedition_moved_forward_this_day(where: str, moved: bool) -> None:
    """p1's Bearer moves the Hero Expedition forward; the Watcher's condition holds in that
    Expedition only (the engine's record of the Day's moves, 4.1)."""
    state = _run(MY_FORWARD_NO_REGION, MOVED_FORWARD_THIS_DAY, where=where, at=0)
    condition = condition_of(read_ability(MOVED_FORWARD_THIS_DAY)["reaction"]["if"])
    assert condition is not None
    watcher = find(state, "Watcher")
    assert holds(condition, state, "p1", me=watcher) is moved


def _afternoon_ends(watcher: str) -> tuple[GameState, list[str]]:
    """Both players pass at once; p1's Landmark Permanent Watcher prints ``watcher``. The
    state at the next decision, and the trace's lines from the passes on."""
    fields = grammar_fields(watcher, "Watcher", unique=False)
    fields.update(type=CardType.PERMANENT, permanent_zone=PermanentZone.LANDMARK)
    b = GameBuilder().in_landmarks("p1", "Watcher", **fields)
    b = b.in_expedition("p1", "hero", "Friend").deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon().build())
    lines: list[str] = []
    for _ in range(2):
        state, said = answer(state, pending(state).id, ("pass",))
        state, more = until_decision(state)
        lines += [e.text for e in (said, *more)]
    return state, lines


def test_4_2_3_e_at_the_end_of_the_afternoon() -> None:
    """Its Reaction activates once all players have passed and resolves before Dusk
    begins (4.2.3.e, 4.2.e)."""
    state, lines = _afternoon_ends(END_OF_AFTERNOON)
    watcher = state.objects[find(state, "Watcher")]
    assert watcher.counters.get("Charge", 0) == 1
    ends = next(i for i, t in enumerate(lines) if "Afternoon ends" in t)
    dusk = next(i for i, t in enumerate(lines) if "Dusk begins" in t)
    assert any("Watcher" in t for t in lines[ends + 1 : dusk])


@pytest.mark.parametrize(
    ("spell", "boosts"),
    [("Cooldown. Draw a card.", 1), ("Draw a card.", 0)],
    ids=["with-cooldown", "without"],
)
def test_5_1_2_l_when_you_play_a_spell_with_a_keyword(spell: str, boosts: int) -> None:
    """The card leaving Limbo has its printed keywords (5.1.2.l, 2.2.12.b)."""
    fields = grammar_fields(spell, "Bolt", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Bolt", **fields)
    b = b.in_expedition(
        "p1", "hero", "Watcher", **grammar_fields(PLAY_SPELL_WITH_COOLDOWN, "Watcher", unique=False)
    )
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bolt", "spell")
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("watcher", "boosts"),
    [(DISCARDED_FROM_EXPEDITION_ZONE, 1), (DISCARDED_FROM_LANDMARK_ZONE, 0)],
    ids=["from-the-expedition-zone", "not-from-the-landmark-zone"],
)
def test_7_3_7_a_when_a_character_is_discarded_from_the_expedition_zone(
    watcher: str, boosts: int
) -> None:
    """p1 sacrifices a Goat in their Expedition — discarding it from play (7.3.36.a)."""
    bearer = grammar_fields("{H} Sacrifice a Character.", "Bearer", unique=False)
    b = GameBuilder().in_hand("p1", "Bearer", **bearer)
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.in_expedition("p1", "companion", "Goat")
    state, entries = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    state, _ = answer_picking(state, entries, ("Goat",))
    assert "Goat" in names(state, "discard:p1")
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("bearer", "boosts"),
    [("{H} I switch Expeditions.", 2), ("{H} Draw a card.", 0)],
    ids=["it-switches", "it-stays"],
)
def test_7_3_39_a_when_i_switch_expeditions(bearer: str, boosts: int) -> None:
    """The Bearer prints both: its own switch activates it (the same object, 7.3.39.b)."""
    text = f"{bearer}\n{I_SWITCH}"
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(text, "Bearer", unique=False))
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bearer")
    assert _boosts(state, "Bearer") == boosts


@pytest.mark.parametrize(
    ("owner", "boosts"), [("p1", 1), ("p2", 0)], ids=["yours", "an-opponents-watcher"]
)
def test_7_3_39_a_when_a_character_you_control_switches_expeditions(
    owner: str, boosts: int
) -> None:
    """p1's Bearer switches Expeditions: "it" is the Bearer, in its new Expedition (6.3.i)."""
    state = _run("{H} I switch Expeditions.", YOURS_SWITCH, owner=owner)
    assert "Bearer" in names(state, "expedition:p1:companion")
    assert _boosts(state, "Bearer") == boosts


@pytest.mark.parametrize(
    ("owner", "boosts"), [("p1", 1), ("p2", 0)], ids=["your-reserve", "another-players-reserve"]
)
def test_7_5_10_a_when_a_spell_joins_your_reserve(owner: str, boosts: int) -> None:
    """p1's Spell goes to p1's Reserve as it resolves (5.2.4): p1's watcher activates, p2's
    does not (not its controller's Reserve)."""
    fields = grammar_fields("Draw a card.", "Bolt", unique=False, type="Spell")
    watcher = grammar_fields(SPELL_GOES_TO_YOUR_RESERVE, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Bolt", **fields)
    b = b.in_expedition(owner, "hero", "Watcher", **watcher)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Bolt", "spell")
    assert "Bolt" in names(state, "reserve:p1")
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("spell", "delayed"),
    [(NEXT_DUSK_SEND_IT, True), ("Target Character you control gains 3 boosts.", False)],
    ids=["delayed-send", "no-delayed-step"],
)
def test_2_2_2_m_at_the_start_of_the_next_dusk_send_it_to_reserve(
    spell: str, delayed: bool
) -> None:
    """The Spell's Emblem-Ongoing sends the Character it boosted to Reserve as Dusk begins
    (4.2.b), before Progress: its Expedition, then empty, does not move forward (4.2.4.f);
    without the delayed step the boosted Character moves it forward (and goes to Reserve
    only at Rest, 4.2.5)."""
    fields = grammar_fields(spell, "Boon", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Boon", **fields).in_expedition("p1", "hero", "Friend")
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Boon", "spell")
    state, _ = answer_picking(state, entries, ("Friend",))
    assert _boosts(state, "Friend") == 3
    while state.pending is not None and state.pending.kind == DecisionKind.TURN:
        state, _ = answer(state, state.pending.id, ("pass",))
        state, _ = until_decision(state)
    assert "Friend" in names(state, "reserve:p1")  # at Dusk, or at Rest (4.2.5) without it
    assert (state.positions["p1:hero"] == 0) is delayed


def test_2_2_15_d_at_the_end_of_the_turn_send_it_to_its_owners_reserve() -> None:
    """p1's Spell boosts p2's Foe; as p1's turn ends (4.2.3.e) the Emblem's Reaction sends
    the Foe to its owner's Reserve — before p2's turn begins, and once."""
    fields = grammar_fields(END_OF_TURN_SEND_IT, "Boon", unique=False, type="Spell")
    b = GameBuilder().in_hand("p1", "Boon", **fields).in_expedition("p2", "hero", "Foe")
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, entries = play(b, "Boon", "spell")
    state, _ = answer_picking(state, entries, ("Foe",))
    assert state.pending is not None and state.pending.player == "p2"  # p2's turn now
    assert "Foe" in names(state, "reserve:p2")
    assert not any(
        state.objects[o].emblem is not None for o in state.zone("limbo")
    )  # the Emblem-Ongoing lasted this turn only (2.2.15.c)


@pytest.mark.parametrize(
    ("plays", "holds_now"),
    [(("p1", "p1"), True), (("p1", "p2"), False)],
    ids=["two-of-yours", "one-of-yours-one-of-theirs"],
)
def test_4_1_if_you_played_two_or_more_spells_this_day(
    plays: tuple[str, str], holds_now: bool
) -> None:
    """The Spells each player played since the Day began (4.1, 5.1.2.k), the controller's
    own only; this turn's plays are not the only ones counted."""
    condition = condition_of(read_ability(PLAYED_SPELLS_THIS_DAY)["reaction"]["if"])
    assert condition is not None
    b = GameBuilder().in_expedition(
        "p1", "hero", "Watcher", **grammar_fields(PLAYED_SPELLS_THIS_DAY, "Watcher", unique=False)
    )
    b = b.in_discard("p1", "Spell A", type="Spell").in_discard("p2", "Spell B", type="Spell")
    state = b.at_afternoon().build()
    a, c = (state.objects[find(state, n)].card_id or "" for n in ("Spell A", "Spell B"))
    day = ((plays[0], a), (plays[1], c))
    state = evolve(state, plays_this_day=day, plays_this_turn=())
    assert holds(condition, state, "p1", me=find(state, "Watcher")) is holds_now


@pytest.mark.parametrize(
    ("watcher", "drawn"),
    [
        (ONCE_PER_DAY_TRIGGER, 1),
        (TWICE_PER_DAY_TRIGGER, 2),
        ("When a Character gains one or more boosts — Draw a card.", 3),
    ],
    ids=["once", "twice", "no-limit"],
)
def test_1_4_6_c_this_ability_triggers_only_once_per_day(watcher: str, drawn: int) -> None:
    """Three gains of boosts in one effect: the Reaction activates at most as many times
    each Day as its card says (1.4.6.c, 6.3.l), once per gain otherwise (6.3.g)."""
    bearer = "{H} I gain 1 boost. I gain 1 boost. I gain 1 boost."
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(bearer, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, _ = play(b, "Bearer")
    while state.pending is not None and state.pending.kind != DecisionKind.TURN:
        d = state.pending  # which Reaction in Limbo is played first (4.4): any order
        state, _ = answer(state, d.id, d.option_ids()[: max(d.min_choices, 1)])
        state, _ = until_decision(state)
    assert _boosts(state, "Bearer") == 3
    assert len(state.zone("hand:p1")) == before - 1 + drawn


@pytest.mark.parametrize(
    ("zone", "dest", "boosts"),
    [(PermanentZone.LANDMARK, "landmark", 1), (PermanentZone.EXPEDITION, "hero", 0)],
    ids=["landmark-permanent", "expedition-permanent"],
)
def test_2_2_3_when_you_play_a_landmark_permanent(
    zone: PermanentZone, dest: str, boosts: int
) -> None:
    """The played card's zone type (2.2.3), a characteristic it has in Limbo as it is
    played — not where it is (5.1.2.l)."""
    tower = {"type": CardType.PERMANENT, "permanent_zone": zone, "hand_cost": 1}
    watcher = grammar_fields(PLAY_LANDMARK_PERMANENT, "Watcher", unique=False)
    b = GameBuilder().in_hand("p1", "Tower", **tower)
    b = b.in_expedition("p1", "hero", "Watcher", **watcher)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Tower", dest)
    assert find(state, "Tower") in (
        *state.zone(z.landmarks("p1")),
        *state.zone(z.expedition("p1", ExpeditionKind.HERO)),
    )
    assert _boosts(state, "Watcher") == boosts


@pytest.mark.parametrize(
    ("bearer", "watcher", "drawn"),
    [
        ("{H} I gain 2 Sap counters.", GAINS_COUNTERS, 1),
        ("{H} I gain 1 boost.", GAINS_COUNTERS, 1),  # a boost is a counter (2.5.1.a)
        ("{H} I gain 2 Charge counters.", GAINS_CHARGE_COUNTERS, 1),
        ("{H} I gain 2 Sap counters.", GAINS_CHARGE_COUNTERS, 0),  # not the counter named
        ("{H} I gain 1 Charge counter.", GAINS_CHARGE_COUNTERS, 0),  # fewer than two
    ],
    ids=["any-counters", "boosts", "named", "other-name", "too-few"],
)
def test_7_3_15_a_when_a_character_gains_counters(bearer: str, watcher: str, drawn: int) -> None:
    b = GameBuilder().in_hand("p1", "Bearer", **grammar_fields(bearer, "Bearer", unique=False))
    b = b.in_expedition("p1", "hero", "Watcher", **grammar_fields(watcher, "Watcher", unique=False))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    before = len(b.at_afternoon().build().zone("hand:p1"))
    state, _ = play(b, "Bearer")
    assert len(state.zone("hand:p1")) == before - 1 + drawn
