"""Static passive abilities that change a rule of the game for their controller, as data.

A passive ability (2.2.12.m) with a :class:`StaticSpec` states an exception to a rule —
the reserve limit (3.2.10.b) and what counts towards it at Clean-up (4.2.5.c), playing
exhausted cards from Reserve (2.4.6.d), what prevents an Expedition from moving forward
(7.4.2.b), whether a card can be played (1.4.1.a) — or adds to how a card is played
(5.2.d). The engine reads these where the rule applies (``engine.pipeline.statics``); the
ability's own ``condition`` ("If my Expedition is behind, ...") must hold too (2.3.2.f).
"""

from __future__ import annotations

from typing import Final

from engine.state.enums import CardType, Terrain
from engine.state.records import record


class StaticKind:
    """What a static passive ability changes (plain strings, so they serialise)."""

    # "Your Reserve limit is increased by one" / "All Reserve limits are reduced by one":
    # ``amount`` added to the reserve limit of its controller (``players: "you"``) or of
    # every player (``"all"``) (3.2.10.b, 4.2.5.c).
    RESERVE_LIMIT: Final = "reserve_limit"
    # "Your Landmark limit is increased by one": ``amount`` added to the landmark limit of
    # its controller or of every player (3.2.7.c, 4.2.5.c), as RESERVE_LIMIT.
    LANDMARK_LIMIT: Final = "landmark_limit"
    # "I don't count towards your Reserve limit": the bearer is neither counted nor chosen
    # at Clean-up, and stays (4.2.5.c).
    NOT_COUNTED_IN_RESERVE: Final = "not_counted_in_reserve"
    # "You may play exhausted cards from your Reserve": an exception to 2.4.6.c (2.4.6.d)
    # for its controller's cards of ``card_type`` (any type when None) — with
    # ``in_my_expedition``, only into the bearer's Expedition(s).
    PLAY_EXHAUSTED_FROM_RESERVE: Final = "play_exhausted_from_reserve"
    # "[Defender] Characters don't prevent my Expedition from moving forward" (7.4.2.b).
    DEFENDERS_DONT_PREVENT: Final = "defenders_dont_prevent"
    # "I can't be played [if ...]": can't beats can (1.4.1.a); works from Hand and Reserve.
    CANT_BE_PLAYED: Final = "cant_be_played"
    # "The first Character you play each Afternoon gains 1 boost": the first card of
    # ``card_type`` its controller plays each Afternoon gains ``amount`` boosts, by an
    # Emblem-Reaction created during its resolution (5.2.d).
    FIRST_PLAYED_GAINS_BOOSTS: Final = "first_played_gains_boosts"
    # "Exhausted Characters in Reserve remain exhausted during Morning": readying them is
    # impossible during Morning (1.4.1.a) — Prepare (4.2.1.c) leaves them exhausted.
    STAY_EXHAUSTED_IN_MORNING: Final = "stay_exhausted_in_morning"
    # "You may keep one more card in Reserve during Night if it's exhausted": at Clean-up,
    # after choosing up to the reserve limit, its controller may keep one exhausted card
    # more (4.2.5.c).
    KEEP_ONE_MORE_EXHAUSTED: Final = "keep_one_more_exhausted"
    # "If an Expedition facing me is in {O}, it can't move forward during Dusk except due
    # to {O}": at Progress only ``terrain`` is compared for it (4.2.4.b); other moves
    # forward during Dusk are impossible for it (1.4.1.a).
    FACING_ONLY_DUE_TO: Final = "facing_only_due_to"
    # "All regions are {O} and lose their other terrains" (``players: "all"``), "My region
    # and the region of the Expedition facing me are {V} and lose their other terrains":
    # those regions have ``terrain`` only, applied in timestamp order with the other region
    # passives, after the Terrain Markers (3.2.1.e, 2.3.3.b).
    REGIONS_ARE: Final = "regions_are"
    # "I begin the game with 5 Heroism counters": a Hero with ``amount`` ``counter``
    # counters from the moment it is placed in the Hero zone (2.5.e).
    BEGINS_WITH_COUNTERS: Final = "begins_with_counters"
    # "I enter play with 2 Wisdom counters" / "… with two boosts" (gn): the bearer, entering
    # play (7.3.10.a), has ``amount`` ``counter`` counters ("boost": boosts, 2.5.1.a) — given
    # by an Emblem-Reaction created during its resolution when it is played (5.2.d), by its
    # own modifier of how it enters the zone otherwise (6.2.l, 6.2.c).
    ENTERS_PLAY_WITH_COUNTERS: Final = "enters_play_with_counters"
    # "During Morning, draw only one card. Then, put the top card of your deck in your Mana
    # zone instead of a card from your hand": its controller draws one card at Draw
    # (4.2.1.d) and, at Expand, may put the top card of their Deck in their Mana zone
    # instead of a card from their Hand (4.2.1.e) — replacing what the daily effects do
    # (6.2.b).
    MORNING_DRAW_ONE_EXPAND_FROM_DECK: Final = "morning_draw_one_expand_from_deck"
    # "I can gain [[Fleeting]] even if I was already [[Fleeting]]": the bearer can gain
    # ``counter`` (a status name here) while it has it — nothing changes, but the gain can be
    # modified and can trigger Reactions (2.4.1.g, an exception to 2.4.1.f).
    CAN_REGAIN_STATUS: Final = "can_regain_status"
    # "I can gain statuses I already have" (2.4.1.g in general): ``counter`` ANY_STATUS.
    # "The Support abilities of cards in Reserve can give them 1 more counter than their
    # maximum" (``amount`` 1) / "... counters beyond their maximum" (``amount`` -1: no
    # maximum): an "up to a max of N" of a support ability giving its own card counters
    # (2.2.12.d) allows N + ``amount`` (2.2.12.m).
    SUPPORT_MAX_MORE: Final = "support_max_more"


@record
class StaticSpec:
    """One static passive ability: its kind and, depending on the kind, an amount, whose
    rule it changes and which cards it concerns."""

    kind: str
    amount: int = 0
    players: str = "you"  # "you" (its controller), "all" or (of a limit) "opponents"
    card_type: CardType | None = None
    in_my_expedition: bool = False  # "... in my Expedition": played into the bearer's
    terrain: Terrain | None = None  # of FACING_ONLY_DUE_TO
    counter: str = ""  # of BEGINS_WITH_COUNTERS: the counters' name (2.5.c)
    each_turn: bool = False  # of FIRST_PLAYED_GAINS_BOOSTS: the first of each turn (4.2.3)
    each_day: bool = False  # of FIRST_PLAYED_GAINS_BOOSTS: the first of each Day (4.1)
    sets: bool = False  # of RESERVE_LIMIT / LANDMARK_LIMIT: the limit is ``amount``
    # of FIRST_PLAYED_GAINS_BOOSTS: every card of the kind played, not only the first ("Each
    # Character you play gains 1 boost"), into an Expedition in this ``position`` (an
    # EXPEDITION_AHEAD / _BEHIND / _TIED condition kind, 7.5.2) when given
    every: bool = False
    position: str = ""


ANY_STATUS: Final = "any"
"""The ``counter`` of a CAN_REGAIN_STATUS rule change that covers every status (2.4.1.g)."""
