"""The session-34 review: siblings of the session's first wave played on boards, each
judged by meaning against the CR — the outcome a judge gives."""

from __future__ import annotations

import pytest

from engine import GameBuilder, find
from engine.reading.passives import statistics
from engine.state.decisions import DecisionKind
from scenarios.cards.printed import read_printed

from ..cards_text.helpers import executed, fields, names, not_executed, play, read
from .grammar_cards import grammar_fields, probe_executes
from .probe import probe_card
from .test_board_group_members import ALLY, _answer, _spell


@pytest.mark.parametrize(
    ("quantified", "picked", "draws"),
    [
        ("one of them is an Animal", ("Fern", "Goat"), 1),
        ("both of them are Animals", ("Goat",), 0),
        ("none of them is an Animal", ("Fern", "Moss"), 1),
    ],
)
def test_6_5_d_siblings_of_them(quantified: str, picked: tuple[str, ...], draws: int) -> None:
    text = f"Up to two target Characters gain 1 boost. If {quantified}, draw a card."
    state, _ = play(_spell(text), "Edict", dest="spell")
    assert state.pending is not None and state.pending.kind == DecisionKind.TARGET
    state, _ = _answer(state, picked)
    assert len(state.zone("hand:p1")) == draws


@pytest.mark.parametrize(
    "said",
    ["either of them is not a Plant", "both of them are not Plants", "one of them is not a Mage"],
)
def test_a_not_said_of_each_member_is_refused(said: str) -> None:
    """Read as "not (one of them is a Plant)" it ran as "neither of them is a Plant": with Fern
    (a Plant) and Goat (an Animal) targeted, "either of them is not a Plant" holds (Goat), and
    the card drew nothing — now refused (6.5.b, 6.5.d)."""
    text = f"Up to two target Characters gain 1 boost. If {said}, draw a card."
    assert "not evaluated" in not_executed(read(text, type="Spell"))


@pytest.mark.parametrize(
    ("kinds", "drawn"),
    [(("Spell", "Spell", "Character"), ["C0"]), (("Spell", "Spell", "Spell"), [])],
)
def test_one_of_the_cards_revealed_is_a_character(kinds: tuple[str, ...], drawn: list[str]) -> None:
    """ "If one of them is a Character" outside "… instead" (it ran as a step of its own with
    no "them", never met, when the grammar refused it): one at least of the cards the step
    before revealed (6.5.b, 6.5.d)."""
    text = "Reveal the top 3 cards of your deck. If one of them is a Character, draw a card."
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    for i, kind in enumerate(kinds):
        stats = ALLY if kind == "Character" else {"hand_cost": 1, "reserve_cost": 1}
        b = b.in_deck("p1", f"C{i}", type=kind, **stats)
    state, _ = play(
        b.in_deck("p1", "Last", **ALLY).mana("p1", 4).deck_of("p2", 4), "Edict", "spell"
    )
    assert names(state, "hand:p1") == drawn


SAME_PASSIVE = "As long as I'm in the same Expedition as a Plant, I have +2/+2/+2."


@pytest.mark.parametrize(
    ("twin_gigantic", "plant_in", "plant_gigantic", "power"),
    [
        (True, "companion", False, 3),  # a Gigantic bearer is in both (7.4.4.b)
        (True, "hero", False, 3),
        (False, "companion", True, 3),  # so is a Gigantic Plant
        (False, "companion", False, 1),
    ],
)
def test_7_4_4_b_the_same_expedition_as_a_plant_gigantic(
    twin_gigantic: bool, plant_in: str, plant_gigantic: bool, power: int
) -> None:
    """gk: "I'm in the same Expedition as a Plant" — a Gigantic one is in both of its
    controller's Expeditions (7.4.4.b), the bearer or the Plant."""
    twin = {**grammar_fields(SAME_PASSIVE, "Twin", unique=False), **ALLY}
    if twin_gigantic:
        twin["keywords"] = ["Gigantic"]
    plant: dict[str, object] = {"subtypes": ("Plant",), **ALLY}
    if plant_gigantic:
        plant["keywords"] = ["Gigantic"]
    b = GameBuilder().in_expedition("p1", "hero", "Twin", **twin)
    state = b.in_expedition("p1", plant_in, "Sprout", **plant).build()
    assert min(statistics(state, find(state, "Twin")).values()) == power


@pytest.mark.parametrize(("p1_holds", "p1_draws"), [(0, 2), (1, 0)])
def test_1_4_7_b_each_player_who_has_no_cards_in_hand(p1_holds: int, p1_draws: int) -> None:
    """gl: "Each player who has no cards in hand draws two cards" — "you" of the condition is
    each player in turn, checked just before their step (6.5.d, 1.4.7.b)."""
    text = "Each player who has no cards in hand draws two cards."
    b = GameBuilder().in_hand("p1", "Edict", **fields(executed(read(text, type="Spell"))))
    for i in range(p1_holds):
        b = b.in_hand("p1", f"Kept{i}", **ALLY)
    state, _ = play(b.mana("p1", 4).deck_of("p1", 4).deck_of("p2", 4), "Edict", "spell")
    assert len(state.zone("hand:p1")) == p1_holds + p1_draws
    assert len(state.zone("hand:p2")) == 2


# review34 siblings judged by meaning (gj, gk, gl, gm, cite4): read and executed (RIGHT, the
# ones above played on boards) or refused with a reason naming the words (a part of it).
RIGHT_READ = (
    "SPELL Choose a Spell in your Reserve. You may play it this turn for {2} less.",
    "{H} Choose a Permanent in your Reserve. You may play it this Afternoon for {1} less.",
    "{J} You may play target Character in your Reserve this turn for {1} more.",
    "{H} Target Character can't be targeted until the end of your next turn.",
    "{J} Each opponent can't play Spells until the end of their next turn.",
    "When I join one of your Expeditions, if you control a Soldier in it — I gain 1 boost.",
    "When I join an Expedition, if there are three or more Characters in it — Draw a card.",
    "At Noon, if I'm in the same Expedition as a token Character — Draw a card.",
    "{J} Each other Character in my Expedition gains 1 boost.",
    "SPELL Target Character in any Expedition gains 2 boosts.",
    "SPELL For each token Character you control, create a Mana Moth token in its Expedition.",
    "As long as you have more cards in hand than each opponent, I have +1/+1/+1.",
    "As long as your opponent controls more Characters than you, I have +1 {M}.",
    "SPELL Return a Character from your discard pile to your hand at random.",
    "SPELL The next two Plant Characters you play this turn cost {1} less.",
    "{J} The next two cards you play from Reserve this turn cost {1} less.",
    "When a Character you control that has a boost leaves play — Draw a card.",
)
REFUSED_READ = {
    "{R} Choose a Character in your discard pile. You may play it this turn for {1} less": "",
    "{J} Choose a Spell in your Reserve. You may play it this turn as if it were in your hand.": "",
    "When I join an Expedition, if your opponent controls a Character in it — Draw a card.": "",
    "As long as I'm in the same Expedition as an opponent's Character, I have +1 {O}.": "",
    "SPELL Each Character in the Expedition with the most Characters gains 1 boost.": "",
    "If I would gain Thread counters, I gain that many plus one instead.": "6.2.b",
    "SPELL Name a number. Reveal the top card of your deck. If its Hand Cost is equal to the "
    "named number, draw a card.": "",
}


@pytest.mark.parametrize("text", RIGHT_READ)
def test_siblings_read(text: str) -> None:
    assert probe_executes(text)


@pytest.mark.parametrize("text", sorted(REFUSED_READ))
def test_siblings_refused(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert not reading.executable
    reasons = " ".join(a.reason for a in reading.abilities if a.status != "executed").lower()
    assert REFUSED_READ[text] in reasons, reasons
