"""A judge's edit as a script item (``edit:``): the sandbox's edits of the board, outside
the rules (``engine.edits``), each refused with its rule when the rules forbid the board it
would make — a third player (1.1.2.a), a zone of no kind (1.2.3.b), Ascended on an object
(2.4.1.b), a region off the Adventure (3.2.1.b), a non-Hero in a Hero zone (3.2.6.b), a card
put in Limbo by hand (3.2.8.a)."""

from __future__ import annotations

from collections.abc import Callable

from engine import GameState, edits
from engine.state.said import zone_words
from scenarios.scenario.models import EditModel


def edit_words(edit: EditModel) -> str:
    """What the judge does, in a judge's words ("the judge moves Kuwat to p1's Reserve")."""
    if edit.object is not None and edit.to is not None:
        return f"the judge moves {edit.object} to {_zone(edit.to)}"
    if edit.object is not None and edit.statuses is not None:
        marks = ", ".join(s.value for s in edit.statuses) or "no status"
        return f"the judge gives {edit.object} {marks}"
    if edit.expedition is not None and edit.region is not None:
        return f"the judge puts {_expedition(edit.expedition)} counter on region {edit.region}"
    if edit.expedition is not None and edit.ascended is not None:
        how = "Ascended" if edit.ascended else "not Ascended"
        return f"the judge makes {_expedition(edit.expedition)} {how}"
    ready, exhausted = edit.ready or 0, edit.exhausted or 0
    return f"the judge gives {edit.player} {ready} ready and {exhausted} exhausted Mana Orbs"


def apply_edit(state: GameState, edit: EditModel, object_id: Callable[[str], str]) -> GameState:
    """The board after ``edit``, its pending decision asked again on it (6.1.g);
    ``object_id`` finds the object a script names. Raises the engine's
    :class:`~engine.IllegalAction` when the rules forbid the edit."""
    if edit.object is not None and edit.to is not None:
        new = edits.move_object(state, object_id(edit.object), edit.to)
    elif edit.object is not None and edit.statuses is not None:
        new = edits.set_statuses(state, object_id(edit.object), edit.statuses)
    elif edit.expedition is not None and edit.region is not None:
        new = edits.set_position(state, edit.expedition, edit.region)
    elif edit.expedition is not None and edit.ascended is not None:
        new = edits.set_ascended(state, edit.expedition, edit.ascended)
    else:
        assert edit.player is not None  # the model makes sure one form is given
        new = edits.set_mana(state, edit.player, edit.ready or 0, edit.exhausted or 0)
    return edits.refresh_pending(new)


def _zone(key: str) -> str:
    try:
        return zone_words(key)
    except ValueError:
        return repr(key)  # no zone of the ten kinds: the engine refuses it (1.2.3.b)


def _expedition(expedition: str) -> str:
    player, _, which = expedition.partition(":")
    return f"{player}'s {which} Expedition" if which else repr(expedition)
