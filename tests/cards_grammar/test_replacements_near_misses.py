# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Adversarial siblings of session 26's new readings (the session-26 review, issue 30): gram78's
replacements over described objects and "[X]. If [c], [Y] instead", gram79's object
descriptions (superlatives, "a token or a Permanent", "all Permanents target opponent
controls"), eng80's players choosing their own targets, gram81's Expedition rewordings and
triggers, gram82's dice tables, results after other steps and counted play limits. Each was
judged by its meaning against the CR (read right, or refused by name); the fixed defects are
played on boards in test_board_replaced_step.py.

Read WRONG before the session-26 review (now refused, naming "instead", 6.2.b):
* "Draw a card. Target Character gains 1 boost. If you control a Landmark, draw two cards
  instead." — read as the draw in the BOOST's place (three cards, no boost);
* "Each player / Each opponent / Target opponent draws a card. If you control a Landmark,
  draw two cards instead." — read as your two cards in the place of every other player's
  draw (they drew nothing);
* "Draw a card. Exhaust target Character. If you control a Landmark, draw two cards
  instead." — the draw in the exhaust's place.

Read WRONG before the session-26 review (now refused; the lexer reads "and they [verb]" in a
players' clause as no words of its own, 1.4.7.b):
* "Each player / Each opponent / Target opponent exhausts target Character they control and
  they draw a card", "Each player / Each opponent sacrifices a Character and they draw a
  card" — "they" read as "you": the controller drew, the other players nothing."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import PrintedCard, read_printed

READ_RIGHT: tuple[str, ...] = (
    # id (session 38): "instead" said first is "… draw two cards instead" (6.2.b, 6.5.e)
    "{J} Draw a card. If you control a Landmark, instead draw two cards.",
    # read since gram83: a region with each of them (7.5.8.b)
    "{J} If my Expedition is in a region with {O} and {V}, draw a card.",
    "If a Character you control would be sacrificed, it goes to Reserve instead.",
    "If a Character an opponent controls would be sacrificed, it goes to its owner's hand instead.",
    "If a token would be discarded from an Expedition, draw a card instead.",
    "If another Character would be discarded from an Expedition, it goes to Reserve instead.",
    "If a Permanent you control would be discarded, it goes to its owner's hand instead.",
    "If a Character would be sent to Reserve, it's discarded instead.",
    "If a Character would be exhausted, it gains 1 boost instead.",
    "If a Character would be returned to its owner's hand, it goes to Reserve instead.",
    "If a Character would be discarded from an Expedition, it goes to its owner's Reserve instead.",
    "If a Character you don't control would be sacrificed, it goes to Reserve instead.",
    "If a Character with a boost would be discarded from an Expedition, it goes to Reserve instead.",
    "{J} Draw a card. If you control a Landmark, draw two cards instead.",
    "{J} Target Character gains 1 boost. If it's a token, sacrifice it instead.",
    "{J} Exhaust target Character. If it's a token, return it to its owner's hand instead.",
    "{J} Draw a card. If you control a Landmark, target opponent draws a card instead.",
    "{J} Each player discards a card from their hand. If you control a Landmark, draw two cards instead.",
    "{J} Exhaust target Character. Draw a card. If you control a Landmark, I gain 2 boosts instead.",
    "{J} Draw a card. If you control a Landmark, I gain 2 boosts instead.",
    "{J} Exhaust target Character with the most boosts.",
    "{J} Target Character with the fewest boosts gains 1 boost.",
    "{J} Sacrifice a Character with the most boosts.",
    "{J} Each opponent sacrifices a Character with the most boosts.",
    "{J} Exhaust each Character with the most boosts.",
    "{J} Exhaust target Character in an Expedition.",
    "{J} Sacrifice a token or a Permanent.",
    "{J} Return target Character or token to its owner's hand.",
    "{J} Return a Character or a token you control to its owner's hand.",
    "{J} Exhaust all Permanents target opponent controls.",
    "{J} Exhaust all Characters target opponent controls.",
    "{J} Return all Characters target opponent controls to their owners' hands.",
    "{J} Ready all Mana Orbs you control.",
    "{J} Exhaust all tokens target opponent controls.",
    "{J} Sacrifice all tokens you control.",
    "{J} Exhaust target Character with the most boosts an opponent controls.",
    "{J} Exhaust target Character an opponent controls with the most boosts.",
    "{J} Target Character with the highest Hand Cost gains 1 boost.",
    "{J} Each player exhausts target Character they control.",
    "{J} Each opponent returns target Character they control to its owner's hand.",
    "{J} Target opponent sacrifices target Character they control.",
    "{J} Target player exhausts target Character they control.",
    "{J} Each player chooses a Character they control with the most boosts and exhausts it.",
    "{J} Each player reveals the top card of their deck and puts it in their Reserve.",
    "{J} Target opponent reveals the top card of their deck and puts it in their Reserve.",
    "{J} Each player exhausts a Character they control with the most boosts.",
    "{J} Each opponent sacrifices a Character they control with the fewest boosts.",
    "{J} If my Expedition is in a region with {O}, I gain 1 boost.",
    "{J} If my Expedition is in a region with {V}, draw a card.",
    "{J} If my Expedition is in a region with {O} or {V}, draw a card.",
    "{J} If you are behind in both Expeditions, draw a card.",
    "{J} If you are behind in one or more Expeditions, draw a card.",
    "{J} If you are behind in an Expedition, draw a card.",
    "{J} If you are ahead in both Expeditions, draw a card.",
    "{J} If you are behind in both Expeditions or tied, draw a card.",
    "{J} Draw a card for each Expedition you are behind in.",
    "{J} If the Expedition facing my Expedition is in a region with {O}, draw a card.",
    "{J} Exhaust target Character in the Expedition facing my Expedition.",
    "When a Character joins the Expedition facing my Expedition — Draw a card.",
    "When I go to the Discard pile from an Expedition — Draw a card.",
    "When I go to Reserve from an Expedition — Draw a card.",
    "When I go to the Discard pile — Draw a card.",
    "{J} Switch target Character you control to your other Expedition.",
    "{J} Switch me to my other Expedition.",
    "{J} Switch target Character an opponent controls to their other Expedition.",
    "{H} Switch a Character you control to your other Expedition.",
    "{J} Switch all Characters you control to your other Expedition.",
    "{J} Switch target Character you control to your other Expedition. Draw a card.",
    "{J} Switch target Character you control to your other Expedition. It gains 1 boost.",
    "When the Expedition facing me moves forward — Draw a card.",
    "When your other Expedition moves forward — Draw a card.",
    "When the Expedition facing my Expedition moves backward — I gain 1 boost.",
    "{J} Roll a die: • 1-2: Draw a card. • 5-6: Draw two cards.",
    "{J} Roll a die. Draw a card. If you rolled a 4 or more, draw another card.",
    "{J} Roll a die. Draw a card. If you rolled 2-4, draw another card.",
    "{J} Roll a die. Draw a card. If you rolled a 4 or less, draw another card.",
    "{J} Roll a die. If you rolled 4 or more, draw a card. Otherwise, I gain 1 boost.",
    "Each player can't play more than one Spell each Afternoon.",
    "Each player can't play more than one Spell each Day.",
    "You can't play more than one Spell each Afternoon.",
    "Your opponents can't play more than one Spell each Afternoon.",
    "Each player can play no more than one Spell each Afternoon.",
    "Each player can't play more than one Permanent each Afternoon.",
    "{J} Each opponent reveals the top card of their deck and puts it in their hand.",
    "{J} Each opponent reveals the top card of their deck and puts it in their Reserve.",
    "{J} Each player reveals the top card of their deck and discards it.",
    "{J} Each player reveals the top card of their deck and puts it on the bottom of their deck.",
    "{J} Each player sacrifices target Character they control.",
    "{J} Each opponent may return target Character they control to its owner's hand.",
    "{J} Target opponent exhausts target Character they control. Draw a card.",
    "{J} Each player chooses a Character they control with the fewest boosts and returns it to its owner's hand.",
    "{J} Each opponent chooses a Character with the most boosts and sacrifices it.",
    "{J} Each player gives target Character they control 1 boost.",
    "{J} Each player may give target Character they control 2 boosts.",
    "{J} Target opponent gives target Character they control 1 boost.",
    "{J} Each opponent sacrifices a Character and you draw a card.",
    "{J} Each player reveals the top card of their deck and puts it in their Reserve.",
    "{J} Each player chooses a Character they control and exhausts it.",
    "{J} Target opponent draws a card. They discard a card from their hand.",
    "{J} Each opponent discards a card from their hand and you draw a card.",
)

REFUSED: tuple[str, ...] = (
    "If a token you control would be sacrificed, I gain 1 boost instead.",
    "If a Character you control would gain a boost, it gains 2 boosts instead.",
    "If a card would be discarded from your hand, put it in your Reserve instead.",
    "If a Landmark would be discarded, its controller draws a card instead.",
    "If a Character would be sacrificed, you draw a card instead.",
    "If target Character would be sacrificed, it goes to Reserve instead.",
    "If a Character would be discarded from an Expedition, exile it instead.",
    "If an opponent's Character would be discarded from an Expedition, it goes to Reserve instead.",
    "If a Character would be discarded from an Expedition, it goes to Reserve instead and you draw a card.",
    "If I would be sacrificed, I go to Reserve instead. Draw a card.",
    "{J} Draw a card. Target Character gains 1 boost. If you control a Landmark, draw two cards instead.",
    "{J} Target Character gains 1 boost. Draw a card. If you control a Landmark, it gains 3 boosts instead.",
    "{J} Target Character gains 1 boost. If an opponent controls a Landmark, they draw a card instead.",
    "{J} Target opponent draws a card. If they control a Landmark, they discard a card instead.",
    "{J} Draw a card. If you control a Landmark, draw two cards instead. If you control a Character, I gain 1 boost instead.",
    "{J} You may draw a card. If you control a Landmark, draw two cards instead.",
    "{J} Each player draws a card. If you control a Landmark, draw two cards instead.",
    "{J} Sacrifice a Character. If you do, draw a card. If it was a token, draw two cards instead.",
    "{J} Draw a card. If you control a Landmark, draw two cards instead, then discard a card.",
    "{J} Each opponent draws a card. If you control a Landmark, draw two cards instead.",
    "{J} Target opponent draws a card. If you control a Landmark, draw two cards instead.",
    "{J} Draw a card. Exhaust target Character. If you control a Landmark, draw two cards instead.",
    "{J} Return target Character in your Expedition to its owner's hand.",
    "{J} Exhaust all Characters target opponent owns.",
    "{J} Exhaust all Mana Orbs target opponent controls.",
    "{J} Ready all Mana Orbs.",
    "{J} Exhaust target Character with the most boosts or the fewest boosts.",
    "{J} Draw a card for each Character with the most boosts.",
    "{J} Each player exhausts target Character.",
    "{J} Each opponent exhausts target Character you control.",
    "{J} Each player may exhaust target Character they control. If they do, draw a card.",
    "{J} Each player chooses a Character they control and exhausts it. They draw a card.",
    "{J} Each player reveals the top card of their deck and puts it in your Reserve.",
    "{J} Each player reveals the top card of their deck. Put it in your Reserve.",
    "{J} Target opponent reveals the top card of their deck and you put it in their Reserve.",
    "{J} Each opponent exhausts target Character they control and draws a card.",
    "{J} Each player exhausts target Character they don't control.",
    "{J} Each player exhausts target Character an opponent controls.",
    "{J} If my Expedition is in a region without {O}, draw a card.",
    "{J} If you are behind in each Expedition, draw a card.",
    "{J} If you are not behind in both Expeditions, draw a card.",
    "{J} If an opponent is behind in both Expeditions, draw a card.",
    "{J} If my Expedition is behind the Expedition facing my Expedition, I gain 1 boost.",
    "{J} If my Expedition is ahead of the Expedition facing my Expedition, I gain 1 boost.",
    # (ga, session 33: "leaves the Expedition facing me" is read now, 7.5.11.a — its siblings
    # are in sentences_facing_expeditions.py)
    "When I go to the Discard pile from your hand — Draw a card.",
    "When I go to the Discard pile from Reserve — Draw a card.",
    "When I'm sacrificed from an Expedition — Draw a card.",
    "When a Character goes to the Discard pile from an Expedition — Draw a card.",
    "{J} Switch target Character to its controller's other Expedition.",
    "{J} Switch target Character to your other Expedition.",
    "{J} Move target Character you control to your other Expedition.",
    "{J} Roll a die: • 1-2: Draw a card. • 2-4: I gain 1 boost. • 5-6: Draw two cards.",
    "{J} Roll a die: • 1-3: Draw a card. • 3-6: I gain 1 boost.",
    "{J} Roll a die: • 1: Draw a card. • 1: I gain 1 boost. • 2-6: Draw two cards.",
    "{J} Roll a die: • 1-2: Draw a card. • 3-4: I gain 1 boost. • 5-7: Draw two cards.",
    "{J} Roll a die: • 0-2: Draw a card. • 3-6: I gain 1 boost.",
    "{J} Roll a die: • 4-2: Draw a card. • 5-6: I gain 1 boost.",
    "{J} Roll two dice: • 1-3: Draw a card. • 4-6: I gain 1 boost.",
    "{J} Target opponent rolls a die: • 1-3: Draw a card. • 4-6: I gain 1 boost.",
    "{J} Roll a die. Draw a card. If you rolled an even number, draw another card.",
    "{J} Roll a die. Draw a card. If you rolled a 4 or more, draw another card. If you rolled a 6, I gain 1 boost.",
    "{J} Draw a card. If you rolled a 4 or more, draw another card.",
    "{J} Roll a die. Draw a card. If the result is 7 or more, draw another card.",
    "{J} Roll a die. Draw a card. If you rolled a 4 or more, draw two cards instead.",
    "{J} Roll a die. Target opponent draws a card. If they rolled a 4 or more, draw a card.",
    "Each player can't play more than one Spell each Night.",
    "Target opponent can't play more than one Spell each Afternoon.",
    "Each player can't play more than one Spell from Reserve each Afternoon.",
    "Each player can't play more than one Spell from their hand each Afternoon.",
    "Each player can't play more than one Spell each Afternoon for free.",
    "Each player can't play more than one Character or Spell each Afternoon.",
    "Each player can't play more than one Spell this Afternoon.",
    "Each player can't play more than zero Spells each Afternoon.",
    "Each player can't play more than one Spell with Hand Cost 3 or more each Afternoon.",
    "Each player can't play more than one Spell each Afternoon unless they pay {1}.",
    "Characters can't be played more than once each Afternoon.",
    "{J} Each player can't play more than one Spell this Afternoon.",
    "{J} Until end of turn, each player can't play more than one Spell.",
    "Each player can't play more than one Spell each Afternoon while I'm in your Expedition.",
    "Each player can't play more than one token each Afternoon.",
    "Each player can't play more than one Landmark each Afternoon.",
    "{J} Each player draws a card and discards a card. They draw a card.",
    "{J} Each player exhausts target Character they control and they draw a card.",
    "{J} Target opponent exhausts target Character they control. It gains 1 boost.",
    "{J} Each player exhausts target Character they control. It gains 1 boost.",
    "{J} Each player may give target Character you control 1 boost.",
    "{J} Each player exhausts target Character they control and they draw a card.",
    "{J} Each opponent exhausts target Character they control and they draw a card.",
    "{J} Each player sacrifices a Character and they draw a card.",
    "{J} Each player draws a card and they gain 1 boost.",
    "{J} Target opponent exhausts target Character they control and they draw a card.",
    "{J} Each player sacrifices target Character they control and draws a card.",
    "{J} Each opponent sacrifices a Character and they draw a card.",
)

WRONG_BEFORE: tuple[str, ...] = (
    "{J} Draw a card. Target Character gains 1 boost. If you control a Landmark, draw two cards instead.",
    "{J} Each player draws a card. If you control a Landmark, draw two cards instead.",
    "{J} Each opponent draws a card. If you control a Landmark, draw two cards instead.",
    "{J} Target opponent draws a card. If you control a Landmark, draw two cards instead.",
    "{J} Draw a card. Exhaust target Character. If you control a Landmark, draw two cards instead.",
    "{J} Each player exhausts target Character they control and they draw a card.",
    "{J} Each opponent exhausts target Character they control and they draw a card.",
    "{J} Target opponent exhausts target Character they control and they draw a card.",
    "{J} Each player sacrifices a Character and they draw a card.",
    "{J} Each opponent sacrifices a Character and they draw a card.",
)


def _reading(text: str) -> bool:
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text)
    return read_printed(card).executable


def test_there_are_at_least_120_siblings() -> None:
    assert len(READ_RIGHT) + len(REFUSED) >= 120
    assert set(WRONG_BEFORE) <= set(REFUSED)


@pytest.mark.parametrize("text", READ_RIGHT)
def test_read_right(text: str) -> None:
    assert _reading(text)


@pytest.mark.parametrize("text", REFUSED)
def test_refused(text: str) -> None:
    assert not _reading(text)


def test_which_step_instead_replaces_is_named_in_the_reason() -> None:
    text = WRONG_BEFORE[0]
    card = PrintedCard("Probe", "Character", hand_cost=3, reserve_cost=1, main_text=text)
    reasons = " ".join(str(a.reason) for a in read_printed(card).abilities)
    assert "which step 'instead' replaces is not said" in reasons
