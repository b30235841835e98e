# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of their reveal (issue 30, session 34), written before building (not copied
from card data): cards counted among those ANOTHER player's reveal showed — "Target opponent reveals
their hand. Draw a card for each Character revealed this way" (6.5.i, 1.2.7.d, 3.1.3.f: revealed,
the cards are seen by every player) — in every slot an effect fills, with other players, nouns,
numbers and counted steps; "[noun] among them" after the reveal means the same. The counted step is
the effect's controller's (6.5.f: "draw", "I" are the effect's).

``SIBLINGS`` maps each sentence to (the players who reveal, the counted step's action, its
``per``). ``REFUSED_SIBLINGS`` are the near-misses: several players' reveals (whose cards are
counted is not said), a look (the looker alone sees, 3.1.3.f), an optional reveal, a noun
only an object in play is (3.1.3.d), a counted step another player does, a count joined to
several steps, and the follow-ups not built (a choice among the cards shown, "If they reveal
no Spell")."""

from __future__ import annotations

_REVEALS: dict[str, str] = {
    "Target opponent reveals their hand.": "target_opponent",
    "Target player reveals their hand.": "target_player",
    "Each opponent reveals their hand.": "each_opponent",
}

_COUNTED: dict[str, str] = {
    "Draw a card for each {n} revealed this way.": "draw",
    "Draw two cards for each {n} revealed this way.": "draw",
    "I gain 1 boost for each {n} revealed this way.": "give_boost",
    "Target Character gains 1 boost for each {n} revealed this way.": "give_boost",
    "Put a Kelon counter on me for each {n} revealed this way.": "gain_counters",
    "Draw a card for each {n} among them.": "draw",
}

_NOUNS: dict[str, str] = {
    "Character": "character",
    "Spell": "spell",
    "Permanent": "permanent",
    "card": "card",
    "Plant": "plant",
}

_HEADS = ("{J}", "{H}", "{R}", "When you play a Spell —", "At Noon —", "{D} :")

SIBLINGS: dict[str, tuple[str, str, str]] = {}
"""Each sibling → (the players who reveal, the counted step's action, its ``per``)."""
for _i, (_reveal, _players) in enumerate(_REVEALS.items()):
    for _j, (_said, _action) in enumerate(_COUNTED.items()):
        for _k, (_noun, _per) in enumerate(_NOUNS.items()):
            _head = _HEADS[(_i + _j + _k) % len(_HEADS)]
            _text = f"{_head} {_reveal} {_said.format(n=_noun)}"
            SIBLINGS[_text] = (_players, _action, f"{_per} among them")

REFUSED_SIBLINGS: dict[str, str] = {
    "{J} Each player reveals their hand. Draw a card for each Spell revealed this way.": "several players' reveals: whose cards are counted is not said",
    "{J} Each player reveals their hand. I gain 1 boost for each Character among them.": "several players' reveals",
    "{J} Look at target opponent's hand. Draw a card for each Character among them.": "a look shows one player (3.1.3.f)",
    "{J} Target opponent may reveal their hand. If they do, draw a card for each Character revealed this way.": "an optional reveal",
    "{J} Target opponent reveals their hand. Draw a card for each Landmark revealed this way.": "a Landmark is a place in play (3.1.3.d)",
    "{J} Target opponent reveals their hand. Draw a card for each exhausted Character revealed this way.": "a card in a hand has no status (3.1.3.d)",
    "{J} Target opponent reveals their hand. Draw a card for each token revealed this way.": "a token is never in a hand (3.1.3.d)",
    "{J} Target opponent reveals their hand. They draw a card for each Character revealed this way.": "the opponent's own counted step: not built",
    "{J} Target opponent reveals their hand. Target opponent discards a card for each Spell revealed this way.": "a counted step another player does",
    "{J} Target opponent reveals their hand. Draw a card and I gain 1 boost for each Character revealed this way.": "counted by several steps",
    "{J} Target opponent reveals their hand. If they reveal no Spell, draw a card.": "a condition on what was shown: not built",
    # ib39 (session 39): "… Choose a card revealed this way. They discard it." reads now —
    # the effect's controller chooses among the cards shown, their owner discards it
    # (6.1.g, 1.4.7.b; sentences_hidden_zones_choices.py REVEALED_READ)
    "{J} Target opponent reveals their hand. Discard a Spell revealed this way.": "a discard among another player's shown cards: not built",
    "{J} Target opponent reveals the top three cards of their deck. Draw a card for each Character among them.": "another player's deck top counted: not built",
}
"""Near-misses that mean something else, or that the reader cannot run right: refused."""
