"""A trigger's event as one language (gram74, issue 30): [who or what] [an atomic action's
event, 7.3] [from a zone] [to a zone] (6.3.b). The rules of ``altered.lark``'s block "events
as one language" fill the slots the older event rules left open:

- the subject, one object of a group said by whose it is: "one of your Characters", "one of
  an opponent's Landmarks", "your opponent's Character" (7.5.5.b) — every event taking a
  subject takes these;
- where from: "discarded from play" (the Expedition or Landmark zone, 7.3.20.a), "go to
  Reserve from an Expedition" (3.2.4), "leaves an opponent's Expedition" (3.2.4, 1.2.2);
- where from, named in the output: "the Expedition I left" (6.3.j);
- "I" in the events said of "a [Character]": readied (7.3.28.a), gaining a counter
  (7.3.15.a).

An event the engine does not record is refused here by name, never read as a near event:
who exhausts or readies an object, a card put in a Mana zone, a boost or counter lost, a
Character moving, "I'm played" from either zone. "It" in the output names the event's
object (6.3.i): each reading here keeps the object the engine binds."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase
from scenarios.cards.grammar.semantics.batched_subjects import _each
from scenarios.cards.grammar.semantics.before_output import _landmark
from scenarios.cards.grammar.semantics.descriptions import _whose
from scenarios.cards.grammar.semantics.object_filters import _filter
from scenarios.cards.grammar.semantics.object_subjects import _noun
from scenarios.cards.grammar.semantics.player_events import _discarded
from scenarios.cards.grammar.semantics.players_named import _I_WAS_IN
from scenarios.cards.grammar.tree import Description

_OPPONENTS_PLACES = frozenset({"expedition_facing_me", "an_opponents_expedition"})
"""Joined places that are an opponent's Expedition (1.2.3.c, 7.5.5.a)."""

_READIED = {"trigger": "loses_status", "filter": {"only_me": True}, "status": "Exhausted"}
"""Readying is losing Exhausted (7.3.28.a): "When I'm readied" is "When I lose Exhausted"."""


class EventLanguageSemantics(SemanticsBase):
    """The slots of an event (6.3.b) the older rules left open; see the module's doc."""

    # ------------------------------------------------------------- the subject (7.5.5.b)
    def one_of_yours_joiner(self, items: list[Description]) -> tuple[str, Description]:
        """ "one of your [Characters]": one object you control (7.5.5.b)."""
        return "", _whose(_each(items[-1]), "you")

    def one_of_opponents_joiner(self, items: list[Description]) -> tuple[str, Description]:
        """ "one of an opponent's / your opponent's [Characters]": one another player
        controls (1.2.2, 7.5.5.b)."""
        return "", _whose(_each(items[-1]), "opponent")

    # ------------------------------------------------------------- where from (3.2)
    def ev_i_discarded_from_play(self, _: list[Any]) -> dict[str, Any]:
        """ "When I'm discarded from play": the engine's ``discarded`` is the bearer moved from
        play to a discard pile (7.3.7.a; a sacrifice is a discard, 7.3.36.a)."""
        return {"trigger": "discarded"}

    def ev_discarded_from_play(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] is discarded from play": a Character in play is in the
        Expedition zone (3.2.4), so from there; a Permanent may be in either zone of play
        (2.2.3.e), which the engine's ``discarded_from`` does not say at once: refused."""
        another, d = items[0]
        if _noun(d) != "Character" or d.token:
            raise NotRead(
                "discarded from play",
                f"a {_noun(d)} discarded from play (from the Expedition or the Landmark zone, "
                "7.3.20.a) is not told apart yet",
                "ev_discarded_from_play",
            )
        found = _discarded((another, d), "ev_discarded_from_play")
        flt = found.get("filter", {})
        if "discarded_from" in found or any(k.startswith(("in_", "from_")) for k in flt):
            raise NotRead("from play", "the zone is said twice", "ev_discarded_from_play")
        return {**found, "discarded_from": "expedition_zone"}

    def ev_leaves_an_opponents_expedition(self, items: list[Any]) -> dict[str, Any]:
        """ "When a Character leaves an opponent's Expedition": a Character another player
        controls leaving the Expedition zone (3.2.4, 1.2.2); the filter is matched before
        the event (6.3.f). Switching Expeditions is no leaving (7.3.39.b)."""
        another, d = items[0]
        if _noun(d) != "Character" or d.played or d.in_your_reserve or another:
            raise NotRead(
                "leaves",
                "only a Character leaving an opponent's Expedition is read",
                "ev_leaves_an_opponents_expedition",
            )
        if d.controller == "you":
            raise NotRead(
                "leaves", "whose Character is said twice", "ev_leaves_an_opponents_expedition"
            )
        flt = _filter(replace(d, controller="opponent"), types=["Character"], where=True)
        if d.token:
            flt["tokens"] = True
        return {"trigger": "object_leaves_expedition_zone", "filter": flt}

    def expedition_i_left_place(self, _: list[Any]) -> str:
        """ "the Expedition I left": where I was as I left the Expedition zone (6.3.j), as
        "the Expedition I was in" reads — refused after any other trigger."""
        return _I_WAS_IN

    # ------------------------------------------------------------- "I" (7.2.1.a)
    def ev_i_become_ready(self, _: list[Any]) -> dict[str, Any]:
        """ "When I become ready": I lose Exhausted (7.3.28.a)."""
        return dict(_READIED)

    @v_args(meta=True)
    def ev_i_am_discarded(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When I'm readied": I lose Exhausted (7.3.28.a), as "When a Character you
        control is readied" is read; the rule's other words as before."""
        if self._span(meta).lower().split()[-1] == "readied":
            return dict(_READIED)
        return dict(super().ev_i_am_discarded(meta, items))  # type: ignore[misc]

    def ev_i_gain_a_counter(self, items: list[Any]) -> dict[str, Any]:
        """ "When I gain a [Charge] counter": at least one in one gain (7.3.15.a), of any name
        or of the one named (2.5.a)."""
        fields: dict[str, Any] = {"trigger": "gains_counters", "amount": 1}
        names = [t for t in items if isinstance(t, Token) and t.type == "COUNTER_NAME"]
        if names:
            fields["counter"] = names[0].value.capitalize()
        return {**fields, "filter": {"only_me": True}}

    @v_args(meta=True)
    def ev_gains_nth_counter(self, meta: Meta, items: list[Any]) -> dict[str, Any]:
        """ "When a Landmark you control gains its third Ember counter": "a Landmark" said as
        the Landmark Permanent it is (2.2.3.c), as the other events of a Landmark read."""
        found: dict[str, Any] = super().ev_gains_nth_counter(meta, _landmark(items))  # type: ignore[misc]
        return found

    # ------------------------------------------------------------- not recorded: refused
    def ev_actor_changes_status(self, _: list[Any]) -> dict[str, Any]:
        raise NotRead(
            "exhaust",
            "who exhausts or readies an object (7.3.13.a, 7.3.28.a) is not recorded by the "
            "engine (but for 'When you exhaust a card in Reserve'); 'When [an object] becomes "
            "exhausted / is readied' is read",
            "ev_actor_changes_status",
        )

    @v_args(meta=True)
    def ev_put_in_mana_zone(self, meta: Meta, _: list[Any]) -> dict[str, Any]:
        if self._span(meta).lower().endswith("reserve"):
            raise NotRead(
                "put",
                "who puts a card in Reserve (7.3.27.a) is not recorded by the engine; 'When a "
                "card joins your Reserve' is read",
                "ev_put_in_mana_zone",
            )
        raise NotRead(
            "mana zone",
            "a card put in another player's Mana zone (3.2.9.a) is not an event the engine "
            "watches, nor a kind of card or 'one or more cards' put in one ('When you put a "
            "card in your Mana zone' is read)",
            "ev_put_in_mana_zone",
        )

    def ev_counter_lost(self, _: list[Any]) -> dict[str, Any]:
        raise NotRead(
            "lose",
            "a boost or counter lost is not an event the engine watches: an object also "
            "loses all its counters as it leaves play (2.5.j), which no removal is — "
            "'[counters] are removed from [object]' is read (2.5.g), and 'loses its last boost'",
            "ev_counter_lost",
        )

    def ev_character_moves(self, _: list[Any]) -> dict[str, Any]:
        raise NotRead(
            "move",
            "a Character moving is not an event the engine watches: Expeditions move forward "
            "or backward (7.3.25.a, 7.3.24.a), a Character switches Expeditions (7.3.39.a)",
            "ev_character_moves",
        )

    def ev_i_am_played(self, _: list[Any]) -> dict[str, Any]:
        raise NotRead(
            "played",
            "'When I'm played' from either zone is not one trigger yet: {H} is played from "
            "hand, {R} from Reserve (5.1.2)",
            "ev_i_am_played",
        )

    def ev_token_is_created(self, items: list[Any]) -> dict[str, Any]:
        """ "When a [Character] token is created": any player creates one (7.3.5.a, 1.2.2),
        as "When a player creates a token" reads; another object, or a narrower token (whose,
        which sub-type, a Permanent token), is not told apart: refused."""
        another, d = items[0]
        plain = replace(
            d, token=False, types=[t for t in d.types if t not in ("token", "Character")]
        )
        if another or not d.token or plain != Description():
            raise NotRead(
                "created",
                "only 'a token is created' (any player's, 7.3.5.a) is read",
                "ev_token_is_created",
            )
        from scenarios.cards.grammar.semantics.created_kinds import CHARACTER_TOKEN

        # gdef: "a Character token is created" names token Characters only (2.2.1)
        said = {"filter": dict(CHARACTER_TOKEN)} if "Character" in d.types else {}
        return {"trigger": "you_create_a_token", "player": "any", **said}

    def ev_i_go_to_hand(self, _: list[Any]) -> dict[str, Any]:
        """ "When I go / return to your hand": moved from play to a Hand (7.3.32.a, c)."""
        return {"trigger": "returned_to_hand"}

    def ev_joins(self, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent's Character joins the Expedition facing me / an opponent's
        Expedition": whose it is says nothing more — a Character in an Expedition is
        controlled by that Expedition's player (7.5.5.a-b); read as without it."""
        (another, d), place = items
        if d.controller == "opponent" and place in _OPPONENTS_PLACES:
            d = replace(d, controller=None)
        return dict(super().ev_joins([(another, d), place]))  # type: ignore[misc]
