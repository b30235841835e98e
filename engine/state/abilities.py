"""Abilities and effect steps written as data: the vocabulary card text is read into.

A Reaction is a trigger plus effect steps (6.3), a passive ability a modifier, a statistic
change, a grant, a cost alteration or a restriction (6.2, 2.3.1.a, 5.1.2.f, 1.4.1.a), a quick
action a cost plus effect steps (2.2.12.k). Effect steps may create tokens and
Emblem-Ongoings that carry abilities in turn (2.2.b, 2.2.15), so steps and abilities are
defined together. Re-exported by :mod:`engine.state.cards`.
"""

from __future__ import annotations

from dataclasses import field

from engine.state.ability_scopes import CostScope, Duration, StatModifier, TotalLimit
from engine.state.actions import ActionKind
from engine.state.conditions import Condition, ObjectFilter
from engine.state.enums import (
    CardType,
    Keyword,
    PermanentZone,
    Phase,
    Status,
    Terrain,
    ZoneKind,
)
from engine.state.kinds import AbilityKind
from engine.state.records import record
from engine.state.restrictions import IgnoreSpec, Restriction
from engine.state.statics import StaticSpec
from engine.state.subjects import Subject
from engine.state.triggers import WATCHED_BY_KIND, TriggerKind, TriggerPlayer


@record
class TokenSpec:
    """A token to create: "create a [name] [x/y/z] [sub-types] token" (7.3.5.b)."""

    name: str
    forest: int
    mountain: int
    water: int
    subtypes: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()  # "with [abilities]" (2.2.12.f)
    # Its token card's keyword abilities (2.1.e, 7.4), with the X of Tough X and Scout X.
    keywords: frozenset[Keyword] = frozenset()
    tough: int = 0
    scout: int = 0
    # A token is a Character unless the effect creating it says another type (2.2.1.d): a
    # Landmark Permanent token, from its token card, joins its creator's Landmarks (2.2.3.e).
    type: CardType = CardType.CHARACTER
    permanent_zone: PermanentZone | None = None
    # Its token card's abilities the engine does not execute (2.1.e): the token is created
    # with what is read of it, these left to the judge as any card's (``CardDef.by_hand``).
    by_hand: tuple[ByHand, ...] = ()


@record
class EffectStep:
    """One step of an effect, as written on a card (1.2.6.b, 6.1.c)."""

    action: ActionKind
    subject: Subject = Subject.SELF
    amount: int = 1
    status: Status | None = None
    counter: str = ""
    optional: bool = False  # "you may" (6.5.c)
    token: TokenSpec | None = None
    to_zone: ZoneKind | None = None
    # the text names the destination as its owner's ("to its owner's hand"): ownership
    # decides the zone (1.1.3.d), no move is redirected (1.4.3.a)
    to_owner: bool = False
    times: int = 1  # "[do step] X times" (6.5.i)
    condition: Condition | None = None  # "if [condition], [do step]" (6.5.d)
    position: str = ""  # "top" / "bottom" of a Deck
    other: Subject | None = None  # the second object of an exchange (7.3.12.a)
    # what the second object of an exchange is narrowed to: its own filter, ``filter`` being
    # the first object's ("Exchange target Character with a Character in your Reserve")
    other_filter: ObjectFilter | None = None
    trigger: TriggerKind | None = None  # which Reactions "activate" activates (7.3.1.b)
    then: tuple[EffectStep, ...] = ()  # "you may [do X] to [do Y]": Y only if X (6.5.f)
    follow: bool = False  # "I" found again through moves made by this effect (2.1.f)
    # ... through more than one zone change: "play me" goes through Limbo (2.1.g)
    follow_through: bool = False
    cost_change: int = 0  # "play ... for N less" (5.1.2.f)
    free: bool = False  # "play ... for free" (7.3.26.a)
    ongoing: OngoingSpec | None = None  # the Emblem-Ongoing an effect creates (2.2.2.m)
    choose_amount: tuple[int, ...] = ()  # "one or two": the player chooses the amount
    # "Spend X of my [name] counters: Draw X cards": the amount is the X chosen for the
    # quick action's cost as it was declared (5.1.2.c, 2.5.h)
    x_paid: bool = False
    pay: int = 0  # "you may pay N and [do step]": a cost inside the effect (6.1.d)
    # "You may pay {N} to [X]. If you do, [Y]": {N} pays for X alone (6.1.d), and ``then``
    # follows X being done (6.5.f) — not "pay {N} and [X] to [Y]", where both pay for Y
    pays_for_step: bool = False
    up_to: int = 0  # "choose up to N": between 0 and N objects
    # "Two target Characters": N different targets, chosen at once before the step — as
    # many as there are suitable ones (6.5.b).
    targets: int = 0
    does: EffectStep | None = None  # "have [subject] do [this]": its action etc. (7.3.18.a)
    terrains: frozenset[Terrain] = field(default_factory=frozenset)  # of a Terrain Marker
    region: Subject | None = None  # where a Terrain Marker is moved to (7.3.23.a)
    # "If [condition], [do step one]. Otherwise [do step two]": done instead of this step
    # when its condition, evaluated once, is false (6.5.e).
    otherwise: tuple[EffectStep, ...] = ()
    # "Choose X: ● mode ● mode": a modal step (6.5.g). Its own action is not performed; the
    # controller chooses ``choose`` modes in order, each at most once unless
    # ``repeat_modes`` ("the same mode may be chosen more than once").
    modes: tuple[Mode, ...] = ()
    choose: int = 1
    repeat_modes: bool = False
    modes_min: int | None = None  # "Choose up to N / any number": the fewest; None: ``choose``
    # "Each opponent chooses one: • They … • You …": the opponent chooses the modes (6.5.g
    # says the controller unless the text names who, 1.4.7.b); the modes' steps stay the
    # effect's, each naming who does it.
    opponent_chooses_modes: bool = False
    # "Target opponent chooses one:": the opponent choosing is targeted (6.5.b, 1.2.1.b)
    modes_chooser_targeted: bool = False
    # "[X] or [Y]": one step of two, the controller's choice; a step with nothing to choose
    # is impossible, no option (6.1.g) — unlike a mode of "Choose one:" (6.5.g)
    either: bool = False
    # gt: "Name a card type. [steps on 'the named type']": the controller names one value of
    # this kind ("card type"), a decision made immediately before the steps (6.1.g); each
    # mode is one value with the steps said of it — not modes of a modal effect (6.5.g)
    named: str = ""
    # "target Character with Hand Cost 3 or less", "another Character you control": what
    # the step's target, choice or group is narrowed to (6.5.b, 6.1.g).
    filter: ObjectFilter | None = None
    # "I gain 1 boost, up to a max of 3": boosts or counters given only up to this many
    # on the object in all (0: no maximum).
    max_total: int = 0
    # "Roll a die. On a 4+, [X]. On a 1-3, [Y].": what follows each result (7.3.33.b).
    outcomes: tuple[DieOutcome, ...] = ()
    # "Roll two dice and choose one result": this many dice rolled, the roller keeping the
    # result of one once all are seen (7.3.33.c); 0: one die
    dice_count: int = 0
    # "I gain 1 boost per Character you control": ``amount`` times this count (a count
    # condition's ``counted`` and ``filter``), counted as the step happens.
    per: Condition | None = None
    # "Target Character gains X+2 boosts, where X is ...": this many added to the counted
    # amount (``amount`` times the count of ``per``), as the step happens.
    per_plus: int = 0
    # "Draw a card for every two tokens you control": the count of ``per`` divided by this
    # many, rounded down (6.5.i) — 1 counts every object.
    per_every: int = 1
    # "half the number of [counted], rounded up": ``per_every``'s division rounded up, not
    # down (6.5.i; gram73)
    per_round_up: bool = False
    # "Draw a card for each Plant you control, up to a max of three": the counted amount is
    # at most this many (6.5.i; 0: no maximum).
    per_most: int = 0
    # "Do the following X+1 times" / "Choose X+1", "where X is my number of Arcane
    # counters": X, counted just before the step, is added to ``times`` (6.5.i) or, for a
    # modal step, to ``choose`` (6.5.g).
    x_count: Condition | None = None
    # "Any number of target Characters with total {M} of 4 or less": the targets are chosen
    # one by one under this limit; ``up_to`` is their most (0: any number) (6.5.b).
    total: TotalLimit | None = None
    # "Two target Characters in the same Expedition / controlled by the same player / with
    # different names": the targets are chosen one by one, each fitting those before (6.5.b).
    targets_together: str = ""
    # "[Target X], it [Y]", "You may give it 2 boosts": the ``then`` steps act on what this
    # step chose whether or not it changed anything — not "if you did" (6.5.f).
    it_follows: bool = False
    # "Then, target opponent may discard a card. If they do, that Character loses 1 boost.":
    # the steps after this one name what "it" named before it — the Character — not the card
    # this step acted on (6.5.b, 6.1.c)
    keeps_it: bool = False
    # hc: "Up to two target Characters …. If they had …, they gain …": this follow-up is
    # done once per target the step before chose, its condition said of that one (6.5.d, 6.1.e)
    each_member: bool = False
    # "Discard the others": "it" less the cards earlier steps of the effect moved — the
    # cards not chosen, which are all it names (7.3.7.a, 6.1.c)
    the_others: bool = False
    # "Choose one. If each of your Expeditions is behind or tied, you may choose both": when
    # this holds as the modes are chosen, the controller may choose more of them (6.5.g).
    choose_more_if: Condition | None = None
    # "You may target an opponent, they draw a card": the controller of the effect decides
    # the "may" of a step another player does (6.5.c), not that player (6.1.h).
    you_decide: bool = False
    # "Sacrifice two Characters": a choice of exactly this many objects — all of them when
    # there are fewer (6.5.h); 0: one (or ``up_to``).
    choose_count: int = 0
    # "Sacrifice a Character you control in each of your Expeditions": one object chosen in
    # each of the chooser's Expeditions (6.1.g; a Gigantic one is in both, 7.4.4.b, and is
    # chosen once), then the step acts on all of them at once.
    per_expedition: bool = False
    # "For each Permanent you control, you may activate its {J} abilities": a choice of any
    # number of the objects, none to all — each instance's own "may" (6.5.i, 6.5.c).
    any_number: bool = False
    x_chooses: bool = False
    # gl: "Discard a card from your hand at random": the choice of objects is made randomly,
    # by no player, every option equally likely (6.5.j): the table draws, the judge enters it.
    at_random: bool = False
    # "Put one in Reserve and the other / the rest at the bottom of your deck": a choice
    # among the cards seen that puts each one left, one at a time — their order is chosen;
    # with one card left there is nothing to choose: it is put (6.1.g, 7.3.27.a).
    rest_of_seen: bool = False
    # "I gain 1 boost per Character target opponent controls": a player targeted for the step
    # though it is not its subject — chosen before it (6.5.b, 1.2.6.c), then what ``per``
    # counts is theirs (``Counted.TARGET_PLAYER_CONTROLS``).
    target_player: Subject | None = None
    # "Remove all boosts from ...": every counter of ``counter`` on the objects (2.5.g);
    # "Double the counters of ...": with no ``counter``, each name the objects have (7.3.8.a).
    all_counters: bool = False
    # Of ``all_counters``: "all but N" keeps N on each object; "half of its boosts, rounded
    # up / down" removes half of each object's (``halved``: "up" / "down"), 2.5.g, 6.5.i.
    kept: int = 0
    halved: str = ""
    # "[object] loses all its statuses": each status the objects have (7.3.21.a, 2.4.1.h).
    all_statuses: bool = False
    # "Then, depending on the number of boosts removed this way: ● 1-4: [X] ● 9+: [Y]":
    # what follows the number of counters this step removed (6.5.d).
    count_outcomes: tuple[CountOutcome, ...] = ()
    # "Sacrifice a Robot or Permanent. If you can't, sacrifice me.": done instead when
    # nothing of this (mandatory) step could be done (6.1.g, 6.5.d).
    if_cant: tuple[EffectStep, ...] = ()
    # "You may [X] to [Y]" with what happens when X is not done — declined, or nothing of it
    # could be done: "... to increase the result by 2" read per result (6.5.c, 6.5.f).
    if_not_done: tuple[EffectStep, ...] = ()
    # "Send to Reserve target Character unless its controller pays {2}": the controller of
    # the object the step acts on may pay this much Mana, once it is chosen, so that the
    # step does not happen (6.5.d "[do step] unless [condition]"; 1.2.5.c; 0: no tax).
    unless_paid: int = 0
    # "Target Character gains 1 boost. If it's a Mage, it gains 2 boosts instead": once the
    # step chose its object, these steps happen on it ("it") instead of the step — the
    # replacing step under its condition, the step itself as its "otherwise" (6.2.b, 6.5.d-e).
    chosen_instead: tuple[EffectStep, ...] = ()
    # "Send target Character to Reserve unless it has [[Tough]]", "Exhaust each Character
    # unless it's a Plant": a condition on each object the step acts on, "it" that object —
    # judged once the objects are chosen or found, just before the step would happen; the
    # step is ignored for each object the condition excludes (6.5.d, per atomic action 6.1.e)
    object_condition: Condition | None = None
    # "You may [X] to [Y]": X is a cost — one that cannot be paid is not offered (6.1.g,
    # 1.2.5.c; the Remark of 2.4.6.a) — not "You may [X]. If you do, [Y]" (6.5.f)
    to_pay: bool = False
    # "Spend … to [Y]" printed without "you may": the cost a player is never forced to pay
    # (1.2.5.b, 6.4.b) — asked by that rule, not by 6.5.c's "you may"
    never_forced: bool = False
    # "Put a card from your Reserve in your Mana zone as a ready Mana Orb": it enters the
    # Mana zone ready — 3.2.9.b: exhausted "unless specified otherwise".
    mana_ready: bool = False
    # "Roll a die. When you roll a 1-3 this way — [X]": a Reaction to this roll — when the
    # result is in a range, an Emblem-Reaction with its steps is created (6.3.h, 7.3.33.b).
    roll_reactions: tuple[DieOutcome, ...] = ()
    # "Roll a die and reveal the top card of your deck.  When you reveal a card this way —
    # [X]": a Reaction to this reveal — an Emblem-Reaction with X per card revealed (6.3.h).
    reveal_reactions: tuple[EffectStep, ...] = ()
    # "That opponent targets a card in your Reserve": the opponent chooses the target — the
    # text says who does, not the controller of the effect (6.5.b, 1.4.2.a).
    opponent_targets: bool = False
    # "Target opponent sabotages": the player the effect names does the step — they choose
    # its target and do its atomic actions, not the controller of the effect (1.4.7.b,
    # 6.1.g "unless specified otherwise", 7.3.35.a).
    opponent_does: bool = False
    # "Each opponent exhausts a Character they control": each of those players does the step
    # as its controller — "you" in it is that player (1.4.7.b) — one after another in
    # initiative order (6.1.h). "each_player" or "each_opponent"; empty: the step's own.
    players_do: str = ""
    # "Target opponent chooses a Character they control. Send it to Reserve.": the players
    # the subject names choose (6.1.h), the effect's controller does the step (1.4.7.c).
    effect_controller_does: bool = False
    # "Target opponent may exhaust a Character they control. If they don't, draw a card":
    # the follow-ups (``then``, ``if_not_done``) of a step players do in turn are the
    # effect's controller's steps — "you" in them is the effect's controller (6.5.f, 6.1.c),
    # not the player who did this step and decided its "may" (1.4.7.b, 6.5.c).
    follow_ups_yours: bool = False
    # "Each player who controls a Plant draws a card": the condition each of those players
    # meets for their own step, "you" in it being that player (6.5.d, 1.4.7.b).
    players_condition: Condition | None = None
    # gf (6.5.i): "For each Permanent you control, create a [token] in its Expedition": the
    # step done once per object of this group, one after the other, "it" / "its" in it
    # being that object each time (engine/steps/each_object.py); ``Subject.IT``: the objects
    # the step before acted on ("For each Character sent this way, its controller …").
    for_each: Subject | None = None
    for_each_filter: ObjectFilter | None = None
    # "Starting with you, each player [step]": the players take their turns from the
    # effect's controller, then in seating order — the card's order, not initiative order
    # (1.4.2.a over 6.1.h); only with ``players_do`` each player / each opponent (gram107).
    starting_with_you: bool = False
    # "Target Permanent's controller sacrifices it": the controller of the object the step
    # acts on does its atomic actions (1.4.7.b), not the controller of the effect.
    its_controller_does: bool = False
    # "Target Character gains Fleeting, Anchored or Asleep": the status is one of these,
    # chosen by the controller of the effect as the step happens (6.1.g).
    status_choices: tuple[Status, ...] = ()
    # "[trigger] If [condition]: X. Then, Y." (a Unique's colon over several steps): with
    # ``condition``, the steps after this one that the same condition governs. It is
    # evaluated once, just before this step (6.5.d): when true, these follow this step in
    # order whether or not it did anything (6.1.c); when false, they are ignored with it
    # and the ``otherwise`` steps happen instead (6.5.e).
    also: tuple[EffectStep, ...] = ()
    # "You may exhaust me and spend 3 of my Arcane counters to [X]": the other parts of this
    # step's cost — one step (6.4.a), every part checked payable before any is paid (6.4.c,
    # 1.4.1.b), paid together as one event (1.2.7.b), X only if it is (6.5.f)
    cost_with: tuple[EffectStep, ...] = ()
    # "You may exhaust me and spend 2 of my boosts. If you do, [X]": ``cost_with`` printed
    # with "If you do", not "to" — X depends on the parts being done (6.5.f), not their cost
    said_if_you_do: bool = False
    # "Distribute 3 boosts among up to two target Characters": the targets chosen first
    # (6.5.b), then ``amount`` given one at a time, each to one of them (6.1.g, 6.5.i)
    distribute: bool = False
    # "Each Character you control loses 1 boost": ``amount`` removed from each object, one
    # atomic action each with nothing to choose among them (2.5.g, 6.1.e); without it a
    # ``remove_counters`` step's ``amount`` is a total its controller chooses among them.
    each_object: bool = False
    # gz: "Spend 2 boosts from Characters you control": a ``spend_counters`` step's
    # ``amount`` in all, divided among its objects as its controller chooses (6.1.g,
    # 7.3.38.a) — without it, ``amount`` from each object
    in_all: bool = False
    # gz: "Draw a card for each boost on target Character": an object targeted for the
    # step's count alone (``Counted.COUNTERS_ON_TARGET``), chosen before the step (6.5.b)
    count_target: Subject | None = None
    # ha: "[Kindle]": this step is the whole definition of the set's keyword action of this
    # name as printed ("Kindle 2"; 2.2.12.c) — its atomic actions done as themselves are
    # that keyword action's, what "When you [Kindle]" watches (1.2.7.c, 6.3.b)
    keyword_action: str = ""


@record
class CountOutcome:
    """ "● 1-4: [steps]", "● 9+: [steps]" after "depending on the number of boosts removed
    this way": the steps that follow when that number is from ``low`` to ``high`` (no
    maximum when ``high`` is None); every range that holds it, in order."""

    low: int
    high: int | None
    steps: tuple[EffectStep, ...]


@record
class DieOutcome:
    """ "On a [low]-[high], [steps]": the steps following a die roll with a result in
    that range (7.3.33.b)."""

    low: int
    high: int
    steps: tuple[EffectStep, ...]


@record
class Mode:
    """One mode of a modal step, a line starting with ● (6.5.g): its steps and the text
    the controller sees when choosing."""

    steps: tuple[EffectStep, ...]
    text: str = ""

    def label(self) -> str:
        """A readable label: the text, or the steps' actions and subjects."""
        if self.text:
            return self.text
        return "; ".join(f"{s.action.value} ({s.subject.value})" for s in self.steps)


def modal(*modes: Mode, choose: int = 1, repeat_modes: bool = False) -> EffectStep:
    """A modal step "Choose [choose]: ● ... ● ..." (6.5.g): its choosing step performs
    nothing itself, only the modes chosen."""
    return EffectStep(
        ActionKind.CHOOSE_MODES,
        Subject.CONTROLLER,
        modes=modes,
        choose=choose,
        repeat_modes=repeat_modes,
    )


@record
class ModifierSpec:
    """A passive ability that is a modifier (6.2.a).

    ``replacing`` modifiers (6.2.b) change the destination of a matching moving atomic action
    (``replace_to_zone``) or turn it into another kind (``replace_action``); additive
    modifiers (6.2.c) add an atomic action of kind ``add_action`` on the same object.
    ``scope`` says whose actions it watches: "self" (the bearer), "mine" (objects its
    controller controls) or "any". A ``whole_step`` replacing modifier applies to a whole
    step of kind ``action`` instead, once (6.2.j), before any modifier of its atomic
    actions (6.2.g): the step becomes one of kind ``replace_action`` with the same
    subjects; "self" then means a step naming the bearer, "mine" a step of a cost or
    effect its controller controls ("If you would ..."), "any" every such step.
    """

    replacing: bool
    action: ActionKind
    scope: str = "self"
    to_zone: ZoneKind | None = None
    replace_to_zone: ZoneKind | None = None
    replace_action: ActionKind | None = None
    add_action: ActionKind | None = None
    add_status: Status | None = None
    add_amount: int = 1
    text: str = ""
    from_zone: ZoneKind | None = None  # "if I would leave the <zone>"
    optional: bool = False  # "you may ... instead" (6.2.d)
    otherwise: tuple[EffectStep, ...] = ()  # "If you don't, [effect]" (6.2.e)
    attempt: bool = False  # applies to an impossible atomic action it attempts (7.5.3.a)
    whole_step: bool = False  # replaces a whole step of kind ``action`` (6.2.f, 6.2.g)
    # Narrowing and results of printed replacing modifiers (engine.pipeline.replacing):
    status: Status | None = None  # "If I would gain [status]": only that status
    replace_status: Status | None = None  # "... I gain [status] instead"
    replace_amount: int = 0  # "I gain N boosts instead" (0: one, or what was replaced)
    extra_amount: int = 0  # "it moves forward one more region instead"
    # "If you would roll one or more dice, instead roll that many dice plus one": it speaks
    # of the step's dice together ("that many", 1.2.7.c), so it modifies the whole roll of
    # the step, once (6.2.j); "If you would roll a die": each die, an atomic action (6.2.k).
    whole_roll: bool = False
    # "If you would roll a die, you may add 1 to its result": added once the roller, having
    # seen the die, chooses to (7.3.33.c, engine.steps.dice_modify).
    add_to_result: int = 0
    # "Add 1 to the result of your die rolls": added as the die is noted, not asked (7.3.33.c)
    add_always: bool = False
    # "You may exhaust me ({T}) to add 1 to the result": adding exhausts the modifier's
    # source, which must be ready to be used (7.3.33.c, 7.3.13.a, 7.3.16.b)
    add_exhausts_source: bool = False
    # "If you would Resupply, instead reveal the top two cards of your deck. Put one in
    # Reserve, and discard the other.": the atomic action does not happen; these steps,
    # done by the modifier's controller, follow the step instead (6.2.b, as 6.2.e).
    replace_effect: tuple[EffectStep, ...] = ()
    phase: Phase | None = None  # "during [phase]": only in that phase
    condition: Condition | None = None  # "... while I'm [[Boosted]]": only while it holds
    watched: ObjectFilter | None = None  # "If an [[Anchored]] Character ... would": which
    # "... would leave my Expedition": a switch to the other Expedition, or a defection,
    # leaves it too — not only leaving the Expedition zone (7.3.39.b, 7.5.11.c)
    leaves_expedition: bool = False
    then: tuple[EffectStep, ...] = ()  # "... instead to [draw two cards]": after it applied
    replace_counter: str = ""  # "it loses all its boosts instead": all of that counter
    # "During Rest, you may spend 1 of my counters. If you do, I don't go to Reserve": the
    # ``replace_effect`` steps are a cost paid instead of the action (6.2.b, 6.5.f), offered
    # only when its controller can pay it in full (1.2.5.c, 6.1.g; engine.pipeline.paid_instead)
    paid: bool = False


@record
class CostSpec:
    """A cost alteration (5.1.2.f): ``change`` is added to the cost (an increase if
    positive, a decrease if negative), ``per`` times a count when given; ``minimum``
    restricts only this decrease ("down to a minimum of 1", 5.1.2.f Remark) and
    ``at_least`` restricts the final cost ("can't cost less than 2")."""

    change: int = 0
    scope: str = CostScope.CARDS
    players: str = "any"  # who plays: "you", "opponents" or "any"
    from_zone: ZoneKind | None = None
    card_type: CardType | None = None
    per: str = ""  # "other_card_you_played_this_turn" (5.1.2.k)
    minimum: int | None = None
    at_least: int | None = None
    condition: Condition | None = None
    hand_cost_min: int | None = None  # "with Hand Cost {7} or more": the printed one (2.2.7)
    hand_cost_max: int | None = None
    subtype: str = ""  # "Robots you play from your Reserve": cards with that sub-type (2.2.2)
    per_count: Condition | None = None  # "1 less per exhausted card in Reserve": that count
    # "The first Character you play each turn costs {1} less": only a card no other of its
    # kind went before this turn / Afternoon / Day ("turn", "afternoon", "day"; 5.1.2.k)
    first_each: str = ""
    # "The second Spell you play each Afternoon": the ``ordinal``-th of its kind (5.1.2.k)
    ordinal: int = 1
    # "The first Spell your opponents / an opponent play(s)": the first of all the plays of
    # the players ``players`` names, together; without it each player's own first ("each
    # opponent plays", "you play")
    together: bool = False
    # "You may discard a card from your Reserve to reduce my cost by {2}": the change applies
    # only when the player pays this optional cost — a choice of one object to move —
    # chosen in the declaration of intent (5.1.2.c) and paid with the mana (1.2.5.d).
    optional: EffectStep | None = None
    # "As an additional cost to play me, sacrifice a Character": ``optional`` is then not
    # optional — a cost the player must pay with the mana to play the card (5.1.2.c,
    # 5.1.2.i, 6.4.c-d); a card whose additional cost cannot be paid cannot be played.
    additional: bool = False
    # "Characters you play in my Expedition", "… in the Expedition facing me", "… in your
    # Hero Expedition": only a card played into that Expedition, chosen in the declaration
    # of intent before costs are paid (5.1.2.c, 5.2.1.a; engine.play.cost_places).
    into: str = ""
    # "Landmark Permanents you play": only Permanents of that zone type (2.2.3.b)
    permanent_zone: PermanentZone | None = None

    @property
    def optional_action(self) -> str:
        """The verb of the cost paid beside the mana ("sacrifice", "discard"), for a judge."""
        return self.optional.action.value if self.optional is not None else "pay"


@record
class Grant:
    """A passive ability giving abilities or a keyword to objects (2.3.1.a)."""

    scope: str
    abilities: tuple[Ability, ...] = ()
    keyword: Keyword | None = None
    subtype: str = ""  # the sub-type of a :data:`GrantScope.SUBTYPE` grant ("All Elementals")
    filter: ObjectFilter | None = None  # the objects of a :data:`GrantScope.GROUP` grant
    amount: int = 0  # the X of a granted "Tough X" (7.4.7.b)
    per: Condition | None = None  # "Tough X, where X is the number of ...": X is this count
    objects: tuple[str, ...] = ()  # of a :data:`GrantScope.LISTED` grant
    # "Target Character loses [Defender] this turn": the keyword taken away from the
    # objects for the Emblem-Ongoing's duration (2.2.15.a), printed or given by a passive
    # ability applied before it (timestamp order, 2.3.3.b) — not given.
    lost: bool = False


@record
class NextPlayed:
    """The passive ability of an Emblem-Ongoing "the next [card type] you play this turn
    [gains/loses ... | costs N less]" (5.2.d, 5.1.2.f). It applies once."""

    card_type: CardType | None = None
    effect: tuple[EffectStep, ...] = ()
    cost_change: int = 0
    # "The next Plant you play", "... with Hand Cost {3} or less": only a card this lets
    # through is "the next" one (6.1.g) — others neither use it nor are changed by it.
    filter: ObjectFilter | None = None
    # "The next Character you play from your hand": only a card played from there
    # ("hand" or "reserve"; "" from either, 5.1.2.d).
    played_from: str = ""
    free: bool = False  # "The next Spell you play this turn is free" (7.3.26.a)
    # "The next Character you play in {V}": only one played into an Expedition in that
    # terrain (7.5.8.b) — known once the Expedition is declared (5.2.1.a).
    into_terrain: Terrain | None = None
    # "The next Spell you play this turn is free. If you play it from your hand, it loses
    # Fleeting": ``effect`` only for a card played from there ("hand" / "reserve"), the
    # rest of the ability whatever it was played from (5.1.2.d).
    effect_from: str = ""
    # "The next two Characters you play this turn ...": how many cards it applies to, each
    # played one using it once; gone with the last (2.2.15.c).
    count: int = 1
    # how many cards it has applied to so far: "1 of 2 used" (2.2.15.c)
    used: int = 0
    # "Choose a card in your Reserve. You may play it this turn for {1} less": only the
    # objects the creating step acted on (``objects``, 1.4.1.a) and, once one of them is
    # played, that card on its way (``cards``: its card, in Limbo a new object, 2.1.d).
    listed: bool = False
    objects: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()


@record
class QuickCost:
    """The cost of a quick action (2.2.12.k): mana (1.2.5.e), "exhaust me" (7.1.4.a) and
    "discard me from Reserve" (7.1.4.b)."""

    mana: int = 0
    exhaust_me: bool = False
    discard_me: bool = False
    sacrifice_me: bool = False  # "Sacrifice me": I am discarded from play (7.3.36.a)
    spend: int = 0  # "Spend N of my [name] counters / boosts" (7.3.38.a)
    spend_counter: str = ""  # which counter ("boost" for boosts, 2.5.1.a)
    # "Spend X of my [name] counters": X chosen in the declaration, 0 up to what I have
    # (5.1.2.c, 2.5.h, 1.2.5.c); ``spend`` is then 0
    spend_x: bool = False
    # "Remove up to N boosts from me": X at most N too (5.1.2.c); 0: no bound but what I have
    spend_most: int = 0
    # "Discard a card from your Reserve", "Sacrifice a Character": objects the player
    # chooses as they declare the quick action and that the cost moves (1.2.5.a), as a
    # step template — its action (discard, sacrifice) and its choice subject and filter.
    choice: EffectStep | None = None
    # "Discard a card and sacrifice a Character": the cost's other choices, in order, one
    # object each and each a different object — chosen in the declaration too (1.2.5.a)
    more_choices: tuple[EffectStep, ...] = ()


@record
class OngoingSpec:
    """What an effect that lasts longer than its resolution creates: an Emblem-Ongoing
    with passive abilities and a duration (2.2.2.m, 2.2.15)."""

    abilities: tuple[Ability, ...]
    duration: str = Duration.TURN
    text: str = ""
    # What "it" names in its delayed Reaction's effect: the objects the creating step acted
    # on, bound as the Emblem is created (6.3.i; engine.pipeline.creation.bound_to_objects)
    it: tuple[str, ...] = ()
    # "while I'm in play": the source object ("I") whose leaving play ends it, bound as the
    # Emblem is created (2.1.d; engine.pipeline.ongoing_ends)
    lasts_while: str = ""


@record
class Ability:
    """One ability (1.2.4.a). ``support`` abilities only work in Reserve (1.2.4.d)."""

    kind: AbilityKind
    text: str = ""
    trigger: TriggerKind | None = None
    phase: Phase | None = None
    effect: tuple[EffectStep, ...] = ()
    modifier: ModifierSpec | None = None
    stats: StatModifier | None = None
    support: bool = False
    condition: Condition | None = None  # trigger condition (6.3.b) or passive condition
    cost: QuickCost | None = None  # a quick action's cost (2.2.12.k)
    # "Use this ability only once each Day": how many times this object may play this quick
    # action in a Day (counted as 1.4.6.b counts, per object: a new object, 2.1.d, starts anew);
    # of a Reaction, "This ability triggers only once per Day": its activations (1.4.6.c)
    per_day: int | None = None
    # "When one or more [objects] [event]": once per event, however many objects its trigger
    # matches (1.2.7.c), not once per object (6.3.g); "N or more": when it matches N or more
    once_per_event: bool = False
    at_least: int = 1
    # "Activate only once per turn": how many times this object may play this quick action in
    # one Afternoon turn (4.2.3.e: a quick action lets the turn go on; 5.1.2.g)
    per_turn: int | None = None
    cost_change: CostSpec | None = None  # a cost alteration (5.1.2.f)
    restriction: Restriction | None = None  # "can't" (1.4.1.a)
    grant: Grant | None = None  # gives abilities or keywords (2.3.1.a)
    next_played: NextPlayed | None = None  # of an Emblem-Ongoing (5.2.d)
    ignore: IgnoreSpec | None = None  # "[abilities] are ignored" (7.3.19.a)
    # "My region is [terrains] in addition to its other terrains": applied after the
    # Terrain Markers' abilities (3.2.1.e).
    region_terrains: frozenset[Terrain] = frozenset()
    # "All regions are [terrains]": every region of the Adventure has these terrains too,
    # applied with the other region passives, after the Terrain Markers (3.2.1.e, 2.3.2.f).
    all_regions_terrains: frozenset[Terrain] = frozenset()
    # "All Characters are [sub-types]": every Character in play has these sub-types too
    # (2.2.2, the 2.3.2.e Example).
    adds_subtypes: tuple[str, ...] = ()
    # "[group] are Courtiers in addition to their other sub-types": ``adds_subtypes`` only
    # for the objects in play this lets through, read from the bearer (2.3.1.a-b)
    subtypes_filter: ObjectFilter | None = None
    # Which objects an event trigger watches: "When you play a Spell" (5.1.2.l).
    trigger_filter: ObjectFilter | None = None
    trigger_status: Status | None = None  # the status gained (GAINS_STATUS)
    trigger_amount: int = 0  # boosts gained at least (GAINS_BOOSTS); count reached
    trigger_counter: str = ""  # the counter whose count is reached (COUNTER_REACHES)
    trigger_during: Phase | None = None  # "When ... during the Afternoon": only then
    trigger_terrain: Terrain | None = None  # "moves forward due to {V}" (4.2.4.j)
    # "due to {O} or {V}": the other terrains a move may be due to instead (4.2.4.j)
    trigger_or_terrains: tuple[Terrain, ...] = ()
    # "When I go to Reserve during Rest": only a move the daily effect Rest makes (4.2.5.b);
    # ``trigger_during`` is then the Night, the phase of Rest (4.2.5.a)
    trigger_daily_effect: str = ""
    trigger_from: str = ""  # "plays a card from Reserve": how it was played (5.1.2.l)
    # gh: "When a card is sent to your Reserve by an opponent's effect": a move whose step an
    # opponent controls — the controller of the effect (7.5.5.c, 1.4.7.c)
    trigger_by_opponent_effect: bool = False
    # Whose event a player's trigger watches (1.2.2) when the words say it ("When a player
    # passes", "When an opponent creates a token"); None: the trigger's own word decides
    # (:attr:`watched_player`). Who did the event is its doer (1.4.7).
    trigger_player: TriggerPlayer | None = None
    # "When you play your second Spell each turn / Day": only the Nth card of the filter's
    # types the player plays in that period ("turn" or "day"; 4.2.3, 4.1).
    trigger_ordinal: int = 0
    trigger_per: str = ""
    # "When you play a Landmark Permanent": the played card's zone type (2.2.3)
    trigger_zone_type: PermanentZone | None = None
    static: StaticSpec | None = None  # an exception to a rule of the game (engine.state.statics)
    # Control taken for a time (engine.pipeline.control_for_a_time): (object, its controller
    # and zone before), given back when the Emblem-Ongoing's duration is over (7.3.40).
    returns_control: tuple[str, str, str] | tuple[()] = ()
    # The object whose passive ability gives this ability to the one that has it (2.3.1.a;
    # engine.reading.granted_abilities): said where the ability acts ("has … from [source]").
    granted_by: str = ""
    # ha: "When you [Kindle] / [Sabotage]": the keyword action watched (PLAYER_DOES_KEYWORD_ACTION)
    # — a set's by its printed name (2.2.12.c), a rules' by its action kind's value (7.3)
    trigger_action: str = ""
    # The set's own keyword ability this ability is, by the reminder the set prints with it
    # ("[Tether]. (When I …)", 2.2.12.c): its printed name, so that "a Character with
    # [Tether]" finds the objects that have it, printed or given (2.3.1.a;
    # engine.reading.set_keywords_had); "" for any other ability
    set_keyword: str = ""

    @property
    def watched_player(self) -> TriggerPlayer:
        """Whose event the trigger watches (1.2.2): the player its words name, else the one
        its kind says — "When you roll a die" the controller (7.2.3.a), "When an opponent
        plays" another player (1.2.1.b) — else any player ("When a player passes")."""
        if self.trigger_player is not None:
            return self.trigger_player
        if self.trigger is None:
            return TriggerPlayer.ANY
        return WATCHED_BY_KIND.get(self.trigger, TriggerPlayer.ANY)


@record
class ByHand:
    """A printed ability the engine cannot execute, kept so the trace can say "Not executed
    — resolve by hand" when it would apply instead of silently ignoring it. ``trigger`` and
    ``phase`` are set when the card reader understood the trigger ("{J} ...", "At Noon — ...")
    but not the effect; otherwise the trace names it when the card is played or enters play.
    ``support`` abilities work only in Reserve (1.2.4.d)."""

    text: str
    trigger: TriggerKind | None = None
    phase: Phase | None = None
    support: bool = False
    # An event trigger read whole (its filter, condition …): a Reaction with no effect the
    # engine watches like any other (6.3.f), to name the ability when its event happens.
    watch: Ability | None = None
    # It would change what is paid to play a card (5.1.2.f): said as the cost is
    # determined, in the declaration, before payment — not when the card enters play.
    cost: bool = False
