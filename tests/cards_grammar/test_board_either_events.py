"""The section "triggers and conditions" played on boards (issue 30): a trigger's event on
one object of either of two descriptions (6.3.b). "When you play a Permanent or a Robot
from Reserve" activates for a Permanent or a Robot played from the Reserve (5.1.2.d), not
for another Character, nor for a Permanent played from the Hand; "When you sacrifice a
Permanent or a Robot" for a Robot Character or a Permanent sacrificed (7.3.36.a), not for
another Character; "When you play a Character or a Spell" for either type, not a
Permanent (2.2.1). "If there is an [[Asleep]] Character in play" looks at every object in
play, any player's (3.1.4.a): the engine evaluates it on the board, the "otherwise" step
when none is (6.5.d). "If it's the first token you created this turn / Day" holds for the
tokens of the first step that created any this period — one step's tokens together (6.1.f) —
and not for a token of a later step, nor once a token was created earlier this Day
(7.3.5.a, 4.1, 4.2.3). "When I go to Reserve or am sacrificed" activates for either move of
the bearer — sent to Reserve (7.3.27) or sacrificed (7.3.36.a) — and not when it is
discarded (6.3.b). "If it was a Spell" after a discard looks at the card the step acted on,
its type wherever it is (2.2.1.i, 6.5.f). "When I go to Reserve during your opponent's turn"
activates only in the opponent's turn (4.2.3.b, 6.3.b); "When a card is discarded from an
opponent's Reserve" only for a card of the opponent's Reserve (7.3.7.a, 1.2.2); "When a
Character joins my Expedition from your Reserve" for one played from the Reserve, not from
the hand (5.1.2.d, 7.5.10.a); "if it is ahead of both your Expeditions" compares the
Expedition that moved with each of the controller's, from their starting regions (7.5.2.a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GameBuilder, find
from engine.state.enums import CardType, PermanentZone, Status
from engine.state.game_state import evolve

from ..cards_text.helpers import boosts_of, executed, fields, play, read
from ..engine.helpers import choose
from .grammar_cards import grammar_fields
from .sentences_either_events import (
    AHEAD_OF_BOTH,
    ASLEEP_IN_PLAY,
    COLON_OVER_IF,
    DISCARDED_FROM_OPPONENTS_RESERVE,
    EITHER_EVENT_PER_DAY,
    FIRST_ONE_THIS_DAY,
    FIRST_TOKEN_THIS_TURN,
    IT_WAS_A_SPELL,
    JOINS_FROM_RESERVE,
    PLAY_CHARACTER_OR_SPELL,
    PLAY_PERMANENT_OR_ROBOT_FROM_RESERVE,
    RESERVE_DURING_OPPONENTS_TURN,
    RESERVE_OR_SACRIFICED,
    SACRIFICE_PERMANENT_OR_ROBOT,
)

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
LANDMARK = {
    "type": CardType.PERMANENT,
    "hand_cost": 1,
    "reserve_cost": 1,
    "permanent_zone": PermanentZone.LANDMARK,
}
SPELL = {"type": CardType.SPELL, "hand_cost": 1, "reserve_cost": 1}


def _card(kind: str) -> tuple[dict[str, Any], str]:
    """The card played and where it goes (5.1.2): a Landmark Permanent, a Robot Character,
    another Character, a Spell."""
    return {
        "permanent": (LANDMARK, "landmark"),
        "robot": ({**ALLY, "subtypes": ("Robot",)}, "hero"),
        "character": ({**ALLY, "subtypes": ("Plant",)}, "hero"),
        "spell": (SPELL, "spell"),
    }[kind]


@pytest.mark.parametrize(
    ("kind", "zone", "counters"),
    [
        ("permanent", "reserve", 1),
        ("robot", "reserve", 1),
        ("character", "reserve", 0),  # neither a Permanent nor a Robot
        ("permanent", "hand", 0),  # not from Reserve (5.1.2.d)
    ],
)
def test_5_1_2_d_you_play_a_permanent_or_a_robot_from_reserve(
    kind: str, zone: str, counters: int
) -> None:
    watcher = grammar_fields(PLAY_PERMANENT_OR_ROBOT_FROM_RESERVE, "Engineer")
    card, dest = _card(kind)
    b = GameBuilder().in_expedition("p1", "companion", "Engineer", **watcher)
    b = (
        b.in_reserve("p1", "Thing", **card)
        if zone == "reserve"
        else b.in_hand("p1", "Thing", **card)
    )
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Thing", dest)
    assert state.objects[find(state, "Engineer")].counters.get("Steam", 0) == counters


@pytest.mark.parametrize(("kind", "boosts"), [("character", 1), ("spell", 1), ("permanent", 0)])
def test_6_3_b_you_play_a_character_or_a_spell(kind: str, boosts: int) -> None:
    watcher = grammar_fields(PLAY_CHARACTER_OR_SPELL, "Scribe")
    card, dest = _card(kind)
    b = GameBuilder().in_expedition("p1", "companion", "Scribe", **watcher)
    b = b.in_hand("p1", "Thing", **card).mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Thing", dest)
    assert boosts_of(state, "Scribe") == boosts


@pytest.mark.parametrize(("kind", "boosts"), [("robot", 1), ("permanent", 1), ("character", 0)])
def test_7_3_36_a_you_sacrifice_a_permanent_or_a_robot(kind: str, boosts: int) -> None:
    """A Spell sacrifices the object chosen: a Robot Character or a Permanent activates the
    Reaction, a Character of another sub-type does not."""
    watcher = grammar_fields(SACRIFICE_PERMANENT_OR_ROBOT, "Scrapper")
    text = "Sacrifice a Character or Permanent."
    offer = fields(executed(read(text, type="Spell", name="Offer")))
    card, _ = _card(kind)
    b = GameBuilder().in_expedition("p1", "hero", "Scrapper", **watcher)
    if kind == "permanent":
        b = b.in_landmarks("p1", "Thing", **card)
    else:
        b = b.in_expedition("p1", "companion", "Thing", **card)
    b = b.in_hand("p1", "Offer", **offer).mana("p1", 2).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = play(b, "Offer", dest="spell")
    state = choose(state, find(state, "Thing"))
    assert find(state, "Thing") in state.zone("discard:p1")  # sacrificed (7.3.36.a)
    assert boosts_of(state, "Scrapper") == boosts


@pytest.mark.parametrize(
    ("whose", "asleep", "draws", "boosts"),
    [("p2", True, 1, 0), ("p1", True, 1, 0), ("p2", False, 0, 1)],
)
def test_3_1_4_a_there_is_an_asleep_character_in_play(
    whose: str, asleep: bool, draws: int, boosts: int
) -> None:
    """An Asleep Character in play, the opponent's or the controller's own: the card draws
    (6.5.d); an awake one: the "otherwise" step, a boost."""
    sleeper = grammar_fields(ASLEEP_IN_PLAY, "Dreamer")
    statuses = (Status.ASLEEP,) if asleep else ()
    b = GameBuilder().in_hand("p1", "Dreamer", **sleeper)
    b = b.in_expedition(whose, "companion", "Sloth", **ALLY, statuses=statuses)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    hand = len(b.build().zone("hand:p1"))
    state, _ = play(b, "Dreamer")
    assert len(state.zone("hand:p1")) == hand - 1 + draws  # Dreamer left the hand
    assert boosts_of(state, "Dreamer") == boosts


RECRUIT = "[Ordis Recruit 1/1/1] Soldier token"
TWO_STEPS = f"{{J}} Create an {RECRUIT} in my Expedition. Create an {RECRUIT} in my Expedition."
ONE_STEP = "{J} Create two [Ordis Recruit 1/1/1] Soldier tokens in my Expedition."


@pytest.mark.parametrize(("maker", "draws"), [(TWO_STEPS, 1), (ONE_STEP, 2)])
def test_6_1_f_the_first_token_you_created_this_turn(maker: str, draws: int) -> None:
    """Two steps: the second token is not the first created this turn (one draw); one step
    creating two: both are created together, neither after the other (6.1.f) — two draws."""
    watcher = grammar_fields(FIRST_TOKEN_THIS_TURN, "Counter")
    b = GameBuilder().in_expedition("p1", "hero", "Counter", **watcher)
    b = b.in_hand("p1", "Maker", **fields(executed(read(maker, name="Maker"))))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    hand = len(b.build().zone("hand:p1"))
    state, _ = play(b, "Maker", "companion")
    state = _paid(state)  # the Reactions of the two tokens, played one after the other
    assert len(state.zone("hand:p1")) == hand - 1 + draws


@pytest.mark.parametrize(("earlier", "anchored"), [(False, True), (True, False)])
def test_4_1_the_first_one_you_created_this_day(earlier: bool, anchored: bool) -> None:
    """A token p1 created earlier this Day (noted on the state, 7.3.5.a): the token made
    now is not the first of the Day, and does not gain Anchored; without one, it does."""
    from engine.core import play_card

    from ..engine.helpers import until_decision

    watcher = grammar_fields(FIRST_ONE_THIS_DAY, "Keeper")
    one = f"{{J}} Create an {RECRUIT} in my Expedition."
    b = GameBuilder().in_expedition("p1", "hero", "Keeper", **watcher)
    b = b.in_hand("p1", "Maker", **fields(executed(read(one, name="Maker"))))
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon().build())
    if earlier:  # a token of p1's, created by an earlier step this Day (since gone)
        state = evolve(state, tokens_created_this_day=(("p1", "gone", 1, "Character"),))
    state, _ = play_card(state, "p1", find(state, "Maker"), "companion")
    state, _ = until_decision(state)
    state = _paid(state)
    recruits = [
        o for o in state.zone("expedition:p1:companion") if state.name(o) == "Ordis Recruit"
    ]
    assert len(recruits) == 1
    assert state.objects[recruits[0]].has(Status.ANCHORED) is anchored


def _paid(state: Any) -> Any:
    """Mana paid and the Reactions played in the order offered (each their own, 6.3.h)."""
    from engine import DecisionKind, answer

    from ..engine.helpers import until_decision

    settled = (DecisionKind.PAY_MANA, DecisionKind.CHOOSE_REACTION)
    while state.pending is not None and state.pending.kind in settled:
        d = state.pending
        state, _ = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, _ = until_decision(state)
    return state


@pytest.mark.parametrize(
    ("spell", "draws"),
    [
        ("Send target Character you control to Reserve.", 1),  # 7.3.27
        ("Sacrifice a Character.", 1),  # 7.3.36.a
        ("Discard target Character you control.", 0),  # neither event
    ],
)
def test_6_3_b_when_i_go_to_reserve_or_am_sacrificed(spell: str, draws: int) -> None:
    bearer = grammar_fields(RESERVE_OR_SACRIFICED, "Phoenix")
    offer = fields(executed(read(spell, type="Spell", name="Offer")))
    b = GameBuilder().in_expedition("p1", "hero", "Phoenix", **bearer)
    b = b.in_hand("p1", "Offer", **offer).mana("p1", 2).deck_of("p1", 6).deck_of("p2", 6)
    hand = len(b.build().zone("hand:p1"))
    state, _ = play(b, "Offer", dest="spell")
    state = choose(state, find(state, "Phoenix"))
    state = _paid(state)
    assert find(state, "Phoenix") not in state.zone("expedition:p1:hero")  # it left
    assert len(state.zone("hand:p1")) == hand - 1 + draws


def test_1_4_6_c_a_daily_limit_on_two_events_is_refused() -> None:
    """Two Reactions would count their activations apart (1.4.6.c): not read, and said."""
    from scenarios.cards.grammar.reader import NotRead, read_ability

    with pytest.raises(NotRead, match="a daily limit on a Reaction of two events"):
        read_ability(EITHER_EVENT_PER_DAY)


@pytest.mark.parametrize(("kind", "draws"), [("spell", 1), ("character", 0)])
def test_2_2_1_i_if_it_was_a_spell_after_a_discard(kind: str, draws: int) -> None:
    """The target discarded from p2's Reserve was a Spell: p1 draws; a Character: not."""
    ender = fields(executed(read(IT_WAS_A_SPELL, type="Spell", name="Ender")))
    card, _ = _card(kind)
    b = GameBuilder().in_hand("p1", "Ender", **ender).in_reserve("p2", "Thing", **card)
    b = b.mana("p1", 2).deck_of("p1", 6).deck_of("p2", 6)
    hand = len(b.build().zone("hand:p1"))
    state, _ = play(b, "Ender", dest="spell")
    state = _paid(choose(state, find(state, "Thing")))
    assert find(state, "Thing") in state.zone("discard:p2")  # discarded (7.3.7)
    assert len(state.zone("hand:p1")) == hand - 1 + draws


@pytest.mark.parametrize(("whose", "draws"), [("p2", 1), ("p1", 0)])
def test_4_2_3_b_when_i_go_to_reserve_during_your_opponents_turn(whose: str, draws: int) -> None:
    """p2 (in p2's turn) or p1 (in p1's turn) sends the bearer to Reserve: p1 draws only
    in the opponent's turn."""
    from engine.core import play_card

    from ..engine.helpers import until_decision

    bearer = grammar_fields(RESERVE_DURING_OPPONENTS_TURN, "Sentry")
    text = "Send target Character to Reserve."
    sender = fields(executed(read(text, type="Spell", name="Sender")))
    b = GameBuilder().in_expedition("p1", "hero", "Sentry", **bearer)
    b = b.in_hand(whose, "Sender", **sender).mana(whose, 2).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon(first=whose).build())
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, whose, find(state, "Sender"), "spell")
    state, _ = until_decision(state)
    state = _paid(state)
    state = _paid(choose(state, find(state, "Sentry")) if state.pending else state)
    assert find(state, "Sentry") in state.zone("reserve:p1")  # sent (7.3.27)
    p1_played = 1 if whose == "p1" else 0
    assert len(state.zone("hand:p1")) == hand - p1_played + draws


MODES = "Choose one: \u2022 Sacrifice a Character. \u2022 Draw a card."
TARGET_MODES = "Choose one: \u2022 Target Character gains 2 boosts. \u2022 Draw a card."


@pytest.mark.parametrize(("character", "offered"), [(True, 2), (False, 1)])
def test_6_1_g_a_mode_with_nothing_to_choose_is_not_offered(character: bool, offered: int) -> None:
    """The modes are the options of the choosing step (6.5.g): "Sacrifice a Character"
    controlling none is impossible and cannot be chosen (6.1.g); with one, both modes are
    offered."""
    from engine import DecisionKind

    spell = fields(executed(read(MODES, type="Spell", name="Choice")))
    b = GameBuilder().in_hand("p1", "Choice", **spell).mana("p1", 2)
    if character:
        b = b.in_expedition("p1", "hero", "Target", **ALLY)
    state, _ = play(b.deck_of("p1", 6).deck_of("p2", 6), "Choice", dest="spell")
    state = _paid(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_MODE
    assert len(d.option_ids()) == offered
    assert ("nothing to choose" in d.prompt) is (not character)
    assert ("6.1.g" in d.rules) is (not character)


@pytest.mark.parametrize(("whose", "boosts"), [("p2", 1), ("p1", 0)])
def test_7_3_7_a_a_card_discarded_from_an_opponents_reserve(whose: str, boosts: int) -> None:
    """p1 discards a card from p2's Reserve (an opponent's): the Reaction activates; from
    p1's own Reserve: it does not."""
    watcher = grammar_fields(DISCARDED_FROM_OPPONENTS_RESERVE, "Vulture")
    text = "Discard target card in a Reserve."
    ender = fields(executed(read(text, type="Spell", name="Ender")))
    b = GameBuilder().in_expedition("p1", "hero", "Vulture", **watcher)
    b = b.in_hand("p1", "Ender", **ender).in_reserve(whose, "Thing", **SPELL)
    state, _ = play(b.mana("p1", 2).deck_of("p1", 6).deck_of("p2", 6), "Ender", dest="spell")
    state = _paid(choose(state, find(state, "Thing")))
    assert find(state, "Thing") in state.zone(f"discard:{whose}")  # discarded (7.3.7.a)
    assert boosts_of(state, "Vulture") == boosts


@pytest.mark.parametrize(("zone", "boosts"), [("reserve", 1), ("hand", 0)])
def test_7_5_10_a_a_character_joins_my_expedition_from_your_reserve(zone: str, boosts: int) -> None:
    """A Character played from p1's Reserve into the Beacon's Expedition gains a boost
    ("it", 6.3.i); played from the hand it does not."""
    beacon = grammar_fields(JOINS_FROM_RESERVE, "Beacon")
    b = GameBuilder().in_expedition("p1", "hero", "Beacon", **beacon)
    b = (
        b.in_reserve("p1", "Runner", **ALLY)
        if zone == "reserve"
        else b.in_hand("p1", "Runner", **ALLY)
    )
    state, _ = play(b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6), "Runner", "hero")
    state = _paid(state)
    assert find(state, "Runner") in state.zone("expedition:p1:hero")
    assert boosts_of(state, "Runner") == boosts


@pytest.mark.parametrize(("companion_distance", "draws"), [(1, 1), (3, 0)])
def test_7_5_2_a_an_opponents_expedition_ahead_of_both_your_expeditions(
    companion_distance: int, draws: int
) -> None:
    """p2's Hero Expedition moves from 1 to 2 regions from its start: ahead of both of
    p1's (1 and 1) — p1 draws; with p1's Companion Expedition 3 away, not ahead of both."""
    from engine.core import play_card
    from engine.state import zones as z
    from engine.state.enums import ExpeditionKind

    from ..engine.helpers import until_decision

    watcher = grammar_fields(AHEAD_OF_BOTH, "Scout")
    mover = fields(executed(read("{J} My Expedition moves forward one region.", name="Mover")))
    b = GameBuilder().in_expedition("p1", "hero", "Scout", **watcher)
    b = b.in_hand("p2", "Mover", **mover).mana("p2", 4).deck_of("p1", 6).deck_of("p2", 6)
    state, _ = until_decision(b.at_afternoon(first="p2").build())
    last = len(state.adventure) - 1  # a Companion Expedition starts at the far end
    hero, companion = ExpeditionKind.HERO, ExpeditionKind.COMPANION
    positions = {
        z.expedition_id("p1", hero): 1,
        z.expedition_id("p1", companion): last - companion_distance,
        z.expedition_id("p2", hero): 1,
        z.expedition_id("p2", companion): last,
    }
    state = evolve(state, positions=positions)
    hand = len(state.zone("hand:p1"))
    state, _ = play_card(state, "p2", find(state, "Mover"), "hero")
    state, _ = until_decision(state)
    state = _paid(state)
    assert state.positions[z.expedition_id("p2", hero)] == 2  # it moved (7.3.25.a)
    assert len(state.zone("hand:p1")) == hand + draws


@pytest.mark.parametrize(
    ("permanent", "ally", "draws"), [(True, True, 1), (True, False, 0), (False, True, 0)]
)
def test_6_5_d_a_uniques_condition_over_an_output_with_its_own(
    permanent: bool, ally: bool, draws: int
) -> None:
    """ "{J} If you control a Permanent: If you control two or more Characters, draw a
    card.": the draw needs both (6.5.d) — a Permanent, and a Character besides the bearer."""
    keeper = grammar_fields(COLON_OVER_IF, "Keeper")
    b = GameBuilder().in_hand("p1", "Keeper", **keeper)
    if permanent:
        b = b.in_landmarks("p1", "Mill", **LANDMARK)
    if ally:
        b = b.in_expedition("p1", "companion", "Ally", **ALLY)
    b = b.mana("p1", 4).deck_of("p1", 6).deck_of("p2", 6)
    hand = len(b.build().zone("hand:p1"))
    state, _ = play(b, "Keeper")
    assert len(state.zone("hand:p1")) == hand - 1 + draws


def test_6_5_b_a_mode_whose_target_has_none_suitable_stays_offered() -> None:
    """ "Target Character gains 2 boosts" with no Character in play is not impossible: its
    atomic action does nothing (6.5.b), a choice without consequence is not impossible
    (6.1.g, Remark) — both modes are offered."""
    from engine import DecisionKind

    spell = fields(executed(read(TARGET_MODES, type="Spell", name="Choice")))
    b = GameBuilder().in_hand("p1", "Choice", **spell).mana("p1", 2)
    state, _ = play(b.deck_of("p1", 6).deck_of("p2", 6), "Choice", dest="spell")
    state = _paid(state)
    d = state.pending
    assert d is not None and d.kind == DecisionKind.CHOOSE_MODE
    assert len(d.option_ids()) == 2
