"""What a step's "for each / per / the number of" count counted, said on the step's line
(issue 31).

"Draw a card for each Character you control" is done as many times as the count (6.5.i); a
judge asked "why two cards?" answers with what was counted — by name when there are few
(four or fewer), else the number and what they are — and with the rule that decides what
counts:

- objects a player controls: those in their Expeditions, Landmarks and Hero zone, not their
  Reserve (7.5.5.a), and not an object another player controls (7.5.5.b) — both said as
  *not counted* when the board has such an object that fits the count;
- objects in play ("for each Exhausted Character"): "a [type]" is an object in play
  (2.2.1.h), so a fitting card in a Reserve is said as not counted;
- a named zone ("cards in your Reserve", "Permanents in your Landmarks", "each player's
  Reserve"): that zone only (2.2.1.h);
- a hidden zone ("cards in your Hand"): counted by its number, which all players know,
  no card revealed (3.1.3.e);
- the Mana zone: every object there is a Mana Orb, ready or exhausted (3.2.9.c);
- counters ("per boost I have"): the counters of that name (2.5.c).

:func:`count_said` is read before the step happens (the count is made then, 6.5.i) by the
pipeline's resolution of a step (engine/pipeline/resolve.py), which writes it in brackets
on the line.
"""

from __future__ import annotations

import re
from dataclasses import fields

from engine.reading.as_it_was import known_me
from engine.reading.counts import count, counted_objects, gigantic_counted, in_play
from engine.reading.filters import narrowed
from engine.reading.passives import expeditions_of
from engine.state import zones as z
from engine.state.conditions import Condition, Counted, ObjectFilter, Whose
from engine.state.enums import BOOST, CardType, Status, ZoneKind
from engine.state.game_state import GameState
from engine.state.records import replace
from engine.state.said import count_of, possessive
from engine.why.counted_kinds import counted_kinds
from engine.why.spell_me import spell_me_words
from engine.why.table import why

__all__ = ["COUNTED", "FEW", "count_said"]

COUNTED = "counted: "
"""How the note of what a count counted begins on a step's line."""

FEW = 4
"""Up to this many counted objects are said by name; more are said by their number."""

_TARGETED = {
    Counted.TARGET_PLAYER_CONTROLS: Counted.YOU_CONTROL,
    Counted.TARGET_PLAYERS_RESERVE: Counted.YOUR_RESERVE,
    Counted.TARGET_PLAYERS_HAND: Counted.YOUR_HAND,
    Counted.TARGET_OPPONENTS_RESERVE: Counted.YOUR_RESERVE,  # gc: target opponent's
    Counted.TARGET_OPPONENTS_HAND: Counted.YOUR_HAND,
}
"""Counts of the player a step targeted (6.5.b), counted as that player's own."""

_NAMED_ZONES = {
    Counted.YOUR_RESERVE: (ZoneKind.RESERVE, "Reserve"),
    Counted.YOUR_DISCARD: (ZoneKind.DISCARD, "Discard pile"),
    Counted.YOUR_LANDMARKS: (ZoneKind.LANDMARK, "Landmarks"),
}
"""Counts of one visible zone of a player (2.2.1.h: the zone the count names)."""

_HIDDEN_ZONES = {Counted.YOUR_HAND: "Hand", Counted.YOUR_DECK: "Deck"}
"""Counts of a hidden zone (3.1.2, 3.1.3.e): counted by number, no card revealed."""


_SAID_FIELDS = frozenset({"another", "statuses", "subtypes", "tokens", "types", "controller"})
"""The fields of a count's filter :func:`_noun` says; a filter with others is quoted as the
card words it (:func:`_quoted`)."""

_VOCABULARY = re.compile(
    r"\b(character|permanent|spell|landmark|expedition|reserve|hand|mana orb|mana zone|"
    r"discard pile|deck|hero|token)(s?)\b"
)
"""Words of the rules' vocabulary written with a capital, as the cards print them."""


def _quoted(c: Condition) -> str:
    """ " “Character in your companion Expedition”": the count as the card words it, its
    vocabulary capitalised ("token" stays lower case, as printed)."""
    text = _VOCABULARY.sub(
        lambda m: (
            m.group(0) if m.group(1) == "token" else m.group(0).title().replace("Pile", "pile")
        ),
        c.text,
    )
    text = re.sub(r"\bi(?=\b|')", "I", text)
    return f"“{text}”"


def _plain(flt: ObjectFilter | None) -> bool:
    """Whether :func:`_noun` says all the filter narrows by."""
    if flt is None:
        return True
    plain = ObjectFilter()
    return all(
        getattr(flt, f.name) == getattr(plain, f.name)
        for f in fields(flt)
        if f.name not in _SAID_FIELDS
    )


def _noun(flt: ObjectFilter | None, one: str, many: str) -> tuple[str, str]:
    """What the count counts, singular and plural, from its filter: "exhausted Character",
    "other Plant", "token"; ``one`` / ``many`` ("card", "cards") when the filter names no
    type."""
    if flt is None:
        return one, many
    words: list[str] = []
    if flt.another:
        words.append("other")
    words.extend(sorted(s.value.lower() for s in flt.statuses))
    if flt.subtypes:
        sub = " or ".join(sorted(flt.subtypes))
        return " ".join((*words, sub)), " ".join((*words, sub + "s"))
    if flt.tokens:
        return " ".join((*words, "token")), " ".join((*words, "tokens"))
    if flt.types:
        kinds = sorted(flt.types, key=list(CardType).index)
        a = " or ".join(k.value for k in kinds)
        b = " or ".join(f"{k.value}s" for k in kinds)
        return " ".join((*words, a)), " ".join((*words, b))
    return " ".join((*words, one)), " ".join((*words, many))


def _listed(state: GameState, ids: tuple[str, ...], giants: tuple[str, ...]) -> str:
    """The counted objects by name when few, a Gigantic one said once; nothing when more
    (the number says it)."""
    if not ids or len(ids) > FEW:
        return ""
    names = [state.name(o) + (" (Gigantic, counted once)" if o in giants else "") for o in ids]
    return ": " + ", ".join(names)


def _names(state: GameState, ids: tuple[str, ...]) -> str:
    if len(ids) > FEW:
        return f"{len(ids)} of them"
    return ", ".join(state.name(o) for o in ids)


_IN_PLAY_OR_RESERVE_WORDS = frozenset(
    {Counted.IN_PLAY_OR_YOUR_RESERVE, Counted.IN_PLAY_OR_RESERVES}
)
"""ic40: the counts of objects in play or in a Reserve, said in a judge's words."""


def _number_and_names(
    state: GameState,
    c: Condition,
    player: str,
    me: str | None,
    base: tuple[str, str] = ("object", "objects"),
    giants: bool = True,
    was_in: frozenset[str] = frozenset(),
) -> tuple[str, str]:
    """ "2 Characters", ": A, B" — how many objects the count ``c`` counts for ``player`` and
    what they are, and their names when few (a Gigantic one said once when ``giants``);
    ``was_in``: where a gone "I" was (2.1.h)."""
    ids = counted_objects(c, state, player, me, was_in)
    once = gigantic_counted(c, state, player, me) if giants else ()
    return count_of(len(ids), *_noun(c.filter, *base)), _listed(state, ids, once)


def _controlled(
    state: GameState, c: Condition, controller: str, player: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """ "2 Characters p1 controls: A, B; C in p1's Reserve and D (p2's) not counted"."""
    number, names = _number_and_names(state, replace(c, whose=""), player, me)
    said = f"{number} {player} controls{names}"
    reserve = state.zone(z.personal(ZoneKind.RESERVE, player))
    mine = narrowed(state, reserve, c.filter, controller, me)
    other = state.opponent(player)
    theirs = narrowed(state, in_play(state, other), c.filter, controller, me)
    if c.filter is not None and c.filter.controller:
        theirs = ()  # "you control" is the filter itself: the other player's are no question
    if mine:
        said += f"; {_names(state, mine)} in {player}'s Reserve not counted, not controlled"
    if theirs:
        said += f"; {_names(state, theirs)} not counted, {other} controls"
        said += " it" if len(theirs) == 1 else " them"
    return said, why("group.you_control")


def _in_play(
    state: GameState, c: Condition, controller: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """ "3 exhausted Characters in play: …; E in p2's Reserve not counted"."""
    number, names = _number_and_names(state, c, controller, me)
    said = f"{number} in play{names}"
    for p in state.players:
        outside = narrowed(
            state, state.zone(z.personal(ZoneKind.RESERVE, p)), c.filter, controller, me
        )
        if outside:
            said += f"; {_names(state, outside)} in {p}'s Reserve not counted, not in play"
    return said, why("count.named_zone")


def _my_expedition(
    state: GameState, c: Condition, controller: str, me: str | None, was_in: frozenset[str]
) -> tuple[str, tuple[str, ...]]:
    """ "1 Character in Doer's Expedition: A" — for a gone "I", the Expedition it was in
    when it left (``was_in``, 2.1.h)."""
    number, names = _number_and_names(state, c, controller, me, was_in=was_in)
    where = "my Expedition" if me is None else f"{possessive(state.name(me))} Expedition"
    if was_in and not (me is not None and me in state.objects and expeditions_of(state, me)):
        where += " as it was when it left play"
    rules = why("count.named_zone")
    here = expeditions_of(state, me) if me is not None and me in state.objects else frozenset()
    if len(here) > 1 and me is not None:
        # 7.4.4.f: a Gigantic Character's Expedition is both of its controller's — counted in
        # both, said on the count's own line
        whose = state.objects[me].controller
        where += (
            f", that is both of {whose}'s Expeditions ({state.name(me)} is Gigantic: its "
            "Expedition is both, 7.4.4.f)"
        )
        rules = (*rules, *why("place.gigantic_both"))
    return f"{number} in {where}{names}", rules


def _zone(
    state: GameState, c: Condition, controller: str, player: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """ "2 cards in p1's Reserve: A, B"."""
    kind, name = _NAMED_ZONES[c.counted]
    base = ("Permanent", "Permanents") if kind is ZoneKind.LANDMARK else ("card", "cards")
    number, names = _number_and_names(state, replace(c, whose=""), player, me, base, False)
    return f"{number} in {player}'s {name}{names}", why("count.named_zone")


def _hidden(
    state: GameState, c: Condition, controller: str, player: str, me: str | None
) -> tuple[str, tuple[str, ...]]:
    """ "3 cards in p1's Hand, counted without being revealed"."""
    ids = counted_objects(replace(c, whose=""), state, player, me)
    one, many = _noun(c.filter, "card", "cards")
    where = _HIDDEN_ZONES[c.counted]
    return (
        f"{count_of(len(ids), one, many)} in {player}'s {where}, counted without being revealed",
        why("count.hidden_zone"),
    )


def _mana(state: GameState, player: str) -> tuple[str, tuple[str, ...]]:
    """ "3 Mana Orbs in p1's Mana zone, 1 of them exhausted"."""
    ids = state.zone(z.personal(ZoneKind.MANA, player))
    tired = sum(1 for o in ids if Status.EXHAUSTED in state.objects[o].statuses)
    said = f"{count_of(len(ids), 'Mana Orb')} in {player}'s Mana zone"
    if tired:
        said += f", {tired} of them exhausted, each a Mana Orb"
    return said, why("count.mana_orbs")


def _counters(
    state: GameState, c: Condition, controller: str, me: str | None, me_was: str | None
) -> tuple[str, tuple[str, ...]]:
    """ "3 boosts on Ratatoskr" — for a gone "I" (``me_was``), those it had just before it
    left play (2.1.h)."""
    n = count(c, state, controller, me, me_was=me_was)
    name = c.counter or BOOST
    noun = (BOOST, "boosts") if name == BOOST else (f"{name} counter", f"{name} counters")
    on = state.name(me) if me is not None and me in state.objects else "it"
    # gone "I": a Reaction's object (6.3.j), or one this ability's own step took out of play
    # ("Send me to Reserve. Then draw a card for each boost on me", 2.1.h)
    gone = state.last_known.get(me) if me is not None and me not in state.objects else None
    if gone is not None:
        card = state.cards.get(gone.object.card_id) if gone.object.card_id else None
        on = card.name if card is not None else on
    rules = why("count.counters_named")
    if known_me(state, me, me_was) not in (me, None) or gone is not None:
        on += " as it was just before it left play"
        rules = (*rules, *why("effect.last_known_left"))  # 2.1.h: what was true just before
    spell, spell_rules = spell_me_words(state, me)
    return f"{count_of(n, *noun)} on {on}{spell}", (*rules, *spell_rules)


def count_said(
    state: GameState,
    c: Condition,
    controller: str,
    me: str | None,
    players: tuple[str, ...] = (),
    was_in: frozenset[str] = frozenset(),
    me_was: str | None = None,
) -> tuple[str, tuple[str, ...]]:
    """``(words, rules)``: what the count ``c`` of a step counts on ``state`` — the objects
    by name when few, their number and what they are, and what a judge would ask about that
    is not counted —, and the rule deciding what counts. ``players``: the players a step
    targeted, for counts of "target player's …" (6.5.b). ``("", ())`` for counts this does
    not describe (those said by their own notes: a cost, a die, "that many"). ``was_in`` and
    ``me_was``: where a gone "I" was and what it was, read as it was (2.1.h)."""
    said, rules = _said(state, c, controller, me, players, was_in, me_was)
    if said and not _plain(c.filter):  # a filter said as the card words it
        if not c.text or c.counted in _TARGETED:
            return "", ()  # not said rather than said wrong
        said = f"{count(c, state, controller, me)} {_quoted(c)}"
    if not said:
        return "", ()
    if c.counted in _OBJECT_COUNTS:  # what makes them of the kind counted (2.4.5.a, 2.2.1.d)
        controlled = c.counted in (Counted.YOU_CONTROL, Counted.OPPONENT_CONTROLS)
        ids = (
            counted_objects(replace(c, whose=""), state, _player(state, c, controller), me)
            if controlled
            else counted_objects(c, state, controller, me)
        )
        kinds, kind_rules = counted_kinds(state, c.filter, ids)
        said, rules = said + kinds, (*rules, *kind_rules)
    return said, tuple(dict.fromkeys((*why("count.for_each"), *rules)))


_OBJECT_COUNTS = frozenset(
    {Counted.YOU_CONTROL, Counted.OPPONENT_CONTROLS, Counted.IN_PLAY, Counted.MY_EXPEDITION}
)
"""Counts of objects in play, whose kind :func:`counted_kinds` may say."""


def _player(state: GameState, c: Condition, controller: str) -> str:
    """Whose objects a count of controlled objects counts (1.2.2)."""
    player = (c.player or state.opponent(controller)) if c.whose == Whose.OPPONENT else controller
    return state.opponent(player) if c.counted == Counted.OPPONENT_CONTROLS else player


def _said(
    state: GameState,
    c: Condition,
    controller: str,
    me: str | None,
    players: tuple[str, ...],
    was_in: frozenset[str] = frozenset(),
    me_was: str | None = None,
) -> tuple[str, tuple[str, ...]]:
    """:func:`count_said` without 6.5.i."""
    what = c.counted
    if what in _TARGETED:
        parts = [_said(state, replace(c, counted=_TARGETED[what]), p, me, ()) for p in players]
        said = [w for w, _ in parts if w]
        rules = tuple(dict.fromkeys(r for _, rs in parts for r in rs))
        return "; ".join(said), rules
    if c.whose not in ("", Whose.OPPONENT):
        return "", ()
    player = (c.player or state.opponent(controller)) if c.whose == Whose.OPPONENT else controller
    if what in (Counted.YOU_CONTROL, Counted.OPPONENT_CONTROLS):
        if what == Counted.OPPONENT_CONTROLS:
            # "your opponents control" is what the opponent controls, counted as theirs:
            # counted from the opponent's side it would be the controller's own (7.5.5.a)
            player = state.opponent(player)
            c = replace(c, counted=Counted.YOU_CONTROL)
        return _controlled(state, c, controller, player, me)
    if what == Counted.IN_PLAY:
        return _in_play(state, c, controller, me)
    if what == Counted.MY_EXPEDITION:
        return _my_expedition(state, c, controller, me, was_in)
    if what in _NAMED_ZONES:
        return _zone(state, c, controller, player, me)
    if what == Counted.RESERVES:  # "each player's Reserve": every Reserve, no other zone
        number, names = _number_and_names(state, c, controller, me, ("card", "cards"), False)
        return f"{number} in the players' Reserves{names}", why("count.named_zone")
    if what == Counted.DISCARD_PILES:  # gc: every Discard pile (3.2.3.a)
        number, names = _number_and_names(state, c, controller, me, ("card", "cards"), False)
        return f"{number} in the players' Discard piles{names}", why("count.named_zone")
    if what == Counted.YOURS_IN_PLAY_OR_RESERVE:  # gc: in play under you, or in your Reserve
        number, names = _number_and_names(state, c, controller, me)
        return f"{number} in play under {player}'s control or in their Reserve{names}", why(
            "count.named_zone"
        )
    if what in _IN_PLAY_OR_RESERVE_WORDS:  # ic40: in play, or in a Reserve (3.1.4.a, 3.2.10.a)
        number, names = _number_and_names(state, c, controller, me)
        whose = f"{player}'s Reserve" if what == Counted.IN_PLAY_OR_YOUR_RESERVE else "a Reserve"
        return f"{number} in play or in {whose}{names}", why("count.named_zone")
    if what in _HIDDEN_ZONES:
        return _hidden(state, c, controller, player, me)
    if what == Counted.YOUR_MANA:
        return _mana(state, player)
    if what == Counted.MY_COUNTERS and c.known is None:
        return _counters(state, c, controller, me, me_was)
    return "", ()
