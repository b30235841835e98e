"""What a count condition counted, said where it decides ("if you control three or more
other Characters", "unless you control two or more other Plants").

A judge asked "is Atlas two Characters?" or "my Plant in Reserve counts, doesn't it?"
answers with what was counted and the rule that makes an object count or not: a player
controls the objects in their Expeditions, Landmarks and Hero zone, not those in their
Reserve or other zones (7.5.5.a, 7.5.5.b); a Gigantic Character, present in both
Expeditions, is one object, put in play once (7.4.4.b, 7.4.4.c); "my exhausted Orb does not
count" is answered by the Mana zone itself: every object in it is a Mana Orb, ready or
exhausted (3.2.9.c). The note is written by the lines that evaluate such a condition: a
conditional step (6.5.d), a Reaction's condition (6.3.b), a passive ability's (the Defender
of Progress, 7.4.2.b) and one that starts or stops applying after an event (2.3.1.e).
"""

from __future__ import annotations

from engine.reading.counts import counted_objects, gigantic_counted, plays_counted
from engine.reading.filters import narrowed
from engine.reading.passives import condition_applies, effective_abilities
from engine.state import zones as z
from engine.state.cards import AbilityKind
from engine.state.conditions import Condition, ConditionKind, Counted, Whose
from engine.state.enums import Keyword, Status, ZoneKind
from engine.state.game_state import GameState
from engine.why.base_statistics_notes import base_statistics_note
from engine.why.condition_notes import condition_words
from engine.why.counted_kinds import counted_kinds
from engine.why.table import why
from engine.why.terrain_notes import condition_terrain_note

__all__ = ["count_note", "keyword_condition_note"]

_CONTROLLED = frozenset({Counted.YOU_CONTROL, Counted.OPPONENT_CONTROLS})
"""Counts of what a player controls (7.5.5.a)."""

_OBJECTS = frozenset({*_CONTROLLED, Counted.MY_EXPEDITION, Counted.IN_PLAY})
"""Counts of objects where a Gigantic Character may be found in two Expeditions."""


_ZONES = {Counted.YOUR_LANDMARKS: "count.landmarks", Counted.YOUR_DISCARD: "count.discard_pile"}
"""Counts of one of a player's own zones (gram29): their Landmarks (3.2.7.b) and Discard pile
(3.2.3.a) — "an opponent controls a Landmark" counts the opponent's (1.2.2)."""


def _zone_note(
    state: GameState, c: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """What a count of a player's Landmarks or Discard pile counted, and whose."""
    if c.whose not in ("", Whose.OPPONENT):
        return "", ()
    player = state.opponent(controller) if c.whose == Whose.OPPONENT else controller
    ids = counted_objects(c, state, controller, me)
    zone = "Landmarks" if c.counted == Counted.YOUR_LANDMARKS else "Discard pile"
    listed = f": {_names(state, ids)}" if ids else ""
    return f" ({len(ids)} in {player}'s {zone}{listed})", why(_ZONES[c.counted])


def _mana_note(
    state: GameState, c: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """What a count of Mana Orbs counted ("if you have less than eight Mana Orbs"): every
    object in the player's Mana zone, ready or exhausted — the zone makes it a Mana Orb
    (3.2.9.c), whatever card it is."""
    if c.whose not in ("", Whose.OPPONENT):
        return "", ()
    player = state.opponent(controller) if c.whose == Whose.OPPONENT else controller
    ids = counted_objects(c, state, controller, me)
    tired = sum(1 for o in ids if Status.EXHAUSTED in state.objects[o].statuses)
    orbs = "Mana Orb" if len(ids) == 1 else "Mana Orbs"
    words = f"{player} has {len(ids)} {orbs}"
    if tired:
        words += f", {tired} of them exhausted"
    words += ": every object in the Mana zone is a Mana Orb, ready or exhausted"
    return f" ({words})", why("count.mana_orbs")


_PLAYED = {
    Counted.PLAYED_THIS_TURN: "this turn",
    Counted.YOU_PLAYED_THIS_TURN: "this turn",
    Counted.YOU_PLAYED_THIS_AFTERNOON: "this Afternoon",
    Counted.YOU_PLAYED_THIS_DAY: "this Day",
}
"""Counts of the cards played in a period (5.1.2.k)."""


def _played_note(
    state: GameState, c: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """What a count of cards played in a period counted: each card whose resolution began
    in it (5.1.2.k), wherever it went since — back to Reserve, out of play, still in Limbo."""
    if c.whose not in ("",):
        return "", ()
    cards = plays_counted(c, state, controller, me)
    who = "played" if c.counted == Counted.PLAYED_THIS_TURN else f"{controller} played"
    names = ", ".join(state.cards[card].name for card in cards)
    words = f"{len(cards)} {who} {_PLAYED[c.counted]}{': ' + names if names else ''}"
    return f" ({words}; a card counts as played once its resolution began)", why(
        "count.cards_played"
    )


def _counted_player(c: Condition, state: GameState, controller: str) -> str:
    """Whose objects a count of controlled objects counts: the controller's, or the
    opponent's for "your opponent controls" (1.2.2)."""
    theirs = (c.whose == Whose.OPPONENT) != (c.counted == Counted.OPPONENT_CONTROLS)
    return state.opponent(controller) if theirs else controller


def _names(state: GameState, ids: tuple[str, ...]) -> str:
    return ", ".join(state.name(o) for o in ids)


def count_note(
    state: GameState, c: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` saying what the count condition ``c`` counted on ``state``, and
    the rules that decided which objects count: control (7.5.5.a, 7.5.5.b) — an object of
    the player's in their Reserve matching the count is named as not controlled —, a
    Gigantic Character counted once (7.4.4.b, 7.4.4.c), a player's own zone (3.2.7.b,
    3.2.3.a), the Mana zone, whose every object is a Mana Orb (3.2.9.c), and the cards
    played in a period, each once its resolution began (5.1.2.k); the parts of a
    compound condition each (6.5.d). ``("", ())`` for other conditions."""
    if c.kind in (ConditionKind.ALL_OF, ConditionKind.ANY_OF, ConditionKind.COUNTS_COMPARED):
        return _parts_note(state, c, controller, me)
    if c.kind == ConditionKind.COUNT and c.counted in _ZONES and c.known is None:
        return _zone_note(state, c, controller, me)
    if c.kind == ConditionKind.COUNT and c.counted == Counted.YOUR_MANA and c.known is None:
        return _mana_note(state, c, controller, me)
    if c.kind == ConditionKind.COUNT and c.counted in _PLAYED and c.known is None:
        return _played_note(state, c, controller, me)
    if c.kind == ConditionKind.COUNT and c.counted == Counted.BASE_STATISTICS_YOU_CONTROL:
        return base_statistics_note(state, c, controller)  # 2.2.11.d, 2.5.1.b
    if c.kind != ConditionKind.COUNT or c.counted not in _OBJECTS or c.known is not None:
        return "", ()  # a condition noted as a Reaction activated says it then (6.3.k)
    if c.whose not in ("", Whose.OPPONENT):
        return "", ()  # "its controller": whose is decided by the condition (6.3.i)
    ids = counted_objects(c, state, controller, me)
    listed = f": {_names(state, ids)}" if ids else ""
    rules: tuple[str, ...] = ()
    if c.counted in _CONTROLLED:
        player = _counted_player(c, state, controller)
        words = f"{player} controls {len(ids)}{listed}"
        mine = controller if c.whose != Whose.OPPONENT else state.opponent(controller)
        reserve = state.zone(z.personal(ZoneKind.RESERVE, player))
        outside = narrowed(state, reserve, c.filter, mine, me)
        if outside:
            are = "is" if len(outside) == 1 else "are"
            words += f"; {_names(state, outside)} in {player}'s Reserve {are} not controlled"
        rules = why("group.you_control")
    else:
        words = f"{len(ids)} counted{listed}"
    kinds, kind_rules = counted_kinds(state, c.filter, ids)  # 2.4.5.a, 2.2.1.d
    words, rules = words + kinds, (*rules, *kind_rules)
    giants = gigantic_counted(c, state, controller, me)
    if giants:
        each = "each one Character" if len(giants) > 1 else "one Character"
        words += f"; {_names(state, giants)}: Gigantic, {each} present in both Expeditions, once"
        rules = (*rules, *why("count.gigantic_once"))
    return f" ({words})", rules


def _parts_note(
    state: GameState, c: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """:func:`count_note` of each part of "if [c1] and [c2]", "if [c1] or [c2]" or "more
    [c1] than [c2]" (6.5.d): each part counts as it would alone."""
    said: list[str] = []
    rules: list[str] = []
    for part in c.parts:
        words, part_rules = count_note(state, part, controller, me)
        if words:
            said.append(words.strip()[1:-1])
            rules.extend(part_rules)
    if not said:
        return "", ()
    return f" ({'; '.join(said)})", tuple(dict.fromkeys(rules))


def _count_body(
    state: GameState, c: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """:func:`count_note` without its parentheses."""
    words, rules = count_note(state, c, controller, me)
    return words.strip()[1:-1], rules


def keyword_condition_note(
    state: GameState, object_id: str, keyword: Keyword
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)`` for the count or terrain condition under which an object's own
    passive ability gives it ``keyword`` ("I am Defender unless you control two or more other
    Plants", "If I'm in {V}, I am Eternal"): the condition as printed and what it counted
    (:func:`count_note`) or where its Expedition is (7.5.8.c) — the
    reason a judge gives for "why is it a Defender?". ``("", ())`` when the keyword comes
    from no such condition."""
    o = state.objects.get(object_id)
    if o is None:
        return "", ()
    for src, _index, ab in effective_abilities(state):
        grant = ab.grant
        if (
            src != object_id
            or ab.kind is not AbilityKind.PASSIVE
            or ab.condition is None
            or grant is None
            or grant.keyword is not keyword
            or grant.scope != "self"
            or not condition_applies(state, src, ab)
        ):
            continue
        counted, rules = _count_body(state, ab.condition, o.controller, object_id)
        # "If I'm in {V}, I am Eternal": where its Expedition is (7.5.8.c, 7.5.8.b)
        where, where_rules = condition_terrain_note(state, ab.condition, object_id)
        said = "; ".join(w for w in (counted, where) if w)
        if said:
            return f" —{condition_words(ab.condition)}: {said}", (*rules, *where_rules)
    return "", ()
