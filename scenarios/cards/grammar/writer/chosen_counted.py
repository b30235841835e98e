"""The writer of "X chosen in one step" (issue 30): "Discard X cards from your hand, where X
is the number of [objects]", "Sacrifice X Characters, where X is …" and "… that many …" — a
step whose ``x_chooses`` says X is how many ONE step chooses (6.1.g, 6.5.h), beside the
reader (semantics/counted_amounts.py). Other players' X choices are not written yet."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.writer.amounts_and_deck import _plural

Step = dict[str, Any]

_SAID = {
    "a_card_from_your_hand": "Discard {n} cards from your hand",
    "a_card_from_your_reserve": "Discard {n} cards from your Reserve",
    "a_character_you_control": "Sacrifice {n} Characters",
}
_PLAIN = frozenset({"action", "subject", "x_is", "x_chooses"})


def chosen_counted_words(step: Step) -> str | None:
    """The words of an ``x_chooses`` step of "you"; None for any other step. A step of
    another player, or with more than X in it, is refused with the reason (ValueError)."""
    if not step.get("x_chooses"):
        return None
    said = _SAID.get(str(step.get("subject")))
    if said is None or set(step) - _PLAIN or step.get("action") not in ("discard", "sacrifice"):
        raise ValueError(f"writing X chosen in this step is not supported: {step}")
    counted = str(step["x_is"])
    if counted == "that many":
        return said.format(n="that many")
    return said.format(n="X") + f", where X is the number of {_plural(counted)}"
