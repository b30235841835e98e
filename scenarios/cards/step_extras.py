"""Fields of a written step (``StepModel``) for effects of the real card pool, kept out of
the big models module: quantities counted as the step begins, several targets in one step
("two target Characters", with or without a limited total, 6.5.b), and (``FilterExtras``)
"with no statistic over N".

``x_is`` — "Do the following X+1 times, where X is my number of Arcane counters" (6.5.i) and
"Choose X+1, where X is my number of Arcane counters" (6.5.g): X is counted just before
the step, and the step's ``times`` (or, for a modal step, ``choose``) is the N added to it.

:func:`extend` carries them onto the compiled engine step.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from engine.state.cards import Condition, ConditionKind, Counted, EffectStep, Subject, TotalLimit
from engine.state.enums import CardType, Terrain
from engine.state.records import replace
from scenarios.cards import vocabulary as v


class RaceModel(BaseModel):
    """ "in an Expedition that is ahead of each opponent's Expedition", "target Expedition
    that is in contact with one of your Expeditions": where an Expedition stands against the
    Expeditions ``against`` names (7.5.2.a-c, 7.5.9.a) — with each of them or one (gram87)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    positions: tuple[Literal["expedition_ahead", "expedition_behind", "expedition_tied"], ...] = ()
    in_contact: bool = False
    against: Literal[
        "opponents",
        "others",
        "each_yours",
        "one_of_yours",
        "my",
        "your_other",
        "your_hero",
        "your_companion",
    ]
    against_each: bool = False

    def condition(self) -> Condition:
        """The engine's relation (``engine.reading.expedition_race.race_holds``)."""
        return Condition(
            kind=ConditionKind.EXPEDITION_STATE,
            positions=self.positions,
            in_contact=self.in_contact,
            against=self.against,
            against_each=self.against_each,
        )


class FilterExtras(BaseModel):
    """Extra fields of ``FilterModel``: "with no statistic over N" (``stats_max``, 2.2.11.c)."""

    stats_max: int | None = None
    # "Ember Wisp tokens you control": objects of these names (2.2.b; a token's name is its
    # token card's, 2.1.e) — a set's own token, named by any description
    names: tuple[str, ...] = ()
    # "with Hand Cost {X} or less, where X is the number of Characters you control",
    # "... less than or equal to the Hand Cost of a Character you control"
    hand_cost_max_from: Literal["characters_you_control", "highest_you_control"] | None = None
    in_terrain: Terrain | None = None  # "target Character in {V}" (7.5.8.c)
    or_terrain: Terrain | None = None  # "in {V} or {O}": either passes (7.5.8.b-c)
    facing_me: bool = False  # "in the Expedition facing me" (1.2.3.c)
    # "a Robot or Permanent": objects of these types pass without the sub-types
    or_types: tuple[Literal["Character", "Permanent", "Spell"], ...] = ()
    in_your_other_expedition: bool = False  # "target Character in your other Expedition"
    expedition_ahead: bool = False  # "target an Expedition that's ahead" (7.5.2.b, 7.5.2.c)
    # "with Hand Cost greater than or equal to my number of Heroism counters": their name
    hand_cost_min_my_counters: str | None = None
    # "with Hand Cost {X}+{2} or less, where X is my number of Arcane counters"
    hand_cost_max_my_counters: str | None = None
    # (-1: "less than the number of …", a whole number below it, 2.2.7.a)
    hand_cost_max_plus: int = Field(default=0, ge=-1)
    # "with Hand Cost X or less, …, where X is the number of Spells in your Reserve": the
    # words "for each" would count (a Hand Cost maximum counted as it is checked, 6.5.i)
    hand_cost_max_count: str | None = None
    # "target Character or Expedition Permanent": a Permanent passes only in an Expedition
    permanents_in_expeditions: bool = False
    # "target Landmark Permanent": a Permanent passes only in Landmarks (2.2.3)
    permanents_in_landmarks: bool = False
    # "target token", "a token you control": a token object only (1.1.7.b, 2.1.e)
    tokens: bool = False
    # "Mana Orbs can't be exhausted": the objects of a Mana zone (3.2.9), not in play
    mana_orbs: bool = False
    # "with the lowest Hand Cost" / "with the highest {V}" / "with the most boosts": an
    # extreme among those in play
    extreme: Literal["lowest", "highest"] | None = None
    extreme_of: Literal["hand_cost", "boosts", "forest", "mountain", "water"] | None = None
    # "target Plant Robot": every one of these sub-types (2.2.2)
    all_subtypes: tuple[str, ...] = ()
    # "play a Character from your Hand": in its controller's Hand only (5.2.a)
    in_your_hand: bool = False

    # "target Character with Defender", "each Gigantic Character": these keyword abilities (7.4)
    keywords: tuple[str, ...] = ()
    # "Move a boost from a Character to another": not the object the step before named
    other_than_it: bool = False
    # gx: "all cards in target opponent's Reserve": the Reserve of the player targeted (3.2.10)
    in_targeted_players_reserve: bool = False
    # "target Character in it": in the Expedition "it" is (6.3.i, 6.5.b)
    in_its_expedition: bool = False
    # "with {V} 3 or more": that statistic as it is now, between these (2.2.11)
    stat_of: Terrain | None = None
    stat_min: int | None = None
    stat_max: int | None = None
    # "with 2 or more boosts": at least this many boosts on it (2.5.1)
    boosts_min: int | None = Field(default=None, ge=2)
    # "with one or fewer boosts": at most this many boosts on it (2.5.1)
    boosts_max: int | None = Field(default=None, ge=1)
    # "with fewer boosts than a Character you control", "… more boosts than me": the
    # direction and whose boosts it is compared with (2.5.1; gram108)
    # (he: counters of a name compared the same way, the name third: "fewer:you:Anchored")
    boosts_than: str | None = Field(
        default=None, pattern=r"^(fewer|more):(me|you|opponent)(:[A-Z][A-Za-z' -]*)?$"
    )
    # "with an even Hand Cost", "with an odd number of boosts", "with an even {V}": the
    # parity and the number it is of (0 is even; ge, engine.reading.compared_likeness)
    parity: str | None = Field(
        default=None, pattern=r"^(even|odd):(hand_cost|reserve_cost|boosts|forest|mountain|water)$"
    )
    # "with the same name as me", "that shares a sub-type with me", "with the same Hand
    # Cost as me", "with a different name than me": compared with the bearer's (2.2)
    as_me: (
        Literal[
            "same:name", "different:name", "shares:subtype", "same:hand_cost", "same:reserve_cost"
        ]
        | None
    ) = None
    # ic: "with a lower Hand Cost than it", "with greater {V} than me", "with the same
    # Reserve Cost as that Character": direction, cost or statistic, whose
    # (engine.reading.compared_stats)
    stat_than: str | None = Field(
        default=None,
        pattern=r"^(lower|higher|same):(hand_cost|reserve_cost|forest|mountain|water)"
        r":(me|it|exchanged|you|opponent)$",
    )
    # "with an Ember counter", "with 2 or more Ember counters", "without Kelon counters":
    # how many counters of this name are on it (2.5.a), between these
    counter: str = ""
    counters_min: int | None = Field(default=None, ge=1)
    counters_max: int | None = Field(default=None, ge=0)
    # "in your Hero / Companion Expedition": the controller's of that kind (7.2.3.a)
    in_your_expedition: Literal["hero", "companion"] | None = None
    # "target Character you own": its owner (1.1.3.c), not its controller (1.1.3.d)
    owner: Literal["you", "opponent"] | None = None
    # "target Expedition you control": the player of the Expedition targeted (7.5.5.a)
    expedition_controller: Literal["you", "opponent"] | None = None
    # "with no other Characters in its Expedition": alone there (3.2.4.b)
    alone_in_expedition: bool = False
    # "each of your Expeditions with no other Characters / no Characters" (3.2.4.b)
    expedition_empty: Literal["other", "any"] | None = None
    # "each of your Expeditions that's behind / tied" (7.5.2.b, 7.5.2.c)
    expedition_standing: Literal["behind", "tied"] | None = None
    # "target Expedition with two or more Characters", "… where you control two or more
    # Characters": how many Characters are in it, at least / at most (3.2.4.b)
    expedition_characters_min: int = Field(default=0, ge=0)
    expedition_characters_max: int | None = Field(default=None, ge=0)
    # "in that Expedition" of one of yours In Contact (7.5.9.a; gram58)
    expedition_in_contact: bool = False
    # "in an Expedition / target Expedition that is ahead of each opponent's Expedition" (gram87)
    expedition_race: RaceModel | None = None

    # "without Defender", "non-Gigantic": none of these keyword abilities works on it (7.4)
    without_keywords: tuple[str, ...] = ()
    # "with [Tether]" / "without [Tether]": a set's own keyword ability, by its printed name,
    # had or not — printed with its reminder or given (2.2.12.c, 2.3.1.a)
    set_keywords: tuple[str, ...] = ()
    without_set_keywords: tuple[str, ...] = ()

    @field_validator("keywords", "without_keywords")
    @classmethod
    def _known_keywords(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for k in value:
            if k not in v.ENGINE_KEYWORDS:
                raise ValueError(f"unknown keyword ability {k!r}")
        return value

    @field_validator("all_subtypes")
    @classmethod
    def _known_subtypes(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        known = v.CHARACTER_SUBTYPES | v.PERMANENT_SUBTYPES | v.SPELL_SUBTYPES
        for s in value:
            if s not in known:
                raise ValueError(f"unknown sub-type {s!r}")
        return value

    def filter_extras(self) -> dict[str, Any]:
        """These fields as :class:`~engine.state.cards.ObjectFilter` keyword arguments."""
        return {
            "stats_max": self.stats_max,
            "hand_cost_max_from": self.hand_cost_max_from or "",
            "in_terrain": self.in_terrain,
            "or_terrain": self.or_terrain,
            "facing_me": self.facing_me,
            "or_types": frozenset(CardType(t) for t in self.or_types),
            "in_your_other_expedition": self.in_your_other_expedition,
            "expedition_ahead": self.expedition_ahead,
            "expedition_in_contact": self.expedition_in_contact,
            "hand_cost_min_my_counters": self.hand_cost_min_my_counters or "",
            "hand_cost_max_my_counters": self.hand_cost_max_my_counters or "",
            "hand_cost_max_plus": self.hand_cost_max_plus,
            "hand_cost_max_count": _max_count(self.hand_cost_max_count),
            "permanents_in_expeditions": self.permanents_in_expeditions,
            "permanents_in_landmarks": self.permanents_in_landmarks,
            "tokens": self.tokens,
            "mana_orbs": self.mana_orbs,
            "all_subtypes": frozenset(self.all_subtypes),
            "extreme": self.extreme or "",
            "extreme_of": self.extreme_of or "",
            "in_your_hand": self.in_your_hand,
            "keywords": frozenset(v.ENGINE_KEYWORDS[k] for k in self.keywords),
            "without_keywords": frozenset(v.ENGINE_KEYWORDS[k] for k in self.without_keywords),
            "set_keywords": frozenset(self.set_keywords),
            "without_set_keywords": frozenset(self.without_set_keywords),
            "other_than_it": self.other_than_it,
            "in_targeted_players_reserve": self.in_targeted_players_reserve,
            "in_its_expedition": self.in_its_expedition,
            "boosts_min": self.boosts_min,
            "boosts_max": self.boosts_max,
            "boosts_than": self.boosts_than or "",
            "parity": self.parity or "",
            "as_me": self.as_me or "",
            "stat_than": self.stat_than or "",
            "counter": self.counter,
            "counters_min": self.counters_min,
            "counters_max": self.counters_max,
            "in_your_expedition": self.in_your_expedition or "",
            "owner": self.owner or "",
            "expedition_controller": self.expedition_controller or "",
            "alone_in_expedition": self.alone_in_expedition,
            "expedition_empty": self.expedition_empty or "",
            "expedition_standing": self.expedition_standing or "",
            "expedition_characters_min": self.expedition_characters_min,
            "expedition_characters_max": (
                -1 if self.expedition_characters_max is None else self.expedition_characters_max
            ),
            "expedition_race": self.expedition_race.condition() if self.expedition_race else None,
            "stat_of": self.stat_of,
            "stat_min": self.stat_min,
            "stat_max": self.stat_max,
            "names": frozenset(self.names),
        }


class TotalModel(BaseModel):
    """ "with total {M} of 4 or less", "with a total Hand Cost {5} or less" (6.5.b)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    of: Literal["forest", "mountain", "water", "hand_cost", "reserve_cost"]
    at_most: int = Field(ge=0)


class StepExtras(BaseModel):
    """Extra fields of ``StepModel`` (see the module doc)."""

    x_is: str | None = None  # "where X is my number of Arcane counters": X, as it begins
    total: TotalModel | None = None  # several targets, their total limited; up_to 0: any number
    # "… in the same Expedition / controlled by the same player / with different names":
    # several targets chosen one by one, each fitting those before (6.5.b)
    together: Literal["", "expedition", "controller", "names"] = ""
    # "Two target Characters": this many different targets, chosen at once (6.5.b)
    targets: int = Field(default=0, ge=0)
    it_follows: bool = False  # "[target X], it [Y]": ``then`` acts on the target regardless
    # "… Then, target opponent may discard a card. If they do, that Character …": ``then``
    # names what the step before this one introduced, not what this one acted on (gram58)
    keeps_it: bool = False
    # hc: "If they had …, they gain …" after a step on several targets: done once per target,
    # its condition said of that one (6.5.d, 6.1.e; engine/steps/each_member.py)
    each_member: bool = False
    the_others: bool = False  # "Discard the others": the cards seen, less those moved before
    # ha: this step is the whole definition of the set's keyword action of this name, as
    # printed ("Kindle 2"; 2.2.12.c): what "When you [Kindle]" watches (1.2.7.c)
    keyword_action: str = ""
    # "Choose one. If [condition], you may choose both": more modes while it holds (6.5.g)
    choose_more_if: str | None = None
    # "Choose up to two / any number / one or more": the fewest of ``choose`` modes (6.5.g)
    modes_min: int | None = Field(default=None, ge=0)
    # "You may target an opponent, they draw a card": you decide the "may" of a step
    # another player does (6.5.c), not that player (6.1.h)
    you_decide: bool = False
    # "Sacrifice two Characters": exactly this many chosen, all of them if fewer (6.5.h)
    choose_count: int = Field(default=0, ge=0)
    # "Sacrifice a Character you control in each of your Expeditions": one chosen in each of
    # the chooser's Expeditions (6.1.g), the step acting on all of them (gram55)
    per_expedition: bool = False
    # "For each Permanent you control, you may [X]": any number of them chosen (6.5.i, 6.5.c)
    any_number: bool = False
    # "Discard X cards, where X is …": X (``x_is``) is how many ONE step chooses, counted
    # as it begins, all if fewer (6.1.g, 6.1.e, 6.5.h) — not the step done X times
    x_chooses: bool = False
    # "Target Character gains Fleeting, Anchored or Asleep": the status chosen (6.1.g)
    status_choices: tuple[str, ...] = ()
    # "gains X+2 boosts, where X is ...": added to the amount ``per`` counts (6.5.i)
    # (below 0: "… minus N", the count less N, none below zero — gram73)
    per_plus: int = 0
    # "[object] loses all its statuses": each status it has (7.3.21.a, 2.4.1.h)
    all_statuses: bool = False
    # "Draw a card for every two tokens you control": ``per`` counts every this many objects
    # once, rounded down (6.5.i)
    per_every: int = Field(default=1, ge=1)
    # "half the number of [counted], rounded up": ``per_every``'s division rounded up (6.5.i)
    per_round_up: bool = False
    # "Draw a card for each Plant you control, up to a max of three": the amount ``per``
    # counts is at most this many (6.5.i; 0: no maximum)
    per_most: int = Field(default=0, ge=0)
    # "Target opponent sabotages": the opponent named does the step — they choose its target
    # and discard it (1.4.7.b, 6.1.g, 7.3.35.a), not the controller of the effect
    opponent_does: bool = False
    # "Each opponent exhausts a Character they control": each of those players does the step
    # as its controller, "you" in it being that player, in initiative order (1.4.7.b, 6.1.h)
    # "Target opponent exhausts one of their Mana Orbs": the opponent targeted does it so
    # (6.5.b, 1.4.7.b)
    players_do: (
        Literal[
            "each_player",
            "each_opponent",
            "target_opponent",
            "target_player",
            "its_controller",
            "its_owner",
            "decider",
        ]
        | None
    ) = None
    # "Target opponent may exhaust a Character they control. If they don't, draw a card": the
    # follow-ups of a step players do in turn are the effect's controller's (6.5.f, 1.4.7.b);
    # only with ``players_do``. ("decider" above: "If they don't, they discard a card" — the
    # player who decided the step this one follows does it, 6.5.c.)
    follow_ups_yours: bool = False
    # "Starting with you, each player [step]": the players in turn from the effect's
    # controller, as the card says, not in initiative order (1.4.2.a over 6.1.h); only with
    # ``players_do`` each player / each opponent (gram107)
    starting_with_you: bool = False
    # hd: "You and target opponent each [step]": the opponent targeted (6.5.b) and you —
    # every player does the step (1.2.1.b, ``players_do`` each player); kept so that the
    # card is written back with its own words, not "Each player"
    you_and: Literal["target_opponent"] | None = None
    # "Each opponent chooses one: • They … • You …": the opponent chooses the modes (6.5.g,
    # 1.4.7.b)
    opponent_chooses_modes: bool = False
    # "Target opponent chooses one:": that opponent is targeted (6.5.b; the one opponent of a
    # two-player game, 1.2.1.b) and chooses (gram33)
    modes_chooser_targeted: bool = False
    # "Sacrifice a token Character or send me to Reserve": a choice of one step of two, said
    # with "or" — a step with nothing to choose is no option (6.1.g)
    either: bool = False
    # gt: "Name a card type. …": a choice of one value named (6.1.g), one mode per value
    named: str = ""
    # "Target opponent chooses a Character they control. Send it to Reserve.": they choose
    # among their own (6.1.h), the controller of the effect does the step (1.4.7.c)
    effect_controller_does: bool = False
    # "Each player who controls a Plant draws a card": the condition each of the players the
    # step names must meet, "you" in it being that player, evaluated for each just before
    # their step (6.5.d, 1.4.7.b); only with ``players_do``
    players_if: str | None = None
    # "Target Permanent's controller sacrifices it": the controller of the object acted on
    # does the step (1.4.7.b), not the controller of the effect
    its_controller_does: bool = False
    # "Distribute 3 boosts among up to two target Characters": the targets chosen first,
    # then the amount given one at a time, each to one of them (6.5.b, 6.1.g, 6.5.i)
    distribute: bool = False
    # "Each Character you control loses 1 boost", "Remove 1 boost from each Character": the
    # amount removed from EACH object, one atomic action per object (2.5.g, 6.1.e) — not a
    # total chosen among them ("Remove up to 2 counters from among ...")
    each: bool = False
    # gz: "Spend 2 boosts from Characters you control": a ``spend_counters`` step's amount
    # in all, divided among the objects as its controller chooses (6.1.g, 7.3.38.a) — paid
    # in full or not at all (7.3.38.b, 6.4.c); without it, the amount from each object
    in_all: bool = False
    # gl: "Discard a card from your hand at random": the step's choice of objects made
    # randomly — no player chooses, every option equally likely (6.5.j); a choice only
    at_random: bool = False

    @field_validator("choose_more_if")
    @classmethod
    def _more_if(cls, value: str | None) -> str | None:
        c = v.condition_of(value) if value is not None else None
        if value is not None and (c is None or c.against_target):
            # "than target opponent" is a target: a step chooses it, not a choice of modes.
            raise ValueError(f"condition 'if {value}' is not evaluated by the engine yet")
        return value

    @model_validator(mode="after")
    def _total_of_targets(self) -> StepExtras:
        subject = str(getattr(self, "subject", "") or "")
        if self.total is not None and not subject.startswith("target_"):
            raise ValueError("'total' limits several targets: the subject is a target (6.5.b)")
        if self.targets and not subject.startswith("target_"):
            raise ValueError("'targets' counts the targets of a step: the subject is a target")
        if self.targets and getattr(self, "up_to", 0):
            raise ValueError("'targets' (exactly N) and 'up_to' (none to N) exclude each other")
        if self.choose_count > 1 and not subject.startswith("a_"):
            raise ValueError("'choose_count' is how many objects a choice takes (6.1.g)")
        if self.per_expedition and not subject.startswith("a_character"):
            raise ValueError("'per_expedition' is a choice of Characters, one per Expedition")
        if self.at_random and (
            not subject.startswith("a_") or bool(getattr(self, "up_to", 0)) or self.any_number
        ):
            raise ValueError("'at_random' is a choice of objects made randomly (6.5.j)")
        if self.any_number and not subject.startswith(("a_", "target_")):
            raise ValueError("'any_number' is for a choice or a target (6.1.g, 6.5.b)")
        if self.x_chooses and (getattr(self, "x_is", None) is None or not subject.startswith("a_")):
            raise ValueError("'x_chooses' is how many a choice takes, X said by 'x_is' (6.1.g)")
        if self.modes_min is not None and self.modes_min >= int(getattr(self, "choose", 1)):
            raise ValueError("'modes_min' is fewer modes than 'choose' (6.5.g)")
        if self.distribute and (
            not subject.startswith("target_")
            or str(getattr(self, "action", "")) not in ("give_boost", "gain_counters")
        ):
            raise ValueError("'distribute' gives boosts or counters among targets (6.5.b)")
        if self.each and (
            str(getattr(self, "action", "")) != "remove_counters"
            or getattr(self, "all_counters", False)
            or getattr(self, "amount", 1) == "X"
            or not getattr(self, "counter", None)
        ):
            raise ValueError(
                "'each' removes a number of counters of one name from each object: a "
                "'remove_counters' step with a fixed amount and a counter name (2.5.g, 6.1.e)"
            )
        amount = getattr(self, "amount", 1)
        if self.in_all and (
            str(getattr(self, "action", "")) != "spend_counters"
            or not isinstance(amount, int)
            or amount < 2
            or subject.startswith(("a_", "target_", "self", "it"))
            or str(getattr(self, "counter", "") or "") in ("", "any")
        ):
            raise ValueError(
                "'in_all' divides a 'spend_counters' step's fixed amount of 2 or more "
                "counters of one name among a group's objects (6.1.g, 7.3.38.a)"
            )
        if self.opponent_does and not subject.startswith("target_"):
            raise ValueError("'opponent_does' is for a step with a target the opponent chooses")
        if self.opponent_chooses_modes and not getattr(self, "modes", None):
            raise ValueError("'opponent_chooses_modes' is for a choice of modes (6.5.g)")
        if self.modes_chooser_targeted and not self.opponent_chooses_modes:
            raise ValueError("'modes_chooser_targeted' is for modes an opponent chooses (6.5.b)")
        if self.either and len(getattr(self, "modes", None) or ()) != 2:
            raise ValueError("'either' is a choice of one step of two (6.1.g)")
        if self.named and len(getattr(self, "modes", None) or ()) < 2:
            raise ValueError("'named' is a choice of one value among several (6.1.g)")
        if self.effect_controller_does and not subject.startswith("a_"):
            raise ValueError("'effect_controller_does' is for an object other players choose")
        if self.follow_ups_yours and self.players_do is None:
            raise ValueError("'follow_ups_yours' is for the follow-ups of a 'players_do' step")
        if self.you_and and self.players_do != "each_player":
            raise ValueError("'you_and' names the players of 'players_do' each player")
        if self.starting_with_you and self.players_do not in ("each_player", "each_opponent"):
            raise ValueError("'starting_with_you' is the order of 'players_do' each player")
        if self.players_if is not None and self.players_do is None:
            raise ValueError("'players_if' is the condition of each player of 'players_do'")
        said = v.condition_of(self.players_if) if self.players_if is not None else None
        if self.players_if is not None and (said is None or said.against_target):
            # each player's own condition names no target any step chooses (6.5.b)
            raise ValueError(f"condition 'if {self.players_if}' is not evaluated by the engine yet")
        if self.its_controller_does and not (
            subject.startswith("target_") or subject == "a_card_among_them"  # ib39
        ):
            # ib39: "… reveals their hand. Choose a Spell from it. They discard it." — the
            # card the effect's controller chose among those shown, moved by its owner
            raise ValueError(
                "'its_controller_does' is for a step on a target or a card shown (7.5.6.b)"
            )
        if self.players_do is not None and subject.startswith("target_") and not _own(self):
            # a target that is not the acting player's own: who would choose it is not said
            # (6.5.b), read by hand; one of their own they choose as the step's controller
            # ("Each player may give target Character they control 1 boost", 1.4.7.b)
            raise ValueError("'players_do' is for a step its players do on their own objects")
        if self.per_plus and getattr(self, "per", None) is None:
            raise ValueError("'per_plus' adds to a counted amount: the step has 'per'")
        if self.per_every > 1 and getattr(self, "per", None) is None:
            raise ValueError("'per_every' shapes a counted amount: the step has 'per'")
        if self.per_round_up and self.per_every < 2:
            raise ValueError("'per_round_up' rounds the division 'per_every' says up")
        if self.per_most and getattr(self, "per", None) is None and self.x_is is None:
            # "[step] for each [counted], up to a max of N": a counted amount, or a step
            # done X times (``x_is``), at most N (6.5.i)
            raise ValueError("'per_most' caps a count: the step has 'per' or 'x_is'")
        if self.status_choices and (
            str(getattr(self, "action", "")) != "gain_status"
            or any(c.lower() not in v.STATUSES for c in self.status_choices)
        ):
            raise ValueError("'status_choices' are statuses a 'gain_status' step chooses from")
        return self

    @field_validator("x_is")
    @classmethod
    def _x_is(cls, value: str | None) -> str | None:
        if value is not None:
            from scenarios.cards.their_counts import said_of_target_opponent

            theirs = said_of_target_opponent(value)  # ie39: of the targeted opponent doing it
            x_count(value if theirs is None else theirs)  # a ValueError naming what X cannot count
        return value


_MY_COUNTERS = re.compile(r"^my number of (?:(?P<counter>[a-z]+) counters|boosts)$")


def _max_count(text: str | None) -> Condition | None:
    """What a Hand Cost maximum's "where X is the number of …" counts (6.5.i), in the words
    "for each" takes; refused when the engine cannot count it."""
    if text is None:
        return None
    counted = v.count_of(text)
    if counted is None:
        from scenarios.cards.errors import NotExecutable

        raise NotExecutable(f"a Hand Cost maximum counting '{text}' is not supported yet")
    return counted


def x_count(text: str) -> Condition:
    """What X counts: "my number of Arcane counters" (counters on "me", 2.5.c; boosts are
    counters, 2.5.1.a), or what "for each [counted]" counts ("Resupply for each Plant you
    control": the step done that many times, 6.5.i)."""
    m = _MY_COUNTERS.match(" ".join(text.strip().lower().split()))
    if m is None:
        from scenarios.cards.condition_texts import count_of

        counted = count_of(text)
        if counted is not None:
            return counted
        raise ValueError(f"counting X as '{text}' is not supported by the engine yet")
    counter = m["counter"].capitalize() if m["counter"] else "boost"
    said = f"my number of {counter} counters" if m["counter"] else "my number of boosts"
    return Condition(ConditionKind.COUNT, counted=Counted.MY_COUNTERS, counter=counter, text=said)


def extend(step: EffectStep, written: StepExtras) -> EffectStep:
    """The compiled ``step`` with the written step's extra fields."""
    if written.x_is is not None:
        from scenarios.cards.their_counts import says_theirs, their_count

        theirs = their_count(written.x_is, step.subject) if says_theirs(written.x_is) else None
        if theirs is None and says_theirs(written.x_is):
            from scenarios.cards.errors import NotExecutable

            raise NotExecutable(
                f"counting '{written.x_is}' of each player doing the step is not supported"
                " yet: 'they' is each of them in turn (7.5.6.b, 6.5.i)"
            )
        from scenarios.cards.their_counts import targeted_as_the_opponent

        counted = theirs or targeted_as_the_opponent(x_count(written.x_is), step.subject)
        step = replace(step, x_count=counted)
    if written.total is not None:
        step = replace(step, total=TotalLimit(written.total.of, written.total.at_most))
    if written.targets:
        step = replace(step, targets=written.targets)
    if written.together:
        step = replace(step, targets_together=written.together)
    if written.it_follows:
        step = replace(step, it_follows=True)
    if written.keeps_it:
        step = replace(step, keeps_it=True)
    if written.each_member:
        step = replace(step, each_member=True)
    if written.the_others:
        step = replace(step, the_others=True)
    if written.you_decide:
        step = replace(step, you_decide=True)
    if written.any_number:
        step = replace(step, any_number=True)
    if written.x_chooses:
        step = replace(step, x_chooses=True)
    if written.per_plus:
        step = replace(step, per_plus=written.per_plus)
    if written.all_statuses:
        step = replace(step, all_statuses=True)
    if written.per_every > 1:
        step = replace(step, per_every=written.per_every)
    if written.per_round_up:
        step = replace(step, per_round_up=True)
    if written.per_most:
        step = replace(step, per_most=written.per_most)
    if written.opponent_does:
        step = replace(step, opponent_does=True)
    if written.players_do is not None:
        step = replace(step, players_do=written.players_do)
    if written.follow_ups_yours:
        step = replace(step, follow_ups_yours=True)
    if written.starting_with_you:
        step = replace(step, starting_with_you=True)
    if written.its_controller_does:
        step = replace(step, its_controller_does=True)
    if written.opponent_chooses_modes:
        step = replace(step, opponent_chooses_modes=True)
    if written.modes_chooser_targeted:
        step = replace(step, modes_chooser_targeted=True)
    if written.either:
        step = replace(step, either=True)
    if written.named:
        step = replace(step, named=written.named)
    if written.effect_controller_does:
        step = replace(step, effect_controller_does=True)
    if written.players_if is not None:
        step = replace(step, players_condition=v.condition_of(written.players_if))
    if written.distribute:
        step = replace(step, distribute=True)
    if written.each:
        step = replace(step, each_object=True)
    if written.in_all:
        step = replace(step, in_all=True)  # gz: N in all from a group (6.1.g, 7.3.38.a)
    if written.at_random:
        step = replace(step, at_random=True)  # gl (6.5.j)
    if written.status_choices:
        step = replace(
            step, status_choices=tuple(v.STATUSES[c.lower()] for c in written.status_choices)
        )
    if written.choose_count > 1:
        step = replace(step, choose_count=written.choose_count)
    if written.per_expedition:
        step = replace(step, per_expedition=True)
    if written.modes_min is not None:
        step = replace(step, modes_min=written.modes_min)
    if written.choose_more_if is not None:
        step = replace(step, choose_more_if=v.condition_of(written.choose_more_if))
    if step.then and _moves_me(written):
        # "Play me for free and I gain Asleep": "I" after my move is the object I became,
        # found through the move the effect made (2.1.f, 2.1.g).
        through = str(getattr(written, "action", "")) in _THROUGH_LIMBO  # 2.1.g
        then = tuple(
            replace(t, follow=True, follow_through=through) if t.subject is Subject.SELF else t
            for t in step.then
        )
        step = replace(step, then=then)
    return step


def _moves_me(written: StepExtras) -> bool:
    action = str(getattr(written, "action", ""))
    subject = getattr(written, "subject", None) or "self"
    return action in _MOVES_ME and subject == "self"


_MOVES_ME = frozenset(
    {"play", "play_for_free", "put", "return", "send", "move", "discard", "sacrifice"}
)
_THROUGH_LIMBO = frozenset({"play", "play_for_free"})
"""Playing a card moves it through Limbo: more than one zone change (5.2, 2.1.g)."""


def _own(written: StepExtras) -> bool:
    """Whether the target of a step players do is one of the acting player's own — "target
    Character they control" (a filter on "you", the step's controller), "target card in their
    Reserve": they choose it as the step's controller (1.4.7.b, 6.5.b)."""
    subject = str(getattr(written, "subject", ""))
    flt = getattr(written, "filter", None)
    mine = flt is not None and getattr(flt, "controller", None) == "you"
    return mine or any(w in ("you", "your") for w in subject.split("_")[1:])
