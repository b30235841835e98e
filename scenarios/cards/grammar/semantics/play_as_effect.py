"""Semantics of the grammar's "play as an effect" section (issue 31): steps the example
scenarios still wrote by hand, each read as a class of sentences.

* "[Immediately] play a [card description] [from your Hand / from your Reserve / from your
  Hand or Reserve] for free / for {N} less": a card of its player's Hand or Reserve (5.2.a:
  both unless said otherwise), played as part of the effect (5.2.b), without paying its
  costs (7.3.26.a) or for N less (5.1.2.f). Any card type the engine can choose by (a
  Character, a Spell, a Permanent, any card), with the description's other words as the
  filter (its statuses, sub-types, Hand Cost …).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _subject
from scenarios.cards.grammar.tree import Description, Object

_PLAYABLE_TYPES = ("Character", "Spell", "Permanent")
"""The card types a played card is chosen by (2.2.1): a Hero is never played (5.2)."""


def _played(d: Description) -> Step:
    """The subject and filter of "play a [description] [from zones]" (5.2.a)."""
    refused = (
        d.controller,
        d.token,
        d.in_reserve,
        d.in_play_or_reserve,
        d.in_my_expedition,
        d.in_your_other_expedition,
        d.from_zone,
        d.played,
        d.in_terrain,
        d.facing_me,
        d.of_target_player,
        d.or_types,
        d.permanent_zone,  # a card in Hand or Reserve is in neither Landmarks nor an Expedition
        d.in_expedition_ahead,  # nor in an Expedition that's ahead (7.5.2)
        d.in_expedition_standing,  # nor one that's behind / tied (7.5.2.b-c)
        d.in_expedition_race,  # nor one ahead of / behind others named (gram87)
    )
    if any(refused):
        raise NotRead("play", "a card played from there is not read yet", "play_described")
    types = [t for t in d.types if t != "card"]
    if len(types) > 1 or any(t not in _PLAYABLE_TYPES for t in types):
        raise NotRead("play", "a card of this type played is not read yet", "play_described")
    hand = d.from_your_hand or d.from_hand_or_reserve
    reserve = d.in_your_reserve or d.from_hand_or_reserve
    d.from_your_hand = d.in_your_reserve = d.from_hand_or_reserve = False
    character = types == ["Character"]
    flt = _filter(d, types=[] if character else types)
    if hand and not reserve:
        flt["in_your_hand"] = True  # "from your Hand": not the Reserve (5.2.a)
    elif reserve and not hand:
        flt["in_your_reserve"] = True  # "from your Reserve": not the Hand (5.2.a)
    subject = "a_character_from_hand_or_reserve" if character else "a_card_from_hand_or_reserve"
    return {"subject": subject, **({"filter": flt} if flt else {})}


class PlayAsEffectSemantics(SemanticsBase):
    """The "play as an effect" section's rules (method name = rule or alias name)."""

    def from_hand_or_reserve(self, _: list[Any]) -> tuple[str, Any]:
        return ("from_hand_or_reserve", True)

    def play_described_for_free(self, items: list[Any]) -> Step:
        """ "Play a [description] [from zones] for free" (5.2.a, 5.2.b, 7.3.26.a)."""
        d = next(i for i in items if isinstance(i, Description))
        return {"action": "play_for_free", **_played(d)}

    def play_target_for_free(self, items: list[Any]) -> Step:
        """ "Play target [card] in your Reserve [with …] for free" (6.5.b, 7.3.26.a, 5.2.b):
        the card targeted among those of the controller's Reserve its description allows,
        played, its costs not paid. Only in the controller's Reserve: a card in a Hand is
        hidden (3.1.3) and another player's card is not theirs to play (5.2.a)."""
        d = next(i for i in items if isinstance(i, Description))
        if not d.in_your_reserve:
            raise NotRead(
                "play target",
                "a target played for free from anywhere but your Reserve is not read",
                "play_target_for_free",
            )
        _played(replace(d))  # the same refusals as "play a [card] from your Reserve"
        step: Step = {"action": "play_for_free", **_subject(Object("target", d))}
        if step.get("subject") != "target_card_in_your_reserve":
            raise NotRead(
                "play target", "this target played is not read yet", "play_target_for_free"
            )
        return step

    def play_described_for_less(self, items: list[Any]) -> Step:
        """ "Play a [description] [from zones] for {N} less" (5.2.a, 5.2.b, 5.1.2.f)."""
        d = next(i for i in items if isinstance(i, Description))
        return {"action": "play", **_played(d), "cost_change": -_number(items[-1])}

    def play_character_for_free(self, _: list[Any]) -> Step:
        """ "Play a Character for free": from Hand or Reserve (5.2.a), costs not paid."""
        return {"action": "play_for_free", "subject": "a_character_from_hand_or_reserve"}

    # ------------------------------------------------ Expeditions moved (7.3.24, 7.3.25)
    def have_expedition_move(self, items: list[Any]) -> Step:
        """ "Have [Expedition] move forward / backwards [one region]": that Expedition
        moves (7.3.25, 7.3.24); "one region" is what a move is (7.3.25.a)."""
        subject, direction = items[0], items[1]
        if isinstance(subject, dict):  # "have target Expedition you control move …" (7.5.5.a)
            return {"action": f"move_{direction}", **subject}
        if subject not in _MOVED:
            raise NotRead("have", "this Expedition moved is not read yet", "have_expedition_move")
        return {"action": f"move_{direction}", "subject": subject}

    def have_facing_expedition_move(self, items: list[Any]) -> Step:
        """ "Have the Expedition facing me move …": the one facing mine (7.4.4.g: both,
        for a Gigantic me)."""
        return {"action": f"move_{items[0]}", "subject": "the_expedition_facing_me"}

    # ------------------------------------------------------------ repetition (6.5.i)
    def repeated_chain(self, items: list[Any]) -> list[Step]:
        """ "[step], twice" / "[step] N times" (6.5.i)."""
        from scenarios.cards.grammar.semantics.set_actions import repeated_whole

        steps = items[0]
        times = 2 if len(items) == 1 else _number(items[-1])
        whole = repeated_whole(steps, times)  # "[Stoke] three times": the keyword action whole
        if whole is not None:
            return whole
        return [*steps[:-1], repeated(steps[-1], times)]

    # --------------------------------------------------------- Terrain Markers (3.2.1.d)
    def target_region_said(self, _: list[Any]) -> str:
        return "target_region"

    def my_region_said(self, _: list[Any]) -> str:
        return "my_region"

    def move_terrain_marker(self, items: list[Any]) -> Step:
        """ "Move a Terrain Marker to [region]": one in play, chosen by the controller
        (6.1.g), put on the region as a new marker (3.2.1.d, 3.2.1.e)."""
        region = next(i for i in items if isinstance(i, str))
        return {"action": "move_terrain_marker", "subject": "a_terrain_marker", "region": region}


_MOVED = frozenset(
    {
        "my_expedition",
        "target_expedition",
        "your_hero_expedition",
        "your_companion_expedition",
        # every place "[place] moves forward" reads moves so when a step "has" it move (issue
        # 30: one place in both constructions): 7.5.5.a, 1.2.3.c, 7.2.3.a, 1.2.3 each
        "your_other_expedition",
        "the_expedition_facing_me",
        "each_my_expedition",
        "its_expedition",
        "target_opponent_hero_expedition",
    }
)
"""The Expeditions a step moves, as the engine names them (7.3.24, 7.3.25)."""
_NOT_REPEATED = frozenset({"then", "times", "if", "may", "per", "otherwise", "x_is", "unless"})
_PLAYERS_STEPS = frozenset({"resupply", "exhausted_resupply", "sabotage", "draw"})


def repeated(step: Step, times: int) -> Step:
    """``step`` done ``times`` times, one after the other (6.5.i): a step of its controller
    ("Resupply twice"), one on an object it chooses anew each time ("a Character you
    control"), on a target chosen anew each time ("Target Character gains 1 boost,
    twice": 6.5.i, a choice may differ from one instance to the next), on itself or on a
    group found anew each time ("Characters you control")."""
    if set(step) & _NOT_REPEATED or times < 2:
        raise NotRead("twice", "this step repeated is not read yet", "repeated_chain")
    subject = str(step.get("subject", ""))
    if not subject and step.get("action") not in _PLAYERS_STEPS:
        raise NotRead("twice", "this step repeated is not read yet", "repeated_chain")
    return {**step, "times": times}
