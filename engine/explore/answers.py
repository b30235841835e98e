"""The legal answers of a decision, and each one in a judge's words.

Every set of distinct options of an allowed size is a legal answer (6.1.g: only legal
options are offered). Options that read the same — two Emblem-Reactions of one card — are
told apart by what they do, then by the objects they are bound to (6.3.i); options still
alike after that are alike to a judge too, so two paths through them are the same reading
and are listed once.
"""

from __future__ import annotations

from collections.abc import Iterator
from math import comb

from engine.explore.alike import alike_classes, class_words, count_vectors, picked_words
from engine.explore.words import zone_words
from engine.state.decisions import Decision, DecisionKind
from engine.state.game_state import GameState
from engine.state.records import record
from engine.why.labels import GONE, emblem_text, expedition_bound, reaction_label, reaction_labels

_ANSWERS_A_QUESTION = frozenset(
    {
        DecisionKind.OPTIONAL_STEP,
        DecisionKind.OPTIONAL_MODIFIER,
        DecisionKind.CHOOSE_AMOUNT,
        DecisionKind.CHOOSE_MODE,
        DecisionKind.PLAY_DESTINATION,
        DecisionKind.PLACE,
        DecisionKind.CHOOSE_COUNTER,
        DecisionKind.MODIFIER_ORDER,
        DecisionKind.ROLL_DIE,
        DecisionKind.MODIFY_ROLL,
    }
)
"""Decisions whose options ("do it", "2") mean something only with their question."""


@record
class Answer:
    """One answer given on the way: who chose what, in words (``said``) and as option ids
    (``choice``, what :func:`engine.answer` takes)."""

    player: str
    kind: str
    prompt: str
    choice: tuple[str, ...]
    said: str
    alike: str = ""  # what the answer picks as a judge sees it (identical Emblems alike)
    picked: str = ""  # the options picked, in words, without who picks them
    ways: int = 1  # how many sets of options it stands for (interchangeable options)


def option_words(decision: Decision, game: GameState) -> dict[str, str]:
    """Each option's label, told apart where two read the same: an Emblem-Reaction by what
    it does, then by the objects it is bound to (6.3.i). Options still alike after that
    are alike to a judge too (three Aloe Veras' "At Noon – Resupply.") and keep one label."""
    emblems = tuple(o.id for o in decision.options if _is_emblem(game, o.id))
    judge = reaction_labels(game, emblems, judge=True)  # the judge sees hidden cards
    words = {o.id: judge.get(o.id, o.label) for o in decision.options}
    for describe in (_quoted_text, _bound_words):
        groups: dict[str, list[str]] = {}
        for oid, label in words.items():
            groups.setdefault(label, []).append(oid)
        for label, alike in groups.items():
            extras = {oid: describe(game, oid) for oid in alike}
            if len(alike) > 1 and len(set(extras.values())) > 1:
                for oid, extra in extras.items():
                    words[oid] = f"{label} ({extra})" if extra else label
    return words


def _is_emblem(game: GameState, object_id: str) -> bool:
    obj = game.objects.get(object_id)
    return obj is not None and obj.emblem is not None


def _quoted_text(game: GameState, object_id: str) -> str:
    obj = game.objects.get(object_id)
    if obj is None or obj.emblem is None:
        return ""
    return f"“{obj.emblem.text or emblem_text(game, object_id)}”"


def _bound_words(game: GameState, object_id: str) -> str:
    obj = game.objects.get(object_id)
    if obj is None or obj.emblem is None or not obj.emblem.bound:
        return ""
    names = []
    for b in obj.emblem.bound:
        bound = game.objects.get(b)
        if bound is not None:
            names.append(f"{game.name(b)} in {zone_words(bound.zone)}")
        else:  # an Expedition that moved ("When my Expedition moves forward", 6.3.i)
            names.append(expedition_bound(game, b) or GONE)
    return "bound to " + ", ".join(names)


def option_likeness(decision: Decision, game: GameState) -> dict[str, str]:
    """What each option picks as a judge sees it: an Emblem-Reaction by its source, effect
    and the objects it is for (``engine.why.labels.reaction_label``, as the judge sees them and
    without the order that numbers identical ones), anything else by its label. Two paths
    whose answers are alike are the same reading to a judge."""
    alike: dict[str, str] = {}
    for o in decision.options:
        obj = game.objects.get(o.id)
        # The judge's view: Reactions bound to different cards in a hidden Hand are not
        # alike, though their controller's labels read the same (3.1.3.f).
        alike[o.id] = reaction_label(game, o.id, judge=True) if obj and obj.emblem else o.label
    return alike


def legal_answers(
    decision: Decision,
    game: GameState,
    classes: tuple[tuple[str, ...], ...] | None = None,
) -> Iterator[Answer]:
    """Every legal answer of ``decision``, one at a time (never all listed first: a choice
    of up to 30 cards has a billion): each set of distinct options of an allowed size (the
    order of a set does not matter to the engine: options are ticked together), smallest
    first. Options that are interchangeable (:mod:`engine.explore.alike` — ready Mana
    Orbs, copies of one card) are picked by how many of each, once: the answer's ``ways``
    says how many sets of options it stands for. ``classes``: the options' classes
    (:func:`engine.explore.alike.alike_classes`) when the caller has them."""
    words = option_words(decision, game)
    likeness = option_likeness(decision, game)
    classes = alike_classes(decision, game) if classes is None else classes
    capacities = tuple(len(c) for c in classes)
    low = max(decision.min_choices, 0)
    high = min(decision.max_choices, len(words))
    for size in range(low, high + 1):
        for counts in count_vectors(capacities, size):
            chosen: list[str] = []
            picked: list[str] = []
            ways = 1
            for members, n in zip(classes, counts, strict=True):
                if n:
                    chosen.extend(members[:n])
                    picked.append(picked_words(game, members, n, words[members[0]]))
                    ways *= comb(len(members), n)
            said = ", ".join(picked) or "nothing"
            if decision.kind in _ANSWERS_A_QUESTION:
                said = f"{decision.player} answers “{decision.prompt}”: {said}"
            else:
                said = f"{decision.player} chooses {said}"
            alike = " + ".join(sorted(likeness[c] for c in chosen))
            yield Answer(
                decision.player,
                decision.kind,
                decision.prompt,
                tuple(chosen),
                said,
                alike,
                ", ".join(picked) or "nothing",
                ways,
            )


def alike_notes(
    decision: Decision,
    game: GameState,
    classes: tuple[tuple[str, ...], ...] | None = None,
) -> tuple[tuple[str, int], ...]:
    """The classes of interchangeable options of ``decision`` (more than one option
    each), for the result: each as a text with ``{n}`` for how many ("{n} ready Mana
    Orbs in p1's Mana zone") and that number."""
    if decision.max_choices < 1:
        return ()
    classes = alike_classes(decision, game) if classes is None else classes
    several = [c for c in classes if len(c) > 1]
    if not several:
        return ()
    likeness = option_likeness(decision, game)  # without the numbers of identical ones
    return tuple(
        (class_words(game, members, likeness[members[0]]), len(members)) for members in several
    )
