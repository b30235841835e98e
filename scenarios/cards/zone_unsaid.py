"""One reason for a card the text names without its zone (prec34: one phrase, one reason).

"Discard a card", "each opponent discards a card": a card is discarded from its current zone
(7.3.7.a) and no rule of CR 5.0 makes the Hand the default, so the words are left to the
judge. The grammar (in any slot: an ability, a mode, a keyword's reminder) and the sentence
patterns refuse them with this one reason, the most telling one, naming the printed words —
never "not read yet" in one slot and the rule in another.
"""

from __future__ import annotations


def zone_unsaid(said: str) -> str:
    """The reason ``said`` ("discard a card") is refused: which zone is not said (7.3.7.a)."""
    return (
        f"'{said}' does not say from which zone: a card is discarded from its current zone "
        "(7.3.7.a), and no rule makes the Hand the default"
    )
