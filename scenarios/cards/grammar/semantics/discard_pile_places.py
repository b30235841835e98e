"""A Discard pile as the place of a target (issue 30, g4): "target card from any Discard
pile", "target Character card in a Discard pile", "up to two target Spells from an
opponent's Discard pile", "target card in your opponents' Discard piles".

A Discard pile is a personal, visible zone (3.2.3.a, 3.1.3.a): its cards are objects anyone
may see, so one may be a target (6.5.b). "a / any Discard pile" is any player's; "an
opponent's" / "your opponents'" is one whose owner is an opponent — a card goes only to its
owner's Discard pile (1.4.3.a), so the pile's player is the card's owner (the engine's
``owner`` filter). The words are kept in ``counted_only``, so that any slot but a target's
refuses them ("for each card in any Discard pile" is not counted here; "each card in a
Discard pile" is not a group the engine finds)."""

from __future__ import annotations

from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.tree import Object, described

ANY_DISCARD_PILE = "in a discard pile"
"""``counted_only`` of "from / in a / any Discard pile": any player's (3.2.3.a)."""
OPPONENTS_DISCARD_PILE = "in an opponent's discard pile"
"""``counted_only`` of "in an opponent's Discard pile" (the count's words, gram96)."""
_OPPONENTS_PILES = "in your opponents' discard piles"
TARGET_OPPONENTS_PILE = "in target opponent's discard pile"
"""ic40: a target's place (1.2.6.c, 6.5.b) — no count's: a count of a target player's pile
beside the step's own target is not read (review33)."""
_THEIRS = frozenset(
    {
        OPPONENTS_DISCARD_PILE,
        "in your opponent's discard pile",
        _OPPONENTS_PILES,
        TARGET_OPPONENTS_PILE,  # ic40
    }
)
_FROM_THEIRS = frozenset({"from an opponent's discard pile", "from your opponent's discard pile"})
DISCARD_PLACES = frozenset({ANY_DISCARD_PILE, *_THEIRS, "from your discard pile"})
"""The ``counted_only`` words of a Discard pile as a place: never overwritten by a second
place said after them (object_filters._second_place)."""
_NOUNS = ("card", "Character", "Permanent", "Spell")


class DiscardPilePlaceSemantics(SemanticsBase):
    """The qualifiers of the g4 block of ``altered.lark``."""

    def g4_any_discard_pile(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", ANY_DISCARD_PILE)

    def g4_opponents_discard_piles(self, _: list[Any]) -> tuple[str, str]:
        return ("counted_only", _OPPONENTS_PILES)


def their_visible_place(said: str) -> tuple[str, str] | None:
    """The qualifier gram96's "from [someone's] Discard pile / Mana zone" reads, when it is
    "from an opponent's Discard pile" (a target's place, :func:`discard_pile_target`);
    ``None`` for the other words of that rule (refused there)."""
    return ("counted_only", OPPONENTS_DISCARD_PILE) if said in _FROM_THEIRS else None


def discard_pile_target(obj: Object) -> dict[str, Any] | None:
    """The step fields of "[up to N] [another] target [card / Character / Permanent / Spell]
    [card(s)] in / from a Discard pile" (any player's, 3.2.3.a) or an opponent's (its owner
    an opponent, 1.4.3.a), as targets are chosen (6.5.b); ``None`` when the object names no
    such place or is no target (its words then refused as a count's)."""
    from scenarios.cards.grammar.semantics.object_filters import _filter
    from scenarios.cards.grammar.semantics.object_subjects import _noun, _up_to

    d = obj.description
    place = d.counted_only
    if obj.kind != "target" or (place != ANY_DISCARD_PILE and place not in _THEIRS):
        return None
    d = described(obj, counted_only="").description
    noun = _noun(d)
    if d.controller or noun not in _NOUNS:
        # a card in a Discard pile is controlled by no one in play (3.2.3.a): "you control"
        # with it says nothing the engine can select by
        raise NotRead(place, "this target in a Discard pile is not read yet", "object")
    flt = _filter(d, types=[] if noun == "card" else [noun], controller=False)
    if place in _THEIRS:
        if d.owner == "you":
            raise NotRead(place, "a card you own in an opponent's Discard pile is none", "object")
        flt["owner"] = "opponent"
    if obj.another:  # "another target card": not the card bearing the ability (7.2.1.a)
        flt["another"] = True
    return {"subject": "target_discard_card", **({"filter": flt} if flt else {}), **_up_to(obj)}


_MOVES = frozenset({"put", "return", "send"})
"""The steps a card in a Discard pile is read with: moved out of it (7.3.27, 7.3.32; "send",
their synonym rules-wise, 7.3.37.b — ic40)."""


def discard_pile_targets_moved(found: Any) -> None:
    """Refuse a step other than a move on a target in any / an opponent's Discard pile: a
    card there cannot have or gain a status (2.4.1.c) nor have or gain counters
    (2.5.b) and discarding it again is no move (7.3.7.a) — "Exhaust target card from any
    Discard pile" says nothing the engine can do right."""
    if isinstance(found, list):
        for item in found:
            discard_pile_targets_moved(item)
        return
    if not isinstance(found, dict):
        return
    if found.get("subject") == "target_discard_card" and found.get("action") not in _MOVES:
        raise NotRead(
            "discard pile",
            "a card in a Discard pile is only moved out of it: it cannot gain a status "
            "(2.4.1.c) or have counters (2.5.b)",
            "object",
        )
    for value in found.values():
        discard_pile_targets_moved(value)
