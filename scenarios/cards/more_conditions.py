"""Conditions of passive and triggered abilities that :func:`scenarios.cards.vocabulary.
condition_of` reads through this module (it asks here last):

* "you have ten or more Mana Orbs", "you have less than eight Mana Orbs" — the Mana Orbs
  in the player's Mana zone (2.2.1.f);
* "you have three or more base statistics of 0 among Characters you control" (also
  "there are ...") — the printed statistics (2.2.11.b) of the Characters in play the
  player controls (2.2.1.h), each statistic counted once;
* "you have less / fewer / more cards in Reserve / in hand / Mana Orbs than an opponent",
  "you control fewer Characters than your opponent" — compared with the opponent of a
  two-player game (1.2.1.b); "than target opponent": with the player the step targets
  first (6.5.b; a step's condition only, not a trigger's or a passive ability's);
* "you control a token" (2.1.e);
* "I am played in an Expedition with no Characters" — the Expedition a card is being
  played into (its own cost changes, 5.1.2.f);
* "there are one or more Spells in your Reserve", "... Characters with Hand Cost {7} or
  more in your Reserve" — cards of a type (2.2.1.i: wherever they are) in the player's
  Reserve.
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.state.cards import Condition, ConditionKind, Counted, ObjectFilter
from engine.state.enums import CardType, Terrain
from scenarios.cards.vocabulary import NUMBER_WORDS, STATUSES

_N = r"(?P<n>\d+|" + "|".join(NUMBER_WORDS) + ")"
_MANA = re.compile(
    r"^you have (?P<less>less than |fewer than )?" + _N + r"(?P<more> or more)? mana orbs?$"
)
_BASE_STATS = re.compile(
    r"^(?:you have|there are) " + _N + r" or more base statistics of (?P<v>\d+) "
    r"among characters you control$"
)


_IN_RESERVE = re.compile(
    r"^there (?:are|is) " + _N + r" or more (?P<noun>card|character|permanent|spell)s?"
    r"(?: with hand cost \{(?P<cost>\d+)\} or more)? in your reserve$"
)


_LEAD = re.compile(
    r"^you (?P<verb>have|control) (?:(?P<dir>less|fewer|more) (?P<noun>[a-z ]+?)"
    r"(?: in (?:your )?(?P<zone>reserve|hand|mana zone))? than"
    r"|(?P<as_many>at least as many|exactly as many|as many or more|as many or fewer"
    r"|as many or less|as many) (?P<as_noun>[a-z ]+?)"
    r"(?: in (?:your )?(?P<as_zone>reserve|hand|mana zone))? as)"
    r" (?P<who>an|your|target|each) opponent(?: does| has| controls)?$"
)
"""Comparisons with the other player: "you have less cards in Reserve than target
opponent", "you have more cards in hand than your opponent", "you control fewer Characters
than target opponent", "you have fewer Mana Orbs than an opponent"."""

_LEAD_THEIRS = re.compile(
    r"^(?P<who>an|your|target) opponent (?P<verb>has|controls) (?:(?P<dir>less|fewer|more) "
    r"|(?P<as_many>at least as many|exactly as many|as many or more|as many or fewer"
    r"|as many or less|as many) )"
    r"(?P<noun>[a-z ]+?)(?: in (?:their )?(?P<zone>reserve|hand|mana zone))? (?:than|as) you"
    r"(?: do)?$"
)
"""The same said from the opponent's side: "target opponent has more cards in Reserve than
you" is "you have fewer cards in Reserve than target opponent"."""

_AS_MANY_MIRRORED = {
    "at least as many": "as many or fewer",
    "as many or more": "as many or fewer",
    "as many or fewer": "at least as many",
    "as many or less": "at least as many",
    "as many": "as many",
    "exactly as many": "exactly as many",
}
"""he: "an opponent controls [as many …] [objects] as you" said from the controller's side
(6.5.d): their count at least mine is mine at most theirs."""

_LEAD_ZONES = {"reserve": Counted.YOUR_RESERVE, "hand": Counted.YOUR_HAND}
_LEAD_NOUNS = {
    "card": None,
    "character": CardType.CHARACTER,
    "permanent": CardType.PERMANENT,
    "spell": CardType.SPELL,
}


def _lead(m: re.Match[str], text: str) -> Condition | None:
    """A comparison of a count of the controller's with the same count of the other player
    (1.2.1.b), or of the player the step targets ("target opponent", 6.5.b): the
    difference, at least 1 for "more" and at most -1 for "less"/"fewer"."""
    noun, zone, verb = m["noun"] or m["as_noun"], m["zone"] or m["as_zone"], m["verb"]
    if noun in ("mana orbs", "mana orb") and zone in (None, "mana zone") and verb == "have":
        lead_of, flt = Counted.YOUR_MANA, None
    elif noun in ("landmarks", "landmark") and zone is None:
        # the Permanents in each player's Landmarks (3.2.7): "you control / have fewer
        # Landmarks than an opponent", "an opponent controls more Landmarks than you"
        lead_of, flt = Counted.YOUR_LANDMARKS, None
    elif noun.rstrip("s") in _LEAD_NOUNS and zone != "mana zone":
        card_type = _LEAD_NOUNS[noun.rstrip("s")]
        flt = ObjectFilter(types=frozenset({card_type})) if card_type else None
        if zone is not None and verb == "have":
            lead_of = _LEAD_ZONES[zone]
        elif zone is None and verb == "control" and card_type is not None:
            lead_of = Counted.YOU_CONTROL  # objects in play only (2.2.1.h)
        else:
            return None
    elif verb == "control" and zone is None and (kinds := _controlled_kinds(noun)) is not None:
        # gg (session 33): "more Animals than each opponent", "fewer Boosted Characters than
        # target opponent" — the objects in play of those sub-types, types and statuses each
        # player controls (2.2.1.h, 2.2.2), counted as "[noun] you control" counts them
        lead_of, flt = Counted.YOU_CONTROL, kinds
    else:
        return None
    # "at least as many … as": a difference of 0 or more; "as many … as" / "exactly as many
    # … as" (gg): neither outnumbers the other, a difference of 0; "each opponent" is the
    # other player of the two-player game the engine plays (1.2.1.b, 1.2.2).
    more = m["dir"] == "more"
    exact = m["as_many"] in ("as many", "exactly as many")
    at_least = 0 if m["as_many"] else (1 if more else None)
    if m["as_many"] in ("as many or fewer", "as many or less"):
        at_least = None  # he: "as many or fewer … as": a difference of 0 or less
    return Condition(
        ConditionKind.COUNT,
        counted=Counted.LEAD,
        lead_of=lead_of,
        filter=flt,
        at_least=at_least,
        at_most=0
        if exact or (at_least is None and m["as_many"])
        else (None if at_least is not None else -1),
        against_target=m["who"] == "target",
        text=text,
    )


def _controlled_kinds(noun: str) -> ObjectFilter | None:
    """gg: the filter "[noun] you control" counts with ("animals", "boosted characters"), for
    a comparison of players' counts (2.2.1.h); ``None`` when it is no plain count of objects
    a player controls (another, a counter, "beyond …": not said of both players alike)."""
    from scenarios.cards.condition_texts import count_of  # it imports this module

    counted = count_of(f"{noun} you control")
    if counted is None or counted.counted != Counted.YOU_CONTROL or counted.filter is None:
        return None
    flt = counted.filter
    if counted.counter or counted.beyond or flt.another or flt.only_me:
        return None
    return replace(flt, text="")


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


_TERRAIN_ICONS = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}
_TOKENS = re.compile(r"^you control " + _N + r"(?P<more> or more)? (?P<other>other )?tokens?$")


_ITS_COSTS = {
    "its hand cost": Counted.ITS_HAND_COST,
    "its reserve cost": Counted.ITS_RESERVE_COST,
    "my hand cost": Counted.MY_HAND_COST,  # the card of "me" (2.2.7)
    "my reserve cost": Counted.MY_RESERVE_COST,
}
"""The cost of what "it" names, as the card grammar keeps it (``semantics/acted_costs.py``)."""


_OBJECT_COUNTS = frozenset(
    {Counted.YOU_CONTROL, Counted.OPPONENT_CONTROLS, Counted.IN_PLAY, Counted.MY_EXPEDITION}
)
"""Counts of objects in play: the groups "per [name] counter on [group]" sums the counters
of (2.5.c)."""


_COUNTERS_ON_GROUP = re.compile(
    r"you have (?:at least " + _N + r"|" + _N.replace("<n>", "<n2>") + r" or more) (?P<what>.+)"
)
"""The counters "you have" on a group, bounded below (a bare number is not read as a bound)."""


def more_count(key: str, text: str) -> Condition | None:
    """What "per [...]" / "X is the number of [...]" counts, for the counts
    :func:`scenarios.cards.vocabulary.count_of` does not read itself: "Character(s) an
    opponent controls" (the opponent of a two-player game, 1.2.1.b) or "target opponent
    controls" (a target the step chooses first, 6.5.b), "Expedition(s) in
    {V}" (every Expedition whose region has it, 7.5.8.b), "regions between your Hero and
    Companion" (0 when they are adjacent); ``None`` otherwise."""
    m = re.fullmatch(
        r"(?P<noun>character|permanent)s? (?P<who>target|an|your) opponent controls?"
        r"(?P<rest> (?:with|that|without) .+)?",
        key,
    )
    if m is not None:
        flt = ObjectFilter(types=frozenset({CardType(m["noun"].capitalize())}))
        if m["rest"]:  # ie39: "… target opponent controls with an Ember counter"
            from scenarios.cards.condition_texts import count_of

            mine = count_of(f"{m['noun']} you control{m['rest']}")
            if mine is None or mine.counted != Counted.YOU_CONTROL or mine.whose or mine.beyond:
                return None
            flt = mine.filter or flt
        # "target opponent" is a target (6.5.b, 1.2.6.c): the step targets them first and
        # counts what that player controls; "an opponent" / "your opponent" is not a target.
        target = m["who"] == "target"
        counted = Counted.TARGET_PLAYER_CONTROLS if target else Counted.OPPONENT_CONTROLS
        return Condition(ConditionKind.COUNT, counted=counted, filter=flt, text=text)
    m = re.fullmatch(r"expeditions? in \{(?P<t>[vmo])\}", key)
    if m is not None:
        terrain = _TERRAIN_ICONS[m["t"]]
        return Condition(
            ConditionKind.COUNT, counted=Counted.EXPEDITIONS_IN_TERRAIN, terrain=terrain, text=text
        )
    if key == "regions between your hero and companion":
        return Condition(ConditionKind.COUNT, counted=Counted.REGIONS_BETWEEN, text=text)
    if key == "that many":  # "to draw that many cards": what the step before acted on
        return Condition(ConditionKind.COUNT, counted=Counted.THAT_MANY, text=text)
    m = re.fullmatch(r"(?:(?P<name>[a-z]+) counter|boost) it had", key)
    if m is not None:  # "for each Ember counter it had": on what the step before acted on
        counter = m["name"].capitalize() if m["name"] else "boost"
        return Condition(ConditionKind.COUNT, counted=Counted.THAT_MANY, counter=counter, text=text)
    m = re.fullmatch(
        r"(?:(?P<name>[a-z]+) counter|boost|(?P<any>counter)) (?:removed|lost|spent) this way", key
    )
    if m is not None:  # "for each boost removed this way": what the step before removed (gram60)
        counter = "" if m["any"] else (m["name"].capitalize() if m["name"] else "boost")
        return Condition(
            ConditionKind.COUNT, counted=Counted.COUNTERS_THIS_WAY, counter=counter, text=text
        )
    m = re.fullmatch(r"(?P<noun>.+) among them", key)
    if m is not None:  # "for each token among them": those of what the step before acted on
        from scenarios.cards import vocabulary as v

        described = v.count_of(f"{m['noun']} you control")
        if described is None or described.counted != Counted.YOU_CONTROL:
            return None
        flt = replace(described.filter or ObjectFilter(), text="")
        return Condition(ConditionKind.COUNT, counted=Counted.THAT_MANY, filter=flt, text=text)
    if key in _ITS_COSTS:  # "X is the sacrificed Character's Hand Cost" (2.2.7, 2.2.8)
        return Condition(ConditionKind.COUNT, counted=_ITS_COSTS[key], text=text)
    m = re.fullmatch(r"my number of (?:(?P<name>[a-z]+) counters|boosts)", key)
    if m is not None:  # "where X is my number of Arcane counters": counters on me (2.5.c)
        counter = m["name"].capitalize() if m["name"] else "boost"
        return Condition(
            ConditionKind.COUNT, counted=Counted.MY_COUNTERS, counter=counter, text=text
        )
    m = re.fullmatch(r"my (?P<t>forest|mountain|water) statistic", key)
    if m is not None:  # "equal to my {V}": my statistic as it is now (2.2.11.b, 2.5.1.b)
        return Condition(
            ConditionKind.COUNT, counted=Counted.MY_STATISTIC, terrain=Terrain(m["t"]), text=text
        )
    m = re.fullmatch(r"(?:(?P<name>[a-z]+) counter|boost) on me", key)
    if m is not None:  # "for each boost on me": the counters on me (2.5.c, 2.5.1.a)
        counter = m["name"].capitalize() if m["name"] else "boost"
        return Condition(
            ConditionKind.COUNT, counted=Counted.MY_COUNTERS, counter=counter, text=text
        )
    return None


_ONLY_ONE_IN = re.compile(
    r"^i am the only (?P<noun>card|character|permanent|spell) in your (?P<zone>reserve|hand)$"
)
"""gg: "if I'm the only card in your Reserve" — I am there and no other card is (3.2.5)."""
_ONLY_ZONES = {"reserve": Counted.YOUR_RESERVE, "hand": Counted.YOUR_HAND}


def _only_one_in(m: re.Match[str], text: str) -> Condition:
    """ "I'm the only [card / Character] in your Reserve / hand": both that I am in that zone
    of my controller's (the bearer counted there, 3.2.5, 3.2.4) and that no other card of the
    noun is (6.5.d) — a card elsewhere is not "the only card" there."""
    where = _ONLY_ZONES[m["zone"]]
    noun = m["noun"]
    types = frozenset({CardType(noun.capitalize())}) if noun != "card" else frozenset()
    me_there = Condition(
        ConditionKind.COUNT,
        counted=where,
        filter=ObjectFilter(only_me=True),
        at_least=1,
        text=text,
    )
    no_other = Condition(
        ConditionKind.COUNT,
        counted=where,
        filter=ObjectFilter(types=types, another=True),
        at_most=0,
        text=text,
    )
    return Condition(ConditionKind.ALL_OF, parts=(me_there, no_other), text=text)


def more_condition(key: str, text: str) -> Condition | None:
    """The condition for ``key`` (lower case, single spaces, "i'm" as "i am"), or
    ``None``."""
    m = _ONLY_ONE_IN.match(key)
    if m is not None:
        return _only_one_in(m, text)
    m = _COUNTERS_ON_GROUP.fullmatch(key)
    if m is not None:  # "you have 3 or more Ember counters on cards you control" (2.5.c)
        summed = counters_on_group(m["what"], text)
        if summed is not None:  # other things "you have" are read below
            return replace(summed, at_least=_number(m["n"] or m["n2"]))
    m = re.fullmatch(r"it(?: is|'s) (?P<status>[a-z]+)", key)
    if m is not None and m["status"] in STATUSES:  # "if it is Asleep" (2.4)
        return Condition(ConditionKind.IT_HAS_STATUS, status=STATUSES[m["status"]], text=text)
    m = _TOKENS.match(key)
    if m is not None and (m["more"] or m["n"] in ("a", "an")):
        flt = ObjectFilter(tokens=True, another=bool(m["other"]))
        n = _number(m["n"])
        return Condition(
            ConditionKind.COUNT, counted=Counted.YOU_CONTROL, filter=flt, at_least=n, text=text
        )
    if key == "i am played in an expedition with no characters":
        # Of a card's own cost change: the Expedition it is played into (5.1.2.f).
        return Condition(ConditionKind.EXPEDITION_EMPTY, text=text)
    m = _MANA.match(key)
    if m is not None and (m["less"] or m["more"]):
        n = _number(m["n"])
        if m["less"]:
            return Condition(
                ConditionKind.COUNT, counted=Counted.YOUR_MANA, at_most=n - 1, text=text
            )
        return Condition(ConditionKind.COUNT, counted=Counted.YOUR_MANA, at_least=n, text=text)
    m = _LEAD.match(key)
    if m is not None:
        return _lead(m, text)
    m = _LEAD_THEIRS.match(key)
    if m is not None:
        verb = "have" if m["verb"] == "has" else "control"
        zone = f" in {m['zone']}" if m["zone"] else ""
        if m["dir"] is not None:  # "than you": the mirror of "more" is "fewer" (6.5.d)
            mine = {"less": "more", "fewer": "more", "more": "fewer"}[m["dir"]]
            said = f"you {verb} {mine} {m['noun']}{zone} than {m['who']} opponent"
        else:  # he: "as … as you" — theirs at least mine is mine at most theirs
            mine = _AS_MANY_MIRRORED[m["as_many"]]
            said = f"you {verb} {mine} {m['noun']}{zone} as {m['who']} opponent"
        found = _LEAD.match(said)
        return _lead(found, text) if found is not None else None
    m = _IN_RESERVE.match(key)
    if m is not None:
        noun = m["noun"]
        types = frozenset({CardType(noun.capitalize())}) if noun != "card" else frozenset()
        cost = int(m["cost"]) if m["cost"] else None
        flt = ObjectFilter(types=types, hand_cost_min=cost)
        n = _number(m["n"])
        return Condition(
            ConditionKind.COUNT, counted=Counted.YOUR_RESERVE, filter=flt, at_least=n, text=text
        )
    m = _BASE_STATS.match(key)
    if m is not None:
        return Condition(
            ConditionKind.COUNT,
            counted=Counted.BASE_STATISTICS_YOU_CONTROL,
            filter=ObjectFilter(types=frozenset({CardType.CHARACTER}), base_stat=int(m["v"])),
            at_least=_number(m["n"]),
            text=text,
        )
    return None


def counters_on_group(key: str, text: str) -> Condition | None:
    """ "per Ember counter on cards you control" / "for each boost on Characters in my
    Expedition" ("among Characters …", gram90): the counters of that name on each object of
    the group, summed (2.5.c; boosts are counters, 2.5.1.a) — the group counted as "per
    [group]" counts it; ``None`` for other words or a group not in play (counters are on
    objects in play)."""
    m = re.fullmatch(r"(?:(?P<name>[a-z]+) counters?|boosts?) (?:on|among) (?P<group>.+)", key)
    if m is None or m["group"] == "me":
        return None
    from scenarios.cards.condition_texts import count_of  # it imports this module

    group = count_of(m["group"])
    if group is None or group.counter or group.counted not in _OBJECT_COUNTS:
        return None
    return replace(group, counter=m["name"].capitalize() if m["name"] else "boost", text=text)
