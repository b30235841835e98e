# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Adversarial siblings of session 25's new readings (the session-25 review, issue 30): gram72's
named subjects ("that card / the discarded card / they / that opponent" before parsing, "it's a
Landmark"), gram73's counts on each object and player (plus / minus / twice / half, "Send to their
owners' Reserves all …"), gram74's trigger events (whose object, from where) and eng75's group
decisions ("unless they pay", "for each player who does"). Each was judged by its meaning against
the CR; the doubtful ones were played on boards (test_board_named_subjects.py)."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import probe_card

READ_RIGHT: tuple[str, ...] = (
    # read since g4 (session 32): 'to your Reserve' before the object, as 'to Reserve' after it
    "{J} Send to your Reserve all Characters you control.",
    "{J} Each player who controls a Landmark draws a card for each Landmark they control.",
    "{J} Each opponent discards a card from their hand unless they pay {1}. If they do, draw a card.",
    "When a Character is sacrificed — Draw a card.",
    "{J} Sacrifice target Character. Draw a card for each boost it had.",
    "{J} Each opponent draws cards equal to the number of Landmarks they control minus 1.",
    "{J} Draw cards equal to the number of Characters you control minus 2.",
    "{J} Each player may sacrifice a Character. For each player who does, target Character gains 1 boost.",
    "When a Character leaves your Expedition — Return it to its owner's hand.",
    "{J} Exhaust target Character. Draw a card. If that card is a Spell, I gain 1 boost.",
    "{J} Sacrifice a Character. Draw a card. If that card is a Character, I gain 1 boost.",
    "{J} Sacrifice a Character. If the sacrificed Character was a token, draw a card.",
    "{J} Reveal the top card of your deck. If that card is a Character, draw a card.",
    "{J} Draw a card. If the drawn card is a Spell, I gain 1 boost.",
    "{J} You may discard a card from your hand. If the discarded card is a Spell, draw a card.",
    "{J} Return target Character to its owner's hand. If that Character was a token, draw a card.",
    "{J} Sacrifice a Character or a Permanent. If the sacrificed card is a Character, draw a card.",
    "{J} Target opponent draws a card and you draw a card. If they have 3 or more cards in hand, I gain 1 boost.",
    "{J} Your opponent sacrifices a Character. If they control no Characters, draw a card.",
    "{J} Target opponent discards a card from their hand. If they have fewer cards in hand than you, draw a card.",
    "{J} Target opponent draws a card. Unless they control a Landmark, draw a card.",
    "{J} Target opponent draws a card. If that opponent controls a Landmark, draw a card.",
    "{J} Target opponent draws a card. If the opponent has no cards in Reserve, draw a card.",
    "{J} Target opponent draws a card. If that player has no cards in Reserve, draw a card.",
    "{J} Return target Permanent to its owner's hand. If it was a Landmark, draw a card.",
    "{J} Discard a card from your hand. If it's not a Landmark, draw a card.",
    "{J} Target Character gains 1 boost. If it's Fleeting, draw a card.",
    "{J} Target Character gains 1 boost. If it's Asleep, draw a card.",
    "{J} Target Character gains 1 boost. If it's Anchored, draw a card.",
    "{J} Target Character gains 1 boost. If it's Boosted, draw a card.",
    "{J} Ready target Character. If it's ready, draw a card.",
    "{J} Exhaust target Character. If its Hand Cost is 3 or less, draw a card.",
    "{J} Exhaust target Character. If its Reserve Cost is 3 or more, draw a card.",
    "{J} Return target Permanent to its owner's hand. If it has a base statistic of 0, draw a card.",
    "{J} Sacrifice a Permanent. If it had a base statistic of 0, draw a card.",
    "{J} Exhaust target Permanent. If it's a Landmark or a Character, draw a card.",
    "{J} Exhaust target Permanent. If it's a Landmark token, draw a card.",
    "{J} Each Character you control gains boosts equal to twice the number of boosts it has.",
    "{J} Draw cards equal to the number of Landmarks you control plus 1.",
    "{J} Each player draws a card for each Character they control.",
    "{J} Each opponent discards a card from their hand for each Character you control.",
    "{J} Target opponent draws a card for each Landmark they control.",
    "{J} Each player draws a card for each Character you control.",
    "{J} Send to their owners' Reserves all Characters.",
    "{J} Send to their owners' Reserves all Characters with a boost.",
    "{J} Send to their owners' hands all Characters.",
    "{J} Send to their owners' Reserves all other Characters.",
    "{J} Send to their owners' Reserves all Characters your opponents control.",
    "{J} Draw cards equal to twice the number of Landmarks you control.",
    "{J} Draw cards equal to half the number of Landmarks you control, rounded up.",
    "{J} Target Character gains 1 boost. Each Character you control gains 1 boost for each boost it has.",
    "{J} Each Character you control gains 1 boost for each boost it has, up to a max of 3.",
    "{J} Target player draws a card for each Landmark they control.",
    "When a Character an opponent controls leaves play — Draw a card.",
    "When a Character you own leaves play — Draw a card.",
    "When a token you control leaves play — Draw a card.",
    "When a Character goes to your Reserve — Draw a card.",
    "When a Permanent you control leaves play — Draw a card.",
    "When an opponent's token leaves play — Draw a card.",
    "When a Character joins an opponent's Expedition — Draw a card.",
    "When a card leaves your Reserve — Draw a card.",
    "When an opponent discards a card — Draw a card.",
    "When an opponent's Character leaves play — Its controller draws a card.",
    "When a Character an opponent controls goes to Reserve — Draw a card.",
    "When a Landmark an opponent controls leaves play — Draw a card.",
    "When a Permanent token leaves play — Draw a card.",
    "When a card goes to your discard pile — Draw a card.",
    "When a card you own goes to Reserve — Draw a card.",
    "{J} Each opponent sacrifices a Character unless they pay {1}.",
    "{J} Each opponent sacrifices two Characters unless they pay {1}.",
    "{J} Each opponent draws a card unless they pay {1}.",
    "{J} Target opponent sacrifices a Character unless they sacrifice a Permanent.",
    "{J} Each opponent sacrifices a Character unless they exhaust a Character they control.",
    "{J} Each opponent sacrifices a Character unless they discard two cards from their hand.",
    "{J} Each player may exhaust a Character they control. For each player who does, draw a card.",
)
"""Read, and judged right by their reading (the doubtful ones on boards)."""

READ_DOUBTFUL: tuple[str, ...] = (
    "When another Character leaves my Expedition — It gains 1 boost.",
    "When a Character leaves my Expedition — It gains 1 boost.",
    "{J} Each player may discard a card from their hand. For each player who does, draw a card. Then discard a card from your hand.",
)
"""Read, and not judged on a board at review25: "It gains 1 boost" for a Character that
left play (2.1.f lets the trigger find the new object in its Discard pile or Reserve; the
engine gives it nothing there — whether a boost may sit there is not checked), and "… For
each player who does, draw a card. Then discard a card from your hand." Kept executable
here so that a change of reading is noticed, not as a verdict."""

REFUSED: tuple[str, ...] = (
    "{J} Discard a card from your hand. Draw a card. If the discarded card is a Spell, I gain 1 boost.",
    "{J} Discard a card from your hand and draw a card. If the drawn card is a Spell, I gain 1 boost.",
    "{J} Discard a card from your hand and draw a card. If the discarded card is a Spell, I gain 1 boost.",
    "{J} Sacrifice a Character. If the sacrificed Character had [[Gigantic]], draw a card.",
    "{J} Draw two cards. If the drawn card is a Spell, I gain 1 boost.",
    "{J} Target opponent discards a card from their hand. If the discarded card is a Spell, draw a card.",
    "{J} Each player discards a card from their hand. If the discarded card is a Spell, draw a card.",
    "{J} Each opponent discards a card from their hand. If the discarded card is a Spell, draw a card.",
    "{J} Exhaust target Character and target Permanent. If that Character is a Plant, draw a card.",
    "{J} Discard a card from your hand. If the chosen card is a Spell, draw a card.",
    "{J} Each player draws a card. If they have 3 or more cards in hand, draw a card.",
    "{J} Target player draws a card. If they have 3 or more cards in hand, draw a card.",
    "{J} Target opponent draws a card. You draw a card. If they have 3 or more cards in hand, draw a card.",
    "{J} You draw a card and target opponent draws a card. If they have 3 or more cards in hand, I gain 1 boost.",
    "{J} Target opponent may draw a card. If they have 3 or more cards in hand, draw a card.",
    "{J} Target opponent draws a card. If you have more cards in hand than they have, draw a card.",
    "{J} Target Character's controller draws a card. If they have 3 or more cards in hand, draw a card.",
    "{J} Target opponent's Character gains 1 boost. If they control 3 or more Characters, draw a card.",
    "{J} Target opponent sacrifices a Character. If they controlled 3 or more Characters, draw a card.",
    "{J} Target Character gains 1 boost. If it's Tough, draw a card.",
    "{J} Target Character gains 1 boost. Draw a card if that Character is exhausted.",
    "{J} Each Character you control loses 1 boost for each boost target Character has.",
    "{J} Target Character gains 1 boost for each boost I have.",
    "{J} Each Character you control gains 1 boost for each Ember counter I have.",
    "{J} Target Character loses boosts equal to half the number of boosts it has, rounded up.",
    "{J} Target Character loses boosts equal to the number of Characters you control minus 1.",
    "{J} Target Character gains boosts equal to 2 minus the number of Characters you control.",
    "{J} Draw a card for each Landmark they control.",
    "{J} Each opponent sacrifices a Character for each Landmark they control.",
    "{J} Target Character gains boosts equal to its Hand Cost minus 2.",
    "{J} Each Character you control gains boosts equal to its Hand Cost minus its Reserve Cost.",
    "{J} Sacrifice target Character. Draw a card for each boost it has.",
    "{J} Return target Character to its owner's hand. Draw a card for each boost it has.",
    "{J} Each opponent draws a card for each Character in their Expedition.",
    "{J} Each player discards a card from their hand for each Landmark they control.",
    "{J} Draw cards equal to the number of cards in your hand minus the number of cards in an opponent's hand.",
    "{J} Each Character you control gains 1 boost for each Character they control.",
    "{J} Each opponent loses 1 boost for each Landmark they control.",
    "{J} Each Character you control gains 1 boost per Landmark it has.",
    "{J} Target Character loses all its boosts. Draw a card for each boost it has.",
    "{J} Each Character you control gains boosts equal to its power minus 1.",
    "{J} Each Character you control gains boosts equal to half its Hand Cost, rounded up.",
    "{J} Draw cards equal to half the number of Characters you control plus 1, rounded up.",
    "When an opponent's Character enters play — Draw a card.",
    "When I leave play — Each Character in the Expedition I left gains 1 boost.",
    "When I leave play — Each Character in the Expedition I joined gains 1 boost.",
    "When a Character goes to an opponent's Reserve — Draw a card.",
    "When an opponent's Character joins your Expedition — Draw a card.",
    "When a Character you control goes to the discard pile — Draw a card.",
    "When a Character you control leaves the Expedition I left — Draw a card.",
    "When I go to Reserve from an opponent's Expedition — Draw a card.",
    "When I leave your Expedition — Draw a card.",
    "When an opponent's Character leaves their Expedition — Draw a card.",
    "When a Character leaves an Expedition — Draw a card.",
    # (ga, session 33: "leaves the Expedition facing me" is read now, 7.5.11.a — its siblings
    # are in sentences_facing_expeditions.py)
    "When a Character you control enters play from your Reserve — Draw a card.",
    "When a Character enters play from an opponent's Reserve — Draw a card.",
    "When a Character you control enters play from your hand — Draw a card.",
    "When an opponent's Character enters play from their Reserve — Draw a card.",
    "{J} Target opponent sacrifices a Character unless you pay {1}.",
    "{J} Each opponent sacrifices a Character unless they pay {1} for each Character they control.",
    "{J} Each opponent sacrifices a Character unless they pay {X}.",
    "{J} Each player may discard a card from their hand. For each player who does, they draw a card.",
    "{J} Each player may discard a card from their hand. For each player who doesn't, each opponent draws a card.",
    "{J} Each player may pay {1}. For each player who does, draw a card.",
    "{J} Each player discards a card from their hand unless they pay {1}. For each player who does, draw a card.",
    "{J} Each player discards a card from their hand unless they pay {1}. For each player who doesn't, draw a card.",
    "{J} Each player may discard a card from their hand. For each card discarded this way, draw a card.",
    "{J} Each opponent discards a card from their hand unless they pay {1}. If they don't, draw a card.",
    "{J} Each opponent may discard a card from their hand. For each opponent who does, draw a card. For each opponent who doesn't, I gain 1 boost.",
    "{J} You may discard a card from your hand. For each player who does, draw a card.",
    "{J} Target opponent may discard a card from their hand. For each player who does, draw a card.",
    "{J} Each player may discard a card from their hand. For each opponent who does, draw a card.",
    "{J} Each opponent may discard a card from their hand. For each player who does, draw a card.",
    "{J} Each player sacrifices a Character unless they pay {1}. Draw a card.",
    "{J} Each player draws a card unless they discard a card from their hand.",
    "{J} Each opponent sacrifices a Character unless they pay {1} or discard a card from their hand.",
    "{J} Each player may draw a card. For each player who does, I gain 1 boost.",
    "{J} Each player may Resupply. For each player who didn't, draw a card.",
    "{J} Target opponent discards a card from their hand unless they exhaust a Character they control, then draw a card.",
)
"""Left to the judge (refused by name), and rightly: no reader that means them yet."""

READ_WRONG_BEFORE: tuple[str, ...] = (
    "{J} Discard two cards from your hand. If the discarded card is a Spell, draw a card.",
    "{J} Discard up to two cards from your hand. If the discarded card is a Spell, draw a card.",
    "{J} Draw a card and discard a card from your hand. If the discarded card is a Spell, I gain 1 boost.",
    "{J} Exhaust target Character. Draw a card. If that Character is exhausted, I gain 1 boost.",
    "{J} Exhaust target Character. If that Permanent is a Landmark, draw a card.",
    "{J} Exhaust target Character. Ready target Permanent you control. If that Character is a Plant, draw a card.",
    "{J} Target Character gains 1 boost. If that Spell is a Plant, draw a card.",
    "{J} Target opponent discards a card from their hand unless they pay {1} and sacrifice a Character.",
)
"""Read WRONG before review25, refused since: "that Character" / "the discarded card" after a
sentence naming another object or several (named_subjects._one_named), "unless they pay {1}
and [step]" read as the controller's step (SufferedUnlessSemantics._alone)."""


REFUSED_SINCE_REVIEW30: tuple[str, ...] = ("When a Character leaves play — It gains 1 boost.",)
"""Read doubtful at review25, refused by name since review30: the Character that left play is
a new object (2.1.d) and an effect of the Reaction does not alter it (6.3.j) — on a board the
card in Reserve gained the boost (scenarios/cards/compared_with_me_gone.py)."""

READ_SINCE_GRAM114: tuple[str, ...] = (
    "{J} Each player may discard a card from their hand. Each player who does draws a card.",
)
"""Refused at review25, read since gram114 as "If they do, they draw a card" for each player
who decided (6.5.f, 7.5.6.b: players_who_did_words.py)."""


READ_SINCE_IA: tuple[str, ...] = (
    "When a Character goes to Reserve from your hand — Draw a card.",
    "When a card goes to your Reserve from your hand — Draw a card.",
    "When an opponent's Character goes to Reserve from an Expedition — Draw a card.",
)
"""Refused at review25, read since ia (session 38): a card going to Reserve from the zone said
(3.2.5.a, 3.2.4.a; ``joined_from``, engine.pipeline.flow_triggers) — judged in sentences_keyword_action_events.py."""


READ_SINCE_IB41: tuple[str, ...] = (
    "{J} Target Character gains 1 boost for each boost it has, then loses 2 boosts.",
)
"""Refused at review25, read since ib41 (session 41): the target's next verb said without its
subject again ("…, then loses 2 boosts") acts on the same target (6.5.h), after the boosts it
gained (6.1.c) — tested by meaning below."""


def test_ib41_then_loses_acts_on_the_same_target_after_the_gain() -> None:
    reading = read_printed(probe_card(READ_SINCE_IB41[0], hand_cost=3))
    reaction = reading.model.abilities[0].reaction
    assert reaction is not None
    (step,) = reaction.model_dump(exclude_defaults=True)["effect"]
    assert (step["action"], step["subject"], step["per"]) == (
        "give_boost",
        "target_character",
        "boost it has",
    )
    (then,) = step["then"]
    assert (then["action"], then["subject"], then["amount"], then["counter"]) == (
        "remove_counters",
        "it",
        2,
        "boost",
    )


@pytest.mark.parametrize(
    "text", READ_RIGHT + READ_DOUBTFUL + READ_SINCE_GRAM114 + READ_SINCE_IA + READ_SINCE_IB41
)
def test_a_sibling_read_runs(text: str) -> None:
    reading = read_printed(probe_card(text, hand_cost=3))
    assert reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", REFUSED + READ_WRONG_BEFORE + REFUSED_SINCE_REVIEW30)
def test_a_sibling_not_read_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text, hand_cost=3)).executable
