"""Abilities of a non-Hero object work only in play; support abilities only in Reserve
(1.2.4.d). The trace says so where a judge would expect the card to act: an "At Noon"
Reaction of a card in Hand or Reserve does not activate, and a card's own "If I would ...
instead" does not apply to what happens to it outside play."""

from __future__ import annotations

from engine import (
    Ability,
    AbilityKind,
    ActionKind,
    EffectStep,
    GameBuilder,
    Phase,
    Subject,
    answer,
    find,
)
from engine.state.cards import ModifierSpec, TriggerKind
from engine.state.enums import Status, ZoneKind
from engine.why.trace import named_text

from ..cards_text.helpers import play
from .helpers import pending, until_decision

_BOOST = EffectStep(ActionKind.GIVE_BOOST, Subject.SELF)


def _at_noon(support: bool = False) -> tuple[Ability, ...]:
    return (
        Ability(
            AbilityKind.REACTION,
            "At Noon – I gain 1 boost.",
            trigger=TriggerKind.AT_PHASE,
            phase=Phase.NOON,
            effect=(_BOOST,),
            support=support,
        ),
    )


def test_1_2_4_d_an_at_noon_reaction_outside_play_does_not_activate_and_the_trace_says_why() -> (
    None
):
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Watcher", abilities=_at_noon())
        .in_hand("p1", "Pocketed", abilities=_at_noon())
        .in_reserve("p2", "Benched", abilities=_at_noon())
        .in_reserve("p2", "Helper", abilities=_at_noon(support=True))
    )
    state, entries = until_decision(b.at_phase(Phase.NOON).build())
    begins = next(e for e in entries if "Noon begins" in e.text)
    judge = named_text(begins.text, begins.unnamed)  # every card named
    assert "2.2.12.g" in begins.rules
    assert "Pocketed in p1's Hand" in judge
    # 3.1.3.f: told to the table, the card in p1's Hand is not named (its Reaction would
    # tell p2 what it is); the one in p2's Reserve is, as every player sees it.
    assert "Pocketed" not in begins.text
    assert "Benched in p2's Reserve (not a support ability)" in begins.text
    assert "Watcher" not in judge and "Helper" not in judge  # both work
    boosted = {n: state.objects[find(state, n)].boosts for n in ("Watcher", "Pocketed", "Benched")}
    assert boosted == {"Watcher": 1, "Pocketed": 0, "Benched": 0}


def test_1_2_4_d_nothing_said_when_no_card_outside_play_has_one() -> None:
    b = GameBuilder().in_expedition("p1", "hero", "Watcher", abilities=_at_noon())
    _, entries = until_decision(b.at_phase(Phase.NOON).build())
    assert not any("2.2.12.g" in e.rules for e in entries)


def test_1_2_4_d_own_replacement_does_not_apply_to_a_card_in_hand() -> None:
    # "If I would go to Reserve, put me in my Discard pile instead" does nothing for a
    # card put from Hand into Reserve: the card is not in play.
    stay = Ability(
        AbilityKind.PASSIVE,
        "If I would go to Reserve, put me in my Discard pile instead.",
        modifier=ModifierSpec(
            True, ActionKind.MOVE, to_zone=ZoneKind.RESERVE, replace_to_zone=ZoneKind.DISCARD
        ),
    )
    put = Ability(
        AbilityKind.REACTION,
        "At Noon – put a card from your Hand in Reserve.",
        trigger=TriggerKind.AT_PHASE,
        phase=Phase.NOON,
        effect=(
            EffectStep(ActionKind.PUT, Subject.A_CARD_FROM_YOUR_HAND, to_zone=ZoneKind.RESERVE),
        ),
    )
    b = (
        GameBuilder()
        .hero("p1", "Keeper", abilities=(put,))
        .in_hand("p1", "Stubborn", abilities=(stay,))
    )
    state, _ = until_decision(b.at_phase(Phase.NOON).build())
    assert [o.label for o in pending(state).options] == ["Stubborn"]
    state, _ = answer(state, pending(state).id, (find(state, "Stubborn"),))
    state, entries = until_decision(state)
    assert [state.name(o) for o in state.zone("reserve:p1")] == ["Stubborn"]  # not discarded
    (put_line,) = [e for e in entries if "2.2.12.g" in e.rules]
    assert "Stubborn is put in p1's Reserve" in put_line.text
    assert (
        "Stubborn's “If I would go to Reserve, put me in my Discard pile instead” does not "
        "apply: it is in p1's Hand, and its abilities work only in play"
    ) in put_line.text


def _veteran(status: Status) -> Ability:
    return Ability(
        AbilityKind.PASSIVE,
        f"If I would gain {status.value}, I gain 1 boost instead.",
        modifier=ModifierSpec(
            True, ActionKind.GAIN_STATUS, status=status, replace_action=ActionKind.GIVE_BOOST
        ),
    )


def test_1_2_4_d_own_replacement_in_limbo_named_only_when_it_would_match() -> None:
    # Played from Reserve, the card gains Fleeting in Limbo (5.2.1.b): its own "If I would
    # gain Fleeting" is said not to apply there; "If I would gain Anchored" is not about it.
    said = {}
    for status in (Status.FLEETING, Status.ANCHORED):
        b = GameBuilder().in_reserve("p1", "Veteran", abilities=(_veteran(status),)).mana("p1", 2)
        _, entries = play(b, "Veteran")
        limbo = next(e for e in entries if "to Limbo" in e.text)
        said[status] = "2.2.12.g" in limbo.rules
    assert said == {Status.FLEETING: True, Status.ANCHORED: False}


def _discarded_from_reserve(support: bool) -> list[str]:
    """What the trace says of a Reserve card's own "When I'm discarded" (support or not) as
    it is discarded from p1's Reserve."""
    from engine.pipeline.own_leave_misses import missed_own_leaving
    from engine.state.events import Event

    own = Ability(
        AbilityKind.REACTION,
        "When I'm discarded – I gain 1 boost.",
        trigger=TriggerKind.DISCARDED,
        effect=(_BOOST,),
        support=support,
    )
    state = GameBuilder().in_reserve("p1", "Benched", abilities=(own,)).build()
    oid = find(state, "Benched")
    ev = Event(0, ActionKind.DISCARD, oid, "gone", from_zone="reserve:p1", to_zone="discard:p1")
    return [note for note, _, _ in missed_own_leaving(state, [ev])]


def test_1_2_4_d_a_support_reaction_in_reserve_works_so_no_miss_is_said() -> None:
    # 6.3.f: it works before the event (a ready support ability in Reserve, 1.2.4.d)
    assert _discarded_from_reserve(support=True) == []
    said = _discarded_from_reserve(support=False)
    assert len(said) == 1 and "Benched" in said[0] and "does not activate" in said[0]
