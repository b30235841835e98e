# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Adversarial siblings of session 24's new readings (the session-24 review, issue 30): near-miss
wordings of gram63 quantities ("beyond the Nth", "(up to N)", "half … rounded down"),
gram64 follow-ups after another player's "may", gram65 "Nth time in a turn" triggers and
"Remove N boosts" costs, and eng66 grants. Each read one was checked by its reading (and the
doubtful ones on boards: who discards, sacrifices, draws after the opponent declines); each
refused one must stay refused until a reader that means it is built."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import probe_card

READ_RIGHT: tuple[str, ...] = (
    # read since gram64 (the opponent decides and puts its own card, checked on a board);
    # test_uniques_parts expected it refused, a stale expectation
    "{J} Each opponent may put a card from their hand in Reserve.",
    "{J} Draw a card for each Character you control beyond the first, up to a max of 2.",
    "{J} Draw a card for each Character your opponents control beyond the second.",
    "{J} Target Character gains 1 boost for each Landmark you control (up to 3).",
    "{J} Draw cards equal to half the number of cards in your Reserve, rounded down.",
    "{J} Target Character gains boosts equal to half the number of Characters you control, rounded down.",
    "{J} Draw a card. If you control three or more Characters, draw a card for each Landmark you control beyond the first.",
    "{J} Target opponent may draw a card. If they do, you draw a card.",
    "When you play a Spell for the second time in a Day — Draw a card.",
    "When you play your second Spell in a Day — Draw a card.",
    "When I have 3 or more boosts — Draw a card.",
    "When I have 3 or more Glimmer counters — Draw a card.",
    "When a Character you control has 3 or more boosts — Draw a card.",
    "{T}, Remove 2 boosts from me: Draw a card.",
    "Remove 2 Glimmer counters from me: Draw a card.",
    'Characters you control have "{J} Draw a card."',
    '{J} Characters you control gain "{T}: Draw a card." until end of turn.',
    '{J} Target Character gains "I have +1/+1/+1." this Day.',
    'Other Characters you control have "{J} Draw a card."',
    'Characters your opponents control have "{J} Draw a card."',
    "{J} Target Character loses all its abilities this turn.",
    'Characters in my Expedition have "{J} Draw a card."',
    'Characters facing me have "{J} Draw a card."',
    "{J} Each opponent may discard a card from their hand. Draw a card for each opponent who does.",
    "{J} Target opponent may discard a card from their hand. If they don't, draw a card.",
    "{J} Target opponent may discard a card from their hand. If they do, draw a card.",
    "{J} Target opponent may discard a card from their hand. If they don't, target Character gains 2 boosts.",
    "{J} Target opponent may discard a card from their hand. If they don't, I gain 2 boosts.",
    "{J} Each opponent may discard a card from their hand. If no one does, draw two cards.",
    "{J} Any opponent may discard a card from their hand. If they do, draw a card.",
    "{J} You may discard a card from your hand. If you don't, target opponent draws a card.",
    "{J} Target player may discard a card from their hand. If they don't, draw a card.",
    "{J} Target opponent may sacrifice a Character. If they don't, draw a card.",
    "{J} Target opponent may sacrifice a Character. If they do, draw a card.",
    "{J} Target opponent may discard a card from their hand. If they don't, each opponent draws a card.",
    "{J} Target opponent may discard a card from their hand. If they don't, sacrifice a Character.",
    "{J} Each opponent may discard a card from their hand. If they don't, draw a card.",
    "{J} Target opponent may discard a card from their hand. If they don't, discard a card from your hand.",
    "{J} Each opponent may discard a card from their hand. If no one does, each opponent draws a card.",
)

REFUSED: tuple[str, ...] = (
    "{J} Draw a card for each Landmark target opponent controls (up to 2).",
    "{J} Draw a card for each opponent who controls a Landmark.",
    "{J} Draw two cards (up to 1).",
    "{J} The first Character you play this Day gains 2 boosts.",
    "{J} Draw a card for each Character you control in your Expedition beyond the first.",
    "I have +1/+1/+1 for each other Character you control (up to 2).",
    "{J} Each opponent discards a card for each Character they control beyond the second.",
    "{J} Target opponent may have you draw a card. If they don't, I gain 2 boosts.",
    "When target Character has 3 or more boosts — Draw a card.",
    "{T}, Remove 2 boosts from target Character: Draw a card.",
    "When a Character joins your Expedition for the third time in a turn — Draw a card.",
    "When I have exactly 3 boosts — Draw a card.",
    "When I have 3 or fewer boosts — Draw a card.",
    "When I go to Reserve for the second time in a turn — Draw a card.",
    'Target Character gains "{T}: Draw a card." this turn.',
    '{J} Target Character gains "{J} Draw a card." this turn.',
    'Characters you control have "{T}: Draw a card." and "{J} I gain 1 boost."',
    '{J} Until end of turn, Characters you control have "When I go to Reserve — Draw a card."',
    "{J} Each player may discard a card from their hand. If anyone does, draw a card.",
    "{J} Target opponent may discard a card from their hand. If they do, they exhaust a Mana Orb. Otherwise, draw a card.",
    "{J} Target opponent may discard a card from their hand. If they don't, you may draw a card.",
    "{J} Target opponent may discard a card from their hand. If they don't, their Characters lose 1 boost.",
    "{J} Target opponent may discard a card from their hand. If they don't, target Character they control gains 2 boosts.",
    "{J} Target opponent may discard a card from their hand. If that player doesn't, draw a card.",
    "{J} Each opponent may discard a card from their hand. If an opponent does, draw a card.",
)


READ_BY_ENG75: tuple[str, ...] = (
    "{J} Each opponent may discard a card from their hand. Draw a card for each opponent who doesn't.",
    "{J} Each player may discard a card from their hand. Draw a card for each player who did.",
    "{J} Each opponent may discard a card from their hand. For each opponent who doesn't, I gain 1 boost.",
)
"""Refused at review24; read since eng75 (each player decides in initiative order, then the
count is the players who did or didn't, 6.1.h, 6.5.i — benchmarks/group_decisions_audit.py
plays them with p2 answering)."""


READ_RIGHT_MORE: tuple[str, ...] = (
    # eng83: the opponent's own decision on their own card, "they" their own step (1.4.7.b)
    "{J} Target opponent may discard a card from their hand. If they don't, they draw a card.",
    "{J} Target opponent may discard a card from their hand. If they do, they draw a card.",
    "{J} Target opponent may sacrifice a Character. If they don't, they discard a card from their hand.",
    "{J} Each opponent may discard a card from their hand. If they do, they draw a card.",
    "{J} Target opponent may discard a card from their hand. If they don't, they sacrifice a Character.",
    "{J} Each opponent may discard a card from their hand. If they don't, they draw a card.",
    "{J} Draw a card for each Character you control, up to a max of 3. Draw a card.",
    "{J} Draw up to 3 cards.",
    "{J} Target Character gains up to 3 boosts.",
    "{J} I gain 1 boost for each other Character in my Expedition beyond the first.",
    "{J} Draw a card for every two Landmarks you control.",
    "When you play your first Character each Day — Draw a card.",
    "When you play a Character for the first time in a Day — Draw a card.",
    "When you play a Spell for the second time in a turn — Draw a card.",
    "When you play a Spell for the second time each Day — Draw a card.",
    "When I gain my third boost — Draw a card.",
    'Characters you control have "{T}: Draw a card." as long as you control a Landmark.',
    'Characters you control with a boost have "{J} Draw a card."',
    '{J} Target Character gains "{T}: Draw a card." until end of turn.',
    '{J} Target Character gains "At Noon — Draw a card." this turn.',
    '{J} Each Character you control gains "At Noon — Draw a card." until the end of the Day.',
    'Characters you control have "At Noon — I gain 1 boost."',
    'Characters you control have "I have +1/+1/+1."',
    'Characters you control have "{J} Target Character gains "{T}: Draw a card." this turn."',
    "{J} Target opponent may discard a card from their hand. If they don't, each player draws a card.",
    "{J} Target opponent may discard a card from their hand. Then draw a card.",
    "{J} Target opponent may discard a card from their hand. Draw a card.",
    "{J} Target opponent may pay {1}. If they don't, draw a card.",
    "{J} Target opponent may pay {1}. If they do, they draw a card.",
    "The first Character you play in a Day costs {1} less.",
    "When you play your second Spell in an Afternoon — Draw a card.",
    "When you roll a die for the first time in a turn — Draw a card.",
    "The first time you roll a die in a turn — Draw a card.",
    "When you play your second Spell in a turn, draw a card.",
    "When a Character has 3 or more boosts — Draw a card.",
    "When a Character an opponent controls has 3 or more boosts — Draw a card.",
    "When I have 3 or more boosts, draw a card.",
    "When I have 5 or more Glimmer counters — Sacrifice me.",
    "When a Landmark you control has 3 or more Glimmer counters — Draw a card.",
    "When I have 3 or more boosts — I lose 3 boosts and draw a card.",
    "Remove 1 boost from me: I gain 1 Glimmer counter.",
    "Remove 2 Glimmer counters from me, {T}: Draw a card.",
    "{T}, Remove 2 of my Glimmer counters: Draw a card.",
    "{T}, Remove two boosts from me: Draw two cards.",
    "{J} Up to 3 target Characters each gain 1 boost for each Landmark you control.",
    "{J} Target Character gains 1 boost for each Character you control, to a maximum of 3.",
    "{J} Up to two target Characters gain 1 boost for each Landmark you control beyond the first.",
    "{J} Draw a card for each Character you control beyond the first (up to 2).",
    "{J} Each opponent may discard a card from their hand. Draw two cards for each opponent who does.",
    "{J} Each opponent may discard a card from their hand. Target Character gains 1 boost for each opponent who does.",
    "{J} Each opponent may sacrifice a Character. Draw a card for each opponent who does.",
    "{J} Draw cards equal to half the number of cards in your hand, rounded down.",
    "{J} Draw two cards for each Character you control, up to a max of 4.",
    "{J} Target Character gains 2 boosts for each Landmark you control, up to a max of 4.",
    "{J} Draw two cards for each Character you control (up to 4).",
    "{J} Target Character gains 2 boosts for each Landmark you control, to a maximum of 4.",
)
"""A second round: caps vs totals, ordinals in other periods, counters reached, grants
with durations; each read checked by its reading."""

REFUSED_MORE: tuple[str, ...] = (
    # g5: given, it exists only after the move into Reserve, out of play (6.3.e, 2.3.1.b)
    '{J} Target Character gains "When I go to Reserve — Draw a card." this turn.',
    'Characters you control have "When I go to Reserve — Draw a card."',
    "{J} Target Character gains 1 boost for each Character you control, up to a max of 3 boosts.",
    "{J} Draw a card for each Landmark you control beyond the first and the second.",
    "{J} Draw a card for each Landmark your opponent controls beyond the first.",
    "{J} Draw cards equal to half the number of Landmarks you control.",
    "{J} Draw a card for each two Landmarks you control.",
    "{J} Target Character gains boosts equal to half its power, rounded down.",
    "{J} Sacrifice half the Characters you control, rounded down.",
    "When the first Character joins your Expedition in a Day — Draw a card.",
    "When you play your second Spell — Draw a card.",
    "When I have 3 or more boosts for the first time — Draw a card.",
    "When I have 3 boosts — Draw a card.",
    "When an opponent has 3 or more Characters — Draw a card.",
    "When you have 3 or more Landmarks — Draw a card.",
    "{T}, Remove 1 boost from each Character you control: Draw a card.",
    "{T}, Remove up to 2 boosts from me: Draw a card.",
    "{T}, Remove all boosts from me: Draw a card.",
    "{T}, Remove 2 boosts from me: Draw a card for each boost removed this way.",
    "{H} Remove 2 boosts from me: Draw a card.",
    'Your Heroes have "{T}: Draw a card."',
    '{J} Target Character loses all abilities and gains "{T}: Draw a card." this turn.',
    "{J} Target opponent may discard a card from their hand. If they don't, you and they each draw a card.",
    "{J} Target opponent may have me gain 2 boosts. If they don't, draw a card.",
    "{J} Its controller may discard a card from their hand. If they don't, draw a card.",
    "{J} Target Character's controller may sacrifice it. If they don't, draw a card.",
    "{J} Target Character's controller may sacrifice it. If they do, they draw a card.",
    "{J} You may sacrifice a Character. If you don't, target opponent draws a card. If they do, I gain 1 boost.",
    "{J} If this is the first Spell you played in a Day, draw a card.",
    "When you play your first Spell in a Day's Afternoon — Draw a card.",
    "When the first Character in a Day's Expedition moves forward — Draw a card.",
    "When you play a Spell for the second time in a Morning — Draw a card.",
    "When I gain a boost for the first time in an Expedition — Draw a card.",
    "{J} Draw a card. The first time you play a Spell in a turn, draw a card.",
    "When an opponent plays their second Spell in a Day — Draw a card.",
    "When an opponent plays a Spell for the second time in a Day — Draw a card.",
    "When target Landmark has 3 or more Glimmer counters — Draw a card.",
    "{J} Remove 2 boosts from me: draw a card.",
    "{T}, Remove 2 Glimmer counters from target Landmark: Draw a card.",
    "{J} Each Character you control gains 1 boost for each Character in its Expedition.",
    "{J} Target Character gains 1 boost for each boost it has beyond the first.",
    "{J} Target Character gains 1 boost (up to 3).",
    "{J} Draw a card for each Character you control (up to 3 cards).",
    "{J} Draw a card for each opponent.",
    "{J} Draw a card for each opponent who has a card in their Reserve.",
    "{J} Each opponent may discard two cards from their hand. Draw a card for each opponent who does.",
    "{J} Each opponent may discard any number of cards from their hand. Draw a card for each card discarded this way.",
    "{J} Each opponent may discard any number of cards from their hand. Draw a card for each opponent who does.",
    "{J} Draw cards equal to half the number of cards in target opponent's Reserve, rounded down.",
    "{J} Target opponent discards cards from their hand equal to half the number of cards in their hand, rounded down.",
    "{J} I gain boosts equal to half the number of boosts I have, rounded down.",
)

READ_BY_GRAM73: tuple[str, ...] = (
    "{J} Draw cards equal to half the number of cards in your Reserve, rounded up.",
    "{J} Each Character you control gains 1 boost for each boost it has.",
)
"""Refused at review24, read by gram73: half a count rounded up (``per_round_up``), each
object's own count ("for each boost it has", engine.pipeline.own_counts)."""

READ_WRONG_BEFORE: tuple[str, ...] = (
    "{J} Each player draws a card for each Character they control.",
    "{J} Each player draws cards equal to the number of Characters they control.",
    "{J} Each opponent draws cards equal to half the number of Characters they control, rounded down.",
)
"""Read before review24 as counting every Character in play for every player (the "they"
dropped from the count), refused by name at review24; read since gram73 as each player's own
count (``Whose.THEIR_OWN``, counted per player by engine.pipeline.own_counts)."""


READ_BY_NTH_OCCURRENCE: tuple[str, ...] = (
    "When I gain a boost for the second time in a turn — Draw a card.",
    "When I gain a boost for the first time in a Day — Draw a card.",
)
"""Refused at review24 (the engine counted no boosts by period), read since the bearer's own
events are counted per period (engine.pipeline.nth_occurrences; boards in
tests/cards_text/test_nth_occurrence_boards.py: the Nth gain only, 4.2.a, 4.2.3.b)."""


@pytest.mark.parametrize("text", READ_BY_NTH_OCCURRENCE)
def test_a_sibling_read_since_the_bearers_events_are_counted_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    reaction = reading.model.abilities[0].reaction
    assert reaction is not None and reaction.ordinal in (1, 2) and reaction.per in ("turn", "day")


@pytest.mark.parametrize("text", READ_RIGHT + READ_RIGHT_MORE)
def test_a_sibling_read_right_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", REFUSED + REFUSED_MORE)
def test_a_sibling_not_read_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text, hand_cost=3)).executable


@pytest.mark.parametrize("text", READ_BY_ENG75)
def test_a_sibling_read_since_eng75_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", READ_BY_GRAM73)
def test_a_sibling_read_since_gram73_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", READ_WRONG_BEFORE)
def test_a_count_of_what_they_control_is_each_players_own(text: str) -> None:
    """Never counted for all: the step's count is each player's own (1.4.7.b, 6.5.i)."""
    from engine.state.conditions import Whose

    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
    from scenarios.cards.compile_steps import compile_step

    (ability,) = reading.model.abilities
    assert ability.reaction is not None
    (step,) = compile_step(ability.reaction.effect[0])
    assert step.per is not None and step.per.whose == Whose.THEIR_OWN


def test_they_control_is_never_counted_as_all_in_play() -> None:
    """ "for each Character they control" is each player's own count (1.2.2): never every
    Character in play, whoever controls it."""
    from scenarios.cards.condition_texts import count_of

    assert count_of("character they control") is None
    assert count_of("characters they control") is None
    found = count_of("character you control")
    assert found is not None and found.counted == "you_control"


READ_BY_GRAM114: tuple[str, ...] = (
    "{J} Each opponent may discard a card from their hand. Each opponent who doesn't sacrifices a Character.",
    "{J} Each opponent may discard a card from their hand. Each opponent who does draws a card.",
    "{J} Each opponent may discard a card from their hand. Each opponent who doesn't discards a card from their hand.",
)
"""Refused at review24, read since gram114 as "If they do / don't, they [step]" (the opponent
who decided does the step as their own, 6.5.f, 7.5.6.b: players_who_did_words.py)."""


@pytest.mark.parametrize("text", READ_BY_GRAM114)
def test_a_sibling_read_by_gram114_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]
