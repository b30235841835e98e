"""One reason for a card the text names without its zone (prec34: one phrase, one reason).

"Discard a Spell", "each opponent discards a Spell": an object is discarded from its current
zone (7.3.7.a), which these words do not say — a Spell is an object of any zone (1.2.2.c) —,
so the words are left to the judge. ("Discard a card" names a card, one of a hidden zone,
3.1.3.d: read as one of the discarder's Hand, scenarios/cards/grammar/hand_discard_words.py;
with other words — "an exhausted card", "up to two cards" — it is refused here too.) The
grammar (in any slot: an ability, a mode, a keyword's reminder) and the sentence patterns
refuse them with this one reason, the most telling one, naming the printed words —
never "not read yet" in one slot and the rule in another.
"""

from __future__ import annotations


def zone_unsaid(said: str) -> str:
    """The reason ``said`` ("discard a Spell") is refused: which zone is not said (7.3.7.a)."""
    if said.split()[-1].lower() in ("card", "cards"):
        # ib40: "a card" alone is one of the Hand (3.1.3.d); with other words it is not read
        return (
            f"'{said}' does not say from which zone (7.3.7.a): a card is read as one of the "
            "Hand (3.1.3.d) only in 'discard a card' or 'discard N cards' with no other words"
        )
    return (
        f"'{said}' does not say from which zone: it is discarded from its current zone "
        "(7.3.7.a), and it may be an object of any zone, not only a card of the Hand (3.1.3.d)"
    )
