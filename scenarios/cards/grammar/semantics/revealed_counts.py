"""Cards counted among those a reveal showed (g7, issue 30): "Reveal your hand. Draw a card for
each Character revealed this way", "Reveal the top three cards of your deck. [X] for each
Spell among them" — one per card the reveal step acted on that is such a card (6.5.i), the
cards shown to every player first (1.2.7.d; a hidden zone's cards are looked at only where the
text says, 3.1.3.f — the count uses their characteristics once revealed, 3.1.3.f Remark).

"Look at …" shows the cards to one player only: a count after it would tell the others what
they are, so it is refused (3.1.3.f); so is a noun only an object in play can be — a Landmark,
a token, an exhausted one (3.1.3.d: a hidden zone holds cards)."""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead

Step = dict[str, Any]

REVEALED = " revealed this way"
"""How the counted words end, until the step before is known to be a reveal."""

_REVEAL_SUBJECTS = frozenset({"cards_in_your_hand", "top_cards_of_your_deck"})
"""The hidden zones' cards a reveal step names (3.1.3.d): your hand, the top of your deck."""


class RevealedCountSemantics:
    """The semantic functions of "for each [noun] revealed this way" (one mixin)."""

    @v_args(meta=True)
    def g7_counted_revealed(self, meta: Meta, _: list[Any]) -> str:
        """ "[noun] revealed this way": the noun's words and the participle, what is counted."""
        words = " ".join(self._span(meta).lower().split())  # type: ignore[attr-defined]
        return words.rsplit(" revealed ", 1)[0] + REVEALED

    def g7_per_revealed_chain(self, items: list[Any]) -> list[Step]:
        """ "[step] for each [noun] revealed this way": the step's things (one, or N) made
        once per card the reveal before it showed that is such a card (6.5.i) — "that
        many", narrowed; joined to the reveal by ``resolve_that_many``, which refuses it
        after any other step (:func:`counts_revealed`)."""
        from scenarios.cards.grammar.semantics.again_steps import _counted_last
        from scenarios.cards.grammar.semantics.numbers_and_distribution import ThatMany

        steps, counted = items[0], items[-1]
        printed_only(counted)  # a kind of card shown, not of an object in play (3.1.3.d)
        last = _counted_last(steps, "revealed this way", "'for each … revealed this way'")
        return [*steps[:-1], {**last, "amount": ThatMany(last.get("amount", 1), counted)}]


_PRINTED = frozenset(
    {
        "types",
        "subtypes",
        "all_subtypes",
        "or_types",
        "without_subtypes",
        "hand_cost_max",
        "hand_cost_min",
        "reserve_cost_max",
        "reserve_cost_min",
        "non_token",
        "text",
    }
)
"""The filter fields a card in a hidden zone has (3.1.3.d: a card, not an object in play):
its printed type, sub-types and costs (2.2.1, 2.2.2, 2.2.7, 2.2.8)."""


def printed_only(counted: str) -> None:
    """Refuse a noun a card in a hand or deck cannot be said to be: a Landmark / Expedition
    Permanent, a token, an exhausted or boosted one — what an object in play is (2.2.3,
    1.1.7.b, 2.4), not what a card shows (3.1.3.d)."""
    from dataclasses import fields

    from scenarios.cards import vocabulary as v

    noun = counted
    for end in (REVEALED, " among them"):
        noun = noun[: -len(end)] if noun.endswith(end) else noun
    if noun == "card":
        return
    described = v.count_of(f"{noun} you control")
    flt = described.filter if described is not None else None
    default = type(flt)() if flt is not None else None
    said = (
        {f.name for f in fields(flt) if getattr(flt, f.name) != getattr(default, f.name)}
        if flt is not None
        else set()
    )
    if not said - {"controller", "text"} or said - _PRINTED - {"controller"}:
        raise NotRead(
            counted,
            f"'for each {counted}' is not read: a card in a hand or deck is not in play, so it"
            " is no such object (3.1.3.d)",
        )


def is_reveal(step: Step | None) -> bool:
    """Whether ``step`` reveals the cards of a hidden zone of its controller (1.2.7.d), said
    alone: not optional, conditional, repeated, nor followed by a step of its own."""
    if step is None or step.get("action") != "reveal":
        return False
    if set(step) & {"may", "if", "then", "times", "per", "players"}:
        return False
    return str(step.get("subject", "")) in _REVEAL_SUBJECTS


def counts_revealed(before: Step | None, counted: str) -> bool | None:
    """Whether a "that many" counting ``counted`` counts what ``before`` revealed: for
    "[noun] revealed this way", True only after a reveal (None: not these words);
    "[noun] among them" after a reveal too (the cards it showed, 6.5.i)."""
    if counted.endswith(REVEALED) or (counted.endswith(" among them") and is_reveal(before)):
        printed_only(counted)
        return is_reveal(before)
    return None


def as_among_them(counted: str) -> str:
    """ "character revealed this way" → "character among them": the cards the step before
    acted on that are such cards — the count the engine makes (engine/steps/afterwards.py)."""
    if counted.endswith(REVEALED):
        return counted[: -len(REVEALED)] + " among them"
    return counted
