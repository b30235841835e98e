"""The card file format's effect models (pydantic, strict): one step of an effect (6.1.c),
its filters (6.5.b, 6.1.g), modes (6.5.g), die outcomes (7.3.33.b), tokens (7.3.5.b) and
ongoing effects (2.2.2.m), with the field validators the whole format shares.

Split from :mod:`scenarios.cards.models`, which re-exports every name and rebuilds these
models once :class:`~scenarios.cards.models.AbilityModel` (a token's abilities) exists.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Annotated, Literal, get_args

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)

from engine import Status, Terrain
from scenarios.cards import vocabulary as v
from scenarios.cards.card_words import unknown_subtype
from scenarios.cards.count_words import CountedCondition
from scenarios.cards.step_extras import FilterExtras, StepExtras
from scenarios.limits import MAX_TOKENS_AT_ONCE
from scenarios.yamlio import suggest

if TYPE_CHECKING:
    from scenarios.cards.models import AbilityModel


class Strict(BaseModel):
    """Base of every file model: unknown fields are errors. Each model's validator is built
    on first use (``defer_build``), not when its module is imported: the Sandbox's first
    appearance imports the engine, which imports these models, and reads no card file (the
    card library is read, and the validators built, in the background)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


def _action(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("an action is a name such as 'exhaust' or 'exhausted resupply'")
    return v.action_name(value)


def _subject(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("a subject is a name such as 'self' or 'target_character'")
    return v.subject_name(value)


def _status(value: object) -> Status:
    if isinstance(value, Status):
        return value
    if not isinstance(value, str):
        raise ValueError("a status is a name such as 'Fleeting'")
    return v.status_value(value)


def _trigger(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError("a trigger is a name such as 'enters_play' or 'at_noon'")
    return v.trigger_name(value)


def _terrain(value: object) -> Terrain:
    if isinstance(value, Terrain):
        return value
    word = v.normalise(value) if isinstance(value, str) else ""
    if word not in {t.value for t in Terrain}:
        raise ValueError(f"unknown terrain {value!r}; one of forest, mountain, water")
    return Terrain(word)


ActionName = Annotated[str, BeforeValidator(_action)]
SubjectName = Annotated[str, BeforeValidator(_subject)]
StatusName = Annotated[Status, BeforeValidator(_status)]
TriggerName = Annotated[str, BeforeValidator(_trigger)]
TerrainName = Annotated[Terrain, BeforeValidator(_terrain)]

_TOKEN = re.compile(
    r"^(?P<name>[^\d/]+?)\s+(?P<f>\d+)/(?P<m>\d+)/(?P<w>\d+)(?:\s+(?P<subtypes>[A-Za-z ,]+?))?"
    r"(?:\s+tokens?)?\s*$"
)


def _template_subtypes(text: str) -> tuple[str, ...]:
    """The sub-types a token template prints after its statistics ("Soldier", "Apprentice,
    Soldier", a new set's "Sea Dog"): at each word the longest run of up to three words that
    is a Character sub-type in force (2.2.2.d and the imported cards' own, a name of several
    words being one sub-type), else the word alone — refused by the caller if unknown."""
    words = [w for w in re.split(r"[,\s]+", text) if w]
    found: list[str] = []
    i = 0
    while i < len(words):
        for n in (3, 2, 1):
            name = " ".join(words[i : i + n])
            if n == 1 or (i + n <= len(words) and name in v.CHARACTER_SUBTYPES):
                found.append(name)
                i += n
                break
    return tuple(found)


class TokenTemplate(Strict):
    """``"Ordis Recruit 1/1/1 Soldier"``: name, statistics, sub-types (7.3.5.b)."""

    name: str
    forest: int
    mountain: int
    water: int
    subtypes: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> TokenTemplate:
        m = _TOKEN.match(text)
        if m is None:
            raise ValueError(
                f"malformed token template {text!r}: expected 'Name x/y/z Sub-types', "
                "e.g. 'Ordis Recruit 1/1/1 Soldier'"
            )
        subtypes = _template_subtypes(m.group("subtypes") or "")
        for s in subtypes:
            if s not in v.CHARACTER_SUBTYPES:
                raise ValueError(
                    f"malformed token template {text!r}: unknown Character sub-type {s!r}"
                    f"{unknown_subtype(s, v.CHARACTER_SUBTYPES)}"
                )
        return cls(
            name=m.group("name").strip(),
            forest=int(m.group("f")),
            mountain=int(m.group("m")),
            water=int(m.group("w")),
            subtypes=subtypes,
        )


class NextPlayedModel(Strict):
    """ "The next [card type] you play this turn [gains/loses a status | gains N boosts |
    costs N less]" — the passive ability of an Emblem-Ongoing (5.2.d, 2.2.15.c)."""

    card_type: Literal["card", "Character", "Permanent", "Spell"] = "card"
    gain_status: StatusName | None = None
    lose_status: StatusName | None = None
    boosts: int = 0
    cost_change: int = 0
    # "The next Plant you play", "... with Hand Cost {3} or less": which cards it applies to
    filter: FilterModel | None = None
    played_from: Literal["hand", "reserve"] | None = None  # "... you play from your hand"
    # "... activates its {R} abilities (as if it had been played from Reserve)" (7.3.1.b)
    activates: Literal["played_from_reserve", "played_from_hand", "enters_play"] | None = None
    free: bool = False  # "The next Spell you play this turn is free" (7.3.26.a)
    into_terrain: TerrainName | None = None  # "The next Character you play in {V}"
    # "... is free. If you play it from your hand, it loses Fleeting": the status change only
    # for a card played from there (5.1.2.d)
    changes_from: Literal["hand", "reserve"] | None = None
    # gh: "The next two Characters you play this turn ...": that many cards (2.2.15.c)
    count: int = Field(default=1, ge=1, le=5)
    # gh: "Choose a Character in your Reserve. You may play it this turn for {1} less": the
    # step's objects only, bound to the Emblem as it is created (1.4.1.a)
    listed: bool = False

    @model_validator(mode="after")
    def _something(self) -> NextPlayedModel:
        changes = self.gain_status or self.lose_status or self.boosts or self.cost_change
        if not (changes or self.activates or self.free):
            raise ValueError(
                "next_played needs gain_status, lose_status, boosts, cost_change or activates"
            )
        return self


class OngoingCostModel(Strict):
    """ "Your Spells cost {1} more this turn": a cost alteration (5.1.2.f) the
    Emblem-Ongoing has for its duration (2.2.15.a); ``applies_to`` in the words of a
    passive's (``CostChange``)."""

    change: int
    applies_to: str


CantBeAction = Literal[
    "sacrifice",
    "exhaust",
    "ready",
    "discard",
    "gain_boosts",
    "gain_counters",
    "gain_anchored",
    "gain_asleep",
    "gain_fleeting",
    "gain_status",
    "go_to_reserve",
    "switch_expeditions",  # "can't switch Expeditions" (7.3.39.a; g5)
    "target",
    "target_by_opponent",
    "target_by_spell",
    "target_by_opponents_spell",
    # "… can't be [verb] by your opponents' effects": done by an opponent's effect (6.2.h)
    "sacrifice_by_opponent",
    "exhaust_by_opponent",
    "ready_by_opponent",
    "discard_by_opponent",
    "go_to_reserve_by_opponent",
    "gain_boosts_by_opponent",
    "gain_status_by_opponent",
]
"""An atomic action a "can't" may name (1.4.1.a): the card format's one list of them."""
CANT_BE_ACTIONS = frozenset(get_args(CantBeAction))
"""The atomic actions a "can't" for a time may name (those of a passive's ``cant_be``)."""


class OngoingModel(Strict):
    """An effect's Emblem-Ongoing (2.2.2.m): a passive or "[steps] after Rest", for a duration."""

    # "until it leaves play": for a keyword gained (2.2.15.c; over as it leaves play, 2.1.d)
    # "until the next Noon" / "until your next turn": end points the event defines
    # (2.2.15.c; over as that phase next begins, 4.2.a, or as its controller takes their
    # next turn, 4.2.3.d; "while I'm in play": as the source leaves play, 2.1.d)
    duration: Literal[
        "this turn",
        "this Afternoon",
        "this Day",
        "until it leaves play",
        "until the next Morning",
        "until the next Noon",
        "until the next Afternoon",
        "until the next Dusk",
        "until the next Night",
        "until your next turn",
        "while I'm in play",
        # g1: over as its controller's next turn ends (2.2.15.c, 4.2.3.e); a delayed step's
        # Emblem lasting until its moment has come, the next one (4.2.b Remark)
        "until the end of your next turn",
        "until its moment",
        # gj: the opponent's next turn (1.2.1.b), as it begins (4.2.3.d) or ends (4.2.3.e)
        "until your opponent's next turn",
        "until the end of your opponent's next turn",
    ]
    cant: str | None = None
    next_played: NextPlayedModel | None = None
    after_rest: tuple[StepModel, ...] = ()  # "[Sabotage] after Rest" (4.2.d Remark)
    # "At the start of the next Dusk / At the end of the Afternoon, [steps]": done by the
    # Emblem's Reaction then (4.2.b, 4.2.3.e); "it" in them: the ongoing step's objects
    # g1: any phase ("At the next Noon", the next Day's, 4.2.a) and "end of your next turn"
    at: (
        Literal[
            "Morning",
            "Noon",
            "Afternoon",
            "Dusk",
            "Night",
            "end of the Afternoon",
            "end of the turn",
            "end of your next turn",
            # gr: a new turn's start, the Emblem's controller's or their opponent's (4.2.3.e)
            "start of your next turn",
            "start of your opponent's next turn",
        ]
        | None
    ) = None
    delayed: tuple[StepModel, ...] = ()
    # "gains [Tough 1] this turn": granted to the step's objects (brackets as printed or not)
    keyword: Annotated[str | None, BeforeValidator(v.plain_keyword)] = None
    cost: OngoingCostModel | None = None  # "Your Spells cost {1} more this turn" (5.1.2.f)
    # "loses [Defender] this turn": taken away from the step's objects for the duration
    lose_keyword: Annotated[str | None, BeforeValidator(v.plain_keyword)] = None
    # "Target Character can't be sacrificed / can't gain Asleep this turn": the atomic
    # actions (as a passive's ``cant_be`` names them) impossible on the step's objects
    cant_be: tuple[str, ...] | None = None
    # "Target Character loses all its abilities this turn" (an ``ignore`` step's only): its
    # Emblem-Ongoing removes the objects' abilities for the duration (2.3.2.d), not merely
    # ignores them (7.3.19.b)
    lose_abilities: bool = False
    # "Target Character loses [Tether] this turn" (with ``lose_abilities``): only the abilities
    # read from that set keyword's reminder are lost (2.2.12.c, 2.3.2.d)
    lose_set_keyword: str = ""
    # 'Target Character gains "{T} : Draw a card." this turn': abilities given to the step's
    # objects for the duration (2.3.1.a, 2.2.15.a), each as a card's ability is written
    abilities: tuple[AbilityModel, ...] = ()

    @field_validator("cant_be")
    @classmethod
    def _known_actions(cls, value: tuple[str, ...] | None) -> tuple[str, ...] | None:
        unknown = [a for a in value or () if a not in CANT_BE_ACTIONS]
        if value is not None and (unknown or not value):
            raise ValueError(f"'cant_be' names actions among {sorted(CANT_BE_ACTIONS)}")
        return value

    @model_validator(mode="after")
    def _one(self) -> OngoingModel:
        if self.parts() > 1:
            raise ValueError(
                "an ongoing effect has exactly one of: cant, next_played, after_rest, delayed, "
                "keyword, cost, lose_keyword, cant_be, abilities"
            )
        if (self.at is None) != (not self.delayed):
            raise ValueError("'at' and 'delayed' go together: the moment and its steps")
        if self.lose_set_keyword and not self.lose_abilities:
            raise ValueError("'lose_set_keyword' says which abilities 'lose_abilities' loses")
        if self.duration == "until it leaves play" and self.keyword is None and not self.abilities:
            # ie40: a set keyword gained with no time said gives its definition (2.1.d)
            raise ValueError("'until it leaves play' is read for a keyword or ability gained only")
        return self

    def parts(self) -> int:
        """How many of its passive's descriptions it gives: one, or none for an
        ``ignore`` step, whose Emblem-Ongoing ignores the step's objects' abilities for the
        duration (7.3.19.a)."""
        parts = (
            self.cant,
            self.next_played,
            self.after_rest or None,
            self.delayed or None,
            self.keyword,
            self.cost,
            self.lose_keyword,
            self.cant_be,
            self.abilities or None,
        )
        return sum(p is not None for p in parts)


class FilterModel(FilterExtras, Strict):
    """What a target, choice or group is narrowed to (6.5.b, 6.1.g): "target Character
    with Hand Cost 3 or less" is ``{hand_cost_max: 3}``, "another [[Boosted]] Character
    you control" ``{another: true, statuses: [Boosted], controller: you}``."""

    hand_cost_max: int | None = None
    hand_cost_min: int | None = None
    reserve_cost_max: int | None = None  # "with Reserve Cost {3} or less" (2.2.8)
    reserve_cost_min: int | None = None
    base_cost_max: int | None = None  # "with Base Cost {1} or less" (2.2.9)
    base_cost_min: int | None = None
    # "decider": "[…] they control" after "Target opponent may …" — the player who decided
    # the step this one follows, bound as it happens (engine.steps.outcome.following)
    controller: Literal["you", "opponent", "decider"] | None = None
    statuses: tuple[StatusName, ...] = ()
    without: tuple[StatusName, ...] = ()
    subtypes: tuple[str, ...] = ()
    types: tuple[Literal["Character", "Permanent", "Spell", "Hero"], ...] = ()
    another: bool = False
    in_my_expedition: bool = False
    only_me: bool = False
    base_stat: int | None = None
    any_statuses: tuple[StatusName, ...] = ()  # at least one of them ("A, B or C")
    non_token: bool = False  # "a non-token Character" (2.1.e)
    in_your_reserve: bool = False  # "a Character in your Reserve"
    # ic39: "from your hand or Reserve", "from your Reserve or discard pile" (3.1.2.b)
    in_your_zones: tuple[Literal["hand", "reserve", "discard"], ...] = ()
    without_subtypes: tuple[str, ...] = ()  # "a non-Illusion Character"
    # "not in my Expedition", "that isn't a Character": descriptions it fits none of (6.5.b)
    none_of: tuple[FilterModel, ...] = ()
    # "a token or a Permanent": descriptions it fits at least one of (2.2.1; gram79)
    any_of: tuple[FilterModel, ...] = ()

    @field_validator("subtypes", "without_subtypes")
    @classmethod
    def _subtypes(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        known = v.CHARACTER_SUBTYPES | v.PERMANENT_SUBTYPES | v.SPELL_SUBTYPES
        for s in value:
            if s not in known:
                raise ValueError(f"unknown sub-type {s!r}{unknown_subtype(s, known)}")
        return value


class DieOutcomeModel(Strict):
    """ "On a [low]-[high], [effect]" after "Roll a die" (7.3.33.b); "On a 4+" is 4 to 6."""

    low: int = Field(ge=1, le=6)
    high: int = Field(ge=1, le=6)
    effect: tuple[StepModel, ...] = Field(min_length=1)


class CountOutcomeModel(Strict):
    """ "● 1-4: [effect]", "● 9+: [effect]" after "Then, depending on the number of boosts
    removed this way:" — ``high`` none: that many or more (6.5.d)."""

    low: int = Field(ge=0)
    high: int | None = Field(default=None, ge=0)
    effect: tuple[StepModel, ...] = Field(min_length=1)


class ModeModel(Strict):
    """One mode of a modal step, a line starting with ● (6.5.g): its text and its steps."""

    text: str = ""
    effect: tuple[StepModel, ...] = Field(min_length=1)


class StepModel(StepExtras, Strict):
    """One step of an effect (6.1.c): a keyword action on a subject. ``action: choose``
    with ``modes`` is a modal step "Choose X: ● ... ● ..." (6.5.g)."""

    action: ActionName
    subject: SubjectName | None = None
    amount: int | Literal["X"] = 1
    status: StatusName | None = None
    counter: str = ""
    to: str | None = None
    # ``to`` is named as its owner's zone ("to its owner's hand", "in their owners' Reserve"):
    # the owner's by ownership (1.1.3.d), not a move redirected there (1.4.3.a)
    to_owner: bool = False
    position: Literal["top", "bottom"] | Annotated[int, Field(ge=1, le=99)] | None = None
    # "Create a [name] token" whose token card is a Landmark Permanent (2.2.1.d): ``token``
    # is then its name alone, ``token_subtypes`` its token card's sub-types (2.2.2.j), and
    # it joins the creator's Landmarks (``subject: your_landmarks``, 2.2.3.e). An Expedition
    # Permanent token card's (2.2.3.d) joins the Expedition said, as a Character token does.
    token_type: Literal["Character", "Landmark Permanent", "Expedition Permanent"] = "Character"
    token_subtypes: tuple[str, ...] = ()
    token: str | None = None
    token_abilities: tuple[AbilityModel | str, ...] = ()
    # Its token card's keyword abilities ("Defender", "Tough 1"; 2.1.e, 7.4).
    token_keywords: tuple[str, ...] = ()
    # Its token card's abilities the engine does not execute, as printed: the token has
    # them, resolved by hand (2.1.e; compiled to ``TokenSpec.by_hand``).
    token_by_hand: tuple[str, ...] = ()
    may: bool = False
    times: int | Literal["X"] = 1
    condition: CountedCondition | None = Field(default=None, alias="if")
    otherwise: tuple[StepModel, ...] = ()
    do: StepModel | None = None
    cost_change: int | None = None
    trigger: TriggerName | None = None
    ongoing: OngoingModel | None = None
    other: SubjectName | None = Field(default=None, alias="with")
    then: tuple[StepModel, ...] = ()
    pay: int = 0
    # "You may pay {N} to [X]. If you do, [Y]": {N} pays for X alone (6.1.d); Y follows X
    # being done (6.5.f) — not "pay {N} and [X] to [Y]", one cost paying for Y
    pays_for_step: bool = False
    unless_paid: int = 0  # "[step] unless its controller pays {N}" (6.5.d)
    # "[X on target]. If it's …, [Y on it] instead": on the object X chose (6.2.b, 6.5.d)
    chosen_instead: tuple[StepModel, ...] = ()
    # "Send target Character to Reserve unless it has [[Tough]]", "Exhaust each Character
    # unless it's a Plant": the condition judged of each object the step acts on once it is
    # chosen or found, "it" that object; the step is ignored for the others (6.5.d, 6.1.e)
    object_if: CountedCondition | None = None
    amounts: tuple[int, ...] = ()
    up_to: int = 0
    terrains: tuple[TerrainName, ...] = ()
    region: SubjectName | None = None
    modes: tuple[ModeModel, ...] = ()  # "Choose X:" followed by ● lines (6.5.g)
    choose: int = Field(default=1, ge=1)  # X: how many modes are chosen
    repeat_modes: bool = False  # "the same mode may be chosen more than once"
    filter: FilterModel | None = None  # narrows a target, choice or group (6.5.b, 6.1.g)
    # gf: "For each Permanent you control, create a [token] in its Expedition": the step
    # done once per object of this group ("it": those the step before acted on), "it" and
    # "its" in it being that object each time, one after the other (6.5.i)
    for_each: SubjectName | None = None
    for_each_filter: FilterModel | None = None
    max_total: int = Field(default=0, ge=0)  # "up to a max of N" boosts or counters in all
    outcomes: tuple[DieOutcomeModel, ...] = ()  # "Roll a die. On a 4+, ..." (7.3.33.b)
    # "Roll two dice and choose one result": N dice, one result kept (7.3.33.c); 0: one die
    dice_count: int = Field(default=0, ge=0)
    per: str | None = None  # "1 boost per Character you control": amount times that count
    all_counters: bool = False  # "Remove all boosts from ...": every one of them (2.5.g)
    # Of ``all_counters`` (2.5.g, 6.5.i): "loses all but N of its boosts" keeps N on each
    # object; "loses half of its boosts, rounded up / down" removes half of each one's.
    kept: int = Field(default=0, ge=0)
    halved: Literal["", "up", "down"] = ""
    # "Then, depending on the number of boosts removed this way: ● 1-4: ..." (6.5.d)
    removed_outcomes: tuple[CountOutcomeModel, ...] = ()
    if_cant: tuple[StepModel, ...] = ()  # "If you can't, [Y]": when nothing could be done
    # with "may": what happens when the step is declined or nothing of it is done (6.5.c)
    if_not_done: tuple[StepModel, ...] = ()
    # with "if": the steps after this one the same condition governs, evaluated once ("If
    # [c]: X. Then, Y." — a Unique's colon over several steps, 6.5.d, 6.5.e, 6.1.c)
    also: tuple[StepModel, ...] = ()
    # "You may exhaust me and spend 3 of my Arcane counters to [X]": the other parts of this
    # step's cost, each on "me" (6.4.a: one step; 6.4.c: payable in full or not paid)
    cost_with: tuple[StepModel, ...] = ()
    # "You may exhaust me and spend 2 of my boosts. If you do, [Z]": the same parts, printed
    # with "If you do" — Z depends on their being done (6.5.f), no "to" makes them Z's cost
    said_if_you_do: bool = False
    # "You may [X] to [Y]": X is a cost, paid in full or not at all (1.2.5.c) — not "You may
    # [X]. If you do, [Y]", a step like any other (6.5.f)
    to_pay: bool = False
    # hb: "Spend 2 Kelon counters from a card you control to [Y]" with no "you may": a cost a
    # player is never forced to pay (1.2.5.b, 6.4.b) — asked as "to_pay" is, by that rule
    never_forced: bool = False
    ready_orb: bool = False  # "in your Mana zone as a ready Mana Orb": it enters ready
    # "Roll a die. When you roll a 1-3 this way — [X]": Reactions to this roll (6.3.h)
    roll_reactions: tuple[DieOutcomeModel, ...] = ()
    # "Reveal the top card of your deck.  When you reveal a card this way — [X]": X, an
    # Emblem-Reaction per card this reveal step revealed, "it" that card (6.3.h, 6.3.i).
    reveal_reactions: tuple[StepModel, ...] = ()
    opponent_targets: bool = False  # "That opponent targets ...": they choose the target
    # "Exchange target Character with a Character in your Reserve": what the second object
    # (``with``) is narrowed to, ``filter`` narrowing the first (7.3.12.a)
    with_filter: FilterModel | None = None
    text: str = ""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    @field_validator("token")
    @classmethod
    def _token(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is not None and info.data.get("token_type") == "Character":
            TokenTemplate.parse(value)
        return value

    @field_validator("token_keywords", mode="before")
    @classmethod
    def _plain_token_keywords(cls, value: object) -> object:
        if isinstance(value, (list, tuple)):
            return tuple(v.plain_keyword(k) for k in value)
        return value

    @field_validator("token_keywords")
    @classmethod
    def _token_keywords(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for k in value:
            v.keyword_parts(k)  # an unknown keyword is an error in the file
        return value

    @field_validator("to")
    @classmethod
    def _to(cls, value: str | None) -> str | None:
        if value is None:
            return None
        word = v.normalise(value)
        if word not in v.ZONE_WORDS:
            raise ValueError(f"unknown zone {value!r}{suggest(word, v.ZONE_WORDS)}")
        return word

    @model_validator(mode="after")
    def _coherent(self) -> StepModel:
        if self.action in v.TOKEN_ACTIONS and self.token is None:
            raise ValueError(
                f"'{self.action}' needs a token template ('token: Name x/y/z Sub-types')"
            )
        if (
            self.action in v.TOKEN_ACTIONS
            and isinstance(self.amount, int)
            and not 0 <= self.amount <= MAX_TOKENS_AT_ONCE
        ):
            raise ValueError(f"a card creates at most {MAX_TOKENS_AT_ONCE} tokens at once")
        if self.token is not None and self.action not in v.TOKEN_ACTIONS:
            raise ValueError("only 'create' and 'receive_token' take a token template")
        duration_only = self.action in ("ignore", "take_control")  # 7.3.19.a, 7.3.40
        if self.ongoing is not None and self.ongoing.lose_abilities and self.action != "ignore":
            raise ValueError("'lose_abilities' is an 'ignore' step's ongoing only (2.3.2.d)")
        if self.ongoing is not None and (self.ongoing.parts() == 0) != duration_only:
            raise ValueError(
                "an 'ignore' step's ongoing gives only its duration (7.3.19.a), as a "
                "'take_control' step's does (7.3.40); any other ongoing effect has exactly one "
                "of: cant, next_played, after_rest, keyword"
            )
        all_statuses = self.action == "lose_status" and self.all_statuses  # 7.3.21.a
        if (
            self.action in ("gain_status", "lose_status")
            and self.status is None
            and not all_statuses
        ):
            raise ValueError(f"'{self.action}' needs a status")
        if self.all_statuses and (self.action != "lose_status" or self.status is not None):
            raise ValueError("'all_statuses' is for a 'lose_status' step naming no status")
        every_name = self.action == "double_counters" and self.all_counters  # 7.3.8.a
        of_all = self.action == "remove_counters" and self.all_counters  # 2.5.g
        if (self.kept or self.halved) and not of_all:
            raise ValueError("'kept' and 'halved' are of a 'remove_counters' step of all counters")
        if self.kept and self.halved:
            raise ValueError("'kept' and 'halved' are not said together")
        if self.action in ("gain_counters", "spend_counters", "double_counters") and (
            not self.counter and not every_name
        ):
            raise ValueError(f"'{self.action}' needs a counter name")
        if self.amounts and self.amount != "X":
            raise ValueError("'amounts' are the choices of an 'amount: X'")
        if self.other is not None and self.action not in ("exchange", "exchange_boosts"):
            raise ValueError("only 'exchange' and 'exchange_boosts' take a second object ('with:')")
        if self.terrains and self.action != "place_terrain_marker":
            raise ValueError("only 'place_terrain_marker' takes terrains")
        if self.region is not None and self.action != "move_terrain_marker":
            raise ValueError("only 'move_terrain_marker' takes a destination region ('region:')")
        if self.max_total and self.action not in ("give_boost", "gain_counters"):
            raise ValueError("only 'give_boost' and 'gain_counters' take 'max_total'")
        if self.per is not None and self.action == "ongoing" and not _counted_stats(self):
            # g3: "gets +1 {V} this turn for each …" (6.5.i): a statistic change only
            raise ValueError("only an 'ongoing' adding to statistics takes 'per'")
        if self.per is not None and self.action not in (
            "ongoing",
            "give_boost",
            "gain_counters",
            "draw",
            "create",
            "spend_counters",
            "remove_counters",  # "loses 1 boost for each …" (2.5.g, 6.5.i; gram63)
        ):
            raise ValueError(
                "only 'give_boost', 'gain_counters', 'draw', 'create', 'spend_counters' and"
                " 'remove_counters' take 'per'"
            )
        if self.outcomes and self.action != "roll_die":
            raise ValueError("only 'roll_die' takes outcomes ('outcomes:', 7.3.33.b)")
        if self.otherwise and self.condition is None:
            raise ValueError("'otherwise' needs the step's condition ('if:', 6.5.e)")
        if self.token_type == "Landmark Permanent" and (
            self.action != "create" or self.subject != "your_landmarks"
        ):
            raise ValueError("a Landmark Permanent token is created in 'your_landmarks' (2.2.3.e)")
        if self.token_type == "Expedition Permanent" and (
            self.action != "create" or self.subject == "your_landmarks"
        ):
            raise ValueError("an Expedition Permanent token is created in an Expedition (2.2.3.d)")
        if self.token_subtypes and self.token_type == "Character":
            raise ValueError("a Character token's sub-types are in its template (2.2.2.j)")
        if self.also and self.condition is None:
            raise ValueError("'also' needs the step's condition ('if:', 6.5.d)")
        if self.modes and self.action != "choose":
            raise ValueError("only 'choose' takes modes ('modes:', 6.5.g)")
        if self.action == "choose" and self.modes and len(self.modes) < 2:
            raise ValueError("a modal step has at least two modes (6.5.g)")
        if (self.choose != 1 or self.repeat_modes) and not self.modes:
            raise ValueError("'choose' and 'repeat_modes' are for a modal step ('modes:')")
        if self.action == "have_do" and self.do is None:
            raise ValueError("'have_do' needs the step the object does ('do:')")
        if self.action in ("put", "return", "send", "move") and self.to is None:
            raise ValueError(f"'{self.action}' needs a destination ('to:')")
        if self.ongoing is not None and self.action not in ("ongoing", "ignore", "take_control"):
            raise ValueError(
                "only 'ongoing', 'ignore' and 'take_control' take an 'ongoing:' description"
            )
        return self

    def token_template(self) -> TokenTemplate | None:
        if self.token_type != "Character" and self.token:
            # a Permanent has no statistics (2.2.11); its name alone (2.2.4.f)
            return TokenTemplate(name=self.token, forest=0, mountain=0, water=0)
        return TokenTemplate.parse(self.token) if self.token else None


def _counted_stats(step: StepModel) -> bool:
    """Whether ``step`` is "[object] gets +N {V} [for a time] for each [counted]" (g3): an
    Emblem-Ongoing whose abilities are each a statistic added to (2.3.1.a), nothing else —
    the change counted once as the step happens (6.5.i)."""
    spec = step.ongoing
    if spec is None or not spec.abilities:
        return False
    return all(
        ab.passive is not None
        and ab.passive.stats is not None
        and ab.passive.stats.scope == "self"
        and ab.passive.stats.per is None
        and ab.passive.stats.base is None
        and ab.passive.stats.become is None
        and ab.passive.stats.swap is None
        for ab in spec.abilities
    )
