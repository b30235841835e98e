"""Static passive abilities read from printed text on random boards never crash the
engine: decks mixing them with plain Characters and Spells, played at random through the
day (Clean-up, Progress, Prepare, plays from Reserve), keep the engine's invariants and
cite only registered rules."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .helpers import fields, random_game_keeps_invariants, read

TEXTS: tuple[tuple[str, str, str], ...] = (
    ("Permanent", "Characters you control are [Tough 2].", ""),
    ("Character", "Characters in my Expedition are [Seasoned].", ""),
    (
        "Character",
        "Tokens you control are [Gigantic].  {J} Create a [Bug 1/1/1] token in my Expedition.",
        "",
    ),
    (
        "Character",
        "If you have less than four Mana Orbs, [[Boosted]] tokens you control are [Defender].",
        "",
    ),
    ("Character", "I am [Defender] unless you control two or more other Plants.", ""),
    ("Character", "If I'm in {V}, I am [Eternal].", ""),
    ("Character", "Characters your opponents play can't cost less than {2}.", ""),
    ("Character", "Cards played from Reserve cost {1} less, down to a minimum of {1}.", ""),
    ("Permanent", "Your Reserve limit is increased by one.", ""),
    ("Character", "", "{I} I don't count towards your Reserve limit."),
    ("Character", "", "{I} All Reserve limits are reduced by one."),
    ("Character", "You may play exhausted cards from your Reserve.", ""),
    (
        "Character",
        "If my Expedition is behind, [Defender] Characters don't prevent it from moving forward.  [Defender].",
        "",
    ),
    ("Character", "Your other Expedition and the Expedition facing it can't move forward.", ""),
    ("Character", "I can't be played if you have less than four Mana Orbs.", ""),
    ("Character", "The first Character you play each Afternoon gains 1 boost.", ""),
    ("Character", "Exhausted Characters in Reserve remain exhausted during Morning.", ""),
    ("Character", "[Tough X], where X is the number of exhausted cards in Reserve.", ""),
    ("Permanent", "You may keep one more card in Reserve during Night if it's exhausted.", ""),
    (
        "Character",
        "If an Expedition facing me is in {O}, it can't move forward during Dusk except due to {O}.",
        "",
    ),
    (
        "Character",
        "The {V}, {M} and {O} of Characters in my Expedition are equal to their highest statistic.",
        "",
    ),
    (
        "Character",
        "My region and the region of the Expedition facing me are {V} and lose their other terrains.",
        "",
    ),
    ("Character", "Cards in your opponent's Reserve can't gain counters.  {J} I gain 1 boost.", ""),
    ("Character", "I cost {2} less to play in an Expedition with no Characters.", ""),
    ("Character", "Ignore my abilities during the first Day.  {J} Draw a card.", ""),
    ("Character", "{J} If you have less cards in Reserve than your opponent, draw a card.", ""),
    ("Spell", "Expeditions can't move forward this Day.", ""),
    ("Spell", "Target Character gains 1 boost.", ""),
    ("Character", "{H} Draw a card.", ""),
    ("Character", "", ""),
)

COMPILED = tuple(fields(read(text, type=kind, support=support)) for kind, text, support in TEXTS)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    cards=st.lists(st.integers(0, 10**6), min_size=48, max_size=48),
    picks=st.lists(st.integers(0, 10**6), min_size=300, max_size=300),
)
def test_static_passives_on_random_boards_keep_invariants(
    seed: int, cards: list[int], picks: list[int]
) -> None:
    random_game_keeps_invariants(COMPILED, seed, cards, picks)
