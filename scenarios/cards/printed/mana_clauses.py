"""Clauses on one's Mana Orbs (3.2.9): "Discard one of your Mana Orbs" — the player chooses
which of their Mana Orbs (6.1.g), which goes to its owner's Discard pile."""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import Step, clause, number_word


@clause(r"discard (?P<n>one|two|three|\d+) of your mana orbs")
def _discard_mana(m: re.Match[str], c: str) -> Step:
    return {
        "action": "discard",
        "subject": "mana_orbs_you_choose",
        "amount": number_word(m["n"], c),
    }
