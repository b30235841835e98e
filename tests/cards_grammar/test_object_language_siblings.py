# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Verdicts on the object-language siblings (issue 30, gram79;
sentences_object_language.py), each judged by its meaning against the CR. Before gram79: 66
of 118 executable, one of them WRONG ("Ready / Exhaust all Mana Orbs you control" read as
one Mana Orb chosen); after: 82 executable, all judged right; the rest left to the judge by
name. Measured with ``benchmarks/object_language_siblings.py``; the doubtful new ones are
played in test_board_object_language.py."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import probe_card
from .sentences_object_language import SIBLINGS

READ_RIGHT: tuple[str, ...] = (
    # gu (session 35): "in target opponent's Reserve" — the card chosen names the opponent
    "{J} Discard target Character in target opponent's Reserve.",
    # read since g4 (session 32): the card's owner's hand is 'your hand' (1.4.3.a)
    "{J} Return target Character you own to your hand.",
    "{J} Exhaust all Permanents target opponent controls.",
    "{J} Exhaust all Characters target opponent controls.",
    "{J} Ready all Permanents you control.",
    "{J} Return all tokens target opponent controls to their owner's hand.",
    "{J} Each Character target opponent controls loses 1 boost.",
    "{J} Exhaust all Characters an opponent controls.",
    "{J} Exhaust each Character an opponent controls.",
    "{J} Exhaust all Characters target player controls.",
    "{J} Sacrifice all tokens you control.",
    "{J} All Characters you control gain 1 boost.",
    "{J} Exhaust all Characters your opponents control.",
    "{J} Exhaust all Characters you don't control.",
    "{J} Ready all Mana Orbs you control.",
    "{J} Exhaust up to two target Expedition Permanents.",
    "{J} Sacrifice an Expedition Permanent.",
    "{J} Return target Landmark Permanent to its owner's hand.",
    "{J} Exhaust up to two target tokens.",
    "{J} Sacrifice a token.",
    "{J} Exhaust target Permanent token.",
    "{J} Each opponent sacrifices a token or a Permanent.",
    "{J} Each opponent sacrifices a Character or a Landmark.",
    "{J} Target opponent sacrifices a Character or a Permanent.",
    "{J} Sacrifice a token or a Landmark.",
    "{J} Exhaust target Character or Landmark.",
    "{J} Return target Character or Permanent to its owner's hand.",
    "{J} Each player sacrifices a Landmark or a Character.",
    "{J} Target Character in an Expedition gains Fleeting.",
    "{J} Target Character in an Expedition gains 1 boost.",
    "{J} Exhaust target Character in an Expedition.",
    "{J} Exhaust target Character in my Expedition.",
    "{J} Exhaust target Character in an opponent's Expedition.",
    "{J} Exhaust target Character in the Expedition facing me.",
    "{J} Exhaust target Character in your other Expedition.",
    "{J} Exhaust each Character in my Expedition.",
    "{J} Exhaust all Characters in an Expedition.",
    "{J} Exhaust target card in your Reserve.",
    "{J} Discard target card in an opponent's Reserve.",
    "{J} Exhaust target Character in {V}.",
    "{J} Exhaust target Character in your Hero Expedition.",
    "{J} Discard target Spell in your Reserve.",
    "{J} Look at the top card of your deck. You may put it in your discard pile.",
    "{J} Put the top card of your deck in your Reserve.",
    "{J} Exhaust target Character with 2 or more boosts.",
    "{J} Exhaust target Character with 3 or more boosts.",
    "{J} Exhaust target Character with a boost.",
    "{J} Exhaust target Character with no boosts.",
    "{J} Exhaust target Character with the most boosts.",
    "{J} Exhaust target Character with the fewest boosts.",
    "{J} Exhaust all Characters with 2 or more boosts.",
    "{J} Exhaust target Character with Hand Cost 3 or less.",
    "{J} Exhaust target Character with hand cost 2 or less an opponent controls.",
    "{J} Exhaust target Character an opponent controls with Hand Cost 2 or less.",
    "{J} Exhaust target Character with Reserve Cost 2 or more.",
    "{J} Exhaust target Character with the lowest Hand Cost.",
    "{J} Exhaust target Character with {V} 3 or more.",
    "{J} Discard target exhausted Character.",
    "{J} Discard all exhausted Characters.",
    "{J} Return target Asleep Character to its owner's hand.",
    "{J} Ready target Anchored Character.",
    "{J} Exhaust target Character that is Boosted.",
    "{J} Exhaust target Character that isn't exhausted.",
    "{J} Exhaust target Character with a Brine counter.",
    "{J} Exhaust target Character with 2 or more Brine counters.",
    "{J} Exhaust all Characters with a Brine counter.",
    "{J} Ready target exhausted Character you control.",
    "{J} Discard target non-token Character.",
    "{J} Exhaust target other Character.",
    "{J} Exhaust another target Character.",
    "{J} Exhaust target Character with [[Defender]].",
    "{J} Exhaust target Plant.",
    "{J} Exhaust target Plant Character.",
    "{J} Exhaust all Plants target opponent controls.",
    "{J} Each opponent sacrifices a Plant or a token.",
    "{J} Return any number of target Characters you control to their owner's hand.",
    "{J} Exhaust any number of target Characters.",
    "{J} Sacrifice any number of tokens.",
    "{J} Exhaust target exhausted Character an opponent controls with 2 or more boosts.",
    "{J} Return target Character an opponent controls with Hand Cost 3 or less to its owner's hand.",
    "{J} Sacrifice a token or a Landmark you control.",
    "{J} Exhaust up to two target Characters in an Expedition.",
    "{J} Exhaust all other Characters in my Expedition.",
    "{J} Exhaust all exhausted Characters target opponent controls.",
    # eng80 (merged beside gram79): a superlative on a step's own object is compared among the
    # chooser's own (2.5.1.a) — the sacrificing player's Characters; judged right (review26)
    "{J} Sacrifice a Character with the most boosts.",
    "{J} Each opponent sacrifices a Character with the fewest boosts.",
    # gram98: the cards seen as a group — up to two in Reserve, each other one put in the
    # Discard pile one at a time (3.1.3.f, 7.3.27.a, 6.1.g); judged right
    "{J} Look at the top three cards of your deck. Put up to two of them in your Reserve and the rest in your discard pile.",
    # gram108: boosts compared with another object's — strictly fewer / more than the
    # bearer's or than one Character's of that controller (2.5.1, 6.5.b); judged right in
    # sentences_object_phrase.py
    "{J} Discard target Character with fewer boosts than a Character you control.",
    "{J} Discard target Character with more boosts than a Character you control.",
    "{J} Exhaust target Character with fewer boosts than me.",
    "{J} Exhaust target Character with more boosts than me.",
    # ic39 (session 39): one card of either type, chosen from the hand (6.1.g, the filter's
    # any_of); judged right in sentences_object_unions.py
    "{J} Discard a Spell or a Character from your hand.",
)
"""Read, and judged right by their reading."""

REFUSED: tuple[str, ...] = (
    "{J} Exhaust all Landmarks target opponent controls.",
    "{J} Exhaust target Character target opponent controls.",
    "{J} Ready up to two target Mana Orbs.",
    "{J} Ready target Mana Orb.",
    "{J} Ready up to three target Mana Orbs.",
    "{J} Exhaust target Mana Orb an opponent controls.",
    "{J} Exhaust target Hero.",
    "{J} Exhaust target Character or target Landmark.",
    # (ic39, session 39: "Discard a Spell or a Character from your hand" is read — one card of
    # either type from the hand, 6.1.g; its siblings are in sentences_object_unions.py)
    # (gu, session 35: "in target opponent's Reserve" is read — the card chosen names the
    # opponent, 6.5.b; its sibling is in sentences_reserve_places.py)
    "{J} Exhaust target Character in their Reserve.",
    "{J} Look at the top card of target player's deck. You may put it in their discard pile.",
    "{J} Look at the top card of target opponent's deck. You may put it in their discard pile.",
    "{J} Look at the top card of each player's deck.",
    "{J} Discard the top card of target player's deck.",
    "{J} Put the top card of target opponent's deck in their discard pile.",
    "{J} Look at the top two cards of target player's deck. Put one of them in their discard pile.",
    "{J} Exhaust target Character with fewer boosts than target Character you control.",
    "{J} Exhaust target Character with more power than me.",
    "{J} Discard target Character with less power than a Character you control.",
    "{J} Look at the top four cards of your deck. Put any number of Spells among them in your Reserve and the rest on the bottom of your deck.",
    "{J} Look at the top four cards of your deck. Put any number of Characters among them in your hand and the rest on the bottom of your deck.",
    "{J} Look at the top three cards of your deck. Put one of them in your hand and the rest on the bottom of your deck.",
    "{J} Look at the top three cards of your deck. Put a Spell among them in your hand and the rest on the bottom of your deck.",
    "{J} Up to two target Characters gain Asleep. Draw a card for each one you control.",
    "{J} Up to two target Characters gain 1 boost. Draw a card for each one an opponent controls.",
    "{J} Exhaust up to two target Characters. Draw a card for each one you control.",
    "{J} Exhaust up to three target Characters. I gain 1 boost for each one an opponent controls.",
)
"""Left to the judge (refused by name): no reading of the engine's means them yet."""

READ_WRONG_BEFORE: tuple[str, ...] = ("{J} Ready all Mana Orbs you control.",)
"""Read WRONG before gram79 (one Mana Orb chosen, not every one), read right since."""


def test_every_sibling_has_a_verdict() -> None:
    assert sorted(READ_RIGHT + REFUSED) == sorted(SIBLINGS)


@pytest.mark.parametrize("text", READ_RIGHT)
def test_a_sibling_read_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", REFUSED)
def test_a_sibling_not_meant_is_left_to_the_judge(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert not reading.executable


@pytest.mark.parametrize("text", READ_WRONG_BEFORE)
def test_every_mana_orb_is_readied_not_one(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable
    assert reading.model.abilities[0].reaction is not None
    assert reading.model.abilities[0].reaction.effect[0].subject == "your_mana_orbs"
