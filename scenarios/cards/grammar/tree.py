"""The typed tree: the values the semantic functions build for the parts of an ability
before they become card structures — an object description (2.1, 6.5.b), a player
(1.2.6), a condition (6.5.d) and a sentence's steps (6.1.c)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

ObjectKind = Literal["me", "it", "target", "chosen", "another", "each"]


@dataclass
class Description:
    """What an object description says: "another target Boosted Robot Character you
    control with Hand Cost {3} or less in my Expedition"."""

    types: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    permanent_zone: str = ""
    """ "Landmark Permanent" / "Expedition Permanent": where such a Permanent is (2.2.3)."""
    """ "with Defender", "Gigantic Characters": keyword abilities they have (7.4)."""
    subtypes: list[str] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)
    any_statuses: list[str] = field(default_factory=list)
    all_subtypes: list[str] = field(default_factory=list)
    without_subtypes: list[str] = field(default_factory=list)
    """ "a non-Illusion Character": without these sub-types (2.2.2)."""
    in_target_expedition: bool = False
    """ "Characters in target Expedition": the Expedition is the target (6.5.b)."""
    expedition_controller: str = ""
    alone_in_expedition: bool = False
    """ "with no other Characters in its Expedition": alone there (3.2.4.b)."""
    """ "in target Expedition you control": the player of that Expedition (7.5.5.a)."""
    in_terrain: str = ""
    facing_me: bool = False
    total: dict[str, Any] | None = None
    together: str = ""
    """ "in the same Expedition" / "controlled by the same player" / "with different names":
    several targets that go together (6.5.b; semantics/pairs_and_possessives.py)."""
    hand_cost_min_my_counters: str = ""
    """ "with Hand Cost greater than or equal to my number of Heroism counters" (2.5.c)."""
    hand_cost_max_my_counters: str = ""
    hand_cost_max_from: str = ""
    or_types: list[str] = field(default_factory=list)
    """ "a Robot or Permanent": an object of these types passes without the sub-types."""
    """ "with Hand Cost {X} or less, where X is the number of Characters you control" (the
    engine's ``hand_cost_max_from``: a maximum found as the object is checked, 6.5.b)."""
    """ "with a total Hand Cost {6} or less": of the targets together (6.5.b)."""
    """ "a Character in the Expedition facing me" (1.2.3.c)."""
    """ "a Character in {V}": one of its Expeditions is in that terrain (7.5.8.c)."""
    """ "a Plant Robot": every one of these sub-types (2.2.2)."""
    """ "Fleeting or Asleep": at least one of these (2.4)."""
    non_token: bool = False
    token: bool = False
    names: list[str] = field(default_factory=list)
    """ "Ember Wisp tokens": objects of these names (2.2.b), a set's token card's (2.1.e)."""
    doer_chooses: bool = False
    """ "a card of your choice": the one doing the step chooses it (6.1.g, 6.1.h)."""
    in_it_step: bool = False
    facing_it_step: bool = False
    in_target_characters_expedition: bool = False
    """hc: "in target Character's Expedition": where the Character targeted is (6.5.b)."""
    """hc: "Characters in the Expedition facing it": facing the Expedition "it" (1.2.3.c)."""
    """ "Characters in it": in the Expedition the step before acted on (6.5.b)."""
    or_terrain: str = ""
    """ "in {V} or {O}": the other terrain that passes (7.5.8.b-c)."""
    in_its_expedition: bool = False
    """ "target Character in it": in the Expedition "it" is (6.3.i, 6.5.b)."""
    in_expedition_ahead: bool = False
    """ "in an Expedition that's ahead": in one ahead of the one facing it (7.5.2)."""
    in_expedition_standing: str = ""
    in_expedition_race: dict[str, Any] | None = None
    """ "in an Expedition that is ahead of each opponent's Expedition": in one standing so
    against the Expeditions named (7.5.2.a-c, 7.5.9.a; gram87) — the relation's fields."""
    in_expedition_in_contact: bool = False
    """ "in that Expedition" after "If one of your Expeditions is In Contact": in one of
    yours In Contact (7.5.9.a) — the Expedition the condition introduced (gram58)."""
    each_expedition: str = ""
    """ "in each of your Expeditions" ("yours") / "in each Expedition" ("any"): said of one
    object, one in each Expedition (6.1.g) — not the group in the Expeditions (gram55)."""
    """ "in an Expedition that's behind / tied": in one so standing (7.5.2.b-c)."""
    controller: Literal["you", "opponent"] | None = None
    hand_cost_max: int | None = None
    hand_cost_min: int | None = None
    reserve_cost_max: int | None = None
    reserve_cost_min: int | None = None
    base_cost_max: int | None = None  # "with Base Cost {1} or less" (2.2.9)
    base_cost_min: int | None = None
    in_my_expedition: bool = False
    in_your_reserve: bool = False
    # "that costs {3} or less": a cost said without naming which (2.2.7); read as the Hand
    # Cost only where the object is not in Reserve or played — there what a card costs
    # depends on the zone it is played from (5.1.2.d).
    cost_said: bool = False
    from_your_hand: bool = False
    in_reserve: bool | str = False  # "owner": "in its owner's Reserve" (1.1.3.d)
    in_play_or_reserve: bool = False
    from_hand_or_reserve: bool = False
    """ "from your Hand or Reserve": where a card is played from (5.2.a)."""
    base_stat: int | None = None
    stat_of: str = ""
    """ "with {V} 3 or more": that statistic as it is now (2.2.11.b-c), between these."""
    extreme: tuple[str, str] | None = None  # "with the lowest Hand Cost" (superlatives.py)
    stat_min: int | None = None
    stat_max: int | None = None
    other: bool = False
    from_zone: str = ""
    """ "played from Reserve": where a card is played from ("reserve", "hand")."""
    played: str = ""
    """ "… you play [from your hand]": the cards one plays ("next", "hand")."""
    plural: bool = False
    in_your_other_expedition: bool = False
    owner: Literal["you", "opponent"] | None = None
    """ "you own": the owner (1.1.3.c), whoever controls it (1.1.3.d)."""
    in_play: bool = False
    """ "in play": where a description's objects are by default (2.2.1.h); no filter."""
    in_expeditions: bool = False
    """ "in each Expedition": in the Expedition zone (3.2.4), not in Landmarks (2.2.3)."""
    without_statuses: list[str] = field(default_factory=list)
    """ "with no boosts": not Boosted (2.4.5.a)."""
    without_keywords: list[str] = field(default_factory=list)
    set_keywords: list[str] = field(default_factory=list)
    """ "with [Tether]": a set's own keyword abilities it has (2.2.12.c; keyword_qualifiers.py)."""
    without_set_keywords: list[str] = field(default_factory=list)
    """ "without [Tether]": none of these set keyword abilities had (2.2.12.c)."""
    """ "without Defender", "non-Gigantic": none of these keyword abilities works on it (7.4,
    2.3.1.a; semantics/negated_descriptions.py)."""
    none_of: list[list[tuple[str, Any]]] = field(default_factory=list)
    any_of: list[list[tuple[str, Any]]] = field(default_factory=list)
    your_zones: tuple[str, ...] = ()
    play_places: str = ""
    """ic40: "in your Expeditions or your Reserve", "in play or in your Reserve", "in any
    Expedition or Reserve": a place in play joined to a Reserve / Discard pile, read by
    semantics/place_unions.py only (counts and conditions)."""
    """ic39: "from your Reserve or discard pile": the controller's personal zones said with
    "or" (3.1.2.b), read by semantics/object_unions.py only."""
    """ "a token or a Permanent": descriptions (each its parts) it fits one of (2.2.1)."""
    """ "not in my Expedition", "that isn't a Character", "with Hand Cost other than {3}":
    descriptions (each its parts, all holding) the object fits none of (6.5.b)."""
    boosts_min: int | None = None
    """ "with 2 or more boosts": at least this many boosts (2.5.1)."""
    boosts_max: int | None = None
    """ "with one or fewer boosts": at most this many boosts (2.5.1)."""
    boosts_than: str = ""
    """ "with fewer boosts than a Character you control" / "… more boosts than me": the
    engine's ``boosts_than``, "fewer" or "more" and whose, "me" / "you" / "opponent" (2.5.1;
    semantics/compared_boosts.py)."""
    parity: str = ""
    """ "with an even Hand Cost", "with an odd number of boosts": the engine's ``parity``,
    "even" / "odd" and of what (2.2.7, 2.2.8, 2.2.11, 2.5.1; semantics/compared_likeness.py)."""
    as_me: str = ""
    stat_than: str = ""
    """ic: "with a lower Hand Cost than it", "with greater {V} than me": the engine's
    ``stat_than`` — direction, cost or statistic, whose (2.2.7, 2.2.8, 2.2.11; 2.1.h;
    semantics/compared_stats.py)."""
    """ "with the same name as me", "that shares a sub-type with me": the engine's ``as_me``
    (2.2.b, 2.2.2, 2.2.7, 2.2.8; semantics/compared_likeness.py)."""
    hand_cost_max_x: bool = False
    """ "with Hand Cost X or less", X said after the step ("…, where X is …")."""
    hand_cost_max_count: str = ""
    """ "whose Hand Cost is less than / at most the number of [objects]": what is counted,
    in the words "for each" takes, as the object is checked (2.2.7, 6.5.i)."""
    hand_cost_max_plus: int = 0
    """Added to that count: -1 for "less than" (a cost is a whole number, 2.2.7.a)."""
    from_opponents_reserve: bool = False
    """ "target card from an opponent's Reserve" said with where it goes ("… at the bottom
    of its owner's deck"): its place kept apart from the destination's words (3.2.10)."""
    from_discard_pile: str = ""
    """ "target card from any / an opponent's / your Discard pile" said with where it goes
    ("… on top of its owner's deck"): the pile's words kept apart from the destination's
    (3.2.3.a; g4, semantics/discard_pile_places.py)."""
    in_its_own: bool = False
    """ "in its Expedition": in the Expedition of the object "it" names (6.3.i, 3.2.4.b)."""
    counter: str = ""
    """ "with an Ember counter", "without Kelon counters": the counters of this name
    (2.5.a) it has between ``counters_min`` and ``counters_max``."""
    counters_min: int | None = None
    counters_max: int | None = None
    in_your_expedition: str = ""
    """ "in your Hero / Companion Expedition": the controller's of that kind (7.2.3.a)."""
    of_target_player: bool = False
    """ "controlled by target player": a target player's objects (6.5.b)."""
    in_target_players_reserve: bool = False
    """gx: "in target opponent's Reserve": the Reserve of the opponent targeted (3.2.10)."""
    counted_only: str = ""
    """Words only a count reads ("in your hand", "Mana Orb"): an object phrase with them
    is refused."""
    words: str = ""
    """The description as printed, lower case ("boosted tokens you control"): a passive
    ability's group is kept in words (``grant.to``, ``cost.applies_to``)."""


@dataclass
class Object:
    """An object phrase: how it is designated (``kind``) and its description."""

    kind: ObjectKind
    description: Description = field(default_factory=Description)
    another: bool = False
    up_to: int = 0
    words: str = ""
    any_number: bool = False  # "any number of [objects]": none to all of them (6.5.i)
    plural: bool = False  # "them" / "they": what a step before acted on, several (6.5.b)
    count: int = 0  # "two target Characters": exactly this many different targets (6.5.b)
    and_me: bool = False  # "[object] and I each [step]": the step said of me too (gram109)
    joined: Object | None = None  # g2: "[target] and [another] target [object]" (6.5.b)
    refers: str = ""
    """A reference back said with a noun ("that landmark", "those characters"): its noun,
    lower case, checked against what it names (grammar/references.py)."""


@dataclass(frozen=True)
class Condition:
    """A condition's words as printed (lower case) and whether it is said negated ("you
    don't control …"): the card structures evaluate condition texts (6.5.d)."""

    text: str
    negated: bool = False
    one_of_several: bool = False
    """ "If one [of them] is …": said of one of several objects a step chose, as "it" —
    read only before "… instead" (gram58); anywhere else which one is not said."""
    of_them: str = ""
    """ "one of them is …" as printed: outside "… instead", said of the objects the step
    before acted on — at least one of them fits (6.5.b, 6.5.d; them_conditions.py), as
    "either of them is …" (review34)."""

    def card_text(self, unless: bool = False) -> str:
        """The ``if:`` text of the card structures: "unless [c]" negates (6.5.d)."""
        if self.one_of_several and self.of_them:
            return f"unless {self.of_them}" if unless != self.negated else self.of_them
        if self.one_of_several:
            from scenarios.cards.grammar.parser import NotRead

            raise NotRead(
                "one",
                "'if one …' here does not say which of the objects chosen the step acts on",
                "one_in_terrain_cond",
            )
        return f"unless {self.text}" if unless != self.negated else self.text


@dataclass
class Sentence:
    """One sentence of an effect: its steps and how it joins the ones before it."""

    steps: list[dict[str, Any]]
    join: Literal[
        "",
        "if_you_do",
        "if_you_dont",
        "if_you_cant",
        "otherwise",
        "outcome",
        "only_if",
        "removed",
        "target_limit",
        "cost_restated",
    ] = ""
    rule: str = ""
    otherwise: list[dict[str, Any]] = field(default_factory=list)
    """ "If you do, [X], otherwise [Y]" (gram55): Y, the decision's other branch (6.5.e)."""


def described(obj: Object, **changes: Any) -> Object:
    """A copy of ``obj`` whose description has ``changes`` ("counted_only": "" once the
    words it held are read): the parsed description itself is left as it was, so a phrase
    read twice (a rule tried, then another) reads the same words both times."""
    return replace(obj, description=replace(obj.description, **changes))
