"""The semantic functions of steps (7.3's atomic actions, 6.1.c): one per rule."""

from __future__ import annotations

import re
from typing import Any

from lark import Discard, Token, v_args
from lark.tree import Meta

from scenarios.cards.grammar import lexicon as lx
from scenarios.cards.grammar.parser import NotRead
from scenarios.cards.grammar.semantics.base import SemanticsBase, Step, _number
from scenarios.cards.grammar.semantics.described_expeditions import place_fields
from scenarios.cards.grammar.semantics.object_filters import _filter, _played_filter
from scenarios.cards.grammar.semantics.object_subjects import _moved, _on_object, _subject
from scenarios.cards.grammar.semantics.players_acting import acting_player, its_player_does
from scenarios.cards.grammar.tree import Object


class StepSemantics(SemanticsBase):
    """Steps: what the controller, an object or a player does."""

    # ------------------------------------------------------------- steps (7.3)
    def draw(self, items: list[Any]) -> Step:
        return {"action": "draw", "amount": items[0]}  # 7.3.9

    def draw_another(self, _: list[Any]) -> Step:
        """ "draw another card": one card more (7.3.9)."""
        return {"action": "draw", "amount": 1}

    def player_draws(self, items: list[Any]) -> Step:
        if items[0] not in ("each_player", "target_opponent"):
            raise NotRead("draws", "this player drawing is not read yet", "player_draws")
        return {"action": "draw", "amount": items[1], "subject": items[0]}

    def resupply(self, _: list[Any]) -> Step:
        return {"action": "resupply"}

    def exhausted_resupply(self, items: list[Token]) -> Step:
        if items[0].lower() != "exhausted":
            raise NotRead(str(items[0]), f"'{items[0]} Resupply' is not an action", "resupply")
        return {"action": "exhausted_resupply"}  # 7.3.12

    def sabotage(self, _: list[Any]) -> Step:
        return {"action": "sabotage"}

    def after_you(self, _: list[Any]) -> Step:
        return {"action": "after_you"}

    def send_to_reserve(self, items: list[Any]) -> Step:
        return _moved("send", "reserve", items)

    def put_me_in_reserve(self, _: list[Any]) -> Step:
        return {"action": "put", "to": "reserve", "subject": "self"}

    def create_token(self, items: list[Any]) -> Step:
        """ "Create N [Name x/y/z] [Sub-type] token(s) in [place]" (7.3.5)."""
        amount, name, *rest = items
        place = rest[-1]
        subtype = f" {lx.SUBTYPES[rest[0].lower()]}" if len(rest) == 2 else ""
        m = re.fullmatch(r"\[(?P<name>[^\]]+?) (?P<stats>\d+/\d+/\d+)\]", str(name))
        if m is None:
            raise NotRead(str(name), f"the token '{name}' is not read", "create_token")
        token = f"{m['name']} {m['stats']}{subtype}"
        step: Step = {"action": "create", "token": token, "amount": amount, **place_fields(place)}
        # Its token card, when imported, gives it its keywords and abilities (2.1.e, 2.2.12.f).
        from scenarios.cards.printed.token_names import (
            printed_token_card,
            token_card_parts,
            unread_blocks,
        )

        card = printed_token_card(m["name"], m["stats"])
        if unread_blocks(card):
            raise NotRead(str(name), unread_blocks(card), "create_token")
        return {**step, **(token_card_parts(card) if card is not None else {})}

    def token_word(self, _: list[Any]) -> Any:
        return Discard

    def target_expedition_place(self, _: list[Any]) -> str:
        return "target_expedition"

    def your_other_expedition_place(self, _: list[Any]) -> str:
        return "your_other_expedition"  # the one I am not in (7.5)

    def your_companion_expedition_place(self, items: list[Token]) -> str:
        # "Companion" is also a Character sub-type (a token's): the lexicon says SUBTYPE
        if items[0].lower() != "companion":
            raise NotRead(str(items[0]), f"'your {items[0]} Expedition' is not an Expedition")
        return "your_companion_expedition"

    def your_hero_expedition_place(self, _: list[Any]) -> str:
        return "your_hero_expedition"

    def each_of_your_expeditions_place(self, _: list[Any]) -> str:
        return "each_my_expedition"

    def roll_die(self, _: list[Any]) -> Step:
        return {"action": "roll_die", "outcomes": []}  # 7.3.33

    def choose_up_to_modes(self, items: list[Any]) -> Step:
        """ "Choose up to one: • ... • ...": one mode or none (6.5.g, 6.5.c); "up to N":
        none to N modes (``modes_min``, semantics_cost_alterations_and_modes)."""
        step = self.choose_modes(items)
        return {**step, "may": True} if step["choose"] == 1 else {**step, "modes_min": 0}

    def next_played(self, items: list[Any]) -> Step:
        """ "The next [card] you play [from your hand] this turn [change]": an Emblem-Ongoing
        for this turn (5.2.d, 2.2.15.c)."""
        d, duration, change = items
        played = {"next": None, "hand": "hand"}.get(d.played, "")
        if played == "":
            raise NotRead(
                "the next", "'the next' card without 'you play' is not read", "next_played"
            )
        noun = d.types[0] if d.types else ("card" if d.subtypes else "")
        if noun not in ("card", "Character", "Permanent", "Spell") or d.token or d.controller:
            raise NotRead(
                "the next", "this kind of card played next is not read yet", "next_played"
            )
        flt = _filter(d)
        next_played: dict[str, Any] = {"card_type": noun, **change}
        if flt:
            next_played["filter"] = flt
        if played:
            next_played["played_from"] = played
        ongoing = {"duration": duration, "next_played": next_played}
        return {"action": "ongoing", "ongoing": ongoing}

    def you_play(self, _: list[Any]) -> tuple[str, Any]:
        return ("played", "next")

    def you_play_from_hand(self, _: list[Any]) -> tuple[str, Any]:
        return ("played", "hand")

    def this_turn(self, _: list[Any]) -> str:
        return "this turn"

    def this_phase(self, items: list[Token]) -> str:
        if items[0].lower() != "afternoon":  # 4.2.3: turns are taken in the Afternoon
            raise NotRead(str(items[0]), f"'this {items[0]}' is not a duration", "next_played")
        return "this Afternoon"

    def give_boosts(self, items: list[Any]) -> Step:
        """ "Give [object] N boosts" (7.3.16): the object gains them."""
        obj, amount = items
        return {"action": "give_boost", "amount": amount, **_subject(obj)}

    def ev_opponent_plays(self, items: list[Any]) -> dict[str, Any]:
        """ "When an opponent plays a [card] [from Reserve]" (6.3.b)."""
        d = items[0]
        zone, d.from_zone = d.from_zone, ""
        flt = _played_filter(d, False)
        fields: dict[str, Any] = {"trigger": "opponent_plays_a_card"}
        if flt:
            fields["filter"] = flt
        if zone:
            fields["played_from"] = zone
        return fields

    def from_zone(self, items: list[str]) -> tuple[str, Any]:
        return ("from_zone", items[0])

    def next_boosts(self, items: list[int]) -> dict[str, Any]:
        return {"boosts": items[0]}

    def next_costs_less(self, items: list[Token]) -> dict[str, Any]:
        return {"cost_change": -_number(items[0])}

    def next_costs_more(self, items: list[Token]) -> dict[str, Any]:
        return {"cost_change": _number(items[0])}

    def next_gains_status(self, items: list[Token]) -> dict[str, Any]:
        return {"gain_status": lx.STATUSES[items[0].lower()]}

    def next_loses_status(self, items: list[Token]) -> dict[str, Any]:
        return {"lose_status": lx.STATUSES[items[0].lower()]}

    def next_free(self, _: list[Any]) -> dict[str, Any]:
        return {"free": True}  # 7.3.26.a

    def target_expedition_forward(self, _: list[Any]) -> Step:
        return {"action": "move_forward", "subject": "target_expedition"}  # 7.5.2

    def player_resupplies(self, items: list[str]) -> Step:
        if items[0] not in ("each_player", "target_opponent"):
            raise NotRead(
                "resupplies", "this player's Resupply is not read yet", "player_resupplies"
            )
        return {"action": "resupply", "subject": items[0]}

    def other_adjective(self, _: list[Any]) -> tuple[str, Any]:
        return ("other", True)

    def choose_modes(self, items: list[Any]) -> Step:
        """ "Choose N: • [mode] • [mode]" (6.5.g)."""
        count, *modes = items
        if len(modes) < 2:
            raise NotRead("choose", "a choice of one mode is not read", "choose_modes")
        return {"action": "choose", "modes": modes, "choose": count}

    def return_to_hand(self, items: list[Any]) -> Step:
        return _moved("return", "hand", items)

    def sacrifice(self, items: list[Object]) -> Step:
        obj = items[0]
        if obj.kind in ("chosen", "another") and obj.description.controller is None:
            obj.description.controller = "you"  # 7.3.29: one sacrifices what one controls
        return _on_object("sacrifice", obj)

    def have_gain_boosts(self, items: list[Any]) -> Step:
        """ "Have [object] gain N boosts" (7.3.18.a): the object does the step."""
        return {"action": "have_do", "do": self.gain_boosts(items)}

    def have_gain_statuses(self, items: list[Any]) -> Step:
        steps = self.gain_statuses(items)
        if len(steps) != 1:
            raise NotRead(
                "and", "'have' with several statuses is not read yet", "have_gain_statuses"
            )
        return {"action": "have_do", "do": steps[0]}

    def have_lose_status(self, items: list[Any]) -> Step:
        return {"action": "have_do", "do": self.lose_status(items)}

    def augment(self, items: list[Object]) -> Step:
        return _on_object("augment", items[0])  # 7.3.4

    @v_args(meta=True)
    def after_rest_chain(self, meta: Meta, items: list[list[Step]]) -> list[Step]:
        """ "[X] after Rest": X as an Emblem-Ongoing's delayed effect, this Day (4.2.d)."""
        steps = items[0]
        text = self._printed(meta)
        ongoing = {"duration": "this Day", "after_rest": steps}
        return [{"action": "ongoing", "ongoing": ongoing, "text": text}]

    def exhaust(self, items: list[Object]) -> Step:
        return _on_object("exhaust", items[0])

    def ready(self, items: list[Object]) -> Step:
        return _on_object("ready", items[0])

    def discard(self, items: list[Object]) -> Step:
        """ "Discard [object]" (7.3.7.a); "discard a card" / "a Spell" naming no zone is
        refused with the one reason every slot gives it (scenarios/cards/zone_unsaid.py)."""
        try:
            return _on_object("discard", items[0])
        except NotRead as exc:
            raise zone_unsaid_stop(items[0], exc) from None

    def gain_boosts(self, items: list[Any]) -> Step:
        obj, amount = items
        return {"action": "give_boost", "amount": amount, **_subject(obj)}

    def max_total_chain(self, items: list[Any]) -> list[Step]:
        """ "[object] gains N boosts, up to a max of M": M boosts on it in all, whatever the
        amount — fixed, "for each [counted]", "equal to its Hand Cost" (the phrase says the
        object's total after boosts and counters, ``max_total``); "Draw a card / Create a
        [token] for each [counted], up to a max of M": at most M counted
        (semantics/amounts_and_deck)."""
        steps, most = items
        last = steps[-1]
        kinds = ("give_boost", "gain_counters")
        if last.get("action") not in kinds and ("per" in last or "x_is" in last):
            from scenarios.cards.grammar.semantics.amounts_and_deck import counted_most

            return [*steps[:-1], counted_most(last, most)]
        if last.get("action") not in kinds or set(last) & {"max_total", "per_most"}:
            raise NotRead("up to a max of", "'up to a max of' after no boost", "max_total_chain")
        return [*steps[:-1], {**last, "max_total": most}]

    def max_total(self, items: list[int]) -> int:
        """ "up to a max of N": N at least 1 (review29: a max of 0 read as no max at all)."""
        if items[0] < 1:
            raise NotRead("up to a max of", f"'up to a max of {items[0]}' allows nothing")
        return items[0]

    def per(self, _: list[Any]) -> Any:
        return Discard

    @v_args(meta=True)
    def counted(self, meta: Meta, _: list[Any]) -> str:
        return self._span(meta)

    def gain_statuses(self, items: list[Any]) -> list[Step]:
        """ "[object] gains [status] [and [status]]" (7.3.13): a target is chosen once —
        the other statuses go to "it", the object chosen (6.5.b)."""
        obj, statuses = items
        subject = _subject(obj)
        if obj.kind == "me" or len(statuses) == 1:
            return [{"action": "gain_status", "status": s, **subject} for s in statuses]
        if obj.kind != "target" or obj.up_to:
            raise NotRead(
                "and", "several statuses for these objects are not read yet", "gain_statuses"
            )
        rest = [{"action": "gain_status", "subject": "it", "status": s} for s in statuses[1:]]
        return [{"action": "gain_status", "status": statuses[0], **subject, "then": rest}]

    def lose_status(self, items: list[Any]) -> Step:
        obj, status = items
        return {"action": "lose_status", "status": lx.STATUSES[status.lower()], **_subject(obj)}

    def gain_counters(self, items: list[Any]) -> Step:
        obj, amount, name = items
        return {
            "action": "gain_counters",
            "amount": amount,
            "counter": str(name).capitalize(),
            **_subject(obj),
        }

    def player_discards(self, items: list[str]) -> Step:
        """ "[player] discards a card from their hand / Reserve": that player chooses."""
        player, zone = items
        whose = {
            "target_opponent": "target_opponents",
            "target_player": "target_players",
            "each_player": "each_players",
            "opponent_each": "each_opponents",
        }
        own = its_player_does(player, {"action": "discard", "subject": f"a_card_from_your_{zone}"})
        if own is not None:  # "Its controller discards a card from their hand" (1.4.7.b)
            return own
        who = acting_player(whose, player, "discards", "player_discards")
        return {"action": "discard", "subject": f"a_card_from_{who}_{zone}"}

    @v_args(meta=True)
    def zone_word(self, meta: Meta, items: list[Any]) -> str:
        """ "hand" / "reserve": the word as said — a Hand the lexer says where no zone is
        printed ("discards a card", hand_discard_words.py: 3.1.3.d) has no printed word."""
        return str(items[0]).lower() if items else self._span(meta)

    def my_expedition_forward(self, _: list[Any]) -> Step:
        return {"action": "move_forward", "subject": "my_expedition"}  # 7.5.2

    def player_sacrifices(self, items: list[str]) -> Step:
        """ "[player] sacrifices a Character": that player chooses one they control (6.1.h)."""
        who = {
            "each_player": "a_character_each_player_controls",
            "opponent_each": "a_character_each_opponent_controls",
            "target_opponent": "a_character_target_opponent_controls",
            "target_player": "a_character_target_player_controls",
        }
        own = its_player_does(
            str(items[0]), {"action": "sacrifice", "subject": "a_character_you_control"}
        )
        if own is not None:  # "Its controller sacrifices a Character" (1.4.7.b, 7.3.36.a)
            return own
        subject = acting_player(who, items[0], "sacrifices", "player_sacrifices")
        return {"action": "sacrifice", "subject": subject}

    def gain(self, _: list[Any]) -> Any:
        return Discard  # "gain", "gains", "each gain": one step on every object named

    lose = move = card_word = boost_word = counter_word = also_gain = gain

    @v_args(meta=True)
    def owner_s(self, meta: Meta, _: list[Any]) -> str:
        return "your" if self._span(meta) == "your" else "owner"

    def owner_s_only(self, _: list[Any]) -> str:
        return "owner"

    def status_list(self, items: list[Token]) -> list[str]:
        return [lx.STATUSES[t.lower()] for t in items]


_NO_ZONE_CHOSEN = re.compile(r"^a chosen (card|Spell) here is not read yet$")


def zone_unsaid_stop(obj: Object, exc: NotRead) -> NotRead:
    """``exc`` of "discard [obj]", or — when ``obj`` is a card or Spell chosen with no zone
    named ("a card": no kind of object in play, 2.2.1.h) — the reason every slot gives those
    words: a card is discarded from its current zone, which they do not say (7.3.7.a)."""
    from scenarios.cards.zone_unsaid import zone_unsaid

    d = obj.description
    zone_said = d.from_your_hand or d.in_your_reserve or d.in_my_expedition or d.counted_only
    m = _NO_ZONE_CHOSEN.match(exc.reason)
    if m is None or exc.rule != "chosen_object" or zone_said or obj.another:
        return exc
    article = "an" if m[1][0] in "aeiouAEIOU" else "a"
    return NotRead(f"{article} {m[1]}", zone_unsaid(f"discard {article} {m[1]}"), "discard")
