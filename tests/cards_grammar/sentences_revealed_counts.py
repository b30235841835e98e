# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of reveal counts and superlatives (issue 30, session 32), written before
building (not copied from card data): cards counted among those a reveal showed — "Reveal your hand.
Draw a card for each Character revealed this way" (6.5.i, 1.2.7.d, 3.1.3.f) — in every slot an
effect fills, with other nouns, numbers and steps; "[noun] among them" after a reveal means the
same.

``SIBLINGS`` maps each sentence to the ``per`` its counted step gets ("character among them":
the cards the reveal acted on that are Characters) — ``None`` when the counted step is not
given a ``per`` but an ``x_is`` (after "you may", as "among them" reads already).
``REFUSED_SIBLINGS`` are the near-misses: a count after a look (the looker alone saw them,
3.1.3.f), after a step that revealed nothing, after a conditional reveal, a noun only an
object in play is (3.1.3.d), a count joined to several steps."""

from __future__ import annotations

_REVEALS: dict[str, str] = {
    "Reveal your hand.": "cards_in_your_hand",
    "Reveal the top card of your deck.": "top_cards_of_your_deck",
    "Reveal the top three cards of your deck.": "top_cards_of_your_deck",
    "Reveal the top five cards of your deck.": "top_cards_of_your_deck",
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
"""Each sibling → (the reveal's subject, the counted step's action, its ``per``)."""
for _i, (_reveal, _subject) in enumerate(_REVEALS.items()):
    for _j, (_said, _action) in enumerate(_COUNTED.items()):
        for _k, (_noun, _per) in enumerate(_NOUNS.items()):
            _head = _HEADS[(_i + _j + _k) % len(_HEADS)]
            _text = f"{_head} {_reveal} {_said.format(n=_noun)}"
            SIBLINGS[_text] = (_subject, _action, f"{_per} among them")

REFUSED_SIBLINGS: dict[str, str] = {
    "{J} Look at the top three cards of your deck. Draw a card for each Character revealed this way.": "a look shows one player (3.1.3.f)",
    "{J} Look at the top three cards of your deck. Draw a card for each Character among them.": "a look shows one player (3.1.3.f)",
    "{J} Sacrifice a Character. Draw a card for each Character revealed this way.": "nothing revealed",
    "{J} Discard a card. Draw a card for each Spell revealed this way.": "nothing revealed",
    "{J} If you control a Landmark, reveal your hand. Draw a card for each Character revealed this way.": "a conditional reveal",
    "{J} You may reveal your hand. If you do, draw a card for each Character revealed this way.": "an optional reveal",
    "{J} Reveal your hand. Draw a card for each Landmark revealed this way.": "a Landmark is a place in play (3.1.3.d)",
    "{J} Reveal your hand. Draw a card for each token revealed this way.": "a token is never in a hand (3.1.3.d)",
    "{J} Reveal your hand. Draw a card for each exhausted Character revealed this way.": "a card in a hand has no status (3.1.3.d)",
    "{J} Reveal the top three cards of your deck. I gain 1 boost for each Landmark among them.": "a Landmark is a place in play",
    "{J} Reveal your hand. Draw a card and I gain 1 boost for each Character revealed this way.": "counted by several steps",
    "{J} Each player reveals their hand. Draw a card for each Spell revealed this way.": "several players' reveals: not joined yet",
}
"""Near-misses that mean something else, or that the reader cannot run right: refused."""
