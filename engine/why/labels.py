"""How the engine names what a player chooses between and what the trace talks about, in
a judge's words: zones as "p1's Reserve", Emblem-Reactions by their effect text and the
objects they are bound to (6.3.i) — never by object id.

A card in a hidden zone the chooser cannot look at — an opponent's Hand, any Deck, an
opponent's face-down Mana Orb — is named "a card in p2's Hand", not by name (3.1.3.f,
3.2.5.b, 3.2.9.a Remark). A trace line is told to every player at once (:data:`AT_TABLE`):
it names only what every player may look at.

Several identical Emblem-Reactions (The Monolith's "It gains 1 boost", once for each of
four Ordis Recruits, 6.3.i Example) are told apart by what they are bound to and where
it is; when even that is the same, by their order ("first", "second" ...), the order in
which they were created.
"""

from __future__ import annotations

import re

from engine.state import zones as z
from engine.state.actions import ActionKind
from engine.state.cards import EffectStep, Subject
from engine.state.enums import ExpeditionKind, ZoneKind
from engine.state.game_state import GameState
from engine.state.said import ZONE_WORDS, count_of, zone_words
from engine.state.triggers import TriggerKind
from engine.why.icon_words import icons_said
from engine.why.printed_words import card_ability_text

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


GONE = "an object that no longer exists"
"""How a label names an object that ceased to exist (moved away: a new object, 2.1.d)."""


def _where(state: GameState, object_id: str) -> str:
    o = state.objects.get(object_id)
    return f" in {zone_words(o.zone)}" if o is not None else " (gone)"


AT_TABLE = "*"
"""The viewer of a trace line: every player at once. A card is hidden from the table when
any player cannot look at it (3.1.3.f)."""

_OWN_EYES_ONLY = frozenset({ZoneKind.HAND, ZoneKind.MANA})
"""Hidden zones whose cards their own player may look at: the Hand (3.2.5.b) and the
face-down Mana Orbs (3.2.9.a Remark). Nobody looks at a Deck (3.2.2.a)."""


def zone_hides(zone: str, viewer: str) -> bool:
    """Whether ``viewer`` (a player, or :data:`AT_TABLE`) cannot look at the cards in
    ``zone``: a Deck (3.2.2.a), another player's Hand (3.2.5.b, 3.1.3.f) or Mana zone (its
    cards are face-down, 3.2.9.a Remark)."""
    kind = z.kind_of(zone)
    if kind is ZoneKind.DECK:
        return True
    return kind in _OWN_EYES_ONLY and (viewer == AT_TABLE or z.player_of(zone) != viewer)


def hidden_from(state: GameState, object_id: str, viewer: str) -> bool:
    """Whether ``viewer`` (a player, or :data:`AT_TABLE`) cannot look at the card: see
    :func:`zone_hides`."""
    o = state.objects.get(object_id)
    return o is not None and zone_hides(o.zone, viewer)


def expedition_bound(state: GameState, bound_id: str) -> str | None:
    """ "p1's hero Expedition" when ``bound_id`` is an Expedition a Reaction is for — "it",
    the Expedition that moved, of "When my Expedition moves forward" (6.3.i) —, not an
    object: an Expedition is never a card that left play, and saying it "no longer
    exists" would tell a judge its source was gone. ``None`` for any other id."""
    player, _, which = bound_id.partition(":")
    if player not in state.players or which not in tuple(ExpeditionKind):
        return None
    return zone_words(z.zone_of_expedition(bound_id))


def seen_by(state: GameState, object_id: str, viewer: str | None) -> str:
    """An object as ``viewer`` may know it: "Vanilla in p1's hero Expedition", or "a card
    in p2's Hand" when it is in a hidden zone they cannot look at (3.1.3.f). ``viewer``
    ``None``: the judge's view, every card named. An Expedition a Reaction is bound to is
    named as one (:func:`expedition_bound`)."""
    if object_id not in state.objects:
        # its id is all that is left, and an id means nothing to a judge
        return expedition_bound(state, object_id) or GONE
    if viewer is not None and hidden_from(state, object_id, viewer):
        return f"a card in {zone_words(state.objects[object_id].zone)}"
    return state.name(object_id) + _where(state, object_id)


def emblem_text(state: GameState, emblem_id: str) -> str:
    """The effect text of an Emblem-Reaction: its ability's printed text, else its effect
    (a 'next card played' Emblem-Reaction, 5.2.d) in the engine's words."""
    emblem = state.objects[emblem_id].emblem
    assert emblem is not None
    card = state.cards.get(emblem.source_card) if emblem.source_card is not None else None
    if card is not None and emblem.ability_index < len(card.abilities):
        text = card_ability_text(card, emblem.ability_index)  # "[Resupply].", as printed
        if text:
            text = text.split("–", 1)[-1] if "–" in text else _SYMBOL.sub("", text)
            return icons_said(text.strip())
    creator = state.objects.get(emblem.source_object)
    if creator is not None and creator.emblem is not None and emblem.text:
        # a delayed effect's Reaction: its Emblem-Ongoing's text (2.2.2.m)
        return icons_said(emblem.text)
    return "; ".join(_step_words(t) for t in emblem.effect) or "no effect"


_SYMBOL = re.compile(r"^\s*(\{[A-Z]\}\s*)+")


_ACTIVATED = {
    TriggerKind.ENTERS_PLAY: "When I enter play",
    TriggerKind.PLAYED_FROM_HAND: "When I am played from Hand",
    TriggerKind.PLAYED_FROM_RESERVE: "When I am played from Reserve",
}
"""The Reactions an "activate" step names, as their icon reads (7.1.1.a-c)."""


def _step_words(step: EffectStep) -> str:
    """A step of an effect the card text does not give (a granted or 'next card played'
    Reaction, 5.2.d) in plain words: "I gain 1 boost", "it loses Fleeting"."""
    who = {Subject.SELF: "I", Subject.IT: "it"}.get(step.subject, step.subject.value)
    s = "" if who in ("I",) else "s"
    if step.action is ActionKind.GIVE_BOOST:
        return f"{who} gain{s} {step.amount} boost" + ("s" if step.amount != 1 else "")
    if step.action is ActionKind.GAIN_STATUS and step.status is not None:
        return f"{who} gain{s} {step.status}"
    if step.action is ActionKind.LOSE_STATUS and step.status is not None:
        return f"{who} lose{s} {step.status}"
    if step.action is ActionKind.ACTIVATE:
        # 7.3.1.b: "activates its {R} abilities" — the Reactions of the trigger it names,
        # said as the icon reads (7.1.1), never the trigger's internal name
        said = _ACTIVATED.get(step.trigger) if step.trigger is not None else None
        return f"{who} activate{s} its ‘{said}’ Reactions" if said else f"{who} activate{s}"
    verb = step.action.value.replace("_", " ")
    if step.to_zone is not None:
        what = {"I": "me"}.get(who, who)
        return f"{verb} {what} to {ZONE_WORDS.get(step.to_zone, step.to_zone.value)}"
    return verb


def reaction_label(
    state: GameState, emblem_id: str, *, judge: bool = False, table: bool = False
) -> str:
    """ "Reaction of The Monolith: It gains 1 boost. — for Ordis Recruit in p1's hero
    Expedition": its source, effect text and the objects it is bound to (6.3.i).

    The label is what the Reaction's controller — who chooses among their Reactions and is
    told to play one (4.4.b) — may know: a bound card in a hidden zone they cannot look at
    is "a card in p2's Hand", never its name (3.1.3.f). ``judge``: every card named;
    ``table``: only the cards every player may look at (a trace line, :data:`AT_TABLE`)."""
    viewer = None if judge else AT_TABLE if table else state.objects[emblem_id].controller
    emblem = state.objects[emblem_id].emblem
    assert emblem is not None
    source = emblem.source_name
    if emblem.source_object in state.objects and not state.objects[emblem.source_object].emblem:
        source += f" ({zone_words(state.objects[emblem.source_object].zone)})"
    label = f"Reaction of {source}: {emblem_text(state, emblem_id)}"
    bound = emblem.it or tuple(b for b in emblem.bound if b != emblem.source_object)
    if bound:
        names = ", ".join(
            seen_by(state, b, None if _shown_by(state, emblem_id, b) else viewer) for b in bound
        )
        label += f" — for {names}"
    return label


def reaction_done_words(
    state: GameState, emblem_id: str, *, judge: bool = False, table: bool = False
) -> str:
    """ "p1's Reaction of Kuwat, the Dissenter — “Sacrifice a Character.” — is done
    resolving": a played Reaction whose resolution is done, in the words of 5.4.d (the line
    goes on "…: it ceases to exist"). Whose it is, its source and its effect, and the
    objects it is bound to, one after the other, without a label in brackets inside the
    line; a bound card a viewer cannot look at is "a card in p2's Hand" (3.1.3.f), as in
    :func:`reaction_label`."""
    viewer = None if judge else AT_TABLE if table else state.objects[emblem_id].controller
    emblem_obj = state.objects[emblem_id]
    emblem = emblem_obj.emblem
    assert emblem is not None
    said = f"{emblem_obj.controller}'s Reaction of {emblem.source_name}"
    bound = emblem.it or tuple(b for b in emblem.bound if b != emblem.source_object)
    if bound:
        said += " for " + ", ".join(
            seen_by(state, b, None if _shown_by(state, emblem_id, b) else viewer) for b in bound
        )
    return f"{said} — “{emblem_text(state, emblem_id).strip()}” — is done resolving"


def hides_a_card(state: GameState, emblem_id: str, viewer: str | None = None) -> bool:
    """Whether the label of an Emblem-Reaction leaves unnamed a card bound to it that
    ``viewer`` — its controller unless told, or :data:`AT_TABLE` — cannot look at
    (3.1.3.f)."""
    return bool(reaction_hidden_zones(state, emblem_id, viewer))


def reaction_hidden_zones(
    state: GameState, emblem_id: str, viewer: str | None = None
) -> tuple[str, ...]:
    """The kinds of the hidden zones ("hand", "deck") of the cards bound to an
    Emblem-Reaction that ``viewer`` (its controller unless told) cannot look at."""
    emblem = state.objects[emblem_id].emblem
    assert emblem is not None
    who = viewer if viewer is not None else state.objects[emblem_id].controller
    bound = tuple(b for b in (*emblem.it, *emblem.bound) if not _shown_by(state, emblem_id, b))
    return hidden_zone_kinds(state, bound, who)


def _shown_by(state: GameState, emblem_id: str, object_id: str) -> bool:
    """Whether ``object_id`` is the card whose own Reaction the Emblem-Reaction is: its
    Reaction shows it wherever it is (a card put face-down in a Mana zone whose "When I …"
    Reaction activates, 3.1.3.f Remark)."""
    emblem = state.objects[emblem_id].emblem
    o = state.objects.get(object_id)
    return (
        emblem is not None
        and o is not None
        and o.card_id is not None
        and o.card_id == emblem.source_card
    )


def hidden_zone_kinds(
    state: GameState, object_ids: tuple[str, ...], viewer: str
) -> tuple[str, ...]:
    """The kinds of the hidden zones ``viewer`` cannot look at that hold any of
    ``object_ids`` ("hand", "deck", "mana"), each once."""
    kinds = (
        z.kind_of(state.objects[o].zone).value for o in object_ids if hidden_from(state, o, viewer)
    )
    return tuple(dict.fromkeys(kinds))


def table_names(
    state: GameState, object_ids: tuple[str, ...], known: frozenset[str] = frozenset()
) -> tuple[str, str, tuple[str, ...]]:
    """Objects named in a trace line: as the table may know them ("a card in p1's Hand"),
    as the judge knows them ("Plain Landmark"), and the hidden zone kinds that made a
    difference (3.1.3.f). ``known``: cards in a hidden zone the effect itself revealed
    ("Reveal the top four cards … choose up to two of these", 3.1.3.f Remark)."""
    unseen = tuple(o for o in object_ids if o not in known and hidden_from(state, o, AT_TABLE))
    # whose each is where another player's object on the board has its name (issue 31)
    said = ", ".join(
        seen_by(state, o, AT_TABLE) if o in unseen else state.whose_name(o) for o in object_ids
    )
    named = ", ".join(state.whose_name(o) for o in object_ids)
    return said, named, hidden_zone_kinds(state, unseen, AT_TABLE)


def reaction_labels(
    state: GameState, emblem_ids: tuple[str, ...], *, judge: bool = False, table: bool = False
) -> dict[str, str]:
    """Labels for several Emblem-Reactions, identical ones numbered in creation order (two
    Reactions bound to different cards in an opponent's Hand read the same, 3.1.3.f)."""
    labels = {oid: reaction_label(state, oid, judge=judge, table=table) for oid in emblem_ids}
    seen: dict[str, int] = {}
    counts: dict[str, int] = {}
    for text in labels.values():
        counts[text] = counts.get(text, 0) + 1
    out: dict[str, str] = {}
    for oid in emblem_ids:
        text = labels[oid]
        if counts[text] > 1:
            n = seen.get(text, 0)
            seen[text] = n + 1
            word = _ORDINALS[n] if n < len(_ORDINALS) else f"#{n + 1}"
            text = f"{text} ({word} of {counts[text]})"
        out[oid] = text
    return out


def orbs_to_exhaust(n: int) -> str:
    """ "1 Mana Orb", "3 Mana Orbs": how many Mana Orbs a payment exhausts (1.2.5.e)."""
    return count_of(n, "Mana Orb")


def orb_label(state: GameState, orb: str) -> str:
    """A Mana Orb its player chooses among theirs (to pay a cost, 1.2.5.e), by its place in
    their Mana zone — "Mana Orb 2" —, never by its object id, and not by the face-down card
    it is (3.2.9.a Remark), so the label can be shown to every player."""
    return f"Mana Orb {state.zone(state.objects[orb].zone).index(orb) + 1}"


def gigantic_once_words(state: GameState, gigantic: tuple[str, ...]) -> str:
    """The words a group's or a count's line adds for the Gigantic Characters it holds: one
    Character each, present in both Expeditions, so held once (7.4.4.b)."""
    if not gigantic:
        return ""
    names = ", ".join(state.name(o) for o in gigantic)
    return (
        f" ({names}: Gigantic, one Character present in both Expeditions, so once)"
        if len(gigantic) == 1
        else f" ({names}: Gigantic, each one Character present in both Expeditions, so once)"
    )
