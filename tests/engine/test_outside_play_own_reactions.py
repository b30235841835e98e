"""A card outside play is in no Expedition and its abilities do not work (1.2.4.d): its own
"my Expedition" and "I" Reactions do not activate, and the trace says why where a judge
would look — a Character joining its player's Expedition, that Expedition moving forward,
the card itself exhausted in Reserve. A card in a Hand or a Deck is told about in the
judge's view only: its name and Reaction would tell the table what it is (3.1.3.f)."""

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
from engine.state.cards import TriggerKind
from engine.why.trace import TraceEntry, named_rules, named_text

from ..cards_text.helpers import executed, fields, play, read
from .helpers import pending, until_decision

_JOINS = "When a Character joins my Expedition — I gain 1 boost."


def _outside(entries: tuple[TraceEntry, ...]) -> list[TraceEntry]:
    """The lines citing 1.2.4.d in the judge's view (every card named)."""
    return [e for e in entries if "2.2.12.g" in named_rules(e.rules, e.unnamed)]


def _watcher_board(where: str) -> GameBuilder:
    watcher = fields(executed(read(_JOINS, name="Lookout")))
    b = GameBuilder().in_hand("p1", "Walker", hand_cost=0)
    if where == "hero":
        return b.in_expedition("p1", "hero", "Lookout", **watcher)
    if where == "reserve":
        return b.in_reserve("p1", "Lookout", **watcher)
    return b.in_hand("p1", "Lookout", **watcher)


def test_1_2_4_d_my_expedition_reaction_of_a_card_in_reserve_does_not_activate() -> None:
    for dest in ("hero", "companion"):  # "my Expedition": either may be the one expected
        state, entries = play(_watcher_board("reserve"), "Walker", dest=dest)
        assert state.objects[find(state, "Lookout")].boosts == 0
        (line,) = _outside(entries)
        assert (
            "Lookout's “When a Character joins my Expedition — I gain 1 boost” does not "
            "activate: it is in p1's Reserve, in no Expedition, and its abilities work only "
            "in play (2.2.12.g)"
        ) in line.text  # the Reserve is seen by every player: told to the table


def test_1_2_4_d_my_expedition_reaction_in_play_activates_and_nothing_is_explained() -> None:
    state, entries = play(_watcher_board("hero"), "Walker", dest="hero")
    assert state.objects[find(state, "Lookout")].boosts == 1
    assert _outside(entries) == []


def test_1_2_4_d_a_card_in_hand_is_explained_to_the_judge_only() -> None:
    _, entries = play(_watcher_board("hand"), "Walker", dest="hero")
    (line,) = _outside(entries)
    judge = named_text(line.text, line.unnamed)
    assert "Lookout's “When a Character joins my Expedition" in judge
    assert "it is in p1's Hand, in no Expedition" in judge
    # 3.1.3.f: p2 may not learn what p1 holds — neither the card nor that a rule explains it.
    assert "Lookout" not in line.text and "2.2.12.g" not in line.rules
    assert "Lookout" in named_text(line.text, line.unnamed, {"hand"})
    assert "Lookout" not in named_text(line.text, line.unnamed, {"deck"})


def test_1_2_4_d_my_expedition_moves_forward_on_a_card_in_reserve() -> None:
    forward = fields(
        executed(read("When my Expedition moves forward — I gain 1 boost.", name="Scout"))
    )
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Runner", forest=3, mountain=3, water=3)
        .in_reserve("p1", "Scout", **forward)
    )
    _, entries = until_decision(b.at_phase(Phase.DUSK).build())
    moved = [e for e in entries if "moves forward" in e.text and "2.2.12.g" in e.rules]
    assert len(moved) == 1
    assert (
        "Scout's “When my Expedition moves forward — I gain 1 boost” does not activate: it "
        "is in p1's Reserve, in no Expedition"
    ) in moved[0].text


def test_1_2_4_d_an_at_noon_reaction_of_a_deck_card_is_explained_only_with_decks_shown() -> None:
    at_noon = Ability(
        AbilityKind.REACTION,
        "At Noon – I gain 1 boost.",
        trigger=TriggerKind.AT_PHASE,
        phase=Phase.NOON,
        effect=(EffectStep(ActionKind.GIVE_BOOST, Subject.SELF),),
    )
    b = GameBuilder().in_deck("p1", "Buried", abilities=(at_noon,))
    _, entries = until_decision(b.at_phase(Phase.NOON).build())
    begins = next(e for e in entries if "Noon begins" in e.text)
    assert begins.text == "Day 1: Noon begins; no Reactions in Limbo"  # nothing of the Deck
    assert "2.2.12.g" not in begins.rules
    assert "2.2.12.g" in named_rules(begins.rules, begins.unnamed, {"deck"})
    judge = named_text(begins.text, begins.unnamed, {"deck"})
    assert "“At Noon” Reactions of cards outside play do not activate: Buried in p1's Deck" in (
        judge
    )
    assert named_text(begins.text, begins.unnamed, {"hand"}) == begins.text


def test_1_2_4_d_an_i_reaction_of_a_card_in_reserve_gaining_counters_does_not_activate() -> None:
    # A card in Reserve may gain counters (2.5.b forbids them only in Hand, Deck and Discard
    # pile); its "When I gain my third Kelon counter" works only in play.
    hoarder = fields(
        executed(read("When I gain my third Kelon counter — draw a card.", name="Hoarder"))
    )
    spell = fields(
        executed(
            read("Target card in your Reserve gains 3 Kelon counters.", type="Spell", name="Gift")
        )
    )
    b = (
        GameBuilder()
        .in_hand("p1", "Gift", **{**spell, "hand_cost": 0})
        .in_reserve("p1", "Hoarder", **hoarder)
        .in_deck("p1", "Filler")
    )
    state, _ = play(b, "Gift", dest="spell")
    state, _ = answer(state, pending(state).id, (find(state, "Hoarder"),))
    state, entries = until_decision(state)
    assert state.objects[find(state, "Hoarder")].counters.get("Kelon") == 3
    assert state.zone("hand:p1") == ()  # nothing drawn
    (line,) = _outside(entries)
    assert (
        "Hoarder's “When I gain my third Kelon counter — draw a card” does not activate: it is "
        "in p1's Reserve, and its abilities work only in play (2.2.12.g)"
    ) in line.text
