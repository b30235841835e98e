"""the costs-and-choosers section (issue 30), read by the grammar alone and played on boards: the
player a
step names makes its choices ("Target opponent sabotages": the opponent chooses the card and
discards it, 1.4.7.b, 7.3.35.a); an exchange moves each object to the other's zone, the
second narrowed by its own words (7.3.12.a), and does nothing when it cannot be determined
(7.3.12.b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import (
    BOOST,
    CardType,
    DecisionKind,
    GameBuilder,
    IllegalAction,
    Status,
    answer,
    find,
    play_card,
    play_quick_action,
)
from engine.reading.terrain import find_marker, terrains_at
from engine.state.decisions import Decision
from engine.state.game_state import GameState
from engine.why.trace import TraceEntry
from scenarios.cards.grammar.reader import read_ability
from scenarios.cards.grammar.writer.all_rules import write_ability

from ..cards_text.helpers import names, play
from ..engine.helpers import pending, rules_of, until_decision
from ..engine.test_terrain_markers import F, M, W, _marker, _with_markers
from .grammar_cards import grammar_fields
from .sentences_costs_and_choosers import PLAYED_GFX5
from .test_board_effects import ALLY

Pick = Callable[[Decision], list[str]]


def _board(text: str) -> GameBuilder:
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).in_expedition("p2", "hero", "Foe", **ALLY)
    b = b.in_reserve("p1", "Kept", **ALLY).in_reserve("p2", "Theirs", **ALLY)
    return b.mana("p1", 6).deck_of("p1", 6).deck_of("p2", 6)


def _first(d: Decision) -> list[str]:
    return list(d.option_ids()[: max(1, d.min_choices)])


def _resolved(
    b: GameBuilder, pick: Pick = _first
) -> tuple[GameState, tuple[TraceEntry, ...], list[Decision]]:
    """Play "Unique" from Hand and answer its decisions with ``pick`` until a turn comes
    back: the state, every trace entry on the way and the decisions asked."""
    state, entries = play(b, "Unique")
    found, asked = list(entries), []
    for _ in range(20):
        decision = state.pending
        if decision is None or decision.kind == DecisionKind.TURN:
            break
        asked.append(decision)
        state, entry = answer(state, decision.id, tuple(pick(decision)))
        state, more = until_decision(state)
        found.extend((entry, *more))
    assert state.pending is not None and state.pending.kind == DecisionKind.TURN
    return state, tuple(found), asked


@pytest.mark.parametrize("text", PLAYED_GFX5)
def test_a_gfx5_reading_resolves_on_a_board(text: str) -> None:
    """Decisions answered with their first options: it resolves, the engine's invariants
    holding at every step (checked by ``until_decision``)."""
    _resolved(_board(text))


@pytest.mark.parametrize("text", ["{J} Target opponent sabotages.", "{J} Your opponent sabotages."])
def test_1_4_7_b_the_opponent_named_chooses_what_they_sabotage(text: str) -> None:
    """p2 sabotages: p2 is asked for the target and whether to discard it ("up to one"),
    not p1, the effect's controller; p2 picks p1's "Kept", which is discarded."""

    def pick(d: Decision) -> list[str]:
        if d.kind == DecisionKind.OPTIONAL_STEP:
            return ["yes"]
        return [o.id for o in d.options if o.label == "Kept"]

    state, entries, asked = _resolved(_board(text), pick)
    targeting = [d for d in asked if d.kind == DecisionKind.TARGET]
    assert [d.player for d in targeting] == ["p2"]
    assert {d.player for d in asked} == {"p2"}  # "up to one": p2 decides whether, too
    assert names(state, "discard:p1") == ["Kept"] and names(state, "reserve:p2") == ["Theirs"]
    assert {"7.5.6.b", "7.3.35.a", "6.1.g"} <= rules_of(entries)


def _labels(*labels: str) -> Pick:
    """Answer each decision with the options labelled so (a "may": yes)."""

    def pick(d: Decision) -> list[str]:
        if d.kind == DecisionKind.OPTIONAL_STEP:
            return ["yes"]
        return [o.id for o in d.options if o.label in labels][:1] or _first(d)

    return pick


def test_7_3_12_a_exchanged_objects_take_each_others_zone() -> None:
    """Ally (target Character you control) and Kept (a Character in p1's Reserve) swap zones;
    the Spell in Reserve is not offered for the second object (its own filter), nor is the
    target's filter ("you control") asked of it."""
    text = "{J} Exchange target Character you control with a Character in your Reserve."
    b = _board(text).in_reserve("p1", "Bolt", type=CardType.SPELL, hand_cost=1, reserve_cost=1)
    state, entries, asked = _resolved(b, _labels("Ally", "Kept"))
    second = [d for d in asked if d.kind == DecisionKind.CHOOSE]
    assert second and {o.label for o in second[0].options} == {"Kept"}
    assert "Ally" in names(state, "reserve:p1") and "Bolt" in names(state, "reserve:p1")
    assert "Kept" in names(state, "expedition:p1:hero")
    assert "7.3.12.a" in rules_of(entries)


def test_7_3_12_b_no_second_object_no_exchange() -> None:
    """No Character in p1's Reserve: the second object cannot be determined, so nothing
    moves (7.3.12.b)."""
    text = "{J} Exchange target Character you control with a Character in your Reserve."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", **ALLY).mana("p1", 6).deck_of("p1", 6)
    state, entries, _ = _resolved(b.deck_of("p2", 6), _labels("Ally"))
    assert "Ally" in names(state, "expedition:p1:hero")
    assert "7.3.12.b" in rules_of(entries)


def test_7_3_12_a_a_target_said_last_is_chosen_first() -> None:
    """ "Exchange a card from your hand with target Character": the target (Foe) is chosen
    first (6.5.b), then the card from the hand (Spare); Foe goes to p2's hand — its owner's
    (1.4.3.a) — and Spare to Foe's Expedition."""
    text = "{J} Exchange a card from your hand with target Character."
    b = _board(text).in_hand("p1", "Spare", **ALLY)
    state, entries, asked = _resolved(b, _labels("Foe", "Spare"))
    assert [d.kind for d in asked][:2] == [DecisionKind.TARGET, DecisionKind.CHOOSE]
    assert "Foe" in names(state, "hand:p2") and "Spare" in names(state, "expedition:p2:hero")
    assert state.objects[find(state, "Spare")].owner == "p1"
    assert {"7.3.12.a", "3.1.2.c"} <= rules_of(entries)


@pytest.mark.parametrize(
    ("before", "boosts", "exhausted", "drawn"),
    [
        ("I gain 2 boosts.", 0, True, 1),  # both parts paid, as one step (6.4.a)
        ("I gain 1 boost.", 1, False, 0),  # too few boosts: not exhausted either (6.4.c)
        ("I gain 2 boosts. Exhaust me.", 2, True, 0),  # already exhausted: boosts kept
    ],
)
def test_6_4_c_every_part_of_a_cost_is_checked_before_any_is_paid(
    before: str, boosts: int, exhausted: bool, drawn: int
) -> None:
    """ "You may [X] and [Y] to [Z]": X and Y are one cost of Z, paid in full or not at all."""
    text = f"{{J}} {before} You may exhaust me and spend 2 of my boosts to draw a card."
    state, entries, _ = _resolved(_board(text), _labels())
    me = state.objects[find(state, "Unique")]
    assert me.boosts == boosts and (Status.EXHAUSTED in me.statuses) == exhausted
    assert len(names(state, "hand:p1")) == drawn
    if drawn:
        # "[X] to [Z]": X is the cost of Z (the 6.1.d Example), paid in full (6.4.c)
        assert {"5.1.2.i", "6.4.a", "6.1.d", "6.4.c"} <= rules_of(entries)
    else:
        assert {"6.4.c"} <= rules_of(entries)


@pytest.mark.parametrize(
    ("before", "boosts", "exhausted", "drawn", "rules"),
    [
        ("I gain 2 boosts.", 0, True, 1, {"6.5.f", "6.5.c"}),  # both done
        # too few boosts: the spend is ignored, the exhaust done — started, so Z (6.5.h)
        ("I gain 1 boost.", 1, True, 1, {"6.5.h", "6.5.f", "7.3.38.b"}),
        # already exhausted: the exhaust is ignored, the boosts spent — started, so Z
        ("I gain 2 boosts. Exhaust me.", 0, True, 1, {"6.5.h", "6.5.f"}),
        # neither can be done: "yes" is no option (6.1.g), nothing started, no Z (6.5.f)
        ("Exhaust me.", 0, True, 0, {"6.1.g", "6.5.f", "7.3.38.b"}),
    ],
)
def test_6_5_h_if_you_do_after_two_parts_each_done_as_far_as_it_can_be(
    before: str, boosts: int, exhausted: bool, drawn: int, rules: set[str]
) -> None:
    """ "You may [X] and [Y]. If you do, [Z]": no "to", no cost — each part done as far as
    it can be (6.5.h), Z when the player started to do it (6.5.f)."""
    text = f"{{J}} {before} You may exhaust me and spend 2 of my boosts. If you do, draw a card."
    state, entries, _ = _resolved(_board(text), _labels())
    me = state.objects[find(state, "Unique")]
    assert me.boosts == boosts and (Status.EXHAUSTED in me.statuses) == exhausted
    assert len(names(state, "hand:p1")) == drawn
    assert rules <= rules_of(entries), [(e.text, e.rules) for e in entries]
    mine = [e for e in entries if e.text.startswith("Unique")]
    assert not any("6.4.c" in e.rules for e in mine), [(e.text, e.rules) for e in mine]


def test_6_5_f_if_you_do_after_a_cost_of_two_parts() -> None:
    text = (
        "{J} I gain 2 boosts. You may exhaust me and spend 2 of my boosts. If you do, draw a card."
    )
    state, entries, _ = _resolved(_board(text), _labels())
    assert len(names(state, "hand:p1")) == 1
    # the effect's own lines (p2's next turn, short of Mana Orbs, cites 6.4.c of its own)
    mine = [e for e in entries if e.text.startswith("Unique")]
    paid = [e for e in mine if "6.4.c" in e.rules or "6.5.f" in e.rules]
    assert paid and all("6.5.f" in e.rules for e in paid), [(e.text, e.rules) for e in paid]
    # no "to" printed: neither the question nor the line makes X and Y the cost of Z (6.1.d)
    asked = [e for e in entries if "decides whether" in e.text]
    assert asked and "if they do, draw 1 card" in asked[0].text
    assert not any("6.1.d" in e.rules for e in asked), [(e.text, e.rules) for e in asked]


def _declined(d: Decision) -> list[str]:
    return ["no"] if d.kind == DecisionKind.OPTIONAL_STEP else _first(d)


@pytest.mark.parametrize(
    ("said", "point"),
    [(". If you do, draw a card.", "6.5.f"), (" to draw a card.", "6.4.b")],
)
def test_the_printed_wording_decides_the_declined_line(said: str, point: str) -> None:
    """Declined, "If you do" makes the draw depend on the parts done (6.5.f); "to" makes
    them its cost, which a player may always decline (6.4.b)."""
    text = f"{{J}} I gain 2 boosts. You may exhaust me and spend 2 of my boosts{said}"
    _, entries, _ = _resolved(_board(text), _declined)
    declined = [e for e in entries if "declines to exhaust" in e.text]
    assert declined and point in declined[0].rules, [(e.text, e.rules) for e in declined]
    cost = point == "6.4.b"
    assert ("the cost of" in declined[0].text) is cost
    assert ("6.1.d" in declined[0].rules) is cost


@pytest.mark.parametrize(
    "text",
    [
        "You may exhaust me and spend 2 of my boosts. If you do, draw a card.",
        "You may exhaust me and spend 1 of my Kelon counters. If so, I gain 1 boost.",
    ],
)
def test_the_if_you_do_wording_is_kept_and_written_back(text: str) -> None:
    """The reading keeps which wording was printed (``said_if_you_do``, 6.5.f), and the
    writer prints it back."""
    ability = read_ability(f"{{J}} {text}")
    (step,) = ability["reaction"]["effect"]
    assert step["said_if_you_do"] is True and step["cost_with"]
    assert read_ability(write_ability(ability)) == ability
    assert "If you do," in write_ability(ability)


_QUICK = "{T}, Discard a card from your Reserve and sacrifice a Character: Draw a card."


def _quick_board(reserve: bool, allies: int) -> GameBuilder:
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(_QUICK))
    for i in range(allies):
        b = b.in_expedition("p1", "hero", f"Ally {i}", **ALLY)
    if reserve:
        b = b.in_reserve("p1", "Kept", **ALLY)
    return b.deck_of("p1", 6).deck_of("p2", 6)


@pytest.mark.parametrize(("reserve", "allies"), [(True, 1), (False, 1), (True, 0)])
def test_6_4_c_a_quick_cost_that_discards_and_sacrifices_is_offered_only_payable_whole(
    reserve: bool, allies: int
) -> None:
    """Each part its own object: with a card in Reserve and a Character (the Bearer itself
    counts) the cost is payable; without a card in Reserve it is not, though a Character is."""
    state, _ = until_decision(_quick_board(reserve, allies).at_afternoon().build())
    offered = any(i.startswith("quick:") for i in pending(state).option_ids())
    assert offered is reserve
    if not reserve:
        with pytest.raises(IllegalAction):
            play_quick_action(state, "p1", find(state, "Bearer"), 0)


def test_6_4_a_both_parts_are_chosen_then_paid_as_one_step() -> None:
    """Kept (from Reserve) is discarded and Ally 0 sacrificed in one step; a card is drawn."""
    state, _ = until_decision(_quick_board(True, 1).at_afternoon().build())
    state, first = play_quick_action(state, "p1", find(state, "Bearer"), 0)
    asked, entries = [], [first]
    for _ in range(6):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        asked.append(d)
        wanted = [o.id for o in d.options if o.label in ("Kept", "Ally 0")][:1]
        state, entry = answer(state, d.id, tuple(wanted or d.option_ids()[:1]))
        state, more = until_decision(state)
        entries.extend((entry, *more))
    assert [d.kind for d in asked] == [DecisionKind.COST_CHOICE, DecisionKind.COST_CHOICE]
    assert sorted(names(state, "discard:p1")) == ["Ally 0", "Kept"]
    assert len(names(state, "hand:p1")) == 1
    assert {"6.4.a", "6.1.a"} <= rules_of(tuple(entries))


def test_6_5_b_distributed_among_targets_chosen_first() -> None:
    """Up to two targets (Ally, Foe) are chosen first; then each of the 3 boosts goes to
    one of them, chosen each time (6.1.g): Unique itself is never offered."""
    text = "{J} Distribute 3 boosts among up to two target Characters."
    picks = iter([["Ally", "Foe"], ["Ally"], ["Foe"], ["Foe"]])
    offered: list[set[str]] = []

    def pick(d: Decision) -> list[str]:
        labels = next(picks)
        if d.kind == DecisionKind.CHOOSE:
            offered.append({o.label for o in d.options})
        return [o.id for o in d.options if o.label in labels]

    state, entries, asked = _resolved(_board(text), pick)
    assert asked[0].kind == DecisionKind.TARGET and asked[0].max_choices == 2
    assert offered == [{"Ally", "Foe"}] * 3
    assert state.objects[find(state, "Ally")].boosts == 1
    assert state.objects[find(state, "Foe")].boosts == 2
    assert state.objects[find(state, "Unique")].boosts == 0
    assert {"6.5.b", "6.1.g", "6.5.i"} <= rules_of(entries)


def test_6_5_b_distributed_among_no_target_gives_nothing() -> None:
    text = "{J} Distribute 2 Kelon counters among up to two target Characters you control."
    state, entries, _ = _resolved(_board(text), lambda d: [])
    assert all(not o.counters.get("Kelon") for o in state.objects.values())
    assert "6.5.b" in rules_of(entries)


@pytest.mark.parametrize(("had", "moved"), [(1, 1), (3, 2)])
def test_2_5_g_moved_boosts_are_those_removed_given_to_another(had: int, moved: int) -> None:
    """ "Move 2 boosts from target Character to another": Ally (target) loses what it has,
    up to 2 (2.5.g); the other target, never Ally itself, gains as many (2.5.f)."""
    text = "{J} Move 2 boosts from target Character to another."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text))
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: had}, **ALLY)
    b = b.in_expedition("p2", "hero", "Foe", **ALLY).mana("p1", 6).deck_of("p1", 6)
    offered: list[set[str]] = []

    def pick(d: Decision) -> list[str]:
        offered.append({o.label for o in d.options})
        wanted = "Ally" if len(offered) == 1 else "Foe"
        return [o.id for o in d.options if o.label == wanted]

    state, entries, _ = _resolved(b.deck_of("p2", 6), pick)
    assert "Ally" not in offered[1]  # "another": not the first object
    assert state.objects[find(state, "Ally")].boosts == had - moved
    assert state.objects[find(state, "Foe")].boosts == moved
    assert {"2.5.g", "6.5.b"} <= rules_of(entries)


def test_2_5_g_nothing_removed_nothing_moved() -> None:
    """A move is one step with two targets, both chosen before it resolves (6.5.b; cite24's
    engine/steps/moving_counters.py): the second is asked even when the first has no boost
    (never the first again, "another"); nothing is removed, so nothing is gained (2.5.g)."""
    text = "{J} Move a boost from target Character to another."
    state, entries, asked = _resolved(_board(text), _labels("Ally"))
    assert len(asked) == 2
    assert "Ally" not in {o.label for o in asked[1].options}
    assert all(o.boosts == 0 for o in state.objects.values())
    assert any("moves 0 boosts from Ally" in e.text for e in entries)
    assert "2.5.g" in rules_of(entries)


def test_7_3_23_a_target_terrain_marker_is_targeted_then_the_region() -> None:
    """ "Move target Terrain Marker to target region": the marker is a target (6.5.b), then
    the region; it moves there as a new object (7.3.23.b)."""
    text = "{J} Move target Terrain Marker to target region."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text)).region(3, F, M)
    state, _ = until_decision(
        b.mana("p1", 3).deck_of("p1", 3).deck_of("p2", 3).at_afternoon().build()
    )
    state = _with_markers(state, 3, _marker("tm1", W))
    state, _ = play_card(state, "p1", find(state, "Unique"), "hero")
    state, entries = until_decision(state)
    found = list(entries)
    kinds = []
    for _ in range(6):
        d = state.pending
        if d is None or d.kind == DecisionKind.TURN:
            break
        kinds.append(d.kind)
        wanted = [i for i in d.option_ids() if i in ("tm1", "region6")] or list(d.option_ids()[:1])
        state, entry = answer(state, d.id, tuple(wanted[:1]))
        state, more = until_decision(state)
        found.extend((entry, *more))
    assert kinds[-2:] == [DecisionKind.TARGET, DecisionKind.TARGET]
    assert terrains_at(state, 6) == {W} and terrains_at(state, 3) == {F, M}
    assert find_marker(state, "tm1") is None  # a new object (7.3.23.b)
    assert {"6.5.b", "7.3.23.b"} <= rules_of(tuple(found))


@pytest.mark.parametrize(("deck", "discarded"), [(6, 2), (1, 1)])
def test_7_3_7_the_top_cards_of_the_deck_are_discarded(deck: int, discarded: int) -> None:
    """The top two, or as many as there are (3.2.2.e)."""
    text = "{J} Discard the top two cards of your deck."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 3)
    state, entries, _ = _resolved(b.deck_of("p1", deck).deck_of("p2", 3))
    assert len(names(state, "discard:p1")) == discarded
    assert len(state.zone("deck:p1")) == deck - discarded
    assert "7.3.7.a" in rules_of(entries)


@pytest.mark.parametrize(
    ("text", "boosted"),
    [
        ("The first card you play each Afternoon gains 1 boost.", 0),  # the Spell was first
        ("The first Character you play each Afternoon gains 1 boost.", 1),
        ("The first Character you play each turn gains 1 boost.", 1),
    ],
)
def test_5_2_d_the_first_card_played_counts_every_card_type_before_it(
    text: str, boosted: int
) -> None:
    """p1 plays a Spell, then (p2 having passed) a Character: "the first card" was the Spell,
    so the Character is not it; "the first Character" is the Character."""
    spell = {"type": CardType.SPELL, "hand_cost": 0, "reserve_cost": 0}
    b = GameBuilder().in_expedition("p1", "hero", "Bearer", **grammar_fields(text, "Bearer"))
    b = b.in_hand("p1", "Bolt", **spell).in_hand("p1", "Recruit", **{**ALLY, "hand_cost": 0})
    state, _ = until_decision(b.deck_of("p1", 4).deck_of("p2", 4).at_afternoon().build())
    state, _ = play_card(state, "p1", find(state, "Bolt"), "spell")
    state, _ = until_decision(state)
    state, _ = answer(state, pending(state).id, "pass")  # p2
    state, _ = until_decision(state)
    state, _ = play_card(state, "p1", find(state, "Recruit"), "hero")
    state, _ = until_decision(state)
    assert state.objects[find(state, "Recruit")].boosts == boosted


@pytest.mark.parametrize(("top", "in_hand"), [(CardType.CHARACTER, True), (CardType.SPELL, False)])
def test_6_5_f_what_resupply_put_in_reserve_is_it_and_its_kind_is_checked(
    top: str, in_hand: bool
) -> None:
    """ "If you put a Character in Reserve this way, you may put it in your hand": the card
    Resupply put in Reserve (7.3.31) is "it"; only a Character goes to the hand."""
    text = "{J} Resupply. If you put a Character in Reserve this way, you may put it in your hand."
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 3)
    b = b.in_deck("p1", "Top", **{**ALLY, "type": top}).deck_of("p2", 3)
    state, entries, _ = _resolved(b, _labels())
    assert ("Top" in names(state, "hand:p1")) is in_hand
    assert ("Top" in names(state, "reserve:p1")) is not in_hand
    assert "6.5.d" in rules_of(entries)  # the kind, evaluated as the step begins


@pytest.mark.parametrize(("had", "drawn", "mine"), [(0, 0, 0), (2, 1, 0), (3, 0, 3)])
def test_6_5_d_what_follows_depends_on_the_number_removed(had: int, drawn: int, mine: int) -> None:
    """Ally's boosts removed: none — nothing; 1-2 — a card drawn; 3+ — I gain 3 boosts."""
    text = (
        "{J} Remove all boosts from Characters you control. Then, depending on the number of "
        "boosts removed this way: \u2022 1-2: Draw a card. \u2022 3+: I gain 3 boosts."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 3)
    b = b.in_expedition("p1", "hero", "Ally", counters={BOOST: had}, **ALLY)
    state, entries, _ = _resolved(b.deck_of("p1", 4).deck_of("p2", 4))
    assert state.objects[find(state, "Ally")].boosts == 0
    assert len(names(state, "hand:p1")) == drawn
    assert state.objects[find(state, "Unique")].boosts == mine
    assert "2.5.g" in rules_of(entries)


def test_5_1_2_f_the_character_resupply_put_in_reserve_is_played_for_less() -> None:
    """ "… you may immediately play it for {2} less": Top (Hand Cost 3) is played from
    Reserve paying 1 — its Reserve Cost 3, less 2 (5.1.2.f, 5.2.b)."""
    text = (
        "{J} Resupply. If you put a Character in Reserve this way, you may immediately play it "
        "for {2} less."
    )
    b = GameBuilder().in_hand("p1", "Unique", **grammar_fields(text)).mana("p1", 3)
    top = {**ALLY, "hand_cost": 3, "reserve_cost": 3}
    b = b.in_deck("p1", "Top", **top).deck_of("p2", 3)
    state, entries, _ = _resolved(b, _labels())
    assert "Top" in names(state, "expedition:p1:hero")
    assert {"5.1.2.f", "5.2.b"} <= rules_of(entries)


def _tap_mode(d: Decision) -> list[str]:
    """Choose the "{T}: Draw a card." mode; a "may": yes."""
    if d.kind == DecisionKind.OPTIONAL_STEP:
        return ["yes"]
    return [o.id for o in d.options if "{T}" in o.label][:1] or _first(d)


@pytest.mark.parametrize(("before", "drawn"), [("", 1), ("Exhaust me. ", 0)])
def test_6_4_c_a_tap_in_a_mode_is_the_cost_of_its_effect(before: str, drawn: int) -> None:
    """ "• {T}: Draw a card": written "Cost: Effect" (2.2.12.k), {T} is the cost of the draw
    (1.2.5.a), paid in full or not at all (6.4.c) — no "if you did" is printed (6.5.f only
    beside it). Already exhausted, the cost cannot be paid (2.4.6.a): no card is drawn."""
    text = f"{{J}} {before}Choose one: • I gain 1 boost. • {{T}}: Draw a card."
    state, entries, _ = _resolved(_board(text), _tap_mode)
    assert len(names(state, "hand:p1")) == drawn
    tapped = [e for e in entries if e.text.startswith(("Unique is exhausted", "Unique would"))]
    line = tapped[-1]
    assert "6.4.c" in line.rules and "6.5.f" not in line.rules, [(e.text, e.rules) for e in tapped]
    if not drawn:
        assert "it is the cost of what follows" in line.text


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("{J} Sacrifice target Character you control.", True),  # one's own, unwelcome
        ("{J} Target Character an opponent controls gains 2 boosts.", True),  # helps them
        ("{J} Target Character gains 2 boosts.", False),  # one's own can be chosen
    ],
)
def test_6_5_a_a_mandatory_target_the_player_would_rather_not_choose(text: str, said: bool) -> None:
    """ "(no “you may”: the step is mandatory)" on a target question too, not only on a
    choice of one's own objects: a target is no "you may" (6.5.a, 6.5.c)."""
    _, _, asked = _resolved(_board(text), _labels("Foe", "Ally"))
    target = [d for d in asked if d.kind == DecisionKind.TARGET]
    assert target
    assert ("the step is mandatory" in target[0].prompt) is said
    assert ("6.5.a" in target[0].rules) is said
