"""The semantic functions of the section "triggers: the wordings of each event dimension"
of ``altered.lark`` (issue 30): one meaning, every wording a card may print it in.

- Where a card is played from (5.1.2.d; 5.2.a: a card is played from the Hand or the
  Reserve): "from Reserve", "from your / their / the Reserve", "from hand", "from your /
  their hand", and both zones ("from your hand or from your Reserve", "from their Reserve
  or hand") — the play triggers' ``played_from`` ("reserve", "hand", "hand_or_reserve").
  The possessive must be the player's who plays: "you play … from their Reserve" is not read.
- A move said with any of its verbs (7.3.37.b: put, send, return, go and join are one
  move): "goes to / is put in / is sent to your Discard pile" (3.2.3), "is put in Reserve",
  "I am put in your Reserve" (3.2.10).
- The daily effect Rest as an event's period (4.2.5.b): "When I go to Reserve during Rest".
- Every player said in another wording (1.2.2): "any player draws a card", "a player rolls
  a die".
- "one or more tokens" (7.3.5.a): the step that creates them, once (1.2.7.c).
- "take control of an object / a Character" (7.3.40), of every player.
- "due to {O} or {V}": a move forward at Progress due to any of these terrains (4.2.4.j).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from engine.state.triggers import HAND_OR_RESERVE
from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.semantics.said_zones import SAID, zone_said
from scenarios.cards.grammar.tree import Condition, Description

_THEIRS = ("their", "his", "her")


def _whose(words: list[str]) -> str:
    """The possessive said before a zone: "your", "their" (also "his or her") or none."""
    if "your" in words:
        return "your"
    return "their" if any(w in _THEIRS for w in words) else ""


def _played_origin(d: Description, player: str) -> tuple[Description, str]:
    """The description of the card played without its zone words, and the zone it is played
    from ("" when none is said). The zone's possessive must name the player who plays:
    "your" for "you", "their" for another player (1.2.2)."""
    zone, whose = "", ""
    if d.from_zone.startswith(SAID):
        zone, whose = zone_said(d.from_zone)
    elif d.from_hand_or_reserve:
        zone, whose = HAND_OR_RESERVE, "your"
    elif d.from_zone in ("hand", "reserve"):
        zone = d.from_zone
    elif d.in_your_reserve:
        zone, whose = "reserve", "your"
    elif d.from_your_hand:
        zone, whose = "hand", "your"
    if zone and whose and (whose == "your") != (player == "you"):
        raise NotRead(
            "from",
            f"'{whose}' zone of a card this player plays is not read",
            "ev_played_origin",
        )
    if not zone:
        return d, ""
    clean = dataclasses.replace(
        d, from_hand_or_reserve=False, from_zone="", in_your_reserve=False, from_your_hand=False
    )
    return clean, zone


class EventWordingSemantics(SemanticsBase):
    """Each event dimension's wordings read as its one meaning."""

    # ------------------------------------------------------------- where a card is played from
    @v_args(meta=True)
    def from_whose_reserve(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        """ "from their / the Reserve" (5.1.2.d)."""
        return ("from_zone", f"{SAID}{_whose(self._span(meta).lower().split())}:reserve")

    @v_args(meta=True)
    def from_whose_hand(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        """ "from their / the hand" (5.1.2.d)."""
        return ("from_zone", f"{SAID}{_whose(self._span(meta).lower().split())}:hand")

    @v_args(meta=True)
    def from_hand_or_reserve_said(self, meta: Meta, _: list[Any]) -> tuple[str, Any]:
        """ "from your hand or from your Reserve", "from their Reserve or hand" (5.2.a)."""
        whose = _whose(self._span(meta).lower().split())
        return ("from_zone", f"{SAID}{whose}:{HAND_OR_RESERVE}")

    def _origin(self, items: list[Any], player: str) -> tuple[list[Any], str]:
        """The items of a play trigger with the card's zone words taken out, and the zone."""
        d = items[-1]
        if isinstance(d, tuple) and len(d) == 2 and isinstance(d[1], Description):
            clean, zone = _played_origin(d[1], player)
            return [*items[:-1], (d[0], clean)], zone
        if not isinstance(d, Description):
            return items, ""
        clean, zone = _played_origin(d, player)
        return [*items[:-1], clean], zone

    def _with_origin(self, found: dict[str, Any], zone: str) -> dict[str, Any]:
        if not zone:
            return found
        if "played_from" in found:
            raise NotRead("from", "where it is played from is said twice", "ev_played_origin")
        return {**found, "played_from": zone}

    def ev_you_play(self, items: list[Any]) -> dict[str, Any]:
        """ "When you play a [card] from [your] Reserve / hand / hand or Reserve"."""
        clean, zone = self._origin(items, "you")
        return self._with_origin(dict(super().ev_you_play(clean)), zone)  # type: ignore[misc]

    def ev_you_play_another(self, items: list[Any]) -> dict[str, Any]:
        clean, zone = self._origin(items, "you")
        found = dict(super().ev_you_play_another(clean))  # type: ignore[misc]
        return self._with_origin(found, zone)

    def ev_opponent_plays(self, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent / a player plays a [card] from [their] Reserve / hand / hand or
        Reserve" (a player's: read as an opponent's, then for either player)."""
        clean, zone = self._origin(items, "opponent")
        return self._with_origin(dict(super().ev_opponent_plays(clean)), zone)  # type: ignore[misc]

    # ------------------------------------------------------------- moves said with other verbs
    def ev_joins_your_discard_pile_said(self, items: list[Any]) -> dict[str, Any]:
        """ "[card] goes to / is put in / is sent to your Discard pile": it joins it (3.2.3,
        7.3.37.b)."""
        return dict(self.ev_joins_your_discard_pile(items))  # type: ignore[attr-defined]

    def ev_object_put_in_reserve(self, items: list[Any]) -> dict[str, Any]:
        """ "[object] is put in Reserve": it goes to Reserve (3.2.10, 7.3.27.b)."""
        return dict(self.ev_object_goes_to_reserve(items))  # type: ignore[attr-defined]

    # ------------------------------------------------------------- the daily effect Rest
    def event_during_rest_trigger(self, items: list[Any]) -> dict[str, Any]:
        """ "When [event] during Rest —": only a move Rest makes (4.2.5.b) — read for the
        moves to Reserve, which Rest is (the engine's ``during`` "Rest")."""
        event, *rest = items
        fields = dict(event)
        if fields.get("trigger") not in _REST_MOVES or "during" in fields:
            raise NotRead("during rest", "this event during Rest is not read yet", "during_rest")
        fields["during"] = "Rest"
        conditions = [c for c in rest if isinstance(c, Condition)]
        if conditions:
            fields["if"] = conditions[0].card_text()
        return fields

    # ------------------------------------------------------------- any player
    @v_args(meta=True)
    def ev_any_player_acts(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When any player draws a card / discards a card / Resupplies / passes / rolls a
        die / creates a token", "When a player rolls a die / creates a token": the event of
        either player (1.2.2; 7.3.9.a, 7.3.7.a, 7.3.31.a, 4.2.3.d, 7.3.33.a, 7.3.5.a)."""
        words = self._span(meta).lower().split()[2:]
        verb = words[0]
        if verb == "rolls":
            self.rolled = True
            return {"trigger": "you_roll_a_die", "player": "any"}
        return dict(_ANY_PLAYER[verb])

    # ------------------------------------------------------------- tokens created
    @v_args(meta=True)
    def ev_create_tokens(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        """ "When you / an opponent / a player create(s) one or more tokens": once per step
        that creates tokens (7.3.5.a, 1.2.7.c); "them" are the tokens created."""
        first = self._span(meta).lower().split()[0:2]
        if first[0] == "you":
            return {"trigger": "you_create_tokens"}
        player = "opponent" if first[1] == "opponent" else "any"
        return {"trigger": "you_create_tokens", "player": player}

    # ------------------------------------------------------------- control taken
    @v_args(meta=True)
    def ev_take_control(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When you / an opponent / a player take(s) control of an object / a [Character]"
        (7.3.40): once per object taken (6.3.g), 'it' the object; of an object in play only
        (7.3.40.c), so a Character or a Permanent, narrowed by its description."""
        words = self._span(meta).lower().split()
        fields: dict[str, Any] = {"trigger": "you_take_control"}
        if words[0] != "you":
            fields["player"] = "opponent" if words[1] == "opponent" else "any"
        if not items:
            return fields  # "an object"
        another, d = items[-1]
        noun = _noun(d)
        if noun not in ("Character", "Permanent") or d.played or d.token or d.controller:
            raise NotRead("take control", "control of this object is not read", "ev_take_control")
        flt = _filter(d, types=[noun], where=True)
        if another:
            flt["another"] = True
        return {**fields, "filter": flt}

    # ------------------------------------------------------------- terrains
    def terrain_list(self, items: list[Token]) -> dict[str, Any]:
        """ "{O}, {V} or {M}": a move due to any of these terrains (4.2.4.j) — the first as
        ``terrain``, the others as ``or_terrains``."""
        names = [lx.TERRAINS[t.lower()] for t in items]
        if len(set(names)) != len(names):
            raise NotRead("or", "a terrain said twice", "terrain_list")
        return {"terrain": names[0], "or_terrains": names[1:]}

    def ev_my_expedition_forward_due_to_any(self, items: list[Any]) -> dict[str, Any]:
        """ "When my Expedition moves forward due to {O} or {V}" (7.5.2, 4.2.4.j)."""
        return {"trigger": "my_expedition_moves_forward", **items[-1]}

    def ev_one_of_your_expeditions_forward_due_to_any(self, items: list[Any]) -> dict[str, Any]:
        """ "When one of your Expeditions moves forward due to {O} or {V}": once per
        Expedition (7.5.2, 4.2.4.j)."""
        return {"trigger": "one_of_your_expeditions_moves_forward", **items[-1]}


_REST_MOVES = frozenset({"goes_to_reserve_from_anywhere", "goes_to_reserve_from_expedition_zone"})
"""The triggers on a move Rest makes (4.2.5.b: from the Expedition zone to Reserve)."""

_ANY_PLAYER: dict[str, dict[str, Any]] = {
    "draws": {"trigger": "player_draws_a_card"},
    "discards": {"trigger": "card_discarded"},
    "resupplies": {"trigger": "player_resupplies"},
    "passes": {"trigger": "player_passes"},
    "creates": {"trigger": "you_create_a_token", "player": "any"},
}
"""A player's event naming no player: either player's (1.2.2); rolls and tokens name "any"
(with no player they are the controller's, 7.3.33.a, 7.3.5.a)."""
