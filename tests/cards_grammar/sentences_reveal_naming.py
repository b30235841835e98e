# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""Sibling sentences of reveal and naming (issue 30, session 35), written before building (not
copied from card data): revealing and naming.

1. ANOTHER player reveals their top card and the effect's controller acts on what it is —
   "Target opponent reveals the top card of their deck. If it's a Spell, draw a card.
   Otherwise, …" (1.2.7.d, 3.1.3.f; 6.5.d, 6.5.e; the follow-up the effect's controller's,
   6.5.f: ``follow_ups_yours``). ``THEIR_TOP`` maps each sentence to (the players who reveal,
   the follow-up's action, its condition, the "otherwise" step's action or "").
2. "[a noun] revealed this way" after a reveal of the top of your deck: one of the cards
   shown, of that kind (6.1.g) — the same reading as "[a noun] from among them".
   ``REVEALED_WAY`` lists them; each reads as its "from among them" twin does.
3. Near-misses that mean something else, or that the reader cannot run right:
   ``REFUSED_SIBLINGS`` (sentence → why)."""

from __future__ import annotations

_PLAYERS = {
    "Target opponent": "target_opponent",
    "Each opponent": "each_opponent",
    "Target player": "target_player",
}

_CONDITIONS = {
    "it's a Spell": "it's a spell",
    "it's a Character": "it's a character",
    "it's a Permanent": "it's a permanent",
    "it's a Plant": "it's a plant",
    "it's not a Spell": "it's not a spell",
    "it's a Character with Hand Cost {3} or more": "it's a character with hand cost {3} or more",
    "it's a Spell with Hand Cost {2} or less": "it's a spell with hand cost {2} or less",
}

_FOLLOW_UPS = {
    "draw a card": "draw",
    "draw two cards": "draw",
    "target Character gains 1 boost": "give_boost",
    "exhaust target Character": "exhaust",
    "send target Character to Reserve": "send_to_reserve",
    "target Character gains Anchored": "gain_status",
}

_OTHERWISE = {
    "": "",
    " Otherwise, I gain 1 boost.": "give_boost",
    " Otherwise, draw a card.": "draw",
}

_HEADS = ("{J}", "{H}", "{R}", "When you play a Spell —", "At Noon —", "{D} :")

THEIR_TOP: dict[str, tuple[str, str, str, str]] = {}
"""Each sibling → (players who reveal, the follow-up's action, its condition, otherwise)."""
_i = 0
for _said, _players in _PLAYERS.items():
    for _cond, _read in _CONDITIONS.items():
        for _step, _action in _FOLLOW_UPS.items():
            _i += 1
            if _i % 3:
                continue  # a third of the product: every value still met several times
            _other, _else = list(_OTHERWISE.items())[_i % len(_OTHERWISE)]
            _head = _HEADS[_i % len(_HEADS)]
            _text = (
                f"{_head} {_said} reveals the top card of their deck. If {_cond}, {_step}.{_other}"
            )
            THEIR_TOP[_text] = (_players, _action, _read, _else)

REVEALED_WAY: tuple[str, ...] = (
    "{J} Reveal the top three cards of your deck. Put a Character revealed this way in your hand. Put the rest at the bottom of your deck in any order.",
    "{H} Reveal the top three cards of your deck. Put a Spell revealed this way in your hand and the rest at the bottom of your deck in any order.",
    "{R} Reveal the top four cards of your deck. Put a Permanent revealed this way in your Reserve. Put the rest at the bottom of your deck in any order.",
    "When you play a Spell — Reveal the top two cards of your deck. Put a Plant revealed this way in your hand and the rest at the bottom of your deck in any order.",
    "At Noon — Reveal the top three cards of your deck. Put a card revealed this way in your hand. Put the rest at the bottom of your deck in any order.",
    "{D} : Reveal the top five cards of your deck. Put a Character revealed this way in your hand. Put the rest on top of your deck in any order.",
    "{J} Reveal the top three cards of your deck. You may put a Spell revealed this way in your Reserve. Put the rest at the bottom of your deck in any order.",
    "{J} Reveal the top three cards of your deck. Put one of the cards revealed this way on top of your deck and the rest at the bottom of your deck in any order.",
    "{H} Reveal the top four cards of your deck. Put one of the cards revealed this way in your hand. Put the rest at the bottom of your deck in any order.",
    "{J} Reveal the top three cards of your deck. Put an Animal revealed this way in your hand. Put the rest at the bottom of your deck in any order.",
)
"""Each reads as the same sentence with "from among them" (gram98) reads."""

REFUSED_SIBLINGS: dict[str, str] = {
    "{J} Target opponent reveals the top card of their deck. If it's a Spell, draw it.": "'draw it': the card is another player's, not on top of your deck (7.3.9.a)",
    "{J} Target opponent reveals the top card of their deck. If it's a Spell, put it in your hand.": "a card of another player's Deck taken: not built",
    "{J} Target opponent reveals the top card of their deck. If it's a Spell, discard it.": "'it' acted on: whose step is not said",
    "{J} Target opponent reveals the top card of their deck. If it's a Spell, they draw a card.": "the opponent's own follow-up: not built",
    "{J} Target opponent reveals the top card of their deck. If it's a Spell, each opponent draws a card.": "a follow-up other players do",
    "{J} Target opponent reveals the top card of their deck. If it's a Character you control, draw a card.": "a condition asking whose ('you control') of another player's card",
    "{J} Target opponent reveals the top two cards of their deck. If it's a Spell, draw a card.": "'it' after two cards shown names no one card",
    "{J} Each player reveals the top card of their deck. If it's a Spell, draw a card.": "several players' cards: whose 'it' is not said",
    "{J} Target opponent reveals the top card of their deck. If they reveal a Spell, draw a card.": "'if they reveal …': a condition on what was shown, not built",
    "{J} Target opponent reveals their hand. If they reveal no Spell, draw a card.": "'if they reveal no …': not built",
    "{J} Target opponent reveals the top card of their deck. If it's a Spell, you may draw a card.": "an optional follow-up after another player's step: not built",
    "{J} Look at the top three cards of your deck. Put a Character revealed this way in your hand.": "a look reveals nothing (3.1.3.f): 'revealed this way' names no card",
    "{J} Reveal your hand. Put a Character revealed this way in your Reserve.": "a card of a hand revealed: not among the top of the deck",
    "{J} Put a Character revealed this way in your hand.": "no reveal before it",
    "{J} Target opponent reveals the top three cards of their deck. Put a Character revealed this way in your hand.": "another player's cards taken: not built",
    "{J} Reveal the top three cards of your deck. Put all Characters revealed this way in your hand.": "every card of a kind among those shown: not built",
    # ib39 (session 39): "… Choose a card revealed this way. They discard it." reads now
    # (the controller chooses among the cards shown, their owner discards it: 6.1.g,
    # 1.4.7.b; sentences_hidden_zones_choices.py REVEALED_READ)
}
"""Near-misses: refused (the reason each is not read)."""

# ---- naming: "Name a card type. … If it's [not] the named type, …" (6.1.g; 2.2.1.a)
_NAMINGS = ("Name a card type.", "Name a type.", "Name one card type.")

_NAMED_REVEALS = {
    "Reveal the top card of your deck. If it's {c}, draw it.": "reveal",
    "Reveal the top card of your deck. If it's {c}, draw it. Otherwise, I gain 1 boost.": "reveal",
    "Target opponent reveals the top card of their deck. If it's {c}, draw a card.": "reveal",
    "Each opponent reveals the top card of their deck. If it's {c}, target Character gains 1 boost.": "reveal",
    "Reveal the top card of your deck. If it's {c}, I gain 2 boosts.": "reveal",
    "Target opponent reveals the top card of their deck. If it's {c}, exhaust target Character. Otherwise, draw a card.": "reveal",
    "Reveal the top card of your deck. If it's {c}, put it in your Reserve.": "reveal",
}

_NAMED_CONDITIONS = ("the named type", "not the named type", "the named card type")

NAMED: dict[str, str] = {}
"""Each naming sibling → the first step of each mode (the action)."""
_k = 0
for _naming in _NAMINGS:
    for _said in _NAMED_REVEALS:
        for _c in _NAMED_CONDITIONS:
            _k += 1
            _head = _HEADS[_k % len(_HEADS)]
            NAMED[f"{_head} {_naming} {_said.format(c=_c)}"] = _NAMED_REVEALS[_said]

NAMED_REFUSED: dict[str, str] = {
    "{J} Name a faction. Reveal the top card of your deck. If it's the named faction, draw it.": "'it's the named faction' (gy: a faction is no card — 'a card of the named faction' reads, 2.2.10)",
    "{J} Name a number. Reveal the top card of your deck. If its Hand Cost is the named number, draw it.": "any number may be named (ge's refusal)",
    "{J} Name a card. Reveal the top card of your deck. If it has the named name, draw it.": "any name may be named (2.2.4; ge's refusal)",
    "{J} You may name a card type. Reveal the top card of your deck. If it's the named type, draw it.": "an optional naming: not read",
    "{J} Name a card type.": "what was named is used by no step",
    "{J} Name a card type. Draw a card.": "what was named is used by no step",
    "{J} Name a card type. Reveal the top card of your deck. If it's a Character of the named type, draw it.": "the named type inside another description: not read",
    "{J} Reveal the top card of your deck. If it's the named type, draw it.": "nothing was named",
    "{J} Name a card type. Each player reveals the top card of their deck. If it's the named type, draw a card.": "several players' cards: whose 'it' is not said",
}
"""Naming near-misses: refused (the reason each is not read)."""
