"""A Reaction's trigger as printed (5.1.2.c, 6.3): "{J}", "At Dusk —", "When [event][, if
[condition]] —", built from the trigger words each section's writer knows.

Split from :mod:`scenarios.cards.grammar.writer.all_rules` (the writer of whole abilities),
which calls :func:`trigger_text` for the trigger part of a Reaction.
"""

from __future__ import annotations

import re
from typing import Any

from scenarios.cards.grammar.writer.counted_events import counted_event_words
from scenarios.cards.grammar.writer.descriptions import (
    joiner_words,
    loses_words,
    trigger_condition_words,
)
from scenarios.cards.grammar.writer.durations import during_words, zone_trigger_words
from scenarios.cards.grammar.writer.leaving_hero_zone import hero_zone_words
from scenarios.cards.grammar.writer.numbers_and_distribution import exhausted_words
from scenarios.cards.grammar.writer.objects import Unwritable, _description
from scenarios.cards.grammar.writer.received_events import received_event_words
from scenarios.cards.grammar.writer.several_types_nouns import type_noun
from scenarios.cards.grammar.writer.uniques import trigger_words

__all__ = ["trigger_text"]

_ICONS = {"enters_play": "{J}", "played_from_hand": "{H}", "played_from_reserve": "{R}"}
_GAINS = ("gains_status", "gains_a_status", "gains_boosts", "character_leaves_your_expeditions")
"""Triggers written "When [a Character] [gains …]" from their filter."""

_EVENTS = {
    "leaves_expedition_zone": "I leave the Expedition zone",
    "leaves_landmark_zone": "I leave your Landmark zone",
    "sacrificed": "I'm sacrificed",
    "discarded": "I'm discarded",
    "returned_to_hand": "I'm returned to your Hand",
    "goes_to_reserve_from_anywhere": "I go to Reserve",
    "i_join_an_expedition": "I join an Expedition",  # gk (7.5.10.a)
    # gn: "When I go to Reserve from the Expedition zone" (6.3.d)
    "goes_to_reserve_from_expedition_zone": "I go to Reserve from the Expedition zone",
    "my_expedition_moves_forward": "my Expedition moves forward",
    "you_sacrifice_a_character": "you sacrifice a Character",
    "you_roll_dice": "you roll one or more dice",
    "opponent_draws_or_resupplies": "an opponent draws one or more cards or Resupplies",
    "my_expedition_fails_to_move_forward": "my Expedition fails to move forward during Dusk",
    "you_create_a_token": "you create a token",  # any token; "token Character": created_kinds
    "you_create_tokens": "you create one or more tokens",
}
_JOINS = {
    "character_joins_my_expedition": ("a", "my Expedition"),
    "another_character_joins_my_expedition": ("another", "my Expedition"),
    "character_joins_your_expeditions": ("a", "your Expeditions"),
    "another_character_joins_your_expeditions": ("another", "your Expeditions"),
}


_NTH = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth"}
_PERIOD = {"turn": "turn", "day": "Day", "afternoon": "Afternoon"}


def _nth_time_words(reaction: dict[str, Any]) -> str | None:
    """hd: "When [event] for the [Nth] time each [turn / Day / Afternoon] —" for any event
    counted: the event written alone, then its count and period — the limit is never
    dropped (the writer once printed "When you draw a card —" for "… for the second time each
    turn": another meaning). ``None`` when the reaction counts nothing."""
    nth, period = _NTH.get(reaction.get("ordinal", 0)), _PERIOD.get(str(reaction.get("per")))
    if nth is None or period is None:
        if "ordinal" in reaction or "per" in reaction:
            raise Unwritable(f"the count {reaction.get('ordinal')} per {reaction.get('per')}")
        return None
    condition = trigger_condition_words(reaction)
    plain = trigger_text({k: v for k, v in reaction.items() if k not in ("ordinal", "per")})
    head = plain.removesuffix(" \u2014").removesuffix(condition)
    if not head.startswith("When ") or head.endswith(" ") or "\u2014" in head:
        raise Unwritable(f"the count of the trigger {reaction['trigger']}")
    played = re.match(r"When you play an? (.+)$", head)
    if reaction["trigger"] == "you_play_a_card" and played:  # "your first card" (5.1)
        return f"When you play your {nth} {played.group(1)} each {period}{condition} \u2014"
    return f"{head} for the {nth} time each {period}{condition} \u2014"


_TO_RESERVE = frozenset({"object_goes_to_reserve", "card_joins_your_reserve"})
_RESERVE_ORIGINS = {
    "hand": "from your hand",
    "deck": "from your deck",
    "discard": "from your discard pile",
    "expedition": "from an Expedition",
    "limbo": "after it resolves",
}
"""ia: the zone a card came to Reserve from, as the cards say it (3.2.10, 5.2.4.b)."""


def trigger_text(reaction: dict[str, Any]) -> str:
    if (counted := _nth_time_words(reaction)) is not None:  # hd: never the limit dropped
        return counted
    if "joined_from" in reaction and reaction.get("trigger") in _TO_RESERVE:
        # ia: "When a Spell you control goes to Reserve after it resolves" (3.2.10, 5.2.4.b)
        condition = trigger_condition_words(reaction)
        inner = trigger_text({k: v for k, v in reaction.items() if k != "joined_from"})
        head = inner.removesuffix(" \u2014").removesuffix(condition)
        return f"{head} {_RESERVE_ORIGINS[reaction['joined_from']]}{condition} \u2014"
    if "joined_from" in reaction:  # "joins my Expedition from your Reserve" (either_events)
        condition = trigger_condition_words(reaction)
        kept = {k: v for k, v in reaction.items() if k != "joined_from"}
        flt = kept.get("filter") or {}
        if kept.get("trigger") == "object_returned_to_your_hand" and not flt.get("types"):
            kept["filter"] = {**flt, "types": ["card"]}  # any card of your Reserve (move_origins)
        inner = trigger_text(kept)
        head = inner.removesuffix(" \u2014").removesuffix(condition)
        if reaction["joined_from"] == "limbo":  # a Spell's resolution done (move_origins)
            return f"{head} from Limbo{condition} \u2014"
        came = {"reserve": "Reserve", "deck": "deck"}.get(reaction["joined_from"], "hand")
        return f"{head} from your {came}{condition} \u2014"
    if (during := during_words(reaction, trigger_text, trigger_condition_words)) is not None:
        return during  # "When [event] during [Phase] —" (writer_durations)
    trigger = reaction["trigger"]
    condition = trigger_condition_words(reaction)  # ", if [c]" / ", unless [c]"
    from scenarios.cards.grammar.writer.reserve_discard_targets import nth_played_from_words

    if (nth := nth_played_from_words(reaction, condition)) is not None:  # gu (session 35)
        return nth
    from scenarios.cards.grammar.writer.leaving_expeditions import leaving_expedition_words

    if (leaving := leaving_expedition_words(reaction, condition)) is not None:  # 7.5.11.b
        return leaving
    from scenarios.cards.grammar.writer.facing_expeditions import facing_trigger_words

    if (facing := facing_trigger_words(reaction, condition)) is not None:  # ga (session 33)
        return facing
    from scenarios.cards.grammar.writer.created_kinds import created_kind_words

    if (kind := created_kind_words(reaction, condition)) is not None:  # gdef (session 36)
        return kind
    from scenarios.cards.grammar.writer.token_cards import created_named_words

    if (named := created_named_words(reaction, condition)) is not None:  # section gram39
        return named
    from scenarios.cards.grammar.writer.leaving_play import one_or_more_words

    if (plural := one_or_more_words(reaction, condition)) is not None:  # once per event
        return plural
    from scenarios.cards.grammar.writer.before_output import before_output_trigger_words

    objects = before_output_trigger_words(reaction, condition)  # Permanents, Landmarks, tokens
    if objects is not None:
        return objects
    from scenarios.cards.grammar.writer.unique_composition import composition_trigger_words

    composed = composition_trigger_words(reaction, condition)  # the section "Uniques compose"
    if composed is not None:
        return composed
    from scenarios.cards.grammar.writer.either_events import either_event_words

    either = either_event_words(reaction, condition)  # "When you play a A or a B —"
    if either is not None:
        return either
    counted = counted_event_words(reaction, condition) or hero_zone_words(reaction, condition)
    if counted is not None:  # triggers, permissions and control
        return counted
    if (zone := zone_trigger_words(reaction, condition)) is not None:  # writer_durations
        return zone
    from scenarios.cards.grammar.writer.leaving_play import gev5_trigger_words
    from scenarios.cards.grammar.writer.player_events import player_event_words

    more = gev5_trigger_words(reaction, condition) or loses_words(reaction, condition, _description)
    if more is None:  # "When I lose my last Thread counter —" (g6)
        from scenarios.cards.grammar.writer.counter_losses import last_counter_words

        more = last_counter_words(reaction, condition)
    if more is None:  # "When one or more Thread counters are removed from me —" (gi)
        from scenarios.cards.grammar.writer.counter_removals import counter_removal_words

        more = counter_removal_words(reaction, condition)
    if more is None:  # ha: "When you [Kindle] —" (1.2.7.c)
        from scenarios.cards.grammar.writer.keyword_action_events import (
            keyword_action_event_words,
        )

        more = keyword_action_event_words(reaction, condition)
    more = more if more is not None else player_event_words(reaction, condition)
    if more is None:
        more = trigger_words(reaction, condition)  # the Uniques' parts section's
    more = more if more is not None else exhausted_words(reaction, condition)
    more = more if more is not None else received_event_words(reaction, condition)
    if more is None:  # the conditions section's (session 3)
        from scenarios.cards.grammar.writer.conditions import becomes_words

        more = becomes_words(reaction, condition)
    if more is not None:
        return more
    if trigger in _ICONS:
        if condition:
            raise Unwritable("a condition on a {J}/{H}/{R} trigger")
        return _ICONS[trigger]
    # id40: "This ability triggers only once per turn" is said after the effect (4.2.3.e)
    timed = {"trigger", "player", "if", "effect", "per_turn", "per_day"}
    if trigger == "at_end_of_turn" and set(reaction) <= timed:
        whose = {None: "the", "you": "your", "opponent": "an opponent's"}[reaction.get("player")]
        return f"At the end of {whose} turn{condition} \u2014"  # 4.2.3.e
    if trigger.startswith("at_end_of_") and "player" not in reaction:  # id40: 4.2.3.e
        return f"At the end of the {trigger[10:].capitalize()}{condition} \u2014"
    if trigger.startswith("at_") and "_" in trigger[3:]:  # id40: never "At End_of_turn"
        raise Unwritable(f"the moment '{trigger}'")
    if trigger.startswith("at_"):
        return f"At {trigger[3:].capitalize()}{condition} \u2014"
    if trigger in _EVENTS and "filter" not in reaction:
        return f"When {_EVENTS[trigger]}{condition} \u2014"
    if trigger in _JOINS:
        det, place = _JOINS[trigger]
        flt = reaction.get("filter") or {}
        det = "another" if flt.get("another") else det
        return f"When {joiner_words(det, flt, place, _description)}{condition} \u2014"
    if trigger == "card_leaves_your_reserve" and "filter" not in reaction:
        during = f" during the {reaction['during']}" if "during" in reaction else ""
        return f"When a card leaves your Reserve{during}{condition} \u2014"
    if trigger in _GAINS:
        flt = dict(reaction.get("filter") or {})
        only_me = flt.pop("only_me", False)
        if only_me and trigger == "gains_status" and not flt:
            return f"When I gain {reaction['status']}{condition} \u2014"
        if only_me and trigger == "gains_a_status" and not flt:
            return f"When I gain a status{condition} \u2014"
        flt.pop("types", None)
        another = bool(flt.pop("another", False))  # not the bearer (7.2.1.a)
        text = _description(flt, "Character", plural=False)
        if trigger == "gains_status":
            event = f"gains {reaction['status']}"
        elif trigger == "gains_a_status":
            event = "gains a status"
        elif trigger == "gains_boosts":
            event = f"gains {reaction['amount']} or more boosts"
        else:
            event = "leaves your Expeditions"
        det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
        return f"When {det} {text} {event}{condition} \u2014"
    if trigger == "opponent_plays_a_card":
        flt = dict(reaction.get("filter") or {})
        types = flt.pop("types", [])
        noun = type_noun(types) if types else ("" if flt.get("subtypes") else "card")
        text = _description(flt, noun, plural=False)
        det = "an" if text[:1].lower() in "aeiou" else "a"
        zone = PLAYED_FROM_WORDS.get(str(reaction.get("played_from")), "")
        zone = zone.replace(" your ", " their ")  # the opponent's own zone (1.2.2)
        return f"When an opponent plays {det} {text}{zone}{condition} \u2014"
    if trigger == "you_play_a_card":
        flt = dict(reaction.get("filter") or {})
        another = bool(flt.pop("another", False))
        types = flt.pop("types", [])
        noun = type_noun(types) if types else ("" if flt.get("subtypes") else "card")
        text = _description(flt, noun, plural=False)
        det = "another" if another else ("an" if text[:1].lower() in "aeiou" else "a")
        zone = PLAYED_FROM_WORDS.get(str(reaction.get("played_from")), "")
        return f"When you play {det} {text}{zone}{condition} \u2014"
    if trigger == "card_joins_your_reserve":  # gh: "When a card is sent to your Reserve …"
        from scenarios.cards.grammar.writer.plays_costs_events import joins_your_reserve_words

        return joins_your_reserve_words(reaction, condition, _description)
    raise Unwritable(f"the trigger {trigger}")


PLAYED_FROM_WORDS = {
    "reserve": " from Reserve",
    "hand": " from your hand",
    "hand_or_reserve": " from your hand or Reserve",
}
"""Where a card is played from (5.1.2.d, 5.2.a), as the writer says it."""
