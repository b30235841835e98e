"""Ignored keyword abilities (7.3.19.b): a printed keyword whose object's abilities are
ignored exists but has no effect — an Eternal Character goes to Reserve at Rest, a Tough
one costs nothing more to target — and the trace says so where it would have decided."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    CardType,
    DecisionKind,
    Duration,
    EffectStep,
    GameBuilder,
    Keyword,
    OngoingSpec,
    Phase,
    Step,
    Subject,
    answer,
    find,
    play_card,
    request,
)
from engine.reading.passives import has_keyword, ignored_keywords, tough_amount
from engine.state.cards import IgnoreSpec
from engine.state.enums import BOOST, Status
from engine.state.game_state import GameState

from ..cards_text.helpers import executed, fields, read
from .helpers import pending, rules_of, until_decision


def _ignored(state: GameState, name: str, ignore: IgnoreSpec | None = None) -> GameState:
    ongoing = OngoingSpec((), Duration.DAY)
    if ignore is not None:  # only the kinds named (7.3.19.a)
        ongoing = OngoingSpec(
            (Ability(AbilityKind.PASSIVE, "ignored", ignore=ignore),), Duration.DAY
        )
    step = Step(ActionKind.IGNORE, controller="p1", objects=(find(state, name),), ongoing=ongoing)
    state, _ = request(state, step)
    return state


def test_7_3_19_b_an_ignored_eternal_goes_to_reserve_at_rest_and_is_said() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Elder", keywords=frozenset({Keyword.ETERNAL}))
    state = _ignored(b.at_phase(Phase.NIGHT).build(), "Elder")
    assert ignored_keywords(state, find(state, "Elder")) == (Keyword.ETERNAL,)
    assert not has_keyword(state, find(state, "Elder"), Keyword.ETERNAL)
    state, entries = until_decision(state)
    assert state.objects[find(state, "Elder")].zone == "reserve:p1"
    assert "7.3.19.b" in rules_of(entries)
    assert any("Elder's Eternal is ignored" in e.text for e in entries)


def test_7_3_19_b_an_ignored_tough_costs_nothing_more() -> None:
    b = GameBuilder().in_expedition(
        "p2", "hero", "Shell", keywords=frozenset({Keyword.TOUGH}), tough=2
    )
    state = b.build()
    assert tough_amount(state, find(state, "Shell")) == 2
    state = _ignored(state, "Shell")
    assert tough_amount(state, find(state, "Shell")) == 0


def test_7_3_19_a_ignoring_only_reactions_leaves_keywords_working() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Elder", keywords=frozenset({Keyword.ETERNAL}))
    state = _ignored(b.build(), "Elder", IgnoreSpec(kinds=frozenset({AbilityKind.REACTION})))
    assert has_keyword(state, find(state, "Elder"), Keyword.ETERNAL)
    assert ignored_keywords(state, find(state, "Elder")) == ()


# ---------------------------------------------- said where the keyword would have decided
def _target_shell(state: GameState) -> tuple[GameState, list[str]]:
    """p1 plays a Spell "Target Character gains 1 boost" and targets p2's Shell."""
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Nudge"), "spell")
    state, entries = until_decision(state)
    texts = [first.text, *(e.text for e in entries)]
    rules = [*rules_of((first, *entries))]
    assert pending(state).kind == DecisionKind.TARGET
    state, chosen = answer(state, pending(state).id, (find(state, "Shell"),))
    state, after = until_decision(state)
    return state, [*texts, chosen.text, *(e.text for e in after), *rules, *rules_of((chosen,))]


def _shell_board(spec: IgnoreSpec | None = None, *, own: bool = False) -> GameState:
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.TARGET_CHARACTER, amount=1)
    b = (
        GameBuilder()
        .in_hand("p1", "Nudge", type=CardType.SPELL, hand_cost=0, effect=(boost,))
        .in_expedition(
            "p1" if own else "p2", "hero", "Shell", keywords=frozenset({Keyword.TOUGH}), tough=2
        )
        .mana("p1", 3)
        .at_afternoon()
    )
    return _ignored(b.build(), "Shell", spec)


def _orbs_exhausted(state: GameState) -> int:
    return sum(Status.EXHAUSTED in state.objects[o].statuses for o in state.zone("mana:p1"))


def test_7_3_19_b_an_ignored_tough_is_said_where_the_target_is_chosen() -> None:
    state, said = _target_shell(_shell_board())
    assert _orbs_exhausted(state) == 0  # no Tough cost (7.4.7.c) — its Tough is ignored
    assert "p1 targets Shell: Shell's Tough is ignored: no cost to target it" in said
    assert "7.3.19.b" in said


def test_2_3_1_d_a_lost_tough_is_said_with_the_rule_of_losing_abilities() -> None:
    state, said = _target_shell(_shell_board(IgnoreSpec(lose=True)))
    assert _orbs_exhausted(state) == 0
    assert any("Shell lost its abilities, Tough too: no cost to target it" in s for s in said)
    assert "2.3.1.d" in said


def test_7_4_7_c_an_ignored_tough_of_ones_own_object_is_not_said() -> None:
    _, said = _target_shell(_shell_board(own=True))
    assert not any("Tough is ignored" in s for s in said)  # never paid for one's own
    assert "7.3.19.b" not in said


def test_7_3_19_b_an_ignored_gigantic_is_said_at_dusk_where_its_other_expedition_counts() -> None:
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Colossus", keywords=frozenset({Keyword.GIGANTIC}))
        .in_expedition("p2", "companion", "Walker")
    )
    state = _ignored(b.at_phase(Phase.DUSK).build(), "Colossus")
    state, entries = until_decision(state)
    assert any(
        "Colossus' Gigantic is ignored: not in p1's companion Expedition"
        in e.text.replace("Companion", "companion")
        for e in entries
    )
    assert "7.3.19.b" in rules_of(entries)


def test_7_3_19_b_an_ignored_seasoned_keeps_no_boost_at_rest_and_is_said() -> None:
    b = GameBuilder().in_expedition(
        "p1", "hero", "Veteran", keywords=frozenset({Keyword.SEASONED}), counters={BOOST: 2}
    )
    state = _ignored(b.at_phase(Phase.NIGHT).build(), "Veteran")
    state, entries = until_decision(state)
    vet = find(state, "Veteran")
    assert state.objects[vet].zone == "reserve:p1"
    assert state.objects[vet].counters.get(BOOST, 0) == 0
    assert any(
        "Veteran's Seasoned is ignored: it does not keep its boosts" in e.text for e in entries
    )
    assert "7.3.19.b" in rules_of(entries)


def _rally(ignore: bool) -> tuple[GameState, list[str]]:
    """p1 plays Rallier ("I gain 1 boost for each other Character in my Expedition") to
    the hero Expedition; Colossus's card is in p1's companion one."""
    text = "{J} I gain 1 boost for each other Character in my Expedition."
    rallier = fields(executed(read(text, name="Rallier")))
    b = (
        GameBuilder()
        .in_hand("p1", "Rallier", **rallier)
        .in_expedition("p1", "companion", "Colossus", keywords=frozenset({Keyword.GIGANTIC}))
        .mana("p1", 3)
        .at_afternoon()
    )
    state, _ = until_decision(b.build())
    state = _ignored(state, "Colossus") if ignore else state
    state, first = play_card(state, "p1", find(state, "Rallier"), "hero")
    state, entries = until_decision(state)
    while state.pending is not None and state.pending.kind == DecisionKind.PAY_MANA:
        d = state.pending
        state, paid = answer(state, d.id, d.option_ids()[: d.min_choices])
        state, more = until_decision(state)
        entries = (*entries, paid, *more)
    all_entries = (first, *entries)
    return state, [*(e.text for e in all_entries), *rules_of(all_entries)]


def test_7_3_19_b_an_ignored_gigantic_of_the_other_expedition_is_not_counted_as_in_mine() -> None:
    state, said = _rally(ignore=False)
    assert state.objects[find(state, "Rallier")].boosts == 1  # Colossus is in both (7.4.4.b)
    assert not any("Gigantic is ignored" in s for s in said)
    state, said = _rally(ignore=True)
    assert state.objects[find(state, "Rallier")].boosts == 0
    assert any(
        "Colossus' Gigantic is ignored: not in p1's hero Expedition, so not counted there" in s
        for s in said
    ), said
    assert "7.3.19.b" in said


def _scout_turn(ignore: bool) -> tuple[list[str], list[str]]:
    """p1's turn with Scouty ("Scout 1", Hand Cost 3) in Hand: the options and what is said."""
    b = GameBuilder().in_hand(
        "p1", "Scouty", hand_cost=3, keywords=frozenset({Keyword.SCOUT}), scout=1
    )
    state = b.mana("p1", 3).at_afternoon().build()
    state = _ignored(state, "Scouty") if ignore else state
    state, entries = until_decision(state)
    options = [o.label for o in pending(state).options]
    return options, [*(e.text for e in entries), *rules_of(entries)]


def test_7_3_19_b_an_ignored_scout_is_not_offered_and_is_said() -> None:
    options, said = _scout_turn(ignore=False)
    assert any("with Scout" in o for o in options)
    assert not any("Scout is ignored" in s for s in said)
    options, said = _scout_turn(ignore=True)
    assert not any("with Scout" in o for o in options)
    assert any("play Scouty from hand for 3" in o for o in options)  # its Hand Cost
    assert any("Scouty's Scout is ignored: not offered with Scout" in s for s in said), said
    assert "7.3.19.b" in said


def _flash(ignore: bool) -> tuple[GameState, list[str]]:
    """p1 plays Flash, a Spell with Fleeting and Cooldown, from Hand."""
    keywords = frozenset({Keyword.FLEETING, Keyword.COOLDOWN})
    b = GameBuilder().in_hand("p1", "Flash", type=CardType.SPELL, hand_cost=0, keywords=keywords)
    state = b.mana("p1", 1).at_afternoon().build()
    state = _ignored(state, "Flash") if ignore else state
    state, _ = until_decision(state)
    state, first = play_card(state, "p1", find(state, "Flash"), "spell")
    state, entries = until_decision(state)
    return state, [*(e.text for e in (first, *entries)), *rules_of((first, *entries))]


def test_7_3_19_b_an_ignored_fleeting_spell_goes_to_reserve_and_is_said() -> None:
    state, said = _flash(ignore=False)
    assert state.objects[find(state, "Flash")].zone == "discard:p1"  # 2.4.7.b, 2.4.7.e
    assert not any("Fleeting is ignored" in s for s in said)
    state, said = _flash(ignore=True)
    flash = state.objects[find(state, "Flash")]
    assert flash.zone == "reserve:p1"
    assert Status.EXHAUSTED in flash.statuses  # its Cooldown, a new object in Limbo (2.1.d)
    assert any("Flash's Fleeting is ignored: it does not gain Fleeting" in s for s in said), said
    assert "7.3.19.b" in said


def test_7_3_19_b_an_ignored_cooldown_leaves_the_spell_ready_in_reserve_and_is_said() -> None:
    """Chill, a Spell with Cooldown ("Target Character gains 1 boost"), is ignored in Limbo
    while its target is chosen: it goes to Reserve ready (7.4.1.b does not apply)."""
    boost = EffectStep(ActionKind.GIVE_BOOST, Subject.TARGET_CHARACTER, amount=1)
    results = []
    for ignore in (False, True):
        b = (
            GameBuilder()
            .in_hand(
                "p1",
                "Chill",
                type=CardType.SPELL,
                hand_cost=0,
                keywords=frozenset({Keyword.COOLDOWN}),
                effect=(boost,),
            )
            .in_expedition("p1", "hero", "Walker")
            .mana("p1", 1)
            .at_afternoon()
        )
        state, _ = until_decision(b.build())
        state, _ = play_card(state, "p1", find(state, "Chill"), "spell")
        state, _ = until_decision(state)
        assert pending(state).kind == DecisionKind.TARGET
        state = _ignored(state, "Chill") if ignore else state
        state, chosen = answer(state, pending(state).id, (find(state, "Walker"),))
        state, after = until_decision(state)
        said = [e.text for e in (chosen, *after)] + list(rules_of((chosen, *after)))
        chill = state.objects[find(state, "Chill")]
        assert chill.zone == "reserve:p1"
        results.append((Status.EXHAUSTED in chill.statuses, said))
    (exhausted, said), (ignored_exhausted, ignored_said) = results
    assert exhausted and "7.4.1.b" in said and not any("is ignored" in s for s in said)
    assert not ignored_exhausted
    assert any(
        "Chill's Cooldown is ignored: it goes to Reserve ready" in s for s in ignored_said
    ), ignored_said
    assert "7.3.19.b" in ignored_said and "7.4.1.b" not in ignored_said


def test_2_4_7_d_a_fleeting_character_whose_abilities_are_ignored_is_discarded_and_said() -> None:
    b = GameBuilder().in_expedition(
        "p1",
        "hero",
        "Flicker",
        statuses=frozenset({Status.FLEETING}),
        keywords=frozenset({Keyword.DEFENDER}),
    )
    state = _ignored(b.at_phase(Phase.NIGHT).build(), "Flicker")
    state, entries = until_decision(state)
    assert state.objects[find(state, "Flicker")].zone == "discard:p1"
    assert any(
        "Flicker: abilities ignored, but Fleeting is a status, not an ability" in e.text
        for e in entries
    ), [e.text for e in entries]
    assert "2.4.7.d" in rules_of(entries)
