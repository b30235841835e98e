"""The trace's sentence for each atomic action: subject first, in a judge's words.

An event of the engine (an atomic action that happened, 1.2.7) is said as "Kuwat, the
Dissenter is sacrificed to p1's Discard pile", "p1 orb 1 is exhausted", "Aloe Vera gains
Fleeting" — never as an action's internal name. The sandbox's wording of older traces uses
the same table (judge_app/sandbox/wording.py).
"""

from __future__ import annotations

from engine.state.cards import Duration
from engine.state.events import Event
from engine.state.game_state import GameState
from engine.state.said import possessive

EVENT_WORDS: dict[str, str] = {
    "move": "{s} moves{to}",
    "gain_status": "{s} gains {status}",
    "lose_status": "{s} loses {status}",
    "sacrifice": "{s} is sacrificed{to}",
    "discard": "{s} is discarded{to}",
    "draw": "{s} is drawn{into}",
    "put": "{s} is put{into}",
    "send": "{s} is sent{to}",
    "return": "{s} returns{to}",
    "resupply": "{s} is put{into} (Resupply)",
    "exhausted_resupply": "{s} is put{into} exhausted (Resupply)",
    "create": "{s} is created{into}",
    "create_ongoing": "{s} is created{into}",
    "create_emblem": "{s} is created{into}",
    "give_boost": "{s} gets a boost",
    "gain_counters": "{s} gains counters",
    "spend_counters": "{s} spends counters",
    "remove_counters": "{s} loses counters",
    "double_counters": "{s} has its counters doubled",
    "exhaust": "{s} is exhausted",
    "ready": "{s} is readied",
    "cease_to_exist": "{s} ceases to exist",
    "move_forward": "{s} moves forward",
    "move_backwards": "{s} moves backwards",
    "after_you": "{s} plays After You",
    "augment": "{s} is Augmented",
    "sabotage": "{s} is Sabotaged{to}",
    "activate": "{s} is activated",
    "reveal": "{s} is revealed",
    "look": "{s} is looked at",
    "pay_mana": "{s} pays Mana",
    "ascend": "{s} Ascends",
    "leave_play": "{s} leaves play{to}",
    "enter_play": "{s} enters play{to}",
    "take_control": "control of {s} is taken{to}",
    "switch_expeditions": "{s} switches Expeditions{to}",
    "receive_token": "{s} is received{into}",
    "receive_gift": "{s} is received as a gift{to}",
    "make_gift": "{s} is given as a gift{to}",
    "shuffle": "{s} shuffles their Discard pile into their Deck",
    "become_first_player": "{s} becomes first player",
    "win_game": "{s} wins the game",
    "place_terrain_marker": "a Terrain Marker is placed: {s}{to}",
    "move_terrain_marker": "a Terrain Marker moves: {s}{to}",
    "play": "{s} is played{to}",
    "play_for_free": "{s} is played for free{to}",
    "pass": "{s} passes",
    "roll_die": "{s} rolls a die",
    "defect": "{s} Defects{to}",
    "exchange": "{s} is exchanged{to}",
    "exchange_boosts": "{s} exchange boosts",
    "ignore": "{s} is ignored",
    "have_do": "{s}",
    "rush": "{s} is played with Rush{to}",
    "choose_modes": "modes chosen: {s}",
}

DURATION_WORDS: dict[str, str] = {
    Duration.TURN: "this turn",
    Duration.AFTERNOON: "this Afternoon",
    Duration.DAY: "this Day",
    Duration.IN_PLAY: "until it leaves play",
    Duration.NEXT_MORNING: "until the next Morning",
    Duration.NEXT_NOON: "until the next Noon",
    Duration.NEXT_AFTERNOON: "until the next Afternoon",
    Duration.NEXT_DUSK: "until the next Dusk",
    Duration.NEXT_NIGHT: "until the next Night",
    Duration.YOUR_NEXT_TURN: "until its controller's next turn",
    Duration.SOURCE_IN_PLAY: "while its source is in play",
    Duration.UNTIL_ITS_MOMENT: "until its delayed step's moment has come",
    Duration.END_OF_YOUR_NEXT_TURN: "until the end of its controller's next turn",
    Duration.OPPONENT_NEXT_TURN: "until its controller's opponent's next turn",  # gj
    Duration.END_OF_OPPONENT_NEXT_TURN: "until the end of its controller's opponent's next turn",
}
"""An Emblem-Ongoing's duration as the rules print it (2.2.15.a)."""


RESUPPLY_WORDS = {
    "resupply": "{p} resupplies — {s} is put{into}",
    "exhausted_resupply": "{p} resupplies — {s} is put{into} exhausted",
}
"""A Resupply said as what its player does (7.3.31.a: to Resupply is to put the top card of
one's Deck into one's Reserve), not as the keyword's name in brackets — the line's words
when the event knows the player (:data:`EVENT_WORDS` keeps the older words, which lines
saved before quote)."""


def ignored_sentence(state: GameState, ev: Event, name: str) -> str:
    """An Ignore event (7.3.19.a) said for a judge: whose abilities are ignored, for how
    long, and what records it — "Boaster's abilities are ignored this Day (an
    Emblem-Ongoing of Hush in Limbo)"; a judge's request is "the judge's"."""
    emblem_object = state.objects.get(ev.new_object_id or "")
    emblem = emblem_object.emblem if emblem_object is not None else None
    if emblem is None:
        return f"{possessive(name)} abilities are ignored"
    period = DURATION_WORDS.get(emblem.duration, "")
    source = emblem.source_name
    whose = source if source.startswith("the judge") else f"an effect of {source}"
    kept = next((ab.ignore.set_keyword for ab in emblem.abilities if ab.ignore is not None), "")
    if kept:  # "loses [Tether] this turn": that set keyword's abilities only (2.2.12.c)
        return (
            f"{name} loses [{kept}] {period}".rstrip()
            + f" ({whose}: an Emblem-Ongoing in Limbo until then)"
        )
    if any(ab.ignore is not None and ab.ignore.lose for ab in emblem.abilities):
        # "loses all its abilities this turn": they do not exist meanwhile (2.3.2.d)
        return (
            f"{name} loses all its abilities {period}".rstrip()
            + f" ({whose}: an Emblem-Ongoing in Limbo until then)"
        )
    return (
        f"{possessive(name)} abilities are ignored {period}".rstrip()
        + f" ({whose}: an Emblem-Ongoing in Limbo until then)"
    )
