"""Clauses on the top cards of your Deck besides the Mana zone (clauses._put_mana): "Put the
top card / the top N cards of your deck in Reserve" (7.3.27.a put; each card to its owner's
Reserve, 3.1.2.c) and "Discard the top card / N cards of your deck" (7.3.8 discard). Only
your own Deck is read; fewer cards in it move as many as there are."""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import Step, clause, number_word

_TOP = r"the top (?:card|(?P<n>\w+) cards) of your deck"


@clause(rf"put {_TOP} in (?:your )?reserve")
def _put_top_in_reserve(m: re.Match[str], c: str) -> Step:
    amount = number_word(m["n"], c) if m["n"] else 1
    return {"action": "put", "to": "reserve", "subject": "top_cards_of_your_deck", "amount": amount}


@clause(rf"discard {_TOP}")
def _discard_top(m: re.Match[str], c: str) -> Step:
    amount = number_word(m["n"], c) if m["n"] else 1
    return {"action": "discard", "subject": "top_cards_of_your_deck", "amount": amount}
