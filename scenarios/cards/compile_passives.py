"""Compiling passive abilities that give keywords or abilities (2.3.1.a), with or without a
condition of their own (2.3.2.f).

Split from :mod:`scenarios.cards.compile` (:mod:`~scenarios.cards.compile_abilities` calls
these): a grant names its objects in words (``to:``) — a fixed scope ("the only Character
in my Expedition"), all of a sub-type ("all Elementals", the 2.3.2.e Example) or a group
read from the bearer ("Characters you control", "[[Boosted]] tokens you control",
"Characters in my Expedition"; objects in play only, 2.3.1.b and 2.2.1.h).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from engine import Ability, AbilityKind, CardType, Keyword, StatModifier, Terrain, ZoneKind
from engine.reading.granted_abilities import OBJECT_SCOPES
from engine.state.cards import (
    Condition,
    Grant,
    GrantScope,
    IgnoreScope,
    IgnoreSpec,
    ObjectFilter,
    RestrictionKind,
    TriggerKind,
)
from engine.state.conditions import ConditionKind
from engine.state.enums import BOOST, PermanentZone
from engine.state.statics import ANY_STATUS, StaticKind, StaticSpec
from scenarios.cards import vocabulary as v
from scenarios.cards.compile_filters import _object_filter
from scenarios.cards.given_abilities import given_refusal, group_refusal
from scenarios.cards.keywords_for_a_time import LOSABLE
from scenarios.cards.models import (
    AbilityModel,
    GrantModel,
    LimitChange,
    PassiveModel,
    PlayedGains,
    PlayedNth,
    StatsChange,
)


class GrantNotExecutable(Exception):
    """A grant the engine cannot apply; carries the reason (the compiler reports it)."""


def stat_count(per: str | None) -> Condition | None:
    """What "+1/+1/+1 for each [counted]" counts (as "for each" is read in every amount slot,
    :func:`~scenarios.cards.vocabulary.count_of`); ``None`` without "for each"."""
    if per is None:
        return None
    counted = v.count_of(per)
    if counted is None:
        raise GrantNotExecutable(f"statistics per '{per}' are not counted yet")
    return counted


def stat_modifier(s: StatsChange) -> StatModifier:
    """The statistic change a passive ability says — "[group] get +1/+1/+1" (2.3.2.f), "my
    base {V} is 3" (2.2.11) — on the objects its filter names (none: the bearer), times a
    count when "for each" says one (:func:`stat_count`; :class:`GrantNotExecutable` when the
    engine cannot count it)."""
    group = _object_filter(s.filter) if s.filter is not None else None
    per = stat_count(s.per)
    return StatModifier(
        s.scope,
        s.forest,
        s.mountain,
        s.water,
        filter=group,
        per=per,
        base=s.base,
        become=s.become,
        swap=s.swap,
    )


_GROUP = re.compile(
    r"^(?P<adj>(?:[a-z]+ )*?)(?P<noun>[a-z]+?)s?"
    r" (?P<where>you control|in my expedition|an opponent controls)$"
    r"|^all (?P<all_adj>(?:[a-z]+ )*?)(?P<all_noun>[a-z]+?)s?$"
)


def group_filter(words: str) -> ObjectFilter | None:
    """The objects of a group written "[other] [statuses] [Characters | tokens |
    sub-type]s [you control | an opponent controls | in my Expedition]" or "all [statuses]
    [Characters | …]" (issue 30), or ``None``: "Characters you control" are
    Characters in play the bearer's controller controls (1.2.2; cards in Reserve are not
    controlled, 2.2.1.h), "Characters in my Expedition" those in the bearer's
    Expedition(s); "other" leaves the bearer out (7.2.1.a)."""
    m = _GROUP.match(" ".join(words.lower().split()))
    if m is None:
        return None
    statuses = []
    another = False
    # "all [statuses] Characters": every one in play, whoever controls it (3.1.4.a)
    adjectives, noun = (m["adj"], m["noun"]) if m["noun"] else (m["all_adj"], m["all_noun"])
    for word in adjectives.split():
        if word == "other" and not another:  # "other Characters you control": not the bearer
            another = True
            continue
        if word not in v.STATUSES:
            return None
        statuses.append(v.STATUSES[word])
    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    tokens = False
    if noun in ("character", "permanent"):
        types = frozenset({CardType(noun.capitalize())})
    elif noun == "token":
        tokens = True
    elif noun.capitalize() in v.CHARACTER_SUBTYPES:
        types, subtypes = frozenset({CardType.CHARACTER}), frozenset({noun.capitalize()})
    else:
        return None
    where = m["where"] or ""
    return ObjectFilter(
        controller={"you control": "you", "an opponent controls": "opponent"}.get(where, ""),
        statuses=frozenset(statuses),
        types=types,
        subtypes=subtypes,
        tokens=tokens,
        in_my_expedition=where == "in my expedition",
        another=another,
        text=words,
    )


_PLAYED = re.compile(
    r"^(?P<noun>card|character|permanent|spell)s you play"
    r"(?: with hand cost \{(?P<n>\d+)\} or (?P<dir>less|more))?$"
)


def played_filter(words: str) -> ObjectFilter | None:
    """The cards of "[Spells] you play [with Hand Cost {N} or less/more]" (printed Hand
    Cost, 2.2.7), or ``None``."""
    m = _PLAYED.match(" ".join(words.lower().split()))
    if m is None:
        return None
    noun = m["noun"]
    types = frozenset({CardType(noun.capitalize())}) if noun != "card" else frozenset()
    n = int(m["n"]) if m["n"] else None
    less = m["dir"] == "less"
    return ObjectFilter(
        types=types,
        hand_cost_max=n if less else None,
        hand_cost_min=n if not less else None,
        text=words,
    )


_PLAYED_COST = re.compile(
    r"^(?:other )?(?P<noun>[a-z]+?)s? "
    r"(?P<who>you play|your opponents play|an opponent plays|each player plays)"
    r"(?: from (?:your |their )?(?P<zone>reserve|hand))?"
    r"(?: with hand cost \{(?P<n>\d+)\} or (?P<dir>less|more))?$"
)
_SUBTYPE_TYPES = (
    (v.CHARACTER_SUBTYPES, CardType.CHARACTER),
    (v.PERMANENT_SUBTYPES, CardType.PERMANENT),
    (v.SPELL_SUBTYPES, CardType.SPELL),
)


def played_cost_scope(key: str) -> dict[str, object] | None:
    """The :class:`~engine.state.cards.CostSpec` fields of a cost alteration of "[other]
    [cards | Characters | sub-type]s you play / your opponents play [from your Reserve]
    [with Hand Cost {N} or more/less]" (5.1.2.f; the printed Hand Cost, 2.2.7; sub-types,
    2.2.2), or ``None``.
    "Other" excludes only the bearer, which works in play while the card played comes
    from Hand or Reserve: it changes nothing."""
    m = _PLAYED_COST.match(key)
    if m is None:
        return None
    noun, subtype = m["noun"], ""
    card_type: CardType | None = None
    if noun in ("character", "permanent", "spell"):
        card_type = CardType(noun.capitalize())
    elif noun != "card":
        subtype = noun.capitalize()
        card_type = next((t for names, t in _SUBTYPE_TYPES if subtype in names), None)
        if card_type is None:
            return None
    n = int(m["n"]) if m["n"] else None
    zone = {"reserve": ZoneKind.RESERVE, "hand": ZoneKind.HAND}.get(m["zone"] or "")
    return {
        "players": {"you play": "you", "each player plays": "any"}.get(m["who"], "opponents"),
        "card_type": card_type,
        "subtype": subtype,
        "from_zone": zone,
        "hand_cost_min": n if m["dir"] == "more" else None,
        "hand_cost_max": n if m["dir"] == "less" else None,
    }


def nth_played_fields(played: PlayedNth) -> dict[str, object]:
    """The :class:`~engine.state.cards.CostSpec` fields of a cost alteration of "the first /
    second … [card] [player] play(s) [from a zone] each [period]", as the grammar typed it
    (:class:`~scenarios.cards.models.PlayedNth`; 5.1.2.f, 5.1.2.k)."""
    card_type = CardType(played.card_type) if played.card_type else None
    if played.subtype:
        card_type = next((t for names, t in _SUBTYPE_TYPES if played.subtype in names), None)
        if card_type is None:
            raise GrantNotExecutable(f"the sub-type '{played.subtype}' is not known")
    zone = {"reserve": ZoneKind.RESERVE, "hand": ZoneKind.HAND}.get(played.from_zone or "")
    return {
        "players": played.players,
        "card_type": card_type,
        "subtype": played.subtype,
        "from_zone": zone,
        "first_each": played.period,
        "ordinal": played.ordinal,
        "together": played.together,
        "into": played.into or "",
        "permanent_zone": (
            PermanentZone(played.permanent_zone.capitalize()) if played.permanent_zone else None
        ),
    }


def compile_grant(
    model: GrantModel, ability: Callable[[AbilityModel], tuple[Ability | None, Keyword | None]]
) -> Grant:
    """Abilities or a keyword given to other objects (2.3.1.a); ``ability`` compiles a
    granted ability. A granted "Tough X" keeps its X (7.4.7.b)."""
    key = " ".join(model.to.lower().split())
    scope: str | None = v.GRANT_SCOPES.get(key)
    subtype = v.grant_subtype(model.to) or ""
    group = None
    if subtype:
        scope = GrantScope.SUBTYPE  # "All Elementals have Gigantic" (2.3.2.e Example)
    elif scope is None:
        group = group_filter(model.to)
        if group is None:  # any description the card grammar reads (issue 30)
            from scenarios.cards.grammar.evaluate.groups import grammar_group

            group = grammar_group(model.to)
        scope = GrantScope.GROUP if group is not None else None
    if scope is None and model.keyword == "Fleeting":
        # 5.2.4.a: a Spell being played gains Fleeting as a passive ability states.
        group = played_filter(model.to)
        if group is not None and group.types == {CardType.SPELL}:
            scope = GrantScope.CARDS_YOU_PLAY
    if scope is None:
        raise GrantNotExecutable(f"granting to '{model.to}' is not supported yet")
    keyword, amount = None, 0
    if model.keyword is not None:
        word, number = v.keyword_parts(model.keyword)
        if word not in v.ENGINE_KEYWORDS:
            raise GrantNotExecutable(f"granting the keyword '{word}' is not supported yet")
        keyword, amount = v.ENGINE_KEYWORDS[word], number or 0
    if keyword is Keyword.FLEETING and scope != GrantScope.CARDS_YOU_PLAY and not model.lose:
        # A passive ability makes a Spell Fleeting as it is played (2.4.7.b); Fleeting given
        # to objects in play would compile and never send them to the discard (2.4.7.d).
        raise GrantNotExecutable(
            f"Fleeting given to {model.to}: a passive ability makes a Spell Fleeting as it is "
            "played (2.4.7.b); whether these are discarded instead of going to Reserve "
            "(2.4.7.d) is not applied by the engine yet — resolve by hand"
        )
    abilities: list[Ability] = []
    if model.abilities and scope == GrantScope.GROUP and (said := group_refusal(group, model.to)):
        raise GrantNotExecutable(said)
    for ab in model.abilities:
        compiled, kw = ability(ab)
        if compiled is None or kw is not None:
            raise GrantNotExecutable("granted keywords go in 'keyword', not in 'abilities'")
        if not _applied_grant(scope, compiled):
            raise GrantNotExecutable(
                f'the ability "{ab.text or compiled.text}" given to {model.to} is not applied '
                "by the engine yet (it gives abilities to objects in play and to the "
                "Characters you play from Reserve: a Reaction to their arrival) — resolve by "
                "hand (2.3.1.a)"
            )
        said = given_refusal(compiled, model.to, already_in_play=scope == GrantScope.SELF)
        if said:
            raise GrantNotExecutable(said)
        abilities.append(compiled)
    if model.lose and (keyword is None or abilities):
        raise GrantNotExecutable("only a keyword is taken away ('lose')")
    if model.lose and scope != GrantScope.GROUP:
        raise GrantNotExecutable(f"a keyword taken from '{model.to}' is not applied yet")
    if model.lose and (amount or keyword not in LOSABLE):  # as for a time (7.4)
        raise GrantNotExecutable(f"a group losing '{model.keyword}' is not applied yet")
    return Grant(
        scope, tuple(abilities), keyword, subtype, filter=group, amount=amount, lost=model.lose
    )


_ARRIVAL_TRIGGERS = frozenset({TriggerKind.PLAYED_FROM_RESERVE, TriggerKind.ENTERS_PLAY})
"""The Reactions a Character played from Reserve is given as it arrives (7.1.1.c)."""


def _applied_grant(scope: str, granted: Ability) -> bool:
    """Whether the engine gives ``granted`` to the objects of a grant of ``scope``: objects
    in play the grant covers have any ability while it applies
    (``engine.reading.granted_abilities``); the Characters its controller plays from
    Reserve are given abilities as they arrive (``engine.pipeline.activation.abilities_of``),
    so there only a Reaction to that arrival works — any other would be read and never
    work, refused rather than run wrong."""
    if scope in OBJECT_SCOPES:
        return True
    arriving = granted.kind is AbilityKind.REACTION and granted.trigger in _ARRIVAL_TRIGGERS
    return scope == GrantScope.CHARACTERS_YOU_PLAY_FROM_RESERVE and arriving


def conditional_grant(
    model: PassiveModel,
    text: str,
    support: bool,
    condition: Condition,
    ability: Callable[[AbilityModel], tuple[Ability | None, Keyword | None]],
) -> Ability:
    """A passive ability with its own condition ("If I am in Forest, I am Gigantic",
    2.3.2.f; "If you have less than eight Mana Orbs, [[Boosted]] tokens you control are
    [Defender]"): it applies while the condition holds, read after the passive abilities
    it depends on (2.3.3.a). A keyword becomes a grant to the bearer itself. Other
    passives with a condition are not executable yet."""
    if model.keyword is not None:
        word, number = v.keyword_parts(model.keyword)
        if word not in v.ENGINE_KEYWORDS or support:
            raise GrantNotExecutable(
                f"keyword ability '{word}' ({v.KEYWORD_ABILITIES[word]}) is not "
                "applied by the engine yet"
            )
        grant = Grant(GrantScope.SELF, keyword=v.ENGINE_KEYWORDS[word], amount=number or 0)
    elif model.lose_keyword is not None:
        grant = lost_keyword_grant(model.lose_keyword, support)  # "If …, I lose [Defender]"
    elif isinstance(model.grant, GrantModel) and not support:
        grant = compile_grant(model.grant, ability)
    elif model.cant_be is not None and not support:
        # "As long as I'm Boosted, I can't be sacrificed": impossible while it holds (2.3.2.f)
        from scenarios.cards.compile_abilities import cant_be_restriction

        restriction = cant_be_restriction(model.cant_be)
        return Ability(AbilityKind.PASSIVE, text, restriction=restriction, condition=condition)
    elif model.cant_move is not None and not support:
        # "During your turn, cards can't go from a Discard pile to a Reserve" (2.3.2.f)
        from scenarios.cards.compile_abilities import cant_move_restriction

        restriction = cant_move_restriction(model.cant_move)
        return Ability(AbilityKind.PASSIVE, text, restriction=restriction, condition=condition)
    elif model.cant is not None and not support:
        # "During your turn, your opponents can't play Spells": impossible while it holds
        # (2.3.2.f, 1.4.1.a) — only a "can't" whose engine check reads the condition
        from scenarios.cards.ongoing import restriction as restriction_of

        found = restriction_of(model.cant)
        checked = (
            RestrictionKind.OPPONENTS_CANT_PLAY,
            RestrictionKind.MOVE_FORWARD,
            RestrictionKind.MOVE_BACKWARDS,
        )
        if found.kind not in checked:
            raise GrantNotExecutable(f"'{model.cant}' under a condition is not applied yet")
        return Ability(AbilityKind.PASSIVE, text, restriction=found, condition=condition)
    elif model.stats is not None and not support:
        # "I get +2/+0/+0 as long as I'm Boosted", "If …, Characters you control get …":
        # the change applies while the condition holds (2.3.2.f)
        stats = stat_modifier(model.stats)
        return Ability(AbilityKind.PASSIVE, text, stats=stats, condition=condition)
    elif model.static is not None:
        read = static_ability(model.static, text, support)
        entering = read.static is not None and (
            read.static.kind == StaticKind.ENTERS_PLAY_WITH_COUNTERS
        )
        if entering and condition is not None:
            # gn: checked when? on the card outside play, or as it enters (5.2.d, 6.2.l): by hand
            said = text.rstrip(".")
            raise GrantNotExecutable(
                f"'{said}' under a condition is read by hand: "
                "the card is not in play when it would be checked (5.2.d, 6.2.l)"
            )
        return replace(read, condition=condition)
    elif model.limit is not None:  # "If …, your Reserve limit is increased by one" (2.3.2.f)
        spec = limit_spec(model.limit)
        return Ability(AbilityKind.PASSIVE, text, static=spec, condition=condition, support=support)
    elif model.played_gains is not None:  # "If …, each Character you play gains 1 boost"
        spec = played_gains_spec(model.played_gains)
        return Ability(AbilityKind.PASSIVE, text, static=spec, condition=condition, support=support)
    else:
        raise GrantNotExecutable(
            f"condition 'if {model.condition}' is evaluated only on keyword abilities yet"
        )
    return Ability(AbilityKind.PASSIVE, text, grant=grant, condition=condition, support=support)


_FEN = StaticSpec(StaticKind.MORNING_DRAW_ONE_EXPAND_FROM_DECK)
STATICS: dict[str, StaticSpec] = {
    # "During Morning, draw only one card. Then, put the top card of your deck in your Mana
    # zone instead of a card from your hand" (4.2.1.d, 4.2.1.e, 6.2.b), with or without
    # the comma after "Then".
    "during morning, draw only one card. then, put the top card of your deck in your mana "
    "zone instead of a card from your hand": _FEN,
    "during morning, draw only one card. then put the top card of your deck in your mana "
    "zone instead of a card from your hand": _FEN,
    "i don't count towards your reserve limit": StaticSpec(StaticKind.NOT_COUNTED_IN_RESERVE),
    "you may play exhausted cards from your reserve": StaticSpec(
        StaticKind.PLAY_EXHAUSTED_FROM_RESERVE
    ),
    "you may play exhausted characters from your reserve": StaticSpec(
        StaticKind.PLAY_EXHAUSTED_FROM_RESERVE, card_type=CardType.CHARACTER
    ),
    "you may play exhausted characters from your reserve in my expedition": StaticSpec(
        StaticKind.PLAY_EXHAUSTED_FROM_RESERVE,
        card_type=CardType.CHARACTER,
        in_my_expedition=True,
    ),
    "defender characters don't prevent my expedition from moving forward": StaticSpec(
        StaticKind.DEFENDERS_DONT_PREVENT
    ),
    "i can't be played": StaticSpec(StaticKind.CANT_BE_PLAYED),
    "you may keep one more card in reserve during night if it's exhausted": StaticSpec(
        StaticKind.KEEP_ONE_MORE_EXHAUSTED
    ),
    "exhausted characters in reserve remain exhausted during morning": StaticSpec(
        StaticKind.STAY_EXHAUSTED_IN_MORNING
    ),
}
"""The rules a static passive ability changes (:mod:`engine.state.statics`), as written in
``static:`` (lower case, no final full stop)."""

MORE_RESTRICTIONS: dict[str, tuple[str, frozenset[str]]] = {
    "your other expedition and the expedition facing it can't move forward": (
        RestrictionKind.OTHER_AND_FACING_MOVE_FORWARD,
        frozenset(),
    ),
    "cards in your opponent's reserve can't gain counters": (
        RestrictionKind.OPPONENT_RESERVE_NO_COUNTERS,
        frozenset(),
    ),
    "cards in play or in reserve with counters can't gain counters": (
        RestrictionKind.WITH_COUNTERS_NO_COUNTERS,
        frozenset(),
    ),
}
""""Can't" texts (1.4.1.a) the engine applies besides ``vocabulary.RESTRICTIONS``."""


_ONLY_DUE_TO = re.compile(
    r"^if an expedition facing me is in \{(?P<t>[vmo])\}, it can't move forward during dusk "
    r"except due to \{(?P=t)\}$"
)


_REGIONS_ARE = re.compile(
    r"^(?P<which>all regions|my region and the region of the expedition facing me) are "
    r"\{(?P<t>[vmo])\} and lose their other terrains$"
)


_BEGINS_WITH = re.compile(
    r"^i (?:begin|start) the game with (?P<n>\d+|" + "|".join(v.NUMBER_WORDS) + r") "
    r"(?P<name>[a-z]+) counters?$"
)


_ENTERS_WITH = re.compile(
    r"^i enter play with (?P<n>\d+|" + "|".join(v.NUMBER_WORDS) + r") "
    r"(?:(?P<name>[a-z]+) counters?|boosts?)$"
)
"""gn: a card's own "I enter play with N [name] counters / N boosts" (5.2.d, 6.2.l)."""


def static_spec(words: str) -> StaticSpec | None:
    """The :class:`StaticSpec` of a ``static:`` text, or ``None``: one of :data:`STATICS`
    or of the forms below ("The first [Character] you play each Afternoon gains N boosts" is
    the grammar's typed ``played_gains``, gram59)."""
    key = " ".join(words.lower().rstrip(".").split())
    if key in STATICS:
        return STATICS[key]
    m = _REGIONS_ARE.match(key)
    if m is not None:
        terrain = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}[m["t"]]
        whose = "all" if m["which"] == "all regions" else "you"
        return StaticSpec(StaticKind.REGIONS_ARE, players=whose, terrain=terrain)
    m = _ONLY_DUE_TO.match(key)
    if m is not None:
        terrain = {"v": Terrain.FOREST, "m": Terrain.MOUNTAIN, "o": Terrain.WATER}[m["t"]]
        return StaticSpec(StaticKind.FACING_ONLY_DUE_TO, terrain=terrain)
    m = _SUPPORT_MAX.match(key)
    if m is not None:
        more = -1 if m["beyond"] else int(m["n"]) if m["n"].isdigit() else v.NUMBER_WORDS[m["n"]]
        return StaticSpec(StaticKind.SUPPORT_MAX_MORE, more, players="all")
    if key == "i can gain statuses i already have":
        # 2.4.1.g in its general form: every status (``counter`` "any").
        return StaticSpec(StaticKind.CAN_REGAIN_STATUS, counter=ANY_STATUS)
    m = _REGAIN.match(key)
    if m is not None and m["s"] in _STATUS_NAMES:
        # 2.4.1.g: an exception to 2.4.1.f, for the bearer.
        return StaticSpec(StaticKind.CAN_REGAIN_STATUS, counter=_STATUS_NAMES[m["s"]])
    m = _ENTERS_WITH.match(key)
    if m is not None:
        # gn: "I enter play with N [name] counters / N boosts" (5.2.d played, 6.2.l put)
        n = int(m["n"]) if m["n"].isdigit() else v.NUMBER_WORDS[m["n"]]
        name = m["name"].capitalize() if m["name"] else BOOST
        return StaticSpec(StaticKind.ENTERS_PLAY_WITH_COUNTERS, n, counter=name)
    m = _BEGINS_WITH.match(key)
    if m is not None:
        # 2.5.e: "Some Heroes start the game with counters."
        n = int(m["n"]) if m["n"].isdigit() else v.NUMBER_WORDS[m["n"]]
        return StaticSpec(StaticKind.BEGINS_WITH_COUNTERS, n, counter=m["name"].capitalize())
    return _limit_said(key)


def _limit_said(key: str) -> StaticSpec | None:
    """A card file's ``static:`` words that change a limit ("your reserve limit is increased
    by one"), read by the card grammar as a printed passive is (its typed ``limit``)."""
    if "limit" not in key:
        return None
    from scenarios.cards.grammar.reader import NotRead, read_ability

    try:
        passive = read_ability(key[:1].upper() + key[1:] + ".").get("passive", {})
    except NotRead:
        return None
    limit = passive.get("limit") if isinstance(passive, dict) and len(passive) == 1 else None
    return limit_spec(LimitChange.model_validate(limit)) if limit else None


def limit_spec(limit: LimitChange) -> StaticSpec:
    """A zone's limit changed, as the grammar reads it (typed, gram54): ``by`` added to the
    Reserve limit (3.2.10.b) or the Landmark limit (3.2.7.c) of its controller or of every
    player (2.2.12.m)."""
    kind = StaticKind.RESERVE_LIMIT if limit.zone == "reserve" else StaticKind.LANDMARK_LIMIT
    if limit.to is not None:  # "Your Reserve limit is 4": the limit is that number
        return StaticSpec(kind, limit.to, limit.players, sets=True)
    return StaticSpec(kind, limit.by, limit.players)


def played_gains_spec(played: PlayedGains) -> StaticSpec:
    """ "Each Character you play [in my Expedition / in an Expedition that is behind] gains N
    boosts" (5.2.d): the boosts given to every Character its controller plays, entering
    that Expedition (7.5.2 its position, as the grammar typed it)."""
    positions = {
        "ahead": ConditionKind.EXPEDITION_AHEAD,
        "behind": ConditionKind.EXPEDITION_BEHIND,
        "tied": ConditionKind.EXPEDITION_TIED,
    }
    card_type = CardType(played.card_type) if played.card_type != "card" else None
    if played.first_each is not None:  # the first of its controller's turn / Day (4.2.3, 4.1)
        return StaticSpec(
            StaticKind.FIRST_PLAYED_GAINS_BOOSTS,
            played.amount,
            card_type=card_type,
            each_turn=played.first_each == "turn",
            each_day=played.first_each == "day",
        )
    return StaticSpec(
        StaticKind.FIRST_PLAYED_GAINS_BOOSTS,
        played.amount,
        card_type=card_type,
        every=True,
        in_my_expedition=played.into == "my_expedition",
        position=positions.get(played.into or "", ""),
    )


def compile_static(words: str) -> StaticSpec:
    """The :class:`StaticSpec` of a ``static:`` text."""
    spec = static_spec(words)
    if spec is None:
        raise GrantNotExecutable(f"the rule change '{words}' is not applied by the engine yet")
    return spec


_SUPPORT_MAX = re.compile(
    r"^the support abilities of cards in reserve can give them (?:(?P<n>\w+) more counters? "
    r"than|(?P<beyond>counters beyond)) their maximum$"
)
_REGAIN = re.compile(r"^i can gain (?P<s>[a-z]+) even if i (?:was|am) already (?P=s)$")
_STATUS_NAMES = {s: s.capitalize() for s in ("anchored", "asleep", "fleeting")}

_TOUGH_X = re.compile(r"^tough x, where x is the number of (?P<what>.+)$")
_HIGHEST = re.compile(
    r"^the \{v\}, \{m\},? and \{o\} of (?P<who>characters in my expedition|other characters "
    r"you control|characters you control) are equal to their highest statistic$"
)
_HIGHEST_SCOPES = {
    "characters in my expedition": "my_expedition",
    "other characters you control": "my_other_characters",
    "characters you control": "my_characters",
}


def reads_as_static(words: str) -> bool:
    """Whether ``words`` is a ``static:`` text :func:`static_ability` knows the form of
    (a count it cannot make is then reported as not executable)."""
    key = " ".join(words.lower().rstrip(".").split())
    if key == "ignore my abilities during the first day":
        return True
    return static_spec(key) is not None or bool(_HIGHEST.match(key) or _TOUGH_X.match(key))


def static_ability(words: str, text: str, support: bool) -> Ability:
    """The passive ability of a ``static:`` text: a rule changed (:func:`compile_static`),
    "[Tough] X, where X is the number of [...]" — Tough on the bearer whose X is that
    count as the bearer is targeted (7.4.7.b, 7.4.7.c) — or "The {V}, {M} and {O} of
    [Characters] are equal to their highest statistic" (2.3.1.a)."""
    key = " ".join(words.lower().rstrip(".").split())
    if key == "ignore my abilities during the first day":
        # Its other abilities during day 1 (7.3.19.a; it does not ignore itself, 7.3.19.b).
        ignore = IgnoreSpec(IgnoreScope.SELF_FIRST_DAY)
        return Ability(AbilityKind.PASSIVE, text, ignore=ignore, support=support)
    m = _HIGHEST.match(key)
    if m is not None:
        # "The {V}, {M} and {O} of [Characters] are equal to their highest statistic".
        stats = StatModifier(_HIGHEST_SCOPES[m["who"]], highest=True)
        return Ability(AbilityKind.PASSIVE, text, stats=stats, support=support)
    m = _TOUGH_X.match(key)
    if m is not None:
        counted = v.count_of(m["what"])
        if counted is None:
            raise GrantNotExecutable(f"counting '{m['what']}' is not supported by the engine yet")
        grant = Grant(GrantScope.SELF, keyword=Keyword.TOUGH, per=counted)
        return Ability(AbilityKind.PASSIVE, text, grant=grant, support=support)
    spec = compile_static(words)
    if support and spec.kind == StaticKind.ENTERS_PLAY_WITH_COUNTERS:
        # gn: a support ability works only in Reserve (2.2.12.i), never as the card enters play
        said = text.rstrip(".")
        raise GrantNotExecutable(
            f"'{said}' as a support ability is read by hand: it works only in Reserve "
            "(2.2.12.i), not as the card enters play (5.2.d, 6.2.l)"
        )
    return Ability(AbilityKind.PASSIVE, text, static=spec, support=support)


def lost_keyword_grant(keyword: str, support: bool) -> Grant:
    """ "I lose [Defender]": the bearer's keyword taken away — printed, or given by a passive
    ability applied before it (2.3.3.b) — while the ability works (2.3.1.a). Only keywords
    the engine asks of an object in play as it applies them can be lost
    (:data:`keywords_for_a_time.LOSABLE`); a numbered keyword is lost whole (7.4)."""
    from scenarios.cards.keywords_for_a_time import LOSABLE

    word, number = v.keyword_parts(keyword)
    engine_keyword = v.ENGINE_KEYWORDS.get(word)
    if engine_keyword is None or engine_keyword not in LOSABLE or number or support:
        raise GrantNotExecutable(f"a Character losing '{keyword}' is not applied yet")
    return Grant(GrantScope.SELF, keyword=engine_keyword, lost=True)
