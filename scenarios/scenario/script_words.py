"""What a scenario script's words name: the object a ref or a card name names (unique among
the zones said), the option of a decision a choice names, and a ref said back as a judge
reads it — the card's name, a zone's or an Expedition's words (3.1.3.f). Words that name
nothing, or more than one thing, are a :class:`ScriptError`.

Split from :mod:`scenarios.scenario.run`, which carries the script items out.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from engine import Decision, GameState
from engine.state import zones as z
from engine.state.plain_orbs import card_name_words, handles_said
from engine.state.said import zone_words
from scenarios.scenario.judge_words import legal_words, option_words
from scenarios.scenario.meaning import option_by_meaning


class ScriptError(Exception):
    """A script item that cannot be carried out."""


def ref_words(state: GameState, refs: Mapping[str, str], choice: str) -> str:
    """A script's choice as a judge reads it: a ref (the file's own name for a card) is
    the card's name, an Expedition's id (``p1:hero``) or a zone's key (``reserve:p1``)
    the zone's words ("p1's hero Expedition"); anything else as the script says it."""
    card_id = refs.get(choice)
    card = state.cards.get(card_id) if card_id is not None else None
    if card is not None:
        return card_name_words(card)
    if choice in state.expedition_ids():
        return zone_words(z.zone_of_expedition(choice))
    if choice in state.zones:
        return zone_words(choice)
    return handles_said(choice)  # a Mana Orb's handle "p1 orb 1" is no card's name


def object_named(
    state: GameState, refs: Mapping[str, str], ref: str, zones: tuple[str, ...] | None = None
) -> str:
    """The object a script names: a ref, or a card name (unique among ``zones``)."""
    s = state
    if ref in refs:
        oid = s.card_objects.get(refs[ref])
        if oid is None:
            raise ScriptError(f"{ref!r} no longer exists")
        return oid
    hits = [
        oid
        for oid, o in s.objects.items()
        if o.card_id is not None
        and s.cards[o.card_id].name.casefold() == ref.casefold()
        and (zones is None or o.zone in zones)
    ]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        where = f" in {', '.join(zone_words(k) for k in zones)}" if zones else ""
        raise ScriptError(f"no object named {ref!r}{where}")
    # where the objects are, not where they were looked for (blind29: "in p1's Reserve"
    # named a zone that held none of them)
    found = Counter(s.objects[oid].zone for oid in hits)
    where = ", ".join(f"{n} in {zone_words(k)}" for k, n in found.items())
    raise ScriptError(f"{len(hits)} objects named {ref!r} ({where}); give the card a 'ref'")


def option_named(
    state: GameState,
    refs: Mapping[str, str],
    d: Decision,
    choice: str,
    refusing: bool = False,
    taken: frozenset[str] = frozenset(),
) -> str:
    """The option of ``d`` a script's ``choice`` names (its id, its label, its object, a
    part of its label no other option's has, or what it means), not one of ``taken`` where
    identical options are said twice; ``refusing``: the words as said, for the engine to
    refuse (5.1.1.b)."""
    folded = choice.casefold()
    said = [o.id for o in d.options if o.id == choice or o.label.casefold() == folded]
    if not said:
        # a keyword said without the brackets the card prints ("Salvage." for "[Salvage].",
        # as labels read before they kept them): the same words
        said = [o.id for o in d.options if _unbracketed(o.label) == _unbracketed(choice)]
    if said:  # identical labels said twice: the next one not yet picked
        return next((o for o in said if o not in taken), said[0])
    # the words the app itself lists for an option ("Mana Orb card 1 in p1's Mana zone",
    # "yes (…)"): every listed answer is an answer (blind batch 38, 10)
    listed = [o.id for o in d.options if option_words(state, o).casefold() == folded]
    if listed:
        return next((o for o in listed if o not in taken), listed[0])
    try:
        oid: str | None = object_named(state, refs, choice)
    except ScriptError:
        oid = None
    if oid is not None and oid in d.option_ids():
        return oid
    named = [o for o in d.options if state.name(o.id).casefold() == choice.casefold()]
    if named and len({_unwhose(_unnumbered(o.label)) for o in named}) == 1:
        # identical options (same effect, same objects) — or the same name said with whose
        # it is (cite16: "p1's Vanilla 2/2/2"), which a script written before named by the
        # name alone: the first not yet picked, as before whose was said
        return next((o.id for o in named if o.id not in taken), named[0].id)
    # A part of one option's label that no other option's has ("companion Expedition
    # (second of 2)") picks it, e.g. among identical Emblem-Reactions (6.3.i).
    partial = [o.id for o in d.options if choice.casefold() in o.label.casefold()]
    if not partial:  # a part said with or without a keyword's brackets
        partial = [o.id for o in d.options if _unbracketed(choice) in _unbracketed(o.label)]
    if len(partial) == 1:
        return partial[0]
    # words of an earlier version of the app ("Mana Orb o3" for "Mana Orb 2"): the one
    # option that means what the script says (its object, card name, zone)
    meant = option_by_meaning(state, d.options, choice)
    if meant is not None:
        return meant
    if refusing:
        # an object the decision does not offer, or words of an option it does not offer
        # (a mode left out, 6.1.g): the engine says why not
        return oid if oid is not None else choice
    legal = legal_words(state, d)
    raise ScriptError(f"{choice!r} is not an option of {d.player}: {d.prompt}; legal: {legal}")


def _unwhose(label: str) -> str:
    """An option label without the "p1's " that says whose a same-named object is."""
    return re.sub(r"^\w+'s ", "", label)


def _unnumbered(label: str) -> str:
    """An option label without the "(second of 3)" that tells identical ones apart."""
    return re.sub(r" \((?:\w+|#\d+) of \d+\)$", "", label)


def _unbracketed(words: str) -> str:
    """Words as compared whether a keyword is said in the card's brackets or not
    ("[Resupply]." and "Resupply." are the same option)."""
    return words.replace("[", "").replace("]", "").casefold()
