"""Steps and atomic actions as data (section 6.1).

A :class:`Step` is one instruction of a cost or an effect (6.1.c); when it happens it is
expanded against the current state into :class:`AtomicAction` records, one per affected
object (6.1.e), which modifiers may change (6.2) before they are performed simultaneously
(6.1.f) and become events.
"""

from __future__ import annotations

from dataclasses import field

from engine.state.actions import ActionKind
from engine.state.cards import (
    Ability,
    Condition,
    CountOutcome,
    DieOutcome,
    EffectStep,
    Mode,
    ObjectFilter,
    OngoingSpec,
    Subject,
    TokenSpec,
    TotalLimit,
    TriggerKind,
)
from engine.state.enums import Status, Terrain, ZoneKind
from engine.state.objects import StatusOrigin
from engine.state.records import record


@record
class Step:
    """One step (1.2.6.b). Objects may be named by object id (``objects``) or, when an
    effect moved them earlier, by card id (``cards``: found again in their current zone,
    2.1.f). ``to_zone`` is a zone kind: personal zones resolve to the owner's (1.4.3.a);
    ``to_sub`` names the Expedition (``"p1:hero"``) or Landmarks owner for in-play moves.
    ``target`` is set while a target still has to be chosen (6.5.b); ``subject`` while the
    objects are still to be determined as the step is about to happen (6.1.g): a group
    ("Characters you control") or a choice made by each of ``choosers`` in initiative order
    (6.1.h). ``me``, ``it`` and ``my_expedition`` are what "I", "it" and "my Expedition"
    mean for the effect containing the step (7.2.1, 6.3.i, 6.3.j). Terrain Markers are named
    by id in ``objects`` and regions by id in ``regions`` (3.2.1.d); ``does`` is what a
    ``have_do`` step has its objects do (7.3.18.a), with the step's status, counter, amount
    and destination."""

    kind: ActionKind
    controller: str | None = None
    source: str | None = None
    label: str = ""
    objects: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    expeditions: tuple[str, ...] = ()
    to_zone: ZoneKind | None = None
    to_sub: str | None = None
    to_owner: bool = False  # the text names its owner's zone (1.1.3.d)
    status: Status | None = None
    counter: str = ""
    amount: int = 1
    token: TokenSpec | None = None
    enter_statuses: frozenset[Status] = field(default_factory=frozenset)
    played_from: str | None = None
    optional: bool = False
    target: Subject | None = None
    # A second target to choose once ``target`` is: the player whose cards the step counts
    # ("Create X tokens in target Expedition, where X is the number of cards in target
    # player's Reserve", 6.5.b: each target of the step chosen before it happens).
    next_target: Subject | None = None
    rules: tuple[str, ...] = ()
    is_cost: bool = False
    mana_ready: bool = False  # "ready" moves to the Mana zone (4.1.i, 4.2.1.e)
    subject: Subject | None = None
    choosers: tuple[str, ...] = ()
    decided: tuple[str, ...] = ()  # players who answered the step's "may" (6.5.c, 6.1.h)
    # its "You may" was answered yes (6.5.c): what follows it is "if you did" (6.5.f)
    may_done: bool = False
    together: bool = False
    """One acting player's step of a step a group of players does (``players_do``): held,
    once its player has made their decisions, until every player of the group has made
    theirs, in initiative order (6.1.h, 1.4.5.a); then the group's steps are done
    (``GameState.held``)."""
    repeat: int = 1  # instances still to perform, one after the other (6.5.i)
    condition: Condition | None = None  # evaluated just before the step (6.5.d)
    me: str | None = None
    it: tuple[str, ...] = ()
    my_expedition: str | None = None
    position: str = ""  # "top" / "bottom" of a Deck
    trigger: TriggerKind | None = None  # for "activate" (7.3.1.b)
    then: tuple[EffectStep, ...] = ()  # steps done only if this one is (6.5.f)
    cost_change: int = 0  # "play ... for N less" (5.1.2.f)
    free: bool = False  # "play for free" (7.3.26.a)
    ongoing: OngoingSpec | None = None  # Emblem-Ongoing to create (2.2.2.m)
    amounts: tuple[int, ...] = ()  # amounts the controller chooses between
    follow: bool = False  # subjects found again by card through this effect's moves (2.1.f)
    follow_through: bool = False  # ... through more than one zone change, via Limbo (2.1.g)
    choices_made: tuple[str, ...] = ()  # answers collected so far (one per object, 7.4.4.h)
    modifier_answers: tuple[str, ...] = ()  # "yes:<modifier>@<object>" / "no:..." (6.2.d)
    chosen: tuple[str, ...] = ()  # objects chosen as targets or choices for this step
    pay: int = 0  # mana paid as part of this step, a cost inside an effect (6.1.d)
    # "You may pay {N} to [X]. If you do, [Y]": {N} pays for X alone, Y follows it (6.5.f)
    pays_for_step: bool = False
    up_to: int = 0  # a choice of up to this many objects
    targets: int = 0  # "two target Characters": this many different targets (6.5.b)
    tough_paid: tuple[str, ...] = ()  # Tough costs this effect already paid (7.4.7.f)
    gains: tuple[Ability, ...] = ()  # abilities the moved object gains as it arrives
    does: ActionKind | None = None  # "have [objects] do [this]" (7.3.18.a)
    regions: tuple[str, ...] = ()  # region ids: where Terrain Markers go (7.3.23.a, 3.2.1.d)
    terrains: frozenset[Terrain] = field(default_factory=frozenset)  # of a new Terrain Marker
    each_player_does: bool = False  # "each player [does X]": each chooser does it (1.4.7.b)
    otherwise: tuple[EffectStep, ...] = ()  # done instead if the condition is false (6.5.e)
    modes: tuple[Mode, ...] = ()  # a modal step: only the chosen modes happen (6.5.g)
    choose: int = 1  # how many modes the controller chooses (6.5.g)
    repeat_modes: bool = False  # the same mode may be chosen more than once (6.5.g)
    modes_chosen: tuple[int, ...] = ()  # indices of the modes chosen so far, in order
    modifiers: tuple[str, ...] = ()  # whole-step modifiers applied to it (6.2.j)
    filter: ObjectFilter | None = None  # narrows its target, choice or group (6.5.b, 6.1.g)
    other_filter: ObjectFilter | None = None  # narrows an exchange's second object (7.3.12.a)
    max_total: int = 0  # "up to a max of N" boosts or counters on the object (0: none)
    outcomes: tuple[DieOutcome, ...] = ()  # what follows each die result (7.3.33.b)
    per: Condition | None = None  # "[amount] per [counted]": amount times the count
    per_plus: int = 0  # "X+2, where X is ...": added to that count (6.5.i)
    per_every: int = 1  # "for every two [counted]": the count divided by this, rounded down
    per_round_up: bool = False  # "half the number of …, rounded up": that division rounded up
    per_most: int = 0  # "…, up to a max of N" after a count: the counted amount's most
    x_count: Condition | None = None  # X of "X+N times" / "choose X+N", counted as it begins
    total: TotalLimit | None = None  # several targets whose total is limited (6.5.b)
    # several targets that go together: "expedition" (in the same Expedition), "controller"
    # (controlled by the same player), "names" (with different names) — each one chosen
    # fits those chosen before it (6.5.b; engine.steps.targets_together)
    targets_together: str = ""
    it_was_in: tuple[str, ...] = ()  # zones "it" was in before this effect moved it (2.1.h)
    # objects of "it" that were tokens and ceased to exist as this effect moved them (2.1.e)
    it_ceased: tuple[str, ...] = ()
    it_follows: bool = False  # ``then`` acts on what it chose even if it did nothing
    keeps_it: bool = False  # ``then`` names what "it" named before this step (6.5.b)
    the_others: bool = False  # "Discard the others": not the cards chosen and moved before
    choose_more_if: Condition | None = None  # may choose more modes while this holds (6.5.g)
    modes_min: int | None = None  # "Choose up to N": fewest of ``choose`` modes (6.5.g)
    opponent_chooses_modes: bool = False  # "Each opponent chooses one:" (6.5.g, 1.4.7.b)
    modes_chooser_targeted: bool = False  # "Target opponent chooses one:" (6.5.b, 1.2.1.b)
    # hd: the player targeted to choose the modes, once declared (6.5.b, before the modes)
    modes_chooser: str = ""
    # id: one player's own choice of modes of "Each player / Target player chooses one:",
    # that player the step's controller (6.1.h, 6.5.g, 7.5.6.b)
    own_modes: bool = False
    either: bool = False  # "[X] or [Y]": a step with nothing to choose is no option (6.1.g)
    named: str = ""  # gt: "Name a card type": each mode one value named (6.1.g), not 6.5.g
    # how a rule or a cost gives the statuses this step gives, when no effect does: "as it
    # was played from Reserve" (2.4.7.a); kept on the object (2.4.1.e, 2.4.6.a)
    rule_origin: StatusOrigin | None = None
    me_card: str | None = None  # the card of "me", naming it after it moved (2.1.d)
    me_was_gigantic: bool = False  # "I" was Gigantic when it left the Expeditions (6.3.j)
    # the object "I" was when it left play, for a Reaction of it: "my boosts", "my {V}",
    # "if I'm Exhausted" read it as it was just before (2.1.h, 6.3.j; engine.reading.as_it_was)
    me_was: str | None = None
    # ``me_was`` left play paying the cost of the ability this step is part of ("{T},
    # Sacrifice me: Draw a card for each of my Kelon counters"): read as it was (2.1.h)
    me_was_paid: bool = False
    # "I" was in play as the ability began to resolve: gone now, an earlier step of this
    # same ability took it out ("Sacrifice me. If you do, … in my Expedition"), and what is
    # read of it is its last known information (2.1.h), not a Reaction's object gone
    # before it resolved (6.3.j) — ``engine.why.last_known_words.left_in_this_effect``
    me_in_play_at_start: bool = False
    rolled: int = 0  # what the die showed, once the roller answered (7.3.33.a); 0: not yet
    you_decide: bool = False  # the effect's controller decides its "may" (6.5.c)
    choose_count: int = 0  # a choice of exactly this many objects, or all if fewer (6.5.h)
    # one object chosen in each of the chooser's Expeditions (6.1.g): ``True`` until the
    # chooser is known, then ``choice_places``, the Expeditions left to choose in, in order
    per_expedition: bool = False
    choice_places: tuple[str, ...] = ()
    any_number: bool = False  # a choice of any number of the objects, none to all (6.5.i)
    at_random: bool = False  # the choice of objects made randomly, by no player (6.5.j)
    rest_of_seen: bool = False  # "the other / the rest" of the cards seen: one left, no choice
    x_chooses: bool = False  # X (``x_count``) is how many objects ONE step chooses (6.5.h)
    all_counters: bool = False  # "remove all boosts": every counter of its name (2.5.g)
    # Of ``all_counters`` on each object (2.5.g): "loses all but N of its boosts" keeps N
    # (``kept``); "loses half of its boosts, rounded up / down" removes half (``halved``:
    # "up" / "down"), the number counted as the step happens (6.5.i).
    kept: int = 0
    halved: str = ""
    all_statuses: bool = False  # "loses all its statuses": each one it has (7.3.21.a)
    count_outcomes: tuple[CountOutcome, ...] = ()  # what follows the number removed (6.5.d)
    # "Move N boosts from [A] to [B]": the objects the counters are moved from and how many,
    # carried by the step that gives them to B (engine/steps/moving_counters.py)
    moved_from: tuple[str, ...] = ()
    moved_amount: int = 0
    if_cant: tuple[EffectStep, ...] = ()  # "If you can't, [Y]": Y when nothing was done
    if_not_done: tuple[EffectStep, ...] = ()  # a "may" step declined or not done (6.5.c)
    # "[step] unless its controller pays {N}": N its objects' controller may pay first (6.5.d)
    unless_paid: int = 0
    # the steps that happen on the objects chosen instead of this step (6.2.b, 6.5.d-e)
    chosen_instead: tuple[EffectStep, ...] = ()
    # the condition each of its objects is judged by once chosen, "it" that object: the
    # step happens on those it lets through only (6.5.d, 6.1.e; engine.steps.object_conditions)
    object_condition: Condition | None = None
    # the step a payment was asked to prevent: it happens when the payment is not made
    unpaid: tuple[Step, ...] = ()
    to_pay: bool = False  # "You may [X] to [Y]": X is a cost (1.2.5.c)
    never_forced: bool = False  # "[X] to [Y]" with no "you may": never forced (1.2.5.b)
    also: tuple[EffectStep, ...] = ()  # after it under its condition, evaluated once (6.5.d)
    cost_with: tuple[EffectStep, ...] = ()  # the other parts of its cost, one step (6.4.a)
    said_if_you_do: bool = False  # those parts printed "If you do, [X]", not "to [X]" (6.5.f)
    distribute: bool = False  # its amount given one at a time among its targets (6.5.b)
    each_object: bool = False  # "each ... loses 1 boost": amount removed from each (6.1.e)
    # gz: "Spend 2 boosts from Characters you control": amount in all, divided among its
    # objects as its controller chooses (6.1.g, 7.3.38.a; engine/steps/spent_in_all.py)
    in_all: bool = False
    # gz: "Draw a card for each boost on target Character": ``target`` is the count's own
    # (6.5.b), its object kept in ``counted_on`` once chosen (engine/pipeline/numbers_counted)
    count_target: bool = False
    counted_on: tuple[str, ...] = ()
    # ha: the set's keyword action this step is the whole definition of, as printed
    # ("Kindle 2"; EffectStep.keyword_action): its atomic actions done as themselves carry
    # the name on their events (1.2.7.c, 2.2.12.c)
    keyword_action: str = ""
    roll_reactions: tuple[DieOutcome, ...] = ()  # "When you roll a 1-3 this way —" (6.3.h)
    reveal_reactions: tuple[EffectStep, ...] = ()  # "When you reveal a card this way —"
    looked: bool = False  # "it" are cards its controller looked at, unseen by the rest (3.1.3.f)
    opponent_targets: bool = False  # "That opponent targets ...": they choose it (1.4.2.a)
    opponent_does: bool = False  # "Target opponent sabotages": they choose and do it (1.4.7.b)
    # "Target Permanent's controller sacrifices it": the object's controller does it (1.4.7.b)
    its_controller_does: bool = False
    # the controller of the effect a player does this step of in turn, when the step's
    # follow-ups are that controller's ("If they don't, draw a card": 6.5.f, 1.4.7.b);
    # ``None``: its follow-ups are its own controller's
    effect_controller: str | None = None
    # "Each player [step]": the step each of those players does in turn (6.1.h, 1.4.7.b),
    # written as "you" for that player (EffectStep.players_do); ``None``: not such a step
    per_player: EffectStep | None = None
    # gf: "For each [object], [step naming it]": the step each of those objects is "it" of,
    # in turn, one after the other (6.5.i; EffectStep.for_each, engine/steps/each_object.py)
    per_object: EffectStep | None = None
    status_options: tuple[Status, ...] = ()  # "gains Fleeting, Anchored or Asleep" (6.1.g)
    dice: tuple[int, ...] = ()  # the dice rolled so far when several are rolled (7.3.33.c)
    dice_count: int = 0  # how many, when a passive lets the roller roll more (7.3.33.c)
    # words saying which earlier step of the effect its amount or outcome comes from ("the
    # die p1 rolled showed 2", "that many: 3, what the step before acted on"), said on its
    # line with the rule that carries it over (7.3.33.b, 6.5.i; engine/steps/carried.py)
    amount_from: str = ""


@record
class AtomicAction:
    """One atomic action of a step (6.1.e), as proposed and possibly modified (6.2)."""

    kind: ActionKind
    object_id: str | None = None
    player: str | None = None
    to_zone: str | None = None
    status: Status | None = None
    counter: str = ""
    amount: int = 1
    expedition: str | None = None
    token: TokenSpec | None = None
    enter_statuses: frozenset[Status] = field(default_factory=frozenset)
    played_from: str | None = None
    ceases: bool = False
    mana_ready: bool = False
    modifiers: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    top: bool = False  # to the top of a Deck (3.2.2.b)
    bottom: bool = False  # to the bottom of a Deck, as the effect says (3.2.2.b)
    instead_effect: bool = False  # replaced by an effect: it does not happen (6.2.b)
    deck_position: int = 0  # to the Nth position from the top of a Deck (3.2.2.c); 0: not
    trigger: TriggerKind | None = None
    ongoing: OngoingSpec | None = None
    controller: str | None = None  # the controller of the step (6.2.h)
    source: str | None = None
    gains: tuple[Ability, ...] = ()
    marker: str | None = None  # the Terrain Marker moved (7.3.23)
    region: str | None = None  # the region a Terrain Marker goes to (7.3.23.a, 3.2.1.d)
    terrains: frozenset[Terrain] = field(default_factory=frozenset)
    rule_origin: StatusOrigin | None = None  # a rule's or cost's status given (2.4.1.e)
