# ruff: noqa: E501  (printed sentences are kept whole, one per line)
"""The sibling sentences of the NUMBER slot (issue 30, gram63), written before the reader was
built: every quantity form the card language takes where a number goes — a fixed N, X, "for
each [object / player]", "for each [thing] beyond the Nth", "…, up to a max of N" and "(up to
N)" (a cap on the count), "twice" / "N times", "for each opponent who does / player who did",
"equal to [a count]", "half … rounded down / up" (6.5.i) — crossed with atomic actions (draw
7.3.11, discard 7.3.12, sacrifice 7.3.34, boosts 7.3.13 and counters 2.5, a cost 2.2.7 and
statistics 2.2.9 changed, Mana Orbs readied 7.3.31) and actors (you, I, target Character,
each / target opponent, each player). "SPELL " marks a Spell's text.

``READ_BEFORE`` were read before gram63 (tree 1d4e2231); ``READ_AFTER`` are read now;
``NOT_READ`` are refused by name (never read as something else)."""

from __future__ import annotations

READ_AFTER: tuple[str, ...] = (
    # a fixed N and X, the baseline every slot already took
    "{J} Draw two cards.",
    "{J} Target Character gains 2 boosts.",
    "{J} Draw X cards, where X is the number of Landmarks you control.",
    "{J} Target Character gains X boosts, where X is the number of Characters you control.",
    "{J} Target opponent draws X cards, where X is the number of Landmarks you control.",
    # for each [object]
    "{J} Draw a card for each Character you control.",
    "{J} Target Character gains 1 boost for each Landmark you control.",
    "{J} I gain 1 Glimmer counter for each card in your Reserve.",
    "I cost {1} less to play for each Character you control.",
    "I have +1/+1/+1 for each Landmark you control.",
    "{J} Target opponent discards a card from their hand for each Landmark you control.",
    "{J} Each opponent sacrifices a Character for each Landmark you control.",
    "{J} Target Character loses 1 boost for each Landmark you control.",
    "{J} Give 1 boost to target Character for each Landmark you control.",
    # for each [thing] beyond the Nth
    "{J} I gain 1 boost for each Landmark you control beyond the second.",
    "{J} Draw a card for each Character you control beyond the third.",
    "I have +1/+0/+0 for each Character you control beyond the first.",
    "I cost {1} less to play for each card in your Reserve beyond the second.",
    "{J} Target opponent discards a card from their hand for each Character you control beyond the second.",
    "{J} Target Character gains 1 boost for each token you control beyond the first.",
    "{J} Each opponent draws a card for each Landmark you control beyond the first.",
    "{J} I gain 1 Glimmer counter for each Character you control beyond the second.",
    "{J} Draw two cards for each Landmark you control beyond the second.",
    "{J} Each Character you control gains 1 boost for each Landmark you control beyond the first.",
    "{J} Target Character loses 1 boost for each Landmark you control beyond the first.",
    "{J} For each Landmark you control beyond the first, draw a card.",
    "{J} Remove 1 Glimmer counter from target Character for each Landmark you control.",
    "Your Spells cost {1} less to play for each Landmark you control beyond the first.",
    "Characters you control get +1/+0/+0 for each Landmark you control beyond the first.",
    "{J} Sacrifice a Character for each Landmark you control beyond the first.",
    "{J} Each player draws a card for each Landmark you control beyond the first.",
    "{J} Create a [Ordis Recruit 1/1/1] Soldier token in my Expedition for each Landmark you control beyond the first.",
    # …, up to a max of N (a cap on the count)
    "{J} Draw a card for each Character you control, up to a max of 3.",
    "{J} Target opponent discards a card from their hand for each Character you control, up to a max of 2.",
    "{J} Each player draws a card for each Landmark you control, up to a max of 2.",
    "{J} I gain 1 Glimmer counter for each card in your Reserve, up to a max of 3.",
    "{J} Each opponent sacrifices a Character for each Landmark you control, up to a max of 2.",
    "{J} Draw a card for each Landmark you control beyond the first, up to a max of 2.",
    # (up to N)
    "{J} Draw a card for each Character you control (up to 3).",
    "{J} Target opponent discards a card from their hand for each Landmark you control (up to 2).",
    "{J} Each player draws a card for each Character you control (up to 2).",
    "{J} I gain 1 Glimmer counter for each Landmark you control (up to 3).",
    "{J} Target Character gains 1 boost for each Landmark you control (up to 2).",
    "{J} Draw a card for each Character you control beyond the first (up to 2).",
    # twice / N times
    "{J} Target Character gains 1 boost, twice.",
    "{J} Draw a card, three times.",
    "{J} Each opponent discards a card from their hand, twice.",
    "{J} Target opponent sacrifices a Character, twice.",
    "{J} I gain 1 Glimmer counter three times.",
    "{J} I gain 2 boosts, twice.",
    # for each opponent who does (6.5.c: each opponent asked; one object each)
    "{J} Each opponent may discard a card from their hand. Draw a card for each opponent who does.",
    "{J} Each opponent may sacrifice a Character. I gain 1 boost for each opponent who does.",
    "{J} Each opponent may discard a card from their Reserve. I gain 1 Glimmer counter for each opponent who did.",
    # for each player who did (eng75: each player decides and chooses in turn, 6.1.h)
    "{J} Each player may sacrifice a Character. Draw a card for each player who did.",
    # equal to [a count]
    "{J} Draw cards equal to the number of Landmarks you control.",
    "{J} Target Character gains boosts equal to the number of cards in your Reserve.",
    "{J} I gain Glimmer counters equal to the number of Characters you control.",
    "{J} Target opponent draws cards equal to the number of Landmarks you control.",
    "{J} Each opponent sacrifices Characters equal to the number of Landmarks you control.",
    # equal to [a characteristic]
    "{J} Target Character gains boosts equal to my Hand Cost.",
    "{J} Draw cards equal to my Reserve Cost.",
    "{J} Target opponent draws cards equal to my Hand Cost.",
    "{J} I gain Glimmer counters equal to my {M}.",
    # half … rounded down / up
    "{J} Draw cards equal to half the number of Characters you control, rounded down.",
    "{J} Target Character gains boosts equal to half the number of cards in your Reserve, rounded down.",
    "{J} I gain Glimmer counters equal to half the number of Landmarks you control, rounded down.",
    "{J} Target opponent draws cards equal to half the number of Characters you control, rounded down.",
    # rounded up (gram73: ``per_round_up``)
    "{J} Draw cards equal to half the number of Characters you control, rounded up.",
    "{J} Target Character gains boosts equal to half the number of cards in your Reserve, rounded up.",
)

NOT_READ: tuple[str, ...] = (
    # "for each player who did": a targeted opponent's step, or a step with a target counted
    # (chosen as it happens, 6.5.b, even if no one did) — refused, never counted otherwise
    "{J} Target opponent may discard a card from their hand. Draw a card for each opponent who does.",
    # a step each opponent does as their own: no step after it is read yet (by hand)
    "{J} Each opponent may exhaust a Character they control. Target Character gains 1 boost for each opponent who does.",
    "{J} Each player may draw a card. Target Character gains 1 boost for each player who does.",
    # "beyond the Nth" of a printed cost: no count of things to leave the first ones out of
    "{J} Draw cards equal to my Hand Cost beyond the second.",
    # a cap the grammar does not read is refused, not dropped as reminder text
    "I cost {1} less to play for each Character you control (up to {3}).",
    "I cost {1} less to play for each Character you control (up to 3).",
    "{J} Draw a card (up to 3).",
    # the "equal to" slot is still per step: a characteristic or half of one in some slots only
    "{J} Each opponent discards cards from their hand equal to my {V}.",
    "{J} Draw cards equal to half my Hand Cost, rounded down.",
)

# ---- the grammar's reader tests (merged into :mod:`.sentences`): one sentence per new rule
_UP_TO = "{J} Draw a card for each Character you control (up to 3)."
_WHO_DOES = (
    "{J} Each opponent may discard a card from their hand. Draw a card for each opponent who does."
)
_PLAYER_HALF = (
    "{J} Target opponent draws cards equal to half the number of Characters you control,"
    " rounded down."
)
_COUNTERS_HALF = (
    "{J} I gain Glimmer counters equal to half the number of Landmarks you control, rounded down."
)
_BEYOND = "{J} I gain 1 boost for each Landmark you control beyond the second."
_LOSES_PER = "{J} Target Character loses 1 boost for each Landmark you control."
_PLAYER_WHO_DID = "{J} Each player may sacrifice a Character. Draw a card for each player who did."


def _reaction(*effect: dict[str, object]) -> dict[str, object]:
    return {"reaction": {"trigger": "enters_play", "effect": list(effect)}}


READINGS_QUANTITIES: dict[str, dict[str, object]] = {
    _UP_TO: _reaction({"action": "draw", "per": "character you control", "per_most": 3}),
    _WHO_DOES: _reaction(
        {
            "action": "discard",
            "subject": "a_card_from_each_opponents_hand",
            "may": True,
            "then": [{"action": "draw", "amount": 1, "per": "that many"}],
        }
    ),
    _PLAYER_WHO_DID: _reaction(  # eng75: each player decides and chooses in turn (6.1.h)
        {
            "action": "sacrifice",
            "subject": "a_character_each_player_controls",
            "may": True,
            "then": [{"action": "draw", "amount": 1, "per": "that many"}],
        }
    ),
    _PLAYER_HALF: _reaction(
        {
            "action": "draw",
            "amount": 1,
            "subject": "target_opponent",
            "per": "characters you control",
            "per_every": 2,
        }
    ),
    _COUNTERS_HALF: _reaction(
        {
            "action": "gain_counters",
            "amount": 1,
            "counter": "Glimmer",
            "subject": "self",
            "per": "landmarks you control",
            "per_every": 2,
        }
    ),
    _BEYOND: _reaction(
        {
            "action": "give_boost",
            "amount": 1,
            "subject": "self",
            "per": "landmark you control beyond the second",
        }
    ),
    _LOSES_PER: _reaction(
        {
            "action": "remove_counters",
            "counter": "boost",
            "amount": 1,
            "subject": "target_character",
            "per": "landmark you control",
        }
    ),
}
RULE_SENTENCES_QUANTITIES: dict[str, tuple[str, ...]] = {
    "count_capped_chain": (_UP_TO,),
    "per_players_who_did_chain": (_WHO_DOES, _PLAYER_WHO_DID),
    "players_who_did": (_WHO_DOES,),
    "player_draws_half_count": (_PLAYER_HALF,),
    "gain_counters_half_count": (_COUNTERS_HALF,),
    "counted": (_BEYOND,),
    "lose_boosts": (_LOSES_PER,),
}
DRAW_BEYOND_THIRD = "{J} Draw a card for each Character you control beyond the third."
TWO_BEYOND_FIRST = "{J} Draw two cards for each Character you control beyond the first."
BEYOND_AND_MAX = (
    "{J} Draw a card for each Character you control beyond the first, up to a max of 2."
)
STATS_BEYOND = "I have +1/+0/+0 for each Character you control beyond the second."
UP_TO, WHO_DOES, PLAYER_HALF = _UP_TO, _WHO_DOES, _PLAYER_HALF
BOARD_SENTENCES_QUANTITIES: tuple[str, ...] = (
    UP_TO,
    WHO_DOES,
    PLAYER_HALF,
    DRAW_BEYOND_THIRD,
    TWO_BEYOND_FIRST,
    BEYOND_AND_MAX,
    STATS_BEYOND,
)
"""The sentences played on boards (test_board_quantities.py, test_board_quantities_who_did.py)."""
REFUSED_QUANTITIES: dict[str, str] = {}
"""(eng75: "Draw a card for each player who did" after "Each player may sacrifice a
Character" is read — each player decides and chooses in turn, 6.1.h — and counted.)"""
