"""Sibling sentences of "[players] create(s) a token" (issue 30, session 41), written for these
tests (not copied from card data): a token created by the players a subject names — "Target
opponent creates a Bureaucrat token in their Hero Expedition", "Each player creates …" — the
step theirs (7.5.6.b), "their" Expedition each creator's own (7.3.5.a), so the token is theirs
(7.5.5.b: a player controls what is in their Expeditions). A token named by its token card
("a Mana Moth token", 7.3.5.b, 2.1.e) as well as with its statistics printed. Each READ
sentence maps to the players doing it and the Expedition said; each REFUSED one to words of
its reason. The events "When an opponent creates a … token" stay the trigger rules' (held
here too, as a guard: the creating verb after a trigger's subject is no step)."""

from __future__ import annotations

from typing import Any

SPELL = "SPELL "

READ: dict[str, dict[str, Any]] = {
    "{J} Target opponent creates a Mana Moth token in their Hero Expedition.": {
        "players_do": "target_opponent",
        "subject": "your_hero_expedition",
        "amount": 1,
    },
    "{J} Each player creates an [Ordis Recruit 1/1/1] Soldier token in their Companion"
    " Expedition.": {
        "players_do": "each_player",
        "subject": "your_companion_expedition",
        "amount": 1,
    },
    "{J} Your opponent creates two Mana Moth tokens in their Hero Expedition.": {
        "players_do": "each_opponent",
        "subject": "your_hero_expedition",
        "amount": 2,
    },
    "{J} Target player creates an [Ordis Recruit 1/1/1] Soldier token in their Hero Expedition.": {
        "players_do": "target_player",
        "subject": "your_hero_expedition",
        "amount": 1,
    },
    SPELL + "Draw a card. Then, each opponent creates a Mana Moth token in their Companion"
    " Expedition.": {
        "players_do": "each_opponent",
        "subject": "your_companion_expedition",
        "amount": 1,
    },
}
"""Sentence -> the create step's players, Expedition (as the creator says it) and amount."""

REFUSED: dict[str, str] = {
    # 7.3.5.b: the template says the Expedition; none said, none guessed
    "{J} Target opponent creates an [Ordis Recruit 1/1/1] Soldier token.": "not read",
    # a second step joined to the creator's clause is not read yet: refused, never half-read
    "{J} Target opponent creates an [Ordis Recruit 1/1/1] Soldier token in their Hero"
    " Expedition and draws a card.": "not read",
}

EVENTS: tuple[str, ...] = (
    "When an opponent creates a Brassbug token \u2014 Draw a card.",
    "When a player creates a Brassbug token \u2014 Draw a card.",
    "When your opponent creates a Character token \u2014 Draw a card.",
)
"""Triggers whose subject creates: events (6.3.b), read as before — not a players' step."""
