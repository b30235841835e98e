"""The CR-vocabulary section's readings played on boards (issue 30): a card moved between the
controller's own zones, chosen there (6.1.g, 7.3.27, 3.2), costs compared every way
(2.2.7-8) and "your Hero / Companion Expedition is …" (7.2.3.a, 7.5.2)."""

from __future__ import annotations

from engine import (
    CardType,
    DecisionKind,
    GameBuilder,
    GameState,
    Keyword,
    Status,
    TraceEntry,
    answer,
    find,
    play_card,
)
from engine.reading.passives import has_keyword, statistics, tough_amount
from engine.state import zones as z
from engine.state.cards import Ability, CostSpec
from engine.state.enums import Terrain, ZoneKind

from ..cards_text.helpers import names, play
from ..engine.helpers import pay_mana_asked, rules_of, until_decision
from .grammar_cards import answer_picking, grammar_fields
from .sentences_cr_vocabulary import READINGS_GKW5

ALLY = {"hand_cost": 1, "reserve_cost": 1, "forest": 1, "mountain": 1, "water": 1}
SPELL = {"type": "Spell", "hand_cost": 2, "reserve_cost": 1}


def _board(text: str) -> GameBuilder:
    """p1 plays "Unique" (``text``) from Hand; p2 has "Foe"."""
    assert text in READINGS_GKW5
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)


def _resolved(
    b: GameBuilder, picks: tuple[str, ...] = (), dest: str = "hero"
) -> tuple[GameState, tuple[TraceEntry, ...]]:
    """Play "Unique" (into ``dest``); each decision answered with the options naming a
    word of ``picks``, else its first options; until a turn."""
    state, entries = play(b, "Unique", dest)
    return answer_picking(state, entries, picks)


def _zone(player: str, kind: ZoneKind) -> str:
    return z.personal(kind, player)


# ----------------------------------------------------------------- zones (3.2, 7.3.27)
def test_7_3_27_a_a_card_from_the_discard_pile_goes_to_the_mana_zone() -> None:
    text = "{J} Put a card from your Discard pile in your Mana zone."
    b = _board(text).in_discard("p1", "Old", **ALLY).in_discard("p2", "Theirs", **ALLY)
    state, entries = _resolved(b, ("Old",))
    assert "Old" in names(state, _zone("p1", ZoneKind.MANA))
    assert "Theirs" in names(state, _zone("p2", ZoneKind.DISCARD))  # one's own pile only
    assert {"6.1.g", "3.2.9.b"} <= rules_of(entries)  # chosen; a Mana Orb enters exhausted


def test_6_1_g_a_spell_is_chosen_in_the_discard_pile_and_returned_to_hand() -> None:
    text = "{J} Return a Spell from your Discard pile to your hand."
    b = _board(text).in_discard("p1", "Old", **ALLY).in_discard("p1", "Bolt", **SPELL)
    state, entries = _resolved(b, ("Old",))  # "Old" is no Spell: not an option
    assert "Bolt" in names(state, _zone("p1", ZoneKind.HAND))
    assert "Old" in names(state, _zone("p1", ZoneKind.DISCARD))
    assert "6.1.g" in rules_of(entries)


def test_3_2_2_a_card_from_the_mana_zone_goes_on_top_of_the_deck() -> None:
    state, entries = _resolved(_board("{J} Put a card from your Mana zone on top of your deck."))
    deck = names(state, _zone("p1", ZoneKind.DECK))
    assert len(names(state, _zone("p1", ZoneKind.MANA))) == 3
    assert deck[0].startswith("Mana Orb card") or deck[-1].startswith("Mana Orb card")
    top = state.zone(_zone("p1", ZoneKind.DECK))
    moved = [o for o in top if state.name(o).startswith("Mana Orb card")]
    assert len(moved) == 1
    assert "6.1.g" in rules_of(entries)


def test_7_3_27_a_a_card_from_the_reserve_goes_to_hand() -> None:
    b = _board("{J} Put a card from your Reserve in your hand.").in_reserve("p1", "Kept", **ALLY)
    state, entries = _resolved(b)
    assert "Kept" in names(state, _zone("p1", ZoneKind.HAND))
    assert "6.1.g" in rules_of(entries)


def test_6_5_c_a_character_from_hand_may_be_put_in_reserve() -> None:
    text = "{J} You may put a Character from your hand in your Reserve."
    b = _board(text).in_hand("p1", "Spare", **ALLY).in_hand("p1", "Bolt", **SPELL)
    state, entries = _resolved(b, ("Yes", "yes", "Spare"))
    assert "Spare" in names(state, _zone("p1", ZoneKind.RESERVE))
    assert "Bolt" in names(state, _zone("p1", ZoneKind.HAND))  # no Character: not an option
    assert {"6.5.c", "6.1.g"} <= rules_of(entries)


# ----------------------------------------------------------------- costs compared (2.2.7-8)
def test_2_2_7_a_hand_cost_less_than_three_is_two_or_less() -> None:
    text = "{J} Exhaust target Character with Hand Cost less than {3}."
    b = _board(text).in_expedition("p2", "companion", "Big", **{**ALLY, "hand_cost": 3})
    state, _ = _resolved(b, ("Foe",))
    big = next(o for o in state.objects.values() if state.name(o.id) == "Big")
    foe = next(o for o in state.objects.values() if state.name(o.id) == "Foe")
    assert not big.statuses  # Hand Cost 3 is not less than 3: never a target
    assert foe.statuses  # Hand Cost 1: a target


# ----------------------------------------------------------------- Expeditions (7.2.3.a)
def test_7_2_3_a_your_hero_expedition_is_the_controllers_hero_one() -> None:
    """Played into the Companion Expedition, "your Hero Expedition" is still the Hero one:
    it counts, not the bearer's own (which "my Expedition" would be)."""
    text = "{J} If your Hero Expedition is ahead, draw a card."
    state, entries = _resolved(_board(text).position("p1:hero", 2), dest="companion")
    assert len(names(state, _zone("p1", ZoneKind.HAND))) == 1
    assert "6.5.d" in rules_of(entries)
    state, _ = _resolved(_board(text).position("p1:companion", 4), dest="companion")
    assert names(state, _zone("p1", ZoneKind.HAND)) == []  # the Hero one is tied


def test_2_4_3_your_companion_expedition_not_ascended() -> None:
    text = "{J} If your Companion Expedition isn't Ascended, draw a card."
    state, _ = _resolved(_board(text))
    assert len(names(state, _zone("p1", ZoneKind.HAND))) == 1
    state, _ = _resolved(_board(text).ascended("p1:companion"))
    assert names(state, _zone("p1", ZoneKind.HAND)) == []


# ----------------------------------------------------------------- statistics (2.3.1.a)
def _stats(state: GameState, name: str) -> tuple[int, int, int]:
    s = statistics(state, find(state, name))
    return (s[Terrain.FOREST], s[Terrain.MOUNTAIN], s[Terrain.WATER])


def _in_play(text: str, boosts: int = 0) -> GameBuilder:
    """p1 has "Unique" (``text``) and "Ally" in their Hero Expedition, "Pet" (an Animal) in
    their Companion one; p2 has "Foe"."""
    assert text in READINGS_GKW5
    counters = {"boost": boosts} if boosts else None
    b = GameBuilder().in_expedition(
        "p1", "hero", "Unique", counters=counters, **grammar_fields(text)
    )
    b = b.in_expedition("p1", "hero", "Ally", **ALLY)
    b = b.in_expedition("p1", "companion", "Pet", subtypes=("Animal",), **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY)
    return b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4)


def test_2_3_1_a_characters_you_control_get_plus_one() -> None:
    state = _in_play("Characters you control get +1/+1/+1.").build()
    assert _stats(state, "Ally") == (2, 2, 2)
    assert _stats(state, "Unique") == (2, 2, 2)  # the bearer is one of them
    assert _stats(state, "Foe") == (1, 1, 1)


def test_2_3_1_a_your_other_animals_only() -> None:
    state = _in_play("Your other Animals get +1/+0/+0.").build()
    assert _stats(state, "Pet") == (2, 1, 1)
    assert _stats(state, "Ally") == (1, 1, 1)  # no Animal


def test_2_3_1_a_an_opponents_characters_get_minus_one() -> None:
    state = _in_play("Characters an opponent controls get -1/-1/-1.").build()
    assert _stats(state, "Foe") == (0, 0, 0)
    assert _stats(state, "Ally") == (1, 1, 1)


def test_2_3_2_f_my_change_holds_only_while_its_condition_does() -> None:
    text = "I get +2/+0/+0 as long as I'm Boosted."
    assert _stats(_in_play(text).build(), "Unique") == (1, 1, 1)
    assert _stats(_in_play(text, boosts=1).build(), "Unique") == (4, 2, 2)  # 1 boost: +1 each


def test_2_3_1_b_a_group_in_my_expedition_is_there_only() -> None:
    text = "Each Boosted Character in my Expedition gets +0/+0/+2."
    state = _in_play(text, boosts=1).build()
    assert _stats(state, "Unique") == (2, 2, 4)  # Boosted, in my Expedition
    assert _stats(state, "Ally") == (1, 1, 1)  # not Boosted


# ----------------------------------------------------------------- "can't" (1.4.1.a)
def _acted_on(text: str, effect: str, picks: tuple[str, ...]) -> tuple[GameState, set[str]]:
    """``effect`` played by p1 (as "Bomb", from Hand) while "Unique" (``text``) is in
    play; decisions answered with ``picks``."""
    b = _in_play(text).in_hand("p1", "Bomb", **grammar_fields(effect, "Bomb", unique=False))
    state, entries = play(b, "Bomb")
    state, entries = answer_picking(state, entries, picks, rounds=10)
    return state, rules_of(entries)


def test_1_4_1_a_i_cant_be_sacrificed() -> None:
    """6.1.g: an object a "can't" keeps from the step is no option — said, with the rule."""
    b = _in_play("I can't be sacrificed or discarded.")
    b = b.in_hand(
        "p1", "Bomb", **grammar_fields("{J} Sacrifice a Character.", "Bomb", unique=False)
    )
    state, entries = play(b, "Bomb")
    decision = state.pending
    assert decision is not None
    offered = [state.name(o.id) for o in decision.options]
    assert "Unique" not in offered and "Ally" in offered
    assert "not Unique: a “can't” makes it impossible" in decision.prompt
    assert {"6.1.g", "1.4.1.a"} <= set(decision.rules)
    state, entries = answer_picking(state, entries, ("Ally",), rounds=10)
    assert "Unique" in names(state, "expedition:p1:hero")
    assert "Ally" not in names(state, "expedition:p1:hero")


def test_1_4_1_a_an_opponents_characters_cant_gain_boosts() -> None:
    text = "Characters an opponent controls can't gain boosts."
    state, rules = _acted_on(text, "{J} Target Character gains 2 boosts.", ("Foe",))
    assert state.objects[find(state, "Foe")].counters.get("boost", 0) == 0
    assert "1.4.1.a" in rules
    state, _ = _acted_on(text, "{J} Target Character gains 2 boosts.", ("Ally",))
    assert state.objects[find(state, "Ally")].counters.get("boost", 0) == 2  # mine can


def test_1_4_1_a_your_plants_cant_be_readied_but_others_can() -> None:
    text = "Your Plants can't be readied."
    b = _in_play(text).in_expedition(
        "p1", "companion", "Fern", subtypes=("Plant",), statuses=(Status.EXHAUSTED,), **ALLY
    )
    b = b.in_hand(
        "p1", "Bomb", **grammar_fields("{J} Ready target Character.", "Bomb", unique=False)
    )
    state, entries = play(b, "Bomb")
    decision = state.pending
    assert decision is not None
    fern = [o.id for o in decision.options if "Fern" in o.label]
    state, first = answer(state, decision.id, tuple(fern[:1]))
    state, more = until_decision(state)
    assert Status.EXHAUSTED in state.objects[find(state, "Fern")].statuses
    assert "1.4.1.a" in rules_of((*entries, first, *more))


def _offered(b: GameBuilder, player: str = "p1") -> list[str]:
    """The names offered when ``player`` plays "Bomb" ({J} Target Character gains 2 boosts)
    from Hand."""
    effect = "{J} Target Character gains 2 boosts."
    b = b.in_hand(player, "Bomb", **grammar_fields(effect, "Bomb", unique=False))
    state, _ = until_decision(b.mana(player, 4).at_afternoon(first=player).build())
    state, _ = play_card(state, player, find(state, "Bomb"), "hero")
    state, _ = until_decision(state)
    state = pay_mana_asked(state)
    decision = state.pending
    assert decision is not None and decision.kind != DecisionKind.TURN
    return [state.name(o.id) for o in decision.options]


def test_1_4_1_a_i_cant_be_targeted() -> None:
    """6.5.b: not a suitable target, for its controller too; the others still are."""
    offered = _offered(_in_play("I can't be targeted."))
    assert "Unique" not in offered
    assert {"Ally", "Pet", "Foe"} <= set(offered)
    assert "Unique" in _offered(_in_play("I can't gain boosts."))  # targeted, not boosted


def test_1_4_1_a_cant_be_targeted_by_cards_an_opponent_controls() -> None:
    """Only an opponent of the ability's controller is refused: p1 may still choose its own
    Characters, p2 may choose only its own."""
    text = "Characters you control can't be targeted by cards an opponent controls."
    mine = _offered(_in_play(text))
    assert {"Unique", "Ally", "Pet", "Foe"} <= set(mine)
    theirs = _offered(_in_play(text).deck_of("p2", 4), player="p2")
    assert "Foe" in theirs
    assert not {"Unique", "Ally", "Pet"} & set(theirs)


# ----------------------------------------------------------------- keywords given (2.3.1.a)
def test_2_3_1_a_a_group_any_description_reads_gets_the_keyword() -> None:
    """The group read by the grammar's object language: Hand Cost 3 or less, mine only."""
    text = "Characters with Hand Cost {3} or less you control have Defender."
    b = _in_play(text).in_expedition("p1", "companion", "Big", **{**ALLY, "hand_cost": 4})
    state = b.build()
    assert has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Big"), Keyword.DEFENDER)  # Hand Cost 4
    assert not has_keyword(state, find(state, "Foe"), Keyword.DEFENDER)  # not mine


def test_7_4_your_tough_characters_only() -> None:
    b = _in_play("Your Tough Characters have Defender.").in_expedition(
        "p1", "companion", "Shell", keywords=(Keyword.TOUGH,), tough=1, **ALLY
    )
    state = b.build()
    assert has_keyword(state, find(state, "Shell"), Keyword.DEFENDER)
    assert not has_keyword(state, find(state, "Ally"), Keyword.DEFENDER)


# ----------------------------------------------------------------- statistics compared (2.2.11)
def test_2_2_11_c_a_statistic_as_it_is_now_boosts_included() -> None:
    """Each Character with a {O} of 2 is exhausted: Ally's 1 + 1 boost is 2; Foe's 1 is not."""
    text = "{J} Exhaust each Character with a {O} of 2."
    b = _board(text).in_expedition("p1", "hero", "Ally", counters={"boost": 1}, **ALLY)
    state, _ = _resolved(b)
    assert Status.EXHAUSTED in state.objects[find(state, "Ally")].statuses
    assert Status.EXHAUSTED not in state.objects[find(state, "Foe")].statuses


def test_6_5_i_counted_by_a_statistic_as_it_is_now() -> None:
    """Ally (1 boost: {V} 2) counts; Unique ({V} 1) does not: one card drawn."""
    text = "{J} Draw a card for each Character you control with {V} 2 or more."
    b = _board(text).in_expedition("p1", "hero", "Ally", counters={"boost": 1}, **ALLY)
    state, _ = _resolved(b)
    assert len(names(state, _zone("p1", ZoneKind.HAND))) == 1


# ----------------------------------------------------------------- costs changed (5.1.2.f)
def _cost_change(text: str) -> CostSpec:
    abilities: tuple[Ability, ...] = grammar_fields(text)["abilities"]  # type: ignore[assignment]
    return next(a.cost_change for a in abilities if a.cost_change is not None)


def test_5_1_2_f_an_opponents_permanents_cost_more_mine_do_not() -> None:
    cost = _cost_change("Permanents an opponent plays cost {2} more.")
    assert (cost.change, cost.players, cost.card_type) == (2, "opponents", CardType.PERMANENT)
    mine = _cost_change("Your Characters with Hand Cost {5} or more cost {1} less.")
    assert (mine.change, mine.players, mine.hand_cost_min) == (-1, "you", 5)


def test_7_3_7_a_the_top_cards_put_in_the_discard_pile_are_discarded() -> None:
    text = "{J} Put the top two cards of your deck in your Discard pile."
    state, _ = _resolved(_board(text))
    assert names(state, _zone("p1", ZoneKind.DISCARD)) == ["p1 card 1", "p1 card 2"]  # the top
    assert names(state, _zone("p1", ZoneKind.DECK)) == ["p1 card 3", "p1 card 4"]


def test_7_3_7_a_a_card_chosen_in_the_mana_zone_is_discarded() -> None:
    state, entries = _resolved(_board("{J} Discard a card from your Mana zone."))
    assert len(names(state, _zone("p1", ZoneKind.MANA))) == 3  # of 4
    assert [n for n in names(state, _zone("p1", ZoneKind.DISCARD)) if n.startswith("Mana Orb card")]
    assert "6.1.g" in rules_of(entries)


def test_2_3_1_b_each_boosted_character_in_my_expedition_has_tough() -> None:
    text = "Each Boosted Character in my Expedition has Tough 1."
    b = _in_play(text, boosts=1).in_expedition(
        "p1", "hero", "Pumped", counters={"boost": 1}, **ALLY
    )
    state = b.build()
    assert tough_amount(state, find(state, "Pumped")) == 1
    assert tough_amount(state, find(state, "Unique")) == 1  # the bearer is one of them
    assert tough_amount(state, find(state, "Ally")) == 0  # not Boosted
    assert tough_amount(state, find(state, "Pet")) == 0  # in the other Expedition
