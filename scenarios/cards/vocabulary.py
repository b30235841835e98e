"""The card-text vocabulary, in the rules' own words, and what the engine can execute.

Names are written in files in lower case with spaces or underscores ("exhausted resupply",
"exhausted_resupply"); :func:`normalise` makes both the same. Every list below is closed:
a name outside it is a loading error with a "did you mean" suggestion.

Statuses, sub-types, rarities, zones and number words are in
:mod:`scenarios.cards.card_words`; the condition texts the engine evaluates (``if:``,
counts, die results) in :mod:`scenarios.cards.condition_texts`. Both are re-exported
here, so ``vocabulary.STATUSES`` and ``vocabulary.condition_of`` keep working.
"""

from __future__ import annotations

import re

from engine import (
    IMPLEMENTED,
    KEYWORD_ACTIONS,
    ActionKind,
    CardType,
    Keyword,
    Phase,
    Subject,
    ZoneKind,
)
from engine.state.cards import CostScope, IgnoreScope
from engine.state.subjects import OBJECT_TARGET_SUBJECTS

# Card text's words and its condition texts have modules of their own; the card loaders read
# them as ``vocabulary.X``, so they are re-exported here.
from scenarios.cards.card_words import CHARACTER_SUBTYPES as CHARACTER_SUBTYPES
from scenarios.cards.card_words import NUMBER_WORDS as NUMBER_WORDS
from scenarios.cards.card_words import PERMANENT_SUBTYPES as PERMANENT_SUBTYPES
from scenarios.cards.card_words import RARITIES as RARITIES
from scenarios.cards.card_words import SPELL_SUBTYPES as SPELL_SUBTYPES
from scenarios.cards.card_words import STATUSES as STATUSES
from scenarios.cards.card_words import ZONE_WORDS as ZONE_WORDS
from scenarios.cards.card_words import status_value as status_value
from scenarios.cards.condition_texts import condition_of as condition_of
from scenarios.cards.condition_texts import count_of as count_of
from scenarios.yamlio import suggest


def normalise(word: str) -> str:
    """``"Exhausted Resupply"`` -> ``"exhausted_resupply"``."""
    return re.sub(r"[\s\-]+", "_", word.strip().lower())


# ----------------------------------------------------------------------------- actions
KEYWORD_ACTION_NAMES: dict[str, ActionKind] = {k.value: k for k in KEYWORD_ACTIONS}
"""The forty keyword actions of CR 7.3 (7.3.1 Activate ... 7.3.40 Take control)."""

RULE_ACTION_NAMES: dict[str, ActionKind] = {
    "move": ActionKind.MOVE,
    "pay_mana": ActionKind.PAY_MANA,
    "shuffle": ActionKind.SHUFFLE,
    "pass": ActionKind.PASS,  # "Pass" as an effect (4.2.3.d)
    "ongoing": ActionKind.CREATE_ONGOING,  # an effect lasting longer than it (2.2.2.m)
    "play": ActionKind.PLAY,  # play a card as part of an effect (5.2.b)
    "reveal": ActionKind.REVEAL,  # an event that only gives information (1.2.7.d)
    "place_terrain_marker": ActionKind.PLACE_TERRAIN_MARKER,  # on a visible region (3.2.1.d)
    "remove_counters": ActionKind.REMOVE_COUNTERS,  # of any names unless one is given (2.5.g)
    "win_game": ActionKind.WIN_GAME,  # "You win the game" (1.4.2.a)
    "look": ActionKind.LOOK,  # at the top cards of your Deck: you see them (3.1.3.f)
}
"""Actions the rules perform that are not keywords but appear in card text."""

CARD_TEXT_ACTIONS = frozenset({"choose"})
"""Verbs of card text that are neither keyword actions nor engine actions (5.2.b play a
card as part of an effect, reveal...). They load, and are never executable yet — except
``choose`` with ``modes``, a modal step (6.5.g)."""

ACTIONS: dict[str, ActionKind | None] = {
    **KEYWORD_ACTION_NAMES,
    **RULE_ACTION_NAMES,
    **dict.fromkeys(CARD_TEXT_ACTIONS),
}


def action_name(word: str) -> str:
    """A validated, normalised action name; unknown names raise ``ValueError``."""
    name = normalise(word)
    if name not in ACTIONS:
        raise ValueError(f"unknown keyword action {word!r}{suggest(name, ACTIONS)}")
    return name


def executable_action(name: str) -> ActionKind | None:
    """The engine's action kind if the engine performs it, else ``None``."""
    kind = ACTIONS.get(name)
    return kind if kind is not None and kind in IMPLEMENTED else None


# ----------------------------------------------------------------------------- subjects
ENGINE_SUBJECTS: dict[str, Subject] = {s.value: s for s in Subject}
"""Subjects the engine resolves (``engine.Subject``): self ("I"/"me"), controller ("you"),
each_player, opponent, it, the targets (target_character, target_permanent,
target_opponent, target_expedition, ...), groups (characters_you_control) and choices
(a_character_you_control, a_character_each_player_controls, a_card_from_your_hand, ...)."""

OTHER_SUBJECTS = frozenset(
    {
        "another_target_character_in_play_or_reserve",
        "expeditions",
    }
)
"""Subjects of card text the engine cannot resolve yet (they load and are reported)."""

SUBJECTS = frozenset(ENGINE_SUBJECTS) | OTHER_SUBJECTS


def subject_name(word: str) -> str:
    """A validated, normalised subject."""
    name = normalise(word)
    if name not in SUBJECTS:
        raise ValueError(f"unknown subject {word!r}{suggest(name, SUBJECTS)}")
    return name


PLAYER_ACTIONS = frozenset(
    {
        "draw",
        "resupply",
        "exhausted_resupply",
        "roll_die",
        "shuffle",
        "after_you",
        "pass",
        "ongoing",
        "receive_gift",
        "win_game",
    }
)
EXPEDITION_ACTIONS = frozenset(
    {"create", "receive_token", "move_forward", "move_backwards", "ascend"}
)
TOKEN_ACTIONS = frozenset({"create", "receive_token"})
"""Actions taking a token template (7.3.5.b; a token received, 7.3.30.a)."""
DEFAULT_SUBJECTS = {
    "sabotage": "target_reserve_card",  # 7.3.35.a: up to one target card in a Reserve
    "rush": "a_card_from_hand_or_reserve",  # 7.3.34.a: play a card (from Hand or Reserve, 5.2.a)
    "place_terrain_marker": "my_region",
    "move_terrain_marker": "a_terrain_marker",
}


def default_subject(action: str) -> str:
    """The subject when a step names none: "you" for player actions, "my Expedition" for
    Expedition actions, "I" otherwise."""
    if action in PLAYER_ACTIONS:
        return "controller"
    if action in DEFAULT_SUBJECTS:
        return DEFAULT_SUBJECTS[action]
    if action in EXPEDITION_ACTIONS:
        return "my_expedition"
    return "self"


def roll_targets(action: str) -> frozenset[Subject]:
    """The object targets a ``roll_die`` step may name: "Target a Character, then roll a
    die" — chosen before the roll (6.5.b) and "it" in its outcomes (7.3.33.b); the die is
    rolled by "you". None for other actions."""
    return OBJECT_TARGET_SUBJECTS if action == "roll_die" else frozenset()


def player_action_objects(action: str) -> frozenset[Subject]:
    """The objects a player action may name besides the player: a roll's targets
    (:func:`roll_targets`), and for ``draw`` "it" — "draw it", the card a Reaction's trigger
    revealed in the Deck, drawn while it is on top (7.3.9.a)."""
    return roll_targets(action) | (frozenset({Subject.IT}) if action == "draw" else frozenset())


# ----------------------------------------------------------------------------- triggers
SYMBOL_TRIGGERS = {
    "enters_play": "7.1.1.a",  # {J} When I enter play
    "played_from_hand": "7.1.1.b",  # {H} When I am played from Hand
    "played_from_reserve": "7.1.1.c",  # {R} When I am played from Reserve
}
PHASE_TRIGGERS = {f"at_{p.value.lower()}": p for p in Phase if p is not Phase.SETUP}
ENGINE_EVENT_TRIGGERS = frozenset(
    {
        "leaves_expedition_zone",
        "leaves_landmark_zone",
        "leaves_play",  # "When I leave play" (7.3.20.a)
        "leaves_expedition_zone_for_each_of_my_boosts",  # once per boost I had (6.3.f)
        "sacrificed",  # When I am sacrificed
        "discarded",  # "When I'm discarded" from play (7.3.7.a), a sacrifice too (7.3.36.a)
        "returned_to_hand",  # "When I'm returned to your Hand": from play (7.3.32.a)
        "goes_to_reserve_from_hand",
        "goes_to_reserve_from_expedition_zone",
        "discarded_from_expedition_zone",  # "When I go to the Discard pile from an Expedition"
        "goes_to_reserve_from_anywhere",
        "character_joins_my_expedition",
        "another_character_joins_my_expedition",
        "character_joins_your_expeditions",
        "another_character_joins_your_expeditions",
        # a join of one Expedition, a switch's new one too (7.5.10.a, 7.5.10.c): 'filter'
        "character_joins_one_of_your_expeditions",
        "character_joins_an_expedition",
        "character_joins_an_opponents_expedition",
        "i_join_an_expedition",  # gk: the bearer's own join, self-move (6.3.c, 7.5.10.a)
        "my_expedition_moves_forward",
        "my_expedition_fails_to_move_forward",  # 4.2.4.i: at Progress, not in tiebreakers
        "your_hero_expedition_fails_to_move_forward",  # the same, of that Expedition
        "your_companion_expedition_fails_to_move_forward",
        "your_expedition_fails_to_move_forward",  # of either, once per Expedition (6.3.g)
        "you_sacrifice_a_character",
        "you_make_a_gift",
        "you_play_a_card",  # "When you play a [card]" (5.1.2.l), narrowed by 'filter'
        "gains_status",  # "When [object] gains [status]": 'filter', 'status'
        "gains_a_status",  # "When [object] gains a status": any status, 'filter'
        "loses_status",  # "When [object] loses [status]" (7.3.21.a, 7.3.28.a): 'filter', 'status'
        "becomes_status",  # "When [object] becomes [status]" (7.5.4.a): 'filter', 'status'
        "gains_boosts",  # "When [object] gains N or more boosts": 'filter', 'amount'
        "loses_last_boost",  # "When [object] loses its last boost" (2.5.f, 2.4.5.b): 'filter'
        "gains_counters",  # "… gains N or more [name] counters": 'filter', 'amount', 'counter'
        "counter_reaches",  # "When I gain my third [name] counter": 'counter', 'amount'
        "counters_removed",  # gi: "… [name] counters are removed from [object]" (2.5.g, 7.3.38.a)
        "counters_spent",  # gi: "When you spend one or more [name] counters" (2.5.h, 7.3.38.a)
        "spends_last_counter",  # gy: "… spends its last [name] counter" (2.5.h): 'counter'
        "any_counters_removed",  # gy: "… counters are removed from [object]", any name (2.5.c)
        "any_counters_spent",  # gy: "When you spend one or more counters", any name (2.5.h)
        "opponent_draws_or_resupplies",  # "When an opponent draws ... or Resupplies"
        "you_exhaust_a_reserve_card",  # "When you exhaust a card in Reserve"
        "you_create_a_token",  # "When you create a token Character" ('it': the token)
        "you_create_tokens",  # "… one or more tokens": once per step ('them': the tokens)
        "you_take_control",  # "When you take control of [object]" (7.3.40): 'player', 'filter'
        "opponent_plays_a_card",  # "When an opponent plays a [card] [from Reserve]"
        "one_of_your_expeditions_moves_forward",  # once per Expedition ('terrain': due to)
        "an_opponents_expedition_moves_forward",  # 7.3.25.a, 1.2.2: once per Expedition
        "an_expedition_moves_forward",  # any player's (7.3.25.a), once per Expedition
        "an_expedition_moves_backward",  # any player's (7.3.24.a), once per Expedition
        "at_end_of_afternoon",  # once all players have passed, before Dusk (4.2.3.e, 4.2.e)
        "my_expedition_moves_backward",  # 7.3.24.a: the counter moved toward its origin
        # the one facing the bearer's, the controller's other one, of a kind (gram81)
        *(
            f"{whose}_moves_{way}"
            for whose in (
                "the_expedition_facing_me",
                "your_other_expedition",
                "your_hero_expedition",
                "your_companion_expedition",
            )
            for way in ("forward", "backward")
        ),
        "object_switches_expeditions",  # 7.3.39.a: 'filter' ("only_me" for "I"); 'it'
        "object_defects",  # 7.3.6.a: 'filter' ("only_me" for "I"); 'it'
        "object_changes_controller",  # 7.5.5.b: 'filter' ("only_me" for "I"); 'it'
        "one_of_your_expeditions_moves_backward",  # once per Expedition (6.3.g)
        "an_opponents_expedition_moves_backward",
        "card_leaves_your_reserve",  # 'during': only in that phase
        "card_leaves_your_discard_pile",  # 'filter', 'during' (3.2.3)
        "card_leaves_your_hero_zone",  # 'filter', 'during' (3.2.6)
        "card_joins_a_discard_pile",  # any player's Discard pile; a card, not a token
        "card_joins_your_discard_pile",  # the controller's own (3.2.3); 'filter'
        "card_goes_to_your_reserve_from_deck_or_hand",
        "character_leaves_your_expeditions",  # 'filter': which Characters
        "character_leaves_my_expedition",  # 'filter'; a Gigantic bearer's two as one
        "character_leaves_the_expedition_facing_me",  # ga: 'filter' (1.2.3.c, 7.4.4.g)
        "object_leaves_play",  # "When a [Character] / another … leaves play" (7.3.20.a)
        "object_leaves_expedition_zone",  # "When a [Character] leaves the Expedition zone"
        "object_leaves_landmark_zone",  # "When a [Permanent] leaves the Landmark zone"
        "object_goes_to_reserve",  # "When a [card] goes to Reserve" (3.2.10)
        "card_joins_your_reserve",  # "When a [card] joins your Reserve" (7.5.10.a): 'filter'
        "card_joins_your_mana_zone",  # "When you put a card in your Mana zone" (3.2.9.a)
        "object_returned_to_your_hand",  # from play to your Hand (7.3.32.a): 'filter'
        "permanent_joins_your_expeditions_or_landmarks",  # 'filter': "another"
        "you_roll_dice",  # "When you roll one or more dice" (7.3.33.a), once per step
        # ha: "When you [Kindle] / [Sabotage]": a keyword action carried out, once per step
        # (1.2.7.c); 'keyword_action' names it, 'player' whose (1.2.2)
        "player_does_keyword_action",
        "you_roll_a_die",  # "When you roll a die": once per die (6.3.g, 7.3.33.a)
        "you_reveal_a_card_this_way",  # revealed by my own additive modifier (6.2.c)
        "my_expedition_attempts_to_ascend",  # 7.5.3.a: told to Ascend, but cannot
        "my_expedition_attempts_to_move_forward",  # 7.5.3.a: told to, but cannot; 'during'
        "your_expedition_attempts_to_move_forward",
        "your_expedition_attempts_to_ascend",  # "When one of your Expeditions attempts ..."
        # players' events, whose player 'player' says (you / opponent / any, 1.2.2)
        "player_passes",  # "When a player passes" (4.2.3.d)
        "player_draws_a_card",  # "When you draw a card": once per card (7.3.9.a, 6.3.g)
        "player_draws_cards",  # "... draws one or more cards": once per step (1.2.7.c)
        "card_discarded",  # "When you discard a card" (7.3.7.a): 'filter', 'discarded_from'
        "player_resupplies",  # "When you Resupply" (7.3.31.a, 7.3.14.a)
        "player_shuffles_deck",  # "When you shuffle your deck" (3.2.2.b; 4.2.1.f, 7.3.31.c)
        "player_sacrifices",  # "When an opponent sacrifices a Character" (7.3.36.a): 'filter'
        "you_receive_a_gift",  # 7.3.29.a: during another player's turn, once per card/token
        "you_receive_a_token",  # 7.3.30.a: joins your Expeditions, Landmarks or Reserve
        "my_expedition_ascends",  # 7.3.3.a: gains Ascended
        "your_expedition_ascends",  # "When one of your Expeditions Ascends"
        "my_expedition_becomes_in_contact",  # 7.5.9.a: not In Contact before, In Contact after
        "your_expedition_becomes_in_contact",
        "i_become_in_contact",  # 7.5.9.b: one of my Expeditions becomes In Contact
        "permanent_joins_your_landmarks",  # 7.5.10.a: 'it' the Permanent; 'filter': "another"
        # "At the end of the turn / your turn / an opponent's turn": as a turn ends (4.2.3.e);
        # 'player' whose turn (1.2.2)
        "at_end_of_turn",
    }
)
"""Event triggers the engine recognises (``engine.TriggerKind``)."""
OTHER_EVENT_TRIGGERS = frozenset({"gains_fleeting"})
"""Event triggers that load but are not recognised by the engine yet."""
TRIGGERS = (
    frozenset(SYMBOL_TRIGGERS) | frozenset(PHASE_TRIGGERS) | ENGINE_EVENT_TRIGGERS
) | OTHER_EVENT_TRIGGERS


def trigger_name(word: str) -> str:
    """A validated, normalised trigger."""
    name = normalise(word)
    if name not in TRIGGERS:
        raise ValueError(f"unknown trigger {word!r}{suggest(name, TRIGGERS)}")
    return name


# ----------------------------------------------------------------------------- keywords
KEYWORD_ABILITIES = {
    "Cooldown": "7.4.1",
    "Defender": "7.4.2",
    "Eternal": "7.4.3",
    "Gigantic": "7.4.4",
    "Scout": "7.4.5",
    "Seasoned": "7.4.6",
    "Tough": "7.4.7",
    "Fleeting": "2.4.7.b",  # on Spells: a passive ability (2.4.7.b)
}
"""Keyword abilities of CR 7.4 (and Fleeting as a Spell's passive ability)."""
NUMBERED_KEYWORDS = frozenset({"Scout", "Tough"})  # "Scout X", "Tough X"
ENGINE_KEYWORDS: dict[str, Keyword] = {
    "Cooldown": Keyword.COOLDOWN,
    "Defender": Keyword.DEFENDER,
    "Eternal": Keyword.ETERNAL,
    "Fleeting": Keyword.FLEETING,
    "Gigantic": Keyword.GIGANTIC,
    "Seasoned": Keyword.SEASONED,
    "Tough": Keyword.TOUGH,
    "Scout": Keyword.SCOUT,
}
"""Keywords whose rules the engine applies."""

GRANT_SCOPES = {
    "characters you play from reserve": "characters_you_play_from_reserve",
    "the only character in my expedition": "only_character_in_my_expedition",
}
"""Which objects a granting passive ability applies to (2.3.1.a), as written in ``to``."""


def grant_subtype(to: str) -> str | None:
    """The Character sub-type of a grant written ``to: all Elementals`` (2.2.2.d), or
    ``None``."""
    words = to.split()
    if len(words) != 2 or words[0].lower() != "all" or not words[1].lower().endswith("s"):
        return None
    name = words[1][:-1].capitalize()
    return name if name in CHARACTER_SUBTYPES else None


LOSE_ABILITIES_SCOPES = {"all other characters": IgnoreScope.ALL_OTHER_CHARACTERS}
"""Whose abilities a passive ability removes ("All other Characters lose their abilities",
2.3.2.d Example), as written in ``lose_abilities``."""

_KEYWORD = re.compile(r"^\s*([A-Za-z]+)\s*(\d+)?\s*$")
_BRACKETED = re.compile(r"^\s*\[\[?\s*([^\[\]]*?)\s*\]?\]\s*$")


def plain_keyword(text: object) -> object:
    """A keyword as the card data prints it, in brackets ("[[Tough 2]]", "[Gigantic]"),
    as the card language writes it ("Tough 2"): the brackets only mark the keyword
    (scenarios/cards/printed/text.py), so a passive "Characters you control are [[Tough 2]]"
    written in the card format reads as its printed text does (7.4.7, 2.3.1.a)."""
    if isinstance(text, str):
        m = _BRACKETED.match(text)
        return m.group(1) if m else text
    return text


def keyword_parts(text: str) -> tuple[str, int | None]:
    """``"Tough 2"`` -> ``("Tough", 2)``; unknown keywords raise ``ValueError``."""
    m = _KEYWORD.match(text)
    word = m.group(1).capitalize() if m else text
    if m is None or word not in KEYWORD_ABILITIES:
        raise ValueError(f"unknown keyword ability {text!r}{suggest(text, KEYWORD_ABILITIES)}")
    number = int(m.group(2)) if m.group(2) else None
    if word in NUMBERED_KEYWORDS and number is None:
        raise ValueError(f"keyword {word} needs a number ('{word} 1')")
    if word not in NUMBERED_KEYWORDS and number is not None:
        raise ValueError(f"keyword {word} takes no number")
    return word, number


# ----------------------------------------------------------------------------- costs
COST_SCOPES: dict[str, dict[str, object]] = {
    "cards you play": {"players": "you"},
    "cards your opponents play": {"players": "opponents"},
    "cards played from reserve": {"from_zone": ZoneKind.RESERVE},
    "cards played from hand": {"from_zone": ZoneKind.HAND},
    "cards you play from reserve": {"players": "you", "from_zone": ZoneKind.RESERVE},
    "characters you play": {"players": "you", "card_type": CardType.CHARACTER},
    "characters your opponents play": {"players": "opponents", "card_type": CardType.CHARACTER},
    "spells you play": {"players": "you", "card_type": CardType.SPELL},
    "me": {"scope": CostScope.ME},
    "me from reserve": {"scope": CostScope.ME, "from_zone": ZoneKind.RESERVE},  # 5.1.2.d
    "me from hand": {"scope": CostScope.ME, "from_zone": ZoneKind.HAND},
    "my quick actions": {"scope": CostScope.MY_QUICK_ACTIONS},
}
"""What a cost alteration (5.1.2.f) applies to, as written in ``applies_to``."""

COST_PER = {"other card you played this turn": "other_card_you_played_this_turn"}
"""Counted cost changes ("1 less per other card you played this turn", 5.1.2.k)."""


# ----------------------------------------------------------------------------- "can't"
RESTRICTIONS: dict[str, tuple[str, frozenset[str]]] = {
    "expeditions can't move forward": ("move_forward", frozenset()),
    "expeditions can't move backward": ("move_backwards", frozenset()),
}
"""The "can't" texts the engine applies (1.4.1.a), lower-cased, without the final full
stop; triggers that don't activate (7.3.1.e) are read by :func:`facing_trigger_ban`."""

_ICON_TRIGGER_KINDS = {
    "{j}": "enters_play",
    "{h}": "played_from_hand",
    "{r}": "played_from_reserve",
}
_FACING_BAN = re.compile(
    r"^the (?P<icons>\{[jhr]\}(?:(?:,| and|, and) \{[jhr]\})*) triggers of characters facing me "
    r"don't activate$"
)


def facing_trigger_ban(key: str) -> frozenset[str] | None:
    """The trigger kinds of "The {J}, {H} and {R} triggers of Characters facing me don't
    activate" (7.3.1.e; any list of the icons, 7.1.1.a-c), ``key`` as
    :func:`restriction_key` gives it; ``None`` for any other text."""
    m = _FACING_BAN.match(key)
    if m is None:
        return None
    return frozenset(_ICON_TRIGGER_KINDS[i] for i in re.findall(r"\{[jhr]\}", m["icons"]))


def restriction_key(text: str) -> str:
    """The lookup key of a "can't" text."""
    return " ".join(text.strip().rstrip(".").lower().split())


DURATIONS = {
    "this turn": "turn",
    "this afternoon": "afternoon",
    "this day": "day",
    "until it leaves play": "in_play",
    "until the next morning": "next_morning",
    "until the next noon": "next_noon",
    "until the next afternoon": "next_afternoon",
    "until the next dusk": "next_dusk",
    "until the next night": "next_night",
    "until your next turn": "your_next_turn",
    "while i'm in play": "source_in_play",
    # g1: "until the end of your next turn" (over as that turn ends, 4.2.3.e); a delayed
    # step's Emblem lasting until its moment has come ("At the next Dusk", 4.2.b Remark)
    "until the end of your next turn": "end_of_your_next_turn",
    "until its moment": "until_its_moment",
    # gj: the opponent's next turn (1.2.1.b; two players, 1.1.2.a): as they take it (4.2.3.d)
    # or as it ends (4.2.3.e)
    "until your opponent's next turn": "opponent_next_turn",
    "until the end of your opponent's next turn": "end_of_opponent_next_turn",
}
"""Durations of Emblem-Ongoings (2.2.15.a), and the printed "until it leaves play" (2.2.15.c:
the event that creates it defines it; over once its objects leave play, 2.1.d), "until the
next [phase]" (over as that phase next begins, 4.2.a) and "until your next turn" (as its
controller takes it, 4.2.3.d) and "while I'm in play" (as its source leaves play, 2.1.d)."""
