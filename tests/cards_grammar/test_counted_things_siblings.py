# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""The sibling sentences of the counted-things cluster (issue 30, gram53), written before
the reader was built, from the forms the blind NEWSET19 missed (counters as an amount, a
qualifier, an object of an action; the Nth counter gained; Mana Orbs as objects; zones as a
move's origin; places said of an object), in other slots, counters, zones and wordings: 14
of 45 were read before (tree 8f017b08), 40 after. Each one read is executable through the
import's path; each one not read is refused, not read as something else. "SPELL " marks a
Spell's text."""

from __future__ import annotations

import pytest

from scenarios.cards.printed import read_printed

from .probe import probe_card

READ: tuple[str, ...] = (
    "I have +1/+1/+1 for each Glimmer counter on me.",
    "I have +2/+0/+0 for each boost on me.",
    "I have +1/+0/+1 for each Glimmer counter on Characters you control.",
    "{J} I gain 1 boost for each Glimmer counter on Characters you control.",
    "{J} Draw a card for each Glimmer counter on me.",
    "SPELL Target Character gains X boosts, where X is the number of Glimmer counters on me plus 1.",
    "{J} Draw a card for each Glimmer counter on Characters you control, up to a max of 3.",
    "{J} Each Character you control gains 1 boost for each token you control, up to a max of 2.",
    "{J} Return a card from your Reserve to your hand for each Character you control, up to a max of 2.",
    "I cost {1} less to play for each Glimmer counter on Characters you control.",
    "{J} If you control two or more Characters with Glimmer counters, draw a card.",
    "{J} If you control a Character with a Glimmer counter: Draw a card.",
    "{J} Each Character you control with a Glimmer counter gains 1 boost.",
    "SPELL Send target Character with 2 or more Glimmer counters to Reserve.",
    "SPELL Target Character without Glimmer counters gains 2 boosts.",
    "{J} If you control three or more Characters with boosts: I gain 2 boosts.",
    "{J} Remove all Glimmer counters from Characters you control.",
    "{J} Remove all Glimmer counters from each Character you control.",
    "When I gain my third Glimmer counter — Draw a card.",
    "When a Character you control gains its second Glimmer counter — It gains 1 boost.",
    "When a Character you control gains its third boost — Draw a card.",
    "When a Character gains its fourth Glimmer counter — Sacrifice it.",
    "{R} Ready a Mana Orb you control.",
    "{J} Ready up to two Mana Orbs you control.",
    "{J} Exhaust a Mana Orb you control. Draw a card.",
    "{J} Return a Mana Orb you control to your hand.",
    "{J} Put a card from your hand in your Mana zone as an exhausted Mana Orb.",
    "{J} You may put a card from your Reserve in your Mana zone as a ready Mana Orb.",
    "{J} You may return a Mana Orb you control to your hand. If you do, draw a card.",
    "{H} Return a Character from your discard pile to your hand.",
    "{H} Put up to two Permanents from your discard pile in your Reserve.",
    "{H} Return a Spell from your discard pile to your Reserve.",
    "{H} Return up to two cards from your discard pile to your hand.",
    "SPELL Send target Character with Hand Cost X or less to Reserve, where X is the number of cards in your Reserve.",
    "SPELL Send target Character with Hand Cost X or less to Reserve, where X is the number of Characters you control plus 1.",
    "At Dusk — Each Character in the Expedition facing me gains 1 boost.",
    "{J} Each Character in the Expedition facing me loses 1 boost.",
    "{J} Send target Character in the Expedition facing me to Reserve.",
    "When you play a Permanent — Each Character in its Expedition gains 1 boost.",
    "{J} Target Character in my Expedition gains 1 boost.",
    # read since gram73: "minus N" after a count (the count less N, none below zero)
    "{J} Draw X cards, where X is the number of Glimmer counters on me minus 1.",
)

NOT_READ: tuple[str, ...] = (
    "SPELL Target Character gains X boosts, where X is the number of Glimmer counters on it.",
    "{J} Spend all Glimmer counters of Characters you control. Draw a card for each counter spent this way.",
    "{J} Spend all boosts of Characters you control. I gain 1 boost for each counter spent this way.",
    "When a Character joins your Expeditions — Another target Character in its Expedition gains 1 boost.",
)


@pytest.mark.parametrize("text", READ)
def test_a_sibling_is_read_and_runs(text: str) -> None:
    reading = read_printed(probe_card(text))
    assert reading.abilities and reading.executable, [(a.text, a.reason) for a in reading.abilities]


@pytest.mark.parametrize("text", NOT_READ)
def test_a_sibling_not_read_yet_is_refused(text: str) -> None:
    assert not read_printed(probe_card(text)).executable
