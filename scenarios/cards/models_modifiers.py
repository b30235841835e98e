"""Modifier passives (6.2) in the card file format: replacing ("instead", 6.2.b) and
additive ("also", 6.2.c). Re-exported by :mod:`scenarios.cards.models`."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from scenarios.cards import vocabulary as v
from scenarios.cards.count_words import CountedCondition
from scenarios.cards.models_steps import ActionName, FilterModel, StatusName, StepModel, Strict
from scenarios.yamlio import suggest

PhaseWord = Literal["morning", "noon", "afternoon", "dusk", "night"]


class ReplaceModel(Strict):
    """A replacing modifier, "If [action] would happen ... [do something] instead" (6.2.b).

    What it watches: ``action`` of ``scope`` (``self`` the bearer, ``mine`` its
    controller's objects or Expeditions, ``my_expedition`` the bearer's Expedition,
    ``any``), narrowed by ``from``/``to`` zones, a gained ``status`` ("If I would gain
    [[Fleeting]]"), a ``during`` phase, an ``if`` condition of the bearer ("while I'm
    [[Boosted]]") and a ``watched`` filter of the object acted on ("an [[Anchored]]
    Character ... my Expedition"). What it does instead: ``instead_to`` (another
    zone), ``instead_action`` (another action: on the same object, or for its controller
    when it is draw / Resupply — "draw a card instead"), ``instead_status`` ("I gain
    [[Anchored]] instead"), ``instead_amount`` (boosts gained instead), ``extra`` ("one
    more region")."""

    action: ActionName
    scope: Literal["self", "mine", "any", "my_expedition"] = "self"
    from_zone: str | None = Field(default=None, alias="from")
    to: str | None = None
    status: StatusName | None = None
    during: PhaseWord | None = None
    watched: FilterModel | None = None  # "If an [[Anchored]] Character ... would"
    # "... would leave my Expedition": switching Expeditions leaves it too (7.3.39.b)
    leaves_expedition: bool = False
    instead_to: str | None = None
    instead_action: ActionName | None = None
    instead_status: StatusName | None = None
    instead_amount: int = 0
    instead_counter: str | None = None  # with remove_counters: "loses all its boosts"
    extra: int = 0
    # "If you would roll one or more dice, instead roll that many dice plus one": the dice
    # of the step together (1.2.7.c) — the whole roll, modified once (6.2.j) — with extra only.
    whole_roll: bool = False
    # "If you would roll a die, you may add 1 to its result": the roller may add this to the
    # result once they have seen the die (7.3.33.c); not a replacement of the roll.
    add_to_result: int = 0
    # "Add 1 to the result of your die rolls": added to every roll as it is noted, no choice
    # (7.3.33.c) — with add_to_result only.
    always: bool = False
    # "When you roll a die — You may exhaust me ({T}) to add 1 to the result": the roller's
    # choice to add costs exhausting the modifier's source (7.3.33.c, 7.3.13.a) — with
    # add_to_result only.
    exhaust_me: bool = False
    instead: tuple[StepModel, ...] = ()
    # "During Rest, you may [cost]. If you do, I don't go to Reserve": ``instead`` is a cost
    # paid in place of the action, offered only when payable in full (1.2.5.c, 6.1.g)
    paid: bool = False
    optional: bool = False
    otherwise: tuple[StepModel, ...] = ()
    then: tuple[StepModel, ...] = ()  # "... instead to [draw two cards]" (6.5.f)
    attempt: bool = False
    whole_step: bool = False
    condition: CountedCondition | None = Field(default=None, alias="if")

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)

    @model_validator(mode="after")
    def _something(self) -> ReplaceModel:
        results = (self.instead_to, self.instead_action, self.instead_status)
        if (
            all(r is None for r in results)
            and not self.instead
            and not self.extra
            and not self.add_to_result
        ):
            raise ValueError(
                "a replacing modifier needs instead_to, instead_action, instead_status, "
                "extra or instead"
            )
        if self.whole_step and (self.instead_action is None or self.instead_to is not None):
            raise ValueError(
                "a whole-step modifier (6.2.f) replaces the step by another action: "
                "give instead_action, not instead_to"
            )
        for word in (self.to, self.instead_to, self.from_zone):
            if word is not None and v.normalise(word) not in v.ZONE_WORDS:
                raise ValueError(f"unknown zone {word!r}{suggest(word, v.ZONE_WORDS)}")
        return self


class AlsoModel(Strict):
    """An additive modifier, "... also [action]" (6.2.c), narrowed like a replacing one by a
    ``watched`` filter of the object acted on: "If a Character you control would be
    exhausted" is ``scope: mine`` with ``watched: {types: [Character]}`` — without it, every
    object its controller controls is watched, Mana Orbs too (3.2.9.c)."""

    action: ActionName
    scope: Literal["self", "mine", "any"] = "self"
    watched: FilterModel | None = None
    add: ActionName
    status: StatusName | None = None
    amount: int = 1


class CostExtras(Strict):
    """Extra fields of a cost alteration (``CostChange``): ``optional`` — "You may discard a
    card from your Reserve to reduce my cost by {2}": the change applies only when the player
    pays this optional cost, a step moving one object they choose in the declaration of
    intent (5.1.2.c, 1.2.5.a); of the card's own cost only."""

    optional: tuple[StepModel, ...] = ()
    # "As an additional cost to play me, sacrifice a Character": the ``optional`` step is a
    # cost the player must pay to play the card (5.1.2.c, 5.1.2.i), with no change of its own.
    additional: bool = False

    @model_validator(mode="after")
    def _of_me(self) -> CostExtras:
        if self.additional and not self.optional:
            raise ValueError("an additional cost names its step in 'optional'")
        scope = " ".join(str(getattr(self, "applies_to", "me")).lower().split())
        if self.optional and scope not in ("me", "me from hand", "me from reserve"):
            # "You may play me from hand for {1} less by also …" (gram89): the card's own
            # cost, played from that zone (5.2.a)
            raise ValueError("an optional cost changes the card's own cost: applies_to 'me'")
        return self
