"""Printed triggers on cards moving (6.3.f, 6.3.g, 6.3.i): a card leaving the Reserve, joining
the discard pile, going to Reserve, a Character leaving or joining Expeditions, a Permanent
joining — "during [phase]" narrowing them (4.2.a) — one test per construct with the printed
sentence it covers and a board showing what the text does."""

from __future__ import annotations

from collections.abc import Callable

from engine import (
    CardType,
    GameBuilder,
    PermanentZone,
    Phase,
    find,
)

from ..engine.helpers import choose, rules_of
from .helpers import (
    boosts_of,
    counters_of,
    executed,
    fields,
    from_phase,
    names,
    play,
    reaction_of,
    read,
)


def test_6_3_f_when_a_card_leaves_your_reserve_during_the_afternoon() -> None:
    text = "When a card leaves your Reserve during the Afternoon \u2014 I gain 1 Sap counter."
    assert reaction_of(text)["during"] == "Afternoon"
    f = fields(executed(read(text, type="Permanent", name="Refinery")))
    b = GameBuilder().in_landmarks("p1", "Refinery", **f).in_reserve("p1", "Scout").mana("p1", 2)
    state, entries = play(b, "Scout")  # played from Reserve: it leaves the Reserve
    assert counters_of(state, "Refinery", "Sap") == 1
    assert "6.3.g" in rules_of(entries)
    # At Night, Clean-up discards a card from the Reserve: not during the Afternoon.
    b = GameBuilder().in_landmarks("p1", "Refinery", **f)
    for i in range(4):
        b = b.in_reserve("p1", f"Stash {i}")
    state, _ = from_phase(b, Phase.NIGHT)
    while state.pending is not None and "Clean-up" in state.pending.prompt:
        d = state.pending
        state = choose(state, *d.option_ids()[: d.min_choices])
    assert len(state.zone("reserve:p1")) < 4 and counters_of(state, "Refinery", "Sap") == 0


def test_6_3_g_when_a_card_joins_the_discard_pile_once_per_card() -> None:
    text = "When a card joins the discard pile \u2014 I gain 1 boost."
    assert reaction_of(text)["trigger"] == "card_joins_a_discard_pile"
    f = fields(executed(read(text, name="Hunger")))
    spell = fields(executed(read("[Sabotage].", type="Spell", name="Spite")))
    b = (
        GameBuilder()
        .in_expedition("p1", "hero", "Hunger", **f)
        .in_hand("p1", "Spite", **spell)
        .in_reserve("p2", "Stash")
        .mana("p1", 1)
    )
    state, _ = play(b, "Spite", dest="spell")
    state = choose(state, find(state, "Stash"))
    assert "Stash" in names(state, "discard:p2")  # an opponent's Discard pile counts too
    assert boosts_of(state, "Hunger") == 1


def test_6_3_f_when_a_card_goes_from_your_deck_or_hand_to_reserve() -> None:
    text = "When a card goes from your deck or hand to Reserve \u2014 I gain 1 Trial counter."
    f = fields(executed(read(text, name="Warden")))
    supply = fields(executed(read("[Resupply].", type="Spell", name="Supply")))
    b = GameBuilder().in_expedition("p1", "hero", "Warden", **f).in_hand("p1", "Supply", **supply)
    state, _ = play(b.mana("p1", 1).deck_of("p1", 3), "Supply", dest="spell")
    # Resupply put the top card of the Deck in Reserve; the Spell itself went from Limbo.
    assert counters_of(state, "Warden", "Trial") == 1


def test_7_3_39_b_when_a_non_token_character_leaves_your_expeditions() -> None:
    text = "When a non-token Character leaves your Expeditions \u2014 I gain 1 Food counter."
    assert reaction_of(text)["filter"] == {"non_token": True}
    f = fields(executed(read(text, type="Permanent", name="Mess")))
    spells = {
        "Back": "Send target Character to Reserve.",
        "Swap": "Target Character switches Expeditions.",
    }
    food = {}
    for spell, who in (("Back", "Guard"), ("Back", "Ordis Recruit"), ("Swap", "Guard")):
        card = fields(executed(read(spells[spell], type="Spell", name=spell)))
        b = GameBuilder().in_landmarks("p1", "Mess", **f).in_hand("p1", spell, **card)
        b = b.in_expedition("p1", "hero", who, is_token=who == "Ordis Recruit")
        state, _ = play(b.mana("p1", 1), spell, dest="spell")
        state = choose(state, find(state, who))
        food[spell, who] = counters_of(state, "Mess", "Food")
    # a switch leaves one of "your Expeditions" (7.3.39.b, 7.5.11.c): each of them, not a set
    # of them, unless a Gigantic Character makes one (7.4.4.j)
    assert food == {("Back", "Guard"): 1, ("Back", "Ordis Recruit"): 0, ("Swap", "Guard"): 1}


def _boosts_of_tokens_made(board: Callable[[], GameBuilder]) -> dict[str, int]:
    """The boosts of a Robot token (Brassbug) and of a Soldier token (Ordis Recruit), each
    made in p1's hero Expedition by a Spell played on a fresh ``board()``."""
    boosts = {}
    for name, stats, subtype in (
        ("Brassbug", "2/2/2", "Robot"),
        ("Ordis Recruit", "1/1/1", "Soldier"),
    ):
        make = f"Create a [{name} {stats}] {subtype} token in your hero Expedition."
        spell = fields(executed(read(make, type="Spell", name="Make")))
        b = board().in_hand("p1", "Make", **spell)
        state, _ = play(b.mana("p1", 1), "Make", dest="spell")
        boosts[name] = boosts_of(state, name)
    return boosts


def test_6_3_i_when_a_robot_joins_your_expeditions_it_gains_a_boost() -> None:
    text = "When a Robot joins your Expeditions \u2014 It gains 1 boost."
    assert reaction_of(text)["filter"] == {"subtypes": ("Robot",)}
    f = fields(executed(read(text, type="Permanent", name="Hive")))
    boosts = _boosts_of_tokens_made(lambda: GameBuilder().in_landmarks("p1", "Hive", **f))
    assert boosts == {"Brassbug": 1, "Ordis Recruit": 0}


def test_4_2_a_during_a_phase_narrows_any_card_moving_trigger() -> None:
    text = "When a card joins the discard pile during Dusk \u2014 I gain 1 boost."
    assert reaction_of(text)["during"] == "Dusk"
    # Any event trigger reads "during" (the engine keeps every activation to its phase,
    # engine.pipeline.reactions; played on boards in tests/cards_grammar/test_board_phase_slots).
    played = "When you play a Spell during the Afternoon \u2014 Draw a card."
    assert read(played).executable
    assert reaction_of(played)["during"] == "Afternoon"


def test_6_3_i_when_a_robot_joins_my_expedition() -> None:
    text = "When a Robot joins my Expedition \u2014 It gains 1 boost."
    reaction = reaction_of(text)
    assert reaction["trigger"] == "character_joins_my_expedition"
    assert reaction["filter"] == {"subtypes": ("Robot",)}
    f = fields(executed(read(text, name="Foreman")))
    boosts = _boosts_of_tokens_made(
        lambda: GameBuilder().in_expedition("p1", "hero", "Foreman", **f)
    )
    assert boosts == {"Brassbug": 1, "Ordis Recruit": 0}


def test_5_2_3_a_when_another_permanent_joins_your_expeditions_or_landmarks() -> None:
    text = (
        "When another Permanent joins your Expeditions or Landmarks \u2014 I gain 1 Arcane counter."
    )
    reaction = reaction_of(text)
    assert reaction["trigger"] == "permanent_joins_your_expeditions_or_landmarks"
    assert reaction["filter"] == {"another": True}
    f = fields(executed(read(text, type="Permanent", name="Spires")))
    arcane = {}
    for kind in ("Permanent", "Character"):
        card = {"type": CardType(kind), "hand_cost": 1, "reserve_cost": 1}
        if kind == "Permanent":
            card["permanent_zone"] = PermanentZone.LANDMARK
        b = GameBuilder().in_landmarks("p1", "Spires", **f).in_hand("p1", "Tower", **card)
        state, _ = play(
            b.mana("p1", 1), "Tower", dest="hero" if kind == "Character" else "landmark"
        )
        arcane[kind] = counters_of(state, "Spires", "Arcane")
    assert arcane == {"Permanent": 1, "Character": 0}


def test_6_3_f_when_a_spell_joins_the_discard_pile_narrows_the_cards() -> None:
    text = "When a Spell joins the discard pile \u2014 I gain 1 boost."
    assert reaction_of(text)["filter"] == {"types": ("Spell",)}
    f = fields(executed(read(text, name="Hunger")))
    spell = fields(executed(read("[Sabotage].", type="Spell", name="Spite")))
    gained = {}
    for kind in ("Character", "Spell"):
        b = GameBuilder().in_expedition("p1", "hero", "Hunger", **f).in_hand("p1", "Spite", **spell)
        b = b.in_reserve("p2", "Stash", type=CardType(kind)).mana("p1", 1)
        state, _ = play(b, "Spite", dest="spell")
        state = choose(state, find(state, "Stash"))
        gained[kind] = boosts_of(state, "Hunger")
    assert gained == {"Character": 0, "Spell": 1}
