"""Clauses on one's Mana Orbs (3.2.9): "Discard one of your Mana Orbs" — the player chooses
which of their Mana Orbs (6.1.g), which goes to its owner's Discard pile."""

from __future__ import annotations

import re

from scenarios.cards.printed.clauses import NotUnderstood, Step, clause, number_word, read_clause


@clause(r"discard (?P<n>one|two|three|\d+) of your mana orbs")
def _discard_mana(m: re.Match[str], c: str) -> Step:
    return {
        "action": "discard",
        "subject": "mana_orbs_you_choose",
        "amount": number_word(m["n"], c),
    }


@clause(r"put (?P<obj>.+?) in your mana zone as an? (?P<how>ready|exhausted) mana orb")
def _put_in_mana_as(m: re.Match[str], c: str) -> Step:
    """ "Put a card from your Reserve in your Mana zone as a ready Mana Orb": it enters
    ready — exhausted "unless specified otherwise" (3.2.9.b); "as an exhausted Mana Orb" is
    that rule said again."""
    step = read_clause(f"put {m['obj']} in your mana zone")
    if step.get("to") != "mana":
        raise NotUnderstood(c)
    if m["how"] == "ready":
        step["ready_orb"] = True
    return step
