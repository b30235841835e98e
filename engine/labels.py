"""How the engine names what a player chooses between and what the trace talks about, in
a judge's words: zones as "p1's Reserve", Emblem-Reactions by their effect text and the
objects they are bound to (6.3.i) — never by object id.

A card in a hidden zone the chooser cannot look at — an opponent's Hand, any Deck — is
named "a card in p2's Hand", not by name (3.1.3.f, 3.2.5.b).

Several identical Emblem-Reactions (The Monolith's "It gains 1 boost", once for each of
four Ordis Recruits, 6.3.i Example) are told apart by what they are bound to and where
it is; when even that is the same, by their order ("first", "second" ...), the order in
which they were created.
"""

from __future__ import annotations

import re

from engine.pipeline.keywords import ActionKind
from engine.state import zones as z
from engine.state.cards import EffectStep, Subject
from engine.state.enums import ZoneKind
from engine.state.game_state import GameState

_ZONE_WORDS = {
    ZoneKind.HAND: "Hand",
    ZoneKind.DECK: "Deck",
    ZoneKind.RESERVE: "Reserve",
    ZoneKind.DISCARD: "Discard pile",
    ZoneKind.MANA: "Mana zone",
    ZoneKind.LANDMARK: "Landmarks",
    ZoneKind.HERO: "Hero zone",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def zone_words(zone: str) -> str:
    """``reserve:p1`` -> "p1's Reserve"; ``expedition:p1:hero`` -> "p1's hero Expedition";
    ``limbo`` -> "Limbo"."""
    kind = z.kind_of(zone)
    if kind is ZoneKind.LIMBO:
        return "Limbo"
    player = z.player_of(zone) or ""
    if kind is ZoneKind.EXPEDITION:
        which = zone.rsplit(":", 1)[-1]
        return f"{player}'s {which} Expedition"
    return f"{player}'s {_ZONE_WORDS.get(kind, kind.value)}"


def _where(state: GameState, object_id: str) -> str:
    o = state.objects.get(object_id)
    return f" in {zone_words(o.zone)}" if o is not None else " (gone)"


def hidden_from(state: GameState, object_id: str, viewer: str) -> bool:
    """Whether ``viewer`` cannot look at the card: it is in a Deck (3.2.2.a), or in
    another player's Hand — each player looks only at their own (3.2.5.b, 3.1.3.f)."""
    o = state.objects.get(object_id)
    if o is None:
        return False
    kind = z.kind_of(o.zone)
    return kind is ZoneKind.DECK or (kind is ZoneKind.HAND and z.player_of(o.zone) != viewer)


def seen_by(state: GameState, object_id: str, viewer: str | None) -> str:
    """An object as ``viewer`` may know it: "Vanilla in p1's hero Expedition", or "a card
    in p2's Hand" when it is in a hidden zone they cannot look at (3.1.3.f). ``viewer``
    ``None``: the judge's view, every card named."""
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
        text = card.abilities[emblem.ability_index].text
        if text:
            text = text.split("–", 1)[-1] if "–" in text else _SYMBOL.sub("", text)
            return text.strip()
    creator = state.objects.get(emblem.source_object)
    if creator is not None and creator.emblem is not None and emblem.text:
        return emblem.text  # a delayed effect's Reaction: its Emblem-Ongoing's text (2.2.2.m)
    return "; ".join(_step_words(t) for t in emblem.effect) or "no effect"


_SYMBOL = re.compile(r"^\s*(\{[A-Z]\}\s*)+")


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
    verb = step.action.value.replace("_", " ")
    if step.to_zone is not None:
        what = {"I": "me"}.get(who, who)
        return f"{verb} {what} to {_ZONE_WORDS.get(step.to_zone, step.to_zone.value)}"
    return verb


def reaction_label(state: GameState, emblem_id: str, *, judge: bool = False) -> str:
    """ "Reaction of The Monolith: It gains 1 boost. — for Ordis Recruit in p1's hero
    Expedition": its source, effect text and the objects it is bound to (6.3.i).

    The label is what the Reaction's controller — who chooses among their Reactions and is
    told to play one (4.4.b) — may know: a bound card in a hidden zone they cannot look at
    is "a card in p2's Hand", never its name (3.1.3.f). ``judge``: every card named."""
    viewer = None if judge else state.objects[emblem_id].controller
    emblem = state.objects[emblem_id].emblem
    assert emblem is not None
    source = emblem.source_name
    if emblem.source_object in state.objects and not state.objects[emblem.source_object].emblem:
        source += f" ({zone_words(state.objects[emblem.source_object].zone)})"
    label = f"Reaction of {source}: {emblem_text(state, emblem_id)}"
    bound = emblem.it or tuple(b for b in emblem.bound if b != emblem.source_object)
    if bound:
        names = ", ".join(seen_by(state, b, viewer) for b in bound)
        label += f" — for {names}"
    return label


def hides_a_card(state: GameState, emblem_id: str) -> bool:
    """Whether the label of an Emblem-Reaction leaves unnamed a card bound to it that its
    controller cannot look at (3.1.3.f)."""
    emblem = state.objects[emblem_id].emblem
    assert emblem is not None
    viewer = state.objects[emblem_id].controller
    return any(hidden_from(state, b, viewer) for b in (*emblem.it, *emblem.bound))


def reaction_labels(
    state: GameState, emblem_ids: tuple[str, ...], *, judge: bool = False
) -> dict[str, str]:
    """Labels for several Emblem-Reactions, identical ones numbered in creation order (two
    Reactions bound to different cards in an opponent's Hand read the same, 3.1.3.f)."""
    labels = {oid: reaction_label(state, oid, judge=judge) for oid in emblem_ids}
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
