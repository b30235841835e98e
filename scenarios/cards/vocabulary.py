"""The card-text vocabulary, in the rules' own words, and what the engine can execute.

Names are written in files in lower case with spaces or underscores ("exhausted resupply",
"exhausted_resupply"); :func:`normalise` makes both the same. Every list below is closed:
a name outside it is a loading error with a "did you mean" suggestion.
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
    Status,
    Subject,
    Terrain,
    ZoneKind,
)
from engine.records import replace
from engine.state.cards import (
    Condition,
    ConditionKind,
    CostScope,
    Counted,
    IgnoreScope,
    ObjectFilter,
)
from engine.state.kinds import OBJECT_TARGET_SUBJECTS
from scenarios.cards.counts import more_counts, you_have
from scenarios.cards.it_conditions import it_condition
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
}
"""Actions the rules perform that are not keywords but appear in card text."""

CARD_TEXT_ACTIONS = frozenset({"choose", "look"})
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
        "leaves_expedition_zone_for_each_of_my_boosts",  # once per boost I had (6.3.f)
        "sacrificed",  # When I am sacrificed
        "goes_to_reserve_from_hand",
        "goes_to_reserve_from_expedition_zone",
        "goes_to_reserve_from_anywhere",
        "character_joins_my_expedition",
        "another_character_joins_my_expedition",
        "character_joins_your_expeditions",
        "another_character_joins_your_expeditions",
        "my_expedition_moves_forward",
        "my_expedition_fails_to_move_forward",  # 4.2.4.i: at Progress, not in tiebreakers
        "you_sacrifice_a_character",
        "you_make_a_gift",
        "you_play_a_card",  # "When you play a [card]" (5.1.2.l), narrowed by 'filter'
        "gains_status",  # "When [object] gains [status]": 'filter', 'status'
        "gains_boosts",  # "When [object] gains N or more boosts": 'filter', 'amount'
        "counter_reaches",  # "When I gain my third [name] counter": 'counter', 'amount'
        "opponent_draws_or_resupplies",  # "When an opponent draws ... or Resupplies"
        "you_exhaust_a_reserve_card",  # "When you exhaust a card in Reserve"
        "you_create_a_token",  # "When you create a token Character" ('it': the token)
        "opponent_plays_a_card",  # "When an opponent plays a [card] [from Reserve]"
        "one_of_your_expeditions_moves_forward",  # once per Expedition ('terrain': due to)
        "card_leaves_your_reserve",  # 'during': only in that phase
        "card_joins_a_discard_pile",  # any player's Discard pile; a card, not a token
        "card_goes_to_your_reserve_from_deck_or_hand",
        "character_leaves_your_expeditions",  # 'filter': which Characters
        "character_leaves_my_expedition",  # 'filter'; a Gigantic bearer's two as one
        "permanent_joins_your_expeditions_or_landmarks",  # 'filter': "another"
        "you_roll_dice",  # "When you roll one or more dice" (7.3.33.a), once per step
        "my_expedition_attempts_to_ascend",  # 7.5.3.a: told to Ascend, but cannot
        "your_expedition_attempts_to_ascend",  # "When one of your Expeditions attempts ..."
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


# ----------------------------------------------------------------------------- others
STATUSES = {s.value.lower(): s for s in Status}


def status_value(word: str) -> Status:
    """A status by name (2.4.1.a)."""
    key = word.strip().lower()
    if key not in STATUSES:
        raise ValueError(f"unknown status {word!r}{suggest(word, [s.value for s in Status])}")
    return STATUSES[key]


CHARACTER_SUBTYPES = frozenset(
    [
        "Adventurer",
        "Animal",
        "Apprentice",
        "Artist",
        "Bureaucrat",
        "Citizen",
        "Companion",
        "Deity",
        "Dragon",
        "Druid",
        "Elemental",
        "Engineer",
        "Fairy",
        "Illusion",
        "Leviathan",
        "Mage",
        "Merchant",
        "Messenger",
        "Noble",
        "Plant",
        "Robot",
        "Rogue",
        "Scholar",
        "Scientist",
        "Soldier",
        "Spirit",
        "Titan",
        "Trainer",
    ]
)
"""2.2.2.d."""
PERMANENT_SUBTYPES = frozenset({"Construction", "Gear", "Ore", "Sap", "Site"})  # 2.2.2.e
# 2.2.2.g. CR 5.0 prints "Conjunction"; the cards and the older edition say "Conjuration".
SPELL_SUBTYPES = frozenset({"Boon", "Conjunction", "Conjuration", "Disruption", "Maneuver", "Song"})

RARITIES = ("common", "rare", "exalted", "unique")  # 2.2.5.a

ZONE_WORDS = frozenset(
    {"hand", "reserve", "discard", "deck", "mana", "landmark", "expedition", "limbo"}
)


# ----------------------------------------------------------------------------- conditions
_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^i (?P<tense>was|am)(?P<neg> not)? (?P<status>\w+)$"), ConditionKind.STATUS),
    (re.compile(r"^you are(?P<neg> not)? the first player$"), ConditionKind.FIRST_PLAYER),
    (re.compile(r"^it(?:'s| is) an? (?P<type>\w+)$"), ConditionKind.IT_IS_TYPE),
    (
        re.compile(r"^there is only one character in my expedition$"),
        ConditionKind.ONLY_CHARACTER,
    ),
    (re.compile(r"^my expedition is behind$"), ConditionKind.EXPEDITION_BEHIND),
    (re.compile(r"^i am(?P<neg> not)? in \{(?P<terrain>[vmo])\}$"), ConditionKind.I_AM_IN_TERRAIN),
    (
        re.compile(r"^it(?:'s| is)(?P<neg> not)? in \{(?P<terrain>[vmo])\}$"),
        ConditionKind.IT_IS_IN_TERRAIN,
    ),
    (
        re.compile(r"^i am(?P<neg> not)? in (?P<terrain>forest|mountain|water)$"),
        ConditionKind.I_AM_IN_TERRAIN,
    ),
    (re.compile(r"^its expedition is behind$"), ConditionKind.ITS_EXPEDITION_BEHIND),
    (
        re.compile(r"^there are no characters in the expedition facing me$"),
        ConditionKind.NO_CHARACTER_FACING_ME,
    ),
    (
        re.compile(r"^it(?:'s| is) in a terrain where its base statistic is (?P<base>\d+)$"),
        ConditionKind.IT_IN_TERRAIN_WITH_BASE_STAT,
    ),
)
"""The condition texts the engine evaluates ("if I was Fleeting", "if you are the first
player", "if it's a Permanent", ...): past tense looks before the event (6.3.k)."""


NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
"""Numbers as card text writes them ("draw two cards"); the printed-text reader uses them too."""
_NUMBER_WORDS = {"no": 0, **NUMBER_WORDS}
_QUANTITY = r"(?P<n>\d+|" + "|".join(_NUMBER_WORDS) + ")"
_COUNT_CONDITIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (
        re.compile(
            r"^i have (?:(?P<less>less than|fewer than) )?"
            + _QUANTITY
            + r"(?P<more> or more)? (?:(?P<counter>[a-z]+) counters?|boosts?)(?P<orless> or less)?$"
        ),
        Counted.MY_COUNTERS,
    ),
    (
        re.compile(
            r"^you control (?:(?P<less>less than|fewer than) )?"
            + _QUANTITY
            + r"(?P<more> or more)?(?P<other> other)?(?P<adj>(?: [a-z]+)*?) (?P<noun>[a-z]+?)s?$"
        ),
        Counted.YOU_CONTROL,
    ),
    (re.compile(r"^your (?P<zone>hand|reserve) is empty$"), "empty"),
    (
        re.compile(
            r"^there (?:are|is) "
            + _QUANTITY
            + r"(?P<more> or more)?(?P<adj>(?: [a-z]+)*?) cards? in reserve$"
        ),
        Counted.RESERVES,
    ),
)
"""Count conditions: "if I have 2 or more boosts", "if you control two or more
Landmarks", "if you control three or more other Characters", "if your hand is empty",
"if there are two or more exhausted cards in Reserve"."""

_COUNT_NOUNS = {
    "character": ("Character",),
    "permanent": ("Permanent",),
    "card": (),
}


def _count_filter(adj: str, other: bool) -> ObjectFilter | None:
    """Status and sub-type adjectives of a counted noun ("Boosted", "Plant")."""
    statuses: set[Status] = set()
    subtypes: set[str] = set()
    for word in adj.split():
        if word in STATUSES:
            statuses.add(STATUSES[word])
        else:
            return None
    return ObjectFilter(statuses=frozenset(statuses), subtypes=frozenset(subtypes), another=other)


def _count_condition(key: str, text: str) -> Condition | None:
    for pattern, counted in _COUNT_CONDITIONS:
        m = pattern.match(key)
        if m is None:
            continue
        g = m.groupdict()
        if counted == "empty":
            where = Counted.YOUR_HAND if g["zone"] == "hand" else Counted.YOUR_RESERVE
            return Condition(ConditionKind.COUNT, counted=where, at_most=0, text=text)
        raw = g.get("n") or ""
        n = int(raw) if raw.isdigit() else _NUMBER_WORDS[raw]
        at_least: int | None = n
        at_most: int | None = None
        if g.get("less"):
            at_least, at_most = None, n - 1
        elif g.get("orless"):
            at_least, at_most = None, n
        elif not g.get("more") and n == 0:
            at_least, at_most = None, 0
        elif not g.get("more") and raw not in ("a", "an"):
            return None  # "exactly N" is not written this way on cards
        if counted == Counted.MY_COUNTERS:
            counter = (g.get("counter") or "").capitalize() or "boost"
            return Condition(
                ConditionKind.COUNT,
                counted=counted,
                counter=counter,
                at_least=at_least,
                at_most=at_most,
                text=text,
            )
        flt = _count_filter(g.get("adj") or "", bool(g.get("other")))
        if flt is None:
            return None
        if counted == Counted.YOU_CONTROL:
            noun = g["noun"]
            if noun == "landmark":
                counted = Counted.YOUR_LANDMARKS
            elif noun in _COUNT_NOUNS and noun != "card":
                types = frozenset(CardType(t) for t in _COUNT_NOUNS[noun])
                flt = ObjectFilter(statuses=flt.statuses, types=types, another=flt.another)
            elif noun.capitalize() in CHARACTER_SUBTYPES | PERMANENT_SUBTYPES:
                flt = ObjectFilter(
                    statuses=flt.statuses,
                    subtypes=frozenset({noun.capitalize()}),
                    another=flt.another,
                )
            else:
                return None
        return Condition(
            ConditionKind.COUNT,
            counted=counted,
            filter=flt,
            at_least=at_least,
            at_most=at_most,
            text=text,
        )
    return None


_PER_ZONES = {
    "card in your hand": (Counted.YOUR_HAND, ()),
    "card in your reserve": (Counted.YOUR_RESERVE, ()),
    "card in each player's reserve": (Counted.RESERVES, ()),
    "card in reserve": (Counted.RESERVES, ()),
    "mana orb in your mana zone": (Counted.YOUR_MANA, ()),
}
_PER = re.compile(
    r"^(?P<other>other )?(?P<adj>(?:[a-z]+ )*?)(?P<noun>[a-z]+?)s? "
    r"(?P<where>you control|in my expedition|in reserve)$"
)


def count_of(text: str) -> Condition | None:
    """What "per [...]" / "for each [...]" counts, as a count condition without bounds:
    "Character you control", "[[Boosted]] Character you control", "card in your hand",
    "Mana Orb in your Mana zone", "other Character in my Expedition", "exhausted card in
    Reserve"; ``None`` if the engine cannot count it yet."""
    key = " ".join(text.strip().rstrip(".").lower().split())
    if key in _PER_ZONES:
        counted, _ = _PER_ZONES[key]
        return Condition(ConditionKind.COUNT, counted=counted, text=text)
    m = _PER.match(key)
    if m is None:
        found = more_counts(key, text)
        if found is not None:
            return found
        from scenarios.cards.more_conditions import more_count  # it reads NUMBER_WORDS

        return more_count(key, text)
    flt = _count_filter(m["adj"], bool(m["other"]))
    if flt is None:
        return None
    noun = m["noun"]
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    if noun in ("character", "permanent"):
        types = frozenset({CardType(noun.capitalize())})
    elif noun.capitalize() in CHARACTER_SUBTYPES | PERMANENT_SUBTYPES:
        subtypes = frozenset({noun.capitalize()})
    elif noun != "card":
        return None
    where = {
        "you control": Counted.YOU_CONTROL,
        "in my expedition": Counted.MY_EXPEDITION,
        "in reserve": Counted.RESERVES,
    }[m["where"]]
    if where == Counted.RESERVES and noun != "card":
        return None
    flt = ObjectFilter(statuses=flt.statuses, types=types, subtypes=subtypes, another=flt.another)
    return Condition(ConditionKind.COUNT, counted=where, filter=flt, text=text)


_DIE_RESULT = re.compile(
    r"^the (?:die's )?result is (?P<low>[1-6])(?:(?P<plus>\+)|-(?P<high>[1-6]))?$"
)


def _die_condition(key: str, text: str) -> Condition | None:
    """ "If the result is 6+" / "1-3" / "4": the result of the roll that activated the
    Reaction ("When you roll one or more dice", 7.3.33.a), in that range."""
    m = _DIE_RESULT.match(key)
    if m is None:
        return None
    low = int(m["low"])
    high = None if m["plus"] else int(m["high"] or low)
    return Condition(ConditionKind.DIE_RESULT, at_least=low, at_most=high, text=text)


_TERRAIN_ICONS = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}
"""{V} Forest, {M} Mountain, {O} Water (7.1.2.c-e)."""


def condition_of(text: str) -> Condition | None:
    """The engine condition for an ``if:`` text, or ``None`` if the engine cannot evaluate
    it yet."""
    key = " ".join(text.strip().rstrip(".").lower().replace("i'm ", "i am ").split())
    if key.startswith("unless "):
        # "Unless [condition]": the condition negated (6.5.d).
        positive = condition_of(key[len("unless ") :])
        if positive is None:
            return None
        return replace(positive, negated=not positive.negated, text=text)
    counted = _count_condition(key, text) or _die_condition(key, text)
    if counted is not None:
        return counted
    for pattern, kind in _CONDITIONS:
        m = pattern.match(key)
        if m is None:
            continue
        groups = m.groupdict()
        status = None
        if groups.get("status"):
            if groups["status"] not in STATUSES:
                return None
            status = STATUSES[groups["status"]]
        card_type = None
        if groups.get("type"):
            types = {t.value.lower(): t for t in CardType}
            if groups["type"] not in types:
                return None
            card_type = types[groups["type"]]
        word = groups.get("terrain")
        terrain = (_TERRAIN_ICONS.get(word) or Terrain(word)) if word else None
        return Condition(
            kind,
            status=status,
            card_type=card_type,
            terrain=terrain,
            base_stat=int(groups["base"]) if groups.get("base") else None,
            negated=bool(groups.get("neg")),
            past=groups.get("tense") == "was",
            text=text,
        )
    mine = you_have(key, text)
    if mine is not None:
        return mine
    found = it_condition(key, text, CHARACTER_SUBTYPES | PERMANENT_SUBTYPES | SPELL_SUBTYPES)
    if found is not None:
        return found
    from scenarios.cards.more_conditions import more_condition  # it reads NUMBER_WORDS

    return more_condition(key, text)


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
    "my quick actions": {"scope": CostScope.MY_QUICK_ACTIONS},
}
"""What a cost alteration (5.1.2.f) applies to, as written in ``applies_to``."""

COST_PER = {"other card you played this turn": "other_card_you_played_this_turn"}
"""Counted cost changes ("1 less per other card you played this turn", 5.1.2.k)."""


# ----------------------------------------------------------------------------- "can't"
RESTRICTIONS: dict[str, tuple[str, frozenset[str]]] = {
    "expeditions can't move forward": ("move_forward", frozenset()),
    "the {j}, {h} and {r} triggers of characters facing me don't activate": (
        "triggers_facing_me",
        frozenset({"enters_play", "played_from_hand", "played_from_reserve"}),
    ),
}
"""The "can't" texts the engine applies (1.4.1.a, 7.3.1.e), lower-cased, without the final
full stop."""


def restriction_key(text: str) -> str:
    """The lookup key of a "can't" text."""
    return " ".join(text.strip().rstrip(".").lower().split())


DURATIONS = {"this turn": "turn", "this afternoon": "afternoon", "this day": "day"}
"""Durations of Emblem-Ongoings (2.2.15.a)."""
