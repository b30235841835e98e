# ruff: noqa: E501  (printed sentences kept verbatim, one a line)
"""The session-28 review's adversarial siblings (issue 30): near misses of this stop's new readings
— gram89 (a set keyword read by its reminder: "by also" costs, "[K N]" scaled from the defining
print, "[K] N times"), gram90 (two Expeditions compared, "empty", counters "among", tokens in an
Expedition), gram93 (delayed "if it's still in play", "during your turns", "the next [card] you play
this Day"), gram94 (counters lost, moved, removed, can't be gained, put as an event, "another one"),
gram91/92 (they / that player, players filtered, other players' choices) — each with its outcome
JUDGED BY MEANING against the CR: "read" (read, and read right: its compiled reading looked at, the
doubtful ones played in test_board_keywords_delays.py) or "refused" (left to the judge, by name).
None is read wrong.

A sentence may carry a set keyword's defining print before :data:`DEFINED_BY`
(``"[Haggle 2]. (…) || [Haggle 4]."``): the sentence is read with the keyword that print
defines (read_with_definition.py), as an import of the set reads it (2.2.12.c)."""

from __future__ import annotations

from .read_with_definition import DEFINED_BY

__all__ = ["DEFINED_BY", "PLUCK_TWICE", "SIBLINGS", "WRONG_BEFORE"]

PLUCK_TWICE = "[Pluck]. (Target Character gains 1 boost.) || SPELL [Pluck] 2 times."
"""A set keyword action with a target, done N times: each instance its own target (6.5.i;
played in test_board_keywords_delays.py)."""

SIBLINGS: dict[str, str] = {
    PLUCK_TWICE: "read",
    "[Haggle 1]. (You may play me from hand for {1} less by also discarding 1 card.) || [Haggle 3].": "refused",
    "[Haggle 2]. (You may play me from hand for {2} less by also discarding 2 cards.) || [Haggle 1].": "refused",
    "[Haggle 1]. (You may play me from hand for {1} less by also discarding a card.) || [Haggle 3].": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "[Haggle 2]. (You may play me for {2} less by also sacrificing a Character with Hand Cost 2 or less.) || [Haggle 4].": "refused",
    "[Haggle 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.)": "read",
    "[Haggle 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || [Haggle].": "refused",
    "[Haggle 1]. (You may play me from Reserve for {1} less by also discarding a card.) || [Haggle 2].": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "[Haggle 1]. (You may play me for {1} less by also exhausting a Character you control.)": "read",
    "[Haggle 1]. (You may play me for {1} less by also returning a Character you control to your hand.)": "refused",
    "[Haggle 1]. (You may play me for {1} less by also giving an opponent a boost.)": "refused",
    "[Haggle 1]. (You may play me for {1} more by also drawing a card.)": "refused",
    "[Haggle 1]. (You may play me for {1} less by also paying {1}.)": "refused",
    "[Haggle 1]. (You may play me from hand for {1} less if you also discard a card.)": "refused",
    "[Haggle 1]. (You may play me from hand for {1} less by also discarding a card. If you do, draw a card.)": "refused",
    "[Rummage]. (Put the top card of your deck in your Reserve.) || {J} [Rummage] 2 times.": "read",
    "[Rummage]. (Put the top card of your deck in your Reserve.) || {J} [Rummage] 2 times, then draw a card.": "read",
    "[Rummage]. (Put the top card of your deck in your Reserve.) || {J} You may [Rummage] 2 times.": "read",
    "[Rummage]. (Put the top card of your deck in your Reserve.) || {J} Target opponent [Rummage] 2 times.": "refused",
    "[Pluck]. (Return target Character to its owner's hand.) || {J} [Pluck] 2 times.": "read",
    "[Pluck]. (Target Character gains 1 boost.) || {J} [Pluck] 2 times.": "read",
    "[Pluck]. (Target Character gets 1 boost.) || {J} [Pluck] 2 times.": "read",
    "[Pluck]. (Draw a card.) || {J} [Pluck] 0 times.": "refused",
    "[Pluck]. (Draw a card.) || {J} [Pluck] 1 times.": "refused",
    "[Pluck]. (Draw a card.) || {J} [Pluck] X times, where X is the number of Characters you control.": "read",
    "[Pluck]. (You may draw a card. If you do, discard a card.) || {J} [Pluck] 2 times.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "[Pluck 1]. (Draw 1 card.) || {J} [Pluck 2] 2 times.": "read",
    "[Pluck 1]. (Draw 1 card, then discard 1 card.) || {J} [Pluck 2].": "refused",
    "[Pluck 1]. (Draw {1} card.) || {J} [Pluck 3].": "refused",
    "[Pluck 2]. (Target Character gains 2 boosts.) || {J} [Pluck 1].": "read",
    "[Pluck 1]. (Target Character with Hand Cost 1 or less gains 1 boost.) || {J} [Pluck 3].": "refused",
    "[Pluck 2]. (Draw 2 cards. Then discard 2 cards.) || {J} [Pluck 1].": "refused",
    "[Pluck 1]. (Roll a die. On a 1, draw a card.) || {J} [Pluck 2].": "refused",
    "[Pluck 1]. (I gain 1 boost.) || [Pluck 2].": "refused",
    "[Pluck 1]. (At Noon, I gain 1 boost.) || [Pluck 2].": "read",
    "[Pluck 10]. (Draw 10 cards.) || {J} [Pluck 1].": "read",
    "{J} If the Expedition facing me has more Characters than mine, draw a card.": "read",
    "{J} If my Expedition has more Characters than the Expedition facing me, draw a card.": "read",
    "{J} If the Expedition facing me has more Characters than mine, I gain 2 boosts.": "read",
    "{J} If the Expedition facing me has at least as many Characters as mine, draw a card.": "read",
    "{J} If the Expedition facing me has more cards than mine, draw a card.": "read",
    "{J} If the Expedition facing me has more Permanents than mine, draw a card.": "read",
    "{J} If the Expedition facing me has more boosts than mine, draw a card.": "refused",
    "{J} If the Expedition facing me has more Characters than yours, draw a card.": "refused",
    "{J} If your other Expedition has more Characters than mine, draw a card.": "read",
    "{J} If the Expedition facing me has fewer Characters than mine, draw a card.": "read",
    "{J} If the Expedition facing me has two more Characters than mine, draw a card.": "refused",
    "{J} If the Expedition facing me is empty, draw a card.": "read",
    "{J} If my Expedition is empty, draw a card.": "read",
    "{J} If your Hero Expedition is empty, draw a card.": "read",
    "{J} If the Expedition facing me is not empty, draw a card.": "read",
    # gram102: read as "there are no Characters in the Expedition facing me" (7.5.5.b, 1.2.3.c),
    # judged by meaning in sentences_place_moment_conditions.py and played on a board
    "{J} If the Expedition facing me has no Characters, draw a card.": "read",
    "{J} If your hand is empty, draw a card.": "read",
    "{J} If your Reserve is empty, draw a card.": "read",
    "{J} If the Expedition facing me is empty and yours is not, draw a card.": "refused",
    "{J} Draw a card for each counter among Characters you control.": "refused",
    "{J} Draw a card for each Debt counter among Characters you control.": "read",
    "{J} Draw a card for each Debt counter on Characters you control.": "read",
    "{J} Draw a card for each boost among Characters you control.": "read",
    "{J} I gain 1 boost for each counter among Characters in the Expedition facing me, up to a max of 3.": "refused",
    "{J} Draw a card for each Character among Characters you control.": "refused",
    "{J} For each token in your Hero Expedition, draw a card.": "read",
    "{J} Draw a card for each token in your Companion Expedition.": "read",
    "{J} Draw a card for each Character token in your Hero Expedition.": "read",
    "{J} Draw a card for each card in your Hero Expedition.": "refused",
    "{J} Draw a card for each token in your Hero Expedition and in your Companion Expedition.": "refused",
    "{J} Draw a card for each token in my Expedition.": "read",
    "{J} Create a Drake token in your Hero Expedition for each token in your Companion Expedition.": "refused",
    "{J} If my Expedition has fewer cards than the Expedition facing me, draw a card.": "read",
    "SPELL Target Character loses half of its boosts, rounded up.": "read",
    "SPELL Target Character loses all but 2 of its boosts.": "read",
    "SPELL Target Character loses all but 2 of its Debt counters.": "read",
    "SPELL Target Character loses 3 of its boosts.": "refused",
    "SPELL Move all boosts from target Character you control to another target Character you control.": "read",
    "SPELL Move all boosts from target Character you control to target Character you control.": "read",
    "SPELL Move all Debt counters from target Character to target Character.": "read",
    "{J} Characters you control can't gain Debt counters.": "refused",
    "Characters you control can't gain Debt counters.": "read",
    "Characters you control can't gain boosts.": "read",
    "Opponents' Characters can't gain boosts this turn.": "refused",
    "I can't gain boosts.": "read",
    "When one or more Debt counters are put on me, draw a card.": "read",
    "When one or more boosts are put on me, draw a card.": "read",
    "When one or more Debt counters are put on a Character you control, draw a card.": "read",
    "When a Debt counter is put on me, draw a card.": "read",
    "{J} Create a Drake token. Create another one in your other Expedition.": "refused",
    "{J} Create two Drake tokens. Create another one in your other Expedition.": "refused",
    "{J} Create a Brassbound Hound token, then create another one.": "refused",
    "SPELL Remove all counters from target Character.": "read",
    "SPELL Remove all counters from each Character.": "read",
    "SPELL Remove all boosts from target Character.": "read",
    "SPELL Remove all Debt counters from target Character. Draw a card for each counter removed this way.": "read",
    "SPELL Target Character loses all its counters.": "read",  # he (session 37): 2.5.g
    "SPELL Target Character loses half of its counters, rounded down.": "refused",
    # session 42: "I" in a delayed step, the Emblem's creator bound as its "it" (7.2.1.d)
    "{J} At Night, if I'm still in play, draw a card.": "read",
    "{J} At Dusk, if it's still in play, draw a card.": "refused",
    "SPELL Target Character gains 2 boosts. At Night, if it's still in play, return it to its owner's hand.": "read",
    "SPELL Target Character gains 2 boosts. At the end of the turn, if it's still in play, sacrifice it.": "read",
    "SPELL Target Character gains 2 boosts. At Night, if it's no longer in play, draw a card.": "read",
    "SPELL Target Character gains 2 boosts. At Night, if it's in play, draw a card.": "read",
    "SPELL Target Character gains 2 boosts. At Night, if it's still in your Expedition, draw a card.": "refused",
    "SPELL Target Character gains 2 boosts. At Night, if it's still in that Expedition, draw a card.": "refused",
    "SPELL Target Character gains 2 boosts. At Night, if it's still exhausted, draw a card.": "refused",
    "SPELL Target Character gains 2 boosts. At Night, if it still has a boost, draw a card.": "refused",
    "During your turns, I have +1/+1/+1.": "read",
    "During each opponent's turn, I have +1/+1/+1.": "read",
    "During your turns, Characters you control have +1/+0/+0.": "read",
    "During your turns, {R} When I go to Reserve, draw a card.": "refused",
    "During your turns, when I go to Reserve, draw a card.": "refused",
    "During your turns, {H} draw a card.": "refused",
    "During your turns, each time you play a Spell, draw a card.": "refused",
    "During your turns, I gain 1 boost.": "refused",
    "During each opponent's turn, I can't be sent to Reserve.": "read",
    "{J} The next Spell you play this Day costs {1} less.": "read",
    "{J} The next Spell you play this Day from Reserve costs {1} less.": "refused",
    "{J} The next Spell you play from Reserve this Day costs {1} less.": "read",
    "{J} The next Spell an opponent plays this Day costs {1} more.": "refused",
    "{J} The next Character you play this Day gains 2 boosts.": "read",
    "{J} The next Character you play this Day costs {1} less and gains 2 boosts.": "refused",
    # gh (session 33): the counted Emblem, each Spell using it once (5.2.d, 2.2.15.c)
    "{J} The next two Spells you play this Day cost {1} less.": "read",
    "{J} The next Spell you play this Day costs {1} less for each Character you control.": "refused",
    "{J} The next Spell you play until end of turn costs {1} less.": "read",
    "{J} Until end of turn, the next Spell you play costs {1} less.": "read",
    "{J} The next Spell you play this turn costs {1} less.": "read",
    "{J} For the rest of the Day, Spells you play cost {1} less.": "read",
    "{J} The next Permanent you play from hand this Day costs {2} less.": "read",
    "{J} The first Spell you play this Day costs {1} less.": "refused",
    "SPELL Target opponent discards a card. If they do, draw a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent discards a card. If they don't, draw a card.": "refused",
    "SPELL Target opponent discards a card. If they can't, draw a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent may discard a card. If they do, draw a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent may discard a card. If they don't, I gain 2 boosts.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent may discard a card. If they do, they draw a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent may discard a card. If they do, that player draws a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent sacrifices a Character. If they can't, they discard a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Each opponent may discard a card. If they do, draw a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Each opponent may discard a card. If they don't, draw a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Each opponent may discard a card. If any of them do, draw a card.": "refused",
    "SPELL Each player may discard a card. If they do, they draw a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Return target Character to its owner's hand. That player draws a card.": "read",
    "SPELL Return target Character to its owner's hand. They draw a card.": "read",
    "SPELL Return target Character an opponent controls to its owner's hand. Then that player discards a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent draws a card. Then they discard a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Target opponent sacrifices a Character they control.": "read",
    "SPELL Target opponent chooses a Character they control. Sacrifice it.": "refused",
    "SPELL Target opponent chooses one: • They draw a card. • I gain 1 boost.": "read",
    "SPELL Target opponent chooses one: • Draw a card. • Target Character gains 2 boosts.": "read",
    "SPELL Each opponent who controls a Plant draws a card.": "read",
    "SPELL Each opponent who has no cards in hand draws a card.": "read",  # gf: 6.5.d per player
    "SPELL Each player who controls a Plant sacrifices a Character.": "read",
    "SPELL Each player whose hand is empty draws a card.": "refused",
    "SPELL Each opponent chooses a Character they control. Each Character chosen this way gains 2 boosts.": "read",
    "SPELL Each opponent chooses a Character they control. Sacrifice each Character chosen this way.": "refused",
    "SPELL Each opponent with 3 or more cards in hand discards a card.": "read",  # ib40: read as from the Hand (test_discard_from_hand_siblings.py)
    "SPELL Each opponent who controls more Characters than you sacrifices a Character.": "read",
    "SPELL Target opponent discards a card. If they discarded a Spell, draw a card.": "refused",
    "SPELL Target opponent reveals their hand. If they have no Spells, draw a card.": "refused",
    "SPELL Target opponent may pay {1}. If they don't, draw a card.": "read",
    "SPELL Target opponent may pay {1}. If they do, they draw a card.": "read",
    "SPELL Target player discards a card. If they do, they draw a card.": "refused",
    "[Rummage]. (Draw a card, then discard a card from your hand.) || {J} [Rummage] 2 times.": "read",
    "[Rummage]. (Draw a card. Then put a card from your hand in your Reserve.) || {J} [Rummage] 2 times.": "read",
    "[Rummage]. (Draw a card.) || {J} [Rummage] twice.": "read",
    "[Rummage]. (Draw a card.) || {J} [Rummage] 2 times for each Character you control.": "refused",
    "[Rummage]. (Draw a card.) || {J} [Rummage] 2 times. If you do, I gain 1 boost.": "read",
    "[Rummage]. (Target Character gains 1 boost.) || SPELL [Rummage] 3 times.": "read",
    "[Rummage]. (Target Character you control gains 1 boost.) || {J} Each player [Rummage] 2 times.": "refused",
    "[Rummage]. (Draw a card.) || {J} [Rummage] 2 times, then [Rummage].": "read",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || [Barter 2].": "read",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || [Barter 0].": "read",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || [Barter X].": "refused",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || [Barter 2], [Barter 1].": "read",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || Gigantic. [Barter 2].": "read",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || {J} Target Character gains [Barter 2] this turn.": "refused",
    "[Barter 2]. (You may play me from hand for {2} less by also putting a card from your hand in your Reserve.) || [Barter 1].": "read",
    "[Barter 2]. (You may play me from hand for {2} less by also putting two cards from your hand in your Reserve.) || [Barter 1].": "refused",
    "[Barter 2]. (You may play me from hand for {2} less by also putting up to 2 cards from your hand in your Reserve.) || [Barter 3].": "refused",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your Reserve in your hand.) || [Barter 2].": "refused",
    "[Barter 1]. (You may play me from Reserve for {1} less by also putting a card from your hand in your Reserve.) || [Barter 2].": "read",
    "[Barter 1]. (You may play me for {1} less by also sacrificing a Character.) || [Barter 2].": "read",
    "[Barter 1]. (You may play me for {1} less by also discarding a card from your hand.) || [Barter 2].": "read",
    "[Barter 1]. (You may play me for {1} less by also discarding a card from your Reserve.) || [Barter 2].": "read",
    "[Barter 1]. (You may play me for {1} less by also exhausting a Mana Orb.) || [Barter 2].": "refused",
    "[Barter 1]. (You may play me for {1} less by also sending a Character you control to Reserve.) || [Barter 2].": "refused",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || I cost {1} less. [Barter 2].": "refused",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || {J} If I was played for less, draw a card.": "refused",
    "[Barter 3]. (You may play me from hand for {3} less by also putting a card from your hand in your Reserve.) || [Barter 13].": "read",
    "[Barter 1]. (You may play me from hand for {1} less by also putting a card from your hand in your Reserve.) || [Barter 2]. (You may play me from hand for {2} less by also putting a card from your hand in your Reserve.)": "read",
    "{J} Draw a card for each card in my Expedition.": "read",
    "{J} If there are more cards in the Expedition facing me than in mine, draw a card.": "read",
    "{J} Draw a card for each card in the Expedition facing me.": "read",
    "{J} If there are 2 or more cards in my Expedition, draw a card.": "read",
    "{J} Draw a card for each exhausted card in my Expedition.": "read",
    "{J} Create a [Pack Mule 0/2/2] Animal token in your Hero Expedition. Create another one in your Companion Expedition.": "read",
    "{J} Create two [Pack Mule 0/2/2] Animal tokens in your Hero Expedition. Create another one in your Companion Expedition.": "read",
    "{J} Create a [Pack Mule 0/2/2] Animal token. Then create a [Ember Wisp 1/0/0] Spirit token. Create another one in your Companion Expedition.": "refused",
    "{J} Create a [Pack Mule 0/2/2] Animal token. If you control 3 or more Characters, create another one.": "refused",
    "{J} Draw a card. Create another one.": "refused",
    "{J} Create a [Pack Mule 0/2/2] Animal token in each of your Expeditions. Create another one in your Hero Expedition.": "read",
    "SPELL Move all boosts from target Character you control to another target Character you control. Draw a card.": "read",
}
"""Each sibling and its judged outcome."""

WRONG_BEFORE: tuple[str, ...] = (
    "[Haggle 2]. (You may play me for {2} less by also sacrificing a Character with Hand Cost 2 or less.) || [Haggle 4].",
    "[Pluck 1]. (Target Character with Hand Cost 1 or less gains 1 boost.) || {J} [Pluck 3].",
    "[Pluck 1]. (Roll a die. On a 1, draw a card.) || {J} [Pluck 2].",
    "{J} If the Expedition facing me has more cards than mine, draw a card.",
    "{J} If my Expedition has fewer cards than the Expedition facing me, draw a card.",
    "{J} Draw a card for each card in my Expedition.",
    "{J} If there are more cards in the Expedition facing me than in mine, draw a card.",
    "{J} Draw a card for each card in the Expedition facing me.",
    "{J} If there are 2 or more cards in my Expedition, draw a card.",
    "{J} Draw a card for each exhausted card in my Expedition.",
)
"""The siblings read WRONG on the merged tree before review28: a set keyword whose defining
reminder says its number twice, or as a die's face, scaled in every place (now refused by
name: which number the keyword's stands for is not printed); "cards" in an Expedition
counting its tokens (a token is no card, 1.1.7.b; now counted without them)."""
