"""Trace entries: what one engine step did and which rules governed it.

A trace line is told as it may be told at the table, to every player at once: a card no
player but its owner — or no player at all — may look at (in a Deck, in a Hand, face-down
in a Mana zone: 3.1.3.f, 3.2.5.b, 3.2.9.a Remark) is "a card", never named. The judge may
see more: each such part of a line is kept as an :class:`Unnamed`, the same words naming
the card, and :func:`named_text` names the cards of the zones the judge chooses to show
(the sandbox's *Show hands* / *Show decks*, ``scenario run --show-hidden``).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.state.events import Event
from engine.state.records import record


@record
class Unnamed:
    """Words of a trace line that leave a hidden card unnamed (``said``: "a card is drawn in
    p2's Hand"), the same words naming it (``named``: "Vanilla 2/2/2 is drawn in p2's
    Hand"), and the kinds of hidden zone it was in (``zones``: ``("deck", "hand")``) — it
    may be named wherever one of them is shown."""

    said: str
    named: str
    zones: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()  # rules only the named words need (1.2.4.d of a hidden card)
    hides: tuple[str, ...] = ()  # rules only the unnamed words need (3.1.3.f, 3.1.3.e)


@record
class TraceEntry:
    """One line of the game's story, e.g. ``TraceEntry("Kuwat gains Fleeting",
    ("5.2.1.c",))``. ``events`` are the atomic actions performed (possibly none);
    ``decision`` is the id of the decision the engine now waits for, if any;
    ``unnamed`` the parts of ``text`` that leave a hidden card unnamed (3.1.3.f).
    ``rules`` are those that decide the line; ``also`` those only relevant to it (a parent
    rule, an overview, a definition of a word it uses: :mod:`engine.why.deciding`)."""

    text: str
    rules: tuple[str, ...] = ()
    events: tuple[Event, ...] = ()
    decision: str | None = None
    unnamed: tuple[Unnamed, ...] = ()
    also: tuple[str, ...] = ()
    earlier_words: str = ""
    """The words an earlier release printed for this line — a step's raw label and what
    followed it ("Offering: sacrifice: Vanilla 2/2/2"), now said as a sentence
    (:mod:`engine.why.step_lines`): files saved then quote them."""


def named_text(text: str, unnamed: Iterable[Unnamed], shown: Iterable[str] | None = None) -> str:
    """``text`` with the hidden cards named wherever the viewer may see them: every card
    (``shown`` ``None``, the judge's view), or those of the zone kinds in ``shown``
    (``{"hand"}``: the cards in Hands). Each part is named once, in order, so two lines
    "a card is drawn in p1's Hand" name the two cards drawn; ``text`` may have grown
    around the parts (a note appended) — they are found where they are."""
    allowed = None if shown is None else frozenset(shown)
    for part in unnamed:
        if allowed is None or allowed.intersection(part.zones):
            text = text.replace(part.said, part.named, 1)
    return text


def named_rules(
    rules: tuple[str, ...], unnamed: Iterable[Unnamed], shown: Iterable[str] | None = None
) -> tuple[str, ...]:
    """``rules`` with those of the parts named for the viewer (see :func:`named_text`): a
    note about a card in a Hand cites 1.2.4.d only where the card is named — and without
    the rules that kept a part unnamed (3.1.3.f, 3.1.3.e) once it is named, unless another
    part of the line still leaves a card unnamed for them."""
    allowed = None if shown is None else frozenset(shown)
    named = [p for p in unnamed if allowed is None or allowed.intersection(p.zones)]
    left = [p for p in unnamed if p not in named]
    extra = (r for part in named for r in part.rules)
    still = {r for part in left for r in part.hides}
    drop = {r for part in named for r in part.hides} - still
    return tuple(r for r in dict.fromkeys((*rules, *extra)) if r not in drop)


def unnamed_parts(
    said: str,
    named: str,
    zones: Iterable[str],
    rules: tuple[str, ...] = (),
    hides: tuple[str, ...] = (),
) -> tuple[Unnamed, ...]:
    """One :class:`Unnamed` when ``said`` leaves something unnamed, else none: ``rules``
    cited only where it is named, ``hides`` only where it is not."""
    if said == named:
        return ()
    return (Unnamed(said, named, tuple(dict.fromkeys(zones)), rules, hides),)
