# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Adversarial siblings of session 27's new readings (the session-27 review, issue 30): gram83's
Expedition race, gram84's composed conditions, gram85's "had … instead" / Hand Cost bounds / "twice"
/ "each Animal and Plant" / "one of them", gram86's status-loss triggers and counter costs, and
eng83's other players moving their own cards. Each was judged by its meaning against the CR (read
right, or refused by name); the fixed defects are played on boards in
test_board_gigantic_and_them.py.

Read WRONG before the session-27 review (now refused by name):
* "Sacrifice up to two Characters. If one of them has a boost, draw a card." and "Return up
  to two target Characters to their owners' hands. If one of them has a boost, …" —
  read in the present of cards already in the Discard pile / hand, which hold no counters
  (2.5.b): never drew. "Them" no longer follows the objects moved (1.4.4.a): what they had is
  the judge's.
* "Exhaust up to two target Characters. If one of them has a boost, it gains 1 boost." (the
  sentence patterns after gram85's condition) — "it" read as every target: the one without a
  boost gained one too (6.5.b: which one is not said). The grammar's refusal is now final.
* "If I have two or more different counters" (older) — read as counters named "Different"
  (2.5.c: counters have names; "different" is none).

Also fixed (engine, played on a board): "If I'm ahead of / behind / tied with …" on a
Gigantic bearer held when ONE of its two Expeditions was so; 7.4.4.k wants both (only
"In Contact" and "in [terrain]" are "at least one", 7.5.9.b, 7.5.8.c)."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import PrintedCard, read_printed

READ_RIGHT: tuple[str, ...] = (
    # he (session 37): every player's Expeditions ahead, counted (7.5.2.a, 6.5.i)
    "{J} Draw a card for each Expedition that is ahead.",
    # he: the mirror of gg's "you control as many Characters as an opponent" (equal, 6.5.d)
    "{J} If an opponent controls as many Characters as you, draw a card.",
    # gm (session 34) reads these (6.5.b, 6.5.d; played in test_board_group_members.py) — refused
    # here before; review34 moved them
    "{J} Exhaust up to two target Characters. If both of them have a boost, draw a card.",
    "{J} Exhaust up to two target Characters. If none of them has a boost, draw a card.",
    "{J} If my Expedition is ahead of each opponent's Expedition, draw a card.",
    "{J} If my Expedition is not in contact with an opponent's Expedition, draw a card.",
    "{J} If both of your Expeditions are ahead of each opponent's Expedition, draw a card.",
    "{J} If I'm in a region with {V}, draw a card.",
    # gram102: "a {V} region" is a region with {V} (7.5.8.b), read so in every slot
    "{J} If I'm in a {V} region, draw a card.",
    "[[Gigantic]]. {J} If I'm in a region with {V}, draw a card.",
    "{R} If I'm in a region with {V}, draw a card.",
    "{J} If I'm not in a region with {V}, draw a card.",
    "{J} If I'm in a region with {V} and {M}, draw a card.",
    "{J} Draw a card for each of your Expeditions that is ahead of an opponent's Expedition.",
    "{J} Draw a card for each of your Expeditions that is in contact with an opponent's Expedition.",
    "{J} Draw a card for each of your Expeditions in a region with {V}.",
    "{J} Draw a card for each of your Expeditions that is ahead of each opponent's Expedition.",
    "{J} If I'm in contact with an opponent's Expedition, I gain 1 boost.",
    "{J} If I'm in contact with each opponent's Expedition, I gain 1 boost.",
    "{J} If I have no Omen counters, draw a card.",
    "{J} If I have exactly two boosts, draw a card.",
    "{J} If I have a base statistic of 0, draw a card.",
    "{J} If I have a current statistic of 0, draw a card.",
    "{J} If each opponent has at least two cards in their Reserve, draw a card.",
    "{J} If each opponent has at least two Characters in their Reserve, draw a card.",
    "{J} If each player has no cards in their hand, draw a card.",
    "{J} If an opponent has more cards in their hand than you, draw a card.",
    "{J} If each opponent has fewer cards in their Reserve than you, draw a card.",
    "{J} If you played me from Reserve, draw a card.",
    "At Noon — If you played me from Reserve, draw a card.",
    "{J} If I'm [[Asleep]] or [[Anchored]], draw a card.",
    "{J} If each Character you control has a boost, draw a card.",
    "{J} If no opponent controls a Landmark, draw a card.",
    "{J} If each player controls a Landmark, draw a card.",
    "{J} If each opponent controls exactly two Characters, draw a card.",
    "{J} If each opponent controls more Characters than you, draw a card.",
    "{J} If another Character you control has a base statistic of 0, draw a card.",
    "{J} If a card in your hand has an Omen counter, draw a card.",
    "{J} Target Character gains 1 boost. If it had a boost, it gains 2 boosts instead.",
    "{J} Exhaust target Character. If it had a boost, sacrifice it instead.",
    "{J} Return target Character to its owner's hand. If it had a boost, send it to Reserve instead.",
    "{J} Exhaust target Character. If it has a boost, sacrifice it instead.",
    "{J} Exhaust target Character. If it had a boost, draw a card.",
    "{J} Exhaust target Character. If it had no boost, sacrifice it instead.",
    "{J} Each player exhausts target Character they control. If it had a boost, sacrifice it instead.",
    "{J} Draw a card twice.",
    "{J} [Sabotage] twice.",
    "{J} [Resupply] twice.",
    "{J} Target Character gains 1 boost twice.",
    "{J} Each Animal and Plant you control gains 1 boost.",
    "{J} I gain 1 boost for each Animal and Plant you control.",
    "{J} I gain 1 boost for each Animal or Plant you control.",
    "{J} If you control an Animal or a Plant, draw a card.",
    "{J} I gain 1 boost for each Animal and Plant an opponent controls.",
    "{J} I gain 1 boost for each Animal and Plant in your Reserve.",
    "{J} I gain 1 boost for each Animal and Landmark you control.",
    "{J} Return target Character with a Hand Cost of 3 or less to its owner's hand.",
    "{J} Return target Character with Hand Cost 3 or less to its owner's hand.",
    "{J} Return target Character with a Hand Cost of 0 to its owner's hand.",
    "{J} Draw a card for each Character you control with a Hand Cost of 3 or less.",
    "{J} If you control a Character with a Hand Cost of 3 or less, draw a card.",
    "When I stop being [[Asleep]] — Draw a card.",
    "When I'm no longer [[Anchored]] — Draw a card.",
    "When I lose [[Fleeting]] — Draw a card.",
    "When a Character you control stops being exhausted — Draw a card.",
    "When I stop being [[Boosted]] — Draw a card.",
    "When I'm no longer exhausted — Draw a card.",
    "When you sacrifice a token — Draw a card.",
    "When you sacrifice a Character token — Draw a card.",
    "When an opponent sacrifices a token — Draw a card.",
    "When a token is sacrificed — Draw a card.",
    "{T}, remove two of my Omen counters: Draw a card.",
    "{J} You may remove two of my boosts. If you do, draw a card.",
    "{J} Remove all my boosts. Draw a card for each boost removed this way.",
    "{J} Remove two of my counters. If you do, draw a card.",
    "{J} Remove two counters from target Character. If you do, draw a card.",
    "When I gain [[Anchored]] — Draw a card.",
    "When I become [[Asleep]] — Draw a card.",
    "{J} Each player puts a card from their hand in their Reserve.",
    "{J} Each opponent puts a card from their hand in their Reserve. If they can't, you draw a card.",
    "{J} Each opponent puts a card from their hand in their Reserve. If they can't, draw a card.",
    "{J} Each opponent puts a card from their Reserve in their hand.",
    "{J} Each opponent puts a card from their hand on top of their deck.",
    "{J} Each player puts two cards from their hand in their Reserve.",
    "{J} Each opponent draws a card, then puts a card from their hand in their Reserve.",
    "{J} Target opponent may sacrifice a Character. If they don't, draw a card.",
    "{J} Target opponent may sacrifice a Character. If they don't, I gain 2 boosts.",
    "{J} Each opponent puts a card from their hand in their Reserve. If they can't, they sacrifice a Character.",
    "{J} Target opponent puts a card from their hand in their Reserve. If they can't, they sacrifice a Character.",
    "{J} Each opponent puts a card from their Reserve in their Discard pile.",
    "{J} Each opponent puts a card from their hand in their Reserve. Those who can't sacrifice a Character instead.",
    "{J} Each opponent puts a card from their hand in their Reserve. If they can't, they draw a card. Draw a card.",
    "{J} Each opponent puts a card from their hand in their Reserve. If they can't, each opponent draws a card.",
    "{J} Each opponent draws a card, then puts two cards from their hand in their Reserve.",
    "{J} Each opponent draws a card, then you draw a card.",
    "{J} Each opponent puts the top card of their deck in their Reserve.",
    "{J} Each opponent puts a Character from their hand in their Reserve.",
    # gram94 (session 28) reads "Remove all my counters" as every counter of every name on me
    # (2.5.g); with none, "If you do" does not happen (test_board_counter_language).
    "{J} Remove all my counters. Draw a card.",
    "{J} Remove all my counters. If you do, draw a card.",
)

REFUSED: tuple[str, ...] = (
    "{J} If I'm ahead of the Expedition facing me, draw a card.",
    "{J} If I'm behind the Expedition facing me, draw a card.",
    "{J} If my Expedition is in contact with the Expedition facing it, draw a card.",
    "{J} If your Hero is in contact with an opponent's Expedition, draw a card.",
    "{J} If my Expedition is ahead of an opponent's Hero Expedition, draw a card.",
    "{J} If my Expedition is ahead of an opponent's Companion Expedition, draw a card.",
    "{J} If my Expedition is ahead of target opponent's Expedition, draw a card.",
    "{J} If my Expedition is two regions ahead of an opponent's Expedition, draw a card.",
    "{J} If my Expedition is at least as far as each opponent's Expedition, draw a card.",
    "{J} If my Expedition is ahead of or tied with each opponent's Expedition, draw a card.",
    "{J} If none of your Expeditions is ahead of an opponent's Expedition, draw a card.",
    "{J} If exactly one of your Expeditions is ahead of an opponent's Expedition, draw a card.",
    "{J} If my Expedition is behind my other Expedition, draw a card.",
    "{J} If my Expedition is ahead of my Expedition, draw a card.",
    "{J} If an opponent's Expedition is ahead of my Expedition, draw a card.",
    "{J} If each opponent's Expedition is behind my Expedition, draw a card.",
    "{J} If the Expedition facing me is in contact with my other Expedition, draw a card.",
    "{J} If my Expedition is the only Expedition furthest ahead, draw a card.",
    "{J} If my Expedition is furthest ahead of all Expeditions, draw a card.",
    "{J} If I'm in a region without {V}, draw a card.",
    "{J} If I'm in a region with {V}, {M} or {O}, draw a card.",
    "{J} If I'm in a region with only {V}, draw a card.",
    "{J} If I'm in a region with two terrains, draw a card.",
    "{J} I gain 1 boost for each opponent's Expedition that is behind my Expedition.",
    "{J} Draw a card for each of your Expeditions that isn't behind an opponent's Expedition.",
    "{J} I gain 1 boost for each Expedition in contact with my Expedition.",
    "{J} If your Companion is ahead of an opponent's Expedition, draw a card.",
    "{J} If my Expedition is ahead of an opponent's Expedition by two regions, draw a card.",
    "{J} If my Expedition was ahead of an opponent's Expedition, draw a card.",
    "{J} If my Expedition is in the same region as the Expedition facing it, draw a card.",
    "{J} If my Expedition is in a different region than each opponent's Expedition, draw a card.",
    "{J} If I have no counters, draw a card.",
    "{J} If I have a base {V} statistic of 0, draw a card.",
    "{J} If I have a base statistic of 0 or more, draw a card.",
    "{J} If each of my statistics is 0, draw a card.",
    "{J} If all my statistics are 3 or more, draw a card.",
    "{J} If my base statistics total 5 or more, draw a card.",
    "{J} If each opponent has at least two tokens in their Reserve, draw a card.",
    "{J} If no opponent has cards in their Reserve, draw a card.",
    "{J} If no player has a card in their Reserve, draw a card.",
    "When I leave the Expedition — If you played me from Reserve, draw a card.",
    "{J} If an opponent played me from Reserve, draw a card.",
    "{J} If you played me from your Discard pile, draw a card.",
    "{J} If I'm [[Asleep]] and exhausted, draw a card.",
    "{J} If you control more Characters than all opponents combined, draw a card.",
    "{J} If I have an Omen counter or a boost, draw a card.",
    "{J} If I have more boosts than Omen counters, draw a card.",
    "{J} If I have two or more different counters, draw a card.",
    "{J} If no player controls a token, draw a card.",
    "{J} If each opponent has at least two cards in their hand and in their Reserve, draw a card.",
    "{J} If I have no boosts and no Omen counters, draw a card.",
    "{J} If target Character has no Omen counters, draw a card.",
    "{J} If a Character you control has a base statistic of 0 and a boost, draw a card.",
    "{J} Sacrifice target Character. If it had a boost, draw a card instead.",
    "{J} Exhaust target Character. Draw a card. If it had a boost, sacrifice it instead.",
    "{J} Exhaust target Character. If it had a boost, sacrifice it instead. If it had two boosts, return it to its owner's hand instead.",
    "{J} Exhaust target Character. If it had a boost and was exhausted, sacrifice it instead.",
    "{J} Target Character loses all boosts. If it had a boost, draw a card instead.",
    "{J} [Foresee] twice.",
    "{J} [Foresee] three times.",
    "{J} [Foresee] twice. If you put a Spell in your Reserve this way, draw a card.",
    "{J} [Foresee] four times.",
    "{J} [Foresee] once.",
    "{J} If you control an Animal and a Plant, draw a card.",
    "{J} Draw a card for each Animal and each Plant you control.",
    "{J} I gain 1 boost for each Animal, Plant and Robot you control.",
    "{J} Sacrifice up to two Characters. If one of them had a boost, draw a card.",
    "{J} Sacrifice up to two Characters. If one of them has a boost, draw a card.",
    "{J} Return up to two target Characters to their owners' hands. If one of them has a boost, draw a card.",
    "{J} Send up to two target Characters to Reserve. If one of them is a token, draw a card.",
    "{J} Exhaust up to two target Characters. If one of them has a boost, it gains 1 boost.",
    "{J} Exhaust up to two target Characters. If exactly one of them has a boost, draw a card.",
    "{J} Return target Character with a Hand Cost of X or less to its owner's hand.",
    "{J} Return target Character with a Hand Cost of 3 or less or a Reserve Cost of 2 or less to its owner's hand.",
    "{J} Return target Character with a Hand Cost less than mine to its owner's hand.",
    "{J} Return target Character with a Hand Cost of at most 3 to its owner's hand.",
    "When I stop being a token — Draw a card.",
    "When I'm no longer in an Expedition — Draw a card.",
    "When you sacrifice two tokens — Draw a card.",
    "When you sacrifice a token or a Landmark — Draw a card.",
    "When a Character gains [[Tough 1]] — Draw a card.",
    "When a Character you control gains [[Gigantic]] — Draw a card.",
    "When I lose all my boosts — Draw a card.",
    "{J} Each opponent puts a card from their hand in your Reserve.",
    "{J} Each player puts a Character from their Reserve in their Expedition.",
    "{J} Each opponent may sacrifice a Character. Those who don't discard a card.",
    "{J} Each opponent puts a card from their hand in their Reserve. If they do, draw a card.",
    "{J} Target opponent may sacrifice a Character. If they don't, they discard a card. If they do, draw a card.",
    "{J} Each opponent puts a card from their hand in their Reserve. If one can't, draw a card.",
    "{J} Each player puts a card from their hand in their Reserve. If they can't, I gain 1 boost.",
    "{J} Each opponent puts a card from their hand under their deck.",
)

WRONG_BEFORE: tuple[str, ...] = (
    "{J} Sacrifice up to two Characters. If one of them has a boost, draw a card.",
    "{J} Return up to two target Characters to their owners' hands. If one of them has a boost, draw a card.",
    "{J} Exhaust up to two target Characters. If one of them has a boost, it gains 1 boost.",
    "{J} If I have two or more different counters, draw a card.",
)


def _reading(text: str) -> bool:
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text)
    return read_printed(card).executable


def test_there_are_at_least_120_siblings() -> None:
    assert len(READ_RIGHT) + len(REFUSED) >= 120
    assert set(WRONG_BEFORE) <= set(REFUSED)
    assert not set(READ_RIGHT) & set(REFUSED)


@pytest.mark.parametrize("text", READ_RIGHT)
def test_read_right(text: str) -> None:
    assert _reading(text)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert not _reading(text)


def test_one_of_them_gone_is_refused_naming_the_rule() -> None:
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=WRONG_BEFORE[0])
    reasons = " ".join(str(a.reason) for a in read_printed(card).abilities)
    assert "2.1.d" in reasons
